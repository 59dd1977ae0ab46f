/** Shared types of the built-in coding agents: their table rows, launches and install records. */
import type { Dialect } from "../llm-wire/table.js";

/** The trace formats agents print on stdout in headless mode; one parser each. */
export type TraceFormat =
  | "claude-stream"
  | "opencode-json"
  | "codex-json"
  | "gemini-stream"
  | "jsonl"
  | "none";

/**
 * A recipe's `trace`: `stream-json` is Claude Code's (Qwen Code prints it too), `jsonl` any JSON event
 * lines (read by their common shapes), `none` no trace (the trajectory holds the prompt and the output);
 * the other agents' own formats by name.
 */
export const RECIPE_TRACES = [
  "stream-json",
  "jsonl",
  "none",
  "codex-json",
  "opencode-json",
  "gemini-stream",
] as const;
export type RecipeTrace = (typeof RECIPE_TRACES)[number];

/** A config file a recipe writes under the session's HOME before the agent starts. */
export interface RecipeFile {
  /** Relative to HOME. */
  path: string;
  content: string;
}

/**
 * How to install and run an npm-distributed agent headless: the form of every built-in row and of
 * `agent.recipe` in a scenario. Text in args, env and files may hold placeholders: `{{model}}`,
 * `{{base_url}}` (the dialect's, as the session sees it), `{{home}}`, and in args `{{instruction}}`;
 * an args element `{{args}}` is where `model_args` and the user's `agent.args` go (else at the end).
 */
export interface AgentRecipe {
  /** `<package>@<exact version>`. */
  npm: string;
  /** The program the package puts in node_modules/.bin. */
  bin: string;
  args: string[];
  /** Flags added only when a model is known (`agent.model`, the mock's, or `default_model`). */
  model_args?: string[];
  env?: Record<string, string>;
  files?: RecipeFile[];
  trace: RecipeTrace;
  /** The API it speaks (src/llm-wire/): it decides which base URL and key variables the session gives it. */
  dialect: Dialect;
  /** Run the package's install scripts: then it installs in a container of the task image, never on the host. */
  scripts?: boolean;
  // Built-in rows only:
  /** The model when neither the scenario nor the mock names one. */
  default_model?: string;
  /** The program relative to the install, when not the bin (a native binary the bin would only wrap). */
  entry?: string;
  /** With `entry`: whether it is a native binary (else a Node program). */
  native?: boolean;
  nodeMajor?: number;
  /** Config files computed from the session (for formats a template cannot write safely). */
  config?: (ctx: LaunchContext) => RecipeFile[];
}

/** What a launch recipe gets: where things are in the place the agent runs, and what it talks to. */
export interface LaunchContext {
  /** The task instruction: the agent's prompt. */
  instruction: string;
  /** The model the agent asks for (`agent.model`, else the mock's model); unset: the agent's default. */
  model?: string;
  /** A HOME that exists and is the session's own. */
  home: string;
  /** The environment the session gives the agent (base URLs, keys, the user's `agent.env`). */
  env: Record<string, string>;
  /** `agent.args`: extra flags appended to the headless command. */
  args: string[];
}

export interface Launch {
  /** argv after the agent's own program (node + entry, or the native binary). */
  argv: string[];
  env: Record<string, string>;
  /** Config files the agent reads, written under HOME before it starts (path relative to HOME). */
  files: { path: string; content: string }[];
}

export interface AgentDef {
  /** The install's name: the cache folder, `/opt/agents/<name>`, the image layer's tag. */
  name: string;
  /** The recipe the row is made from (built in, or the scenario's `agent.recipe`). */
  recipe: AgentRecipe;
  /** The npm package that ships the agent. */
  package: string;
  /** The pinned default version (tests use it; `agent.version` overrides it). */
  version: string;
  /** The program, relative to the install folder; `node` runs it unless `native`. */
  entry: string;
  native: boolean;
  /** The least Node major the program runs on (its `engines`), when more than the product's own. */
  nodeMajor?: number;
  /** More packages installed beside it (providers an agent would otherwise fetch at run time). */
  extras?: string[];
  /** Its install runs the package's lifecycle scripts, in a container of the task image (recipe `scripts`). */
  scripts?: boolean;
  trace: TraceFormat;
  launch(ctx: LaunchContext): Launch;
}

/** One agent install of a run, as `report.json` `agents[]` shows it. */
export interface AgentInstallRecord {
  name: string;
  version: string;
  install: { cached: boolean; ms: number };
  /** The image layer built on a task image (Docker runtime), when one was needed. */
  image?: string;
}

/** `agent:` in a scenario pair. Built-ins `oracle` and `nop` need no command. */
export interface AgentSpec {
  name: string;
  /** argv of a custom agent, run in the task workspace. */
  command?: string[];
  /** A folder (absolute after loading) copied into the session's workspace as `/agent`. */
  mount?: string;
  env?: Record<string, string>;
  /** Shell command run once per session before the agent, timed as agent_setup. */
  install?: string;
  model?: string;
  /** Version of a built-in coding agent (else its pinned one). */
  version?: string;
  /** Extra flags for a built-in coding agent's headless command. */
  args?: string[];
  /** Agent timeout override, seconds (else the task's `[agent].timeout_sec`). */
  timeout_sec?: number;
  /** An npm-distributed agent declared here, installed and run like the built-ins. */
  recipe?: AgentRecipe;
}
