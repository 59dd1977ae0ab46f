/**
 * How a session's files reach its container and its logs come back, on a real engine. The fast way:
 * PID 1 unpacks the session's files from the attach connection, and the verifier's one exec takes the
 * tests on stdin and returns both log folders on stdout. Every image that cannot do that still gets
 * its files through the archive API, and nothing a container sends can land outside its session folder.
 */
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { extractTarChecked, packTar } from "../../../../src/runtimes/docker/tar.js";
import { ENGINE, leftovers, phases, runTrial, runTrials, shAgent } from "../../../support/docker.js";

const TASKS = join(import.meta.dirname, "../../../fixtures/e2e-docker/tasks");
const T = 60_000;

/** Writes "done" where the fixture verifiers look, after checking the instruction arrived. */
const doneAgent = shAgent('test -f "$AGENT_INSTRUCTION_FILE" && echo done > /logs/agent/done.txt');

function symlinksUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => lstatSync(f).isSymbolicLink());
}

describe.skipIf(!ENGINE)("session files in and logs out", () => {
  it(
    "an image whose user cannot write to / gets the files through the archive API; the verifier still passes it",
    async () => {
      const t = await runTrial(join(TASKS, "non-root"), doneAgent);
      expect(t.outcome, t.outcome.error ?? "").toMatchObject({ status: "passed", reward: 1 });
      expect(Object.values(phases(t.events)).every(Boolean)).toBe(true);
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "a verifier user: tests go in and logs come out through the archive API",
    async () => {
      const t = await runTrial(join(TASKS, "verifier-user"), doneAgent);
      expect(t.outcome, t.outcome.error ?? "").toMatchObject({ status: "passed", reward: 1 });
      expect(existsSync(join(t.dir, "verifier", "test-stdout.txt"))).toBe(true);
      expect(existsSync(join(t.dir, "agent", "instruction.md"))).toBe(true);
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "an entrypoint that ignores its command: after one unanswered wait, fresh containers get the files through the archive API",
    async () => {
      const trials = await runTrials(join(TASKS, "own-entrypoint"), doneAgent, { sessions: 2 });
      for (const t of trials) expect(t.outcome, t.outcome.error ?? "").toMatchObject({ status: "passed" });
      const setup = (i: number) => {
        const p = trials[i].events.find((e) => e.type === "phase" && e.phase === "env_setup");
        return p && p.type === "phase" ? p.end - p.start : Number.NaN;
      };
      // The first session waits out the product's fixed wait for PID 1 to speak (a real timeout, the
      // subject here); the second knows the image and does not.
      expect(setup(0)).toBeGreaterThan(5_000);
      expect(setup(1)).toBeLessThan(5_000);
      expect(await leftovers(trials[0].runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "links an agent leaves in /logs point nowhere on the host: the session folder gets none of them",
    async () => {
      const outside = mkdtempSync(join(tmpdir(), "outside-"));
      writeFileSync(join(outside, "secret.txt"), "host only");
      const links = [
        `ln -s ${outside} /logs/agent/to-outside`,
        "ln -s / /logs/agent/root",
        "mkdir -p /logs/agent/deep",
        "ln -s /etc/passwd /logs/agent/deep/passwd",
        "touch /app/done",
      ].join(" && ");
      const t = await runTrial(join(TASKS, "solved"), shAgent(links));
      expect(t.outcome, t.outcome.error ?? "").toMatchObject({ status: "passed" });
      expect(existsSync(join(t.dir, "agent", "deep"))).toBe(true);
      expect(symlinksUnder(t.dir)).toEqual([]);
      expect(readdirSync(outside)).toEqual(["secret.txt"]);
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );
});

/** An archive as a container could craft it (its tar is the agent's to replace). */
function craftedArchive(outside: string): Buffer {
  const data = (s: string) => Buffer.from(s);
  return packTar([
    { name: "logs", type: "dir", mode: 0o755 },
    { name: "logs/agent", type: "dir", mode: 0o755 },
    { name: "logs/agent/evil", type: "symlink", mode: 0o777, linkname: outside },
    { name: "logs/agent/evil/through-link.txt", type: "file", mode: 0o644, data: data("x") },
    { name: "logs/agent/../../up-and-out.txt", type: "file", mode: 0o644, data: data("x") },
    { name: "logs/agent/twice.txt", type: "file", mode: 0o644, data: data("first") },
    { name: "logs/agent/twice.txt", type: "symlink", mode: 0o777, linkname: outside },
    { name: "logs/verifier", type: "symlink", mode: 0o777, linkname: outside },
    { name: "logs/verifier/reward.txt", type: "file", mode: 0o644, data: data("1") },
  ]);
}

describe("extracting an archive a container made", () => {
  it.each([
    ["as session logs (links dropped)", { symlinks: false }, []],
    ["with links kept", {}, ["agent/evil", "verifier"]],
  ])(
    "%s: nothing lands outside the folder, nothing through a link, no path twice",
    async (_l, opts, linked) => {
      const outside = mkdtempSync(join(tmpdir(), "outside-"));
      const dest = mkdtempSync(join(tmpdir(), "session-"));
      const got = await extractTarChecked(
        Readable.from([craftedArchive(outside)]),
        join(dest, "s"),
        1,
        ["agent", "verifier"],
        opts,
      );
      expect(got.complete).toBe(true);
      expect(readdirSync(outside)).toEqual([]);
      expect(readdirSync(dest)).toEqual(["s"]);
      expect(
        symlinksUnder(join(dest, "s"))
          .map((f) => f.slice(join(dest, "s").length + 1))
          .sort(),
      ).toEqual(linked);
      expect(readFileSync(join(dest, "s", "agent", "twice.txt"), "utf8")).toBe("first");
    },
  );

  it("says when an archive was cut off", async () => {
    const whole = craftedArchive(tmpdir());
    const got = await extractTarChecked(
      Readable.from([whole.subarray(0, 1024)]),
      mkdtempSync(join(tmpdir(), "cut-")),
      1,
    );
    expect(got).toMatchObject({ complete: false, bytes: 1024 });
  });
});
