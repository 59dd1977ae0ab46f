/**
 * Runs one command as its own process group, streaming stdout/stderr to files (never buffered),
 * and kills the whole tree (group plus sweep, ../../children.ts) on timeout, abort and exit, so
 * nothing an agent started outlives its phase — a `setsid` grandchild that ignores TERM included.
 */
import { spawn } from "node:child_process";
import { killTree, newMark, newTree, PROC_MARK, type ProcTree, trackTree } from "../../children.js";
import { ioError } from "../../errors.js";
import { reportFatal } from "../../fatal.js";
import { boundedLogFile } from "../log-file.js";

/** Every process of a session's phase is gone this long after its end, timeout or abort. */
export const KILL_GRACE_MS = 2000;

export interface ProcessSpec {
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number | null;
  stdoutFile: string;
  stderrFile: string;
  signal: AbortSignal;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  /** The spawn itself failed (command not found, not executable). */
  spawnError: string | null;
}

export function runProcess(p: ProcessSpec): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const out = boundedLogFile(p.stdoutFile);
    const err = p.stderrFile === p.stdoutFile ? out : boundedLogFile(p.stderrFile);
    let timedOut = false;
    let aborted = false;
    let spawnError: string | null = null;
    const mark = newMark();
    const child = spawn(p.argv[0], p.argv.slice(1), {
      cwd: p.cwd,
      env: { ...p.env, [PROC_MARK]: mark },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const tree: ProcTree | null = child.pid === undefined ? null : newTree(child.pid, mark);
    const untrack = tree ? trackTree(tree) : () => {};
    // A sweep reads every process's stat and repeats until none is left: done once per phase — at its
    // limit, abort or write error, else when the agent exits — not again at exit or close.
    let swept = false;
    const end = () => {
      if (swept) return;
      swept = true;
      if (tree) killTree(tree);
    };
    // A full disk under a log file: the run cannot go on (exit 3); this phase ends now.
    const onWriteError = (file: string) => (e: Error) => {
      end();
      reportFatal(ioError(e, file));
    };
    out.on("error", onWriteError(p.stdoutFile));
    if (err !== out) err.on("error", onWriteError(p.stderrFile));
    const timer =
      p.timeoutMs != null
        ? setTimeout(() => {
            timedOut = true;
            end();
          }, p.timeoutMs)
        : null;
    const onAbort = () => {
      aborted = true;
      end();
    };
    if (p.signal.aborted) onAbort();
    else p.signal.addEventListener("abort", onAbort, { once: true });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(err, { end: false });
    child.on("error", (e) => {
      spawnError = e.message;
    });
    // The agent is done: what it left running (holding its pipes open, or not) ends with it.
    child.on("exit", end);
    child.on("close", (code, sig) => {
      if (timer) clearTimeout(timer);
      p.signal.removeEventListener("abort", onAbort);
      end();
      untrack();
      const done = () => resolve({ exitCode: code, signal: sig, timedOut, aborted, spawnError });
      if (err !== out) err.end();
      // A log stream that failed (disk full) has nothing left to flush.
      if (out.destroyed) done();
      else out.end(done);
    });
  });
}
