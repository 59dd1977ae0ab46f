/** `agent-loadtest run <scenario.yaml>`: run, record, gate, report (flags: runFlags in flag-tables.ts). */
import { UserError } from "../errors.js";
import { parseShard } from "../load/plan.js";
import { CLEAR_LINE } from "../pipeline/progress.js";
import { type RunOutcome, runScenario } from "../pipeline/run.js";
import { loadScenario } from "../scenario/load.js";
import { listFlag, parseFlags } from "./common.js";
import { runFlags } from "./flag-tables.js";
import { printOutcome } from "./outcome.js";
import { logLine, progressOptions } from "./progress.js";

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
  const loaded = await loadScenario(positionals[0], {
    set: withLocale(listFlag(values.set), values.locale),
    allowHostPaths: listFlag(values["allow-host-path"]),
  });
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
        ...listFlag(values["allow-host-path"]).map(
          (v) => `--allow-host-path '${v.replaceAll("'", "'\\''")}'`,
        ),
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
export async function withSignals<T = RunOutcome>(
  fn: (signal: AbortSignal) => Promise<T>,
): Promise<{ result: T; exitCode: number | null }> {
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
