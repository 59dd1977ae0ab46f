/**
 * Scenario reach through the real CLI: a folder outside the workspace named as `agent.mount`, or a
 * runner variable through `${VAR}`, is exit 2 with file:line before anything runs; `--allow-host-path`
 * admits the folder, `secrets:` the variable.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEntry, ROOT } from "../../support/cli-entry.js";

let cli: Awaited<ReturnType<typeof cliEntry>>;
const dir = mkdtempSync(join(tmpdir(), "host-reach-"));

beforeAll(async () => {
  cli = await cliEntry();
  cpSync(join(ROOT, "tasks/echo-bench"), join(dir, "task"), { recursive: true });
});
afterAll(() => cli?.cleanup());

const scenario = (agent: string, secrets = "") => `name: reach
runtime: { type: local }
${secrets}pairs:
  - agent: { name: a, command: [sh, -c, "exit 0"], ${agent} }
    task: task
    sessions: 1
`;

/** The CLI in a folder that is in no repository, with a runner's variables set. */
function cli_(args: string[]) {
  const r = spawnSync(process.execPath, [cli.entry, ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: dir, ACTIONS_RUNTIME_TOKEN: "runtime-token-canary", CI: "true" },
    timeout: 120_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

interface Row {
  name: string;
  yaml: string;
  args: string[];
  exit: number[];
  says?: RegExp;
}

const ROWS: Row[] = [
  {
    name: "validate: mount /etc",
    yaml: scenario("mount: /etc"),
    args: ["validate"],
    exit: [2],
    says: /s-\d+\.yaml:4:\d+: pairs\[0\]\.agent\.mount: \/etc is outside the workspace/,
  },
  {
    name: "run: mount /etc",
    yaml: scenario("mount: /etc"),
    args: ["run", "--out", "runs", "-q"],
    exit: [2],
    says: /s-\d+\.yaml:4:\d+: pairs\[0\]\.agent\.mount:.*--allow-host-path \/etc/,
  },
  {
    name: "validate --allow-host-path /etc",
    yaml: scenario("mount: /etc"),
    args: ["validate", "--allow-host-path", "/etc"],
    exit: [0],
  },
  {
    name: "run --allow-host-path /etc runs",
    yaml: scenario("mount: /etc"),
    args: ["run", "--out", "runs", "-q", "--allow-host-path", "/etc"],
    exit: [0, 1],
  },
  {
    name: "validate: ${ACTIONS_RUNTIME_TOKEN}",
    yaml: scenario('env: { NOTE: "${ACTIONS_RUNTIME_TOKEN}" }'),
    args: ["validate"],
    exit: [2],
    says: /s-\d+\.yaml:4:\d+: pairs\[0\]\.agent\.env\.NOTE: \$\{ACTIONS_RUNTIME_TOKEN\} is the runner's own/,
  },
  {
    name: "run: ${ACTIONS_RUNTIME_TOKEN}",
    yaml: scenario('env: { NOTE: "${ACTIONS_RUNTIME_TOKEN}" }'),
    args: ["run", "--out", "runs", "-q"],
    exit: [2],
    says: /s-\d+\.yaml:4:\d+: .*runner's own/,
  },
  {
    name: "validate: ${ACTIONS_RUNTIME_TOKEN} listed in secrets:",
    yaml: scenario('env: { NOTE: "${ACTIONS_RUNTIME_TOKEN}" }', "secrets: [ACTIONS_RUNTIME_TOKEN]\n"),
    args: ["validate"],
    exit: [0],
  },
];

describe("what a scenario may reach, through the CLI", () => {
  it.each(ROWS)("$name → exit $exit", (row) => {
    const file = `s-${ROWS.indexOf(row)}.yaml`;
    writeFileSync(join(dir, file), row.yaml);
    const r = cli_([...row.args, file]);
    expect(row.exit, r.out).toContain(r.code);
    if (row.says) expect(r.out).toMatch(row.says);
    expect(r.out).not.toContain("runtime-token-canary");
  });
});
