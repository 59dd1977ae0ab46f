/**
 * SIGINT mid-run of the built CLI (`node dist/cli.js run`), on the local and on the Docker runtime:
 * the sessions in flight are `interrupted` and counted apart, the verdict is `interrupted` with the
 * gate's checks on the finished sessions as information, and nothing new starts after the signal.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RUN_LABEL } from "../../../src/runtimes/labels.js";
import { docker, ENGINE } from "../../support/docker.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const FIXTURES = join(ROOT, "tests/fixtures/interrupt");
const CLI = join(ROOT, "dist/cli.js");
const scratch: string[] = [];

// biome-ignore lint/suspicious/noExplicitAny: events and reports are read as JSON
type Json = any;

function readJsonl(file: string): Json[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((l) => {
      try {
        return l.trim() ? [JSON.parse(l)] : [];
      } catch {
        return []; // a line still being written
      }
    });
}

/** Sessions started and not ended in these events. */
function inFlight(events: Json[]): Set<string> {
  const open = new Set<string>();
  for (const e of events) {
    if (e.type === "session_start") open.add(e.session);
    else if (e.type === "session_end" && !e.retrying) open.delete(e.session);
  }
  return open;
}

interface Interrupted {
  code: number | null;
  stderr: string;
  runId: string;
  runDir: string;
  events: Json[];
  report: Json;
  /** The sessions in flight when the signal was sent. */
  cut: Set<string>;
  signalledAtNs: bigint;
}

/** Runs the scenario and sends SIGINT once six sessions ended and three are at work. */
async function runAndInterrupt(scenario: string, atWork: (events: Json[], id: string) => boolean) {
  const out = mkdtempSync(join(tmpdir(), "interrupt-"));
  scratch.push(out);
  const child: ChildProcess = spawn(process.execPath, [CLI, "run", join(FIXTURES, scenario), "--out", out], {
    cwd: out,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (b) => {
    stderr += b;
  });
  const runDir = (): string | null => {
    const dirs = readdirSync(out);
    return dirs.length === 1 ? join(out, dirs[0]) : null;
  };
  let cut: Set<string> | null = null;
  let signalledAtNs = 0n;
  const poll = setInterval(() => {
    const dir = runDir();
    if (cut || !dir) return;
    const events = readJsonl(join(dir, "events.jsonl"));
    const ended = events.filter((e) => e.type === "session_end" && !e.retrying).length;
    const open = inFlight(events);
    if (ended >= 6 && open.size === 3 && [...open].every((id) => atWork(events, id))) {
      cut = open;
      signalledAtNs = BigInt(Date.now()) * 1_000_000n;
      child.kill("SIGINT");
    }
  }, 25);
  // a bound on a CLI that ignores the interrupt, not a measure
  const killer = setTimeout(() => child.kill("SIGKILL"), 50_000);
  const code = await new Promise<number | null>((done) => child.once("exit", (c) => done(c)));
  clearTimeout(killer);
  clearInterval(poll);
  const dir = runDir();
  if (!dir || !cut)
    throw new Error(`the run ended before it could be interrupted (exit ${code}):\n${stderr}`);
  const reportFile = join(dir, "report.json");
  return {
    code,
    stderr,
    runId: dir.slice(dir.lastIndexOf("/") + 1),
    runDir: dir,
    events: readJsonl(join(dir, "events.jsonl")),
    report: existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, "utf8")) : null,
    cut,
    signalledAtNs,
  } satisfies Interrupted;
}

function expectInterrupted(r: Interrupted): void {
  expect(r.code, r.stderr).toBe(130);
  expect(r.report.verdict).toBe("interrupted");
  expect(r.report.interrupted).toBe(true);
  // The checks on the finished sessions are there as information: pass rate 3/6 fails rate>=0.99.
  expect(r.report.gate.status).toBe("fail");
  expect(r.report.gate.checks.find((c: Json) => c.metric === "pass_rate")?.status).toBe("fail");
  expect(r.report.sessions).toMatchObject({ total: 6, passed: 3, failed: 3, errored: 0, interrupted: 3 });
  expect(r.report.pass_rate).toBe(0.5);
  expect(r.report.metrics.e2e_ms.count).toBe(6);
  expect(r.report.error_buckets).toEqual({ task_failed: 3 });
  const ends = r.events.filter((e) => e.type === "session_end" && !e.retrying);
  const cutEnds = ends.filter((e) => r.cut.has(e.session));
  expect(cutEnds.map((e) => e.bucket)).toEqual(["interrupted", "interrupted", "interrupted"]);
  expect(ends.some((e) => e.bucket === "reward_missing" || e.bucket === "unclassified")).toBe(false);
  // Nothing started after the signal.
  const starts = r.events.filter((e) => e.type === "session_start").map((e) => e.session);
  expect(starts).toHaveLength(9);
  const md = readFileSync(join(r.runDir, "report.md"), "utf8");
  expect(md).toMatch(
    /⏹️ agent-loadtest · interrupt-\w+ — \*\*interrupted\*\* \(on the 6 finished sessions, for information: gate failed/,
  );
  expect(md).toMatch(/3 cut off by the interrupt, not counted/);
}

describe("SIGINT mid-run of the built CLI", () => {
  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it("local runtime: exit 130, verdict interrupted, the sessions in flight counted apart", async () => {
    const r = await runAndInterrupt("local.yaml", () => true);
    expectInterrupted(r);
  }, 60_000);

  it.skipIf(!ENGINE)(
    "docker runtime: the same, and no container of the run is created after the signal",
    async () => {
      const created: { id: string; run: string; timeNano: bigint }[] = [];
      const stream = (await docker.getEvents({
        filters: JSON.stringify({ type: ["container"], event: ["create"], label: [RUN_LABEL] }),
      } as object)) as NodeJS.ReadableStream & { destroy(): void };
      stream.on("data", (b: Buffer) => {
        for (const line of b.toString("utf8").split("\n")) {
          if (!line.trim()) continue;
          const e = JSON.parse(line);
          created.push({ id: e.id, run: e.Actor?.Attributes?.[RUN_LABEL], timeNano: BigInt(e.timeNano) });
        }
      });
      try {
        // At work: the session's container is up (env_setup ended).
        const r = await runAndInterrupt("docker.yaml", (events, id) =>
          events.some((e) => e.type === "phase" && e.phase === "env_setup" && e.session === id),
        );
        expectInterrupted(r);
        const mine = created.filter((c) => c.run === r.runId);
        expect(mine).toHaveLength(9);
        expect(mine.filter((c) => c.timeNano > r.signalledAtNs)).toEqual([]);
        const left = await docker.listContainers({
          all: true,
          filters: JSON.stringify({ label: [`${RUN_LABEL}=${r.runId}`] }),
        });
        expect(left).toEqual([]);
      } finally {
        stream.destroy();
      }
    },
    60_000,
  );
});
