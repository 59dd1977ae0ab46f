/**
 * evidence.files: series exported as Prometheus CSV and query_range JSON, and a slow-query JSONL,
 * imported at the end of a run for a target CI cannot reach; the report rebuilds them offline.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalizeRun } from "../../../src/pipeline/finalize.js";
import { type RunOutcome, runScenario } from "../../../src/pipeline/run.js";
import { loadScenario } from "../../../src/scenario/load.js";
import { startServer, type TestServer } from "../../support/http-server.js";

let app: TestServer;
let out: RunOutcome;
let dir: string;
/** Second-aligned times around the run: from 2 s before it to 20 s after the files are written. */
const times: number[] = [];

beforeAll(async () => {
  app = await startServer((req, res) => {
    req.resume();
    // A service that takes a moment to answer, as a real one does; nothing is timed against it.
    setTimeout(() => res.writeHead(200).end("{}"), 5);
  });
  dir = mkdtempSync(join(tmpdir(), "evidence-files-"));
  const t0 = Math.floor(Date.now() / 1000) - 2;
  for (let i = 0; i < 22; i++) times.push(t0 + i);
  // db-2 crosses 0.9 from the 4th second on; db-1 stays at 0.2.
  const db2 = (i: number) => (i >= 4 ? 0.95 : 0.4);
  writeFileSync(
    join(dir, "db-cpu.csv"),
    ["time,db-1,db-2", ...times.map((t, i) => `${new Date(t * 1000).toISOString()},0.2,${db2(i)}`)].join(
      "\n",
    ),
  );
  const matrix = {
    status: "success",
    data: {
      resultType: "matrix",
      result: ["db-1", "db-2"].map((series) => ({
        metric: { __name__: "db_cpu", series },
        values: times.map((t, i) => [t, String(series === "db-1" ? 0.2 : db2(i))]),
      })),
    },
  };
  writeFileSync(join(dir, "db-cpu.json"), JSON.stringify(matrix));
  const slow = [
    { time: times[3], duration_ms: 820, digest: "SELECT * FROM orders WHERE user_id = ?" },
    {
      time: new Date(times[4] * 1000).toISOString(),
      duration_ms: 1300,
      digest: "SELECT * FROM orders WHERE user_id = ?",
    },
    { time: times[5] * 1000, duration_ms: 450, digest: "UPDATE carts SET total = ? WHERE id = ?" },
    // Long before the run: not this run's evidence.
    { time: times[0] - 3600, duration_ms: 9999, digest: "VACUUM" },
  ];
  writeFileSync(join(dir, "slow.jsonl"), `${slow.map((x) => JSON.stringify(x)).join("\n")}\n`);
  writeFileSync(
    join(dir, "scenario.yaml"),
    `name: evidence-files
runtime:
  type: http
  http:
    base_url: ${app.url}
    request: { path: /chat, body: {} }
    stream: { format: none }
    success: { http_status: [200] }
pairs:
  - agent: { name: svc }
    sessions: 200
load:
  strategy: ramp
  stages: [{ concurrency: 2, hold_sec: 4 }]
evidence:
  sustain_sec: 1
  files:
    - { path: db-cpu.csv, name: db_cpu, unit: ratio, limit: 0.9, role: cpu }
    - { path: db-cpu.json, name: db_cpu_json, unit: ratio }
    - { path: slow.jsonl, log: slow_query }
thresholds:
  "target.db_cpu{series:db-1}": ["max<0.5"]
  "target.db_cpu{series:db-2}": ["max<0.9"]
output_dir: ${join(dir, "runs")}
`,
  );
  out = await runScenario(await loadScenario(join(dir, "scenario.yaml")), { baselineDir: join(dir, "b") });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe("evidence.files", () => {
  it("imports the CSV columns as series over the run window, with the file as their source", () => {
    const t = out.report.target!;
    const csv = t.series.filter((s) => s.name === "db_cpu");
    expect(csv.map((s) => s.labels)).toEqual([{ series: "db-1" }, { series: "db-2" }]);
    for (const s of csv) {
      expect(s.source).toBe("file");
      expect(s.unit).toBe("ratio");
      expect(s.points.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("reads the query_range JSON export into the same points as the CSV", () => {
    const t = out.report.target!;
    for (const series of ["db-1", "db-2"]) {
      const a = t.series.find((s) => s.name === "db_cpu" && s.labels.series === series)!;
      const b = t.series.find((s) => s.name === "db_cpu_json" && s.labels.series === series)!;
      expect(b.points).toEqual(a.points);
    }
  });

  it("gates target thresholds on the imported series: the crossed one fails", () => {
    const checks = out.report.gate.checks.filter((c) => c.metric.startsWith("target."));
    expect(checks.map((c) => [c.metric, c.status, c.observed])).toEqual([
      ["target.db_cpu{series:db-1}", "pass", 0.2],
      ["target.db_cpu{series:db-2}", "fail", 0.95],
    ]);
    expect(out.exitCode).toBe(1);
  });

  it("marks the slow queries inside the run, with a top table by total time", () => {
    const t = out.report.target!;
    expect(t.marks.map((m) => [m.t, m.duration_ms])).toEqual([
      [times[3] * 1000, 820],
      [times[4] * 1000, 1300],
      [times[5] * 1000, 450],
    ]);
    expect(t.top_marks).toEqual([
      {
        log: "slow_query",
        label: "SELECT * FROM orders WHERE user_id = ?",
        count: 2,
        total_ms: 2120,
        max_ms: 1300,
      },
      {
        log: "slow_query",
        label: "UPDATE carts SET total = ? WHERE id = ?",
        count: 1,
        total_ms: 450,
        max_ms: 450,
      },
    ]);
  });

  it("rebuilds the same series, marks and verdict offline from events.jsonl", async () => {
    const again = await finalizeRun(out.runDir, { baselineDir: join(dir, "b") });
    expect(again.report.target).toEqual(out.report.target);
    expect(again.report.gate).toEqual(out.report.gate);
  });
});
