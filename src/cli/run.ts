/** `agent-loadtest run <scenario.yaml>`: run, record, gate, report (flags: runFlags). */
import { relative } from "node:path";
import { UserError } from "../errors.js";
import { parseShard } from "../load/plan.js";
import { CLEAR_LINE } from "../pipeline/progress.js";
import { type RunOutcome, runScenario } from "../pipeline/run.js";
import { summaryLines } from "../report/terminal-summary.js";
import { loadScenario } from "../scenario/load.js";
import { listFlag, parseFlags } from "./common.js";
import type { FlagTable } from "./flags.js";
import { logLine, progressFlags, progressOptions } from "./progress.js";

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
  quiet: { type: "boolean", short: "q", help: "no progress lines: only the verdict and the paths" },
  locale: {
    type: "string",
    value: "en|zh-CN",
    help: "language of report.md, the PR comment, the job summary and the dashboard (report.locale)",
  },
  ...progressFlags,
} as const satisfies FlagTable;

export async function runCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("run", argv, runFlags);
  if (positionals.length !== 1)
    throw new UserError("expects exactly one scenario file", undefined, "agent-loadtest run");
  let shard = null;
  if (values.shard) {
    try {
      shard = parseShard(values.shard);
    } catch (e) {
      throw new UserError((e as Error).message, undefined, "--shard");
    }
  }
  const progress = values.quiet ? undefined : progressOptions(values);
  const loaded = await loadScenario(positionals[0], { set: withLocale(listFlag(values.set), values.locale) });
  const outcome = await withSignals((signal) =>
    runScenario(loaded, {
      outDir: values.out,
      baselineDir: values["baseline-dir"],
      shard,
      signal,
      log: progress && logLine(progress),
      progress,
      reproduce: [
        "npx agent-loadtest run",
        positionals[0],
        ...listFlag(values.set).map((v) => `--set '${v.replaceAll("'", "'\\''")}'`),
        ...(values.shard ? [`--shard ${values.shard}`] : []),
        ...(values.locale ? [`--locale ${values.locale}`] : []),
      ].join(" "),
    }),
  );
  printOutcome(outcome.result);
  return outcome.exitCode ?? outcome.result.exitCode;
}

/** `--locale X` is `--set report.locale=X`, so the scenario schema checks it like any other value. */
export function withLocale(sets: string[], locale: string | undefined): string[] {
  return locale === undefined ? sets : [...sets, `report.locale=${locale}`];
}

/** SIGINT/SIGTERM stop scheduling and tear down; the reports still get written, marked interrupted. */
export async function withSignals(
  fn: (signal: AbortSignal) => Promise<RunOutcome>,
): Promise<{ result: RunOutcome; exitCode: number | null }> {
  const controller = new AbortController();
  let exitCode: number | null = null;
  // Teardown is what keeps containers from leaking, so a second signal does not cut it short;
  // only a third leaves at once (the Action's post step still sweeps what is left).
  let received = 0;
  // On a terminal the line holds the echoed "^C" and maybe a progress line: erased, so the message starts clean.
  const say = (line: string) => process.stderr.write(`${process.stderr.isTTY ? CLEAR_LINE : ""}${line}\n`);
  const on = (sig: NodeJS.Signals, code: number) => {
    const h = () => {
      received++;
      if (received >= 3) process.exit(code);
      if (received === 2) {
        say(`${sig}: still tearing down; send it once more to leave now`);
        return;
      }
      say(`${sig}: stopping, tearing down, writing reports`);
      exitCode = code;
      controller.abort();
    };
    process.on(sig, h);
    return () => process.off(sig, h);
  };
  const offs = [on("SIGINT", 130), on("SIGTERM", 143)];
  try {
    const result = await fn(controller.signal);
    return { result, exitCode };
  } finally {
    for (const off of offs) off();
  }
}

/** The run's summary on stdout (src/report/terminal-summary.ts), paths relative to where the user is. */
export function printOutcome(o: RunOutcome): void {
  const rel = (p: string) => relative(process.cwd(), p) || ".";
  const lines = summaryLines(o.report, {
    runDir: rel(o.runDir),
    reportMd: rel(o.files.reportMd),
    reportJson: rel(o.files.reportJson),
  });
  for (const line of lines) console.log(line);
}
