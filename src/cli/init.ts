/**
 * `agent-loadtest init`: a starter in the user's project — a scenario, a task when the agent needs one,
 * the PR gate and nightly baseline workflow, `baselines/` — validated, with the next command printed.
 * Asks on a terminal; takes flags otherwise. Never overwrites a file without `--force`.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import type { Readable, Writable } from "node:stream";
import { CODING_AGENT_NAMES } from "../agents/table.js";
import { InfraError, UserError } from "../errors.js";
import { parseFlags } from "./common.js";
import { initFlags } from "./flag-tables.js";
import {
  checkAgentKind,
  GITIGNORE_LINES,
  type InitAnswers,
  type PlannedFile,
  planInit,
  SCENARIO_FILE,
  withIgnored,
} from "./init-files.js";
import { packageJson, packageRoot } from "./package.js";
import { validateScenario } from "./validate.js";

/** The `uses:` owner/name when the package does not say where it is published: the one placeholder. */
export const ACTION_PLACEHOLDER = "org/agent-loadtest-action";

type Given = { agent?: string; url?: string };
/** One question, one answer line (readline on a terminal; a script in tests). */
export type Ask = (question: string) => Promise<string>;

export async function initCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("init", argv, initFlags);
  if (positionals.length) throw new UserError("takes no arguments", undefined, "agent-loadtest init");
  const dir = resolve(values.dir ?? ".");
  const interactive = !values.yes && process.stdin.isTTY === true && process.stdout.isTTY === true;
  const given = checkGiven(values);
  const chosen = interactive ? await withTerminal((ask) => askAnswers(given, ask)) : given;
  const answers = { agent: chosen.agent ?? "http", url: chosen.url, actionRepo: actionRepo() };
  const plan = planInit(answers, packageRoot());
  refuseExisting(dir, plan, values.force === true);
  writePlan(dir, plan, packageRoot());
  for (const f of plan) console.log(`wrote ${f.path}`);
  ignoreRuns(dir);
  await validateWritten(join(dir, SCENARIO_FILE));
  printNext(dir, answers);
  return 0;
}

function checkGiven(values: { agent?: string; url?: string }): Given {
  const agent = values.agent === undefined ? undefined : checkAgentKind(values.agent);
  if (values.url === undefined) return { agent };
  if (agent !== undefined && agent !== "http")
    throw new UserError(`applies to --agent http only, not ${agent}`, undefined, "--url");
  const url = httpUrl(values.url);
  if (url === undefined)
    throw new UserError(`expected an http(s) URL, got "${values.url}"`, undefined, "--url");
  return { agent: "http", url };
}

/** The URL as the WHATWG parser writes it (no control characters, no spaces), if it is http(s). */
function httpUrl(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return /^https?:$/.test(url.protocol) ? url.href : undefined;
}

/** The questions a flag did not answer; a choice asked three times without an answer is an error. */
export async function askAnswers(given: Given, ask: Ask): Promise<Given> {
  const kinds = ["builtin", "http", "command"] as const;
  const kind =
    given.agent === undefined
      ? await choose(
          ask,
          "What runs your agent?\n  1) a built-in coding agent\n  2) an HTTP service\n  3) a command\nchoose 1-3 [2]: ",
          "1, 2 or 3 (empty: 2)",
          (a) => kinds[(a === "" ? 2 : Number(a)) - 1],
        )
      : given.agent;
  const agent =
    kind === "builtin"
      ? await choose(
          ask,
          `Which one? ${CODING_AGENT_NAMES.join(", ")} [${CODING_AGENT_NAMES[0]}]: `,
          `one of ${CODING_AGENT_NAMES.join(", ")} (empty: ${CODING_AGENT_NAMES[0]})`,
          (a) => (a === "" ? CODING_AGENT_NAMES[0] : CODING_AGENT_NAMES.find((n) => n === a)),
        )
      : kind;
  if (agent !== "http" || given.url !== undefined) return { agent, url: given.url };
  const url = await choose(
    ask,
    "Your service's URL (empty: start a stand-in service) []: ",
    "an http(s) URL, or empty for a stand-in service",
    (a) => (a === "" ? a : httpUrl(a)),
  );
  return { agent, url: url || undefined };
}

/** Asks until an answer is a choice (three times at most), saying what is valid after a wrong one. */
async function choose<T>(
  ask: Ask,
  question: string,
  valid: string,
  pick: (answer: string) => T | undefined,
): Promise<T> {
  let prompt = question;
  for (let i = 0; i < 3; i++) {
    const answer = (await ask(prompt)).trim();
    const picked = pick(answer);
    if (picked !== undefined) return picked;
    prompt = `${JSON.stringify(answer.slice(0, 80))} is not a valid answer: expected ${valid}.\n${question}`;
  }
  throw new UserError(
    `no valid answer after three tries (expected ${valid})`,
    undefined,
    "agent-loadtest init",
  );
}

/** The input ended before an answer (Ctrl-D): init stops with nothing written, as a user's choice. */
const inputEnded = () =>
  new UserError(
    "the input ended before an answer (Ctrl-D); nothing was written",
    undefined,
    "agent-loadtest init",
  );

/** Questions on a terminal (or any pair of streams): each answer is a line; the input ending is the user leaving. */
export async function withTerminal<T>(
  f: (ask: Ask) => Promise<T>,
  input: Readable = process.stdin,
  output: Writable = process.stdout,
): Promise<T> {
  const rl = createInterface({ input, output });
  let closed = false;
  const ended = new Promise<never>((_, reject) =>
    rl.once("close", () => {
      closed = true;
      reject(inputEnded());
    }),
  );
  ended.catch(() => {}); // said by the question that waits on it
  const ask: Ask = async (q) => {
    if (closed) throw inputEnded();
    try {
      return await Promise.race([rl.question(q), ended]);
    } catch (e) {
      throw closed ? inputEnded() : e;
    }
  };
  try {
    return await f(ask);
  } finally {
    rl.close();
  }
}

/** Adds the run folder to the project's .gitignore (made if missing), never rewriting what is there. */
function ignoreRuns(dir: string): void {
  const file = join(dir, ".gitignore");
  const existing = existsSync(file) ? readFileSync(file, "utf8") : null;
  const text = withIgnored(existing);
  if (text === null) return;
  writeFileSync(file, text);
  console.log(existing === null ? "wrote .gitignore" : `added ${GITIGNORE_LINES.join(", ")} to .gitignore`);
}

/** Before anything is written: a file that exists stops the whole plan, naming the file. */
export function refuseExisting(dir: string, plan: PlannedFile[], force: boolean): void {
  if (force) return;
  const taken = plan.find((f) => existsSync(join(dir, f.path)));
  if (taken)
    throw new UserError("exists; pass --force to overwrite it (nothing was written)", join(dir, taken.path));
}

export function writePlan(dir: string, plan: PlannedFile[], pkg: string): void {
  for (const f of plan) {
    const to = join(dir, f.path);
    mkdirSync(dirname(to), { recursive: true });
    if ("text" in f) writeFileSync(to, f.text);
    else {
      copyFileSync(join(pkg, f.copy), to);
      // A task's test.sh and solve.sh stay executable.
      chmodSync(to, statSync(join(pkg, f.copy)).mode & 0o777);
    }
  }
}

/** What was written is checked like `validate` does; a Docker that is not up yet is no reason to fail. */
async function validateWritten(file: string): Promise<void> {
  try {
    await validateScenario(file);
  } catch (e) {
    if (!(e instanceof InfraError)) throw e;
    console.error(`warning: written, but not fully checked: ${e.message}`);
  }
}

function printNext(dir: string, a: InitAnswers): void {
  const rel = relative(process.cwd(), dir);
  const at = rel.startsWith("..") ? dir : rel;
  console.log(`next: ${at ? `cd ${at} && ` : ""}npx agent-loadtest run ${SCENARIO_FILE}`);
  if (a.actionRepo === ACTION_PLACEHOLDER)
    console.log(
      `then: in .github/workflows/agent-perf.yml, replace "org" in ${ACTION_PLACEHOLDER} with the Action's GitHub owner`,
    );
}

/** `owner/name` from the package's `repository` (set where it is published), else the placeholder. */
export function actionRepo(pkg = packageRoot()): string {
  try {
    const { repository } = packageJson(pkg);
    const url =
      typeof repository === "string" ? repository : (repository as { url?: unknown } | undefined)?.url;
    const m = /github(?:\.com[/:]|:)([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(String(url ?? ""));
    return m ? m[1] : ACTION_PLACEHOLDER;
  } catch {
    return ACTION_PLACEHOLDER;
  }
}
