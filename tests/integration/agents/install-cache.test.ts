/**
 * The install cache is trusted only for whole entries: installs of one package racing into the same
 * cache both succeed and leave one entry; a folder without the completion marker (a copy cut short, an
 * older layout) is installed again; an install killed half-way leaves nothing a later run uses. Real npm.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Installable, installOnHost, markerText } from "../../../src/agents/install.js";

const ROOT = resolve(import.meta.dirname, "../../..");
// A small package the project already depends on, so the registry is asked only for what is in use.
const PKG: Installable = {
  name: "picomatch",
  package: "picomatch",
  entry: "node_modules/picomatch/package.json",
  label: "test package",
};
const VERSION = "4.0.3";
const MARKER = ".agent-loadtest-installed";
const roots: string[] = [];
const freshRoot = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "agent-cache-"));
  roots.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of roots) rmSync(d, { recursive: true, force: true });
});

describe("the agent install cache", () => {
  it("two installs racing into one cache both succeed and leave one whole entry", async () => {
    const root = freshRoot();
    const [a, b] = await Promise.all([installOnHost(PKG, VERSION, root), installOnHost(PKG, VERSION, root)]);
    expect(a.dir).toBe(b.dir);
    expect(existsSync(join(a.dir, MARKER))).toBe(true);
    expect(existsSync(join(a.dir, PKG.entry))).toBe(true);
    expect(readdirSync(root)).toEqual([`picomatch@${VERSION}`]);
    expect((await installOnHost(PKG, VERSION, root)).cached).toBe(true);
  }, 120_000);

  it("an install that finishes second keeps the whole entry already there (a session may be using it)", async () => {
    const root = freshRoot();
    const entry = join(root, `picomatch@${VERSION}`);
    const late = installOnHost(PKG, VERSION, root);
    // While it runs, another process puts a whole entry in place: a poll (at most 6 s) for its work folder.
    for (let i = 0; i < 600 && !readdirSync(root).some((n) => n.includes(".tmp-")); i++)
      await new Promise((r) => setTimeout(r, 10));
    mkdirSync(join(entry, "node_modules/picomatch"), { recursive: true });
    writeFileSync(join(entry, PKG.entry), "{}");
    writeFileSync(join(entry, "in-use"), "");
    writeFileSync(
      join(entry, MARKER),
      markerText({ package: "picomatch", version: VERSION, integrity: null, scripts: false }),
    );
    expect((await late).dir).toBe(entry);
    expect(existsSync(join(entry, "in-use"))).toBe(true);
    expect(readdirSync(root)).toEqual([`picomatch@${VERSION}`]);
  }, 120_000);

  it("an entry without the marker is not trusted: it is installed again", async () => {
    const root = freshRoot();
    const entry = join(root, `picomatch@${VERSION}`);
    mkdirSync(join(entry, "node_modules/picomatch"), { recursive: true });
    writeFileSync(join(entry, "node_modules/picomatch/package.json"), "{}");
    const again = await installOnHost(PKG, VERSION, root);
    expect(again.cached).toBe(false);
    expect(existsSync(join(entry, MARKER))).toBe(true);
    expect(existsSync(join(entry, "node_modules/picomatch/index.js"))).toBe(true);
  }, 120_000);

  it("an install killed half-way leaves no entry; the next run installs whole", async () => {
    const root = freshRoot();
    const script = join(root, "..", `install-${process.pid}.mts`);
    roots.push(script);
    writeFileSync(
      script,
      `import { installOnHost } from ${JSON.stringify(join(ROOT, "src/agents/install.ts"))};
await installOnHost(${JSON.stringify(PKG)}, ${JSON.stringify(VERSION)}, ${JSON.stringify(root)});\n`,
    );
    const child = spawn(join(ROOT, "node_modules/.bin/tsx"), [script], { stdio: "ignore" });
    const exited = new Promise((r) => child.on("exit", r));
    // Killed as soon as its work folder exists: npm is still writing into it (a poll, at most 30 s).
    for (let i = 0; i < 600 && !readdirSync(root).some((n) => n.includes(".tmp-")); i++)
      await new Promise((r) => setTimeout(r, 50));
    child.kill("SIGKILL");
    await exited;
    expect(readdirSync(root).some((n) => n.includes(".tmp-"))).toBe(true);
    expect(existsSync(join(root, `picomatch@${VERSION}`))).toBe(false);
    const next = await installOnHost(PKG, VERSION, root);
    expect(next.cached).toBe(false);
    expect(existsSync(join(next.dir, MARKER))).toBe(true);
  }, 120_000);
});
