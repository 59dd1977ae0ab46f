/**
 * Runs one command as its own process group, streaming stdout/stderr to files (never buffered),
 * and kills the whole tree on timeout or abort so nothing an agent started outlives its phase.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

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
    const out = createWriteStream(p.stdoutFile, { flags: "a" });
    const err = p.stderrFile === p.stdoutFile ? out : createWriteStream(p.stderrFile, { flags: "a" });
    let timedOut = false;
    let aborted = false;
    let spawnError: string | null = null;
    const child = spawn(p.argv[0], p.argv.slice(1), {
      cwd: p.cwd,
      env: p.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const killTree = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    };
    const timer =
      p.timeoutMs != null
        ? setTimeout(() => {
            timedOut = true;
            killTree();
          }, p.timeoutMs)
        : null;
    const onAbort = () => {
      aborted = true;
      killTree();
    };
    if (p.signal.aborted) onAbort();
    else p.signal.addEventListener("abort", onAbort, { once: true });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(err, { end: false });
    child.on("error", (e) => {
      spawnError = e.message;
    });
    child.on("close", (code, sig) => {
      if (timer) clearTimeout(timer);
      p.signal.removeEventListener("abort", onAbort);
      // The group may still hold children that closed their pipes; take them down too.
      killTree();
      const done = () => resolve({ exitCode: code, signal: sig, timedOut, aborted, spawnError });
      if (err !== out) err.end();
      out.end(done);
    });
  });
}
