import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { InfraError } from "../../../src/errors.js";
import { type Services, startServices } from "../../../src/pipeline/services.js";
import { createHttpRuntimeForScenario } from "../../../src/runtimes/http/index.js";
import type { Runtime } from "../../../src/runtimes/types.js";
import { loadScenario } from "../../../src/scenario/load.js";
import { runOne } from "../../support/http-server.js";

const SERVICE = fileURLToPath(new URL("../../../examples/agents/agent-service/server.mjs", import.meta.url));

const open: (Services | Runtime)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function scenario(services: string, journey = "short_planning") {
  const dir = mkdtempSync(join(tmpdir(), "svc-"));
  const file = join(dir, "s.yaml");
  writeFileSync(
    file,
    `name: svc
runtime:
  type: http
  http:
    request: { path: "/v1/journeys/{{journey}}", body: { case_id: "{{case_id}}" } }
    stream: { format: ndjson }
    success: { status_in: [succeeded, degraded] }
services:
${services}
pairs:
  - agent: { name: svc }
    journey: { name: ${journey} }
    sessions: 1
`,
  );
  return loadScenario(file, { cwd: dir });
}

const SERVICE_BLOCK = `  agent_service: { command: [node, ${SERVICE}], port: 1, startup_timeout_sec: 10 }`;

/** Starts the scenario's services and the runtime; `port: 1` in the YAML is replaced by a free port. */
async function start(services: string, journey?: string) {
  const loaded = await scenario(services, journey);
  if (loaded.scenario.services.agent_service) loaded.scenario.services.agent_service.port = undefined;
  const svc = await startServices(loaded, { runId: "test-run" });
  open.push(svc);
  const rt = createHttpRuntimeForScenario(loaded, "test-run");
  open.push(rt);
  await rt.prepare({ runId: "test-run", runDir: "/tmp", log: () => {} });
  const session = (id: string, index: number) =>
    runOne(rt, { id, index }, { ...svc.env, ...svc.sessionEnv(id), AGENT_SESSION_ID: id });
  return { svc, session };
}

describe("services: agent service, mock LLM and gateway together", () => {
  it("attributes the service's LLM calls to the journey's session through the gateway", async () => {
    const { svc, session } = await start(
      `  mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 10 }\n  gateway: { enabled: true }\n${SERVICE_BLOCK}`,
      "interactive_revision",
    );
    const { outcome } = await session("0001-rev", 1);
    expect(outcome.status).toBe("passed");
    const spans = svc.takeSpans("0001-rev");
    expect(spans).toHaveLength(2); // draft and revision
    for (const s of spans) {
      expect(s).toMatchObject({ kind: "llm", ok: true, tokens_out: 10 });
      expect(s.ttft_ms).toBeGreaterThanOrEqual(19);
    }
    expect(svc.takeSpans("0001-rev")).toEqual([]);
  });

  it("a call naming a session the run never handed out is refused and the run's warnings count it", async () => {
    const { svc } = await start(
      `  mock_llm: { ttft_ms: 1, tokens: 2 }\n  gateway: { enabled: true }\n${SERVICE_BLOCK}`,
    );
    expect(svc.warnings()).toEqual([]);
    const origin = new URL(svc.env.ANTHROPIC_BASE_URL).origin;
    const res = await fetch(`${origin}/s/never-handed-out/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    });
    expect(res.status).toBe(404);
    expect(svc.warnings()).toEqual([
      "the LLM gateway refused 1 call naming a session this run did not hand out (HTTP 404, not forwarded or recorded)",
    ]);
  });

  it("fault injection at known rates on the mock → session buckets match the injected counts", async () => {
    const { svc, session } = await start(
      `  mock_llm: { ttft_ms: 5, itl_ms: 1, tokens: 6, seed: 3, faults: { rate_429: 0.1, rate_500: 0.15 } }\n  gateway: { enabled: true }\n${SERVICE_BLOCK}`,
    );
    const N = 40; // two whole fault blocks of 20: 4 × 429, 6 × 500
    const outcomes = await Promise.all(
      Array.from({ length: N }, (_, i) => session(`s${i}`, i).then((r) => r.outcome)),
    );
    const buckets: Record<string, number> = {};
    for (const o of outcomes) if (o.bucket) buckets[o.bucket] = (buckets[o.bucket] ?? 0) + 1;
    expect(buckets).toEqual({ llm_rate_limited: 4, llm_server_error: 6 });
    expect(outcomes.filter((o) => o.status === "passed")).toHaveLength(N - 10);
    const spanErrors: Record<string, number> = {};
    for (let i = 0; i < N; i++) {
      for (const s of svc.takeSpans(`s${i}`)) {
        if (s.error_class) spanErrors[s.error_class] = (spanErrors[s.error_class] ?? 0) + 1;
      }
    }
    expect(spanErrors).toEqual({ llm_rate_limited: 4, llm_server_error: 6 });
  });

  it("an agent service that dies at startup is an infrastructure error naming its output", async () => {
    const loaded = await scenario(
      `  agent_service: { command: [node, -e, "console.error('boom: no config'); process.exit(3)"], port: 1 }`,
    );
    const err = await startServices(loaded).catch((e) => e);
    expect(err).toBeInstanceOf(InfraError);
    expect(err.message).toMatch(/exited with code 3 before it was healthy.*boom: no config/);
  });
});
