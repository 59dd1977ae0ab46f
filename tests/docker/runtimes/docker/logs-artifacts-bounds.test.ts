/**
 * What a session's container leaves is copied back under bounds, on a real engine: a 100 MB agent
 * log, a 100 MB verifier log and 100 MB printed on the agent's stdout are cut at the `sessionLogFileBytes` limit with a marker line and the
 * session is still judged; two hard-linked artifacts both reach the separate verifier and are recorded.
 */
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { limit } from "../../../../src/limits.js";
import { BUSYBOX, ENGINE, leftovers, runTrial, shAgent, taskDir } from "../../../support/docker.js";

const T = 180_000;
const HUNDRED_MB = 100 * 1000 * 1000;
const big = (file: string) => `head -c ${HUNDRED_MB} /dev/zero | tr '\\0' x > ${file}`;

/** A task folder in a fresh place: task.toml, tests/test.sh (executable), and more files. */
function task(toml: string, testSh: string, more: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "bounds-task-"));
  cpSync(taskDir("basic"), dir, { recursive: true });
  writeFileSync(join(dir, "task.toml"), toml);
  writeFileSync(join(dir, "tests", "test.sh"), testSh);
  chmodSync(join(dir, "tests", "test.sh"), 0o755);
  for (const [name, text] of Object.entries(more)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const SHARED_TOML = `schema_version = "1.4"
[verifier]
timeout_sec = 120
[agent]
timeout_sec = 120
[environment]
workdir = "/app"
docker_image = "${BUSYBOX}"
`;

function expectCut(file: string): void {
  const bound = limit("sessionLogFileBytes");
  const size = statSync(file).size;
  expect(size).toBeGreaterThan(bound);
  expect(size).toBeLessThan(bound + 200);
  const tail = readFileSync(file).subarray(bound).toString("utf8");
  expect(tail).toMatch(/^\n\[agent-loadtest: cut after \d+ bytes; \d+ more bytes were not copied\]\n$/);
}

describe.skipIf(!ENGINE)("logs and artifacts copied back under bounds", () => {
  it(
    "100 MB agent and verifier logs and 100 MB on the agent's stdout: each cut with a marker line, the session judged passed",
    async () => {
      const dir = task(
        SHARED_TOML,
        `#!/bin/sh\n${big("/logs/verifier/big.log")}\nif [ -f /app/done ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt\n`,
      );
      const t = await runTrial(
        dir,
        shAgent(`${big("/logs/agent/big.log")} && ${big("/dev/stdout")} && touch /app/done`),
      );
      expect(t.outcome, t.outcome.error ?? "").toMatchObject({ status: "passed", reward: 1 });
      expectCut(join(t.dir, "agent", "big.log"));
      expectCut(join(t.dir, "verifier", "big.log"));
      expectCut(join(t.dir, "agent.stdout.log"));
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "two hard-linked artifacts: both copied, both reach the separate verifier, recorded ok",
    async () => {
      // Its own image, built from tests/Dockerfile (no docker_image of its own).
      const toml = `${SHARED_TOML}[verifier.environment]\nbuild_timeout_sec = 120\n`.replace(
        "[verifier]\n",
        '[verifier]\nenvironment_mode = "separate"\n',
      );
      const testSh = `#!/bin/sh
mkdir -p /logs/verifier
a=$(cat /logs/artifacts/a.txt 2>/dev/null); b=$(cat /logs/artifacts/b.txt 2>/dev/null)
echo "a=$a b=$b"
if [ "$a" = linked ] && [ "$b" = linked ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
`;
      const dir = task(toml, testSh, {
        "tests/Dockerfile": `FROM ${BUSYBOX}\nCOPY test.sh /tests/test.sh\nRUN chmod 755 /tests/test.sh\n`,
      });
      const agent = shAgent(
        "mkdir -p /logs/artifacts && echo linked > /logs/artifacts/a.txt && ln /logs/artifacts/a.txt /logs/artifacts/b.txt",
      );
      const t = await runTrial(dir, agent);
      expect(t.outcome, t.outcome.error ?? "").toMatchObject({ status: "passed", reward: 1 });
      expect(JSON.parse(readFileSync(join(t.dir, "artifacts.json"), "utf8"))).toEqual([
        { path: "/logs/artifacts", status: "ok" },
      ]);
      for (const name of ["a.txt", "b.txt"])
        expect(readFileSync(join(t.dir, "artifacts/logs/artifacts", name), "utf8")).toBe("linked\n");
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );
});
