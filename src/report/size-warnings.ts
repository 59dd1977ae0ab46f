/**
 * The sentence `validate` and `run` say for a gated regression rule that can never fail at the plan's
 * sizes (src/gate/decidable.ts measures them): the rule, what it needs, the short side and the fix.
 */

import type { Lang } from "../i18n/i18n.js";
import type { RuleSizes } from "../load/decidable.js";

/** Below this many sessions a side, lowering min_samples is not offered as a fix: too few for a rank test to show a change. */
const MIN_SAMPLES_OFFERED = 10;

/** One sentence per rule that cannot decide: the rule, what it needs, the short side and the fix. */
export function sizeWarnings(sizes: RuleSizes[], L: Lang): string[] {
  return sizes
    .filter((s) => !s.decides)
    .map((s) => {
      const runShort = s.run < s.needed;
      const baseShort = s.stored && s.baseline < s.needed;
      const have = Math.min(s.run, s.baseline);
      const short = L.t(
        runShort && baseShort
          ? "decidable.short.both"
          : baseShort
            ? "decidable.short.baseline"
            : "decidable.short.run",
        {
          n: baseShort && !runShort ? s.baseline : s.run,
          n_baseline: s.baseline,
        },
      );
      // Fewer sessions can gate when the user lowers min_samples, as long as a rank test still has room.
      const lower = s.why === "min_samples" && have >= MIN_SAMPLES_OFFERED && !baseShort;
      const fix =
        L.t(
          runShort && baseShort
            ? "decidable.fix.both"
            : baseShort
              ? "decidable.fix.baseline"
              : "decidable.fix.sessions",
          {
            needed: s.needed,
          },
        ) + (lower ? L.t("decidable.fix.min_samples", { n: have }) : "");
      return L.t("decidable.warning", {
        rule: `${s.metric} ${s.rule}`,
        needed: s.needed,
        why: L.t(`decidable.why.${s.why}`, { statistic: s.statistic }),
        short,
        fix,
      });
    });
}
