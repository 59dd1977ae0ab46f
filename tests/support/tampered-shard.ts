/** A shard artifact as a hostile PR would leave it, a listener for the endpoint it names, the CLI. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { type Finished, runProcess } from "./process.js";

export const ROOT = resolve(import.meta.dirname, "../..");
const CLI = join(ROOT, "dist/cli.js");

export function trustedScenario(dir: string, thresholds: string): string {
  const file = join(dir, "trusted.yaml");
  // The agent beside the scenario: a mount outside its folder would need --allow-host-path.
  cpSync(join(ROOT, "tests/fixtures/github/agents/leaky"), join(dir, "leaky-agent"), { recursive: true });
  writeFileSync(
    file,
    `name: trusted-smoke
runtime: { type: local }
pairs:
  - agent: { name: leaky-agent, command: [node, /agent/agent.mjs], mount: leaky-agent }
    task: ${join(ROOT, "tasks/echo-bench")}
    sessions: 4
    n_concurrent: 2
thresholds:
${thresholds}
regression: { on_missing: warn }
`,
  );
  return file;
}

/** Rewrites the shard's run_start as a hostile PR would; the hash is kept so only the name gives it away. */
export function tamper(runDir: string, name: string, llmUrlEnv: string): void {
  const file = join(runDir, "events.jsonl");
  const lines = readFileSync(file, "utf8").split("\n");
  const i = lines.findIndex((l) => l.includes('"type":"run_start"'));
  const start = JSON.parse(lines[i]);
  start.scenario_name = name;
  start.scenario.name = name;
  start.scenario.thresholds = {};
  delete start.scenario.regression;
  start.scenario.diagnosis = { llm: { url_env: llmUrlEnv, key_env: "TRUSTED_JOB_KEY" } };
  lines[i] = JSON.stringify(start);
  writeFileSync(file, lines.join("\n"));
}

export async function listener(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers.authorization ?? ""}`);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ choices: [{ message: { content: "leaked" } }] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, hits };
}

/**
 * Async, so the listener in this process can answer while the CLI runs, and several CLIs can run at
 * once. `entry` is the CLI to run: dist/cli.js, or a fresh bundle of src (support/cli-entry.ts).
 */
export function cli(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  entry = CLI,
): Promise<Finished> {
  return runProcess(process.execPath, [entry, ...args], { cwd, env });
}
