/**
 * Every starter `init` writes, through the first gate a newcomer builds (tests/support/starters.ts):
 * unchanged → exit 0 and the run becomes the baseline; the agent 2× slower → exit 1 on the latency
 * rule; the agent broken (it stops writing its answer) → exit 1 on the pass-rate rule against the
 * baseline. The suite runs the `command` and `http` starters so (tests/e2e/cli/starters.test.ts); the
 * built-in coding agents' starters run 20 sessions each of the real CLI in Docker three times, which is
 * the better part of an hour for the seven, so they run here. Per starter: each step's exit code and
 * failed rules, the session p50 at the baseline and 2× slower, and HOLDS or MISSED. Exit 1 when one misses.
 * Needs Docker (`npm run setup:test -- docker`) and the agents installed once (cached).
 * Run: npx tsx bench/starters/starters.ts [--kinds http,command,claude-code,...]
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { INIT_AGENT_KINDS } from "../../src/cli/init-files.js";
import { type FirstGate, firstGate, firstGateProblems, type GateStep } from "../../tests/support/starters.js";

const { values: args } = parseArgs({ options: { kinds: { type: "string" } } });
const kinds = args.kinds ? args.kinds.split(",") : [...INIT_AGENT_KINDS];
const unknown = kinds.filter((k) => !(INIT_AGENT_KINDS as readonly string[]).includes(k));
if (unknown.length > 0) {
  console.error(`bench:starters: unknown kind ${unknown.join(", ")}; one of ${INIT_AGENT_KINDS.join(", ")}`);
  process.exit(2);
}

// A bound on one run of a starter, far above 20 sessions of the slowest agent 2× slower.
const RUN_LIMIT_MS = 30 * 60_000;

const seconds = (ms: number | null) => (ms === null ? "none" : `${(ms / 1000).toFixed(2)} s`);
const step = (s: GateStep) =>
  `exit ${s.code ?? "none"}${s.failed && s.failed.length > 0 ? `, failed: ${s.failed.join(", ")}` : ""}`;

function show(kind: string, g: FirstGate, minutes: number): boolean {
  const problems = firstGateProblems(g);
  console.log(`\n${kind}: ${minutes.toFixed(1)} min (${g.dir})`);
  console.log(`  unchanged   ${step(g.unchanged)}; session p50 ${seconds(g.unchanged.e2eP50)}`);
  console.log(`  2× slower   ${step(g.slower)}; session p50 ${seconds(g.slower.e2eP50)}`);
  console.log(`  broken      ${step(g.broken)}`);
  for (const p of problems) console.log(`  MISSED  ${p}`);
  for (const s of [g.unchanged, g.slower, g.broken])
    if (s.code !== 0 && s.code !== 1 && s.code !== null)
      console.log(s.out.trimEnd().split("\n").slice(-15).join("\n"));
  if (problems.length === 0)
    console.log("  HOLDS   unchanged 0, 2× slower 1 on the latency rule, broken 1 on the pass-rate rule");
  return problems.length === 0;
}

console.log(`bench:starters on ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}: ${kinds.join(", ")}`);
const missed: string[] = [];
for (const kind of kinds) {
  const started = Date.now();
  const g = firstGate(kind, RUN_LIMIT_MS);
  if (!show(kind, g, (Date.now() - started) / 60_000)) missed.push(kind);
}
console.log(
  `\n${kinds.length - missed.length} of ${kinds.length} starters HOLD${missed.length > 0 ? `; MISSED: ${missed.join(", ")}` : ""}`,
);
process.exit(missed.length > 0 ? 1 : 0);
