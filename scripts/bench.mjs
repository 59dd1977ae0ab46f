// `npm run bench [-- metrics|http|docker|agents|gate|drift|report|cold|examples|starters|timing|bisect ...] [-- --option ...]`: every benchmark in bench/, each
// printing its numbers beside the peers measured in the same run and whether its target holds.
// Options from the first `--name` on go to the benchmarks (e.g. `npm run bench:docker -- --sessions 30`).
import { spawnSync } from "node:child_process";

const BENCHES = {
  metrics: ["npx", ["vitest", "run", "--config", "bench/metrics.vitest.config.ts"]],
  http: ["bash", ["bench/http-bench.sh"]],
  docker: ["bash", ["bench/docker-overhead.sh"]],
  agents: ["bash", ["bench/agents-overhead.sh"]],
  gate: ["bash", ["bench/gate/run.sh", "calibration"]],
  drift: ["bash", ["bench/drift.sh"]],
  report: ["bash", ["bench/report.sh"]],
  cold: ["bash", ["bench/cold-start.sh"]],
  examples: ["npx", ["tsx", "bench/examples/examples.ts"]],
  starters: ["npx", ["tsx", "bench/starters/starters.ts"]],
  timing: ["npx", ["tsx", "bench/timing/timing.ts"]],
  bisect: ["npx", ["tsx", "bench/bisect/bisect.ts"]],
};
const SETUP = {
  http: ["bash", ["scripts/bench-deps.sh"]],
  docker: ["bash", ["scripts/docker-setup.sh"]],
  agents: ["bash", ["scripts/docker-setup.sh"]],
  drift: ["bash", ["scripts/docker-setup.sh"]],
  cold: ["bash", ["scripts/docker-setup.sh"]],
  starters: ["bash", ["scripts/docker-setup.sh"]],
  examples: ["bash", ["scripts/docker-setup.sh"]],
};

const argv = process.argv.slice(2);
const firstOption = argv.findIndex((a) => a.startsWith("-"));
const asked = firstOption < 0 ? argv : argv.slice(0, firstOption);
const options = firstOption < 0 ? [] : argv.slice(firstOption).filter((a, i) => i > 0 || a !== "--");
const names = asked.length > 0 ? asked : Object.keys(BENCHES);
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(", ")}; one of ${Object.keys(BENCHES).join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const name of names) {
  console.log(`\n=== bench: ${name}`);
  for (const step of [SETUP[name], BENCHES[name]].filter(Boolean)) {
    const [cmd, args] = step;
    const bench = step === BENCHES[name];
    const r = spawnSync(cmd, bench ? [...args, ...options] : args, { stdio: "inherit" });
    if (r.status !== 0) {
      failed++;
      console.log(
        `=== bench: ${name} ${bench ? "missed a target or failed" : "setup failed"} (exit ${r.status})`,
      );
      break;
    }
  }
}
process.exit(failed > 0 ? 1 : 0);
