/**
 * The Docker runtime against a real engine: Harbor trials end to end, and every fault ends in its
 * bucket with nothing left behind (no container, no network carrying the run's label).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Dockerode from "dockerode";
import { describe, expect, it } from "vitest";
import { prebuildCommand } from "../../../../src/cli/prebuild.js";
import { InfraError, UserError } from "../../../../src/errors.js";
import { taskImageTag } from "../../../../src/runtimes/docker/images.js";
import { createDockerRuntime, RUN_LABEL, sweepRun } from "../../../../src/runtimes/docker/index.js";
import { DockerRuntime } from "../../../../src/runtimes/docker/runtime.js";
import { OWNER_LABEL, PROCESS_OWNER } from "../../../../src/runtimes/labels.js";
import { loadTask } from "../../../../src/scenario/tasks.js";
import {
  BUSYBOX,
  COREUTILS,
  docker,
  ENGINE,
  FIXTURES,
  leftovers,
  newRunId,
  nop,
  onImage,
  oracle,
  phases,
  ROOT,
  runTrial,
  runTrials,
  shAgent,
  type Trial,
  taskDir,
} from "../../../support/docker.js";

const T = 60_000;

async function expectClean(trial: Trial): Promise<void> {
  expect(await leftovers(trial.runId)).toEqual({ containers: 0, networks: 0 });
}

describe.skipIf(!ENGINE).concurrent("docker runtime: Harbor trials", () => {
  it(
    "hello-harbor: the oracle passes, its output is collected, every phase is timed",
    async () => {
      const t = await runTrial("tasks/hello-harbor", oracle);
      expect(t.outcome).toMatchObject({ status: "passed", reward: 1, bucket: null });
      expect(phases(t.events)).toEqual({
        env_setup: true,
        agent_exec: true,
        verify: true,
        teardown: true,
      });
      expect(readFileSync(path.join(t.dir, "agent", "exit-code.txt"), "utf8").trim()).toBe("0");
      expect(readFileSync(path.join(t.dir, "verifier", "reward.txt"), "utf8").trim()).toBe("1");
      expect(readFileSync(path.join(t.dir, "verifier", "test-stdout.txt"), "utf8")).toContain(
        "hello.txt is right",
      );
      await expectClean(t);
    },
    T,
  );

  it(
    "hello-harbor: nop fails the task (task_failed, reward 0)",
    async () => {
      const t = await runTrial("tasks/hello-harbor", nop);
      expect(t.outcome).toMatchObject({ status: "failed", reward: 0, bucket: "task_failed" });
      await expectClean(t);
    },
    T,
  );

  it(
    "tool-heavy: the oracle passes on the Dockerfile's default BASE_IMAGE",
    async () => {
      const t = await runTrial("tasks/tool-heavy", oracle);
      expect(t.outcome).toMatchObject({
        status: "passed",
        reward: 1,
        rewards: { reward: 1, total: 1, report: 1 },
      });
      await expectClean(t);
    },
    T,
  );

  it(
    "a custom agent: mount at /agent, install as agent_setup, instruction file and env, spans and trajectory",
    async () => {
      const agent = {
        name: "reporting-agent",
        command: ["sh", "/agent/agent.sh"],
        mount: path.join(FIXTURES, "agents/reporting-agent"),
        install: "echo installed > /tmp/installed",
        model: "mock-model",
      };
      const t = await runTrial("basic", agent, { env: { OPENAI_BASE_URL: "http://127.0.0.1:4010/v1" } });
      expect(t.outcome).toMatchObject({ status: "passed", reward: 1, tokens_in: 230, tokens_out: 30 });
      expect(t.outcome.attrs).toMatchObject({ steps: 3, tool_calls: 1 });
      expect(t.outcome.ttft_ms).toBeGreaterThanOrEqual(0);
      expect(phases(t.events)).toMatchObject({ agent_setup: true, agent_exec: true });
      const spans = t.events.filter((e) => e.type === "span");
      expect(spans).toHaveLength(3);
      for (const s of spans) if (s.type === "span") expect(s.span.start).toBeGreaterThan(1e12);
      const stdout = readFileSync(path.join(t.dir, "agent.stdout.log"), "utf8");
      expect(stdout).toContain("model=mock-model");
      expect(stdout).toContain("workdir=/app");
      // Host networking: the mock LLM on loopback is reachable as is.
      expect(stdout).toContain("base=http://127.0.0.1:4010/v1");
      expect(readFileSync(path.join(t.dir, "agent", "instruction.md"), "utf8")).toContain("/app/done");
      expect(existsSync(path.join(t.dir, "agent", "trajectory.json"))).toBe(true);
      await expectClean(t);
    },
    T,
  );

  it(
    "resource samples carry CPU, memory and the memory limit",
    async () => {
      const t = await runTrial("oom", shAgent("sleep 2"), { runtime: { resource_interval_ms: 100 } });
      const samples = t.events.filter((e) => e.type === "resource");
      expect(samples.length).toBeGreaterThanOrEqual(2);
      for (const s of samples) {
        if (s.type !== "resource") continue;
        expect(s.mem_limit_bytes).toBe(256 * 1024 * 1024);
        expect(s.cpu_pct).toBeGreaterThanOrEqual(0);
      }
      await expectClean(t);
    },
    T,
  );

  it(
    "prewarm: the next session of a task takes a container created ahead",
    async () => {
      const trials = await runTrials("basic", shAgent("touch /app/done"), {
        runtime: { prewarm: 1 },
        sessions: 2,
      });
      expect(trials.map((t) => t.outcome.status)).toEqual(["passed", "passed"]);
      expect(trials[0].outcome.attrs?.prewarmed).toBeUndefined();
      expect(trials[1].outcome.attrs?.prewarmed).toBe(true);
      expect(
        trials[1].events.some((e) => e.type === "log" && e.message.startsWith("prewarmed container")),
      ).toBe(true);
      await expectClean(trials[0]);
    },
    T,
  );

  it(
    "a sidecar from docker-compose.yaml is healthy before main starts and reachable by its service name",
    async () => {
      const t = await runTrial("sidecar", nop);
      expect(t.outcome).toMatchObject({ status: "passed", reward: 1 });
      await expectClean(t);
    },
    T,
  );
});

describe.skipIf(!ENGINE).concurrent("docker runtime: faults are buckets, never crashes", () => {
  it(
    "agent crash → agent_exit with its exit code and stderr; the verifier still runs",
    async () => {
      const t = await runTrial("basic", shAgent("echo boom >&2; exit 3"));
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "agent_exit", exit_code: 3, reward: 0 });
      expect(readFileSync(path.join(t.dir, "agent.stderr.log"), "utf8")).toContain("boom");
      expect(phases(t.events)).toMatchObject({ agent_exec: false, verify: true });
      await expectClean(t);
    },
    T,
  );

  it(
    "agent timeout → agent_timeout, and none of the agent's processes survive into the verifier",
    async () => {
      const started = Date.now();
      const t = await runTrial("leftovers", shAgent("sleep 1000 & sleep 1000 & sleep 1000"));
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "agent_timeout" });
      expect(t.outcome.rewards?.leftover, JSON.stringify(t.outcome)).toBe(0);
      // The agent sleeps 1000 s and its timeout is 2 s: ending far below the first shows the second
      // cut it, with 20x slack for container start-up on a loaded runner.
      expect(Date.now() - started).toBeLessThan(45_000);
      await expectClean(t);
    },
    T,
  );

  it(
    "memory limit exceeded → agent_oom",
    async () => {
      // One allocation far past the 256 MB limit: under a 64 MB limit node's own mapped code (~30 MB)
      // was half the cgroup, and on a loaded host reclaiming and re-reading it kept node alive past its
      // 30 s timeout instead of reaching the OOM killer.
      const t = await runTrial("oom", shAgent("node -e 'Buffer.alloc(1 << 30, 1)'"));
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "agent_oom", exit_code: 137 });
      await expectClean(t);
    },
    T,
  );

  it(
    "verifier timeout → verifier_timeout",
    async () => {
      const started = Date.now();
      const t = await runTrial("verifier-timeout", nop);
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "verifier_timeout" });
      // The verifier sleeps 60 s and its timeout is 1 s: ending well before 60 s shows the limit cut
      // it, with slack for container start-up on a loaded runner.
      expect(Date.now() - started).toBeLessThan(45_000);
      await expectClean(t);
    },
    T,
  );

  it(
    "a verifier that writes no reward → reward_missing",
    async () => {
      const t = await runTrial("no-reward", nop);
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "reward_missing", reward: null });
      await expectClean(t);
    },
    T,
  );

  it(
    "an agent that writes its own reward does not pass: /logs/verifier is emptied before the verifier",
    async () => {
      const forge = shAgent(
        "echo 1 > /logs/verifier/reward.txt; echo '{\"reward\": 1}' > /logs/verifier/reward.json; echo forged > /logs/verifier.log",
      );
      const failed = await runTrial("basic", forge);
      expect(failed.outcome).toMatchObject({ status: "failed", bucket: "task_failed", reward: 0 });
      // Only /logs/agent and /logs/verifier come back: nothing lands beside the runtime's own logs.
      expect(readFileSync(path.join(failed.dir, "verifier.log"), "utf8")).not.toContain("forged");
      const missing = await runTrial("no-reward", forge);
      expect(missing.outcome).toMatchObject({ bucket: "reward_missing", reward: null });
      await expectClean(failed);
      await expectClean(missing);
    },
    T,
  );

  it(
    "a pinned image that is absent and cannot be pulled → image_missing (warned in prepare)",
    async () => {
      const t = await runTrial("image-missing", nop, {
        runtime: { tasks: [loadTask(taskDir("image-missing"))] },
      });
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "image_missing" });
      expect(t.logs.some((l) => l.startsWith("warn:") && l.includes("image_missing"))).toBe(true);
      await expectClean(t);
    },
    T,
  );

  it(
    "a failing image build → env_build for the session, with the build log in the run folder",
    async () => {
      const t = await runTrial("build-fail", oracle);
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "env_build" });
      expect(t.outcome.error).toContain("build failed");
      const logs = readdirSync(path.join(t.runDir, "logs")).filter((f) => f.startsWith("build-"));
      expect(logs).toHaveLength(1);
      expect(readFileSync(path.join(t.runDir, "logs", logs[0]), "utf8")).toContain("about to fail");
      await expectClean(t);
    },
    T,
  );

  it(
    "strict images: a failing build stops prepare with an InfraError",
    async () => {
      const runtime = createDockerRuntime({
        runId: newRunId("strict"),
        runDir: mkdtempSync(path.join(tmpdir(), "agent-loadtest-docker-")),
        network_mode: "host",
        tasks: [loadTask(taskDir("image-missing"))],
        strict_images: true,
      });
      await expect(
        runtime.prepare({ runId: "x", runDir: "/tmp", log: () => undefined }),
      ).rejects.toBeInstanceOf(InfraError);
      await runtime.close();
    },
    T,
  );

  it("a task's compose file interpolates the runner's variables, never its own internals", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "compose-env-"));
    cpSync(taskDir("sidecar"), dir, { recursive: true });
    const file = path.join(dir, "environment", "docker-compose.yaml");
    const text = readFileSync(file, "utf8").replace(
      "      API_URL: http://api:8000\n",
      "      API_URL: http://api:8000\n      PLAIN: ${COMPOSE_PLAIN:-unset}\n      RUNTIME: ${ACTIONS_RUNTIME_TOKEN:-unset}\n      GH: ${GITHUB_TOKEN:-unset}\n      INPUT: ${INPUT_TOKEN:-unset}\n",
    );
    writeFileSync(file, text);
    const canaries = {
      COMPOSE_PLAIN: "plain-value",
      ACTIONS_RUNTIME_TOKEN: "canary-runtime",
      GITHUB_TOKEN: "canary-gh",
      INPUT_TOKEN: "canary-input",
    };
    const saved = Object.fromEntries(Object.keys(canaries).map((k) => [k, process.env[k]]));
    Object.assign(process.env, canaries);
    try {
      const runtime = new DockerRuntime({ runId: newRunId("compose-env"), runDir: dir, tasks: [] });
      const spec = runtime.compose(loadTask(dir));
      expect(spec.main.environment).toMatchObject({
        PLAIN: "plain-value",
        RUNTIME: "unset",
        GH: "unset",
        INPUT: "unset",
      });
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it(
    "a compose key outside the supported subset → UserError naming the file and the key, before any session",
    async () => {
      const runtime = createDockerRuntime({
        runId: newRunId("compose"),
        runDir: mkdtempSync(path.join(tmpdir(), "agent-loadtest-docker-")),
        network_mode: "host",
        tasks: [loadTask(taskDir("bad-compose"))],
      });
      const err = await runtime.prepare({ runId: "x", runDir: "/tmp", log: () => undefined }).catch((e) => e);
      expect(err).toBeInstanceOf(UserError);
      expect((err as UserError).line).toContain("bad-compose/environment/docker-compose.yaml");
      expect((err as UserError).line).toContain("services.api.volumes");
      await runtime.close();
    },
    T,
  );

  it(
    "the container removed mid-session → container_gone",
    async () => {
      const owners: string[] = [];
      const t = await runTrial("basic", shAgent("sleep 20"), {
        during: async (runId) => {
          const filters = JSON.stringify({ label: [`${RUN_LABEL}=${runId}`] });
          // Polls Docker for the session's container (up to 10 s), then lets the agent start in it.
          for (let i = 0; i < 100; i++) {
            await new Promise((r) => setTimeout(r, 100));
            const list = await docker.listContainers({ filters });
            if (list.length > 0) {
              owners.push(...list.map((c) => c.Labels[OWNER_LABEL]));
              await new Promise((r) => setTimeout(r, 500));
              await Promise.all(list.map((c) => docker.getContainer(c.Id).remove({ force: true })));
              return;
            }
          }
        },
      });
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "container_gone" });
      // The session's container says which process made it: only that process's sweeps remove it.
      expect(owners).toEqual([PROCESS_OWNER]);
      await expectClean(t);
    },
    T,
  );

  it(
    "an unreachable daemon → InfraError from prepare, before anything runs",
    async () => {
      const runtime = createDockerRuntime({
        runId: newRunId("unreachable"),
        runDir: tmpdir(),
        docker: new Dockerode({ socketPath: "/nonexistent/docker.sock" }),
      });
      const err = await runtime.prepare({ runId: "x", runDir: "/tmp", log: () => undefined }).catch((e) => e);
      expect(err).toBeInstanceOf(InfraError);
      expect((err as InfraError).message).toMatch(/Docker daemon unreachable/);
      await runtime.close();
    },
    T,
  );
});

describe.skipIf(!ENGINE).concurrent("docker runtime: agent and verifier in one exec", () => {
  for (const image of [BUSYBOX, COREUTILS]) {
    it(
      `${image}: each stage has its own environment, and the agent's output is kept byte for byte`,
      async () => {
        const agent = shAgent(
          'echo "agent: SHARED=$SHARED GRADE=${GRADE-unset}"; echo to-stderr >&2; printf tail-without-newline',
          { env: { SHARED: "from the agent", AGENT_ONLY: "x", HOME: "/tmp/agent-home" } },
        );
        const t = await runTrial(onImage("env-split", image), agent);
        expect(readFileSync(path.join(t.dir, "verifier", "test-stdout.txt"), "utf8")).toContain(
          "SHARED=from the task GRADE=it's graded SESSION=unset HOME=/root",
        );
        expect(t.outcome).toMatchObject({ status: "passed", reward: 1 });
        expect(readFileSync(path.join(t.dir, "agent.stdout.log"), "utf8")).toBe(
          "agent: SHARED=from the agent GRADE=unset\ntail-without-newline",
        );
        expect(readFileSync(path.join(t.dir, "agent.stderr.log"), "utf8")).toBe("to-stderr\n");
        expect(phases(t.events)).toEqual({ env_setup: true, agent_exec: true, verify: true, teardown: true });
        await expectClean(t);
      },
      T,
    );
  }

  it(
    "GNU timeout in the image: agent timeout → agent_timeout, and its leftover processes are gone before the verifier",
    async () => {
      const started = Date.now();
      const t = await runTrial(
        onImage("leftovers", COREUTILS),
        shAgent("sleep 1000 & sleep 1000 & sleep 1000"),
      );
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "agent_timeout", exit_code: 137 });
      expect(t.outcome.rewards?.leftover, JSON.stringify(t.outcome)).toBe(0);
      expect(phases(t.events)).toMatchObject({ agent_exec: false, verify: true });
      // The leftovers sleep 1000 s: a bound far below that shows they were killed, whatever the load.
      expect(Date.now() - started).toBeLessThan(90_000);
      await expectClean(t);
    },
    2 * T,
  );

  it(
    "GNU timeout in the image: verifier timeout → verifier_timeout",
    async () => {
      const started = Date.now();
      const t = await runTrial(onImage("verifier-timeout", COREUTILS), shAgent("true"));
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "verifier_timeout" });
      expect(phases(t.events)).toMatchObject({ agent_exec: true, verify: false });
      // The verifier sleeps 60 s: ending well before shows its limit cut it, whatever the load.
      expect(Date.now() - started).toBeLessThan(50_000);
      await expectClean(t);
    },
    2 * T,
  );

  it(
    "GNU timeout in the image: a crash is agent_exit; a forged reward does not pass",
    async () => {
      const crash = await runTrial(onImage("basic", COREUTILS), shAgent("echo boom >&2; exit 3"));
      expect(crash.outcome).toMatchObject({
        status: "errored",
        bucket: "agent_exit",
        exit_code: 3,
        reward: 0,
      });
      expect(readFileSync(path.join(crash.dir, "agent.stderr.log"), "utf8")).toBe("boom\n");
      const forged = await runTrial(
        onImage("basic", COREUTILS),
        shAgent("echo 1 > /logs/verifier/reward.txt; echo '{\"reward\": 1}' > /logs/verifier/reward.json"),
      );
      expect(forged.outcome).toMatchObject({ status: "failed", bucket: "task_failed", reward: 0 });
      await expectClean(crash);
      await expectClean(forged);
    },
    T,
  );
});

describe.skipIf(!ENGINE)("docker runtime: images, networks, interruption", () => {
  it(
    "concurrent sessions of one task share one build; runtime.docker.base_image reaches FROM ${BASE_IMAGE}",
    async () => {
      const base = "agent-loadtest/base-busybox:1";
      const tag = await taskImageTag(path.join(ROOT, "tasks/tool-heavy/environment"), { BASE_IMAGE: base });
      await docker
        .getImage(tag)
        .remove({ force: true })
        .catch(() => undefined);
      try {
        const trials = await runTrials("tasks/tool-heavy", oracle, {
          runtime: { base_image: base },
          sessions: 3,
          concurrent: true,
        });
        expect(trials.map((t) => t.outcome.status)).toEqual(["passed", "passed", "passed"]);
        expect(new Set(trials.map((t) => t.outcome.attrs?.image))).toEqual(new Set([tag]));
        const log = readFileSync(
          path.join(trials[0].runDir, "logs", `build-${tag.replace(/[/:]/g, "_")}.log`),
          "utf8",
        );
        expect(log.match(/^# build /gm)).toHaveLength(1);
        await expectClean(trials[0]);
      } finally {
        await docker
          .getImage(tag)
          .remove({ force: true })
          .catch(() => undefined);
      }
    },
    T,
  );

  it(
    "a build past build_timeout_sec is stopped → env_build",
    async () => {
      const started = Date.now();
      const t = await runTrial("build-slow", nop);
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "env_build" });
      expect(t.outcome.error).toContain("timed out");
      // The build sleeps 30 s and build_timeout_sec is 2: ending before the build could shows the
      // timeout stopped it (12x slack for a loaded runner).
      expect(Date.now() - started).toBeLessThan(25_000);
      await expectClean(t);
    },
    T,
  );

  it(
    "off the host network, loopback URLs become host.docker.internal, which resolves to the network's gateway",
    async () => {
      const name = `agent-loadtest-test-${process.pid}-${Date.now().toString(36)}`;
      const net = await docker.createNetwork({ Name: name, Driver: "bridge" });
      try {
        const t = await runTrial(
          "basic",
          shAgent("echo base=$OPENAI_BASE_URL; grep host.docker.internal /etc/hosts; touch /app/done"),
          { runtime: { network_mode: name }, env: { OPENAI_BASE_URL: "http://127.0.0.1:4010/v1" } },
        );
        expect(t.outcome.status).toBe("passed");
        const stdout = readFileSync(path.join(t.dir, "agent.stdout.log"), "utf8");
        expect(stdout).toContain("base=http://host.docker.internal:4010/v1");
        expect(stdout).toMatch(/^\d+\.\d+\.\d+\.\d+\s+host\.docker\.internal$/m);
        await expectClean(t);
      } finally {
        await net.remove().catch(() => undefined);
      }
    },
    T,
  );

  it(
    "an interrupted run ends the session as interrupted, kills the agent and removes the container",
    async () => {
      const started = Date.now();
      const t = await runTrial("basic", shAgent("sleep 30"), { abortAfterMs: 1500 });
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "interrupted" });
      // The agent sleeps 30 s; the run is interrupted at 1.5 s: ending before the agent could shows
      // the interrupt ended it (15x slack for a loaded runner).
      expect(Date.now() - started).toBeLessThan(25_000);
      await expectClean(t);
    },
    T,
  );

  it(
    "prebuild builds once and pins docker_image in task.toml, keeping the rest of the file",
    async () => {
      const dir = path.join(mkdtempSync(path.join(tmpdir(), "agent-loadtest-prebuild-")), "hello-harbor");
      cpSync(path.join(ROOT, "tasks/hello-harbor"), dir, { recursive: true });
      const before = readFileSync(path.join(dir, "task.toml"), "utf8");
      const tag = `agent-loadtest/prebuild-test:${process.pid}`;
      try {
        expect(await prebuildCommand([dir, "--tag", tag])).toBe(0);
        const after = readFileSync(path.join(dir, "task.toml"), "utf8");
        expect(after).toBe(before.replace("[environment]\n", `[environment]\ndocker_image = "${tag}"\n`));
        expect(loadTask(dir).config.environment.docker_image).toBe(tag);
        await docker.getImage(tag).inspect();
        const t = await runTrial(dir, oracle);
        expect(t.outcome).toMatchObject({ status: "passed", attrs: { image: tag } });
      } finally {
        await docker
          .getImage(tag)
          .remove()
          .catch(() => undefined);
      }
    },
    T,
  );

  it(
    "sweepRun removes whatever still carries the run's label",
    async () => {
      const runId = newRunId("sweep");
      const labels = { [RUN_LABEL]: runId };
      await docker.createContainer({
        Image: "agent-loadtest/base-busybox:1",
        Cmd: ["sleep", "60"],
        Labels: labels,
      });
      await docker.createNetwork({ Name: `agent-loadtest-${runId}`, Driver: "bridge", Labels: labels });
      expect(await leftovers(runId)).toEqual({ containers: 1, networks: 1 });
      expect(await sweepRun(runId, docker)).toEqual({ containers: 1, networks: 1 });
      expect(await leftovers(runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "two processes' runs with one run id (same scenario, same second): a sweep with its owner removes its own only",
    async () => {
      const runId = newRunId("twins");
      const make = (owner: string) =>
        docker.createContainer({
          Image: "agent-loadtest/base-busybox:1",
          Cmd: ["sleep", "60"],
          Labels: { [RUN_LABEL]: runId, [OWNER_LABEL]: owner },
        });
      const mine = await make(PROCESS_OWNER);
      const theirs = await make("another-process");
      try {
        expect(await sweepRun(runId, docker, PROCESS_OWNER)).toEqual({ containers: 1, networks: 0 });
        await expect(mine.inspect()).rejects.toMatchObject({ statusCode: 404 });
        expect((await theirs.inspect()).Config.Labels[OWNER_LABEL]).toBe("another-process");
      } finally {
        await theirs.remove({ force: true }).catch(() => undefined);
      }
    },
    T,
  );
});
