/**
 * A run directory as every command after the run reads it: its events, and the run they record —
 * for a same-job comparison (`regression.compare_with`), the candidate arm, with the reference arm
 * beside it. The file is data: the scenario it replays is parsed with the schema, its name checked.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { UserError } from "../errors.js";
import type { RunEvent, RunStartEvent } from "../events/events.js";
import { MAX_NOTES, Recorder, recordEvents } from "../metrics/recorder.js";
import type { RunResult } from "../metrics/types.js";
import { checkName, pathInside } from "../paths.js";
import { type Scenario, ScenarioSchema } from "../scenario/schema.js";
import { type Arms, splitArms } from "./compare.js";
import { readEventLog, streamEventLog } from "./event-log.js";
import { hasBudget } from "./sequential.js";

export interface RunOnDisk {
  eventsFile: string;
  /**
   * The run-level events (run_start, resource samples, logs, stages, run_end) — a session's own events
   * are recorded as they are read, never held. In a same-job comparison, the candidate arm's events.
   */
  events: RunEvent[];
  run: RunResult;
  /** The scenario run_start replays, validated by the schema. */
  scenario: Scenario;
  compareWith: NonNullable<Scenario["regression"]>["compare_with"] | undefined;
  arms: Arms | null;
  /** Every event in the order written, when the sequential gate replays its looks (a session budget). */
  ordered: RunEvent[] | null;
}

/** A session's own events: recorded, not kept once the recorder has them. */
function sessionScoped(e: RunEvent): boolean {
  return (
    e.type === "session_start" ||
    e.type === "session_end" ||
    e.type === "phase" ||
    e.type === "span" ||
    (e.type === "log" && typeof e.session === "string")
  );
}

/**
 * The run of a directory, read in one pass over events.jsonl: each event goes to the recorder as it
 * is read, so memory follows what the run's figures need, not the file. A same-job comparison holds
 * its events, to split them by arm.
 */
export function readRun(runDir: string): RunOnDisk {
  const eventsFile = join(runDir, "events.jsonl");
  if (!existsSync(eventsFile)) throw new UserError("no events.jsonl here: not a run directory", runDir);
  const recorder = new Recorder();
  const kept: RunEvent[] = [];
  /** Events before run_start (none in a file a run wrote), then everything when arms must be split. */
  let held: RunEvent[] | null = [];
  let found: { start: RunStartEvent; scenario: Scenario; index: number } | null = null;
  const take = (e: RunEvent) => {
    if (held) return void held.push(e);
    recorder.add(e);
    if (!sessionScoped(e)) kept.push(e);
  };
  const dropped = streamEventLog(eventsFile, (e, line) => {
    if (!found && e.type === "run_start") {
      const scenario = recordedScenario(e, `${eventsFile}:${line}`);
      const early = held ?? [];
      found = { start: e, scenario, index: early.length };
      held = scenario.regression?.compare_with || hasBudget(scenario) ? early : null;
      for (const x of early) if (!held) take(x);
    }
    take(e);
  });
  if (!found) throw new UserError("events.jsonl has no run_start event", eventsFile);
  const { start, scenario, index } = found as { start: RunStartEvent; scenario: Scenario; index: number };
  const cut = dropped > 0 ? cutLineWarning(start, dropped) : null;
  const compareWith = scenario.regression?.compare_with;
  if (held) {
    const all = held as RunEvent[];
    if (cut) all.splice(index + 1, 0, cut);
    const ordered = hasBudget(scenario) ? all : null;
    if (!compareWith) {
      const run: RunResult = Object.assign(recordEvents(all), { scenarioConfig: scenario });
      return { eventsFile, events: all, run, scenario, compareWith, arms: null, ordered };
    }
    const arms = splitArms(all);
    const run: RunResult = Object.assign(recordEvents(arms.candidate), { scenarioConfig: scenario });
    return { eventsFile, events: arms.candidate, run, scenario, compareWith, arms, ordered };
  }
  if (cut) kept.splice(kept.indexOf(start) + 1, 0, cut);
  // The recorded scenario as the schema parsed it (defaults filled in), for every reader after this.
  // Assigned, not spread: a spread would make every session's record the run's table spares it.
  const run: RunResult = Object.assign(recorder.result(), { scenarioConfig: scenario });
  // A cut line leads the notes however many warnings the run had, as if logged right after run_start.
  if (cut) run.notes = [cut.message, ...run.notes.filter((n) => n !== cut.message)].slice(0, MAX_NOTES);
  return { eventsFile, events: kept, run, scenario, compareWith, arms: null, ordered: null };
}

function cutLineWarning(start: RunStartEvent, droppedBytes: number): Extract<RunEvent, { type: "log" }> {
  return {
    type: "log",
    t: start.t,
    level: "warn",
    message: `events.jsonl ended in a cut line (the run was killed mid-write): ${droppedBytes} bytes dropped, the report is built from the complete lines`,
  };
}

/** The scenario a run_start replays, parsed by the schema, its name checked; `at` names the line. */
function recordedScenario(start: RunStartEvent, at: string): Scenario {
  checkName(start.scenario_name, at, "scenario_name");
  const parsed = ScenarioSchema.safeParse(start.scenario);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ["scenario", ...(issue?.path.map(String) ?? [])].join(".");
    throw new UserError(`the recorded scenario is not valid: ${issue?.message ?? "invalid"}`, at, field);
  }
  if (parsed.data.name !== start.scenario_name)
    throw new UserError(
      `names scenario ${parsed.data.name}, not ${start.scenario_name}`,
      at,
      "scenario.name",
    );
  return parsed.data;
}

/**
 * The events of one file, its run_start and the scenario it replays. A cut last line (a killed run)
 * is dropped and said as a warning, so the report's notes carry it.
 */
export function readRunEvents(eventsFile: string): {
  events: RunEvent[];
  start: RunStartEvent;
  scenario: Scenario;
} {
  const log = readEventLog(eventsFile);
  const i = log.events.findIndex((e) => e.type === "run_start");
  if (i < 0) throw new UserError("events.jsonl has no run_start event", eventsFile);
  const start = log.events[i] as RunStartEvent;
  const scenario = recordedScenario(start, `${eventsFile}:${log.lines[i]}`);
  const events = [...log.events];
  // Right after run_start, so it leads the report's notes however many warnings the run had.
  if (log.droppedBytes > 0) events.splice(i + 1, 0, cutLineWarning(start, log.droppedBytes));
  return { events, start, scenario };
}

/** Where a scenario's baseline lives: `regression.baseline`, else `<baselineDir>/<name>.json`. */
export function baselinePathFor(sc: Scenario | null, name: string, baselineDir: string): string {
  return sc?.regression?.baseline
    ? resolve(sc.regression.baseline)
    : pathInside(baselineDir, `${checkName(name, undefined, "scenario name")}.json`);
}
