/**
 * Bad agent input fails before any session: a misspelt agent name is invalid input (exit 2, with a
 * did-you-mean, naming file:line and field); a version the npm registry does not have, or a registry
 * out of reach, is an infrastructure failure (exit 3) in one line naming the field. Real npm, real registry.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InfraError, UserError } from "../../../src/errors.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { ENGINE } from "../../support/docker.js";
import { scenario } from "../../support/pipeline.js";

const TASK = resolve(import.meta.dirname, "../../../tasks/hello-file");
const cache = mkdtempSync(join(tmpdir(), "agent-cache-"));
const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
  rmSync(cache, { recursive: true, force: true });
});

const yaml = (agent: string, extra = "", runtime = "{ type: docker, docker: { network_mode: host } }") => `
name: agent-errors
runtime: ${runtime}
services: { mock_llm: {} }
pairs:
  - agent: ${agent}
    task: ${TASK}
    sessions: 1
${extra}`;

async function failure(
  agent: string,
  extra = "",
  runtime?: string,
): Promise<{ err: unknown; events: string }> {
  const { loaded, dir } = await scenario(yaml(agent, extra, runtime));
  const out = join(dir, "out");
  const err = await runScenario(loaded, { outDir: out, baselineDir: join(dir, "b") }).then(
    () => null,
    (e: unknown) => e,
  );
  const runDir = join(out, (await import("node:fs")).readdirSync(out)[0]);
  return { err, events: readFileSync(join(runDir, "events.jsonl"), "utf8") };
}

describe("agent names", () => {
  it("a misspelt built-in agent is exit 2 with a did-you-mean, naming file:line and field", async () => {
    const err = await scenario(yaml("{ name: qwen-cod }")).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).exitCode).toBe(2);
    expect((err as UserError).line).toMatch(
      /scenario\.yaml:6:\d+: pairs\[0\]\.agent\.name: unknown agent "qwen-cod" \(did you mean "qwen-code"\?\)/,
    );
  });
});

describe.skipIf(!ENGINE)("agent versions", () => {
  it("a version the registry does not have is exit 3 before any session, one line naming the field", async () => {
    process.env.AGENT_LOADTEST_CACHE = cache;
    const { err, events } = await failure("{ name: qwen-code, version: 0.0.0-none }");
    expect(err).toBeInstanceOf(InfraError);
    expect((err as InfraError).exitCode).toBe(3);
    const message = (err as Error).message;
    expect(message).toMatch(
      /^pairs\[0\]\.agent\.version: agent qwen-code: @qwen-code\/qwen-code@0\.0\.0-none is not in the npm registry$/,
    );
    expect(events).not.toContain('"session_start"');
  }, 120_000);

  it("a registry out of reach is exit 3 with the cause in one line", async () => {
    process.env.AGENT_LOADTEST_CACHE = cache;
    process.env.npm_config_registry = "http://127.0.0.1:9/";
    process.env.npm_config_fetch_retries = "0";
    const { err, events } = await failure("{ name: qwen-code, version: 0.24.3 }");
    delete process.env.npm_config_registry;
    expect((err as InfraError).exitCode).toBe(3);
    const message = (err as Error).message;
    expect(message).toMatch(
      /^pairs\[0\]\.agent\.version: agent qwen-code: cannot reach the npm registry for @qwen-code\/qwen-code@0\.24\.3 \(.+\)$/,
    );
    expect(message).not.toContain("\n");
    expect(events).not.toContain('"session_start"');
  }, 120_000);

  it.each([
    {
      name: "the reference agent of a same-job comparison names its own field",
      candidate: "{ name: nop }",
      reference: "{ name: qwen-code, version: 0.0.0-none }",
      field: /^regression\.compare_with\.agent\.version: agent qwen-code: /,
    },
    {
      name: "the candidate of a same-job comparison names its pair",
      candidate: "{ name: qwen-code, version: 0.0.0-none }",
      reference: "{ name: nop }",
      field: /^pairs\[0\]\.agent\.version: agent qwen-code: /,
    },
  ])(
    "$name",
    async ({ candidate, reference, field }) => {
      process.env.AGENT_LOADTEST_CACHE = cache;
      const { err, events } = await failure(
        candidate,
        `regression: { compare_with: { agent: ${reference} } }`,
      );
      expect((err as InfraError).exitCode).toBe(3);
      expect((err as Error).message).toMatch(field);
      expect((err as Error).message).not.toContain("\n");
      expect(events).not.toContain('"session_start"');
    },
    120_000,
  );
});

describe("agent versions on the local runtime", () => {
  it("an unknown version is exit 3 before any session, naming the field", async () => {
    process.env.AGENT_LOADTEST_CACHE = cache;
    const { err, events } = await failure("{ name: opencode, version: 0.0.0-none }", "", "{ type: local }");
    expect((err as InfraError).exitCode).toBe(3);
    expect((err as Error).message).toMatch(
      /^pairs\[0\]\.agent\.version: agent opencode: opencode-ai@0\.0\.0-none is not in the npm registry$/,
    );
    expect(events).not.toContain('"session_start"');
  }, 120_000);
});
