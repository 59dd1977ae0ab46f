/**
 * A local stand-in of the Actions results service, as far as @actions/artifact's upload uses it: the
 * twirp calls `CreateArtifact` and `FinalizeArtifact` (JSON over POST, bearer token) and a blob
 * endpoint taking the Azure block upload the signed URL points at (`comp=block`, then `comp=blocklist`).
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const TWIRP = "/twirp/github.actions.results.api.v1.ArtifactService/";

export interface Artifact {
  create: Record<string, unknown>;
  finalize: Record<string, unknown> | null;
  /** The committed blob: the block list's blocks, in its order. */
  blob: Buffer | null;
  id: number;
}

/** An unsigned JWT carrying the `scp` claim @actions/artifact reads the backend ids from. */
export function runtimeToken(runBackendId: string, jobBackendId: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const scp = `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`;
  return `${part({ alg: "none", typ: "JWT" })}.${part({ scp, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

export class ResultsService {
  readonly artifacts = new Map<string, Artifact>();
  /** Every request as `METHOD path?query`, for the test's failure messages. */
  readonly log: string[] = [];
  private server: Server | null = null;
  private blocks = new Map<string, Buffer>();
  private nextId = 7001;
  url = "";

  constructor(private token: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req).then(
        ({ status, json, headers }) => {
          res.writeHead(status, { "content-type": "application/json", ...headers });
          res.end(json === undefined ? "" : JSON.stringify(json));
        },
        (e) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ code: "internal", msg: String(e) }));
        },
      );
    });
    await new Promise<void>((r) => this.server!.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  private async handle(
    req: IncomingMessage,
  ): Promise<{ status: number; json?: unknown; headers?: Record<string, string> }> {
    const url = new URL(req.url ?? "/", this.url);
    this.log.push(`${req.method} ${url.pathname}${url.search}`);
    const data = await body(req);
    if (req.method === "POST" && url.pathname.startsWith(TWIRP)) {
      if (req.headers.authorization !== `Bearer ${this.token}`)
        return { status: 401, json: { code: "unauthenticated", msg: "bad token" } };
      return this.twirp(url.pathname.slice(TWIRP.length), JSON.parse(data.toString("utf8")));
    }
    if (req.method === "PUT" && url.pathname.startsWith("/devstoreaccount1/artifacts/")) {
      return this.blob(url, data);
    }
    return { status: 404, json: { code: "not_found", msg: url.pathname } };
  }

  private twirp(method: string, req: Record<string, unknown>) {
    const name = String(req.name);
    if (method === "CreateArtifact") {
      const id = this.nextId++;
      this.artifacts.set(name, { create: req, finalize: null, blob: null, id });
      const signedUploadUrl = `${this.url}devstoreaccount1/artifacts/${encodeURIComponent(name)}.zip?sig=stand-in`;
      return { status: 200, json: { ok: true, signedUploadUrl } };
    }
    if (method === "FinalizeArtifact") {
      const a = this.artifacts.get(name);
      if (!a?.blob) return { status: 404, json: { code: "not_found", msg: `no uploaded blob for ${name}` } };
      a.finalize = req;
      return { status: 200, json: { ok: true, artifactId: String(a.id) } };
    }
    return { status: 404, json: { code: "bad_route", msg: method } };
  }

  /** Azure Put Block / Put Block List, the two calls BlockBlobClient.uploadStream makes. */
  private blob(url: URL, data: Buffer) {
    const blobName = decodeURIComponent(url.pathname.split("/").pop() ?? "").replace(/\.zip$/, "");
    const headers = {
      etag: '"0x1"',
      "last-modified": new Date().toUTCString(),
      "x-ms-request-id": "stand-in",
    };
    const comp = url.searchParams.get("comp");
    if (comp === "block") {
      this.blocks.set(`${blobName}/${url.searchParams.get("blockid")}`, data);
      const md5 = createHash("md5").update(data).digest("base64");
      return { status: 201, headers: { ...headers, "content-md5": md5 } };
    }
    if (comp === "blocklist") {
      const ids = [...data.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map(
        (m) => m[1],
      );
      const a = this.artifacts.get(blobName);
      if (!a) return { status: 404, json: { code: "not_found", msg: blobName } };
      a.blob = Buffer.concat(ids.map((id) => this.blocks.get(`${blobName}/${id}`) ?? Buffer.alloc(0)));
      return { status: 201, headers };
    }
    return { status: 400, json: { code: "unsupported", msg: `comp=${comp}` } };
  }
}
