/**
 * `agent-loadtest bisect` on a real git repository: the echo agent (a copy of the example's) solves
 * echo-bench against the mock LLM on the local runtime, and a commit adds a sleep to its tool step —
 * here a step far past the rule's noise (a session's time, or half of it), so the test does not hang on
 * this machine's load; bench:bisect measures the sizes (40%; +20% then +25%) over many runs.
 * The bisect names that commit in a few probes; names both of two steps; names a commit that made the
 * agent costlier (one more model call); skips a commit whose agent does not start; ends "not reproduced" on a range without a regression; and a bisect stopped
 * mid-search and started again re-runs no finished probe.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { type BisectResult, renderBisect } from "../../../src/report/bisect.js";
import { bisectAll, repository, sessionMsHere } from "../../support/bisect-repo.js";
import { cli } from "../../support/cli-main.js";

let sessionMs = 0;

/**
 * A budget of 10–20 a side where a step is a whole session's time (or a model call more): decided at
 * the first look either way, and an unchanged probe may stop from its first look too (a third of 20).
 */
const SHORT = { budget: { min: 10, max: 20, step: 10 } };

/** The CLI resolves the repository from the working folder: run it there, then put it back. */
async function inside<T>(dir: string, f: () => Promise<T>): Promise<T> {
  const back = process.cwd();
  process.chdir(dir);
  try {
    return await f();
  } finally {
    process.chdir(back);
  }
}

describe("agent-loadtest bisect", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    sessionMs = await sessionMsHere();
  }, 120_000);

  it("names the commit that made the agent slower, in at most 6 probes besides re-tests", async () => {
    const repo = repository({ 11: Math.round(sessionMs) });
    const { commits } = repo;
    const r = await bisectAll(repo);
    expect(r.outcome).toBe("found");
    expect(r.culprits.map((c) => c.commit)).toEqual([commits[11]]);
    expect(r.culprits[0]).toMatchObject({
      subject: "change 11: plan the tool call twice",
      author: "Dev One <dev@example.com>",
    });
    // The one step explains the larger part of the effect: two probes' estimates under the suite's
    // load (each about 1.0 on a quiet machine; bench:bisect's runs).
    expect(r.culprits[0].explains).toBeGreaterThan(0.5);
    // The confirming run, ⌈log₂ 16⌉ = 4, and the bad commit against the culprit; an inconclusive probe's
    // re-test (twice the sessions) comes on top. How often all fit in 6 is bench:bisect's measure.
    expect(r.probes.filter((p) => p.attempt === 1).length).toBeLessThanOrEqual(6);
    expect(renderBisect(r), renderBisect(r)).toContain(
      `**Culprit** \`${commits[11].slice(0, 12)}\`: change 11`,
    );
  });

  it("ends 'not reproduced' on a range without a regression, after the one confirming run (the CLI)", async () => {
    const { dir, commits } = repository({});
    const out = join(dir, "bisect");
    const { code, lines } = await inside(dir, () =>
      cli(["bisect", "perf.yaml", "--good", commits[0], "--bad", commits[16], "--out", out]),
    );
    expect(code, lines.join("\n")).toBe(0);
    const r = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as BisectResult;
    expect(r.outcome).toBe("not_reproduced");
    expect(r.probes).toHaveLength(1);
    expect(r.culprits).toEqual([]);
    // The report in words is what the command printed; the page is beside it.
    expect(lines.join("\n")).toContain(readFileSync(join(out, "report.md"), "utf8").trim());
    expect(readFileSync(join(out, "dashboard.html"), "utf8")).toContain("Outcome: not reproduced");

    // state.json is data: a probe that does not read as one is not kept, and runs again.
    const state = JSON.parse(readFileSync(join(out, "state.json"), "utf8"));
    state.probes[0].note = "x".repeat(10_000);
    writeFileSync(join(out, "state.json"), JSON.stringify(state));
    const again = await inside(dir, () =>
      cli(["bisect", "perf.yaml", "--good", commits[0], "--bad", commits[16], "--out", out]),
    );
    expect(again.lines.join("\n")).not.toContain("kept from");
    expect(again.lines.join("\n")).toMatch(/^probe \w{12} vs \w{12}: good/m);
  });

  it("names both of two regressions (+50% at commit 3, +50% more at commit 7, of 9)", async () => {
    const first = Math.round(0.5 * sessionMs);
    const repo = repository({ 3: first, 7: first + Math.round(0.5 * 1.5 * sessionMs) }, [], 9);
    const { commits } = repo;
    const r = await bisectAll(repo, { bad: commits[8] });
    const named = r.culprits.map((c) => commits.indexOf(c.commit));
    expect(named, renderBisect(r)).toEqual([3, 7]);
    // Each says how much of the good→bad effect it explains (from its own probe: an estimate).
    for (const c of r.culprits) expect(c.explains).toBeGreaterThan(0);
  });

  it("names the commit that made the agent costlier: one more model call a step (--metric llm_calls)", async () => {
    const repo = repository({}, [], 9, 6);
    const { commits } = repo;
    const r = await bisectAll(repo, { ...SHORT, bad: commits[8], metric: "llm_calls" });
    expect(
      r.culprits.map((c) => c.commit),
      renderBisect(r),
    ).toEqual([commits[6]]);
    expect(r.culprits[0].subject).toBe("change 6: ask the model again");
    // The mean of a session's calls doubles: 1 → 2 on echo-bench's one step.
    expect(r.effect).toBeCloseTo(2, 5);
  });

  it("skips a commit whose agent does not start, and a bisect stopped mid-search goes on without re-running a probe", async () => {
    const repo = repository({ 6: Math.round(sessionMs) }, [4], 9);
    const { commits } = repo;
    const stop = new AbortController();
    let probes = 0;
    const first = await bisectAll(repo, {
      ...SHORT,
      bad: commits[8],
      signal: stop.signal,
      log: (line) => {
        if (line.startsWith("probe ") && ++probes === 2) stop.abort();
      },
    });
    expect(first.outcome).toBe("interrupted");
    const kept = first.probes.length;
    expect(kept).toBeGreaterThanOrEqual(2);
    const lines: string[] = [];
    const again = await bisectAll(repo, { ...SHORT, bad: commits[8], log: (line) => lines.push(line) });
    expect(again.outcome).toBe("found");
    expect(again.culprits.map((c) => c.commit)).toEqual([commits[6]]);
    // The finished probes were read back, not run again.
    expect(lines.filter((l) => l.includes("(kept from ")).length).toBe(kept);
    // Commit 4's agent does not parse: probed first (the middle of c1 … c8), skipped.
    expect(again.probes.find((p) => p.commit === commits[4])?.class).toBe("skip");
  });
});

describe("agent-loadtest bisect refuses what it cannot do, before any probe (exit 2)", () => {
  it("--dry-run prints the plan and the range's commits, and writes nothing", async () => {
    const { dir, commits } = repository({});
    const { code, lines } = await inside(dir, () =>
      cli([
        "bisect",
        "perf.yaml",
        "--good",
        commits[0],
        "--bad",
        commits[16],
        "--budget",
        "10:30:10",
        "--dry-run",
      ]),
    );
    expect(code, lines.join("\n")).toBe(0);
    expect(lines[0]).toMatch(
      /^bisect \w{12}\.\.\w{12}: 16 commits, e2e_ms; a confirming run, then about 4 probes$/,
    );
    expect(lines.filter((l) => /^ {2}\w{12} change \d+$/.test(l))).toHaveLength(16);
    expect(existsSync(join(dir, "bisect"))).toBe(false);
  });

  it.each([
    [["--bad", "HEAD"], "--good: is required"],
    [
      ["--good", "HEAD~2", "--bad", "HEAD", "--minutes", "0"],
      "--minutes: expected a number of minutes above 0",
    ],
    [["--good", "HEAD~2", "--bad", "HEAD", "--budget", "ten"], "--budget: expected MIN:MAX:STEP"],
    // The scenario's own budget rules decide, and name the flag: min above max.
    [["--good", "HEAD~2", "--bad", "HEAD", "--budget", "40:20:10"], "--budget: "],
  ])("the command line %j", async (flags, message) => {
    const { dir } = repository({}, [], 3);
    const { code, lines } = await inside(dir, () => cli(["bisect", "perf.yaml", ...flags]));
    expect(code).toBe(2);
    expect(lines.join("\n")).toContain(message);
  });

  it.each([
    ["an override the scenario does not take", { set: ["pairs[0].sessions=many"] }, "pairs[0].sessions"],
    ["a bad commit that does not descend from the good one", { swap: true }, "--bad"],
    ["a revision that is not a commit", { good: "no-such-tag" }, "--good"],
  ] as const)("%s", async (_, how, field) => {
    const repo = repository({});
    const { commits } = repo;
    const err = await bisectAll(repo, {
      ...("set" in how ? { set: [...how.set] } : {}),
      ...("swap" in how ? { good: commits[16], bad: commits[0] } : {}),
      ...("good" in how ? { good: how.good } : {}),
    }).catch((e: unknown) => e as UserError);
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).exitCode).toBe(2);
    expect((err as UserError).field).toBe(field);
    expect(existsSync(join(repo.dir, "bisect", "state.json"))).toBe(false);
  });
});
