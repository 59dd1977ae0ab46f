/**
 * The package as a user gets it: `npm pack`, installed offline into an empty project, run through
 * `npx agent-loadtest` there — the demo, validate, and `init` followed by a run of what it wrote.
 * It ships the bundle, so this tests the current dist/ (`npm run build` first after changing src/).
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { expectPassBesideLatency } from "../latency-slo.js";

const run = promisify(execFile);
const ROOT = resolve(".");
/** What `npm i` of the package may add to a project's node_modules. */
const MAX_INSTALL_MB = 30;
/** Nothing may come from a registry: every npm and npx call here is offline. */
const env = { ...process.env, npm_config_offline: "true", npm_config_update_notifier: "false" };

interface Done {
  code: number;
  stdout: string;
  stderr: string;
}

/** `timeout` bounds a hung command, far above any step's length; the tests' own timeouts likewise. */
async function inProject(cwd: string, cmd: string, args: string[], timeout = 120_000): Promise<Done> {
  try {
    const r = await run(cmd, args, { cwd, env, timeout, maxBuffer: 16 << 20 });
    return { code: 0, ...r };
  } catch (e) {
    const f = e as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof f.code !== "number") throw e;
    return { code: f.code, stdout: f.stdout ?? "", stderr: f.stderr ?? "" };
  }
}

const npx = (cwd: string, ...args: string[]) => inProject(cwd, "npx", ["agent-loadtest", ...args]);
/**
 * A command on a real terminal (util-linux `script` gives it a pty), answering each prompt when it
 * shows: the answers go in one by one, as a user types them.
 */
function onTerminal(cwd: string, command: string, answers: [RegExp, string][]): Promise<Done> {
  return new Promise((done, fail) => {
    const child = spawn("script", ["-qfec", command, "/dev/null"], { cwd, env });
    let out = "";
    let next = 0;
    // a bound on a command that waits for an answer no pattern matched
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.stdout.on("data", (b: Buffer) => {
      out += b.toString();
      if (next < answers.length && answers[next][0].test(out)) child.stdin.write(`${answers[next++][1]}\n`);
    });
    child.on("error", fail);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code: code ?? -1, stdout: out, stderr: "" });
    });
  });
}

const runDirOf = (cwd: string, stdout: string) => resolve(cwd, /^run dir: (.+)$/m.exec(stdout)?.[1] ?? "?");

describe("the packed package, installed offline into an empty project", () => {
  let project: string;
  let tarball: string;
  beforeAll(async () => {
    const packs = mkdtempSync(join(tmpdir(), "pack-"));
    const packed = await inProject(ROOT, "npm", ["pack", "--pack-destination", packs]);
    expect(packed.code, packed.stderr).toBe(0);
    tarball = join(packs, packed.stdout.trim().split("\n").at(-1) ?? "");
    project = mkdtempSync(join(tmpdir(), "project-"));
    writeFileSync(join(project, "package.json"), `${JSON.stringify({ name: "my-agent", private: true })}\n`);
    const installed = await inProject(project, "npm", [
      "install",
      "--offline",
      "--no-audit",
      "--no-fund",
      tarball,
    ]);
    expect(installed.code, installed.stderr).toBe(0);
  }, 240_000);

  it(`adds at most ${MAX_INSTALL_MB} MB to node_modules, and no dependency`, async () => {
    const du = await inProject(project, "du", ["-sk", "node_modules"]);
    const mb = Number(du.stdout.split(/\s/)[0]) / 1024;
    expect(mb).toBeGreaterThan(0);
    expect(mb).toBeLessThanOrEqual(MAX_INSTALL_MB);
    const lock = JSON.parse(readFileSync(join(project, "package-lock.json"), "utf8"));
    expect(Object.keys(lock.packages).filter((p) => p.startsWith("node_modules/"))).toEqual([
      "node_modules/agent-loadtest-action",
    ]);
  }, 30_000);

  it("npx agent-loadtest demo solves every session, and its report says how to rerun it anywhere", async () => {
    const demo = await npx(project, "demo");
    expect(demo.stdout).toMatch(/^verdict: (PASS|FAIL)/m);
    const report = JSON.parse(readFileSync(join(runDirOf(project, demo.stdout), "report.json"), "utf8"));
    // Its latency SLOs measure this machine (bench:examples holds them at full size); all else passes.
    expectPassBesideLatency(demo.code, report.gate.checks, demo.stdout + demo.stderr);
    expect(report.pass_rate).toBe(1);
    expect(report.reproduce).toBe("npx agent-loadtest demo");
  }, 120_000);

  it("npx agent-loadtest validate checks a shipped example", async () => {
    const v = await npx(project, "validate", "node_modules/agent-loadtest-action/examples/quickstart.yaml");
    expect(v.code, v.stderr).toBe(0);
    expect(v.stdout).toMatch(/^ok: quickstart /m);
  }, 60_000);

  it("init --yes --agent http writes a scenario that runs to a verdict with a report", async () => {
    const init = await npx(project, "init", "--yes", "--agent", "http");
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toMatch(/^ok: agent-perf .*runtime http/m);
    expect(init.stdout).toMatch(/^next: npx agent-loadtest run agent-perf\.yaml$/m);
    const again = await npx(project, "init", "--yes", "--agent", "http");
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/agent-perf\.yaml: exists; pass --force/);
    const r = await npx(project, "run", "agent-perf.yaml");
    const report = JSON.parse(readFileSync(join(runDirOf(project, r.stdout), "report.json"), "utf8"));
    expectPassBesideLatency(r.code, report.gate.checks, r.stdout + r.stderr);
    expect(report.sessions.total).toBe(20);
    expect(report.reproduce).toBe("npx agent-loadtest run agent-perf.yaml");
  }, 180_000);

  it("init on a terminal asks, and writes what was answered", async () => {
    const dir = mkdtempSync(join(tmpdir(), "asked-"));
    const asked = await onTerminal(project, `npx agent-loadtest init --dir ${dir}`, [
      [/choose 1-3 \[2\]: /, "1"],
      [/Which one\? .*\[claude-code\]: /, "codex"],
    ]);
    expect(asked.code, asked.stdout).toBe(0);
    expect(asked.stdout).toMatch(/wrote agent-perf\/tasks\/hello-file\/task\.toml/);
    expect(readFileSync(join(dir, "agent-perf.yaml"), "utf8")).toMatch(/^ {2}- agent: \{ name: codex \}$/m);
  }, 90_000);
});
