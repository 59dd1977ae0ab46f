/**
 * The sequential gate in words (docs/gate.md): a line per look, as the progress line prints it while
 * the run goes, and the one-line trace report.md and the PR comment give of the whole.
 */
import type { Lang } from "../i18n/lang.js";
import { effectWithBounds, sig } from "./reasons.js";
import type { Report } from "./schema.js";

type Sequential = NonNullable<Report["sequential"]>;
type Look = Sequential["looks"][number];

/** Names from the scenario, as the caller quotes them (a code span in Markdown). */
type Quote = (s: string) => string;

function ruleText(r: Look["rules"][number], L: Lang, quote: Quote, power = true): string {
  const values = {
    rule: quote(`${r.metric} ${r.rule}`),
    effect: effectWithBounds(r, L),
    p: r.p === null ? "–" : sig(r.p, L, 3),
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
    alpha: sig(look.alpha, L, 3),
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
    alpha: sig(last.alpha, L, 3),
    spent: sig(last.alpha_spent, L, 3),
    power: `${L.fixed(s.futility_power * 100, 0)}%`,
    rule: failing ? ruleText(failing, L, quote, false) : "",
  });
}
