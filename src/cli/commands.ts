/**
 * The command table: one row per command. `--help`, each command's usage and the CLI table of docs/cli.md are
 * made from it (src/cli/help.ts), and each command parses exactly the flags its row lists (flag-tables.ts).
 * A command's module is imported when it runs: help, `--version` and each command load only what they use.
 */
import {
  baselineFlags,
  bisectFlags,
  cassetteFlags,
  dashboardFlags,
  demoFlags,
  initFlags,
  MOCK_LLM_HELP,
  mergeFlags,
  mockLlmFlags,
  prebuildFlags,
  promExportFlags,
  reportFlags,
  runFlags,
  serveFlags,
  validateFlags,
} from "./flag-tables.js";
import type { CommandSpec } from "./flags.js";

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: "run",
    args: "<scenario.yaml>",
    does: "run, record, gate, report",
    flags: runFlags,
    run: (argv) => import("./run.js").then((c) => c.runCommand(argv)),
  },
  {
    name: "bisect",
    args: "<scenario.yaml>",
    does: "name the commit that made the agent slower: each probe runs a commit's agent beside the good one's, `git bisect`-style; resumable",
    flags: bisectFlags,
    run: (argv) => import("./bisect.js").then((c) => c.bisectCommand(argv)),
  },
  {
    name: "validate",
    args: "<scenario.yaml>",
    does: "schema and preflight (placeholder values, task folders, Docker reachable when needed); runs nothing",
    flags: validateFlags,
    run: (argv) => import("./validate.js").then((c) => c.validateCommand(argv)),
  },
  {
    name: "report",
    args: "<run-dir>",
    does: "rebuild every report and the verdict from `events.jsonl`, in place; exit code = the verdict's",
    flags: reportFlags,
    run: (argv) => import("./report.js").then((c) => c.reportCommand(argv)),
  },
  {
    name: "baseline",
    args: "update <run-dir>",
    does: "write or refresh `baselines/<scenario>.json`, keeping a bounded history; a run whose gate failed needs `--force`",
    flags: baselineFlags,
    run: (argv) => import("./baseline.js").then((c) => c.baselineCommand(argv)),
  },
  {
    name: "cassette",
    args: "list|prune|diff <dir>...",
    does: "inspect recorded LLM conversations (record/replay): list them per task, prune to the newest, diff two cassettes",
    flags: cassetteFlags,
    run: (argv) => import("./cassette.js").then((c) => c.cassetteCommand(argv)),
  },
  {
    name: "merge",
    args: "<run-dir>...",
    does: "merge shard runs into one run, then gate and report with the trusted scenario's settings",
    flags: mergeFlags,
    run: (argv) => import("./merge.js").then((c) => c.mergeCommand(argv)),
  },
  {
    name: "mock-llm",
    args: "",
    does: "the deterministic mock LLM (OpenAI chat and Responses, Anthropic, Gemini), standalone",
    flags: mockLlmFlags,
    more: MOCK_LLM_HELP,
    run: (argv) => import("./mock-llm.js").then((c) => c.mockLlmCommand(argv)),
  },
  {
    name: "prebuild",
    args: "<task-dir>",
    does: "build a task's image once (with a built-in coding agent baked in at `/opt/agents/<name>`) and pin it as `[environment].docker_image` in its `task.toml`",
    flags: prebuildFlags,
    run: (argv) => import("./prebuild.js").then((c) => c.prebuildCommand(argv)),
  },
  {
    name: "dashboard",
    args: "<run-dir>",
    does: "(re)write a run's `dashboard.html`",
    flags: dashboardFlags,
    run: (argv) => import("./dashboard.js").then((c) => c.dashboardCommand(argv)),
  },
  {
    name: "prom-export",
    args: "<run-dir>",
    does: "a run's metrics in Prometheus text format",
    flags: promExportFlags,
    run: (argv) => import("./prom-export.js").then((c) => c.promExportCommand(argv)),
  },
  {
    name: "demo",
    args: "",
    does: "the quickstart scenario on the embedded default (mock LLM + example agent, no Docker)",
    flags: demoFlags,
    run: (argv) => import("./demo.js").then((c) => c.demoCommand(argv)),
  },
  {
    name: "init",
    args: "",
    does: "start a project: a scenario, a task if the agent needs one, the PR gate and nightly baseline workflow, `baselines/`, and the run folder in `.gitignore`; validates what it wrote and never overwrites without `--force`",
    flags: initFlags,
    run: (argv) => import("./init.js").then((c) => c.initCommand(argv)),
  },
  {
    name: "serve",
    args: "",
    does: "the local web console: runs, live progress, start and stop, compare, history",
    flags: serveFlags,
    run: (argv) => import("./serve.js").then((c) => c.serveCommand(argv)),
  },
];
