import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type MockLlm, type MockLlmOptions, startMockLlm } from "../../../src/mock-llm/index.js";
import { loadTask } from "../../../src/scenario/tasks.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const AGENT = join(ROOT, "examples/agents/echo-agent/agent.mjs");
const TASK = join(ROOT, "tasks/echo-bench");

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command with a bounded time; never hangs the suite. */
function run(argv: string[], env: Record<string, string>, timeoutMs = 20_000): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(argv[0], argv.slice(1), {
      env: { PATH: process.env.PATH ?? "", ...env },
      cwd: env.AGENT_WORKDIR,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (b) => {
      stdout += b;
    });
    child.stderr.on("data", (b) => {
      stderr += b;
    });
    // a bound on a hung agent, not a measure
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

let dir: string;
let env: Record<string, string>;
let mock: MockLlm | null = null;

async function withMock(opts: MockLlmOptions = {}): Promise<MockLlm> {
  mock = await startMockLlm({ host: "127.0.0.1", ttft_ms: 30, itl_ms: 2, tokens: 12, ...opts });
  env.OPENAI_BASE_URL = `${mock.url}/v1`;
  return mock;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "echo-agent-"));
  for (const d of ["app", "agent", "verifier"]) mkdirSync(join(dir, d));
  env = {
    AGENT_WORKDIR: join(dir, "app"),
    AGENT_LOGS_DIR: join(dir, "agent"),
    VERIFIER_LOGS_DIR: join(dir, "verifier"),
    AGENT_INSTRUCTION_FILE: join(TASK, "instruction.md"),
    AGENT_MODEL: "mock-1",
    OPENAI_API_KEY: "test-key",
  };
});

afterEach(async () => {
  await mock?.close();
  mock = null;
  rmSync(dir, { recursive: true, force: true });
});

const verify = async () => {
  await run(["sh", join(TASK, "tests/test.sh")], env);
  return readFileSync(join(dir, "verifier/reward.txt"), "utf8").trim();
};
const spans = () =>
  readFileSync(join(dir, "agent/spans.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

describe("echo-agent against the mock LLM, verified by echo-bench", () => {
  it("solves the task, reports spans with a measured TTFT, and writes an ATIF trajectory", async () => {
    const m = await withMock();
    const before = Date.now() / 1000;
    const r = await run(["node", AGENT], env);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);

    expect(readFileSync(join(dir, "app/answer.txt"), "utf8")).toBe("echo: the quick brown fox\n");
    const [llm, storage, tool] = spans();
    expect(llm).toMatchObject({
      kind: "llm",
      name: "chat.completions",
      ok: true,
      error_class: null,
      tokens_out: 12,
    });
    expect(llm.tokens_in).toBeGreaterThan(10);
    // the mock waits 30 ms before its first token: a floor, whatever the machine's speed
    expect(llm.ttft_ms).toBeGreaterThanOrEqual(29);
    expect(llm.start).toBeGreaterThanOrEqual(before - 1);
    expect(llm.end).toBeGreaterThan(llm.start);
    expect(storage).toMatchObject({ kind: "storage", ok: true });
    expect(tool).toMatchObject({ kind: "tool", name: "write_file", ok: true });
    expect(tool.start).toBeLessThanOrEqual(storage.start);

    const traj = JSON.parse(readFileSync(join(dir, "agent/trajectory.json"), "utf8"));
    expect(traj).toMatchObject({
      schema_version: "ATIF-v1.7",
      agent: { name: "echo-agent", model_name: "mock-1" },
      steps: [
        { step_id: 1, source: "user" },
        { step_id: 2, source: "agent", metrics: { prompt_tokens: llm.tokens_in, completion_tokens: 12 } },
      ],
      final_metrics: { total_completion_tokens: 12, total_steps: 2 },
    });
    expect(m.requests()).toHaveLength(1);
    expect(await verify()).toBe("1");
  });

  it("reads the instruction from AGENT_INSTRUCTION when no file is given", async () => {
    await withMock();
    delete env.AGENT_INSTRUCTION_FILE;
    env.AGENT_INSTRUCTION = readFileSync(join(TASK, "instruction.md"), "utf8");
    expect((await run(["node", AGENT], env)).code).toBe(0);
    expect(await verify()).toBe("1");
  });

  it("nop: nothing written, reward 0", async () => {
    expect(await verify()).toBe("0");
  });

  it("oracle: solution/solve.sh earns reward 1", async () => {
    expect((await run(["sh", join(TASK, "solution/solve.sh")], env)).code).toBe(0);
    expect(await verify()).toBe("1");
  });

  it("a wrong answer gets reward 0", async () => {
    await run(["sh", "-c", `printf 'echo: the quick brown dog\\n' > '${join(dir, "app/answer.txt")}'`], env);
    expect(await verify()).toBe("0");
  });

  it.each([
    ["429", { rate_429: 1 }, "llm_rate_limited: HTTP 429"],
    ["500", { rate_500: 1 }, "llm_server_error: HTTP 500"],
    ["disconnect", { rate_disconnect: 1 }, "connection_reset: "],
    ["malformed", { rate_malformed: 1 }, "stream_parse: malformed chunk"],
  ])("an LLM %s fails the agent with its error class on one stderr line", async (_, faults, line) => {
    await withMock({ faults });
    const r = await run(["node", AGENT], env);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(line);
    const [llm] = spans();
    expect(llm).toMatchObject({ kind: "llm", ok: false, error_class: line.split(":")[0] });
    expect(existsSync(join(dir, "app/answer.txt"))).toBe(false);
    expect(await verify()).toBe("0");
  });

  it("an unreachable LLM is connect_refused", async () => {
    env.OPENAI_BASE_URL = "http://127.0.0.1:1/v1";
    const r = await run(["node", AGENT], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^connect_refused: /);
  });
});

describe("echo-bench task folder", () => {
  it("loads as a Harbor task with the expected config", () => {
    const task = loadTask(TASK);
    expect(task).toMatchObject({ name: "agent-loadtest/echo-bench", hasSolution: true, hasCompose: false });
    expect(task.config).toMatchObject({
      schema_version: "1.4",
      agent: { timeout_sec: 60 },
      verifier: { timeout_sec: 30 },
      environment: { build_timeout_sec: 600, cpus: 1, memory_mb: 512 },
    });
    expect(task.instruction).toContain("`answer.txt`");
    const dockerfile = readFileSync(join(TASK, "environment/Dockerfile"), "utf8");
    expect(dockerfile).toMatch(
      /^ARG BASE_IMAGE=node:22-bookworm-slim\nFROM \$\{BASE_IMAGE\}\nWORKDIR \/app\n$/,
    );
  });
});
