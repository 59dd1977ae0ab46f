/**
 * The Action's inputs, read once and checked: a bad value is a UserError (exit 2) naming the input,
 * before anything runs. The runner does not enforce `required:`, so this does.
 */

import { UserError } from "../errors.js";
import type { FailOn } from "../gate/types.js";
import { parseShard, type Shard } from "../load/plan.js";
import { checkName } from "../paths.js";
import { core } from "./toolkit.js";

export type Mode = "gate" | "baseline" | "merge";
export type CommentPolicy = "always" | "on-failure" | "never";

export interface ActionInputs {
  scenario: string;
  mode: Mode;
  baselineDir: string;
  githubToken: string;
  comment: CommentPolicy;
  failOn: FailOn[];
  artifactName: string;
  /** Days the artifact is kept; null: the repository's setting. */
  retentionDays: number | null;
  shard: Shard | null;
  outputDir: string;
  mergeFrom: string;
  baselinePr: boolean;
  set: string[];
  prNumber: number | null;
  /** Seconds between progress lines in the log; 0 turns them off. */
  progressIntervalS: number;
  /** `base` or a commit sha: run that commit's agent as the same-job reference; null: none. */
  compareWith: string | null;
  /** Restore and save the agents' installs and the task images through the Actions cache. */
  cache: boolean;
  /** Folders outside the workspace the scenario's `agent.mount` and agent service build may name. */
  allowHostPaths: string[];
  /** mode baseline: when the run regresses against the old baseline, bisect the commits since it. */
  bisectOnRegression: boolean;
  /** Minutes after which the bisect starts no new probe. */
  bisectMinutes: number;
}

const MODES: readonly Mode[] = ["gate", "baseline", "merge"];
const COMMENT: readonly CommentPolicy[] = ["always", "on-failure", "never"];
const FAIL_ON: readonly FailOn[] = ["slo", "regression"];

export function readInputs(): ActionInputs {
  const mode = oneOf("mode", core().getInput("mode") || "gate", MODES);
  const scenario = core().getInput("scenario");
  // In mode: merge too: the trusted scenario, not the artifact, holds the gate's settings.
  if (scenario === "")
    throw new UserError("is required (the path of the scenario YAML file)", undefined, "input scenario");
  const mergeFrom = core().getInput("merge-from");
  if (mode === "merge" && mergeFrom === "")
    throw new UserError(
      "is required with mode: merge (a glob of shard run directories)",
      undefined,
      "input merge-from",
    );
  const failOn = core()
    .getInput("fail-on")
    .split(/[\s,]+/)
    .filter((s) => s !== "")
    .map((s) => oneOf("fail-on", s, FAIL_ON));
  const shardText = core().getInput("shard");
  let shard: Shard | null = null;
  if (shardText !== "") {
    try {
      shard = parseShard(shardText);
    } catch (e) {
      throw new UserError((e as Error).message, undefined, "input shard");
    }
  }
  if (shard && mode !== "gate")
    throw new UserError(
      `a shard runs only part of the plan; use it with mode: gate and merge the shards with mode: merge`,
      undefined,
      "input shard",
    );
  const compareWith = compareWithInput(core().getInput("compare-with"), mode, shard);
  const bisectOnRegression = bool("bisect-on-regression");
  if (bisectOnRegression && mode !== "baseline")
    throw new UserError(
      `bisects the commits since the stored baseline when a refresh regresses: use it with mode: baseline (got mode: ${mode})`,
      undefined,
      "input bisect-on-regression",
    );
  return {
    scenario,
    mode,
    baselineDir: core().getInput("baseline-dir") || "baselines",
    githubToken: core().getInput("github-token"),
    comment: oneOf("comment", core().getInput("comment") || "always", COMMENT),
    failOn: [...new Set(failOn)],
    artifactName: artifactNameInput(core().getInput("artifact-name")),
    retentionDays: retentionDays(core().getInput("retention-days")),
    shard,
    outputDir: core().getInput("output-dir") || "agent-loadtest-runs",
    mergeFrom,
    baselinePr: bool("baseline-pr"),
    set: core()
      .getMultilineInput("set")
      .filter((s) => !s.startsWith("#")),
    prNumber: prNumber(core().getInput("pr-number")),
    progressIntervalS: seconds("progress-interval", 10),
    compareWith,
    cache: core().getInput("cache").trim() === "" ? true : bool("cache"),
    allowHostPaths: core()
      .getInput("allow-host-path")
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter((s) => s !== ""),
    bisectOnRegression,
    bisectMinutes: minutes("bisect-minutes", 30),
  };
}

/** `base` or a commit sha (hex, so it can never read as a git option); only for a whole gate run. */
function compareWithInput(text: string, mode: Mode, shard: Shard | null): string | null {
  const v = text.trim();
  if (v === "") return null;
  const input = "input compare-with";
  if (v !== "base" && !/^[0-9a-f]{7,40}$/i.test(v))
    throw new UserError(`expected \`base\` or a commit sha, got "${v.slice(0, 40)}"`, undefined, input);
  if (mode !== "gate" || shard)
    throw new UserError(
      `runs a reference arm beside the candidate: use it with mode: gate and no shard (got ${shard ? "a shard" : `mode: ${mode}`})`,
      undefined,
      input,
    );
  return v === "base" ? v : v.toLowerCase();
}

/** It names an artifact (and, per shard, `<name>-shard-i-of-n`): a name, never a path. */
function artifactNameInput(v: string): string {
  return v.trim() === "" ? "" : checkName(v.trim(), undefined, "input artifact-name");
}

function oneOf<T extends string>(input: string, value: string, allowed: readonly T[]): T {
  const v = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new UserError(
    `expected one of ${allowed.map((a) => `\`${a}\``).join(", ")}, got "${value}"`,
    undefined,
    `input ${input}`,
  );
}

function bool(input: string): boolean {
  const v = core().getInput(input).trim().toLowerCase();
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  throw new UserError(`expected true or false, got "${v}"`, undefined, `input ${input}`);
}

/** As actions/upload-artifact: 1 to 90 days (the repository's setting caps it further). */
function retentionDays(text: string): number | null {
  const v = text.trim();
  if (v === "") return null;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < 1 || n > 90)
    throw new UserError(
      `expected a whole number of days from 1 to 90, got "${v.slice(0, 20)}"`,
      undefined,
      "input retention-days",
    );
  return n;
}

/** A number input within bounds (`what` says them when it is not); empty: the fallback. */
function numberInput(input: string, fallback: number, ok: (n: number) => boolean, what: string): number {
  const v = core().getInput(input).trim();
  if (v === "") return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || !ok(n))
    throw new UserError(`expected ${what}, got "${v.slice(0, 20)}"`, undefined, `input ${input}`);
  return n;
}

const seconds = (input: string, fallback: number) =>
  numberInput(input, fallback, (n) => n >= 0, "a number of seconds");

/** Above 0 and at most a job's own limit (6 hours). */
const minutes = (input: string, fallback: number) =>
  numberInput(input, fallback, (n) => n > 0 && n <= 360, "minutes above 0 and at most 360 (a job's limit)");

function prNumber(text: string): number | null {
  const v = text.trim();
  if (v === "") return null;
  // It may come from an artifact a fork PR wrote: a positive integer and nothing else.
  if (!/^[1-9][0-9]{0,9}$/.test(v))
    throw new UserError(
      `expected a pull request number, got "${v.slice(0, 20)}"`,
      undefined,
      "input pr-number",
    );
  return Number(v);
}
