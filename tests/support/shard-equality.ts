/**
 * What "shards merge exactly" means, for every test that splits a plan and merges it (in-process or
 * as separate CLI processes): the merged run holds what one unsharded run of the same plan holds, and
 * each of its metrics is the shards' own samples put together, not an estimate from their summaries.
 */
import { expect } from "vitest";
import type { RunResult } from "../../src/metrics/types.js";
import type { Report } from "../../src/report/schema.js";

export interface RunView {
  report: Report;
  run: RunResult;
}

/** Metrics measured by the clock of the run that recorded them: only their counts can agree between runs. */
export type WallClock = (metric: string) => boolean;

/**
 * The merged run equals the unsharded one: the same sessions with the same outcomes, counts and error
 * buckets, the same metrics with every sample the session itself decides (tokens, attempts, ...) equal,
 * and every metric's count equal overall and per `scenario` tag.
 */
export function expectMergedLikeWhole(merged: RunView, whole: RunView, wallClock: WallClock): void {
  expect(merged.report.sessions).toEqual(whole.report.sessions);
  expect(merged.report.error_buckets).toEqual(whole.report.error_buckets);
  expect(outcomes(merged.run)).toEqual(outcomes(whole.run));
  expect(Object.keys(merged.run.metrics).sort()).toEqual(Object.keys(whole.run.metrics).sort());
  for (const [name, m] of Object.entries(whole.run.metrics)) {
    if (wallClock(name)) expect(merged.run.metrics[name].count, name).toBe(m.count);
    else expect(merged.run.metrics[name], name).toEqual(m);
  }
  const tags = Object.keys(whole.report.breakdown.scenario ?? {});
  expect(Object.keys(merged.report.breakdown.scenario ?? {})).toEqual(tags);
  for (const scenario of tags) {
    for (const name of Object.keys(whole.run.metrics)) {
      expect(merged.run.distribution(name, { scenario })?.count, `${name}{scenario:${scenario}}`).toBe(
        whole.run.distribution(name, { scenario })?.count,
      );
    }
  }
}

/** Every metric of the merged run is exactly the union of the shards' samples: nothing re-estimated. */
export function expectUnionOfShards(merged: RunView, shards: RunView[]): void {
  const names = new Set(shards.flatMap((s) => Object.keys(s.run.metrics)));
  expect(Object.keys(merged.run.metrics).sort()).toEqual([...names].sort());
  for (const name of names) {
    const union = shards.flatMap((s) => Array.from(s.run.distribution(name)?.sorted ?? []));
    expect(Array.from(merged.run.distribution(name)?.sorted ?? []), name).toEqual(
      union.sort((a, b) => a - b),
    );
  }
}

/** Each session's identity and outcome, in plan order. */
function outcomes(run: RunResult) {
  return run.sessions
    .map(({ id, pair, task, agent, tags, attempts, status, reward, bucket, warmup }) => ({
      id,
      pair,
      task,
      agent,
      tags,
      attempts,
      status,
      reward,
      bucket,
      warmup,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
