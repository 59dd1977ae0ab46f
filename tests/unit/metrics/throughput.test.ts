import { describe, expect, it } from "vitest";
import { throughput } from "../../../src/metrics/series.js";
import type { SessionRecord } from "../../../src/metrics/types.js";
import { mulberry32 } from "../../../src/rng.js";

/** Sessions as [start ms, end ms] pairs. */
const sessions = (pairs: [number, number][]) =>
  pairs.map(([start, end]) => ({ start, end, warmup: false }) as SessionRecord);

describe("throughput: stable and peak from one set of 1-second buckets (docs/reports.md)", () => {
  const cases: { name: string; pairs: [number, number][]; stable: number; peak: number }[] = [
    { name: "no session", pairs: [], stable: 0, peak: 0 },
    {
      // the all-refused run: 20 sessions ended within 53 ms — 20 in its only second, not 377/s
      name: "a run inside its first second: stable = peak = the sessions it ran",
      pairs: Array.from({ length: 20 }, (_, i): [number, number] => [i, 40 + i]),
      stable: 20,
      peak: 20,
    },
    {
      // the demo: 5 sessions started within 0.2 s, the last ended at 0.956 s — 5/s, not 5.23/s
      name: "a run shorter than one bucket is never above its peak",
      pairs: [
        [0, 900],
        [50, 956],
        [100, 700],
        [150, 800],
        [200, 850],
      ],
      stable: 5,
      peak: 5,
    },
    {
      name: "starts inside one second, ends over two: mean over the run's seconds",
      pairs: [
        [0, 500],
        [100, 600],
        [200, 1500],
      ],
      stable: 1.5,
      peak: 2,
    },
    {
      name: "steady waves of 4: ramp-up in, the drain tail out",
      pairs: Array.from({ length: 12 }, (_, i): [number, number] => {
        const at = Math.floor(i / 4) * 1000;
        return [at, at + 1000];
      }),
      stable: 4,
      peak: 4,
    },
    {
      name: "sessions longer than the spread of starts: none ended in the steady window, whole-run mean",
      pairs: [
        [0, 4000],
        [1000, 4500],
        [2000, 5000],
      ],
      stable: 0.6,
      peak: 2,
    },
    {
      name: "a burst in the drain tail raises the peak, not the stable rate",
      pairs: [
        [0, 1000],
        [1000, 2000],
        [2000, 2100],
        [2000, 2200],
        [2000, 2300],
      ],
      stable: 1,
      peak: 3,
    },
  ];
  it.each(cases)("$name", ({ pairs, stable, peak }) => {
    expect(throughput(sessions(pairs))).toEqual({ stable_sps: stable, peak_sps: peak });
  });

  it("stable ≤ peak over random runs (500 seeds: bursts, ramps, sub-second runs, long tails)", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const rnd = mulberry32(seed);
      const n = 1 + Math.floor(rnd() * 200);
      const spread = [50, 900, 1500, 10_000, 120_000][seed % 5];
      const longest = [5, 300, 3000, 60_000][Math.floor(rnd() * 4)];
      const pairs = Array.from({ length: n }, (): [number, number] => {
        const start = Math.floor(rnd() ** (1 + rnd() * 3) * spread);
        return [start, start + Math.floor(rnd() * longest)];
      });
      const t = throughput(sessions(pairs));
      expect(t.stable_sps, `seed ${seed}`).toBeLessThanOrEqual(t.peak_sps);
      expect(t.stable_sps, `seed ${seed}`).toBeGreaterThan(0);
      expect(Number.isInteger(t.peak_sps), `seed ${seed}`).toBe(true);
    }
  });
});
