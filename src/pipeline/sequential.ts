/**
 * The sequential gate over a run's events (docs/gate.md): a scenario whose pairs' `sessions` are a
 * budget `{ min, max, step }` is looked at after `min` sessions a side, then after each `step` more,
 * and stops as soon as a look decides. A look is a prefix of events.jsonl in the order it was written:
 * the first event by which each arm's first sessions to start have all ended, as many judged as the
 * look plans (LookCounter). The live run and
 * `agent-loadtest report` call the same functions on the same prefixes, so a rebuilt report
 * decides at the same look, whatever sessions finished after it.
 */
import type { Baseline } from "../baseline/schema.js";
import type { RunEvent } from "../events/events.js";
import { FUTILITY_POWER, type LookResult, regressionLook } from "../gate/regression.js";
import type { CheckStatus, GateCheck, RegressionConfig } from "../gate/types.js";
import { recordEvents } from "../metrics/recorder.js";
import { isJudged, type RunResult } from "../metrics/types.js";
import type { Report } from "../report/schema.js";
import { ARM_TAG } from "../scenario/load.js";
import type { Scenario } from "../scenario/schema.js";
import { type Budget, budgetLooks } from "../scenario/schema-parts.js";
import { groupSequentialBounds } from "../stats/sequential.js";
import { referenceBaseline, splitArms } from "./compare.js";

export interface Design {
  /** Sessions a side at each look: the pairs' budgets' looks, summed. */
  sizes: number[];
  /** Each look's nominal one-sided level and the α spent by it. */
  nominal: number[];
  spent: number[];
  alpha: number;
  /** The pairs' budgets summed: what report.md says the run could have used. */
  budget: Budget;
}

const budgetsOf = (sc: Scenario): Budget[] =>
  sc.pairs.map((p) => p.sessions).filter((s): s is Budget => typeof s !== "number");

/** Whether the scenario's pairs have a session budget: cheap, unlike the design's boundaries. */
export const hasBudget = (sc: Scenario): boolean => sc.regression != null && budgetsOf(sc).length > 0;

/** The scenario's design, or null when no pair has a budget (a fixed design). */
export function sequentialDesign(sc: Scenario): Design | null {
  const budgets = budgetsOf(sc);
  if (budgets.length === 0 || !sc.regression) return null;
  const looks = budgets.map(budgetLooks);
  const sizes = looks[0].map((_, k) => looks.reduce((a, l) => a + l[k], 0));
  const alpha = 1 - (sc.regression.confidence ?? 0.95);
  const bounds = groupSequentialBounds(
    sizes.map((n) => n / sizes.at(-1)!),
    alpha,
  );
  const sum = (f: (b: Budget) => number) => budgets.reduce((a, b) => a + f(b), 0);
  return {
    sizes,
    nominal: bounds.nominal,
    spent: bounds.spent,
    alpha,
    budget: { min: sum((b) => b.min), max: sum((b) => b.max), step: sum((b) => b.step) },
  };
}

/** What a look gates: the candidate's run and the baseline it is compared with. */
export type Gated = (prefix: readonly RunEvent[]) => { run: RunResult; baseline: Baseline };

/**
 * The looks of a run of this scenario, live or replayed: null without a budget, or without a baseline
 * to look against (a stored one, or the run's own reference arm).
 */
export function looksFor(sc: Scenario, stored: Baseline | null): SequentialLooks | null {
  const design = sequentialDesign(sc);
  const compareWith = sc.regression?.compare_with;
  const gated = gatedBy(compareWith ? null : stored, compareWith);
  return design && gated && sc.regression ? new SequentialLooks(design, gated, sc.regression) : null;
}

/** The gate of a prefix: against a stored baseline, or the prefix's own reference arm (same job). */
function gatedBy(
  stored: Baseline | null,
  compareWith: { agent: { name: string } } | undefined,
): Gated | null {
  if (compareWith)
    return (prefix) => {
      const arms = splitArms(prefix);
      const run = recordEvents(arms.candidate);
      return { run, baseline: referenceBaseline(arms.reference, run.run_id, compareWith.agent.name) };
    };
  return stored ? (prefix) => ({ run: recordEvents(prefix), baseline: stored }) : null;
}

export interface LookRecord {
  look: number;
  /** Sessions a side the look was planned at, and the sessions each arm had ended by then. */
  planned: number;
  ended: Record<string, number>;
  alpha: number;
  alpha_spent: number;
  decision: LookResult["decision"] | "ended";
  rules: {
    metric: string;
    rule: string;
    /** The estimate's scale: a latency ratio, a shift in its unit, or rate points. */
    scale: string | null;
    estimate: number | null;
    lower: number | null;
    upper: number | null;
    p: number | null;
    status: CheckStatus;
    power_by_end: number | null;
  }[];
}

export interface SequentialOutcome {
  design: Design;
  looks: LookRecord[];
  /** The deciding look's regression checks (the last look's, or the whole run's when it ended short). */
  checks: GateCheck[];
  decision: LookRecord["decision"];
}

/**
 * Which sessions each look sees: per arm, the first sessions in the order they started, once every
 * one of them has ended, as many as the look plans judged (warm-up and interrupted ones never count).
 * By start order, not end order: the first sessions to end are the fast ones, and a look at them would
 * see a run faster than it is; the first started are the sample a fixed design of that size draws.
 */
export class LookCounter {
  private readonly arm = new Map<string, Arm>();
  private readonly byName = new Map<string, Arm>();

  constructor(arms: readonly string[]) {
    for (const a of arms) this.byName.set(a, { starts: [], ended: new Map(), done: 0, judged: [0] });
  }

  add(e: RunEvent): void {
    if (e.type === "session_start") {
      if (e.warmup) return;
      const name = this.byName.size === 1 || e.tags[ARM_TAG] !== "reference" ? "candidate" : "reference";
      const arm = this.byName.get(name)!;
      arm.starts.push(e.session);
      this.arm.set(e.session, arm);
    } else if (e.type === "session_end") {
      const arm = this.arm.get(e.session);
      if (!arm) return;
      arm.ended.set(e.session, isJudged({ warmup: false, bucket: e.bucket ?? null }));
      // The leading run of ended sessions, and how many of them are judged.
      while (arm.done < arm.starts.length && arm.ended.has(arm.starts[arm.done])) {
        const judged = arm.ended.get(arm.starts[arm.done]) ? 1 : 0;
        arm.judged.push(arm.judged[arm.done] + judged);
        arm.done++;
      }
    }
  }

  /** The sessions a look of `n` a side sees, or null while some arm's first `n` have not all ended. */
  reached(n: number): Set<string> | null {
    // Asked after every event: a constant-time no until each arm has the look's sessions.
    for (const arm of this.byName.values()) if (arm.judged[arm.done] < n) return null;
    const seen = new Set<string>();
    for (const arm of this.byName.values()) {
      // The fewest leading sessions holding n judged ones: once a look, as the set below is.
      const lead = arm.judged.findIndex((j) => j >= n);
      for (let i = 0; i < lead; i++) seen.add(arm.starts[i]);
    }
    return seen;
  }

  /** Judged sessions each arm has ended in start order, so far. */
  ended(): Record<string, number> {
    return Object.fromEntries([...this.byName].map(([name, a]) => [name, a.judged[a.done]]));
  }
}

interface Arm {
  /** Session ids in the order they started, and whether each ended judged. */
  starts: string[];
  ended: Map<string, boolean>;
  /** How many leading sessions have all ended, and the judged count among the first i (i ≤ done). */
  done: number;
  judged: number[];
}

/** The arms a look counts: both in a same-job comparison, the run alone against a stored baseline. */
const armsOf = (sameJob: boolean): string[] => (sameJob ? ["candidate", "reference"] : ["candidate"]);

/** The boundary's name, as report.json and docs/gate.md give it. */
const SPENDING = "Hwang-Shih-DeCani α-spending, γ = −4";

/** What report.json keeps of the looks. */
export function sequentialReport(o: SequentialOutcome): NonNullable<Report["sequential"]> {
  return {
    budget: o.design.budget,
    alpha: o.design.alpha,
    spending: SPENDING,
    futility_power: FUTILITY_POWER,
    decision: o.decision === "fail" ? "fail" : o.decision === "continue" ? "ended" : o.decision,
    looks: o.looks,
  };
}

/** One look at a prefix: the gate at the look's level, and the record report.json keeps. */
function takeLook(
  prefix: readonly RunEvent[],
  k: number,
  design: Design,
  gated: Gated,
  config: RegressionConfig,
  ended: Record<string, number>,
): { record: LookRecord; result: LookResult } {
  const last = k === design.sizes.length - 1;
  const { run, baseline } = gated(prefix);
  const result = regressionLook(run, baseline, config, {
    alpha: design.nominal[k],
    alphaLast: design.nominal.at(-1)!,
    n: design.sizes[k],
    nLast: design.sizes.at(-1)!,
    last,
  });
  const rules = result.checks
    .map((c, i) => ({ c, power: result.power[i] ?? null }))
    .filter(({ c }) => c.kind === "regression" && c.facts.key.startsWith("regression."))
    .map(({ c, power }) => ({
      metric: c.metric,
      rule: c.rule,
      scale: typeof c.facts.params.scale === "string" ? c.facts.params.scale : null,
      estimate: num(c.facts.params.estimate),
      lower: num(c.facts.params.lower),
      upper: num(c.facts.params.upper),
      p: num(c.p_value),
      status: c.status,
      power_by_end: power,
    }));
  const record: LookRecord = {
    look: k + 1,
    planned: design.sizes[k],
    ended,
    alpha: design.nominal[k],
    alpha_spent: design.spent[k],
    decision: result.decision,
    rules,
  };
  return { record, result };
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** A look's events: the run-level ones up to `end`, and those of the sessions it sees. */
function prefixOf(events: readonly RunEvent[], end: number, seen: Set<string>): RunEvent[] {
  const out: RunEvent[] = [];
  for (let i = 0; i <= end; i++) {
    const e = events[i];
    const session = "session" in e && typeof e.session === "string" ? e.session : null;
    if (session === null || seen.has(session)) out.push(e);
  }
  return out;
}

/**
 * The looks of a run as its events come, in the order written: `feed` takes the events so far and
 * returns the looks they completed; `decided` is set once one decides. The live run feeds it as it
 * goes, and `report` (finalize.ts) feeds it the whole file: the same looks at the same events.
 */
export class SequentialLooks {
  private readonly counter: LookCounter;
  private read = 0;
  readonly looks: LookRecord[] = [];
  decided: SequentialOutcome | null = null;

  constructor(
    readonly design: Design,
    private readonly gated: Gated,
    private readonly config: RegressionConfig,
  ) {
    this.counter = new LookCounter(armsOf(config.compare_with != null));
  }

  feed(events: readonly RunEvent[]): LookRecord[] {
    const taken: LookRecord[] = [];
    const { design } = this;
    for (; this.read < events.length && !this.decided; this.read++) {
      this.counter.add(events[this.read]);
      // One event (a long session's end) can complete several looks; the next is looks.length.
      for (let seen = this.next(); seen && !this.decided; ) {
        const prefix = prefixOf(events, this.read, seen);
        const { record, result } = takeLook(
          prefix,
          this.looks.length,
          design,
          this.gated,
          this.config,
          this.counter.ended(),
        );
        this.looks.push(record);
        taken.push(record);
        if (result.decision !== "continue")
          this.decided = { design, looks: this.looks, checks: result.checks, decision: result.decision };
        else seen = this.next();
      }
    }
    return taken;
  }

  /** The sessions the next look sees, once they have all ended; null before, or after the last look. */
  private next(): Set<string> | null {
    const n = this.design.sizes[this.looks.length];
    return n === undefined ? null : this.counter.reached(n);
  }

  /** Short of a decision at the end of the run: the whole run, judged at the last look's level. */
  end(events: readonly RunEvent[]): SequentialOutcome {
    if (this.decided) return this.decided;
    const last = this.design.sizes.length - 1;
    const { record, result } = takeLook(
      events,
      last,
      this.design,
      this.gated,
      this.config,
      this.counter.ended(),
    );
    const decision = result.decision === "fail" ? "fail" : "ended";
    this.looks.push({ ...record, look: this.looks.length + 1, decision });
    return { design: this.design, looks: this.looks, checks: result.checks, decision };
  }
}
