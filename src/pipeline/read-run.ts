/**
 * A run directory as every command after the run reads it: its events, and the run they record —
 * for a same-job comparison (`regression.compare_with`), the candidate arm, with the reference arm
 * beside it.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { UserError } from "../errors.js";
import type { RunEvent } from "../metrics/events.js";
import { recordEvents } from "../metrics/recorder.js";
import type { RunResult } from "../metrics/types.js";
import type { Scenario } from "../scenario/schema.js";
import { type Arms, splitArms } from "./compare.js";
import { readEvents } from "./event-log.js";

export interface RunOnDisk {
  eventsFile: string;
  /** The events of the run (the candidate arm's, in a same-job comparison). */
  events: RunEvent[];
  run: RunResult;
  compareWith: NonNullable<Scenario["regression"]>["compare_with"] | undefined;
  arms: Arms | null;
}

export function readRun(runDir: string): RunOnDisk {
  const eventsFile = join(runDir, "events.jsonl");
  if (!existsSync(eventsFile)) throw new UserError("no events.jsonl here: not a run directory", runDir);
  const all = readEvents(eventsFile);
  const start = all.find((e) => e.type === "run_start");
  if (!start) throw new UserError("events.jsonl has no run_start event", eventsFile);
  const compareWith = (start.scenario as Scenario).regression?.compare_with;
  const arms = compareWith ? splitArms(all) : null;
  const events = arms ? arms.candidate : all;
  return { eventsFile, events, run: recordEvents(events), compareWith, arms };
}

/** Where a scenario's baseline lives: `regression.baseline`, else `<baselineDir>/<name>.json`. */
export function baselinePathFor(sc: Scenario | null, name: string, baselineDir: string): string {
  return resolve(sc?.regression?.baseline ?? join(baselineDir, `${name}.json`));
}
