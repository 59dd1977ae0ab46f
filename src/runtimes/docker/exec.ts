/**
 * Commands inside a session container: no TTY, stdout/stderr demultiplexed and streamed to files,
 * a timeout enforced twice (`timeout -s KILL` in the image when it has one, and a host deadline
 * that kills every process of the container but its keep-alive), exit codes from ExecInspect.
 */
import { PassThrough, Writable } from "node:stream";
import type Dockerode from "dockerode";
import { EnvError } from "../environment.js";
import { boundedLogFile } from "../log-file.js";

/** The container disappeared (removed, daemon restarted) while the session used it. */
export class ContainerGoneError extends EnvError {
  constructor(message: string) {
    super("gone", message);
    this.name = "ContainerGoneError";
  }
}

export function isGone(err: unknown): boolean {
  const e = err as { statusCode?: number; message?: string } | null;
  if (!e) return false;
  if (e.statusCode === 404) return true;
  if (e.statusCode === 409 && /not running|is paused|restarting/i.test(e.message ?? "")) return true;
  return /no such container|is not running/i.test(e.message ?? "");
}

/** Maps Docker's "container vanished" answers to ContainerGoneError; rethrows anything else. */
export async function guard<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isGone(err)) throw new ContainerGoneError((err as Error).message);
    throw err;
  }
}

// Runs argv under GNU `timeout -s KILL N` when the image has it. Busybox's `timeout` is not used:
// its watcher polls once a second and holds the output open, adding up to 1 s to every command.
const TIMEOUT_WRAPPER =
  'n=$1; shift; if [ "$n" -gt 0 ] && timeout --version >/dev/null 2>&1; then exec timeout -s KILL "$n" "$@"; fi; exec "$@"';

/**
 * Grace after the limit before the host kills every process of the container itself. An image's own
 * `timeout` ends the command at the limit; its word can reach a loaded host late, and a host kill that
 * fires meanwhile would also kill the verifier the single exec has started since (seen at 0.5 s).
 */
const HOST_DEADLINE_GRACE_MS = 5000;

export interface ExecOptions {
  cmd: string[];
  env?: Record<string, string>;
  workdir?: string | null;
  user?: string | null;
  /** Seconds; null or 0 means no limit. */
  timeoutSec?: number | null;
  /** Files (appended to) or streams for the demultiplexed output; absent output is dropped. */
  stdout?: string | Writable;
  stderr?: string | Writable;
  /** Bytes for the command's stdin, which is then closed; without it the command reads nothing. */
  stdin?: Buffer;
  signal?: AbortSignal;
}

export interface EngineExecResult {
  exitCode: number | null;
  timedOut: boolean;
  aborted: boolean;
  durationMs: number;
}

function envList(env: Record<string, string> | undefined): string[] {
  return Object.entries(env ?? {}).map(([k, v]) => `${k}=${v}`);
}

function sinkFor(target: string | Writable | undefined): { stream: Writable; close(): Promise<void> } {
  if (target === undefined) {
    const drop = new PassThrough();
    drop.resume();
    return { stream: drop, close: async () => void drop.end() };
  }
  if (typeof target !== "string") return { stream: target, close: async () => undefined };
  const file = boundedLogFile(target);
  return {
    stream: file,
    close: () =>
      new Promise<void>((resolve) => {
        file.end(() => resolve());
        file.once("error", () => resolve());
      }),
  };
}

/** Kills every process in the container except PID 1 (the keep-alive): the agent's whole tree. */
export async function killAll(container: Dockerode.Container): Promise<void> {
  try {
    const exec = await container.exec({
      Cmd: ["sh", "-c", "kill -9 -1 2>/dev/null; true"],
      AttachStdout: true,
      AttachStderr: true,
      User: "0",
    });
    const stream = await exec.start({ hijack: true, stdin: false });
    stream.resume();
    await new Promise<void>((resolve) => {
      stream.once("end", resolve);
      stream.once("close", resolve);
      stream.once("error", () => resolve());
      setTimeout(resolve, 5000).unref();
    });
  } catch {
    // The container is gone or stopping: nothing left to kill.
  }
}

export async function runExec(
  docker: Dockerode,
  container: Dockerode.Container,
  opts: ExecOptions,
): Promise<EngineExecResult> {
  const started = performance.now();
  const timeoutSec = opts.timeoutSec && opts.timeoutSec > 0 ? Math.ceil(opts.timeoutSec) : 0;
  const cmd =
    timeoutSec > 0 ? ["sh", "-c", TIMEOUT_WRAPPER, "sh", String(timeoutSec), ...opts.cmd] : opts.cmd;
  const exec = await guard(
    container.exec({
      Cmd: cmd,
      Env: envList(opts.env),
      WorkingDir: opts.workdir ?? undefined,
      User: opts.user ?? undefined,
      AttachStdin: opts.stdin !== undefined,
      AttachStdout: true,
      AttachStderr: true,
      Tty: false,
    }),
  );
  const out = sinkFor(opts.stdout);
  const err = sinkFor(opts.stderr);
  let hostDeadline = false;
  let aborted = false;
  try {
    const stream = await guard(exec.start({ hijack: true, stdin: opts.stdin !== undefined }));
    docker.modem.demuxStream(stream, out.stream, err.stream);
    // A command that exits before reading all of its input is its own business, not an error here.
    if (opts.stdin !== undefined) (stream as NodeJS.WritableStream).end(opts.stdin);
    await new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (): void => {
        if (timer) clearTimeout(timer);
        opts.signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      const stop = (): void => {
        void killAll(container).finally(() => {
          (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
          finish();
        });
      };
      const onAbort = (): void => {
        aborted = true;
        stop();
      };
      stream.once("end", finish);
      stream.once("close", finish);
      stream.once("error", finish);
      if (timeoutSec > 0) {
        timer = setTimeout(
          () => {
            hostDeadline = true;
            stop();
          },
          timeoutSec * 1000 + HOST_DEADLINE_GRACE_MS,
        );
      }
      if (opts.signal?.aborted) onAbort();
      else opts.signal?.addEventListener("abort", onAbort, { once: true });
    });
  } finally {
    await Promise.all([out.close(), err.close()]);
  }
  const durationMs = performance.now() - started;
  const exitCode = await exitCodeOf(exec, hostDeadline || aborted);
  // SIGKILL from `timeout` once the limit has passed is our timeout, not the agent's doing.
  const atLimit = killedAtLimit(exitCode, timeoutSec, durationMs);
  if (hostDeadline || atLimit) {
    // `timeout` kills only its child: the agent's background processes must not outlive it.
    if (!hostDeadline) await killAll(container);
    return { exitCode, timedOut: true, aborted, durationMs };
  }
  return { exitCode, timedOut: false, aborted, durationMs };
}

/** Runs a short command and returns its stdout as text (bounded to 64 KB). */
export async function execText(
  docker: Dockerode,
  container: Dockerode.Container,
  cmd: string[],
  opts: { user?: string; timeoutSec?: number } = {},
): Promise<{ exitCode: number | null; stdout: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const sink = new PassThrough();
  sink.on("data", (b: Buffer) => {
    if (size < 65536) chunks.push(b);
    size += b.length;
  });
  const res = await runExec(docker, container, {
    cmd,
    user: opts.user ?? "0",
    timeoutSec: opts.timeoutSec ?? 30,
    stdout: sink,
  });
  return { exitCode: res.exitCode, stdout: Buffer.concat(chunks).toString("utf8") };
}

export interface StagedOptions {
  /**
   * A command in two stages on one exec: the first (the agent) writes what it likes; when it ends the
   * command prints `\n<mark> <exit code>[ <word>...]\n` on stdout and `\n<mark> -\n` on stderr, then
   * reads the second stage's input from stdin. The words after the exit code are notes to the host.
   */
  cmd: string[];
  mark: string;
  env?: Record<string, string>;
  workdir?: string | null;
  user?: string | null;
  /** Where the first stage's output goes; none: dropped (a stage with nothing to say). */
  first: { timeoutSec?: number | null; stdout?: string; stderr?: string };
  second: { timeoutSec?: number | null; stdout: Writable; stderr: string };
  /** Called as the first stage ends; returns the second stage's stdin, or null to end the command there. */
  between(first: StagedResult["first"]): Promise<Buffer | null>;
  signal?: AbortSignal;
}

export interface StagedResult {
  /** The first stage; `marked` false when the command ended before printing the mark. */
  first: EngineExecResult & { marked: boolean; notes: string[] };
  /** The second stage, or null when it never got its input. */
  second: EngineExecResult | null;
}

/**
 * An ended exec's exit code (null while it still runs). When the host itself killed the command
 * (deadline, interruption), the container may be gone with it: that is no error here.
 */
async function exitCodeOf(exec: Dockerode.Exec, hostKilled: boolean): Promise<number | null> {
  try {
    const info = await guard(exec.inspect());
    return info.Running ? null : info.ExitCode;
  } catch (e) {
    if (!(e instanceof ContainerGoneError) || !hostKilled) throw e;
    return null;
  }
}

/** Did a command's `timeout -s KILL` fire at its limit (rather than the command dying by itself)? */
function killedAtLimit(exitCode: number | null, timeoutSec: number, durationMs: number): boolean {
  return timeoutSec > 0 && exitCode === 137 && durationMs >= timeoutSec * 1000 - 250;
}

/**
 * Splits a stdout stream at `\n<mark> <line>\n`: bytes before it go to `before`, after it to `after`.
 * Holds back only as many bytes as could be the start of the mark.
 */
export class MarkSplitter extends Writable {
  private carry = Buffer.alloc(0);
  private found = false;
  private readonly needle: Buffer;
  constructor(
    mark: string,
    private readonly before: Writable,
    private readonly after: Writable,
    private readonly onMark: (line: string) => void,
  ) {
    super();
    this.needle = Buffer.from(`\n${mark} `);
  }
  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    if (this.found) {
      this.after.write(chunk, () => done());
      return;
    }
    const buf = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const at = buf.indexOf(this.needle);
    if (at < 0) {
      const keep = Math.min(buf.length, this.needle.length - 1);
      this.carry = Buffer.from(buf.subarray(buf.length - keep));
      this.before.write(buf.subarray(0, buf.length - keep), () => done());
      return;
    }
    const rest = buf.subarray(at + this.needle.length);
    const nl = rest.indexOf(10);
    if (nl < 0 && rest.length < 16) {
      // The exit code's line is still on its way.
      this.carry = Buffer.from(buf.subarray(at));
      this.before.write(buf.subarray(0, at), () => done());
      return;
    }
    this.found = true;
    this.carry = Buffer.alloc(0);
    this.before.write(buf.subarray(0, at));
    this.onMark(rest.subarray(0, Math.max(nl, 0)).toString("latin1"));
    this.after.write(rest.subarray(nl + 1), () => done());
  }
  override _final(done: (err?: Error | null) => void): void {
    if (!this.found && this.carry.length) this.before.write(this.carry, () => done());
    else done();
  }
}

/**
 * Runs a two-stage command (see StagedOptions) on one exec: one process start instead of two, with
 * each stage timed, limited and its output routed as if it had its own exec. A first stage the host
 * had to kill (no `timeout` in the image) ends the whole command: `marked` is false, `second` null.
 */
export async function runStaged(
  docker: Dockerode,
  container: Dockerode.Container,
  opts: StagedOptions,
): Promise<StagedResult> {
  const started = performance.now();
  const limit = (sec: number | null | undefined): number => (sec && sec > 0 ? Math.ceil(sec) : 0);
  const firstLimit = limit(opts.first.timeoutSec);
  const secondLimit = limit(opts.second.timeoutSec);
  const exec = await guard(
    container.exec({
      Cmd: opts.cmd,
      Env: envList(opts.env),
      WorkingDir: opts.workdir ?? undefined,
      User: opts.user ?? undefined,
      AttachStdin: true,
      AttachStdout: true,
      AttachStderr: true,
      Tty: false,
    }),
  );
  const firstOut = sinkFor(opts.first.stdout);
  const firstErr = sinkFor(opts.first.stderr);
  const secondErr = sinkFor(opts.second.stderr);
  const st: StagedState = {
    started,
    firstLimit,
    secondLimit,
    first: null,
    secondStarted: 0,
    hostDeadline: false,
    aborted: false,
  };
  try {
    const stream = (await guard(exec.start({ hijack: true, stdin: true }))) as NodeJS.ReadWriteStream & {
      destroy?: () => void;
    };
    await pumpStages(docker, container, stream, opts, st, {
      firstOut: firstOut.stream,
      firstErr: firstErr.stream,
      secondErr: secondErr.stream,
    });
  } finally {
    await Promise.all([firstOut.close(), firstErr.close(), secondErr.close()]);
  }
  const { hostDeadline, aborted, secondStarted } = st;
  const exitCode = await exitCodeOf(exec, hostDeadline || aborted);
  const marked = st.first;
  if (!marked || !secondStarted) {
    const durationMs = performance.now() - started;
    return {
      first: marked
        ? { ...marked, aborted }
        : { exitCode, timedOut: hostDeadline, aborted, durationMs, marked: false, notes: [] },
      second: null,
    };
  }
  const durationMs = performance.now() - secondStarted;
  const atLimit = killedAtLimit(exitCode, secondLimit, durationMs);
  if (atLimit && !hostDeadline) await killAll(container);
  return { first: marked, second: { exitCode, timedOut: hostDeadline || atLimit, aborted, durationMs } };
}

/** What runStaged learns as its exec runs. */
interface StagedState {
  started: number;
  firstLimit: number;
  secondLimit: number;
  first: StagedResult["first"] | null;
  secondStarted: number;
  hostDeadline: boolean;
  aborted: boolean;
}

/** Routes the exec's output at the mark, hands the second stage its input, enforces the deadlines. */
function pumpStages(
  docker: Dockerode,
  container: Dockerode.Container,
  stream: NodeJS.ReadWriteStream & { destroy?: () => void },
  opts: StagedOptions,
  st: StagedState,
  sinks: { firstOut: Writable; firstErr: Writable; secondErr: Writable },
): Promise<void> {
  return new Promise<void>((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let ended = false;
    const finish = (): void => {
      if (ended) return;
      ended = true;
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      resolve();
    };
    const stop = (): void => {
      void killAll(container).finally(() => {
        stream.destroy?.();
        finish();
      });
    };
    const onAbort = (): void => {
      st.aborted = true;
      stop();
    };
    const deadline = (sec: number): void => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (sec > 0)
        timer = setTimeout(
          () => {
            st.hostDeadline = true;
            stop();
          },
          sec * 1000 + HOST_DEADLINE_GRACE_MS,
        );
    };
    const onMark = (line: string): void => {
      const durationMs = performance.now() - st.started;
      const [word, ...notes] = line.trim().split(/\s+/);
      const parsed = Number.parseInt(word ?? "", 10);
      const code = Number.isFinite(parsed) ? parsed : null;
      deadline(0);
      st.first = {
        exitCode: code,
        timedOut: killedAtLimit(code, st.firstLimit, durationMs),
        aborted: false,
        durationMs,
        marked: true,
        notes,
      };
      void opts.between(st.first).then(
        (input) => {
          if (ended) return;
          if (input === null) stream.end();
          else {
            st.secondStarted = performance.now();
            deadline(st.secondLimit);
            stream.end(input);
          }
        },
        () => stream.end(),
      );
    };
    const out = new MarkSplitter(opts.mark, sinks.firstOut, opts.second.stdout, onMark);
    // Stdout and stderr reach the host in no set order between them: each is cut at its own mark.
    const err = new MarkSplitter(opts.mark, sinks.firstErr, sinks.secondErr, () => undefined);
    docker.modem.demuxStream(stream, out, err);
    let closing = false;
    const ends = (): void => {
      if (closing) return;
      closing = true;
      err.end(() => out.end(() => finish()));
    };
    stream.once("end", ends);
    stream.once("close", ends);
    stream.once("error", ends);
    deadline(st.firstLimit);
    if (opts.signal?.aborted) onAbort();
    else opts.signal?.addEventListener("abort", onAbort, { once: true });
  });
}
