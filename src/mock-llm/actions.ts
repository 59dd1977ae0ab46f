/**
 * Portable scripted actions: a script says `shell: "<command>"` or `write: { path, content }`, and
 * the mock turns it into a call of whichever shell or file-writing tool the request offers, found
 * by the tool's name and its parameter schema. So one script drives agents whose tools are called
 * Bash, exec_command, shell, run_shell_command or bash, and Write, write_file or write.
 * Pure: tools in, tool calls (name and arguments) out.
 */
import { isObj, type Json, type ToolDef } from "../llm-wire/wire.js";
import type { Rng } from "./rng.js";
import { valueFor } from "./schema-args.js";

export interface WriteAction {
  path: string;
  content: string;
}

export interface ActionCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What makes a tool a shell or a file writer: a name pattern, the parameters that carry the action, known names first. */
const KINDS = {
  shell: {
    name: /bash|shell|exec|command|terminal/i,
    known: ["Bash", "bash", "run_shell_command", "shell_command", "exec_command", "shell"],
    params: { command: ["command", "cmd"] },
  },
  write: {
    name: /write|create/i,
    known: ["Write", "write", "write_file", "create_file"],
    params: {
      path: ["file_path", "filePath", "path", "absolute_path", "filename"],
      content: ["content", "contents", "file_text", "text"],
    },
  },
} as const;

type Kind = keyof typeof KINDS;

interface Match {
  tool: ToolDef;
  props: Json;
  /** The parameter name chosen for each role (command; path and content). */
  slots: Record<string, string>;
}

/** The request's tool of this kind, or null: known names in table order first, then any that fits. */
export function findTool(kind: Kind, tools: ToolDef[]): Match | null {
  const spec = KINDS[kind];
  const rank = (t: ToolDef) => {
    const i = (spec.known as readonly string[]).indexOf(t.name);
    return i < 0 ? spec.known.length : i;
  };
  const candidates = tools.filter((t) => spec.name.test(t.name)).sort((a, b) => rank(a) - rank(b));
  for (const tool of candidates) {
    const props =
      isObj(tool.parameters) && isObj(tool.parameters.properties) ? tool.parameters.properties : {};
    const slots: Record<string, string> = {};
    for (const [role, names] of Object.entries(spec.params)) {
      const hit = (names as readonly string[]).find((n) => n in props);
      if (hit) slots[role] = hit;
    }
    if (Object.keys(slots).length === Object.keys(spec.params).length) return { tool, props, slots };
  }
  return null;
}

/** A command for a parameter that is a string, or an argv array (Codex's `shell`: `["bash", "-lc", cmd]`). */
function commandValue(schema: unknown, command: string): unknown {
  const type = isObj(schema) ? schema.type : undefined;
  const isArray =
    type === "array" || (Array.isArray(type) && type.includes("array") && !type.includes("string"));
  return isArray ? ["bash", "-lc", command] : command;
}

/** Required parameters the action does not fill: their default, false for flags (no background runs), else a fitting value. */
function fillRequired(match: Match, args: Json, r: Rng): Json {
  const schema = match.tool.parameters;
  const required = isObj(schema) && Array.isArray(schema.required) ? schema.required : [];
  for (const key of required) {
    if (typeof key !== "string" || key in args) continue;
    const p = match.props[key];
    if (isObj(p) && "default" in p) args[key] = p.default;
    else if (isObj(p) && p.type === "boolean") args[key] = false;
    else if (/description|justification|reason/i.test(key)) args[key] = "Scripted action";
    else args[key] = valueFor(p, r);
  }
  return args;
}

function shellCall(match: Match, command: string, r: Rng): ActionCall {
  const slot = match.slots.command;
  const args = fillRequired(match, { [slot]: commandValue(match.props[slot], command) }, r);
  return { name: match.tool.name, arguments: args };
}

/** `'…'` for sh: every `'` closes, escapes and reopens the quote. */
const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/** A write as one shell command, for agents whose only way to write a file is their shell (Codex). */
export function writeCommand(w: WriteAction): string {
  return `mkdir -p -- "$(dirname -- ${quote(w.path)})" && printf '%s' ${quote(w.content)} > ${quote(w.path)}`;
}

/**
 * The calls for a reply's portable actions (the write first, then the shell command). An action
 * no offered tool can carry is dropped: side requests without tools (titles, summaries) get text.
 */
export function actionCalls(
  actions: { shell?: string; write?: WriteAction },
  tools: ToolDef[],
  r: Rng,
): ActionCall[] {
  const calls: ActionCall[] = [];
  const shell = findTool("shell", tools);
  if (actions.write) {
    const writer = findTool("write", tools);
    if (writer) {
      const { path, content } = writer.slots;
      const args = fillRequired(writer, { [path]: actions.write.path, [content]: actions.write.content }, r);
      calls.push({ name: writer.tool.name, arguments: args });
    } else if (shell) calls.push(shellCall(shell, writeCommand(actions.write), r));
  }
  if (actions.shell !== undefined && shell) calls.push(shellCall(shell, actions.shell, r));
  return calls;
}
