/**
 * Group-sequential boundaries: the published values of the spending functions, and, on simulated
 * Brownian paths, that looking at every boundary fails "no change" α of the time in all.
 */
import { describe, expect, it } from "vitest";
import { gaussian } from "../../../bench/gate/draws.js";
import { mulberry32 } from "../../../src/rng.js";
import { normalQuantile } from "../../../src/stats/distributions.js";
import { conditionalPower, groupSequentialBounds, hsdSpent } from "../../../src/stats/sequential.js";

describe("group-sequential boundaries", () => {
  it("one look is the fixed design: z = Φ⁻¹(1 − α)", () => {
    const b = groupSequentialBounds([1], 0.05);
    expect(b.z[0]).toBeCloseTo(normalQuantile(0.95), 9);
    expect(b.nominal[0]).toBeCloseTo(0.05, 12);
    expect(b.spent).toEqual([0.05]);
  });

  it("matches the published boundaries (gsDesign sfHSD γ = −4, K = 5; linear spending, K = 2), one-sided α 0.025", () => {
    const hsd = groupSequentialBounds([0.2, 0.4, 0.6, 0.8, 1], 0.025, -4).z;
    for (const [k, z] of [3.2527, 2.986, 2.6917, 2.3737, 2.0253].entries()) expect(hsd[k]).toBeCloseTo(z, 3);
    const linear = groupSequentialBounds([0.5, 1], 0.025, 0).z;
    expect(linear[0]).toBeCloseTo(2.2414, 3);
    expect(linear[1]).toBeCloseTo(2.1251, 3);
  });

  it("spends α over the looks: on 40,000 Brownian paths under no change, the looks cross α of the time in all, each its share", () => {
    const fractions = Array.from({ length: 11 }, (_, k) => (20 + 10 * k) / 120);
    const b = groupSequentialBounds(fractions, 0.05, -4);
    const rng = mulberry32(7);
    const paths = 40_000;
    const crossedAt = new Array<number>(fractions.length).fill(0);
    for (let p = 0; p < paths; p++) {
      let s = 0;
      let last = 0;
      for (let k = 0; k < fractions.length; k++) {
        s += Math.sqrt(fractions[k] - last) * gaussian(rng);
        last = fractions[k];
        if (s / Math.sqrt(fractions[k]) >= b.z[k]) {
          crossedAt[k]++;
          break;
        }
      }
    }
    const total = crossedAt.reduce((a, v) => a + v, 0) / paths;
    // Binomial sd at 5% of 40,000 is 0.11%: within 4 sd.
    expect(Math.abs(total - 0.05)).toBeLessThan(0.0044);
    // The early looks spend little (γ = −4): under a tenth of α by a third of the way.
    expect(b.spent[2]).toBeLessThan(0.005);
    expect(crossedAt.slice(0, 3).reduce((a, v) => a + v, 0) / paths).toBeLessThan(0.0075);
    // Later looks ask less than earlier ones, and the last keeps most of a fixed design's level.
    for (let k = 1; k < b.z.length; k++) expect(b.z[k]).toBeLessThan(b.z[k - 1]);
    expect(b.nominal.at(-1)).toBeGreaterThan(0.035);
  });

  it("HSD spending: 0 at the start, α at the end, linear at γ = 0", () => {
    expect(hsdSpent(0, 0.05, -4)).toBe(0);
    expect(hsdSpent(1, 0.05, -4)).toBe(0.05);
    expect(hsdSpent(0.5, 0.05, 0)).toBeCloseTo(0.025, 12);
    expect(hsdSpent(0.5, 0.05, -4)).toBeLessThan(0.01);
  });

  it("conditional power: the chance the final estimate ends beyond the bar", () => {
    expect(conditionalPower({ effect: 0.1, bar: 0.1, sdRemaining: 0.05 })).toBeCloseTo(0.5, 9);
    expect(conditionalPower({ effect: 0, bar: 0.2, sdRemaining: 0.05 })).toBeLessThan(1e-4);
    expect(conditionalPower({ effect: 0.3, bar: 0.2, sdRemaining: 0 })).toBe(1);
  });
});
