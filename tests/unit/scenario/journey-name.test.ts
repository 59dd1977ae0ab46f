import { describe, expect, it } from "vitest";
import { journeyName } from "../../../src/scenario/load.js";
import type { HttpTarget, Scenario } from "../../../src/scenario/schema.js";

type Pair = Scenario["pairs"][number];
const pair = (over: Partial<Pair> = {}): Pair =>
  ({ agent: { name: "svc" }, sessions: 1, n_concurrent: 1, weight: 1, tags: {}, ...over }) as Pair;
const http = (request: Partial<NonNullable<HttpTarget["request"]>>, base_url?: string): HttpTarget => ({
  base_url,
  request: { method: "POST", ...request },
});

/** What an HTTP pair's sessions are called in the report when nothing names them: never `pair-0`. */
describe("an HTTP pair's journey name", () => {
  it.each<[string, Pair, HttpTarget | undefined, string]>([
    [
      "the journey's own name",
      pair({ journey: { name: "checkout" } }),
      http({ path: "/v1/chat" }),
      "checkout",
    ],
    ["the pair's scenario tag", pair({ tags: { scenario: "rag" } }), http({ path: "/v1/chat" }), "rag"],
    ["method and path of runtime.http", pair(), http({ method: "GET", path: "/v1/chat" }), "GET /v1/chat"],
    ["the query string left out", pair(), http({ path: "/v1/chat?stream=1" }), "POST /v1/chat"],
    [
      "template segments left out",
      pair(),
      http({ path: "/v1/journeys/{{journey}}/run" }),
      "POST /v1/journeys/run",
    ],
    [
      "the journey's own request over runtime.http's",
      pair({ journey: { request: { method: "PUT", path: "/v2/jobs" } } as Pair["journey"] }),
      http({ path: "/v1/chat" }),
      "PUT /v2/jobs",
    ],
    ["an absolute URL's path", pair(), http({ url: "https://api.example.net/v1/answer" }), "POST /v1/answer"],
    [
      "the host when the path says nothing",
      pair(),
      http({ path: "/" }, "http://agents.internal:8080"),
      "POST agents.internal:8080",
    ],
    [
      "an absolute URL's host when its path says nothing",
      pair(),
      http({ url: "http://bot.local/" }),
      "POST bot.local",
    ],
    ["a bare slash when nothing else is known", pair(), http({ path: "/{{session_id}}" }), "POST /"],
  ])("%s", (_, p, target, expected) => {
    expect(journeyName(p, target)).toBe(expected);
  });
});
