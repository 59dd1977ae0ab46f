/**
 * A local stand-in of the Actions cache service (v2), as far as @actions/cache 4 uses it: the twirp
 * calls `GetCacheEntryDownloadURL`, `CreateCacheEntry` and `FinalizeCacheEntryUpload` (JSON over POST,
 * proto field names, bearer token), a blob endpoint taking the Azure upload the signed upload URL
 * points at (one `Put Blob`, or `comp=block` then `comp=blocklist` above 128 MB), and a plain GET
 * for the signed download URL. Blobs live in files, so archives of images fit.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TWIRP = "/twirp/github.actions.results.api.v1.CacheService/";
const BLOBS = "/devstoreaccount1/cache/";

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  /** Set by FinalizeCacheEntryUpload: only then is the entry found. */
  finalized: boolean;
  sizeBytes: number;
  file: string;
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

export class CacheService {
  readonly entries: CacheEntry[] = [];
  /** Every request as `METHOD path` (twirp method names, blob ops with their `comp`). */
  readonly log: string[] = [];
  /** Each request's wall-clock span (ms since the epoch), with the entry's key for a blob download. */
  readonly spans: { request: string; key?: string; start: number; end: number }[] = [];
  private server: Server | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), "cache-service-"));
  private nextId = 501;
  url = "";

  constructor(private token: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ code: "internal", msg: String(e) }));
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
    this.server?.closeAllConnections();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The finalized entry of `key`, if any. */
  entry(key: string): CacheEntry | undefined {
    return this.entries.find((e) => e.key === key && e.finalized);
  }

  /** Overwrites a saved entry's archive with bytes that are no archive at all. */
  corrupt(key: string): void {
    const e = this.entry(key);
    if (!e) throw new Error(`no entry ${key}`);
    writeFileSync(e.file, Buffer.from("this is not a zstd tar archive\n".repeat(64)));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const comp = url.searchParams.get("comp");
    const request = `${req.method} ${url.pathname}${comp ? `?comp=${comp}` : ""}`;
    this.log.push(request);
    const span: (typeof this.spans)[number] = { request, start: Date.now(), end: 0 };
    res.on("finish", () => {
      span.end = Date.now();
      this.spans.push(span);
    });
    const send = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(json === undefined ? "" : JSON.stringify(json));
    };
    if (req.method === "POST" && url.pathname.startsWith(TWIRP)) {
      const data = await body(req);
      if (req.headers.authorization !== `Bearer ${this.token}`)
        return send(401, { code: "unauthenticated", msg: "bad token" });
      const [status, json] = this.twirp(url.pathname.slice(TWIRP.length), JSON.parse(data.toString("utf8")));
      return send(status, json);
    }
    const id = Number(url.pathname.startsWith(BLOBS) ? url.pathname.slice(BLOBS.length) : Number.NaN);
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return send(404, { code: "not_found", msg: url.pathname });
    if (req.method === "GET") {
      span.key = entry.key;
      const size = statSync(entry.file).size;
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(size) });
      createReadStream(entry.file).pipe(res);
      return;
    }
    if (req.method === "PUT") {
      const data = await body(req);
      const headers = {
        etag: '"0x1"',
        "last-modified": new Date().toUTCString(),
        "x-ms-request-id": "stand-in",
        "x-ms-version": "2024-05-04",
      };
      if (comp === "block") {
        writeFileSync(`${entry.file}.block-${url.searchParams.get("blockid")}`, data);
        return send(201, undefined, headers);
      }
      if (comp === "blocklist") {
        const ids = [...data.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)];
        writeFileSync(entry.file, Buffer.concat(ids.map((m) => readFileSync(`${entry.file}.block-${m[1]}`))));
        for (const m of ids) rmSync(`${entry.file}.block-${m[1]}`, { force: true });
        return send(201, undefined, headers);
      }
      writeFileSync(entry.file, data);
      return send(201, undefined, headers);
    }
    return send(405, { code: "unsupported", msg: `${req.method} ${url.pathname}` });
  }

  private twirp(method: string, req: Record<string, unknown>): [number, unknown] {
    const key = String(req.key);
    const version = String(req.version);
    if (method === "GetCacheEntryDownloadURL") {
      const keys = [key, ...((req.restore_keys as string[] | undefined) ?? [])];
      const found = keys
        .map((k, i) =>
          this.entries.find(
            (e) => e.finalized && e.version === version && (i === 0 ? e.key === k : e.key.startsWith(k)),
          ),
        )
        .find((e) => e);
      if (!found) return [200, { ok: false, signed_download_url: "", matched_key: "" }];
      return [
        200,
        {
          ok: true,
          signed_download_url: `${this.url}${BLOBS.slice(1)}${found.id}?sig=r`,
          matched_key: found.key,
        },
      ];
    }
    if (method === "CreateCacheEntry") {
      if (this.entries.some((e) => e.key === key && e.version === version))
        return [409, { code: "already_exists", msg: `cache entry ${key} already exists` }];
      const id = this.nextId++;
      this.entries.push({
        id,
        key,
        version,
        finalized: false,
        sizeBytes: 0,
        file: join(this.dir, String(id)),
      });
      return [200, { ok: true, signed_upload_url: `${this.url}${BLOBS.slice(1)}${id}?sig=w` }];
    }
    if (method === "FinalizeCacheEntryUpload") {
      const e = this.entries.find((x) => x.key === key && x.version === version && !x.finalized);
      if (!e) return [404, { code: "not_found", msg: `no upload for ${key}` }];
      const size = statSync(e.file, { throwIfNoEntry: false })?.size;
      if (size !== Number(req.size_bytes))
        return [400, { code: "invalid_argument", msg: `size ${req.size_bytes}, uploaded ${size}` }];
      e.finalized = true;
      e.sizeBytes = size;
      return [200, { ok: true, entry_id: String(e.id) }];
    }
    return [404, { code: "bad_route", msg: method }];
  }
}
