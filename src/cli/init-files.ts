/**
 * What `agent-loadtest init` writes, as data: the file plan for each kind of agent. Texts are made
 * here; files the package already ships (a task, the stand-in agent or service, the mock's script)
 * are copied from it, so the starter always matches what the demo runs.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CODING_AGENT_NAMES } from "../agents/table.js";
import { UserError } from "../errors.js";
import { DEFAULT_OUTPUT_DIR } from "../scenario/defaults.js";

export const SCENARIO_FILE = "agent-perf.yaml";
export const WORKFLOW_FILE = ".github/workflows/agent-perf.yml";
/** Every file the starter adds besides the scenario and the workflow lives under this folder. */
const HOME = "agent-perf";

/** What the user told `init` (by flags or at the prompts). */
export interface InitAnswers {
  /** `http`, `command`, or a built-in coding agent's name. */
  agent: string;
  /** `http` only: where the service already runs; unset, the scenario starts a stand-in. */
  url?: string;
  /** `owner/name` of this Action, for the workflow's `uses:`. */
  actionRepo: string;
}

/** One file to write: its path inside the project, and its text or the package file it copies. */
export type PlannedFile = { path: string; text: string } | { path: string; copy: string };

export const INIT_AGENT_KINDS = ["http", "command", ...CODING_AGENT_NAMES] as const;

/** `--agent`'s value, checked: a kind, or a built-in coding agent's name. */
export function checkAgentKind(value: string): string {
  if ((INIT_AGENT_KINDS as readonly string[]).includes(value)) return value;
  throw new UserError(
    `expected http, command or one of ${CODING_AGENT_NAMES.join(", ")}`,
    undefined,
    "--agent",
  );
}

/** The files `init` writes for these answers; `pkg` is the package root the copies come from. */
export function planInit(a: InitAnswers, pkg: string): PlannedFile[] {
  const copies = (from: string, to: string) =>
    readdirSync(join(pkg, from), { recursive: true, encoding: "utf8" })
      .filter((rel) => statSync(join(pkg, from, rel)).isFile())
      .sort()
      .map((rel) => ({ path: join(to, rel), copy: join(from, rel) }));
  const kind = a.agent === "http" || a.agent === "command" ? a.agent : "builtin";
  const own: PlannedFile[] =
    kind === "http"
      ? a.url
        ? []
        : [{ path: `${HOME}/service/server.mjs`, copy: "examples/agents/agent-service/server.mjs" }]
      : kind === "command"
        ? [
            { path: `${HOME}/agent/agent.mjs`, copy: "examples/agents/echo-agent/agent.mjs" },
            ...copies("tasks/echo-bench", `${HOME}/tasks/echo-bench`),
          ]
        : [
            { path: `${HOME}/mock-llm.yaml`, copy: "examples/scripts/hello-file.yaml" },
            ...copies("tasks/hello-file", `${HOME}/tasks/hello-file`),
          ];
  return [
    { path: SCENARIO_FILE, text: scenarioText(a) },
    ...own,
    { path: WORKFLOW_FILE, text: workflowText(a) },
    { path: "baselines/README.md", text: BASELINES_README },
  ];
}

/** What `init` keeps out of git: the folder runs are written to (output_dir's default). */
export const GITIGNORE_LINES = [`${DEFAULT_OUTPUT_DIR}/`];

/**
 * The project's .gitignore with the starter's lines: appended to what is there (a line already
 * present, with or without its slash, is not repeated); null when nothing is missing.
 */
export function withIgnored(existing: string | null): string | null {
  const have = new Set((existing ?? "").split(/\r?\n/).map((l) => l.trim().replace(/^\/|\/$/g, "")));
  const missing = GITIGNORE_LINES.filter((l) => !have.has(l.replace(/^\/|\/$/g, "")));
  if (missing.length === 0) return null;
  const head = existing && !existing.endsWith("\n") ? `${existing}\n` : (existing ?? "");
  return `${head}# agent-loadtest: run folders (reports, events, session logs)\n${missing.join("\n")}\n`;
}

const BASELINES_README = `# Baselines

\`agent-loadtest baseline update <run-dir>\` writes \`<scenario>.json\` here, and the nightly job in
\`${WORKFLOW_FILE}\` proposes a refreshed one as a pull request. A run gates against the file named after
its scenario; with none yet, the regression checks only warn.
`;

/** The SLOs and regression rules, loose enough for a first run on a busy machine: tighten them after. */
const gate = (
  e2eMs: number,
  ttftMs: number,
) => `# Starting points that a first run passes on a busy machine: tighten them once you know your numbers.
thresholds:
  pass_rate: ["rate>=0.95"]
  e2e_ms: ["p(95)<${e2eMs}"]
  ttft_ms: ["p(95)<${ttftMs}"]
  errors: ["count==0"]
regression:
  # No baseline yet (the first runs): the regression checks warn instead of failing.
  on_missing: warn
  # The latency rule gates from 20 sessions a side (min_samples); with fewer it only warns, and
  # \`agent-loadtest validate\` says so. Keep each pair's sessions (and the baseline's) at 20 or more.
  metrics:
    e2e_ms: { max_increase: 25%, statistic: p50 }
    pass_rate: { max_decrease: 0.2 }
`;

/** The starters' embedded mock LLM: how soon it answers, how fast it streams, how long a default answer is. */
export const STARTER_MOCK = { ttft_ms: 40, itl_ms: 5, tokens: 24 };

const MOCK = `  # The embedded mock LLM: deterministic, offline, free. Drop it to call a real model.
  mock_llm:
    ttft_ms: ${STARTER_MOCK.ttft_ms}
    itl_ms: ${STARTER_MOCK.itl_ms}
    tokens: ${STARTER_MOCK.tokens}
`;

function scenarioText(a: InitAnswers): string {
  if (a.agent === "http") return httpScenario(a.url);
  if (a.agent === "command") return commandScenario();
  return builtinScenario(a.agent);
}

function httpScenario(url: string | undefined): string {
  const target = url
    ? `# It calls your service at ${url}; the service must be running when the scenario runs (in CI too).`
    : `# As written it starts a stand-in (${HOME}/service/server.mjs, the reference agent service) that calls
# the embedded mock LLM, so the first run works offline. Make it yours: set agent_service.command to
# how your service starts — it gets PORT to listen on and OPENAI_BASE_URL, the mock LLM's URL — or drop
# agent_service and set runtime.http.base_url to where your service runs.`;
  return `# Agent performance scenario (written by \`agent-loadtest init\`): an agent service under load over HTTP.
${target}
# Each session sends the request below and reads the service's event stream; set request, stream and
# success to your service's API (stream.format: ndjson, sse, poll or none).
# Run it: npx agent-loadtest run ${SCENARIO_FILE}
name: agent-perf
description: an agent service over HTTP, 20 sessions at concurrency 4
mode: single_agent_multi_session
runtime:
  type: http
  http:
${url ? `    base_url: ${JSON.stringify(url)}\n` : ""}    request:
      method: POST
      path: /v1/journeys/short_planning
      body:
        session_id: "{{session_id}}"
        input: "case {{case_id}}: help me with my order"
    stream:
      format: ndjson
      token_event: type=token
      done_event: type=done
      status_path: status
      error_path: error
    success:
      status_in: [succeeded, degraded]
    timeout_sec: 30
${
  url
    ? ""
    : `services:
${MOCK}  agent_service:
    command: [node, ${HOME}/service/server.mjs]
    health_path: /health
    startup_timeout_sec: 20
`
}load:
  concurrency: 4
pairs:
  - agent: { name: my-service }
    sessions: 20
    n_concurrent: 4
${gate(15_000, 5_000)}`;
}

function commandScenario(): string {
  return `# Agent performance scenario (written by \`agent-loadtest init\`): an agent run as a command, one
# session per task attempt, on this machine (runtime local; \`runtime: docker\` runs each in a container).
# As written, the agent is a stand-in (${HOME}/agent/agent.mjs) that asks the embedded mock LLM for a plan
# and solves ${HOME}/tasks/echo-bench, so the first run works offline. Make it yours: set agent.command
# to your agent's argv (files of agent.mount appear under /agent) and point task at your own Harbor
# task folder (instruction.md, task.toml, tests/test.sh writing the reward).
# Run it: npx agent-loadtest run ${SCENARIO_FILE}
name: agent-perf
description: an agent command on echo-bench against the mock LLM, 20 to 60 sessions at concurrency 4
mode: single_agent_multi_session
runtime: local
services:
${MOCK}pairs:
  - agent:
      name: my-agent
      command: [node, /agent/agent.mjs]
      mount: ${HOME}/agent
    task: ${HOME}/tasks/echo-bench
    # A budget: the gate looks after 20 sessions and every 10 more, and stops once its verdict is
    # known (docs/gate.md, "The sequential gate"); the nightly baseline runs all 60.
    sessions: { min: 20, max: 60, step: 10 }
    n_concurrent: 4
${gate(15_000, 5_000)}`;
}

function builtinScenario(agent: string): string {
  return `# Agent performance scenario (written by \`agent-loadtest init\`): ${agent} solving a task in containers
# on the machine's Docker. ${agent} is installed once (cached), launched headless, and talks to the
# embedded mock LLM, which a script (${HOME}/mock-llm.yaml) drives through one file-writing tool call.
# Make it real: drop services.mock_llm and give the agent its key and endpoint in agent.env, and a
# model; point task at your own Harbor task folder.
# Run it: npx agent-loadtest run ${SCENARIO_FILE}
name: agent-perf
description: ${agent} on hello-file in Docker against the mock LLM, 20 to 40 sessions at concurrency 2
mode: single_agent_multi_session
runtime:
  type: docker
  docker:
    # The agent reaches the mock LLM on the machine's loopback.
    network_mode: host
services:
${MOCK}    script: ${HOME}/mock-llm.yaml
pairs:
  - agent: { name: ${agent} }
    task: ${HOME}/tasks/hello-file
    # A budget: the gate looks after 20 sessions and every 10 more, and stops once its verdict is
    # known (docs/gate.md, "The sequential gate"); the nightly baseline runs all 40.
    sessions: { min: 20, max: 40, step: 10 }
    n_concurrent: 2
${gate(60_000, 20_000)}`;
}

/** The PR gate and the nightly baseline refresh, in one workflow file. */
function workflowText(a: InitAnswers): string {
  const sameJob = a.agent !== "http";
  const compare = sameJob
    ? `      # compare-with: base runs the base commit's agent beside this PR's, interleaved in this job, and
      # gates against it; the pull request that adds ${SCENARIO_FILE} runs without it and says so.
`
    : `      # An HTTP service is gated against the stored baseline (baselines/), which the nightly job refreshes.
`;
  return `# Agent performance (written by \`agent-loadtest init\`): on every pull request, run ${SCENARIO_FILE}
# and fail the check on an SLO or regression breach, with one PR comment kept up to date; every night
# (and on demand), run it on the default branch and propose the result as the new baseline in a PR
# (needs "Allow GitHub Actions to create and approve pull requests" in the repository's settings).
name: agent perf
on:
  pull_request:
  schedule:
    - cron: "17 3 * * *"
  workflow_dispatch:
permissions:
  contents: read
jobs:
  gate:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    timeout-minutes: 20
    permissions:
      contents: read
      pull-requests: write
    # a newer push cancels the older run, so two runs never race on the comment
    concurrency:
      group: agent-perf-\${{ github.event.pull_request.number }}
      cancel-in-progress: true
    steps:
      - uses: actions/checkout@v5
        with:
          fetch-depth: 0
${compare}      - uses: ${a.actionRepo}@v1
        with:
          scenario: ${SCENARIO_FILE}
${sameJob ? "          compare-with: base\n" : ""}          comment: always
  baseline:
    if: github.event_name != 'pull_request'
    runs-on: ubuntu-latest
    timeout-minutes: 30
    permissions:
      contents: write
      pull-requests: write
    concurrency:
      group: agent-perf-baseline
      cancel-in-progress: false
    steps:
      - uses: actions/checkout@v5
      - uses: ${a.actionRepo}@v1
        with:
          scenario: ${SCENARIO_FILE}
          mode: baseline
          baseline-pr: true
`;
}
