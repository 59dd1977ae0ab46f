/**
 * The bundled Action end to end, driven as the runner drives it (node dist/index.js, INPUT_*, the
 * GITHUB_* files) against a recording stand-in for the REST API.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMMENT_MARKER } from "../../../src/report/markdown.js";
import { FakeGitHub, FIXTURES, PR, runAction, workspace } from "../../support/action-harness.js";

// the tests' timeouts below bound a hung child process, far above a run's length; none asserts speed.
const SCENARIO = join(FIXTURES, "smoke.yaml");
const SCENARIO_MARKER = "<!-- agent-loadtest-action:scenario=action-smoke -->";
const CANARY = "canary-7f3a9c1e5b2d4086";
const TOKEN = "ghs_tokenCanary9d8c7b6a5f4e3d2c1b0a";

let api: FakeGitHub | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

/** A PR thread with 150 earlier comments: people, a bot of another tool carrying our very markers. */
function busyThread(gh: FakeGitHub): { otherBot: number; quoting: number } {
  for (let i = 0; i < 120; i++) gh.addComment(`dev-${i % 7}`, `review note ${i}`);
  const otherBot = gh.addComment(
    "other-ci[bot]",
    `${COMMENT_MARKER}\n${SCENARIO_MARKER}\nnot ours`,
    "Bot",
  ).id;
  const quoting = gh.addComment(
    "dev-1",
    `I saw this in the bot comment: ${COMMENT_MARKER} ${SCENARIO_MARKER}`,
  ).id;
  for (let i = 120; i < 148; i++) gh.addComment(`dev-${i % 7}`, `review note ${i}`);
  return { otherBot, quoting };
}

describe("a pull_request run", () => {
  it("creates one comment, then updates that same comment on the next push, past 100 comments and another bot's look-alike", async () => {
    api = await new FakeGitHub({ identity: { kind: "installation" } }).start();
    const { otherBot, quoting } = busyThread(api);
    const ws = workspace();

    const first = await runAction({ inputs: { scenario: SCENARIO }, api, cwd: ws });
    expect(first.code, first.visibleLog).toBe(0);
    const created = api.callsTo("POST", /\/issues\/42\/comments$/);
    expect(created).toHaveLength(1);
    // every page was read, 100 at a time
    const pages = api.callsTo("GET", /\/issues\/42\/comments$/).map((c) => c.query.get("page") ?? "1");
    expect(pages).toContain("2");
    expect(
      api.callsTo("GET", /\/issues\/42\/comments$/).every((c) => c.query.get("per_page") === "100"),
    ).toBe(true);
    const ours = api.comments.filter((c) => c.user.login === "github-actions[bot]");
    expect(ours).toHaveLength(1);
    expect(first.outputs["comment-url"]).toBe(ours[0].html_url);

    const second = await runAction({ inputs: { scenario: SCENARIO }, api, cwd: ws });
    expect(second.code, second.visibleLog).toBe(0);
    expect(api.callsTo("POST", /\/issues\/42\/comments$/)).toHaveLength(1);
    const updates = api.callsTo("PATCH", /\/issues\/comments\/\d+$/);
    expect(updates.map((c) => c.path)).toEqual([`/repos/acme/agents/issues/comments/${ours[0].id}`]);
    expect(api.comments.filter((c) => c.user.login === "github-actions[bot]")).toHaveLength(1);
    expect(second.outputs["comment-url"]).toBe(ours[0].html_url);
    // the other bot's and the person's comments were never written to
    const touched = api.calls.filter((c) => c.method !== "GET").map((c) => c.path);
    expect(touched.some((p) => p.endsWith(`/${otherBot}`) || p.endsWith(`/${quoting}`))).toBe(false);
    expect(api.comments.find((c) => c.id === otherBot)?.body).toContain("not ours");

    const body = api.comments.find((c) => c.id === ours[0].id)!.body;
    expect(body).toContain(COMMENT_MARKER);
    expect(body).toContain(SCENARIO_MARKER);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain("https://github.com/acme/agents/actions/runs/1234567890");

    // outputs and the summary
    const o = second.outputs;
    expect(o.verdict).toMatch(/^(pass|warn)$/);
    expect(existsSync(o["run-dir"])).toBe(true);
    expect(o["report-json"]).toBe(join(o["run-dir"], "report.json"));
    expect(existsSync(o["report-json"])).toBe(true);
    expect(o["report-md"]).toBe(join(o["run-dir"], "report.md"));
    expect("dashboard" in o).toBe(true);
    if (o.dashboard !== "") expect(existsSync(o.dashboard)).toBe(true);
    expect(Number(o["pass-rate"])).toBe(1);
    expect(Number(o["e2e-p95-ms"])).toBeGreaterThan(0);
    expect("ttft-p95-ms" in o).toBe(true);
    expect(o["baseline-file"]).toBe("");
    const report = JSON.parse(readFileSync(o["report-json"], "utf8"));
    expect(second.summary).toContain("agent-loadtest · action-smoke");
    expect(second.summary).toContain("### Gate checks");
    expect(second.summary).not.toContain(COMMENT_MARKER);
    expect(report.sessions.total).toBe(6);
    // the fork-safe hand-off: the PR number travels with the run directory
    expect(readFileSync(join(o["run-dir"], "pr-number"), "utf8").trim()).toBe(String(PR));
    // the post step knows which run to sweep
    expect(second.state["run-id"]).toBe(report.run_id);
  }, 120_000);

  it("with a personal access token, finds its comment by the token's login, not by the bot's", async () => {
    api = await new FakeGitHub({ identity: { kind: "pat", login: "perf-bot-user" } }).start();
    const botOld = api.addComment(
      "github-actions[bot]",
      `${COMMENT_MARKER}\n${SCENARIO_MARKER}\nold`,
      "Bot",
    ).id;
    const run = await runAction({ inputs: { scenario: SCENARIO }, api });
    expect(run.code, run.visibleLog).toBe(0);
    expect(api.callsTo("POST", /\/issues\/42\/comments$/)).toHaveLength(1);
    expect(api.comments.find((c) => c.id === botOld)?.body).toContain("old");
    expect(api.comments.filter((c) => c.user.login === "perf-bot-user")).toHaveLength(1);
  }, 60_000);

  it("with a read-only token (a fork PR): a warning, the gate decides the exit code, outputs and summary written", async () => {
    api = await new FakeGitHub({ readOnly: true }).start();
    const pass = await runAction({ inputs: { scenario: SCENARIO }, api });
    expect(pass.code, pass.visibleLog).toBe(0);
    expect(pass.stdout).toMatch(/::warning::cannot write the PR comment \(HTTP 403/);
    expect(pass.outputs.verdict).toMatch(/^(pass|warn)$/);
    expect(pass.outputs["comment-url"]).toBe("");
    expect(pass.summary).toContain("agent-loadtest · action-smoke");
    expect(existsSync(pass.outputs["report-json"])).toBe(true);

    const failing = await runAction({
      inputs: { scenario: SCENARIO, set: 'thresholds.e2e_ms=["p(95)<1"]' },
      api,
    });
    expect(failing.code, failing.visibleLog).toBe(1);
    expect(failing.outputs.verdict).toBe("fail");
    expect(failing.stdout).toMatch(/::warning::cannot write the PR comment/);
    expect(failing.stdout).toMatch(/::error title=agent-loadtest action-smoke%3A e2e_ms failed::/);
    expect(failing.stdout).toMatch(/::error::agent-loadtest gate failed: 1 check/);
    expect(failing.summary).toContain("gate failed");
  }, 120_000);
});

describe("the artifact", () => {
  it("a failed upload is a warning; the step's result is still the gate's", async () => {
    const run = await runAction({
      inputs: { scenario: SCENARIO, comment: "never" },
      env: { ACTIONS_RUNTIME_TOKEN: "not-a-jwt", ACTIONS_RESULTS_URL: "http://127.0.0.1:9/" },
    });
    expect(run.code, run.visibleLog).toBe(0);
    expect(run.stdout).toMatch(/::warning::Artifact upload failed \(.+\); the run directory stays at /);
  }, 60_000);

  it("off a workflow run (no artifact service) the upload is skipped with a notice", async () => {
    const run = await runAction({ inputs: { scenario: SCENARIO, comment: "never" } });
    expect(run.code, run.visibleLog).toBe(0);
    expect(run.stdout).toMatch(/::notice::Not on a GitHub-hosted workflow run \(no artifact service\)/);
  }, 60_000);
});

describe("fail-on and comment policy", () => {
  it("fail-on without slo keeps a breached SLO from failing the step; comment: on-failure creates nothing on a pass", async () => {
    api = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { scenario: SCENARIO, set: 'thresholds.e2e_ms=["p(95)<1"]', "fail-on": "regression" },
      api,
    });
    expect(run.code, run.visibleLog).toBe(0);
    const passing = await runAction({ inputs: { scenario: SCENARIO, comment: "on-failure" }, api });
    expect(passing.code).toBe(0);
    // the first run (always) created one; the passing on-failure run only updated it
    expect(api.callsTo("POST", /\/issues\/42\/comments$/)).toHaveLength(1);
    expect(api.callsTo("PATCH", /\/issues\/comments\/\d+$/)).toHaveLength(1);
  }, 120_000);

  it("comment: never makes no API call at all", async () => {
    api = await new FakeGitHub().start();
    const run = await runAction({ inputs: { scenario: SCENARIO, comment: "never" }, api });
    expect(run.code).toBe(0);
    expect(api.calls).toEqual([]);
  }, 60_000);
});

describe("secrets", () => {
  it("the token and a scenario credential reach no log line, output, summary, comment or run-directory file", async () => {
    api = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { scenario: SCENARIO, "github-token": TOKEN },
      env: { CANARY_SERVICE_TOKEN: CANARY },
      api,
    });
    expect(run.code, run.visibleLog).toBe(0);
    // masked before anything else was printed
    const lines = run.stdout.split("\n");
    const firstMask = lines.findIndex((l) => l.startsWith("::add-mask::"));
    expect(firstMask).toBe(0);
    expect(lines.filter((l) => l.startsWith("::add-mask::"))).toEqual(
      expect.arrayContaining([`::add-mask::${TOKEN}`, `::add-mask::${CANARY}`]),
    );
    const lastMask = lines.map((l) => l.startsWith("::add-mask::")).lastIndexOf(true);
    expect(lines.slice(0, lastMask + 1).every((l) => l.startsWith("::add-mask::"))).toBe(true);
    // the REST calls used the token, so it was there to leak
    expect(api.calls[0].auth).toBe(`token ${TOKEN}`);

    const places: [string, string][] = [
      ["log", run.visibleLog],
      ["outputs", JSON.stringify(run.outputs)],
      ["state", JSON.stringify(run.state)],
      ["summary", run.summary],
      ["comments", JSON.stringify(api.calls.map((c) => c.body))],
    ];
    const runDir = run.outputs["run-dir"];
    for (const f of readdirSync(runDir, { recursive: true }).map(String)) {
      const p = join(runDir, f);
      try {
        places.push([`run dir ${f}`, readFileSync(p, "latin1")]);
      } catch {
        // a folder
      }
    }
    // the agent did print it, so the run directory really had something to scrub
    expect(places.some(([name]) => name.includes("agent.stdout.log"))).toBe(true);
    for (const [name, text] of places) {
      expect(text.includes(CANARY), `${name} holds the canary`).toBe(false);
      expect(text.includes(TOKEN), `${name} holds the token`).toBe(false);
      expect(
        text.includes(Buffer.from(CANARY).toString("base64")),
        `${name} holds the canary in base64`,
      ).toBe(false);
    }
  }, 60_000);
});

describe("invalid input", () => {
  it.each([
    [
      "an unknown mode",
      { mode: "benchmark" },
      /invalid input: input mode: expected one of `gate`, `baseline`, `merge`/,
    ],
    ["a bad shard", { shard: "4/3" }, /invalid input: input shard: shard must be i\/n/],
    ["a bad comment policy", { comment: "sometimes" }, /input comment: expected one of/],
    [
      "a missing scenario file",
      { scenario: "nope.yaml" },
      /invalid input: nope\.yaml: cannot read the scenario file/,
    ],
    ["an override of an unknown field", { set: "load.bogus=1" }, /invalid input: .*--set/],
    [
      "a scenario name that is a path",
      { set: "name=../../escaped" },
      /invalid input: --set name: name: expected 1 to 100 letters/,
    ],
    [
      "an artifact name that is a path",
      { "artifact-name": "../x" },
      /invalid input: input artifact-name: expected 1 to 100 letters/,
    ],
    ["merge without merge-from", { mode: "merge" }, /input merge-from: is required with mode: merge/],
    [
      "a baseline from one shard",
      { mode: "baseline", shard: "1/2" },
      /input shard: a shard runs only part of the plan/,
    ],
  ])(
    "%s exits 2 with one line naming the input, and runs nothing",
    async (_name, inputs, message) => {
      const ws = workspace();
      const run = await runAction({ inputs: { scenario: SCENARIO, ...inputs }, cwd: ws });
      expect(run.code, run.visibleLog).toBe(2);
      expect(run.stdout).toMatch(message);
      expect(existsSync(join(ws, "agent-loadtest-runs"))).toBe(false);
    },
    30_000,
  );
});

describe("progress in the log", () => {
  it("prints progress lines inside a Progress group; progress-interval 0 prints none", async () => {
    const inputs = { scenario: SCENARIO, comment: "never", set: "pairs[0].sessions=18" };
    const [on, off] = await Promise.all([
      runAction({ inputs: { ...inputs, "progress-interval": "0.5" } }),
      runAction({ inputs: { ...inputs, "progress-interval": "0" } }),
    ]);
    expect(on.code, on.visibleLog).toBe(0);
    const lines = on.stdout.split("\n");
    const open = lines.indexOf("::group::Progress");
    const close = lines.indexOf("::endgroup::", open);
    expect(open, on.stdout).toBeGreaterThanOrEqual(0);
    expect(close).toBeGreaterThan(open);
    const inGroup = lines.slice(open + 1, close).filter((l) => l.startsWith("progress "));
    expect(inGroup.length, on.stdout).toBeGreaterThanOrEqual(1);
    for (const l of inGroup) expect(l).toMatch(/ · \d+\/18 done · .* pass .* e2e p50 .* p95 /);
    expect(lines.filter((l) => l.startsWith("progress ")).length).toBe(inGroup.length);
    expect(off.code, off.visibleLog).toBe(0);
    expect(off.stdout).not.toContain("::group::Progress");
    expect(off.stdout).not.toMatch(/^progress /m);
  }, 90_000);
});
