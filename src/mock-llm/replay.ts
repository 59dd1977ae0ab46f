/**
 * Replay (`services.mock_llm.replay`): each session is served one recorded conversation of its task,
 * request by request. A request is matched to the recorded one at its position in the session and by
 * the hash of its normalised form; one that does not match is answered with an error and remembered
 * as the session's `replay_mismatch`, naming the first field that differs — never a silent fallback.
 * Sessions take their task's recordings in turn (by plan index), so 100 sessions replay 10 recordings.
 */
import type { ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import {
  type Conversation,
  chunkBytes,
  firstDifference,
  type NormalCall,
  type RecordedCall,
} from "./cassette.js";
import { hexId } from "./rng.js";

/** How the recorded timing is replayed: as recorded, scaled by a factor, or the mock's fixed ttft/itl. */
export type ReplayTiming = { kind: "recorded" } | { kind: "scaled"; factor: number } | { kind: "fixed" };

/** `recorded`, `fixed` or `scaled(<factor>)`; null for anything else. */
export function parseReplayTiming(text: string): ReplayTiming | null {
  if (text === "recorded" || text === "fixed") return { kind: text };
  const m = /^scaled\(\s*(\d+(?:\.\d+)?)\s*\)$/.exec(text);
  const factor = m ? Number(m[1]) : Number.NaN;
  return Number.isFinite(factor) && factor >= 0 && factor <= 1000 ? { kind: "scaled", factor } : null;
}

interface Playing {
  conv: Conversation | null;
  task: string;
  position: number;
  mismatch: string | null;
}

export type Matched = { call: RecordedCall; ids: Map<string, string> } | { mismatch: string };

export class ReplayBook {
  private readonly turns = new Map<string, number>();
  private readonly sessions = new Map<string, Playing>();

  constructor(private readonly cassette: Map<string, Conversation[]>) {}

  /**
   * The session (attempt) starts over on its recording: the one at its plan index (`0012-…` is the
   * 13th), modulo the task's count, so a retry replays the same one; else the task's next in turn.
   */
  begin(session: string, task: string): void {
    const list = this.cassette.get(task) ?? [];
    const index = /^(\d+)-/.exec(session);
    const turn = index ? Number(index[1]) : (this.turns.get(task) ?? 0);
    if (!index) this.turns.set(task, turn + 1);
    const conv = list.length > 0 ? list[turn % list.length] : null;
    this.sessions.set(session, { conv, task, position: 0, mismatch: null });
  }

  /** The session ended: its mismatch, if a request of it found none. */
  end(session: string): string | null {
    const p = this.sessions.get(session);
    this.sessions.delete(session);
    return p?.mismatch ?? null;
  }

  /** The recorded answer to this request of the session, or why there is none. */
  next(session: string, task: string, got: NormalCall): Matched {
    if (!this.sessions.has(session)) this.begin(session, task);
    const p = this.sessions.get(session) as Playing;
    const position = p.position++;
    const why = mismatchOf(p, position, got);
    if (why) {
      p.mismatch ??= why;
      return { mismatch: why };
    }
    const call = (p.conv as Conversation).calls[position];
    return { call, ids: rewrittenIds(call.tool_ids, session) };
  }
}

function mismatchOf(p: Playing, position: number, got: NormalCall): string | null {
  const n = position + 1;
  if (!p.conv) return `no recorded conversation of task ${JSON.stringify(p.task)} (field: task)`;
  const rec = p.conv.calls[position];
  if (!rec)
    return `request ${n}: the recording ${p.conv.session} ends after ${p.conv.calls.length} (field: position)`;
  const field = firstDifference(rec, got);
  return field
    ? `request ${n} differs from the recording ${p.conv.session} at ${field} (field: ${field})`
    : null;
}

/**
 * Fresh tool-call ids for a session, consistent within it: the provider's prefix kept, the rest
 * replaced by as many hex digits, so every byte count (content-length, chunk splits) stays.
 */
export function rewrittenIds(ids: readonly string[], session: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const id of ids) {
    const prefix = /^[A-Za-z]+[_-]/.exec(id)?.[0] ?? "";
    const rest = id.length - prefix.length;
    out.set(id, prefix + hexId(rest, "replay", session, id));
  }
  return out;
}

/** The recorded chunks with ids rewritten, cut at the recorded byte offsets. */
export function replayedChunks(call: RecordedCall, ids: Map<string, string>): Buffer[] {
  const parts = call.chunks.map(chunkBytes);
  if (ids.size === 0) return parts;
  let body = Buffer.concat(parts).toString("latin1");
  for (const [from, to] of ids) body = body.split(from).join(to);
  const whole = Buffer.from(body, "latin1");
  const out: Buffer[] = [];
  let at = 0;
  for (const p of parts) {
    out.push(whole.subarray(at, at + p.length));
    at += p.length;
  }
  return out;
}

/** When each part goes out, ms after the request arrived: head first, then each chunk. */
export function replaySchedule(
  call: RecordedCall,
  timing: ReplayTiming,
  fixed: { ttft_ms: number; itl_ms: number },
): { head: number; chunks: number[] } {
  if (timing.kind === "fixed") {
    return { head: 0, chunks: call.chunks.map((_, i) => fixed.ttft_ms + i * fixed.itl_ms) };
  }
  const f = timing.kind === "scaled" ? timing.factor : 1;
  return { head: call.head_at * f, chunks: call.chunks.map((c) => Math.max(c.at, call.head_at) * f) };
}

/** Serves a recorded answer on its schedule (absolute deadlines from `arrival`, so no drift). */
export function serveRecorded(
  res: ServerResponse,
  call: RecordedCall,
  ids: Map<string, string>,
  schedule: { head: number; chunks: number[] },
  arrival: number,
): void {
  const parts = replayedChunks(call, ids);
  let next = -1;
  let timer: NodeJS.Timeout | null = null;
  res.on("close", () => {
    if (timer) clearTimeout(timer);
  });
  const step = () => {
    timer = null;
    if (res.destroyed) return;
    if (next === -1) {
      if (call.status === 0) return void res.destroy();
      // The cassette was validated on load; a head Node still refuses ends this response, not the mock.
      try {
        res.writeHead(call.status, { ...call.headers });
      } catch {
        return void res.destroy();
      }
      res.flushHeaders();
      next = 0;
    }
    const now = performance.now() - arrival;
    while (next < parts.length && schedule.chunks[next] <= now) res.write(parts[next++]);
    if (next >= parts.length) {
      if (call.cut) res.destroy();
      else res.end();
      return;
    }
    timer = setTimeout(step, Math.max(0, Math.ceil(schedule.chunks[next] - now)));
  };
  timer = setTimeout(step, Math.max(0, schedule.head - (performance.now() - arrival)));
}
