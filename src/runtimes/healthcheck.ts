/**
 * Harbor's healthcheck loop (environments/base.py `run_healthcheck`): the command, until it succeeds.
 * A failure within the start period (counted from the first try) does not count and waits
 * `start_interval_sec`; any other failure counts and waits `interval_sec`; `retries` failures in a row
 * end it. Each try is bounded by `timeout_sec`: a try past it is a failure here (Harbor ends the trial
 * then), so the loop is bounded by the start period plus `retries` tries. The clock is given, so the
 * decisions are tested without waiting.
 */
import { type Clock, realClock } from "../clock.js";
import type { HealthcheckConfig } from "../scenario/model.js";

/** Null once the command succeeded; else why it is unhealthy. `tryOnce` says whether one try succeeded. */
export async function awaitHealthy(
  hc: HealthcheckConfig,
  tryOnce: () => Promise<boolean>,
  signal: AbortSignal,
  clock: Clock = realClock,
): Promise<string | null> {
  const startEnd = clock.now() + hc.start_period_sec * 1000;
  let failures = 0;
  for (;;) {
    if (signal.aborted) return "interrupted";
    const inStart = clock.now() < startEnd;
    if (await tryOnce()) return null;
    if (inStart) {
      await clock.sleep(hc.start_interval_sec * 1000, signal);
      continue;
    }
    failures += 1;
    if (failures >= hc.retries)
      return `healthcheck failed after ${hc.retries} consecutive retries: ${hc.command}`;
    await clock.sleep(hc.interval_sec * 1000, signal);
  }
}
