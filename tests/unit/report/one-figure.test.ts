/**
 * One figure, one value: over random runs of mixed outcomes, every surface shows for e2e p50/p95/p99
 * and TTFT p95 the value the check under that name tested — report.json, report.md, the dashboard's
 * data, JUnit, metrics.prom, the Action's outputs and annotations, the CLI summary, the progress
 * line's last line, the console's run list and tiles, and the regression rules' observed values.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkLine, setOutputs } from "../../../src/action/outputs.js";
import { loadToolkit } from "../../../src/action/toolkit.js";
import { buildBaseline } from "../../../src/baseline/build.js";
import type { Baseline } from "../../../src/baseline/schema.js";
import { printOutcome } from "../../../src/cli/outcome.js";
import type { ErrorBucket, RunEvent } from "../../../src/events/events.js";
import { gate } from "../../../src/gate/verdict.js";
import { lang } from "../../../src/i18n/i18n.js";
import { Recorder, recordEvents } from "../../../src/metrics/recorder.js";
import { buildReport } from "../../../src/report/build.js";
import { renderDashboard } from "../../../src/report/dashboard.js";
import { ms } from "../../../src/report/format.js";
import { renderJunit } from "../../../src/report/junit.js";
import { renderMarkdown } from "../../../src/report/markdown.js";
import { formatProgress, progressState } from "../../../src/report/progress.js";
import { renderPrometheus } from "../../../src/report/prometheus.js";
import type { GateCheck, Report } from "../../../src/report/schema.js";
import { junitSessions } from "../../../src/report/write.js";
import { summarize as consoleRun } from "../../../src/serve/runs.js";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** How a session ends: status, bucket, and whether it got as far as a first token. */
const OUTCOMES: { status: "passed" | "failed" | "errored"; bucket: ErrorBucket | null; ttft: boolean }[] = [
  { status: "passed", bucket: null, ttft: true },
  { status: "passed", bucket: null, ttft: true },
  { status: "failed", bucket: "task_failed", ttft: true },
  { status: "errored", bucket: "env_start", ttft: false },
  { status: "errored", bucket: "agent_exit", ttft: true },
  { status: "errored", bucket: "agent_timeout", ttft: false },
  { status: "errored", bucket: "interrupted", ttft: false },
];

interface Draw {
  outcome: number;
  e2e: number;
  ttftShare: number;
  warmup: boolean;
  task: number;
}

const drawArb = fc.record({
  outcome: fc.nat({ max: OUTCOMES.length - 1 }),
  e2e: fc.double({ min: 20, max: 60_000, noNaN: true }),
  ttftShare: fc.double({ min: 0.01, max: 0.9, noNaN: true }),
  warmup: fc.nat({ max: 9 }).map((x) => x === 0),
  task: fc.nat({ max: 2 }),
});

function runEvents(draws: Draw[], runId: string): RunEvent[] {
  const events: RunEvent[] = [
    {
      type: "run_start",
      t: T0,
      run_id: runId,
      scenario: { name: "figures", runtime: { type: "local" } },
      scenario_name: "figures",
      scenario_hash: "h-figures",
      planned_sessions: draws.length,
      environment: {},
    },
  ];
  let end = T0;
  draws.forEach((d, i) => {
    const o = OUTCOMES[d.outcome];
    const start = T0 + 10 + i * 7;
    const stop = start + d.e2e;
    end = Math.max(end, stop);
    const session = `s${i}`;
    const task = `task-${d.task}`;
    events.push(
      {
        type: "session_start",
        t: start,
        session,
        pair: 0,
        task,
        agent: "agent",
        tags: { scenario: task },
        attempt: 1,
        ...(d.warmup ? { warmup: true } : {}),
      },
      {
        type: "session_end",
        t: stop,
        session,
        attempt: 1,
        status: o.status,
        reward: o.status === "passed" ? 1 : 0,
        bucket: o.bucket,
        error: o.bucket ? `${o.bucket} in ${session}` : null,
        ...(o.ttft ? { ttft_ms: d.e2e * d.ttftShare } : {}),
      },
    );
  });
  events.push({ type: "run_end", t: end + 5, interrupted: false });
  return events.sort((a, b) => a.t - b.t);
}

const LIMIT = 5000;
const FIGURES = [
  { metric: "e2e_ms", key: "p50", rule: `p(50)<${LIMIT}` },
  { metric: "e2e_ms", key: "p95", rule: `p(95)<${LIMIT}` },
  { metric: "e2e_ms", key: "p99", rule: `p(99)<${LIMIT}` },
  { metric: "ttft_ms", key: "p95", rule: `p(95)<${LIMIT}` },
] as const;
const THRESHOLDS = {
  e2e_ms: FIGURES.filter((f) => f.metric === "e2e_ms").map((f) => f.rule),
  ttft_ms: [`p(95)<${LIMIT}`],
};
const REGRESSION = {
  bootstrap_reps: 20,
  min_samples: 1,
  metrics: {
    e2e_ms: { max_increase: "15%" },
    "e2e_ms{task:task-1}": { max_increase: "15%", statistic: "p95" as const },
    ttft_ms: { max_increase: "15%", statistic: "p95" as const },
  },
};

/** The KPI table row of report.md: `| e2e p95 | 1.23 s | … |` → "1.23 s". */
function kpiCell(md: string, label: string): string | null {
  const row = md.split("\n").find((l) => l.startsWith(`| ${label} |`));
  return row ? row.split("|")[2].trim() : null;
}

function dashboardReport(html: string): Report {
  const m = /<script type="application\/json" id="data">(.*?)<\/script>/s.exec(html);
  return (JSON.parse(m![1]) as { report: Report }).report;
}

function promSample(text: string, family: string, quantile: string): number | null {
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`${family}{`) && l.includes(`quantile="${quantile}"`));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : null;
}

let dir: string;
let baseline: Baseline;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "one-figure-"));
  process.env.GITHUB_OUTPUT = join(dir, "github-output");
  await loadToolkit();
  const draws = Array.from({ length: 80 }, (_, i) => ({
    outcome: i % 5 === 0 ? 2 : 0,
    e2e: 800 + ((i * 7919) % 97) * 40,
    ttftShare: 0.2,
    warmup: false,
    task: i % 3,
  }));
  const base = recordEvents(runEvents(draws, "base"));
  baseline = buildBaseline(base, null, {
    sha: null,
    ref: null,
    run_id: "base",
    time: "2026-01-01T00:00:00Z",
  });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.GITHUB_OUTPUT;
});

/** Every surface's value of each figure beside the check that tested it. */
function surfaces(events: RunEvent[], n: number) {
  const run = recordEvents(events);
  const verdict = gate({ run, thresholds: THRESHOLDS, regression: REGRESSION, baseline });
  const report = buildReport({
    run,
    verdict: { status: verdict.status, checks: verdict.checks, checksStatus: verdict.checksStatus },
    baseline: null,
    generatedAt: new Date(T0),
  });
  const json = JSON.parse(JSON.stringify(report)) as Report;
  const md = renderMarkdown(report);
  const dash = dashboardReport(renderDashboard(report, run.sessions));
  const junit = renderJunit(report, junitSessions(report, run.sessions));
  const prom = renderPrometheus(report);
  writeFileSync(process.env.GITHUB_OUTPUT!, "");
  const outputs = setOutputs(report, { runDir: dir, reportJson: "report.json", reportMd: "report.md" });

  // The progress line as the CLI prints it last (before run_end), and the console's tiles (after it).
  const live = new Recorder();
  for (const e of events) if (e.type !== "run_end") live.add(e);
  const lastLine = formatProgress(progressState(live.live(), T0 + 1e6, true));
  const tiles = (() => {
    live.add(events[events.length - 1]);
    return progressState(live.live(), T0 + 1e6);
  })();

  const id = `run-${n}`;
  mkdirSync(join(dir, id), { recursive: true });
  writeFileSync(join(dir, id, "events.jsonl"), `${JSON.stringify(events[0])}\n`);
  writeFileSync(join(dir, id, "report.json"), JSON.stringify(report));
  const listed = consoleRun(dir, id)!;

  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  printOutcome({ report, runDir: dir, files: { reportJson: "r.json", reportMd: "r.md" } } as Parameters<
    typeof printOutcome
  >[0]);
  const cli = log.mock.calls.map((c) => String(c[0])).join("\n");
  log.mockRestore();
  return { run, verdict, json, md, dash, junit, prom, outputs, lastLine, tiles, listed, cli };
}

function checkOf<C extends Pick<GateCheck, "kind" | "metric" | "rule">>(
  checks: C[],
  kind: GateCheck["kind"],
  metric: string,
  rule: RegExp | string,
) {
  return checks.find(
    (c) =>
      c.kind === kind &&
      c.metric === metric &&
      (typeof rule === "string" ? c.rule === rule : rule.test(c.rule)),
  );
}

describe("one figure, one value: every surface shows the value its check tested", () => {
  it("200 random runs of 5–500 sessions, passed, failed, errored, timed out and interrupted", () => {
    let n = 0;
    fc.assert(
      fc.property(fc.array(drawArb, { minLength: 5, maxLength: 500 }), (draws) => {
        const s = surfaces(runEvents(draws, `r${n}`), n++);
        for (const f of FIGURES) {
          const check = checkOf(s.json.gate.checks, "threshold", f.metric, f.rule)!;
          const v = check.observed;
          const label = `${f.metric === "e2e_ms" ? "e2e" : "TTFT"} ${f.key}`;
          expect(s.json.metrics[f.metric]?.[f.key] ?? null, `report.json ${label}`).toBe(v);
          expect(s.dash.metrics[f.metric]?.[f.key] ?? null, `dashboard ${label}`).toBe(v);
          // A run without TTFT has no TTFT row.
          expect(kpiCell(s.md, label) ?? "–", `report.md ${label}`).toBe(ms(v, lang("en")));
          const family =
            f.metric === "e2e_ms" ? "agent_loadtest_session_e2e_seconds" : "agent_loadtest_ttft_seconds";
          const q = { p50: "0.5", p95: "0.95", p99: "0.99" }[f.key];
          const prom = promSample(s.prom, family, q);
          if (v === null) expect(prom).toBeNull();
          else expect(prom, `metrics.prom ${label}`).toBeCloseTo(v / 1000, 6);
          const testcase = s.junit
            .split("\n")
            .find((l) => l.includes(`name="${f.metric} ${f.rule.replace("<", "&lt;")}"`));
          if (check.status === "fail") expect(testcase, `junit ${label}`).toContain(`observed ${v ?? "–"}`);
          if (check.status === "fail")
            expect(checkLine(check), `annotation ${label}`).toContain(
              v === null ? "no data" : `observed ${v} `,
            );
          if (f.key === "p95") {
            const name = f.metric === "e2e_ms" ? "e2e" : "ttft";
            expect(s.outputs[`${name}-p95-ms`], `action output ${label}`).toBe(v === null ? "" : String(v));
            expect(s.listed[`${name}_p95_ms`], `console run list ${label}`).toBe(v);
            // The CLI summary writes the figure as report.md does: "766 ms", a bare "–".
            expect(s.cli, `CLI summary ${label}`).toContain(`${name} p95 ${ms(v, lang("en"))}`);
          }
          if (f.metric === "e2e_ms" && f.key !== "p99") {
            expect(s.tiles[`e2e_${f.key}_ms`], `console tile ${label}`).toBe(v);
            const shown = /e2e p50 (\S+(?: \S+)?) p95 (\S+(?: \S+)?) ·/.exec(s.lastLine)!;
            const text = shown[f.key === "p50" ? 1 : 2];
            // …and the live line's last figure as the summary writes it.
            expect(text, `progress last line ${label}`).toBe(ms(v, lang("en")));
          }
        }
        // A regression rule shows, as observed, the figure under its statistic's name.
        for (const [key, stat] of [
          ["e2e_ms", "p50"],
          ["ttft_ms", "p95"],
        ] as const) {
          const c = checkOf(s.json.gate.checks, "regression", key, new RegExp(`^${stat} `));
          if (c?.observed != null)
            expect(c.observed, `regression ${key} ${stat}`).toBe(s.json.metrics[key][stat]);
        }
        const tagged = checkOf(s.json.gate.checks, "regression", "e2e_ms{task:task-1}", /^p95 /);
        const journey = s.json.breakdown.task?.["task-1"]?.e2e_ms?.p95;
        if (tagged?.observed != null)
          expect(tagged.observed, "regression e2e_ms{task:task-1} p95").toBe(journey);
      }),
      { numRuns: 200, seed: 20 },
    );
  }, 60_000);

  it("30 passes and 10 env_start errors at 60 s show and test the same p95", () => {
    const draws: Draw[] = [
      ...Array.from({ length: 30 }, (_, i) => ({
        outcome: 0,
        e2e: 8000 + i * 130,
        ttftShare: 0.2,
        warmup: false,
        task: 0,
      })),
      ...Array.from({ length: 10 }, () => ({
        outcome: 3,
        e2e: 60_000,
        ttftShare: 0.2,
        warmup: false,
        task: 0,
      })),
    ];
    const s = surfaces(runEvents(draws, "crashes"), 9999);
    const check = checkOf(s.json.gate.checks, "threshold", "e2e_ms", `p(95)<${LIMIT}`)!;
    expect(check.status).toBe("fail");
    expect(check.observed).toBeGreaterThan(59_000);
    expect(s.json.metrics.e2e_ms.p95).toBe(check.observed);
    expect(s.json.metrics.e2e_ms.count).toBe(40);
    expect(s.outputs["e2e-p95-ms"]).toBe(String(check.observed));
  });
});
