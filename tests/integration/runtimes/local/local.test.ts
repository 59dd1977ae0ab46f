import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import type { AgentSpec } from "../../../../src/agents/types.js";
import type { SessionEvent } from "../../../../src/events/events.js";
import { createLocalRuntime } from "../../../../src/runtimes/local/index.js";
import { KILL_GRACE_MS } from "../../../../src/runtimes/local/process.js";
import type { SessionSpec } from "../../../../src/runtimes/types.js";
import { loadTask } from "../../../../src/scenario/tasks.js";

/** A Harbor task folder whose verifier passes when answer.txt holds "ok". */
function makeTask(o: { agentTimeout?: number; verifierTimeout?: number; test?: string } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "local-task-"));
  writeFileSync(
    join(dir, "task.toml"),
    `schema_version = "1.4"\n[agent]\ntimeout_sec = ${o.agentTimeout ?? 20}\n[verifier]\ntimeout_sec = ${o.verifierTimeout ?? 20}\n[environment]\n`,
  );
  writeFileSync(join(dir, "instruction.md"), "<!-- canary GUID 123 -->\nWrite ok into answer.txt\n");
  mkdirSync(join(dir, "environment"));
  writeFileSync(join(dir, "environment", "Dockerfile"), "FROM scratch\n");
  mkdirSync(join(dir, "solution"));
  writeFileSync(join(dir, "solution", "solve.sh"), "#!/bin/sh\necho ok > answer.txt\n");
  mkdirSync(join(dir, "tests"));
  writeFileSync(
    join(dir, "tests", "test.sh"),
    o.test ??
      '#!/bin/sh\nif [ "$(cat "$AGENT_WORKDIR/answer.txt" 2>/dev/null)" = ok ]; then echo 1 > "$VERIFIER_LOGS_DIR/reward.txt"; else echo 0 > "$VERIFIER_LOGS_DIR/reward.txt"; fi\n',
  );
  return dir;
}

async function run(agent: AgentSpec, taskDir: string) {
  const events: SessionEvent[] = [];
  const dir = mkdtempSync(join(tmpdir(), "local-session-"));
  const spec: SessionSpec = {
    id: "s1",
    index: 0,
    pair: 0,
    agent,
    task: loadTask(taskDir),
    tags: {},
    attempt: 1,
    successRewardThreshold: 1,
  };
  const outcome = await createLocalRuntime().runSession(spec, {
    dir,
    emit: (e) => events.push(e),
    signal: new AbortController().signal,
    env: {},
  });
  return { outcome, events, dir };
}

const sh = (script: string): AgentSpec => ({ name: "custom", command: ["sh", "-c", script] });

describe("local runtime", () => {
  it("passes with oracle and fails with nop, timing every phase", async () => {
    const task = makeTask();
    const oracle = await run({ name: "oracle" }, task);
    expect(oracle.outcome).toMatchObject({ status: "passed", reward: 1, bucket: null });
    const phases = oracle.events.filter((e) => e.type === "phase").map((e) => (e as { phase: string }).phase);
    expect(phases).toEqual(["agent_exec", "verify", "teardown"]);
    const nop = await run({ name: "nop" }, task);
    expect(nop.outcome).toMatchObject({ status: "failed", reward: 0, bucket: "task_failed" });
  });

  it("gives the agent its instruction (canary stripped) as a file and a variable", async () => {
    const r = await run(
      sh(
        'printf %s "$AGENT_INSTRUCTION" > "$AGENT_LOGS_DIR/seen.txt"; cat "$AGENT_INSTRUCTION_FILE" >> "$AGENT_LOGS_DIR/seen.txt"',
      ),
      makeTask(),
    );
    const seen = readFileSync(join(r.dir, "agent", "seen.txt"), "utf8");
    expect(seen.match(/Write ok into answer\.txt/g)).toHaveLength(2);
    expect(seen).not.toMatch(/canary/);
  });

  it.each([
    {
      name: "agent crash",
      agent: sh("echo 'llm_rate_limited: HTTP 429' >&2; exit 3"),
      task: {},
      bucket: "agent_exit",
      error: /exited with 3: llm_rate_limited: HTTP 429/,
    },
    {
      name: "agent timeout",
      agent: sh("sleep 30"),
      task: { agentTimeout: 1 },
      bucket: "agent_timeout",
      error: /timed out/,
    },
    {
      name: "verifier timeout",
      agent: { name: "oracle" },
      task: { verifierTimeout: 1, test: "#!/bin/sh\nsleep 30\n" },
      bucket: "verifier_timeout",
      error: /1s/,
    },
    {
      name: "missing reward",
      agent: { name: "oracle" },
      task: { test: '#!/bin/sh\nset -e\nfalse\necho 1 > "$VERIFIER_LOGS_DIR/reward.txt"\n' },
      bucket: "reward_missing",
      error: /neither/,
    },
    {
      name: "unparsable reward",
      agent: { name: "oracle" },
      task: { test: '#!/bin/sh\necho yes > "$VERIFIER_LOGS_DIR/reward.txt"\n' },
      bucket: "reward_unparsable",
      error: /not a number/,
    },
    {
      name: "command not found",
      agent: { name: "custom", command: ["/no/such/agent"] },
      task: {},
      bucket: "agent_exit",
      error: /agent/,
    },
  ])(
    "$name lands in $bucket",
    async ({ agent, task, bucket, error }) => {
      const r = await run(agent as AgentSpec, makeTask(task));
      expect(r.outcome.status).toBe("errored");
      expect(r.outcome.bucket).toBe(bucket);
      expect(r.outcome.error).toMatch(error);
    },
    20_000,
  );

  it("never lets an agent plant its own reward", async () => {
    const r = await run(
      sh(
        'echo 1 > "$VERIFIER_LOGS_DIR/reward.txt"; echo \'{"reward":1}\' > "$VERIFIER_LOGS_DIR/reward.json"',
      ),
      makeTask(),
    );
    expect(r.outcome).toMatchObject({ status: "failed", reward: 0 });
  });

  it("kills the agent's whole process tree on timeout", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "orphan-"));
    const marker = join(scratch, "alive");
    const pidFile = join(scratch, "pid");
    const r = await run(
      sh(`sh -c 'echo $$ > ${pidFile}; sleep 2; touch ${marker}' & sleep 30`),
      makeTask({ agentTimeout: 1 }),
    );
    expect(r.outcome.bucket).toBe("agent_timeout");
    // The subject is the kill on timeout: the background child is gone (within the product's kill
    // grace, here allowed 5x for a loaded runner) instead of living on to touch its marker.
    const pid = Number(readFileSync(pidFile, "utf8"));
    const alive = () => {
      try {
        return !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, "latin1"));
      } catch {
        return false;
      }
    };
    const until = performance.now() + 5 * KILL_GRACE_MS;
    // The subject is the kill grace: a poll of the process until it is gone, within the bound above.
    while (alive() && performance.now() < until) await new Promise((res) => setTimeout(res, 20));
    expect(alive()).toBe(false);
    expect(existsSync(marker)).toBe(false);
  }, 30_000);

  it("reads spans and a trajectory the agent left, and measures TTFT from them", async () => {
    // The agent stamps its spans on its own clock as it runs, so they fall inside its session
    // however long a loaded runner takes to start it.
    const gen = join(mkdtempSync(join(tmpdir(), "spans-")), "spans.mjs");
    writeFileSync(
      gen,
      `const now = Date.now() / 1000;
const spans = [
  { kind: "llm", name: "chat", start: now + 0.05, end: now + 0.3, ok: true, ttft_ms: 40, tokens_in: 10, tokens_out: 20 },
  { kind: "tool", name: "write", start: now + 0.3, end: now + 0.31, ok: true },
  { kind: "bogus", start: 1, end: 2 },
];
process.stdout.write(spans.map((s) => JSON.stringify(s)).join("\\n") + "\\n");
`,
    );
    const traj = {
      schema_version: "ATIF-v1.7",
      agent: { name: "a", version: "1" },
      steps: [
        { step_id: 1, source: "agent", message: "", metrics: { prompt_tokens: 10, completion_tokens: 20 } },
      ],
      final_metrics: { total_prompt_tokens: 10, total_completion_tokens: 20, total_steps: 1 },
    };
    const script = `${process.execPath} ${gen} > "$AGENT_LOGS_DIR/spans.jsonl"; echo '${JSON.stringify(traj)}' > "$AGENT_LOGS_DIR/trajectory.json"; echo ok > answer.txt; sleep 0.5`;
    // The agent outlives the first token it reports: a token after its end would not be its own.
    const r = await run(sh(script), makeTask());
    expect(r.outcome.status).toBe("passed");
    expect(r.events.filter((e) => e.type === "span")).toHaveLength(2);
    expect(
      r.events.some((e) => e.type === "log" && /spans.jsonl:3/.test((e as { message: string }).message)),
    ).toBe(true);
    expect(r.outcome.tokens_out).toBe(20);
    expect(r.outcome.ttft_ms).toBeGreaterThan(40);
  });
});

/** A two-step task: step one writes one.txt, step two two.txt; each step's own test checks its file. */
function makeSteps(): string {
  const dir = mkdtempSync(join(tmpdir(), "local-steps-"));
  writeFileSync(
    join(dir, "task.toml"),
    'schema_version = "1.4"\n[environment]\n[[steps]]\nname = "one"\nmin_reward = 1.0\n[[steps]]\nname = "two"\n',
  );
  mkdirSync(join(dir, "environment"));
  writeFileSync(join(dir, "environment", "Dockerfile"), "FROM scratch\n");
  for (const name of ["one", "two"]) {
    const step = join(dir, "steps", name);
    mkdirSync(join(step, "solution"), { recursive: true });
    mkdirSync(join(step, "tests"));
    writeFileSync(join(step, "instruction.md"), `<!-- canary GUID 123 -->\nWrite ${name}.txt\n`);
    writeFileSync(join(step, "solution", "solve.sh"), `#!/bin/sh\necho ${name} > ${name}.txt\n`);
    writeFileSync(
      join(step, "tests", "test.sh"),
      `#!/bin/sh\n[ -f "$AGENT_WORKDIR/${name}.txt" ] && [ ! -f "$TESTS_DIR/seen" ] && r=1 || r=0\ntouch "$TESTS_DIR/seen"\necho $r > "$VERIFIER_LOGS_DIR/reward.txt"\n`,
    );
  }
  return dir;
}

describe("local runtime: a multi-step task", () => {
  it("runs each step's solution and its own tests on an emptied tests folder; the instruction is the step's", async () => {
    const r = await run({ name: "oracle" }, makeSteps());
    expect(r.outcome).toMatchObject({ status: "passed", reward: 1, bucket: null });
    expect(r.outcome.steps?.map((s) => [s.name, s.reward])).toEqual([
      ["one", 1],
      ["two", 1],
    ]);
    expect(readFileSync(join(r.dir, "agent", "instruction.md"), "utf8")).toBe("Write two.txt\n");
    expect(readFileSync(join(r.dir, "steps", "one", "verifier", "reward.txt"), "utf8").trim()).toBe("1");
  });

  it("nop fails step one, which stops the trial and is named", async () => {
    const r = await run({ name: "nop" }, makeSteps());
    expect(r.outcome).toMatchObject({ status: "failed", bucket: "task_failed", reward: 0 });
    expect(r.outcome.error).toBe("step one: reward 0 below the success threshold 1");
    expect(r.outcome.steps).toHaveLength(1);
  });
});
