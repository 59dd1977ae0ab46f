/**
 * Calibration benchmark of the regression gate, through the commands a user runs: every repetition
 * writes synthetic run directories (bench/gate/synthetic-run.ts), records the baseline with
 * `baseline update` and gates the candidate with `report` (the same functions those commands call),
 * then reads the verdict from report.json. Prints fail / warn / pass rates with Wilson intervals per
 * cell, the point-rule anchor (github-action-benchmark style: the rule's statistic, ratio beyond the
 * tolerance fails) beside them, and HOLDS / MISSED per target; exits 1 on a miss. Then the gate's
 * Monte-Carlo properties at the size their claims were made at (bench/gate/properties.ts; the unit
 * tests run the same functions at test size).
 *
 *   bash bench/gate/run.sh calibration [--reps 400] [--seed 0] [--workers 2] [--only p95,properties] [--json FILE]
 *
 * `--seed` picks a seed base: every base draws fresh, disjoint seeds for every repetition, so a
 * target that holds on several bases is not an artefact of one seed set.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { updateBaseline } from "../../src/pipeline/baseline-update.js";
import { finalizeRun } from "../../src/pipeline/finalize.js";
import type { Report } from "../../src/report/schema.js";
import { wilson } from "../../src/stats/comparisons.js";
import { fullSizeProperties } from "./properties.js";
import { RULE_SETS, type RunSpec, writeSameJobRun, writeSyntheticRun } from "./synthetic-run.js";

type Rules = keyof typeof RULE_SETS;

interface Cell {
  id: string;
  label: string;
  n: number;
  /** The candidate's truth. */
  head: Partial<RunSpec>;
  /** The baseline's truth (and how many runs its history holds). */
  base?: Partial<RunSpec>;
  history?: number;
  /** Gate against a reference arm in the same job (`compare_with`) instead of a stored baseline. */
  sameJob?: boolean;
  runSigma?: number;
  /** Only for these rule sets (a cell that answers one rule's question). */
  rules?: Rules[];
  /** A session budget: the sequential gate, n its max. */
  budget?: { min: number; max: number; step: number };
}

/**
 * Cells that measure the session-level tests compare in the same job (`compare_with`): against a
 * stored baseline the gate also allows for run-to-run spread (src/gate/run-spread.ts: a prior below
 * 5 history runs, the history's t-test and drift checks from 5), which those cells are not about;
 * a same-job reference arm is what a one-run baseline without run noise was to them. The drift
 * cells are about that spread: a per-run factor on both arms, stored baselines.
 */
const H = { sameJob: true } as const;
const CELLS: Cell[] = [
  { id: "same20", label: "identical, n=20", n: 20, head: {}, ...H },
  { id: "same40", label: "identical, n=40", n: 40, head: {}, ...H, rules: ["p95"] },
  { id: "same50", label: "identical, n=50", n: 50, head: {}, ...H },
  { id: "same100", label: "identical, n=100", n: 100, head: {}, ...H },
  {
    id: "drift1",
    label: "identical, run factor σ0.1, 1-run baseline, n=50",
    n: 50,
    head: {},
    runSigma: 0.1,
    history: 1,
  },
  {
    id: "drift5",
    label: "identical, run factor σ0.1, 5-run history, n=50",
    n: 50,
    head: {},
    runSigma: 0.1,
    history: 5,
  },
  // The run-to-run spread measured on a loaded machine (σ 0.13 of log p50), against one stored run.
  ...[20, 50].map((n) => ({
    id: `drift13n${n}`,
    label: `identical, run factor σ0.13, 1-run baseline, n=${n}`,
    n,
    head: {},
    runSigma: 0.13,
    history: 1,
  })),
  {
    id: "drift13slow2",
    label: "2× slower, run factor σ0.13, 1-run baseline, n=50",
    n: 50,
    head: { scale: 2 },
    runSigma: 0.13,
    history: 1,
  },
  { id: "slow50", label: "30% slower, n=50", n: 50, head: { scale: 1.3 }, ...H },
  { id: "slow100", label: "30% slower, n=100", n: 100, head: { scale: 1.3 }, ...H },
  { id: "slow200", label: "30% slower, n=200", n: 200, head: { scale: 1.3 }, ...H },
  // How many sessions a tail percentile needs: the README quotes this row.
  { id: "slow400", label: "30% slower, n=400", n: 400, head: { scale: 1.3 }, rules: ["p95"], ...H },
  // PR sizes: the tail rule decides by its permutation test below the order-statistic bound.
  { id: "pr2x20", label: "2× slower, n=20", n: 20, head: { scale: 2 }, rules: ["p95"], ...H },
  { id: "pr2x40", label: "2× slower, n=40", n: 40, head: { scale: 2 }, rules: ["p95"], ...H },
  { id: "pr15x40", label: "1.5× slower, n=40", n: 40, head: { scale: 1.5 }, rules: ["p95"], ...H },
  {
    id: "tail100",
    label: "tail: 10% of sessions ×2, n=100",
    n: 100,
    head: { tail: { share: 0.1, factor: 2 } },
    ...H,
  },
  // What an agent costs (docs/cost.md): twice the model calls per task, at PR size, in the same job.
  { id: "econ20", label: "identical, n=20", n: 20, head: {}, rules: ["economy"], ...H },
  { id: "econ2x20", label: "2× model calls, n=20", n: 20, head: { calls: 2 }, rules: ["economy"], ...H },
  { id: "econ12x20", label: "1.2× model calls, n=20", n: 20, head: { calls: 1.2 }, rules: ["economy"], ...H },
  // The sequential gate (docs/gate.md): a budget of 20 to 120 sessions a side, a look every 10.
  ...sequentialCells(),
  { id: "pass50", label: "pass rate 0.95→0.80, n=50", n: 50, head: { passRate: 0.8 } },
  { id: "pass100", label: "pass rate 0.95→0.80, n=100", n: 100, head: { passRate: 0.8 } },
];

function sequentialCells(): Cell[] {
  const budget = { min: 20, max: 120, step: 10 };
  const rules: Rules[] = ["defaults", "p95"];
  const cell = (id: string, label: string, head: Partial<RunSpec>, sameJob: boolean): Cell => ({
    id,
    label: `${label}, budget 20–120 by 10${sameJob ? "" : ", 1-run baseline"}`,
    n: budget.max,
    head,
    budget,
    rules,
    ...(sameJob ? { sameJob: true } : { history: 1 }),
  });
  return [
    cell("seq", "identical", {}, true),
    cell("seq2x", "2× slower", { scale: 2 }, true),
    cell("seq13", "30% slower", { scale: 1.3 }, true),
    cell("seqBase", "identical", {}, false),
    cell("seqBase2x", "2× slower", { scale: 2 }, false),
  ];
}

type Rate = "fail" | "warn" | "pass";
interface Target {
  rules: Rules;
  cell: string;
  rate: Rate;
  op: "≤" | "≥";
  value: number;
}
const T = (rules: Rules, cell: string, rate: Rate, op: "≤" | "≥", value: number): Target => ({
  rules,
  cell,
  rate,
  op,
  value,
});
const TARGETS: Target[] = [
  T("defaults", "same50", "fail", "≤", 0.05),
  // A warning needs p ≤ 2α (src/gate/regression.ts): identical runs warn about α of the time, at any size.
  T("defaults", "same20", "warn", "≤", 0.1),
  T("defaults", "same50", "warn", "≤", 0.1),
  T("defaults", "same100", "warn", "≤", 0.1),
  T("p95", "same20", "warn", "≤", 0.1),
  T("defaults", "slow100", "fail", "≥", 0.8),
  T("defaults", "pass100", "fail", "≥", 0.8),
  T("readme", "same50", "fail", "≤", 0.05),
  T("p95", "same20", "fail", "≤", 0.05),
  T("p95", "same50", "fail", "≤", 0.05),
  T("p95", "same100", "fail", "≤", 0.05),
  T("p95", "slow100", "fail", "≥", 0.4),
  T("p95", "slow200", "fail", "≥", 0.6),
  T("p95", "same40", "fail", "≤", 0.05),
  T("p95", "pr2x20", "fail", "≥", 0.6),
  T("p95", "pr2x40", "fail", "≥", 0.75),
  T("p95", "pr15x40", "fail", "≥", 0.35),
  ...(["defaults", "readme", "p95"] as Rules[]).flatMap((r) => [
    T(r, "drift1", "fail", "≤", 0.15),
    T(r, "drift5", "fail", "≤", 0.05),
    T(r, "drift13n20", "fail", "≤", 0.05),
    T(r, "drift13n50", "fail", "≤", 0.05),
  ]),
  T("economy", "econ20", "fail", "≤", 0.05),
  T("economy", "econ20", "pass", "≥", 0.95),
  T("economy", "econ2x20", "fail", "≥", 0.95),
  // A median rule still catches a 2× slowdown through the prior; a p95 rule's own noise is larger.
  T("defaults", "drift13slow2", "fail", "≥", 0.8),
  // The sequential gate, budget 20–120 by 10: error rates hold under looking, warnings carry information.
  T("defaults", "seq", "fail", "≤", 0.05),
  T("defaults", "seq", "warn", "≤", 0.05),
  T("defaults", "seq2x", "fail", "≥", 0.97),
  T("defaults", "seq13", "fail", "≥", 0.85),
  T("p95", "seq", "fail", "≤", 0.05),
  T("p95", "seq", "warn", "≤", 0.1),
  T("p95", "seq2x", "fail", "≥", 0.9),
  T("defaults", "seqBase", "fail", "≤", 0.05),
  T("p95", "seqBase", "fail", "≤", 0.05),
  T("readme", "drift13slow2", "fail", "≥", 0.8),
];

/** The sequential gate's targets (issue: decide, don't warn), beside the rates in TARGETS. */
const SESSION_TARGETS: { rules: Rules; cell: string; median: number }[] = [
  { rules: "defaults", cell: "seq", median: 40 },
  { rules: "defaults", cell: "seq2x", median: 30 },
];

interface Job {
  rules: Rules;
  cell: number;
  rep: number;
  seedBase: number;
}
/** Seeds of one base stay below this (cells × 100 000 plus the re-run offset). */
const SEED_SPAN = 10_000_000;
interface Outcome {
  verdict: Rate;
  /** The point rule (ratio of the rule's own statistic beyond its tolerance) would fail. */
  point: boolean;
  /** Largest hint of a warned rule, sessions per side; null when nothing warned with a hint. */
  hint: number | null;
  /** The hinted rules' statuses when re-run at that many sessions: decided = none of them warns. */
  decided: boolean | null;
  /** FAIL while a failing latency check's shown interval still holds "no change" (`[0.97×, ∞)`). */
  contradicts: boolean;
  /** Some latency check's shown interval excludes "no change", whatever its status (coverage on identical runs). */
  excludes: boolean;
  /** Sessions a side the sequential gate used (its deciding look's), null for a fixed design. */
  used: number | null;
}

/** The shown interval of a failing latency check does not exclude "no change": verdict and evidence disagree. */
function contradicts(report: Report): boolean {
  return report.gate.checks.some((c) => c.status === "fail" && excludesNoChange(c) === false);
}

/** Whether a latency check's shown one-sided interval excludes "no change"; null for other checks. */
function excludesNoChange(c: Report["gate"]["checks"][number]): boolean | null {
  const f = c.facts?.params;
  if (c.kind !== "regression" || !f || f.statistic === "rate" || f.direction === undefined) return null;
  const none = f.scale === "ratio" ? 1 : 0;
  return f.direction === "increase"
    ? typeof f.lower === "number" && f.lower > none
    : typeof f.upper === "number" && f.upper < none;
}

function outcomeOf(report: Report, hint: number | null, decided: boolean | null): Outcome {
  return {
    verdict: report.verdict as Rate,
    point: pointRuleFails(report),
    hint,
    decided,
    contradicts: contradicts(report),
    excludes: report.gate.checks.some((c) => excludesNoChange(c) === true),
    used: report.sequential?.looks.at(-1)?.planned ?? null,
  };
}

const TOLERANCE: Record<string, number> = {};
function pointRuleFails(report: Report): boolean {
  return report.gate.checks.some((c) => {
    if (c.kind !== "regression" || c.observed === null || c.baseline === null) return false;
    const m = /max_(increase|decrease) ([\d.]+)(%?)$/.exec(c.rule);
    if (!m) return false;
    const tol = Number(m[2]) / (m[3] ? 100 : 1);
    TOLERANCE[c.rule] = tol;
    if (c.metric === "pass_rate") return c.observed - c.baseline < -tol;
    return m[1] === "increase" ? c.observed / c.baseline > 1 + tol : c.observed / c.baseline < 1 - tol;
  });
}

/** One repetition: baseline run(s) → `baseline update`, candidate run → `report`. */
async function gateOnce(rules: Rules, cell: Cell, n: number, seed: number): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), "gate-cal-"));
  try {
    if (cell.sameJob) return await sameJobOnce(dir, rules, cell, n, seed);
    const baselineDir = join(dir, "baselines");
    const history = cell.history ?? 1;
    const common = { rules, sessions: n, runSigma: cell.runSigma ?? 0 };
    for (let h = 0; h < history; h++) {
      const runDir = writeSyntheticRun(join(dir, `base-${h}`), {
        ...common,
        ...cell.base,
        seed: seed * 16 + h,
        runId: `base-${h}`,
      });
      updateBaseline(runDir, baselineDir, { now: new Date(Date.UTC(2026, 0, 1 + h)) });
    }
    const candidate = writeSyntheticRun(join(dir, "candidate"), {
      ...common,
      ...cell.head,
      ...(cell.budget ? { budget: cell.budget } : {}),
      seed: seed * 16 + 15,
      runId: "candidate",
    });
    await finalizeRun(candidate, { baselineDir, now: new Date(Date.UTC(2026, 1, 1)) });
    return JSON.parse(readFileSync(join(candidate, "report.json"), "utf8")) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One repetition in the same job: the reference arm and the candidate in one run, then `report`. */
async function sameJobOnce(dir: string, rules: Rules, cell: Cell, n: number, seed: number): Promise<Report> {
  const common = { rules, sessions: n, runSigma: cell.runSigma ?? 0 };
  const candidate = writeSameJobRun(
    join(dir, "candidate"),
    {
      ...common,
      ...cell.head,
      ...(cell.budget ? { budget: cell.budget } : {}),
      seed: seed * 16 + 15,
      runId: "candidate",
    },
    { ...common, ...cell.base, seed: seed * 16 },
  );
  await finalizeRun(candidate, { baselineDir: join(dir, "baselines"), now: new Date(Date.UTC(2026, 1, 1)) });
  return JSON.parse(readFileSync(join(candidate, "report.json"), "utf8")) as Report;
}

const MAX_RERUN = 3000;
/** Warned runs among the first this many repetitions of each cell are re-run at their hinted size. */
const RERUN_REPS = 60;

async function runJob(job: Job): Promise<Outcome> {
  const cell = CELLS[job.cell];
  const seed = 1 + job.seedBase * SEED_SPAN + job.cell * 100_000 + job.rep * 7;
  const report = await gateOnce(job.rules, cell, cell.n, seed);
  // A sequential run's warnings are about its budget, not a size to re-run at.
  if (cell.budget) return outcomeOf(report, null, null);
  const warned = report.gate.checks.filter((c) => c.status === "warn" && c.sessions_needed !== undefined);
  const hint = warned.length ? Math.max(...warned.map((c) => c.sessions_needed!)) : null;
  let decided: boolean | null = null;
  if (hint !== null && job.rep >= RERUN_REPS) return outcomeOf(report, hint, null);
  if (hint !== null && hint <= MAX_RERUN) {
    // The same truth, fresh seeds on both sides, at the hinted size.
    const again = await gateOnce(job.rules, cell, hint, seed + 3_000_000);
    const rules = new Set(warned.map((c) => `${c.metric}|${c.rule}`));
    decided = again.gate.checks
      .filter((c) => rules.has(`${c.metric}|${c.rule}`))
      .every((c) => c.status !== "warn");
  } else if (hint !== null) decided = false;
  return outcomeOf(report, hint, decided);
}

if (!isMainThread) {
  const jobs = workerData as Job[];
  (async () => {
    for (const job of jobs) parentPort!.postMessage({ job, outcome: await runJob(job) });
    parentPort!.postMessage(null);
  })();
} else {
  await main();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reps: { type: "string", default: "400" },
      seed: { type: "string", default: "0" },
      workers: { type: "string", default: String(Math.min(2, availableParallelism())) },
      only: { type: "string" },
      cells: { type: "string" },
      json: { type: "string" },
    },
  });
  const reps = Number(values.reps);
  const seedBase = Number(values.seed);
  if (!Number.isInteger(seedBase) || seedBase < 0 || seedBase > 400) {
    console.error(`--seed ${values.seed}: a whole number from 0 to 400`);
    process.exit(2);
  }
  // `--only properties` runs the Monte-Carlo properties alone; without `--only` they run after the cells.
  const only = values.only?.split(",");
  const ruleSets = (only ? only.filter((o) => o !== "properties") : Object.keys(RULE_SETS)) as Rules[];
  const properties = !only || only.includes("properties");
  const cellIds = values.cells ? new Set(values.cells.split(",")) : null;
  const jobs: Job[] = [];
  for (const rules of ruleSets)
    CELLS.forEach((c, cell) => {
      // A set with LLM calls runs only the cells that name it; the latency sets every cell that does not exclude them.
      const runs = c.rules ? c.rules.includes(rules) : !RULE_SETS[rules].economy;
      if ((!cellIds || cellIds.has(c.id)) && runs)
        for (let rep = 0; rep < reps; rep++) jobs.push({ rules, cell, rep, seedBase });
    });
  let ok = true;
  if (jobs.length > 0) {
    const started = Date.now();
    const results = await runAll(jobs, Math.max(1, Number(values.workers)));
    const elapsed = (Date.now() - started) / 1000;
    ok = printResults(ruleSets, results, reps, elapsed, cellIds, seedBase);
    if (values.json) writeFileSync(values.json, JSON.stringify([...results.entries()], null, 1));
  }
  if (properties) ok = printProperties() && ok;
  process.exit(ok ? 0 : 1);
}

function printProperties(): boolean {
  console.log("\n## Monte-Carlo properties at full size (the unit tests run them smaller)");
  const started = Date.now();
  const lines = fullSizeProperties();
  for (const l of lines) console.log(`${l.holds ? "HOLDS " : "MISSED"} ${l.text}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return lines.every((l) => l.holds);
}

function runAll(jobs: Job[], workers: number): Promise<Map<string, Outcome[]>> {
  const results = new Map<string, Outcome[]>();
  const slices = Array.from({ length: workers }, (_, w) => jobs.filter((_, i) => i % workers === w));
  let done = 0;
  return new Promise((resolve, reject) => {
    let live = slices.filter((s) => s.length > 0).length;
    if (live === 0) resolve(results);
    for (const slice of slices.filter((s) => s.length > 0)) {
      const worker = new Worker(new URL(import.meta.url), { workerData: slice });
      worker.on("message", (m: { job: Job; outcome: Outcome } | null) => {
        if (m === null) {
          if (--live === 0) resolve(results);
          return;
        }
        const key = `${m.job.rules}|${CELLS[m.job.cell].id}`;
        results.set(key, [...(results.get(key) ?? []), m.outcome]);
        if (++done % 200 === 0) process.stderr.write(`  ${done}/${jobs.length} repetitions\n`);
      });
      worker.on("error", reject);
    }
  });
}

/** Sessions a side the sequential cells used: median and p90, beside the fixed design's. */
function usedOf(out: Outcome[]): { median: number; p90: number } {
  const used = out.map((o) => o.used ?? Number.NaN).sort((a, b) => a - b);
  const at = (q: number) => used[Math.min(used.length - 1, Math.floor(q * used.length))];
  return { median: at(0.5), p90: at(0.9) };
}

function printSessionsUsed(rules: Rules, results: Map<string, Outcome[]>): void {
  const rows = CELLS.filter((c) => c.budget && results.has(`${rules}|${c.id}`));
  if (rows.length === 0) return;
  console.log(`\n| sequential cell | sessions a side used: median | p90 | fixed design |`);
  console.log(`|---|---|---|---|`);
  for (const c of rows) {
    const u = usedOf(results.get(`${rules}|${c.id}`)!);
    console.log(`| ${c.label} | ${u.median} | ${u.p90} | ${c.n} |`);
  }
}

function rateText(k: number, n: number): string {
  const [lo, hi] = wilson(k, n, 1.959963984540054);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return `${pct(k / n).padStart(6)} [${pct(lo)}–${pct(hi)}]`;
}

function printResults(
  ruleSets: Rules[],
  results: Map<string, Outcome[]>,
  reps: number,
  elapsed: number,
  cellIds: Set<string> | null,
  seedBase: number,
): boolean {
  console.log(
    `gate calibration: ${reps} repetitions per cell, seed base ${seedBase}, through \`baseline update\` and \`report\`; rates with 95% Wilson intervals`,
  );
  for (const rules of ruleSets) {
    console.log(`\n## ${RULE_SETS[rules].label}`);
    console.log(
      `| cell | fail | warn | pass | point rule fails | interval excludes no change | FAIL, interval holds no change |`,
    );
    console.log(`|---|---|---|---|---|---|---|`);
    for (const c of CELLS) {
      const out = results.get(`${rules}|${c.id}`);
      if (!out) continue;
      const count = (f: (o: Outcome) => boolean) => out.filter(f).length;
      const cols = (["fail", "warn", "pass"] as Rate[]).map((r) =>
        rateText(
          count((o) => o.verdict === r),
          out.length,
        ),
      );
      console.log(
        `| ${c.label} | ${cols.join(" | ")} | ${rateText(
          count((o) => o.point),
          out.length,
        )} | ${rateText(
          count((o) => o.excludes),
          out.length,
        )} | ${count((o) => o.contradicts)} |`,
      );
    }
    printSessionsUsed(rules, results);
  }
  let ok = true;
  console.log("\n## targets");
  for (const t of TARGETS) {
    const out = results.get(`${t.rules}|${t.cell}`);
    if (!out || (cellIds && !cellIds.has(t.cell))) continue;
    const k = out.filter((o) => o.verdict === t.rate).length;
    const holds = t.op === "≤" ? k / out.length <= t.value : k / out.length >= t.value;
    ok &&= holds;
    const what = t.rate === "fail" && t.op === "≥" ? "caught" : t.rate;
    const cell = CELLS.find((c) => c.id === t.cell)!.label;
    console.log(
      `${holds ? "HOLDS " : "MISSED"} ${RULE_SETS[t.rules].label} · ${cell}: ${what} ${rateText(k, out.length)} (target ${t.op} ${t.value * 100}%)`,
    );
  }
  for (const t of SESSION_TARGETS) {
    const out = results.get(`${t.rules}|${t.cell}`);
    if (!out || (cellIds && !cellIds.has(t.cell))) continue;
    const used = usedOf(out);
    const holds = used.median <= t.median;
    ok &&= holds;
    const cell = CELLS.find((c) => c.id === t.cell)!.label;
    console.log(
      `${holds ? "HOLDS " : "MISSED"} ${RULE_SETS[t.rules].label} · ${cell}: median sessions a side ${used.median} (target ≤ ${t.median}; the fixed design runs ${CELLS.find((c) => c.id === t.cell)!.n})`,
    );
  }
  const all = [...results.values()].flat().filter((o) => o.hint !== null && o.decided !== null);
  const decided = all.filter((o) => o.decided).length;
  const hintHolds = all.length === 0 || decided / all.length >= 0.7;
  ok &&= hintHolds;
  console.log(
    `${hintHolds ? "HOLDS " : "MISSED"} warned runs re-run with the hinted sessions per side reach a decision: ${all.length ? rateText(decided, all.length) : "none warned"} of ${all.length} (warned runs among the first ${RERUN_REPS} repetitions of each cell; a hint above ${MAX_RERUN} counts as undecided; target ≥ 70%)`,
  );
  const timeHolds = elapsed <= 15 * 60;
  ok &&= timeHolds;
  console.log(`${timeHolds ? "HOLDS " : "MISSED"} wall time ${elapsed.toFixed(0)} s (target ≤ 900 s)`);
  return ok;
}
