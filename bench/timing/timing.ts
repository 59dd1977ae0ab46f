/**
 * How punctual the timing parts are on this machine, the precision the suite no longer asserts (its tests
 * check order and never-early, which load cannot break; lateness is the runner's, so it is measured here):
 * - the mock LLM's deadlines: TTFT lateness past the configured 80 ms, and decode drift over 9 gaps of
 *   15 ms (absolute deadlines: lateness must not add up), one call at a time and 8 at once;
 * - the LLM gateway's hop: TTFT through the gateway against the same calls straight to the mock;
 * - the open-loop generator: 50 sessions/s for 10 s, the fraction that started over 100 ms late.
 * Each figure beside its target, HOLDS or MISSED; exit 1 when one misses.
 * Run: npx tsx bench/timing/timing.ts [--calls 40]
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { startMockLlm } from "../../src/mock-llm/index.js";
import { runScenario } from "../../src/pipeline/run.js";
import { startGateway } from "../../src/runtimes/gateway/index.js";
import { call, chatBody } from "../../tests/support/mock-llm.js";
import { ECHO_TASK, inProcessRuntime, scenario } from "../../tests/support/pipeline.js";

const { values: args } = parseArgs({ options: { calls: { type: "string", default: "40" } } });
const CALLS = Math.min(Math.max(Number(args.calls) || 40, 8), 1000);
const TTFT = 80;
const ITL = 15;
const TOKENS = 10;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const f1 = (x: number) => x.toFixed(1);

let missed = 0;
function target(what: string, value: number, limit: number, unit: string): void {
  const holds = value < limit;
  if (!holds) missed++;
  console.log(`  ${holds ? "HOLDS " : "MISSED"}  ${what}: ${f1(value)} ${unit} (target < ${limit} ${unit})`);
}

/** TTFT and decode span of `n` calls to `url`, `at` at once. */
async function timings(url: string, n: number, at: number): Promise<{ ttft: number[]; decode: number[] }> {
  const ttft: number[] = [];
  const decode: number[] = [];
  for (let i = 0; i < n; i += at) {
    const wave = Array.from({ length: Math.min(at, n - i) }, (_, k) =>
      call(`${url}/chat/completions`, chatBody(`time me ${i + k}`)),
    );
    for (const r of await Promise.all(wave)) {
      const s = r.stream;
      if (!s || s.ttftMs === null || s.lastContentMs === null)
        throw new Error(`no stream (HTTP ${r.status})`);
      ttft.push(s.ttftMs);
      decode.push(s.lastContentMs - s.ttftMs);
    }
  }
  return { ttft, decode };
}

async function mockAndGateway(): Promise<void> {
  const m = await startMockLlm({ host: "127.0.0.1", ttft_ms: TTFT, itl_ms: ITL, tokens: TOKENS });
  const g = await startGateway({ upstream: m.url });
  try {
    console.log(
      `\nmock LLM deadlines (ttft ${TTFT} ms, ${TOKENS} tokens ${ITL} ms apart), ${CALLS} calls each`,
    );
    for (const at of [1, 8]) {
      const t = await timings(`${m.url}/v1`, CALLS, at);
      const late = t.ttft.map((x) => x - TTFT);
      const drift = t.decode.map((x) => Math.abs(x - (TOKENS - 1) * ITL));
      target(`${at} at once: TTFT lateness p50`, quantile(late, 0.5), 25, "ms");
      console.log(`          TTFT lateness p99 ${f1(quantile(late, 0.99))} ms`);
      target(`${at} at once: decode drift over ${TOKENS - 1} gaps p50`, quantile(drift, 0.5), 12, "ms");
    }
    console.log(
      "\nLLM gateway hop (the same calls through the gateway and straight to the mock, alternated)",
    );
    const hop: number[] = [];
    const base = g.sessionEnv("0000-bench").OPENAI_BASE_URL;
    for (let i = 0; i < CALLS; i++) {
      const direct = await timings(`${m.url}/v1`, 1, 1);
      const via = await timings(base, 1, 1);
      hop.push(via.ttft[0] - direct.ttft[0]);
    }
    target("TTFT added by the hop, p50", quantile(hop, 0.5), 10, "ms");
    console.log(`          p90 ${f1(quantile(hop, 0.9))} ms`);
  } finally {
    await g.close();
    await m.close();
  }
}

async function openLoop(): Promise<void> {
  console.log("\nopen loop: 50 sessions/s for 10 s (Poisson arrivals, 30 ms sessions in process)");
  const { loaded, dir } = await scenario(`
name: open-loop-bench
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 50
load:
  strategy: rate
  rate: 50
  duration_sec: 10
  arrival: poisson
  seed: 11
`);
  const out = await runScenario(loaded, { outDir: dir, runtime: inProcessRuntime(() => 30) });
  const ol = out.run.open_loop;
  if (!ol) throw new Error("the run wrote no open-loop summary");
  console.log(
    `          offered ${ol.offered_sps}/s, achieved ${ol.achieved_sps}/s, lag p50 ${ol.schedule_lag_p50_ms} ms, p99 ${ol.schedule_lag_p99_ms} ms`,
  );
  target("sessions started over 100 ms late", ol.late_fraction * 100, 1, "%");
}

console.log(`bench:timing on ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`);
await mockAndGateway();
await openLoop();
console.log(missed === 0 ? "\nevery target HOLDS" : `\n${missed} target(s) MISSED`);
process.exit(missed > 0 ? 1 : 0);
