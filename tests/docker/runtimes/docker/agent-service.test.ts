/**
 * An agent service built from a Dockerfile and run as a container for the run: it serves the
 * journeys, its image is tagged by content (the next run reuses it, no tag per run), and nothing of
 * the run is left when it ends.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runScenario } from "../../../../src/pipeline/run.js";
import { loadScenario } from "../../../../src/scenario/load.js";
import { docker, ENGINE, leftovers } from "../../../support/docker.js";

const SERVER = fileURLToPath(
  new URL("../../../../examples/agents/agent-service/server.mjs", import.meta.url),
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function serviceTags(): Promise<string[]> {
  const images = await docker.listImages();
  return images.flatMap((i) => i.RepoTags ?? []).filter((t) => t.startsWith("agent-loadtest/agent-service"));
}

describe.skipIf(!ENGINE)("an agent service from a Dockerfile", () => {
  it("serves the journeys; one content-tagged image, reused by the next run; nothing left", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agent-service-docker-"));
    mkdirSync(join(dir, "svc"));
    copyFileSync(SERVER, join(dir, "svc", "server.mjs"));
    // A comment unique to this test run, so its image is built here once and then reused.
    writeFileSync(
      join(dir, "svc", "Dockerfile"),
      `# ${dir}\nARG BASE_IMAGE=agent-loadtest/base-node:1\nFROM \${BASE_IMAGE}\nCOPY server.mjs /app/server.mjs\nCMD ["node", "/app/server.mjs"]\n`,
    );
    const port = await freePort();
    writeFileSync(
      join(dir, "s.yaml"),
      `name: svc-docker
runtime:
  type: http
  http:
    request: { method: POST, path: "/v1/journeys/{{journey}}", body: { case_id: "{{case_id}}" } }
    stream: { format: ndjson, token_event: type=token, done_event: type=done, status_path: status }
    success: { status_in: [succeeded, degraded] }
services:
  mock_llm: { ttft_ms: 5, itl_ms: 1, tokens: 8 }
  agent_service: { dockerfile: svc/Dockerfile, context: svc, port: ${port}, health_path: /health, startup_timeout_sec: 30 }
pairs:
  - agent: { name: svc }
    journey: { name: short_planning }
    sessions: 4
    n_concurrent: 2
thresholds: { pass_rate: ["rate>=1"] }
`,
    );
    const before = await serviceTags();
    const run = async () => {
      const loaded = await loadScenario(join(dir, "s.yaml"), { cwd: dir });
      return runScenario(loaded, { outDir: join(dir, "runs") });
    };
    const first = await run();
    expect(first.report.sessions).toMatchObject({ total: 4, passed: 4 });
    const added = (await serviceTags()).filter((t) => !before.includes(t));
    expect(added).toEqual([expect.stringMatching(/^agent-loadtest\/agent-service-[0-9a-f]+:latest$/)]);
    const second = await run();
    expect(second.report.sessions.passed).toBe(4);
    expect((await serviceTags()).filter((t) => !before.includes(t))).toEqual(added);
    for (const r of [first, second]) expect(await leftovers(r.runId)).toEqual({ containers: 0, networks: 0 });
    await docker.getImage(added[0]).remove({ force: true });
  }, 120_000);
});
