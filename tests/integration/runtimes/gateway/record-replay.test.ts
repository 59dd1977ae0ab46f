/**
 * Record → replay, over real HTTP, per dialect: the scripted mock stands in for the provider, the
 * gateway records a session's calls into a cassette, then the mock replays the cassette with the
 * provider gone. What the client sees — status, content type, the body's bytes — is the same, up to
 * the tool-call ids, which the replay rewrites consistently for each session. A canary key sent in
 * headers, query and prompt appears nowhere in the cassette; a changed prompt is a mismatch naming
 * the field.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { readCassette } from "../../../../src/mock-llm/cassette.js";
import { startMockLlm } from "../../../../src/mock-llm/index.js";
import { rewrittenIds } from "../../../../src/mock-llm/replay.js";
import { startGateway } from "../../../../src/runtimes/gateway/index.js";

const CANARY = "sk-canaryA1b2C3d4E5f6G7h8I9j0";
const SCRIPT = `
rules:
  - match: { last_tool_result: "." }
    reply: { text: "Done: the file holds the line." }
  - match: { has_tools: true }
    reply: { tool_calls: [{ name: write_file, arguments: { path: a.txt, content: "hi" } }] }
default: { text: "Hello there, a plain answer." }
`;
const PARAMS = { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } };
const ASK = `Write a.txt (my key is ${CANARY}, never store it)`;

interface Step {
  path: string;
  body: unknown;
}

/** Per dialect: a first call that gets a tool call, the call after its result, a plain call; streamed or not. */
const DIALECTS: Record<string, (stream: boolean) => Step[]> = {
  openai: (stream) => {
    const tools = [{ type: "function", function: { name: "write_file", parameters: PARAMS } }];
    const user = { role: "user", content: ASK };
    const call = { id: "call_c1", type: "function", function: { name: "write_file", arguments: "{}" } };
    const base = { model: "gpt-rec", stream, ...(stream ? { stream_options: { include_usage: true } } : {}) };
    return [
      { path: "/v1/chat/completions", body: { ...base, messages: [user], tools } },
      {
        path: "/v1/chat/completions",
        body: {
          ...base,
          tools,
          messages: [
            user,
            { role: "assistant", content: null, tool_calls: [call] },
            { role: "tool", tool_call_id: "call_c1", content: "ok" },
          ],
        },
      },
      { path: "/v1/chat/completions", body: { ...base, messages: [{ role: "user", content: "title?" }] } },
    ];
  },
  anthropic: (stream) => {
    const tools = [{ name: "write_file", input_schema: PARAMS }];
    const user = { role: "user", content: ASK };
    const base = { model: "claude-rec", max_tokens: 256, stream };
    return [
      { path: "/v1/messages", body: { ...base, messages: [user], tools } },
      {
        path: "/v1/messages",
        body: {
          ...base,
          tools,
          messages: [
            user,
            {
              role: "assistant",
              content: [{ type: "tool_use", id: "toolu_1", name: "write_file", input: {} }],
            },
            { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }] },
          ],
        },
      },
      { path: "/v1/messages", body: { ...base, messages: [{ role: "user", content: "title?" }] } },
    ];
  },
  responses: (stream) => {
    const tools = [{ type: "function", name: "write_file", parameters: PARAMS }];
    const user = { type: "message", role: "user", content: ASK };
    const base = { model: "gpt-resp", stream, instructions: "You are a coding agent." };
    return [
      { path: "/v1/responses", body: { ...base, input: [user], tools } },
      {
        path: "/v1/responses",
        body: {
          ...base,
          tools,
          input: [
            user,
            { type: "function_call", call_id: "call_1", name: "write_file", arguments: "{}" },
            { type: "function_call_output", call_id: "call_1", output: "ok" },
          ],
        },
      },
      { path: "/v1/responses", body: { ...base, input: "title?" } },
    ];
  },
  gemini: (stream) => {
    const path = `/v1beta/models/gemini-rec:${stream ? "streamGenerateContent?alt=sse&" : "generateContent?"}key=${CANARY}`;
    const tools = [{ functionDeclarations: [{ name: "write_file", parameters: PARAMS }] }];
    const user = { role: "user", parts: [{ text: ASK }] };
    return [
      { path, body: { contents: [user], tools } },
      {
        path,
        body: {
          tools,
          contents: [
            user,
            { role: "model", parts: [{ functionCall: { name: "write_file", args: {} } }] },
            {
              role: "user",
              parts: [{ functionResponse: { name: "write_file", response: { output: "ok" } } }],
            },
          ],
        },
      },
      { path, body: { contents: [{ role: "user", parts: [{ text: "title?" }] }] } },
    ];
  },
};

interface Seen {
  status: number;
  type: string;
  body: Buffer;
}

function post(base: string, step: Step, extra: Record<string, string> = {}): Promise<Seen> {
  const data = Buffer.from(JSON.stringify(step.body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${step.path}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(data.length),
          authorization: `Bearer ${CANARY}`,
          "x-api-key": CANARY,
          "x-goog-api-key": CANARY,
          ...extra,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (b: Buffer) => parts.push(b));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"]),
            body: Buffer.concat(parts),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

const scratch: string[] = [];
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((c) => c()));
});
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), "cassette-"));
  scratch.push(d);
  return d;
}

/** Records one session of `steps` through the gateway (the scripted mock upstream, jitter on); returns what the client saw. */
async function record(dir: string, session: string, steps: Step[]): Promise<Seen[]> {
  const script = join(tmp(), "script.yaml");
  writeFileSync(script, SCRIPT);
  const upstream = await startMockLlm({ ttft_ms: 15, itl_ms: 2, jitter_ms: 5, tokens: 6, script });
  const gw = await startGateway({ upstream: upstream.url, record: dir });
  gw.beginSession(session, session.replace(/^\d+-/, ""));
  const seen: Seen[] = [];
  for (const step of steps) seen.push(await post(`${gw.url}/s/${session}`, step));
  gw.endSession(session);
  await gw.close();
  await upstream.close();
  return seen;
}

async function replayer(dir: string) {
  const m = await startMockLlm({ replay: dir, timing: "recorded" });
  cleanup.push(() => m.close());
  return m;
}

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));

describe.each(Object.keys(DIALECTS))("record → replay, %s", (dialect) => {
  it.each([true, false])(
    "stream %s: the client sees the same bytes, tool-call ids rewritten per session",
    async (stream) => {
      const dir = tmp();
      const steps = DIALECTS[dialect](stream);
      const recorded = await record(dir, `0000-t-${dialect}`, steps);
      expect(recorded.map((s) => s.status)).toEqual([200, 200, 200]);

      const cassette = readCassette(dir).get(`t-${dialect}`) ?? [];
      expect(cassette).toHaveLength(1);
      const calls = cassette[0].calls;
      expect(calls.map((c) => c.api)).toEqual([dialect, dialect, dialect]);
      expect(calls[0].tool_ids.length, "the first answer calls a tool").toBeGreaterThan(0);
      for (const file of filesIn(dir)) {
        const text = readFileSync(file, "utf8");
        expect(text).not.toContain(CANARY);
        expect(text).not.toContain(Buffer.from(CANARY).toString("base64").slice(0, 20));
      }

      // The provider is gone; another session of the same task replays the recording.
      const mock = await replayer(dir);
      const session = `0007-t-${dialect}`;
      const ids = rewrittenIds(
        calls.flatMap((c) => c.tool_ids),
        session,
      );
      for (const [i, step] of steps.entries()) {
        const got = await post(`${mock.url}/s/${session}`, step);
        let want = recorded[i].body.toString("latin1");
        for (const [from, to] of ids) {
          expect(to).not.toBe(from);
          expect(to).toHaveLength(from.length);
          want = want.split(from).join(to);
        }
        expect({ status: got.status, type: got.type }).toEqual({
          status: recorded[i].status,
          type: recorded[i].type,
        });
        expect(got.body.toString("latin1"), `call ${i + 1}`).toBe(want);
      }
      expect(mock.endSession(session)).toBeNull();
    },
  );

  it("a changed prompt is a replay_mismatch naming the first differing field", async () => {
    const dir = tmp();
    const steps = DIALECTS[dialect](true);
    await record(dir, `0000-t-${dialect}`, steps);
    const mock = await replayer(dir);
    const session = `0001-t-${dialect}`;
    const changed = JSON.parse(JSON.stringify(steps[0]).replace("Write a.txt", "Write b.txt")) as Step;
    const got = await post(`${mock.url}/s/${session}`, changed);
    expect(got.status).toBe(400);
    const field = dialect === "responses" ? "messages[1].text" : "messages[0].text";
    expect(got.body.toString()).toContain(
      `replay_mismatch: request 1 differs from the recording 0000-t-${dialect} at ${field}`,
    );
    expect(mock.endSession(session)).toContain(`(field: ${field})`);
  });
});

describe("replay through the gateway", () => {
  it("the gateway names the session to the replaying mock and classes a mismatch as replay_mismatch", async () => {
    const dir = tmp();
    const steps = DIALECTS.openai(true);
    await record(dir, "0000-gw", steps);
    const mock = await replayer(dir);
    const gw = await startGateway({ upstream: mock.url, forwardSession: true });
    cleanup.push(() => gw.close());
    gw.beginSession("0003-gw", "gw");
    mock.beginSession("0003-gw", "gw");
    const ok = await post(`${gw.url}/s/0003-gw`, steps[0]);
    expect(ok.status).toBe(200);
    const bad = await post(`${gw.url}/s/0003-gw`, steps[0]);
    expect(bad.status).toBe(400);
    expect(gw.takeSpans("0003-gw").map((s) => s.error_class ?? null)).toEqual([null, "replay_mismatch"]);
    expect(mock.endSession("0003-gw")).toMatch(/request 2 differs .* at messages\[1\]/);
  });
});
