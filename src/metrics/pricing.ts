/**
 * What an LLM call costs, in USD, from the tokens it reported: the scenario's `pricing:` for a model it
 * names (USD per million tokens), else the maintained catalog @pydantic/genai-prices (dated, tiered and
 * cache-aware prices of the major providers, shipped in the bundle: no network). A model neither knows
 * costs null, never 0, and the run says which. Cached input is priced as cache reads; the cache writes
 * Anthropic reports separately are counted as input at the input price.
 */
import { calcPrice } from "@pydantic/genai-prices";

/** The catalog's name and version: report.json and the baseline keep it, so a repricing is seen. */
export const PRICE_TABLE = "@pydantic/genai-prices@0.1.8";

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  cached_input?: number;
  output: number;
}

/** By model name: a map, so no name (`__proto__`) is anything but a name. */
export type Pricing = ReadonlyMap<string, ModelPrice>;

/** One call's counts as its span has them. */
export interface CallTokens {
  model?: string | null;
  tokens_in?: number | null;
  tokens_cached?: number | null;
  tokens_out?: number | null;
  /** When the call was made, epoch ms: a call is priced as the catalog priced it then. */
  start?: number;
}

/** Prices calls; remembers the models it found no price for. */
export class Pricer {
  readonly unpriced = new Set<string>();

  constructor(private readonly pricing: Pricing = new Map()) {}

  /** USD of one call, or null (no model, no token counts, or no price for the model). */
  cost(c: CallTokens): number | null {
    const { model, tokens_in: input, tokens_out: output } = c;
    if (!model || input == null || output == null) return null;
    const cached = Math.min(Math.max(0, c.tokens_cached ?? 0), input);
    const own = this.pricing.get(model);
    if (own) {
      const usd =
        (input - cached) * own.input + cached * (own.cached_input ?? own.input) + output * own.output;
      return usd / 1e6;
    }
    if (this.unpriced.has(model)) return null;
    // At the call's own time: a report made again later prices it as the live run did.
    const when = c.start === undefined ? {} : { timestamp: new Date(c.start) };
    const usage = { input_tokens: input, cache_read_tokens: cached, output_tokens: output };
    const found = calcPrice(usage, model, when);
    if (found) return found.total_price;
    this.unpriced.add(model);
    return null;
  }
}

/** The `pricing:` of a recorded scenario: each model's prices that are numbers, nothing else. */
export function pricingOf(scenario: unknown): Pricing {
  const raw = (scenario as { pricing?: unknown } | null)?.pricing;
  const out = new Map<string, ModelPrice>();
  if (typeof raw !== "object" || raw === null) return out;
  for (const [model, p] of Object.entries(raw as Record<string, unknown>)) {
    const { input, cached_input, output } = (p ?? {}) as Record<string, unknown>;
    if (!isPrice(input) || !isPrice(output)) continue;
    out.set(model, { input, output, ...(isPrice(cached_input) ? { cached_input } : {}) });
  }
  return out;
}

const isPrice = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;
