/**
 * What a session and a run cost: the one definition of each efficiency figure, from the `llm` spans the
 * gateway (or the agent's own trace) recorded, with no instrumentation of the agent.
 *
 * Per session, as trend metrics the gate tests like latencies: `llm_calls` (model requests),
 * `tool_calls` (tool calls the model asked for), `tokens_cached` (prompt tokens served from the
 * provider's cache), `context_tokens_max` (the largest prompt), `cost_usd` (src/metrics/pricing.ts). A
 * session without any `llm` span has none of them: nothing saw its calls. A session whose calls are not
 * all priced has no cost: a partial sum would say the agent got cheaper.
 *
 * Per run: the total cost of the judged sessions, and cost and tokens per passed session, because an
 * agent that fails fast is cheap.
 */
import type { Span } from "../events/events.js";
import { roundingOf } from "./figures.js";
import { round3 } from "./histogram.js";
import { PRICE_TABLE, type Pricer } from "./pricing.js";
import type { RunEconomy, SessionEconomy } from "./types.js";

/**
 * A session's LLM calls, added as its spans are walked: the tokens the session's figures sum, and its
 * efficiency figures. The recorder adds them in the walk it makes anyway.
 */
export class SessionCalls {
  private calls = 0;
  private tools: number | null = null;
  private cached: number | null = null;
  private context: number | null = null;
  private cost: number | null = 0;
  tokensIn: number | null = null;
  tokensOut: number | null = null;

  constructor(private readonly pricer: Pricer) {}

  /** An `llm` span. */
  add(sp: Span): void {
    this.calls++;
    if (sp.tokens_in != null) this.tokensIn = (this.tokensIn ?? 0) + sp.tokens_in;
    if (sp.tokens_out != null) this.tokensOut = (this.tokensOut ?? 0) + sp.tokens_out;
    if (sp.tool_calls != null) this.tools = (this.tools ?? 0) + sp.tool_calls;
    if (sp.tokens_cached != null) this.cached = (this.cached ?? 0) + sp.tokens_cached;
    if (sp.tokens_in != null) this.context = Math.max(this.context ?? 0, sp.tokens_in);
    const usd = this.pricer.cost(sp);
    this.cost = this.cost === null || usd === null ? null : this.cost + usd;
  }

  economy(): SessionEconomy | null {
    if (this.calls === 0) return null;
    return {
      llm_calls: this.calls,
      tool_calls: this.tools,
      tokens_cached: this.cached,
      context_tokens_max: this.context,
      cost_usd: this.cost,
    };
  }
}

export class EconomyTally {
  private sessions = 0;
  private priced = 0;
  private usd = 0;
  private calls = 0;
  private tokens = 0;
  private passed = 0;

  /** A judged session: its economy (null when no call was seen), tokens and status. */
  add(e: SessionEconomy | null, tokens: number | null, passed: boolean): void {
    if (passed) this.passed++;
    if (tokens != null) this.tokens += tokens;
    if (!e) return;
    this.sessions++;
    this.calls += e.llm_calls ?? 0;
    if (e.cost_usd != null) {
      this.priced++;
      this.usd += e.cost_usd;
    }
  }

  result(pricer: Pricer): RunEconomy | null {
    if (this.sessions === 0) return null;
    const usd = roundingOf("cost_usd");
    const cost = this.priced === this.sessions ? usd(this.usd) : null;
    return {
      price_table: PRICE_TABLE,
      unpriced_models: [...pricer.unpriced].sort(),
      sessions: this.sessions,
      priced_sessions: this.priced,
      cost_usd: cost,
      cost_per_pass_usd: cost !== null && this.passed > 0 ? usd(this.usd / this.passed) : null,
      tokens_per_pass: this.passed > 0 ? round3(this.tokens / this.passed) : null,
      llm_calls: this.calls,
    };
  }
}
