/**
 * `agent-loadtest cassette list|prune|diff`: look after recorded LLM conversations (see
 * docs/record-replay.md). A cassette is data: every file is read bounded and validated; only regular
 * files inside the folder are opened (no link followed, no FIFO waited on); nothing in one decides
 * what is deleted beyond its own folder.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { UserError } from "../errors.js";
import {
  type Conversation,
  conversationBytes,
  firstDifference,
  listConversations,
  type RecordedCall,
  readConversation,
} from "../mock-llm/cassette.js";
import { parseFlags } from "./common.js";
import { cassetteFlags } from "./flag-tables.js";

const USAGE =
  "usage: cassette list <dir> | cassette prune <dir> [--keep N] [--dry-run] | cassette diff <dir> <dir>";

export async function cassetteCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("cassette", argv, cassetteFlags);
  const [action, ...dirs] = positionals;
  if (action === "list" && dirs.length === 1) return print(listLines(resolve(dirs[0])));
  if (action === "diff" && dirs.length === 2) return print(diffLines(resolve(dirs[0]), resolve(dirs[1])));
  if (action === "prune" && dirs.length === 1) {
    const keep = values.keep === undefined ? 10 : Number(values.keep);
    if (!Number.isInteger(keep) || keep < 0)
      throw new UserError("expected a whole number ≥ 0", undefined, "--keep");
    return print(pruneLines(resolve(dirs[0]), keep, values["dry-run"] === true));
  }
  throw new UserError(USAGE, undefined, "agent-loadtest cassette");
}

function print(lines: string[]): number {
  for (const l of lines) console.log(l);
  return 0;
}

interface Entry {
  task: string;
  file: string;
  bytes: number;
  conv: Conversation;
}

/** Every conversation of the folder, validated: only regular files inside it are opened (cassette.ts). */
function entries(dir: string): Entry[] {
  return listConversations(dir).map(({ task, file }) => {
    const conv = readConversation(file);
    return { task, file, bytes: conversationBytes(file), conv };
  });
}

const toolCalls = (c: RecordedCall) => c.tool_ids.filter((id) => !/^fc_/.test(id)).length;
const lastAt = (c: RecordedCall) => c.chunks.at(-1)?.at ?? c.head_at;

/** One line per task: conversations, calls, tool calls, bytes; then the total. */
export function listLines(dir: string): string[] {
  const byTask = new Map<string, Entry[]>();
  for (const e of entries(dir)) byTask.set(e.task, [...(byTask.get(e.task) ?? []), e]);
  const lines: string[] = [];
  let bytes = 0;
  for (const [task, list] of byTask) {
    const calls = list.flatMap((e) => e.conv.calls);
    const size = list.reduce((s, e) => s + e.bytes, 0);
    bytes += size;
    const cut = list.filter((e) => e.conv.truncated).length;
    lines.push(
      `${task}: ${list.length} conversation(s), ${calls.length} call(s), ${calls.reduce((s, c) => s + toolCalls(c), 0)} tool call(s), ${size} bytes${cut ? `, ${cut} truncated` : ""}`,
    );
  }
  lines.push(`${byTask.size} task(s), ${bytes} bytes in ${dir}`);
  return lines;
}

/** Keeps the newest `keep` conversations of each task (by recording time), removes the rest. */
export function pruneLines(dir: string, keep: number, dryRun: boolean): string[] {
  const byTask = new Map<string, Entry[]>();
  for (const e of entries(dir)) byTask.set(e.task, [...(byTask.get(e.task) ?? []), e]);
  const lines: string[] = [];
  let freed = 0;
  for (const list of byTask.values()) {
    const old = [...list].sort((a, b) => b.conv.recorded_at.localeCompare(a.conv.recorded_at)).slice(keep);
    for (const e of old) {
      if (!dryRun) rmSync(e.file);
      freed += e.bytes;
      lines.push(`${dryRun ? "would remove" : "removed"} ${e.task}/${e.conv.session} (${e.bytes} bytes)`);
    }
  }
  lines.push(`${dryRun ? "would free" : "freed"} ${freed} bytes`);
  return lines;
}

/**
 * Conversation by conversation (each task's in order), where two cassettes part: calls added or
 * missing, the first request field that differs, another status, another number of tool calls, and
 * how the last byte's time moved.
 */
export function diffLines(a: string, b: string): string[] {
  const left = groupByTask(entries(a));
  const right = groupByTask(entries(b));
  const lines: string[] = [];
  for (const task of [...new Set([...left.keys(), ...right.keys()])].sort()) {
    const l = left.get(task) ?? [];
    const r = right.get(task) ?? [];
    if (l.length !== r.length) lines.push(`${task}: ${l.length} conversation(s) → ${r.length}`);
    for (let i = 0; i < Math.min(l.length, r.length); i++) lines.push(...diffConversation(task, l[i], r[i]));
  }
  return lines.length > 0 ? lines : ["no differences"];
}

function groupByTask(list: Entry[]): Map<string, Conversation[]> {
  const out = new Map<string, Conversation[]>();
  for (const e of list) out.set(e.task, [...(out.get(e.task) ?? []), e.conv]);
  return out;
}

function diffConversation(task: string, l: Conversation, r: Conversation): string[] {
  const at = `${task}/${l.session} ↔ ${r.session}`;
  const lines: string[] = [];
  if (l.calls.length !== r.calls.length) lines.push(`${at}: ${l.calls.length} call(s) → ${r.calls.length}`);
  for (let i = 0; i < Math.min(l.calls.length, r.calls.length); i++) {
    const x = l.calls[i];
    const y = r.calls[i];
    const field = firstDifference(x, { api: y.api, request: y.request, hash: y.hash });
    if (field) lines.push(`${at} call ${i + 1}: request differs at ${field}`);
    if (x.status !== y.status) lines.push(`${at} call ${i + 1}: status ${x.status} → ${y.status}`);
    if (toolCalls(x) !== toolCalls(y))
      lines.push(`${at} call ${i + 1}: ${toolCalls(x)} tool call(s) → ${toolCalls(y)}`);
    const dt = lastAt(y) - lastAt(x);
    if (Math.abs(dt) > Math.max(10, 0.1 * lastAt(x)))
      lines.push(`${at} call ${i + 1}: last byte at ${lastAt(x).toFixed(0)} ms → ${lastAt(y).toFixed(0)} ms`);
  }
  return lines;
}
