/**
 * A local stand-in of the Actions cache service (v2), as far as @actions/cache 4 uses it: the twirp
 * calls `GetCacheEntryDownloadURL`, `CreateCacheEntry` and `FinalizeCacheEntryUpload` (JSON over POST,
 * proto field names, bearer token), and a blob endpoint speaking what the Azure SDK sends to the
 * signed URLs: the upload (one `Put Blob`, or `comp=block` then `comp=blocklist` above 128 MB), and the
 * download (`Get Blob Properties`, then `Get Blob` in `x-ms-range` pieces, several at once). Its signed
 * download URLs name a host under .blob.core.windows.net, as the service's do: @actions/cache downloads
 * with the Azure SDK only from such a host (else with a plain GET, a path GitHub never takes), and
 * `env()` has the Action's process resolve it to loopback. Blobs live in files, so
 * archives of images fit.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TWIRP = "/twirp/github.actions.results.api.v1.CacheService/";
const BLOBS = "/devstoreaccount1/cache/";
/** The account host of the signed download URLs (BLOB_HOST_MODULE resolves it to loopback). */
const BLOB_HOST = "standin.blob.core.windows.net";
/**
 * Loaded into the Action's process (`env()`: NODE_OPTIONS=--import): what an /etc/hosts line would do,
 * for that process only — names under .blob.core.windows.net resolve to loopback.
 */
const BLOB_HOST_MODULE = `import dns from "node:dns";
const lookup = dns.lookup;
dns.lookup = function (hostname, ...rest) {
  const blob = typeof hostname === "string" && hostname.endsWith(".blob.core.windows.net");
  return lookup.call(this, blob ? "127.0.0.1" : hostname, ...rest);
};
`;

/** One request's wall-clock span (ms since the epoch); a blob download's carry its entry's key. */
export interface Span {
  request: string;
  key?: string;
  /** A ranged `Get Blob`: one piece of a download. */
  piece?: boolean;
  start: number;
  end: number;
}

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
  /** Each request's span. */
  readonly spans: Span[] = [];
  private server: Server | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), "cache-service-"));
  private nextId = 501;
  url = "";

  private readonly blobHostModule = join(this.dir, "blob-host.mjs");

  constructor(private token: string) {
    writeFileSync(this.blobHostModule, BLOB_HOST_MODULE);
  }

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

  /** What the Action's process needs to reach this service, with `token` as its runtime token. */
  env(): Record<string, string> {
    return {
      ACTIONS_RUNTIME_TOKEN: this.token,
      ACTIONS_RESULTS_URL: this.url,
      ACTIONS_CACHE_SERVICE_V2: "true",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import="${this.blobHostModule}"`.trim(),
    };
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

  /**
   * Stores `file` as the finalized entry `key` with the version of the saved entry `like` (so a restore
   * of the same folder finds it), replacing an entry `key` planted before: what a writer of the scope can do.
   */
  plant(key: string, like: string, file: string): void {
    const model = this.entry(like);
    if (!model) throw new Error(`no entry ${like}`);
    const id = this.nextId++;
    const entry = {
      id,
      key,
      version: model.version,
      finalized: true,
      sizeBytes: statSync(file).size,
      file: join(this.dir, String(id)),
    };
    writeFileSync(entry.file, readFileSync(file));
    const at = this.entries.findIndex((e) => e.key === key && e.version === model.version);
    if (at >= 0) this.entries.splice(at, 1);
    this.entries.push(entry);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const comp = url.searchParams.get("comp");
    const request = `${req.method} ${url.pathname}${comp ? `?comp=${comp}` : ""}`;
    this.log.push(request);
    const span: Span = { request, start: Date.now(), end: 0 };
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
    if (req.method === "HEAD" || req.method === "GET") return this.download(req, res, entry, span);
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

  /**
   * `Get Blob Properties` (HEAD) and `Get Blob` (GET), whole or the `x-ms-range` (or `Range`) asked for.
   * A download's span covers its requests from the properties to the last piece, keyed by its entry.
   */
  private download(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, span: Span): void {
    const size = statSync(entry.file).size;
    const headers = {
      "content-type": "application/octet-stream",
      "accept-ranges": "bytes",
      etag: '"0x1"',
      "last-modified": new Date(0).toUTCString(),
      "x-ms-blob-type": "BlockBlob",
      "x-ms-request-id": "stand-in",
      "x-ms-version": "2024-05-04",
    };
    if (req.method === "HEAD") {
      span.key = entry.key;
      res.writeHead(200, { ...headers, "content-length": String(size) });
      res.end();
      return;
    }
    const asked = String(req.headers["x-ms-range"] ?? req.headers.range ?? "");
    const m = /^bytes=(\d+)-(\d*)$/.exec(asked);
    if (!m) {
      span.key = entry.key;
      res.writeHead(200, { ...headers, "content-length": String(size) });
      createReadStream(entry.file).pipe(res);
      return;
    }
    const start = Number(m[1]);
    const end = Math.min(size - 1, m[2] ? Number(m[2]) : size - 1);
    if (start > end) {
      res.writeHead(416, { ...headers, "content-range": `bytes */${size}` });
      res.end();
      return;
    }
    span.key = entry.key;
    span.piece = true;
    res.writeHead(206, {
      ...headers,
      "content-length": String(end - start + 1),
      "content-range": `bytes ${start}-${end}/${size}`,
    });
    createReadStream(entry.file, { start, end }).pipe(res);
  }

  private twirp(method: string, req: Record<string, unknown>): [number, unknown] {
    const key = String(req.key);
    const version = String(req.version);
    if (method === "GetCacheEntryDownloadURL") {
      const keys = [key, ...((req.restore_keys as string[] | undefined) ?? [])];
      // The key exactly, else each restore key as a prefix, its most recently created match first.
      const found = keys
        .map((k, i) =>
          this.entries.findLast(
            (e) => e.finalized && e.version === version && (i === 0 ? e.key === k : e.key.startsWith(k)),
          ),
        )
        .find((e) => e);
      if (!found) return [200, { ok: false, signed_download_url: "", matched_key: "" }];
      return [
        200,
        {
          ok: true,
          signed_download_url: `http://${BLOB_HOST}:${new URL(this.url).port}${BLOBS}${found.id}?sig=r`,
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
