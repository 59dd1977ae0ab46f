/** Stage reports (ramp, find_max): pure, from the run's sessions and the scenario's load model. */
import type { RunResult } from "../metrics/types.js";
import type { Report } from "../report/schema.js";
import type { Scenario } from "../scenario/schema.js";

export function computeStages(run: RunResult, load: Scenario["load"] | undefined): Report["stages"] {
  if (!load || (load.strategy !== "ramp" && load.strategy !== "find_max")) return null;
  if (!run.sessions.some((s) => s.stage != null)) return null;
  return null;
}
