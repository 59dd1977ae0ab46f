/**
 * The console's bisects, under its runs: each one a row like a run's (its outcome, range, culprit),
 * its probes the steps beneath it, in the order they ran. Everything from the API is escaped.
 */

import { boundsText, effectText, shortSha } from "../../report/bisect-effect.js";
import type { BisectListed, BisectsAnswer } from "../../report/console-api.js";
import { $, api, esc, fmtTime } from "./api.js";

const short = (sha: string) => esc(shortSha(sha));
/** A probe's class and a bisect's outcome, in the badge colours of a run's verdict. */
const TONE: Record<string, string> = { bad: "fail", good: "pass", found: "fail", not_reproduced: "pass" };
const badge = (word: string) =>
  `<span class="badge b-${esc(TONE[word] ?? "interrupted")}">${esc(word.replace("_", " "))}</span>`;

export function viewBisects(): void {
  api<BisectsAnswer>("/api/bisects").then((r) => drawBisects(r.ok ? r.data.bisects : []));
}

function drawBisects(list: BisectListed[]): void {
  const box = $("#bisects");
  box.hidden = list.length === 0;
  box.innerHTML = `<h2>Bisects</h2>${list.map(bisect).join("")}`;
}

function bisect(b: BisectListed): string {
  const culprits =
    b.culprits.map((c) => `<code>${short(c.commit)}</code> ${esc(c.subject)}`).join(", ") || "none named";
  const head = `${badge(b.outcome)} <b>${esc(b.metric)}</b> ${esc(effectText(b.effect, b.scale))} <code>${short(b.good)}..${short(b.bad)}</code> · ${b.commits} commits · culprit: ${culprits} · ${b.probes.length} probes, ${b.sessions} sessions, ${b.minutes} min · ${esc(fmtTime(b.finished_at))} · <span class="dim">${esc(b.id)}</span>`;
  const steps = b.probes
    .map(
      (p, i) =>
        `<tr><td>${i + 1}</td><td><code>${short(p.commit)}</code></td><td><code>${short(p.reference)}</code></td><td>${badge(p.class)}${p.attempt > 1 ? " again" : ""}</td><td>${esc(effectText(p.effect, b.scale))}</td><td>${esc(boundsText(p.lower, p.upper, b.scale))}</td><td>${p.sessions}</td><td>${esc(p.note ?? "")}</td></tr>`,
    )
    .join("");
  return `<details class="bisect" data-id="${esc(b.id)}"><summary>${head}</summary><table class="steps"><tr><th>step</th><th>commit</th><th>against</th><th>class</th><th>effect</th><th>bounds</th><th>sessions</th><th>note</th></tr>${steps}</table></details>`;
}
