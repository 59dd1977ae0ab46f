/**
 * The shipped examples at full size, as a user runs them, one at a time: their absolute latency SLOs
 * and the figures that depend on the runner's speed — find-max's answer, the rate example's schedule —
 * which the suite (tests/e2e/cli/examples.test.ts) runs scaled down and leaves to this bench.
 * Per example: the exit code against its header's, each latency SLO with its observed value, and the
 * example's own figures, each target with HOLDS or MISSED. Exit 1 when a target is missed.
 * Runs the built CLI (dist/cli.js: `npm run build` first after changing src/); Docker for the Docker
 * examples, and the real coding agents for agents.yaml (installed once, cached).
 * Run: npx tsx bench/examples/examples.ts [--examples quickstart,ramp] [--out DIR]
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: { examples: { type: "string" }, out: { type: "string" } },
});
const ROOT = resolve(import.meta.dirname, "../..");
const EXAMPLES = join(ROOT, "examples");
const CLI = join(ROOT, "dist/cli.js");
const OUT = args.out ?? mkdtempSync(join(tmpdir(), "bench-examples-"));

interface Check {
  kind: string;
  metric: string;
  rule: string;
  observed: number | null;
  status: string;
}
interface Report {
  duration_s: number;
  sessions: { total: number; passed: number };
  open_loop: {
    offered_sps: number;
    achieved_sps: number;
    schedule_lag_p99_ms: number;
    valid: boolean;
    invalid_reason: string | null;
  } | null;
  stages: {
    strategy: string;
    max_sustainable_concurrency: number | null;
    breaching_metric: string | null;
    knee_concurrency: number | null;
  } | null;
  gate: { checks: Check[] };
}

/** One target: what it claims, and whether this run holds it. */
interface Target {
  what: string;
  holds: boolean;
}

/** Figures of an example that depend on the runner's speed, beyond its latency SLOs, with their targets. */
const FIGURES: Record<string, (r: Report) => Target[]> = {
  // The header's claim: the answer sits above the mock LLM's 8 slots (12 on a 2-core runner).
  "find-max.yaml": (r) => [
    {
      what: `max sustainable concurrency ${r.stages?.max_sustainable_concurrency ?? "none"} (breaks on ${r.stages?.breaching_metric ?? "nothing"}), target ≥ 8`,
      holds: (r.stages?.max_sustainable_concurrency ?? 0) >= 8,
    },
  ],
  // The open loop is a measurement only while the load generator keeps its schedule.
  "rate.yaml": (r) => [
    {
      what: r.open_loop
        ? `open loop: offered ${r.open_loop.offered_sps}/s, achieved ${r.open_loop.achieved_sps}/s, lag p99 ${r.open_loop.schedule_lag_p99_ms} ms${r.open_loop.valid ? "" : ` (${r.open_loop.invalid_reason})`}, target: kept its schedule`
        : "open loop: no summary",
      holds: r.open_loop?.valid === true,
    },
  ],
};

const isLatencySlo = (c: Check) =>
  c.kind === "threshold" && /_ms(\{|$)/.test(c.metric) && !/^count\b/.test(c.rule);

function expectedExit(file: string): number | null {
  const m = /^# Expected exit: (\d+) \(.+\)$/m.exec(readFileSync(join(EXAMPLES, file), "utf8"));
  return m ? Number(m[1]) : null;
}

function runExample(file: string): Target[] {
  const started = Date.now();
  const r = spawnSync(process.execPath, [CLI, "run", join("examples", file), "--out", OUT, "--quiet"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 16 << 20,
  });
  const output = `${r.stdout}${r.stderr}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const expected = expectedExit(file);
  const targets: Target[] = [
    { what: `exit ${r.status} (header: ${expected})`, holds: r.status === expected },
  ];
  const json = /\(json: (\S+report\.json)\)/.exec(output)?.[1];
  console.log(`\n${file}: ${seconds} s`);
  if (!json) {
    console.log(output.trimEnd());
    return targets;
  }
  const report = JSON.parse(readFileSync(resolve(ROOT, json), "utf8")) as Report;
  console.log(
    `  ${report.sessions.total} sessions, ${report.sessions.passed} passed, ${report.duration_s} s`,
  );
  const st = report.stages;
  if (st)
    console.log(
      `  ${st.strategy}: knee at ${st.knee_concurrency ?? "none"}, max sustainable ${st.max_sustainable_concurrency ?? "none"}`,
    );
  for (const c of report.gate.checks.filter(isLatencySlo)) {
    targets.push({
      what: `${c.metric} ${c.rule}: observed ${c.observed ?? "none"}`,
      holds: c.status === "pass",
    });
  }
  targets.push(...(FIGURES[file]?.(report) ?? []));
  return targets;
}

const all = readdirSync(EXAMPLES).filter((f) => f.endsWith(".yaml"));
const asked = args.examples?.split(",").map((n) => (n.endsWith(".yaml") ? n : `${n}.yaml`)) ?? all;
const unknown = asked.filter((f) => !all.includes(f));
if (unknown.length > 0) {
  console.error(`unknown example ${unknown.join(", ")}; one of ${all.join(", ")}`);
  process.exit(2);
}
console.log(
  `examples at full size, one at a time · ${cpus().length} cores · load average ${loadavg()[0].toFixed(1)} · runs in ${OUT}`,
);
let missed = 0;
for (const file of asked) {
  for (const t of runExample(file)) {
    if (!t.holds) missed++;
    console.log(`  ${t.what} ${t.holds ? "HOLDS" : "MISSED"}`);
  }
}
console.log(`\n${missed === 0 ? "every target HOLDS" : `${missed} target(s) MISSED`}`);
process.exit(missed === 0 ? 0 : 1);
