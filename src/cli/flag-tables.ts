/**
 * Every command's flags, for its parser and for the help made from the command table (commands.ts). They
 * stand apart from the commands, so help and a command's start load only the command that runs.
 */
import { CODING_AGENT_NAMES } from "../agents/table.js";
import { DEFAULT_OUTPUT_DIR } from "../scenario/defaults.js";
import type { FlagTable } from "./flags.js";

const n = (help: string) => ({ type: "string", value: "N", help }) as const;

export const progressFlags = {
  progress: {
    type: "string",
    value: "off|plain|tty",
    help: "progress lines on stderr (default: tty on a terminal, plain when piped or in CI)",
  },
  "progress-interval": { type: "string", value: "SECONDS", help: "seconds between progress lines" },
} as const satisfies FlagTable;

export const runFlags = {
  out: {
    type: "string",
    value: "DIR",
    help: "folder the run directory is made in (default: the scenario's output_dir, runs)",
  },
  "baseline-dir": { type: "string", value: "DIR", help: "folder of the baseline files (default: baselines)" },
  shard: { type: "string", value: "i/n", help: "run only shard i of n of the planned sessions" },
  set: {
    type: "string",
    multiple: true,
    value: "path=value",
    help: "override a scenario field, e.g. pairs[0].sessions=8 (repeatable)",
  },
  "allow-host-path": {
    type: "string",
    multiple: true,
    value: "DIR",
    help: "admit a folder outside the scenario's repository for agent.mount and the agent service's build (repeatable)",
  },
  quiet: { type: "boolean", short: "q", help: "no progress lines: only the verdict and the paths" },
  locale: {
    type: "string",
    value: "en|zh-CN",
    help: "language of report.md, the PR comment, the job summary and the dashboard (report.locale)",
  },
  ...progressFlags,
} as const satisfies FlagTable;

export const validateFlags = {
  set: runFlags.set,
  "allow-host-path": runFlags["allow-host-path"],
} as const satisfies FlagTable;

export const bisectFlags = {
  good: { type: "string", value: "REV", help: "a commit whose agent is as fast as it should be (required)" },
  bad: { type: "string", value: "REV", help: "a later commit whose agent is slower (required)" },
  metric: {
    type: "string",
    value: "NAME",
    help: "the metric whose regression rule classifies a probe (default e2e_ms)",
  },
  out: {
    type: "string",
    value: "DIR",
    help: "folder of the probes' runs, state.json and the report (default bisect)",
  },
  set: runFlags.set,
  "allow-host-path": runFlags["allow-host-path"],
  budget: {
    type: "string",
    value: "MIN:MAX:STEP",
    help: "every pair's session budget per probe (the sequential gate), e.g. 20:60:10",
  },
  minutes: { type: "string", value: "N", help: "start no probe after N minutes (default 60)" },
  "dry-run": { type: "boolean", help: "print the range and the plan; run nothing" },
} as const satisfies FlagTable;

export const reportFlags = { "baseline-dir": runFlags["baseline-dir"] } as const satisfies FlagTable;

export const baselineFlags = {
  "baseline-dir": { type: "string", value: "DIR", help: "folder of the baseline files (default: baselines)" },
  force: { type: "boolean", help: "adopt a run whose gate failed (without it: exit 2)" },
} as const satisfies FlagTable;

export const cassetteFlags = {
  keep: { type: "string", value: "N", help: "prune: conversations kept per task, newest first (default 10)" },
  "dry-run": { type: "boolean", help: "prune: say what would go, delete nothing" },
} as const satisfies FlagTable;

export const mergeFlags = {
  out: { type: "string", value: "DIR", required: true, help: "folder the merged run directory is made in" },
  scenario: {
    type: "string",
    value: "FILE",
    required: true,
    help: "the trusted scenario file whose thresholds, rules and paths the merge uses",
  },
  "baseline-dir": runFlags["baseline-dir"],
  set: runFlags.set,
  "allow-host-path": runFlags["allow-host-path"],
} as const satisfies FlagTable;

export const mockLlmFlags = {
  host: { type: "string", value: "H", help: "address to listen on (default: 127.0.0.1)" },
  port: { type: "string", value: "P", help: "port to listen on, 0 for a free one (default: 8000)" },
  "ttft-ms": n("time to the first token, ms"),
  "itl-ms": n("time between tokens, ms"),
  tokens: n("output tokens per reply when the script does not decide (default: 16)"),
  script: { type: "string", value: "FILE", help: "YAML/JSON script of replies, tool calls and faults" },
  fault: { type: "string", value: "SPEC", help: "injected faults, KIND:RATE,..., e.g. 429:0.1,stall:0.01" },
  capacity: n("streams served at once; the rest queue (default: unlimited)"),
  seed: n("seed of the fault draws and jitter (default: 1)"),
  "jitter-ms": n("random spread added to each delay, ms"),
  "stall-ms": n("how long a stall fault holds the stream, ms (default: 30000)"),
  model: { type: "string", value: "NAME", help: "model named in /v1/models (default: mock-1)" },
  log: { type: "string", value: "FILE", help: "append one JSON line per request to this file" },
} as const satisfies FlagTable;

export const prebuildFlags = {
  tag: {
    type: "string",
    value: "NAME",
    help: "image tag (default: one derived from the environment folder's content)",
  },
  "base-image": {
    type: "string",
    value: "IMAGE",
    help: "passed to the Dockerfile as the BASE_IMAGE build arg",
  },
  agent: {
    type: "string",
    value: "NAME[@VER]",
    help: "bake a built-in coding agent (at its pinned version unless one is given) into the image at /opt/agents/<name>",
  },
} as const satisfies FlagTable;

export const dashboardFlags = {
  output: { type: "string", value: "FILE", help: "where to write it (default: <run-dir>/dashboard.html)" },
} as const satisfies FlagTable;

export const promExportFlags = {
  output: { type: "string", value: "FILE", help: "write to this file instead of stdout" },
} as const satisfies FlagTable;

export const demoFlags = {
  out: { type: "string", value: "DIR", help: "folder the run directory is made in (default: runs)" },
  locale: runFlags.locale,
} as const satisfies FlagTable;

export const initFlags = {
  yes: { type: "boolean", short: "y", help: "ask nothing: take the flags, and defaults for the rest" },
  agent: {
    type: "string",
    value: "KIND",
    help: `http, command, or a built-in coding agent (${CODING_AGENT_NAMES.join(", ")}) (default: http)`,
  },
  url: {
    type: "string",
    value: "URL",
    help: "with --agent http: where your service runs (default: start a stand-in)",
  },
  force: { type: "boolean", help: "overwrite files that exist" },
  dir: { type: "string", value: "DIR", help: "the project's root folder (default: .)" },
} as const satisfies FlagTable;

export const serveFlags = {
  host: { type: "string", value: "H", default: "127.0.0.1", help: "address to listen on" },
  port: { type: "string", value: "P", default: "8080", help: "port to listen on" },
  "output-dir": {
    type: "string",
    value: "DIR",
    default: DEFAULT_OUTPUT_DIR,
    help: "folder of the run directories it lists and starts",
  },
  scenarios: { type: "string", value: "GLOB", default: "**/*.{yaml,yml}", help: "scenario files it offers" },
  "baseline-dir": {
    type: "string",
    value: "DIR",
    default: "baselines",
    help: "folder of the baseline files",
  },
  token: {
    type: "string",
    value: "T",
    help: "the console's secret, at least 16 characters (or AGENT_LOADTEST_TOKEN); default: a new one each start, printed in the start URL; required off loopback",
  },
} as const satisfies FlagTable;

/** What `mock-llm --help` adds to the usage line. */
export const MOCK_LLM_HELP = [
  "Every endpoint has the same timing, faults, capacity and script:",
  "  POST /v1/chat/completions                          OpenAI chat completions (OPENAI_BASE_URL=<url>/v1)",
  '  POST /v1/responses                                 OpenAI Responses API (Codex: wire_api = "responses")',
  "  POST /v1/messages                                  Anthropic messages (ANTHROPIC_BASE_URL=<url>)",
  "  POST /v1beta/models/<model>:generateContent        Gemini (GOOGLE_GEMINI_BASE_URL=<url>)",
  "  POST /v1beta/models/<model>:streamGenerateContent?alt=sse",
  "  GET  /v1/models · /health · /_mock/stats · /_mock/requests",
  "--fault SPEC is KIND:RATE,... with KIND one of 429, 500, stall, disconnect, malformed.",
  '--script FILE: turns or rules; a reply may say shell: "<command>" or write: { path, content },',
  "  called through whichever shell or file-writing tool the request offers (text when none).",
].join("\n");
