/** `agent-loadtest bisect <scenario.yaml> --good REV --bad REV`: the commit that made the agent slower (docs/bisect.md). */
import { resolve } from "node:path";
import { bisect } from "../action/bisect.js";
import { EXIT, UserError } from "../errors.js";
import { renderBisect } from "../report/bisect.js";
import { writeBisect } from "../report/write.js";
import { listFlag, parseFlags } from "./common.js";
import { bisectFlags } from "./flag-tables.js";
import { withSignals } from "./run.js";

export async function bisectCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("bisect", argv, bisectFlags);
  if (positionals.length !== 1)
    throw new UserError("expects exactly one scenario file", undefined, "agent-loadtest bisect");
  for (const flag of ["good", "bad"] as const)
    if (!values[flag]) throw new UserError("is required: a commit, branch or tag", undefined, `--${flag}`);
  const minutes = values.minutes === undefined ? 60 : Number(values.minutes);
  if (!(minutes > 0 && minutes <= 1440))
    throw new UserError(
      `expected a number of minutes above 0 and at most 1440 (a day), got ${values.minutes}`,
      undefined,
      "--minutes",
    );
  const out = resolve(values.out ?? "bisect");
  const budget = values.budget === undefined ? undefined : budgetFlag(values.budget);
  const outcome = await withSignals((signal) =>
    bisect({
      scenario: positionals[0],
      good: values.good!,
      bad: values.bad!,
      ...(values.metric ? { metric: values.metric } : {}),
      out,
      set: listFlag(values.set),
      allowHostPaths: listFlag(values["allow-host-path"]),
      ...(budget ? { budget } : {}),
      minutes,
      dryRun: values["dry-run"] === true,
      signal,
      log: (line) => console.error(line),
    }),
  );
  if (!values["dry-run"]) writeBisect(out, outcome.result);
  console.log(renderBisect(outcome.result));
  return outcome.exitCode ?? EXIT.pass;
}

/** `MIN:MAX:STEP`, whole numbers; whether they make a budget the scenario's own check says. */
function budgetFlag(text: string): { min: number; max: number; step: number } {
  const m = /^(\d{1,7}):(\d{1,7}):(\d{1,7})$/.exec(text.trim());
  if (!m)
    throw new UserError(
      `expected MIN:MAX:STEP, whole numbers of sessions a side (20:60:10), got "${text.slice(0, 40)}"`,
      undefined,
      "--budget",
    );
  return { min: Number(m[1]), max: Number(m[2]), step: Number(m[3]) };
}
