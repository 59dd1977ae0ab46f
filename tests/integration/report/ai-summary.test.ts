import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockLlm, startMockLlm } from "../../../src/mock-llm/index.js";
import { summarizeFindings, withAiSummary } from "../../../src/report/ai-summary.js";
import { renderComment } from "../../../src/report/markdown.js";
import { baselineFrom, failingChecks, noise, synthReport } from "../../support/report-synthetic.js";

const ANSWER =
  "- Tool spans grew most: check the search tool <script>window.__pwned=1</script> @octocat\n- Errors burst early";
const SECRET = "sk-very-secret-value-123";

const { report } = synthReport(
  {
    sessions: 400,
    concurrency: 8,
    fails: (i) => noise(i) < 0.1,
    error: () => `agent crashed, env had ${SECRET}`,
    toolMs: () => 700,
  },
  {
    // The run-wide e2e regression the gate found: the span finding explains only that.
    checks: failingChecks(2).map((c) => (c.kind === "regression" ? { ...c, metric: "e2e_ms" } : c)),
    baseline: baselineFrom(synthReport({ sessions: 200 }).run),
  },
);
const scenario = {
  diagnosis: { llm: { url_env: "DIAG_URL", key_env: "DIAG_API_KEY", model_env: "DIAG_MODEL" } },
};

describe("AI summary of the findings", () => {
  let mock: MockLlm;
  let failing: MockLlm;
  const sent: { url: string; auth: string | null; body: string }[] = [];
  const recording: typeof fetch = async (input, init) => {
    sent.push({
      url: String(input),
      auth: new Headers(init?.headers).get("authorization"),
      body: String(init?.body ?? ""),
    });
    return fetch(input, init);
  };
  beforeAll(async () => {
    mock = await startMockLlm({
      ttft_ms: 1,
      itl_ms: 0,
      script: {
        rules: [{ match: { last_user: "findings" }, reply: { text: ANSWER } }],
        default: { text: "?" },
      },
    });
    failing = await startMockLlm({ faults: { rate_500: 1 } });
  });
  afterAll(async () => {
    await mock?.close();
    await failing?.close();
  });
  const env = () => ({ DIAG_URL: `${mock.url}/v1`, DIAG_API_KEY: SECRET, DIAG_MODEL: "mock-1" });

  it("sends findings and numbers, never secrets or agent text, and returns the answer", async () => {
    const text = await summarizeFindings(report, scenario, env(), { fetch: recording });
    expect(text).toBe(ANSWER);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(`${mock.url}/v1/chat/completions`);
    expect(sent[0].auth).toBe(`Bearer ${SECRET}`);
    const body = JSON.parse(sent[0].body);
    expect(body.model).toBe("mock-1");
    const facts = JSON.parse(body.messages[1].content);
    expect(facts.findings.map((f: { rule: string }) => f.rule)).toContain("span_attribution");
    expect(facts.latency_ms.e2e.p95).toBe(report.metrics.e2e_ms.p95);
    expect(sent[0].body).not.toContain(SECRET);
    expect(sent[0].body).not.toContain("agent crashed");
  });

  it("goes under a labelled, escaped heading and leaves the verdict alone", async () => {
    const text = await summarizeFindings(report, scenario, env());
    const withSummary = withAiSummary(report, text, "mock-1");
    expect(withSummary.verdict).toBe(report.verdict);
    expect(withSummary.gate).toEqual(report.gate);
    const comment = renderComment(withSummary);
    expect(comment).toContain(
      "🤖 AI summary (advisory, written by mock-1 from the findings above; it does not change the verdict)",
    );
    expect(comment).toContain("- Tool spans grew most: check the search tool &lt;script&gt;");
    expect(comment).not.toContain("<script>");
    expect(comment).not.toContain("@octocat");
  });

  it.each([
    ["no diagnosis.llm in the scenario", {}, () => env()],
    ["the URL variable unset", scenario, () => ({})],
    ["the endpoint failing", scenario, () => ({ DIAG_URL: failing.url })],
    ["nothing listening", scenario, () => ({ DIAG_URL: "http://127.0.0.1:9" })],
  ])("is null with %s", async (_, sc, e) => {
    expect(await summarizeFindings(report, sc, e(), { timeoutMs: 5000 })).toBeNull();
  });
});
