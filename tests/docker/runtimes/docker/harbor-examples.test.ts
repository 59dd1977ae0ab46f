/**
 * Harbor's own example tasks, read from ../shared/harbor-examples unmodified, on a real engine: each
 * passes with the oracle (nop where it ships no solution) and leaves nothing behind. The separate
 * verifiers among them check for themselves that only the configured artifacts reach them; a copy
 * without its `artifacts` list shows the converse.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ENGINE, leftovers, nop, oracle, ROOT, runTrial } from "../../../support/docker.js";

const EXAMPLES = path.resolve(ROOT, "../shared/harbor-examples");
const T = 180_000;
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

/** A temp copy of an example (CI's ../shared is read-only), with task.toml edited. */
function copyOf(rel: string, edit: (toml: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "harbor-example-"));
  scratch.push(dir);
  cpSync(path.join(EXAMPLES, rel), dir, { recursive: true });
  const toml = path.join(dir, "task.toml");
  writeFileSync(toml, edit(readFileSync(toml, "utf8")));
  return dir;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

describe.skipIf(!ENGINE || !existsSync(EXAMPLES)).concurrent("docker runtime: Harbor's example tasks", () => {
  it.each([
    ["environment-env-single", nop],
    ["environment-env-multi", nop],
    ["hello-user", oracle],
    ["hello-workdir", oracle],
    ["hello-multi-step-simple", oracle],
    ["separate-verifier-environment", oracle],
    ["verifier-mode-matrix/shared-default", oracle],
    ["verifier-mode-matrix/separate-explicit", oracle],
    ["verifier-mode-matrix/separate-implicit", oracle],
    ["verifier-mode-matrix/multistep-all-shared", oracle],
    ["verifier-mode-matrix/multistep-all-separate", oracle],
    ["verifier-mode-matrix/multistep-top-shared-mixed", oracle],
  ])(
    "%s passes (%o), nothing left",
    async (rel, agent) => {
      const t = await runTrial(path.join(EXAMPLES, rel), agent);
      expect(t.outcome, JSON.stringify(t.outcome)).toMatchObject({
        status: "passed",
        reward: 1,
        bucket: null,
      });
      for (const s of t.outcome.steps ?? []) expect([s.name, s.reward]).toEqual([s.name, 1]);
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "a separate verifier: its own image and container, the artifacts collected and recorded",
    async () => {
      const t = await runTrial(path.join(EXAMPLES, "separate-verifier-environment"), oracle);
      expect(t.outcome.status).toBe("passed");
      expect(t.outcome.attrs?.verifier_image).not.toBe(t.outcome.attrs?.image);
      expect(readJson(path.join(t.dir, "artifacts.json"))).toEqual([
        { path: "/logs/artifacts", status: "ok" },
        { path: "/tmp/configured-artifact.txt", status: "ok" },
      ]);
      expect(readFileSync(path.join(t.dir, "artifacts/tmp/configured-artifact.txt"), "utf8")).toBe(
        "configured artifact ok\n",
      );
      expect(readFileSync(path.join(t.dir, "artifacts/logs/artifacts/answer.txt"), "utf8")).toBe(
        "separate verifier ok\n",
      );
      // The agent-only file stayed where the agent wrote it.
      expect(existsSync(path.join(t.dir, "artifacts/tmp/agent-only.txt"))).toBe(false);
      expect(readFileSync(path.join(t.dir, "verifier", "reward.txt"), "utf8").trim()).toBe("1");
    },
    T,
  );

  it(
    "without its artifacts list, the agent's file does not reach the verifier: task_failed",
    async () => {
      const dir = copyOf("separate-verifier-environment", (toml) =>
        toml.replace('artifacts = ["/tmp/configured-artifact.txt"]', ""),
      );
      const t = await runTrial(dir, oracle);
      expect(t.outcome).toMatchObject({ status: "failed", reward: 0, bucket: "task_failed" });
      expect(readFileSync(path.join(t.dir, "verifier", "test-stdout.txt"), "utf8")).toContain(
        "missing configured artifact at /tmp/configured-artifact.txt",
      );
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "each step's separate verifier gets that step's artifacts only, recorded per step",
    async () => {
      const t = await runTrial(path.join(EXAMPLES, "verifier-mode-matrix/multistep-all-separate"), oracle);
      expect(t.outcome.status).toBe("passed");
      const paths = (step: string) =>
        readJson(path.join(t.dir, "steps", step, "artifacts.json")).map((a: { path: string }) => a.path);
      expect(paths("separate-one")).toEqual(["/logs/artifacts", "/tmp/all-separate-step1.txt"]);
      expect(paths("separate-two")).toEqual(["/logs/artifacts", "/tmp/all-separate-step2.txt"]);
      for (const s of ["separate-one", "separate-two"])
        expect(readFileSync(path.join(t.dir, "steps", s, "verifier", "reward.txt"), "utf8").trim()).toBe("1");
    },
    T,
  );
});
