/**
 * How a built-in agent's install reaches a session's container, against the real engine, with an
 * install made in a temporary agent cache (no npm): mounted read-only from the cache with nothing built
 * (the engine shows the install's marker through the mount first), or copied into a layer on the task
 * image; an image that already carries the agent is used as it is.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Dockerode from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTALL_MARKER, markerText } from "../../../../src/agents/install.js";
import { codingAgentOf } from "../../../../src/agents/session.js";
import { AgentLayers, agentInstallMode, agentLayerTag } from "../../../../src/runtimes/docker/agent-layer.js";
import { imageExists } from "../../../../src/runtimes/docker/images.js";
import { DockerRuntime } from "../../../../src/runtimes/docker/runtime.js";
import { docker, ENGINE, newRunId } from "../../../support/docker.js";
import { fakeTask } from "../../../support/task.js";

const use = codingAgentOf({ name: "qwen-code" } as never)!;
const TARGET = "/opt/agents/qwen-code";
let cache: string;
let install: string;
let base: string;
const saved = process.env.AGENT_LOADTEST_CACHE;
// A ceiling, not a measure: containers and a layer build on a shared engine, which a busy runner slows.
const ENGINE_WAIT = 120_000;

beforeAll(async () => {
  cache = mkdtempSync(path.join(tmpdir(), "agent-install-"));
  process.env.AGENT_LOADTEST_CACHE = cache;
  install = path.join(cache, "agents", `qwen-code@${use.version}`);
  const entry = path.join(install, use.def.entry);
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(entry, "from the install\n");
  const marker = { package: use.def.package, version: use.version, integrity: null, scripts: false };
  writeFileSync(path.join(install, INSTALL_MARKER), markerText(marker));
  // An image of this file's own (a fresh id), so no layer made elsewhere stands for the agent.
  const c = await docker.createContainer({ Image: "agent-loadtest/base-busybox:1", Cmd: ["true"] });
  const id = `agent-install-${Date.now().toString(36)}`;
  await c.commit({ repo: "agent-loadtest/test-agent-install", tag: id, changes: [`LABEL nonce=${id}`] });
  await c.remove();
  base = `agent-loadtest/test-agent-install:${id}`;
}, ENGINE_WAIT);

afterAll(async () => {
  if (saved === undefined) delete process.env.AGENT_LOADTEST_CACHE;
  else process.env.AGENT_LOADTEST_CACHE = saved;
  if (!base) return;
  const layer = await agentLayerTag(docker, base, { name: "qwen-code", version: use.version });
  for (const tag of [layer, base])
    await docker
      .getImage(tag)
      .remove({ force: true })
      .catch(() => undefined);
  rmSync(cache, { recursive: true, force: true });
});

const layers = (mode: "mount" | "layer") =>
  new AgentLayers(docker, mode, () => ({
    logFile: path.join(cache, "build.log"),
    timeoutSec: 120,
    networkMode: "host",
    builder: "classic",
  }));

/** Runs `script` in a session container of `image` (with `mount`) made by the runtime; its output. */
async function inSession(
  image: string,
  mount: { source: string; target: string } | undefined,
  script: string,
) {
  const runDir = mkdtempSync(path.join(tmpdir(), "agent-install-run-"));
  const rt = new DockerRuntime({ runId: newRunId("agent-install"), runDir, network_mode: "host" });
  const made = await rt.createMain(fakeTask(), { image, ...(mount ? { mount } : {}) }, "s1", null);
  try {
    const r = spawnSync("docker", ["exec", made.container.id, "sh", "-c", script], { encoding: "utf8" });
    return `${r.stdout}${r.stderr}`;
  } finally {
    await made.container.remove({ force: true });
    rmSync(runDir, { recursive: true, force: true });
  }
}

describe.runIf(ENGINE)("docker: a built-in agent's install in the session container", () => {
  it("auto: mounted on an engine reached through a local socket, layered on one reached by address", () => {
    expect(agentInstallMode("auto", new Dockerode({ socketPath: "/var/run/docker.sock" }))).toBe("mount");
    expect(agentInstallMode(undefined, new Dockerode({ host: "127.0.0.1", port: 2375 }))).toBe("layer");
    expect(agentInstallMode("layer", new Dockerode({ socketPath: "/var/run/docker.sock" }))).toBe("layer");
    expect(agentInstallMode("mount", new Dockerode({ host: "127.0.0.1", port: 2375 }))).toBe("mount");
  });

  it(
    "mount: the install read-only at /opt/agents/<name>, the task image unchanged, nothing built",
    async () => {
      const r = await layers("mount").layer(base, use);
      expect(r).toMatchObject({
        ok: true,
        image: base,
        built: false,
        mount: { source: install, target: TARGET },
      });
      const layer = await agentLayerTag(docker, base, { name: "qwen-code", version: use.version });
      expect(await imageExists(docker, layer)).toBe(false);
      const out = await inSession(
        base,
        r.mount,
        `cat ${TARGET}/${use.def.entry}; touch ${TARGET}/x || echo refused`,
      );
      expect(out).toContain("from the install");
      expect(out).toContain("Read-only file system");
      expect(out).toContain("refused");
    },
    ENGINE_WAIT,
  );

  it(
    "layer: the install copied into an image on the task's, no mount",
    async () => {
      const r = await layers("layer").layer(base, use);
      const layer = await agentLayerTag(docker, base, { name: "qwen-code", version: use.version });
      expect(r).toMatchObject({ ok: true, image: layer });
      expect(r.mount).toBeUndefined();
      expect(await inSession(layer, undefined, `cat ${TARGET}/${use.def.entry}`)).toContain(
        "from the install",
      );
      // An image that carries the agent is used as it is, whatever the mode.
      expect(await layers("mount").layer(base, use)).toMatchObject({ ok: true, image: layer, cached: true });
    },
    ENGINE_WAIT,
  );
});
