/**
 * `compare-with: base`: the pull request's base commit, checked out into a temporary git worktree,
 * runs its own agent as the reference arm of a same-job comparison (`regression.compare_with`),
 * interleaved with the candidate on the same tasks, so both arms share the runner.
 *
 * Trust: the base commit's scenario is the trusted side's. The reference agent is its agent (name,
 * version, command, mount, env, install, model, args), the mount resolved inside the worktree; the
 * PR's scenario brings the workload (tasks, runtime, services, load) and the rules, and cannot name
 * or replace the reference. Nothing of the PR's `set:` overrides reaches the base scenario.
 */
import { existsSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import type { AgentSpec } from "../agents/types.js";
import { UserError } from "../errors.js";
import { loadScenario, withReferenceArm } from "../scenario/load.js";
import type { LoadedScenario } from "../scenario/model.js";
import { ScenarioSchema } from "../scenario/schema.js";
import { type BaseCheckout, INPUT } from "./base-worktree.js";

export interface BaseReference {
  loaded: LoadedScenario;
  /** null: the base commit has no such scenario, so the run goes without a reference arm. */
  agent: AgentSpec | null;
  secretValues: string[];
  note: string;
}

/**
 * The candidate scenario with the base commit's agent as its reference arm. Any reference the PR's
 * scenario named itself is replaced: the base side is the base commit's to say.
 */
export async function withBaseReference(loaded: LoadedScenario, base: BaseCheckout): Promise<BaseReference> {
  const short = base.sha.slice(0, 12);
  const rel = relative(base.repo, loaded.file);
  if (rel.startsWith("..") || isAbsolute(rel))
    throw new UserError(
      `the scenario ${loaded.file} is outside the repository ${base.repo}`,
      undefined,
      INPUT,
    );
  if (loaded.scenario.runtime.type === "http")
    throw new UserError(
      "runs the base commit's agent, and an http runtime starts no agent: compare two services with regression.compare_with",
      undefined,
      INPUT,
    );
  const baseFile = join(base.dir, rel);
  // The pull request that adds the gate has nothing to compare with: it runs, and says so.
  if (!existsSync(baseFile))
    return {
      loaded: withoutReference(loaded),
      agent: null,
      secretValues: [],
      note: `compare-with: the base commit ${short} has no ${rel} (a scenario new in this PR): no reference arm this time; the thresholds gate, and a stored baseline if there is one (a missing one warns)`,
    };
  const baseLoaded = await loadBaseScenario(baseFile, base, short);
  const agent = baseAgent(baseLoaded, base, short, rel);
  const candidates = loaded.scenario.regression?.compare_with
    ? loaded.pairs.filter((p) => p.tags.arm === "candidate").map((p) => ({ ...p, index: p.index / 2 }))
    : loaded.pairs;
  const parsed = ScenarioSchema.safeParse({
    ...loaded.scenario,
    regression: { ...(loaded.scenario.regression ?? {}), compare_with: { agent } },
  });
  if (!parsed.success)
    throw new UserError(
      `the base commit's agent cannot run in this scenario: ${parsed.error.issues[0]?.message ?? "invalid"}`,
      undefined,
      INPUT,
    );
  return {
    loaded: { ...loaded, scenario: parsed.data, pairs: withReferenceArm(candidates, agent) },
    agent,
    secretValues: baseLoaded.secretValues,
    note: `compare-with: the reference arm is ${agent.name} from the base commit ${short} (${rel})`,
  };
}

/**
 * A new gate has nothing to regress against yet: this once, a missing baseline warns instead of
 * failing by default. An `on_missing` the scenario wrote is kept.
 */
function withoutReference(loaded: LoadedScenario): LoadedScenario {
  const regression = loaded.scenario.regression;
  if (!regression || regression.on_missing !== undefined) return loaded;
  return { ...loaded, scenario: { ...loaded.scenario, regression: { ...regression, on_missing: "warn" } } };
}

/** The base scenario as the base commit has it; its errors point at `<sha>:<path>`, not the temp folder. */
async function loadBaseScenario(file: string, base: BaseCheckout, short: string): Promise<LoadedScenario> {
  try {
    return await loadScenario(file, { cwd: base.dir });
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    const where = (e.where ?? file).split(base.dir + sep).join(`${short}:`);
    throw new UserError(`in the base commit's scenario: ${e.message}`, where, e.field);
  }
}

/** The base commit's one agent; a mount outside its worktree would read files that are not the base's. */
function baseAgent(baseLoaded: LoadedScenario, base: BaseCheckout, short: string, rel: string): AgentSpec {
  const agents = baseLoaded.scenario.pairs.map((p) => p.agent);
  if (new Set(agents.map((a) => JSON.stringify(a))).size !== 1)
    throw new UserError(
      `the base commit's ${rel} runs ${agents.length} different agents; compare-with takes one reference agent`,
      undefined,
      INPUT,
    );
  const agent = agents[0];
  if (agent.mount !== undefined) {
    const inside = relative(base.dir, agent.mount);
    if (inside.startsWith("..") || isAbsolute(inside))
      throw new UserError(
        `the base commit's agent mounts ${agent.mount}, outside its checkout: a reference reads the base commit's files only`,
        `${short}:${rel}`,
        "pairs[0].agent.mount",
      );
  }
  return agent;
}
