/** The bisect's search alone: which commit it probes next, and what it names, with and without skips. */
import { describe, expect, it } from "vitest";
import { BisectSearch, type ProbeClass } from "../../../src/gate/bisect-search.js";

/** Runs the search over a range whose first bad commit is `culprit`, skipping the `skipped` ones. */
function search(size: number, culprit: number, skipped: number[] = []) {
  const s = new BisectSearch(size);
  const probed: number[] = [];
  for (let i = s.next(); i !== null; i = s.next()) {
    probed.push(i);
    const c: ProbeClass = skipped.includes(i) ? "skip" : i >= culprit ? "bad" : "good";
    s.record(i, c);
  }
  return { ...s.result(), probed };
}

describe("BisectSearch", () => {
  it("names every culprit of a 16-commit range in ⌈log₂ 16⌉ = 4 probes or fewer", () => {
    for (let culprit = 0; culprit < 16; culprit++) {
      const r = search(16, culprit);
      expect(r.culprit).toBe(culprit);
      expect(r.candidates).toEqual([culprit]);
      expect(r.probed.length).toBeLessThanOrEqual(BisectSearch.probesFor(16));
      // The bad commit itself is known bad: never probed.
      expect(r.probed).not.toContain(15);
    }
  });

  it("probes around a skipped commit and still names the culprit", () => {
    const r = search(16, 11, [7, 8]);
    expect(r.culprit).toBe(11);
    expect(r.candidates).toEqual([11]);
    expect(r.probed).toContain(7);
  });

  it("names the candidates when skipped commits sit right before the first bad one", () => {
    const r = search(16, 11, [9, 10]);
    expect(r.culprit).toBe(11);
    expect(r.candidates).toEqual([9, 10, 11]);
  });

  it("a range of one commit needs no probe: it is the culprit", () => {
    expect(search(1, 0)).toMatchObject({ culprit: 0, candidates: [0], probed: [] });
    expect(BisectSearch.probesFor(1)).toBe(0);
    expect(() => new BisectSearch(0)).toThrow();
  });
});
