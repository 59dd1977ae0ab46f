/** events.jsonl: appended as things happen (one line per event, secrets masked), and read back. */
import { closeSync, openSync, readSync, writeSync } from "node:fs";
import { type InfraError, ioError, UserError } from "../errors.js";
import { checkEvent, type EventProblemKind } from "../events/event-schema.js";
import type { RunEvent } from "../events/events.js";
import { reportFatal } from "../fatal.js";
import { limit } from "../limits.js";

export class EventLog {
  private readonly fd: number;
  private closed = false;
  /** The write that failed (disk full): nothing is written after it, so no line is torn in the middle. */
  failure: InfraError | null = null;
  constructor(
    readonly file: string,
    private readonly redact: (s: string) => string,
    private readonly listeners: ((e: RunEvent) => void)[] = [],
  ) {
    this.fd = openSync(file, "a");
  }

  write(e: RunEvent): void {
    if (this.closed || this.failure) return;
    // Written synchronously: a run killed mid-way still leaves every event it saw.
    try {
      writeSync(this.fd, `${this.redact(JSON.stringify(e))}\n`);
    } catch (err) {
      // Never thrown into whoever wrote the event: the run hears it and ends with exit 3.
      this.failure = ioError(err, this.file);
      reportFatal(this.failure);
      return;
    }
    for (const l of this.listeners) l(e);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      closeSync(this.fd);
    } catch {
      // a close that fails (EIO) loses nothing more than the failed write did
    }
  }
}

export interface EventLogRead {
  events: RunEvent[];
  /** The line number (1-based) of each event, for messages. */
  lines: number[];
  /** Bytes of a cut last line left out: a run killed mid-write leaves one. 0 when the file ends cleanly. */
  droppedBytes: number;
}

/** A line that is not a RunEvent: where, which field, why. */
export interface InvalidEvent {
  line: number;
  field: string;
  message: string;
  kind: EventProblemKind;
}

/**
 * Every complete event of the file. Only the last line may be cut (a killed run): it is dropped and
 * counted. Any other line that is not a RunEvent is a UserError naming its line and field — or, with
 * `onInvalid` (merge counts every bad line of a shard before it refuses it), handed to it and skipped.
 */
export function readEventLog(
  file: string,
  shown = file,
  onInvalid?: (bad: InvalidEvent) => void,
): EventLogRead {
  const out: EventLogRead = { events: [], lines: [], droppedBytes: 0 };
  out.droppedBytes = streamEventLog(
    file,
    (e, line) => {
      out.events.push(e);
      out.lines.push(line);
    },
    shown,
    onInvalid,
  );
  return out;
}

/**
 * readEventLog one event at a time, none held: `each` gets every complete event with its line number.
 * Returns the bytes of a cut last line left out (0 when the file ends cleanly).
 */
export function streamEventLog(
  file: string,
  each: (e: RunEvent, line: number) => void,
  shown = file,
  onInvalid?: (bad: InvalidEvent) => void,
): number {
  let droppedBytes = 0;
  const refuse = (line: number, message: string, field = "(line)") => {
    if (!onInvalid) throw new UserError(message, `${shown}:${line}`, field === "(line)" ? undefined : field);
    onInvalid({ line, field, message, kind: "malformed" });
  };
  forEachLine(file, (bytes, from, to, n, last, tooLong) => {
    if (tooLong) return refuse(n, `a line longer than ${MAX_LINE_BYTES} bytes (see Limits)`);
    const line = bytes.toString("utf8", from, to);
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      // Counted on the bytes: a cut inside a UTF-8 character decodes to more than was written.
      if (last) droppedBytes = to - from;
      else refuse(n, "not a JSON event");
      return;
    }
    const ok = checkEvent(value);
    if (!ok.ok) {
      if (!onInvalid) throw new UserError(ok.message, `${shown}:${n}`, ok.field);
      onInvalid({ line: n, field: ok.field, message: ok.message, kind: ok.kind });
      return;
    }
    each(value as RunEvent, n);
  });
  return droppedBytes;
}

/** The most bytes one line of events.jsonl may hold (LIMITS.eventLineBytes). */
const MAX_LINE_BYTES = limit("eventLineBytes");
const CHUNK = 1 << 20;

/**
 * Calls `each` with every line of the file, as bytes[from, to) (1-based number; `last`: no newline after
 * it), read in chunks so no file size and no line past MAX_LINE_BYTES is ever held whole (it comes as
 * `tooLong`). A line inside one chunk is read in place, not copied: its bytes are valid only during its call.
 */
function forEachLine(
  file: string,
  each: (bytes: Buffer, from: number, to: number, n: number, last: boolean, tooLong: boolean) => void,
): void {
  const fd = openSync(file, "r");
  const buf = Buffer.allocUnsafe(CHUNK);
  const none = Buffer.alloc(0);
  let parts: Buffer[] = [];
  let held = 0;
  let tooLong = false;
  let n = 1;
  try {
    for (let got = readSync(fd, buf, 0, CHUNK, null); got > 0; got = readSync(fd, buf, 0, CHUNK, null)) {
      let at = 0;
      for (let eol = buf.indexOf(10, at); eol >= 0 && eol < got; eol = buf.indexOf(10, at)) {
        if (!tooLong && held + eol - at > MAX_LINE_BYTES) tooLong = true;
        if (tooLong) each(none, 0, 0, n++, false, true);
        else if (parts.length === 0) each(buf, at, eol, n++, false, false);
        else {
          const line = Buffer.concat([...parts, buf.subarray(at, eol)]);
          each(line, 0, line.length, n++, false, false);
        }
        parts = [];
        held = 0;
        tooLong = false;
        at = eol + 1;
      }
      if (at < got && !tooLong) {
        if (held + got - at > MAX_LINE_BYTES) {
          tooLong = true;
          parts = [];
        } else parts.push(Buffer.from(buf.subarray(at, got)));
        held += got - at;
      } else if (at < got) held += got - at;
    }
    if (held > 0) {
      const line = tooLong ? none : Buffer.concat(parts);
      each(line, 0, line.length, n, true, tooLong);
    }
  } finally {
    closeSync(fd);
  }
}

export function readEvents(file: string): RunEvent[] {
  return readEventLog(file).events;
}
