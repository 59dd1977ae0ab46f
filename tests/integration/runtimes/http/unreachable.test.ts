/**
 * A service the journeys call where nothing listens is the runner's problem, not the agent's verdict:
 * `run` stops before its first session with exit 3 and the cause, within seconds; `validate` says it
 * as a warning (the service may start after validate in CI). Real loopback ports, the real CLI.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedOrigin, probeOrigin } from "../../../../src/runtimes/http/probe.js";
import { cliEntry } from "../../../support/cli-entry.js";
import { closedPort } from "../../../support/http-server.js";
import { runProcess } from "../../../support/process.js";

let dir: string;
let cli: { entry: string; cleanup(): void };
let listening: Server;
let openPort: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "unreachable-"));
  cli = await cliEntry();
  listening = createServer((s) => s.destroy());
  await new Promise<void>((r) => listening.listen(0, "127.0.0.1", r));
  openPort = (listening.address() as { port: number }).port;
}, 120_000);
afterAll(() => {
  cli?.cleanup();
  listening?.close();
});

function scenario(http: string, pairs = "  - agent: { name: svc }\n    sessions: 20\n"): string {
  const file = join(dir, `s-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(
    file,
    `name: unreachable
runtime:
  type: http
  http:
${http}
    request: { method: POST, path: /chat, body: { q: hi } }
    stream: { format: ndjson }
pairs:
${pairs}thresholds:
  pass_rate: ["rate>=0.99"]
`,
  );
  return file;
}

const run = (args: string[]) =>
  runProcess(process.execPath, [cli.entry, ...args], {
    cwd: dir,
    env: { HTTP_PROXY: "", HTTPS_PROXY: "", http_proxy: "", https_proxy: "", NO_PROXY: "" },
    timeoutMs: 60_000,
  });

describe("a service where nothing listens", () => {
  it("run: exit 3 within 10 s, naming the URL and the field that set it", async () => {
    const port = await closedPort();
    const file = scenario(`    base_url: http://127.0.0.1:${port}`);
    const t0 = Date.now();
    const r = await run(["run", file, "--out", join(dir, "runs"), "-q"]);
    const elapsed = Date.now() - t0;
    expect(r.code, r.out).toBe(3);
    expect(r.out).toContain(
      `infrastructure: nothing listens at http://127.0.0.1:${port} (runtime.http.base_url): start the agent service before the run, or point runtime.http.base_url at where it listens`,
    );
    expect(r.out).not.toMatch(/connect_refused|verdict/);
    expect(elapsed).toBeLessThan(10_000);
  }, 60_000);

  it("run: a journey's own base_url is named as the journey's", async () => {
    const port = await closedPort();
    const file = scenario(
      `    base_url: http://127.0.0.1:${openPort}`,
      `  - agent: { name: svc }\n    journey: { name: chat, base_url: "http://127.0.0.1:${port}" }\n    sessions: 2\n`,
    );
    const r = await run(["run", file, "--out", join(dir, "runs"), "-q"]);
    expect(r.code, r.out).toBe(3);
    expect(r.out).toContain(`nothing listens at http://127.0.0.1:${port} (the base_url of journey chat)`);
  }, 60_000);

  it("validate: ok, with the cause as a warning", async () => {
    const port = await closedPort();
    const r = await run(["validate", scenario(`    base_url: http://127.0.0.1:${port}`)]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(
      `warning: nothing listens at http://127.0.0.1:${port} (runtime.http.base_url): start the agent service`,
    );
    expect(r.out).toContain("a run now would stop before its first session");
    expect(r.out).toMatch(/^ok: unreachable/m);
  }, 60_000);

  it("validate: no warning when something listens", async () => {
    const r = await run(["validate", scenario(`    base_url: http://127.0.0.1:${openPort}`)]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).not.toContain("warning:");
  }, 60_000);
});

describe("the probe", () => {
  it.each<[string, () => Promise<[string, Record<string, string>]>, RegExp | null]>([
    ["a listening port", async () => [`http://127.0.0.1:${openPort}`, {}], null],
    [
      "a closed port",
      async () => {
        const port = await closedPort();
        return [`http://127.0.0.1:${port}`, {}];
      },
      /^nothing listens at http:\/\/127\.0\.0\.1:\d+$/,
    ],
    [
      "a closed proxy in front of a remote service",
      async () => {
        const port = await closedPort();
        return ["http://svc.test", { HTTP_PROXY: `http://127.0.0.1:${port}` }];
      },
      /^nothing listens at http:\/\/127\.0\.0\.1:\d+ \(the proxy for http:\/\/svc\.test\)$/,
    ],
    [
      "a loopback service never goes through the proxy",
      async () => {
        const port = await closedPort();
        return [`http://127.0.0.1:${openPort}`, { HTTP_PROXY: `http://127.0.0.1:${port}` }];
      },
      null,
    ],
  ])("%s", async (_, setup, expected) => {
    const [url, env] = await setup();
    const problem = await probeOrigin(new URL(url), env, 2000);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it.each([
    ["http://127.0.0.1:8080/v1/chat", "http://127.0.0.1:8080"],
    ["https://api.example.net/{{session_id}}", "https://api.example.net"],
    ["http://{{host}}/chat", null],
    ["/v1/chat", null],
  ])("the fixed origin of %s is %s", (url, origin) => {
    expect(fixedOrigin(url)?.origin ?? null).toBe(origin);
  });
});
