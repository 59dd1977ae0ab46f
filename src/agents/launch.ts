/**
 * The one command that starts a built-in agent in a session: bash writes the recipe's config files under
 * a fresh HOME, runs the agent with stdin closed, and keeps its stdout as the trace with each line's
 * arrival time (bash's $EPOCHREALTIME, no fork per line) beside it. Pure: the runtimes run the result.
 */
import path from "node:path";
import { ARRIVALS_FILE, TRACE_FILE } from "./table.js";
import type { AgentDef, LaunchContext } from "./types.js";

export interface AgentCommand {
  cmd: string[];
  env: Record<string, string>;
}

export interface CommandPlace {
  /** Folder of the agent's install (`/opt/agents/<name>` in a container). */
  installDir: string;
  /** Where the trace and the agent's stderr go (`/logs/agent`). */
  logsDir: string;
  /** The node binary for agents that are node programs. */
  node: string;
}

const FILE_VAR = "AGENT_LOADTEST_FILE_";

export function agentCommand(def: AgentDef, ctx: LaunchContext, place: CommandPlace): AgentCommand {
  const launch = def.launch(ctx);
  const program = def.native
    ? [`${place.installDir}/${def.entry}`]
    : [place.node, `${place.installDir}/${def.entry}`];
  const env: Record<string, string> = { ...ctx.env, ...launch.env, HOME: ctx.home };
  const writes = launch.files.map((f, i) => {
    env[`${FILE_VAR}${i}`] = f.content;
    const target = `"$HOME"/${shellQuote(f.path)}`;
    return `mkdir -p "$(dirname ${target})" && printf '%s' "$${FILE_VAR}${i}" > ${target} && unset ${FILE_VAR}${i}`;
  });
  const logs = shellQuote(place.logsDir);
  // A bin that is a Node script (`#!/usr/bin/env node`) finds the Node chosen for the agent first.
  const nodeDir = place.node.includes("/")
    ? [`export PATH=${shellQuote(path.dirname(place.node))}:"$PATH"`]
    : [];
  const script = [
    "set -o pipefail",
    ...nodeDir,
    'mkdir -p "$HOME"',
    ...writes,
    `"$@" </dev/null 2>${logs}/agent.stderr.log | while IFS= read -r line || [ -n "$line" ]; do`,
    `  printf '%s\\n' "$line" >&3; printf '%s\\n' "$EPOCHREALTIME" >&4`,
    `done 3>${logs}/${TRACE_FILE} 4>${logs}/${ARRIVALS_FILE}`,
  ].join("\n");
  return { cmd: ["bash", "-c", script, def.name, ...program, ...launch.argv], env };
}

export function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./:=@-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
