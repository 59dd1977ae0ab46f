/**
 * The one lifecycle of a task session (a Harbor trial), for every runtime that runs tasks:
 * env_setup → agent_setup → agent_exec → verify → harvest → teardown, each phase timed as an event.
 * It owns the order of the steps and every bucket rule; a runtime only provides the environment
 * (environment.ts) the steps run in, and an agent only says what to run (agents.ts).
 */

import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Clock, realClock } from "../clock.js";
import type { ErrorBucket, PhaseName, SessionOutcome, TimeBlock } from "../events/events.js";
import { readBounded, readTail } from "../read-bounded.js";
import type { HealthcheckConfig, Task } from "../scenario/model.js";
import { type SeparateVerifier, verifierPlan } from "../scenario/verifier-mode.js";
import { readAgentLogs, sessionTtft } from "./agent-logs.js";
import { type AgentPlan, resolveAgent } from "./agents.js";
import { artifactPaths } from "./artifacts.js";
import { EnvError, type ExecResult, type TrialEnvironment, type VerifierEnvironment } from "./environment.js";
import { awaitHealthy } from "./healthcheck.js";
import { bucketOf, decideOutcome, failedOutcome, parseReward, type TrialFacts } from "./outcome.js";
import { decideSteps, judgeStep, type StepPlan, type StepResult, stepsOf, stopAfter } from "./steps.js";
import type { SessionIO, SessionSpec } from "./types.js";

export interface TrialOptions {
  /** Limit for an agent's `install` step, seconds (Harbor's default agent-setup cap). */
  agentSetupTimeoutSec?: number;
  /** A separate verifier's environment for the task's (`step` null) or a step's verification. */
  verifier?: (task: Task, verifier: SeparateVerifier, step: string | null) => VerifierEnvironment;
  /**
   * What the phases, the agent's window and the healthcheck are timed on (its `now()` compares with the
   * gateway's spans); the real clock unless a test drives the trial on virtual time.
   */
  clock?: Clock;
}

const SETUP_TIMEOUT_SEC = 360;

/** Ends the trial early with a bucket; `interrupted` when the run is stopping. */
class Stop extends Error {
  constructor(
    readonly bucket: ErrorBucket,
    message: string,
  ) {
    super(message);
  }
}
const INTERRUPTED = "the run was interrupted";

const errText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split("\n")[0];
const readIf = (file: string): Promise<string | null> => readBounded(file);

/**
 * Runs one session of `spec` in the environment `open` makes for its task. Never throws: every way a
 * session can end is an outcome with a bucket.
 */
export async function runTrial(
  spec: SessionSpec,
  io: SessionIO,
  open: (task: Task, plan: AgentPlan) => TrialEnvironment,
  opts: TrialOptions = {},
): Promise<SessionOutcome> {
  const task = spec.task;
  if (!task) return failedOutcome("env_start", "this runtime runs tasks; this session has none");
  // Nothing is started for a session that begins after the run was interrupted.
  if (io.signal.aborted) return failedOutcome("interrupted", INTERRUPTED);
  const plan = resolveAgent(spec.agent, task);
  let env: TrialEnvironment;
  try {
    env = open(task, plan);
  } catch (err) {
    return failedOutcome("env_start", `environment start failed: ${errText(err)}`);
  }
  return new Trial(spec, task, io, plan, env, opts).run();
}

/** What a verifier's run says: the rewards, or the bucket of why there are none. */
interface Verdict {
  reward: number | null;
  rewards: Record<string, number> | null;
  bucket: ErrorBucket | null;
  error: string | null;
}

class Trial {
  private exitCode: number | null = null;
  /** Where the agent's work ran (agent_exec, cut at its time limit): the window its TTFT is measured in. */
  private agentWindow: TimeBlock | null = null;
  private agentBucket: ErrorBucket | null = null;
  private agentError: string | null = null;
  /**
   * Set once the agent's environment was stopped before a last separate verifier (as Harbor does): what
   * `gone()` said just before, since a stopped environment reads as gone.
   */
  private stoppedEarly: { gone: string | null } | null = null;
  private readonly attrs: NonNullable<SessionOutcome["attrs"]> = {};
  private readonly clock: Clock;

  constructor(
    private readonly spec: SessionSpec,
    private readonly task: Task,
    private readonly io: SessionIO,
    private readonly plan: AgentPlan,
    private readonly env: TrialEnvironment,
    private readonly opts: TrialOptions,
  ) {
    this.clock = opts.clock ?? realClock;
  }

  async run(): Promise<SessionOutcome> {
    let outcome: SessionOutcome;
    let stage: "setup" | "session" = "setup";
    try {
      await this.setup();
      stage = "session";
      outcome = await this.session();
    } catch (err) {
      outcome = this.fromError(err, stage);
    }
    try {
      const harvested = await this.harvest();
      outcome = { ...outcome, ...harvested, attrs: { ...this.attrs, ...outcome.attrs, ...harvested.attrs } };
    } finally {
      if (!this.stoppedEarly) await this.stopEnv();
    }
    return outcome;
  }

  /** teardown: the agent's environment stopped (its logs collected by the caller first). */
  private async stopEnv(): Promise<void> {
    const t = this.clock.now();
    const ok = await this.env.stop().catch(() => false);
    this.phase("teardown", t, ok);
  }

  /** Emits the phase (of a step, when it has a name) and says how long it took, ms. */
  private phase(name: PhaseName, start: number, ok: boolean, step: string | null = null): number {
    const end = this.clock.now();
    this.io.emit({ type: "phase", phase: name, start, end, ok, ...(step !== null ? { step } : {}) });
    return end - start;
  }

  private checkSignal(): void {
    if (this.io.signal.aborted) throw new Stop("interrupted", INTERRUPTED);
  }

  /** The bucket of a step that threw. The run stopping explains any failure that comes with it. */
  private fromError(err: unknown, stage: "setup" | "session"): SessionOutcome {
    const fail = (bucket: ErrorBucket, error: string): SessionOutcome => ({
      ...failedOutcome(bucket, error),
      exit_code: this.exitCode,
      attrs: this.attrs,
    });
    if (this.io.signal.aborted) return fail("interrupted", INTERRUPTED);
    if (err instanceof Stop) return fail(err.bucket, err.message);
    if (err instanceof EnvError) return fail(bucketOf(err.kind), err.message);
    if (stage === "setup") return fail("env_start", `environment start failed: ${errText(err)}`);
    return fail("container_gone", `environment lost during the session: ${errText(err)}`);
  }

  /** env_setup: the environment started, then the task's healthcheck (inside the phase, as its readiness). */
  private async setup(): Promise<void> {
    const hc = this.task.config.environment.healthcheck;
    if (!this.env.start && !hc) return;
    const t = this.clock.now();
    try {
      await this.env.start?.(this.io.signal);
      const unhealthy = hc ? await this.healthcheck(hc, null) : null;
      if (unhealthy) throw new Stop("env_start", unhealthy);
    } catch (err) {
      this.phase("env_setup", t, false);
      throw err;
    }
    this.phase("env_setup", t, true);
    Object.assign(this.attrs, this.env.attrs());
  }

  private async session(): Promise<SessionOutcome> {
    this.checkSignal();
    // An agent that cannot run fails after the environment did, so a broken environment is named first.
    if (this.plan.error) throw new Stop("agent_setup_failed", this.plan.error);
    const env = this.agentEnv();
    await this.install(env);
    const steps = stepsOf(this.task, this.spec.agent.timeout_sec);
    if (!this.task.config.steps.length) return this.single(env, steps[0] as StepPlan);
    return this.multi(env, steps);
  }

  private async single(env: Record<string, string>, step: StepPlan): Promise<SessionOutcome> {
    await this.runAgent(env, step);
    this.checkSignal();
    const verdict = await this.verify(step, false);
    await this.readTrace();
    // A container killed under the session fails its steps in many ways; none is the agent's doing.
    if (this.agentBucket || verdict.bucket) await this.checkGone();
    const decided = decideOutcome(this.facts(verdict));
    if (decided.status === "passed" && this.agentBucket) this.attrs.agent_bucket = this.agentBucket;
    return { ...decided, exit_code: this.exitCode, attrs: this.attrs };
  }

  private async checkGone(): Promise<void> {
    const gone = this.stoppedEarly ? this.stoppedEarly.gone : await this.env.gone();
    if (gone) throw new Stop("container_gone", gone);
  }

  /** A multi-step task: its steps in order in this one environment, stopping early as Harbor does. */
  private async multi(env: Record<string, string>, steps: StepPlan[]): Promise<SessionOutcome> {
    const results: StepResult[] = [];
    for (const step of steps) {
      this.checkSignal();
      const result = await this.runStep(env, step);
      results.push(result);
      if (stopAfter(step, result)) break;
    }
    await this.readTrace();
    if (results.some((r) => r.bucket !== null && r.bucket !== "task_failed")) await this.checkGone();
    const strategy = this.task.config.multi_step_reward_strategy ?? "mean";
    const decided = decideSteps(strategy, results, this.spec.successRewardThreshold);
    return { ...decided, exit_code: this.exitCode, attrs: this.attrs, steps: results };
  }

  private async runStep(env: Record<string, string>, step: StepPlan): Promise<StepResult> {
    [this.agentBucket, this.agentError] = [null, null];
    const stepEnv = { ...env, AGENT_INSTRUCTION: step.instruction };
    const prepared = await this.prepareStep(stepEnv, step);
    if (prepared) return judgeStep(step.name, prepared, { agent_exec_ms: null, verify_ms: null });
    const agentMs = await this.runAgent(stepEnv, step);
    this.checkSignal();
    const t = this.clock.now();
    const verdict = await this.verify(step, true);
    const verifyMs = this.clock.now() - t;
    await this.archiveStep(step);
    return judgeStep(step.name, this.facts(verdict), { agent_exec_ms: agentMs, verify_ms: verifyMs });
  }

  /** The facts a session's or a step's verdict is decided on: the agent's side and the verifier's. */
  private facts(verdict: Verdict): TrialFacts {
    return {
      reward: verdict.reward,
      rewards: verdict.rewards,
      agentBucket: this.agentBucket,
      agentError: this.agentError,
      verifierBucket: verdict.bucket,
      verifierError: verdict.error,
      threshold: this.spec.successRewardThreshold,
    };
  }

  /**
   * The step's instruction in the agent's instruction file, for the oracle the step's solution in place,
   * then as Harbor prepares a step: its `workdir/` merged into the working directory, its `setup.sh`, its
   * healthcheck. A failure is the step's exception: its agent and verifier are skipped (as Harbor).
   */
  private async prepareStep(env: Record<string, string>, step: StepPlan): Promise<TrialFacts | null> {
    const p = this.env.paths();
    const log = path.join(this.io.dir, "step-setup.log");
    const fail = (bucket: ErrorBucket, why: string): TrialFacts => ({
      reward: null,
      agentBucket: bucket,
      agentError: why,
      threshold: this.spec.successRewardThreshold,
    });
    const r = await this.command(
      ["sh", "-c", 'rm -f "$1" && printf %s "$AGENT_INSTRUCTION" > "$1"', "sh", p.instructionFile],
      { env, user: step.agentUser, timeoutSec: 60, log },
    );
    if (r) return fail("agent_setup_failed", await describe("writing the step's instruction", r, log));
    if (this.plan.stepMount && step.index > 0 && step.solution)
      await this.env.replaceDir(path.join(this.task.dir, step.solution), p.mount(this.plan.stepMount));
    if (step.workdir) {
      const from = path.join(this.task.dir, step.workdir);
      await this.env.uploadDir(from, p.workdir);
      const setup = existsSync(path.join(from, "setup.sh"))
        ? await this.command(withBash([`${p.workdir.replace(/\/+$/, "")}/setup.sh`]), {
            env: {},
            user: step.agentUser,
            timeoutSec: this.opts.agentSetupTimeoutSec ?? SETUP_TIMEOUT_SEC,
            log,
          })
        : null;
      if (setup) return fail("env_start", await describe("workdir/setup.sh", setup, log));
    }
    const unhealthy = step.healthcheck ? await this.healthcheck(step.healthcheck, step.agentUser) : null;
    return unhealthy ? fail("env_start", unhealthy) : null;
  }

  /** A command of the lifecycle's own: null when it succeeded, else its result; the run stopping stops the trial. */
  private async command(
    argv: string[],
    o: { env: Record<string, string>; user: string | null; timeoutSec: number; log: string },
  ): Promise<ExecResult | null> {
    const r = await this.env.exec(
      { argv, env: o.env, user: o.user, timeoutSec: o.timeoutSec, stdout: o.log, stderr: o.log },
      this.io.signal,
    );
    if (r.aborted) throw new Stop("interrupted", INTERRUPTED);
    return r.exitCode !== 0 || r.timedOut || r.spawnError ? r : null;
  }

  /** Harbor's healthcheck (the task's after env_setup, a step's before its agent): null when healthy, else why. */
  private async healthcheck(hc: HealthcheckConfig, user: string | null): Promise<string | null> {
    const log = path.join(this.io.dir, "healthcheck.log");
    const timeoutSec = Math.max(1, Math.ceil(hc.timeout_sec));
    const why = await awaitHealthy(
      hc,
      async () =>
        (await this.command(withBash(["-c", hc.command]), { env: {}, user, timeoutSec, log })) === null,
      this.io.signal,
      this.clock,
    );
    this.checkSignal();
    return why;
  }

  /** `<session>/verifier` → `<session>/steps/<name>/verifier`: the next step's verifier starts empty. */
  private async archiveStep(step: StepPlan): Promise<void> {
    const to = path.join(this.io.dir, "steps", step.name ?? String(step.index));
    await mkdir(to, { recursive: true });
    await rename(path.join(this.io.dir, "verifier"), path.join(to, "verifier")).catch(() => undefined);
  }

  /** The variables every agent command gets: where things are, the agent's own, then the run's. */
  private agentEnv(): Record<string, string> {
    const p = this.env.paths();
    const agent = this.spec.agent;
    return {
      AGENT_WORKDIR: p.workdir,
      AGENT_LOGS_DIR: p.agentLogs,
      VERIFIER_LOGS_DIR: p.verifierLogs,
      AGENT_INSTRUCTION: this.task.instruction,
      AGENT_INSTRUCTION_FILE: p.instructionFile,
      ...(agent.model ? { AGENT_MODEL: agent.model } : {}),
      ...(agent.mount ? { AGENT_DIR: p.mount("agent") } : {}),
      ...this.plan.env,
      ...this.env.runEnv(this.io.env),
    };
  }

  private async install(env: Record<string, string>): Promise<void> {
    if (!this.plan.install) return;
    const t = this.clock.now();
    const log = path.join(this.io.dir, "agent-setup.log");
    const timeoutSec = this.opts.agentSetupTimeoutSec ?? SETUP_TIMEOUT_SEC;
    const r = await this.command(["sh", "-c", this.plan.install], {
      env,
      user: this.task.config.agent.user,
      timeoutSec,
      log,
    }).catch((err: unknown) => {
      this.phase("agent_setup", t, false);
      throw err;
    });
    this.phase("agent_setup", t, r === null);
    if (!r) return;
    this.exitCode = r.exitCode;
    throw new Stop("agent_setup_failed", await describe("agent install", r, log));
  }

  /** The agent's work on a step; says how long it took, ms. */
  private async runAgent(env: Record<string, string>, step: StepPlan): Promise<number> {
    const start = this.clock.now();
    const launched = this.plan.launch?.(this.env.paths(), env);
    const argv = launched?.argv ?? this.plan.argv?.(this.env.paths());
    if (!argv) return this.phase("agent_exec", start, true, step.name);
    const timeoutSec = step.agentTimeoutSec;
    const stderr = path.join(this.io.dir, this.plan.stderr);
    const req = {
      argv,
      env: launched?.env ?? env,
      user: step.agentUser,
      timeoutSec,
      stdout: path.join(this.io.dir, this.plan.stdout),
      stderr,
    };
    // Only a verifier in this environment can follow the agent on its exec.
    const r = this.separateOf(step)
      ? await this.env.exec(req, this.io.signal)
      : await this.env.runAgent(req, this.io.signal, {
          timeoutSec: step.verifierTimeoutSec,
          env: step.verifierEnv,
          user: step.verifierUser,
        });
    const end = this.clock.now();
    this.agentWindow = { start, end: timeoutSec ? Math.min(end, start + timeoutSec * 1000) : end };
    if (r.aborted) {
      this.phase("agent_exec", start, false, step.name);
      throw new Stop("interrupted", INTERRUPTED);
    }
    this.exitCode = r.exitCode;
    const failure = await this.agentFailure(r, timeoutSec, stderr);
    if (failure) [this.agentBucket, this.agentError] = failure;
    return this.phase("agent_exec", start, failure === null, step.name);
  }

  /** What went wrong with the agent's command, if anything. */
  private async agentFailure(
    r: ExecResult,
    timeoutSec: number | null,
    stderr: string,
  ): Promise<[ErrorBucket, string] | null> {
    if (r.timedOut) return ["agent_timeout", `agent timed out after ${timeoutSec}s and was killed`];
    if (r.spawnError) return ["agent_exit", `agent could not start: ${r.spawnError}`];
    if (r.exitCode === 137 && (await this.env.oomKilled())) {
      const mb = this.task.config.environment.memory_mb;
      return ["agent_oom", `agent killed by the OOM killer (memory limit ${mb} MB)`];
    }
    // The oracle's exit code does not count: the reward decides.
    if (r.exitCode !== 0 && this.plan.exitCounts) return ["agent_exit", await describe("agent", r, stderr)];
    return null;
  }

  /** The separate verifier of this step (of the task when it has no steps), or null: this environment verifies. */
  private separateOf(step: StepPlan): SeparateVerifier | null {
    return verifierPlan(this.task, this.stepIndex(step)).separate;
  }

  /** Whether no step follows this one. */
  private isLast(step: StepPlan): boolean {
    return step.index >= this.task.config.steps.length - 1;
  }

  /** The step's index in task.toml's `[[steps]]`; null for a single-step task (its one step is the task). */
  private stepIndex(step: StepPlan): number | null {
    return this.task.config.steps.length ? step.index : null;
  }

  /** The step's verifier (`clearTests`: a multi-step task's, on an emptied /tests), and its verdict. */
  private async verify(step: StepPlan, clearTests: boolean): Promise<Verdict> {
    const t = this.clock.now();
    const separate = this.separateOf(step);
    let r: ExecResult;
    try {
      r = separate ? await this.verifyApart(step, separate) : await this.verifyHere(step, clearTests);
    } catch (err) {
      if (!(err instanceof EnvError) || this.io.signal.aborted) throw err;
      this.phase("verify", t, false, step.name);
      return { reward: null, rewards: null, bucket: bucketOf(err.kind), error: err.message };
    }
    if (r.aborted || this.io.signal.aborted) {
      this.phase("verify", t, false, step.name);
      throw new Stop("interrupted", INTERRUPTED);
    }
    this.attrs.verifier_exit_code = r.exitCode;
    const verdict = r.timedOut
      ? {
          bucket: "verifier_timeout" as const,
          error: `verifier timed out after ${step.verifierTimeoutSec}s`,
        }
      : await this.readReward();
    this.phase("verify", t, !("bucket" in verdict), step.name);
    return "bucket" in verdict
      ? { reward: null, rewards: null, bucket: verdict.bucket, error: verdict.error }
      : { ...verdict, bucket: null, error: null };
  }

  /** In the agent's environment, on the step's tests; both log folders come back. */
  private async verifyHere(step: StepPlan, clearTests: boolean): Promise<ExecResult> {
    const r = await this.env.verify(
      {
        timeoutSec: step.verifierTimeoutSec,
        env: step.verifierEnv,
        user: step.verifierUser,
        killLeftovers: this.agentBucket === "agent_timeout",
        agentEnv: this.agentEnv(),
        tests: step.tests.map((d) => path.join(this.task.dir, d)),
        clearTests,
      },
      this.io.signal,
    );
    if (!r.aborted) await this.env.collectLogs();
    return r;
  }

  /**
   * In a fresh environment of the verifier's own, as Harbor does: the artifacts are collected from the
   * agent's (recorded in `artifacts.json` beside them), only those go in, at their original paths.
   */
  private async verifyApart(step: StepPlan, separate: SeparateVerifier): Promise<ExecResult> {
    const open = this.opts.verifier;
    if (!open || !this.env.download)
      throw new EnvError("start", "this runtime has no separate verifier environments");
    const base = step.name === null ? this.io.dir : path.join(this.io.dir, "steps", step.name);
    const dir = path.join(base, "artifacts");
    const records = await this.env.download(
      artifactPaths(this.task, this.stepIndex(step), this.env.paths().workdir),
      dir,
    );
    await mkdir(base, { recursive: true });
    await writeFile(path.join(base, "artifacts.json"), `${JSON.stringify(records, null, 2)}\n`);
    for (const a of records)
      if (a.status === "failed")
        this.io.emit({ type: "log", level: "warn", message: `artifact ${a.path}: ${a.error ?? "failed"}` });
    // The last verification: the agent's environment is done, and does not run beside the verifier.
    if (this.isLast(step)) {
      await this.env.collectLogs().catch(() => undefined);
      this.stoppedEarly = { gone: await this.env.gone().catch(() => null) };
      await this.stopEnv();
    }
    const verifier = open(this.task, separate, step.name);
    try {
      await verifier.start(this.io.signal);
      Object.assign(this.attrs, verifier.attrs());
      const copied = records.filter((a) => a.status === "ok").map((a) => a.path);
      await verifier.upload(dir, copied);
      return await verifier.verify(
        { timeoutSec: step.verifierTimeoutSec, env: step.verifierEnv, user: step.verifierUser },
        this.io.signal,
      );
    } finally {
      await verifier.stop().catch(() => false);
    }
  }

  /** The agent's own trace (built-in coding agents): an API error it reported names the bucket. */
  private async readTrace(): Promise<void> {
    const error = await this.plan.trace?.(path.join(this.io.dir, "agent"), this.io.dir);
    if (error && this.agentBucket !== "agent_timeout" && this.agentBucket !== "agent_oom")
      [this.agentBucket, this.agentError] = [error.bucket, error.message];
  }

  private async readReward(): Promise<ReturnType<typeof parseReward>> {
    const dir = path.join(this.io.dir, "verifier");
    return parseReward(
      await readIf(path.join(dir, "reward.json")),
      await readIf(path.join(dir, "reward.txt")),
    );
  }

  /**
   * What the agent reported about itself: spans become events; tokens, steps and TTFT the outcome's.
   * TTFT reads the agent's own `llm` spans and the gateway's, both inside the agent's window.
   */
  private async harvest(): Promise<Partial<SessionOutcome>> {
    if (!this.stoppedEarly) await this.env.collectLogs().catch(() => undefined);
    const own = await this.plan.readLogs(path.join(this.io.dir, "agent"));
    const logs = readAgentLogs(own.spans, own.trajectory);
    for (const span of logs.spans) this.io.emit({ type: "span", span });
    for (const why of logs.rejected) this.io.emit({ type: "log", level: "warn", message: why });
    const out: Partial<SessionOutcome> = { tokens_in: logs.tokens_in, tokens_out: logs.tokens_out };
    const llm = [...logs.spans, ...(this.io.llmSpans?.() ?? [])];
    const ttft = this.agentWindow ? sessionTtft(llm, this.agentWindow) : null;
    if (ttft !== null) out.ttft_ms = ttft;
    const attrs: Record<string, number> = {};
    if (logs.steps !== null) attrs.steps = logs.steps;
    if (logs.tool_calls !== null) attrs.tool_calls = logs.tool_calls;
    out.attrs = attrs;
    return out;
  }
}

/** `bash <args>` where the environment has bash (what Harbor runs), else `sh <args>`. */
function withBash(args: string[]): string[] {
  return [
    "sh",
    "-c",
    'if command -v bash >/dev/null 2>&1; then exec bash "$@"; fi; exec sh "$@"',
    "sh",
    ...args,
  ];
}

/** One line on how a command ended, with the last line it wrote to `log`. */
async function describe(what: string, r: ExecResult, log: string): Promise<string> {
  if (r.spawnError) return `${what} could not start: ${r.spawnError}`;
  if (r.timedOut) return `${what} timed out and was killed`;
  const lines = ((await readTail(log)) ?? "").trim().split(/\r?\n/);
  const tail = (lines[lines.length - 1] ?? "").slice(0, 300);
  const how = r.signal ? `was killed by ${r.signal}` : `exited with ${r.exitCode}`;
  return tail ? `${what} ${how}: ${tail}` : `${what} ${how}`;
}
