/**
 * The resolved shapes the rest of the pipeline consumes. The zod schema (schema.ts) validates
 * the YAML; the loader (load.ts) turns it into a LoadedScenario with tasks discovered and parsed.
 */
import type { Journey, Scenario } from "./schema.js";

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
}

/** task.toml, normalized from the current (`schema_version`, `memory_mb`) and legacy (`version`, `memory = "4G"`) shapes. */
export interface TaskConfig {
  schema_version: string;
  name: string | null;
  metadata: Record<string, unknown>;
  agent: { timeout_sec: number | null; user: string | null };
  verifier: { timeout_sec: number; env: Record<string, string>; user: string | null };
  environment: {
    build_timeout_sec: number;
    docker_image: string | null;
    cpus: number | null;
    memory_mb: number | null;
    storage_mb: number | null;
    env: Record<string, string>;
    workdir: string | null;
    network_mode: string | null;
  };
  solution: { env: Record<string, string> };
}

export interface Task {
  /** `[task].name` when present, else the folder name. */
  name: string;
  /** Absolute path of the task folder. */
  dir: string;
  config: TaskConfig;
  /** instruction.md with canary lines stripped. */
  instruction: string;
  hasSolution: boolean;
  /** environment/docker-compose.yaml present. */
  hasCompose: boolean;
}

export interface ResolvedPair {
  index: number;
  agent: AgentSpec;
  /** Tasks of the pair, in a stable order (a dataset's folders sorted by name); empty for HTTP pairs. */
  tasks: Task[];
  /** The pair's HTTP journey (runtime http); unset fields fall back to `scenario.runtime.http`. */
  journey?: Journey;
  sessions: number;
  n_concurrent: number;
  weight: number;
  tags: Record<string, string>;
}

export interface LoadedScenario {
  /** Absolute path of the scenario file. */
  file: string;
  /** Folder relative paths in the scenario resolve against. */
  dir: string;
  /** The validated scenario, with defaults filled in and file paths made absolute. */
  scenario: Scenario;
  /**
   * sha256 of the canonical workload part of the scenario (secrets masked, paths relative to `dir`),
   * first 16 hex chars. See fingerprint.ts for what it covers.
   */
  hash: string;
  pairs: ResolvedPair[];
  /** Values to redact everywhere, as src/secrets.ts decides them. */
  secretValues: string[];
  /** Said by `validate`, not errors: credentials written into the file, at their lines. */
  warnings?: string[];
  /** `regression.baseline` resolved, else `baselines/<name>.json` under the working folder. */
  baselineFile: string;
}
