/**
 * A run killed with SIGKILL mid-way: its events.jsonl holds every complete line, maybe half of the
 * next. `report <run-dir>` rebuilds from the complete lines, says how many bytes it dropped, exit 0/1.
 */
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, trustedScenario } from "../../support/tampered-shard.js";

const CUT = '{"type":"session_end","t":17649';

/** Polls the run's files until `check` holds: the CLI child writes them, and tells nothing else. */
async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    // a poll, bounded by `ms`, not a measure
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("a run killed with SIGKILL", () => {
  it("report rebuilds from the complete lines of events.jsonl and notes the bytes it dropped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "killed-run-"));
    const scenario = trustedScenario(dir, '  e2e_ms: ["p(95)<60000"]');
    writeFileSync(scenario, readFileSync(scenario, "utf8").replace("sessions: 4", "sessions: 200"));
    const out = join(dir, "runs");
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, "../../../dist/cli.js"), "run", scenario, "--out", out, "-q"],
      {
        stdio: "ignore",
      },
    );
    let events = "";
    await until(() => {
      const runs = existsSync(out) ? readdirSync(out) : [];
      if (runs.length === 0) return false;
      events = join(out, runs[0], "events.jsonl");
      return (
        existsSync(events) && (readFileSync(events, "utf8").match(/"type":"session_end"/g) ?? []).length >= 3
      );
    }, 60_000);
    child.kill("SIGKILL");
    await new Promise((r) => child.on("exit", r));
    // The write the kill cut short: half a line, no newline.
    const before = readFileSync(events, "utf8");
    const complete = before.endsWith("\n") ? before : before.slice(0, before.lastIndexOf("\n") + 1);
    const dropped = Buffer.byteLength(before) - Buffer.byteLength(complete) + Buffer.byteLength(CUT);
    appendFileSync(events, CUT);
    // Every session that started is in the report: ended ones with their outcome, the rest cut off.
    const started = new Set(
      [...complete.matchAll(/"type":"session_start","t":[\d.]+,"session":"([^"]+)"/g)].map((m) => m[1]),
    );
    expect(started.size).toBeGreaterThanOrEqual(3);

    const runDir = join(events, "..");
    const r = await cli(["report", runDir], dir);
    expect([0, 1], r.out).toContain(r.code);
    const report = JSON.parse(readFileSync(join(runDir, "report.json"), "utf8"));
    expect(report.notes[0]).toBe(
      `events.jsonl ended in a cut line (the run was killed mid-write): ${dropped} bytes dropped, the report is built from the complete lines`,
    );
    // Cut-off sessions are counted apart, as an interrupt's are.
    expect(report.sessions.total + report.sessions.interrupted).toBe(started.size);
    expect(readFileSync(join(runDir, "report.md"), "utf8")).toContain(`${dropped} bytes dropped`);
    // The file is left as it was: data is not rewritten.
    expect(readFileSync(events, "utf8")).toBe(before + CUT);
  }, 120_000);
});
