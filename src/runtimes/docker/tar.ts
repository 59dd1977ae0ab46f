/**
 * A small tar writer and streaming reader (ustar + pax paths) for the Docker archive API:
 * build contexts and uploads are packed in memory (they are small: task folders), downloads
 * are extracted as they stream so large agent logs never sit in memory whole.
 */
import { createWriteStream } from "node:fs";
import { copyFile, lstat, mkdir, readdir, readFile, readlink, stat, symlink } from "node:fs/promises";
import path from "node:path";
import { limit } from "../../limits.js";
import { cutMarker } from "../log-file.js";

const BLOCK = 512;

export interface TarEntry {
  /** Path inside the archive, `/`-separated, no leading slash. */
  name: string;
  type: "file" | "dir" | "symlink";
  mode: number;
  data?: Buffer;
  linkname?: string;
}

/** Files under `dir` in a stable (sorted) order, with `prefix` prepended to each archive path. */
export async function listTree(dir: string, prefix = ""): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  async function walk(abs: string, rel: string): Promise<void> {
    const names = (await readdir(abs)).sort();
    for (const name of names) {
      const childAbs = path.join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const st = await lstat(childAbs);
      const archiveName = prefix ? `${prefix}/${childRel}` : childRel;
      if (st.isSymbolicLink()) {
        entries.push({ name: archiveName, type: "symlink", mode: 0o777, linkname: await readlink(childAbs) });
      } else if (st.isDirectory()) {
        entries.push({ name: archiveName, type: "dir", mode: st.mode & 0o7777 });
        await walk(childAbs, childRel);
      } else if (st.isFile()) {
        entries.push({
          name: archiveName,
          type: "file",
          mode: st.mode & 0o7777,
          data: await readFile(childAbs),
        });
      }
    }
  }
  await walk(dir, "");
  return entries;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, type: string, mode: number, size: number, linkname = ""): Buffer {
  const buf = Buffer.alloc(BLOCK, 0);
  buf.write(name, 0, 100, "utf8");
  buf.write(octal(mode, 8), 100, "ascii");
  buf.write(octal(0, 8), 108, "ascii");
  buf.write(octal(0, 8), 116, "ascii");
  buf.write(octal(size, 12), 124, "ascii");
  buf.write(octal(0, 12), 136, "ascii");
  buf.write("        ", 148, "ascii");
  buf.write(type, 156, "ascii");
  buf.write(linkname, 157, 100, "utf8");
  buf.write("ustar\0", 257, "ascii");
  buf.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of buf) sum += byte;
  buf.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return buf;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest, 0);
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (Buffer.byteLength(`${len}${body}`) !== len) len += 1;
  return `${len}${body}`;
}

/** A complete tar archive (with end-of-archive blocks) of the given entries. */
export function packTar(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const name = entry.type === "dir" && !entry.name.endsWith("/") ? `${entry.name}/` : entry.name;
    const linkname = entry.linkname ?? "";
    if (Buffer.byteLength(name) > 99 || Buffer.byteLength(linkname) > 99) {
      let pax = paxRecord("path", name);
      if (linkname) pax += paxRecord("linkpath", linkname);
      const body = Buffer.from(pax, "utf8");
      parts.push(header("PaxHeader", "x", 0o644, body.length), body, padding(body.length));
    }
    const shortName = name.slice(0, 99);
    if (entry.type === "file") {
      const data = entry.data ?? Buffer.alloc(0);
      parts.push(header(shortName, "0", entry.mode, data.length), data, padding(data.length));
    } else if (entry.type === "dir") {
      parts.push(header(shortName, "5", entry.mode, 0));
    } else {
      parts.push(header(shortName, "2", entry.mode, 0, linkname.slice(0, 99)));
    }
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return Buffer.concat(parts);
}

/** One file's content as an archive entry (for uploads of generated files). */
export function fileEntry(name: string, content: string | Buffer, mode = 0o644): TarEntry {
  return {
    name,
    type: "file",
    mode,
    data: Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8"),
  };
}

function readString(buf: Buffer, start: number, len: number): string {
  const slice = buf.subarray(start, start + len);
  const end = slice.indexOf(0);
  return slice.subarray(0, end === -1 ? slice.length : end).toString("utf8");
}

function readOctal(buf: Buffer, start: number, len: number): number {
  const text = readString(buf, start, len).trim();
  return text ? Number.parseInt(text, 8) : 0;
}

function parsePax(body: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space === -1) break;
    const len = Number.parseInt(body.subarray(at, space).toString("ascii"), 10);
    if (!Number.isFinite(len) || len <= 0) break;
    const kv = body.subarray(space + 1, at + len - 1).toString("utf8");
    const eq = kv.indexOf("=");
    if (eq > 0) out[kv.slice(0, eq)] = kv.slice(eq + 1);
    at += len;
  }
  return out;
}

/** A path from an archive, made safe: no absolute paths, no `..` escaping `root`. */
function safeJoin(root: string, name: string): string | null {
  const target = path.resolve(root, name.replace(/^\/+/, ""));
  const rel = path.relative(root, target);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return target;
}

/**
 * Extracts a tar stream into `dest`, writing file data as it arrives.
 * `stripComponents` drops leading path parts (getArchive of `/logs/agent` yields `agent/...`).
 */
export async function extractTar(
  stream: AsyncIterable<Buffer | string> | NodeJS.ReadableStream,
  dest: string,
  stripComponents = 0,
  /** Top-level names (after stripping) to keep; everything else in the archive is skipped. */
  only?: readonly string[],
  opts: ExtractOptions = {},
): Promise<number> {
  return (await extract(stream, dest, stripComponents, only, opts)).files;
}

export interface ExtractOptions {
  /**
   * Recreate symlinks (default true). Off for what comes out of a session container: a link there
   * may point anywhere on the host, and whatever later reads or uploads the run folder would follow it.
   */
  symlinks?: boolean;
  /** Bytes kept of each file (default the `sessionLogFileBytes` limit); the rest is dropped and a marker line ends the file. */
  fileBytes?: number;
  /**
   * Bytes kept of all the files of one top folder together (`agent/`, `verifier/`; default the
   * `sessionLogBytes` limit): a file past it is cut as above. One folder's files never starve another's.
   */
  folderBytes?: number;
  /**
   * Bytes hard links may add: each is copied from the file it names, if this archive wrote that file,
   * and counts its size here (default a fresh `artifactBytes` for the archive). Pass the budget the
   * stream is read under to hold both to one bound.
   */
  linkBudget?: { left: number };
}

/** What an extraction wrote and what it refused to, each with why. */
export interface Extracted {
  files: number;
  /** Whether the archive's end blocks arrived. */
  complete: boolean;
  bytes: number;
  /** Hard links not copied: `<path>: <why>`. */
  refused: string[];
}

/** As extractTar, and also says whether the archive was whole (its end blocks arrived) and its size. */
export async function extractTarChecked(
  stream: AsyncIterable<Buffer | string> | NodeJS.ReadableStream,
  dest: string,
  stripComponents = 0,
  only?: readonly string[],
  opts: ExtractOptions = {},
): Promise<Extracted> {
  return extract(stream, dest, stripComponents, only, opts);
}

async function extract(
  stream: AsyncIterable<Buffer | string> | NodeJS.ReadableStream,
  dest: string,
  stripComponents: number,
  only: readonly string[] | undefined,
  opts: ExtractOptions,
): Promise<Extracted> {
  dest = path.resolve(dest);
  await mkdir(dest, { recursive: true });
  const x = new Extractor(dest, stripComponents, only, opts);
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    bytes += chunk.length;
    if (!x.ended) await x.feed(Buffer.from(chunk));
  }
  await x.closeSink();
  return { files: x.files, complete: x.ended, bytes, refused: x.refused };
}

/** The state of one extraction, fed chunk by chunk. */
class Extractor {
  files = 0;
  ended = false;
  readonly refused: string[] = [];
  /** Regular files this archive wrote: the only ones a hard link may be copied from. */
  private readonly written = new Set<string>();
  private readonly fileBytes: number;
  private readonly folderBytes: number;
  private readonly folderLeft = new Map<string, { left: number }>();
  private budget = { left: 0 };
  private readonly linkBudget: { left: number };
  private kept = 0;
  // The bound of the file being written: bytes it may still take, bytes dropped past it.
  private fileLeft = 0;
  private dropped = 0;
  // Archives made inside a container are the agent's to shape: nothing may be written through a
  // symlink the same archive created, nor any path taken twice.
  private readonly links = new Set<string>();
  private readonly seen = new Set<string>();
  private pending: Buffer = Buffer.alloc(0);
  // State of the entry whose data is being read.
  private remaining = 0;
  private pad = 0;
  private sink: NodeJS.WritableStream | null = null;
  private collect: Buffer[] | null = null;
  private collectKind: "pax" | "longname" | null = null;
  private nextName: string | null = null;
  private nextLink: string | null = null;

  constructor(
    private readonly dest: string,
    private readonly stripComponents: number,
    private readonly only: readonly string[] | undefined,
    private readonly opts: ExtractOptions,
  ) {
    this.fileBytes = opts.fileBytes ?? limit("sessionLogFileBytes");
    this.folderBytes = opts.folderBytes ?? limit("sessionLogBytes");
    this.linkBudget = opts.linkBudget ?? { left: limit("artifactBytes") };
  }

  async closeSink(): Promise<void> {
    if (!this.sink) return;
    const s = this.sink;
    this.sink = null;
    await new Promise<void>((resolve, reject) => {
      s.on("error", reject);
      s.end(() => resolve());
    });
  }

  /** What is left of the budget of the top folder `out` is in. */
  private folderBudget(out: string): { left: number } {
    const top = path.relative(this.dest, out).split(path.sep)[0] ?? "";
    const budget = this.folderLeft.get(top) ?? { left: this.folderBytes };
    this.folderLeft.set(top, budget);
    return budget;
  }

  private throughLink(p: string): boolean {
    for (let at = p; at !== this.dest && at.length > this.dest.length; at = path.dirname(at))
      if (this.links.has(at)) return true;
    return false;
  }

  private target(name: string): string | null {
    const parts = name.split("/").filter((p) => p !== "" && p !== ".");
    const kept = parts.slice(this.stripComponents);
    if (kept.length === 0) return null;
    if (this.only && !this.only.includes(kept[0])) return null;
    return safeJoin(this.dest, kept.join("/"));
  }

  async feed(chunk: Buffer): Promise<void> {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.remaining > 0 && !(await this.readData())) return;
      if (this.pad > 0) {
        const take = Math.min(this.pad, this.pending.length);
        this.pending = this.pending.subarray(take);
        this.pad -= take;
        if (this.pad > 0) return;
      }
      if (this.pending.length < BLOCK) return;
      const block = this.pending.subarray(0, BLOCK);
      this.pending = this.pending.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        this.ended = true;
        return;
      }
      await this.header(block);
    }
  }

  /** The current entry's data; false while more of it is to come. */
  private async readData(): Promise<boolean> {
    if (this.pending.length === 0) return false;
    const take = Math.min(this.remaining, this.pending.length);
    const data = this.pending.subarray(0, take);
    const sink = this.sink;
    if (sink) await this.writeBounded(sink, data);
    else if (this.collect) this.collect.push(Buffer.from(data));
    this.pending = this.pending.subarray(take);
    this.remaining -= take;
    if (this.remaining > 0) return false;
    if (this.sink && this.dropped > 0) this.sink.write(cutMarker(this.kept, this.dropped));
    await this.closeSink();
    if (this.collect) {
      const body = Buffer.concat(this.collect);
      if (this.collectKind === "pax") {
        const pax = parsePax(body);
        if (pax.path) this.nextName = pax.path;
        if (pax.linkpath) this.nextLink = pax.linkpath;
      } else if (this.collectKind === "longname") {
        this.nextName = readString(body, 0, body.length);
      }
      this.collect = null;
      this.collectKind = null;
    }
    return true;
  }

  /** Up to the file's bound; what is past it is counted, not kept. */
  private async writeBounded(sink: NodeJS.WritableStream, data: Buffer): Promise<void> {
    const keep = data.subarray(0, Math.max(0, Math.min(data.length, this.fileLeft)));
    this.fileLeft -= keep.length;
    this.budget.left -= keep.length;
    this.kept += keep.length;
    this.dropped += data.length - keep.length;
    if (keep.length > 0 && !sink.write(Buffer.from(keep)))
      await new Promise<void>((resolve) => sink.once("drain", () => resolve()));
  }

  private async header(block: Buffer): Promise<void> {
    const prefix = readString(block, 345, 155);
    const rawName = readString(block, 0, 100);
    const name = this.nextName ?? (prefix ? `${prefix}/${rawName}` : rawName);
    const linkname = this.nextLink ?? readString(block, 157, 100);
    const type = String.fromCharCode(block[156] || 48);
    const size = readOctal(block, 124, 12);
    const mode = readOctal(block, 100, 8);
    this.remaining = size;
    this.pad = size % BLOCK === 0 ? 0 : BLOCK - (size % BLOCK);
    if (type === "x" || type === "g" || type === "L" || type === "K") {
      this.collect = type === "x" || type === "L" ? [] : null;
      this.collectKind = type === "x" ? "pax" : type === "L" ? "longname" : null;
      if (type === "K") this.nextLink = null;
      return;
    }
    this.nextName = null;
    this.nextLink = null;
    let out = this.target(name);
    if (out && (this.throughLink(out) || (type !== "5" && this.seen.has(out)))) out = null;
    if (!out) return;
    this.seen.add(out);
    await this.write(out, type, mode, size, linkname);
  }

  private async write(
    out: string,
    type: string,
    mode: number,
    size: number,
    linkname: string,
  ): Promise<void> {
    if (type === "5") {
      await mkdir(out, { recursive: true });
    } else if (type === "0" || type === "\0" || type === "7") {
      await mkdir(path.dirname(out), { recursive: true });
      this.sink = createWriteStream(out, { mode: mode & 0o777 || 0o644 });
      this.files += 1;
      this.written.add(out);
      this.budget = this.folderBudget(out);
      this.fileLeft = Math.min(this.fileBytes, this.budget.left);
      this.kept = 0;
      this.dropped = 0;
      if (size === 0) await this.closeSink();
    } else if (type === "1") {
      await this.copyLink(out, linkname);
    } else if (type === "2" && this.opts.symlinks !== false) {
      await mkdir(path.dirname(out), { recursive: true });
      await symlink(linkname, out).then(
        () => this.links.add(out),
        () => undefined,
      );
    }
    // Devices, fifos: skipped; logs never need them.
  }

  /** A hard link becomes a copy of the file it names, if this archive wrote it and the budget holds it. */
  private async copyLink(out: string, linkname: string): Promise<void> {
    const from = this.target(linkname);
    const shown = path.relative(this.dest, out);
    if (!from || !this.written.has(from)) {
      this.refused.push(`${shown}: a hard link to ${linkname}, which the archive did not carry`);
      return;
    }
    const size = (await stat(from)).size;
    if (size > this.linkBudget.left) {
      this.refused.push(`${shown}: a hard link to ${linkname}, ${size} bytes past the bound of the copy`);
      return;
    }
    this.linkBudget.left -= size;
    await mkdir(path.dirname(out), { recursive: true });
    await copyFile(from, out);
    this.written.add(out);
    this.files += 1;
  }
}
