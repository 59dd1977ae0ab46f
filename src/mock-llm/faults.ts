/**
 * Injected faults. The draw is a function of (seed, request index) only, and exact: requests are
 * taken in blocks of B (the smallest B that makes every rate × B whole, at most 10 000), and in
 * each block exactly rate × B requests get each fault, at seeded-shuffled positions. So over any
 * whole number of blocks the injected counts are known in advance, e.g. 429:0.1 over 100 requests
 * → exactly 10.
 */
import { UserError } from "../errors.js";
import type { Frame } from "../llm-wire/wire.js";
import { hash32 } from "../rng.js";
import { rng, shuffle } from "./rng.js";

export const FAULT_KINDS = ["429", "500", "stall", "disconnect", "malformed"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Fraction of model requests that get each fault (the scenario's `services.mock_llm.faults`). */
export interface FaultRates {
  rate_429?: number;
  rate_500?: number;
  rate_stall?: number;
  rate_disconnect?: number;
  rate_malformed?: number;
}

const MAX_BLOCK = 10_000;

const rateOf = (rates: FaultRates, kind: FaultKind) => rates[`rate_${kind}` as keyof FaultRates] ?? 0;

/** `429:0.1,500:0.05,stall:0.01,disconnect:0.01,malformed:0.01` → FaultRates. */
export function parseFaultSpec(spec: string): FaultRates {
  const rates: FaultRates = {};
  for (const part of spec
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [kind, value, extra] = part.split(":");
    if (!(FAULT_KINDS as readonly string[]).includes(kind) || value === undefined || extra !== undefined) {
      throw new UserError(`--fault: "${part}" is not KIND:RATE with KIND one of ${FAULT_KINDS.join(", ")}`);
    }
    const rate = Number(value);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
      throw new UserError(`--fault: rate of ${kind} must be a number in [0, 1], got "${value}"`);
    }
    rates[`rate_${kind as FaultKind}`] = rate;
  }
  checkRates(rates, "--fault");
  return rates;
}

export function checkRates(rates: FaultRates, where: string): void {
  const total = FAULT_KINDS.reduce((sum, k) => sum + rateOf(rates, k), 0);
  if (total > 1 + 1e-9) throw new UserError(`${where}: fault rates add up to ${total}, more than 1`);
}

export class FaultPlan {
  readonly blockSize: number;
  private readonly perBlock: Array<[FaultKind, number]>;
  private cached: { block: number; slots: Array<FaultKind | null> } | null = null;

  constructor(
    rates: FaultRates,
    private readonly seed: number,
  ) {
    checkRates(rates, "faults");
    this.blockSize = blockSizeFor(FAULT_KINDS.map((k) => rateOf(rates, k)));
    this.perBlock = FAULT_KINDS.map((k) => [k, Math.round(rateOf(rates, k) * this.blockSize)]);
  }

  /** The fault of the `index`-th model request (0-based), or null. */
  draw(index: number): FaultKind | null {
    const block = Math.floor(index / this.blockSize);
    if (this.cached?.block !== block) this.cached = { block, slots: this.slots(block) };
    return this.cached.slots[index % this.blockSize];
  }

  private slots(block: number): Array<FaultKind | null> {
    const slots: Array<FaultKind | null> = [];
    for (const [kind, n] of this.perBlock) for (let i = 0; i < n; i++) slots.push(kind);
    while (slots.length < this.blockSize) slots.push(null);
    return shuffle(slots, rng(hash32("faults", this.seed, block)));
  }
}

/** Smallest B ≤ 10 000 with every rate × B whole; rates finer than 1/10 000 are rounded. */
function blockSizeFor(rates: number[]): number {
  const active = rates.filter((r) => r > 0);
  if (active.length === 0) return 1;
  for (let b = 1; b <= MAX_BLOCK; b++) {
    if (active.every((r) => Math.abs(r * b - Math.round(r * b)) < 1e-6)) return b;
  }
  return MAX_BLOCK;
}

/**
 * A mid-stream fault applied to a planned stream (pure). It strikes after the third token, or
 * after the last one when there are fewer. `cut`: the server destroys the socket after the frames.
 */
export function applyStreamFault(
  frames: Frame[],
  fault: "stall" | "disconnect" | "malformed",
  stallMs: number,
  malformed: string,
): { frames: Frame[]; cut: boolean } {
  const content = frames.flatMap((f, i) => (f.content ? [i] : []));
  const after = content.length > 0 ? content[Math.min(2, content.length - 1)] : 0;
  switch (fault) {
    case "stall":
      return { frames: frames.map((f, i) => (i > after ? { ...f, at: f.at + stallMs } : f)), cut: false };
    case "disconnect":
      return { frames: frames.slice(0, after + 1), cut: true };
    case "malformed": {
      const bad: Frame = { at: frames[after].at, data: malformed };
      return { frames: [...frames.slice(0, after + 1), bad, ...frames.slice(after + 1)], cut: false };
    }
  }
}
