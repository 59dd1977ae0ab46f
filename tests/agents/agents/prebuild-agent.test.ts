/**
 * `prebuild <task> --agent NAME[@VER]` bakes a built-in coding agent into the task's image and pins it
 * in task.toml; sessions of that agent then start the pinned image as it is (no second layer).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { installOnHost } from "../../../src/agents/install.js";
import { codingAgent } from "../../../src/agents/table.js";
import type { AgentDef } from "../../../src/agents/types.js";
import { parseAgentFlag, prebuildCommand } from "../../../src/cli/prebuild.js";
import { UserError } from "../../../src/errors.js";
import { ensureAgentLayer } from "../../../src/runtimes/docker/agent-layer.js";
import { docker, ENGINE, ROOT } from "../../support/docker.js";

const scratch = mkdtempSync(path.join(tmpdir(), "prebuild-agent-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("--agent NAME[@VER]", () => {
  it.each([
    { flag: "codex", name: "codex", version: "0.171.0" },
    { flag: "qwen-code@0.24.3", name: "qwen-code", version: "0.24.3" },
  ])("$flag", ({ flag, name, version }) => {
    const got = parseAgentFlag(flag);
    expect([got.def.name, got.version]).toEqual([name, version]);
  });

  it("an unknown name is exit 2 with a did-you-mean", () => {
    expect(() => parseAgentFlag("gemini")).toThrow(UserError);
    expect(() => parseAgentFlag("opencod@1")).toThrow(
      /unknown agent "opencod" \(did you mean "opencode"\?\)/,
    );
  });
});

describe.skipIf(!ENGINE)("prebuild --agent", () => {
  it(
    "pins an image that holds the agent; its sessions use it without another layer",
    async () => {
      const dir = path.join(scratch, "hello-file");
      cpSync(path.join(ROOT, "tasks/hello-file"), dir, { recursive: true });
      expect(await prebuildCommand([dir, "--agent", "opencode"])).toBe(0);
      const pinned =
        /docker_image = "([^"]+)"/.exec(readFileSync(path.join(dir, "task.toml"), "utf8"))?.[1] ?? "";
      expect(pinned).toMatch(/^agent-loadtest\/agent-opencode:[0-9a-f]{16}$/);
      const labels = (await docker.getImage(pinned).inspect()).Config?.Labels ?? {};
      expect(labels["agent-loadtest.agent"]).toBe("opencode@1.18.33");
      const def = codingAgent("opencode") as AgentDef;
      const version = execFileSync(
        "docker",
        ["run", "--rm", pinned, `/opt/agents/opencode/${def.entry}`, "--version"],
        {
          encoding: "utf8",
          timeout: 60_000,
        },
      );
      expect(version.trim()).toBe("1.18.33");
      const install = await installOnHost(def, def.version);
      const again = await ensureAgentLayer(docker, {
        baseImage: pinned,
        install,
        logFile: path.join(scratch, "log"),
        timeoutSec: 60,
      });
      expect(again).toMatchObject({ ok: true, image: pinned, cached: true, built: false });
    },
    10 * 60_000,
  );
});
