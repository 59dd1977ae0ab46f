/**
 * A separate verifier's container (Harbor's `environment_mode = "separate"`): started fresh from the
 * verifier's image for one verification, given only the artifacts the trial collected, at their
 * original absolute paths, then removed. Its tests are in its image: none are uploaded.
 */
import { lstat, readFile } from "node:fs/promises";
import path from "node:path";
import type Dockerode from "dockerode";
import type { Task } from "../../scenario/model.js";
import type { SeparateVerifier } from "../../scenario/verifier-mode.js";
import { EnvError, type ExecResult, type VerifierEnvironment, type VerifyRequest } from "../environment.js";
import type { SessionIO, SessionSpec } from "../types.js";
import { ContainerGoneError, guard, runExec } from "./exec.js";
import { CLEAR_VERIFIER, RUN_VERIFIER, type SessionHost, VERIFIER_LOGS } from "./session-host.js";
import { extractTar, listTree, packTar, type TarEntry } from "./tar.js";

const errText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split("\n")[0];

/** The task as its separate verifier's container is made: the verifier's environment, no compose. */
export function verifierTask(task: Task, verifier: SeparateVerifier): Task {
  return { ...task, hasCompose: false, config: { ...task.config, environment: verifier.config } };
}

/** `from/<abs path>` → archive entries named by the absolute path; parents are left to the engine (made 0755, existing ones untouched). */
export async function artifactEntries(from: string, paths: string[]): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  for (const p of paths) {
    const name = path.posix.normalize(p).replace(/^\/+/, "");
    const host = path.join(from, name);
    const st = await lstat(host).catch(() => null);
    if (st?.isDirectory())
      entries.push({ name, type: "dir", mode: st.mode & 0o7777 }, ...(await listTree(host, name)));
    else if (st?.isFile())
      entries.push({ name, type: "file", mode: st.mode & 0o7777, data: await readFile(host) });
  }
  return entries;
}

export class DockerVerifier implements VerifierEnvironment {
  private container: Dockerode.Container | null = null;
  private image = "";
  /** The task as the verifier's container is made from it: its environment is the verifier's. */
  private readonly made: Task;

  constructor(
    private readonly rt: SessionHost,
    private readonly spec: SessionSpec,
    private readonly task: Task,
    private readonly verifier: SeparateVerifier,
    /** The step it verifies (null: the task). */
    private readonly step: string | null,
    private readonly io: SessionIO,
  ) {
    this.made = verifierTask(task, verifier);
  }

  private get main(): Dockerode.Container {
    if (!this.container) throw new ContainerGoneError("the verifier has no container");
    return this.container;
  }

  async start(signal: AbortSignal): Promise<void> {
    const image = await this.rt.verifierImage(this.task, this.verifier);
    if (!image.ok) throw new EnvError(image.kind, `verifier image: ${image.error}`);
    this.image = image.image;
    if (signal.aborted) throw new Error("interrupted before the verifier's container was created");
    const label = `${this.spec.id}/verifier/${this.step ?? "trial"}`;
    try {
      const made = await this.rt.createMain(
        this.made,
        { image: image.image },
        label,
        null,
        undefined,
        (c) => {
          this.container = c;
        },
      );
      this.container = made.container;
      await runExec(this.rt.docker, this.main, {
        cmd: ["sh", "-c", CLEAR_VERIFIER],
        user: "0",
        timeoutSec: 60,
      });
    } catch (err) {
      throw new EnvError("start", `verifier container did not start: ${errText(err)}`);
    }
  }

  async upload(from: string, paths: string[]): Promise<void> {
    const entries = await artifactEntries(from, paths);
    if (entries.length) await guard(this.main.putArchive(packTar(entries), { path: "/" }));
  }

  async verify(
    req: Pick<VerifyRequest, "timeoutSec" | "env" | "user">,
    signal: AbortSignal,
  ): Promise<ExecResult> {
    const res = await runExec(this.rt.docker, this.main, {
      cmd: ["sh", "-c", RUN_VERIFIER],
      env: req.env,
      workdir: await this.rt.workdirOf(this.made, this.image),
      user: req.user ?? "0",
      timeoutSec: req.timeoutSec,
      stdout: path.join(this.io.dir, "verifier.log"),
      stderr: path.join(this.io.dir, "verifier.log"),
      signal,
    });
    try {
      const stream = await this.main.getArchive({ path: VERIFIER_LOGS });
      await extractTar(stream, this.io.dir, 0, ["verifier"], { symlinks: false });
    } catch {
      // No logs folder came back: the reward is missing, which the trial names.
    }
    return res;
  }

  attrs(): Record<string, string | number | boolean> {
    return {
      verifier_image: this.image,
      ...(this.container ? { verifier_container: this.container.id.slice(0, 12) } : {}),
    };
  }

  stop(): Promise<boolean> {
    return this.rt.teardown(this.container, [], null);
  }
}
