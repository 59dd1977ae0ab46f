import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const CLI = resolve("dist/cli.js");
const EXAMPLES = resolve("examples");
/** Two at a time: the runner has two cores and find-max's answer depends on the machine's headroom. */
const LANES = 2;

/** Every shipped example says in its header which exit code it ends with, and why. */
function expectedExit(file: string): number | null {
  const m = /^# Expected exit: (\d+) \(.+\)$/m.exec(readFileSync(join(EXAMPLES, file), "utf8"));
  return m ? Number(m[1]) : null;
}

let free = LANES;
const waiting: (() => void)[] = [];
async function inLane<T>(fn: () => Promise<T>): Promise<T> {
  if (free === 0) await new Promise<void>((r) => waiting.push(r));
  else free--;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free++;
  }
}

function run(file: string, out: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CLI, "run", join("examples", file), "--out", out, "--quiet"],
      { timeout: 240_000, maxBuffer: 16 << 20 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
        done({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

const files = readdirSync(EXAMPLES).filter((f) => f.endsWith(".yaml"));

interface Report {
  gate: { checks: { kind: string; metric: string; status: string }[] };
  findings: { rule: string; evidence: { metric: string }[] }[];
}

/**
 * An example that passes as shipped may still miss an absolute latency SLO when this suite's other work
 * saturates the runner — and the report says so itself (a `cpu_saturation` finding on the host). Such a
 * run measured the runner, not the example; anything else failing (a pass rate, an error, a regression,
 * a non-latency threshold) is still a failure.
 */
function missedLatencyOnSaturatedRunner(output: string): boolean {
  const file = /\(json: (\S+report\.json)\)/.exec(output)?.[1];
  if (!file) return false;
  const r = JSON.parse(readFileSync(resolve(file), "utf8")) as Report;
  const failing = r.gate.checks.filter((c) => c.status === "fail");
  const saturated = r.findings.some(
    (f) => f.rule === "cpu_saturation" && f.evidence.some((e) => e.metric === "host_cpu_pct"),
  );
  return (
    saturated && failing.length > 0 && failing.every((c) => c.kind === "threshold" && /_ms\b/.test(c.metric))
  );
}

describe("every shipped example ends as its header says", () => {
  it("finds the examples, each with an `# Expected exit: N (why)` header line", () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.filter((f) => expectedExit(f) === null)).toEqual([]);
  });

  const out = mkdtempSync(join(tmpdir(), "examples-"));
  for (const file of files) {
    it.concurrent(`npx agent-loadtest run examples/${file} exits with its header's code`, async () => {
      const r = await inLane(() => run(file, out));
      if (r.code === 1 && expectedExit(file) === 0 && missedLatencyOnSaturatedRunner(r.output)) {
        console.warn(`${file}: a latency SLO missed on a saturated runner, as its report says:\n${r.output}`);
        return;
      }
      expect(r.code, r.output).toBe(expectedExit(file));
    }, 600_000);
  }
});
