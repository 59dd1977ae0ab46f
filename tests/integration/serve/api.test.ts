/**
 * The console's JSON API over HTTP, with the real CLI serving: its secret (Bearer, or the login cookie
 * a `/?token=` visit exchanges it for), each session's CSRF token, cross-origin callers, and paths (or
 * links) outside the output and scenarios folders. A process on this machine without the secret — a
 * container on the host network, another user — gets 401/403 on every route of the server's table.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../../src/serve/server.js";
import { bisectResult } from "../../support/bisect-result.js";
import { cliEntry } from "../../support/cli-entry.js";
import { type Served, scratchRepo, serve } from "../../support/console.js";

const TOKEN = "console-test-token-5f1c";
const DEMO = "demo__2026-01-01__00-00-00";
let served: Served;
/** The login cookie (`name=value`) and its session's CSRF token, read from the page as its script reads it. */
let cookie = "";
let csrf = "";
let outside = "";

interface Reply {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Who calls: the logged-in browser (cookie, and its CSRF token on a change), a script (Bearer), or nobody. */
type As = "browser" | "script" | "nobody";

interface Ask {
  as?: As;
  csrf?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

function call(method: string, path: string, o: Ask = {}): Promise<Reply> {
  const url = new URL(path, served.url);
  const as = o.as ?? "browser";
  const headers: Record<string, string> = {};
  if (as === "browser") headers.cookie = cookie;
  if (as === "script") headers.authorization = `Bearer ${TOKEN}`;
  const mark = o.csrf === undefined && as === "browser" ? csrf : o.csrf;
  if (mark && method !== "GET") headers["x-console-csrf"] = mark;
  Object.assign(headers, o.headers);
  const data = o.body === undefined ? undefined : JSON.stringify(o.body);
  if (data !== undefined || method !== "GET") headers["content-type"] ??= "application/json";
  // Node sends a DELETE's body unframed unless told its length.
  if (data !== undefined) headers["content-length"] = String(Buffer.byteLength(data));
  return new Promise((ok, fail) => {
    const req = request(url, { method, headers, timeout: 10_000 }, (res) => {
      // A stream stays open: its status and headers are the answer.
      if (String(res.headers["content-type"]).startsWith("text/event-stream")) {
        res.destroy();
        return ok({ status: res.statusCode ?? 0, body: {}, text: "", headers: res.headers });
      }
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
        ok({ status: res.statusCode ?? 0, body, text, headers: res.headers });
      });
    });
    req.on("error", fail);
    req.end(data);
  });
}

/** Logs in as a browser does: the start URL, then the page the redirect lands on. */
async function login(): Promise<{ cookie: string; csrf: string }> {
  const r = await call("GET", `/?token=${TOKEN}`, { as: "nobody" });
  const pair = String(r.headers["set-cookie"]).split(";")[0];
  const page = await call("GET", "/", { as: "nobody", headers: { cookie: pair } });
  const mark = /<meta name="csrf-token" content="([A-Za-z0-9_-]{43})">/.exec(page.text)?.[1] ?? "";
  return { cookie: pair, csrf: mark };
}

beforeAll(async () => {
  served = await serve(["--token", TOKEN]);
  ({ cookie, csrf } = await login());
  expect(csrf).not.toBe("");
  // A run directory, a folder without events.jsonl beside it, and a file outside both folders.
  const runs = join(served.cwd, "runs");
  mkdirSync(join(runs, DEMO), { recursive: true });
  writeFileSync(join(runs, DEMO, "events.jsonl"), "");
  mkdirSync(join(runs, "not-a-run"), { recursive: true });
  writeFileSync(join(served.cwd, "precious.txt"), "keep me");
  // Links out of the output folder and out of the repository, as an unpacked artifact may hold them.
  outside = mkdtempSync(join(tmpdir(), "console-outside-"));
  writeFileSync(join(outside, "secret.html"), "<p>outside the output folder</p>");
  writeFileSync(join(outside, "events.jsonl"), "");
  writeFileSync(join(outside, "dashboard.html"), "<p>outside the output folder</p>");
  symlinkSync("/etc/passwd", join(runs, DEMO, "dashboard.html"));
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

/**
 * A concrete path for each route of the server's table: its run id is the demo run for a read and a
 * folder that is no run for a change (so a change that gets through alters nothing).
 */
function routePath(method: string, pattern: RegExp): string {
  const id = method === "GET" ? DEMO : "not-a-run";
  const path = pattern.source
    .replace(/^\^|\$$/g, "")
    .replaceAll("([^/]+)", id)
    .replace(/\\(.)/g, "$1");
  expect(pattern.test(path), `${method} ${pattern} → ${path}`).toBe(true);
  return path;
}
const ROUTES = ROUTE_TABLE.map((r) => [r.method, routePath(r.method, r.pattern)] as const);
const CHANGES = new Set(["POST", "DELETE", "PUT", "PATCH"]);
const untouched = () => ({
  runs: readdirSync(join(served.cwd, "runs")).sort(),
  scenarios: existsSync(join(served.cwd, "scenarios")),
});

describe("the secret", () => {
  it.each([
    [401, "nothing", "nobody", {}],
    [401, "a wrong Bearer", "nobody", { authorization: "Bearer nope-nope-nope-nope" }],
    [401, "a Bearer one character short", "nobody", { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    [401, "the secret as the cookie", "nobody", { cookie: `${cookie.split("=")[0]}=${TOKEN}` }],
    [200, "the secret as Bearer", "script", {}],
    [200, "the login cookie", "browser", {}],
  ] as const)("%i for GET /api/runs with %s", async (status, _, as, headers) => {
    expect((await call("GET", "/api/runs", { as, headers })).status).toBe(status);
  });

  it("covers the whole route table, the page included", () => {
    expect(ROUTES.map(([m, p]) => `${m} ${p}`)).toEqual(expect.arrayContaining(["GET /", "POST /api/start"]));
    expect(ROUTES.length).toBeGreaterThanOrEqual(14);
  });

  it.each(ROUTES)(
    "%s %s: 401 or 403 for a process without the secret, however it asks",
    async (method, path) => {
      const before = untouched();
      const origin = new URL(served.url).origin;
      // `/?token=` is the login itself; anywhere else the secret in the query is not looked at.
      const query = path === "/" ? "" : `${path.includes("?") ? "&" : "?"}token=${TOKEN}`;
      const asks: Ask[] = [
        { as: "nobody" },
        { as: "nobody", headers: { origin } },
        { as: "nobody", csrf },
        { as: "nobody", headers: { authorization: `Bearer ${TOKEN}x` } },
        { as: "nobody", headers: { authorization: TOKEN } },
        { as: "nobody", headers: { cookie: `${cookie}x` } },
        ...(CHANGES.has(method) ? [{ as: "browser", csrf: null } as Ask] : []),
      ];
      for (const o of asks) {
        const body = CHANGES.has(method)
          ? { file: "examples/quickstart.yaml", name: "x", form: { name: "x" }, save: true }
          : undefined;
        const r = await call(method, `${path}${query}`, { ...o, body });
        expect([401, 403], `${JSON.stringify(o)}: ${r.status} ${r.text.slice(0, 200)}`).toContain(r.status);
        expect(r.text).not.toContain(csrf);
      }
      expect(untouched()).toEqual(before);
    },
  );

  it.each(ROUTES)(
    "%s %s: reached with the login cookie (and its CSRF token) and with Bearer",
    async (method, path) => {
      for (const as of ["browser", "script"] as const) {
        const r = await call(method, path, { as, body: CHANGES.has(method) ? {} : undefined });
        expect([401, 403], `${as}: ${r.status} ${r.text.slice(0, 200)}`).not.toContain(r.status);
      }
    },
  );

  it("answers a bare GET / with a page that says where the way in is, and nothing else", async () => {
    for (const path of ["/", "/?token=nope", "/?token="]) {
      const r = await call("GET", path, { as: "nobody" });
      expect(r.status, path).toBe(401);
      expect(r.headers["content-type"]).toMatch(/^text\/html/);
      expect(r.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      expect(r.text).toContain("Open the URL printed by <code>agent-loadtest serve</code>");
      expect(r.text).not.toMatch(/csrf|<script|set-cookie/i);
      expect(r.text).not.toContain(csrf);
      expect(r.text).not.toContain(TOKEN);
      expect(r.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("is never taken from a URL but at the one-time login, which sets an HttpOnly, SameSite=Strict cookie", async () => {
    const r = await call("GET", `/?token=${TOKEN}`, { as: "nobody" });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe("/");
    expect(r.text).toBe("");
    const set = String(r.headers["set-cookie"]);
    expect(set).toMatch(/^agent_loadtest_console_\d+=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    // The cookie is a session of this process, not the secret itself.
    expect(set).not.toContain(TOKEN);
    const pair = set.split(";")[0];
    expect((await call("GET", "/api/runs", { as: "nobody", headers: { cookie: pair } })).status).toBe(200);
  });

  it("is not echoed when the user chose it", () => {
    expect(served.output()).toMatch(
      /console: http:\/\/127\.0\.0\.1:\d+\/ \(open it once as \?token=<your token>/,
    );
    expect(served.output()).not.toContain(TOKEN);
  });
});

describe("the CSRF token of a session", () => {
  it.each([
    ["POST", "/api/start", { file: "examples/quickstart.yaml" }],
    ["POST", "/api/templates", { name: "csrf-less", form: {} }],
    ["POST", "/api/scenarios", { form: { name: "csrf-less" }, save: true }],
    ["POST", `/api/runs/${DEMO}/stop`, undefined],
    ["DELETE", `/api/runs/${DEMO}`, undefined],
  ])(
    "403 for %s %s with the cookie but without it, with a wrong one, another session's, or the right Origin but none",
    async (method, path, body) => {
      const own = { origin: new URL(served.url).origin };
      const other = await login();
      for (const o of [
        { csrf: null },
        { csrf: `${csrf.slice(0, -1)}x` },
        { csrf: other.csrf },
        { csrf: null, headers: own },
      ]) {
        const r = await call(method, path, { ...o, body });
        expect(r.status, JSON.stringify(r.body)).toBe(403);
        expect(r.body.error).toMatch(/CSRF token/);
      }
      expect(existsSync(join(served.cwd, "runs", DEMO))).toBe(true);
      expect(existsSync(join(served.cwd, "scenarios", "csrf-less.yaml"))).toBe(false);
      expect((await call("GET", "/api/runs")).body.runs).toHaveLength(1);
    },
  );

  it("differs per login, and the page is the only answer that carries it", async () => {
    const other = await login();
    expect(other.csrf).not.toBe(csrf);
    expect(other.cookie).not.toBe(cookie);
    const page = await call("GET", "/");
    expect(page.text).toContain(csrf);
    expect(page.text).not.toContain(TOKEN);
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    for (const path of ["/api/runs", "/api/scenarios", "/api/templates"])
      expect((await call("GET", path)).text).not.toContain(csrf);
  });

  it("is not needed by a script with Bearer: a browser never sends that header on its own", async () => {
    const r = await call("POST", "/api/templates", { as: "script", body: { name: "scripted", form: {} } });
    expect(r.status, r.text).toBe(200);
    expect((await call("GET", "/api/templates")).body.templates).toContainEqual({
      name: "scripted",
      form: {},
    });
    const page = await call("GET", "/", { as: "script" });
    expect(page.text).toContain('<meta name="csrf-token" content="">');
    const cross = await call("POST", "/api/templates", {
      as: "script",
      headers: { origin: "http://evil.example" },
      body: { name: "cross", form: {} },
    });
    expect(cross.status).toBe(403);
    // The template is the test's only trace: the API tests below start from none.
    rmSync(join(served.cwd, "runs", ".console", "templates"), { recursive: true, force: true });
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

  it("lists bisects (a folder of its own, a nightly run's bisect/), and not one that does not read as one", async () => {
    const runs = join(served.cwd, "runs");
    const bisect = bisectResult();
    const put = (dir: string, report: unknown) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "state.json"), "{}");
      writeFileSync(join(dir, "report.json"), JSON.stringify(report));
    };
    put(join(runs, "bisect-own"), bisect);
    put(join(runs, DEMO, "bisect"), { ...bisect, metric: "cost_usd" });
    put(join(runs, "bisect-tampered"), { ...bisect, good: "<script>" });
    put(join(outside, "bisect-out"), bisect);
    symlinkSync(join(outside, "bisect-out"), join(runs, "bisect-linked"));
    try {
      const r = await call("GET", "/api/bisects");
      expect(r.status).toBe(200);
      const listed = r.body.bisects as { id: string; metric: string; culprits: unknown[] }[];
      expect(listed.map((b) => b.id).sort()).toEqual(["bisect-own", `${DEMO}/bisect`]);
      expect(listed.find((b) => b.id === "bisect-own")?.culprits).toHaveLength(1);
    } finally {
      for (const d of ["bisect-own", "bisect-tampered", "bisect-linked", `${DEMO}/bisect`])
        rmSync(join(runs, d), { recursive: true, force: true });
    }
  });

  it("says a run was not started by this console, and where its files are", async () => {
    const r = await call("GET", `/api/runs/${DEMO}`);
    expect(r.status).toBe(200);
    expect((r.body.summary as { started_here: boolean }).started_here).toBe(false);
    expect(r.body.dir).toBe(`runs/${DEMO}`);
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
      // a bound on a hung process, not a measure
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

  it.each([
    ["--token", ["--token", "short-token"], {}],
    ["AGENT_LOADTEST_TOKEN", [], { AGENT_LOADTEST_TOKEN: "short-token" }],
  ])(
    "refuses a token shorter than 16 characters from %s (exit 2)",
    async (where, args, env) => {
      const r = await exitOf(args, env);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`${where}: a token of 11 characters is guessable`);
    },
    30_000,
  );

  it("refuses a bad port as invalid input", async () => {
    const r = await exitOf(["--port", "http"]);
    expect(r.code).toBe(2);
  }, 30_000);
});

describe("serve without --token", () => {
  it("draws a secret, prints it once in the start URL, and takes it there, as Bearer, and nowhere else", async () => {
    const drawn = await serve([], { AGENT_LOADTEST_TOKEN: "" });
    try {
      expect(drawn.token).toMatch(/^[0-9a-f]{64}$/);
      expect(drawn.output().split(drawn.token)).toHaveLength(2);
      const get = (path: string, headers: Record<string, string> = {}) =>
        fetch(new URL(path, drawn.url), { headers, redirect: "manual" });
      expect((await get("/api/runs")).status).toBe(401);
      expect((await get("/api/runs", { authorization: "Bearer " })).status).toBe(401);
      expect((await get("/?token=")).status).toBe(401);
      expect((await get("/api/runs", { authorization: `Bearer ${drawn.token}` })).status).toBe(200);
      const login = await get(`/?token=${drawn.token}`);
      expect(login.status).toBe(303);
      const pair = String(login.headers.get("set-cookie")).split(";")[0];
      expect((await get("/api/runs", { cookie: pair })).status).toBe(200);
    } finally {
      await drawn.stop();
    }
  }, 60_000);
});
