/** `agent-loadtest serve` as a child process in a scratch copy of the repository's examples and tasks. */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliEntry, ROOT } from "./cli-entry.js";

export interface Served {
  /** The console's address, without its secret. */
  url: string;
  /** The console's secret: the one printed in the start URL, or `--token`'s. */
  token: string;
  /** The start URL: opening it logs a browser in. */
  login: string;
  cwd: string;
  /** The CLI the console runs, for other commands in the same folder. */
  entry: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** A fresh folder with examples/, tasks/ and baselines/ as a clone has them. */
export function scratchRepo(): string {
  const cwd = mkdtempSync(join(tmpdir(), "console-"));
  for (const d of ["examples", "tasks", "baselines"])
    cpSync(join(ROOT, d), join(cwd, d), { recursive: true });
  return cwd;
}

export async function serve(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const cli = await cliEntry();
  const cwd = scratchRepo();
  const child = spawn(
    process.execPath,
    [cli.entry, "serve", "--port", "0", "--output-dir", "runs", ...args],
    {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    },
  );
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const [url, printed] = await new Promise<[string, string | undefined]>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`serve did not start: ${out}`)), 30_000);
    const check = () => {
      const m = /console: (http:\/\/\S+?\/)(?:\?token=(\S+))?(?:\s|$)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok([m[1], m[2]]);
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", () => fail(new Error(`serve exited: ${out}`)));
  });
  const given = args.indexOf("--token");
  const token = printed ?? (given >= 0 ? args[given + 1] : env.AGENT_LOADTEST_TOKEN) ?? "";
  return {
    url,
    token,
    login: `${url}?token=${token}`,
    cwd,
    entry: cli.entry,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      cli.cleanup();
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}
