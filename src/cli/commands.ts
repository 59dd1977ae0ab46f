/**
 * The command table: one row per command. `--help`, each command's usage and the CLI table of docs/cli.md are
 * made from it (src/cli/help.ts), and each command parses exactly the flags its row lists.
 */
import { baselineCommand, baselineFlags } from "./baseline.js";
import { cassetteCommand, cassetteFlags } from "./cassette.js";
import { dashboardCommand, dashboardFlags } from "./dashboard.js";
import { demoCommand, demoFlags } from "./demo.js";
import type { CommandSpec } from "./flags.js";
import { initCommand, initFlags } from "./init.js";
import { mergeCommand, mergeFlags } from "./merge.js";
import { MOCK_LLM_HELP, mockLlmCommand, mockLlmFlags } from "./mock-llm.js";
import { prebuildCommand, prebuildFlags } from "./prebuild.js";
import { promExportCommand, promExportFlags } from "./prom-export.js";
import { reportCommand, reportFlags } from "./report.js";
import { runCommand, runFlags } from "./run.js";
import { serveCommand, serveFlags } from "./serve.js";
import { validateCommand, validateFlags } from "./validate.js";

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: "run",
    args: "<scenario.yaml>",
    does: "run, record, gate, report",
    flags: runFlags,
    run: runCommand,
  },
  {
    name: "validate",
    args: "<scenario.yaml>",
    does: "schema and preflight (placeholder values, task folders, Docker reachable when needed); runs nothing",
    flags: validateFlags,
    run: validateCommand,
  },
  {
    name: "report",
    args: "<run-dir>",
    does: "rebuild every report and the verdict from `events.jsonl`, in place; exit code = the verdict's",
    flags: reportFlags,
    run: reportCommand,
  },
  {
    name: "baseline",
    args: "update <run-dir>",
    does: "write or refresh `baselines/<scenario>.json`, keeping a bounded history",
    flags: baselineFlags,
    run: baselineCommand,
  },
  {
    name: "cassette",
    args: "list|prune|diff <dir>...",
    does: "inspect recorded LLM conversations (record/replay): list them per task, prune to the newest, diff two cassettes",
    flags: cassetteFlags,
    run: cassetteCommand,
  },
  {
    name: "merge",
    args: "<run-dir>...",
    does: "merge shard runs into one run, then gate and report with the trusted scenario's settings",
    flags: mergeFlags,
    run: mergeCommand,
  },
  {
    name: "mock-llm",
    args: "",
    does: "the deterministic mock LLM (OpenAI chat and Responses, Anthropic, Gemini), standalone",
    flags: mockLlmFlags,
    more: MOCK_LLM_HELP,
    run: (argv) => mockLlmCommand(argv),
  },
  {
    name: "prebuild",
    args: "<task-dir>",
    does: "build a task's image once (with a built-in coding agent baked in at `/opt/agents/<name>`) and pin it as `[environment].docker_image` in its `task.toml`",
    flags: prebuildFlags,
    run: prebuildCommand,
  },
  {
    name: "dashboard",
    args: "<run-dir>",
    does: "(re)write a run's `dashboard.html`",
    flags: dashboardFlags,
    run: dashboardCommand,
  },
  {
    name: "prom-export",
    args: "<run-dir>",
    does: "a run's metrics in Prometheus text format",
    flags: promExportFlags,
    run: promExportCommand,
  },
  {
    name: "demo",
    args: "",
    does: "the quickstart scenario on the embedded default (mock LLM + example agent, no Docker)",
    flags: demoFlags,
    run: demoCommand,
  },
  {
    name: "init",
    args: "",
    does: "start a project: a scenario, a task if the agent needs one, the PR gate and nightly baseline workflow, and `baselines/`; validates what it wrote and never overwrites without `--force`",
    flags: initFlags,
    run: initCommand,
  },
  {
    name: "serve",
    args: "",
    does: "the local web console: runs, live progress, start and stop, compare, history",
    flags: serveFlags,
    run: serveCommand,
  },
];
