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
    ["no LLM service: the agent's own endpoint", { services: {} }, "real"],
    [
      "a gateway upstream beside a mock: the upstream answers",
      { services: { mock_llm: { replay: "c/" }, gateway: { upstream: "https://x" } } },
      "real",
    ],
    ["not a scenario at all", "junk", "real"],
  ])("%s → %s", (_, scenario, mode) => {
    expect(llmModeOf(scenario)).toBe(mode);
  });
});
