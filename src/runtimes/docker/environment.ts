/**
 * One session's Docker environment: its main container (sidecars and network for a compose task),
 * driven by the trial lifecycle (../trial.ts). Files travel inside the Engine API calls a trial needs
 * anyway: the session's files on the attach connection as PID 1 starts; then, where the image allows
 * (tar, root), one exec runs the agent and, once the agent has ended, takes the tests on stdin, runs
 * the verifier and sends both log folders back on stdout (single exec); an agent with no command
 * (`nop`) gets the same exec with nothing before the verifier. Otherwise the verifier has an exec of
 * its own: its tests go in through the archive API and the logs come back by collectLogs.
 */

import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import type Dockerode from "dockerode";
import { AGENTS_ROOT } from "../../agents/table.js";
import { LIMITS } from "../../limits.js";
import type { Task } from "../../scenario/model.js";
import type { AgentPlan } from "../agents.js";
import {
  type ArtifactRecord,
  EnvError,
  type EnvironmentPaths,
  type ExecRequest,
  type ExecResult,
  type NextVerifier,
  type TrialEnvironment,
  type VerifyRequest,
} from "../environment.js";
import type { SessionIO, SessionSpec } from "../types.js";
import {
  ContainerGoneError,
  execText,
  guard,
  isGone,
  runExec,
  runStaged,
  type StagedResult,
} from "./exec.js";
import {
  AGENT_LOGS,
  CLEAR_VERIFIER,
  type ComposeResources,
  type MainImage,
  type MainNetwork,
  RUN_VERIFIER,
  type SessionHost,
  type Unpacked,
  VERIFIER_LOGS,
} from "./session-host.js";
import { extractTar, extractTarChecked, fileEntry, listTree, packTar, type TarEntry } from "./tar.js";

/** The HOME of a built-in coding agent: its own, fresh in every session container. */
const AGENT_HOME = "/agent-loadtest-home";
const INSTRUCTION_FILE = `${AGENT_LOGS}/instruction.md`;

const errText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split("\n")[0];
const shortNames = (entries: TarEntry[]): boolean =>
  entries.every((e) => Buffer.byteLength(e.name) < 99 && Buffer.byteLength(e.linkname ?? "") < 99);

/** The stream's chunks until the budget is spent; past it, the stream is dropped and an error says so. */
async function* withinBudget(
  stream: NodeJS.ReadableStream,
  budget: { left: number },
): AsyncGenerator<Buffer> {
  for await (const chunk of stream) {
    const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    budget.left -= buf.length;
    if (budget.left < 0) {
      (stream as NodeJS.ReadableStream & { destroy?(): void }).destroy?.();
      throw new Error(`the step's artifacts are over ${LIMITS.artifactBytes.value} bytes`);
    }
    yield buf;
  }
}

/** The agent's exec, held open after the agent ended until the verifier's input is sent (single exec). */
interface HeldExec {
  send(stdin: Buffer | null): void;
  done: Promise<{ staged: StagedResult; got: { bytes: number; complete: boolean } }>;
}

export class DockerEnvironment implements TrialEnvironment {
  private container: Dockerode.Container | null = null;
  /** A compose session's network, volumes and sidecars, as the runtime makes them. */
  private readonly composed: ComposeResources = { network: null, volumes: [], sidecars: [] };
  private workdir = "/";
  /** The image the main container starts from, with the agent's mount. */
  private from: MainImage = { image: "" };
  private prewarmed = false;
  /** The main container has tar, so the verifier's files can travel through its exec. */
  private tar = false;
  private collected = false;
  private held: HeldExec | null = null;
  private stopSampler = async (): Promise<void> => undefined;
  /** When this session's own container started (null: a prewarmed one, started before the session). */
  private startedAt: number | null = null;

  constructor(
    private readonly rt: SessionHost,
    private readonly spec: SessionSpec,
    private readonly task: Task,
    private readonly plan: AgentPlan,
    private readonly io: SessionIO,
  ) {}

  private get main(): Dockerode.Container {
    if (!this.container) throw new ContainerGoneError("the session has no container");
    return this.container;
  }

  // ── env_setup ─────────────────────────────────────────────────────────────

  async start(signal: AbortSignal): Promise<void> {
    await mkdir(this.io.dir, { recursive: true });
    try {
      await this.setup(signal);
    } catch (err) {
      if (err instanceof ContainerGoneError || (this.container && isGone(err)))
        throw new EnvError("gone", `container gone: ${errText(err)}`);
      throw err;
    }
    this.stopSampler = this.rt.startSampler(this.main, (e) => this.io.emit(e), this.startedAt);
  }

  private async setup(signal: AbortSignal): Promise<void> {
    const task = this.task;
    const image = await this.rt.sessionImage(this.spec.agent, task);
    if (!image.ok) throw new EnvError(image.kind, image.error);
    this.from = image;
    this.workdir = await this.rt.workdirOf(task, image.image);
    const entries = await this.sessionFiles();
    // Nothing is created once the run is stopping.
    const checkSignal = (): void => {
      if (signal.aborted) throw new Error("interrupted before the container was created");
    };
    checkSignal();
    let network: MainNetwork | null = null;
    if (task.hasCompose) network = await this.rt.startCompose(task, this.spec.id, signal, this.composed);
    else this.container = await this.rt.takePrewarmed(task, this.from);
    this.prewarmed = this.container !== null;
    checkSignal();
    const unpacked = this.container ? "unknown" : await this.createMain(entries, network, checkSignal);
    this.tar = this.rt.facts(image.image).tar === true;
    if (this.prewarmed) this.log(`prewarmed container ${this.main.id.slice(0, 12)}`);
    this.rt.refill(task, this.from);
    if (unpacked !== "ok") await guard(this.main.putArchive(packTar(entries), { path: "/" }));
  }

  private log(message: string): void {
    this.io.emit({ type: "log", level: "info", message });
  }

  /** The session's files, in one archive: log folders, the instruction, the agent's mounts. */
  private async sessionFiles(): Promise<TarEntry[]> {
    const entries: TarEntry[] = [
      { name: "logs", type: "dir", mode: 0o777 },
      { name: "logs/agent", type: "dir", mode: 0o777 },
      { name: "logs/verifier", type: "dir", mode: 0o777 },
      { name: "logs/artifacts", type: "dir", mode: 0o777 },
      fileEntry("logs/agent/instruction.md", this.task.instruction, 0o644),
    ];
    if (this.task.config.environment.workdir)
      entries.push({ name: this.workdir.replace(/^\/+/, ""), type: "dir", mode: 0o755 });
    for (const m of this.plan.mounts)
      entries.push({ name: m.name, type: "dir", mode: 0o755 }, ...(await this.rt.tree(m.from, m.name)));
    return entries;
  }

  /** The main container, its files unpacked by PID 1 when the image can; says how that went. */
  private async createMain(
    entries: TarEntry[],
    network: MainNetwork | null,
    checkSignal: () => void,
  ): Promise<Unpacked> {
    const created = (c: Dockerode.Container): void => {
      this.container = c;
    };
    // Long names need pax headers, which not every tar in an image reads.
    const unpack = shortNames(entries) && this.rt.facts(this.from.image).unpacks !== false;
    const files = unpack ? packTar(entries) : undefined;
    const made = await this.rt.createMain(this.task, this.from, this.spec.id, network, files, created);
    this.container = made.container;
    this.startedAt = made.startedAt;
    // Interrupted while PID 1 unpacked: no answer to learn from, and no second container.
    checkSignal();
    if (!unpack) return made.unpacked;
    const tar = made.unpacked === "no-tar" ? false : made.unpacked === "unknown" ? undefined : true;
    this.rt.learn(this.from.image, {
      unpacks: made.unpacked === "ok",
      ...(tar === undefined ? {} : { tar }),
    });
    if (made.unpacked !== "unknown") return made.unpacked;
    // PID 1 never answered (an entrypoint that ignores its command?): a tar it runs later could
    // still write half an archive over the upload, so this container is not used.
    await made.container.remove({ force: true, v: true }).catch(() => undefined);
    this.container = null;
    const again = await this.rt.createMain(this.task, this.from, this.spec.id, network, undefined, created);
    this.container = again.container;
    this.startedAt = again.startedAt;
    return "unknown";
  }

  // ── what the lifecycle runs ───────────────────────────────────────────────

  paths(): EnvironmentPaths {
    return {
      workdir: this.workdir,
      agentLogs: AGENT_LOGS,
      verifierLogs: VERIFIER_LOGS,
      instructionFile: INSTRUCTION_FILE,
      mount: (name) => `/${name}`,
      codingAgent: (name) => ({ installDir: `${AGENTS_ROOT}/${name}`, home: AGENT_HOME, node: "node" }),
    };
  }

  runEnv(env: Record<string, string>): Record<string, string> {
    return this.rt.reachable(env, this.composed.network !== null);
  }

  async exec(req: ExecRequest, signal: AbortSignal): Promise<ExecResult> {
    return runExec(this.rt.docker, this.main, {
      cmd: req.argv,
      env: req.env,
      workdir: this.workdir,
      user: req.user,
      timeoutSec: req.timeoutSec,
      stdout: req.stdout,
      stderr: req.stderr,
      signal,
    });
  }

  /** The single exec can carry the verifier: it runs as root, the image has tar and the tests' names fit. */
  private async canHold(dirs: string[], user: string | null): Promise<boolean> {
    if (user || !this.tar) return false;
    const { entries } = await this.rt.testArchive(dirs);
    return entries.every((e) => Buffer.byteLength(e.name) < 99);
  }

  /** Every test folder the task has (its own and its steps'): the held exec must fit any of them. */
  private allTestDirs(): string[] {
    const dirs = this.task.steps
      .filter((s) => s.hasTests)
      .map((s) => path.join(this.task.dir, "steps", s.name, "tests"));
    return this.task.hasTests ? [path.join(this.task.dir, "tests"), ...dirs] : dirs;
  }

  async uploadDir(from: string, to: string): Promise<void> {
    // Children only: the folder itself keeps its owner and mode (a new one is made 0755 by the engine).
    const entries = await listTree(from, to.replace(/^\/+/, ""));
    if (entries.length) await guard(this.main.putArchive(packTar(entries), { path: "/" }));
  }

  async replaceDir(from: string, to: string): Promise<void> {
    await runExec(this.rt.docker, this.main, { cmd: ["rm", "-rf", to], user: "0", timeoutSec: 60 });
    await this.uploadDir(from, to);
  }

  async runAgent(req: ExecRequest, signal: AbortSignal, next: NextVerifier): Promise<ExecResult> {
    const staged = (await this.canHold(this.allTestDirs(), next.user))
      ? await this.rt.stagedScript(this.task, this.from.image, Object.keys(req.env), next)
      : null;
    if (!staged) return this.exec(req, signal);
    return this.runHeld(req, staged, next.timeoutSec, signal);
  }

  /** Single exec: the agent, then (held until verify() sends the tests) the verifier, on one exec. */
  private async runHeld(
    req: Pick<ExecRequest, "argv" | "env" | "timeoutSec"> & Partial<Pick<ExecRequest, "stdout" | "stderr">>,
    script: (mark: string) => string,
    verifierTimeoutSec: number,
    signal: AbortSignal,
  ): Promise<ExecResult> {
    const logs = this.logsSink();
    const mark = `agent-loadtest:${randomBytes(12).toString("hex")}`;
    let send: (stdin: Buffer | null) => void = () => undefined;
    const input = new Promise<Buffer | null>((resolve) => {
      send = resolve;
    });
    let marked: (first: StagedResult["first"]) => void = () => undefined;
    const agentEnded = new Promise<StagedResult["first"]>((resolve) => {
      marked = resolve;
    });
    const done = runStaged(this.rt.docker, this.main, {
      cmd: ["sh", "-c", script(mark), "sh", String(req.timeoutSec ?? 0), ...req.argv],
      mark,
      env: req.env,
      workdir: this.workdir,
      user: "0",
      first: { timeoutSec: req.timeoutSec, stdout: req.stdout, stderr: req.stderr },
      second: {
        timeoutSec: verifierTimeoutSec,
        stdout: logs.out,
        stderr: path.join(this.io.dir, "verifier.log"),
      },
      between: async (first) => {
        if (first.notes.includes("timeout=1")) this.rt.learn(this.from.image, { gnuTimeout: true });
        else if (first.notes.includes("timeout=0")) this.rt.learn(this.from.image, { gnuTimeout: false });
        marked(first);
        return input;
      },
      signal,
    }).then(async (staged) => {
      logs.out.end();
      return { staged, got: await logs.got };
    });
    done.catch(() => undefined);
    this.held = { send, done };
    const first = await Promise.race([agentEnded, done.then((d) => d.staged.first)]);
    return first;
  }

  async verify(req: VerifyRequest, signal: AbortSignal): Promise<ExecResult> {
    if (!this.held) await this.holdForVerifier(req, signal);
    const held = this.held;
    this.held = null;
    // Each step's verifier brings its own logs back.
    this.collected = false;
    if (held) {
      const { tar } = await this.rt.testArchive(req.tests);
      // "k": the agent ran out of time, so its leftover processes go before the verifier runs;
      // "c": /tests is emptied before the tests go in.
      const go = `${req.killLeftovers ? "k" : "v"}${req.clearTests ? "c" : ""}\n`;
      held.send(Buffer.concat([Buffer.from(go), tar]));
      const { staged, got } = await held.done;
      if (staged.first.aborted || staged.second?.aborted) return { ...staged.first, aborted: true };
      const res = staged.second;
      // The tests did not unpack (nothing ran), or the agent's end never came: the verifier runs on its own.
      if (res && !(got.bytes === 0 && res.exitCode === 125 && !res.timedOut)) {
        await this.settleLogs(got);
        return res;
      }
    }
    // A held exec that did not finish may still be running its script, which would kill or clear what
    // the verifier below starts: everything but PID 1 goes first, as the held script would have done.
    return this.verifyAlone(req, signal, held !== null);
  }

  /**
   * No agent exec carried the verifier (an agent with no command, such as `nop`): the same single exec
   * with nothing before the verifier, so verifying costs one exec, not four Engine API round trips.
   */
  private async holdForVerifier(req: VerifyRequest, signal: AbortSignal): Promise<void> {
    if (!(await this.canHold(req.tests, req.user))) return;
    const script = await this.rt.stagedScript(this.task, this.from.image, [], req);
    if (script)
      await this.runHeld({ argv: ["true"], env: {}, timeoutSec: null }, script, req.timeoutSec, signal);
  }

  /** The verifier on an exec of its own: the tests in through the archive API, its logs out by collectLogs. */
  private async verifyAlone(
    req: VerifyRequest,
    signal: AbortSignal,
    afterHeld: boolean,
  ): Promise<ExecResult> {
    const { tar } = await this.rt.testArchive(req.tests);
    // The agent's leftovers (it ran out of time) go before the verifier runs.
    const kill = req.killLeftovers || afterHeld ? "kill -9 -1 2>/dev/null; " : "";
    const clear = req.clearTests ? "rm -rf /tests; " : "";
    await runExec(this.rt.docker, this.main, {
      cmd: ["sh", "-c", `${kill}${clear}${CLEAR_VERIFIER}`],
      user: "0",
      timeoutSec: 60,
    });
    await guard(this.main.putArchive(tar, { path: "/" }));
    const log = path.join(this.io.dir, "verifier.log");
    return runExec(this.rt.docker, this.main, {
      cmd: ["sh", "-c", RUN_VERIFIER],
      env: req.env,
      workdir: this.workdir,
      user: req.user ?? "0",
      timeoutSec: req.timeoutSec,
      stdout: log,
      stderr: log,
      signal,
    });
  }

  /** The logs archive from an exec's stdout → <session>/agent, <session>/verifier. */
  private logsSink(): { out: PassThrough; got: Promise<{ bytes: number; complete: boolean }> } {
    const out = new PassThrough();
    out.on("error", () => undefined);
    const got = extractTarChecked(out, this.io.dir, 1, ["agent", "verifier"], { symlinks: false }).catch(
      () => {
        out.resume();
        return { files: 0, complete: false, bytes: -1 };
      },
    );
    return { out, got };
  }

  /** Keeps a whole logs archive; a cut-off one is dropped for the engine's own download. */
  private async settleLogs(got: { bytes: number; complete: boolean }): Promise<void> {
    if (got.complete) {
      this.collected = true;
      return;
    }
    await Promise.all(
      ["agent", "verifier"].map((d) => rm(path.join(this.io.dir, d), { recursive: true, force: true })),
    );
  }

  /** One download for both log folders: /logs → <session>/agent, <session>/verifier. */
  async collectLogs(): Promise<void> {
    if (this.collected || !this.container) return;
    this.collected = true;
    try {
      const stream = await this.container.getArchive({ path: "/logs" });
      await extractTar(stream, this.io.dir, 1, ["agent", "verifier"], { symlinks: false });
    } catch {
      await mkdir(this.io.dir, { recursive: true }).catch(() => undefined);
    }
  }

  /** Each path as the engine archives it, under `to/<its parent>`; all of them together bounded. */
  async download(paths: string[], to: string): Promise<ArtifactRecord[]> {
    const budget = { left: LIMITS.artifactBytes.value };
    const records: ArtifactRecord[] = [];
    for (const p of paths) records.push(await this.downloadOne(p, to, budget));
    return records;
  }

  private async downloadOne(p: string, to: string, budget: { left: number }): Promise<ArtifactRecord> {
    let stream: NodeJS.ReadableStream;
    try {
      stream = await this.main.getArchive({ path: p });
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return { path: p, status: "missing" };
      return { path: p, status: "failed", error: errText(err) };
    }
    try {
      const dest = path.join(to, path.posix.dirname(p));
      const got = await extractTarChecked(withinBudget(stream, budget), dest, 0, undefined, {
        symlinks: false,
        linkBudget: budget,
      });
      // A member left out is said, never recorded as copied.
      if (got.refused.length > 0)
        return { path: p, status: "failed", error: `not copied: ${got.refused.join("; ")}` };
      return { path: p, status: "ok" };
    } catch (err) {
      return { path: p, status: "failed", error: errText(err) };
    }
  }

  /** Did the kernel's OOM killer act in this container? (Docker's OOMKilled misses exec'd processes.) */
  async oomKilled(): Promise<boolean> {
    const info = await this.main.inspect().catch(() => null);
    if (info?.State?.OOMKilled) return true;
    const res = await execText(
      this.rt.docker,
      this.main,
      ["sh", "-c", "cat /sys/fs/cgroup/memory.events /sys/fs/cgroup/memory/memory.oom_control 2>/dev/null"],
      { timeoutSec: 10 },
    ).catch(() => null);
    const match = res?.stdout.match(/oom_kill (\d+)/);
    return match ? Number(match[1]) > 0 : false;
  }

  async gone(): Promise<string | null> {
    try {
      const state = (await guard(this.main.inspect())).State;
      if (state.Running || state.OOMKilled) return null;
      return `container ${state.Status} during the session (exit ${state.ExitCode})`;
    } catch (err) {
      if (err instanceof ContainerGoneError) return `container gone: ${errText(err)}`;
      throw err;
    }
  }

  attrs(): Record<string, string | number | boolean> {
    return {
      image: this.from.image,
      ...(this.container ? { container: this.container.id.slice(0, 12) } : {}),
      ...(this.prewarmed ? { prewarmed: true } : {}),
    };
  }

  async stop(): Promise<boolean> {
    await this.stopSampler();
    if (this.held) {
      // The lifecycle ended before the verifier (interrupted): the held exec ends without it.
      this.held.send(null);
      await this.held.done.catch(() => undefined);
      this.held = null;
    }
    const { sidecars, network, volumes } = this.composed;
    return this.rt.teardown(this.container, sidecars, network, volumes);
  }
}
