/**
 * Record and replay with a real coding agent (Codex, the real CLI in Docker). Record: the agent runs
 * through the gateway against the mock standing in for a real endpoint (jitter and rate-limit faults
 * on), and the gateway writes a cassette in which the canary key appears nowhere. Replay: the same
 * workload against the cassette, the stand-in endpoint gone, passes with the same tool calls per
 * session, and with `timing: recorded` no LLM call answers sooner than it did when recorded (the
 * agent's own start-up, which the cassette does not hold, is not compared). A changed prompt is
 * `replay_mismatch` naming the field.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startMockLlm } from "../../../src/mock-llm/index.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { ENGINE } from "../../support/docker.js";
import { scenario } from "../../support/pipeline.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const TASK = join(ROOT, "tasks/hello-file");
const SCRIPT = join(ROOT, "examples/scripts/hello-file.yaml");
const CANARY = "sk-canaryRecordReplay0123456789";
const SESSIONS = 3;
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: events and reports are read as JSON
type Json = any;

async function run(name: string, services: string, task = TASK, sessions = SESSIONS) {
  const { loaded, dir } = await scenario(`
name: ${name}
runtime: { type: docker, docker: { network_mode: host } }
services: ${services}
pairs:
  - agent: { name: codex, model: mock-1, env: { OPENAI_API_KEY: ${CANARY} } }
    task: ${task}
    sessions: ${sessions}
    n_concurrent: 1
retry: { max_retries: 0 }
`);
  scratch.push(dir);
  const out = await runScenario(loaded, { outDir: join(dir, "out"), baselineDir: join(dir, "baselines") });
  const report: Json = JSON.parse(readFileSync(join(out.runDir, "report.json"), "utf8"));
  const events: Json[] = readFileSync(join(out.runDir, "events.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return { out, report, events };
}

/** Per session, the names of the tools the agent called (its own trace's `tool` spans). */
function toolCalls(events: Json[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of events) {
    if (e.type === "session_start") out[e.session] ??= [];
    if (e.type === "span" && e.span.kind === "tool")
      out[e.session] = [...(out[e.session] ?? []), e.span.name];
  }
  return out;
}

/** Per session, each LLM call's duration (ms): where a difference in e2e would come from. */
function llmTimes(events: Json[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const e of events)
    if (e.type === "span" && e.span.kind === "llm")
      out[e.session] = [...(out[e.session] ?? []), Math.round(e.span.end - e.span.start)];
  return out;
}

/** Per recorded session, when each call's last chunk went out (ms after its request): what replay waits for. */
function recordedDue(files: string[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const f of files) {
    const conv: Json = JSON.parse(readFileSync(f, "utf8"));
    out[conv.session] = conv.calls.map((c: Json) => Math.max(c.head_at, ...c.chunks.map((k: Json) => k.at)));
  }
  return out;
}

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));

describe.skipIf(!ENGINE)("record and replay a coding agent's conversations", () => {
  it("records through the gateway, replays with the endpoint gone, and names a changed prompt", async () => {
    const cassette = mkdtempSync(join(tmpdir(), "cassette-agent-"));
    scratch.push(cassette);
    const endpoint = await startMockLlm({
      ttft_ms: 300,
      itl_ms: 20,
      jitter_ms: 100,
      tokens: 8,
      script: SCRIPT,
      faults: { rate_429: 0.15 },
      retry_after_s: 0,
      seed: 7,
    });
    let recorded: Awaited<ReturnType<typeof run>>;
    try {
      recorded = await run("rec", `{ gateway: { upstream: "${endpoint.url}", record: ${cassette} } }`);
    } finally {
      await endpoint.close();
    }
    expect(recorded.report.pass_rate, JSON.stringify(recorded.report.error_buckets)).toBe(1);
    expect(recorded.report.scenario.llm_mode).toBe("real");
    const files = filesIn(cassette);
    expect(files).toHaveLength(SESSIONS);
    for (const f of files) expect(readFileSync(f, "utf8")).not.toContain(CANARY.slice(3));

    const replayed = await run("rep", `{ mock_llm: { replay: ${cassette}, timing: recorded } }`);
    expect(replayed.report.pass_rate, JSON.stringify(replayed.report.error_examples)).toBe(1);
    expect(replayed.report.scenario.llm_mode).toBe("replay");
    expect(Object.values(toolCalls(replayed.events))).toEqual(Object.values(toolCalls(recorded.events)));
    // The recorded pacing is replayed: no call ends before its last recorded chunk was due (a busy
    // runner only adds to it), so a replay that ignored `timing: recorded` (every call at once) fails.
    // The bound is the cassette's own schedule, not the recording run's spans: those also hold the
    // gateway's hop and the recording runner's load, which the replay does not have.
    const due = recordedDue(files);
    const rep = llmTimes(replayed.events);
    console.log(`recorded last chunk ms: ${JSON.stringify(due)}; replayed calls ms: ${JSON.stringify(rep)}`);
    const counts = (t: Record<string, number[]>) =>
      Object.entries(t).map(([id, calls]) => [id, calls.length]);
    expect(counts(rep).sort()).toEqual(counts(due).sort());
    // The mock's TTFT alone is 300 ms: the bound below is not vacuous.
    expect(Math.max(...Object.values(due).flat())).toBeGreaterThan(300);
    for (const [id, calls] of Object.entries(due))
      calls.forEach((ms, j) => {
        // 2 ms: the agent's clock and the mock's start the call on either side of one request write
        expect(rep[id]?.[j], `${id} call ${j}`).toBeGreaterThanOrEqual(ms - 2);
      });

    // Another prompt: the same task with another instruction.
    const changed = join(mkdtempSync(join(tmpdir(), "task-")), "hello-file");
    scratch.push(resolve(changed, ".."));
    cpSync(TASK, changed, { recursive: true });
    writeFileSync(join(changed, "instruction.md"), "Create the file /app/hello.txt holding `hi`\n");
    const mismatched = await run("mis", `{ mock_llm: { replay: ${cassette} } }`, changed, 1);
    expect(mismatched.report.error_buckets).toEqual({ replay_mismatch: 1 });
    const end = mismatched.events.find((e: Json) => e.type === "session_end");
    expect(end.error).toMatch(/^replay: request 1 differs from the recording \S+ at messages\[\d+\]\.text/);
  }, 900_000);
});
