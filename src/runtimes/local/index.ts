/**
 * Local runtime: one session = the agent as a child process in a fresh temp workspace, with the
 * Harbor paths mapped into the session folder (`/logs/agent` → sessions/<id>/agent, `/logs/verifier`
 * → sessions/<id>/verifier), tests copied in only after the agent finished, then `tests/test.sh`.
 * The steps and their buckets are the trial lifecycle's (../trial.ts); this is its environment.
 */
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path, { join } from "node:path";
import { type HostInstall, installError, installOnHost } from "../../agents/install.js";
import { type CodingAgentUse, codingAgentOf } from "../../agents/session.js";
import { NODE_RUNTIME } from "../../agents/table.js";
import type { AgentSpec } from "../../agents/types.js";
import { InfraError } from "../../errors.js";
import type { Task } from "../../scenario/model.js";
import type { AgentPlan } from "../agents.js";
import type {
  EnvironmentPaths,
  ExecRequest,
  ExecResult,
  TrialEnvironment,
  VerifyRequest,
} from "../environment.js";
import { runTrial } from "../trial.js";
import type { RunContext, Runtime, SessionIO } from "../types.js";
import { runProcess } from "./process.js";

/** The folder an agent's `mount` appears at, in every runtime. */
export const AGENT_MOUNT = "/agent";

/** Where a built-in coding agent is on the host, and the node that runs it. */
interface LocalInstall {
  dir: string;
  node: string;
}

const HOST_NODE_MAJOR = Number(process.versions.node.split(".")[0]);

/**
 * The node for an agent: this process's, or the pinned NODE_RUNTIME (npm's linux-x64 build) installed
 * beside the agents when the agent's `engines` ask for more.
 */
export async function nodeFor(
  use: CodingAgentUse,
  field: string,
  hostMajor = HOST_NODE_MAJOR,
): Promise<{ node: string; install: HostInstall | null }> {
  const need = use.def.nodeMajor;
  if (use.def.native || !need || need <= hostMajor) return { node: process.execPath, install: null };
  const label = `node ${NODE_RUNTIME.major} for ${use.def.name}`;
  const node = await installOnHost({ ...NODE_RUNTIME, label }, NODE_RUNTIME.version).catch((err: Error) => {
    throw new InfraError(`${field}.name: ${err.message}`);
  });
  return { node: path.join(node.dir, NODE_RUNTIME.entry), install: node };
}

/**
 * Built-in agents are installed as npm's linux-x64 build (what task containers run); on another host
 * their native parts cannot run, so the local runtime refuses them before any session.
 */
export function refuseForeignHost(
  use: CodingAgentUse,
  field: string,
  host = `${process.platform}-${process.arch}`,
): void {
  if (host !== "linux-x64")
    throw new InfraError(
      `${field}.name: ${use.def.name} is installed as its linux-x64 build, which cannot run on this ${host} runner; use the docker runtime`,
    );
}

/**
 * `agents`: the plan's agents, each with the scenario field it came from; built-in coding agents among
 * them are installed on the host in prepare(), before any session.
 */
export function createLocalRuntime(agents: { agent: AgentSpec; field?: string }[] = []): Runtime {
  const installs = new Map<string, LocalInstall>();
  return {
    kind: "local",
    async prepare(ctx: RunContext) {
      const uses = new Map<string, { use: CodingAgentUse; field: string }>();
      for (const { agent, field = "agent" } of agents) {
        const use = codingAgentOf(agent);
        const key = use && `${use.def.name}@${use.version}`;
        if (!use || !key || uses.has(key)) continue;
        refuseForeignHost(use, field);
        uses.set(key, { use, field });
      }
      // The agents install side by side; the first failure is the run's.
      const settled = await Promise.allSettled(
        [...uses].map(async ([key, { use, field }]) => {
          ctx.progress?.(`installing agent ${key} (npm ${use.def.package})`);
          const host: HostInstall = await installOnHost(use.def, use.version).catch((err: Error) => {
            throw installError(field, err, use.label !== undefined);
          });
          const { node, install } = await nodeFor(use, field);
          installs.set(key, { dir: host.dir, node });
          const ms = host.ms + (install?.ms ?? 0);
          ctx.progress?.(
            `agent ${key} ${host.cached ? "found installed" : `installed in ${(ms / 1000).toFixed(1)} s`}`,
          );
          // The Node an agent needs is part of its install.
          return {
            name: host.name,
            version: host.version,
            install: { cached: host.cached && (install?.cached ?? true), ms },
          };
        }),
      );
      const failed = settled.find((s) => s.status === "rejected");
      if (failed) throw (failed as PromiseRejectedResult).reason;
      for (const s of settled) if (s.status === "fulfilled") ctx.agentInstalled?.(s.value);
    },
    runSession: (spec, io) => {
      const use = codingAgentOf(spec.agent);
      const install = use ? installs.get(`${use.def.name}@${use.version}`) : undefined;
      return runTrial(spec, io, (task, plan) => new LocalEnvironment(task, plan, io, install));
    },
    async close() {},
  };
}

/** A temp folder on the host: the workspace (`app/`), the tests once the agent ended, the solution. */
export class LocalEnvironment implements TrialEnvironment {
  private readonly root = mkdtempSync(join(tmpdir(), "agent-loadtest-"));
  private readonly ws = join(this.root, "app");
  private readonly agentLogs: string;
  private readonly verifierLogs: string;
  private readonly agentDir: string | null;
  /** What every process starts from, as a container's own environment would be. */
  private readonly base: Record<string, string>;

  constructor(
    task: Task,
    plan: AgentPlan,
    io: SessionIO,
    /** The host install of the session's built-in coding agent, when it has one. */
    private readonly agentInstall?: LocalInstall,
  ) {
    this.agentLogs = join(io.dir, "agent");
    this.verifierLogs = join(io.dir, "verifier");
    for (const d of [this.ws, this.agentLogs, this.verifierLogs]) mkdirSync(d, { recursive: true });
    writeFileSync(join(this.agentLogs, "instruction.md"), task.instruction);
    // The agent's folder is used where it is; the solution is copied, as the oracle makes it executable.
    this.agentDir = plan.mounts.find((m) => m.name === "agent")?.from ?? null;
    const solution = plan.mounts.find((m) => m.name === "solution");
    if (solution) cpSync(solution.from, join(this.root, "solution"), { recursive: true });
    this.base = {
      PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
      HOME: process.env.HOME ?? this.root,
      LANG: process.env.LANG ?? "C.UTF-8",
      ...task.config.environment.env,
    };
  }

  paths(): EnvironmentPaths {
    return {
      workdir: this.ws,
      agentLogs: this.agentLogs,
      verifierLogs: this.verifierLogs,
      instructionFile: join(this.agentLogs, "instruction.md"),
      mount: (name) => (name === "agent" ? (this.agentDir ?? AGENT_MOUNT) : join(this.root, "solution")),
      ...(this.agentInstall
        ? {
            codingAgent: () => ({
              installDir: (this.agentInstall as LocalInstall).dir,
              home: join(this.root, "home"),
              node: (this.agentInstall as LocalInstall).node,
            }),
          }
        : {}),
    };
  }

  runEnv(env: Record<string, string>): Record<string, string> {
    return env;
  }

  exec(req: ExecRequest, signal: AbortSignal): Promise<ExecResult> {
    return runProcess({
      argv: mapMount(req.argv, this.agentDir),
      cwd: this.ws,
      env: { ...this.base, ...req.env },
      timeoutMs: req.timeoutSec == null ? null : req.timeoutSec * 1000,
      stdoutFile: req.stdout,
      stderrFile: req.stderr,
      signal,
    });
  }

  runAgent(req: ExecRequest, signal: AbortSignal): Promise<ExecResult> {
    return this.exec(req, signal);
  }

  async uploadDir(from: string, to: string): Promise<void> {
    cpSync(from, to, { recursive: true });
  }

  async replaceDir(from: string, to: string): Promise<void> {
    rmSync(to, { recursive: true, force: true });
    await this.uploadDir(from, to);
  }

  /** The verifier folder is emptied first so an agent can never plant its own reward. */
  verify(req: VerifyRequest, signal: AbortSignal): Promise<ExecResult> {
    rmSync(this.verifierLogs, { recursive: true, force: true });
    mkdirSync(this.verifierLogs, { recursive: true });
    const tests = join(this.root, "tests");
    if (req.clearTests) rmSync(tests, { recursive: true, force: true });
    for (const dir of req.tests) cpSync(dir, tests, { recursive: true });
    const script = join(tests, "test.sh");
    chmodSync(script, 0o755);
    const out = join(this.verifierLogs, "test-stdout.txt");
    return runProcess({
      argv: ["sh", script],
      cwd: this.ws,
      env: { ...this.base, ...req.agentEnv, ...req.env, TESTS_DIR: tests },
      timeoutMs: req.timeoutSec * 1000,
      stdoutFile: out,
      stderrFile: out,
      signal,
    });
  }

  async collectLogs(): Promise<void> {}
  async oomKilled(): Promise<boolean> {
    return false;
  }
  async gone(): Promise<string | null> {
    return null;
  }
  attrs(): Record<string, string | number | boolean> {
    return {};
  }
  async stop(): Promise<boolean> {
    rmSync(this.root, { recursive: true, force: true });
    return true;
  }
}

/** `/agent/...` arguments point into the agent's mounted folder, wherever the runtime put it. */
function mapMount(argv: string[], mount: string | null): string[] {
  if (!mount) return argv;
  return argv.map((a) =>
    a === AGENT_MOUNT || a.startsWith(`${AGENT_MOUNT}/`) ? mount + a.slice(AGENT_MOUNT.length) : a,
  );
}
