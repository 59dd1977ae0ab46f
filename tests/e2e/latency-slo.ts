/**
 * Absolute latency SLOs measure the runner as much as the product: the e2e tier checks that they are
 * there and evaluated, and that everything else ends as it should; bench:examples checks they hold.
 */
import { expect } from "vitest";

export interface GateCheck {
  kind: string;
  metric: string;
  rule: string;
  observed: number | null;
  status: string;
}

/**
 * An absolute latency SLO: a threshold on a `*_ms` metric, tags or not (`e2e_ms{scenario:echo}`), on its
 * values (`p(95)<2000`), not on how many there are (`count>=12`).
 */
export const isLatencySlo = (c: { kind: string; metric: string; rule: string }) =>
  c.kind === "threshold" && /_ms(\{|$)/.test(c.metric) && !/^count\b/.test(c.rule);

/**
 * A run that passes as written: every check but its absolute latency SLOs passes, those were evaluated
 * on data, and the exit is the verdict's — 0, or 1 when only a latency SLO missed.
 */
export function expectPassBesideLatency(code: number | null, checks: GateCheck[], output: string): void {
  const latency = checks.filter(isLatencySlo);
  for (const c of latency) {
    expect(c.observed, `${c.metric} ${c.rule}`).toBeTypeOf("number");
    expect(c.status, `${c.metric} ${c.rule}`).toMatch(/^(pass|fail)$/);
  }
  const failing = checks.filter((c) => !isLatencySlo(c) && c.status === "fail");
  expect(
    failing.map((c) => `${c.kind} ${c.metric} ${c.rule}`),
    output,
  ).toEqual([]);
  expect(code, output).toBe(latency.some((c) => c.status === "fail") ? 1 : 0);
}
