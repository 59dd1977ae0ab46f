/**
 * One probe of `agent-loadtest bisect`: a commit's agent run beside a reference commit's, each checked
 * out into a temporary worktree (as `compare-with: base` does), and classified by the metric's one
 * regression rule: bad when it fails, good when it passes, inconclusive when it warns (then once more
 * with twice the sessions), skipped when the commit's scenario or agent does not load or start.
 * `<out>/state.json` keeps every finished probe, so a bisect started again runs none of them twice.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors.js";
import { parseMargin } from "../gate/regression-rule.js";
import type { RegressionMetricRule } from "../gate/types.js";
import { runScenario } from "../pipeline/run.js";
import { type Probe, probeSchema } from "../report/bisect.js";
import { type EffectScale, effectText } from "../report/bisect-effect.js";
import type { Report } from "../report/schema.js";
import { type LoadOptions, loadScenario, withSessions } from "../scenario/load.js";
import type { LoadedScenario } from "../scenario/model.js";
import type { Budget } from "../scenario/schema-parts.js";
import { ECONOMY_METRICS, parseMetricKey } from "../scenario/thresholds.js";
import { knownRedactor } from "../secrets.js";
import { checkoutBase, removeBase } from "./base-worktree.js";
import { withBaseReference } from "./compare-base.js";

/** What every probe of one bisect shares. */
export interface ProbeSetup {
  repo: string;
  /** The scenario's path inside the repository. */
  rel: string;
  metric: string;
  out: string;
  /** `--set` overrides, and `--budget` as each probed commit's own pairs' `sessions`. */
  set: string[];
  budget?: Budget;
  allowHostPaths: string[];
  workspace?: string;
  signal?: AbortSignal;
  secrets?: (values: string[]) => void;
  log: (line: string) => void;
  /** No second attempt starts after it (epoch ms). */
  deadline: number;
  state: ProbeState;
  scale: EffectScale;
}

/** Text from the repository or a run (a subject, an error): masked first, then cut to its bound. */
export const kept = (text: string, max: number) => knownRedactor()(text).slice(0, max);

const metricOf = (key: string): string | null => {
  try {
    return parseMetricKey(key).metric;
  } catch {
    return null;
  }
};

/**
 * The one rule a probe answers to: the scenario's first for the metric, else +10% on the p50 (on the
 * mean for calls, tokens and dollars: docs/cost.md says why).
 */
export function metricRule(loaded: LoadedScenario, metric: string): [string, RegressionMetricRule] {
  const own = Object.entries(loaded.scenario.regression?.metrics ?? {}).find(([k]) => metricOf(k) === metric);
  if (own) return own;
  const economy = (ECONOMY_METRICS as readonly string[]).includes(metric);
  return [metric, economy ? { max_increase: "10%", statistic: "mean" } : { max_increase: "10%" }];
}

/** A relative rule's effect is a ratio; an absolute one's a difference in the metric's unit. */
export function scaleOf(rule: RegressionMetricRule): EffectScale {
  const margin = parseMargin(rule.max_increase ?? rule.max_decrease ?? "10%");
  return typeof margin !== "string" && !margin.relative ? "difference" : "ratio";
}

/** A probe, and once more with twice the sessions when the first was inconclusive and there is time. */
export async function classified(commit: string, reference: string, s: ProbeSetup): Promise<Probe> {
  const first = await probeOnce(commit, reference, 1, s);
  if (first.class !== "inconclusive" || Date.now() > s.deadline || s.signal?.aborted) return first;
  return probeOnce(commit, reference, 2, s);
}

async function probeOnce(commit: string, reference: string, attempt: number, s: ProbeSetup): Promise<Probe> {
  const pair = `${commit.slice(0, 12)} vs ${reference.slice(0, 12)}`;
  const done = s.state.find(commit, reference, attempt);
  if (done) {
    s.log(`probe ${pair}: ${done.class} (kept from ${done.run_dir})`);
    return done;
  }
  const p = await runProbe(commit, reference, attempt, s);
  // A probe cut short by a signal is not kept: started again, the bisect runs it again.
  if (p.verdict === "interrupted") return p;
  s.state.add(p);
  const again = attempt > 1 ? " (again, twice the sessions)" : "";
  const effect = p.effect !== null ? `, ${s.metric} ${effectText(p.effect, s.scale)}` : "";
  s.log(
    `probe ${pair}${again}: ${p.class}${effect} over ${p.sessions} sessions${p.note ? ` (${p.note})` : ""}`,
  );
  return p;
}

async function runProbe(commit: string, reference: string, attempt: number, s: ProbeSetup): Promise<Probe> {
  const skipped: Probe = {
    commit,
    reference,
    attempt,
    class: "skip",
    verdict: "skipped",
    effect: null,
    lower: null,
    upper: null,
    p: null,
    sessions: 0,
    seconds: 0,
    run_dir: null,
    note: null,
  };
  const cand = await checkoutBase(commit, s.repo);
  const ref = await checkoutBase(reference, s.repo);
  try {
    let loaded: LoadedScenario;
    try {
      loaded = await probeScenario(cand.dir, s);
      // The reference arm is the reference commit's agent, from its own copy of the scenario.
      const referenced = await withBaseReference(loaded, { ...ref, repo: cand.dir });
      s.secrets?.([...loaded.secretValues, ...referenced.secretValues]);
      if (!referenced.agent)
        return { ...skipped, note: kept(`${reference.slice(0, 12)} has no ${s.rel}`, 400) };
      loaded = onlyMetric(twiceWhen(attempt, referenced.loaded), s.metric);
    } catch (e) {
      // A commit whose scenario or agent cannot load: skipped, as `git bisect skip` would.
      if (e instanceof UserError) return { ...skipped, note: kept(e.message, 400) };
      throw e;
    }
    const run = await runScenario(loaded, {
      outDir: join(s.out, "probes"),
      baselineDir: join(s.out, "baselines"),
      ...(s.signal ? { signal: s.signal } : {}),
    });
    return { ...skipped, ...classOf(run.report, s.metric), run_dir: run.runDir };
  } finally {
    await removeBase(cand);
    await removeBase(ref);
  }
}

/** The commit's scenario with the overrides, and the budget on its own pairs (however many it has). */
function probeScenario(dir: string, s: ProbeSetup): Promise<LoadedScenario> {
  const opts = {
    cwd: dir,
    allowHostPaths: s.allowHostPaths,
    ...(s.workspace ? { workspace: s.workspace } : {}),
  };
  return loadBudgeted(join(dir, s.rel), opts, s.set, s.budget);
}

/** A scenario with `--set` overrides and `--budget` as every pair's `sessions` (budgetSets). */
async function loadBudgeted(
  file: string,
  opts: Omit<LoadOptions, "set">,
  set: string[],
  budget: Budget | undefined,
): Promise<LoadedScenario> {
  const loaded = await loadScenario(file, { ...opts, set });
  return budget ? loadScenario(file, { ...opts, set: [...set, ...budgetSets(loaded, budget)] }) : loaded;
}

/**
 * `--budget` as `--set` lines, so the scenario's own budget rules check it, written for the pairs this
 * copy of the scenario has.
 */
export function budgetSets(loaded: LoadedScenario, b: Budget): string[] {
  return loaded.scenario.pairs.map(
    (_, i) => `pairs[${i}].sessions={min: ${b.min}, max: ${b.max}, step: ${b.step}}`,
  );
}

/** A finished probe's class from its run: the metric's rule's check, or skipped when it tells nothing. */
function classOf(r: Report, metric: string): Partial<Probe> {
  const check = r.gate.checks.find((c) => c.kind === "regression" && metricOf(c.metric) === metric);
  const judged = r.sessions.passed + r.sessions.failed;
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  const f = check?.facts.params ?? {};
  const measured = {
    verdict: r.verdict,
    sessions: r.sessions.total,
    seconds: r.duration_s,
    effect: num(f.estimate),
    lower: num(f.lower),
    upper: num(f.upper),
    p: num(check?.p_value),
  };
  if (judged === 0)
    return {
      ...measured,
      class: "skip",
      note: "no session of its agent passed or failed: it did not build or start",
    };
  if (!check || measured.effect === null)
    return {
      ...measured,
      class: "skip",
      note: kept(`the run has no estimate of ${metric}: it measured none`, 400),
    };
  const klass = check.status === "fail" ? "bad" : check.status === "warn" ? "inconclusive" : "good";
  return { ...measured, class: klass };
}

/** The metric's one rule alone: a probe answers one question. */
function onlyMetric(loaded: LoadedScenario, metric: string): LoadedScenario {
  const reg = loaded.scenario.regression;
  if (!reg) return loaded;
  const [key, rule] = metricRule(loaded, metric);
  return { ...loaded, scenario: { ...loaded.scenario, regression: { ...reg, metrics: { [key]: rule } } } };
}

/** A second attempt runs twice the sessions (twice a budget's max, min and step alike). */
function twiceWhen(attempt: number, loaded: LoadedScenario): LoadedScenario {
  if (attempt === 1) return loaded;
  return withSessions(loaded, (s) =>
    typeof s === "number" ? 2 * s : { min: 2 * s.min, max: 2 * s.max, step: 2 * s.step },
  );
}

/**
 * `<out>/state.json`: every finished probe, under a key of the bisect's arguments (another bisect in
 * the same folder starts over). The file is data: a probe that does not read as one is not kept.
 */
export class ProbeState {
  private readonly probes: Probe[] = [];
  private readonly file: string;

  constructor(
    out: string,
    private readonly key: string,
  ) {
    this.file = join(out, "state.json");
    if (!existsSync(this.file)) return;
    try {
      const s = JSON.parse(readFileSync(this.file, "utf8")) as { key?: unknown; probes?: unknown };
      if (s.key !== key || !Array.isArray(s.probes)) return;
      for (const p of s.probes) {
        const r = probeSchema.safeParse(p);
        if (r.success) this.probes.push(r.data);
      }
    } catch {
      // A state file that does not parse is started over.
    }
  }

  find(commit: string, reference: string, attempt: number): Probe | undefined {
    return this.probes.find((p) => p.commit === commit && p.reference === reference && p.attempt === attempt);
  }

  add(p: Probe): void {
    this.probes.push(p);
    writeFileSync(this.file, `${JSON.stringify({ key: this.key, probes: this.probes }, null, 1)}\n`);
  }

  /** One row per probe, the last kept. */
  all(): Probe[] {
    return [...new Map(this.probes.map((p) => [`${p.commit}|${p.reference}|${p.attempt}`, p])).values()];
  }
}
