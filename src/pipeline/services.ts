/**
 * What a scenario starts for the agents it tests — the mock LLM, the LLM gateway in front of it (or
 * of a real provider), the agent service its journeys call — and the variables that point at them.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MOCK_KEY } from "../agents/recipe.js";
import { codingAgentOf } from "../agents/session.js";
import { UserError } from "../errors.js";
import type { Span } from "../events/events.js";
import { baseUrlEnv, keyEnv } from "../llm-wire/table.js";
import { startMockLlm } from "../mock-llm/index.js";
import { startGateway } from "../runtimes/gateway/index.js";
import { AGENT_SERVICE_URL_ENV } from "../runtimes/http/runtime.js";
import { startAgentService } from "../runtimes/http/service.js";
import type { LoadedScenario } from "../scenario/model.js";

function usesCodingAgent(loaded: LoadedScenario): boolean {
  return loaded.pairs.some((p) => codingAgentOf(p.agent) !== null);
}

export interface Services {
  /** Variables every session gets. */
  env: Record<string, string>;
  /** Variables for one session on top of `env` (its own LLM gateway base URLs). */
  sessionEnv(sessionId: string): Record<string, string>;
  /** The `llm` spans the gateway recorded for a session so far; each span is handed out once. */
  takeSpans(sessionId: string): Span[];
  /** A session attempt starts: the recorder opens its conversation, the replay picks its recording. */
  beginSession(sessionId: string, task: string): void;
  /** A session attempt ended: its conversation is written; the replay mismatch it met, if any. */
  endSession(sessionId: string): string | null;
  /** What the run's warnings should say of the services before they close (calls refused, say). */
  warnings(): string[];
  close(): Promise<void>;
}

export interface ServiceOptions {
  runId?: string;
  /** The agent service's output goes to `<runDir>/services/`. */
  runDir?: string;
}

export async function startServices(loaded: LoadedScenario, opts: ServiceOptions = {}): Promise<Services> {
  const closers: (() => Promise<void>)[] = [];
  const warnings: (() => string | null)[] = [];
  const env: Record<string, string> = {};
  const services = loaded.scenario.services ?? {};
  const mock = services.mock_llm;
  let sessionEnv: Services["sessionEnv"] = () => ({});
  let takeSpans: Services["takeSpans"] = () => [];
  const begins: Services["beginSession"][] = [];
  const ends: ((id: string) => string | null)[] = [];
  try {
    let llmUrl: string | null = null;
    if (mock) {
      const server = await startMockLlm({ ...mock, script: mock.script });
      closers.push(() => server.close());
      llmUrl = server.url;
      if (mock.replay) {
        begins.push(server.beginSession);
        ends.push(server.endSession);
        // Without the gateway the agent names its session in the path, as it would to the gateway.
        sessionEnv = (id) => baseUrlEnv(`${server.url}/s/${encodeURIComponent(id)}`);
      }
      // SDKs refuse to start without a key; the mock ignores it.
      Object.assign(env, keyEnv(MOCK_KEY));
      env.AGENT_MODEL = mock.model;
    }
    // Built-in coding agents print no LLM timings of their own: against the mock the gateway records them.
    const recording = services.gateway?.record !== undefined;
    if (services.gateway?.enabled ?? (recording || (mock !== undefined && usesCodingAgent(loaded)))) {
      const upstream = services.gateway?.upstream ?? llmUrl;
      if (!upstream) {
        throw new UserError("the LLM gateway needs an upstream, or services.mock_llm to stand in front of");
      }
      const gateway = await startGateway({
        upstream,
        record: services.gateway?.record,
        // The replaying mock serves each session its own recording: it must know whose call it is.
        forwardSession: mock?.replay !== undefined && upstream === llmUrl,
      });
      closers.push(() => gateway.close());
      warnings.push(() => refusedWarning(gateway.refusedCalls()));
      begins.push(gateway.beginSession);
      ends.push((id) => {
        gateway.endSession(id);
        return null;
      });
      // Without a session in the URL (an agent service shared by all sessions), calls are
      // attributed by the x-agent-loadtest-session header the service forwards.
      llmUrl = gateway.url;
      sessionEnv = (id) => gateway.sessionEnv(id);
      takeSpans = (id) => gateway.takeSpans(id);
    }
    if (llmUrl) Object.assign(env, baseUrlEnv(llmUrl));
    if (services.agent_service) {
      const svc = await startAgentService(services.agent_service, {
        cwd: loaded.dir,
        runId: opts.runId ?? "run",
        logDir: opts.runDir ? join(opts.runDir, "services") : mkdtempSync(join(tmpdir(), "agent-service-")),
        env: { ...env },
      });
      closers.push(() => svc.close());
      env[AGENT_SERVICE_URL_ENV] = svc.url;
    }
  } catch (e) {
    await Promise.allSettled(closers.reverse().map((c) => c()));
    throw e;
  }
  return {
    env,
    sessionEnv,
    takeSpans,
    beginSession: (id, task) => {
      for (const begin of begins) begin(id, task);
    },
    endSession: (id) => ends.map((end) => end(id)).find((m) => m !== null) ?? null,
    warnings: () => warnings.map((w) => w()).filter((w): w is string => w !== null),
    async close() {
      await Promise.allSettled(closers.reverse().map((c) => c()));
    },
  };
}

/** Calls for a session the run never handed out are refused, not lost quietly: the run says how many. */
function refusedWarning(n: number): string | null {
  if (n === 0) return null;
  return `the LLM gateway refused ${n} ${n === 1 ? "call" : "calls"} naming a session this run did not hand out (HTTP 404, not forwarded or recorded)`;
}
