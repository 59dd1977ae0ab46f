/**
 * A run's live feed for the console, as Server-Sent Events: its events.jsonl tailed from the start
 * into a Recorder (the same progress state the CLI prints), session starts and ends for the charts,
 * log lines, and the end with its verdict.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import type { RunEvent } from "../events/events.js";
import { Recorder } from "../metrics/recorder.js";
import type { StreamEvents } from "../report/console-api.js";
import { progressState } from "../report/progress.js";
import { redactKnown } from "../secrets.js";
import type { Job } from "./jobs.js";

const POLL_MS = 500;
const CHUNK = 1 << 20;

/** New complete lines of a growing file, from a byte offset kept between calls. */
class Tail {
  private offset = 0;
  private partial = "";
  constructor(private readonly file: string) {}

  read(): string[] {
    const size = statSync(this.file).size;
    if (size <= this.offset) return [];
    const fd = openSync(this.file, "r");
    try {
      const lines: string[] = [];
      const buf = Buffer.alloc(CHUNK);
      while (this.offset < size) {
        const n = readSync(fd, buf, 0, Math.min(CHUNK, size - this.offset), this.offset);
        if (n <= 0) break;
        this.offset += n;
        const parts = (this.partial + buf.subarray(0, n).toString("utf8")).split("\n");
        this.partial = parts.pop() ?? "";
        lines.push(...parts.filter((l) => l.trim() !== ""));
      }
      return lines;
    } finally {
      closeSync(fd);
    }
  }
}

/** An event the feed passes on: its name and data (an end's e2e_ms is added from its session's start). */
type Brief =
  | ["start", StreamEvents["start"]]
  | ["end", Omit<StreamEvents["end"], "e2e_ms">]
  | ["log", StreamEvents["log"]];

/** What the charts and the log need of one event; null for the rest. */
function brief(e: RunEvent): Brief | null {
  switch (e.type) {
    case "session_start":
      return e.attempt === 1 && !e.warmup ? ["start", { t: e.t }] : null;
    case "session_end":
      return e.retrying ? null : ["end", { t: e.t, session: e.session, status: e.status, bucket: e.bucket }];
    case "log":
      return ["log", { t: e.t, text: `${e.level}: ${e.session ? `${e.session}: ` : ""}${e.message}` }];
    case "stage_start":
      return ["log", { t: e.t, text: `stage ${e.stage} started at concurrency ${e.concurrency}` }];
    default:
      return null;
  }
}

export function streamRun(
  dir: string,
  res: ServerResponse,
  job: Job | undefined,
  verdict: () => StreamEvents["done"],
): void {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
  });
  const send = <K extends keyof StreamEvents>(event: K, data: StreamEvents[K]) =>
    res.write(`event: ${event}\ndata: ${redactKnown(JSON.stringify(data))}\n\n`);
  const tail = new Tail(join(dir, "events.jsonl"));
  const rec = new Recorder();
  const started = new Map<string, number>();
  let outputAt = job ? job.dropped : 0;
  let ended: number | null = null;
  const tick = () => {
    for (const line of tail.read()) {
      let e: RunEvent;
      try {
        e = JSON.parse(line) as RunEvent;
      } catch {
        continue;
      }
      rec.add(e);
      if (e.type === "session_start" && !started.has(e.session)) started.set(e.session, e.t);
      const b = brief(e);
      if (b && b[0] === "end") {
        const d = b[1];
        send("end", { ...d, e2e_ms: d.t - (started.get(d.session) ?? d.t) });
      } else if (b) send(b[0], b[1]);
      if (e.type === "run_end") ended = e.t;
    }
    if (job) {
      const from = Math.max(0, outputAt - job.dropped);
      for (const text of job.output.slice(from)) send("output", { text });
      outputAt = job.dropped + job.output.length;
    }
    const live = rec.live();
    send("progress", progressState(live, ended ?? Date.now()));
    // Done when the log says so and the child (if it is ours) has written its reports and exited.
    if ((ended != null && !job?.running) || (job && !job.running)) {
      send("done", verdict());
      stop();
      res.end();
    }
  };
  const timer = setInterval(() => {
    try {
      tick();
    } catch {
      stop();
      res.end();
    }
  }, POLL_MS);
  const stop = () => clearInterval(timer);
  res.on("close", stop);
  tick();
}
