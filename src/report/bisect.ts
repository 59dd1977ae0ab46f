/**
 * What `agent-loadtest bisect` found, as data (`<out>/report.json`) and in words (`<out>/report.md`):
 * the range, each probe's commit, class, effect and bounds, the culprits with their commit message and
 * author and the share of the good→bad effect each explains, and the sessions and minutes spent.
 */

import type { ProbeClass } from "../gate/bisect-search.js";
import { md, mdProse } from "./escape.js";
import type { Report } from "./schema.js";

export interface Probe {
  /** The commit whose agent ran as the candidate, and the one beside it as the reference. */
  commit: string;
  reference: string;
  attempt: number;
  class: ProbeClass | "inconclusive";
  verdict: Report["verdict"] | "skipped";
  /** The metric's estimate (a ratio for a relative rule), its bounds and p, from the rule's check. */
  effect: number | null;
  lower: number | null;
  upper: number | null;
  p: number | null;
  sessions: number;
  seconds: number;
  run_dir: string | null;
  note: string | null;
}

export interface Culprit {
  commit: string;
  subject: string;
  author: string;
  /** Its effect against the search's reference commit, and the share of the good→bad effect (log scale) it explains. */
  effect: number | null;
  explains: number | null;
  /** Commits it may be when skipped ones sit right before it. */
  candidates: string[];
}

export interface BisectResult {
  good: string;
  bad: string;
  metric: string;
  commits: number;
  outcome: "found" | "not_reproduced" | "out_of_time" | "interrupted" | "dry_run";
  /** The bad commit against the good one: the effect the search explains. */
  effect: number | null;
  culprits: Culprit[];
  probes: Probe[];
  sessions: number;
  minutes: number;
}

const short = (sha: string) => sha.slice(0, 12);
const ratio = (v: number | null) => (v === null ? "–" : `${v.toFixed(2)}×`);
const pct = (v: number | null) => (v === null ? "–" : `${Math.round(v * 100)}%`);

const OUTCOME: Record<BisectResult["outcome"], string> = {
  found: "found",
  not_reproduced: "not reproduced: the bad commit's agent does not regress against the good one's here",
  out_of_time: "stopped: its time ran out before the search ended; the probes so far are below",
  interrupted: "interrupted: run the same command again to go on from the probes below",
  dry_run: "plan only (--dry-run)",
};

export function renderBisect(r: BisectResult): string {
  const lines = [
    `## agent-loadtest bisect · ${md(r.metric)} · ${short(r.good)}..${short(r.bad)}`,
    "",
    `${r.commits} commits; the bad commit against the good one: ${ratio(r.effect)}. Outcome: ${OUTCOME[r.outcome]}. ${r.probes.length} probes, ${r.sessions} sessions, ${r.minutes} min.`,
    "",
  ];
  for (const c of r.culprits) {
    const maybe =
      c.candidates.length > 1
        ? ` (or one of ${c.candidates.map(short).join(", ")}: skipped commits before it)`
        : "";
    const text = `\`${short(c.commit)}\`${maybe}: ${c.subject}, by ${c.author}. ${r.metric} ${ratio(c.effect)} against its reference, ${pct(c.explains)} of the good→bad effect.`;
    lines.push(`**Culprit** ${mdProse(text, 800)}`, "");
  }
  lines.push(
    "| commit | against | class | effect | bounds | p | sessions | run |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const p of r.probes)
    lines.push(
      `| \`${short(p.commit)}\` | \`${short(p.reference)}\` | ${p.class}${p.attempt > 1 ? " (again)" : ""} | ${ratio(p.effect)} | [${ratio(p.lower)}, ${p.upper === null ? "∞" : ratio(p.upper)}] | ${p.p === null ? "–" : p.p.toPrecision(2)} | ${p.sessions} | ${p.run_dir ? md(p.run_dir.split("/").pop() ?? "", 100) : md(p.note ?? "", 120)} |`,
    );
  return `${lines.join("\n")}\n`;
}
