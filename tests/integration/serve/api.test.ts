/**
 * The console's JSON API over HTTP, with the real CLI serving: the token and its login cookie, the
 * page's CSRF token, cross-origin callers, and paths (or links) outside the output and scenarios folders.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEntry } from "../../support/cli-entry.js";
import { type Served, scratchRepo, serve } from "../../support/console.js";

const TOKEN = "console-test-token-5f1c";
let served: Served;
/** The CSRF token, read from the console's page as the page's script reads it. */
let csrf = "";
let outside = "";

interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

function call(
  method: string,
  path: string,
  o: { token?: string | null; csrf?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const url = new URL(path, served.url);
  const headers: Record<string, string> = { ...o.headers };
  const token = o.token === undefined ? TOKEN : o.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const mark = o.csrf === undefined ? csrf : o.csrf;
  if (mark && method !== "GET") headers["x-console-csrf"] = mark;
  const data = o.body === undefined ? undefined : JSON.stringify(o.body);
  if (data !== undefined || method !== "GET") headers["content-type"] ??= "application/json";
  return new Promise((ok, fail) => {
    const req = request(url, { method, headers, timeout: 10_000 }, (res) => {
      let text = "";
      res.on("data", (c) => {
        text += c;
      });
      res.on("end", () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text);
        } catch {
          body = { text };
        }
        ok({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    req.on("error", fail);
    req.end(data);
  });
}

beforeAll(async () => {
  served = await serve(["--token", TOKEN]);
  const page = await call("GET", "/");
  csrf = /<meta name="csrf-token" content="([A-Za-z0-9_-]{43})">/.exec(String(page.body.text))?.[1] ?? "";
  expect(csrf).not.toBe("");
  // A run directory, a folder without events.jsonl beside it, and a file outside both folders.
  const runs = join(served.cwd, "runs");
  mkdirSync(join(runs, "demo__2026-01-01__00-00-00"), { recursive: true });
  writeFileSync(join(runs, "demo__2026-01-01__00-00-00", "events.jsonl"), "");
  mkdirSync(join(runs, "not-a-run"), { recursive: true });
  writeFileSync(join(served.cwd, "precious.txt"), "keep me");
  // Links out of the output folder and out of the repository, as an unpacked artifact may hold them.
  outside = mkdtempSync(join(tmpdir(), "console-outside-"));
  writeFileSync(join(outside, "secret.html"), "<p>outside the output folder</p>");
  writeFileSync(join(outside, "events.jsonl"), "");
  writeFileSync(join(outside, "dashboard.html"), "<p>outside the output folder</p>");
  symlinkSync("/etc/passwd", join(runs, "demo__2026-01-01__00-00-00", "dashboard.html"));
  symlinkSync(outside, join(runs, "elsewhere__2026-01-01__00-00-00"));
  mkdirSync(join(outside, "task-out", "environment"), { recursive: true });
  mkdirSync(join(outside, "task-out", "tests"), { recursive: true });
  for (const f of ["task.toml", "instruction.md", "tests/test.sh"])
    writeFileSync(join(outside, "task-out", f), f === "task.toml" ? 'version = "1.0"\n' : "x\n");
  symlinkSync(join(outside, "task-out"), join(served.cwd, "tasks", "task-out"));
  symlinkSync(outside, join(served.cwd, "linked-dataset"));
  writeFileSync(join(outside, "far.yaml"), "name: far\npairs: []\n");
  symlinkSync(join(outside, "far.yaml"), join(served.cwd, "examples", "far.yaml"));
}, 60_000);
afterAll(async () => {
  await served?.stop();
  if (outside) rmSync(outside, { recursive: true, force: true });
}, 60_000);

describe("the token", () => {
  it.each([
    [401, "no token", null],
    [401, "a wrong token", "nope"],
    [401, "a token one character short", TOKEN.slice(0, -1)],
    [200, "the token", TOKEN],
  ])("%i for GET /api/runs with %s", async (status, _, token) => {
    expect((await call("GET", "/api/runs", { token })).status).toBe(status);
  });

  it("is never taken from a URL but at the one-time login, which sets an HttpOnly, SameSite=Strict cookie", async () => {
    expect((await call("GET", `/api/runs?token=${TOKEN}`, { token: null })).status).toBe(401);
    expect((await call("GET", "/?token=nope", { token: null })).status).toBe(401);
    const login = await call("GET", `/?token=${TOKEN}`, { token: null });
    expect(login.status).toBe(303);
    expect(login.headers.location).toBe("/");
    const cookie = String(login.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^agent_loadtest_console_\d+=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    // The cookie is a session of this process, not the token itself.
    expect(cookie).not.toContain(TOKEN);
    const pair = cookie.split(";")[0];
    expect((await call("GET", "/api/runs", { token: null, headers: { cookie: pair } })).status).toBe(200);
    const wrong = `${pair.slice(0, -1)}${pair.endsWith("A") ? "B" : "A"}`;
    expect((await call("GET", "/api/runs", { token: null, headers: { cookie: wrong } })).status).toBe(401);
  });

  it("guards the page and every mutation too", async () => {
    expect((await call("GET", "/", { token: null })).status).toBe(401);
    expect((await call("DELETE", "/api/runs/demo__2026-01-01__00-00-00", { token: null })).status).toBe(401);
    expect(
      (await call("POST", "/api/start", { token: null, body: { file: "examples/quickstart.yaml" } })).status,
    ).toBe(401);
    expect(existsSync(join(served.cwd, "runs", "demo__2026-01-01__00-00-00"))).toBe(true);
  });
});

describe("the page's CSRF token", () => {
  it.each([
    ["POST", "/api/start", { file: "examples/quickstart.yaml" }],
    ["POST", "/api/templates", { name: "csrf-less", form: {} }],
    ["POST", "/api/scenarios", { form: { name: "csrf-less" }, save: true }],
    ["POST", "/api/runs/demo__2026-01-01__00-00-00/stop", undefined],
    ["DELETE", "/api/runs/demo__2026-01-01__00-00-00", undefined],
  ])(
    "403 for %s %s without it, with a wrong one, and with the right Origin but none",
    async (method, path, body) => {
      const own = { origin: new URL(served.url).origin };
      for (const o of [{ csrf: null }, { csrf: `${csrf.slice(0, -1)}x` }, { csrf: null, headers: own }]) {
        const r = await call(method, path, { ...o, body });
        expect(r.status, JSON.stringify(r.body)).toBe(403);
        expect(r.body.error).toMatch(/CSRF token/);
      }
      expect(existsSync(join(served.cwd, "runs", "demo__2026-01-01__00-00-00"))).toBe(true);
      expect(existsSync(join(served.cwd, "scenarios", "csrf-less.yaml"))).toBe(false);
      expect((await call("GET", "/api/runs")).body.runs).toHaveLength(1);
    },
  );

  it("changes per process, and the page is the only answer that carries it", async () => {
    const page = await call("GET", "/");
    expect(page.body.text).toContain(csrf);
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    for (const path of ["/api/runs", "/api/scenarios", "/api/templates"])
      expect(JSON.stringify((await call("GET", path)).body)).not.toContain(csrf);
  });
});

describe("links out of the output folder and the repository", () => {
  it("a dashboard.html linked to /etc/passwd is 404", async () => {
    for (const path of ["dashboard.html", "raw/dashboard.html"]) {
      const r = await call("GET", `/runs/demo__2026-01-01__00-00-00/${path}`);
      expect(r.status, path).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain("root:");
    }
    const run = (await call("GET", "/api/runs")).body.runs as { has_dashboard: boolean }[];
    expect(run[0].has_dashboard).toBe(false);
  });

  it("a run folder linked out of the output folder is neither listed nor served", async () => {
    const ids = ((await call("GET", "/api/runs")).body.runs as { id: string }[]).map((x) => x.id);
    expect(ids).not.toContain("elsewhere__2026-01-01__00-00-00");
    for (const path of [
      "/runs/elsewhere__2026-01-01__00-00-00/dashboard.html",
      "/runs/elsewhere__2026-01-01__00-00-00/raw/dashboard.html",
      "/api/runs/elsewhere__2026-01-01__00-00-00",
    ])
      expect((await call("GET", path)).status, path).toBe(404);
    expect((await call("DELETE", "/api/runs/elsewhere__2026-01-01__00-00-00")).status).toBe(404);
    expect(existsSync(join(outside, "secret.html"))).toBe(true);
  });

  it("the dataset scan follows no link out of the repository", async () => {
    const tasks = (await call("GET", "/api/dataset?path=tasks")).body.tasks as string[];
    expect(tasks).not.toContain("task-out");
    expect(tasks).toContain("echo-bench");
    expect((await call("GET", "/api/dataset?path=linked-dataset")).status).toBe(404);
  });

  it("a scenario file linked out of the repository is neither listed nor started", async () => {
    expect((await call("GET", "/api/scenarios")).body.scenarios).not.toContain("examples/far.yaml");
    expect((await call("GET", "/api/scenarios")).body.scenarios).toContain("examples/quickstart.yaml");
    expect((await call("POST", "/api/start", { body: { file: "examples/far.yaml" } })).status).toBe(400);
  });

  it("only dashboard.html of a run is served: any other .html is 404", async () => {
    writeFileSync(join(served.cwd, "runs", "demo__2026-01-01__00-00-00", "other.html"), "<script>1</script>");
    for (const path of [
      "/runs/demo__2026-01-01__00-00-00/other.html",
      "/runs/demo__2026-01-01__00-00-00/report.md",
    ])
      expect((await call("GET", path)).status, path).toBe(404);
  });
});

describe("cross-origin requests", () => {
  it.each([
    [403, "another Origin", { origin: "http://evil.example" }],
    [403, "a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    [403, "a rebound DNS name as Host", { host: "evil.example:80" }],
    [415, "a form post (not JSON)", { "content-type": "application/x-www-form-urlencoded" }],
    [200, "the console's own origin", {}],
  ])("%i for %s", async (status, _, headers) => {
    const own = { origin: new URL(served.url).origin };
    const h = status === 200 ? own : (headers as Record<string, string>);
    const method = "content-type" in headers ? "POST" : "GET";
    const path = method === "POST" ? "/api/templates" : "/api/runs";
    const r = await call(method, path, { headers: h, body: method === "POST" ? { name: "x" } : undefined });
    expect(r.status, JSON.stringify(r.body)).toBe(status);
  });
});

describe("paths outside the output and scenarios folders: 400", () => {
  it.each([
    ["DELETE", "/api/runs/..%2Fprecious.txt"],
    ["DELETE", "/api/runs/..%2F..%2Fetc"],
    ["DELETE", "/api/runs/%2E%2E%2Fprecious.txt"],
    ["DELETE", "/api/runs/not-a-run"],
    ["DELETE", "/api/runs/.console"],
    ["POST", "/api/runs/..%2F..%2Fetc/stop"],
    ["GET", "/api/runs/..%2F..%2Fetc/stream"],
    ["GET", "/runs/..%2Fprecious.txt/dashboard.html"],
    ["GET", "/api/dataset?path=../.."],
    ["GET", "/api/dataset?path=/etc"],
    ["GET", "/api/history/..%2F..%2Fetc%2Fpasswd"],
  ])("%s %s", async (method, path) => {
    const r = await call(method, path);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(existsSync(join(served.cwd, "precious.txt"))).toBe(true);
  });

  it.each([
    ["a parent path", "../precious.txt"],
    ["an absolute path", "/etc/passwd"],
    ["a file of the repository that is no scenario", "tasks/echo-bench/task.toml"],
    ["a scenario outside the scenarios glob's folders", "../../x.yaml"],
    ["no file at all", 42],
  ])("POST /api/start naming %s", async (_, file) => {
    const r = await call("POST", "/api/start", { body: { file } });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
  });

  it.each([["../escape"], ["a/b"], [".hidden"], [""]])("a template named %j", async (name) => {
    const r = await call("POST", "/api/templates", { body: { name, form: {} } });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
  });

  it("a form-made scenario named outside the folder", async () => {
    const r = await call("POST", "/api/scenarios", { body: { form: { name: "../../evil" }, save: true } });
    expect(r.status).toBe(400);
    expect(existsSync(join(served.cwd, "..", "evil.yaml"))).toBe(false);
  });
});

describe("the API itself", () => {
  it("lists run directories (folders with events.jsonl) only", async () => {
    const r = await call("GET", "/api/runs");
    expect((r.body.runs as { id: string }[]).map((x) => x.id)).toEqual(["demo__2026-01-01__00-00-00"]);
  });

  it("refuses an invalid scenario before it runs, naming file, line and field", async () => {
    const r = await call("POST", "/api/start", {
      body: { file: "examples/quickstart.yaml", set: ["pairs[0].sessions=0"] },
    });
    expect(r.status).toBe(400);
    expect((r.body.problem as { field: string }).field).toBe("pairs[0].sessions");
    expect((r.body.problem as { message: string }).message).toMatch(/^--set pairs\[0\]\.sessions: .*>= 1/);
  });

  it("scans a dataset for the task picker", async () => {
    const r = await call("GET", "/api/dataset?path=tasks");
    expect(r.body).toEqual({
      path: "tasks",
      tasks: ["echo-bench", "hello-file", "hello-harbor", "tool-heavy"],
    });
  });

  it("saves and lists templates", async () => {
    expect(
      (await call("POST", "/api/templates", { body: { name: "smoke", form: { sessions: "3" } } })).status,
    ).toBe(200);
    const r = await call("GET", "/api/templates");
    expect(r.body.templates).toEqual([{ name: "smoke", form: { sessions: "3" } }]);
  });

  it("writes a form-made scenario once, and never over an existing file", async () => {
    const form = {
      name: "made",
      agent: { name: "oracle" },
      task: "tasks/echo-bench",
      sessions: "2",
      n_concurrent: "1",
    };
    const first = await call("POST", "/api/scenarios", { body: { form, save: true } });
    expect(first.body).toMatchObject({ saved: true, file: "scenarios/made.yaml", problem: null });
    const again = await call("POST", "/api/scenarios", { body: { form, save: true } });
    expect(again.body).toMatchObject({ saved: false, problem: { field: "name" } });
    const listed = await call("GET", "/api/scenarios");
    expect(listed.body.scenarios).toContain("scenarios/made.yaml");
  });
});

describe("serve --host", () => {
  async function exitOf(args: string[], env: Record<string, string> = {}) {
    const cli = await cliEntry();
    const child = spawn(process.execPath, [cli.entry, "serve", "--port", "0", ...args], {
      cwd: scratchRepo(),
      env: { ...process.env, AGENT_LOADTEST_TOKEN: "", ...env },
    });
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
    });
    const code = await new Promise<number | null>((ok) => {
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      child.on("exit", (c) => {
        clearTimeout(timer);
        ok(c);
      });
    });
    cli.cleanup();
    return { code, err };
  }

  it("refuses to bind beyond loopback without a token (exit 2)", async () => {
    const r = await exitOf(["--host", "0.0.0.0"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--host: binding to 0\.0\.0\.0 .* set --token or AGENT_LOADTEST_TOKEN/);
  }, 30_000);

  it("refuses a bad port as invalid input", async () => {
    const r = await exitOf(["--port", "http"]);
    expect(r.code).toBe(2);
  }, 30_000);
});
