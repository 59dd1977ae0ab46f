/**
 * How reliably, how cheaply and how fast `agent-loadtest bisect` names the commit (docs/bisect.md):
 * ten repositories of 16 commits (tests/support/bisect-repo.ts) where commit 11 makes the echo agent
 * 40% slower (a sleep in its tool step), each bisected from c0 to c16 on this machine. Prints every
 * run's culprit, probes and minutes, and HOLDS / MISSED: commit 11 named in ≤ 6 probes in ≥ 9 of 10
 * runs, each run ≤ 10 minutes. Then half as many repositories with two steps (+20% at commit 5, +25%
 * more at commit 12): both named in ≥ 80% of them.
 *
 *   npm run bench:bisect [-- --runs 10]
 */
import { parseArgs } from "node:util";
import { bisectAll, repository, sessionMsHere } from "../../tests/support/bisect-repo.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "10" } } });
const runs = Number(values.runs);
const sessionMs = await sessionMsHere();
console.log(
  `a session takes ${sessionMs.toFixed(0)} ms here at a probe's load; commit 11 adds ${Math.round(0.4 * sessionMs)} ms`,
);
console.log("| run | culprit | probes | sessions | minutes | named c11 in ≤ 6 probes, ≤ 10 min |");
console.log("|---|---|---|---|---|---|");
let good = 0;
for (let i = 1; i <= runs; i++) {
  const repo = repository({ 11: Math.round(0.4 * sessionMs) });
  const { commits } = repo;
  const started = Date.now();
  const r = await bisectAll(repo);
  const minutes = (Date.now() - started) / 60_000;
  const named = r.culprits.map((c) => `c${commits.indexOf(c.commit)}`).join(", ") || r.outcome;
  const ok =
    r.culprits.length === 1 && r.culprits[0].commit === commits[11] && r.probes.length <= 6 && minutes <= 10;
  if (ok) good++;
  console.log(
    `| ${i} | ${named} | ${r.probes.length} | ${r.sessions} | ${minutes.toFixed(2)} | ${ok ? "yes" : "no"} |`,
  );
}
const holds = good >= Math.ceil(0.9 * runs);
console.log(
  `${holds ? "HOLDS " : "MISSED"} commit 11 named in ≤ 6 probes and ≤ 10 minutes in ${good} of ${runs} runs (target ≥ ${Math.ceil(0.9 * runs)})`,
);

// Two steps: +20% at commit 5, +25% more at commit 12; both must be named.
const twoRuns = Math.max(1, Math.round(runs / 2));
let both = 0;
console.log("\n| run | culprits (+20% at c5, +25% at c12) | probes | minutes |\n|---|---|---|---|");
for (let i = 1; i <= twoRuns; i++) {
  const first = Math.round(0.2 * sessionMs);
  const repo = repository({ 5: first, 12: first + Math.round(0.25 * 1.2 * sessionMs) });
  const started = Date.now();
  const r = await bisectAll(repo);
  const named = r.culprits.map((c) => `c${repo.commits.indexOf(c.commit)}`);
  if (named.join() === "c5,c12") both++;
  console.log(
    `| ${i} | ${named.join(", ") || r.outcome} | ${r.probes.length} | ${((Date.now() - started) / 60_000).toFixed(2)} |`,
  );
}
const twoHold = both >= Math.ceil(0.8 * twoRuns);
console.log(
  `${twoHold ? "HOLDS " : "MISSED"} both steps named in ${both} of ${twoRuns} runs (target ≥ ${Math.ceil(0.8 * twoRuns)})`,
);
process.exit(holds && twoHold ? 0 : 1);
