/** events.jsonl: appended as things happen (one line per event, secrets masked), and read back. */
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { type InfraError, ioError, UserError } from "../errors.js";
import { reportFatal } from "../fatal.js";
import { checkEvent, type EventProblemKind } from "../metrics/event-schema.js";
import type { RunEvent } from "../metrics/events.js";

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
  const bytes = readFileSync(file);
  const rows = bytes.toString("utf8").split("\n");
  const out: EventLogRead = { events: [], lines: [], droppedBytes: 0 };
  rows.forEach((line, i) => {
    if (line.trim() === "") return;
    const last = i === rows.length - 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      if (last) {
        // Counted on the bytes: a cut inside a UTF-8 character decodes to more than was written.
        out.droppedBytes = bytes.length - (bytes.lastIndexOf(0x0a) + 1);
        return;
      }
      if (!onInvalid) throw new UserError("not a JSON event", `${shown}:${i + 1}`);
      onInvalid({ line: i + 1, field: "(line)", message: "not a JSON event", kind: "malformed" });
      return;
    }
    const ok = checkEvent(value);
    if (!ok.ok) {
      if (!onInvalid) throw new UserError(ok.message, `${shown}:${i + 1}`, ok.field);
      onInvalid({ line: i + 1, field: ok.field, message: ok.message, kind: ok.kind });
      return;
    }
    out.events.push(value as RunEvent);
    out.lines.push(i + 1);
  });
  return out;
}

export function readEvents(file: string): RunEvent[] {
  return readEventLog(file).events;
}
