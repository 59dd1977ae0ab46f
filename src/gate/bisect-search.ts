/**
 * The search of `agent-loadtest bisect` (docs/bisect.md), with no I/O: commits between a good and a
 * bad one, oldest first, the bad one last; each probe's class (good, bad, or skipped: its agent did
 * not build or start) narrows the range, as `git bisect` does, until one commit is the first bad one.
 */

export type ProbeClass = "good" | "bad" | "skip";

export class BisectSearch {
  /** Index of the last known good commit (-1: the good one itself) and the first known bad one. */
  private lo = -1;
  private hi: number;
  private readonly skipped = new Set<number>();

  constructor(readonly size: number) {
    if (size < 1) throw new Error("a bisect range holds at least the bad commit");
    this.hi = size - 1;
  }

  /** The commit to probe next (the untried one nearest the middle), or null when the search is over. */
  next(): number | null {
    const mid = (this.lo + this.hi) / 2;
    let best: number | null = null;
    for (let i = this.lo + 1; i < this.hi; i++) {
      if (this.skipped.has(i)) continue;
      if (best === null || Math.abs(i - mid) < Math.abs(best - mid)) best = i;
    }
    return best;
  }

  record(index: number, c: ProbeClass): void {
    if (c === "skip") this.skipped.add(index);
    else if (c === "bad") this.hi = Math.min(this.hi, index);
    else this.lo = Math.max(this.lo, index);
  }

  /**
   * Once next() is null: the first bad commit, or the candidates it may be when skipped commits sit
   * right before it (their agents could not tell).
   */
  result(): { culprit: number; candidates: number[] } {
    const candidates: number[] = [];
    for (let i = this.lo + 1; i <= this.hi; i++) candidates.push(i);
    return { culprit: this.hi, candidates };
  }

  /** ⌈log₂ N⌉: the probes a range of N commits needs with no skips and no re-tests. */
  static probesFor(size: number): number {
    return size <= 1 ? 0 : Math.ceil(Math.log2(size));
  }
}
