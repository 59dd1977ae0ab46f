/** `agent-loadtest baseline update <run-dir> [--baseline-dir DIR] [--force]`: write or refresh baselines/<scenario>.json. */
import { relative, resolve } from "node:path";
import { UserError } from "../errors.js";
import { updateBaseline } from "../pipeline/baseline-update.js";
import { parseFlags } from "./common.js";
import { baselineFlags } from "./flag-tables.js";

export async function baselineCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("baseline", argv, baselineFlags);
  const [action, runDir, ...rest] = positionals;
  if (action !== "update" || !runDir || rest.length > 0) {
    throw new UserError(
      "usage: baseline update <run-dir> [--baseline-dir DIR] [--force]",
      undefined,
      "agent-loadtest baseline",
    );
  }
  const r = updateBaseline(resolve(runDir), resolve(values["baseline-dir"] ?? "baselines"), {
    force: values.force === true,
  });
  if (r.forcedOver.length > 0)
    console.log(`adopted with --force although the run failed its gate (${r.forcedOver.join("; ")})`);
  if (r.replacedHash)
    console.log(
      `the workload changed since the last baseline (scenario hash ${r.replacedHash}): it is replaced and its history starts over`,
    );
  console.log(
    `baseline: ${relative(process.cwd(), r.file)} (${r.sessions} sessions; history of ${r.historyLength} run${r.historyLength === 1 ? "" : "s"}, this one included)`,
  );
  return 0;
}
