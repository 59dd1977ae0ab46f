import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { loadScenario } from "../../../src/scenario/load.js";

const fixtures = fileURLToPath(new URL("../../fixtures/scenarios/", import.meta.url));
const cwd = fileURLToPath(new URL("../../../", import.meta.url));
const load = (file: string, opts: Parameters<typeof loadScenario>[1] = {}) =>
  loadScenario(file, { cwd, env: {}, ...opts });

/** A copy of the fixtures in a fresh folder, as if checked out on another machine. */
function copyFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), "scenario-"));
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

describe("loadScenario", () => {
  it("validates, fills defaults and resolves paths against the scenario folder", async () => {
    const loaded = await load("tests/fixtures/scenarios/basic.yaml");
    expect(loaded.file).toBe(join(fixtures, "basic.yaml"));
    expect(loaded.dir).toBe(fixtures.replace(/\/$/, ""));
    const [scripted, oracle] = loaded.scenario.pairs;
    expect(scripted.task).toBe(join(fixtures, "tasks/echo"));
    expect(scripted.agent).toEqual({
      name: "scripted",
      command: ["python3", "agent.py"],
      mount: join(fixtures, "agents/scripted"),
      env: { OPENAI_API_KEY: "sk-local", RETRIES: "3" },
    });
    expect(oracle.dataset?.path).toBe(join(fixtures, "dataset"));
    expect(loaded.scenario.runtime.docker).toEqual({
      network_mode: "bridge",
      pids_limit: 256,
      prewarm: 0,
      agent_install: "auto",
    });
    expect(loaded.scenario.services.mock_llm).toMatchObject({
      port: 0,
      ttft_ms: 80,
      itl_ms: 10,
      model: "mock-1",
    });
    expect(loaded.scenario.load).toMatchObject({ strategy: "ramp", warmup_sessions: 0, mix: "sequential" });
    expect(loaded.scenario.regression).toMatchObject({ min_samples: 20 });
    expect(loaded.scenario.regression?.on_missing).toBeUndefined();
    expect(loaded.baselineFile).toBe(join(cwd, "baselines", "echo-smoke.json"));
  });

  it("resolves each pair to its tasks", async () => {
    const loaded = await load("tests/fixtures/scenarios/basic.yaml");
    expect(
      loaded.pairs.map((p) => ({
        index: p.index,
        tasks: p.tasks.map((t) => t.name),
        sessions: p.sessions,
        tags: p.tags,
      })),
    ).toEqual([
      { index: 0, tasks: ["bench/echo"], sessions: 4, tags: { variant: "scripted" } },
      { index: 1, tasks: ["alpha", "beta"], sessions: 1, tags: {} },
    ]);
  });

  it("loads HTTP pairs with their journeys and no tasks", async () => {
    const loaded = await load("tests/fixtures/scenarios/http.yaml", {
      env: { AGENT_URL: "https://agents.example" },
    });
    expect(loaded.scenario.runtime.http?.base_url).toBe("https://agents.example");
    expect(loaded.scenario.runtime.http?.request).toEqual({
      method: "POST",
      path: "/v1/chat",
      body: { message: "hello" },
    });
    // A pair without a journey is named after the request it sends, not its position (pair-0).
    expect(loaded.pairs.map((p) => [p.tasks, p.journey?.name])).toEqual([
      [[], "POST /v1/chat"],
      [[], "checkout"],
    ]);
  });

  it("applies --set overrides before validation", async () => {
    const loaded = await load("tests/fixtures/scenarios/basic.yaml", {
      set: [
        "pairs[0].sessions=8",
        "load.concurrency=3",
        "labels.prompt=v2",
        "pairs[0].agent.command=[node, a.js]",
      ],
    });
    expect(loaded.scenario.pairs[0].sessions).toBe(8);
    expect(loaded.scenario.load.concurrency).toBe(3);
    expect(loaded.scenario.labels).toEqual({ model: "mock-1", prompt: "v2" });
    expect(loaded.scenario.pairs[0].agent.command).toEqual(["node", "a.js"]);
  });

  it("reports an unreadable file at its path", async () => {
    await expect(load("tests/fixtures/scenarios/none.yaml")).rejects.toMatchObject({
      where: "tests/fixtures/scenarios/none.yaml",
      message: expect.stringMatching(/cannot read the scenario file/),
    });
  });
});

describe("task folder errors point at the scenario field", () => {
  const base = "tests/fixtures/scenarios/errors";
  it.each([
    ["missing-task", "missing-task.yaml:4:11", "pairs[0].task", /task folder .*tasks\/nope does not exist$/],
    [
      "misspelt-task",
      "misspelt-task.yaml:4:11",
      "pairs[0].task",
      /task folder .*tasks\/ehco does not exist \(did you mean "echo"\?\)$/,
    ],
    [
      "misspelt-dataset",
      "misspelt-dataset.yaml:4:22",
      "pairs[0].dataset.path",
      /dataset folder .*datset does not exist \(did you mean "dataset"\?\)$/,
    ],
    ["no-instruction", "no-instruction.yaml:4:11", "pairs[0].task", /has no instruction.md/],
    [
      "dataset-missing",
      "dataset-missing.yaml:4:22",
      "pairs[0].dataset.path",
      /dataset folder .* does not exist/,
    ],
    [
      "dataset-no-match",
      "dataset-no-match.yaml:5:7",
      "pairs[0].dataset",
      /no task of dataset .* matches the filters; its tasks are: alpha, beta, gamma/,
    ],
    [
      "missing-mount",
      "missing-mount.yaml:3:48",
      "pairs[0].agent.mount",
      /folder .*agents\/nope does not exist/,
    ],
  ])("%s", async (name, where, field, message) => {
    const err = await load(`${base}/${name}.yaml`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UserError);
    expect(err).toMatchObject({ where: `${base}/${where}`, field, message: expect.stringMatching(message) });
  });

  it("a bad task.toml points at the task file itself", async () => {
    const err = await load(`${base}/bad-toml.yaml`).catch((e: unknown) => e);
    expect(err).toMatchObject({
      where: `${join(fixtures, "broken/bad-toml/task.toml")}:5`,
      field: "environment.memory",
    });
  });
});

describe("scenario hash", () => {
  it("is the same for the same content in two folders", async () => {
    const [a, b] = [copyFixtures(), copyFixtures()];
    const [ha, hb] = await Promise.all([a, b].map(async (d) => (await load(join(d, "basic.yaml"))).hash));
    expect(ha).toMatch(/^[0-9a-f]{16}$/);
    expect(ha).toBe(hb);
  });

  it("does not change with the value of a secret", async () => {
    const file = "tests/fixtures/scenarios/basic.yaml";
    const one = await load(file, { env: { OPENAI_API_KEY: "sk-one" } });
    const two = await load(file, { env: { OPENAI_API_KEY: "sk-two" } });
    expect(one.hash).toBe(two.hash);
  });

  it("changes with the workload, not with the sample size, the gate, labels or reporting", async () => {
    const file = "tests/fixtures/scenarios/basic.yaml";
    const base = (await load(file)).hash;
    const hashWith = async (...set: string[]) => (await load(file, { set })).hash;
    expect(await hashWith("pairs[0].n_concurrent=3")).not.toBe(base);
    expect(await hashWith("pairs[0].agent.name=other")).not.toBe(base);
    expect(await hashWith("pairs[0].sessions=5")).toBe(base);
    expect(await hashWith("load.stages[1].concurrency=8")).not.toBe(base);
    expect(await hashWith("thresholds.e2e_ms=p(95)<100")).toBe(base);
    expect(await hashWith("labels.model=mock-2")).toBe(base);
    expect(await hashWith("output_dir=elsewhere")).toBe(base);
  });

  it("ignores the formatting and key order of the file", async () => {
    const dir = copyFixtures();
    const reordered = "services: { mock_llm: { port: 0, ttft_ms: 80 } }\n".concat(
      readFileSync(join(dir, "basic.yaml"), "utf8").replace(/services:\n {2}mock_llm:\n.*\n.*\n/, ""),
    );
    writeFileSync(join(dir, "reordered.yaml"), reordered);
    const [a, b] = await Promise.all(["basic.yaml", "reordered.yaml"].map((f) => load(join(dir, f))));
    expect(b.hash).toBe(a.hash);
  });
});

describe("secret values", () => {
  it("collects values of secret-named variables, listed secrets, and their defaults", async () => {
    const loaded = await load("tests/fixtures/scenarios/basic.yaml", {
      env: { OPENAI_API_KEY: "sk-live", DEPLOY_CRED: "cred-1", MOCK_PORT: "0" },
    });
    expect([...loaded.secretValues].sort()).toEqual(["cred-1", "sk-live"]);
    // a header named like a secret: its value, and the key after its scheme
    const http = await load("tests/fixtures/scenarios/http.yaml");
    expect([...http.secretValues].sort()).toEqual(["Bearer dev-token", "dev-token"]);
  });
});
