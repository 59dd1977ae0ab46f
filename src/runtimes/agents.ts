/**
 * The agent step of a trial, as data: what an agent needs put in the environment, what it runs with
 * which variables, whether its exit code counts, and how its logs become spans and a trajectory.
 * One row per agent kind in AGENT_KINDS; the lifecycle (trial.ts) and the environments know no agent
 * by name, so a new built-in agent is a new row.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import {
  type CodingAgentUse,
  codingAgentOf,
  harvestTrace,
  launchCommand,
  modelOf,
} from "../agents/session.js";
import { CODING_AGENT_NAMES } from "../agents/table.js";
import type { AgentSpec } from "../agents/types.js";
import type { ErrorBucket } from "../events/events.js";
import { readBounded } from "../read-bounded.js";
import type { Task } from "../scenario/model.js";
import type { EnvironmentPaths, MountName } from "./environment.js";

export interface AgentPlan {
  /** Host folders to put in the environment before anything runs. */
  mounts: { name: MountName; from: string }[];
  /** Shell command run once before the agent, timed as agent_setup. */
  install: string | null;
  /** The agent's command, given where things are; null: the agent does nothing. */
  argv: ((p: EnvironmentPaths) => string[]) | null;
  /** Variables on top of the run's. */
  env: Record<string, string>;
  /** False: a non-zero exit is no error by itself (the reward decides). */
  exitCounts: boolean;
  /** Output files in the session folder, relative to it. */
  stdout: string;
  stderr: string;
  /**
   * What the agent reported about itself, read from its logs folder (`<session>/agent` on the host)
   * once the session ended: spans (JSONL, see agent-logs.ts) and an ATIF trajectory. An agent with
   * traces of its own format turns them into these here.
   */
  readLogs(dir: string): Promise<{ spans: string | null; trajectory: string | null }>;
  /** The mount the lifecycle refills with each step's solution folder (the oracle's), if any. */
  stepMount?: MountName;
  /** Why the agent cannot run at all (a missing command or solution): agent_setup_failed. */
  error?: string;
  /** A command built from the final variables (base URLs as the environment sees them), instead of argv. */
  launch?: (
    p: EnvironmentPaths,
    env: Record<string, string>,
  ) => { argv: string[]; env: Record<string, string> };
  /** Once the logs are collected: the agent's own trace read into trajectory and spans; the error it reported. */
  trace?: (agentDir: string, sessionDir: string) => Promise<{ bucket: ErrorBucket; message: string } | null>;
}

const readIf = (file: string): Promise<string | null> => readBounded(file);

/** The files every agent may leave: `spans.jsonl` and `trajectory.json`. */
async function ownLogs(dir: string): Promise<{ spans: string | null; trajectory: string | null }> {
  return {
    spans: await readIf(path.join(dir, "spans.jsonl")),
    trajectory: await readIf(path.join(dir, "trajectory.json")),
  };
}

type AgentKind = (agent: AgentSpec, task: Task) => AgentPlan;

const base = (agent: AgentSpec): AgentPlan => ({
  mounts: agent.mount ? [{ name: "agent", from: agent.mount }] : [],
  install: agent.install ?? null,
  argv: null,
  env: { ...(agent.env ?? {}) },
  exitCounts: true,
  stdout: "agent.stdout.log",
  stderr: "agent.stderr.log",
  readLogs: ownLogs,
});

// The oracle runs the task's own solution; what it prints and its exit code land in the agent's logs.
const ORACLE_SH =
  'chmod +x "$1" 2>/dev/null; "$1" > "$2/oracle.txt" 2>&1; rc=$?; echo $rc > "$2/exit-code.txt"; exit $rc';

/** The agent kinds: a new built-in agent is one row. Anything else is a custom agent (its `command`). */
export const AGENT_KINDS: Record<string, AgentKind> = {
  nop: base,
  oracle: (agent, task) => {
    // A step's own solution/, else the task's (as Harbor's oracle); the first step's goes in at start.
    const dirs = task.steps.length
      ? task.steps.map((s) => path.join(task.dir, ...(s.hasSolution ? ["steps", s.name] : []), "solution"))
      : [path.join(task.dir, "solution")];
    const missing = dirs.map((d) => path.join(d, "solve.sh")).find((f) => !existsSync(f));
    if (missing) return { ...base(agent), error: `oracle: ${missing} is missing` };
    return {
      ...base(agent),
      mounts: [...base(agent).mounts, { name: "solution", from: dirs[0] as string }],
      ...(task.steps.length ? { stepMount: "solution" as const } : {}),
      argv: (p) => ["sh", "-c", ORACLE_SH, "sh", `${p.mount("solution")}/solve.sh`, p.agentLogs],
      env: { DEBIAN_FRONTEND: "noninteractive", ...(agent.env ?? {}), ...task.config.solution.env },
      exitCounts: false,
    };
  },
};

/** A built-in coding agent (src/agents): installed in the environment, launched headless, its trace read. */
function codingKind(use: CodingAgentUse): AgentKind {
  return (agent, task) => {
    let model: string | undefined;
    return {
      ...base(agent),
      argv: null,
      launch: (p, env) => {
        const where = p.codingAgent?.(use.def.name);
        if (!where) throw new Error(`this runtime cannot run the built-in agent ${use.def.name}`);
        model = modelOf(agent, env);
        const logsDir = p.agentLogs;
        // A multi-step task's instruction is the current step's, which the lifecycle puts in the variables.
        const cmd = launchCommand(use, agent, env, env.AGENT_INSTRUCTION ?? task.instruction, {
          ...where,
          logsDir,
        });
        return { argv: cmd.cmd, env: cmd.env };
      },
      trace: async (agentDir, sessionDir) => {
        const parsed = await harvestTrace(
          use,
          { instruction: task.instruction, model },
          agentDir,
          sessionDir,
        );
        return parsed?.error ?? null;
      },
    };
  };
}

const custom: AgentKind = (agent) => {
  const command = agent.command;
  if (!command?.length) return { ...base(agent), error: `agent ${agent.name} has no command` };
  return { ...base(agent), argv: () => command };
};

export function resolveAgent(agent: AgentSpec, task: Task): AgentPlan {
  const use = agent.recipe || CODING_AGENT_NAMES.includes(agent.name) ? codingAgentOf(agent) : null;
  if (use) return codingKind(use)(agent, task);
  return (AGENT_KINDS[agent.name] ?? custom)(agent, task);
}
