/**
 * `agent-loadtest serve [--host 127.0.0.1] [--port 8080] [--output-dir DIR] [--scenarios GLOB]
 * [--baseline-dir DIR] [--token T]`: the local web console. Every request needs its secret: `--token`,
 * or one drawn at start and printed once in the start URL. Off loopback the user must set it.
 */
import { resolve } from "node:path";
import { InfraError, UserError } from "../errors.js";
import { rememberSecrets } from "../secrets.js";
import { parseFlags } from "./common.js";
import { serveFlags } from "./flag-tables.js";

/** The shortest secret the user may choose: it is all that stands between the port and the host. */
const MIN_TOKEN = 16;

export async function serveCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("serve", argv, serveFlags);
  // Loaded here: the console's page and server are of no use to other commands.
  const { isLoopback, startConsole } = await import("../serve/server.js");
  if (positionals.length > 0) throw new UserError("takes no arguments", undefined, "agent-loadtest serve");
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UserError(`expected a port number, got "${values.port}"`, undefined, "--port");
  // An empty value is no token (an unset variable in a workflow): the console draws its own.
  const token = values.token || process.env.AGENT_LOADTEST_TOKEN || null;
  if (token && token.length < MIN_TOKEN)
    throw new UserError(
      `a token of ${token.length} characters is guessable: use at least ${MIN_TOKEN} (or none, for one drawn at start)`,
      undefined,
      values.token ? "--token" : "AGENT_LOADTEST_TOKEN",
    );
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
  // A drawn secret is printed once, in the start URL; one the user chose is theirs and is not echoed.
  console.log(
    token
      ? `agent-loadtest console: ${c.url} (open it once as ?token=<your token> to log in; scripts send Authorization: Bearer)`
      : `agent-loadtest console: ${c.url}?token=${c.token}`,
  );
  // From here on the secret is masked in everything this process writes (the line above is already out).
  rememberSecrets([c.token]);
  return new Promise((done) => {
    const stop = (code: number) => () => {
      console.error("stopping: runs started here get SIGTERM and write their reports");
      c.close().then(() => done(code));
    };
    process.once("SIGINT", stop(130));
    process.once("SIGTERM", stop(143));
  });
}
