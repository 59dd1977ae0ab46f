/** Picks the runtime a scenario asks for. */
import { createHttpRuntimeForScenario } from "../runtimes/http/index.js";
import { createLocalRuntime } from "../runtimes/local/index.js";
import type { Runtime } from "../runtimes/types.js";
import type { LoadedScenario } from "../scenario/model.js";

export async function createRuntime(loaded: LoadedScenario, runId: string, runDir: string): Promise<Runtime> {
  const sc = loaded.scenario;
  switch (sc.runtime.type) {
    case "local":
      return createLocalRuntime();
    case "http":
      return createHttpRuntimeForScenario(loaded, runId);
    default:
      throw new Error(`runtime ${sc.runtime.type} is not available yet (run ${runId} in ${runDir})`);
  }
}
