/**
 * What a run's LLM answers came from, read from its scenario: the scripted mock, a replayed cassette,
 * a real endpoint, or none configured. Reports say it and baselines keep it; runs of different modes
 * are not compared (a replay is the real model's behaviour at zero cost, the mock a script: their
 * latencies mean different things).
 */
import { CODING_AGENT_NAMES } from "../agents/table.js";

export const LLM_MODES = ["scripted", "replay", "real", "none"] as const;
export type LlmMode = (typeof LLM_MODES)[number];

const obj = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A variable that points an agent at an LLM (its key, base URL or model), by the providers' own names. */
const LLM_VARIABLE =
  /(^|_)(OPENAI|ANTHROPIC|CLAUDE|GEMINI|GOOGLE_API|AZURE_OPENAI|VERTEX|BEDROCK|MISTRAL|DEEPSEEK|DASHSCOPE|QWEN|OPENROUTER|GROQ|TOGETHER|COHERE|OLLAMA|LLM|MODEL)(_|$)/i;

/** Does this agent, as the scenario writes it, talk to an LLM: a coding agent, a recipe, a model, or an LLM variable? */
function agentNeedsLlm(agent: Record<string, unknown> | null): boolean {
  if (!agent) return false;
  if (typeof agent.name === "string" && (CODING_AGENT_NAMES as readonly string[]).includes(agent.name))
    return true;
  if (obj(agent.recipe) || typeof agent.model === "string") return true;
  return envNamesLlm(agent.env);
}

function envNamesLlm(env: unknown): boolean {
  return Object.keys(obj(env) ?? {}).some((k) => LLM_VARIABLE.test(k));
}

/**
 * `replay` when the mock replays a cassette; `scripted` when the mock answers and no gateway points
 * elsewhere; `real` with a gateway upstream, or an agent (candidate or reference) or agent service
 * configured for an LLM of its own; `none` when the scenario configures no LLM at all. Takes the
 * scenario as recorded in a run (data), so it reads defensively.
 */
export function llmModeOf(scenario: unknown): LlmMode {
  const s = obj(scenario);
  const services = obj(s?.services);
  const mock = obj(services?.mock_llm);
  const upstream = obj(services?.gateway)?.upstream;
  if (mock && typeof mock.replay === "string" && typeof upstream !== "string") return "replay";
  if (mock && typeof upstream !== "string") return "scripted";
  if (typeof upstream === "string") return "real";
  const pairs = Array.isArray(s?.pairs) ? s.pairs : [];
  const agents = [...pairs.map((p) => obj(obj(p)?.agent)), obj(obj(obj(s?.regression)?.compare_with)?.agent)];
  if (agents.some(agentNeedsLlm) || envNamesLlm(obj(services?.agent_service)?.env)) return "real";
  return "none";
}
