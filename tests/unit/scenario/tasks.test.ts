import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  discoverDataset,
  loadTask,
  parseTaskToml,
  selectTaskNames,
  stripCanary,
  TaskLayoutError,
  toMegabytes,
} from "../../../src/scenario/tasks.js";

const fixtures = fileURLToPath(new URL("../../fixtures/scenarios/", import.meta.url));

describe("parseTaskToml", () => {
  it("applies Harbor's current defaults to an empty file", () => {
    expect(parseTaskToml("", "task.toml")).toEqual({
      schema_version: "1.0",
      name: null,
      metadata: {},
      agent: { timeout_sec: null, user: null },
      verifier: { timeout_sec: 600, env: {}, user: null, environment_mode: null, environment: null },
      environment: {
        build_timeout_sec: 600,
        docker_image: null,
        cpus: null,
        memory_mb: null,
        storage_mb: null,
        env: {},
        workdir: null,
        network_mode: null,
        healthcheck: null,
      },
      solution: { env: {} },
      artifacts: [],
      steps: [],
      multi_step_reward_strategy: null,
    });
  });

  it.each([
    ["current schema_version", 'schema_version = "1.4"', { schema_version: "1.4" }],
    ["legacy version", 'version = "1.0"', { schema_version: "1.0" }],
    ["task name", '[task]\nname = "org/echo"', { name: "org/echo" }],
    ["agent timeout", "[agent]\ntimeout_sec = 900.0", { agent: { timeout_sec: 900, user: null } }],
    ["numeric user", "[agent]\nuser = 1000", { agent: { timeout_sec: null, user: "1000" } }],
    [
      "verifier env, numbers taken as written",
      '[verifier]\ntimeout_sec = 120\n[verifier.env]\nMODE = "x"\nN = 3',
      { verifier: { timeout_sec: 120, env: { MODE: "x", N: "3" }, user: null } },
    ],
    ["memory_mb", "[environment]\nmemory_mb = 2048", { environment: { memory_mb: 2048 } }],
    ['legacy memory = "4G"', '[environment]\nmemory = "4G"', { environment: { memory_mb: 4096 } }],
    ['legacy storage = "10G"', '[environment]\nstorage = "10G"', { environment: { storage_mb: 10240 } }],
    [
      "memory_mb wins over memory",
      '[environment]\nmemory = "4G"\nmemory_mb = 1024',
      { environment: { memory_mb: 1024 } },
    ],
    [
      "allow_internet = false",
      "[environment]\nallow_internet = false",
      { environment: { network_mode: "no-network" } },
    ],
    [
      "allow_internet = true",
      "[environment]\nallow_internet = true",
      { environment: { network_mode: "public" } },
    ],
    [
      "network_mode wins over allow_internet",
      '[environment]\nnetwork_mode = "allowlist"\nallow_internet = false',
      { environment: { network_mode: "allowlist" } },
    ],
    [
      "unknown Harbor fields are accepted",
      'artifacts = []\n[environment]\ngpus = 0\nmcp_servers = []\nos = "linux"',
      { schema_version: "1.0" },
    ],
  ])("%s", (_name, toml, expected) => {
    expect(parseTaskToml(toml, "task.toml")).toMatchObject(expected);
  });

  it.each([
    [
      "TOML syntax",
      'schema_version = "1.4"\n[agent]\ntimeout_sec = = 3\n',
      "task.toml:3:15",
      undefined,
      /invalid TOML/,
    ],
    [
      "bad size",
      '[environment]\ncpus = 1\nmemory = "lots"\n',
      "task.toml:3",
      "environment.memory",
      /size like "4G"/,
    ],
    [
      "wrong type",
      '[verifier]\ntimeout_sec = "soon"\n',
      "task.toml:2",
      "verifier.timeout_sec",
      /expected a number, got "soon"/,
    ],
    [
      "negative timeout",
      "[agent]\ntimeout_sec = -1\n",
      "task.toml:2",
      "agent.timeout_sec",
      /expected a value > 0, got number -1/,
    ],
    [
      "table of the wrong type",
      "environment = 3\n",
      "task.toml:1",
      "environment",
      /expected a mapping, got number 3/,
    ],
  ])("rejects %s", (_name, toml, where, field, message) => {
    expect(() => parseTaskToml(toml, "task.toml")).toThrow(
      expect.objectContaining({ where, field, message: expect.stringMatching(message) }),
    );
  });
});

describe("host templates in task.toml env tables (a whole value, as Harbor resolves them)", () => {
  const host = { MODE: "fast", EMPTY: "" };
  it.each([
    ["a set variable", '[environment.env]\nA = "${MODE}"', { environment: { env: { A: "fast" } } }],
    [
      "a default for an unset one",
      '[environment.env]\nA = "${NOPE:-slow}"',
      { environment: { env: { A: "slow" } } },
    ],
    ["an empty one is set", '[verifier.env]\nA = "${EMPTY:-x}"', { verifier: { env: { A: "" } } }],
    ["a default with a colon", '[verifier.env]\nA = "${NOPE:-a:b}"', { verifier: { env: { A: "a:b" } } }],
    [
      "text around it is a literal",
      '[solution.env]\nA = "m-${MODE}"',
      { solution: { env: { A: "m-${MODE}" } } },
    ],
    ["no template", '[environment.env]\nA = "$HOME plain"', { environment: { env: { A: "$HOME plain" } } }],
  ])("%s", (_name, toml, expected) => {
    expect(parseTaskToml(toml, "task.toml", host)).toMatchObject(expected);
  });

  it("an unset variable without a default names the line and field", () => {
    expect(() => parseTaskToml('[environment.env]\nB = "1"\nA = "${NOPE}"\n', "task.toml", host)).toThrow(
      expect.objectContaining({
        where: "task.toml:3",
        field: "environment.env.A",
        message: expect.stringMatching(/NOPE is not set/),
      }),
    );
  });
});

describe("toMegabytes", () => {
  it.each([
    ["4G", 4096],
    ["512M", 512],
    ["1024K", 1],
    ["1.5g", 1536],
    ["2Gi", 2048],
  ])("%s", (size, mb) => {
    expect(toMegabytes(size)).toBe(mb);
  });
});

describe("stripCanary", () => {
  it.each([
    ["no canary", "Do it.\n", "Do it.\n"],
    ["HTML comment canary", "<!-- canary GUID 1 -->\nDo it.\n", "Do it.\n"],
    ["hash canary, any case, then blank lines", "# CANARY string\n\n\nDo it.\n", "Do it.\n"],
    ["several canary lines", "<!-- canary a -->\n# canary b\nDo it.", "Do it."],
    ["canary not at the top stays", "Do it.\n# canary\n", "Do it.\n# canary\n"],
    ["a heading is not a canary", "# Task\nDo it.", "# Task\nDo it."],
  ])("%s", (_name, text, expected) => {
    expect(stripCanary(text)).toBe(expected);
  });
});

describe("loadTask", () => {
  it("reads a current-format task", () => {
    const task = loadTask(`${fixtures}tasks/echo`);
    expect(task).toMatchObject({
      name: "bench/echo",
      instruction: 'Write hello.txt containing "hello".\n',
      hasSolution: true,
      hasCompose: false,
      config: {
        schema_version: "1.4",
        agent: { timeout_sec: 120 },
        verifier: { timeout_sec: 120, env: { MODE: "strict" } },
        environment: {
          build_timeout_sec: 300,
          cpus: 1,
          memory_mb: 2048,
          storage_mb: 10240,
          network_mode: "no-network",
        },
      },
    });
  });

  it("reads a legacy Terminal-Bench task, named after its folder", () => {
    const task = loadTask(`${fixtures}tasks/legacy`);
    expect(task).toMatchObject({
      name: "legacy",
      hasSolution: false,
      config: {
        schema_version: "1.0",
        metadata: { author_name: "Nicholas Carlini", difficulty: "hard" },
        agent: { timeout_sec: 900 },
        environment: {
          docker_image: "example/gpt2-codegolf:20251031",
          memory_mb: 4096,
          storage_mb: 10240,
          network_mode: "no-network",
        },
      },
    });
  });

  it.each([
    ["tasks/nope", /task folder .*tasks\/nope does not exist/],
    ["broken/no-instruction", /has no instruction.md/],
    ["dataset", /has no task.toml/],
  ])("rejects %s", (dir, message) => {
    expect(() => loadTask(`${fixtures}${dir}`)).toThrow(TaskLayoutError);
    expect(() => loadTask(`${fixtures}${dir}`)).toThrow(message);
  });
});

describe("selectTaskNames", () => {
  const names = ["alpha", "beta", "gamma", "gamma-2"];
  it.each([
    ["no filter", {}, names],
    ["include globs", { task_names: ["a*", "gamma"] }, ["alpha", "gamma"]],
    ["exclude globs", { exclude_task_names: ["gamma*"] }, ["alpha", "beta"]],
    [
      "include then exclude",
      { task_names: ["*a*"], exclude_task_names: ["*-2"] },
      ["alpha", "beta", "gamma"],
    ],
    ["n_tasks after filtering", { exclude_task_names: ["alpha"], n_tasks: 2 }, ["beta", "gamma"]],
    ["matching nothing", { task_names: ["zeta"] }, []],
  ])("%s", (_name, filter, expected) => {
    expect(selectTaskNames(names, filter)).toEqual(expected);
  });
});

describe("discoverDataset", () => {
  it("lists direct subfolders with task.toml and environment/, sorted by name", () => {
    const dataset = discoverDataset(`${fixtures}dataset`, { exclude_task_names: ["b*"] });
    expect(dataset.available).toEqual(["alpha", "beta", "gamma"]);
    expect(dataset.tasks.map((t) => t.name)).toEqual(["alpha", "gamma"]);
  });

  it("rejects a missing folder", () => {
    expect(() => discoverDataset(`${fixtures}nowhere`)).toThrow(TaskLayoutError);
  });

  it("with a root, skips tasks whose folder or files a link takes out of it, and keeps links inside", () => {
    const tmp = mkdtempSync(join(tmpdir(), "dataset-root-"));
    try {
      const root = join(tmp, "repo");
      const outside = join(tmp, "outside");
      cpSync(`${fixtures}dataset`, join(root, "ds"), { recursive: true });
      cpSync(join(`${fixtures}dataset`, "alpha"), join(outside, "far"), { recursive: true });
      cpSync(join(`${fixtures}dataset`, "alpha"), join(root, "ds", "gamma-ish"), { recursive: true });
      symlinkSync(join(outside, "far"), join(root, "ds", "far"));
      symlinkSync(join(root, "ds", "alpha"), join(root, "ds", "alias"));
      rmSync(join(root, "ds", "gamma-ish", "task.toml"));
      symlinkSync(join(outside, "far", "task.toml"), join(root, "ds", "gamma-ish", "task.toml"));
      const ds = join(root, "ds");
      expect(discoverDataset(ds).available).toEqual(["alias", "alpha", "beta", "far", "gamma", "gamma-ish"]);
      expect(discoverDataset(ds, {}, root).available).toEqual(["alias", "alpha", "beta", "gamma"]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
