/** Recorded calls and conversations as a cassette holds them, for tests that plant or replay cassettes. */
import { type Conversation, normaliseCall, type RecordedCall } from "../../src/mock-llm/cassette.js";

/** The call of `body` (a chat-completions request, as JSON), answered 200 with an empty SSE stream. */
export function recordedCall(body: object, over: Partial<RecordedCall> = {}): RecordedCall {
  const n = normaliseCall("/v1/chat/completions", "", JSON.stringify(body), (t) => t);
  if (!n) throw new Error("no route");
  return {
    api: n.api,
    path: "/v1/chat/completions",
    request: n.request,
    hash: n.hash,
    status: 200,
    headers: { "content-type": "text/event-stream" },
    head_at: 1,
    chunks: [],
    cut: false,
    tool_ids: [],
    usage: null,
    ...over,
  };
}

/** A conversation of `task` and `session` holding `calls`, as the recorder writes one. */
export const conversation = (task: string, session: string, calls: RecordedCall[] = []): Conversation => ({
  version: 1,
  task,
  session,
  recorded_at: "2026-01-01T00:00:00Z",
  truncated: false,
  calls,
});
