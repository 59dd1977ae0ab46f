/**
 * What a scenario may reach on the host: folders handed to the agent whole resolve inside the
 * workspace unless the run allows them; `${VAR}` never yields the runner's own variables unless
 * `secrets:` names them; a task.toml's credential-named env keys are secret.
 */
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { loadScenario } from "../../../src/scenario/load.js";
import { parseScenario } from "../../../src/scenario/parse.js";
import { parseTaskToml } from "../../../src/scenario/tasks.js";
import { runnerInternal } from "../../../src/secrets.js";

const ECHO_TASK = fileURLToPath(new URL("../../fixtures/scenarios/tasks/echo", import.meta.url));

/** A scenario folder (a repository when `git`), a task in it, and a folder outside it. */
function layout(git: boolean) {
  const root = mkdtempSync(join(tmpdir(), "reach-"));
  const repo = join(root, "repo");
  mkdirSync(join(repo, "scenarios"), { recursive: true });
  if (git) mkdirSync(join(repo, ".git"));
  mkdirSync(join(repo, "agent"));
  cpSync(ECHO_TASK, join(repo, "task"), { recursive: true });
  mkdirSync(join(root, "outside"));
  symlinkSync(join(root, "outside"), join(repo, "agent-link"));
  symlinkSync("/etc", join(repo, "etc-link"));
  return { root, repo };
}

const scenario = (agent: string, extra = "") =>
  `name: reach\nruntime: { type: local }\n${extra}pairs:\n  - agent: { name: a, command: [sh], ${agent} }\n    task: ../task\n`;

interface ReachRow {
  name: string;
  git: boolean;
  agent: string;
  extra?: string;
  allow?: (root: string) => string[];
  /** The refused field, or null when admitted. */
  refused: string | null;
}

const ROWS: ReachRow[] = [
  { name: "a mount inside the repository", git: true, agent: "mount: ../agent", refused: null },
  { name: "no repository: a mount beside the scenario", git: false, agent: "mount: .", refused: null },
  {
    name: "no repository: a mount above the scenario's folder",
    git: false,
    agent: "mount: ../agent",
    refused: "pairs[0].agent.mount",
  },
  { name: "an absolute system folder", git: true, agent: "mount: /etc", refused: "pairs[0].agent.mount" },
  {
    name: "a link inside the repository to a folder outside",
    git: true,
    agent: "mount: ../agent-link",
    refused: "pairs[0].agent.mount",
  },
  { name: "a link to /etc", git: true, agent: "mount: ../etc-link", refused: "pairs[0].agent.mount" },
  {
    name: "/etc, admitted by --allow-host-path /etc",
    git: true,
    agent: "mount: /etc",
    allow: () => ["/etc"],
    refused: null,
  },
  {
    name: "a link out, admitted by the folder it leads to",
    git: true,
    agent: "mount: ../agent-link",
    allow: (r) => [join(r, "outside")],
    refused: null,
  },
  {
    name: "/etc, another folder allowed",
    git: true,
    agent: "mount: /etc",
    allow: (r) => [join(r, "outside")],
    refused: "pairs[0].agent.mount",
  },
  {
    name: "the reference arm's mount",
    git: true,
    agent: "mount: ../agent",
    extra: "regression:\n  compare_with:\n    agent: { name: b, command: [sh], mount: /etc }\n",
    refused: "regression.compare_with.agent.mount",
  },
  {
    name: "an agent service's build context",
    git: true,
    agent: "mount: ../agent",
    extra: "services:\n  agent_service: { context: /etc, command: [sh] }\n",
    refused: "services.agent_service.context",
  },
];

describe("host paths a scenario hands to the agent", () => {
  it.each(ROWS)("$name", async (row) => {
    const { root, repo } = layout(row.git);
    const file = join(repo, "scenarios", "s.yaml");
    writeFileSync(file, scenario(row.agent, row.extra));
    // Run from a folder in no repository, so only the scenario's counts.
    const load = loadScenario(file, { cwd: root, env: {}, allowHostPaths: row.allow?.(root) ?? [] });
    if (row.refused === null) {
      await expect(load).resolves.toBeTruthy();
      return;
    }
    const err = await load.catch((e) => e);
    expect(err).toBeInstanceOf(UserError);
    expect(err).toMatchObject({ where: expect.stringMatching(/s\.yaml:\d+:\d+$/), field: row.refused });
    expect(err.message).toMatch(/outside the workspace.*--allow-host-path/);
  });

  it("the repository the command runs in is the workspace too", async () => {
    const { root, repo } = layout(false);
    const file = join(repo, "scenarios", "s.yaml");
    writeFileSync(file, scenario("mount: ../agent"));
    mkdirSync(join(root, ".git"));
    await expect(loadScenario(file, { cwd: join(root, "outside"), env: {} })).resolves.toBeTruthy();
  });

  it("an allowed path that is no folder is the flag's error", async () => {
    const { root, repo } = layout(true);
    const file = join(repo, "scenarios", "s.yaml");
    writeFileSync(file, scenario("mount: ../agent"));
    await expect(loadScenario(file, { cwd: root, env: {}, allowHostPaths: ["nope"] })).rejects.toMatchObject({
      field: "--allow-host-path",
    });
  });
});

describe("runner variables through ${VAR}", () => {
  it.each([
    ["ACTIONS_RUNTIME_TOKEN", true],
    ["ACTIONS_ID_TOKEN_REQUEST_TOKEN", true],
    ["ACTIONS_ID_TOKEN_REQUEST_URL", true],
    ["ACTIONS_CACHE_URL", true],
    ["ACTIONS_RESULTS_URL", true],
    ["INPUT_GITHUB_TOKEN", true],
    ["GITHUB_TOKEN", true],
    ["GITHUB_ENV", true],
    ["GITHUB_OUTPUT", true],
    ["RUNNER_TOKEN", true],
    ["GITHUB_SHA", false],
    ["GITHUB_REPOSITORY", false],
    ["GITHUB_RUN_ID", false],
    ["GITHUB_WORKSPACE", false],
    ["RUNNER_OS", false],
    ["RUNNER_TEMP", false],
    ["OPENAI_API_KEY", false],
  ])("%s is the runner's own: %s", (name, internal) => {
    expect(runnerInternal(name)).toBe(internal);
  });

  const env = {
    ACTIONS_RUNTIME_TOKEN: "runtime-token-value",
    GITHUB_SHA: "abc1234",
    GITHUB_TOKEN: "ghs_value1234",
  };
  const doc = (value: string, secrets = "") =>
    `name: x\n${secrets}pairs:\n  - agent: { name: a, command: [sh], env: { NOTE: "${value}" } }\n    task: t\n`;

  it.each([
    { name: "ACTIONS_RUNTIME_TOKEN", yaml: doc("${ACTIONS_RUNTIME_TOKEN}"), refused: true },
    {
      name: "ACTIONS_RUNTIME_TOKEN listed",
      yaml: doc("${ACTIONS_RUNTIME_TOKEN}", "secrets: [ACTIONS_RUNTIME_TOKEN]\n"),
      refused: false,
    },
    { name: "GITHUB_TOKEN inside a longer value", yaml: doc("Bearer ${GITHUB_TOKEN}"), refused: true },
    { name: "an unset one with a default", yaml: doc("${ACTIONS_CACHE_URL:-none}"), refused: true },
    { name: "GITHUB_SHA", yaml: doc("${GITHUB_SHA}"), refused: false },
    { name: "a literal $${ACTIONS_RUNTIME_TOKEN}", yaml: doc("$${ACTIONS_RUNTIME_TOKEN}"), refused: false },
  ])("$name → refused: $refused", ({ yaml, refused }) => {
    const parse = () => parseScenario(yaml, "s.yaml", { env });
    if (!refused) {
      expect(parse).not.toThrow();
      return;
    }
    expect(parse).toThrow(
      expect.objectContaining({
        where: expect.stringMatching(/^s\.yaml:3:\d+$/),
        field: "pairs[0].agent.env.NOTE",
        message: expect.stringMatching(/runner's own.*secrets:/),
      }),
    );
  });

  it("a listed runner variable is secret", () => {
    const parsed = parseScenario(
      doc("${ACTIONS_RUNTIME_TOKEN}", "secrets: [ACTIONS_RUNTIME_TOKEN]\n"),
      "s.yaml",
      { env },
    );
    expect(parsed.secretValues).toContain("runtime-token-value");
  });

  it.each([
    { name: "refused in a task.toml template", listed: [] as string[], refused: true },
    { name: "admitted when the scenario lists it", listed: ["ACTIONS_RUNTIME_TOKEN"], refused: false },
  ])("$name", ({ listed, refused }) => {
    const toml = '[environment.env]\nA = "1"\nB = "${ACTIONS_RUNTIME_TOKEN}"\n';
    const parse = () => parseTaskToml(toml, "task.toml", env, listed);
    if (refused)
      expect(parse).toThrow(expect.objectContaining({ where: "task.toml:3", field: "environment.env.B" }));
    else expect(parse().environment.env.B).toBe("runtime-token-value");
  });
});

describe("a task.toml's env keys named like credentials", () => {
  const TOML = `[environment.env]
MY_API_KEY = "\${INNOCENT}"
DB_PASSWORD = "literal-pass"
NOTE = "\${PROD_CRED_KEY}"
PLAIN = "not-secret"
[verifier.env]
GRADER_TOKEN = "grader-value"
[solution.env]
SESSION_COOKIE = "cookie-value"
`;

  it.each([
    ["a key named like one, its value from an innocent variable", "innocent-value", true],
    ["a key named like one, a literal", "literal-pass", true],
    ["an innocent key, the value of a variable named like one", "prod-cred-value", true],
    ["a verifier's env", "grader-value", true],
    ["a solution's env", "cookie-value", true],
    ["an innocent key and value", "not-secret", false],
  ])("%s → secret: %s", async (_name, value, secret) => {
    const { root, repo } = layout(true);
    writeFileSync(join(repo, "task", "task.toml"), TOML);
    const file = join(repo, "scenarios", "s.yaml");
    writeFileSync(file, scenario("mount: ../agent"));
    const loaded = await loadScenario(file, {
      cwd: root,
      env: { INNOCENT: "innocent-value", PROD_CRED_KEY: "prod-cred-value" },
    });
    expect(loaded.secretValues.includes(value)).toBe(secret);
  });
});
