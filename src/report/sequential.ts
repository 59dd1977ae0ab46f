/**
 * The sequential gate in words (docs/gate.md): a line per look, as the progress line prints it while
 * the run goes, and the one-line trace report.md and the PR comment give of the whole.
 */
import type { Lang } from "../i18n/lang.js";
import { effectWithBounds } from "./reasons.js";
import type { Report } from "./schema.js";

type Sequential = NonNullable<Report["sequential"]>;
type Look = Sequential["looks"][number];

/** Up to 3 significant digits, no exponent for the small levels the early looks have. */
function level(v: number, L: Lang): string {
  return L.fixed(v, Math.max(3, Math.min(6, 2 - Math.floor(Math.log10(Math.max(v, 1e-9))))));
}

/** Names from the scenario, as the caller quotes them (a code span in Markdown). */
type Quote = (s: string) => string;

function ruleText(r: Look["rules"][number], L: Lang, quote: Quote, power = true): string {
  const values = {
    rule: quote(`${r.metric} ${r.rule}`),
    effect: effectWithBounds(r, L),
    p: r.p === null ? "–" : level(r.p, L),
  };
  if (!power || r.power_by_end === null) return L.t("seq.rule_decided", values);
  return L.t("seq.rule", { ...values, power: `${L.fixed(r.power_by_end * 100, 0)}%` });
}

/** One look, as the progress line prints it. */
export function lookLine(look: Look, looks: number, L: Lang, quote: Quote = (s) => s): string {
  return L.t("seq.look", {
    look: look.look,
    looks,
    n: look.planned,
    alpha: level(look.alpha, L),
    decision: L.t(`seq.d.${look.decision}`),
    rules: look.rules.map((r) => ruleText(r, L, quote)).join("; "),
  });
}

/** The whole in one line: where it decided, on what, and the α spent. */
export function sequentialTrace(s: Sequential, L: Lang, quote: Quote = (x) => x): string {
  const last = s.looks.at(-1);
  if (!last) return "";
  const failing = last.rules.find((r) => r.p !== null && r.p <= last.alpha);
  return L.t(`seq.trace.${s.decision}`, {
    n: last.planned,
    max: s.budget.max,
    look: last.look,
    alpha: level(last.alpha, L),
    spent: level(last.alpha_spent, L),
    power: `${L.fixed(s.futility_power * 100, 0)}%`,
    rule: failing ? ruleText(failing, L, quote, false) : "",
  });
}
