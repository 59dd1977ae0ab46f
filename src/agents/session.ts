/**
 * What a runtime asks of a built-in coding agent in one session: the command that launches it, and
 * afterwards its trace turned into `trajectory.json` and `spans.jsonl` (which the runtime reads as it
 * reads any agent's logs) plus the error the agent reported, as a bucket.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readBounded } from "../read-bounded.js";
import { type AgentCommand, agentCommand, type CommandPlace } from "./launch.js";
import { recipeDef } from "./recipe.js";
import { ARRIVALS_FILE, codingAgent, TRACE_FILE } from "./table.js";
import { type ParsedTrace, parseTrace } from "./traces/index.js";
import type { AgentDef, AgentSpec } from "./types.js";

export interface CodingAgentUse {
  def: AgentDef;
  version: string;
  /** The scenario's name for a declared recipe (its trajectory's agent), when not the row's. */
  label?: string;
}

/**
 * The coding agent a spec runs: its declared `recipe`, else the built-in row it names (a spec with its
 * own command is a custom agent).
 */
export function codingAgentOf(spec: AgentSpec): CodingAgentUse | null {
  if (spec.recipe) {
    const def = recipeDef(spec.recipe);
    return { def, version: def.version, label: spec.name };
  }
  const def = spec.command ? undefined : codingAgent(spec.name);
  return def ? { def, version: spec.version ?? def.version } : null;
}

/** The model asked for: the spec's, else the one the mock serves (AGENT_MODEL). */
export function modelOf(spec: AgentSpec, env: Record<string, string>): string | undefined {
  return spec.model ?? env.AGENT_MODEL;
}

export function launchCommand(
  use: CodingAgentUse,
  spec: AgentSpec,
  env: Record<string, string>,
  instruction: string,
  place: CommandPlace & { home: string },
): AgentCommand {
  const ctx = { instruction, model: modelOf(spec, env), home: place.home, env, args: spec.args ?? [] };
  return agentCommand(use.def, ctx, place);
}

/**
 * Reads `<agentDir>/trace.jsonl` (+ arrivals), writes the ATIF trajectory to `<agentDir>/trajectory.json`
 * and `<sessionDir>/trajectory.json`, appends the `tool` spans to `<agentDir>/spans.jsonl`.
 * Null when the agent left no trace.
 */
export async function harvestTrace(
  use: CodingAgentUse,
  meta: { instruction: string; model: string | undefined },
  agentDir: string,
  sessionDir: string,
): Promise<ParsedTrace | null> {
  const read = (name: string) => readBounded(path.join(agentDir, name));
  const text = await read(TRACE_FILE);
  if (text === null) return null;
  const parsed = parseTrace(use.def.trace, text, await read(ARRIVALS_FILE), {
    agent: use.label ?? use.def.name,
    version: use.version,
    model: meta.model ?? "",
    instruction: meta.instruction,
  });
  const json = `${JSON.stringify(parsed.trajectory, null, 2)}\n`;
  await writeFile(path.join(agentDir, "trajectory.json"), json);
  await writeFile(path.join(sessionDir, "trajectory.json"), json);
  const spans = parsed.spans.map((s) => JSON.stringify(s)).join("\n");
  if (spans) await writeFile(path.join(agentDir, "spans.jsonl"), `${spans}\n`, { flag: "a" });
  return parsed;
}
