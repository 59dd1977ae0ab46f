/**
 * GitHub's @github/local-action runs the Action from its TypeScript sources, as `npm run local-action`
 * does, and ends with the same exit code as the runner running the bundle: 0 passed, 1 gate failed,
 * 2 invalid input, 3 infrastructure. The post entry runs under it too.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runAction } from "../../support/action-harness.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const QUICKSTART = join(ROOT, "examples", "quickstart.yaml");

interface Case {
  name: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  exit: number;
  /** The post entry runs after the main one, as on a runner (each local-action start compiles src/ again). */
  post?: boolean;
}

const cases: Case[] = [
  { name: "the quickstart passes, then the post entry runs and passes", inputs: {}, exit: 0, post: true },
  { name: "a failing threshold fails the gate", inputs: { set: "thresholds.e2e_ms[0]=p(95)<1" }, exit: 1 },
  {
    name: "a missing scenario is invalid input",
    inputs: { scenario: join(ROOT, "examples", "nope.yaml") },
    exit: 2,
  },
  {
    name: "an unreachable Docker is an infrastructure failure",
    inputs: { set: "runtime.type=docker" },
    env: { DOCKER_HOST: "unix:///nonexistent/agent-loadtest.sock" },
    exit: 3,
  },
];

/** `npx @github/local-action run . src/action/main.ts <env file> [--post src/action/post.ts]` */
function localAction(c: Case): Promise<{ code: number; log: string }> {
  const dir = mkdtempSync(join(tmpdir(), "local-action-"));
  const inputs = { scenario: QUICKSTART, comment: "never", "output-dir": join(dir, "runs"), ...c.inputs };
  const lines = [
    // the shipped .env.example first, as `npm run local-action` uses it; this case's inputs win
    readFileSync(join(ROOT, ".env.example"), "utf8"),
    ...Object.entries(inputs).map(([k, v]) => `INPUT_${k.toUpperCase()}=${JSON.stringify(v)}`),
    ...Object.entries(c.env ?? {}).map(([k, v]) => `${k}=${JSON.stringify(v)}`),
  ];
  const envFile = join(dir, ".env");
  writeFileSync(envFile, `${lines.join("\n")}\n`);
  const args = ["run", ".", "src/action/main.ts", envFile];
  if (c.post) args.push("--post", "src/action/post.ts");
  return new Promise((done) => {
    // a bound on a hung local-action, far above a quickstart run's length
    execFile(
      join(ROOT, "node_modules/.bin/local-action"),
      args,
      { cwd: ROOT, timeout: 240_000, maxBuffer: 32 << 20 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
        done({ code, log: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe("@github/local-action and the runner agree on the exit code", () => {
  it.each(cases)(
    "$name: exit $exit",
    async (c) => {
      const la = await localAction(c);
      expect(la.code, la.log.slice(-3000)).toBe(c.exit);
      // The post step never fails the job.
      if (c.post) {
        expect(la.log).toMatch(/Running Post Step/);
        expect(la.log).not.toMatch(/does not export a run\(\) function/);
        expect(la.log).not.toMatch(/::warning::cleanup of run/);
      }
      const runner = await runAction({
        inputs: { scenario: QUICKSTART, comment: "never", "artifact-name": "", ...c.inputs },
        env: c.env,
        event: null,
      });
      expect(runner.code, runner.visibleLog.slice(-3000)).toBe(c.exit);
      if (c.exit <= 1)
        expect(la.log).toMatch(
          c.exit === 0 ? /set-output name=verdict::(pass|warn)/ : /set-output name=verdict::fail/,
        );
    },
    300_000,
  );
});
