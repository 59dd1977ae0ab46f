/**
 * The Action: inputs → load the scenario → run (or merge) → gate → publish (outputs, job summary,
 * annotations, PR comment, artifact) → fail the step when `fail-on` says so. Exit codes follow the
 * contract: 1 gate failed, 2 invalid input, 3 infrastructure.
 */
import { resolve } from "node:path";
import { killAllChildren } from "../children.js";
import { EXIT, errorCode, errorMessage, InfraError, ioError, UserError } from "../errors.js";
import { mergeRuns } from "../pipeline/merge.js";
import { type RunOutcome, runScenario } from "../pipeline/run.js";
import { PROCESS_OWNER } from "../runtimes/labels.js";
import { loadScenario, withFullBudgets } from "../scenario/load.js";
import type { LoadedScenario } from "../scenario/model.js";
import { knownRedactor, type Redactor, rememberSecrets, secretForms } from "../secrets.js";
import { type BaseCheckout, checkoutBase, removeBase } from "./base-worktree.js";
import { withBaseReference } from "./compare-base.js";
import { type GitHubRun, readGitHubRun } from "./github.js";
import { type ActionInputs, readInputs } from "./inputs.js";
import type { Log } from "./log.js";
import { nightlyBisect } from "./nightly.js";
import { actionProgress } from "./progress.js";
import { publish } from "./publish.js";
import { STATE } from "./state.js";
import { core, loadToolkit } from "./toolkit.js";

export async function run(): Promise<void> {
  await loadToolkit();
  // Mask first: nothing may print before the runner knows what to hide.
  const token = core().getInput("github-token");
  if (token) core().setSecret(token);
  rememberSecrets([token]);
  // The process's one redactor: rememberSecrets rebuilds it when a secret is added.
  const redact: Redactor = Object.assign((t: string) => knownRedactor()(t), {
    bytes: (b: Buffer) => knownRedactor().bytes(b),
  });
  const log: Log = {
    info: (m) => core().info(redact(m)),
    notice: (m) => core().notice(redact(m)),
    warning: (m) => core().warning(redact(m)),
  };
  const addSecrets = (values: string[]) => {
    for (const v of values) {
      if (v === "") continue;
      core().setSecret(v);
      // A multi-line secret is masked line by line by the runner.
      for (const line of v.split(/\r?\n/)) if (line.trim().length >= 4) core().setSecret(line);
    }
    // And in the forms the redactor masks (escaped, URL-encoded, base64), for output it never sees.
    for (const f of secretForms(values)) if (!values.includes(f) && !/[\r\n]/.test(f)) core().setSecret(f);
    // The same set the runner masks is what every writer of this process masks (reports, files).
    rememberSecrets(values);
  };

  const stopSignals = onSignals();
  let base: BaseCheckout | null = null;
  try {
    const inputs = readInputs();
    const gh = readGitHubRun(inputs.prNumber);
    let loaded: LoadedScenario | null = null;
    if (inputs.scenario !== "") {
      loaded = await loadScenario(inputs.scenario, {
        set: inputs.set,
        allowHostPaths: inputs.allowHostPaths,
        workspace: process.env.GITHUB_WORKSPACE,
      });
      addSecrets(loaded.secretValues);
    }
    let outcome: RunOutcome;
    let warm: Warm | null = null;
    let warnings: string[] = [];
    try {
      if (loaded && inputs.compareWith) {
        base = await checkoutBase(inputs.compareWith, process.cwd());
        ({ loaded, warnings } = await withBase(loaded, base, addSecrets, log));
      }
      ({ outcome, warm } = await execute(inputs, loaded, gh, log, stopSignals.signal, warnings));
    } finally {
      // The reference arm is done with the base's files; the post step removes them if this never runs.
      if (base) {
        const problem = await removeBase(base);
        if (problem) log.warning(`compare-with: could not remove the base worktree ${base.dir}: ${problem}`);
      }
    }
    // A nightly that regressed: which commit since the baseline's did it (before publishing, so the
    // report, the summary, the artifact and the issue all carry the bisect).
    const bisected =
      inputs.bisectOnRegression && outcome.report.verdict !== "interrupted"
        ? await nightlyBisect({
            inputs,
            outcome,
            head: gh.source.sha ?? "HEAD",
            log,
            signal: stopSignals.signal,
            secrets: addSecrets,
          })
        : null;
    await publish({ inputs, outcome, gh, log, redact, token, bisected });
    // After the report is out: what this run installed and built warms the next job.
    if (warm) await warm.save();
  } catch (e) {
    fail(e, redact);
  } finally {
    stopSignals.off();
  }
}

/** `compare-with`: the base commit's agent becomes the reference arm; its secrets are masked first. */
async function withBase(
  loaded: LoadedScenario,
  base: BaseCheckout,
  addSecrets: (values: string[]) => void,
  log: Log,
): Promise<{ loaded: LoadedScenario; warnings: string[] }> {
  core().saveState(STATE.baseWorktree, base.dir);
  core().saveState(STATE.baseRepo, base.repo);
  const ref = await withBaseReference(loaded, base);
  addSecrets(ref.secretValues);
  if (ref.agent) log.info(ref.note);
  return { loaded: ref.loaded, warnings: ref.agent ? [] : [ref.note] };
}

/** The cache of one run: restored before it, saved by `save()` after the report. */
interface Warm {
  save(): Promise<void>;
}

/** `cache: true`: the agents and images this scenario needs, restored through the Actions cache. */
async function warmStart(loaded: LoadedScenario, log: Log): Promise<Warm | null> {
  const { restoreWarm, saveWarm, warmPlan } = await import("./warm-cache.js");
  const plan = await warmPlan(loaded).catch((e) => {
    log.warning(`cache: ${errorMessage(e)}; a cold start`);
    return null;
  });
  if (!plan || (plan.agents.length === 0 && plan.images.length === 0)) return null;
  const restored = await restoreWarm(plan, log);
  return { save: () => saveWarm(plan, restored, log) };
}

async function execute(
  inputs: ActionInputs,
  loaded: LoadedScenario | null,
  gh: GitHubRun,
  log: Log,
  signal: AbortSignal,
  warnings: string[],
): Promise<{ outcome: RunOutcome; warm: Warm | null }> {
  const outDir = resolve(inputs.outputDir);
  const baselineDir = resolve(inputs.baselineDir);
  if (inputs.mode === "merge") {
    const { shardRunDirs } = await import("./run-dirs.js");
    const dirs = shardRunDirs(inputs.mergeFrom, process.cwd());
    log.info(`merging ${dirs.length} shard runs`);
    // The trusted checkout's scenario decides; the artifacts only bring sessions.
    if (!loaded)
      throw new UserError(
        "is required with mode: merge (the trusted scenario file)",
        undefined,
        "input scenario",
      );
    const merged = await mergeRuns(dirs, outDir, { baselineDir, failOn: inputs.failOn, trusted: loaded });
    return { outcome: { ...merged, runId: merged.report.run_id }, warm: null };
  }
  if (!loaded) throw new UserError("is required", undefined, "input scenario");
  const warm = inputs.cache ? await warmStart(loaded, log) : null;
  // The post step sweeps this run's containers even when this process dies mid-run.
  core().saveState(STATE.outputDir, outDir);
  core().saveState(STATE.startedAt, String(Date.now()));
  core().saveState(STATE.owner, PROCESS_OWNER);
  // A baseline refresh plays every budget to its end: the baseline wants all the sessions.
  const outcome = await runScenario(inputs.mode === "baseline" ? withFullBudgets(loaded) : loaded, {
    outDir,
    baselineDir,
    shard: inputs.shard,
    signal,
    log: (l) => log.info(l),
    source: gh.source,
    failOn: inputs.failOn,
    progress: actionProgress(inputs.progressIntervalS, (l) => log.info(l)),
    warnings,
  });
  core().saveState(STATE.runId, outcome.runId);
  return { outcome, warm };
}

/** The runner cancels a job with SIGINT then SIGTERM: stop scheduling, tear down, still report. */
function onSignals(): { signal: AbortSignal; off(): void } {
  const controller = new AbortController();
  const handler = (sig: NodeJS.Signals) => {
    core().warning(`${sig}: stopping the run, tearing down, writing reports`);
    controller.abort();
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  return {
    signal: controller.signal,
    off() {
      process.off("SIGINT", handler);
      process.off("SIGTERM", handler);
    },
  };
}

/** One line for the user, and the contract's exit code (setFailed alone would make it 1). */
function fail(e: unknown, redact: (s: string) => string): void {
  // Whatever failed, nothing the run started on the runner outlives it.
  killAllChildren();
  if (e instanceof UserError) {
    core().setFailed(redact(`invalid input: ${e.line}`));
    process.exitCode = EXIT.invalidInput;
  } else if (e instanceof InfraError || errorCode(e)) {
    core().setFailed(redact(`infrastructure: ${ioError(e).message}`));
    process.exitCode = EXIT.infrastructure;
  } else {
    core().setFailed(redact(`internal error: ${errorMessage(e)}`));
    core().debug(redact(e instanceof Error ? (e.stack ?? "") : ""));
    process.exitCode = EXIT.infrastructure;
  }
}
