/**
 * `agent-loadtest bisect`: which commit made the agent slower. It first checks that the bad commit's
 * agent regresses against the good one's (same job, interleaved, the sequential gate where the
 * scenario has a budget), then probes commits in between as `git bisect` does: each probe checks a
 * commit out into a temporary worktree (as `compare-with: base` does) and runs its agent beside the
 * good commit's. A probe is bad when the metric's rule fails, good when it passes; an inconclusive
 * one runs again with twice the sessions; a commit whose agent does not build or start is skipped.
 * When the bad commit still regresses against the culprit's agent, there is another step after it,
 * and the search goes on from the culprit.
 *
 * Every probe keeps its run folder under `<out>/probes/`, and `<out>/state.json` its verdict, so a
 * killed bisect started again with the same arguments re-runs no finished probe.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { UserError } from "../errors.js";
import { BisectSearch } from "../gate/bisect-search.js";
import { runScenario } from "../pipeline/run.js";
import { BISECT_SCHEMA_VERSION, type BisectResult, type Probe, probeSchema } from "../report/bisect.js";
import { loadScenario } from "../scenario/load.js";
import type { LoadedScenario } from "../scenario/model.js";
import { ECONOMY_METRICS, parseMetricKey } from "../scenario/thresholds.js";
import { checkoutBase, removeBase, git as runGit } from "./base-worktree.js";
import { withBaseReference } from "./compare-base.js";

export interface BisectOptions {
  /** The scenario file, inside the repository. */
  scenario: string;
  good: string;
  bad: string;
  /** The metric whose regression rule classifies a probe (default e2e_ms). */
  metric?: string;
  /** Folder the probes' runs, state.json and the bisect report go in. */
  out: string;
  /** `--set` overrides for every probe's scenario (a budget: `pairs[0].sessions={min: 20, max: 60, step: 10}`). */
  set?: string[];
  /** Every pair's session budget per probe, in place of the scenario's `sessions`. */
  budget?: { min: number; max: number; step: number };
  /** Minutes after which no new probe starts (default 60). */
  minutes?: number;
  dryRun?: boolean;
  log?: (line: string) => void;
  signal?: AbortSignal;
  cwd?: string;
  /** Told every secret value a probe's scenario resolves, before its run: the Action masks them. */
  secrets?: (values: string[]) => void;
}

/** base-worktree.ts's git (hooks off), its output or a thrown error with what git said. */
async function git(cwd: string, args: string[]): Promise<string> {
  const r = await runGit(cwd, args);
  if (!r.ok) throw new Error(r.stderr.slice(0, 300));
  return r.stdout;
}

async function commitOf(repo: string, rev: string, flag: string): Promise<string> {
  try {
    return await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
  } catch {
    throw new UserError(`${rev} is not a commit of ${repo}`, undefined, flag);
  }
}

/** Commits after `good` up to and including `bad`, oldest first, on the path between them. */
async function range(repo: string, good: string, bad: string): Promise<string[]> {
  const out = await git(repo, ["rev-list", "--ancestry-path", "--reverse", `${good}..${bad}`]);
  const commits = out ? out.split("\n") : [];
  if (commits.length === 0 || commits.at(-1) !== bad)
    throw new UserError(`${bad.slice(0, 12)} does not descend from ${good.slice(0, 12)}`, undefined, "--bad");
  return commits;
}

interface State {
  key: string;
  probes: Probe[];
}

export async function bisect(o: BisectOptions): Promise<BisectResult> {
  const log = o.log ?? (() => {});
  const cwd = resolve(o.cwd ?? process.cwd());
  let repo: string;
  try {
    repo = await git(cwd, ["rev-parse", "--show-toplevel"]);
  } catch {
    throw new UserError(
      `${cwd} is not a git checkout: bisect probes the repository's commits`,
      undefined,
      "bisect",
    );
  }
  const rel = relative(repo, resolve(cwd, o.scenario));
  if (rel.startsWith("..") || isAbsolute(rel))
    throw new UserError(`the scenario is outside the repository ${repo}`, o.scenario, "scenario");
  const { here, set } = await scenarioHere(o, cwd);
  if (here.scenario.runtime.type === "http")
    throw new UserError(
      "bisect runs each commit's agent beside the good one's, and an http runtime starts no agent",
      o.scenario,
      "runtime.type",
    );
  const good = await commitOf(repo, o.good, "--good");
  const bad = await commitOf(repo, o.bad, "--bad");
  const commits = await range(repo, good, bad);
  const metric = o.metric ?? "e2e_ms";
  const out = resolve(o.out);
  const result: BisectResult = {
    schemaVersion: BISECT_SCHEMA_VERSION,
    good,
    bad,
    metric,
    commits: commits.length,
    outcome: "dry_run",
    effect: null,
    culprits: [],
    probes: [],
    sessions: 0,
    minutes: 0,
  };
  log(
    `bisect ${good.slice(0, 12)}..${bad.slice(0, 12)}: ${commits.length} commits, ${metric}; a confirming run, then about ${BisectSearch.probesFor(commits.length)} probes`,
  );
  if (o.dryRun) {
    for (const c of commits) log(`  ${c.slice(0, 12)} ${await subjectOf(repo, c)}`);
    return result;
  }
  mkdirSync(join(out, "probes"), { recursive: true });
  const state = readState(out, `${rel}|${good}|${bad}|${metric}|${set.join(",")}`);
  const started = Date.now();
  const deadline = started + (o.minutes ?? 60) * 60_000;
  const probe = (commit: string, reference: string) =>
    classified(commit, reference, { o, set, repo, rel, metric, out, state, log });

  let reference = good;
  let left = commits;
  let confirm = await probe(bad, reference);
  result.effect = confirm.effect;
  if (confirm.verdict === "interrupted") {
    result.outcome = "interrupted";
    return finish(result, state, started);
  }
  if (confirm.class !== "bad") {
    result.outcome = "not_reproduced";
    return finish(result, state, started);
  }
  result.outcome = "found";
  while (left.length > 0) {
    const search = new BisectSearch(left.length);
    const byIndex = new Map<number, Probe>([[left.length - 1, confirm]]);
    for (let i = search.next(); i !== null; i = search.next()) {
      if (Date.now() > deadline || o.signal?.aborted) {
        result.outcome = o.signal?.aborted ? "interrupted" : "out_of_time";
        // How far it got: the culprit is one of these, after the last commit known good.
        const { candidates } = search.result();
        const first = candidates[0];
        result.narrowed = {
          after: first > 0 ? left[first - 1] : reference,
          upto: left[candidates.at(-1) ?? left.length - 1],
          commits: candidates.length,
        };
        return finish(result, state, started);
      }
      const p = await probe(left[i], reference);
      if (p.verdict === "interrupted") {
        result.outcome = "interrupted";
        return finish(result, state, started);
      }
      byIndex.set(i, p);
      search.record(i, p.class === "inconclusive" ? "good" : p.class);
    }
    const found = search.result();
    const culprit = left[found.culprit];
    const own = byIndex.get(found.culprit) ?? null;
    const explains = share(own?.effect ?? null, result.effect);
    result.culprits.push({
      commit: culprit,
      subject: await subjectOf(repo, culprit),
      author: (await git(repo, ["log", "-1", "--format=%an <%ae>", culprit])).slice(0, 400),
      effect: own?.effect ?? null,
      explains,
      candidates: found.candidates.map((i) => left[i]),
    });
    // Another step later on? The bad commit against the culprit says: regressing still, search again from it.
    if (found.culprit === left.length - 1) break;
    reference = culprit;
    left = left.slice(found.culprit + 1);
    confirm = await probe(bad, reference);
    if (confirm.verdict === "interrupted") {
      result.outcome = "interrupted";
      return finish(result, state, started);
    }
    if (confirm.class !== "bad") break;
  }
  return finish(result, state, started);
}

/**
 * The scenario as this checkout has it, with the overrides (and a budget as every pair's `sessions`):
 * a mistake in either is the user's to fix now (exit 2), not a reason to skip every probe.
 */
async function scenarioHere(o: BisectOptions, cwd: string): Promise<{ here: LoadedScenario; set: string[] }> {
  const file = resolve(cwd, o.scenario);
  const given = o.set ?? [];
  const here = await loadScenario(file, { cwd, set: given });
  if (!o.budget) return { here, set: given };
  const { min, max, step } = o.budget;
  const set = [
    ...given,
    ...here.scenario.pairs.map((_, i) => `pairs[${i}].sessions={min: ${min}, max: ${max}, step: ${step}}`),
  ];
  try {
    return { here: await loadScenario(file, { cwd, set }), set };
  } catch (e) {
    // The scenario's own budget rules decide; the flag is what to change.
    throw e instanceof UserError ? new UserError(e.message, undefined, "--budget") : e;
  }
}

/** The share of the whole effect a step explains, on the log scale (a ratio's); null when unknown. */
function share(step: number | null, whole: number | null): number | null {
  if (step === null || whole === null || !(step > 0) || !(whole > 0) || whole === 1) return null;
  return Math.log(step) / Math.log(whole);
}

interface ProbeContext {
  o: BisectOptions;
  /** The overrides every probe's scenario takes: `--set`, then `--budget`'s. */
  set: string[];
  repo: string;
  rel: string;
  metric: string;
  out: string;
  state: State & { file: string };
  log: (line: string) => void;
}

/** A probe, and once more with twice the sessions when the first was inconclusive. */
async function classified(commit: string, reference: string, ctx: ProbeContext): Promise<Probe> {
  const first = await probeOnce(commit, reference, 1, ctx);
  if (first.class !== "inconclusive") return first;
  return probeOnce(commit, reference, 2, ctx);
}

async function probeOnce(
  commit: string,
  reference: string,
  attempt: number,
  ctx: ProbeContext,
): Promise<Probe> {
  const done = ctx.state.probes.find(
    (p) => p.commit === commit && p.reference === reference && p.attempt === attempt,
  );
  if (done) {
    ctx.log(
      `probe ${commit.slice(0, 12)} vs ${reference.slice(0, 12)}: ${done.class} (kept from ${done.run_dir})`,
    );
    return done;
  }
  const p = await runProbe(commit, reference, attempt, ctx);
  // A probe cut short by a signal is not kept: started again, the bisect runs it again.
  if (p.verdict === "interrupted") return p;
  ctx.state.probes.push(p);
  writeFileSync(
    ctx.state.file,
    `${JSON.stringify({ key: ctx.state.key, probes: ctx.state.probes }, null, 1)}\n`,
  );
  ctx.log(
    `probe ${commit.slice(0, 12)} vs ${reference.slice(0, 12)}${attempt > 1 ? " (again, twice the sessions)" : ""}: ${p.class}${p.effect !== null ? `, ${ctx.metric} ×${p.effect.toFixed(3)}` : ""} over ${p.sessions} sessions${p.note ? ` (${p.note})` : ""}`,
  );
  return p;
}

async function runProbe(
  commit: string,
  reference: string,
  attempt: number,
  ctx: ProbeContext,
): Promise<Probe> {
  const base: Probe = {
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
  const cand = await checkoutBase(commit, ctx.repo);
  const ref = await checkoutBase(reference, ctx.repo);
  try {
    let loaded: LoadedScenario;
    try {
      loaded = await loadScenario(join(cand.dir, ctx.rel), { cwd: cand.dir, set: ctx.set });
      // The reference arm is the reference commit's agent, from its own copy of the scenario.
      const referenced = await withBaseReference(loaded, { ...ref, repo: cand.dir });
      ctx.o.secrets?.([...loaded.secretValues, ...referenced.secretValues]);
      loaded = onlyMetric(twiceWhen(attempt, referenced.loaded), ctx.metric);
    } catch (e) {
      // A commit whose scenario or agent cannot load: skipped, as `git bisect skip` would.
      if (e instanceof UserError) return { ...base, note: e.message.slice(0, 200) };
      throw e;
    }
    const run = await runScenario(loaded, {
      outDir: join(ctx.out, "probes"),
      baselineDir: join(ctx.out, "baselines"),
      ...(ctx.o.signal ? { signal: ctx.o.signal } : {}),
    });
    const r = run.report;
    const check = r.gate.checks.find(
      (c) => c.kind === "regression" && parseMetricKeySafe(c.metric) === ctx.metric,
    );
    const f = check?.facts.params ?? {};
    const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
    const judged = r.sessions.passed + r.sessions.failed;
    const klass: Probe["class"] =
      judged === 0
        ? "skip"
        : check?.status === "fail"
          ? "bad"
          : check?.status === "warn"
            ? "inconclusive"
            : "good";
    return {
      ...base,
      class: klass,
      verdict: r.verdict,
      effect: num(f.estimate),
      lower: num(f.lower),
      upper: num(f.upper),
      p: num(check?.p_value),
      sessions: r.sessions.total,
      seconds: r.duration_s,
      run_dir: run.runDir,
      note: judged === 0 ? "no session of its agent passed or failed: it did not build or start" : null,
    };
  } finally {
    await removeBase(cand);
    await removeBase(ref);
  }
}

const parseMetricKeySafe = (key: string): string | null => {
  try {
    return parseMetricKey(key).metric;
  } catch {
    return null;
  }
};

/** The metric's own rules alone (a default one when the scenario has none): a probe answers one question. */
function onlyMetric(loaded: LoadedScenario, metric: string): LoadedScenario {
  const reg = loaded.scenario.regression;
  if (!reg) return loaded;
  const own = Object.entries(reg.metrics ?? {}).filter(([k]) => parseMetricKeySafe(k) === metric);
  // Without one: +10% on the p50, or on the mean for calls, tokens and dollars (docs/cost.md says why).
  const rule = (ECONOMY_METRICS as readonly string[]).includes(metric)
    ? { max_increase: "10%", statistic: "mean" as const }
    : { max_increase: "10%" };
  const metrics = own.length > 0 ? Object.fromEntries(own) : { [metric]: rule };
  return { ...loaded, scenario: { ...loaded.scenario, regression: { ...reg, metrics } } };
}

/** A second attempt runs twice the sessions (twice a budget's max, min and step alike). */
function twiceWhen(attempt: number, loaded: LoadedScenario): LoadedScenario {
  if (attempt === 1) return loaded;
  const twice = (s: number | { min: number; max: number; step: number }) =>
    typeof s === "number" ? 2 * s : { min: 2 * s.min, max: 2 * s.max, step: 2 * s.step };
  return {
    ...loaded,
    scenario: {
      ...loaded.scenario,
      pairs: loaded.scenario.pairs.map((p) => ({ ...p, sessions: twice(p.sessions) })),
    },
    pairs: loaded.pairs.map((p) => ({
      ...p,
      sessions: 2 * p.sessions,
      ...(p.budget ? { budget: twice(p.budget) as typeof p.budget } : {}),
    })),
  };
}

async function subjectOf(repo: string, commit: string): Promise<string> {
  return (await git(repo, ["log", "-1", "--format=%s", commit])).slice(0, 200);
}

function readState(out: string, key: string): State & { file: string } {
  const file = join(out, "state.json");
  if (existsSync(file)) {
    try {
      const s = JSON.parse(readFileSync(file, "utf8")) as { key?: unknown; probes?: unknown };
      if (s.key === key && Array.isArray(s.probes)) {
        const probes = s.probes.flatMap((p) => {
          // The file is data: a probe that does not read as one is not kept, and runs again.
          const r = probeSchema.safeParse(p);
          return r.success ? [r.data] : [];
        });
        return { key, probes, file };
      }
    } catch {
      // A state file that does not parse is started over.
    }
  }
  return { key, probes: [], file };
}

function finish(result: BisectResult, state: State, started: number): BisectResult {
  // One row per probe, the last kept (a state file only ever appends).
  const byId = new Map(state.probes.map((p) => [`${p.commit}|${p.reference}|${p.attempt}`, p]));
  result.probes = [...byId.values()];
  result.sessions = result.probes.reduce((a, p) => a + p.sessions, 0);
  result.minutes = Math.round(((Date.now() - started) / 60_000) * 10) / 10;
  return result;
}
