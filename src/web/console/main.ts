/** The console page's script: one view per location hash, each drawn from the console's own JSON API. */
import { $, $$ } from "./api.js";
import { viewBisects } from "./bisects.js";
import { viewCompare, viewHistory } from "./compare.js";
import { saveAndRun, saveTemplate, scanDataset, startFile, submitForm, viewNew } from "./form.js";
import { leaveRun, viewRun } from "./live.js";
import { drawRuns, pickedRuns, runsClick, viewRuns } from "./runs.js";

const VIEWS: Record<string, (...args: string[]) => void> = {
  runs: () => {
    viewRuns();
    viewBisects();
  },
  new: viewNew,
  run: viewRun,
  compare: (a, b) => viewCompare(a, b),
  history: viewHistory,
};

function route(): void {
  leaveRun();
  const parts = (location.hash.slice(1) || "runs").split("/").map(decodeURIComponent);
  const view = parts[0] in VIEWS ? parts[0] : "runs";
  for (const s of $$("main > section")) s.hidden = s.id !== view;
  for (const a of $$("nav a")) a.classList.toggle("on", a.getAttribute("href") === `#${view}`);
  VIEWS[view](...parts.slice(1));
}

window.addEventListener("hashchange", route);
document.addEventListener("DOMContentLoaded", () => {
  $("#runs-table").addEventListener("click", runsClick);
  $("#filter").addEventListener("input", drawRuns);
  $("#compare-btn").addEventListener("click", () => {
    location.hash = `#compare/${pickedRuns().map(encodeURIComponent).join("/")}`;
  });
  $("#start-file").addEventListener("click", startFile);
  $("#check-form").addEventListener("click", () => submitForm(false));
  $("#run-form").addEventListener("click", saveAndRun);
  $("#save-template").addEventListener("click", saveTemplate);
  $("#scan").addEventListener("click", scanDataset);
  route();
});
