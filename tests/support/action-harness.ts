/**
 * Runs the bundled Action the way the runner does — `node dist/index.js` with INPUT_* and GITHUB_*
 * variables and the GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_STATE files — against a local
 * stand-in for the GitHub REST API that records every call.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");
/** The bundle under test; AGENT_LOADTEST_ACTION_DIST points elsewhere while developing. */
export const DIST = resolve(ROOT, process.env.AGENT_LOADTEST_ACTION_DIST ?? "dist");
export const FIXTURES = join(ROOT, "tests/fixtures/github");
export const OWNER = "acme";
export const REPO = "agents";
export const PR = 42;

// ---------------------------------------------------------------- the GitHub API stand-in

export interface Comment {
  id: number;
  body: string;
  user: { login: string; type: "User" | "Bot" };
  created_at: string;
  html_url: string;
  performed_via_github_app?: { slug: string } | null;
  /** The issue or pull request it is on. */
  issue: number;
}

export interface Issue {
  number: number;
  title: string;
  body: string;
  labels: { name: string }[];
  state: "open" | "closed";
  user: { login: string; type: "User" | "Bot" };
  html_url: string;
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  auth: string | undefined;
}

export interface FakeGitHubOptions {
  /** `pat`: GET /user answers with this login; `installation`: GET /user is 403, as for GITHUB_TOKEN. */
  identity?: { kind: "pat"; login: string } | { kind: "installation" };
  /** Every comment call answers 403, as for a fork PR's read-only token. */
  readOnly?: boolean;
  /** Labels on a new issue are dropped, as for a token without push access. */
  dropLabels?: boolean;
}

export class FakeGitHub {
  readonly calls: Call[] = [];
  comments: Comment[] = [];
  files = new Map<string, { content: string; sha: string; branch: string }>();
  refs = new Map<string, string>([["heads/main", "base000"]]);
  pulls: { number: number; head: string; base: string; title: string; body: string; html_url: string }[] = [];
  issues: Issue[] = [];
  /** The pull requests a commit came in through, as GET /commits/{sha}/pulls answers. */
  commitPulls = new Map<string, { number: number; merged_at: string | null }[]>();
  private nextId = 9_000_000;
  private server: Server | null = null;
  url = "";

  constructor(readonly opts: FakeGitHubOptions = {}) {}

  /** The login comments created through this token appear under. */
  get login(): string {
    const id = this.opts.identity ?? { kind: "installation" };
    return id.kind === "pat" ? id.login : "github-actions[bot]";
  }

  /** An issue someone opened: `login` as its author. */
  addIssue(login: string, title: string, body: string, state: "open" | "closed" = "open"): Issue {
    const number = 500 + this.issues.length;
    const issue: Issue = {
      number,
      title,
      body,
      labels: [{ name: "agent-loadtest" }],
      state,
      user: { login, type: login.endsWith("[bot]") ? "Bot" : "User" },
      html_url: `https://github.com/${OWNER}/${REPO}/issues/${number}`,
    };
    this.issues.push(issue);
    return issue;
  }

  addComment(login: string, body: string, type: "User" | "Bot" = "User", issue = PR): Comment {
    const id = this.nextId++;
    const c: Comment = {
      id,
      body,
      user: { login, type },
      created_at: new Date(Date.UTC(2026, 10, 1) + id).toISOString(),
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${issue}#issuecomment-${id}`,
      performed_via_github_app: type === "Bot" ? { slug: login.replace("[bot]", "") } : null,
      issue,
    };
    this.comments.push(c);
    return c;
  }

  callsTo(method: string, pattern: RegExp): Call[] {
    return this.calls.filter((c) => c.method === method && pattern.test(c.path));
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const u = new URL(req.url ?? "/", "http://x");
        const call: Call = {
          method: req.method ?? "GET",
          path: decodeURIComponent(u.pathname),
          query: u.searchParams,
          body: text ? JSON.parse(text) : null,
          auth: req.headers.authorization,
        };
        this.calls.push(call);
        try {
          this.route(call, req, res);
        } catch (e) {
          send(res, 500, { message: String(e) });
        }
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }

  private route(c: Call, req: IncomingMessage, res: ServerResponse): boolean {
    void req;
    const repo = `/repos/${OWNER}/${REPO}`;
    const forbidden = () =>
      send(res, 403, {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest/issues/comments#create-an-issue-comment",
      });
    if (c.method === "GET" && c.path === "/user") {
      const id = this.opts.identity ?? { kind: "installation" };
      if (id.kind === "installation") return forbidden();
      return send(res, 200, { login: id.login, id: 77, type: "User" });
    }
    let m = c.path.match(new RegExp(`^${repo}/issues/(\\d+)/comments$`));
    if (m && c.method === "GET") {
      const perPage = Number(c.query.get("per_page") ?? 30);
      const page = Number(c.query.get("page") ?? 1);
      const on = this.comments.filter((x) => x.issue === Number(m![1]));
      const pages = Math.max(1, Math.ceil(on.length / perPage));
      const slice = on.slice((page - 1) * perPage, page * perPage);
      const link = (p: number, rel: string) =>
        `<${this.url}${c.path}?per_page=${perPage}&page=${p}>; rel="${rel}"`;
      const links = [];
      if (page < pages) links.push(link(page + 1, "next"), link(pages, "last"));
      if (page > 1) links.push(link(1, "first"), link(page - 1, "prev"));
      return send(res, 200, slice, links.length ? { link: links.join(", ") } : {});
    }
    if (m && c.method === "POST") {
      if (this.opts.readOnly) return forbidden();
      const created = this.addComment(
        this.login,
        (c.body as { body: string }).body,
        this.login.endsWith("[bot]") ? "Bot" : "User",
        Number(m[1]),
      );
      return send(res, 201, created);
    }
    m = c.path.match(new RegExp(`^${repo}/issues/comments/(\\d+)$`));
    if (m) {
      if (this.opts.readOnly) return forbidden();
      const found = this.comments.find((x) => x.id === Number(m![1]));
      if (!found) return send(res, 404, { message: "Not Found" });
      if (found.user.login !== this.login) return forbidden();
      if (c.method === "PATCH") {
        found.body = (c.body as { body: string }).body;
        return send(res, 200, found);
      }
      if (c.method === "DELETE") {
        this.comments = this.comments.filter((x) => x !== found);
        return send(res, 204, null);
      }
    }
    // Issues (the nightly bisect's): list by state and label, create, update.
    if (c.path === `${repo}/issues`) {
      if (c.method === "GET") {
        const labels = (c.query.get("labels") ?? "").split(",").filter((l) => l !== "");
        const state = c.query.get("state") ?? "open";
        const listed = this.issues.filter(
          (i) =>
            (state === "all" || i.state === state) && labels.every((l) => i.labels.some((x) => x.name === l)),
        );
        return send(res, 200, listed);
      }
      if (c.method === "POST") {
        if (this.opts.readOnly) return forbidden();
        const b = c.body as { title: string; body: string; labels?: string[] };
        const number = 500 + this.issues.length;
        const issue: Issue = {
          number,
          title: b.title,
          body: b.body,
          labels: this.opts.dropLabels ? [] : (b.labels ?? []).map((name) => ({ name })),
          state: "open",
          user: { login: this.login, type: this.login.endsWith("[bot]") ? "Bot" : "User" },
          html_url: `https://github.com/${OWNER}/${REPO}/issues/${number}`,
        };
        this.issues.push(issue);
        return send(res, 201, issue);
      }
    }
    m = c.path.match(new RegExp(`^${repo}/issues/(\\d+)$`));
    if (m && c.method === "PATCH") {
      if (this.opts.readOnly) return forbidden();
      const issue = this.issues.find((i) => i.number === Number(m![1]));
      if (!issue) return send(res, 404, { message: "Not Found" });
      const b = c.body as { title?: string; body?: string };
      if (b.title !== undefined) issue.title = b.title;
      if (b.body !== undefined) issue.body = b.body;
      return send(res, 200, issue);
    }
    m = c.path.match(new RegExp(`^${repo}/commits/([0-9a-f]+)/pulls$`));
    if (m && c.method === "GET") {
      const pulls = this.commitPulls.get(m[1]) ?? [];
      return send(
        res,
        200,
        pulls.map((p) => ({ ...p, html_url: `https://github.com/${OWNER}/${REPO}/pull/${p.number}` })),
      );
    }
    // The baseline PR: repository, refs, contents, pulls.
    if (c.method === "GET" && c.path === repo) return send(res, 200, { default_branch: "main" });
    m = c.path.match(new RegExp(`^${repo}/git/refs?/(.+)$`));
    if (m) {
      const ref = m[1];
      if (c.method === "GET") {
        const sha = this.refs.get(ref);
        return sha
          ? send(res, 200, { ref: `refs/${ref}`, object: { sha } })
          : send(res, 404, { message: "Not Found" });
      }
      if (c.method === "PATCH") {
        this.refs.set(ref, (c.body as { sha: string }).sha);
        return send(res, 200, { ref: `refs/${ref}` });
      }
    }
    if (c.method === "POST" && c.path === `${repo}/git/refs`) {
      const b = c.body as { ref: string; sha: string };
      this.refs.set(b.ref.replace(/^refs\//, ""), b.sha);
      return send(res, 201, { ref: b.ref });
    }
    m = c.path.match(new RegExp(`^${repo}/contents/(.+)$`));
    if (m) {
      const path = decodeURIComponent(m[1]);
      if (c.method === "GET") {
        const f = this.files.get(path);
        return f && f.branch === c.query.get("ref")
          ? send(res, 200, { type: "file", sha: f.sha, path })
          : send(res, 404, { message: "Not Found" });
      }
      if (c.method === "PUT") {
        const b = c.body as { content: string; branch: string };
        this.files.set(path, {
          content: Buffer.from(b.content, "base64").toString("utf8"),
          sha: `blob${this.files.size + 1}`,
          branch: b.branch,
        });
        return send(res, 201, { content: { path } });
      }
    }
    if (c.path === `${repo}/pulls`) {
      if (c.method === "GET") {
        const head = c.query.get("head")?.replace(`${OWNER}:`, "");
        return send(
          res,
          200,
          this.pulls.filter((p) => p.head === head),
        );
      }
      if (c.method === "POST") {
        const b = c.body as { head: string; base: string; title: string; body: string };
        const number = 100 + this.pulls.length;
        const pr = { number, ...b, html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}` };
        this.pulls.push(pr);
        return send(res, 201, pr);
      }
    }
    m = c.path.match(new RegExp(`^${repo}/pulls/(\\d+)$`));
    if (m && c.method === "PATCH") {
      const pr = this.pulls.find((p) => p.number === Number(m![1]));
      if (!pr) return send(res, 404, { message: "Not Found" });
      Object.assign(pr, c.body);
      return send(res, 200, pr);
    }
    return send(res, 404, { message: `no route for ${c.method} ${c.path}` });
  }
}

/** Answers and returns true, so a route reads `return send(...)`. */
function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): true {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(body == null ? "" : JSON.stringify(body));
  return true;
}

// ---------------------------------------------------------------- the runner stand-in

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  state: Record<string, string>;
  /** Everything the step printed, minus the `::add-mask::` commands the runner consumes unseen. */
  visibleLog: string;
  dir: string;
}

export interface RunOptions {
  inputs: Record<string, string>;
  env?: Record<string, string>;
  api?: FakeGitHub;
  /** The event payload; the pull_request fixture by default, null for a push. */
  event?: unknown | null;
  eventName?: string;
  /** Working directory (the workspace); a fresh one under tmp by default with the repo's files reachable. */
  cwd?: string;
  node?: string;
  entry?: "index.js" | "post.js";
  /** An absolute script to run instead of the bundle's entry (a fresh bundle of src/). */
  script?: string;
  /** GITHUB_STATE values from an earlier main step, for the post step. */
  state?: Record<string, string>;
}

export const DEFAULT_INPUTS: Record<string, string> = {
  mode: "gate",
  "baseline-dir": "baselines",
  "github-token": "ghs_testtokenAbCdEf0123456789",
  comment: "always",
  "fail-on": "slo,regression",
  "artifact-name": "agent-loadtest-report",
  shard: "",
  "output-dir": "agent-loadtest-runs",
  "merge-from": "",
  "baseline-pr": "false",
  set: "",
  "pr-number": "",
  "retention-days": "",
  cache: "true",
};

export function workspace(): string {
  return mkdtempSync(join(tmpdir(), "action-ws-"));
}

export async function runAction(o: RunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), "action-run-"));
  const files = { output: join(dir, "output"), summary: join(dir, "summary"), state: join(dir, "state") };
  for (const f of Object.values(files)) writeFileSync(f, "");
  const eventPath = join(dir, "event.json");
  const event =
    o.event === undefined ? JSON.parse(readFileSync(join(FIXTURES, "pull_request.json"), "utf8")) : o.event;
  writeFileSync(eventPath, JSON.stringify(event ?? {}));
  const cwd = o.cwd ?? workspace();
  mkdirSync(cwd, { recursive: true });

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_EVENT_NAME: o.eventName ?? (o.event === null ? "push" : "pull_request"),
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_SHA: "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
    GITHUB_REF: o.event === null ? "refs/heads/main" : `refs/pull/${PR}/merge`,
    GITHUB_REF_NAME: o.event === null ? "main" : `${PR}/merge`,
    GITHUB_REF_TYPE: "branch",
    GITHUB_RUN_ID: "1234567890",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_WORKFLOW: "agent perf gate",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: o.api?.url ?? "http://127.0.0.1:9",
    GITHUB_WORKSPACE: cwd,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    RUNNER_TEMP: dir,
    // The machine's TLS trust (a runner has its own): npm reaches the registry through it.
    ...Object.fromEntries(
      ["NODE_EXTRA_CA_CERTS", "SSL_CERT_FILE", "SSL_CERT_DIR"]
        .filter((k) => process.env[k])
        .map((k) => [k, process.env[k] as string]),
    ),
    ...o.env,
  };
  for (const [k, v] of Object.entries({ ...DEFAULT_INPUTS, ...o.inputs })) {
    env[`INPUT_${k.replace(/ /g, "_").toUpperCase()}`] = v;
  }
  for (const [k, v] of Object.entries(o.state ?? {})) env[`STATE_${k}`] = v;

  const child = spawn(o.node ?? process.execPath, [o.script ?? join(DIST, o.entry ?? "index.js")], {
    cwd,
    env,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d;
  });
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((r) => child.on("close", (c) => r(c)));
  const visibleLog = `${stdout}\n${stderr}`
    .split("\n")
    .filter((l) => !l.startsWith("::add-mask::"))
    .join("\n");
  return {
    code,
    stdout,
    stderr,
    outputs: parseFileCommand(readFileSync(files.output, "utf8")),
    summary: readFileSync(files.summary, "utf8"),
    state: parseFileCommand(readFileSync(files.state, "utf8")),
    visibleLog,
    dir,
  };
}

/** `name<<DELIM\nvalue\nDELIM` blocks, as the runner reads GITHUB_OUTPUT and GITHUB_STATE. */
export function parseFileCommand(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(/^([^<=]+)<<(.+)$/);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
      out[m[1]] = value.join("\n");
    } else if (lines[i].includes("=")) {
      const eq = lines[i].indexOf("=");
      out[lines[i].slice(0, eq)] = lines[i].slice(eq + 1);
    }
  }
  return out;
}
