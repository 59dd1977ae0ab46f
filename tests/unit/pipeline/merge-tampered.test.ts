/**
 * Merge of shard artifacts a PR's own code could have edited: two honest shards of a plan that
 * fails its pass-rate threshold, then one edit per row. Every impossible measurement, count that
 * does not add up, session outside the trusted plan and `interrupted` in a shard that was not
 * interrupted is refused with exit 2 and one line naming the shard's file, line and field, and the
 * line counts what was refused by kind. Run through the CLI's own entry, in-process.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { missingShards } from "../../../src/pipeline/merge.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { shareSize } from "../../../src/pipeline/shard-audit.js";
import { cli } from "../../support/cli-main.js";
import { ECHO_TASK, inProcessRuntime, scenario } from "../../support/pipeline.js";

type Ev = Record<string, unknown> & { type: string };

let dir: string;
let trusted: string;
let honest: string[];

beforeAll(async () => {
  const s = await scenario(`
name: tampered-merge
mode: multi_agent_multi_session
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 6
    n_concurrent: 3
    tags: { scenario: a }
  - agent: { name: oracle }
    task: ${ECHO_TASK}
    sessions: 4
    n_concurrent: 2
    tags: { scenario: b }
load: { warmup_sessions: 1 }
retry: { max_retries: 1, backoff_ms: 1 }
thresholds:
  pass_rate: ["rate>=0.9"]
regression: { on_missing: pass }
`);
  dir = s.dir;
  trusted = s.loaded.file;
  // Sessions 1, 4 and 7 error (retried once, as agent_exit is): the honest merge fails its pass rate.
  const runtime = () =>
    inProcessRuntime(
      () => 1,
      (spec) => (spec.index % 3 === 1 ? { status: "errored", bucket: "agent_exit", reward: null } : {}),
    );
  honest = [];
  for (const index of [1, 2]) {
    const r = await runScenario(s.loaded, {
      outDir: join(dir, `honest-${index}`),
      shard: { index, count: 2 },
      runtime: runtime(),
    });
    honest.push(r.runDir);
  }
}, 30_000);
afterEach(() => vi.restoreAllMocks());

let n = 0;
/** Copies of the honest shards, the first (or both) edited event by event. */
function shards(edit: (events: Ev[], shard: number) => Ev[], which: number[] = [0]): string[] {
  const root = join(dir, `case-${n++}`);
  return honest.map((src, i) => {
    const to = join(root, `shard-${i + 1}`);
    cpSync(src, to, { recursive: true });
    if (!which.includes(i)) return to;
    const file = join(to, "events.jsonl");
    const events = readFileSync(file, "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Ev);
    // "INF" stands for what JSON.stringify cannot write but JSON.parse reads: an infinity.
    const text = edit(events, i + 1)
      .map((e) => JSON.stringify(e))
      .join("\n");
    writeFileSync(file, `${text.replaceAll('"INF"', "1e999")}\n`);
    return to;
  });
}

async function merge(dirs: string[]): Promise<{ code: number; lines: string[]; out: string }> {
  const out = join(dir, `out-${n++}`);
  return { ...(await cli(["merge", ...dirs, "--out", out, "--scenario", trusted])), out };
}

const isEnd = (e: Ev) => e.type === "session_end" && e.retrying !== true;
const errored = (e: Ev) => isEnd(e) && e.bucket === "agent_exit";
/** Edits the first event matching `pred`. */
const editFirst =
  (pred: (e: Ev) => boolean, change: (e: Ev) => Ev) =>
  (events: Ev[]): Ev[] => {
    const i = events.findIndex(pred);
    return events.map((e, j) => (j === i ? change(e) : e));
  };
const sessionOf = (events: Ev[], pred: (e: Ev) => boolean) => events.find(pred)?.session as string;

describe("merge of honest shards", () => {
  it("fails the pass-rate threshold (exit 1): the plan's errored sessions count", async () => {
    const r = await merge(honest);
    expect(r.code, r.lines.join("\n")).toBe(1);
    const [run] = readdirSync(r.out);
    const report = JSON.parse(readFileSync(join(r.out, run, "report.json"), "utf8"));
    expect(report.sessions).toMatchObject({ total: 9, warmup: 1, errored: 3 });
  });

  it("shard shares and missing shards are computed, not allocated, from the count", () => {
    expect([1, 2, 3].map((index) => shareSize(10, { index, count: 3 }))).toEqual([4, 3, 3]);
    expect(shareSize(2, { index: 3, count: 3 })).toBe(0);
    expect(missingShards([{ index: 1, count: 1e9 }])).toBe(
      "merged 1 of 1000000000 shards: shards 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 999999989 more missing, so the report covers part of the plan",
    );
  });
});

// [row, edit of the first shard, field, message, tally]
const REFUSED: [string, (events: Ev[]) => Ev[], string, RegExp, RegExp][] = [
  [
    "shard.count 1e7 (both shards agree)",
    editFirst(
      (e) => e.type === "run_start",
      (e) => ({ ...e, shard: { ...(e.shard as object), count: 1e7 } }),
    ),
    "shard.count",
    /10000000 shards, but the trusted scenario plans 10 sessions: at most 10 shards/,
    /merge refused 2 of 2 shards: 2 counts that do not add up$/,
  ],
  [
    "session_end ttft_ms -1e12",
    editFirst(isEnd, (e) => ({ ...e, ttft_ms: -1e12 })),
    "ttft_ms",
    /expected a latency: a number from 0 to 1000000000000 ms/,
    /1 impossible latency \(negative, NaN or infinite\)/,
  ],
  [
    "an llm span's ttft_ms -5",
    editFirst(
      (e) => e.type === "span",
      (e) => ({ ...e, span: { ...(e.span as object), ttft_ms: -5 } }),
    ),
    "span.ttft_ms",
    /expected a latency/,
    /1 impossible latency/,
  ],
  [
    "an infinite tpot_ms (1e999 in the file)",
    (events) => {
      const i = events.findIndex(isEnd);
      return events.map((e, j) => (j === i ? { ...e, tpot_ms: "INF" } : e));
    },
    "tpot_ms",
    /received Infinity/,
    /1 impossible latency/,
  ],
  [
    "a span that ends before it starts",
    editFirst(
      (e) => e.type === "span",
      (e) => ({ ...e, span: { ...(e.span as object), end: 0 } }),
    ),
    "span.end",
    /expected end - start from 0 to \d+ ms: a negative or impossible duration/,
    /1 impossible latency/,
  ],
  [
    "a session that ends before it started (negative e2e)",
    editFirst(isEnd, (e) => ({ ...e, t: 1 })),
    "t",
    /ends \d+ ms before it started: a negative e2e/,
    /1 impossible latency/,
  ],
  [
    "errored sessions relabelled interrupted",
    (events) => events.map((e) => (errored(e) ? { ...e, bucket: "interrupted" } : e)),
    "bucket",
    /is interrupted, but the shard's run_end says its run was not/,
    /1 `interrupted` in a shard that was not interrupted/,
  ],
  [
    "a session renamed",
    editFirst(
      (e) => e.type === "session_start",
      (e) => ({ ...e, session: `${e.session}x` }),
    ),
    "session",
    /differs from what the trusted scenario plans/,
    /1 session outside the trusted plan/,
  ],
  [
    "a session of another shard's share",
    editFirst(
      (e) => e.type === "session_start",
      (e) => ({ ...e, session: "0001-echo" }),
    ),
    "session",
    /"0001-echo" is not one the trusted scenario plans for shard 1\/2/,
    /1 session outside the trusted plan/,
  ],
  [
    "a session's tags changed",
    editFirst(
      (e) => e.type === "session_start" && !e.warmup,
      (e) => ({ ...e, tags: { scenario: "c" } }),
    ),
    "tags",
    /tags differs/,
    /1 session outside the trusted plan/,
  ],
  [
    "a judged session marked warm-up",
    (events) => {
      const id = sessionOf(events, (e) => e.type === "session_start" && !e.warmup);
      return events.map((e) => (e.type === "session_start" && e.session === id ? { ...e, warmup: true } : e));
    },
    "warmup",
    /warmup differs/,
    /1 session outside the trusted plan/,
  ],
  [
    "planned_sessions raised",
    editFirst(
      (e) => e.type === "run_start",
      (e) => ({ ...e, planned_sessions: 50 }),
    ),
    "planned_sessions",
    /50 sessions, but the trusted scenario plans 5 for this shard/,
    /1 count that does not add up/,
  ],
  [
    "a failed session's events deleted",
    (events) => {
      const id = sessionOf(events, errored);
      return events.filter((e) => e.session !== id);
    },
    "sessions",
    /4 sessions ended, but the trusted scenario plans 5 for this shard/,
    /1 count that does not add up/,
  ],
  [
    "a failed session's last end marked retrying",
    editFirst(errored, (e) => ({ ...e, retrying: true })),
    "session",
    /never ended, though the shard's run ended uninterrupted/,
    /counts? that do(es)? not add up/,
  ],
  [
    "a session ended twice",
    (events) => [...events.slice(0, -1), events.find(isEnd) as Ev, events[events.length - 1]],
    "attempt",
    /ends attempt 1, which did not start/,
    /1 count that does not add up/,
  ],
  [
    "a passed session with an error bucket",
    editFirst(
      (e) => isEnd(e) && e.status === "passed",
      (e) => ({ ...e, bucket: "task_failed" }),
    ),
    "bucket",
    /expected a bucket exactly when the session did not pass/,
    /1 count that does not add up/,
  ],
  [
    "a line that is no event",
    (events) => [events[0], { type: "session_end", t: "soon" }, ...events.slice(1)],
    "t",
    /expected number/,
    /1 malformed event/,
  ],
];

describe("merge of a tampered shard: exit 2, one line naming the shard's file, line and field", () => {
  it.each(REFUSED)("%s", async (_, edit, field, message, tally) => {
    const r = await merge(shards(edit, _.includes("both") ? [0, 1] : [0]));
    expect(r.code, r.lines.join("\n")).toBe(2);
    expect(r.lines).toHaveLength(1);
    const esc = field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(r.lines[0]).toMatch(
      new RegExp(`^error: \\S+/shard-1/events\\.jsonl:\\d+: ${esc}: shard 1/\\d+: `),
    );
    expect(r.lines[0]).toMatch(message);
    expect(r.lines[0]).toMatch(/; merge refused [12] of 2 shards: /);
    expect(r.lines[0]).toMatch(tally);
    // Nothing is merged, nothing written.
    expect(existsSync(r.out)).toBe(false);
  });

  it("several kinds at once: the line counts each kind, across shards", async () => {
    const both = shards(
      (events, shard) =>
        events.map((e) => {
          if (errored(e)) return { ...e, bucket: "interrupted" };
          if (shard === 1 && isEnd(e) && e.status === "passed") return { ...e, ttft_ms: "INF" };
          return e;
        }),
      [0, 1],
    );
    const r = await merge(both);
    expect(r.code, r.lines.join("\n")).toBe(2);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(
      /merge refused 2 of 2 shards: 4 impossible latencies \(negative, NaN or infinite\), 3 `interrupted` in shards that were not interrupted$/,
    );
  });

  it("shards of different counts overlap (shard 1/2 and 1/3 share session 0): refused", async () => {
    const mixed = shards(
      editFirst(
        (e) => e.type === "run_start",
        (e) => ({ ...e, shard: { index: 3, count: 3 }, planned_sessions: 3 }),
      ),
      [1],
    );
    const r = await merge(mixed);
    expect(r.code, r.lines.join("\n")).toBe(2);
    expect(r.lines[0]).toMatch(/shard\.count: shard 3\/3: 3 shards, but shard 1\/2 says 2/);
  });
});

describe("what an interrupted shard may hold", () => {
  it("a shard whose run_end says interrupted: its interrupted sessions merge, the verdict is interrupted", async () => {
    const r = await merge(
      shards((events) =>
        events.map((e) =>
          errored(e)
            ? { ...e, bucket: "interrupted" }
            : e.type === "run_end"
              ? { ...e, interrupted: true }
              : e,
        ),
      ),
    );
    expect(r.code, r.lines.join("\n")).not.toBe(2);
    const [run] = readdirSync(r.out);
    const report = JSON.parse(readFileSync(join(r.out, run, "report.json"), "utf8"));
    expect(report.verdict).toBe("interrupted");
  });

  it("a shard without run_end (killed) counts as interrupted, and says so", async () => {
    const r = await merge(shards((events) => events.filter((e) => e.type !== "run_end")));
    expect(r.code, r.lines.join("\n")).not.toBe(2);
    const [run] = readdirSync(r.out);
    const report = JSON.parse(readFileSync(join(r.out, run, "report.json"), "utf8"));
    expect(report.verdict).toBe("interrupted");
    expect(report.notes.join("\n")).toMatch(/shard 1\/2 has no run_end: its run was cut short/);
  });
});
