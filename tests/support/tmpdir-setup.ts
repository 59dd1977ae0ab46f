/**
 * Every tier's globalSetup: the run's temporary files in one folder of its own, removed at the end. It
 * points TMPDIR (what os.tmpdir() reads) at a fresh folder before the first test file starts; vitest
 * starts its workers with this process's environment after global setup, so every test's tmpdir() is in
 * it, and so is that of every process a test starts with the environment passed through (a child given
 * an environment of its own keeps what it was given). Teardown puts TMPDIR back and removes the folder
 * with whatever the tests left in it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder of this run: each project inherits this setup, and all of them run in one process. */
const RUN_DIR = Symbol.for("agent-loadtest.tests.tmpdir");
type Held = typeof globalThis & { [RUN_DIR]?: string };

export default function setup(): (() => void) | undefined {
  const held = globalThis as Held;
  // The first project's setup makes the folder; the others run in it, and it goes when that one tears down.
  if (held[RUN_DIR]) return undefined;
  const was = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), "agent-loadtest-tests-"));
  held[RUN_DIR] = dir;
  process.env.TMPDIR = dir;
  return () => {
    if (was === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = was;
    delete held[RUN_DIR];
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch (e) {
      // A file the run cannot remove (one a container wrote as root): say where it is, and fail no test for it.
      console.warn(`tests: could not remove ${dir}: ${(e as Error).message}`);
    }
  };
}
