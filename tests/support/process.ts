/** A child process run to its end, asynchronously: servers in the test's own process keep answering it. */
import { spawn } from "node:child_process";

export interface Finished {
  /** Null when it was killed: by a signal, or for outliving `timeoutMs`. */
  code: number | null;
  /** stdout and stderr, interleaved as they came. */
  out: string;
}

export function runProcess(
  command: string,
  args: string[],
  opts: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<Finished> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 90_000);
    child.on("error", (e) => {
      clearTimeout(timer);
      done({ code: null, out: `${out}${e.message}` });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}
