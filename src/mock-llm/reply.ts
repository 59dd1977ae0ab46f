/**
 * What the mock answers, as tokens: from the script when it has an opinion, else a forced tool
 * call with schema-fitting arguments, else `tokens` words of text seeded by the request content.
 * Pure; the wire modules turn a ReplyPlan into each dialect's frames.
 */

import { dialectNamed } from "../llm-wire/table.js";
import type { ChatRequest, ReplyPlan, Unit } from "../llm-wire/wire.js";
import { hash32 } from "../rng.js";
import { actionCalls } from "./actions.js";
import { hexId, rng } from "./rng.js";
import { valueFor } from "./schema-args.js";
import { type MockScript, type ScriptReply, scriptedReply } from "./script.js";
import { countTokens, generateTokens, tokenize } from "./tokens.js";

export interface ReplyDefaults {
  seed: number;
  /** Generated text length when neither script nor request decide. */
  tokens: number;
  /** Report the conversation before the model's last answer as read from a prompt cache. */
  promptCache?: boolean;
}

export function planReply(req: ChatRequest, script: MockScript | null, d: ReplyDefaults): ReplyPlan {
  const r = rng(hash32(d.seed, req.contentHash));
  const scripted = script ? scriptedReply(script, req) : null;
  const spec: ScriptReply = scripted ?? defaultReply(req, d);

  const reasoning = spec.reasoning ? tokenize(spec.reasoning) : [];
  const calls = [...(spec.tool_calls ?? []), ...actionCalls(spec, req.tools, r)];
  // A reply whose only actions found no tool to carry them answers in text instead.
  let text =
    spec.text !== undefined
      ? tokenize(spec.text)
      : calls.length > 0
        ? []
        : generateTokens(spec.tokens ?? d.tokens, r);
  const toolIdPrefix = dialectNamed(req.api).toolIdPrefix;
  const toolCalls = calls.map((call, i) => {
    const args =
      typeof call.arguments === "string"
        ? call.arguments
        : JSON.stringify(
            call.arguments ?? valueFor(req.tools.find((t) => t.name === call.name)?.parameters, r),
          );
    return {
      id: toolIdPrefix + hexId(24, d.seed, req.contentHash, i),
      name: call.name,
      arguments: args,
      fragments: tokenize(args),
    };
  });

  let finishReason: ReplyPlan["finishReason"] = toolCalls.length > 0 ? "tool_calls" : "stop";
  // max_tokens cuts a text answer short, as a real server does; tool calls are left whole.
  if (toolCalls.length === 0 && req.maxTokens !== null && reasoning.length + text.length > req.maxTokens) {
    text = text.slice(0, Math.max(0, req.maxTokens - reasoning.length));
    reasoning.splice(req.maxTokens);
    finishReason = "length";
  }
  const toolTokens = toolCalls.reduce((n, c) => n + 1 + c.fragments.length, 0);
  const counts = req.messages.map((m) => countTokens(m.text));
  // A provider's prompt cache, as the mock keeps it: the conversation up to the model's last answer was
  // sent before, so it is read from the cache; what came after (the new user turn, tool results) is not.
  const lastAnswer = req.messages.findLastIndex((m) => m.role === "assistant");
  return {
    reasoning,
    text,
    toolCalls,
    finishReason,
    promptTokens: sum(counts),
    cachedTokens: d.promptCache ? sum(counts.slice(0, lastAnswer + 1)) : 0,
    completionTokens: reasoning.length + text.length + toolTokens,
    reasoningTokens: reasoning.length,
  };
}

function defaultReply(req: ChatRequest, d: ReplyDefaults): ScriptReply {
  if (req.forcedTool !== null) {
    const tool = req.forcedTool === "*" ? req.tools[0] : req.tools.find((t) => t.name === req.forcedTool);
    if (tool) return { tool_calls: [{ name: tool.name }] };
  }
  return { tokens: d.tokens };
}

export function contentUnits(plan: ReplyPlan): Unit[] {
  const units: Unit[] = [];
  for (const text of plan.reasoning) units.push({ kind: "reasoning", text });
  for (const text of plan.text) units.push({ kind: "text", text });
  plan.toolCalls.forEach((call, tool) => {
    units.push({ kind: "tool_start", tool });
    for (const text of call.fragments) units.push({ kind: "tool_args", tool, text });
  });
  return units;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
