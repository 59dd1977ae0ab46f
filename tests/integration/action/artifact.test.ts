/**
 * The artifact upload end to end: the bundled Action uploads the run directory to a local stand-in of
 * the Actions results service through @actions/artifact, the test reads the zip back, checks it
 * byte for byte against what was finalized, and opens the dashboard.html from it in Chromium.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionRun, OWNER, REPO, runAction } from "../../support/action-harness.js";
import { openFile, skipBrowser } from "../../support/browser.js";
import { ResultsService, runtimeToken } from "../../support/results-service.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const QUICKSTART = join(ROOT, "examples", "quickstart.yaml");
const TOKEN = runtimeToken("run-backend-1", "job-backend-1");

describe("artifact upload to the results service", () => {
  let service: ResultsService;
  let run: ActionRun;
  let unzipped: string;

  beforeAll(async () => {
    service = await new ResultsService(TOKEN).start();
    run = await runAction({
      inputs: {
        scenario: QUICKSTART,
        comment: "never",
        "artifact-name": "perf-report",
        "retention-days": "5",
      },
      env: { ACTIONS_RUNTIME_TOKEN: TOKEN, ACTIONS_RESULTS_URL: service.url, GITHUB_RETENTION_DAYS: "90" },
      event: null,
    });
    const blob = service.artifacts.get("perf-report")?.blob;
    unzipped = mkdtempSync(join(tmpdir(), "artifact-"));
    if (blob) {
      writeFileSync(join(unzipped, "artifact.zip"), blob);
      execFileSync("unzip", ["-q", join(unzipped, "artifact.zip"), "-d", join(unzipped, "files")]);
    }
  }, 180_000);

  afterAll(async () => {
    await service?.stop();
  });

  it("passes the gate and makes CreateArtifact, the block upload and FinalizeArtifact", () => {
    expect(run.code, run.visibleLog.slice(-3000)).toBe(0);
    expect(run.visibleLog).not.toMatch(/Artifact upload failed/);
    const calls = service.log.map((l) =>
      l.replace(/\?.*$/, (q) => (q.includes("comp=") ? `?${/comp=\w+/.exec(q)![0]}` : "")),
    );
    expect(calls[0]).toMatch(/CreateArtifact$/);
    expect(calls).toContain("PUT /devstoreaccount1/artifacts/perf-report.zip?comp=block");
    expect(calls.at(-2)).toBe("PUT /devstoreaccount1/artifacts/perf-report.zip?comp=blocklist");
    expect(calls.at(-1)).toMatch(/FinalizeArtifact$/);
  });

  it("names the run's backend ids and the retention the input asked for", () => {
    const { create } = service.artifacts.get("perf-report")!;
    expect(create).toMatchObject({
      name: "perf-report",
      // twirp's JSON speaks the proto field names
      workflow_run_backend_id: "run-backend-1",
      workflow_job_run_backend_id: "job-backend-1",
    });
    const days = (Date.parse(String(create.expires_at)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.9);
    expect(days).toBeLessThan(5.1);
  });

  it("finalizes with the size and sha256 of the bytes uploaded", () => {
    const a = service.artifacts.get("perf-report")!;
    expect(a.finalize).toMatchObject({
      size: String(a.blob!.length),
      hash: `sha256:${createHash("sha256").update(a.blob!).digest("hex")}`,
    });
  });

  it("sets artifact-id and artifact-url from the service's answer", () => {
    const { id } = service.artifacts.get("perf-report")!;
    expect(run.outputs["artifact-id"]).toBe(String(id));
    expect(run.outputs["artifact-url"]).toBe(
      `https://github.com/${OWNER}/${REPO}/actions/runs/1234567890/artifacts/${id}`,
    );
  });

  it("holds the run directory: the reports, the events and every session", () => {
    const files = join(unzipped, "files");
    for (const f of [
      "report.json",
      "report.md",
      "dashboard.html",
      "events.jsonl",
      "metrics.prom",
      "junit.xml",
    ])
      expect(existsSync(join(files, f)), f).toBe(true);
    const report = JSON.parse(readFileSync(join(files, "report.json"), "utf8"));
    expect(report.sessions.total).toBe(12);
    expect(report.run_id).toBe(run.outputs["run-dir"].split("/").at(-1));
  });

  it.skipIf(skipBrowser)(
    "opens the dashboard.html from the zip in Chromium, offline, with its charts",
    async () => {
      const opened = await openFile(join(unzipped, "files", "dashboard.html"));
      try {
        await opened.page.waitForSelector("#session-rows tr");
        expect(await opened.page.locator("#session-rows tr").count()).toBe(12);
        expect(await opened.page.locator("figure.chart").count()).toBeGreaterThan(0);
        expect(opened.consoleErrors).toEqual([]);
        expect(opened.requests.filter((u) => !u.startsWith("file://") && !u.startsWith("data:"))).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    60_000,
  );
});

describe("retention-days", () => {
  it.each([["0"], ["91"], ["two"]])(
    "%s is invalid input (exit 2), before anything runs",
    async (days) => {
      const r = await runAction({ inputs: { scenario: QUICKSTART, "retention-days": days }, event: null });
      expect(r.code).toBe(2);
      expect(r.visibleLog).toMatch(/input retention-days: expected a whole number of days from 1 to 90/);
    },
    60_000,
  );
});
