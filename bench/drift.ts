/**
 * Is the default PR gate quiet on a real runner's drift? A real built-in coding agent (codex by default)
 * on tasks/hello-file against the mock LLM in Docker, nothing changed between runs, two ways:
 *   stored   — one run recorded as the baseline (`baseline update`, a one-run history), then `--runs`
 *              runs gated against it with the default rules (p50 +15%, pass rate −0.05);
 *   same job — `--compares` runs with `regression.compare_with` naming the same agent: the reference
 *              arm interleaved with the candidate in the run, gated against it.
 * Targets: the stored baseline fails at most one of 8 runs; the same-job comparison fails none of 6.
 * Prints each run's verdict, p50 and the e2e check's reason, both counts, and HOLDS / MISSED (exit 1
 * when a target is missed).
 * Run: bash bench/drift.sh [--agent codex] [--sessions 20] [--concurrency 4] [--runs 8] [--compares 6]
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { updateBaseline } from "../src/pipeline/baseline-update.js";
import { runScenario } from "../src/pipeline/run.js";
import { loadScenario } from "../src/scenario/load.js";

// The shell wrapper runs from the repository root.
const ROOT = process.cwd();
const TASK = path.join(ROOT, "tasks/hello-file");
const SCRIPT = path.join(ROOT, "examples/scripts/hello-file.yaml");

const { values: args } = parseArgs({
  options: {
    agent: { type: "string", default: "codex" },
    sessions: { type: "string", default: "20" },
    concurrency: { type: "string", default: "4" },
    runs: { type: "string", default: "8" },
    compares: { type: "string", default: "6" },
  },
});
const RUNS = Number(args.runs);
const COMPARES = Number(args.compares);
/** At most one in 8 (12.5%) for the stored baseline; none for the same-job comparison. */
const STORED_MAX = Math.floor(RUNS / 8);
const dir = mkdtempSync(path.join(tmpdir(), "bench-drift-"));

function scenarioFile(name: string, sameJob: boolean): string {
  const agent = `{ name: ${args.agent} }`;
  const file = path.join(dir, `${name}.yaml`);
  writeFileSync(
    file,
    `name: drift
runtime: { type: docker, docker: { network_mode: host } }
services: { mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 8, script: ${SCRIPT} } }
pairs:
  - agent: ${agent}
    task: ${TASK}
    sessions: ${Number(args.sessions)}
    n_concurrent: ${Number(args.concurrency)}
retry: { max_retries: 0 }
regression:
  baseline: ${path.join(dir, "baselines", "drift.json")}
${sameJob ? `  compare_with: { agent: ${agent} }\n` : ""}`,
  );
  return file;
}

interface Gated {
  code: number;
  line: string;
}

async function gated(file: string, label: string): Promise<Gated> {
  const out = await runScenario(await loadScenario(file), {
    outDir: path.join(dir, "runs"),
    baselineDir: path.join(dir, "baselines"),
  });
  const r = out.report;
  const e2e = r.gate.checks.find((c) => c.kind === "regression" && c.metric === "e2e_ms");
  const failing = r.gate.checks
    .filter((c) => c.status === "fail" && c !== e2e)
    .map((c) => `${c.metric}: ${c.reason}`);
  const line = `${label}: ${r.verdict} (exit ${out.exitCode}) · pass ${r.pass_rate} · e2e p50 ${Math.round(r.metrics.e2e_ms?.p50 ?? Number.NaN)} ms · ${e2e ? `e2e ${e2e.status}: ${e2e.reason}` : "no e2e check"}${failing.length ? ` · also failing: ${failing.join("; ")}` : ""}`;
  console.log(line.slice(0, 600));
  return { code: out.exitCode, line };
}

async function main(): Promise<number> {
  console.log(
    `${args.agent} on tasks/hello-file, ${args.sessions} sessions at concurrency ${args.concurrency}, mock LLM in Docker (${dir})`,
  );
  const first = await runScenario(await loadScenario(scenarioFile("record", false)), {
    outDir: path.join(dir, "runs"),
    baselineDir: path.join(dir, "baselines"),
  });
  const written = updateBaseline(first.runDir, path.join(dir, "baselines"));
  console.log(
    `baseline: one run, e2e p50 ${Math.round(first.report.metrics.e2e_ms?.p50 ?? Number.NaN)} ms, ${written.sessions} sessions`,
  );
  const stored = scenarioFile("stored", false);
  let storedFails = 0;
  for (let i = 1; i <= RUNS; i++) if ((await gated(stored, `stored ${i}/${RUNS}`)).code === 1) storedFails++;
  const same = scenarioFile("same-job", true);
  let sameFails = 0;
  for (let i = 1; i <= COMPARES; i++)
    if ((await gated(same, `same job ${i}/${COMPARES}`)).code === 1) sameFails++;

  const storedOk = storedFails <= STORED_MAX;
  const sameOk = sameFails === 0;
  console.log(
    `\nstored one-run baseline: ${storedFails} of ${RUNS} unchanged runs failed (target ≤ ${STORED_MAX}) ${storedOk ? "HOLDS" : "MISSED"}`,
  );
  console.log(
    `same-job comparison:     ${sameFails} of ${COMPARES} comparisons of the agent with itself failed (target 0) ${sameOk ? "HOLDS" : "MISSED"}`,
  );
  return storedOk && sameOk ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(3);
  },
);
