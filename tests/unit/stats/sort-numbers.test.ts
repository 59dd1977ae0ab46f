/**
 * The figures' sort: a radix sort of the IEEE-754 bits past a few thousand samples, which must give
 * exactly the order of Float64Array.prototype.sort (-0 before +0, negatives, subnormals, infinities).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { selectInPlace, sortedPositions, sortInPlace, sortNumbers } from "../../../src/stats/quantiles.js";

const special = [0, -0, 1, -1, 5e-324, -5e-324, 1e308, -1e308, Infinity, -Infinity, 0.1, 1767225600015];
/** Doubles of every kind, with many repeats (latencies in whole ms repeat a lot). */
const value = fc.oneof(
  fc.double({ noNaN: true }),
  fc.constantFrom(...special),
  fc.integer({ min: 0, max: 3000 }),
);
const same = (a: Float64Array, b: Float64Array) => {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) expect([i, a[i]]).toEqual([i, b[i]]);
};

describe("sortInPlace / sortNumbers", () => {
  it("orders exactly as the typed array's own sort, short and long (radix) alike", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 20_000, size: "max" }), (xs) => {
        same(sortNumbers(xs), Float64Array.from(xs).sort());
      }),
      { numRuns: 60 },
    );
  });

  it("a long array of ±0 and repeats: -0 first, as the built-in sort puts it", () => {
    const xs = Float64Array.from({ length: 20_000 }, (_, i) => [0, -0, 3, -3][i % 4]);
    same(sortInPlace(xs.slice()), xs.slice().sort());
    expect(Object.is(sortInPlace(xs.slice())[5000], -0)).toBe(true);
  });

  it("NaN goes last, as the built-in sort puts it", () => {
    const xs = Float64Array.from({ length: 9000 }, (_, i) => (i % 7 === 0 ? Number.NaN : 9000 - i));
    same(sortInPlace(xs.slice()), xs.slice().sort());
  });

  it("sorts a view in place without touching the rest of its buffer", () => {
    const buf = Float64Array.from({ length: 20_000 }, (_, i) => 20_000 - i);
    const view = buf.subarray(1000, 19_000);
    sortInPlace(view);
    same(
      view,
      Float64Array.from({ length: 18_000 }, (_, i) => 1001 + i),
    );
    expect([buf[0], buf[999], buf[19_000], buf[19_999]]).toEqual([20_000, 19_001, 1000, 1]);
  });
});

describe("sortedPositions", () => {
  it("gives the positions in sortInPlace's order, equal values in position order", () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 8192, maxLength: 12_000, size: "max" }), (list) => {
        const xs = Float64Array.from(list);
        const order = sortedPositions(xs.slice());
        if (!order) throw new Error("a long NaN-free array has positions");
        same(
          Float64Array.from(order, (p) => xs[p]),
          sortNumbers(xs),
        );
        for (let i = 1; i < order.length; i++)
          if (Object.is(xs[order[i]], xs[order[i - 1]])) expect(order[i]).toBeGreaterThan(order[i - 1]);
      }),
      { numRuns: 20 },
    );
  });

  it("leaves short arrays and NaN to the caller's comparator", () => {
    expect(sortedPositions(Float64Array.of(3, 1, 2))).toBeNull();
    expect(
      sortedPositions(Float64Array.from({ length: 9000 }, (_, i) => (i === 5 ? Number.NaN : i))),
    ).toBeNull();
  });
});

describe("selectInPlace", () => {
  it("finds the value at each index of the sorted array, repeats and all", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.double({ noNaN: true })), {
          minLength: 1,
          maxLength: 3000,
        }),
        fc.nat(),
        (list, at) => {
          const k = at % list.length;
          // -0 and +0 are one value to a comparison, as they are to the caller's.
          expect(selectInPlace(Float64Array.from(list), k) === sortNumbers(list)[k]).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
