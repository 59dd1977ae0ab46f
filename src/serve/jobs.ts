/**
 * Runs started from the console: ordinary `agent-loadtest run` child processes (same run
 * directories, same exit codes), kept here so a reloaded page finds them, and stopped with SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { JobInfo } from "./runs.js";

const MAX_OUTPUT_LINES = 2000;

export interface Job extends JobInfo {
  runId: string | null;
  file: string;
  child: ChildProcess;
  /** The child's stdout and stderr, line by line (the last MAX_OUTPUT_LINES). */
  output: string[];
  /** Lines dropped from the front of output, so a reader's position stays valid. */
  dropped: number;
  exited: Promise<number | null>;
}

export interface StartRequest {
  /** Absolute path of a scenario file the caller has checked. */
  file: string;
  scenarioName: string;
  set: string[];
}

export class Jobs {
  private readonly jobs: Job[] = [];
  constructor(
    private readonly cli: { node: string; entry: string },
    private readonly outputDir: string,
    private readonly cwd: string,
  ) {}

  get(runId: string): Job | undefined {
    return this.jobs.find((j) => j.runId === runId);
  }

  info(runId: string): JobInfo | undefined {
    const j = this.get(runId);
    return j && { running: j.running, exitCode: j.exitCode };
  }

  /** Starts the run and resolves once its run directory exists (or the child ended without one). */
  async start(req: StartRequest): Promise<Job> {
    const before = new Set(this.dirs());
    const args = [
      "run",
      req.file,
      "--out",
      this.outputDir,
      "--progress",
      "plain",
      "--progress-interval",
      "2",
    ];
    for (const s of req.set) args.push("--set", s);
    // The run is this CLI (trusted) but its scenario's `${VAR}`s reach the agent: the console's secret stays here.
    const { AGENT_LOADTEST_TOKEN: _, ...env } = process.env;
    const child = spawn(this.cli.node, [this.cli.entry, ...args], {
      cwd: this.cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const job: Job = {
      runId: null,
      file: req.file,
      child,
      running: true,
      exitCode: null,
      output: [],
      dropped: 0,
      exited: new Promise((done) => {
        child.on("exit", (code, signal) => {
          job.running = false;
          job.exitCode = code ?? (signal === "SIGTERM" ? 143 : signal === "SIGINT" ? 130 : null);
          done(job.exitCode);
        });
      }),
    };
    for (const stream of [child.stdout, child.stderr]) collectLines(stream, job);
    this.jobs.push(job);
    const prefix = `${req.scenarioName}__`;
    for (let i = 0; i < 600 && job.running && !job.runId; i++) {
      const claimed = new Set(this.jobs.map((j) => j.runId));
      job.runId = this.dirs().find((d) => d.startsWith(prefix) && !before.has(d) && !claimed.has(d)) ?? null;
      if (!job.runId) await new Promise((r) => setTimeout(r, 50));
    }
    return job;
  }

  stop(runId: string): boolean {
    const j = this.get(runId);
    if (!j?.running) return false;
    j.child.kill("SIGTERM");
    return true;
  }

  /** On shutdown: every running child gets SIGTERM and time to write its reports. */
  async stopAll(): Promise<void> {
    const running = this.jobs.filter((j) => j.running);
    for (const j of running) j.child.kill("SIGTERM");
    await Promise.all(running.map((j) => j.exited));
  }

  private dirs(): string[] {
    if (!existsSync(this.outputDir)) return [];
    return readdirSync(this.outputDir).filter((d) => existsSync(join(this.outputDir, d, "events.jsonl")));
  }
}

function collectLines(stream: NodeJS.ReadableStream | null, job: Job): void {
  let partial = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    job.output.push(...parts);
    const over = job.output.length - MAX_OUTPUT_LINES;
    if (over > 0) {
      job.output.splice(0, over);
      job.dropped += over;
    }
  });
}
