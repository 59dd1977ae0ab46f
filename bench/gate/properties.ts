/**
 * The gate's Monte-Carlo properties, one function each that takes its size: the unit tests run them
 * at test size (tests/unit/gate/family.test.ts, pass-rate-bounds.test.ts), `npm run bench:gate`
 * runs them at the size their claims were made at (bench/gate/calibration.ts), with the same seeds.
 *
 * A claim is a bound on a rate at a full size. At a smaller size its bound is the one with the same
 * chance of a false alarm (the exact binomial tail at the expected rate), so a test-size run is not a
 * looser claim, only a smaller sample of the same one.
 */
import { buildBaseline } from "../../src/baseline/build.js";
import { decideFamily, type FamilyMember } from "../../src/gate/family.js";
import { regressionChecks } from "../../src/gate/regression.js";
import type { GateCheck, RegressionConfig } from "../../src/gate/types.js";
import type { RunResult } from "../../src/metrics/types.js";
import { mulberry32 } from "../../src/rng.js";
import { makeRun, session } from "../../tests/support/run-fixtures.js";
import { binomialCdf } from "./draws.js";

export const ALPHA = 0.05;

/** A bound on a rate of events, as claimed at `draws` draws when the rate's truth is `expected`. */
export interface RateClaim {
  expected: number;
  op: "≤" | "≥";
  bound: number;
  draws: number;
}

/**
 * The count a run of `draws` draws must stay within (≤ for an upper bound, ≥ for a lower one): the
 * bound whose binomial tail at `expected` is no larger than the full-size bound's.
 */
export function countBound(claim: RateClaim, draws: number): number {
  const { expected: p, draws: N } = claim;
  if (claim.op === "≤") {
    const tail = 1 - binomialCdf(Math.floor(claim.bound * N + 1e-9), N, p);
    let k = Math.floor(p * draws);
    while (k < draws && 1 - binomialCdf(k, draws, p) > tail) k++;
    return k;
  }
  const tail = binomialCdf(Math.ceil(claim.bound * N - 1e-9) - 1, N, p);
  let k = Math.ceil(p * draws);
  while (k > 0 && binomialCdf(k - 1, draws, p) > tail) k--;
  return k;
}

/** Whether `count` of `draws` meets the claim at that size. */
export function meets(claim: RateClaim, count: number, draws: number): boolean {
  const k = countBound(claim, draws);
  return claim.op === "≤" ? count <= k : count >= k;
}

// ---------------------------------------------------------------------------------------------
// The family of gated rules under "no change"

const cont = (p: number): FamilyMember => ({ p, beyond: true });

/** A discrete rule that can fail only when its p is 0.01, which happens with chance 0.01. */
const rareSize = (c: number) => (c >= 0.01 ? 0.01 : 0);

export const FAMILY_CLAIMS = {
  // The common threshold is c = α − 0.01 = 0.04, so the family fails with chance 0.04 + 0.01·0.96.
  discreteSpendsLow: { expected: 0.0496, op: "≥", bound: 0.044, draws: 10_000 },
  discreteSpendsHigh: { expected: 0.0496, op: "≤", bound: 0.056, draws: 10_000 },
  // Plain Holm charges the discrete rule α/2: 0.025 + 0.01·0.975, about a third of α unspent.
  holmLeavesUnspent: { expected: 0.03475, op: "≤", bound: 0.04, draws: 10_000 },
  // 1 − (1 − α/3)³ for three independent continuous rules.
  threeContinuousLow: { expected: 1 - (1 - ALPHA / 3) ** 3, op: "≥", bound: 0.044, draws: 10_000 },
  threeContinuousHigh: { expected: 1 - (1 - ALPHA / 3) ** 3, op: "≤", bound: 0.054, draws: 10_000 },
} satisfies Record<string, RateClaim>;

/** A continuous rule beside a discrete one, both under "no change": how often the family fails, and plain Holm. */
export function familyWithDiscreteRule(
  draws: number,
  decide = decideFamily,
): { draws: number; fails: number; holmFails: number } {
  const rng = mulberry32(11);
  let fails = 0;
  let holmFails = 0;
  for (let i = 0; i < draws; i++) {
    const members: FamilyMember[] = [cont(rng()), { ...cont(rng() < 0.01 ? 0.01 : 1), sizeAt: rareSize }];
    if (decide(members, ALPHA).some((x) => x.fails)) fails++;
    if (decide([members[0], cont(members[1].p)], ALPHA).some((x) => x.fails)) holmFails++;
  }
  return { draws, fails, holmFails };
}

/** Three independent continuous rules under "no change": how often the family fails. */
export function familyOfThreeContinuous(
  draws: number,
  decide = decideFamily,
): { draws: number; fails: number } {
  const rng = mulberry32(5);
  let fails = 0;
  for (let i = 0; i < draws; i++)
    if (decide([cont(rng()), cont(rng()), cont(rng())], ALPHA).some((x) => x.fails)) fails++;
  return { draws, fails };
}

// ---------------------------------------------------------------------------------------------
// The pass-rate rule on identical pass rates

const SOURCE = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };

export const PASS_RATE: RegressionConfig = {
  metrics: { pass_rate: { max_decrease: 0 } },
  new_error_buckets: "ignore",
};

/** `passed` of `n` sessions passed; `errored` of the rest errored (agent_exit), the others failed their task. */
export function outcomes(passed: number, n: number, errored = 0): RunResult {
  return makeRun(
    Array.from({ length: n }, (_, i) =>
      i < passed
        ? session({ task: `t${i % 5}` })
        : i < passed + errored
          ? session({ task: `t${i % 5}`, status: "errored", bucket: "agent_exit" })
          : session({ task: `t${i % 5}`, status: "failed", bucket: "task_failed" }),
    ),
  );
}

export function passRateCheck(run: RunResult, base: RunResult, config = PASS_RATE): GateCheck {
  const c = regressionChecks(run, buildBaseline(base, null, SOURCE), config).find(
    (c) => c.metric === "pass_rate",
  );
  if (!c) throw new Error("no pass_rate check");
  return c;
}

/** The shown upper bound of the pass-rate change excludes "no change" (a significant drop)? */
export const boundsExclude = (c: GateCheck) => (c.facts.params.upper as number) < 0;

/** A discrete test's exact level is below α at these sizes; α itself is the rate the claim allows for. */
export const PASS_RATE_CLAIM: RateClaim = { expected: ALPHA, op: "≤", bound: 0.065, draws: 1200 };

const RATES = [0.5, 0.8, 0.95];
const SIZES = [10, 20, 50, 100];

/**
 * Identical pass rates on both sides (3 rates × 4 sizes × `seeds` seeds): how often the rule fails,
 * how often its p is significant, and every case whose shown bounds disagree with its p.
 */
export function passRateOnIdenticalRates(seeds: number): {
  runs: number;
  fails: number;
  significant: number;
  disagreements: string[];
} {
  let runs = 0;
  let fails = 0;
  let significant = 0;
  const disagreements: string[] = [];
  for (const rate of RATES)
    for (const n of SIZES)
      for (let seed = 1; seed <= seeds; seed++) {
        const rnd = mulberry32(seed * 7919 + n * 31 + Math.round(rate * 1000));
        const draw = () => Array.from({ length: n }, () => rnd() < rate).filter(Boolean).length;
        const c = passRateCheck(outcomes(draw(), n), outcomes(draw(), n));
        runs++;
        const sig = (c.p_value as number) <= ALPHA;
        if (sig) significant++;
        if (boundsExclude(c) !== sig) disagreements.push(`rate ${rate} n ${n} seed ${seed}`);
        if (c.status === "fail") fails++;
      }
  return { runs, fails, significant, disagreements };
}

// ---------------------------------------------------------------------------------------------
// Full size, for the benchmark

export interface PropertyLine {
  holds: boolean;
  text: string;
}

const pct = (k: number, n: number) => `${((k / n) * 100).toFixed(2)}%`;

function line(what: string, claim: RateClaim, count: number, draws: number): PropertyLine {
  return {
    holds: meets(claim, count, draws),
    text: `${what}: ${pct(count, draws)} of ${draws} (target ${claim.op} ${(claim.bound * 100).toFixed(1)}%)`,
  };
}

/** Every property at the size its claim was made at. */
export function fullSizeProperties(): PropertyLine[] {
  const d = familyWithDiscreteRule(FAMILY_CLAIMS.discreteSpendsLow.draws);
  const t = familyOfThreeContinuous(FAMILY_CLAIMS.threeContinuousLow.draws);
  const p = passRateOnIdenticalRates(PASS_RATE_CLAIM.draws / (RATES.length * SIZES.length));
  const c = FAMILY_CLAIMS;
  return [
    line(
      "family, a continuous rule beside a rare discrete one, no change: fails",
      c.discreteSpendsLow,
      d.fails,
      d.draws,
    ),
    line(
      "family, a continuous rule beside a rare discrete one, no change: fails",
      c.discreteSpendsHigh,
      d.fails,
      d.draws,
    ),
    line("plain Holm on the same draws: fails", c.holmLeavesUnspent, d.holmFails, d.draws),
    line("family of three continuous rules, no change: fails", c.threeContinuousLow, t.fails, t.draws),
    line("family of three continuous rules, no change: fails", c.threeContinuousHigh, t.fails, t.draws),
    line("pass-rate rule on identical pass rates: fails", PASS_RATE_CLAIM, p.fails, p.runs),
    {
      holds: p.disagreements.length === 0 && p.significant === p.fails,
      text: `pass-rate rule's shown bounds agree with its p on every run: ${p.runs - p.disagreements.length} of ${p.runs}; FAIL exactly when significant: ${p.fails} of ${p.significant}`,
    },
  ];
}
