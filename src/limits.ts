/**
 * Every limit an input meets, in one table: the code reads its value from here and docs/limits.md's
 * "Limits" table is rendered from it (a unit test holds the two equal). Past a limit the input gets
 * a named outcome — a bucket, or exit 2 naming the field — never a crash or an unbounded allocation.
 */

const MiB = 1024 * 1024;

export interface Limit {
  value: number;
  unit: "bytes" | "sessions" | "stages" | "shards" | "ms" | "count";
  /** What is limited, for docs/limits.md. */
  what: string;
  /** What happens past it. */
  past: string;
}

export const LIMITS = {
  streamMessageBytes: {
    value: 8 * MiB,
    unit: "bytes",
    what: "one line or SSE event of a stream (agent service, LLM through the gateway)",
    past: "the session is `protocol_error` and its connection dropped; no more of the line is held",
  },
  responseHeadBytes: {
    value: 64 * 1024,
    unit: "bytes",
    what: "an HTTP response head from the agent service",
    past: "`protocol_error`, connection closed",
  },
  responseBodyBytes: {
    value: 4 * MiB,
    unit: "bytes",
    what: "a JSON reply an HTTP journey judges (non-stream, poll)",
    past: "the rest is not kept; a reply cut there is not JSON: `stream_parse`",
  },
  errorBodyBytes: {
    value: 2048,
    unit: "bytes",
    what: "an error reply kept for its message",
    past: "cut there",
  },
  gatewayJsonBytes: {
    value: MiB,
    unit: "bytes",
    what: "a non-stream LLM reply the gateway reads for tokens",
    past: "read no further; its tokens are not counted",
  },
  consoleBodyBytes: {
    value: MiB,
    unit: "bytes",
    what: "a request body to the web console's API",
    past: "HTTP 413",
  },
  mockLlmBodyBytes: {
    value: 16 * MiB,
    unit: "bytes",
    what: "a request body to the mock LLM",
    past: "HTTP 413",
  },
  cassetteConversationBytes: {
    value: 64 * MiB,
    unit: "bytes",
    what: "one recorded conversation of an LLM cassette (a session's calls: normalised requests, response chunks)",
    past: "recording: later calls of that session are not stored and the file says `truncated`; replay: exit 2 naming the file",
  },
  cassetteConversations: {
    value: 10_000,
    unit: "count",
    what: "conversation files a cassette folder holds (read by replay and `cassette`)",
    past: "exit 2 naming the folder",
  },
  cassetteJsonDepth: {
    value: 128,
    unit: "count",
    what: "nesting of arrays and objects in one recorded conversation (a tool's parameters included)",
    past: "replay and `cassette` exit 2 naming the file",
  },
  agentFileBytes: {
    value: 64 * MiB,
    unit: "bytes",
    what: "a file an agent leaves that is parsed: its trace, `spans.jsonl`, `trajectory.json`, a reward",
    past: "read up to there; what follows is not parsed",
  },
  artifactBytes: {
    value: 64 * MiB,
    unit: "bytes",
    what: "the artifacts of one step copied from the agent's environment to its separate verifier's",
    past: "the artifact that crosses it, and any after it, are `failed` in `artifacts.json` and not copied; the verifier runs without them. A hard link is copied as a file of its own and counts its size; one past the bound, or to a file the archive did not carry, makes its artifact `failed`, naming it",
  },
  sessionLogFileBytes: {
    value: 64 * MiB,
    unit: "bytes",
    what: "one file of a session's logs: what the agent and the verifier print (`agent.stdout.log`, `agent.stderr.log`, `verifier.log`) and each file copied back from its environment (`/logs/agent`, `/logs/verifier`, a separate verifier's)",
    past: "the copy stops there and ends with a marker line saying how much was left out; the session is judged as usual",
  },
  sessionLogBytes: {
    value: 256 * MiB,
    unit: "bytes",
    what: "all the files of one log folder copied back from a session's environment together (`/logs/agent`, `/logs/verifier`, a separate verifier's): many files each under `sessionLogFileBytes` (sparse ones cost the agent nothing); one folder never takes another's",
    past: "every file from there on is cut as a file past `sessionLogFileBytes` is, down to its marker line; the session is judged as usual",
  },

  eventLineBytes: {
    value: 64 * MiB,
    unit: "bytes",
    what: "one line of `events.jsonl` (report, merge, baseline update)",
    past: "exit 2 naming `events.jsonl:<line>`",
  },
  sessions: {
    value: 100_000_000,
    unit: "sessions",
    what: "the sessions a scenario plans: the pairs' `sessions` in all, a stage's `sessions`, `max_sessions`, `warmup_sessions`, a rate stage's arrivals",
    past: "`validate` and `run` exit 2 naming file, line and field",
  },
  stages: {
    value: 1000,
    unit: "stages",
    what: "`load.stages` entries",
    past: "exit 2 naming `load.stages`",
  },
  taskSteps: {
    value: 100,
    unit: "count",
    what: "`[[steps]]` and `artifacts` entries of one task.toml (task and each step)",
    past: "exit 2 naming the task.toml line and field",
  },
  stepNameChars: {
    value: 200,
    unit: "count",
    what: "characters of a `[[steps]]` name (its folder under steps/), and of a step named in events",
    past: "exit 2 naming the task.toml line and field; an events line past it is refused",
  },
  recipeEntries: {
    value: 64,
    unit: "count",
    what: "entries of each list and map of an `agent.recipe` (`args`, `model_args`, `env`, `files`)",
    past: "exit 2 naming the scenario line and field",
  },
  recipeTextBytes: {
    value: 64 * 1024,
    unit: "bytes",
    what: "one text of an `agent.recipe`: an argument, an env value, a file's content",
    past: "exit 2 naming the scenario line and field",
  },
  concurrency: {
    value: 100_000,
    unit: "sessions",
    what: "sessions in flight: `concurrency`, `n_concurrent`, `max_in_flight`",
    past: "exit 2 naming the field",
  },
  shards: {
    value: 100_000_000,
    unit: "shards",
    what: "`--shard i/n` and a merged shard's `shard.count`: at most the trusted plan's sessions, and equal in every shard",
    past: "exit 2 naming `--shard` or `shard.count`",
  },
  missingShardsListed: {
    value: 10,
    unit: "shards",
    what: "missing shards a merge warning names",
    past: "the rest are counted (`and N more`)",
  },
  latencyMs: {
    value: 1e12,
    unit: "ms",
    what: "a latency or duration in an event: from 0 to this",
    past: "the line is refused: exit 2 naming line and field",
  },
  buildLogBytes: {
    value: 16 * MiB,
    unit: "bytes",
    what: "one image build's log in the run folder (`logs/build-<tag>.log`)",
    past: "the log says where it was cut and keeps no more; the build goes on",
  },
  timeMs: {
    value: 1e15,
    unit: "ms",
    what: "an event's time: epoch ms within this of 1970",
    past: "the line is refused: exit 2 naming line and field",
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** A limit's value. */
export const limit = (name: LimitName): number => LIMITS[name].value;

function shown(l: Limit): string {
  if (l.unit === "bytes") {
    if (l.value % MiB === 0) return `${l.value / MiB} MiB`;
    if (l.value % 1024 === 0) return `${l.value / 1024} KiB`;
    return `${l.value} bytes`;
  }
  const n = l.value >= 1e12 ? `1e${Math.round(Math.log10(l.value))}` : l.value.toLocaleString("en-US");
  return `${n} ${l.unit}`;
}

/** The table of docs/limits.md. */
export function limitsTable(): string {
  const rows = Object.entries(LIMITS).map(
    ([name, l]) => `| \`${name}\` | ${shown(l)} | ${l.what} | ${l.past} |`,
  );
  return ["| limit | value | what | past it |", "|---|---|---|---|", ...rows].join("\n");
}
