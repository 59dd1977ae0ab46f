/**
 * Scripted answers: a YAML/JSON file that says what the mock replies, either by turn of the
 * conversation or by first matching rule, with a default. Loading validates everything up front
 * (bad script → UserError naming file:line and field); resolving is pure.
 */
import { readFileSync } from "node:fs";
import { isNode, LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { UserError } from "../errors.js";
import type { ChatRequest } from "../llm-wire/wire.js";
import { lastUser, pendingToolResults, turnIndex } from "./request.js";

const ToolCallSchema = z.strictObject({
  name: z.string().min(1),
  /** An object (serialized as JSON) or the exact arguments string; absent → generated from the tool's schema. */
  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});

const ReplySchema = z.strictObject({
  text: z.string().optional(),
  tool_calls: z.array(ToolCallSchema).min(1).optional(),
  /** A portable action: a call of whichever shell tool the request offers (see actions.ts). */
  shell: z.string().min(1).optional(),
  /** A portable action: a call of the request's file-writing tool, else a shell command that writes the file. */
  write: z.strictObject({ path: z.string().min(1), content: z.string() }).optional(),
  reasoning: z.string().optional(),
  /** Length of generated text when `text` is absent. */
  tokens: z.int().min(0).optional(),
});

const Regex = z.string().superRefine((s, ctx) => {
  try {
    new RegExp(s);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: `invalid regular expression: ${(err as Error).message}` });
  }
});

const RuleSchema = z.strictObject({
  match: z
    .strictObject({
      last_user: Regex.optional(),
      last_tool_result: Regex.optional(),
      has_tools: z.boolean().optional(),
    })
    .default({}),
  reply: ReplySchema,
});

export const MockScriptSchema = z
  .strictObject({
    turns: z.array(ReplySchema).min(1).optional(),
    rules: z.array(RuleSchema).min(1).optional(),
    default: ReplySchema.optional(),
  })
  .refine((s) => (s.turns === undefined) !== (s.rules === undefined), "set exactly one of turns or rules");

export type MockScript = z.output<typeof MockScriptSchema>;
export type ScriptReply = z.output<typeof ReplySchema>;

/** Reads and validates a script file (YAML or JSON). */
export function loadScript(file: string): MockScript {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new UserError(`cannot read the mock script: ${(err as Error).message}`, file);
  }
  return parseScript(text, file);
}

export function parseScript(text: string, file = "<script>"): MockScript {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const at = (offset: number | undefined) => {
    if (offset === undefined) return file;
    const p = lines.linePos(offset);
    return `${file}:${p.line}:${p.col}`;
  };
  if (doc.errors.length > 0) {
    throw new UserError(`invalid YAML: ${doc.errors[0].message.split("\n")[0]}`, at(doc.errors[0].pos[0]));
  }
  const parsed = MockScriptSchema.safeParse(doc.toJS() ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue.path.map((p) => (typeof p === "number" ? p : String(p)));
  if (issue.code === "unrecognized_keys") path.push(issue.keys[0]);
  // Point at the deepest node of the path that exists in the file.
  let node: unknown;
  for (let n = path.length; n >= 0 && !isNode(node); n--) node = doc.getIn(path.slice(0, n), true);
  const offset = isNode(node) ? node.range?.[0] : undefined;
  throw new UserError(issue.message, at(offset), path.join(".") || undefined);
}

/** The script's reply to a request: the turn's, or the first matching rule's, else the default; null → no opinion. */
export function scriptedReply(script: MockScript, req: ChatRequest): ScriptReply | null {
  if (script.turns) return script.turns[turnIndex(req)] ?? script.default ?? null;
  for (const rule of script.rules ?? []) if (matches(rule.match, req)) return rule.reply;
  return script.default ?? null;
}

/** Each pattern compiled once (a script's rules are tried on every request the mock serves). */
const compiled = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(pattern);
    compiled.set(pattern, re);
  }
  return re;
}

function matches(m: z.output<typeof RuleSchema>["match"], req: ChatRequest): boolean {
  if (m.has_tools !== undefined && m.has_tools !== req.tools.length > 0) return false;
  if (m.last_user !== undefined && !regex(m.last_user).test(lastUser(req) ?? "")) return false;
  if (m.last_tool_result !== undefined) {
    const results = pendingToolResults(req);
    if (results === null || !regex(m.last_tool_result).test(results)) return false;
  }
  return true;
}
