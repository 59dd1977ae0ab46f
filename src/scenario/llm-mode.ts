/**
 * What a run's LLM answers came from, read from its scenario: the scripted mock, a replayed cassette
 * or a real endpoint. Reports say it and baselines keep it; runs of different modes are not compared
 * (a replay is the real model's behaviour at zero cost, the mock a script: their latencies mean
 * different things).
 */

export const LLM_MODES = ["scripted", "replay", "real"] as const;
export type LlmMode = (typeof LLM_MODES)[number];

const obj = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * `replay` when the mock replays a cassette; `scripted` when the mock answers and no gateway points
 * elsewhere; otherwise `real` (a gateway upstream, or the agent's own endpoint). Takes the scenario
 * as recorded in a run (data), so it reads defensively.
 */
export function llmModeOf(scenario: unknown): LlmMode {
  const services = obj(obj(scenario)?.services);
  const mock = obj(services?.mock_llm);
  const upstream = obj(services?.gateway)?.upstream;
  if (mock && typeof mock.replay === "string" && typeof upstream !== "string") return "replay";
  if (mock && typeof upstream !== "string") return "scripted";
  return "real";
}
