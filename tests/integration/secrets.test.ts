/**
 * Issue 21, acceptance 1: a canary secret passed from a host variable with an innocent name reaches
 * none of the places the tool writes — the run folder (every file, gzip unpacked), the CLI's stdout
 * and stderr, the console's API and event stream, the Action's outputs, summary, comment, annotations
 * and log — whichever names it passed through. Real parts: the CLI and the Action bundled from src/,
 * local-runtime agents that print their environment, an HTTP agent service that echoes its request
 * headers, the console serving, and a local stand-in of the GitHub API.
 */
import { spawn } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionRun, FakeGitHub, runAction, workspace } from "../support/action-harness.js";
import { actionEntry, cliEntry, ROOT } from "../support/cli-entry.js";
import { type Served, serve } from "../support/console.js";

/** Has a `/` and a `+`, so its URL-encoded and base64 forms differ from it. */
const CANARY = "pr0dCanary/Q7+w2Lm9xVt4";
const SHAPED = "sk-proj-Canary7Zq81Lm2Vx93Tt0";
const HOST_ENV = { PROD_CRED_A: CANARY, PROD_CRED_B: SHAPED };

/** The forms a leak takes, found without the product's help: as is, URL-encoded, base64 at 3 offsets. */
function leaks(text: string, secret: string): string[] {
  const found: string[] = [];
  if (text.includes(secret)) found.push("as is");
  if (text.includes(encodeURIComponent(secret))) found.push("URL-encoded");
  for (const offset of [0, 1, 2]) {
    const enc = Buffer.from(`${"\0".repeat(offset)}${secret}`).toString("base64");
    // the middle does not depend on the bytes around the secret
    const middle = enc.slice(4, -4);
    const urlSafe = middle.replace(/\+/g, "-").replace(/\//g, "_");
    if (text.includes(middle) || text.includes(urlSafe)) found.push(`base64 at offset ${offset}`);
  }
  return found;
}

/** Every file of a folder as text, gzip files unpacked. */
function folderText(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const rel of readdirSync(dir, { recursive: true }).map(String)) {
    const p = join(dir, rel);
    if (!statSync(p).isFile()) continue;
    let buf = readFileSync(p);
    if (rel.endsWith(".gz")) buf = gunzipSync(buf);
    out.push(
      { file: rel, text: buf.toString("latin1") },
      { file: `${rel} (utf8)`, text: buf.toString("utf8") },
    );
  }
  return out;
}

const AGENT_SH = `#!/bin/sh
# Prints what it was given, every way a careless agent would.
echo "env: $(env | grep -e NOTE -e KEY -e CRED | tr '\\n' ' ')"
printf '%s' "$NOTE" | base64 -w0; echo
printf 'x:%s' "$NOTE" | base64 -w0; echo
printf 'xy:%s' "$NOTE" | base64 -w0; echo
env | gzip > "$AGENT_LOGS_DIR/env.txt.gz"
printf '{"kind":"tool","name":"%s","start":1,"end":2,"ok":false,"error_class":"x"}\\n' "$NOTE" > "$AGENT_LOGS_DIR/spans.jsonl"
echo "failed with $NOTE" >&2
exit 1
`;

const SERVICE_MJS = `import { createServer } from "node:http";
const note = process.env.NOTE ?? "";
console.log("service env", JSON.stringify({ SERVICE_API_KEY: process.env.SERVICE_API_KEY, NOTE: note }));
console.log("b64", Buffer.from("x:" + note).toString("base64"));
if (process.env.DIE) process.exit(1);
createServer((req, res) => {
  if (req.url === "/health") return res.end("ok");
  const auth = req.headers.authorization ?? "";
  console.log("request with", auth, encodeURIComponent(auth));
  res.writeHead(200, { "content-type": "application/x-ndjson" });
  res.write(JSON.stringify({ type: "token", text: "echo " + auth }) + "\\n");
  res.end(JSON.stringify({ type: "error", error: { message: "refused " + auth + " " + note } }) + "\\n");
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

interface Row {
  name: string;
  secret: string;
  yaml: (dir: string) => string;
  /** The CLI's and the Action's exit code: 1, the SLO fails; 3, the service never came up. */
  exit?: number;
  /** Where the redactor's mark shows the value was printed (default: the run folders). */
  printed?: { writer: string; mark: RegExp };
  /** Lines added to the task's task.toml. */
  taskToml?: string;
}

/** The agent runs in a copy of the task: its script is named by absolute path. */
const localPair = (env: string) => (dir: string) =>
  `pairs:\n  - agent:\n      name: leaky\n      command: [sh, ${join(dir, "agent.sh")}]\n      env: ${env}\n    task: task\n    sessions: 2\n`;
const httpScenario = (extra: string) => `runtime:
  type: http
  http:
    request: { path: "/v1/journeys/{{journey}}" }
    headers: { Authorization: "Bearer \${PROD_CRED_A}" }
    stream: { format: ndjson }
    success: { status_in: [succeeded] }
${extra}pairs:
  - agent: { name: svc }
    journey: { name: j1 }
    sessions: 2
`;

/** Keys named and not named like secrets; the value always reaches the agent under NOTE, an innocent key. */
const ROWS: Row[] = [
  {
    name: "a secret-named env key beside an innocent one",
    secret: CANARY,
    yaml: localPair('{ OPENAI_API_KEY: "${PROD_CRED_A}", NOTE: "${PROD_CRED_A}" }'),
  },
  {
    name: "an innocent env key, its host variable listed in secrets:",
    secret: CANARY,
    yaml: (dir) => `secrets: [PROD_CRED_A]\n${localPair('{ NOTE: "${PROD_CRED_A}" }')(dir)}`,
  },
  {
    name: "an innocent env key listed in secrets:",
    secret: CANARY,
    yaml: (dir) => `secrets: [NOTE]\n${localPair('{ NOTE: "${PROD_CRED_A}" }')(dir)}`,
  },
  {
    name: "an innocent env key, a credential-shaped value",
    secret: SHAPED,
    yaml: localPair('{ NOTE: "${PROD_CRED_B}" }'),
  },
  {
    name: "a task.toml env key named like a credential",
    secret: CANARY,
    yaml: localPair('{ RETRIES: "1" }'),
    taskToml: '\n[environment.env]\nMY_API_KEY = "${PROD_CRED_A}"\n',
    printed: { writer: "CLI run folder", mark: /MY_API_KEY=\*\*\*/ },
  },
  {
    name: "an HTTP journey's Authorization header only",
    secret: CANARY,
    yaml: () =>
      httpScenario(
        'services:\n  agent_service: { command: [node, service.mjs], env: { NOTE: "${PROD_CRED_A}" } }\n',
      ),
  },
  {
    name: "all at once: a service's secret-named key, an innocent key, the header, secrets:",
    secret: CANARY,
    yaml: () =>
      httpScenario(
        'secrets: [PROD_CRED_A]\nservices:\n  agent_service: { command: [node, service.mjs], env: { SERVICE_API_KEY: "${PROD_CRED_A}", NOTE: "${PROD_CRED_A}" } }\n',
      ),
  },
  {
    name: "a service that prints its secret-named env and dies at start (the error line quotes it)",
    secret: CANARY,
    yaml: () =>
      httpScenario(
        'services:\n  agent_service: { command: [node, service.mjs], startup_timeout_sec: 10, env: { SERVICE_API_KEY: "${PROD_CRED_A}", NOTE: "${PROD_CRED_A}", DIE: "1" } }\n',
      ),
    exit: 3,
    printed: { writer: "CLI stderr", mark: /last output: .*\*\*\*/ },
  },
];

/** A folder holding the row's scenario, its task, the agent script and the service. */
function scenarioDir(parent: string, i: number, row: Row): string {
  const dir = join(parent, `row${i}`);
  mkdirSync(dir, { recursive: true });
  cpSync(join(ROOT, "tasks/echo-bench"), join(dir, "task"), { recursive: true });
  if (row.taskToml) appendFileSync(join(dir, "task", "task.toml"), row.taskToml);
  writeFileSync(join(dir, "agent.sh"), AGENT_SH);
  writeFileSync(join(dir, "service.mjs"), SERVICE_MJS);
  // Every row fails its SLO, so the Action has annotations and a failing check to print.
  writeFileSync(join(dir, "s.yaml"), `name: leak${i}\nthresholds: { e2e_ms: ["p(95)<1"] }\n${row.yaml(dir)}`);
  return dir;
}

interface Outputs {
  /** where → text */
  places: Record<string, string[]>;
}

function spawnCli(entry: string, args: string[], cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [entry, ...args], { cwd, env: { ...process.env, ...HOST_ENV } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

function get(url: string, headers: Record<string, string> = {}, body?: string, method = "GET") {
  return new Promise<string>((ok, fail) => {
    // The console's API as a script calls it: its secret as Bearer (no CSRF token needed then).
    const auth = { authorization: `Bearer ${served.token}`, ...headers };
    const req = request(url, { method, headers: auth, timeout: 60_000 }, (res) => {
      let text = "";
      res.on("data", (c) => {
        text += c;
      });
      res.on("end", () => ok(text));
    });
    req.on("error", fail);
    req.end(body);
  });
}

let cli: { entry: string; cleanup(): void };
let action: { entry: string; cleanup(): void };
let served: Served;
const work = mkdtempSync(join(tmpdir(), "secrets-acceptance-"));
const results: Outputs[] = [];

async function runCli(dir: string, row: Row, out: Outputs): Promise<void> {
  const r = await spawnCli(cli.entry, ["run", "s.yaml", "--out", "runs", "--progress", "plain"], dir);
  expect(r.code, r.stderr).toBe(row.exit ?? 1);
  out.places["CLI stdout"] = [r.stdout];
  out.places["CLI stderr"] = [r.stderr];
  const runsDir = join(dir, "runs");
  const runDir = join(runsDir, readdirSync(runsDir)[0]);
  out.places["CLI run folder"] = folderText(runDir).map((f) => `${f.file}\n${f.text}`);
  // validate prints too
  const v = await spawnCli(cli.entry, ["validate", "s.yaml"], dir);
  out.places["CLI stdout"].push(v.stdout);
  out.places["CLI stderr"].push(v.stderr);
}

async function runConsole(i: number, dir: string, out: Outputs): Promise<void> {
  const mine = join(served.cwd, "examples", `secrets-row${i}`);
  cpSync(dir, mine, { recursive: true, filter: (p) => !p.includes("/runs") });
  const headers = { "content-type": "application/json" };
  const started = JSON.parse(
    await get(
      `${served.url}api/start`,
      headers,
      JSON.stringify({ file: `examples/secrets-row${i}/s.yaml` }),
      "POST",
    ),
  ) as { id?: string };
  expect(started.id, JSON.stringify(started)).toBeTruthy();
  const id = encodeURIComponent(started.id ?? "");
  const stream = await get(`${served.url}api/runs/${id}/stream`);
  expect(stream).toContain("event: done");
  out.places["console event stream"] = [stream];
  out.places["console API"] = [
    await get(`${served.url}api/runs/${id}`),
    await get(`${served.url}api/runs`),
    await get(`${served.url}runs/${id}/raw/dashboard.html`, { "sec-fetch-dest": "iframe" }),
  ];
}

async function runTheAction(dir: string, row: Row, out: Outputs): Promise<void> {
  const api = await new FakeGitHub().start();
  const ws = workspace();
  let run: ActionRun;
  try {
    run = await runAction({
      inputs: { scenario: join(dir, "s.yaml"), "fail-on": "slo" },
      env: HOST_ENV,
      api,
      cwd: ws,
      script: action.entry,
    });
  } finally {
    await api.stop();
  }
  expect(run.code, run.visibleLog).toBe(row.exit ?? 1);
  const masks = run.stdout.split("\n").filter((l) => l.startsWith("::add-mask::"));
  out.places["Action masks the secret first"] = masks.some((l) => l.includes(CANARY) || l.includes(SHAPED))
    ? []
    : ["no ::add-mask:: of the secret"];
  out.places["Action outputs"] = [JSON.stringify(run.outputs), JSON.stringify(run.state)];
  out.places["Action job summary"] = [run.summary];
  out.places["Action PR comment"] = api.calls.map((c) => JSON.stringify(c.body));
  out.places["Action annotations and log"] = [run.visibleLog];
  // An infrastructure failure sets no run-dir output: the whole output folder then.
  const runDir = run.outputs["run-dir"] || join(ws, "agent-loadtest-runs");
  out.places["Action run folder (the artifact)"] = folderText(runDir).map((f) => `${f.file}\n${f.text}`);
}

beforeAll(async () => {
  [cli, action] = await Promise.all([cliEntry(), actionEntry()]);
  served = await serve([], HOST_ENV);
  for (const [i, row] of ROWS.entries()) {
    const dir = scenarioDir(work, i, row);
    const out: Outputs = { places: {} };
    // The three writers read the same scenario folder and write apart (runs/, the console's copy
    // without runs/, the Action's workspace): they run side by side.
    await Promise.all([runCli(dir, row, out), runConsole(i, dir, out), runTheAction(dir, row, out)]);
    results.push(out);
  }
}, 600_000);

afterAll(async () => {
  await served?.stop();
  cli?.cleanup();
  action?.cleanup();
});

const WRITERS = [
  "CLI run folder",
  "CLI stdout",
  "CLI stderr",
  "console API",
  "console event stream",
  "Action masks the secret first",
  "Action outputs",
  "Action job summary",
  "Action PR comment",
  "Action annotations and log",
  "Action run folder (the artifact)",
];

describe("a secret reaches no writer", () => {
  const cases = ROWS.flatMap((row, i) => WRITERS.map((w) => [row.name, w, i] as const));
  it.each(cases)("%s → %s", (_row, writer, i) => {
    const texts = results[i]?.places[writer];
    expect(texts, "the writer ran").toBeDefined();
    if (writer === "Action masks the secret first") {
      expect(texts).toEqual([]);
      return;
    }
    const found = (texts ?? []).flatMap((t) => {
      const where = t.split("\n", 1)[0];
      return leaks(t, ROWS[i].secret).map((form) => `${form} (${where.slice(0, 80)})`);
    });
    expect(found).toEqual([]);
  });

  it.each(ROWS.map((r, i) => [r.name, i] as const))(
    "%s: the agent or the service did print it, so the clean places above had it to leak",
    (_name, i) => {
      // The redactor's mark stands where the value was.
      const printed = ROWS[i].printed;
      if (printed) {
        expect(results[i].places[printed.writer].join("\n")).toMatch(printed.mark);
        return;
      }
      for (const w of ["CLI run folder", "Action run folder (the artifact)"]) {
        expect(results[i].places[w].join("\n"), w).toMatch(/NOTE=\*\*\*|request with \*\*\* \*\*\*/);
      }
    },
  );
});
