import { describe, expect, it } from "vitest";
import { llmModeOf } from "../../../src/scenario/llm-mode.js";

describe("llmModeOf", () => {
  it.each([
    ["the mock with a script", { services: { mock_llm: { script: "s.yaml" } } }, "scripted"],
    [
      "the mock and the default gateway in front of it",
      { services: { mock_llm: {}, gateway: { enabled: true } } },
      "scripted",
    ],
    ["the mock replaying a cassette", { services: { mock_llm: { replay: "c/" } } }, "replay"],
    [
      "a gateway to a real endpoint, recording",
      { services: { gateway: { upstream: "https://x", record: "c/" } } },
      "real",
    ],
    [
      "no LLM anywhere: a command agent, no mock, no gateway",
      { services: {}, pairs: [{ agent: { name: "a", command: ["node", "a.mjs"] } }] },
      "none",
    ],
    [
      "an HTTP journey against a service with no LLM variable",
      {
        services: { agent_service: { command: ["node", "s.mjs"], env: { DB_URL: "x" } } },
        pairs: [{ journey: {} }],
      },
      "none",
    ],
    [
      "a built-in coding agent on its own endpoint",
      { services: {}, pairs: [{ agent: { name: "claude-code" } }] },
      "real",
    ],
    [
      "a recipe agent",
      { services: {}, pairs: [{ agent: { name: "mine", recipe: { npm: "x@1" } } }] },
      "real",
    ],
    [
      "an agent with a model",
      { services: {}, pairs: [{ agent: { name: "a", command: ["a"], model: "gpt-x" } }] },
      "real",
    ],
    [
      "an agent given an API key",
      { services: {}, pairs: [{ agent: { name: "a", command: ["a"], env: { OPENAI_API_KEY: "***" } } }] },
      "real",
    ],
    [
      "an agent service given an LLM base URL",
      { services: { agent_service: { command: ["s"], env: { ANTHROPIC_BASE_URL: "https://x" } } } },
      "real",
    ],
    [
      "only the reference arm talks to an LLM",
      {
        services: {},
        pairs: [{ agent: { name: "nop" } }],
        regression: { compare_with: { agent: { name: "codex" } } },
      },
      "real",
    ],
    [
      "a gateway upstream beside a mock: the upstream answers",
      { services: { mock_llm: { replay: "c/" }, gateway: { upstream: "https://x" } } },
      "real",
    ],
    ["not a scenario at all", "junk", "none"],
  ])("%s → %s", (_, scenario, mode) => {
    expect(llmModeOf(scenario)).toBe(mode);
  });
});
