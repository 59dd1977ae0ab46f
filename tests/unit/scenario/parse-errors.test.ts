import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { parseScenario } from "../../../src/scenario/parse.js";

/** Every bad input yields exactly one UserError at the offending node's `file:line:col`, naming the field. */
function errorOf(yaml: string, opts: { set?: string[]; env?: Record<string, string> } = {}): UserError {
  try {
    parseScenario(yaml, "s.yaml", { env: {}, ...opts });
  } catch (err) {
    if (err instanceof UserError) return err;
    throw err;
  }
  throw new Error("expected a UserError");
}

const pair = "pairs:\n  - agent: { name: oracle }\n    task: tasks/echo\n";

const cases: { name: string; yaml: string; where: string; field?: string; message: RegExp }[] = [
  {
    name: "malformed YAML",
    yaml: "name: demo\npairs: [\n  - a\n",
    where: "s.yaml:3:3",
    message: /invalid YAML/,
  },
  {
    name: "duplicate key",
    yaml: `name: demo\n${pair}name: again\n`,
    where: "s.yaml:5:1",
    message: /Map keys must be unique/,
  },
  { name: "empty file", yaml: "# nothing\n", where: "s.yaml:1:1", message: /empty/ },
  {
    name: "unknown top-level key, with a suggestion",
    yaml: `name: demo\n${pair}thresold: {}\n`,
    where: "s.yaml:5:1",
    field: "thresold",
    message: /unknown key "thresold" \(did you mean "thresholds"\?\); expected one of: .*pairs/,
  },
  {
    name: "unknown nested key, with a suggestion",
    yaml: "name: demo\npairs:\n  - agent: { name: mine, comand: [a] }\n    task: t\n",
    where: "s.yaml:3:26",
    field: "pairs[0].agent.comand",
    message: /unknown key "comand" \(did you mean "command"\?\)/,
  },
  {
    name: "missing required field",
    yaml: "pairs:\n  - agent: { name: oracle }\n    task: t\n",
    where: "s.yaml:1:1",
    field: "name",
    message: /is required \(expected a string\)/,
  },
  {
    name: "wrong type",
    yaml: `name: demo\n${pair}    sessions: many\n`,
    where: "s.yaml:5:15",
    field: "pairs[0].sessions",
    message: /expected a number or a mapping, got "many"/,
  },
  {
    name: "number written in quotes",
    yaml: `name: demo\n${pair}services:\n  mock_llm: { port: "8080" }\n`,
    where: "s.yaml:6:21",
    field: "services.mock_llm.port",
    message: /expected a number, got "8080" \(write it without quotes/,
  },
  {
    name: "value below its minimum",
    yaml: `name: demo\n${pair}    n_concurrent: 0\n`,
    where: "s.yaml:5:19",
    field: "pairs[0].n_concurrent",
    message: /expected a value >= 1, got number 0/,
  },
  {
    name: "invalid scenario name",
    yaml: `name: "-demo"\n${pair}`,
    where: "s.yaml:1:7",
    field: "name",
    message: /starting with a letter or digit/,
  },
  {
    name: "unknown mode, with a suggestion",
    yaml: `name: demo\nmode: single_agent_multi_sesion\n${pair}`,
    where: "s.yaml:2:7",
    field: "mode",
    message:
      /expected one of .*got "single_agent_multi_sesion" \(did you mean "single_agent_multi_session"\?\)/,
  },
  {
    name: "single_agent_single_task with more than one session",
    yaml: `name: demo\nmode: single_agent_single_task\n${pair}    sessions: 2\n`,
    where: "s.yaml:6:15",
    field: "pairs[0].sessions",
    message: /mode single_agent_single_task runs one session per pair, got 2/,
  },
  {
    name: "single-agent mode with two pairs",
    yaml: `name: demo\n${pair}  - agent: { name: nop }\n    task: t\n`,
    where: "s.yaml:3:3",
    field: "pairs",
    message:
      /mode single_agent_multi_session takes exactly one pair, got 2; to compare agents use mode multi_agent_multi_session/,
  },
  {
    name: "multi-agent mode with one pair",
    yaml: `name: demo\nmode: multi_agent_multi_session\n${pair}`,
    where: "s.yaml:4:3",
    field: "pairs",
    message: /takes at least two pairs, got 1/,
  },
  {
    name: "multi_agent_single_task with more than one session",
    yaml: `name: demo\nmode: multi_agent_single_task\n${pair}  - agent: { name: nop }\n    task: t\n    sessions: 3\n`,
    where: "s.yaml:8:15",
    field: "pairs[1].sessions",
    message: /runs one session per pair, got 3/,
  },
  {
    name: "custom agent without a command",
    yaml: "name: demo\npairs:\n  - agent: { name: my-agent }\n    task: t\n",
    where: "s.yaml:3:12",
    field: "pairs[0].agent.command",
    message: /agent "my-agent" needs a command/,
  },
  {
    name: "misspelt built-in coding agent",
    yaml: "name: demo\npairs:\n  - agent: { name: claude-cod }\n    task: t\n",
    where: "s.yaml:3:20",
    field: "pairs[0].agent.name",
    message: /unknown agent "claude-cod" \(did you mean "claude-code"\?\)/,
  },
  {
    name: "version on an agent that is not a built-in coding agent",
    yaml: "name: demo\npairs:\n  - agent: { name: my-agent, command: [x], version: 1.0.0 }\n    task: t\n",
    where: "s.yaml:3:53",
    field: "pairs[0].agent.version",
    message: /version applies to the built-in coding agents/,
  },
  {
    name: "pair with both task and dataset",
    yaml: `name: demo\n${pair}    dataset: { path: d }\n`,
    where: "s.yaml:5:14",
    field: "pairs[0].dataset",
    message: /set only one of task or dataset/,
  },
  {
    name: "pair with neither task nor dataset",
    yaml: "name: demo\npairs:\n  - agent: { name: oracle }\n",
    where: "s.yaml:3:5",
    field: "pairs[0]",
    message: /set one of task or dataset/,
  },
  {
    name: "journey outside the http runtime",
    yaml: "name: demo\npairs:\n  - agent: { name: oracle }\n    journey: { name: j, request: { path: / } }\n",
    where: "s.yaml:4:14",
    field: "pairs[0].journey",
    message: /a journey needs runtime.type http/,
  },
  {
    name: "task under the http runtime",
    yaml: `name: demo\nruntime:\n  type: http\n  http: { base_url: "http://x", request: { path: / } }\n${pair}`,
    where: "s.yaml:7:11",
    field: "pairs[0].task",
    message: /a pair takes a journey, not a task/,
  },
  {
    name: "request with neither path nor url",
    yaml: "name: demo\nruntime:\n  type: http\n  http: { base_url: 'http://x', request: { method: GET } }\npairs:\n  - agent: { name: bot }\n",
    where: "s.yaml:4:42",
    field: "runtime.http.request",
    message: /set exactly one of path or url/,
  },
  {
    name: "misspelt request key is reported before the path-or-url rule",
    yaml: "name: demo\nruntime:\n  type: http\n  http:\n    base_url: http://x\n    request: { paht: /chat }\npairs:\n  - agent: { name: bot }\n",
    where: "s.yaml:6:16",
    field: "runtime.http.request.paht",
    message: /unknown key "paht" \(did you mean "path"\?\)/,
  },
  {
    name: "ramp without stages",
    yaml: `name: demo\n${pair}load: { strategy: ramp }\n`,
    where: "s.yaml:5:7",
    field: "load.stages",
    message: /strategy ramp needs stages/,
  },
  {
    name: "bad threshold expression",
    yaml: `name: demo\n${pair}thresholds:\n  e2e_ms: ["p(95)<2500", "p95<2500"]\n`,
    where: "s.yaml:6:26",
    field: "thresholds.e2e_ms[1]",
    message: /invalid threshold "p95<2500": write percentiles as p\(95\), not p95/,
  },
  {
    name: "bad threshold in the object form",
    yaml: `name: demo\n${pair}thresholds:\n  e2e_ms: [{ threshold: "p(101) < 5" }]\n`,
    where: "s.yaml:6:25",
    field: "thresholds.e2e_ms[0].threshold",
    message: /invalid threshold "p\(101\) < 5": percentile 101 is outside \(0, 100\]/,
  },
  {
    name: "misspelt key in the threshold object form",
    yaml: `name: demo\n${pair}thresholds:\n  e2e_ms: [{ threshold: "avg<5", abortOnFial: true }]\n`,
    where: "s.yaml:6:34",
    field: "thresholds.e2e_ms[0].abortOnFial",
    message: /did you mean "abortOnFail"/,
  },
  {
    name: "bad metric key",
    yaml: `name: demo\n${pair}thresholds:\n  "e2e_ms{pair}": avg<5\n`,
    where: "s.yaml:6:3",
    field: 'thresholds["e2e_ms{pair}"]',
    message: /tag selector "pair" is not tag:value/,
  },
  {
    name: "misspelt threshold metric, with a suggestion",
    yaml: `name: demo\n${pair}thresholds:\n  e2e_mss: ["p(95)<5"]\n`,
    where: "s.yaml:6:12",
    field: "thresholds.e2e_mss",
    message: /^unknown metric "e2e_mss" \(did you mean "e2e_ms"\?\); known metrics: /,
  },
  {
    name: "misspelt metric with a tag selector, with a suggestion",
    yaml: `name: demo\n${pair}thresholds:\n  "pass_rat{task:x}": ["rate>0.9"]\n`,
    where: "s.yaml:6:23",
    field: 'thresholds["pass_rat{task:x}"]',
    message: /^unknown metric "pass_rat" \(did you mean "pass_rate"\?\)/,
  },
  {
    name: "unknown threshold metric far from any: no suggestion",
    yaml: `name: demo\n${pair}thresholds:\n  latency: ["p(95)<5"]\n`,
    where: "s.yaml:6:12",
    field: "thresholds.latency",
    message: /^unknown metric "latency"; known metrics: /,
  },
  {
    name: "misspelt regression metric, with a suggestion",
    yaml: `name: demo\n${pair}regression:\n  metrics:\n    ttft_sm: { max_increase: 10% }\n`,
    where: "s.yaml:7:14",
    field: "regression.metrics.ttft_sm",
    message:
      /^unknown metric "ttft_sm" \(did you mean "ttft_ms"\?\); regression rules apply to pass_rate, error_rate, /,
  },
  {
    name: "a counter is no regression metric",
    yaml: `name: demo\n${pair}regression:\n  metrics:\n    sessions: { max_decrease: 1 }\n`,
    where: "s.yaml:7:15",
    field: "regression.metrics.sessions",
    message: /^unknown metric "sessions"; regression rules apply to/,
  },
  {
    name: "bad SLO expression",
    yaml: `name: demo\n${pair}load:\n  strategy: find_max\n  slo: { ttft_ms: "p(95) ~ 300" }\n`,
    where: "s.yaml:7:19",
    field: "load.slo.ttft_ms",
    message: /invalid SLO "p\(95\) ~ 300": expected an operator/,
  },
  {
    name: "unknown retry bucket, with a suggestion",
    yaml: `name: demo\n${pair}retry: { on_buckets: [env_biuld] }\n`,
    where: "s.yaml:5:23",
    field: "retry.on_buckets[0]",
    message: /did you mean "env_build"/,
  },
  {
    name: "undefined variable without a default",
    yaml: `name: demo\n${pair}runtime:\n  docker:\n    base_image: registry/\${IMAGE_TAG}\n`,
    where: "s.yaml:7:17",
    field: "runtime.docker.base_image",
    message: /environment variable IMAGE_TAG is not set/,
  },
];

describe("scenario errors", () => {
  it.each(cases)("$name", ({ yaml, where, field, message }) => {
    const err = errorOf(yaml);
    expect({ where: err.where, field: err.field }).toEqual({ where, field });
    expect(err.message).toMatch(message);
  });
});

const setCases: { name: string; set: string[]; where: string; field?: string; message: RegExp }[] = [
  { name: "no '='", set: ["load.concurrency"], where: "--set", message: /expected path=value/ },
  {
    name: "unknown field, with a suggestion",
    set: ["load.concurency=4"],
    where: "--set load.concurency",
    field: "load.concurency",
    message: /unknown field "concurency" \(did you mean "concurrency"\?\)/,
  },
  {
    name: "unknown top-level field",
    set: ["laod.concurrency=4"],
    where: "--set laod.concurrency",
    field: "laod",
    message: /unknown field "laod" \(did you mean "load"\?\)/,
  },
  {
    name: "index out of range",
    set: ["pairs[2].sessions=4"],
    where: "--set pairs[2].sessions",
    field: "pairs[2]",
    message: /index 2 is out of range \(the list has 1 item\(s\)\)/,
  },
  {
    name: "unreadable path",
    set: ["pairs..sessions=4"],
    where: "--set",
    field: "pairs..sessions",
    message: /cannot read a field path/,
  },
  {
    name: "value of the wrong type",
    set: ["load.concurrency=lots"],
    where: "--set load.concurrency",
    field: "load.concurrency",
    message: /expected a number, got "lots"/,
  },
];

describe("--set errors", () => {
  it.each(setCases)("$name", ({ set, where, field, message }) => {
    const err = errorOf(`name: demo\n${pair}`, { set });
    expect({ where: err.where, field: err.field }).toEqual({ where, field });
    expect(err.message).toMatch(message);
  });
});
