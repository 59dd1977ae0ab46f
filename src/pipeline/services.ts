/** What a scenario starts for the agents it tests (the mock LLM), and the variables that point at it. */
import { startMockLlm } from "../mock-llm/index.js";
import type { LoadedScenario } from "../scenario/model.js";

export interface Services {
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startServices(loaded: LoadedScenario): Promise<Services> {
  const closers: (() => Promise<void>)[] = [];
  const env: Record<string, string> = {};
  const mock = loaded.scenario.services?.mock_llm;
  try {
    if (mock) {
      const server = await startMockLlm({ ...mock, script: mock.script });
      closers.push(() => server.close());
      env.OPENAI_BASE_URL = `${server.url}/v1`;
      env.ANTHROPIC_BASE_URL = server.url;
      // SDKs refuse to start without a key; the mock ignores it.
      env.OPENAI_API_KEY = "mock-key";
      env.ANTHROPIC_API_KEY = "mock-key";
      env.AGENT_MODEL = mock.model;
    }
  } catch (e) {
    await Promise.allSettled(closers.map((c) => c()));
    throw e;
  }
  return {
    env,
    async close() {
      await Promise.allSettled(closers.reverse().map((c) => c()));
    },
  };
}
