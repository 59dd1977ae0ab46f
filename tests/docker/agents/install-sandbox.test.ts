/**
 * An agent's package is untrusted code. Served by a local registry, a package whose preinstall and
 * postinstall write a canary and dump their environment is installed as a recipe and as a built-in's
 * pin while the runner's secrets sit in this process's environment: on the host its scripts never run
 * (no canary anywhere) and the install is whole; with `scripts: true` they run only in a container of
 * the task image, as this machine's user, seeing npm's configuration and none of the runner's
 * variables. A folder holding another package is never reused. Real npm, real registry server, real Docker.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INSTALL_MARKER,
  type Installable,
  installDir,
  installOnHost,
  markerText,
  readMarker,
} from "../../../src/agents/install.js";
import { recipeDef } from "../../../src/agents/recipe.js";
import { codingAgentOf } from "../../../src/agents/session.js";
import type { AgentRecipe } from "../../../src/agents/types.js";
import { UserError } from "../../../src/errors.js";
import { AgentLayers } from "../../../src/runtimes/docker/agent-layer.js";
import { installInImage } from "../../../src/runtimes/docker/scripts-install.js";
import { docker, ENGINE } from "../../support/docker.js";
import { type NpmRegistry, npmImage, startNpmRegistry } from "../../support/npm-registry.js";
import { scenario } from "../../support/pipeline.js";

/** Where a script run on this machine would leave its canary; nothing may ever create it. */
const HOST_CANARY = path.join(tmpdir(), `npm-canary-${process.pid}-${Date.now().toString(36)}`);
/** The runner's secrets and internals, as an Action job has them. */
const RUNNER_VARS = {
  GITHUB_TOKEN: "ghs_RUNNERCANARY-token",
  "INPUT_GITHUB-TOKEN": "ghs_RUNNERCANARY-input",
  INPUT_X: "RUNNERCANARY-input-x",
  ACTIONS_RUNTIME_TOKEN: "RUNNERCANARY-runtime-token",
  ACTIONS_RESULTS_URL: "http://RUNNERCANARY.invalid/",
  RUNNER_TEMP: "/RUNNERCANARY/runner/temp",
  SCENARIO_SECRET: "RUNNERCANARY-scenario-secret",
};

const CANARY_JS = `const fs = require("fs"), path = require("path");
const phase = process.argv[2];
const record = JSON.stringify({ phase, dockerenv: fs.existsSync("/.dockerenv"), uid: process.getuid(),
  env: process.env });
fs.writeFileSync(path.join(process.cwd(), "canary-" + phase + ".json"), record);
fs.mkdirSync(${JSON.stringify(HOST_CANARY)}, { recursive: true });
fs.writeFileSync(path.join(${JSON.stringify(HOST_CANARY)}, phase + ".json"), record);
`;
const canaryPackage = (name: string, version: string) => ({
  name,
  version,
  manifest: {
    bin: { "canary-agent": "bin/agent.js" },
    scripts: { preinstall: "node canary.js preinstall", postinstall: "node canary.js postinstall" },
  },
  files: { "canary.js": CANARY_JS, "bin/agent.js": "#!/usr/bin/env node\nconsole.log('agent');\n" },
});

const recipe = (npm: string, scripts = false): AgentRecipe => ({
  npm,
  bin: "canary-agent",
  args: [],
  trace: "none",
  dialect: "openai",
  ...(scripts ? { scripts: true } : {}),
});
const PIN: Installable = {
  name: "canary-pin",
  package: "@canary/agent",
  entry: "node_modules/@canary/agent/canary.js",
  label: "agent canary-pin",
};

let registry: NpmRegistry;
const saved = { ...process.env };
const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

beforeAll(async () => {
  registry = await startNpmRegistry([
    canaryPackage("canary-agent", "1.0.0"),
    canaryPackage("@canary/agent", "1.0.0"),
    canaryPackage("canary-agent", "2.0.0"),
  ]);
  Object.assign(process.env, RUNNER_VARS);
  // npm's own cache, not the machine's: the stand-in's packages never reach another test.
  process.env.npm_config_cache = temp("npm-cache-");
  process.env.npm_config_registry = registry.url;
});

afterAll(async () => {
  process.env = saved;
  await registry?.close();
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

/** The canaries a package's scripts left in an install folder. */
const canaries = (dir: string, pkg: string) =>
  ["preinstall", "postinstall"]
    .map((phase) => path.join(dir, "node_modules", pkg, `canary-${phase}.json`))
    .filter(existsSync)
    .map(
      (f) =>
        JSON.parse(readFileSync(f, "utf8")) as {
          dockerenv: boolean;
          uid: number;
          env: Record<string, string>;
        },
    );

describe("installs on the host: scripts off, npm's configuration only", () => {
  it.each([
    { name: "a recipe", def: () => recipeDef(recipe("canary-agent@1.0.0")), pkg: "canary-agent" },
    { name: "a built-in-style pin (scoped)", def: () => PIN, pkg: "@canary/agent" },
  ])(
    "$name installs whole and none of its scripts runs",
    async ({ def, pkg }) => {
      const root = temp("agents-");
      const install = await installOnHost(def(), "1.0.0", root);
      expect(install.cached).toBe(false);
      expect(existsSync(path.join(install.dir, def().entry))).toBe(true);
      expect(canaries(install.dir, pkg)).toEqual([]);
      expect(existsSync(HOST_CANARY)).toBe(false);
      expect(readMarker(install.dir)).toEqual({
        package: pkg,
        version: "1.0.0",
        integrity: expect.stringMatching(/^sha512-/),
        scripts: false,
      });
      expect((await installOnHost(def(), "1.0.0", root)).cached).toBe(true);
    },
    120_000,
  );

  it("the registry in the user's .npmrc (npm_config_userconfig) is the one asked", async () => {
    const npmrc = path.join(temp("npmrc-"), ".npmrc");
    writeFileSync(npmrc, `registry=${registry.url}/\n`);
    delete process.env.npm_config_registry;
    process.env.NPM_CONFIG_USERCONFIG = npmrc;
    try {
      const install = await installOnHost(recipeDef(recipe("canary-agent@2.0.0")), "2.0.0", temp("agents-"));
      expect(readMarker(install.dir)?.version).toBe("2.0.0");
    } finally {
      process.env.npm_config_registry = registry.url;
      delete process.env.NPM_CONFIG_USERCONFIG;
    }
  }, 120_000);

  it("a recipe with scripts: true is refused on the host", async () => {
    const err = await installOnHost(
      recipeDef(recipe("canary-agent@1.0.0", true)),
      "1.0.0",
      temp("agents-"),
    ).catch((e: Error) => e);
    expect((err as Error).message).toMatch(/scripts: true installs only in a container of its task image/);
    expect(existsSync(HOST_CANARY)).toBe(false);
  });

  it("scripts: true outside the docker runtime is exit 2 naming the field", async () => {
    const yaml = `name: scripts-local
runtime: { type: local }
pairs:
  - agent: { name: mine, recipe: { npm: canary-agent@1.0.0, bin: canary-agent, trace: none, dialect: openai, scripts: true } }
    task: ${path.resolve(import.meta.dirname, "../../../tasks/hello-file")}
`;
    const err = await scenario(yaml).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).line).toMatch(
      /scenario\.yaml:\d+:\d+: pairs\[0\]\.agent\.recipe\.scripts: .*runtime docker \(runtime is local\)$/,
    );
  });
});

describe("a folder holding another package is not this install", () => {
  it.each([
    { name: "the unscoped package's marker", marker: { package: "canary-agent", version: "1.0.0" } },
    { name: "another version's marker", marker: { package: "@canary/agent", version: "2.0.0" } },
    { name: "a marker without an identity", marker: null },
  ])(
    "$name → installed again into a fresh folder, the other package never kept",
    async ({ marker }) => {
      const root = temp("agents-");
      const dir = installDir(PIN, "1.0.0", root);
      mkdirSync(path.dirname(path.join(dir, PIN.entry)), { recursive: true });
      writeFileSync(path.join(dir, PIN.entry), "the other package\n");
      const text = marker
        ? markerText({ ...marker, integrity: null, scripts: false })
        : "@canary/agent@1.0.0\n";
      writeFileSync(path.join(dir, INSTALL_MARKER), text);
      const install = await installOnHost(PIN, "1.0.0", root);
      expect(install.cached).toBe(false);
      expect(readFileSync(path.join(dir, PIN.entry), "utf8")).toBe(CANARY_JS);
      expect(readMarker(dir)).toMatchObject({ package: "@canary/agent", version: "1.0.0" });
    },
    120_000,
  );
});

describe.skipIf(!ENGINE)("scripts: true installs in a container of the task image", () => {
  let image: string;
  beforeAll(() => {
    image = npmImage();
  }, 300_000);

  const checkSandboxed = (dir: string) => {
    const seen = canaries(dir, "canary-agent");
    expect(seen.map((c) => c.dockerenv)).toEqual([true, true]);
    for (const c of seen) {
      // Written as this machine's user (documented), so the runner can rename and remove the folder.
      expect(c.uid).toBe(process.getuid?.());
      expect(c.env.npm_config_registry).toBe(registry.url);
      for (const key of Object.keys(c.env))
        expect(key).not.toMatch(/^(GITHUB_|INPUT_|ACTIONS_|RUNNER_|SCENARIO_)/);
      expect(JSON.stringify(c.env)).not.toContain("RUNNERCANARY");
    }
    expect(existsSync(HOST_CANARY)).toBe(false);
  };

  it("the scripts run inside the container only, seeing none of the runner's variables", async () => {
    const def = recipeDef(recipe("canary-agent@1.0.0", true));
    const install = await installInImage(docker, image, def, "1.0.0", { root: temp("agents-") });
    checkSandboxed(install.dir);
    expect(readMarker(install.dir)).toMatchObject({
      package: "canary-agent",
      version: "1.0.0",
      scripts: true,
    });
  }, 300_000);

  it("a task image without npm is a failure in one line, nothing installed", async () => {
    const def = recipeDef(recipe("canary-agent@1.0.0", true));
    const root = temp("agents-");
    const err = await installInImage(docker, "agent-loadtest/base-bookworm:1", def, "1.0.0", { root }).catch(
      (e: Error) => e,
    );
    expect((err as Error).message).toMatch(/cannot run npm for the install scripts/);
    expect((err as Error).message).not.toContain("\n");
    expect(existsSync(installDir(def, "1.0.0", root))).toBe(false);
  }, 120_000);

  it("a session's agent is the container-made install, mounted; a layered engine refuses", async () => {
    process.env.AGENT_LOADTEST_CACHE = temp("cache-");
    const use = codingAgentOf({ name: "mine", recipe: recipe("canary-agent@1.0.0", true) } as never);
    if (!use) throw new Error("no recipe agent");
    const layers = (mode: "mount" | "layer") =>
      new AgentLayers(docker, mode, () => ({ logFile: path.join(tmpdir(), "layer.log"), timeoutSec: 120 }));
    const mounted = await layers("mount").layer(image, use);
    expect(mounted).toMatchObject({ ok: true, image, mount: { target: `/opt/agents/${use.def.name}` } });
    const source = (mounted as { mount: { source: string } }).mount.source;
    expect(source).toContain(`${path.sep}with-scripts${path.sep}`);
    checkSandboxed(source);
    const layered = await layers("layer").layer(image, use);
    expect(layered).toMatchObject({ ok: false, error: expect.stringMatching(/^recipe\.scripts: /) });
  }, 300_000);
});
