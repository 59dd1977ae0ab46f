/**
 * Local runtime: one session = the agent as a child process in a fresh temp workspace, with the
 * Harbor paths mapped into the session folder (`/logs/agent` → sessions/<id>/agent, `/logs/verifier`
 * → sessions/<id>/verifier), tests copied in only after the agent finished, then `tests/test.sh`.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ErrorBucket, PhaseName, SessionOutcome } from "../../metrics/events.js";
import { readAgentLogs, sessionTtft } from "../agent-logs.js";
import { decideOutcome, parseReward } from "../outcome.js";
import type { Runtime, SessionIO, SessionSpec } from "../types.js";
import { type ProcessResult, runProcess } from "./process.js";

/** Harbor's default agent-setup cap; an install step longer than this is broken, not slow. */
const SETUP_TIMEOUT_SEC = 360;
/** The folder an agent's `mount` appears at, in every runtime. */
export const AGENT_MOUNT = "/agent";

const readIf = (f: string) => (existsSync(f) ? readFileSync(f, "utf8") : null);

export function createLocalRuntime(): Runtime {
  return {
    kind: "local",
    async prepare() {},
    runSession,
    async close() {},
  };
}

async function runSession(spec: SessionSpec, io: SessionIO): Promise<SessionOutcome> {
  const task = spec.task;
  if (!task) throw new Error("the local runtime runs tasks; this session has none");
  const root = mkdtempSync(join(tmpdir(), "agent-loadtest-"));
  const ws = join(root, "app");
  const agentLogs = join(io.dir, "agent");
  const verifierLogs = join(io.dir, "verifier");
  for (const d of [ws, agentLogs, verifierLogs]) mkdirSync(d, { recursive: true });
  const instructionFile = join(agentLogs, "instruction.md");
  writeFileSync(instructionFile, task.instruction);

  const agent = spec.agent;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: process.env.HOME ?? root,
    LANG: process.env.LANG ?? "C.UTF-8",
    ...task.config.environment.env,
    ...io.env,
    ...(agent.env ?? {}),
    AGENT_WORKDIR: ws,
    AGENT_LOGS_DIR: agentLogs,
    VERIFIER_LOGS_DIR: verifierLogs,
    AGENT_INSTRUCTION: task.instruction,
    AGENT_INSTRUCTION_FILE: instructionFile,
    ...(agent.model ? { AGENT_MODEL: agent.model } : {}),
    ...(agent.mount ? { AGENT_DIR: agent.mount } : {}),
  };
  const phase = async <T>(name: PhaseName, fn: () => Promise<T>, ok: (r: T) => boolean): Promise<T> => {
    const start = Date.now();
    const r = await fn();
    io.emit({ type: "phase", phase: name, start, end: Date.now(), ok: ok(r) });
    return r;
  };
  const run = (
    argv: string[],
    timeoutSec: number | null,
    log: string,
    extraEnv: Record<string, string> = {},
  ) =>
    runProcess({
      argv,
      cwd: ws,
      env: { ...env, ...extraEnv },
      timeoutMs: timeoutSec == null ? null : timeoutSec * 1000,
      stdoutFile: join(io.dir, `${log}.stdout.log`),
      stderrFile: join(io.dir, `${log}.stderr.log`),
      signal: io.signal,
    });

  let agentBucket: ErrorBucket | null = null;
  let agentError: string | null = null;
  try {
    // agent_setup: the optional install step of a custom agent
    if (agent.install) {
      const r = await phase(
        "agent_setup",
        () => run(["sh", "-c", agent.install as string], SETUP_TIMEOUT_SEC, "agent-setup"),
        isOk,
      );
      if (!isOk(r)) {
        return decideOutcomeFor(
          spec,
          { agentBucket: "agent_setup_failed", agentError: describe("install", r) },
          null,
        );
      }
    }

    // agent_exec
    const timeoutSec = agent.timeout_sec ?? task.config.agent.timeout_sec;
    const execStart = Date.now();
    const r = await phase(
      "agent_exec",
      () => execAgent(),
      (x) => x === null || isOk(x),
    );
    async function execAgent(): Promise<ProcessResult | null> {
      if (agent.name === "nop") return null;
      if (agent.name === "oracle") {
        const solve = join(task!.dir, "solution", "solve.sh");
        if (!existsSync(solve)) {
          return {
            exitCode: 127,
            signal: null,
            timedOut: false,
            aborted: false,
            spawnError: "solution/solve.sh missing",
          };
        }
        const out = join(agentLogs, "oracle.txt");
        return runProcess({
          argv: ["sh", solve],
          cwd: ws,
          env: { ...env, DEBIAN_FRONTEND: "noninteractive", ...task!.config.solution.env },
          timeoutMs: timeoutSec == null ? null : timeoutSec * 1000,
          stdoutFile: out,
          stderrFile: out,
          signal: io.signal,
        });
      }
      return run(mapMount(agent.command ?? [], agent.mount), timeoutSec, "agent");
    }
    if (r && !isOk(r) && agent.name !== "oracle") {
      agentBucket = r.timedOut ? "agent_timeout" : r.aborted ? "interrupted" : "agent_exit";
      agentError = describe("agent", r, join(io.dir, "agent.stderr.log"));
    }
    if (io.signal.aborted)
      return decideOutcomeFor(spec, { agentBucket: "interrupted", agentError: "run interrupted" }, null);

    // what the agent reported about itself
    const logs = readAgentLogs(
      readIf(join(agentLogs, "spans.jsonl")),
      readIf(join(agentLogs, "trajectory.json")),
    );
    for (const span of logs.spans) io.emit({ type: "span", span });
    for (const why of logs.rejected) io.emit({ type: "log", level: "warn", message: why });

    // verify: the verifier folder is emptied first so an agent can never plant its own reward
    const v = await phase(
      "verify",
      async () => {
        rmSync(verifierLogs, { recursive: true, force: true });
        mkdirSync(verifierLogs, { recursive: true });
        const tests = join(root, "tests");
        cpSync(join(task.dir, "tests"), tests, { recursive: true });
        const script = join(tests, "test.sh");
        chmodSync(script, 0o755);
        const out = join(verifierLogs, "test-stdout.txt");
        return runProcess({
          argv: ["sh", script],
          cwd: ws,
          env: { ...env, ...task.config.verifier.env, TESTS_DIR: tests },
          timeoutMs: task.config.verifier.timeout_sec * 1000,
          stdoutFile: out,
          stderrFile: out,
          signal: io.signal,
        });
      },
      (x) => !x.timedOut,
    );
    let verifierBucket: ErrorBucket | null = null;
    let verifierError: string | null = null;
    let reward: number | null = null;
    let rewards: Record<string, number> | null = null;
    if (v.timedOut) {
      verifierBucket = "verifier_timeout";
      verifierError = `tests/test.sh ran past ${task.config.verifier.timeout_sec}s`;
    } else {
      const parsed = parseReward(
        readIf(join(verifierLogs, "reward.json")),
        readIf(join(verifierLogs, "reward.txt")),
      );
      if ("bucket" in parsed) {
        verifierBucket = parsed.bucket;
        verifierError = parsed.error;
      } else {
        reward = parsed.reward;
        rewards = parsed.rewards;
      }
    }
    const outcome = decideOutcome({
      reward,
      rewards,
      agentBucket,
      agentError,
      verifierBucket,
      verifierError,
      threshold: spec.successRewardThreshold,
    });
    return {
      ...outcome,
      exit_code: r?.exitCode ?? null,
      ttft_ms: sessionTtft(logs.spans, execStart),
      tokens_in: logs.tokens_in,
      tokens_out: logs.tokens_out,
      attrs: logs.steps != null ? { steps: logs.steps, tool_calls: logs.tool_calls } : undefined,
    };
  } finally {
    const start = Date.now();
    rmSync(root, { recursive: true, force: true });
    io.emit({ type: "phase", phase: "teardown", start, end: Date.now(), ok: true });
  }
}

function decideOutcomeFor(
  spec: SessionSpec,
  f: { agentBucket: ErrorBucket; agentError: string },
  reward: number | null,
): SessionOutcome {
  return decideOutcome({ reward, ...f, threshold: spec.successRewardThreshold });
}

function isOk(r: ProcessResult): boolean {
  return r.exitCode === 0 && !r.timedOut && !r.aborted && r.spawnError === null;
}

/** `/agent/...` arguments point into the agent's mounted folder, wherever the runtime put it. */
function mapMount(argv: string[], mount: string | undefined): string[] {
  if (!mount) return argv;
  return argv.map((a) =>
    a === AGENT_MOUNT || a.startsWith(`${AGENT_MOUNT}/`) ? mount + a.slice(AGENT_MOUNT.length) : a,
  );
}

function describe(what: string, r: ProcessResult, stderrFile?: string): string {
  if (r.spawnError) return `${what} could not start: ${r.spawnError}`;
  if (r.timedOut) return `${what} timed out and was killed`;
  const tail = stderrFile ? lastLine(readIf(stderrFile)) : "";
  const how = r.signal ? `was killed by ${r.signal}` : `exited with ${r.exitCode}`;
  return tail ? `${what} ${how}: ${tail}` : `${what} ${how}`;
}

function lastLine(text: string | null): string {
  if (!text) return "";
  const lines = text.trim().split(/\r?\n/);
  return (lines[lines.length - 1] ?? "").slice(0, 300);
}
