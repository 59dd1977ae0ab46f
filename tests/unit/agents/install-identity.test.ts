/**
 * An install is one exact package@version: its folder name is the package's own (a scoped and an
 * unscoped package never share one), its marker records what it holds, and a folder whose marker names
 * anything else is not installed. npm gets only its own configuration, never the runner's variables.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { INSTALL_MARKER, installDir, isInstalled, markerText } from "../../../src/agents/install.js";
import { containerNpmEnv, npmEnv } from "../../../src/agents/npm-env.js";
import { installName, recipeDef } from "../../../src/agents/recipe.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

describe("install names", () => {
  it.each([
    ["@scope/pkg", "scope-pkg"],
    ["@scope/pkg", "scope.pkg"],
    ["@scope/pkg", "@scope-pkg/x"],
    ["@a/b-c", "@a-b/c"],
    ["scope_pkg", "scope-pkg"],
    ["Scope-Pkg", "scope-pkg"],
    ["@scope/pkg", `scope-pkg-${installName("@scope/pkg").slice(-12)}`],
    ["npmh-x", "@npmh/x"],
  ])("%s and %s never share a folder or a cache key", (a, b) => {
    expect(installName(a)).not.toBe(installName(b));
    const root = "/cache/agents";
    const dir = (pkg: string) => installDir({ name: installName(pkg) }, "1.0.0", root);
    expect(dir(a)).not.toBe(dir(b));
  });

  it.each([
    ["kilo", "npm-kilo"],
    ["some-agent", "npm-some-agent"],
    ["@kilocode/cli", /^npmh-kilocode-cli-[0-9a-f]{12}$/],
    ["a.b", /^npmh-a-b-[0-9a-f]{12}$/],
  ])("%s is installed as %s (a folder, a path and an image tag)", (pkg, want) => {
    const name = installName(pkg);
    if (typeof want === "string") expect(name).toBe(want);
    else expect(name).toMatch(want);
    // A Docker repository component: lower-case words joined by single dashes.
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("the install marker", () => {
  const def = recipeDef({ npm: "@scope/pkg@1.2.3", bin: "pkg", args: [], trace: "none", dialect: "openai" });
  const planted = (marker: string | null, entry = true): string => {
    const root = mkdtempSync(path.join(tmpdir(), "marker-"));
    roots.push(root);
    const dir = installDir(def, "1.2.3", root);
    mkdirSync(path.join(dir, "node_modules/.bin"), { recursive: true });
    if (entry) writeFileSync(path.join(dir, def.entry), "");
    if (marker !== null) writeFileSync(path.join(dir, INSTALL_MARKER), marker);
    return root;
  };
  const id = { package: "@scope/pkg", version: "1.2.3", integrity: "sha512-x", scripts: false };

  it.each([
    { name: "this package and version", marker: markerText(id), installed: true },
    { name: "no integrity recorded", marker: markerText({ ...id, integrity: null }), installed: true },
    {
      name: "another package (the unscoped one)",
      marker: markerText({ ...id, package: "scope-pkg" }),
      installed: false,
    },
    { name: "another version", marker: markerText({ ...id, version: "1.2.4" }), installed: false },
    {
      name: "installed with scripts, asked without",
      marker: markerText({ ...id, scripts: true }),
      installed: false,
    },
    { name: "a marker of the older text form", marker: "@scope/pkg@1.2.3\n", installed: false },
    { name: "an empty marker", marker: "", installed: false },
    { name: "a marker that is not an object", marker: "[1]", installed: false },
    {
      name: "a marker too large to be ours",
      marker: `${markerText(id)}${" ".repeat(5000)}`,
      installed: false,
    },
    { name: "no marker", marker: null, installed: false },
  ])("$name → installed: $installed", ({ marker, installed }) => {
    expect(isInstalled(def, "1.2.3", planted(marker))).toBe(installed);
  });

  it("a whole marker without the program is not installed", () => {
    expect(isInstalled(def, "1.2.3", planted(markerText(id), false))).toBe(false);
  });
});

describe("npm's environment", () => {
  const host = {
    PATH: "/usr/bin",
    HOME: "/home/u",
    TMPDIR: "/tmp/t",
    npm_config_registry: "http://registry.local/",
    NPM_CONFIG_USERCONFIG: "/home/u/.npmrc",
    npm_config_cache: "/home/u/.npm",
    NODE_AUTH_TOKEN: "npm-token",
    HTTPS_PROXY: "http://proxy:3128",
    no_proxy: "localhost",
    GITHUB_TOKEN: "ghs_canary",
    "INPUT_GITHUB-TOKEN": "ghs_canary",
    ACTIONS_RUNTIME_TOKEN: "canary",
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: "canary",
    RUNNER_TEMP: "/runner/temp",
    OPENAI_API_KEY: "sk-canary",
    AGENT_LOADTEST_CACHE: "/cache",
  };

  it.each([
    { key: "PATH", host: true, container: false },
    { key: "HOME", host: true, container: false },
    { key: "TMPDIR", host: true, container: false },
    { key: "npm_config_registry", host: true, container: true },
    { key: "NPM_CONFIG_USERCONFIG", host: true, container: false },
    { key: "npm_config_cache", host: true, container: false },
    { key: "NODE_AUTH_TOKEN", host: true, container: true },
    { key: "HTTPS_PROXY", host: true, container: true },
    { key: "no_proxy", host: true, container: true },
    { key: "GITHUB_TOKEN", host: false, container: false },
    { key: "INPUT_GITHUB-TOKEN", host: false, container: false },
    { key: "ACTIONS_RUNTIME_TOKEN", host: false, container: false },
    { key: "ACTIONS_ID_TOKEN_REQUEST_TOKEN", host: false, container: false },
    { key: "RUNNER_TEMP", host: false, container: false },
    { key: "OPENAI_API_KEY", host: false, container: false },
    { key: "AGENT_LOADTEST_CACHE", host: false, container: false },
  ])("$key: on the host $host, in a container $container (as the runner has it)", ({ key, ...want }) => {
    const value = host[key as keyof typeof host];
    expect(npmEnv(host)[key] === value).toBe(want.host);
    expect(containerNpmEnv(host)[key] === value).toBe(want.container);
  });

  it("in a container HOME, the cache and the user's .npmrc are the container's own", () => {
    expect(containerNpmEnv(host, "/npmrc")).toMatchObject({
      HOME: "/tmp/agent-loadtest-home",
      npm_config_cache: "/tmp/agent-loadtest-npm-cache",
      npm_config_userconfig: "/npmrc",
    });
  });
});
