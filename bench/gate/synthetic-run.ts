/**
 * The calibration generator: a run directory (events.jsonl, as a live run writes it) with a known
 * truth, for `agent-loadtest report` and `baseline update`. Session latency is log-normal within a
 * task (σ 0.6) around five task speeds, times an optional per-run speed factor exp(N(0, σ_run)); a
 * candidate can be slower uniformly (`scale`) or in its tail only (`tail`: a share of sessions ×k).
 *
 *   bash bench/gate/run.sh synthetic-run --out DIR --sessions 100 [--scale 1.3]
 *     [--pass-rate 0.95] [--seed 1] [--run-sigma 0.1] [--tail 0.1x2] [--rules defaults|readme|p95]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { RegressionMetricRule } from "../../src/gate/types.js";
import { mulberry32 } from "../../src/rng.js";
import { gaussian } from "./draws.js";

/** Median seconds of the five tasks: the slowest 2.5× the fastest, so pooling them adds spread. */
export const TASK_MEDIAN_S = [6, 8, 10, 12, 15];
export const SIGMA = 0.6;

export const RULE_SETS: Record<
  string,
  {
    label: string;
    metrics: Record<string, RegressionMetricRule>;
    /** Sessions make LLM calls (docs/cost.md), and only cells that name this set run it. */
    economy?: boolean;
  }
> = {
  defaults: { label: "defaults (p50 +15%, pass rate −0.05)", metrics: {} },
  readme: {
    label: "README example (p50 +25%, pass rate −0.15)",
    metrics: { e2e_ms: { max_increase: "25%", statistic: "p50" }, pass_rate: { max_decrease: 0.15 } },
  },
  p95: {
    label: "p95 +10%, pass rate −0.05",
    metrics: { e2e_ms: { max_increase: "10%", statistic: "p95" }, pass_rate: { max_decrease: 0.05 } },
  },
  economy: {
    label: "model calls mean +20%, cost mean +10%",
    metrics: {
      llm_calls: { max_increase: "20%", statistic: "mean" },
      cost_usd: { max_increase: "10%", statistic: "mean" },
    },
    economy: true,
  },
};

/** Model calls a session of each task makes, on average: a harder task takes more turns. */
export const TASK_CALLS = [4, 6, 8, 10, 12];
/** USD per million tokens of the synthetic model. */
const PRICE = { input: 3, cached_input: 0.3, output: 15 };

export interface RunSpec {
  sessions: number;
  seed: number;
  rules: keyof typeof RULE_SETS;
  /** Every session this much slower (1.3 = 30%). */
  scale?: number;
  /** A share of sessions slower by a factor: `{ share: 0.1, factor: 2 }`. */
  tail?: { share: number; factor: number };
  passRate?: number;
  /** Share of sessions that crash (bucket agent_exit): they count for the error rate, and in the latency figures at their e2e. */
  errored?: number;
  /** σ of the per-run speed factor on the log scale (runner speed, upstream load). */
  runSigma?: number;
  /** Every session makes this many times the model calls (2 = twice as many turns). */
  calls?: number;
  /** The pair's sessions as a budget (the sequential gate, docs/gate.md); `sessions` is then its max. */
  budget?: { min: number; max: number; step: number };
  runId?: string;
}

const T0 = Date.UTC(2026, 0, 1);

function scenario(rules: string, budget?: RunSpec["budget"]) {
  const set = RULE_SETS[rules];
  return {
    name: `calibration-${rules}`,
    // A scenario as the schema takes it: the report reads the recorded one back through it.
    pairs: [{ agent: { name: "nop" }, task: "tasks/echo-bench", sessions: budget ?? 1 }],
    ...(set.economy ? { pricing: { "synthetic-1": PRICE } } : {}),
    regression: {
      on_missing: "fail",
      confidence: 0.95,
      seed: 1,
      min_samples: 20,
      metrics: set.metrics,
      new_error_buckets: "warn",
    },
  };
}

/** The events of one synthetic run, sessions cycling through the tasks as a plan does. */
export function syntheticEvents(spec: RunSpec): object[] {
  const rng = mulberry32(spec.seed);
  const runFactor = Math.exp((spec.runSigma ?? 0) * gaussian(rng));
  const sc = scenario(spec.rules, spec.budget);
  const events: object[] = [
    {
      type: "run_start",
      t: T0,
      run_id: spec.runId ?? `run-${spec.seed}`,
      scenario: sc,
      scenario_name: sc.name,
      scenario_hash: `calibration-${spec.rules}`,
      planned_sessions: spec.sessions,
      environment: { runner: "calibration" },
    },
  ];
  let t = T0 + 1;
  for (let i = 0; i < spec.sessions; i++) {
    const task = i % TASK_MEDIAN_S.length;
    let ms = TASK_MEDIAN_S[task] * 1000 * Math.exp(SIGMA * gaussian(rng)) * runFactor * (spec.scale ?? 1);
    if (spec.tail && rng() < spec.tail.share) ms *= spec.tail.factor;
    const crashed = spec.errored !== undefined && rng() < spec.errored;
    const passed = !crashed && rng() < (spec.passRate ?? 0.95);
    const outcome = crashed
      ? { status: "errored", reward: null, bucket: "agent_exit", error: "the agent exited with code 1" }
      : passed
        ? { status: "passed", reward: 1, bucket: null, error: null }
        : { status: "failed", reward: 0, bucket: "task_failed", error: "the task's tests did not pass" };
    const id = `s${String(i).padStart(5, "0")}`;
    const start = t;
    const end = start + Math.round(ms);
    t += 1;
    const common = { session: id, attempt: 1 };
    events.push(
      { type: "session_start", t: start, ...common, pair: 0, task: `task-${task}`, agent: "agent", tags: {} },
      ...(RULE_SETS[spec.rules].economy ? llmCalls(rng, task, spec.calls ?? 1, start, end, id) : []),
      { type: "session_end", t: end, ...common, ...outcome },
    );
  }
  const last = events.reduce((m, e) => Math.max(m, (e as { t: number }).t), T0);
  events.push({ type: "run_end", t: last + 1, interrupted: false });
  return events.sort((a, b) => (a as { t: number }).t - (b as { t: number }).t);
}

/**
 * A session's model calls: log-normal around its task's count (σ 0.3, at least one), each resending
 * the conversation so far (the prompt grows by the last answer and a tool result each turn), half of
 * it from the prompt cache.
 */
function llmCalls(
  rng: () => number,
  task: number,
  times: number,
  start: number,
  end: number,
  session: string,
): object[] {
  const calls = Math.max(1, Math.round(TASK_CALLS[task] * times * Math.exp(0.3 * gaussian(rng))));
  const step = (end - start) / calls;
  let context = 1500;
  return Array.from({ length: calls }, (_, k) => {
    const out = Math.round(150 * Math.exp(0.5 * gaussian(rng)));
    const span = {
      kind: "llm",
      name: "chat.completions synthetic-1",
      start: Math.round(start + k * step),
      end: Math.round(start + (k + 1) * step),
      ok: true,
      tokens_in: context,
      tokens_cached: Math.floor(context / 2),
      tokens_out: out,
      tool_calls: 1,
      model: "synthetic-1",
    };
    context += out + 200;
    return { type: "span", t: span.end, session, span };
  });
}

/**
 * A same-job comparison (`regression.compare_with`) as one run directory: the reference arm's
 * sessions (from `reference`) tagged `arm: reference`, interleaved with the candidate's.
 */
export function writeSameJobRun(dir: string, spec: RunSpec, reference: RunSpec): string {
  const head = syntheticEvents(spec) as Array<Record<string, unknown> & { t: number; type: string }>;
  const ref = syntheticEvents(reference) as typeof head;
  const start = head[0] as unknown as {
    scenario: { regression: Record<string, unknown> };
    planned_sessions: number;
  };
  start.scenario.regression.compare_with = { agent: { name: "nop" } };
  start.planned_sessions += reference.sessions;
  const tagged = ref
    .filter((e) => e.type === "session_start" || e.type === "session_end" || e.type === "span")
    .map((e) => ({
      ...e,
      session: `r${e.session as string}`,
      ...(e.type === "session_start" ? { tags: { arm: "reference" } } : {}),
    }));
  const all = [...head.filter((e) => e.type !== "run_end"), ...tagged].sort((a, b) => a.t - b.t);
  const last = all.reduce((m, e) => Math.max(m, e.t), 0);
  all.push({ type: "run_end", t: last + 1, interrupted: false });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "events.jsonl"), `${all.map((e) => JSON.stringify(e)).join("\n")}\n`);
  return dir;
}

export function writeSyntheticRun(dir: string, spec: RunSpec): string {
  mkdirSync(dir, { recursive: true });
  const text = syntheticEvents(spec)
    .map((e) => JSON.stringify(e))
    .join("\n");
  writeFileSync(join(dir, "events.jsonl"), `${text}\n`);
  return dir;
}

if (/synthetic-run\.(ts|mjs)$/.test(process.argv[1] ?? "")) {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      sessions: { type: "string", default: "100" },
      seed: { type: "string", default: "1" },
      scale: { type: "string", default: "1" },
      "pass-rate": { type: "string", default: "0.95" },
      "run-sigma": { type: "string", default: "0" },
      tail: { type: "string" },
      rules: { type: "string", default: "defaults" },
    },
  });
  if (!values.out || !(values.rules in RULE_SETS)) {
    console.error(
      `usage: --out DIR [--sessions N] [--seed N] [--scale X] [--rules ${Object.keys(RULE_SETS).join("|")}]`,
    );
    process.exit(2);
  }
  const tail = values.tail ? /^([\d.]+)x([\d.]+)$/.exec(values.tail) : null;
  writeSyntheticRun(values.out, {
    sessions: Number(values.sessions),
    seed: Number(values.seed),
    scale: Number(values.scale),
    passRate: Number(values["pass-rate"]),
    runSigma: Number(values["run-sigma"]),
    rules: values.rules as keyof typeof RULE_SETS,
    ...(tail ? { tail: { share: Number(tail[1]), factor: Number(tail[2]) } } : {}),
  });
  console.log(values.out);
}
