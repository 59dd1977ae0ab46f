/**
 * What merge checks in each shard before it counts one of its sessions. A shard is data a PR's own
 * code may have written, so what it claims is held against what the trusted scenario plans: its
 * shard count and share of the plan, every session's id, pair, task, agent, tags and warm-up flag,
 * attempts that follow one another, sessions that all end, and `interrupted` only in a shard whose
 * own run_end says it was interrupted. Per-line values (latencies, buckets) are the event schema's.
 * Pure: shards and the trusted plan in, refusals out; nothing here allocates by a claimed count.
 */

import type { EventProblemKind } from "../events/event-schema.js";
import type { RunEndEvent, RunEvent, RunStartEvent, SessionStartEvent } from "../events/events.js";
import { cycled, type PlannedSession, type SessionPlan, type Shard } from "../load/plan.js";
import type { Scenario } from "../scenario/schema.js";
import type { InvalidEvent } from "./event-log.js";

export type RefusalKind = EventProblemKind | "plan" | "interrupted";

/** One thing merge refuses: which kind, where (file:line), the field, why. */
export interface Refusal {
  kind: RefusalKind;
  where: string;
  field: string;
  message: string;
}

/** A shard as merge read it: its events with their line numbers, and the lines the schema refused. */
export interface ShardRead {
  /** `shard i/n`, or `run <id>` for an unsharded run. */
  label: string;
  file: string;
  start: RunStartEvent;
  startLine: number;
  events: RunEvent[];
  lines: number[];
  invalid: InvalidEvent[];
  /** Whether it measured the trusted scenario (name and hash); another workload fails the gate instead. */
  sameWorkload: boolean;
}

/** The trusted side: the whole, unsharded plan and the settings that decide what a shard may hold. */
export interface TrustedPlan {
  plan: SessionPlan;
  load: Pick<Scenario["load"], "strategy" | "warmup_sec" | "max_sessions">;
  maxRetries: number;
}

/** Slack on `warmup_sec`: a session's start is stamped by the wall clock, the warm-up by a monotonic one. */
const WARMUP_SLACK_MS = 1000;

/** The shard a run claims to be; an unsharded run is the one shard of its plan. */
export const shardOf = (start: RunStartEvent): Shard => start.shard ?? { index: 1, count: 1 };

/** How many sessions of a plan of `size` fall to shard i/n (positions p with p % n == i - 1). */
export function shareSize(size: number, s: Shard): number {
  return s.index > size ? 0 : Math.floor((size - s.index) / s.count) + 1;
}

export function auditShards(shards: ShardRead[], trusted: TrustedPlan): Refusal[] {
  const out: Refusal[] = [];
  const count = shardOf(shards[0].start).count;
  for (const shard of shards) {
    const at = (line: number) => `${shard.file}:${line}`;
    const refuse = (kind: RefusalKind, line: number, field: string, message: string) =>
      out.push({ kind, where: at(line), field, message: `${shard.label}: ${message}` });
    for (const bad of shard.invalid) refuse(bad.kind, bad.line, bad.field, bad.message);
    const claimed = shardOf(shard.start);
    const size = trusted.plan.length;
    let share = false;
    if (claimed.count !== count)
      refuse(
        "count",
        shard.startLine,
        "shard.count",
        `${claimed.count} shards, but ${shards[0].label} says ${count}: shards of one plan share its count`,
      );
    else if (claimed.count > Math.max(1, size))
      refuse(
        "count",
        shard.startLine,
        "shard.count",
        `${claimed.count} shards, but the trusted scenario plans ${size} sessions: at most ${Math.max(1, size)} shards`,
      );
    else if (shard.sameWorkload) {
      share = true;
      const want = shareSize(size, claimed);
      if (shard.start.planned_sessions !== want)
        refuse(
          "count",
          shard.startLine,
          "planned_sessions",
          `${shard.start.planned_sessions} sessions, but the trusted scenario plans ${want} for this shard`,
        );
      auditPlan(shard, claimed, trusted, refuse);
    }
    // A refused line leaves a hole in its session's story: what follows from the hole is not counted again.
    auditSessions(shard, trusted, refuse, { sequence: shard.invalid.length === 0, share });
  }
  return out;
}

type Refuse = (kind: RefusalKind, line: number, field: string, message: string) => void;

/** Every session is one the trusted plan gives this shard, as the plan describes it. */
function auditPlan(shard: ShardRead, claimed: Shard, trusted: TrustedPlan, refuse: Refuse): void {
  const size = trusted.plan.length;
  const cycles = trusted.load.strategy !== "fixed";
  shard.events.forEach((e, i) => {
    if (e.type !== "session_start") return;
    const line = shard.lines[i];
    const m = /^(\d{1,15})-/.exec(e.session);
    const index = m ? Number(m[1]) : -1;
    const p = size > 0 && index >= 0 ? index % size : -1;
    if (p < 0 || (!cycles && index >= size) || p % claimed.count !== claimed.index - 1) {
      refuse(
        "plan",
        line,
        "session",
        `session ${JSON.stringify(e.session.slice(0, 60))} is not one the trusted scenario plans for ${shard.label}`,
      );
      return;
    }
    const want = cycled(trusted.plan.at(p) as PlannedSession, Math.floor(index / size), size);
    const wrong = planMismatch(e, want, shard.start, trusted);
    if (wrong)
      refuse(
        "plan",
        line,
        wrong,
        `session ${want.id}: ${wrong} differs from what the trusted scenario plans`,
      );
  });
}

function planMismatch(
  e: SessionStartEvent,
  want: PlannedSession,
  start: RunStartEvent,
  trusted: TrustedPlan,
): string | null {
  if (e.session !== want.id) return "session";
  if (e.pair !== want.pair) return "pair";
  if (e.task !== want.taskName) return "task";
  if (e.agent !== want.agent.name) return "agent";
  if (!sameTags(e.tags, want.tags)) return "tags";
  if (e.attempt > trusted.maxRetries + 1) return "attempt";
  const warmup = e.warmup ?? false;
  // Warm-up by time (warmup_sec) marks more sessions than the plan does, never fewer.
  const byTime =
    e.t - start.t <= trusted.load.warmup_sec * 1000 + WARMUP_SLACK_MS && trusted.load.warmup_sec > 0;
  if (warmup !== want.warmup && !(warmup && byTime)) return "warmup";
  return null;
}

function sameTags(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/**
 * Counts that add up: attempts 1, 2, … each started once and ended once, a session that ends after it
 * started, every session ended unless the shard was interrupted, `interrupted` only then, and a
 * `fixed` shard that ran to its end ran its whole share.
 */
function auditSessions(
  shard: ShardRead,
  trusted: TrustedPlan,
  refuse: Refuse,
  check: { sequence: boolean; share: boolean },
): void {
  const ends = shard.events.filter((e): e is RunEndEvent => e.type === "run_end");
  // No run_end: the shard's run was killed, and merge counts it as interrupted.
  const interrupted = ends.length === 0 || ends.some((e) => e.interrupted);
  const sessions = new Map<string, Attempts>();
  let ended = 0;
  shard.events.forEach((e, i) => {
    const line = shard.lines[i];
    if (e.type === "run_start" && line !== shard.startLine)
      refuse("count", line, "type", "a second run_start: one run, one plan");
    if (e.type === "session_end" && e.bucket === "interrupted" && !interrupted)
      refuse(
        "interrupted",
        line,
        "bucket",
        `session ${short(e.session)} is interrupted, but the shard's run_end says its run was not`,
      );
    if (!check.sequence) return;
    if (e.type === "session_start") {
      const s = sessions.get(e.session);
      const wrong = startProblem(s, e.attempt);
      if (wrong) refuse("count", line, "attempt", `session ${short(e.session)} ${wrong}`);
      sessions.set(e.session, {
        attempt: e.attempt,
        first: s?.first ?? e.t,
        line,
        ended: false,
        final: false,
      });
      return;
    }
    if (e.type !== "session_end") return;
    const s = sessions.get(e.session);
    if (!s || s.ended || s.attempt !== e.attempt) {
      refuse(
        "count",
        line,
        "attempt",
        `session ${short(e.session)} ends attempt ${e.attempt}, which did not start`,
      );
      return;
    }
    if (e.t < s.first)
      refuse(
        "latency",
        line,
        "t",
        `session ${short(e.session)} ends ${Math.round(s.first - e.t)} ms before it started: a negative e2e`,
      );
    s.ended = true;
    s.final = !e.retrying;
    if (s.final) ended++;
  });
  if (interrupted || !check.sequence) return;
  for (const [id, s] of sessions)
    if (!s.final)
      refuse(
        "count",
        s.line,
        "session",
        `session ${short(id)} never ended, though the shard's run ended uninterrupted`,
      );
  if (check.share) expectWholeShare(shard, trusted, ends[0], ended, refuse);
}

interface Attempts {
  attempt: number;
  /** The first attempt's start: e2e runs from it. */
  first: number;
  line: number;
  /** The latest attempt has ended. */
  ended: boolean;
  /** ... and it was the session's last word (not retrying). */
  final: boolean;
}

function startProblem(s: Attempts | undefined, attempt: number): string | null {
  if (s?.final) return `starts attempt ${attempt} after its final end`;
  if (s && !s.ended) return `starts attempt ${attempt} before attempt ${s.attempt} ended`;
  const due = s ? s.attempt + 1 : 1;
  return attempt === due ? null : `starts attempt ${attempt} where attempt ${due} was due`;
}

/** A `fixed` run that neither was interrupted nor stopped early ran every session of its share. */
function expectWholeShare(
  shard: ShardRead,
  trusted: TrustedPlan,
  runEnd: RunEndEvent,
  ended: number,
  refuse: Refuse,
): void {
  if (trusted.load.strategy !== "fixed" || runEnd.reason) return;
  const share = Math.min(
    shareSize(trusted.plan.length, shardOf(shard.start)),
    trusted.load.max_sessions ?? Number.POSITIVE_INFINITY,
  );
  if (ended !== share)
    refuse(
      "count",
      shard.startLine,
      "sessions",
      `${ended} sessions ended, but the trusted scenario plans ${share} for this shard and its run neither stopped early nor was interrupted`,
    );
}

const short = (id: string) => JSON.stringify(id.slice(0, 60));

const KIND_WORDS: Record<RefusalKind, [string, string]> = {
  latency: [
    "impossible latency (negative, NaN or infinite)",
    "impossible latencies (negative, NaN or infinite)",
  ],
  count: ["count that does not add up", "counts that do not add up"],
  plan: ["session outside the trusted plan", "sessions outside the trusted plan"],
  interrupted: [
    "`interrupted` in a shard that was not interrupted",
    "`interrupted` in shards that were not interrupted",
  ],
  malformed: ["malformed event", "malformed events"],
};

/** How many of each kind were refused, for the one line merge ends with: "2 impossible latencies, 1 …". */
export function refusalTally(refusals: Refusal[]): string {
  const n = new Map<RefusalKind, number>();
  for (const r of refusals) n.set(r.kind, (n.get(r.kind) ?? 0) + 1);
  return (Object.keys(KIND_WORDS) as RefusalKind[])
    .filter((k) => n.has(k))
    .map((k) => `${n.get(k)} ${KIND_WORDS[k][n.get(k) === 1 ? 0 : 1]}`)
    .join(", ");
}
