/**
 * A session name is the agent's data. Through a recording gateway in front of the mock, with the
 * cassette folder and the working directory inside a fresh root, every hostile name — `..`, an
 * encoded slash, an absolute path, NUL, 300 bytes, a session never handed out or already ended —
 * sent in the path or in the session header is refused (404, counted, never forwarded, timed or
 * recorded; or 400 when Node's parser refuses the bytes first), and no file appears or changes
 * anywhere under the root but the one legitimate conversation.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlm } from "../../../../src/mock-llm/index.js";
import { type LlmGateway, startGateway } from "../../../../src/runtimes/gateway/index.js";

const BODY = JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] });
const CHAT = "/v1/chat/completions";

/** One raw HTTP/1.1 request, bytes as given (no client normalises `..` or refuses a byte); its status. */
function rawPost(port: number, path: string, header: Buffer | null): Promise<number> {
  const head = Buffer.concat([
    Buffer.from(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n`, "latin1"),
    header
      ? Buffer.concat([Buffer.from("x-agent-loadtest-session: "), header, Buffer.from("\r\n")])
      : Buffer.alloc(0),
    Buffer.from(`content-length: ${Buffer.byteLength(BODY)}\r\nconnection: close\r\n\r\n${BODY}`),
  ]);
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed client would make the server drop the call it is still forwarding.
    const sock = connect(port, "127.0.0.1", () => sock.write(head));
    const parts: Buffer[] = [];
    sock.on("data", (b) => parts.push(b));
    sock.on("error", reject);
    sock.on("close", () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(parts).toString("latin1"));
      resolve(status ? Number(status[1]) : 0);
    });
  });
}

/** Every file and folder under `root`, relative, with its content for files. */
function tree(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(d.parentPath, d.name);
    out.set(
      relative(root, path),
      d.isFile() ? readFileSync(path, "latin1") : `<${d.isDirectory() ? "dir" : "other"}>`,
    );
  }
  return out;
}

let root: string;
let cassette: string;
let gw: LlmGateway;
let upstreamCalls: () => number;
let closeAll: () => Promise<void>;
const home = process.cwd();

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "gateway-root-")));
  cassette = join(root, "cassette");
  // What a hostile name aimed at: a baseline beside the cassette, and the cassette's own parent.
  mkdirSync(join(root, "baselines"));
  writeFileSync(join(root, "baselines", "victim.json"), '{"kept":true}\n');
  process.chdir(root);
  const mock = await startMockLlm({ host: "127.0.0.1", ttft_ms: 1, itl_ms: 1, tokens: 3 });
  gw = await startGateway({ upstream: mock.url, record: cassette });
  upstreamCalls = () => mock.requests().length;
  // A session that ran and ended (its empty conversation is written): its name is refused from then on.
  gw.beginSession("0002-gone", "gone");
  gw.endSession("0002-gone");
  let closed = false;
  closeAll = async () => {
    if (closed) return;
    closed = true;
    await gw.close();
    await mock.close();
  };
});

afterAll(async () => {
  await closeAll?.();
  process.chdir(home);
  rmSync(root, { recursive: true, force: true });
});

const enc = encodeURIComponent;
const long = "a".repeat(300);

describe("gateway: hostile session names", () => {
  it.each([
    // what,                  how,   status, the name as sent
    ["`..` segments", "path", 404, `/s/${enc("../../baselines/victim")}`],
    ["`..` alone", "path", 404, "/s/.."],
    ["a literal `..` before the API", "path", 404, "/s/../escaped"],
    ["an encoded slash", "path", 404, "/s/x%2Fy"],
    ["an absolute path", "path", 404, () => `/s/${enc(join(root, "abs"))}`],
    ["NUL", "path", 404, "/s/a%00b"],
    ["300 bytes", "path", 404, `/s/${long}`],
    ["bad percent-encoding", "path", 404, "/s/%E0%A4%A"],
    ["an overlong UTF-8 dot", "path", 404, "/s/%C0%AE%C0%AE"],
    ["a safe name never handed out", "path", 404, "/s/0099-stranger"],
    ["an ended session", "path", 404, "/s/0002-gone"],
    ["`..` segments", "header", 404, "../baselines/victim"],
    ["`..` alone", "header", 404, ".."],
    ["an absolute path", "header", 404, () => join(root, "abs")],
    ["300 bytes", "header", 404, long],
    ["a safe name never handed out", "header", 404, "0099-stranger"],
    ["an ended session", "header", 404, "0002-gone"],
    ["NUL", "header", 400, "a\u0000b"],
    ["CR LF", "header", 404, "a\r\nx-evil: 1"],
  ] as const)("%s by %s → %i, nothing forwarded or recorded", async (_, how, status, sent) => {
    const name = typeof sent === "function" ? sent() : sent;
    const before = { refused: gw.refusedCalls(), upstream: upstreamCalls() };
    const got =
      how === "path"
        ? await rawPost(gw.port, `${name}${CHAT}`, null)
        : await rawPost(gw.port, CHAT, Buffer.from(name, "latin1"));
    expect(got).toBe(status);
    expect(upstreamCalls()).toBe(before.upstream);
    // Node's parser refuses a NUL in a header before the gateway sees the call.
    expect(gw.refusedCalls()).toBe(before.refused + (status === 404 ? 1 : 0));
    expect(gw.unattributedCalls()).toBe(0);
  });

  it("the session it handed out is forwarded and recorded; nothing else appears under the root", async () => {
    const before = tree(root);
    gw.beginSession("0001-ok", "ok");
    expect(await rawPost(gw.port, `/s/0001-ok${CHAT}`, null)).toBe(200);
    expect(await rawPost(gw.port, CHAT, Buffer.from("0001-ok"))).toBe(200);
    expect(gw.takeSpans("0001-ok")).toHaveLength(2);
    gw.endSession("0001-ok");
    // The same session once ended is refused.
    expect(await rawPost(gw.port, `/s/0001-ok${CHAT}`, null)).toBe(404);
    // A recorder writes what is still open when the gateway closes: look after that.
    await closeAll();
    const after = tree(root);
    const added = [...after.keys()].filter((p) => !before.has(p));
    expect(added.sort()).toEqual(["cassette/ok", "cassette/ok/0001-ok.json"]);
    const conv = JSON.parse(after.get("cassette/ok/0001-ok.json") ?? "") as { calls: unknown[] };
    expect(conv.calls).toHaveLength(2);
    expect(after.get("baselines/victim.json")).toBe('{"kept":true}\n');
    // Every earlier refusal left nothing either: the root holds the plant and the cassette's two conversations.
    expect([...after.keys()].sort()).toEqual([
      "baselines",
      "baselines/victim.json",
      "cassette",
      "cassette/gone",
      "cassette/gone/0002-gone.json",
      "cassette/ok",
      "cassette/ok/0001-ok.json",
    ]);
  });
});
