/** The HTTP runtime for `runtime.type: http`: user journeys against an agent service. */
import type { LoadedScenario } from "../../scenario/model.js";
import type { Runtime } from "../types.js";
import { createHttpRuntime } from "./runtime.js";

export {
  AGENT_SERVICE_URL_ENV,
  createHttpRuntime,
  type HttpRuntimeOptions,
} from "./runtime.js";

/** Headroom over the planned peak, so the pool never becomes a hidden client-side queue. */
const POOL_HEADROOM = 16;

/** The runtime for a loaded scenario: its journeys, and a pool sized to the run's peak concurrency. */
export function createHttpRuntimeForScenario(loaded: LoadedScenario, runId: string): Runtime {
  const sc = loaded.scenario;
  const load = sc.load;
  const peak = Math.max(
    loaded.pairs.reduce((a, p) => a + p.n_concurrent, 0),
    load.concurrency ?? 0,
    load.max_in_flight ?? 0,
    ...(load.stages ?? []).map((s) => s.concurrency),
  );
  return createHttpRuntime({
    defaults: sc.runtime.http,
    journeys: loaded.pairs.map((p) => p.journey),
    pairTags: loaded.pairs.map((p) => p.tags),
    maxConnections: peak + POOL_HEADROOM,
    runId,
  });
}
