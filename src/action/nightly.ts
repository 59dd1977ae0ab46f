/**
 * `bisect-on-regression` (mode baseline): when the nightly run regresses against the stored baseline —
 * a regression rule fails, or the history's drift check finds a latency above its prediction interval —
 * the commits from the baseline's commit to this one are bisected within `bisect-minutes`
 * (src/action/bisect.ts), and the bisect's folder goes in the run directory (and so the artifact).
 * A bisect that cannot run (a shallow clone, a baseline with no commit) is a warning: the refresh goes on.
 */
import { join } from "node:path";
import { errorMessage, UserError } from "../errors.js";
import type { RunOutcome } from "../pipeline/run.js";
import type { BisectResult } from "../report/bisect.js";
import type { Report } from "../report/schema.js";
import { writeBisect } from "../report/write.js";
import { parseMetricKey } from "../scenario/thresholds.js";
import { git } from "./base-worktree.js";
import { bisect, commitIn } from "./bisect.js";
import type { ActionInputs } from "./inputs.js";
import type { Log } from "./log.js";
import { checkLine } from "./outputs.js";

export interface Trigger {
  /** The metric the bisect classifies probes by. */
  metric: string;
  /** The check that started it, in one line. */
  why: string;
}

/** The history's run statistics and the metric a probe measures them by (pass rate: none). */
const DRIFTS = new Map([
  ["e2e_p50", "e2e_ms"],
  ["e2e_p95", "e2e_ms"],
  ["ttft_p95", "ttft_ms"],
]);

/** What regressed, first a failed regression rule, then an upward drift; null when nothing did. */
export function bisectTrigger(report: Report): Trigger | null {
  // Against a stored baseline only: no baseline (or a refused one) is nothing to bisect from.
  if (!report.baseline?.found) return null;
  const checks = report.gate.checks;
  const failed = checks.find(
    (c) => c.kind === "regression" && c.status === "fail" && c.observed != null && c.baseline != null,
  );
  if (failed) return { metric: parseMetricKey(failed.metric).metric, why: checkLine(failed) };
  const drift = checks.find(
    (c) =>
      c.kind === "history" &&
      c.status === "warn" &&
      DRIFTS.has(c.metric) &&
      c.observed != null &&
      c.interval != null &&
      c.observed > c.interval[1],
  );
  const metric = drift && DRIFTS.get(drift.metric);
  return drift && metric ? { metric, why: checkLine(drift) } : null;
}

export interface NightlyBisect {
  result: BisectResult;
  trigger: Trigger;
  /** The bisect's folder inside the run directory. */
  dir: string;
}

export async function nightlyBisect(p: {
  inputs: ActionInputs;
  outcome: RunOutcome;
  head: string;
  log: Log;
  signal: AbortSignal;
  secrets: (values: string[]) => void;
}): Promise<NightlyBisect | null> {
  const { inputs, outcome, log } = p;
  const trigger = bisectTrigger(outcome.report);
  if (!trigger) {
    log.info("bisect-on-regression: the run does not regress against the stored baseline; no bisect");
    return null;
  }
  const good = outcome.report.baseline?.source?.sha ?? null;
  if (!good) {
    log.warning(
      `bisect-on-regression: ${trigger.why}; but the stored baseline records no commit to bisect from`,
    );
    return null;
  }
  const problem = await rangeProblem(good, p.head);
  if (problem) {
    if (problem.warn) log.warning(`bisect-on-regression: no bisect: ${problem.text}`);
    else log.notice(`bisect-on-regression: ${problem.text}`);
    return null;
  }
  const dir = join(outcome.runDir, "bisect");
  log.info(
    `bisect-on-regression: ${trigger.why}; bisecting ${good.slice(0, 12)}..${p.head.slice(0, 12)} by ${trigger.metric}, starting no probe after ${inputs.bisectMinutes} min`,
  );
  try {
    const result = await bisect({
      scenario: inputs.scenario,
      good,
      bad: p.head,
      metric: trigger.metric,
      out: dir,
      set: inputs.set,
      allowHostPaths: inputs.allowHostPaths,
      ...(process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}),
      minutes: inputs.bisectMinutes,
      signal: p.signal,
      log: (l) => log.info(l),
      secrets: p.secrets,
    });
    writeBisect(dir, result);
    if (result.outcome === "not_reproduced")
      log.notice(
        `bisect-on-regression: run beside ${good.slice(0, 12)}'s agent in this job, this commit's agent does not regress by ${trigger.metric}: the regression against the stored baseline comes from the runner or an upstream service, not from a commit`,
      );
    return { result, trigger, dir };
  } catch (e) {
    log.warning(`bisect-on-regression: no bisect: ${e instanceof UserError ? e.line : errorMessage(e)}`);
    return null;
  }
}

/**
 * Why the commits since the baseline's cannot be bisected, or null: none since it (a notice: the
 * regression is drift), or one of the two is not in the checkout (a warning, with the fix for a
 * shallow clone).
 */
async function rangeProblem(good: string, head: string): Promise<{ warn: boolean; text: string } | null> {
  const cwd = process.cwd();
  const [from, to] = [await commitIn(cwd, good), await commitIn(cwd, head)];
  if (from && from === to)
    return {
      warn: false,
      text: `the stored baseline was recorded at this very commit (${from.slice(0, 12)}): no commit since it to bisect, so the regression comes from the runner or an upstream service`,
    };
  if (from && to) return null;
  const shallow = (await git(cwd, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
  const missing = from ? `this commit ${head.slice(0, 12)}` : `the baseline's commit ${good.slice(0, 12)}`;
  return {
    warn: true,
    text: `${missing} is not in the checkout${shallow ? ": a shallow clone; check out with history (`fetch-depth: 0` on actions/checkout)" : ""}`,
  };
}
