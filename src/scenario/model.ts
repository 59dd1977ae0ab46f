/**
 * The resolved shapes the rest of the pipeline consumes. The zod schema (schema.ts) validates
 * the YAML; the loader (load.ts) turns it into a LoadedScenario with tasks discovered and parsed.
 */
import type { AgentSpec } from "../agents/types.js";
import type { WorkloadFields } from "./fingerprint.js";
import type { Journey, Scenario } from "./schema.js";
import type { Budget } from "./schema-parts.js";

/** `[environment]`, and a separate verifier's `[verifier.environment]`, normalized. */
export interface EnvironmentConfig {
  build_timeout_sec: number;
  docker_image: string | null;
  cpus: number | null;
  memory_mb: number | null;
  storage_mb: number | null;
  env: Record<string, string>;
  workdir: string | null;
  network_mode: string | null;
  /** Run once the environment started, before the agent's install (Harbor's task-level healthcheck). */
  healthcheck: HealthcheckConfig | null;
}

/** Where the verifier runs: in the agent's environment, or in one of its own. */
export type VerifierMode = "shared" | "separate";

/** An `artifacts` entry: a path in the agent's environment collected after the agent ran. */
export interface ArtifactConfig {
  source: string;
  destination: string | null;
  exclude: string[];
  /** A compose service; null = main. */
  service: string | null;
}

export interface HealthcheckConfig {
  command: string;
  interval_sec: number;
  timeout_sec: number;
  start_period_sec: number;
  start_interval_sec: number;
  retries: number;
}

/** `[verifier]` of a task or a step. */
export interface VerifierConfig {
  timeout_sec: number;
  env: Record<string, string>;
  user: string | null;
  /** As written; verifier-mode.ts resolves the mode. */
  environment_mode: VerifierMode | null;
  /** `[verifier.environment]`: the separate verifier's environment, when given. */
  environment: EnvironmentConfig | null;
}

/** One `[[steps]]` entry of a multi-step task. */
export interface StepConfig {
  name: string;
  /** null timeout/user: the task's. */
  agent: { timeout_sec: number | null; user: string | null };
  /** Its timeout defaults to 600 s, never to the task's (as Harbor). */
  verifier: VerifierConfig;
  /** A number gates the key `reward`; null: no gate. */
  min_reward: number | Record<string, number> | null;
  healthcheck: HealthcheckConfig | null;
  artifacts: ArtifactConfig[];
}

/** task.toml, normalized from the current (`schema_version`, `memory_mb`) and legacy (`version`, `memory = "4G"`) shapes. */
export interface TaskConfig {
  schema_version: string;
  name: string | null;
  metadata: Record<string, unknown>;
  agent: { timeout_sec: number | null; user: string | null };
  verifier: VerifierConfig;
  environment: EnvironmentConfig;
  solution: { env: Record<string, string> };
  artifacts: ArtifactConfig[];
  /** `[[steps]]`; empty for a single-step task. */
  steps: StepConfig[];
  /** Multi-step only (default mean there); null on a single-step task. */
  multi_step_reward_strategy: "mean" | "final" | null;
}

/** A step's folder `steps/<name>/`, as read from disk. */
export interface TaskStep {
  name: string;
  /** steps/<name>/instruction.md with canary lines stripped. */
  instruction: string;
  /** steps/<name>/solution/solve.sh present. */
  hasSolution: boolean;
  /** steps/<name>/tests/ present (a separate verifier's build context when it is). */
  hasTests: boolean;
  /** steps/<name>/workdir/ present: merged into the working directory before the step, its setup.sh run. */
  hasWorkdir: boolean;
}

export interface Task {
  /** `[task].name` when present, else the folder name. */
  name: string;
  /** Absolute path of the task folder. */
  dir: string;
  config: TaskConfig;
  /** instruction.md with canary lines stripped; "" on a multi-step task without one. */
  instruction: string;
  hasSolution: boolean;
  /** environment/docker-compose.yaml present. */
  hasCompose: boolean;
  /** tests/ present. */
  hasTests: boolean;
  /** The folders of `config.steps`, in the same order; empty for a single-step task. */
  steps: TaskStep[];
}

export interface ResolvedPair {
  index: number;
  agent: AgentSpec;
  /** Tasks of the pair, in a stable order (a dataset's folders sorted by name); empty for HTTP pairs. */
  tasks: Task[];
  /** The pair's HTTP journey (runtime http); unset fields fall back to `scenario.runtime.http`. */
  journey?: Journey;
  /** Sessions planned: the count, or the budget's max. */
  sessions: number;
  /** The sequential gate's budget (docs/gate.md), when `sessions` was one. */
  budget?: Budget;
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
  /** The hashed workload's fields, as a baseline keeps them to say what changed (fingerprint.ts). */
  workload?: WorkloadFields;
  pairs: ResolvedPair[];
  /** Values to redact everywhere, as src/secrets.ts decides them. */
  secretValues: string[];
  /** Said by `validate`, not errors: credentials written into the file, at their lines. */
  warnings?: string[];
  /** `regression.baseline` resolved, else `baselines/<name>.json` under the working folder. */
  baselineFile: string;
}
