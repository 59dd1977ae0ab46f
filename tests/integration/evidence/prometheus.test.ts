/**
 * Target-side evidence against a real Prometheus scraping a real node exporter and a small agent
 * service the test controls: its `test_busy` gauge (and its latency) jump on cue in the second half.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { finalizeRun } from "../../../src/pipeline/finalize.js";
import { runScenario } from "../../../src/pipeline/run.js";
import type { Report } from "../../../src/report/schema.js";
import { loadScenario } from "../../../src/scenario/load.js";
import { openFile, skipBrowser } from "../../support/browser.js";
import { closedPort, startServer, type TestServer } from "../../support/http-server.js";
import { type PromStack, skipPrometheus, startPromStack, waitForScrapes } from "../../support/prometheus.js";

/**
 * The controlled target: fast and idle until `saturate` is set and 3 s have passed since its first
 * request. Real time on purpose: Prometheus scrapes it on its own clock, once a second.
 */
const target = { saturate: false, first: 0 };
const saturated = () => target.saturate && target.first > 0 && Date.now() - target.first >= 3000;

let app: TestServer;
let stack: PromStack;

beforeAll(async () => {
  app = await startServer((req, res) => {
    if (req.url === "/metrics") {
      res.writeHead(200, { "content-type": "text/plain; version=0.0.4" });
      res.end(`# TYPE test_busy gauge\ntest_busy ${saturated() ? 0.97 : 0.3}\n`);
      return;
    }
    if (target.first === 0) target.first = Date.now();
    req.resume();
    // A service that slows when its gauge says saturated: what the evidence is meant to explain.
    setTimeout(
      () => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'),
      saturated() ? 150 : 10,
    );
  });
  stack = await startPromStack({ app: `127.0.0.1:${app.port}` });
  await waitForScrapes(stack.url, ["node", "app"]);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await app?.close();
});

function scenario(dir: string, promUrl: string, extra = "", holdSec = 6): string {
  const file = join(dir, "scenario.yaml");
  writeFileSync(
    file,
    `name: evidence-it
runtime:
  type: http
  http:
    base_url: ${app.url}
    request: { path: /chat, body: { m: hi } }
    stream: { format: none }
    success: { http_status: [200] }
pairs:
  - agent: { name: svc }
    sessions: 500
    n_concurrent: 2
load:
  strategy: ramp
  stages: [{ concurrency: 2, hold_sec: ${holdSec} }]
evidence:
  sustain_sec: 2
  prometheus:
    url: ${promUrl}
    step_sec: 1
    timeout_sec: 2
    presets: [{ preset: node_exporter, job: node, rate_window: 5s }]
    queries:
      busy: { promql: 'test_busy{job="app"}', unit: ratio, limit: 0.9, role: cpu, labels: [job] }
output_dir: ${join(dir, "runs")}
${extra}`,
  );
  return file;
}

/** The app's `test_busy` as Prometheus last scraped it. */
async function scrapedBusy(): Promise<string | undefined> {
  const q = encodeURIComponent('test_busy{job="app"}');
  type Answer = { data: { result: { value: [number, string] }[] } };
  const r = (await fetch(`${stack.url}/api/v1/query?query=${q}`).then((x) => x.json())) as Answer;
  return r.data.result[0]?.value[1];
}

async function run(saturate: boolean, promUrl: string, extra = "", holdSec = 6) {
  target.saturate = saturate;
  target.first = 0;
  // Prometheus has scraped the reset target, so the previous run's last value is not this run's first.
  await vi.waitFor(async () => expect(await scrapedBusy()).toBe("0.3"), { timeout: 30_000, interval: 100 });
  const dir = mkdtempSync(join(tmpdir(), "evidence-it-"));
  const loaded = await loadScenario(scenario(dir, promUrl, extra, holdSec));
  const out = await runScenario(loaded, { baselineDir: join(dir, "baselines") });
  return { ...out, dir };
}

/** The controlled series' finding; node_exporter's cpu_busy may saturate too on a busy runner. */
const busySaturation = (r: Report) =>
  r.findings.find((x) => x.rule === "target_saturation" && x.evidence[0].metric === "target.busy");
const names = (r: Report) => [...new Set(r.target?.series.map((s) => s.name))].sort();

describe.skipIf(skipPrometheus)("evidence.prometheus against a real Prometheus", () => {
  let saturatedRun: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    saturatedRun = await run(
      true,
      stack.url,
      'thresholds:\n  target.busy: ["max<0.9"]\n  e2e_ms: ["p(95)<5000"]\n',
    );
  }, 60_000);

  it("records the node_exporter preset and the custom query over the run window", () => {
    const r = saturatedRun.report;
    expect(names(r)).toEqual([
      "busy",
      "cpu_busy",
      "disk_read",
      "disk_write",
      "load1",
      "mem_used",
      "net_rx",
      "net_tx",
    ]);
    const start = Date.parse(r.started_at);
    const end = Date.parse(r.finished_at);
    for (const s of r.target!.series) {
      expect(s.source).toBe("range");
      // One point a second over a 6-s run.
      const inRun = s.points.filter(([t]) => t >= start && t <= end);
      expect(inRun.length, s.name).toBeGreaterThanOrEqual(4);
    }
    const cpu = r.target!.series.find((s) => s.name === "cpu_busy")!;
    expect(cpu.summary!.max).toBeGreaterThan(0);
    expect(cpu.summary!.max).toBeLessThanOrEqual(1);
    const mem = r.target!.series.find((s) => s.name === "mem_used")!;
    expect(mem.unit).toBe("bytes");
    expect(mem.summary!.mean).toBeGreaterThan(1e6);
  });

  it("fires target saturation with the second-half window, and the threshold on it fails the gate", () => {
    const r = saturatedRun.report;
    const f = busySaturation(r);
    expect(f, JSON.stringify(r.findings)).toBeDefined();
    expect(f!.severity).toBe("warn");
    const w = f!.evidence[0].window!;
    expect(w.from_s).toBeGreaterThanOrEqual(2);
    expect(w.to_s - w.from_s).toBeGreaterThanOrEqual(2);
    expect(f!.evidence[1].values.in_window).toBeGreaterThan(f!.evidence[1].values.before_window!);
    const check = r.gate.checks.find((c) => c.metric === "target.busy")!;
    expect(check.status).toBe("fail");
    expect(check.observed).toBe(0.97);
    expect(r.verdict).toBe("fail");
    expect(saturatedRun.exitCode).toBe(1);
    const md = readFileSync(saturatedRun.files.reportMd, "utf8");
    expect(md).toContain("### Target");
    expect(md).toContain("busy{job=app}");
  });

  it.skipIf(skipBrowser)(
    "draws the target series on the load's time axis in Chromium, without console errors",
    async () => {
      const page = await openFile(saturatedRun.files.dashboard);
      try {
        const charts = await page.page.locator("#target figure.chart").count();
        expect(charts).toBe(2 + 8); // the load (concurrency, throughput), then one per series name
        const lines = await page.page.locator("#target svg polyline.series").count();
        expect(lines).toBeGreaterThanOrEqual(10 * 2);
        // Diagnosis window shaded on every chart.
        expect(await page.page.locator("#target rect.band").count()).toBeGreaterThanOrEqual(10);
        expect(page.consoleErrors).toEqual([]);
        expect(page.requests.filter((u) => !u.startsWith("file://"))).toEqual([]);
      } finally {
        await page.close();
      }
    },
    30_000,
  );

  it("flat exporter: no saturation finding, the threshold passes", async () => {
    const flat = await run(false, stack.url, 'thresholds:\n  target.busy: ["max<0.9"]\n', 4);
    expect(busySaturation(flat.report)).toBeUndefined();
    expect(flat.report.gate.checks.find((c) => c.metric === "target.busy")!.status).toBe("pass");
    expect(flat.report.verdict, JSON.stringify(flat.report.gate.checks)).toBe("pass");
  }, 60_000);

  it("Prometheus unreachable: a warning in the notes, the verdict unaffected", async () => {
    const down = await run(
      false,
      `http://127.0.0.1:${await closedPort()}`,
      'thresholds:\n  e2e_ms: ["p(95)<5000"]\n',
      2,
    );
    expect(down.report.verdict).toBe("pass");
    expect(down.exitCode).toBe(0);
    expect(
      down.report.notes!.some((n) =>
        /^target evidence: queries busy, cpu_busy, .* failed: http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/.test(
          n,
        ),
      ),
    ).toBe(true);
    expect(down.report.target ?? null).toBeNull();
    // One line per cause, not one per query and poll.
    expect(down.report.notes!.filter((n) => n.startsWith("target evidence:"))).toHaveLength(2);
  }, 60_000);

  it("`report <run-dir>` rebuilds the target series with Prometheus stopped", async () => {
    await stack.stopPrometheus();
    const again = await finalizeRun(saturatedRun.runDir, {
      baselineDir: join(saturatedRun.dir, "baselines"),
    });
    expect(again.report.target).toEqual(saturatedRun.report.target);
    expect(again.report.findings).toEqual(saturatedRun.report.findings);
    expect(again.report.verdict).toBe("fail");
  }, 30_000);
});
