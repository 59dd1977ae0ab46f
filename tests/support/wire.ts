/** A reply plan as a dialect's client reads it: rendered whole or as its stream, then parsed back. */
import { dialectNamed, replyFacts } from "../../src/llm-wire/table.js";
import type { ReplyPlan, WireContext } from "../../src/llm-wire/wire.js";
import { contentUnits } from "../../src/mock-llm/reply.js";
import { parseStream } from "../../src/runtimes/http/stream-parser.js";

export function readBack(name: string, plan: ReplyPlan, ctx: WireContext) {
  const d = dialectNamed(name);
  const units = contentUnits(plan);
  const frames = d.streamFrames(
    plan,
    units,
    units.map((_, i) => i),
    ctx,
  );
  return {
    whole: replyFacts(d, d.complete(plan, ctx)),
    streamed: parseStream([[frames.map((f) => f.data).join(""), 1]], { startMs: 0, dialect: name }),
  };
}
