/**
 * A run's dashboard.html as the console serves it. A run folder may come from anywhere (an unpacked
 * artifact), so its HTML never runs with the console's origin: the file goes out only into a
 * sandboxed frame (scripts allowed, for the charts; no same origin, popups, forms or top navigation),
 * and the console's page around it holds no script and lets the frame go nowhere but the console.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { html } from "../report/escape.js";
import { knownRedactor } from "../secrets.js";
import { HttpError } from "./guard.js";
import { runDir, runFile } from "./runs.js";

/** On every answer: no type sniffing, no embedding by another origin, no Referer leaving. */
export const COMMON_HEADERS = {
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
};

const SANDBOX = "allow-scripts";

/** The file's own policy repeats the sandbox: opened by itself it still gets an opaque origin. */
const RUN_FILE_CSP = `sandbox ${SANDBOX}; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;

/** The frame page: no script of its own; its frame may load the console's origin only (never another port). */
const FRAME_CSP =
  "default-src 'none'; frame-src 'self'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const framePath = (id: string) => `/runs/${encodeURIComponent(id)}/raw/dashboard.html`;

function dashboardFile(outputDir: string, id: string): string {
  // Missing, or a link whose real path leaves the output folder: not found either way.
  const file = runFile(runDir(outputDir, id), "dashboard.html");
  if (!file) throw new HttpError(404, "this run has no dashboard.html (yet)");
  return file;
}

/** `/runs/<id>/dashboard.html`: the console's frame around the run's file. */
export function sendDashboardFrame(res: ServerResponse, outputDir: string, id: string): void {
  dashboardFile(outputDir, id);
  res.writeHead(200, {
    ...COMMON_HEADERS,
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": FRAME_CSP,
    "cross-origin-opener-policy": "same-origin",
    "cache-control": "no-store",
  });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(id)} · dashboard</title><link rel="icon" href="data:,">
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%;display:block}</style></head>
<body><iframe sandbox="${SANDBOX}" src="${html(framePath(id))}" title="dashboard.html of ${html(id)}"></iframe></body></html>
`);
}

/** `/runs/<id>/raw/dashboard.html`: the file itself, sandboxed, and only into a frame where the browser says so. */
export function sendDashboardFile(
  req: IncomingMessage,
  res: ServerResponse,
  outputDir: string,
  id: string,
): void {
  const file = dashboardFile(outputDir, id);
  const dest = req.headers["sec-fetch-dest"];
  if (dest !== undefined && dest !== "iframe")
    throw new HttpError(403, `a run's file opens in the console's frame: /runs/${id}/dashboard.html`);
  res.writeHead(200, {
    ...COMMON_HEADERS,
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": RUN_FILE_CSP,
    "cache-control": "no-store",
  });
  const bytes = readFileSync(file);
  res.end(knownRedactor().bytes(bytes) ?? bytes);
}
