/**
 * `agent-loadtest run` in a real terminal (tmux) at 80 and 120 columns: the live progress line is
 * redrawn in place and never wraps (no pile of half-lines), a narrowing resize leaves no half-line,
 * and the same run piped is plain lines with no carriage return or escape code.
 */
import { execFile, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEAR_LINE } from "../../../src/pipeline/progress.js";
import { displayWidth } from "../../../src/terminal.js";
import { cliEntry, ROOT } from "../../support/cli-entry.js";
import { needTool } from "../../support/tools.js";

const TMUX = "/usr/bin/tmux";
const execFileAsync = promisify(execFile);
/** A tmux server of this test's own, so a user's sessions are never touched. */
const SOCKET = `agent-loadtest-terminal-${process.pid}`;

/** Short sessions against the mock LLM on the local runtime: enough for several redraws at 0.2 s. */
const N = 20;
const SCENARIO = `
name: terminal-${N}
runtime: { type: local }
services:
  mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 8 }
pairs:
  - agent: { name: echo-agent, command: [node, /agent/agent.mjs], mount: echo-agent }
    task: ${ROOT}/tasks/echo-bench
    sessions: ${N}
    n_concurrent: 10
thresholds:
  pass_rate: ["rate>=0.99"]
`;

let dir: string;
let cli: Awaited<ReturnType<typeof cliEntry>>;

function tmux(...args: string[]): string {
  return execFileSync(TMUX, ["-L", SOCKET, "-f", "/dev/null", ...args], {
    encoding: "utf8",
    timeout: 10_000,
  });
}

/** Waits for a tmux channel to be signalled (`tmux wait-for -S`), at most `limitMs`. */
async function signalled(channel: string, limitMs: number): Promise<void> {
  await execFileAsync(TMUX, ["-L", SOCKET, "-f", "/dev/null", "wait-for", channel], { timeout: limitMs });
}

/** Resolves once `done(text)` holds for `file` (re-read on every change to it), at most `limitMs`. */
function untilFile(
  file: string,
  done: (text: string) => boolean,
  limitMs: number,
  what: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done(existsSync(file) ? readFileSync(file, "utf8") : "")) return;
      finish();
      resolve();
    };
    const watcher = watch(dirname(file), check);
    // a bound on a run that never shows what is awaited, not a measure
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`timed out waiting for ${what}`));
    }, limitMs);
    const finish = () => {
      watcher.close();
      clearTimeout(timer);
    };
    check();
  });
}

interface Pane {
  /** The pane's rows as the terminal shows them, history included. */
  rows: string[];
  /** The same with rows the terminal wrapped joined back into their line. */
  joined: string[];
  /** Every byte the program wrote to the terminal. */
  raw: string;
}

/**
 * Runs `agent-loadtest run` in a detached tmux window of `width` columns; `resizeTo` narrows the
 * window once two progress lines were drawn. The command waits for a tmux signal to start, so the
 * pane's output is recorded from its first byte, and signals when it has ended.
 */
async function runInTmux(name: string, width: number, shell: string, resizeTo?: number): Promise<Pane> {
  const rawFile = join(dir, `${name}.raw`);
  writeFileSync(
    join(dir, `${name}.sh`),
    `${TMUX} -L ${SOCKET} wait-for ${name}-go\n${shell}\necho "EXIT=$?"\n${TMUX} -L ${SOCKET} wait-for -S ${name}-exit\nsleep 300\n`,
  );
  tmux("new-session", "-d", "-s", name, "-x", String(width), "-y", "30", "-c", dir, `sh ${name}.sh`);
  try {
    tmux("pipe-pane", "-t", name, "-o", `cat >> ${rawFile}`);
    tmux("wait-for", "-S", `${name}-go`);
    const capture = (...flags: string[]) =>
      tmux("capture-pane", "-p", "-S", "-", "-E", "-", ...flags, "-t", name);
    if (resizeTo) {
      await untilFile(rawFile, (raw) => raw.split(CLEAR_LINE).length > 3, 120_000, "two progress lines");
      tmux("resize-window", "-t", name, "-x", String(resizeTo), "-y", "30");
    }
    await signalled(`${name}-exit`, 180_000);
    const lines = (s: string) => s.split("\n").map((l) => l.trimEnd());
    return { rows: lines(capture()), joined: lines(capture("-J")), raw: readFileSync(rawFile, "utf8") };
  } finally {
    tmux("kill-session", "-t", name);
  }
}

/** The rows between the startup line and the verdict: where the progress line lives. */
function progressRows(rows: string[]): string[] {
  const from = rows.findIndex((l) => l.startsWith(`running ${N} sessions`));
  const to = rows.findIndex((l) => l.startsWith("verdict: "));
  expect(from, rows.join("\n")).toBeGreaterThanOrEqual(0);
  expect(to, rows.join("\n")).toBeGreaterThan(from);
  return rows.slice(from + 1, to).filter((l) => l !== "");
}

/** Each redraw: the text after a line erase, up to the next erase or newline. */
function redraws(raw: string): string[] {
  return raw
    .split(CLEAR_LINE)
    .slice(1)
    .map((s) => s.split(/\r?\n/)[0])
    .filter((s) => / done /.test(s));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "terminal-cli-"));
  // The agent beside the scenario: a mount outside its folder would need --allow-host-path.
  cpSync(join(ROOT, "examples/agents/echo-agent"), join(dir, "echo-agent"), { recursive: true });
  writeFileSync(join(dir, "scenario.yaml"), SCENARIO);
  cli = await cliEntry();
}, 120_000);
afterAll(() => {
  try {
    execFileSync(TMUX, ["-L", SOCKET, "kill-server"], { stdio: "ignore", timeout: 10_000 });
  } catch {
    // no server left: every session ended
  }
  cli?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const RUN = () => `env CI= node ${cli.entry} run scenario.yaml --out runs --progress-interval 0.2`;

describe.skipIf(needTool("tmux", TMUX))("agent-loadtest run in a terminal", () => {
  it.each([80, 120])(
    "at %i columns every redraw fits and one whole progress line stays above the verdict",
    async (width) => {
      const pane = await runInTmux(`w${width}`, width, RUN());
      expect(pane.joined.join("\n")).toMatch(/^EXIT=0$/m);
      const drawn = redraws(pane.raw);
      expect(drawn.length, pane.raw).toBeGreaterThanOrEqual(3);
      for (const line of drawn) expect(displayWidth(line), line).toBeLessThan(width);
      // No half-line: the terminal wrapped none of these rows, and only the last state is left.
      const rows = progressRows(pane.rows);
      expect(progressRows(pane.joined)).toEqual(rows);
      expect(rows).toHaveLength(1);
      const last = new RegExp(
        `^progress \\d+:\\d\\d · ${N}/${N} done · .*pass 100\\.0% · e2e (?:p50 [\\d.]+ m?s )?p95 ([\\d.]+ m?s)`,
      ).exec(rows[0]);
      expect(last, rows[0]).not.toBeNull();
      // The last line's p95 is the figure the gate tested, written as the summary writes it.
      const summary = /^sessions: .* e2e p95 ([\d.]+ m?s)\b/m.exec(pane.joined.join("\n"));
      expect(summary, pane.joined.join("\n")).not.toBeNull();
      expect(last?.[1]).toBe(summary?.[1]);
    },
    240_000,
  );

  it("narrowed from 120 to 80 columns mid-run: later redraws fit 80 and no half-line is left", async () => {
    const pane = await runInTmux("resize", 120, RUN(), 80);
    expect(pane.joined.join("\n")).toMatch(/^EXIT=0$/m);
    const drawn = redraws(pane.raw);
    expect(drawn.at(-1)?.length).toBeLessThan(80);
    // The line drawn at 120 columns stays whole (the terminal reflowed it onto two rows); every
    // other row is a whole progress line.
    const rows = progressRows(pane.joined);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row).toMatch(new RegExp(`^progress \\d+:\\d\\d · \\d+/${N} done · `));
    expect(rows.at(-1)?.length).toBeLessThan(80);
  }, 240_000);

  it("piped, the same run is plain lines: no carriage return, no escape code", async () => {
    const pane = await runInTmux(
      "piped",
      80,
      `${RUN().replace(" --progress-interval 0.2", "")} 2>&1 | cat > piped.log`,
    );
    expect(pane.joined.join("\n")).toMatch(/^EXIT=0$/m);
    const log = readFileSync(join(dir, "piped.log"), "utf8");
    expect(log).not.toMatch(/[\r\u001b]/);
    expect(log).toMatch(new RegExp(`^progress \\d+:\\d\\d · ${N}/${N} done · `, "m"));
    expect(log).toMatch(/^verdict: PASS$/m);
  }, 240_000);
});
