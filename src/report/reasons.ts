/**
 * The one renderer of a gate check's reason: every check carries its facts (`{key, params}`, numbers
 * unformatted) and this writes the sentence from the locale's catalog, English included — report.json's
 * `reason` is this in English, the markdown, dashboard, CLI, annotations and JUnit print it. Nothing
 * here reads the rule's text back: what a sentence says is in its params.
 */
import type { CheckFacts, FactValue, GateCheck, RunSpread } from "../gate/types.js";
import { type Lang, lang, type MessageKey, type Params } from "../i18n/i18n.js";
import { cutClauses } from "./escape.js";

const EN = lang("en");

/** Every fact key a check can carry → its sentence in the catalogs. */
const SENTENCES: Record<string, MessageKey> = {
  config: "reason.config",
  "threshold.pass": "reason.threshold.pass",
  "threshold.fail": "reason.threshold.fail",
  "threshold.no_samples": "reason.threshold.no_samples",
  "threshold.unknown_bucket": "reason.threshold.unknown_bucket",
  "threshold.unknown_metric": "reason.threshold.unknown_metric",
  "threshold.not_applicable": "reason.threshold.not_applicable",
  "data.no_sessions": "reason.data.no_sessions",
  "data.nothing_to_gate": "reason.data.nothing_to_gate",
  "data.shard_workloads": "reason.data.shard_workloads.other",
  "baseline.missing": "reason.baseline.missing",
  "baseline.changed": "reason.baseline.changed",
  "baseline.changed_failing": "reason.baseline.changed_failing",
  "baseline.changed_unlisted": "reason.baseline.changed_unlisted",
  "baseline.changed_unlisted_failing": "reason.baseline.changed_unlisted_failing",
  "baseline.llm_mode": "reason.baseline.llm_mode",
  "regression.config": "reason.config",
  "regression.no_samples": "reason.regression.no_samples",
  "regression.no_sessions": "reason.regression.no_sessions",
  "regression.baseline_no_samples": "reason.regression.baseline_no_samples",
  "regression.baseline_no_sessions": "reason.regression.baseline_no_sessions",
  "regression.tags_unsupported": "reason.regression.tags_unsupported",
  "regression.no_histogram": "reason.regression.no_histogram",
  "regression.within": "reason.regression.within",
  "regression.fail": "reason.regression.fail",
  "regression.warn": "reason.regression.warn",
  "regression.noise": "reason.regression.noise",
  "regression.unshown": "reason.regression.unshown",
  "regression.advisory": "reason.regression.advisory",
  "bucket.none": "reason.bucket.none",
  "bucket.unlikely": "reason.bucket.unlikely",
  "bucket.chance": "reason.bucket.chance",
  "history.inside": "reason.history.inside",
  "history.above": "reason.history.above",
  "history.below": "reason.history.below",
};
const VERDICTS = new Set([
  "regression.within",
  "regression.fail",
  "regression.warn",
  "regression.noise",
  "regression.unshown",
  "regression.advisory",
]);
/** How the report names each history statistic. */
const HISTORY: Record<string, MessageKey> = {
  e2e_p50: "history.e2e_p50",
  e2e_p95: "history.e2e_p95",
  ttft_p95: "history.ttft_p95",
  pass_rate: "history.pass_rate",
};
const formats = new Map<string, Intl.NumberFormat>();

/** Up to `digits` significant digits (integers whole), the locale's decimal sign, no grouping. */
export function sig(v: number, L: Lang, digits = 4): string {
  if (Number.isInteger(v)) return L.fixed(v, 0);
  const id = `${L.locale}/${digits}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(L.locale, { maximumSignificantDigits: digits, useGrouping: false });
    formats.set(id, f);
  }
  return f.format(v);
}

/** Milliseconds as "850 ms" or "1.234 s". */
export function duration(v: number, L: Lang): string {
  return Math.abs(v) >= 1000 ? `${sig(v / 1000, L)} ${L.t("unit.s")}` : `${sig(v, L)} ${L.t("unit.ms")}`;
}

export function percent(p: number, L: Lang): string {
  return `${sig(Math.round(p * 1000) / 10, L)}%`;
}

function points(d: number, L: Lang, signed = true): string {
  const sign = !signed ? "" : d > 0 ? "+" : d < 0 ? "−" : "±";
  return L.t("reason.points", { v: `${sign}${sig(Math.round(Math.abs(d) * 1000) / 10, L)}` });
}

function ratio(r: number, L: Lang): string {
  if (!Number.isFinite(r)) return "∞";
  return r === 0 ? "0" : `${L.fixed(r, 2)}×`;
}

export function pText(p: number, L: Lang): string {
  return p < 0.0001 ? `< ${sig(0.0001, L)}` : `= ${sig(Number(p.toPrecision(2)), L, 2)}`;
}

const num = (v: FactValue | undefined): number => (typeof v === "number" ? v : Number.NaN);
const str = (v: FactValue | undefined): string => (typeof v === "string" ? v : String(v ?? ""));

/** A value in the unit the facts name. */
function inUnit(v: number, unit: string, L: Lang): string {
  if (unit === "ms") return duration(v, L);
  if (unit === "rate") return percent(v, L);
  return sig(v, L);
}

/** The check's reason in the locale; a check read from an older report without facts keeps its own. */
export function renderReason(c: { reason?: string; facts?: CheckFacts }, L: Lang): string {
  const sentence = c.facts ? SENTENCES[c.facts.key] : undefined;
  if (!c.facts || !sentence) return c.reason ?? "";
  const { key, params } = c.facts;
  if (VERDICTS.has(key)) return regressionText(sentence, params, L);
  if (key === "threshold.pass" || key === "threshold.fail") return thresholdText(sentence, params, L);
  if (key.startsWith("history.")) return historyText(sentence, params, L);
  if (key.startsWith("bucket.")) return bucketText(sentence, params, L);
  const flat: Params = {};
  for (const [k, v] of Object.entries(params)) flat[k] = typeof v === "number" ? sig(v, L) : str(v);
  if (key === "data.shard_workloads") return L.plural("reason.data.shard_workloads", num(params.count), flat);
  return L.t(sentence, flat);
}

/** How long a reason may be in a table cell; the full reason goes below the table. */
export const SHORT_REASON = 140;

/**
 * The check's reason for a table cell: a regression verdict without its bounds (the interval column
 * shows them), its p-value adjustment or its run-to-run spread; any reason then cut between clauses,
 * never inside a number or a command, to `max` characters.
 */
export function shortReason(c: { reason?: string; facts?: CheckFacts }, L: Lang, max = SHORT_REASON): string {
  const sentence = c.facts ? SENTENCES[c.facts.key] : undefined;
  const text =
    c.facts && sentence && VERDICTS.has(c.facts.key)
      ? regressionText(sentence, c.facts.params, L, true)
      : renderReason(c, L);
  return cutClauses(text, max);
}

/** A check with its English reason, as report.json carries it: the gate hands on its facts only. */
export function withReason<T extends { facts: CheckFacts }>(c: T): T & { reason: string } {
  return { ...c, reason: renderReason({ reason: "", facts: c.facts }, EN) };
}

/** Why a run stopped early: its first failing `abortOnFail` threshold, in one line. */
export function abortReason(c: Pick<GateCheck, "metric" | "rule"> & { facts: CheckFacts }): string {
  return `threshold ${c.metric} ${c.rule} failed (${renderReason(c, EN)}); abortOnFail`;
}

function thresholdText(sentence: MessageKey, p: CheckFacts["params"], L: Lang): string {
  const unit = str(p.unit);
  const value = `${sig(num(p.value), L)}${unit === "ms" ? ` ${L.t("unit.ms")}` : unit ? ` ${unit}` : ""}`;
  return L.t(sentence, {
    shown: `${str(p.aggregation)}=${value}`,
    op: str(p.op),
    limit: sig(num(p.limit), L),
  });
}

function historyText(sentence: MessageKey, p: CheckFacts["params"], L: Lang): string {
  const unit = str(p.unit);
  const label = HISTORY[str(p.metric)];
  return L.t(sentence, {
    metric: label ? L.t(label) : str(p.metric),
    observed: inUnit(num(p.observed), unit, L),
    range: `[${inUnit(num(p.lower), unit, L)}, ${inUnit(num(p.upper), unit, L)}]`,
    runs: num(p.runs),
  });
}

function bucketText(sentence: MessageKey, p: CheckFacts["params"], L: Lang): string {
  return L.t(sentence, {
    bucket: str(p.bucket),
    count: num(p.count),
    n: num(p.n),
    n_baseline: num(p.n_baseline),
    p: typeof p.p === "number" ? pText(p.p, L) : "",
  });
}

/** How a rule's effect is shown: a ratio, a shift in ms, or points of a proportion. */
function effectFormat(p: CheckFacts["params"], L: Lang): (v: number) => string {
  if (p.scale === "points") return (v) => points(v, L);
  if (p.scale === "shift") return (v) => `${v >= 0 ? "+" : ""}${duration(v, L)}`;
  return (v) => ratio(v, L);
}

function regressionHead(p: CheckFacts["params"], L: Lang, short = false): string {
  const show = effectFormat(p, L);
  const rate = p.scale === "points";
  const values = rate
    ? L.t("reason.regression.values_rate", {
        metric: str(p.metric),
        observed: percent(num(p.observed), L),
        x: num(p.x),
        n: num(p.n),
        baseline: percent(num(p.baseline), L),
        x_baseline: num(p.x_baseline),
        n_baseline: num(p.n_baseline),
      })
    : L.t("reason.regression.values", {
        statistic: str(p.statistic),
        observed: duration(num(p.observed), L),
        baseline: duration(num(p.baseline), L),
      });
  const estimate =
    p.scale === "points"
      ? show(num(p.estimate))
      : L.t(p.scale === "shift" ? "reason.regression.shift" : "reason.regression.ratio", {
          value: show(num(p.estimate)),
        });
  if (short) return L.t("reason.regression.head_short", { values, estimate });
  return L.t("reason.regression.head", {
    values,
    estimate,
    confidence: percent(num(p.confidence), L),
    interval: regressionInterval(p, L),
  });
}

/** A rule's estimate and bounds in its own unit (`1.31× [1.12×, ∞)`), as a sequential look shows them. */
export function effectWithBounds(
  p: { scale: string | null; estimate: number | null; lower: number | null; upper: number | null },
  L: Lang,
): string {
  const params = p as unknown as CheckFacts["params"];
  return `${effectFormat(params, L)(num(p.estimate))} ${regressionInterval(params, L)}`;
}

/** The bounds of a rule's effect in its own unit (`[1.16×, 1.30×]`); open above where no order statistic bounds a tail quantile at this n. */
function regressionInterval(p: CheckFacts["params"], L: Lang): string {
  const show = effectFormat(p, L);
  return p.upper === null ? `[${show(num(p.lower))}, ∞)` : `[${show(num(p.lower))}, ${show(num(p.upper))}]`;
}

/**
 * A check's interval as the report's interval column shows it, in the unit its reason uses: a ratio
 * (`[1.16×, 1.30×]`), a shift in ms, points of a pass rate, or a history range in ms or percent.
 */
export function intervalText(c: Pick<GateCheck, "interval"> & { facts?: CheckFacts }, L: Lang): string {
  const key = c.facts?.key ?? "";
  const p = c.facts?.params ?? {};
  if (VERDICTS.has(key) && typeof p.lower === "number") return regressionInterval(p, L);
  if (key.startsWith("history.") && typeof p.lower === "number")
    return `[${inUnit(num(p.lower), str(p.unit), L)}, ${inUnit(num(p.upper), str(p.unit), L)}]`;
  return c.interval ? `[${sig(c.interval[0], L)}, ${sig(c.interval[1], L)}]` : "";
}

function tolerance(p: CheckFacts["params"], L: Lang): string {
  const t = num(p.tolerance);
  const amount =
    p.scale === "points"
      ? p.tolerance_relative
        ? `${percent(t, L)} (${points(num(p.tolerance_points), L, false)})`
        : points(t, L, false)
      : p.tolerance_relative
        ? percent(t, L)
        : duration(t, L);
  return L.t(
    p.direction === "decrease"
      ? "reason.regression.tolerance.decrease"
      : "reason.regression.tolerance.increase",
    { amount },
  );
}

function spreadText(s: FactValue | undefined, L: Lang): string {
  if (!s || typeof s !== "object" || s.source === "same_job") return "";
  const spread = s as RunSpread;
  const sigma = sig(spread.sigma, L, 2);
  if (spread.source === "history")
    return L.t("reason.regression.spread_history", { sigma, runs: spread.runs });
  return spread.runs >= 5
    ? L.t("reason.regression.spread_prior_e2e_only", { sigma })
    : L.plural("reason.regression.spread_prior", spread.runs, { sigma });
}

function hintText(p: CheckFacts["params"], L: Lang): string {
  if (p.undecidable === "run_spread") return L.t("reason.regression.undecidable_spread");
  if (p.undecidable === "more_sessions") return L.t("reason.regression.undecidable");
  if (typeof p.sessions_needed !== "number") return "";
  const n = p.sessions_needed;
  // The side that is short: this run, the stored baseline (recorded again), or both.
  const side = {
    run: "reason.regression.hint_run",
    baseline: "reason.regression.hint_baseline",
    both: "reason.regression.hint_both",
  } as const;
  const key = side[str(p.short_side) as keyof typeof side];
  if (key)
    return L.t(key, {
      n,
      more: Math.max(1, n - num(p.n_run)),
      n_run: num(p.n_run),
      n_baseline: num(p.n_base),
    });
  const more = Math.max(1, n - num(p.n_side));
  return L.t("reason.regression.hint", { more, n });
}

function regressionText(sentence: MessageKey, p: CheckFacts["params"], L: Lang, short = false): string {
  const advisory =
    p.advisory === "rule"
      ? L.t("reason.regression.advisory_rule")
      : p.advisory === "min_samples"
        ? L.t("reason.regression.advisory_n", {
            n: num(p.n_side),
            minimum: num(p.minimum),
            statistic: str(p.statistic),
          })
        : "";
  const pv = typeof p.p === "number" ? L.t("reason.regression.p", { p: pText(p.p, L) }) : "";
  const family =
    typeof p.family === "number" && p.family > 1 ? L.t("reason.regression.family", { n: p.family }) : "";
  const params: Params = {
    head: regressionHead(p, L, short),
    tolerance: tolerance(p, L),
    why: advisory ? L.t("reason.regression.why", { advisory }) : "",
    advisory,
    p: pv,
    p_clause: pv ? L.t("reason.regression.why", { advisory: pv }) : "",
    // The short form leaves to the full one how p was adjusted and the spread it allowed for.
    family: short ? "" : family,
    alpha: sig(num(p.alpha), L),
    warn_at: sig(num(p.warn_at), L),
    hint: hintText(p, L),
    spread: short ? "" : spreadText(p.run_spread, L),
  };
  return L.t(sentence, params);
}
