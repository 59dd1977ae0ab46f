/**
 * An agent declared in the scenario by recipe, not in the table: pi (npm, the Anthropic dialect, its
 * JSON event lines read by the generic `jsonl` parser) installed, baked into the task image and run in
 * Docker against the mock LLM: 4 sessions at concurrency 2 all pass, each with `llm` spans from the
 * gateway, the agent's `tool` span, and a valid ATIF trajectory holding the tool call and its result.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { installName } from "../../../src/agents/recipe.js";
import { atifProblems } from "../../../src/agents/traces/atif.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { ENGINE, leftovers } from "../../support/docker.js";
import { scenario } from "../../support/pipeline.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const TASK = join(ROOT, "tasks/hello-file");
const SCRIPT = join(ROOT, "examples/scripts/hello-file.yaml");
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: events and reports are read as JSON
type Json = any;

// The recipe as a user writes it (docs/agent-recipes.md): nothing of it is in src/agents/table.ts's lookup.
const RECIPE = `
        npm: "@mariozechner/pi-coding-agent@0.73.1"
        bin: pi
        dialect: anthropic
        trace: jsonl
        args: [-p, --mode, json, --no-session, --provider, loadtest, --model, "{{model}}", "{{instruction}}"]
        env: { PI_OFFLINE: "1" }
        files:
          - path: .pi/agent/models.json
            content: '{"providers":{"loadtest":{"baseUrl":"{{base_url}}","api":"anthropic-messages","apiKey":"ANTHROPIC_API_KEY","models":[{"id":"{{model}}"}]}}}'`;

describe.skipIf(!ENGINE)("an agent declared by recipe, in Docker against the mock", () => {
  it(
    "runs 4 sessions at concurrency 2: all pass, with spans and a valid ATIF trajectory each",
    async () => {
      const { loaded, dir } = await scenario(`
name: recipe-pi
runtime: { type: docker, docker: { network_mode: host } }
services: { mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 8, script: ${SCRIPT} } }
pairs:
  - agent:
      name: my-pi
      recipe:${RECIPE}
    task: ${TASK}
    sessions: 4
    n_concurrent: 2
retry: { max_retries: 0 }
thresholds: { pass_rate: ["rate>=1"] }
`);
      scratch.push(dir);
      const out = await runScenario(loaded, {
        outDir: join(dir, "out"),
        baselineDir: join(dir, "baselines"),
      });
      const report: Json = JSON.parse(readFileSync(join(out.runDir, "report.json"), "utf8"));
      const events: Json[] = readFileSync(join(out.runDir, "events.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      expect(report.pass_rate, JSON.stringify(report.error_examples ?? report.error_buckets)).toBe(1);
      expect(report.sessions.passed).toBe(4);
      expect(report.agents).toEqual([
        {
          name: installName("@mariozechner/pi-coding-agent"),
          version: "0.73.1",
          install: { cached: expect.any(Boolean), ms: expect.any(Number) },
        },
      ]);
      const sessions = [...new Set(events.filter((e) => e.type === "session_start").map((e) => e.session))];
      expect(sessions).toHaveLength(4);
      for (const id of sessions) {
        const spans = events.filter((e) => e.type === "span" && e.session === id).map((e) => e.span);
        expect(spans.filter((s: Json) => s.kind === "llm").length, `${id} llm spans`).toBeGreaterThanOrEqual(
          2,
        );
        expect(spans.filter((s: Json) => s.kind === "tool").length, `${id} tool spans`).toBe(1);
        const file = join(out.runDir, "sessions", id, "trajectory.json");
        expect(existsSync(file), file).toBe(true);
        const t: Json = JSON.parse(readFileSync(file, "utf8"));
        expect(atifProblems(t)).toEqual([]);
        expect(t.agent).toMatchObject({ name: "my-pi", version: "0.73.1" });
        const calls = t.steps.flatMap((s: Json) => s.tool_calls ?? []);
        expect(calls).toEqual([
          expect.objectContaining({
            function_name: "write",
            arguments: expect.objectContaining({ path: "/app/hello.txt" }),
          }),
        ]);
        expect(
          t.steps.some((s: Json) => s.observation?.results?.[0]?.source_call_id === calls[0].tool_call_id),
        ).toBe(true);
      }
      expect(await leftovers(out.runId)).toEqual({ containers: 0, networks: 0 });
    },
    15 * 60_000,
  );
});
