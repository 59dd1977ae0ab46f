/**
 * One contract, two environments: the local and the Docker environment each pass the same cases,
 * driven through `TrialEnvironment` alone — commands and their limits, folders replaced, the agent
 * then its verifier on the tests given (and only those), the verifier folder emptied first, both log
 * folders brought back, and everything removed at the end. The trial (trial.ts) relies on no more.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AgentPlan, resolveAgent } from "../../../src/runtimes/agents.js";
import { DockerEnvironment } from "../../../src/runtimes/docker/environment.js";
import { DockerRuntime } from "../../../src/runtimes/docker/runtime.js";
import type { ExecRequest, TrialEnvironment } from "../../../src/runtimes/environment.js";
import { LocalEnvironment } from "../../../src/runtimes/local/index.js";
import type { SessionIO, SessionSpec } from "../../../src/runtimes/types.js";
import type { Task } from "../../../src/scenario/model.js";
import { loadTask } from "../../../src/scenario/tasks.js";
import { COREUTILS, ENGINE, leftovers, newRunId, onImage } from "../../support/docker.js";

const T = 60_000;
const runDir = mkdtempSync(path.join(tmpdir(), "env-contract-"));
const task: Task = loadTask(onImage("basic", COREUTILS));
const agent = { name: "custom", command: ["sh", "-c", "true"] };

/** A test folder whose test.sh writes `reward` to the verifier folder, plus a marker file of its own. */
function testsDir(name: string, script: string): string {
  const dir = path.join(runDir, "tests", name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "test.sh"), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
  writeFileSync(path.join(dir, `only-${name}`), name);
  return dir;
}

interface Made {
  env: TrialEnvironment;
  io: SessionIO;
}

type Factory = (id: string, signal?: AbortSignal) => Made;

function sessionIO(id: string, signal: AbortSignal): SessionIO {
  return { dir: path.join(runDir, "sessions", id), emit: () => undefined, signal, env: {} };
}

const spec = (id: string): SessionSpec => ({
  id,
  index: 0,
  pair: 0,
  agent,
  task,
  tags: {},
  attempt: 1,
  successRewardThreshold: 1,
});

const docker = ENGINE
  ? new DockerRuntime({ runId: newRunId("contract"), runDir, network_mode: "host", resource_interval_ms: 0 })
  : null;

const ENVIRONMENTS: [string, boolean, Factory][] = [
  [
    "local",
    true,
    (id, signal = new AbortController().signal) => {
      const io = sessionIO(id, signal);
      return { env: new LocalEnvironment(task, resolveAgent(agent, task) as AgentPlan, io), io };
    },
  ],
  [
    "docker",
    ENGINE,
    (id, signal = new AbortController().signal) => {
      const io = sessionIO(id, signal);
      const plan = resolveAgent(agent, task);
      return { env: new DockerEnvironment(docker as DockerRuntime, spec(id), task, plan, io), io };
    },
  ],
];

beforeAll(async () => {
  await docker?.prepare({ runId: "contract", runDir, log: () => undefined });
}, T);
afterAll(async () => {
  await docker?.close();
});

describe.each(ENVIRONMENTS)("the environment contract: %s", (kind, available, make) => {
  let n = 0;
  /** A started environment, always stopped after `body`. */
  async function withEnv(body: (m: Made) => Promise<void>, signal?: AbortSignal): Promise<void> {
    const m = make(`${kind}-${++n}`, signal);
    await m.env.start?.(new AbortController().signal);
    try {
      await body(m);
    } finally {
      expect(await m.env.stop()).toBe(true);
    }
  }
  const cmd = (m: Made, script: string, extra: Partial<ExecRequest> = {}): ExecRequest => {
    const out = path.join(m.io.dir, `cmd-${++n}.out`);
    return {
      argv: ["sh", "-c", script],
      env: {},
      timeoutSec: 30,
      stdout: out,
      stderr: `${out}.err`,
      ...extra,
    };
  };
  const read = (file: string) => readFileSync(file, "utf8");

  it.skipIf(!available)(
    "exec: exit code, each stream to its file, the workdir as cwd, the instruction in its file",
    async () => {
      await withEnv(async (m) => {
        const p = m.env.paths();
        const req = cmd(m, 'echo "$(pwd)"; cat "$1" >&2; exit 3', {
          argv: ["sh", "-c", 'echo "$(pwd)"; cat "$1" >&2; exit 3', "sh", p.instructionFile],
        });
        const r = await m.env.exec(req, new AbortController().signal);
        expect(r).toMatchObject({ exitCode: 3, timedOut: false, aborted: false });
        expect(read(req.stdout).trim()).toBe(p.workdir);
        expect(read(req.stderr)).toBe(task.instruction);
      });
    },
    T,
  );

  it.skipIf(!available)(
    "exec: past its limit it is timed out; on the signal it is aborted",
    async () => {
      await withEnv(async (m) => {
        const timed = await m.env.exec(cmd(m, "sleep 30", { timeoutSec: 1 }), new AbortController().signal);
        expect(timed.timedOut).toBe(true);
        const ac = new AbortController();
        // The signal while the command runs: the subject of the test.
        setTimeout(() => ac.abort(), 300);
        const aborted = await m.env.exec(cmd(m, "sleep 30"), ac.signal);
        expect(aborted.aborted).toBe(true);
      });
    },
    T,
  );

  it.skipIf(!available)(
    "replaceDir: the folder holds the host folder's files and nothing it held before",
    async () => {
      await withEnv(async (m) => {
        const p = m.env.paths();
        const first = path.join(runDir, `first-${kind}`);
        const second = path.join(runDir, `second-${kind}`);
        for (const [dir, file] of [
          [first, "old.txt"],
          [second, "new.txt"],
        ]) {
          mkdirSync(dir, { recursive: true });
          writeFileSync(path.join(dir, file), file);
        }
        const to = p.mount("solution");
        await m.env.replaceDir(first, to);
        await m.env.replaceDir(second, to);
        const req = cmd(m, `ls "${to}"`);
        await m.env.exec(req, new AbortController().signal);
        expect(read(req.stdout).trim()).toBe("new.txt");
      });
    },
    T,
  );

  it.skipIf(!available)(
    "uploadDir: merges into the folder — its files win, the others stay",
    async () => {
      await withEnv(async (m) => {
        const p = m.env.paths();
        const from = path.join(runDir, `merge-${kind}`);
        mkdirSync(path.join(from, "sub"), { recursive: true });
        writeFileSync(path.join(from, "same.txt"), "new");
        writeFileSync(path.join(from, "sub", "added.txt"), "added");
        await m.env.exec(cmd(m, "echo old > same.txt; echo kept > kept.txt"), new AbortController().signal);
        await m.env.uploadDir(from, p.workdir);
        const req = cmd(m, "cat same.txt kept.txt sub/added.txt");
        await m.env.exec(req, new AbortController().signal);
        expect(read(req.stdout)).toBe("newkept\nadded");
      });
    },
    T,
  );

  it.skipIf(!available)(
    "agent then verifier: the tests given, and only those, on an emptied verifier folder; both log folders come back",
    async () => {
      await withEnv(async (m) => {
        const p = m.env.paths();
        const env = { AGENT_LOGS_DIR: p.agentLogs, VERIFIER_LOGS_DIR: p.verifierLogs };
        const next = { timeoutSec: 30, env, user: null };
        const planted = `touch done; echo 1 > "$VERIFIER_LOGS_DIR/reward.txt"; echo trace > "$AGENT_LOGS_DIR/note.txt"`;
        const agentRun = await m.env.runAgent(cmd(m, planted, { env }), new AbortController().signal, next);
        expect(agentRun.exitCode).toBe(0);
        // This verifier writes no reward: a reward left by the agent must not survive.
        const a = testsDir(`a-${kind}`, 'test -f done && echo seen > "$VERIFIER_LOGS_DIR/seen.txt"; true');
        const base = { timeoutSec: 30, env, user: null, killLeftovers: false, agentEnv: env };
        const first = await m.env.verify(
          { ...base, tests: [a], clearTests: false },
          new AbortController().signal,
        );
        expect(first.exitCode).toBe(0);
        await m.env.collectLogs();
        expect(existsSync(path.join(m.io.dir, "verifier", "reward.txt"))).toBe(false);
        expect(read(path.join(m.io.dir, "verifier", "seen.txt")).trim()).toBe("seen");
        expect(read(path.join(m.io.dir, "agent", "note.txt")).trim()).toBe("trace");
        // A second verifier on an emptied tests folder does not see the first one's files.
        const b = testsDir(
          `b-${kind}`,
          `here=$(dirname "$0"); if [ -e "$here/only-a-${kind}" ]; then echo 0; else echo 1; fi > "$VERIFIER_LOGS_DIR/reward.txt"`,
        );
        await m.env.verify({ ...base, tests: [b], clearTests: true }, new AbortController().signal);
        await m.env.collectLogs();
        expect(read(path.join(m.io.dir, "verifier", "reward.txt")).trim()).toBe("1");
      });
    },
    T,
  );
});

describe.skipIf(!ENGINE)("the environment contract: docker leaves nothing", () => {
  it("no container or network of the run is left once every session stopped", async () => {
    const runId = (docker as unknown as { opts: { runId: string } }).opts.runId;
    expect(await leftovers(runId)).toEqual({ containers: 0, networks: 0 });
  });
});
