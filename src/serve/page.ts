/**
 * The console's one page: markup, style and script inline (src/web/console/, bundled), nothing fetched
 * from anywhere else. Its unit words come from the report's English catalog, as data.
 */

import { CATALOGS, type MessageKey } from "../i18n/i18n.js";
import { CONSOLE_SCRIPT } from "../report/bundles.generated.js";
import { scriptJson } from "../report/escape.js";

const MESSAGES = {
  locale: "en",
  messages: Object.fromEntries(
    (Object.keys(CATALOGS.en) as MessageKey[])
      .filter((k) => k.startsWith("unit."))
      .map((k) => [k, CATALOGS.en[k]]),
  ),
};

const STYLE = `
:root { --fg:#1d2330; --mut:#667085; --line:#e4e7ec; --bg:#f7f8fa; --ok:#2e7d32; --warn:#b26a00; --bad:#c62828; --acc:#3056d3; }
* { box-sizing: border-box; }
body { margin:0; font:14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color:var(--fg); background:var(--bg); }
header { display:flex; align-items:center; gap:24px; padding:10px 20px; background:#fff; border-bottom:1px solid var(--line); }
header h1 { font-size:16px; margin:0; }
nav a { margin-right:14px; color:var(--mut); text-decoration:none; }
nav a.on { color:var(--fg); font-weight:600; }
main { padding:16px 20px; max-width:1280px; }
section > h2 { font-size:15px; margin:4px 0 12px; }
table { border-collapse:collapse; background:#fff; width:100%; }
th, td { text-align:left; padding:6px 8px; border-bottom:1px solid var(--line); vertical-align:top; }
th[data-sort] { cursor:pointer; user-select:none; white-space:nowrap; }
td.empty, div.empty { color:var(--mut); padding:16px; }
.badge { padding:1px 8px; border-radius:10px; font-size:12px; background:#eef; }
.b-pass { background:#e3f4e4; color:var(--ok); } .b-warn { background:#fff3dc; color:var(--warn); }
.b-fail { background:#fde7e7; color:var(--bad); } .b-interrupted { background:#eceff3; color:#475467; }
.b-running { background:#e5ecff; color:var(--acc); }
#bisects h2 { font-size:15px; margin:20px 0 8px; }
.bisect { background:#fff; border:1px solid var(--line); border-radius:6px; margin-bottom:8px; }
.bisect summary { cursor:pointer; padding:8px 10px; } .bisect .dim { color:var(--mut); }
.bar-row, .toolbar { display:flex; gap:8px; align-items:center; margin-bottom:10px; }
input, select, textarea, button { font:inherit; }
input[type=text], input[type=number], select, textarea { padding:4px 6px; border:1px solid #cfd4dc; border-radius:4px; background:#fff; }
button { padding:4px 12px; border:1px solid #cfd4dc; border-radius:4px; background:#fff; cursor:pointer; }
button.primary { background:var(--acc); color:#fff; border-color:var(--acc); }
button.danger { background:var(--bad); color:#fff; border-color:var(--bad); }
button:disabled { opacity:.5; cursor:default; }
.cols { display:grid; grid-template-columns: 1fr 1fr; gap:16px; }
.card { background:#fff; border:1px solid var(--line); border-radius:6px; padding:12px 14px; }
.card h3 { margin:0 0 10px; font-size:14px; }
.field { display:grid; grid-template-columns: 150px 1fr; gap:2px 8px; align-items:start; margin-bottom:6px; }
.field label { padding-top:4px; color:var(--mut); }
.field .err { grid-column:2; color:var(--bad); font-size:12px; }
.field.bad input, .field.bad select, .field.bad textarea { border-color:var(--bad); background:#fff5f5; }
.msg { white-space:pre-wrap; margin:8px 0; } .msg.bad { color:var(--bad); } .msg.ok { color:var(--ok); }
pre { background:#0f1522; color:#d6deeb; padding:10px; border-radius:6px; overflow:auto; font-size:12px; }
#yaml .ln.bad { background:#5a1f24; display:inline-block; width:100%; }
#run-log { height:220px; }
#task-picker { max-height:140px; overflow:auto; grid-column:2; }
#task-picker label { display:block; }
.tiles { display:grid; grid-template-columns: repeat(5, 1fr); gap:8px; margin-bottom:12px; }
.tile { background:#fff; border:1px solid var(--line); border-radius:6px; padding:8px 10px; }
.tile .k { color:var(--mut); font-size:12px; } .tile .v { font-size:17px; font-weight:600; word-break:break-word; }
.charts { display:grid; grid-template-columns: repeat(3, 1fr); gap:10px; }
.chart { margin:0; background:#fff; border:1px solid var(--line); border-radius:6px; padding:6px 8px; }
.chart figcaption { font-size:12px; color:var(--mut); } .chart svg { width:100%; max-width:460px; height:auto; }
.chart text { font-size:10px; fill:var(--mut); } .chart .ax { stroke:var(--line); } 
#history-body .chart { max-width:480px; }
.bar { display:grid; grid-template-columns: 34px 1fr 80px; align-items:center; gap:6px; font-size:12px; }
.bar .bv { height:10px; background:#4e79a7; border-radius:2px; display:block; }
.checks { margin:0; padding-left:16px; } .chk-fail { color:var(--bad); } .chk-warn { color:var(--warn); }
#run-checks-box { margin-top:12px; } .note { color:var(--mut); }
`;

const BODY = `
<header><h1>agent-loadtest console</h1>
<nav><a href="#runs">Runs</a><a href="#new">New run</a></nav></header>
<main>
<section id="runs">
  <div class="toolbar"><input id="filter" type="text" placeholder="filter by scenario, run or verdict" size="40">
  <button id="compare-btn" type="button" disabled>Compare 2 selected</button></div>
  <table id="runs-table"></table>
  <div id="bisects" hidden></div>
</section>
<section id="new" hidden>
  <div class="cols">
  <div class="card"><h3>Run a scenario of this repository</h3>
    <div class="field"><label for="scenario-file">scenario</label><select id="scenario-file"></select></div>
    <div class="field"><label for="scenario-set">--set overrides</label><textarea id="scenario-set" rows="3" placeholder="pairs[0].sessions=20"></textarea></div>
    <button id="start-file" class="primary" type="button">Start run</button>
    <div id="start-msg" class="msg bad"></div>
  </div>
  <div class="card"><h3>New scenario <small>(written to <span id="new-dir"></span>/)</small></h3>
    <div class="toolbar"><select id="template"></select><button id="save-template" type="button">Save as template</button></div>
    <div class="field" data-field="name"><label for="f-name">name</label><input id="f-name" type="text" placeholder="my-scenario"><span class="err"></span></div>
    <div class="field" data-field="description"><label for="f-description">description</label><input id="f-description" type="text"><span class="err"></span></div>
    <div class="field" data-field="mode"><label for="f-mode">mode</label><select id="f-mode"></select><span class="err"></span></div>
    <div class="field" data-field="runtime"><label for="f-runtime">runtime</label><select id="f-runtime"><option>local</option><option>docker</option></select><span class="err"></span></div>
    <div class="field"><label for="f-mock_llm">mock LLM</label><span><input id="f-mock_llm" type="checkbox" checked> start the built-in mock LLM</span></div>
    <div class="field" data-field="pairs[0].agent"><label for="f-agent">agent</label><input id="f-agent" type="text" list="agent-list" placeholder="oracle, nop or a custom name"><span class="err"></span></div>
    <datalist id="agent-list"></datalist>
    <div class="field" data-field="pairs[0].agent.command"><label for="f-command">command (custom)</label><input id="f-command" type="text" placeholder="node /agent/agent.mjs"><span class="err"></span></div>
    <div class="field" data-field="pairs[0].agent.mount"><label for="f-mount">mount (custom)</label><input id="f-mount" type="text" placeholder="examples/agents/echo-agent"><span class="err"></span></div>
    <div class="field" data-field="pairs[0]"><label for="f-target">target</label><select id="f-target"><option value="task">one task</option><option value="dataset">dataset</option></select><span class="err"></span></div>
    <div class="field" data-field="pairs[0].task"><label for="f-task">task folder</label><input id="f-task" type="text" placeholder="tasks/echo-bench"><span class="err"></span></div>
    <div class="field" data-field="pairs[0].dataset"><label for="f-dataset">dataset folder</label><span><input id="f-dataset" type="text" placeholder="tasks"> <button id="scan" type="button">Scan</button></span><div id="task-picker"></div><span class="err"></span></div>
    <div class="field" data-field="pairs[0].sessions"><label for="f-sessions">sessions</label><input id="f-sessions" type="text" value="10"><span class="err"></span></div>
    <div class="field" data-field="pairs[0].n_concurrent"><label for="f-n_concurrent">concurrency</label><input id="f-n_concurrent" type="text" value="2"><span class="err"></span></div>
    <div class="field" data-field="load.strategy"><label for="f-strategy">load strategy</label><select id="f-strategy"><option>fixed</option><option>ramp</option><option>find_max</option><option>rate</option></select><span class="err"></span></div>
    <div class="field" data-field="load.stages"><label for="f-stages">stages</label><input id="f-stages" type="text" placeholder="2x30, 4x30 (concurrency x seconds)"><span class="err"></span></div>
    <div class="field" data-field="load.rate"><label for="f-rate">rate (sessions/s)</label><input id="f-rate" type="text"><span class="err"></span></div>
    <div class="field" data-field="load.duration_sec"><label for="f-duration_sec">duration (s)</label><input id="f-duration_sec" type="text"><span class="err"></span></div>
    <div class="field" data-field="thresholds"><label for="f-thresholds">thresholds</label><textarea id="f-thresholds" rows="3">pass_rate: rate>=0.99
e2e_ms: p(95)<10000</textarea><span class="err"></span></div>
    <div class="toolbar"><button id="check-form" type="button">Check</button><button id="run-form" class="primary" type="button">Save and run</button></div>
    <div id="form-msg" class="msg"></div>
    <pre id="yaml"></pre>
  </div>
  </div>
</section>
<section id="run" hidden>
  <div class="toolbar"><h2 id="run-id"></h2><button id="stop-btn" class="danger" type="button">Stop</button><span id="run-links"></span></div>
  <div id="tiles" class="tiles"></div>
  <div id="run-charts" class="charts"></div>
  <div id="run-checks-box" hidden><h3>Gate checks</h3><ul id="run-checks" class="checks"></ul></div>
  <p id="run-note" class="note" hidden></p>
  <div id="run-log-box" hidden><h3>Log</h3><pre id="run-log"></pre></div>
</section>
<section id="compare" hidden><h2>Compare</h2><div id="compare-body"></div></section>
<section id="history" hidden><h2>History of <span id="history-name"></span></h2><div id="history-body"></div></section>
</main>
`;

/** The page, holding this process's CSRF token (base64url, so safe in an attribute): only it may change state. */
export function consolePage(csrf: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${csrf}">
<title>agent-loadtest console</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body>${BODY}<script type="application/json" id="messages">${scriptJson(MESSAGES)}</script>
<script>${CONSOLE_SCRIPT}</script></body></html>
`;
}

/**
 * What `/` answers without the secret (401): where the way in is, and nothing else — no CSRF token,
 * no data, no script.
 */
export function lockedPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>agent-loadtest console</title><link rel="icon" href="data:,">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:48px auto;max-width:640px;color:#1d2330}code{background:#eef;padding:1px 4px}</style></head>
<body><h1>agent-loadtest console</h1>
<p>Open the URL printed by <code>agent-loadtest serve</code> (<code>http://…/?token=…</code>): it logs this
browser in. The secret in it changes at every start of the console.</p></body></html>
`;
}
