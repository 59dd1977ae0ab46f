/**
 * The evidence step against loopback servers that misbehave the way a real Prometheus can: slow,
 * refusing a query, or demanding a header. Every failure is bounded in time and ends as a warning.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunEvent } from "../../../src/events/events.js";
import { prometheusClient } from "../../../src/pipeline/prometheus-client.js";
import { watchTarget } from "../../../src/pipeline/target-evidence.js";
import { loadScenario } from "../../../src/scenario/load.js";
import { startServer, type TestServer } from "../../support/http-server.js";

let prom: TestServer;
/** A "slow" query's answer time: far past every timeout these tests set, and past their slack. */
const SLOW_ANSWER_MS = 60_000;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  prom = await startServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    seen.push({ url: req.url ?? "", headers: req.headers });
    const query = url.searchParams.get("query") ?? "";
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    // Answers long after any timeout under test; a query that waits for it was not cut.
    if (query === "slow")
      return void setTimeout(
        () => json(200, { status: "success", data: { resultType: "vector", result: [] } }),
        SLOW_ANSWER_MS,
      ).unref();
    if (query === "bad(")
      return json(400, {
        status: "error",
        errorType: "bad_data",
        error: "parse error: unclosed left parenthesis",
      });
    if (query === "html") return void res.writeHead(502).end("<html>bad gateway</html>");
    const t = Number(url.searchParams.get("time") ?? url.searchParams.get("end"));
    const matrix = url.pathname.endsWith("query_range");
    json(200, {
      status: "success",
      data: matrix
        ? {
            resultType: "matrix",
            result: [
              {
                metric: { __name__: "up", job: "x" },
                values: [
                  [t - 1, "1"],
                  [t, "1"],
                ],
              },
            ],
          }
        : { resultType: "vector", result: [{ metric: { job: "x" }, value: [t, "1"] }] },
    });
  });
});

afterAll(async () => {
  await prom?.close();
});

describe("prometheusClient", () => {
  it("a slow answer is cut at the timeout", async () => {
    const c = prometheusClient(prom.url, {}, 300);
    const t = performance.now();
    await expect(c.instant("slow", Date.now())).rejects.toThrow(/no answer within 300 ms/);
    // The subject is the client's own 300 ms timeout: it ends the wait well before the answer
    // (60 s), with 100x slack for a loaded runner.
    expect(performance.now() - t).toBeGreaterThanOrEqual(290);
    expect(performance.now() - t).toBeLessThan(30_000);
  });

  it.each([
    { query: "bad(", error: /HTTP 400: parse error: unclosed left parenthesis/ },
    { query: "html", error: /HTTP 502, not a Prometheus API answer/ },
  ])("$query → $error", async ({ query, error }) => {
    await expect(prometheusClient(prom.url, {}, 2000).instant(query, Date.now())).rejects.toThrow(error);
  });

  it("credentials in the URL go as Basic auth, and messages never show them", async () => {
    seen.length = 0;
    const url = prom.url.replace("http://", "http://user:hunter22@");
    const err = await prometheusClient(url, {}, 2000)
      .instant("bad(", Date.now())
      .catch((e: Error) => e);
    expect(String(err)).not.toContain("hunter22");
    expect(String(err)).toContain(`${prom.url}: HTTP 400`);
    expect(seen[0].headers.authorization).toBe(`Basic ${Buffer.from("user:hunter22").toString("base64")}`);
  });
});

describe("watchTarget", () => {
  async function watch(queries: string, env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), "watch-target-"));
    const file = join(dir, "s.yaml");
    writeFileSync(
      file,
      `name: w\npairs:\n  - agent: { name: oracle }\n    task: ${resolve("tasks/echo-bench")}\nevidence:\n  prometheus:\n    url: ${prom.url}\n    step_sec: 0.2\n    timeout_sec: 0.5\n    headers_env: { X-Scope-OrgID: WATCH_TENANT }\n    queries:\n${queries}`,
    );
    const loaded = await loadScenario(file, { env });
    const events: RunEvent[] = [];
    const waiters: { done: () => boolean; resolve: () => void }[] = [];
    /** Resolves once the events recorded so far satisfy `done`. */
    const until = (done: (events: RunEvent[]) => boolean) =>
      new Promise<void>((resolve) => {
        if (done(events)) return resolve();
        waiters.push({ done: () => done(events), resolve });
      });
    const w = watchTarget(
      loaded,
      (e) => {
        events.push(e);
        for (const x of waiters.splice(0))
          if (x.done()) x.resolve();
          else waiters.push(x);
      },
      env,
    );
    return { events, w, loaded, until };
  }

  it("polls live, then records the range; sends the header; writes nothing of its value", async () => {
    seen.length = 0;
    const { events, w, loaded, until } = await watch("      up: { promql: up, unit: count }\n", {
      WATCH_TENANT: "tenant-s3cr3t",
    });
    const instants = (es: RunEvent[]) =>
      es.filter((e) => e.type === "target" && (e as { source: string }).source === "instant").length;
    await until((es) => instants(es) >= 2);
    await w.stop();
    const kinds = events.filter((e) => e.type === "target").map((e) => (e as { source: string }).source);
    expect(kinds.filter((k) => k === "instant").length).toBeGreaterThanOrEqual(2);
    expect(kinds[kinds.length - 1]).toBe("range");
    expect(seen.every((s) => s.headers["x-scope-orgid"] === "tenant-s3cr3t")).toBe(true);
    expect(seen.some((s) => s.url.startsWith("/api/v1/query_range?"))).toBe(true);
    expect(JSON.stringify(events)).not.toContain("tenant-s3cr3t");
    expect(loaded.secretValues).toContain("tenant-s3cr3t");
  });

  it("a slow Prometheus: stop() is bounded by the timeout, one warning per cause, nothing recorded", async () => {
    seen.length = 0;
    const { events, w } = await watch("      a: { promql: slow }\n      b: { promql: slow }\n");
    // A live query is in flight at the server before stop() is asked.
    const asked = () => seen.filter((s) => s.url.includes("query=slow")).length >= 1;
    await vi.waitFor(() => expect(asked()).toBe(true), { timeout: 30_000, interval: 20 });
    const t = performance.now();
    await w.stop();
    // The subject is the 0.5 s query timeout: stop() waits for the queries in flight and the range
    // query, each cut at 0.5 s, never for the 60 s answer; 20x slack for a loaded runner.
    expect(performance.now() - t).toBeLessThan(20_000);
    expect(events.filter((e) => e.type === "target")).toEqual([]);
    const warnings = events.filter((e) => e.type === "log").map((e) => (e as { message: string }).message);
    expect(warnings).toEqual([
      "target evidence: header X-Scope-OrgID: environment variable WATCH_TENANT is not set; querying without it",
      `target evidence: live queries failed: ${prom.url}: no answer within 500 ms`,
      `target evidence: queries a, b failed: ${prom.url}: no answer within 500 ms`,
    ]);
  });
});
