/**
 * A newcomer's first gate, driven as the docs say: `init` writes the starter, a first run passes and
 * becomes the baseline, then the agent is made 2× slower (→ exit 1 on the latency rule) and, put back,
 * broken as the tutorial breaks its agent: it stops writing its answer (→ exit 1 on the pass-rate rule).
 * Each change edits the starter's own files, never the scenario, so the workload hash stays the
 * baseline's and the gate compares instead of refusing. Shared by the starters' tests and bench:starters.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { npmEnv } from "../../src/agents/npm-env.js";
import { SCENARIO_FILE, STARTER_MOCK } from "../../src/cli/init-files.js";
import { cliEntry } from "./cli-entry.js";

/** The CLI under test, fresh from src/ (a node start, not a compile of src/ on every call). */
const CLI = await cliEntry();
process.once("exit", CLI.cleanup);
export const CLI_ENTRY = CLI.entry;

/**
 * The CLI, in `dir`, with an environment of its own: a fresh HOME, while the agent cache and
 * the machine's way to the registry (its npm settings and extra CA certificates) stay the machine's.
 */
export function cli(dir: string, args: string[], timeoutMs = 150_000) {
  const env: Record<string, string> = { ...npmEnv(), HOME: dir };
  // Built-in agents install once per machine: a fresh HOME would fetch each again from the registry.
  env.AGENT_LOADTEST_CACHE =
    process.env.AGENT_LOADTEST_CACHE ?? join(process.env.HOME ?? dir, ".cache/agent-loadtest");
  // a bound on a hung command, far above a starter run's length
  const r = spawnSync(process.execPath, [CLI_ENTRY, ...args], {
    cwd: dir,
    env,
    encoding: "utf8",
    timeout: timeoutMs,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

export interface StarterReport {
  metrics: { e2e_ms: { p50: number } };
  baseline: { found: boolean };
  gate: { checks: { kind: string; metric: string; status: string }[] };
}

/** The newest run folder under the starter's `runs/` and its report. */
export function lastRun(dir: string): { path: string; report: StarterReport } {
  const runs = readdirSync(join(dir, "runs")).sort();
  const path = join(dir, "runs", runs.at(-1) ?? "");
  return { path, report: JSON.parse(readFileSync(join(path, "report.json"), "utf8")) as StarterReport };
}

/** The gate's failed checks as `<kind> <metric>`, e.g. `regression e2e_ms`. */
export const failedChecks = (r: StarterReport) =>
  r.gate.checks
    .filter((c) => c.status === "fail")
    .map((c) => `${c.kind} ${c.metric}`)
    .sort();

/** How a starter's agent is made slower by `ms` per session, or broken: the file it edits, and the edits. */
export interface AgentEdit {
  file: string;
  slower: (text: string, ms: number) => string;
  broken: (text: string) => string;
}

const wait = (ms: number) => `await new Promise((r) => setTimeout(r, ${ms}));`;

/** A text edit that must apply: a starter whose file changed shape fails loudly, not silently passes. */
function replaced(text: string, from: string | RegExp, to: string): string {
  const out = text.replace(from, to);
  if (out === text) throw new Error(`the starter's file no longer holds ${String(from)}`);
  return out;
}

const COMMAND: AgentEdit = {
  file: "agent-perf/agent/agent.mjs",
  slower: (t, ms) => replaced(t, /^(#!.*\n)/, `$1${wait(ms)}\n`),
  // The agent keeps working but stops writing its answer: the task's test gives reward 0.
  broken: (t) =>
    replaced(t, 'storage("fs.write", () => writeFileSync(path, content));', 'storage("fs.write", () => {});'),
};

const HTTP: AgentEdit = {
  file: "agent-perf/service/server.mjs",
  slower: (t, ms) =>
    replaced(t, "const body = await readJson(req);", `const body = await readJson(req);\n      ${wait(ms)}`),
  // The journey answers, then reports the business outcome the service's contract calls a failure.
  broken: (t) => replaced(t, /(maxTokens: 24 \}, ctx\.token\);\n\s*return )"succeeded"/, '$1"failed"'),
};

/**
 * A built-in agent is the real CLI: what it does comes from the model, here the starter's mock script.
 * Slower: the model closes with an answer long enough to stream for as long again as a session took
 * (a sleeping shell step would do, but agents refuse or background a bare `sleep`). Broken: the model
 * never asks for the answer to be written.
 */
const CLOSING = 'reply: { text: "Done: /app/hello.txt holds the line." }';
const WRITE = /reply: \{ write: \{ path: \/app\/hello\.txt, content: "hello from the agent\\n" \} \}/;
const BUILTIN: AgentEdit = {
  file: "agent-perf/mock-llm.yaml",
  slower: (t, ms) => replaced(t, CLOSING, `reply: { tokens: ${Math.round(ms / STARTER_MOCK.itl_ms)} }`),
  broken: (t) => replaced(t, WRITE, 'reply: { text: "I will not write the file." }'),
};

export function agentEdit(kind: string): AgentEdit {
  return kind === "command" ? COMMAND : kind === "http" ? HTTP : BUILTIN;
}

export interface GateStep {
  code: number | null;
  out: string;
  /** Failed checks of the run's report; null when the run wrote none. */
  failed: string[] | null;
  baselineFound: boolean | null;
  e2eP50: number | null;
}

export interface FirstGate {
  dir: string;
  init: { code: number | null; out: string };
  unchanged: GateStep;
  slower: GateStep;
  broken: GateStep;
}

/**
 * The whole first gate for one kind of starter, in a fresh folder: init, run (→ baseline), 2× slower,
 * then broken. `timeoutMs` bounds each run. Stops early (later steps null-coded) when a step cannot go on.
 */
export function firstGate(kind: string, timeoutMs: number): FirstGate {
  const dir = mkdtempSync(join(tmpdir(), `starter-${kind}-`));
  const step = (): GateStep => {
    const r = cli(dir, ["run", SCENARIO_FILE, "--quiet"], timeoutMs);
    let report: StarterReport | null = null;
    try {
      report = lastRun(dir).report;
    } catch {
      // no run folder or no report: the step's exit code and output say why
    }
    return {
      ...r,
      failed: report && failedChecks(report),
      baselineFound: report?.baseline.found ?? null,
      e2eP50: report?.metrics.e2e_ms.p50 ?? null,
    };
  };
  const skipped: GateStep = { code: null, out: "not run", failed: null, baselineFound: null, e2eP50: null };
  const init = cli(dir, ["init", "--yes", "--agent", kind]);
  if (init.code !== 0) return { dir, init, unchanged: skipped, slower: skipped, broken: skipped };
  const unchanged = step();
  if (unchanged.code !== 0 || unchanged.e2eP50 === null)
    return { dir, init, unchanged, slower: skipped, broken: skipped };
  const update = cli(dir, ["baseline", "update", lastRun(dir).path]);
  if (update.code !== 0)
    return { dir, init, unchanged: { ...unchanged, out: update.out }, slower: skipped, broken: skipped };

  const edit = agentEdit(kind);
  const file = join(dir, edit.file);
  const original = readFileSync(file, "utf8");
  // As long again as a session took at the baseline: the agent spends that much more on each.
  writeFileSync(file, edit.slower(original, Math.round(unchanged.e2eP50)));
  const slower = step();
  writeFileSync(file, edit.broken(original));
  const broken = step();
  writeFileSync(file, original);
  return { dir, init, unchanged, slower, broken };
}

/** What acceptance asks of a first gate, as the problems it shows (none: it holds). */
export function firstGateProblems(g: FirstGate): string[] {
  const p: string[] = [];
  if (g.init.code !== 0) return [`init exited ${g.init.code}: ${g.init.out.trim().split("\n").at(-1)}`];
  if (g.unchanged.code !== 0) p.push(`unchanged: exit ${g.unchanged.code}, expected 0`);
  if (g.slower.code !== 1) p.push(`2× slower: exit ${g.slower.code}, expected 1`);
  else if (!g.slower.failed?.includes("regression e2e_ms"))
    p.push(`2× slower: failed ${g.slower.failed}, not the latency rule`);
  // Slower, not broken: its sessions still pass.
  if (g.slower.failed?.some((c) => c.endsWith("pass_rate")))
    p.push(`2× slower: the pass rate failed too (${g.slower.failed})`);
  if (g.slower.baselineFound === false) p.push("2× slower: the baseline was not used");
  if (g.broken.code !== 1) p.push(`broken: exit ${g.broken.code}, expected 1`);
  else if (!g.broken.failed?.includes("regression pass_rate"))
    p.push(`broken: failed ${g.broken.failed}, not the pass-rate rule`);
  if (g.broken.baselineFound === false) p.push("broken: the baseline was not used");
  return p;
}
