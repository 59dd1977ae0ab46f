/**
 * Launch recipes, one row per built-in agent: the headless flags, the variables each needs, the config
 * files it reads, all pointed at the session's base URLs; and the one bash command that runs any of them.
 */
import { describe, expect, it } from "vitest";
import { agentCommand } from "../../../src/agents/launch.js";
import { dialectWiring, installName, recipeDef } from "../../../src/agents/recipe.js";
import { AGENTS, BUILTIN_RECIPES, codingAgent } from "../../../src/agents/table.js";
import type { AgentDef, AgentRecipe } from "../../../src/agents/types.js";

const env = {
  OPENAI_BASE_URL: "http://127.0.0.1:9/s/abc/v1",
  ANTHROPIC_BASE_URL: "http://127.0.0.1:9/s/abc",
  OPENAI_API_KEY: "k-openai",
  ANTHROPIC_API_KEY: "k-anthropic",
};
const ctx = { instruction: "do it", model: "mock-1", home: "/h", env, args: ["--extra"] };
const def = (name: string): AgentDef => codingAgent(name) as AgentDef;

const RECIPES: { agent: string; argv: string[]; env: Record<string, string>; files: [string, RegExp][] }[] = [
  {
    agent: "claude-code",
    argv: [
      "-p",
      "do it",
      "--output-format",
      "stream-json",
      "--verbose",
      "--dangerously-skip-permissions",
      "--model",
      "mock-1",
      "--extra",
    ],
    env: {
      IS_SANDBOX: "1",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      ANTHROPIC_BASE_URL: "http://127.0.0.1:9/s/abc",
      ANTHROPIC_API_KEY: "k-anthropic",
    },
    files: [],
  },
  {
    agent: "codex",
    argv: ["exec", "--json", "--skip-git-repo-check", "--extra", "do it"],
    env: { CODEX_HOME: "/h/.codex", OPENAI_API_KEY: "k-openai" },
    files: [[".codex/config.toml", /wire_api = "responses"/]],
  },
  {
    agent: "gemini-cli",
    argv: ["-p", "do it", "-o", "stream-json", "--yolo", "-m", "mock-1", "--extra"],
    env: { GOOGLE_GEMINI_BASE_URL: "http://127.0.0.1:9/s/abc", GEMINI_CLI_TRUST_WORKSPACE: "true" },
    files: [[".gemini/settings.json", /"selectedType":"gemini-api-key"/]],
  },
  {
    agent: "qwen-code",
    argv: ["-p", "do it", "-o", "stream-json", "--yolo", "--auth-type", "openai", "-m", "mock-1", "--extra"],
    env: { OPENAI_API_KEY: "k-openai" },
    files: [],
  },
  {
    agent: "opencode",
    argv: ["run", "--format", "json", "-m", "loadtest/mock-1", "--extra", "do it"],
    env: { OPENCODE_CONFIG: "/h/.config/opencode/loadtest.json", OPENCODE_DISABLE_AUTOUPDATE: "1" },
    files: [[".config/opencode/loadtest.json", /"baseURL": "http:\/\/127\.0\.0\.1:9\/s\/abc\/v1"/]],
  },
  {
    agent: "kilo",
    argv: ["run", "--format", "json", "--auto", "-m", "loadtest/mock-1", "--extra", "do it"],
    env: { OPENAI_API_KEY: "k-openai", KILO_DISABLE_AUTOUPDATE: "1" },
    files: [],
  },
  {
    agent: "pi",
    argv: [
      "-p",
      "--mode",
      "json",
      "--no-session",
      "--provider",
      "loadtest",
      "--model",
      "mock-1",
      "--extra",
      "do it",
    ],
    env: {
      ANTHROPIC_BASE_URL: "http://127.0.0.1:9/s/abc",
      ANTHROPIC_API_KEY: "k-anthropic",
      PI_OFFLINE: "1",
    },
    files: [
      [".pi/agent/models.json", /"baseUrl":"http:\/\/127\.0\.0\.1:9\/s\/abc","api":"anthropic-messages"/],
    ],
  },
];

describe("launch recipes", () => {
  it("cover every built-in agent", () => {
    expect(RECIPES.map((r) => r.agent).sort()).toEqual(AGENTS.map((a) => a.name).sort());
  });

  it.each(RECIPES)("$agent", ({ agent, argv, env: want, files }) => {
    const launch = def(agent).launch(ctx);
    expect(launch.argv).toEqual(argv);
    expect(launch.env).toMatchObject(want);
    expect(launch.files.map((f) => f.path)).toEqual(files.map(([p]) => p));
    files.forEach(([, content], i) => {
      expect(launch.files[i].content).toMatch(content);
    });
  });

  it("codex's provider speaks the Responses API at the session's base URL", () => {
    const toml = def("codex").launch(ctx).files[0].content;
    expect(toml).toContain('wire_api = "responses"');
    expect(toml).toContain('base_url = "http://127.0.0.1:9/s/abc/v1"');
    expect(toml).toContain('model = "mock-1"');
  });

  it.each(["claude-code", "gemini-cli", "qwen-code"])("%s without a model uses its own default", (agent) => {
    const argv = def(agent).launch({ ...ctx, model: undefined }).argv;
    expect(argv).not.toContain("mock-1");
    expect(argv.filter((a) => a === "-m" || a === "--model")).toEqual([]);
  });

  it("kilo's whole config is one variable: the session's base URL and the model, the key by reference", () => {
    const config = JSON.parse(def("kilo").launch(ctx).env.KILO_CONFIG_CONTENT);
    expect(config.provider.loadtest.options).toEqual({
      baseURL: "http://127.0.0.1:9/s/abc/v1",
      apiKey: "{env:OPENAI_API_KEY}",
    });
    expect(config.model).toBe("loadtest/mock-1");
    expect(JSON.stringify(config)).not.toContain("k-openai");
  });

  it("keys come from the user's env when set, a placeholder for the mock otherwise", () => {
    expect(def("qwen-code").launch({ ...ctx, env: {} }).env.OPENAI_API_KEY).toBe("mock-key");
    expect(def("claude-code").launch(ctx).env.ANTHROPIC_API_KEY).toBe("k-anthropic");
  });
});

describe("the command that runs an agent", () => {
  const place = { installDir: "/opt/agents/x", logsDir: "/logs/agent", node: "node" };

  it("runs a native agent directly and a Node agent with node, after bash's own arguments", () => {
    const native = agentCommand(def("claude-code"), ctx, place);
    expect(native.cmd.slice(0, 2)).toEqual(["bash", "-c"]);
    expect(native.cmd.slice(3, 5)).toEqual([
      "claude-code",
      "/opt/agents/x/node_modules/@anthropic-ai/claude-code-linux-x64/claude",
    ]);
    const node = agentCommand(def("qwen-code"), ctx, place);
    expect(node.cmd.slice(4, 6)).toEqual([
      "node",
      "/opt/agents/x/node_modules/@qwen-code/qwen-code/cli-entry.js",
    ]);
  });

  it("closes stdin, keeps stdout as the trace with arrival times, and sets HOME", () => {
    const { cmd, env: vars } = agentCommand(def("qwen-code"), ctx, place);
    expect(cmd[2]).toContain('"$@" </dev/null 2>/logs/agent/agent.stderr.log |');
    expect(cmd[2]).toContain("3>/logs/agent/trace.jsonl 4>/logs/agent/trace.arrivals");
    expect(cmd[2]).toContain("set -o pipefail");
    expect(vars.HOME).toBe("/h");
  });

  it("passes config files through variables, never through the script text", () => {
    const { cmd, env: vars } = agentCommand(def("codex"), ctx, place);
    expect(cmd[2]).not.toContain("wire_api");
    expect(vars.AGENT_LOADTEST_FILE_0).toContain('wire_api = "responses"');
    expect(cmd[2]).toContain('> "$HOME"/.codex/config.toml');
  });
});

describe("a recipe made into a row", () => {
  const recipe: AgentRecipe = {
    npm: "@acme/agent-cli@1.2.3",
    bin: "acme",
    args: ["run", "{{instruction}}", "--home", "{{home}}"],
    model_args: ["--model", "{{model}}"],
    env: { ACME_URL: "{{base_url}}", ACME_TEXT: "{{instruction}}" },
    files: [{ path: ".acme/config.json", content: '{"url":"{{base_url}}","model":"{{model}}"}' }],
    trace: "jsonl",
    dialect: "openai",
  };

  it("installs the package at its version, named after it, and runs its bin", () => {
    const row = recipeDef(recipe);
    expect(row).toMatchObject({
      name: installName("@acme/agent-cli"),
      package: "@acme/agent-cli",
      version: "1.2.3",
      entry: "node_modules/.bin/acme",
      native: true,
      trace: "jsonl",
    });
  });

  it("fills placeholders; the instruction only in args; model flags and the user's args at the end", () => {
    const launch = recipeDef(recipe).launch(ctx);
    expect(launch.argv).toEqual(["run", "do it", "--home", "/h", "--model", "mock-1", "--extra"]);
    expect(launch.env).toEqual({
      OPENAI_API_KEY: "k-openai",
      OPENAI_BASE_URL: "http://127.0.0.1:9/s/abc/v1",
      ACME_URL: "http://127.0.0.1:9/s/abc/v1",
      ACME_TEXT: "{{instruction}}",
    });
    expect(launch.files).toEqual([
      { path: ".acme/config.json", content: '{"url":"http://127.0.0.1:9/s/abc/v1","model":"mock-1"}' },
    ]);
    const noModel = recipeDef(recipe).launch({ ...ctx, model: undefined, args: [] });
    expect(noModel.argv).toEqual(["run", "do it", "--home", "/h"]);
  });

  it("an instruction holding a placeholder is passed as written", () => {
    const launch = recipeDef(recipe).launch({ ...ctx, instruction: "say {{model}}" });
    expect(launch.argv[1]).toBe("say {{model}}");
  });

  it.each([
    [
      "openai",
      { OPENAI_API_KEY: "k-openai", OPENAI_BASE_URL: "http://127.0.0.1:9/s/abc/v1" },
      "http://127.0.0.1:9/s/abc/v1",
    ],
    [
      "responses",
      { OPENAI_API_KEY: "k-openai", OPENAI_BASE_URL: "http://127.0.0.1:9/s/abc/v1" },
      "http://127.0.0.1:9/s/abc/v1",
    ],
    [
      "anthropic",
      { ANTHROPIC_API_KEY: "k-anthropic", ANTHROPIC_BASE_URL: "http://127.0.0.1:9/s/abc" },
      "http://127.0.0.1:9/s/abc",
    ],
    [
      "gemini",
      { GEMINI_API_KEY: "mock-key", GOOGLE_GEMINI_BASE_URL: "http://127.0.0.1:9/s/abc" },
      "http://127.0.0.1:9/s/abc",
    ],
  ] as const)("the %s dialect points the agent at the session's endpoint", (dialect, vars, base) => {
    const wiring = dialectWiring(dialect, env);
    expect(wiring).toEqual({ env: vars, baseUrl: base });
  });

  it("a Node bin finds the agent's Node first on PATH; bash runs the bin itself", () => {
    const row = recipeDef(recipe);
    const { cmd } = agentCommand(row, ctx, { installDir: "/c/x", logsDir: "/l", node: "/n/bin/node" });
    expect(cmd[2]).toContain('export PATH=/n/bin:"$PATH"');
    expect(cmd[4]).toBe("/c/x/node_modules/.bin/acme");
  });

  it("every built-in row is a recipe made the same way", () => {
    for (const row of AGENTS) {
      const remade = recipeDef(BUILTIN_RECIPES[row.name] as AgentRecipe, row.name);
      expect({ ...remade, launch: null }).toEqual({ ...row, launch: null });
      expect(remade.launch(ctx)).toEqual(row.launch(ctx));
    }
  });
});
