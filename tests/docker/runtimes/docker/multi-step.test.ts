/**
 * Multi-step Harbor tasks whose verifiers share the agent's environment, on a real engine, read from
 * ../shared/harbor-examples unmodified (a variant that must differ is a temp copy): the steps run in
 * order in one container, each verified on its own tests, and a failing step is named.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionEvent } from "../../../../src/events/events.js";
import { runScenario } from "../../../../src/pipeline/run.js";
import { ENGINE, leftovers, oracle, ROOT, runTrial, taskDir } from "../../../support/docker.js";
import { scenario } from "../../../support/pipeline.js";

const EXAMPLES = path.resolve(ROOT, "../shared/harbor-examples");
const T = 120_000;
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

const stepPhases = (events: SessionEvent[]): string[] =>
  events.flatMap((e) =>
    e.type === "phase" && e.step ? [`${e.step}/${e.phase}:${e.ok ? "ok" : "fail"}`] : [],
  );

describe
  .skipIf(!ENGINE || !existsSync(EXAMPLES))
  .concurrent("docker runtime: multi-step tasks (shared verifiers)", () => {
    it.each([
      ["hello-multi-step-simple", ["create-file", "append-content"]],
      ["verifier-mode-matrix/multistep-all-shared", ["shared-one", "shared-two"]],
    ])(
      "%s: the oracle passes every step, reward 1, each step's phases timed",
      async (rel, names) => {
        const t = await runTrial(path.join(EXAMPLES, rel), oracle);
        expect(t.outcome).toMatchObject({ status: "passed", reward: 1, bucket: null });
        expect(t.outcome.steps?.map((s) => [s.name, s.reward, s.bucket])).toEqual(
          names.map((n) => [n, 1, null]),
        );
        expect(stepPhases(t.events)).toEqual(names.flatMap((n) => [`${n}/agent_exec:ok`, `${n}/verify:ok`]));
        for (const n of names)
          expect(readFileSync(path.join(t.dir, "steps", n, "verifier", "reward.txt"), "utf8").trim()).toBe(
            "1",
          );
        expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
      },
      T,
    );

    it(
      "a step whose agent leaves nothing fails it, stops the trial (min_reward) and is named",
      async () => {
        const dir = mkdtempSync(path.join(tmpdir(), "multistep-failing-"));
        scratch.push(dir);
        cpSync(path.join(EXAMPLES, "verifier-mode-matrix/multistep-all-shared"), dir, { recursive: true });
        writeFileSync(path.join(dir, "steps/shared-one/solution/solve.sh"), "#!/bin/bash\ntrue\n");
        const t = await runTrial(dir, oracle);
        expect(t.outcome).toMatchObject({ status: "failed", reward: 0, bucket: "task_failed" });
        expect(t.outcome.error).toBe("step shared-one: reward 0 below the success threshold 1");
        expect(t.outcome.steps?.map((s) => s.name)).toEqual(["shared-one"]);
        expect(
          readFileSync(path.join(t.dir, "steps", "shared-one", "verifier", "test-stdout.txt"), "utf8"),
        ).toContain("did not see ambient agent file");
        expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
      },
      T,
    );

    it(
      "a step readied as Harbor does: workdir/ merged into /app, its setup.sh, its healthcheck; the next step finds it",
      async () => {
        const t = await runTrial("step-prepare", oracle);
        expect(t.outcome).toMatchObject({ status: "passed", reward: 1, bucket: null });
        expect(t.outcome.steps?.map((s) => [s.name, s.reward])).toEqual([
          ["prepare", 1],
          ["use", 1],
        ]);
        expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
      },
      T,
    );

    it.each([
      [
        "setup.sh fails",
        (toml: string) => toml,
        "#!/bin/sh\necho broken >&2\nexit 3\n",
        "step prepare: workdir/setup.sh exited with 3: broken",
      ],
      [
        "the step's healthcheck never passes",
        (toml: string) => toml.replace('command = "test -f /app/ready"', 'command = "test -f /app/never"'),
        null,
        "step prepare: healthcheck failed after 3 consecutive retries: test -f /app/never",
      ],
    ])(
      "%s: the step's exception is env_start, named; its agent never runs",
      async (_name, edit, setup, error) => {
        const dir = mkdtempSync(path.join(tmpdir(), "step-prepare-"));
        scratch.push(dir);
        cpSync(taskDir("step-prepare"), dir, { recursive: true });
        const toml = path.join(dir, "task.toml");
        writeFileSync(toml, edit(readFileSync(toml, "utf8")));
        if (setup) writeFileSync(path.join(dir, "steps/prepare/workdir/setup.sh"), setup);
        const t = await runTrial(dir, oracle);
        expect(t.outcome).toMatchObject({ status: "errored", bucket: "env_start", error });
        expect(stepPhases(t.events)).toEqual([]);
        expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
      },
      T,
    );

    it(
      "a run of it: events carry each step's phases, report.json and report.md its per-step table",
      async () => {
        const task = path.join(EXAMPLES, "verifier-mode-matrix/multistep-all-shared");
        const { loaded, dir } = await scenario(`
name: multi-step
runtime: { type: docker, docker: { network_mode: host } }
pairs:
  - agent: { name: oracle }
    task: ${task}
    sessions: 2
retry: { max_retries: 0 }
thresholds: { pass_rate: ["rate>=1"] }
`);
        scratch.push(dir);
        const out = await runScenario(loaded, {
          outDir: path.join(dir, "out"),
          baselineDir: path.join(dir, "b"),
        });
        const events = readFileSync(path.join(out.runDir, "events.jsonl"), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l));
        const stepped = events.filter((e) => e.type === "phase" && e.step).map((e) => `${e.step}/${e.phase}`);
        expect(stepped.sort()).toEqual(
          ["shared-one/agent_exec", "shared-one/verify", "shared-two/agent_exec", "shared-two/verify"]
            .flatMap((p) => [p, p])
            .sort(),
        );
        const report = JSON.parse(readFileSync(path.join(out.runDir, "report.json"), "utf8"));
        expect(report.pass_rate).toBe(1);
        expect(
          report.steps.map((s: { step: string; sessions: number; passed: number; reward_mean: number }) => [
            s.step,
            s.sessions,
            s.passed,
            s.reward_mean,
          ]),
        ).toEqual([
          ["shared-one", 2, 2, 1],
          ["shared-two", 2, 2, 1],
        ]);
        for (const s of report.steps) expect(s.agent_exec_ms_mean).toBeGreaterThan(0);
        const md = readFileSync(path.join(out.runDir, "report.md"), "utf8");
        expect(md).toContain("Per step (2 steps of multi-step tasks)");
        expect(md).toMatch(/\| shared-two \| 2 \| 2 \| 1 \|/);
        expect(await leftovers(out.runId)).toEqual({ containers: 0, networks: 0 });
      },
      T,
    );
  });
