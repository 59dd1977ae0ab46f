/** Scenarios run through the whole pipeline on an in-process runtime: no processes, no containers. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import type { SessionOutcome, Span } from "../../src/events/events.js";
import { parseStream } from "../../src/runtimes/http/stream-parser.js";
import type { Runtime, SessionIO, SessionSpec } from "../../src/runtimes/types.js";
import { loadScenario } from "../../src/scenario/load.js";
import type { LoadedScenario } from "../../src/scenario/model.js";

export const ECHO_TASK = resolve("tests/fixtures/scenarios/tasks/echo");

export async function scenario(yaml: string): Promise<{ loaded: LoadedScenario; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "load-pipeline-"));
  const file = join(dir, "scenario.yaml");
  writeFileSync(file, yaml);
  // The scenario is written outside the repository; the fixtures its agents mount are in it.
  return { loaded: await loadScenario(file, { cwd: dir, workspace: resolve(".") }), dir };
}

/** A runtime whose sessions take `ms` and report one LLM call; `outcome` may fail some. */
export function inProcessRuntime(
  ms: (spec: SessionSpec) => number,
  outcome: (spec: SessionSpec) => Partial<SessionOutcome> = () => ({}),
): Runtime {
  return {
    kind: "local",
    async prepare() {},
    async close() {},
    async runSession(spec, io) {
      const start = Date.now();
      const d = ms(spec);
      await new Promise((r) => setTimeout(r, d));
      io.emit({
        type: "span",
        span: {
          kind: "llm",
          name: "chat",
          start,
          end: start + d,
          ok: true,
          ttft_ms: d / 2,
          tokens_in: 10,
          tokens_out: 4,
        },
      });
      return { status: "passed", reward: 1, bucket: null, error: null, ttft_ms: d / 2, ...outcome(spec) };
    },
  };
}

/** A tiny agent in-process: one streaming chat call to the scenario's LLM, timed by our stream parser. */
export function streamingAgentRuntime(): Runtime {
  const runSession = async (_spec: SessionSpec, io: SessionIO): Promise<SessionOutcome> => {
    const t0 = performance.now();
    const wall0 = Date.now();
    const res = await fetch(`${io.env.OPENAI_BASE_URL}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${io.env.OPENAI_API_KEY}` },
      body: JSON.stringify({
        model: io.env.AGENT_MODEL,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: "user", content: "hello" }],
      }),
      signal: io.signal,
    });
    const reads: Array<[Uint8Array, number]> = [];
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reads.push([value, performance.now()]);
    }
    const r = parseStream(reads, { startMs: t0, dialect: "openai" }, performance.now());
    const span: Span = {
      kind: "llm",
      name: "chat",
      start: wall0,
      end: wall0 + (r.endMs ?? 0),
      ok: res.ok && r.error === null,
      ttft_ms: r.ttftMs,
      tokens_in: r.usage?.promptTokens ?? null,
      tokens_out: r.outputTokens,
      icl_ms: r.gapsMs,
    };
    io.emit({ type: "span", span });
    const ok = res.ok && r.ttftMs !== null;
    return {
      status: ok ? "passed" : "errored",
      reward: ok ? 1 : null,
      bucket: ok ? null : "llm_server_error",
      error: ok ? null : `HTTP ${res.status}`,
      ttft_ms: r.ttftMs,
      tokens_out: r.outputTokens,
    };
  };
  return { kind: "local", async prepare() {}, async close() {}, runSession };
}
