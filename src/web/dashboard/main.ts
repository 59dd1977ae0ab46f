/**
 * dashboard.html's script: reads the embedded JSON, draws each section, then links the header to the
 * sections it drew (a run without stages or errors gets no link to them).
 */
import type { MessageKey } from "../../i18n/lang.js";
import { byId, el } from "../shared/dom.js";
import { baseline, errors, journeys, stages, steps } from "./breakdown.js";
import { L, t } from "./context.js";
import { sessions } from "./sessions.js";
import { checks, distribution, findings, header, overTime } from "./summary.js";
import { target } from "./target.js";

const PARTS: [string, () => void, MessageKey][] = [
  ["header", header, "dash.gate_checks"],
  ["checks", checks, "dash.gate_checks"],
  ["findings", findings, "dash.diagnosis"],
  ["over-time", overTime, "dash.over_time"],
  ["target", target, "dash.target"],
  ["distribution", distribution, "dash.distribution"],
  ["journeys", journeys, "dash.journey"],
  ["steps", steps, "dash.step"],
  ["stages", stages, "dash.stage"],
  ["errors", errors, "dash.errors"],
  ["baseline", baseline, "dash.baseline_word"],
  ["sessions", sessions, "dash.sessions"],
];

for (const [part, draw] of PARTS) {
  try {
    draw();
  } catch (e) {
    byId("app").appendChild(
      el("p", { class: "render-error", text: t("dash.render_error", { part, error: String(e) }) }),
    );
  }
}

const nav = byId("nav");
for (const [id, , key] of PARTS.slice(1)) {
  if (!document.getElementById(id)) continue;
  if (nav.childNodes.length) nav.appendChild(document.createTextNode(" · "));
  nav.appendChild(el("a", { href: `#${id}`, text: L.t(key) }));
}
