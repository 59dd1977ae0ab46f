/**
 * A stream line without a newline, 700 MB of it, from an agent service in another process over a
 * real socket: the session lands in `protocol_error`, the connection is dropped long before the
 * line ends, and the line costs the CLI's resident memory less than 100 MB: its peak (read from
 * /proc) against the same run whose line is 1 KiB.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cliEntry } from "../../support/cli-entry.js";

const LINE_BYTES = 700 * 1024 * 1024;
/** What the line may cost the CLI beyond the same run with a short line: under 100 MB. */
const GROWTH_LIMIT_KB = 100 * 1024;

// The agent service: SSE headers, then one `data:` line that never ends, written with backpressure.
const SERVER = `
const http = require("node:http");
const chunk = Buffer.alloc(1 << 20, 97);
let sent = 0;
const srv = http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/event-stream" });
  res.write("data: ");
  if (req.url === "/short") return res.end("a".repeat(1024));
  const pump = () => {
    while (sent < ${LINE_BYTES}) {
      sent += chunk.length;
      if (!res.write(chunk)) return res.once("drain", pump);
    }
    res.end();
  };
  res.on("close", () => process.stderr.write("sent " + sent + "\\n"));
  pump();
});
srv.listen(0, "127.0.0.1", () => process.stdout.write(String(srv.address().port) + "\\n"));
`;

const scratch = mkdtempSync(join(tmpdir(), "long-line-"));
let server: ChildProcess;
let port = 0;
let serverLog = "";
let cli: { entry: string; cleanup(): void };

beforeAll(async () => {
  cli = await cliEntry();
  server = spawn(process.execPath, ["-e", SERVER], { stdio: ["ignore", "pipe", "pipe"] });
  server.stderr?.on("data", (b) => {
    serverLog += b;
  });
  port = await new Promise<number>((resolve) =>
    server.stdout?.once("data", (b) => resolve(Number(String(b)))),
  );
}, 60_000);

afterAll(() => {
  server?.kill("SIGKILL");
  cli?.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** VmRSS of a live process in KiB, or 0 once it is gone. */
function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function runCli(path: string) {
  const scenario = join(scratch, `${path}.yaml`);
  writeFileSync(
    scenario,
    [
      `name: line-${path}`,
      "runtime:",
      "  type: http",
      "  http:",
      `    base_url: http://127.0.0.1:${port}`,
      `    request: { path: /${path}, body: { message: hi } }`,
      '    stream: { format: sse, token_event: "type=token", done_event: "type=done" }',
      "    timeout_sec: 120",
      "pairs:",
      "  - agent: { name: svc }",
      "    sessions: 1",
    ].join("\n"),
  );
  const out = join(scratch, `runs-${path}`);
  const child = spawn(process.execPath, [cli.entry, "run", scenario, "--out", out, "-q"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (b) => {
    stderr += b;
  });
  let peak = 0;
  // While the server still streams: the memory the line itself can cost, before any report is built.
  let streaming = 0;
  const sentBefore = serverLog.length;
  const poll = setInterval(() => {
    const rss = rssKb(child.pid as number);
    peak = Math.max(peak, rss);
    if (!serverLog.slice(sentBefore).includes("sent")) streaming = Math.max(streaming, rss);
  }, 10);
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  clearInterval(poll);
  const reportFile = join(out, readdirSync(out)[0], "report.json");
  if (!existsSync(reportFile)) throw new Error(`no report.json; exit ${code}: ${stderr}`);
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  return { code, stderr, peak, streaming, report };
}

describe("a stream line without a newline", () => {
  it("is protocol_error, drops the connection, and costs the CLI under 100 MB for a 700 MB line", async () => {
    const short = await runCli("short");
    const long = await runCli("long");
    const mb = (kb: number) => (kb / 1024).toFixed(1);
    console.log(
      `CLI RSS with a 700 MiB line: ${mb(long.streaming)} MB while it streams, ${mb(long.peak)} MB peak (reports included); with a 1 KiB line ${mb(short.peak)} MB peak`,
    );
    expect(long.stderr).not.toMatch(/RangeError|internal error/);
    expect(long.code === 0 || long.code === 1).toBe(true);
    expect(long.report.error_buckets).toEqual({ protocol_error: 1 });
    // The short line is no event (no blank line after it): the stream ends without its done event.
    expect(short.report.error_buckets).toEqual({ stream_parse: 1 });
    expect(short.peak).toBeGreaterThan(0);
    expect(long.peak - short.peak).toBeLessThan(GROWTH_LIMIT_KB);
    // The CLI's own footprint (about 100 MB with a 1 KiB line) is the same either way.
    expect(long.streaming - short.peak).toBeLessThan(GROWTH_LIMIT_KB);
    // The connection was dropped: the server never got to the end of its line (it logs what it sent
    // once its side of the socket closes).
    await vi.waitFor(() => expect(serverLog).toMatch(/sent \d+/), { timeout: 30_000, interval: 20 });
    const sent = Number(/sent (\d+)/.exec(serverLog)?.[1] ?? Number.NaN);
    expect(sent).toBeLessThan(LINE_BYTES);
  }, 120_000);
});
