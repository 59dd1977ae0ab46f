/**
 * `agent-loadtest bisect`: which commit made the agent slower (or costlier). It first checks that the
 * bad commit's agent regresses against the good one's (same job, interleaved, the sequential gate where
 * the scenario has a budget), then probes commits in between as `git bisect` does (each probe:
 * bisect-probe.ts). When the bad commit still regresses against the culprit's agent, there is another
 * step after it, and the search goes on from the culprit. No probe starts after `minutes`; the report
 * then says which commits the next culprit is among.
 *
 * Every probe keeps its run folder under `<out>/probes/`, and `<out>/state.json` its verdict, so a
 * killed bisect started again with the same arguments re-runs no finished probe.
 */
import { mkdirSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { UserError } from "../errors.js";
import { BisectSearch } from "../gate/bisect-search.js";
import { BISECT_SCHEMA_VERSION, type BisectResult, type Culprit, type Probe } from "../report/bisect.js";
import { loadScenario } from "../scenario/load.js";
import type { Budget } from "../scenario/schema-parts.js";
import { git as runGit } from "./base-worktree.js";
import {
  budgetSets,
  classified,
  kept,
  metricRule,
  type ProbeSetup,
  ProbeState,
  scaleOf,
} from "./bisect-probe.js";

export interface BisectOptions {
  /** The scenario file, inside the repository. */
  scenario: string;
  good: string;
  bad: string;
  /** The metric whose regression rule classifies a probe (default e2e_ms). */
  metric?: string;
  /** Folder the probes' runs, state.json and the bisect report go in. */
  out: string;
  /** `--set` overrides for every probe's scenario. */
  set?: string[];
  /** Every pair's session budget per probe, in place of the scenario's `sessions`. */
  budget?: Budget;
  /** Minutes after which no new probe starts (default 60). */
  minutes?: number;
  /** Folders outside the repository the scenario's `agent.mount` may name (`--allow-host-path`). */
  allowHostPaths?: string[];
  /** The Action's workspace, which a scenario's paths may name as the repository does. */
  workspace?: string;
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

/** The commit a revision names in the checkout at `cwd`, or null when it names none there. */
export async function commitIn(cwd: string, rev: string): Promise<string | null> {
  const r = await runGit(cwd, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
  return r.ok ? r.stdout : null;
}

async function commitOf(repo: string, rev: string, flag: string): Promise<string> {
  const commit = await commitIn(repo, rev);
  if (commit === null) throw new UserError(`${rev} is not a commit of ${repo}`, undefined, flag);
  return commit;
}

/** Commits after `good` up to and including `bad`, oldest first, on the path between them. */
async function range(repo: string, good: string, bad: string): Promise<string[]> {
  if (good === bad)
    throw new UserError(`is the good commit itself (${good.slice(0, 12)})`, undefined, "--bad");
  const out = await git(repo, ["rev-list", "--ancestry-path", "--reverse", `${good}..${bad}`]);
  const commits = out ? out.split("\n") : [];
  if (commits.length === 0 || commits.at(-1) !== bad)
    throw new UserError(`${bad.slice(0, 12)} does not descend from ${good.slice(0, 12)}`, undefined, "--bad");
  return commits;
}

/** Everything the search needs, checked before any probe: a mistake is the user's to fix now (exit 2). */
interface Plan {
  repo: string;
  rel: string;
  good: string;
  bad: string;
  commits: string[];
  metric: string;
  setup: Omit<ProbeSetup, "out" | "deadline" | "state" | "log">;
}

async function plan(o: BisectOptions): Promise<Plan> {
  const cwd = resolve(o.cwd ?? process.cwd());
  const repo = await git(cwd, ["rev-parse", "--show-toplevel"]).catch(() => {
    throw new UserError(
      `${cwd} is not a git checkout: bisect probes the repository's commits`,
      undefined,
      "bisect",
    );
  });
  const rel = relative(repo, resolve(cwd, o.scenario));
  if (rel.startsWith("..") || isAbsolute(rel))
    throw new UserError(`the scenario is outside the repository ${repo}`, o.scenario, "scenario");
  const set = o.set ?? [];
  const allowHostPaths = o.allowHostPaths ?? [];
  const here = await scenarioHere(cwd, o, set, allowHostPaths);
  if (here.scenario.runtime.type === "http")
    throw new UserError(
      "bisect runs each commit's agent beside the good one's, and an http runtime starts no agent",
      o.scenario,
      "runtime.type",
    );
  const good = await commitOf(repo, o.good, "--good");
  const bad = await commitOf(repo, o.bad, "--bad");
  const commits = await range(repo, good, bad);
  // The good commit's agent is every probe's first reference: its scenario must be there.
  if (!(await runGit(repo, ["cat-file", "-e", `${good}:${rel.split("\\").join("/")}`])).ok)
    throw new UserError(
      `${o.good} has no ${rel}: its agent is the reference every probe runs beside`,
      undefined,
      "--good",
    );
  const metric = o.metric ?? "e2e_ms";
  const scale = scaleOf(metricRule(here, metric)[1]);
  const setup = {
    repo,
    rel,
    metric,
    set,
    ...(o.budget ? { budget: o.budget } : {}),
    allowHostPaths,
    ...(o.workspace ? { workspace: o.workspace } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
    ...(o.secrets ? { secrets: o.secrets } : {}),
    scale,
  };
  return { repo, rel, good, bad, commits, metric, setup };
}

/** The scenario as this checkout has it, with the overrides and the budget: checked now. */
async function scenarioHere(cwd: string, o: BisectOptions, set: string[], allowHostPaths: string[]) {
  const opts = { cwd, allowHostPaths, ...(o.workspace ? { workspace: o.workspace } : {}) };
  const file = resolve(cwd, o.scenario);
  const here = await loadScenario(file, { ...opts, set });
  if (!o.budget) return here;
  try {
    return await loadScenario(file, { ...opts, set: [...set, ...budgetSets(here, o.budget)] });
  } catch (e) {
    // The scenario's own budget rules decide; the flag is what to change.
    throw e instanceof UserError
      ? new UserError(e.field ? `${e.field}: ${e.message}` : e.message, e.where, "--budget")
      : e;
  }
}

export async function bisect(o: BisectOptions): Promise<BisectResult> {
  const log = o.log ?? (() => {});
  const p = await plan(o);
  const result: BisectResult = {
    schemaVersion: BISECT_SCHEMA_VERSION,
    good: p.good,
    bad: p.bad,
    metric: p.metric,
    scale: p.setup.scale,
    commits: p.commits.length,
    outcome: "dry_run",
    effect: null,
    culprits: [],
    probes: [],
    sessions: 0,
    minutes: 0,
  };
  log(
    `bisect ${p.good.slice(0, 12)}..${p.bad.slice(0, 12)}: ${p.commits.length} commits, ${p.metric}; a confirming run, then about ${BisectSearch.probesFor(p.commits.length)} probes`,
  );
  if (o.dryRun) {
    for (const c of p.commits) log(`  ${c.slice(0, 12)} ${await subjectOf(p.repo, c)}`);
    return result;
  }
  const out = resolve(o.out);
  mkdirSync(join(out, "probes"), { recursive: true });
  const started = Date.now();
  const state = new ProbeState(
    out,
    `${p.rel}|${p.good}|${p.bad}|${p.metric}|${[...p.setup.set, JSON.stringify(o.budget ?? null)].join(",")}`,
  );
  const setup: ProbeSetup = { ...p.setup, out, log, state, deadline: started + (o.minutes ?? 60) * 60_000 };
  result.outcome = await search(p, setup, result);
  result.probes = state.all();
  result.sessions = result.probes.reduce((a, x) => a + x.sessions, 0);
  result.minutes = Math.round(((Date.now() - started) / 60_000) * 10) / 10;
  return result;
}

/** The outcome of the search, the culprits and (out of time) the narrowed range written into `result`. */
async function search(p: Plan, s: ProbeSetup, result: BisectResult): Promise<BisectResult["outcome"]> {
  let reference = p.good;
  let left = p.commits;
  for (;;) {
    // Does the bad commit regress against the reference? First the good commit, then each culprit.
    const confirm = await classified(p.bad, reference, s);
    if (reference === p.good) result.effect = confirm.effect;
    if (confirm.verdict === "interrupted") return "interrupted";
    // Inconclusive and not tried again: the time ran out before its re-test.
    if (confirm.class === "inconclusive" && confirm.attempt === 1) return outOfTime(result, reference, left);
    if (confirm.class !== "bad") return reference === p.good ? "not_reproduced" : "found";
    const step = await searchStep(left, reference, confirm, s);
    if (step.outcome === "interrupted") return "interrupted";
    if (step.outcome === "out_of_time") return outOfTime(result, step.after, step.candidates);
    result.culprits.push(await culpritOf(p, result, left, step));
    if (step.culprit === left.length - 1) return "found";
    reference = left[step.culprit];
    left = left.slice(step.culprit + 1);
    if (Date.now() > s.deadline) return outOfTime(result, reference, left);
  }
}

type Step =
  | { outcome: "interrupted" }
  | { outcome: "out_of_time"; after: string; candidates: string[] }
  | { outcome: "found"; culprit: number; candidates: number[]; own: Probe | null };

/** One `git bisect` over `left` against `reference`, the bad commit (last) known bad. */
async function searchStep(left: string[], reference: string, confirm: Probe, s: ProbeSetup): Promise<Step> {
  const search = new BisectSearch(left.length);
  const byIndex = new Map<number, Probe>([[left.length - 1, confirm]]);
  const narrowed = (): Step => {
    const { candidates } = search.result();
    return {
      outcome: "out_of_time",
      after: candidates[0] > 0 ? left[candidates[0] - 1] : reference,
      candidates: candidates.map((i) => left[i]),
    };
  };
  for (let i = search.next(); i !== null; i = search.next()) {
    if (s.signal?.aborted) return { outcome: "interrupted" };
    if (Date.now() > s.deadline) return narrowed();
    const probe = await classified(left[i], reference, s);
    if (probe.verdict === "interrupted") return { outcome: "interrupted" };
    // Not tried again for want of time: recorded as good it could misplace the range.
    if (probe.class === "inconclusive" && probe.attempt === 1) return narrowed();
    byIndex.set(i, probe);
    search.record(i, probe.class === "inconclusive" ? "good" : probe.class);
  }
  const found = search.result();
  return { outcome: "found", ...found, own: byIndex.get(found.culprit) ?? null };
}

function outOfTime(result: BisectResult, after: string, candidates: string[]): "out_of_time" {
  result.narrowed = { after, upto: candidates.at(-1) ?? result.bad, commits: Math.max(1, candidates.length) };
  return "out_of_time";
}

async function culpritOf(
  p: Plan,
  result: BisectResult,
  left: string[],
  step: Extract<Step, { outcome: "found" }>,
): Promise<Culprit> {
  const commit = left[step.culprit];
  const effect = step.own?.effect ?? null;
  return {
    commit,
    subject: await subjectOf(p.repo, commit),
    author: kept(await git(p.repo, ["log", "-1", "--format=%an <%ae>", commit]), 400),
    effect,
    explains: share(effect, result.effect, result.scale),
    candidates: step.candidates.map((i) => left[i]),
  };
}

/** The share of the whole effect a step explains: on the log scale for ratios; null when unknown. */
function share(step: number | null, whole: number | null, scale: BisectResult["scale"]): number | null {
  if (step === null || whole === null) return null;
  if (scale === "difference") return whole > 0 ? step / whole : null;
  if (!(step > 0) || !(whole > 0) || whole === 1) return null;
  return Math.log(step) / Math.log(whole);
}

async function subjectOf(repo: string, commit: string): Promise<string> {
  return kept(await git(repo, ["log", "-1", "--format=%s", commit]), 200);
}
