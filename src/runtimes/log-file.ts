/**
 * A log file a session's process writes (its stdout, its stderr): kept up to the session log bound, the
 * rest dropped and counted, and a marker line at its end says how much. An agent that prints without
 * end fills no disk, and the session is judged as usual.
 */
import { createWriteStream } from "node:fs";
import { Writable } from "node:stream";
import { limit } from "../limits.js";

/** The line that ends a file cut at its bound. */
export function cutMarker(kept: number, dropped: number): string {
  return `\n[agent-loadtest: cut after ${kept} bytes; ${dropped} more bytes were not copied]\n`;
}

/** Appends to `file` up to `bytes`; an error of the file is this stream's error. */
export function boundedLogFile(file: string, bytes = limit("sessionLogFileBytes")): Writable {
  const sink = createWriteStream(file, { flags: "a" });
  let kept = 0;
  let dropped = 0;
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const room = Math.max(0, bytes - kept);
      dropped += Math.max(0, chunk.length - room);
      if (room === 0) return done();
      const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
      kept += part.length;
      sink.write(part, (e) => done(e ?? null));
    },
    final(done) {
      if (dropped > 0) sink.write(cutMarker(kept, dropped));
      sink.end(() => done());
    },
    destroy(e, done) {
      sink.destroy();
      done(e);
    },
  });
  sink.on("error", (e) => out.destroy(e));
  return out;
}
