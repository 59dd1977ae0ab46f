import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listRuns, RunIndex, summarize } from "../../../src/serve/runs.js";

const out = mkdtempSync(join(tmpdir(), "serve-runs-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const T = Date.parse("2026-03-04T05:06:07Z");
const runStart = {
  type: "run_start",
  t: T,
  run_id: "r",
  scenario: {},
  scenario_name: "smoke",
  scenario_hash: "h",
  planned_sessions: 12,
  environment: {},
};

function run(id: string, firstLine: string): string {
  mkdirSync(join(out, id));
  writeFileSync(join(out, id, "events.jsonl"), `${firstLine}\n`);
  return id;
}

describe("summarize(a run directory without a report yet)", () => {
  it.each([
    ["a valid run_start", JSON.stringify(runStart), "smoke", "2026-03-04T05:06:07.000Z", 12],
    [
      "a run_start with a bad field",
      JSON.stringify({ ...runStart, planned_sessions: "999" }),
      "b",
      null,
      null,
    ],
    [
      "a run_start with a nameless scenario",
      JSON.stringify({ ...runStart, scenario_name: 5 }),
      "c",
      null,
      null,
    ],
    ["a first line that is no run_start", JSON.stringify({ ...runStart, type: "run_end" }), "d", null, null],
    ["a first line that is not JSON", "{not json", "e", null, null],
  ])("%s: scenario %s, started %s, planned %s", (_, line, scenario, started, planned) => {
    const id = run(`${scenario}__2026-03-04__05-06-07`, line);
    expect(summarize(out, id)).toMatchObject({
      scenario,
      started_at: started,
      planned,
      state: "incomplete",
      verdict: null,
    });
  });
});

describe("the console's index of runs", () => {
  const dir = mkdtempSync(join(tmpdir(), "serve-index-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const id = "smoke__2026-03-04__05-06-07";
  mkdirSync(join(dir, id));
  writeFileSync(join(dir, id, "events.jsonl"), `${JSON.stringify(runStart)}\n`);
  const report = (verdict: string, p95: number) =>
    writeFileSync(
      join(dir, id, "report.json"),
      JSON.stringify({
        verdict,
        scenario: { name: "smoke" },
        sessions: { total: 12 },
        metrics: { e2e_ms: { p95 } },
      }),
    );
  const none = () => undefined;

  it("reads an unchanged report.json once, however many times the runs are listed", () => {
    report("pass", 120);
    const index = new RunIndex();
    const first = listRuns(dir, none, index);
    expect(first[0]).toMatchObject({ verdict: "pass", e2e_p95_ms: 120, sessions: 12, planned: 12 });
    expect(index.reads).toBe(1);
    const second = listRuns(dir, none, index);
    expect(second).toEqual(first);
    expect(index.reads).toBe(1);
  });

  it("reads it again once it changed", () => {
    const index = new RunIndex();
    report("pass", 120);
    listRuns(dir, none, index);
    report("fail", 1234.5);
    expect(listRuns(dir, none, index)[0]).toMatchObject({ verdict: "fail", e2e_p95_ms: 1234.5 });
    expect(index.reads).toBe(2);
  });
});
