/**
 * The four shapes of PR comment a gate writes, made by the real pipeline (`finalizeRun`, `baseline
 * update`) from synthetic events in a throwaway repository folder: a passing run against its baseline,
 * a failing run (slower, failing more), a run with no baseline yet, and a same-job comparison with a
 * reference arm. The folder is the repository root the comment's paths are shown relative to.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunEvent } from "../../../src/events/events.js";
import { updateBaseline } from "../../../src/pipeline/baseline-update.js";
import { finalizeRun } from "../../../src/pipeline/finalize.js";
import type { Report } from "../../../src/report/schema.js";
import { ScenarioSchema } from "../../../src/scenario/schema.js";
import { noise, type SynthOptions, synthEvents } from "../../support/report-synthetic.js";

export const SHAPES = ["pass", "fail", "no-baseline", "same-job"] as const;
/** Besides the four: a baseline refused because the workload changed, whose reason is the longest. */
export type Shape = (typeof SHAPES)[number] | "refused";

const SCENARIO = {
  name: "checkout-agent",
  description: "the checkout agent under load",
  runtime: { type: "local" },
  pairs: [
    {
      agent: { name: "candidate", command: ["node", "agent.js"] },
      task: "tasks/checkout",
      sessions: 40,
      n_concurrent: 4,
      tags: { scenario: "a" },
    },
  ],
  load: { warmup_sessions: 0 },
  thresholds: { e2e_ms: ["p(95)<3000"], pass_rate: ["rate>=0.8"] },
  regression: {
    on_missing: "warn",
    metrics: {
      e2e_ms: { max_increase: "15%", statistic: "p95" },
      pass_rate: { max_decrease: 0.05 },
    },
  },
};

function events(
  scenario: unknown,
  o: SynthOptions,
  runId: string,
  arm?: (i: number) => string,
  hash = "3f9c2a1b7e40",
): RunEvent[] {
  const evs = synthEvents(o);
  evs[0] = {
    ...evs[0],
    run_id: runId,
    scenario_hash: hash,
    scenario: ScenarioSchema.parse(scenario),
    scenario_name: SCENARIO.name,
  } as RunEvent;
  if (!arm) return evs;
  return evs.map((e) =>
    e.type === "session_start" ? { ...e, tags: { ...e.tags, arm: arm(Number(e.session.slice(1))) } } : e,
  );
}

function writeRun(root: string, name: string, evs: RunEvent[]): string {
  const dir = join(root, "runs", name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "events.jsonl"), evs.map((e) => `${JSON.stringify(e)}\n`).join(""));
  return dir;
}

const steady: SynthOptions = {
  sessions: 40,
  concurrency: 4,
  duration: (i) => 900 + noise(i) * 300,
  fails: (i) => i % 20 === 7,
  bucketOf: () => "task_failed",
};
const slower: SynthOptions = {
  ...steady,
  duration: (i) => 1500 + noise(i) * 600,
  fails: (i) => i % 4 === 1,
  bucketOf: (i) => (i % 8 === 1 ? "agent_timeout" : "task_failed"),
  error: (i) => `the agent's answer did not match the expected total (case ${i % 3})`,
};

export interface Made {
  root: string;
  report: Report;
}

/** One shape in a fresh folder under the system's temporary directory. */
export async function makeShape(shape: Shape): Promise<Made> {
  const root = mkdtempSync(join(tmpdir(), `comment-${shape}-`));
  const baselineDir = join(root, "baselines");
  const finalize = (dir: string) =>
    finalizeRun(dir, { baselineDir, now: new Date(Date.UTC(2025, 0, 15, 13)) });
  if (shape === "same-job") {
    const sc = {
      ...SCENARIO,
      regression: {
        ...SCENARIO.regression,
        compare_with: { agent: { name: "main", command: ["node", "agent.js"] } },
      },
    };
    // Odd sessions are the reference arm (the base branch's agent), even ones the candidate, slower.
    const dir = writeRun(
      root,
      "run-same-job",
      events(
        sc,
        { ...steady, sessions: 80, duration: (i) => (i % 2 ? 900 : 1300) + noise(i) * 300 },
        "run-same-job",
        (i) => (i % 2 ? "reference" : "candidate"),
      ),
    );
    return { root, report: (await finalize(dir)).report };
  }
  if (shape !== "no-baseline") {
    // Two earlier runs make the baseline and one history entry (a one-point history draws no sparkline).
    for (const id of ["run-base-1", "run-base-2"]) {
      const dir = writeRun(root, id, events(SCENARIO, steady, id));
      await finalize(dir);
      updateBaseline(dir, baselineDir);
    }
  }
  const id = `run-${shape}`;
  // A passing run is a little slower than its baseline, as a rerun of unchanged code is.
  const now: SynthOptions =
    shape === "fail" || shape === "refused"
      ? slower
      : { ...steady, duration: (i) => 1.04 * (900 + noise(i + 5) * 300) };
  const hash = shape === "refused" ? "8d41e07c93b5" : undefined;
  const dir = writeRun(root, id, events(SCENARIO, now, id, undefined, hash));
  return { root, report: (await finalize(dir)).report };
}
