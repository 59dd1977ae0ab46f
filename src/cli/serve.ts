/**
 * `agent-loadtest serve [--host 127.0.0.1] [--port 8080] [--output-dir DIR] [--scenarios GLOB]
 * [--baseline-dir DIR] [--token T]`: the local web console. Off loopback it needs a token.
 */
import { resolve } from "node:path";
import { InfraError, UserError } from "../errors.js";
import { parseFlags } from "./common.js";
import { serveFlags } from "./flag-tables.js";

export async function serveCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("serve", argv, serveFlags);
  // Loaded here: the console's page and server are of no use to other commands.
  const { isLoopback, startConsole } = await import("../serve/server.js");
  if (positionals.length > 0) throw new UserError("takes no arguments", undefined, "agent-loadtest serve");
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UserError(`expected a port number, got "${values.port}"`, undefined, "--port");
  const token = values.token ?? process.env.AGENT_LOADTEST_TOKEN ?? null;
  if (!isLoopback(values.host) && !token)
    throw new UserError(
      `binding to ${values.host} exposes the console beyond this machine: set --token or AGENT_LOADTEST_TOKEN`,
      undefined,
      "--host",
    );
  const cwd = process.cwd();
  let c: Awaited<ReturnType<typeof startConsole>>;
  try {
    c = await startConsole(
      {
        cwd,
        outputDir: resolve(cwd, values["output-dir"]),
        baselineDir: resolve(cwd, values["baseline-dir"]),
        scenarios: values.scenarios,
        token,
        cli: { node: process.execPath, entry: process.argv[1] },
      },
      values.host,
      port,
    );
  } catch (e) {
    throw new InfraError(`cannot listen on ${values.host}:${port}: ${(e as Error).message}`);
  }
  console.log(
    `agent-loadtest console: ${c.url}${token ? " (open it once as ?token=… to log in; API clients send Authorization: Bearer)" : ""}`,
  );
  return new Promise((done) => {
    const stop = (code: number) => () => {
      console.error("stopping: runs started here get SIGTERM and write their reports");
      c.close().then(() => done(code));
    };
    process.once("SIGINT", stop(130));
    process.once("SIGTERM", stop(143));
  });
}
