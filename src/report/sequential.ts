/**
 * The sequential gate in words (docs/gate.md): a line per look, as the progress line prints it while
 * the run goes, and the one-line trace report.md and the PR comment give of the whole.
 */
import type { Lang } from "../i18n/lang.js";
import { effectWithBounds, percent, pText, sig } from "./reasons.js";
import type { Report } from "./schema.js";

type Sequential = NonNullable<Report["sequential"]>;
type Look = Sequential["looks"][number];

/** Names from the scenario, as the caller quotes them (a code span in Markdown). */
type Quote = (s: string) => string;

function ruleText(r: Look["rules"][number], L: Lang, quote: Quote, power = true): string {
  const values = {
    rule: quote(`${r.metric} ${r.rule}`),
    effect: effectWithBounds(r, L),
    p: r.p === null ? "–" : pText(r.p, L),
  };
  if (!power || r.power_by_end === null) return L.t("seq.rule_decided", values);
  return L.t("seq.rule", { ...values, power: percent(r.power_by_end, L) });
}

/** One look, as the progress line prints it. */
export function lookLine(look: Look, looks: number, L: Lang): string {
  return L.t("seq.look", {
    look: look.look,
    looks,
    n: look.planned,
    alpha: sig(look.alpha, L, 3),
    decision: L.t(`seq.d.${look.decision}`),
    rules: look.rules.map((r) => ruleText(r, L, (x) => x)).join("; "),
  });
}

/** Names from the scenario as Markdown code spans. */
const code: Quote = (s) => `\`${s.replace(/`/g, "")}\``;

/** The whole in one line of Markdown (report.md, the PR comment): where it decided, on what, and the α spent. */
export function sequentialTrace(s: Sequential, L: Lang): string {
  const last = s.looks.at(-1);
  if (!last) return "";
  // The rule the gate failed at this look (beyond its tolerance and significant), not merely significant.
  const failing = last.rules.find((r) => r.status === "fail");
  return L.t(`seq.trace.${s.decision}`, {
    n: last.planned,
    max: s.budget.max,
    look: last.look,
    alpha: sig(last.alpha, L, 3),
    spent: sig(last.alpha_spent, L, 3),
    power: percent(s.futility_power, L),
    rule: failing ? ruleText(failing, L, code, false) : "",
  });
}
