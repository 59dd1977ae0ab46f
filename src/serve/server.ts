/**
 * `agent-loadtest serve`: Node's own HTTP server, one self-contained page and a small JSON API over
 * the run directories of an output folder and the scenarios of a repository. Every request passes
 * the same gate first (guard.ts); a run's dashboard.html goes out sandboxed (files.ts), so no
 * script in a run folder runs with the console's origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isAbsolute, join, relative } from "node:path";
import { errorMessage } from "../errors.js";
import { limit } from "../limits.js";
import type {
  ApiError,
  BisectsAnswer,
  DeleteAnswer,
  RunAnswer,
  RunsAnswer,
  ScenarioForm,
  ScenariosAnswer,
  StartAnswer,
  StartRefusal,
  StopAnswer,
  TemplateSaved,
  TemplatesAnswer,
} from "../report/console-api.js";
import { loadScenario } from "../scenario/load.js";
import { BUILTIN_AGENTS, MODES } from "../scenario/schema.js";
import { redactKnown } from "../secrets.js";
import { COMMON_HEADERS, sendDashboardFile, sendDashboardFrame } from "./files.js";
import {
  type Caller,
  cookieName,
  gate,
  HttpError,
  loginHeaders,
  newSecrets,
  newSession,
  type Secrets,
} from "./guard.js";
import { Jobs } from "./jobs.js";
import { consolePage, lockedPage } from "./page.js";
import { BadPath, NotFound } from "./paths.js";
import { deleteRun, history, listBisects, listRuns, RunIndex, runDetail, runDir, summarize } from "./runs.js";
import {
  checkScenario,
  listScenarios,
  type ScenarioRoots,
  scanDataset,
  scenarioFile,
  scenarioFromFormFile,
  scenarioRoots,
  Templates,
} from "./scenarios.js";
import { streamRun } from "./stream.js";

export interface ServeOptions {
  cwd: string;
  outputDir: string;
  baselineDir: string;
  scenarios: string;
  token: string | null;
  /** How to start a run: `node <entry> run ...`. */
  cli: { node: string; entry: string };
}

interface Ctx {
  o: ServeOptions;
  roots: ScenarioRoots;
  jobs: Jobs;
  templates: Templates;
  secrets: Secrets;
  /** The runs read so far: a listing re-reads only the reports that changed. */
  runs: RunIndex;
}

type Handler = (
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  m: RegExpExecArray,
  body: unknown,
  who: Caller,
) => unknown;

const MAX_BODY = limit("consoleBodyBytes");

function json(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, {
    ...COMMON_HEADERS,
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  // The console's API says only what the one redactor lets through (a run's output, its report).
  res.end(redactKnown(JSON.stringify(data)));
}

/** A refused request: its status and what went wrong. */
function refuse(res: ServerResponse, status: number, message: string): void {
  const data: ApiError = { error: message };
  json(res, status, data);
}

/** An answer with a status other than 200 (a handler's plain return value is a 200). */
interface Reply<T> {
  status: number;
  data: T;
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** The page's CSP allows its own origin only: the console makes no request elsewhere. */
const PAGE_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const PAGE_HEADERS = {
  ...COMMON_HEADERS,
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": PAGE_CSP,
  // A window the page opens, or that opens it, from another origin gets no handle on it.
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
};

async function startRun(
  ctx: Ctx,
  body: Record<string, unknown>,
): Promise<Reply<StartAnswer> | Reply<StartRefusal>> {
  const file = scenarioFile(ctx.roots, body.file);
  const set = strings(body.set).filter((s) => s.trim() !== "");
  const problem = await checkScenario(file, set, ctx.o.cwd);
  if (problem) return { status: 400, data: { problem } };
  const loaded = await loadScenario(file, { set, cwd: ctx.o.cwd });
  const job = await ctx.jobs.start({ file, scenarioName: loaded.scenario.name, set });
  if (!job.runId) {
    const output = job.output.slice(-20).join("\n");
    return { status: 500, data: { error: `the run ended before it started (exit ${job.exitCode})`, output } };
  }
  return { status: 200, data: { id: job.runId } };
}

function sendPage(res: ServerResponse, status: number, page: string): void {
  res.writeHead(status, PAGE_HEADERS);
  res.end(page);
}

/** Every route, the page included: each is behind the gate, and the tests walk this table. */
const ROUTES: [string, RegExp, Handler][] = [
  // A script (Bearer) gets the page without a CSRF token: it changes state with its Bearer header alone.
  [
    "GET",
    /^\/$/,
    (_c, _q, res, _m, _b, who) => sendPage(res, 200, consolePage("csrf" in who ? who.csrf : "")),
  ],
  [
    "GET",
    /^\/api\/runs$/,
    (c): RunsAnswer => ({ runs: listRuns(c.o.outputDir, (id) => c.jobs.info(id), c.runs) }),
  ],
  ["GET", /^\/api\/bisects$/, (c): BisectsAnswer => ({ bisects: listBisects(c.o.outputDir, c.runs) })],
  [
    "GET",
    /^\/api\/runs\/([^/]+)$/,
    (c, _q, _s, m): RunAnswer => {
      const dir = runDir(c.o.outputDir, m[1]);
      return {
        summary: summarize(c.o.outputDir, m[1], c.jobs.info(m[1]), c.runs),
        report: runDetail(dir),
        // Where its files are, as the user would type it (the run page names it for a CLI-started run).
        dir: shownPath(c.o.cwd, dir),
      };
    },
  ],
  [
    "DELETE",
    /^\/api\/runs\/([^/]+)$/,
    (c, _q, _s, m): DeleteAnswer => {
      if (c.jobs.info(m[1])?.running) throw new HttpError(409, "the run is still running: stop it first");
      deleteRun(c.o.outputDir, m[1]);
      return { deleted: m[1] };
    },
  ],
  [
    "POST",
    /^\/api\/runs\/([^/]+)\/stop$/,
    (c, _q, _s, m): StopAnswer => {
      runDir(c.o.outputDir, m[1]);
      if (!c.jobs.stop(m[1])) throw new HttpError(409, "not a running run started from this console");
      return { stopping: m[1] };
    },
  ],
  [
    "GET",
    /^\/api\/runs\/([^/]+)\/stream$/,
    (c, _q, res, m) => {
      const dir = runDir(c.o.outputDir, m[1]);
      streamRun(dir, res, c.jobs.get(m[1]), () => {
        const s = summarize(c.o.outputDir, m[1], c.jobs.info(m[1]), c.runs);
        return { verdict: s?.verdict ?? null, exit_code: s?.exit_code ?? null };
      });
      return undefined;
    },
  ],
  [
    "GET",
    /^\/runs\/([^/]+)\/dashboard\.html$/,
    (c, _q, res, m) => sendDashboardFrame(res, c.o.outputDir, m[1]),
  ],
  [
    "GET",
    /^\/runs\/([^/]+)\/raw\/dashboard\.html$/,
    (c, q, res, m) => sendDashboardFile(q, res, c.o.outputDir, m[1]),
  ],
  ["POST", /^\/api\/start$/, (c, _q, _s, _m, body) => startRun(c, body as Record<string, unknown>)],
  [
    "GET",
    /^\/api\/scenarios$/,
    (c): ScenariosAnswer => ({
      scenarios: listScenarios(c.roots),
      new_dir: relative(c.o.cwd, c.roots.newDir) || ".",
      modes: MODES,
      agents: BUILTIN_AGENTS,
    }),
  ],
  [
    "POST",
    /^\/api\/scenarios$/,
    async (c, _q, _s, _m, body) => {
      const b = body as { form?: ScenarioForm; save?: boolean };
      // A problem is the answer to "check this", not a failed request: it comes back as data.
      return scenarioFromFormFile(c.roots, b.form ?? {}, b.save === true);
    },
  ],
  [
    "GET",
    /^\/api\/dataset$/,
    (c, q) => scanDataset(c.o.cwd, new URL(q.url ?? "", "http://x").searchParams.get("path")),
  ],
  ["GET", /^\/api\/templates$/, (c): TemplatesAnswer => ({ templates: c.templates.list() })],
  [
    "POST",
    /^\/api\/templates$/,
    (c, _q, _s, _m, body): TemplateSaved => {
      const b = body as { name?: unknown; form?: unknown };
      c.templates.save(b.name, b.form ?? {});
      // save took it as a plain name (childOf), so it is a string here.
      return { saved: b.name as string };
    },
  ],
  [
    "GET",
    /^\/api\/history\/([^/]+)$/,
    (c, _q, _s, m) =>
      history(
        c.o.baselineDir,
        m[1],
        listRuns(c.o.outputDir, (id) => c.jobs.info(id), c.runs),
      ),
  ],
];

/** A path as the user would type it from where the console runs; absolute when it is outside. */
function shownPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}

function decodeParam(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new HttpError(400, "malformed path");
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === "GET" || req.method === "DELETE") return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, "request body too large");
    chunks.push(c as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  } catch {
    throw new HttpError(400, "the body is not JSON");
  }
}

async function handle(
  ctx: Ctx,
  req: IncomingMessage,
  res: ServerResponse,
  ownHosts: Set<string>,
): Promise<void> {
  const verdict = gate(ctx.secrets, req, ownHosts);
  const path = new URL(req.url ?? "/", "http://x").pathname;
  if (verdict === "login") {
    res.writeHead(303, { ...COMMON_HEADERS, ...loginHeaders(ctx.secrets, newSession(ctx.secrets)) });
    res.end();
    return;
  }
  if (verdict instanceof HttpError) {
    // Someone who opened the bare address in a browser learns where the way in is, and nothing else.
    if (verdict.status === 401 && req.method === "GET" && path === "/")
      return sendPage(res, 401, lockedPage());
    return refuse(res, verdict.status, verdict.message);
  }
  for (const [method, pattern, handler] of ROUTES) {
    const m = pattern.exec(path);
    if (!m || req.method !== method) continue;
    for (let i = 1; i < m.length; i++) m[i] = decodeParam(m[i]);
    const out = await handler(ctx, req, res, m, await readBody(req), verdict);
    if (out === undefined) return;
    const r = out as { status?: number; data?: unknown };
    if (typeof r.status === "number" && "data" in r) json(res, r.status, r.data);
    else json(res, 200, out);
    return;
  }
  refuse(res, 404, "not found");
}

/** Method and path pattern of every route, in the order they are tried. */
export const ROUTE_TABLE: readonly { method: string; pattern: RegExp }[] = ROUTES.map(
  ([method, pattern]) => ({
    method,
    pattern,
  }),
);

export interface Console {
  server: Server;
  jobs: Jobs;
  url: string;
  /** The per-start secret: `--token`'s, or one drawn for this start. */
  token: string;
  close(): Promise<void>;
}

export async function startConsole(o: ServeOptions, host: string, port: number): Promise<Console> {
  const ctx: Ctx = {
    o,
    roots: scenarioRoots(o.cwd, o.scenarios, o.outputDir),
    jobs: new Jobs(o.cli, o.outputDir, o.cwd),
    templates: new Templates(join(o.outputDir, ".console", "templates")),
    secrets: newSecrets(o.token, port),
    runs: new RunIndex(),
  };
  const ownHosts = new Set<string>();
  const server = createServer((req, res) => {
    handle(ctx, req, res, ownHosts).catch((e) => {
      if (res.headersSent) return res.end();
      if (e instanceof HttpError) return refuse(res, e.status, e.message);
      if (e instanceof BadPath) return refuse(res, 400, e.message);
      if (e instanceof NotFound) return refuse(res, 404, e.message);
      refuse(res, 500, errorMessage(e));
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => ok());
  });
  const bound = (server.address() as { port: number }).port;
  ctx.secrets.cookie = cookieName(bound);
  const names = isLoopback(host) ? [host, "127.0.0.1", "localhost", "[::1]"] : [];
  for (const n of names) ownHosts.add(`${n.includes(":") && !n.startsWith("[") ? `[${n}]` : n}:${bound}`);
  const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return {
    server,
    jobs: ctx.jobs,
    url: `http://${shown.includes(":") ? `[${shown}]` : shown}:${bound}/`,
    token: ctx.secrets.token,
    async close() {
      await ctx.jobs.stopAll();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** Loopback addresses and names: a drawn secret is enough there; beyond, the user sets one. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
