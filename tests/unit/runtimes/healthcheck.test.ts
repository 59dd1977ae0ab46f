/** Harbor's healthcheck loop, on a fake clock: which failures count, how long it waits, when it gives up. */
import { describe, expect, it } from "vitest";
import type { Clock } from "../../../src/clock.js";
import { awaitHealthy } from "../../../src/runtimes/healthcheck.js";
import type { HealthcheckConfig } from "../../../src/scenario/model.js";

const HC: HealthcheckConfig = {
  command: "curl -sf localhost:8000",
  interval_sec: 5,
  timeout_sec: 30,
  start_period_sec: 0,
  start_interval_sec: 5,
  retries: 3,
};

/** Tries answer from `answers` in turn (true: healthy); each try takes `tryMs` of fake time. */
async function run(hc: Partial<HealthcheckConfig>, answers: boolean[], tryMs = 0) {
  let t = 0;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => t,
    epoch: () => t,
    sleep: async (ms) => {
      sleeps.push(ms);
      t += ms;
    },
  };
  let tries = 0;
  const why = await awaitHealthy(
    { ...HC, ...hc },
    async () => {
      t += tryMs;
      return answers[tries++] ?? false;
    },
    new AbortController().signal,
    clock,
  );
  return { why, tries, sleeps };
}

describe("awaitHealthy", () => {
  it.each([
    ["healthy at once: one try, no wait", {}, [true], null, 1, []],
    [
      "healthy on the third: two counted failures, interval waits",
      {},
      [false, false, true],
      null,
      3,
      [5000, 5000],
    ],
    [
      "never healthy: `retries` failures in a row end it",
      {},
      [],
      "healthcheck failed after 3 consecutive retries: curl -sf localhost:8000",
      3,
      [5000, 5000],
    ],
    [
      "retries 0: the first counted failure ends it",
      { retries: 0 },
      [],
      "healthcheck failed after 0 consecutive retries: curl -sf localhost:8000",
      1,
      [],
    ],
    [
      "failures inside the start period do not count and wait start_interval",
      { start_period_sec: 10, start_interval_sec: 4, retries: 1 },
      [false, false, false, true],
      null,
      4,
      [4000, 4000, 4000],
    ],
    [
      "the start period ends: then failures count",
      { start_period_sec: 6, start_interval_sec: 4, retries: 2 },
      [],
      "healthcheck failed after 2 consecutive retries: curl -sf localhost:8000",
      4,
      [4000, 4000, 5000],
    ],
  ] as const)("%s", async (_name, hc, answers, why, tries, sleeps) => {
    const r = await run(hc, [...answers]);
    expect(r).toEqual({ why, tries, sleeps: [...sleeps] });
  });

  it("stops on the run's signal", async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await awaitHealthy(HC, async () => true, ac.signal)).toBe("interrupted");
  });

  it("waits on the run's signal: an interrupt during a wait ends it there", async () => {
    const ac = new AbortController();
    const given: (AbortSignal | undefined)[] = [];
    const clock: Clock = {
      now: () => 0,
      epoch: () => 0,
      sleep: async (_ms, signal) => {
        given.push(signal);
        ac.abort();
      },
    };
    expect(await awaitHealthy(HC, async () => false, ac.signal, clock)).toBe("interrupted");
    expect(given).toEqual([ac.signal]);
  });
});
