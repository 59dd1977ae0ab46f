/** The mock LLM: an OpenAI- and Anthropic-compatible deterministic server for self-tests and demos. */
export { FAULT_KINDS, type FaultKind, type FaultRates, parseFaultSpec } from "./faults.js";
export { loadScript, type MockScript, parseScript } from "./script.js";
export {
  type MockLlm,
  type MockLlmOptions,
  type MockLlmStats,
  type RequestLogEntry,
  startMockLlm,
} from "./server.js";
