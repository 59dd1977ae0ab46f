import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import {
  ACTION_PLACEHOLDER,
  type Ask,
  actionRepo,
  askAnswers,
  refuseExisting,
} from "../../../src/cli/init.js";
import { checkAgentKind, planInit, SCENARIO_FILE, WORKFLOW_FILE } from "../../../src/cli/init-files.js";
import { main } from "../../../src/cli/main.js";
import { UserError } from "../../../src/errors.js";

const ROOT = resolve(".");
const REPO = "acme/agent-loadtest-action";
const tmp = () => mkdtempSync(join(tmpdir(), "init-"));

async function printed(argv: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a) => void lines.push(a.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...a) => void lines.push(a.join(" ")));
  const code = await main(argv);
  return { code, text: lines.join("\n") };
}

afterEach(() => vi.restoreAllMocks());

describe("the file plan", () => {
  it.each([
    ["http", undefined, ["agent-perf/service/server.mjs"]],
    ["http", "http://127.0.0.1:8080", []],
    ["command", undefined, ["agent-perf/agent/agent.mjs", "agent-perf/tasks/echo-bench/task.toml"]],
    ["claude-code", undefined, ["agent-perf/mock-llm.yaml", "agent-perf/tasks/hello-file/tests/test.sh"]],
  ])("--agent %s (url %s) writes the scenario, the workflow, baselines/ and %j", (agent, url, own) => {
    const paths = planInit({ agent, url, actionRepo: REPO }, ROOT).map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([SCENARIO_FILE, WORKFLOW_FILE, "baselines/README.md", ...own]),
    );
    expect(paths.filter((p) => p.startsWith("agent-perf/")).length > 0).toBe(own.length > 0);
  });

  it("copies only files the package ships", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { files: string[] };
    for (const agent of ["http", "command", "codex"])
      for (const f of planInit({ agent, actionRepo: REPO }, ROOT))
        if ("copy" in f) {
          expect(existsSync(f.copy), f.copy).toBe(true);
          expect(pkg.files.some((shipped) => f.copy.startsWith(`${shipped}/`))).toBe(true);
        }
  });

  it.each([
    ["http", "http", undefined],
    ["command", "local", "agent-perf/tasks/echo-bench"],
    ["gemini-cli", "docker", "agent-perf/tasks/hello-file"],
  ])("--agent %s: a %s runtime, task %s, and the Action named by its owner", (agent, runtime, task) => {
    const plan = planInit({ agent, actionRepo: REPO }, ROOT);
    const text = (p: string) => plan.find((f) => f.path === p && "text" in f) as { text: string };
    const scenario = parse(text(SCENARIO_FILE).text);
    expect(scenario.runtime.type ?? scenario.runtime).toBe(runtime);
    expect(scenario.pairs[0].task).toBe(task);
    expect(text(WORKFLOW_FILE).text).toContain(`uses: ${REPO}@v1`);
  });

  it("gates an HTTP service against the stored baseline, an agent against the base commit's", () => {
    const workflow = (agent: string) =>
      (planInit({ agent, actionRepo: REPO }, ROOT).find((f) => f.path === WORKFLOW_FILE) as { text: string })
        .text;
    expect(workflow("http")).not.toContain("compare-with");
    expect(workflow("command")).toContain("compare-with: base");
  });

  it("writes the service's URL as a YAML string, whatever it holds", async () => {
    const dir = tmp();
    const { code } = await printed(["init", "--yes", "--dir", dir, "--url", "http://svc:8080/a b#x: y"]);
    expect(code).toBe(0);
    const scenario = parse(readFileSync(join(dir, SCENARIO_FILE), "utf8"));
    expect(scenario.runtime.http.base_url).toBe("http://svc:8080/a%20b#x:%20y");
    expect(scenario.services).toBeUndefined();
  });

  it.each(["nop2", "HTTP", ""])("refuses --agent %j", (kind) => {
    expect(() => checkAgentKind(kind)).toThrow(UserError);
  });
});

describe("refusing to overwrite", () => {
  const plan = planInit({ agent: "http", actionRepo: REPO }, ROOT);

  it("names the first file that exists", () => {
    const dir = tmp();
    mkdirSync(join(dir, ".github/workflows"), { recursive: true });
    writeFileSync(join(dir, WORKFLOW_FILE), "mine\n");
    expect(() => refuseExisting(dir, plan, false)).toThrow(
      expect.objectContaining({ where: join(dir, WORKFLOW_FILE), message: expect.stringMatching(/^exists/) }),
    );
    expect(() => refuseExisting(dir, plan, true)).not.toThrow();
    expect(() => refuseExisting(tmp(), plan, false)).not.toThrow();
  });

  it("exits 2 and writes nothing; --force overwrites", async () => {
    const dir = tmp();
    mkdirSync(join(dir, "baselines"));
    writeFileSync(join(dir, "baselines/README.md"), "mine\n");
    const refused = await printed(["init", "--yes", "--dir", dir]);
    expect(refused.code).toBe(2);
    expect(refused.text).toMatch(/^error: .*baselines\/README\.md: exists; pass --force/m);
    expect(existsSync(join(dir, SCENARIO_FILE))).toBe(false);
    expect(readFileSync(join(dir, "baselines/README.md"), "utf8")).toBe("mine\n");
    const forced = await printed(["init", "--yes", "--force", "--dir", dir]);
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, "baselines/README.md"), "utf8")).not.toBe("mine\n");
  });
});

describe("agent-loadtest init", () => {
  it("--yes --agent command: writes, validates, and prints the next command", async () => {
    const dir = tmp();
    const { code, text } = await printed(["init", "--yes", "--agent", "command", "--dir", dir]);
    expect(code).toBe(0);
    expect(text).toMatch(
      /^ok: agent-perf \(single_agent_multi_session, 1 pair, 1 task, up to 60 sessions \(fixed, a session budget\)/m,
    );
    expect(text).toMatch(/^next: cd .+ && npx agent-loadtest run agent-perf\.yaml$/m);
    expect(statSync(join(dir, "agent-perf/tasks/echo-bench/tests/test.sh")).mode & 0o111).not.toBe(0);
  });

  it.each([
    [["--agent", "bogus"], /^error: --agent: expected http, command or one of claude-code/m],
    [["--agent", "codex", "--url", "http://x:1"], /^error: --url: applies to --agent http only/m],
    [["--url", "ftp://x"], /^error: --url: expected an http\(s\) URL/m],
    [["extra"], /^error: agent-loadtest init: takes no arguments/m],
  ])("init %j is exit 2 with one line", async (args, line) => {
    const { code, text } = await printed(["init", "--yes", "--dir", tmp(), ...args]);
    expect(code).toBe(2);
    expect(text).toMatch(line);
  });
});

describe("the questions on a terminal", () => {
  const scripted = (answers: string[]): Ask => {
    const left = [...answers];
    return async () => left.shift() ?? "";
  };
  it.each([
    [{}, ["", ""], { agent: "http", url: undefined }],
    [{}, ["2", "http://localhost:8080"], { agent: "http", url: "http://localhost:8080/" }],
    [{}, ["2", "not a url", "https://svc.internal/"], { agent: "http", url: "https://svc.internal/" }],
    [{}, ["1", ""], { agent: "claude-code", url: undefined }],
    [{}, ["1", "kodex", "codex"], { agent: "codex", url: undefined }],
    [{}, ["3"], { agent: "command", url: undefined }],
    [{ agent: "qwen-code" }, [], { agent: "qwen-code", url: undefined }],
    [{ agent: "http", url: "http://a:1" }, [], { agent: "http", url: "http://a:1" }],
  ])("flags %j, answers %j: %j", async (given, answers, chosen) => {
    expect(await askAnswers(given, scripted(answers))).toEqual(chosen);
  });

  it("gives up after three answers that are not a choice", async () => {
    await expect(askAnswers({}, scripted(["9", "x", "0"]))).rejects.toThrow(UserError);
  });
});

describe("the Action's owner in the workflow", () => {
  it.each([
    [{ repository: "github:acme/agent-loadtest-action" }, REPO],
    [{ repository: { type: "git", url: "git+https://github.com/acme/agent-loadtest-action.git" } }, REPO],
    [{ repository: "git@github.com:acme/agent-loadtest-action.git" }, REPO],
    [{}, ACTION_PLACEHOLDER],
  ])("package.json %j: %s", (pkg, repo) => {
    const dir = tmp();
    writeFileSync(join(dir, "package.json"), JSON.stringify(pkg));
    expect(actionRepo(dir)).toBe(repo);
  });
});
