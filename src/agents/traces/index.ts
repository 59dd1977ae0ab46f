/** An agent's trace (its stdout, with line arrival times) → ATIF trajectory, `tool` spans, error bucket. */
import { spanProblem } from "../../events/event-schema.js";
import type { TraceFormat } from "../types.js";
import { type ParsedTrace, type TraceLine, type TraceMeta, traceLines } from "./atif.js";
import { parseClaudeStream } from "./claude-stream.js";
import { parseCodexJson } from "./codex.js";
import { parseGeminiStream } from "./gemini.js";
import { parseJsonl, parseNone } from "./jsonl.js";
import { parseOpencodeJson } from "./opencode.js";

export type { ParsedTrace, TraceMeta, Trajectory } from "./atif.js";

const PARSERS: Record<Exclude<TraceFormat, "none">, (lines: TraceLine[], meta: TraceMeta) => ParsedTrace> = {
  "claude-stream": parseClaudeStream,
  "opencode-json": parseOpencodeJson,
  "codex-json": parseCodexJson,
  "gemini-stream": parseGeminiStream,
  jsonl: parseJsonl,
};

export function parseTrace(
  format: TraceFormat,
  text: string,
  arrivals: string | null,
  meta: TraceMeta,
): ParsedTrace {
  const parsed =
    format === "none" ? parseNone(text, meta) : PARSERS[format](traceLines(text, arrivals), meta);
  // A trace's own clock can say anything (year 275760, a tool that ran for centuries): such a span
  // would make the run's events.jsonl unreadable, so it is left out, as events.jsonl would refuse it.
  return { ...parsed, spans: parsed.spans.filter((s) => spanProblem(s) === null) };
}
