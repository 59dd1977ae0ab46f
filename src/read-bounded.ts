/**
 * Reading files an agent wrote (traces, spans, logs) with a bound: an agent cannot make us hold more,
 * and a FIFO or device in a file's place is no file (opened without blocking, then passed over).
 */
import { constants } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { limit } from "./limits.js";

/** The file opened for reading when it is a regular file, else null; never waits on a FIFO. */
async function openRegular(file: string): Promise<FileHandle | null> {
  const fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null);
  if (!fh) return null;
  const regular = await fh
    .stat()
    .then((s) => s.isFile())
    .catch(() => false);
  if (regular) return fh;
  await fh.close();
  return null;
}

/** The file's text up to `max` bytes (what follows is not read), or null when it cannot be read. */
export async function readBounded(file: string, max = limit("agentFileBytes")): Promise<string | null> {
  const fh = await openRegular(file);
  if (!fh) return null;
  try {
    const size = (await fh.stat()).size;
    const buf = Buffer.alloc(Math.min(size, max));
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return buf.toString("utf8", 0, bytesRead);
  } catch {
    return null;
  } finally {
    await fh.close();
  }
}

/** The last `bytes` bytes of a file as text (its last lines), or null when it cannot be read. */
export async function readTail(file: string, bytes = 64 * 1024): Promise<string | null> {
  const fh = await openRegular(file);
  if (!fh) return null;
  try {
    const size = (await fh.stat()).size;
    const n = Math.min(size, bytes);
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, size - n);
    return buf.toString("utf8", 0, bytesRead);
  } catch {
    return null;
  } finally {
    await fh.close();
  }
}
