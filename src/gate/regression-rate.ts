/**
 * Rate rules (pass_rate, error_rate): each side's count of hits among its sessions, Newcombe's hybrid
 * score test of the difference (no smaller than Fisher's exact p at small expected counts), and the
 * rule's exact chance of failing under "no change", which is what the family charges it (a discrete
 * test can fail far less often than its threshold).
 */
import type { Baseline, BaselineSample } from "../baseline/schema.js";
import type { RunResult, Tags } from "../metrics/types.js";
import { hypergeometricPmf, newcombe, newcombeAgreeing, twoProportionTest } from "../stats/comparisons.js";
import { normalQuantile } from "../stats/distributions.js";
import {
  type Assessment,
  type BaseCheck,
  type Direction,
  fixed,
  type Margin,
  sampleMatches,
} from "./regression-rule.js";
import { gatedPositions } from "./run-metrics.js";

// ---------------------------------------------------------------------------------------------
// Rate rules

interface Proportion {
  x: number;
  n: number;
}

function isError(bucket: string | null): boolean {
  return bucket !== null && bucket !== "task_failed";
}

function runProportion(run: RunResult, metric: string, tags: Tags): Proportion {
  const { table: t, at } = gatedPositions(run, tags);
  let x = 0;
  for (const i of at) if (metric === "pass_rate" ? t.passed(i) : isError(t.bucket(i))) x++;
  return { x, n: at.length };
}

export function baselineProportion(b: Baseline, metric: string, tags: Tags): Proportion {
  if (Object.keys(tags).length > 0) {
    const samples = b.samples.filter((s) => sampleMatches(s, tags));
    const hit = (s: BaselineSample) => (metric === "pass_rate" ? s.pass : isError(s.bucket));
    return { x: samples.filter(hit).length, n: samples.length };
  }
  // Untagged rates use the full summary, not the capped samples.
  const n = b.summary.sessions;
  if (metric === "pass_rate") return { x: Math.round((b.summary.pass_rate ?? 0) * n), n };
  const errors = Object.entries(b.summary.error_buckets).reduce((s, [k, v]) => s + (isError(k) ? v : 0), 0);
  return { x: errors, n };
}

/**
 * The chance that a rate rule fails at threshold c when nothing changed: given both runs' sessions
 * and their total count of hits, the run's count is hypergeometric under "no change"; sum it over
 * the counts whose test would fail (p ≤ c and beyond the tolerance). Exact, and well below c for a
 * discrete test at CI sample sizes: the family spends only that much of α on the rule.
 */
function rateSizeAt(r: Proportion, b: Proportion, up: boolean, marginAt: (p: number) => number) {
  const total = r.x + b.x;
  const failing: { pmf: number; p: number }[] = [];
  for (let k = Math.max(0, total - b.n); k <= Math.min(total, r.n); k++) {
    const pb = (total - k) / b.n;
    const d = k / r.n - pb;
    if (!(up ? d > marginAt(pb) : d < -marginAt(pb))) continue;
    const pmf = hypergeometricPmf(k, r.n + b.n, total, r.n);
    if (pmf < 1e-15) continue;
    failing.push({ pmf, p: twoProportionTest(k, r.n, total - k, b.n, up ? "greater" : "less").p });
  }
  failing.sort((a, b) => a.p - b.p);
  const cumulative: number[] = [];
  for (const [i, f] of failing.entries()) cumulative.push((cumulative[i - 1] ?? 0) + f.pmf);
  return (c: number) => {
    let lo = 0;
    let hi = failing.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (failing[mid].p <= c) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : cumulative[lo - 1];
  };
}

interface RateRuleInput {
  run: RunResult;
  baseline: Baseline;
  metricKey: string;
  metric: string;
  tags: Tags;
  direction: Direction;
  margin: Margin;
  confidence: number;
  advisory: boolean;
}

export function assessRate(x: RateRuleInput, base: BaseCheck): Assessment {
  const r = runProportion(x.run, x.metric, x.tags);
  const b = baselineProportion(x.baseline, x.metric, x.tags);
  const check = { ...base, n: r.n, n_baseline: b.n };
  const metric = x.metricKey;
  if (r.n === 0) return fixed(check, x.advisory ? "warn" : "fail", "no_sessions", { metric });
  if (b.n === 0) return fixed(check, "warn", "baseline_no_sessions", { metric });
  const pr = r.x / r.n;
  const pb = b.x / b.n;
  const marginAt = (p: number) => (x.margin.relative ? x.margin.amount * p : x.margin.amount);
  const m = marginAt(pb);
  const up = x.direction === "increase";
  const z = normalQuantile(x.confidence);
  const [lower, upper] = newcombe(r.x, r.n, b.x, b.n, z);
  const estimate = pr - pb;
  const test = twoProportionTest(r.x, r.n, b.x, b.n, up ? "greater" : "less");
  // The bounds shown are the deciding test's: read at its (family-adjusted) p, they exclude "no
  // change" exactly when the rule is significant — never Newcombe bounds beside a Fisher p that disagree.
  const boundsAt = (decided: number, alpha: number) =>
    newcombeAgreeing(r.x, r.n, b.x, b.n, test.newcombe, decided, alpha);
  return {
    check: {
      ...check,
      observed: pr,
      baseline: pb,
      interval: [lower, upper],
      ratio: estimate,
      method: `${test.method} of the difference, Newcombe hybrid score bounds at the level it decided`,
    },
    ...(x.advisory ? { advisory: "rule" as const } : {}),
    beyond: up ? estimate > m : estimate < -m,
    // Left to the test: its exact size (sizeAt) is what the family charges for a rate rule.
    shown: true,
    pChange: test.p,
    sizeAt: rateSizeAt(r, b, up, marginAt),
    boundsAt,
    facts: {
      metric: x.metric,
      statistic: "rate",
      scale: "points",
      direction: x.direction,
      observed: pr,
      baseline: pb,
      x: r.x,
      n: r.n,
      x_baseline: b.x,
      n_baseline: b.n,
      estimate,
      lower,
      upper,
      confidence: x.confidence,
      tolerance: x.margin.amount,
      tolerance_relative: x.margin.relative,
      tolerance_points: m,
      minimum: 0,
    },
    power: {
      n: Math.min(r.n, b.n),
      effect: up ? estimate : -estimate,
      bar: m,
      se: (upper - lower) / (2 * z),
      minimum: 0,
      between: 0,
      run: r.n,
      base: b.n,
    },
  };
}
