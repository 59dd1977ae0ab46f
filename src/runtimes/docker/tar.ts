/**
 * A small tar writer and streaming reader (ustar + pax paths) for the Docker archive API:
 * build contexts and uploads are packed in memory (they are small: task folders), downloads
 * are extracted as they stream so large agent logs never sit in memory whole.
 */
import { createWriteStream } from "node:fs";
import { lstat, mkdir, readdir, readFile, readlink, symlink } from "node:fs/promises";
import path from "node:path";

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
}

/** As extractTar, and also says whether the archive was whole (its end blocks arrived) and its size. */
export async function extractTarChecked(
  stream: AsyncIterable<Buffer | string> | NodeJS.ReadableStream,
  dest: string,
  stripComponents = 0,
  only?: readonly string[],
  opts: ExtractOptions = {},
): Promise<{ files: number; complete: boolean; bytes: number }> {
  return extract(stream, dest, stripComponents, only, opts);
}

async function extract(
  stream: AsyncIterable<Buffer | string> | NodeJS.ReadableStream,
  dest: string,
  stripComponents: number,
  only: readonly string[] | undefined,
  opts: ExtractOptions,
): Promise<{ files: number; complete: boolean; bytes: number }> {
  dest = path.resolve(dest);
  await mkdir(dest, { recursive: true });
  let bytes = 0;
  // Archives made inside a container are the agent's to shape: nothing may be written through a
  // symlink the same archive created, nor any path taken twice.
  const links = new Set<string>();
  const seen = new Set<string>();
  const throughLink = (p: string): boolean => {
    for (let at = p; at !== dest && at.length > dest.length; at = path.dirname(at))
      if (links.has(at)) return true;
    return false;
  };
  let pending: Buffer = Buffer.alloc(0);
  let files = 0;
  // State of the entry whose data is being read.
  let remaining = 0;
  let pad = 0;
  let sink: NodeJS.WritableStream | null = null;
  let collect: Buffer[] | null = null;
  let collectKind: "pax" | "longname" | null = null;
  let nextName: string | null = null;
  let nextLink: string | null = null;
  let ended = false;

  const closeSink = async (): Promise<void> => {
    if (!sink) return;
    const s = sink;
    sink = null;
    await new Promise<void>((resolve, reject) => {
      s.on("error", reject);
      s.end(() => resolve());
    });
  };

  const target = (name: string): string | null => {
    const parts = name.split("/").filter((p) => p !== "" && p !== ".");
    const kept = parts.slice(stripComponents);
    if (kept.length === 0) return null;
    if (only && !only.includes(kept[0])) return null;
    return safeJoin(dest, kept.join("/"));
  };

  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    bytes += chunk.length;
    if (ended) continue;
    pending = pending.length ? Buffer.concat([pending, Buffer.from(chunk)]) : Buffer.from(chunk);
    for (;;) {
      if (remaining > 0) {
        if (pending.length === 0) break;
        const take = Math.min(remaining, pending.length);
        const data = pending.subarray(0, take);
        if (sink) {
          const ok = sink.write(Buffer.from(data));
          if (!ok) await new Promise<void>((resolve) => sink?.once("drain", () => resolve()));
        } else if (collect) collect.push(Buffer.from(data));
        pending = pending.subarray(take);
        remaining -= take;
        if (remaining > 0) break;
        await closeSink();
        if (collect) {
          const body = Buffer.concat(collect);
          if (collectKind === "pax") {
            const pax = parsePax(body);
            if (pax.path) nextName = pax.path;
            if (pax.linkpath) nextLink = pax.linkpath;
          } else if (collectKind === "longname") {
            nextName = readString(body, 0, body.length);
          }
          collect = null;
          collectKind = null;
        }
      }
      if (pad > 0) {
        const take = Math.min(pad, pending.length);
        pending = pending.subarray(take);
        pad -= take;
        if (pad > 0) break;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const prefix = readString(block, 345, 155);
      const rawName = readString(block, 0, 100);
      const name = nextName ?? (prefix ? `${prefix}/${rawName}` : rawName);
      const linkname = nextLink ?? readString(block, 157, 100);
      const type = String.fromCharCode(block[156] || 48);
      const size = readOctal(block, 124, 12);
      const mode = readOctal(block, 100, 8);
      remaining = size;
      pad = size % BLOCK === 0 ? 0 : BLOCK - (size % BLOCK);
      if (type === "x" || type === "g" || type === "L" || type === "K") {
        collect = type === "x" || type === "L" ? [] : null;
        collectKind = type === "x" ? "pax" : type === "L" ? "longname" : null;
        if (type === "K") nextLink = null;
        continue;
      }
      nextName = null;
      nextLink = null;
      let out = target(name);
      if (out && (throughLink(out) || (type !== "5" && seen.has(out)))) out = null;
      if (out) seen.add(out);
      if (type === "5") {
        if (out) await mkdir(out, { recursive: true });
      } else if (type === "0" || type === "\0" || type === "7") {
        if (out) {
          await mkdir(path.dirname(out), { recursive: true });
          sink = createWriteStream(out, { mode: mode & 0o777 || 0o644 });
          files += 1;
          if (size === 0) await closeSink();
        }
      } else if (type === "2") {
        if (out && opts.symlinks !== false) {
          await mkdir(path.dirname(out), { recursive: true });
          await symlink(linkname, out).then(
            () => links.add(out),
            () => undefined,
          );
        }
      }
      // Hard links, devices, fifos: skipped; logs never need them.
    }
  }
  await closeSink();
  return { files, complete: ended, bytes };
}
