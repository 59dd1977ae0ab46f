/** events.jsonl: appended as things happen (one line per event, secrets masked), and read back. */
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import type { RunEvent } from "../metrics/events.js";

export class EventLog {
  private readonly fd: number;
  private closed = false;
  constructor(
    readonly file: string,
    private readonly redact: (s: string) => string,
    private readonly listeners: ((e: RunEvent) => void)[] = [],
  ) {
    this.fd = openSync(file, "a");
  }

  write(e: RunEvent): void {
    if (this.closed) return;
    // Written synchronously: a run killed mid-way still leaves every event it saw.
    writeSync(this.fd, `${this.redact(JSON.stringify(e))}\n`);
    for (const l of this.listeners) l(e);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

export function readEvents(file: string): RunEvent[] {
  const events: RunEvent[] = [];
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    if (line.trim() === "") return;
    try {
      events.push(JSON.parse(line) as RunEvent);
    } catch {
      // A run killed mid-write may leave a torn last line; anything else is corruption.
      if (i < lines.length - 2) throw new Error(`${file}:${i + 1}: not a JSON event`);
    }
  });
  return events;
}
