/**
 * What `agent-loadtest bisect` found, as data (`<out>/report.json`) and in words (`<out>/report.md`):
 * the range, each probe's commit, class, effect and bounds, the culprits with their commit message and
 * author and the share of the good→bad effect each explains, and the sessions and minutes spent.
 */

import { z } from "zod";
import { boundsText, effectText, shortSha as short } from "./bisect-effect.js";
import { html, htmlLine, md, mdProse } from "./escape.js";

/**
 * The file's shape, checked wherever one is read back (`state.json` on resume, the console's listing):
 * a bisect folder is data, so a commit that is not a hash or text past its bound does not read as one.
 */
const commitHash = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const finite = z.number().finite().nullable();

export const probeSchema = z.object({
  /** The commit whose agent ran as the candidate, and the one beside it as the reference. */
  commit: commitHash,
  reference: commitHash,
  attempt: z.number().int().min(1).max(2),
  class: z.enum(["good", "bad", "skip", "inconclusive"]),
  verdict: z.enum(["pass", "warn", "fail", "interrupted", "skipped"]),
  /** The metric's estimate (a ratio for a relative rule), its bounds and p, from the rule's check. */
  effect: finite,
  lower: finite,
  upper: finite,
  p: finite,
  sessions: z.number().int().min(0),
  seconds: z.number().finite().min(0),
  run_dir: z.string().max(4096).nullable(),
  note: z.string().max(400).nullable(),
});
export type Probe = z.infer<typeof probeSchema>;

const culpritSchema = z.object({
  commit: commitHash,
  subject: z.string().max(200),
  author: z.string().max(400),
  /** Its effect against the search's reference commit, and the share of the good→bad effect (log scale) it explains. */
  effect: finite,
  explains: finite,
  /** Commits it may be when skipped ones sit right before it. */
  candidates: z.array(commitHash).max(10_000),
});
export type Culprit = z.infer<typeof culpritSchema>;

/** report.json's version: a change that breaks a reader raises it. */
export const BISECT_SCHEMA_VERSION = 1;

export const bisectResultSchema = z.object({
  schemaVersion: z.literal(BISECT_SCHEMA_VERSION),
  good: commitHash,
  bad: commitHash,
  metric: z.string().max(100),
  /** What an effect is: the rule's ratio (a relative rule), or its difference in the metric's unit. */
  scale: z.enum(["ratio", "difference"]),
  commits: z.number().int().min(1),
  outcome: z.enum(["found", "not_reproduced", "out_of_time", "interrupted", "dry_run"]),
  /** The bad commit against the good one: the effect the search explains. */
  effect: finite,
  culprits: z.array(culpritSchema).max(100),
  /** out_of_time: the commits the (next) culprit is among, after the last one known good. */
  narrowed: z.object({ after: commitHash, upto: commitHash, commits: z.number().int().min(1) }).optional(),
  probes: z.array(probeSchema).max(10_000),
  sessions: z.number().int().min(0),
  minutes: z.number().finite().min(0),
});
export type BisectResult = z.infer<typeof bisectResultSchema>;

/** JSON Schema (draft 2020-12) of a bisect's report.json, as committed in schemas/bisect.schema.json. */
export function bisectJsonSchemaText(): string {
  const { $schema, ...rest } = z.toJSONSchema(bisectResultSchema, { target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
  const schema = {
    $schema,
    title: "agent-loadtest bisect report.json",
    description: `report.json of agent-loadtest bisect, schemaVersion ${BISECT_SCHEMA_VERSION}: the range, each probe, the culprits.`,
    ...rest,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

const pct = (v: number | null) => (v === null ? "–" : `${Math.round(v * 100)}%`);

const OUTCOME: Record<BisectResult["outcome"], string> = {
  found: "found",
  not_reproduced: "not reproduced: the bad commit's agent does not regress against the good one's here",
  out_of_time: "stopped: its time ran out before the search ended; the probes so far are below",
  interrupted: "interrupted: run the same command again to go on from the probes below",
  dry_run: "plan only (--dry-run)",
};

/** The sentence under a bisect's title, in the report, the page and the issue alike (plain text). */
function summaryLine(r: BisectResult): string {
  return `${r.commits} commits; the bad commit against the good one: ${effectText(r.effect, r.scale)}. Outcome: ${OUTCOME[r.outcome]}. ${r.probes.length} probes, ${r.sessions} sessions, ${r.minutes} min.`;
}

/** What a culprit did, after its commit and subject (plain text). */
const culpritEffect = (r: BisectResult, c: Culprit) =>
  `${r.metric} ${effectText(c.effect, r.scale)} against its reference, ${pct(c.explains)} of the good→bad effect.`;

export function renderBisect(r: BisectResult): string {
  const lines = [`## agent-loadtest bisect · ${md(r.metric)} · ${short(r.good)}..${short(r.bad)}`, ""];
  lines.push(md(summaryLine(r), 600), "");
  for (const c of r.culprits) {
    const maybe =
      c.candidates.length > 1
        ? ` (or one of ${c.candidates.map((x) => `\`${short(x)}\``).join(", ")}: skipped commits before it)`
        : "";
    // The subject and the author are the repository's text: escaped whole, never read as Markdown.
    lines.push(
      `**Culprit** \`${short(c.commit)}\`${maybe}: ${md(c.subject)}, by ${md(c.author, 400)}. ${md(culpritEffect(r, c))}`,
      "",
    );
  }
  if (r.narrowed)
    lines.push(
      `**Narrowed to** ${r.narrowed.commits} commits after \`${short(r.narrowed.after)}\` up to \`${short(r.narrowed.upto)}\`: \`git bisect start ${short(r.narrowed.upto)} ${short(r.narrowed.after)}\` goes on from there.`,
      "",
    );
  lines.push(
    "| commit | against | class | effect | bounds | p | sessions | run |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const p of r.probes)
    lines.push(
      `| \`${short(p.commit)}\` | \`${short(p.reference)}\` | ${p.class}${p.attempt > 1 ? " (again)" : ""} | ${md(effectText(p.effect, r.scale))} | ${md(boundsText(p.lower, p.upper, r.scale))} | ${p.p === null ? "–" : p.p.toPrecision(2)} | ${p.sessions} | ${p.run_dir ? md(p.run_dir.split("/").pop() ?? "", 100) : md(p.note ?? "", 120)} |`,
    );
  return `${lines.join("\n")}\n`;
}

/** An issue's title (plain text, GitHub shows it as such): what regressed, by how much, and the commit named. */
export function bisectTitle(r: BisectResult, scenario: string): string {
  const what = `${scenario}: ${r.metric} ${effectText(r.effect, r.scale)} from ${short(r.good)} to ${short(r.bad)}`;
  const c = r.culprits[0];
  const tail = c
    ? ` · culprit ${short(c.commit)} ${c.subject}`
    : r.narrowed
      ? ` · among ${r.narrowed.commits} commits up to ${short(r.narrowed.upto)}`
      : "";
  return `Performance regression in ${what}${tail}`.slice(0, 240);
}

/** The chart's horizontal axis: log for ratios (no change at 1), linear for differences (at 0). */
function axisOf(r: BisectResult, width: number) {
  const log = r.scale === "ratio";
  const none = log ? 1 : 0;
  const f = (v: number) => (log ? Math.log(v) : v);
  const values = r.probes
    .flatMap((p) => [p.effect, p.lower, p.upper])
    .filter((v): v is number => v !== null && Number.isFinite(v) && (!log || v > 0));
  const spread = Math.max(...values.map((v) => Math.abs(f(v) - f(none))), log ? Math.log(1.1) : 1);
  const [lo, hi] = [f(none) - spread * 1.05, f(none) + spread * 1.05];
  const x = (v: number) => {
    const t = log && !(v > 0) ? lo : Math.min(hi, Math.max(lo, f(v)));
    return Math.round((190 + ((t - lo) / (hi - lo)) * (width - 210)) * 10) / 10;
  };
  const ticks = log
    ? [0.5, 0.8, 1, 1.25, 1.5, 2, 3, 4].filter((t) => Math.log(t) >= lo && Math.log(t) <= hi)
    : [lo, none, hi];
  return { x, none, open: log ? Math.exp(hi) : hi, ticks };
}

/**
 * bisect/dashboard.html: one self-contained page, no script at all (its policy allows none): the
 * probes' effects with their bounds beside "no change", the culprits, the table.
 */
export function renderBisectDashboard(r: BisectResult): string {
  const W = 640;
  const ROW = 22;
  const { x, none, open, ticks } = axisOf(r, W);
  const culprits = new Set(r.culprits.map((c) => c.commit));
  const shown = r.probes.flatMap((p) => (p.effect === null ? [] : [{ ...p, effect: p.effect }]));
  const rows = shown.map((p, i) => {
    const y = 30 + i * ROW;
    const colour = p.class === "bad" ? "#c62828" : p.class === "good" ? "#2e7d32" : "#8d6e00";
    const bar = `<line x1="${x(p.lower ?? p.effect)}" x2="${x(p.upper ?? open)}" y1="${y}" y2="${y}" stroke="${colour}" stroke-width="2"/>`;
    const label = `${short(p.commit)}${culprits.has(p.commit) ? " ◀ culprit" : ""}${p.attempt > 1 ? " (again)" : ""}`;
    const tip = `${p.class} · ${effectText(p.effect, r.scale)} · ${p.sessions} sessions`;
    return `<text x="4" y="${y + 4}">${html(label)}</text>${bar}<circle cx="${x(p.effect)}" cy="${y}" r="4" fill="${colour}"><title>${html(tip)}</title></circle>`;
  });
  const height = 40 + shown.length * ROW;
  const axis = ticks
    .map(
      (t) =>
        `<text x="${x(t)}" y="16" text-anchor="middle">${html(r.scale === "ratio" ? `${t}×` : effectText(t, r.scale))}</text>`,
    )
    .join("");
  const table = r.probes
    .map(
      (p) =>
        `<tr><td><code>${short(p.commit)}</code></td><td><code>${short(p.reference)}</code></td><td>${html(p.class)}</td><td>${html(effectText(p.effect, r.scale))}</td><td>${html(boundsText(p.lower, p.upper, r.scale))}</td><td>${p.sessions}</td><td>${htmlLine(p.note ?? "", 160)}</td></tr>`,
    )
    .join("\n");
  const named = r.culprits
    .map(
      (c) =>
        `<p><b>Culprit</b> <code>${short(c.commit)}</code>: ${htmlLine(c.subject, 200)}, by ${htmlLine(c.author, 400)}. ${html(culpritEffect(r, c))}</p>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="referrer" content="no-referrer">
<title>agent-loadtest bisect ${short(r.good)}..${short(r.bad)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;max-width:960px}svg text{font:12px ui-monospace,monospace}table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body>
<h1>agent-loadtest bisect · ${html(r.metric)} · <code>${short(r.good)}..${short(r.bad)}</code></h1>
<p>${html(summaryLine(r))}</p>
${named}
<svg role="img" aria-label="each probe's effect and its bounds" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}">
<line x1="${x(none)}" x2="${x(none)}" y1="20" y2="${height}" stroke="#999" stroke-dasharray="4 3"/>${axis}
${rows.join("\n")}
</svg>
<table><thead><tr><th>commit</th><th>against</th><th>class</th><th>effect</th><th>bounds</th><th>sessions</th><th>note</th></tr></thead>
<tbody>
${table}
</tbody></table>
</body></html>
`;
}

/** Where the nightly's bisect came from, for the issue it opens. */
export interface NightlyContext {
  scenario: string;
  /** The check that started it, in one line. */
  why: string;
  runUrl: string | null;
}

/** The issue's body: why the nightly bisected, then the bisect's report. */
export function renderBisectIssue(r: BisectResult, n: NightlyContext): string {
  const run = n.runUrl ? `[The nightly run](${n.runUrl})` : "The nightly run";
  return [
    `${run} of ${md(n.scenario, 100)} regressed against the baseline recorded at \`${short(r.good)}\`: ${mdProse(n.why, 400)}`,
    "",
    `agent-loadtest bisected the ${r.commits} commits since, running each probed commit's agent beside the baseline commit's in one job. A later nightly that regresses again updates this issue.`,
    "",
    renderBisect(r),
  ].join("\n");
}

/** The comment on a culprit's pull request: which commit, what it did, where the issue is. */
export function renderCulpritComment(r: BisectResult, c: Culprit, issueUrl: string | null): string {
  const where = issueUrl ? ` Details: ${issueUrl}` : "";
  const effects = `${md(r.metric)} ${md(effectText(r.effect, r.scale))} between \`${short(r.good)}\` and \`${short(r.bad)}\`: ${md(effectText(c.effect, r.scale))} on its own, ${pct(c.explains)} of the change.`;
  return `agent-loadtest's nightly bisect names \`${short(c.commit)}\` of this pull request (${md(c.subject)}) as a cause of ${effects}${where}\n`;
}
