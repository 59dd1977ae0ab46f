export const id = 693;
export const ids = [693];
export const modules = {

/***/ 94434:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DASHBOARD_ROWS = void 0;
exports.shownSessions = shownSessions;
exports.dashboardI18n = dashboardI18n;
exports.renderDashboard = renderDashboard;
exports.dashboardData = dashboardData;
exports.histogram = histogram;
/**
 * dashboard.html: one self-contained file that opens offline. The report model and a compact sessions
 * table are embedded as JSON; the inline script (src/web/dashboard/, bundled) draws SVG charts, the
 * table and the header's links to the sections it drew.
 * A Content-Security-Policy allows only that script and no network at all, so a string that slipped
 * past escaping still could not run or call home.
 */
const node_crypto_1 = __webpack_require__(77598);
const events_js_1 = __webpack_require__(82736);
const i18n_js_1 = __webpack_require__(65430);
const quantiles_js_1 = __webpack_require__(37461);
const bundles_generated_js_1 = __webpack_require__(2732);
const escape_js_1 = __webpack_require__(14031);
const format_js_1 = __webpack_require__(12011);
const markdown_js_1 = __webpack_require__(54285);
const reasons_js_1 = __webpack_require__(67063);
/** Sessions a dashboard's table holds: past this the file would grow with the run. */
exports.DASHBOARD_ROWS = 5000;
/**
 * The sessions a dashboard shows, a bounded number: every judged-or-not session that is not a warm-up
 * when they fit, else the failed and errored first (in start order), then the slowest passed ones.
 * The log excerpts are read for these only.
 */
function shownSessions(sessions, max = exports.DASHBOARD_ROWS) {
    // Passes over the sessions rather than filtered copies: a million-session run holds no second list.
    let gated = 0;
    let passed = 0;
    for (const x of sessions) {
        if (x.warmup)
            continue;
        gated++;
        if (x.status === "passed")
            passed++;
    }
    if (gated <= max) {
        const all = [];
        for (const x of sessions)
            if (!x.warmup)
                all.push(x);
        return all;
    }
    const bad = [];
    for (const x of sessions)
        if (bad.length < max && !x.warmup && x.status !== "passed")
            bad.push(x);
    const room = max - bad.length;
    if (room <= 0)
        return bad;
    const isPassed = (x) => !x.warmup && x.status === "passed";
    // The room-th slowest e2e (selected, not sorted: no second buffer): sessions at or above it fill the
    // rest, first in start order.
    const e2e = new Float64Array(passed);
    let k = 0;
    for (const x of sessions)
        if (isPassed(x))
            e2e[k++] = x.e2e_ms;
    const cut = (0, quantiles_js_1.selectInPlace)(e2e, Math.max(0, e2e.length - room));
    const slow = [];
    for (const x of sessions)
        if (isPassed(x) && x.e2e_ms > cut)
            slow.push(x);
    for (const x of sessions)
        if (slow.length < room && isPassed(x) && x.e2e_ms === cut)
            slow.push(x);
    return [...bad, ...slow.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))];
}
const COLUMNS = [
    "id",
    "journey",
    "task",
    "agent",
    "status",
    "bucket",
    "error",
    "start_s",
    "e2e_ms",
    "ttft_ms",
    "attempts",
    "tokens_in",
    "tokens_out",
    "phases",
    "spans",
    "steps",
];
const STATUS = ["passed", "failed", "errored"];
/** Catalog rows the page's script shows, sent as data by message id. */
const PAGE_MESSAGES = ["dash.", "unit.", "status."];
/**
 * What the inline script needs to speak the report's language: the messages it shows (by id, from
 * the locale's catalog), and the texts the report layer renders itself.
 */
function dashboardI18n(r) {
    const L = (0, i18n_js_1.lang)(r.locale);
    const messages = {};
    for (const key of Object.keys(i18n_js_1.CATALOGS.en))
        if (PAGE_MESSAGES.some((p) => key.startsWith(p)))
            messages[key] = L.t(key);
    return {
        locale: L.locale,
        messages,
        verdict: (0, markdown_js_1.verdictText)(r, L),
        interrupted: L.t("verdict.interrupted"),
        subtitle: L.t("dash.subtitle", {
            sessions: r.sessions.total,
            runtime: r.runtime,
            duration: `${(0, format_js_1.num)(r.duration_s, 1, L)} ${L.t("unit.s")}`,
            run: r.run_id,
            hash: r.scenario.hash,
            at: r.generated_at,
        }),
        reasons: r.gate.checks.map((c) => (0, reasons_js_1.renderReason)(c, L)),
        // Evidence as words with units (format.ts evidenceText), the same lines report.md writes.
        findings: r.findings.map((f) => ({
            ...(0, markdown_js_1.findingText)(f, L),
            evidence: f.evidence.map((e) => (0, format_js_1.evidenceText)(e, L)),
        })),
    };
}
function renderDashboard(r, sessions, o = {}) {
    const data = dashboardData(r, sessions, o);
    const hash = (0, node_crypto_1.createHash)("sha256").update(bundles_generated_js_1.DASHBOARD_SCRIPT).digest("base64");
    const csp = `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
    const L = (0, i18n_js_1.lang)(r.locale);
    const title = `agent-loadtest · ${r.scenario.name} — ${(0, markdown_js_1.verdictText)(r, L)}`;
    return `<!doctype html>
<html lang="${L.locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${(0, escape_js_1.html)(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1 id="verdict" class="verdict ${r.verdict}">${(0, escape_js_1.html)(title)}</h1>
<p id="subtitle" class="note"></p>
<div id="kpis" class="kpis"></div>
<nav id="nav"></nav>
</header>
<main id="app"><noscript><p>${(0, escape_js_1.html)(L.t("dash.noscript"))}</p></noscript></main>
<footer class="note">${(0, escape_js_1.html)(L.t("dash.footer", { v: r.schemaVersion }))}</footer>
<script type="application/json" id="data">${(0, escape_js_1.scriptJson)(data)}</script>
<script>${bundles_generated_js_1.DASHBOARD_SCRIPT}</script>
</body>
</html>
`;
}
function dashboardData(r, sessions, o = {}) {
    const maxError = o.maxErrorChars ?? 300;
    const strings = [];
    const index = new Map();
    const s = (v) => {
        if (v == null || v === "")
            return -1;
        const cut = v.length > maxError ? `${v.slice(0, maxError - 1)}…` : v;
        let i = index.get(cut);
        if (i === undefined) {
            i = strings.length;
            strings.push(cut);
            index.set(cut, i);
        }
        return i;
    };
    const j = (0, markdown_js_1.journeyBreakdown)(r);
    const journeyOf = (x) => j?.tag === "task" ? x.task : j?.tag === "agent" ? x.agent : (x.tags[j?.tag ?? "scenario"] ?? x.task);
    const r1 = (v) => (v == null ? null : Math.round(v * 10) / 10);
    const shown = o.shown ?? shownSessions(sessions, o.maxRows);
    const t0 = r.series.t0;
    const rows = shown.map((x) => [
        x.id,
        s(journeyOf(x)),
        s(x.task),
        s(x.agent),
        STATUS.indexOf(x.status),
        s(x.bucket),
        s(x.error),
        Math.round((x.start - t0) / 100) / 10,
        r1(x.e2e_ms),
        r1(x.ttft_ms),
        x.attempts,
        x.tokens_in,
        x.tokens_out,
        trimNulls(events_js_1.PHASES.map((p) => r1(x.phases[p]))),
        trimNulls(events_js_1.SPAN_KINDS.map((k) => r1(x.spans[k]))),
        // A multi-step session's phases per step, as `step:<name>/<phase>`.
        (x.steps ?? []).flatMap((st) => [
            [`step:${st.name ?? ""}/agent_exec`, r1(st.agent_exec_ms)],
            [`step:${st.name ?? ""}/verify`, r1(st.verify_ms)],
        ]),
    ]);
    // Every non-warm-up session's e2e, then its TTFT, in one typed array: each histogram is made before
    // the next pass fills it again.
    const values = new Float64Array(sessions.length);
    let total = 0;
    for (const x of sessions)
        if (!x.warmup)
            values[total++] = x.e2e_ms;
    const e2eHistogram = histogram(values.subarray(0, total));
    let timed = 0;
    for (const x of sessions) {
        const t = x.warmup ? null : x.ttft_ms;
        if (t != null)
            values[timed++] = t;
    }
    const ttftHistogram = histogram(values.subarray(0, timed));
    const names = j ? Object.keys(j.entries).sort((a, b) => j.entries[b].sessions - j.entries[a].sessions) : [];
    return {
        report: r,
        i18n: dashboardI18n(r),
        journeys: j ? { tag: j.tag, names: names.slice(0, 40), entries: j.entries } : null,
        phaseKeys: { phases_ms: events_js_1.PHASES, spans_ms: events_js_1.SPAN_KINDS },
        histogram: e2eHistogram,
        ttftHistogram,
        sessions: { columns: COLUMNS, rows, total },
        strings,
        logs: o.logs ?? {},
    };
}
function trimNulls(xs) {
    let n = xs.length;
    while (n > 0 && xs[n - 1] == null)
        n--;
    return n === 0 ? null : xs.slice(0, n);
}
/** The finite values; a Float64Array is compacted in place (the caller's own, made to be binned). */
function finiteOnly(values) {
    const xs = values instanceof Float64Array ? values : new Float64Array(values.length);
    let n = 0;
    for (let i = 0; i < values.length; i++)
        if (Number.isFinite(values[i]))
            xs[n++] = values[i];
    return n === xs.length ? xs : xs.subarray(0, n);
}
/**
 * Bins from the minimum to the 99.5th percentile; slower outliers fold into the last bin. A Float64Array
 * is reordered in place: the percentile's order statistic is selected, so no sorted copy is made.
 */
function histogram(values, bins = 40) {
    const xs = finiteOnly(values);
    if (xs.length === 0)
        return null;
    let lo = xs[0];
    for (let i = 1; i < xs.length; i++)
        if (xs[i] < lo)
            lo = xs[i];
    let hi = (0, quantiles_js_1.selectInPlace)(xs, Math.min(xs.length - 1, Math.floor(xs.length * 0.995)));
    if (hi <= lo)
        hi = lo + 1;
    const n = Math.min(bins, Math.max(1, xs.length));
    const w = (hi - lo) / n;
    const edges = Array.from({ length: n + 1 }, (_, i) => Math.round((lo + i * w) * 10) / 10);
    const counts = new Array(n).fill(0);
    for (const v of xs)
        counts[Math.min(n - 1, Math.max(0, Math.floor((v - lo) / w)))]++;
    return { edges, counts };
}
const STYLE = `
:root{--fg:#1d2330;--muted:#5f6b7a;--line:#e3e7ee;--bg:#fff;--panel:#f7f9fc;--pass:#2e9e5b;--warn:#c7a02e;--fail:#c43c3c}
*{box-sizing:border-box}body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:1240px;padding:16px 24px}
h1{font-size:22px;margin:8px 0}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}h3{font-size:15px}h4{margin:12px 0 4px}
.verdict.pass{color:var(--pass)}.verdict.warn{color:var(--warn)}.verdict.fail{color:var(--fail)}.verdict.interrupted{color:var(--muted)}
.note{color:var(--muted);font-size:13px}nav{font-size:13px;margin:8px 0}a{color:#2f6fdf}
.kpis{display:flex;flex-wrap:wrap;gap:10px;margin:12px 0}.kpi{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px 12px;min-width:120px}
.kpi-label{font-size:12px;color:var(--muted)}.kpi-value{font-size:20px;font-weight:600}.kpi-base{font-size:12px;color:var(--muted)}
.grid2{display:grid;grid-template-columns:repeat(auto-fill,minmax(520px,1fr));gap:16px}
figure.chart{margin:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px}figcaption{font-weight:600;font-size:13px;margin-bottom:4px}
svg.plot{width:100%;height:auto;display:block}.grid{stroke:var(--line)}.tick{font-size:10px;fill:var(--muted)}.tick.worse{fill:var(--fail)}.tick.better{fill:var(--pass)}
.marker{stroke-dasharray:4 3;stroke-width:1.5}.marker-label{font-size:10px}
.legend{font-size:12px;color:var(--muted);display:flex;flex-wrap:wrap;gap:12px;margin-top:4px}.legend i{display:inline-block;width:10px;height:10px;margin-right:4px;border-radius:2px}
table{border-collapse:collapse;width:100%;font-size:13px;margin:8px 0}th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:break-word}td:last-child{overflow-wrap:anywhere;min-width:12em}
th{background:var(--panel);position:sticky;top:0}th.sortable{cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
table.kv{width:auto}.scroll{max-height:560px;overflow:auto;border:1px solid var(--line);border-radius:6px}
table.sessions tbody tr{cursor:pointer}table.sessions tr.failed td:nth-child(3){color:var(--fail)}table.sessions tr.errored td:nth-child(3){color:#8a55c7}table.sessions tbody tr:hover{background:var(--panel)}
.pill{padding:1px 8px;border-radius:10px;white-space:nowrap;color:#fff;font-size:12px}.pill.pass{background:var(--pass)}.pill.warn{background:var(--warn)}.pill.fail{background:var(--fail)}
.finding{border-left:4px solid var(--muted);padding:4px 12px;margin:8px 0;background:var(--panel)}.finding.warn{border-color:var(--warn)}.finding.critical{border-color:var(--fail)}.finding p{margin:4px 0}
.evidence{font-size:12px;color:var(--muted);margin:4px 0;padding-left:18px}
.controls{display:flex;gap:8px;align-items:center;margin:8px 0}.controls input{flex:1;padding:6px 8px;font:inherit}
pre{background:var(--panel);border:1px solid var(--line);padding:8px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:360px;overflow:auto;font-size:12px}
.detail{margin-top:12px}.render-error{color:var(--fail)}
`;


/***/ }),

/***/ 67252:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.bucketRows = bucketRows;
exports.reportWarnings = reportWarnings;
exports.displayRoot = displayRoot;
exports.displayPaths = displayPaths;
exports.openLoopRates = openLoopRates;
exports.findingText = findingText;
/**
 * What a reader must not miss, for every surface that shows a run: its error buckets with the first
 * message of each, and its warnings. report.md renders them as Markdown, the CLI prints them; both
 * read them here, so the terminal shows every warning the report shows. Text is plain and unescaped:
 * each surface escapes it for its medium.
 */
const runner_js_1 = __webpack_require__(11121);
const i18n_js_1 = __webpack_require__(65430);
const format_js_1 = __webpack_require__(12011);
/** Error buckets, largest first (ties by name), each with its first session's message. */
function bucketRows(r) {
    return Object.entries(r.error_buckets)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([bucket, count]) => ({ bucket, count, example: r.error_examples[bucket] ?? null }));
}
/**
 * Every warning report.md shows, in its order: a run invalid as a measurement, a baseline from another
 * runner, the run's own warnings (an unreachable Prometheus, a stage cut short), no baseline yet, and
 * the diagnosis's warn and critical findings.
 */
function reportWarnings(r, L = (0, i18n_js_1.lang)(r.locale)) {
    const out = [];
    const o = r.open_loop;
    if (o && !o.valid)
        out.push({
            kind: "open_loop",
            lead: L.t("open_loop.invalid"),
            text: (esc) => `${esc(o.invalid_reason ?? "")} (${openLoopRates(r, L)})`,
        });
    const m = r.baseline?.runner;
    const [base, run] = [m?.baseline, m?.run];
    if (m?.same === false && base && run)
        out.push({
            kind: "runner",
            text: (esc) => L.t("runner.other", { baseline: esc((0, runner_js_1.runnerLabel)(base)), run: esc((0, runner_js_1.runnerLabel)(run)) }),
        });
    for (const note of r.notes ?? [])
        out.push({ kind: "note", text: (esc) => esc(note) });
    // Model names are the provider's words: escaped as any other data.
    const unpriced = r.economy?.unpriced_models ?? [];
    const tables = [r.baseline?.found ? r.baseline.price_table : undefined, r.economy?.price_table];
    if (tables[0] && tables[1] && tables[0] !== tables[1])
        out.push({
            kind: "note",
            text: (esc) => L.t("kpi.repriced", { baseline: esc(tables[0] ?? ""), run: esc(tables[1] ?? "") }),
        });
    if (unpriced.length > 0)
        out.push({
            kind: "note",
            text: (esc) => L.t("kpi.unpriced", { models: esc(unpriced.slice(0, 5).join(", ")) }),
        });
    const b = r.baseline;
    // A missing or refused baseline the gate judged is said by its check; this is for the rest.
    const said = r.gate.checks.some((c) => c.metric === "baseline" && c.kind === "regression" && c.status !== "pass");
    if (b && !b.found && !said) {
        const key = b.refused ? `headline.baseline_refused.${b.refused}` : "headline.no_baseline";
        out.push({ kind: "baseline", text: (esc) => `${L.t(key)} (${esc(b.file)})` });
    }
    for (const f of r.findings.filter((f) => f.severity !== "info"))
        out.push({ kind: "finding", text: (esc) => esc(findingText(f, L).title) });
    return out;
}
/**
 * The folder a report's paths are shown relative to: the workspace in the Action (GITHUB_WORKSPACE),
 * else the working directory the CLI was started in (where the user's commands run from).
 */
function displayRoot(env, cwd) {
    return env.GITHUB_WORKSPACE || cwd;
}
/**
 * The report with every absolute path under `root` shown relative to it (`baselines/x.json`,
 * `runs/<id>`): the baseline's file, the checks' facts and reasons, the run's notes, the reproduce
 * command and error messages. This is where a report's paths leave the host; a path outside `root`
 * is left as it is, true if long.
 */
function displayPaths(r, root) {
    const base = root?.replace(/[\\/]+$/, "") ?? "";
    // "/" or "" would strip every path's first slash: nothing to be relative to.
    if (base.length < 2)
        return r;
    const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const under = new RegExp(`${escaped}(?:[\\\\/]+|(?![\\w.-]))`, "g");
    const rel = (s) => (s.includes(base) ? s.replace(under, (m) => (m === base ? "." : "")) : s);
    const relAll = (v) => (typeof v === "string" ? rel(v) : v);
    return {
        ...r,
        ...(r.baseline ? { baseline: { ...r.baseline, file: rel(r.baseline.file) } } : {}),
        ...(r.reproduce ? { reproduce: rel(r.reproduce) } : {}),
        ...(r.notes ? { notes: r.notes.map(rel) } : {}),
        error_examples: Object.fromEntries(Object.entries(r.error_examples).map(([k, ex]) => [
            k,
            ex && { ...ex, message: ex.message && rel(ex.message) },
        ])),
        gate: {
            ...r.gate,
            checks: r.gate.checks.map((c) => ({
                ...c,
                reason: rel(c.reason),
                ...(c.facts
                    ? {
                        facts: {
                            ...c.facts,
                            params: Object.fromEntries(Object.entries(c.facts.params).map(([k, v]) => [k, relAll(v)])),
                        },
                    }
                    : {}),
            })),
        },
    };
}
/** An open-loop run's offered and achieved rates and its schedule lag, in words. */
function openLoopRates(r, L) {
    const o = r.open_loop;
    if (!o)
        return "";
    return L.t("open_loop.rates", {
        offered: (0, format_js_1.num)(o.offered_sps, 2, L),
        achieved: (0, format_js_1.num)(o.achieved_sps, 2, L),
        lag: `${(0, format_js_1.num)(o.schedule_lag_p99_ms, 1, L)} ${L.t("unit.ms")}`,
    });
}
/**
 * A finding in the report's language: English keeps the rule's own title and detail; other languages
 * name the rule from the catalog and let the evidence line carry the numbers.
 */
function findingText(f, L) {
    if (L.locale === "en")
        return { title: f.title, detail: f.detail };
    return { title: L.t(`finding.${f.rule}`), detail: "" };
}


/***/ }),

/***/ 42998:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.JUNIT_TASKS = exports.JUNIT_SESSIONS = void 0;
exports.renderJunit = renderJunit;
/**
 * junit.xml: gate checks, tasks and the sessions that did not pass as test cases, so CI test reporters
 * list what failed — in a file whose size does not grow with the run: a test case per check and per task
 * (journey), the failed sessions up to JUNIT_SESSIONS, the rest counted in one case.
 * A failing check or failed session is a <failure>; an errored session (infrastructure, timeout) an <error>;
 * a warning passes with its reason in <system-out>.
 */
const escape_js_1 = __webpack_require__(14031);
const secs = (msv) => (Math.max(0, msv) / 1000).toFixed(3);
/**
 * `journeyOf` names a session's journey when the sessions are the run's own records: a run's worth of
 * JunitSession copies would be made only to be counted.
 */
function renderJunit(r, sessions, journeyOf = (s) => s.journey) {
    const name = (0, escape_js_1.xml)(r.scenario.name, 200);
    const checks = r.gate.checks.map((c) => {
        const title = (0, escape_js_1.xml)(`${c.metric} ${c.rule}`, 300);
        const observed = `observed ${c.observed ?? "–"}${c.baseline != null ? `, baseline ${c.baseline}` : ""}`;
        const body = (0, escape_js_1.xml)(`${c.reason} (${observed})`);
        const inner = c.status === "fail"
            ? `<failure type="${(0, escape_js_1.xml)(c.kind)}" message="${body}">${body}</failure>`
            : c.status === "warn"
                ? `<system-out>warning: ${body}</system-out>`
                : "";
        return `    <testcase classname="gate.${(0, escape_js_1.xml)(c.kind)}" name="${title}" time="0">${inner}</testcase>`;
    });
    if (r.gate.checks.length === 0)
        checks.push(`    <testcase classname="gate" name="gate verdict" time="0"${r.verdict === "fail" ? `><failure type="gate" message="gate failed with no checks">gate failed with no checks</failure></testcase>` : " />"}`);
    const gateFailures = r.gate.checks.filter((c) => c.status === "fail").length +
        (r.gate.checks.length === 0 && r.verdict === "fail" ? 1 : 0);
    // Warm-up sessions are left out as each pass reaches them: no filtered copy of a run's sessions.
    const tasks = taskCases(sessions, journeyOf);
    const listed = sessionCases(sessions, journeyOf);
    const time = r.duration_s.toFixed(3);
    const suite = (what, tests, f, e, sk, t) => `  <testsuite name="${what}: ${name}" tests="${tests}" failures="${f}" errors="${e}" skipped="${sk}" time="${t}" timestamp="${(0, escape_js_1.xml)(r.started_at)}">`;
    return [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<testsuites name="agent-loadtest ${name}" tests="${checks.length + tasks.cases.length + listed.cases.length}" failures="${gateFailures + tasks.failures + listed.failures}" errors="${listed.errors}" time="${time}">`,
        suite("gate", checks.length, gateFailures, 0, 0, "0"),
        ...properties(r),
        ...checks,
        "  </testsuite>",
        suite("tasks", tasks.cases.length, tasks.failures, 0, 0, time),
        ...tasks.cases,
        "  </testsuite>",
        // The sessions that did not pass, up to JUNIT_SESSIONS, then one case counting the rest.
        suite("sessions", listed.cases.length, listed.failures, listed.errors, listed.skipped, time),
        ...listed.cases,
        "  </testsuite>",
        "</testsuites>",
        "",
    ].join("\n");
}
/**
 * The run's headline figures as the gate suite's properties, for reporters that chart them across
 * builds: the values report.json has (pass rate, e2e p50/p95, and what the LLM calls cost).
 */
function properties(r) {
    const e2e = r.metrics.e2e_ms;
    const e = r.economy;
    const figures = [
        ["pass_rate", r.pass_rate],
        ["e2e_ms.p50", e2e?.p50],
        ["e2e_ms.p95", e2e?.p95],
        ["llm_calls", e?.llm_calls],
        ["cost_usd", e?.cost_usd],
        ["cost_per_pass_usd", e?.cost_per_pass_usd],
        ["tokens_per_pass", e?.tokens_per_pass],
    ];
    const shown = figures.filter((f) => typeof f[1] === "number");
    if (shown.length === 0)
        return [];
    return [
        "    <properties>",
        ...shown.map(([name, v]) => `      <property name="${name}" value="${v}"/>`),
        "    </properties>",
    ];
}
/** Sessions that did not pass listed one by one, at most; the rest are one counted test case. */
exports.JUNIT_SESSIONS = 200;
/** Tasks (journeys) with their own test case, at most; the rest are one counted test case. */
exports.JUNIT_TASKS = 500;
/** A test case per task (journey): failed when any of its sessions did not pass. */
function taskCases(sessions, journeyOf) {
    const by = new Map();
    for (const s of sessions) {
        if (s.warmup || s.bucket === "interrupted")
            continue;
        const journey = journeyOf(s);
        const t = by.get(journey) ?? { n: 0, bad: 0, ms: 0, buckets: new Map() };
        by.set(journey, t);
        t.n++;
        t.ms += Math.max(0, s.e2e_ms);
        if (s.status !== "passed") {
            t.bad++;
            const b = s.bucket ?? "unclassified";
            t.buckets.set(b, (t.buckets.get(b) ?? 0) + 1);
        }
    }
    const names = [...by.keys()].sort();
    const cases = [];
    let failures = 0;
    for (const journey of names.slice(0, exports.JUNIT_TASKS)) {
        const t = by.get(journey);
        const attrs = `classname="task" name="${(0, escape_js_1.xml)(journey, 200)}" time="${secs(t.ms)}"`;
        if (t.bad === 0) {
            cases.push(`    <testcase ${attrs}><system-out>${t.n} sessions passed</system-out></testcase>`);
            continue;
        }
        failures++;
        const buckets = [...t.buckets].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        const msg = (0, escape_js_1.xml)(`${t.bad} of ${t.n} sessions did not pass (${buckets.map(([b, k]) => `${b} ${k}`).join(", ")})`, 1000);
        cases.push(`    <testcase ${attrs}><failure type="sessions" message="${msg}">${msg}</failure></testcase>`);
    }
    if (names.length > exports.JUNIT_TASKS) {
        const rest = names.slice(exports.JUNIT_TASKS).map((k) => by.get(k));
        const bad = rest.filter((t) => t.bad > 0).length;
        const msg = `${rest.length} more tasks (${bad} with sessions that did not pass): see report.json`;
        if (bad > 0)
            failures++;
        cases.push(`    <testcase classname="task" name="${rest.length} more tasks" time="0">${bad > 0 ? `<failure type="sessions" message="${msg}">${msg}</failure>` : `<system-out>${msg}</system-out>`}</testcase>`);
    }
    return { cases, failures };
}
/** The sessions that did not pass, each a test case, up to JUNIT_SESSIONS; then one case counting the rest. */
function sessionCases(sessions, journeyOf) {
    const out = { cases: [], failures: 0, errors: 0, skipped: 0 };
    const more = { failed: 0, errored: 0, skipped: 0 };
    for (const s of sessions) {
        if (s.warmup || s.status === "passed")
            continue;
        const cut = s.bucket === "interrupted";
        if (out.cases.length >= exports.JUNIT_SESSIONS) {
            if (cut)
                more.skipped++;
            else if (s.status === "failed")
                more.failed++;
            else
                more.errored++;
            continue;
        }
        const attrs = `classname="session.${(0, escape_js_1.xml)(journeyOf(s), 200)}" name="${(0, escape_js_1.xml)(s.id, 200)}" time="${secs(s.e2e_ms)}"`;
        // Cut off by the interrupt: neither a pass nor a failure.
        if (cut) {
            out.skipped++;
            out.cases.push(`    <testcase ${attrs}><skipped message="interrupted" /></testcase>`);
            continue;
        }
        const msg = (0, escape_js_1.xml)(`${s.bucket ?? "unclassified"}: ${s.error ?? "(no message)"}`, 1000);
        const tag = s.status === "failed" ? "failure" : "error";
        if (tag === "failure")
            out.failures++;
        else
            out.errors++;
        out.cases.push(`    <testcase ${attrs}><${tag} type="${(0, escape_js_1.xml)(s.bucket ?? "unclassified")}" message="${msg}">${msg}</${tag}></testcase>`);
    }
    const rest = more.failed + more.errored + more.skipped;
    if (rest > 0) {
        const msg = `${rest} more sessions did not pass (${more.failed} failed, ${more.errored} errored, ${more.skipped} interrupted), not listed: see report.json and dashboard.html`;
        const tag = more.failed > 0 ? "failure" : more.errored > 0 ? "error" : null;
        if (tag === "failure")
            out.failures++;
        else if (tag === "error")
            out.errors++;
        else
            out.skipped++;
        out.cases.push(`    <testcase classname="sessions" name="${rest} more sessions" time="0">${tag ? `<${tag} type="more" message="${msg}">${msg}</${tag}>` : `<skipped message="${msg}" />`}</testcase>`);
    }
    return out;
}


/***/ }),

/***/ 54285:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * report.md, the PR comment and the job summary: one model, two sizes. Sections go in order of what
 * a reviewer needs first (verdict, KPIs, failing checks, top buckets); a section that does not fit the
 * budget is retried with fewer rows, then left out with a note, so the body always fits GitHub's limits.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.findingText = exports.SUMMARY_BUDGET = exports.COMMENT_BUDGET = exports.COMMENT_MARKER = void 0;
exports.renderComment = renderComment;
exports.renderSummary = renderSummary;
exports.renderMarkdown = renderMarkdown;
exports.verdictText = verdictText;
exports.journeyBreakdown = journeyBreakdown;
exports.maxSustainable = maxSustainable;
const i18n_js_1 = __webpack_require__(65430);
const digest_js_1 = __webpack_require__(67252);
Object.defineProperty(exports, "findingText", ({ enumerable: true, get: function () { return digest_js_1.findingText; } }));
const escape_js_1 = __webpack_require__(14031);
const format_js_1 = __webpack_require__(12011);
const reasons_js_1 = __webpack_require__(67063);
const sequential_js_1 = __webpack_require__(22279);
const sparkline_js_1 = __webpack_require__(29833);
const target_markdown_js_1 = __webpack_require__(8155);
/** Hidden marker the Action finds its own comment by. */
exports.COMMENT_MARKER = "<!-- agent-loadtest-action:report -->";
/** GitHub refuses comments over 65,536 characters; this leaves room for the Action's own lines. */
exports.COMMENT_BUDGET = 60_000;
/** The job summary's limit is 1 MiB per step. */
exports.SUMMARY_BUDGET = 1_000_000;
const ICON = { pass: "✅", warn: "⚠️", fail: "❌", interrupted: "⏹️" };
const SEVERITY = { info: "ℹ️", warn: "⚠️", critical: "🛑" };
/** The PR comment: under 60,000 characters whatever the run's size, with the hidden marker. */
function renderComment(r, o = {}) {
    return renderMarkdown(r, { maxRows: 15, ...o, budget: exports.COMMENT_BUDGET, marker: true });
}
/** The job summary: under 1 MiB, more rows. */
function renderSummary(r, o = {}) {
    return renderMarkdown(r, { maxRows: 200, marker: false, ...o, budget: exports.SUMMARY_BUDGET });
}
function renderMarkdown(report, o = {}) {
    const r = (0, digest_js_1.displayPaths)(report, o.root === undefined ? (0, digest_js_1.displayRoot)(process.env, process.cwd()) : o.root);
    const budget = o.budget ?? exports.SUMMARY_BUDGET;
    // A comment-sized budget gets short tables by default; the cut below still guards any size.
    const maxRows = o.maxRows ?? (budget <= exports.COMMENT_BUDGET ? 15 : 50);
    const L = (0, i18n_js_1.lang)(r.locale);
    const sections = [
        ["section.verdict", headline],
        ["section.kpis", kpis],
        ["section.trends", trends],
        ["section.checks", checks],
        ["section.buckets", buckets],
        ["section.diagnosis", findings],
        ["section.target", target_markdown_js_1.targetSection],
        ["section.ai", aiSummary],
        ["section.journeys", journeys],
        ["section.steps", steps],
        ["section.stages", stages],
    ];
    const marker = o.marker === false ? "" : `${exports.COMMENT_MARKER}\n`;
    const end = footer(r, o, L);
    const size = (s) => Buffer.byteLength(s, "utf8");
    const left = [];
    const note = (names) => `\n_${L.t("cut.note", { budget: new Intl.NumberFormat(L.locale).format(budget), names: names.join(", ") })}_\n`;
    const reserve = size(end) + size(note(sections.slice(5).map(([name]) => L.t(name)))) + 16;
    let body = marker;
    for (const [name, section] of sections) {
        let text = "";
        // Fewer rows before nothing: the top rows of a long table are the ones a reviewer needs.
        for (const rows of [maxRows, 10, 3]) {
            text = section(r, Math.min(rows, maxRows), L);
            if (size(body) + size(text) + reserve <= budget)
                break;
            text = "";
        }
        if (text === "" && section(r, 3, L) !== "")
            left.push(L.t(name));
        if (text !== "")
            body += `${text}\n`;
    }
    if (left.length > 0)
        body += note(left);
    return body + end;
}
/** The verdict in words: `gate passed`, `gate failed: 2 checks failed`, in the report's language. */
function verdictText(r, L = (0, i18n_js_1.lang)(r.locale)) {
    const failing = r.gate.checks.filter((c) => c.status === "fail").length;
    const warns = r.gate.checks.filter((c) => c.status === "warn").length;
    const checks = r.gate.status === "pass"
        ? L.t("verdict.pass")
        : r.gate.status === "warn"
            ? L.plural("verdict.warn", warns)
            : L.plural("verdict.fail", failing);
    // An interrupted run has no verdict of its own: its checks on the finished sessions are information.
    return r.verdict === "interrupted"
        ? L.t("verdict.interrupted_run", { n: r.sessions.total, checks })
        : checks;
}
function headline(r, _rows, L) {
    const n = r.sessions;
    const interrupted = r.interrupted && r.verdict !== "interrupted" ? ` · ⏹️ **${L.t("verdict.interrupted")}**` : "";
    const base = r.baseline?.found
        ? ` · ${L.t("headline.baseline", { ref: (0, escape_js_1.md)(r.baseline.source?.commit ?? r.baseline.source?.sha ?? r.baseline.file, 60) })}`
        : r.baseline
            ? ` · ${L.t(r.baseline.refused ? `headline.baseline_refused.${r.baseline.refused}` : "headline.no_baseline")}`
            : "";
    const sessions = L.t("headline.sessions", {
        total: n.total,
        passed: n.passed,
        failed: n.failed,
        errored: n.errored,
        warmup: (n.warmup ? L.t("headline.warmup", { n: n.warmup }) : "") +
            (n.interrupted ? L.t("headline.cut_off", { n: n.interrupted }) : ""),
        runtime: (0, escape_js_1.md)(r.runtime),
        duration: `${(0, format_js_1.num)(r.duration_s, 1, L)} ${L.t("unit.s")}`,
    });
    const llm = r.scenario.llm_mode ? ` · ${L.t(`headline.llm.${r.scenario.llm_mode}`)}` : "";
    return `## ${ICON[r.verdict]} agent-loadtest · ${(0, escape_js_1.md)(r.scenario.name)} — ${verdictText(r, L)}${interrupted}

${sessions} \`${r.scenario.hash.replace(/`/g, "")}\`${llm}${base}
${r.sequential ? `\n${(0, escape_js_1.mdProse)((0, sequential_js_1.sequentialTrace)(r.sequential, L), 600)}\n` : ""}${openLoop(r, L)}${otherRunner(r, L)}${runNotes(r, L)}`;
}
/** The report's warnings of one kind (digest.ts holds the one list the terminal prints too). */
const warningsOf = (r, L, kind) => (0, digest_js_1.reportWarnings)(r, L).filter((w) => w.kind === kind);
/** A baseline from another machine kind: latency moved with the machine as much as with the change. */
function otherRunner(r, L) {
    return warningsOf(r, L, "runner")
        .map((w) => `\n> ⚠️ ${w.text((s) => (0, escape_js_1.md)(s, 120))}\n`)
        .join("");
}
/** What the run warned about while it ran (a stage cut short, a breaker, an early stop), a few lines at most. */
function runNotes(r, L) {
    const notes = warningsOf(r, L, "note");
    const shown = notes.slice(0, 5).map((w) => `> ⚠️ ${w.text((s) => (0, escape_js_1.mdProse)(s, 200))}\n`);
    const more = notes.length > shown.length ? `> ${L.t("notes.more", { n: notes.length - shown.length })}\n` : "";
    return shown.length ? `\n${shown.join("")}${more}` : "";
}
/** Open-loop runs say whether the load generator kept its schedule; if not, the latencies are not the target's. */
function openLoop(r, L) {
    if (!r.open_loop)
        return "";
    if (r.open_loop.valid)
        return `\n${L.t("open_loop.valid", { rates: (0, digest_js_1.openLoopRates)(r, L) })}\n`;
    return warningsOf(r, L, "open_loop")
        .map((w) => `\n> [!WARNING]\n> **${w.lead}** ${w.text((s) => (0, escape_js_1.md)(s, 300))}.\n`)
        .join("");
}
function kpis(r, _rows, L) {
    const b = r.baseline?.found ? r.baseline : null;
    const m = r.metrics;
    const bm = b?.metrics ?? {};
    const gated = gatedFigures(r);
    // 🔴/🟢 say "worse/better" where a rule decides on the figure; elsewhere the arrow alone tells the way.
    const marked = (figure, d) => (gated.has(figure) ? d : d.replace(/^(🔴|🟢) /u, ""));
    /** A figure of the run beside the baseline's, in its unit (milliseconds unless `show` says). */
    const lat = (label, metric, key, show = (v) => (0, format_js_1.ms)(v, L)) => [
        label,
        show(m[metric]?.[key]),
        b ? show(bm[metric]?.[key]) : "",
        b ? marked(`${metric}:${key}`, (0, format_js_1.delta)(m[metric]?.[key], bm[metric]?.[key], true, L)) : "",
    ];
    const rows = [
        [L.t("kpi.sessions"), String(r.sessions.total), b ? String(bm.e2e_ms?.count ?? "") : "", ""],
        [
            L.t("kpi.pass_rate"),
            (0, format_js_1.pct)(r.pass_rate, 1, L),
            b ? (0, format_js_1.pct)(b.pass_rate, 1, L) : "",
            b ? marked("pass_rate", (0, format_js_1.deltaPoints)(r.pass_rate, b.pass_rate, false, L)) : "",
        ],
        lat("e2e p50", "e2e_ms", "p50"),
        lat("e2e p95", "e2e_ms", "p95"),
        lat("e2e p99", "e2e_ms", "p99"),
    ];
    if (m.ttft_ms || bm.ttft_ms)
        rows.push(lat("TTFT p95", "ttft_ms", "p95"));
    if (r.economy) {
        // Cost and model use beside pass rate: per session, per passed task, calls, tokens.
        const count = (v) => (0, format_js_1.num)(v, 1, L);
        rows.push(lat(L.t("kpi.cost_session"), "cost_usd", "mean", (v) => (0, format_js_1.usd)(v, L)), [L.t("kpi.cost_pass"), (0, format_js_1.usd)(r.economy.cost_per_pass_usd, L), "", ""], lat(L.t("kpi.llm_calls"), "llm_calls", "p50", count), [L.t("kpi.tokens"), `${count(m.tokens_in?.p50)} / ${count(m.tokens_out?.p50)}`, "", ""]);
    }
    rows.push([
        L.t("kpi.throughput"),
        `${(0, format_js_1.num)(r.throughput.stable_sps, 2, L)} / ${(0, format_js_1.num)(r.throughput.peak_sps, 2, L)} ${L.t("unit.sessions_per_s")}`,
        "",
        "",
    ], [L.t("kpi.peak_concurrency"), String(r.throughput.peak_concurrency), "", ""]);
    if (r.stages?.max_sustainable_concurrency != null)
        rows.push([L.t("kpi.max_sustainable"), maxSustainable(r.stages, L), "", ""]);
    const cols = [
        col(L.t("kpi.header")),
        col(L.t("kpi.this_run"), "r"),
        col(L.t("kpi.baseline"), "r"),
        col("Δ", "r"),
    ];
    return `${table(cols, rows).join("\n")}\n`;
}
/** The KPI figures a gating rule decides on (`e2e_ms:p95`, `pass_rate`): the rows whose change is marked. */
function gatedFigures(r) {
    const out = new Set();
    const AGGREGATION = { med: "p50", rate: "rate" };
    for (const c of r.gate.checks) {
        if (c.advisory || c.metric.includes("{"))
            continue;
        const p = c.facts?.params ?? {};
        const history = /^(e2e|ttft)_(p\d+)$/.exec(c.metric);
        const [metric, stat] = history
            ? [`${history[1]}_ms`, history[2]]
            : [
                c.metric,
                typeof p.statistic === "string"
                    ? p.statistic
                    : typeof p.aggregation === "string"
                        ? (AGGREGATION[p.aggregation] ?? p.aggregation.replace(/^p\((\d+)\)$/, "p$1"))
                        : "",
            ];
        out.add(metric === "pass_rate" ? "pass_rate" : `${metric}:${stat}`);
    }
    return out;
}
const col = (head, align = "l") => ({ head, align });
/** A cell that shows nothing: empty, or the dash of a missing value. */
const blank = (cell) => cell.trim() === "" || cell === "–";
/** A GFM table without the columns no row fills: a column of blanks says nothing and costs width. */
function table(cols, rows) {
    const used = cols.map((_, i) => rows.some((row) => !blank(row[i] ?? "")));
    const pick = (xs) => xs.filter((_, i) => used[i]);
    return [
        `| ${pick(cols.map((c) => c.head)).join(" | ")} |`,
        `|${pick(cols.map((c) => (c.align === "r" ? "---:" : "---"))).join("|")}|`,
        ...rows.map((row) => `| ${pick(row).join(" | ")} |`),
    ];
}
function trends(r, _rows, L) {
    const s = r.series;
    const stepS = s.step_ms / 1000;
    const peakSps = (0, format_js_1.num)(Math.max(0, ...s.completed.map((c, i) => (c + s.failed[i]) / stepS)), 2, L);
    const rows = [
        [L.t("trend.concurrency"), (0, sparkline_js_1.sparkline)(s.in_flight), L.t("trend.peak", { v: Math.max(0, ...s.in_flight) })],
        [
            L.t("trend.throughput"),
            (0, sparkline_js_1.sparkline)(s.completed.map((c, i) => (c + s.failed[i]) / stepS)),
            L.t("trend.peak", { v: `${peakSps}${L.t("unit.per_s")}` }),
        ],
        ["e2e p95", (0, sparkline_js_1.sparkline)(s.e2e_p95), (0, format_js_1.ms)(r.metrics.e2e_ms?.p95, L)],
    ];
    const hist = r.baseline?.history ?? [];
    const p95 = hist.map((h) => (typeof h.e2e_p95 === "number" ? h.e2e_p95 : null));
    if (p95.some((v) => v != null)) {
        rows.push([
            L.t("trend.history"),
            (0, sparkline_js_1.sparkline)([...p95, r.metrics.e2e_ms?.p95 ?? null]),
            L.plural("trend.history_note", hist.length),
        ]);
    }
    const lines = rows
        .filter(([, line]) => line.trim() !== "")
        .map(([name, line, note]) => [name, `\`${line}\``, note]);
    if (lines.length === 0)
        return "";
    return [...table([col(L.t("trend.header")), col(""), col("")], lines), ""].join("\n");
}
function checks(r, maxRows, L) {
    if (r.gate.checks.length === 0)
        return "";
    const order = { fail: 0, warn: 1, pass: 2 };
    const sorted = [...r.gate.checks].sort((a, b) => order[a.status] - order[b.status]);
    // Status by its icon, metric over rule: a comment is ~900 px wide, and every column costs its padding.
    const row = (c) => [
        `${ICON[c.status]} ${L.t(`status.${c.status}`)}${c.advisory ? ` ${L.t("checks.advisory")}` : ""}`,
        `${(0, escape_js_1.md)(c.metric, 80)}<br>${(0, escape_js_1.md)(c.rule, 80)}`,
        checkValue(c, c.observed, L),
        checkValue(c, c.baseline, L),
        (0, reasons_js_1.intervalText)(c, L),
        (0, escape_js_1.mdProse)((0, reasons_js_1.shortReason)(c, L), 400, true),
    ];
    const cols = [
        col(L.t("checks.status")),
        col(`${L.t("checks.metric")} · ${L.t("checks.rule")}`),
        col(L.t("checks.observed"), "r"),
        col(L.t("checks.baseline"), "r"),
        col(L.t("checks.interval")),
        col(L.t("checks.reason")),
    ];
    const notPassing = sorted.filter((c) => c.status !== "pass");
    const passed = sorted.filter((c) => c.status === "pass");
    const shown = notPassing.slice(0, maxRows);
    const rows = shown.map(row);
    if (notPassing.length === 0)
        rows.push([`${ICON.pass} ${L.t("status.pass")}`, L.t("checks.all"), "", "", "", ""]);
    const out = [`### ${L.t("checks.title")}`, "", ...table(cols, rows), ...fullReasons(shown, L)];
    const more = (n) => `_${L.t("more.in_report", { n })}_`;
    if (notPassing.length > maxRows)
        out.push("", more(notPassing.length - maxRows));
    if (passed.length > 0) {
        const kept = passed.slice(0, maxRows);
        out.push("", `<details><summary>${L.plural("checks.passing", passed.length)}</summary>`, "", ...table(cols, kept.map(row)), ...fullReasons(kept, L), "", passed.length > maxRows ? `${more(passed.length - maxRows)}\n` : "", "</details>");
    }
    return `${out.join("\n")}\n`;
}
/** Below a table, the whole reason of each check whose cell shows it short, folded under the check's name. */
function fullReasons(shown, L) {
    const out = [];
    for (const c of shown) {
        const full = (0, reasons_js_1.renderReason)(c, L);
        if ((0, reasons_js_1.shortReason)(c, L) === full)
            continue;
        out.push("", `<details><summary>${ICON[c.status]} ${(0, escape_js_1.htmlLine)(c.metric, 80)} · ${(0, escape_js_1.htmlLine)(c.rule, 80)}</summary>`, "", (0, escape_js_1.mdProse)(full, 2000), "", "</details>");
    }
    return out;
}
/** A check's observed or baseline value in its metric's unit: a duration, a rate in percent, else a number. */
function checkValue(c, v, L) {
    if (v == null)
        return "–";
    const p = c.facts?.params ?? {};
    if (p.aggregation === "count")
        return (0, format_js_1.num)(v, 3, L);
    if (p.unit === "ms" || /_ms($|\{)/.test(c.metric))
        return (0, format_js_1.ms)(v, L);
    if (p.unit === "rate" || p.scale === "points" || /^pass_rate($|\{)/.test(c.metric))
        return (0, format_js_1.pct)(v, 1, L);
    return (0, format_js_1.num)(v, 3, L);
}
function buckets(r, maxRows, L) {
    const entries = (0, digest_js_1.bucketRows)(r);
    if (entries.length === 0)
        return "";
    const total = Math.max(1, r.sessions.total);
    const row = ({ bucket, count, example: ex }) => [
        (0, escape_js_1.md)(bucket, 60),
        String(count),
        (0, format_js_1.pct)(count / total, 1, L),
        (0, escape_js_1.md)(ex?.session, 80),
        (0, escape_js_1.md)(ex?.message, 160),
    ];
    const cols = [
        col(L.t("buckets.bucket")),
        col(L.t("buckets.sessions"), "r"),
        col(L.t("buckets.share"), "r"),
        col(L.t("buckets.example")),
        col(L.t("buckets.message")),
    ];
    const top = Math.min(maxRows, 5);
    const out = [
        `### ${L.t("buckets.title", { n: entries.length })}`,
        "",
        ...table(cols, entries.slice(0, top).map(row)),
    ];
    const rest = entries.slice(top, maxRows);
    const more = (n) => `_${L.t("more.in_report", { n })}_`;
    if (rest.length === 0 && entries.length > top)
        out.push("", more(entries.length - top));
    if (rest.length > 0) {
        out.push("", `<details><summary>${L.plural("buckets.more", entries.length - top)}</summary>`, "", ...table(cols, rest.map(row)), "", entries.length > maxRows ? `${more(entries.length - maxRows)}\n` : "", "</details>");
    }
    return `${out.join("\n")}\n`;
}
function evidenceLine(f, L) {
    return f.evidence.map((e) => (0, escape_js_1.md)((0, format_js_1.evidenceText)(e, L), 300)).join("; ");
}
function findings(r, maxRows, L) {
    if (r.findings.length === 0)
        return "";
    const order = { critical: 0, warn: 1, info: 2 };
    const sorted = [...r.findings].sort((a, b) => order[a.severity] - order[b.severity]);
    const lines = sorted.slice(0, maxRows).map((f) => {
        const { title, detail } = (0, digest_js_1.findingText)(f, L);
        return `- ${SEVERITY[f.severity]} **${(0, escape_js_1.md)(title, 200)}**${detail ? ` — ${(0, escape_js_1.md)(detail, 400)}` : ""}\n  <sub>${L.t("findings.evidence")}: ${evidenceLine(f, L)}</sub>`;
    });
    if (sorted.length > maxRows)
        lines.push(`- _${L.t("more.in_report", { n: sorted.length - maxRows })}_`);
    return [`### ${L.t("findings.title")}`, "", ...lines, ""].join("\n");
}
function aiSummary(r, maxRows, L) {
    const s = r.ai_summary;
    if (!s?.text)
        return "";
    return [
        `<details${maxRows >= 10 ? " open" : ""}><summary>🤖 ${L.t("ai.summary", { model: s.model ? (0, escape_js_1.htmlLine)(s.model, 60) : L.t("ai.an_llm") })}</summary>`,
        "",
        (0, escape_js_1.mdLines)(s.text, maxRows >= 10 ? 60 : 10),
        "",
        "</details>",
        "",
    ].join("\n");
}
/** The tag sessions are grouped into journeys by: the pair's scenario tag, else task, else agent. */
function journeyBreakdown(r) {
    if (r.breakdown.scenario)
        return { tag: "scenario", entries: r.breakdown.scenario };
    for (const tag of ["journey", "task", "agent"]) {
        const e = r.breakdown[tag];
        if (e && Object.keys(e).length > 1)
            return { tag, entries: e };
    }
    return null;
}
function journeys(r, maxRows, L) {
    const j = journeyBreakdown(r);
    if (!j)
        return "";
    const all = Object.entries(j.entries).sort(([, a], [, b]) => b.sessions - a.sessions);
    const rows = all.slice(0, maxRows).map(([name, e]) => {
        const top = Object.entries(e.error_buckets).sort(([, a], [, b]) => b - a)[0];
        return [
            (0, escape_js_1.md)(name, 80),
            String(e.sessions),
            (0, format_js_1.pct)(e.pass_rate, 1, L),
            (0, format_js_1.ms)(e.e2e_ms?.p50, L),
            (0, format_js_1.ms)(e.e2e_ms?.p95, L),
            (0, format_js_1.ms)(e.ttft_ms?.p95, L),
            top ? `${(0, escape_js_1.md)(top[0], 40)} (${top[1]})` : "",
        ];
    });
    const cols = [
        col(L.t("journeys.journey")),
        col(L.t("kpi.sessions"), "r"),
        col(L.t("kpi.pass_rate"), "r"),
        col("e2e p50", "r"),
        col("e2e p95", "r"),
        col("TTFT p95", "r"),
        col(L.t("journeys.top_bucket")),
    ];
    return detailsTable(L.t("journeys.title", { n: all.length, tag: (0, escape_js_1.htmlLine)(j.tag) }), table(cols, rows), all.length - maxRows, L);
}
/** An open <details> block holding a table, with a "more in the report" line for `hidden` > 0 rows left out. */
function detailsTable(summary, lines, hidden, L) {
    return [
        `<details open><summary>${summary}</summary>`,
        "",
        ...lines,
        hidden > 0 ? `\n_${L.t("more.in_report", { n: hidden })}_` : "",
        "",
        "</details>",
        "",
    ].join("\n");
}
/** Multi-step tasks: each step's sessions, passes, mean reward and phase times. */
function steps(r, maxRows, L) {
    const all = r.steps ?? [];
    if (!all.length)
        return "";
    const rows = all
        .slice(0, maxRows)
        .map((s) => [
        (0, escape_js_1.md)(s.task, 60),
        (0, escape_js_1.md)(s.step, 60),
        String(s.sessions),
        String(s.passed),
        (0, format_js_1.num)(s.reward_mean, 3, L),
        (0, format_js_1.ms)(s.agent_exec_ms_mean, L),
        (0, format_js_1.ms)(s.verify_ms_mean, L),
    ]);
    const cols = [
        col(L.t("steps.task")),
        col(L.t("steps.step")),
        col(L.t("kpi.sessions"), "r"),
        col(L.t("steps.passed"), "r"),
        col(L.t("steps.reward"), "r"),
        col(L.t("steps.agent_exec"), "r"),
        col(L.t("steps.verify"), "r"),
    ];
    return detailsTable(L.t("steps.title", { n: all.length }), table(cols, rows), all.length - maxRows, L);
}
function stages(r, maxRows, L) {
    const st = r.stages;
    if (!st || st.steps.length === 0)
        return "";
    const rows = st.steps
        .slice(0, Math.max(maxRows, 10))
        .map((s) => [
        String(s.stage),
        String(s.concurrency),
        String(s.sessions),
        (0, format_js_1.num)(s.throughput_sps, 2, L),
        (0, format_js_1.ms)(s.e2e_ms?.p95, L),
        (0, format_js_1.ms)(s.ttft_ms?.p95, L),
        (0, format_js_1.pct)(s.error_rate, 1, L),
        `${s.slo ? L.t(`status.${s.slo}`) : ""}${s.knee ? ` · ${L.t("stages.knee")}` : ""}${s.break ? ` · ${L.t("stages.break")}` : ""}${s.breaching_metric ? ` (${(0, escape_js_1.md)(s.breaching_metric, 40)})` : ""}`,
    ]);
    const extra = [
        // A report from before the knee said why: its knee, unexplained.
        !st.knee_why && st.knee_concurrency != null ? L.t("stages.knee_at", { n: st.knee_concurrency }) : "",
        st.break_concurrency != null ? L.t("stages.break_at", { n: st.break_concurrency }) : "",
        st.breaching_metric ? L.t("stages.first_breach", { metric: (0, escape_js_1.md)(st.breaching_metric) }) : "",
    ].filter(Boolean);
    const cols = [
        ...[
            L.t("stages.stage"),
            L.t("stages.concurrency"),
            L.t("kpi.sessions"),
            L.t("unit.sessions_per_s"),
            "e2e p95",
            "TTFT p95",
            L.t("journeys.errors"),
        ].map((h) => col(h, "r")),
        col(L.t("stages.slo")),
    ];
    return [
        `### ${L.t("stages.title", { strategy: (0, escape_js_1.md)(st.strategy) })} **${maxSustainable(st, L)}**${extra.map((e) => `, ${e}`).join("")}`,
        "",
        ...(st.knee_why ? [(0, format_js_1.kneeSentence)(st.knee_why, L), ""] : []),
        ...table(cols, rows),
        "",
    ].join("\n");
}
function footer(r, o, L) {
    const lines = [];
    const reproduce = o.reproduce ?? r.reproduce;
    if (reproduce)
        lines.push(`${L.t("footer.reproduce")}: \`${reproduce.replace(/[`\r\n]/g, " ")}\``);
    if (o.dashboard)
        lines.push(`${L.t("footer.dashboard")}: ${(0, escape_js_1.md)(o.dashboard)}`);
    lines.push(`<sub>${L.t("footer.run", { id: (0, escape_js_1.md)(r.run_id), at: (0, escape_js_1.md)(r.generated_at) })}</sub>`);
    return `${lines.join(" · ")}\n`;
}
/**
 * find_max's answer: a stage that held below one that breached, or, when every stage held, a floor
 * (the limit lies beyond the last stage) rather than a ceiling the run never found.
 */
function maxSustainable(st, L = (0, i18n_js_1.lang)()) {
    const max = st.max_sustainable_concurrency;
    if (max == null)
        return L.t("kpi.none");
    const found = st.strategy !== "find_max" || st.steps.some((s) => s.slo === "fail");
    return found ? String(max) : L.t("kpi.floor", { n: max });
}


/***/ }),

/***/ 38720:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderPrometheus = renderPrometheus;
/**
 * metrics.prom: the run in Prometheus text exposition (for a Pushgateway, node_exporter's textfile
 * collector or `promtool`). Base units (seconds, ratios), `_total` only on counters, HELP and TYPE on
 * every family, and `run` / `scenario` labels on every sample.
 */
const events_js_1 = __webpack_require__(82736);
const P = "agent_loadtest";
const QUANTILES = [
    ["0.5", "p50"],
    ["0.9", "p90"],
    ["0.95", "p95"],
    ["0.99", "p99"],
];
class Exposition {
    base;
    out = [];
    constructor(base) {
        this.base = base;
    }
    family(name, type, help) {
        this.out.push(`# HELP ${name} ${help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`);
        this.out.push(`# TYPE ${name} ${type}`);
    }
    sample(name, value, labels = {}) {
        const all = { ...this.base, ...labels };
        const l = Object.entries(all)
            .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
            .join(",");
        this.out.push(`${name}{${l}} ${fmt(value)}`);
    }
    /** A summary family: quantiles, _sum and _count per label set, from millisecond summaries (`unit` 1: as they are). */
    summary(name, help, rows, unit = 1000) {
        if (rows.length === 0)
            return;
        this.family(name, "summary", help);
        for (const [labels, m] of rows) {
            for (const [q, key] of QUANTILES)
                this.sample(name, m[key] / unit, { ...labels, quantile: q });
            this.sample(`${name}_sum`, (m.mean * m.count) / unit, labels);
            this.sample(`${name}_count`, m.count, labels);
        }
    }
    text() {
        return `${this.out.join("\n")}\n`;
    }
}
function escapeLabel(v) {
    return v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}
function fmt(v) {
    if (Number.isNaN(v))
        return "NaN";
    if (v === Number.POSITIVE_INFINITY)
        return "+Inf";
    if (v === Number.NEGATIVE_INFINITY)
        return "-Inf";
    return String(Math.round(v * 1e6) / 1e6);
}
/** What the run's LLM calls cost (docs/cost.md), when it saw any: per session, and per run and passed session. */
function economy(x, r) {
    const e = r.economy;
    if (!e)
        return;
    const m = r.metrics;
    const per = (metric, help) => x.summary(`${P}_session_${metric}`, help, m[metric] ? [[{}, m[metric]]] : [], 1);
    per("llm_calls", "Model calls per session.");
    per("tool_calls", "Tool calls the model asked for, per session.");
    per("cost_usd", "What a session's LLM calls cost, USD.");
    x.family(`${P}_cost_usd`, "gauge", "What the run's LLM calls cost, USD: in all, and per passed session (NaN when unpriced).");
    x.sample(`${P}_cost_usd`, e.cost_usd ?? Number.NaN, { per: "run" });
    x.sample(`${P}_cost_usd`, e.cost_per_pass_usd ?? Number.NaN, { per: "passed_session" });
}
function renderPrometheus(r) {
    const x = new Exposition({ run: r.run_id, scenario: r.scenario.name });
    const m = r.metrics;
    x.family(`${P}_run_info`, "gauge", "Run identity; always 1.");
    x.sample(`${P}_run_info`, 1, { scenario_hash: r.scenario.hash, runtime: r.runtime });
    x.family(`${P}_verdict`, "gauge", "Gate verdict as a state set: 1 for the verdict the run got, 0 otherwise.");
    for (const v of ["pass", "warn", "fail", "interrupted"])
        x.sample(`${P}_verdict`, r.verdict === v ? 1 : 0, { verdict: v });
    x.family(`${P}_gate_checks`, "gauge", "Gate checks by status.");
    for (const st of ["pass", "warn", "fail"])
        x.sample(`${P}_gate_checks`, r.gate.checks.filter((c) => c.status === st).length, { status: st });
    x.family(`${P}_run_duration_seconds`, "gauge", "Wall time of the run.");
    x.sample(`${P}_run_duration_seconds`, r.duration_s);
    x.family(`${P}_sessions_total`, "counter", "Sessions by final status, warm-up excluded.");
    for (const st of ["passed", "failed", "errored"])
        x.sample(`${P}_sessions_total`, r.sessions[st], { status: st });
    x.family(`${P}_pass_ratio`, "gauge", "Passed sessions over all gated sessions (NaN when none ran).");
    x.sample(`${P}_pass_ratio`, r.pass_rate ?? Number.NaN);
    x.family(`${P}_errors_total`, "counter", "Failed or errored sessions by error bucket.");
    for (const [bucket, n] of Object.entries(r.error_buckets).sort(([a], [b]) => a.localeCompare(b)))
        x.sample(`${P}_errors_total`, n, { bucket });
    x.family(`${P}_throughput_sessions_per_second`, "gauge", "Sessions completed per second: stable window and best second.");
    x.sample(`${P}_throughput_sessions_per_second`, r.throughput.stable_sps, { window: "stable" });
    x.sample(`${P}_throughput_sessions_per_second`, r.throughput.peak_sps, { window: "peak" });
    x.family(`${P}_concurrency_peak_sessions`, "gauge", "Most sessions in flight at once.");
    x.sample(`${P}_concurrency_peak_sessions`, r.throughput.peak_concurrency);
    if (r.stages) {
        x.family(`${P}_max_sustainable_concurrency_sessions`, "gauge", "Highest stage concurrency that held the SLO (NaN when none did).");
        x.sample(`${P}_max_sustainable_concurrency_sessions`, r.stages.max_sustainable_concurrency ?? Number.NaN);
    }
    x.summary(`${P}_session_e2e_seconds`, "End-to-end session duration.", m.e2e_ms ? [[{}, m.e2e_ms]] : []);
    x.summary(`${P}_ttft_seconds`, "Time to first token.", m.ttft_ms ? [[{}, m.ttft_ms]] : []);
    x.summary(`${P}_tpot_seconds`, "Decode time per output token.", m.tpot_ms ? [[{}, m.tpot_ms]] : []);
    x.summary(`${P}_phase_seconds`, "Time per session in each phase.", events_js_1.PHASES.filter((p) => m[`${p}_ms`]).map((p) => [{ phase: p }, m[`${p}_ms`]]));
    x.summary(`${P}_span_seconds`, "Duration of each span by kind.", events_js_1.SPAN_KINDS.filter((k) => m[`${k}_ms`]).map((k) => [{ kind: k }, m[`${k}_ms`]]));
    economy(x, r);
    const res = r.resources;
    if (res.cpu_pct) {
        x.family(`${P}_container_cpu_ratio`, "gauge", "Agent container CPU, share of one core (1 = 100%).");
        x.sample(`${P}_container_cpu_ratio`, res.cpu_pct.mean / 100, { stat: "mean" });
        x.sample(`${P}_container_cpu_ratio`, res.cpu_pct.max / 100, { stat: "max" });
    }
    if (res.mem_bytes) {
        x.family(`${P}_container_memory_bytes`, "gauge", "Agent container memory.");
        x.sample(`${P}_container_memory_bytes`, res.mem_bytes.mean, { stat: "mean" });
        x.sample(`${P}_container_memory_bytes`, res.mem_bytes.max, { stat: "max" });
    }
    x.family(`${P}_oom_kills_total`, "counter", "Sessions whose agent was OOM-killed.");
    x.sample(`${P}_oom_kills_total`, res.oom_kills);
    x.family(`${P}_findings`, "gauge", "Diagnosis findings by rule and severity.");
    const counts = new Map();
    for (const f of r.findings)
        counts.set(`${f.rule}\u0000${f.severity}`, (counts.get(`${f.rule}\u0000${f.severity}`) ?? 0) + 1);
    for (const [k, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
        const [rule, severity] = k.split("\u0000");
        x.sample(`${P}_findings`, n, { rule, severity });
    }
    return x.text();
}


/***/ }),

/***/ 67063:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHORT_REASON = void 0;
exports.sig = sig;
exports.duration = duration;
exports.percent = percent;
exports.pText = pText;
exports.renderReason = renderReason;
exports.shortReason = shortReason;
exports.withReason = withReason;
exports.abortReason = abortReason;
exports.effectWithBounds = effectWithBounds;
exports.intervalText = intervalText;
const i18n_js_1 = __webpack_require__(65430);
const escape_js_1 = __webpack_require__(14031);
const EN = (0, i18n_js_1.lang)("en");
/** Every fact key a check can carry → its sentence in the catalogs. */
const SENTENCES = {
    config: "reason.config",
    "threshold.pass": "reason.threshold.pass",
    "threshold.fail": "reason.threshold.fail",
    "threshold.no_samples": "reason.threshold.no_samples",
    "threshold.unknown_bucket": "reason.threshold.unknown_bucket",
    "threshold.unknown_metric": "reason.threshold.unknown_metric",
    "threshold.not_applicable": "reason.threshold.not_applicable",
    "data.no_sessions": "reason.data.no_sessions",
    "data.nothing_to_gate": "reason.data.nothing_to_gate",
    "data.shard_workloads": "reason.data.shard_workloads.other",
    "baseline.missing": "reason.baseline.missing",
    "baseline.changed": "reason.baseline.changed",
    "baseline.changed_failing": "reason.baseline.changed_failing",
    "baseline.changed_unlisted": "reason.baseline.changed_unlisted",
    "baseline.changed_unlisted_failing": "reason.baseline.changed_unlisted_failing",
    "baseline.llm_mode": "reason.baseline.llm_mode",
    "regression.config": "reason.config",
    "regression.no_samples": "reason.regression.no_samples",
    "regression.no_sessions": "reason.regression.no_sessions",
    "regression.baseline_no_samples": "reason.regression.baseline_no_samples",
    "regression.baseline_no_sessions": "reason.regression.baseline_no_sessions",
    "regression.tags_unsupported": "reason.regression.tags_unsupported",
    "regression.no_histogram": "reason.regression.no_histogram",
    "regression.within": "reason.regression.within",
    "regression.fail": "reason.regression.fail",
    "regression.warn": "reason.regression.warn",
    "regression.noise": "reason.regression.noise",
    "regression.unshown": "reason.regression.unshown",
    "regression.advisory": "reason.regression.advisory",
    "bucket.none": "reason.bucket.none",
    "bucket.unlikely": "reason.bucket.unlikely",
    "bucket.chance": "reason.bucket.chance",
    "history.inside": "reason.history.inside",
    "history.above": "reason.history.above",
    "history.below": "reason.history.below",
};
const VERDICTS = new Set([
    "regression.within",
    "regression.fail",
    "regression.warn",
    "regression.noise",
    "regression.unshown",
    "regression.advisory",
]);
/** How the report names each history statistic. */
const HISTORY = {
    e2e_p50: "history.e2e_p50",
    e2e_p95: "history.e2e_p95",
    ttft_p95: "history.ttft_p95",
    pass_rate: "history.pass_rate",
};
const formats = new Map();
/** Up to `digits` significant digits (integers whole), the locale's decimal sign, no grouping. */
function sig(v, L, digits = 4) {
    if (Number.isInteger(v))
        return L.fixed(v, 0);
    const id = `${L.locale}/${digits}`;
    let f = formats.get(id);
    if (!f) {
        f = new Intl.NumberFormat(L.locale, { maximumSignificantDigits: digits, useGrouping: false });
        formats.set(id, f);
    }
    return f.format(v);
}
/** Milliseconds as "850 ms" or "1.234 s". */
function duration(v, L) {
    return Math.abs(v) >= 1000 ? `${sig(v / 1000, L)} ${L.t("unit.s")}` : `${sig(v, L)} ${L.t("unit.ms")}`;
}
function percent(p, L) {
    return `${sig(Math.round(p * 1000) / 10, L)}%`;
}
function points(d, L, signed = true) {
    const sign = !signed ? "" : d > 0 ? "+" : d < 0 ? "−" : "±";
    return L.t("reason.points", { v: `${sign}${sig(Math.round(Math.abs(d) * 1000) / 10, L)}` });
}
function ratio(r, L) {
    if (!Number.isFinite(r))
        return "∞";
    return r === 0 ? "0" : `${L.fixed(r, 2)}×`;
}
function pText(p, L) {
    return p < 0.0001 ? `< ${sig(0.0001, L)}` : `= ${sig(Number(p.toPrecision(2)), L, 2)}`;
}
const num = (v) => (typeof v === "number" ? v : Number.NaN);
const str = (v) => (typeof v === "string" ? v : String(v ?? ""));
/** A value in the unit the facts name. */
function inUnit(v, unit, L) {
    if (unit === "ms")
        return duration(v, L);
    if (unit === "rate")
        return percent(v, L);
    return sig(v, L);
}
/** The check's reason in the locale; a check read from an older report without facts keeps its own. */
function renderReason(c, L) {
    const sentence = c.facts ? SENTENCES[c.facts.key] : undefined;
    if (!c.facts || !sentence)
        return c.reason ?? "";
    const { key, params } = c.facts;
    if (VERDICTS.has(key))
        return regressionText(sentence, params, L);
    if (key === "threshold.pass" || key === "threshold.fail")
        return thresholdText(sentence, params, L);
    if (key.startsWith("history."))
        return historyText(sentence, params, L);
    if (key.startsWith("bucket."))
        return bucketText(sentence, params, L);
    const flat = {};
    for (const [k, v] of Object.entries(params))
        flat[k] = typeof v === "number" ? sig(v, L) : str(v);
    if (key === "data.shard_workloads")
        return L.plural("reason.data.shard_workloads", num(params.count), flat);
    return L.t(sentence, flat);
}
/** How long a reason may be in a table cell; the full reason goes below the table. */
exports.SHORT_REASON = 140;
/**
 * The check's reason for a table cell: a regression verdict without its bounds (the interval column
 * shows them), its p-value adjustment or its run-to-run spread; any reason then cut between clauses,
 * never inside a number or a command, to `max` characters.
 */
function shortReason(c, L, max = exports.SHORT_REASON) {
    const sentence = c.facts ? SENTENCES[c.facts.key] : undefined;
    const text = c.facts && sentence && VERDICTS.has(c.facts.key)
        ? regressionText(sentence, c.facts.params, L, true)
        : renderReason(c, L);
    return (0, escape_js_1.cutClauses)(text, max);
}
/** A check with its English reason, as report.json carries it: the gate hands on its facts only. */
function withReason(c) {
    return { ...c, reason: renderReason({ reason: "", facts: c.facts }, EN) };
}
/** Why a run stopped early: its first failing `abortOnFail` threshold, in one line. */
function abortReason(c) {
    return `threshold ${c.metric} ${c.rule} failed (${renderReason(c, EN)}); abortOnFail`;
}
function thresholdText(sentence, p, L) {
    const unit = str(p.unit);
    const value = `${sig(num(p.value), L)}${unit === "ms" ? ` ${L.t("unit.ms")}` : unit ? ` ${unit}` : ""}`;
    return L.t(sentence, {
        shown: `${str(p.aggregation)}=${value}`,
        op: str(p.op),
        limit: sig(num(p.limit), L),
    });
}
function historyText(sentence, p, L) {
    const unit = str(p.unit);
    const label = HISTORY[str(p.metric)];
    return L.t(sentence, {
        metric: label ? L.t(label) : str(p.metric),
        observed: inUnit(num(p.observed), unit, L),
        range: `[${inUnit(num(p.lower), unit, L)}, ${inUnit(num(p.upper), unit, L)}]`,
        runs: num(p.runs),
    });
}
function bucketText(sentence, p, L) {
    return L.t(sentence, {
        bucket: str(p.bucket),
        count: num(p.count),
        n: num(p.n),
        n_baseline: num(p.n_baseline),
        p: typeof p.p === "number" ? pText(p.p, L) : "",
    });
}
/** How a rule's effect is shown: a ratio, a shift in ms, or points of a proportion. */
function effectFormat(p, L) {
    if (p.scale === "points")
        return (v) => points(v, L);
    if (p.scale === "shift")
        return (v) => `${v >= 0 ? "+" : ""}${duration(v, L)}`;
    return (v) => ratio(v, L);
}
function regressionHead(p, L, short = false) {
    const show = effectFormat(p, L);
    const rate = p.scale === "points";
    const values = rate
        ? L.t("reason.regression.values_rate", {
            metric: str(p.metric),
            observed: percent(num(p.observed), L),
            x: num(p.x),
            n: num(p.n),
            baseline: percent(num(p.baseline), L),
            x_baseline: num(p.x_baseline),
            n_baseline: num(p.n_baseline),
        })
        : L.t("reason.regression.values", {
            statistic: str(p.statistic),
            observed: duration(num(p.observed), L),
            baseline: duration(num(p.baseline), L),
        });
    const estimate = p.scale === "points"
        ? show(num(p.estimate))
        : L.t(p.scale === "shift" ? "reason.regression.shift" : "reason.regression.ratio", {
            value: show(num(p.estimate)),
        });
    if (short)
        return L.t("reason.regression.head_short", { values, estimate });
    return L.t("reason.regression.head", {
        values,
        estimate,
        confidence: percent(num(p.confidence), L),
        interval: regressionInterval(p, L),
    });
}
/** A rule's estimate and bounds in its own unit (`1.31× [1.12×, ∞)`), as a sequential look shows them. */
function effectWithBounds(p, L) {
    const params = p;
    return `${effectFormat(params, L)(num(p.estimate))} ${regressionInterval(params, L)}`;
}
/** The bounds of a rule's effect in its own unit (`[1.16×, 1.30×]`); open above where no order statistic bounds a tail quantile at this n. */
function regressionInterval(p, L) {
    const show = effectFormat(p, L);
    return p.upper === null ? `[${show(num(p.lower))}, ∞)` : `[${show(num(p.lower))}, ${show(num(p.upper))}]`;
}
/**
 * A check's interval as the report's interval column shows it, in the unit its reason uses: a ratio
 * (`[1.16×, 1.30×]`), a shift in ms, points of a pass rate, or a history range in ms or percent.
 */
function intervalText(c, L) {
    const key = c.facts?.key ?? "";
    const p = c.facts?.params ?? {};
    if (VERDICTS.has(key) && typeof p.lower === "number")
        return regressionInterval(p, L);
    if (key.startsWith("history.") && typeof p.lower === "number")
        return `[${inUnit(num(p.lower), str(p.unit), L)}, ${inUnit(num(p.upper), str(p.unit), L)}]`;
    return c.interval ? `[${sig(c.interval[0], L)}, ${sig(c.interval[1], L)}]` : "";
}
function tolerance(p, L) {
    const t = num(p.tolerance);
    const amount = p.scale === "points"
        ? p.tolerance_relative
            ? `${percent(t, L)} (${points(num(p.tolerance_points), L, false)})`
            : points(t, L, false)
        : p.tolerance_relative
            ? percent(t, L)
            : duration(t, L);
    return L.t(p.direction === "decrease"
        ? "reason.regression.tolerance.decrease"
        : "reason.regression.tolerance.increase", { amount });
}
function spreadText(s, L) {
    if (!s || typeof s !== "object" || s.source === "same_job")
        return "";
    const spread = s;
    const sigma = sig(spread.sigma, L, 2);
    if (spread.source === "history")
        return L.t("reason.regression.spread_history", { sigma, runs: spread.runs });
    return spread.runs >= 5
        ? L.t("reason.regression.spread_prior_e2e_only", { sigma })
        : L.plural("reason.regression.spread_prior", spread.runs, { sigma });
}
function hintText(p, L) {
    if (p.undecidable === "run_spread")
        return L.t("reason.regression.undecidable_spread");
    if (p.undecidable === "more_sessions")
        return L.t("reason.regression.undecidable");
    if (typeof p.sessions_needed !== "number")
        return "";
    const n = p.sessions_needed;
    // The side that is short: this run, the stored baseline (recorded again), or both.
    const side = {
        run: "reason.regression.hint_run",
        baseline: "reason.regression.hint_baseline",
        both: "reason.regression.hint_both",
    };
    const key = side[str(p.short_side)];
    if (key)
        return L.t(key, {
            n,
            more: Math.max(1, n - num(p.n_run)),
            n_run: num(p.n_run),
            n_baseline: num(p.n_base),
        });
    const more = Math.max(1, n - num(p.n_side));
    return L.t("reason.regression.hint", { more, n });
}
function regressionText(sentence, p, L, short = false) {
    const advisory = p.advisory === "rule"
        ? L.t("reason.regression.advisory_rule")
        : p.advisory === "min_samples"
            ? L.t("reason.regression.advisory_n", {
                n: num(p.n_side),
                minimum: num(p.minimum),
                statistic: str(p.statistic),
            })
            : "";
    const pv = typeof p.p === "number" ? L.t("reason.regression.p", { p: pText(p.p, L) }) : "";
    const family = typeof p.family === "number" && p.family > 1 ? L.t("reason.regression.family", { n: p.family }) : "";
    const params = {
        head: regressionHead(p, L, short),
        tolerance: tolerance(p, L),
        why: advisory ? L.t("reason.regression.why", { advisory }) : "",
        advisory,
        p: pv,
        p_clause: pv ? L.t("reason.regression.why", { advisory: pv }) : "",
        // The short form leaves to the full one how p was adjusted and the spread it allowed for.
        family: short ? "" : family,
        alpha: sig(num(p.alpha), L),
        warn_at: sig(num(p.warn_at), L),
        hint: hintText(p, L),
        spread: short ? "" : spreadText(p.run_spread, L),
    };
    return L.t(sentence, params);
}


/***/ }),

/***/ 91327:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * report.json, versioned: the contract scripts and the Action's outputs read. The zod schema is the
 * single source; schemas/report.schema.json is generated from it and committed.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ReportSchema = exports.FindingSchema = exports.FINDING_RULES = exports.TargetReportSchema = exports.ResourceSeriesSchema = exports.KneeWhySchema = exports.StageSchema = exports.GateCheckSchema = exports.MetricSummarySchema = exports.REPORT_SCHEMA_VERSION = void 0;
exports.reportJsonSchema = reportJsonSchema;
exports.reportJsonSchemaText = reportJsonSchemaText;
const zod_1 = __webpack_require__(50924);
const runner_js_1 = __webpack_require__(11121);
const i18n_js_1 = __webpack_require__(65430);
const llm_mode_js_1 = __webpack_require__(11201);
exports.REPORT_SCHEMA_VERSION = 1;
const num = zod_1.z.number();
const nullableNum = zod_1.z.number().nullable();
exports.MetricSummarySchema = zod_1.z.strictObject({
    count: num,
    min: num,
    mean: num,
    p50: num,
    p90: num,
    p95: num,
    p99: num,
    max: num,
});
const RunSpreadSchema = zod_1.z.strictObject({
    source: zod_1.z.enum(["prior", "history", "same_job"]),
    sigma: num,
    runs: num,
});
/** What a check decided on: the sentence's key and its values, unformatted (src/report/reasons.ts renders it). */
const CheckFactsSchema = zod_1.z.strictObject({
    key: zod_1.z.string(),
    params: zod_1.z.record(zod_1.z.string(), zod_1.z.union([zod_1.z.string(), num, zod_1.z.boolean(), zod_1.z.null(), RunSpreadSchema])),
});
exports.GateCheckSchema = zod_1.z.strictObject({
    kind: zod_1.z.enum(["threshold", "regression", "history", "data"]),
    metric: zod_1.z.string(),
    rule: zod_1.z.string(),
    observed: nullableNum,
    baseline: nullableNum,
    interval: zod_1.z.tuple([num, num]).nullable(),
    status: zod_1.z.enum(["pass", "warn", "fail"]),
    reason: zod_1.z.string(),
    facts: CheckFactsSchema,
    advisory: zod_1.z.boolean().optional(),
    n: zod_1.z.number().optional(),
    n_baseline: zod_1.z.number().optional(),
    method: zod_1.z.string().optional(),
    /** Point estimate: run/baseline ratio (relative rules) or difference (absolute rules). */
    ratio: zod_1.z.number().optional(),
    /** One-sided p-value of a change in the regressing direction, adjusted over the gated rules (closed testing) when the rule could fail. */
    p_value: zod_1.z.number().optional(),
    /** Sessions per side a re-run needs to decide a warning (power calculation; at least the rule's minimum). */
    sessions_needed: zod_1.z.number().int().optional(),
    /** The run-to-run spread a relative latency rule allowed for: measured (history), assumed (prior) or none (same_job). */
    run_spread: RunSpreadSchema.optional(),
});
const BreakdownEntrySchema = zod_1.z.strictObject({
    sessions: num,
    passed: num,
    pass_rate: nullableNum,
    e2e_ms: exports.MetricSummarySchema.nullable(),
    ttft_ms: exports.MetricSummarySchema.nullable(),
    error_buckets: zod_1.z.record(zod_1.z.string(), num),
    /** Mean time per session in each phase and span kind, ms (sessions without one count as 0). */
    phases_ms: zod_1.z.record(zod_1.z.string(), num),
    spans_ms: zod_1.z.record(zod_1.z.string(), num),
    /** Mean cost of a session, USD (`cost_usd{tag:value}`), when the run priced its LLM calls. */
    cost_usd_mean: nullableNum.optional(),
});
exports.StageSchema = zod_1.z.strictObject({
    stage: num,
    concurrency: num,
    sessions: num,
    duration_s: num,
    throughput_sps: num,
    error_rate: num,
    pass_rate: nullableNum,
    e2e_ms: exports.MetricSummarySchema.nullable(),
    ttft_ms: exports.MetricSummarySchema.nullable(),
    slo: zod_1.z.enum(["pass", "fail"]).nullable(),
    breaching_metric: zod_1.z.string().nullable(),
    knee: zod_1.z.boolean(),
    break: zod_1.z.boolean(),
});
/**
 * `flat`: no later stage grew throughput by knee_gain over the knee's; `growing`: the top stage still
 * grew by it over the one before (no knee); `few_stages`: fewer than two rising stages to compare.
 */
exports.KneeWhySchema = zod_1.z.discriminatedUnion("key", [
    zod_1.z.strictObject({
        key: zod_1.z.literal("flat"),
        params: zod_1.z.strictObject({
            concurrency: num,
            throughput_sps: num,
            best_after_concurrency: num,
            best_after_throughput_sps: num,
            gain: nullableNum,
            knee_gain: num,
        }),
    }),
    zod_1.z.strictObject({
        key: zod_1.z.literal("growing"),
        params: zod_1.z.strictObject({
            from_concurrency: num,
            from_throughput_sps: num,
            to_concurrency: num,
            to_throughput_sps: num,
            gain: nullableNum,
            knee_gain: num,
        }),
    }),
    zod_1.z.strictObject({ key: zod_1.z.literal("few_stages"), params: zod_1.z.strictObject({ stages: num }) }),
]);
/** Resource samples in time buckets aligned with `series` (null where a bucket had none). */
exports.ResourceSeriesSchema = zod_1.z.strictObject({
    t0: num,
    step_ms: num,
    /** Busiest container's CPU in each bucket, percent of one core. */
    cpu_pct: zod_1.z.array(nullableNum),
    /** Largest container memory in each bucket, bytes. */
    mem_bytes: zod_1.z.array(nullableNum),
    /** Highest container memory / its limit in each bucket (null without a limit). */
    mem_ratio: zod_1.z.array(nullableNum),
    host_cpu_pct: zod_1.z.array(nullableNum),
    host_mem_bytes: zod_1.z.array(nullableNum),
    /** Smallest container memory limit seen, bytes. */
    mem_limit_bytes: nullableNum,
});
/** The target's own series and event marks, aligned with the load (times are epoch ms). */
exports.TargetReportSchema = zod_1.z.strictObject({
    /** How long a series must stay over its limit for the saturation rule, seconds. */
    sustain_s: num,
    series: zod_1.z.array(zod_1.z.strictObject({
        name: zod_1.z.string(),
        labels: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
        unit: zod_1.z.string().nullable(),
        role: zod_1.z.enum(["cpu", "memory", "queue", "running", "ttft"]).nullable(),
        limit: nullableNum,
        source: zod_1.z.enum(["range", "instant", "file"]),
        /** `[epoch ms, value]`, in time order (the run's window plus a margin). */
        points: zod_1.z.array(zod_1.z.tuple([num, num])),
        /** Over the points inside the run; null when none fall there. */
        summary: zod_1.z.strictObject({ count: num, min: num, mean: num, p95: num, max: num, last: num }).nullable(),
    })),
    /** Timestamped target events (slow queries), at most a few thousand. */
    marks: zod_1.z.array(zod_1.z.strictObject({ t: num, log: zod_1.z.string(), label: zod_1.z.string(), duration_ms: nullableNum })),
    /** Marks grouped by log and label, by total duration, longest first. */
    top_marks: zod_1.z.array(zod_1.z.strictObject({ log: zod_1.z.string(), label: zod_1.z.string(), count: num, total_ms: num, max_ms: nullableNum })),
});
exports.FINDING_RULES = [
    "knee",
    "break",
    "error_burst",
    "tail_divergence",
    "ttft_e2e_attribution",
    "span_attribution",
    "cpu_saturation",
    "memory_pressure",
    "oom_kill",
    "target_saturation",
    "target_memory_growth",
    "target_idle_errors",
    "llm_queueing",
    "sessions_failed",
];
/** One diagnosis: what a rule saw, and the numbers it saw it in. */
exports.FindingSchema = zod_1.z.strictObject({
    rule: zod_1.z.enum(exports.FINDING_RULES),
    severity: zod_1.z.enum(["info", "warn", "critical"]),
    title: zod_1.z.string(),
    detail: zod_1.z.string(),
    evidence: zod_1.z.array(zod_1.z.strictObject({
        metric: zod_1.z.string(),
        /** Seconds from the run's start, or null when the evidence is not a time window (stages, baseline). */
        window: zod_1.z.strictObject({ from_s: num, to_s: num }).nullable(),
        values: zod_1.z.record(zod_1.z.string(), nullableNum),
    })),
});
exports.ReportSchema = zod_1.z.strictObject({
    schemaVersion: zod_1.z.literal(exports.REPORT_SCHEMA_VERSION),
    generated_at: zod_1.z.string(),
    run_id: zod_1.z.string(),
    scenario: zod_1.z.strictObject({
        name: zod_1.z.string(),
        hash: zod_1.z.string(),
        description: zod_1.z.string().nullable(),
        /** What the LLM answers came from: the scripted mock, a replayed cassette, a real endpoint. */
        llm_mode: zod_1.z.enum(llm_mode_js_1.LLM_MODES).optional(),
    }),
    verdict: zod_1.z.enum(["pass", "warn", "fail", "interrupted"]),
    /** The language report.md, the comment, the summary and the dashboard are written in (report.locale). */
    locale: zod_1.z.enum(i18n_js_1.LOCALES).optional(),
    interrupted: zod_1.z.boolean(),
    /** Warnings the run logged: a schedule cut short, a circuit breaker, an early stop. */
    notes: zod_1.z.array(zod_1.z.string()).optional(),
    runtime: zod_1.z.string(),
    started_at: zod_1.z.string(),
    finished_at: zod_1.z.string(),
    duration_s: num,
    sessions: zod_1.z.strictObject({
        planned: num,
        total: num,
        completed: num,
        passed: num,
        failed: num,
        errored: num,
        warmup: num,
        /** Cut off by SIGINT/SIGTERM: counted apart, in no rate, latency or check. */
        interrupted: num,
    }),
    pass_rate: nullableNum,
    metrics: zod_1.z.record(zod_1.z.string(), exports.MetricSummarySchema),
    breakdown: zod_1.z.record(zod_1.z.string(), zod_1.z.record(zod_1.z.string(), BreakdownEntrySchema)),
    error_buckets: zod_1.z.record(zod_1.z.string(), num),
    error_examples: zod_1.z.record(zod_1.z.string(), zod_1.z.strictObject({ session: zod_1.z.string(), message: zod_1.z.string().nullable() })),
    throughput: zod_1.z.strictObject({
        stable_sps: num,
        peak_sps: num,
        peak_concurrency: num,
        duration_s: num,
    }),
    /** Open-loop (`rate`) runs: offered vs achieved rate and schedule lag; invalid when the generator fell behind. */
    open_loop: zod_1.z
        .strictObject({
        sessions: num,
        offered_sps: num,
        achieved_sps: num,
        schedule_lag_p50_ms: num,
        schedule_lag_p99_ms: num,
        generator_lag_p99_ms: num,
        late_sessions: num,
        late_fraction: num,
        queued_sessions: num,
        valid: zod_1.z.boolean(),
        invalid_reason: zod_1.z.string().nullable(),
    })
        .nullable(),
    resources: zod_1.z.strictObject({
        samples: num,
        cpu_pct: zod_1.z.strictObject({ mean: num, max: num }).nullable(),
        mem_bytes: zod_1.z.strictObject({ mean: num, max: num }).nullable(),
        host: zod_1.z
            .strictObject({
            cpu_pct: zod_1.z.strictObject({ mean: num, max: num }),
            mem_bytes: zod_1.z.strictObject({ mean: num, max: num }),
        })
            .nullable(),
        oom_kills: num,
        series: exports.ResourceSeriesSchema.nullable(),
    }),
    /** Target-side evidence (evidence.prometheus, evidence.files); null or absent when not configured. */
    target: exports.TargetReportSchema.nullable().optional(),
    /** Multi-step tasks: per task and step, sessions that ran it, passed it, mean reward and phase times. */
    steps: zod_1.z
        .array(zod_1.z.strictObject({
        task: zod_1.z.string(),
        step: zod_1.z.string(),
        sessions: num,
        passed: num,
        reward_mean: nullableNum,
        agent_exec_ms_mean: nullableNum,
        verify_ms_mean: nullableNum,
    }))
        .optional(),
    /**
     * The sequential gate's looks (docs/gate.md), when the pairs' sessions were a budget: each look's
     * planned sessions a side, what each arm had ended, its level, the α spent by it, each rule's
     * estimate, bounds, p and chance of failing by the budget's end, and what it decided.
     */
    sequential: zod_1.z
        .strictObject({
        budget: zod_1.z.strictObject({ min: num, max: num, step: num }),
        alpha: num,
        spending: zod_1.z.string(),
        futility_power: num,
        decision: zod_1.z.enum(["fail", "pass", "budget", "ended"]),
        looks: zod_1.z.array(zod_1.z.strictObject({
            look: num,
            planned: num,
            ended: zod_1.z.record(zod_1.z.string(), num),
            alpha: num,
            alpha_spent: num,
            decision: zod_1.z.enum(["fail", "pass", "continue", "budget", "ended"]),
            rules: zod_1.z.array(zod_1.z.strictObject({
                metric: zod_1.z.string(),
                rule: zod_1.z.string(),
                scale: zod_1.z.string().nullable(),
                estimate: nullableNum,
                lower: nullableNum,
                upper: nullableNum,
                p: nullableNum,
                /** The rule's check at this look's level: what fails the look. */
                status: zod_1.z.enum(["pass", "warn", "fail"]),
                power_by_end: nullableNum,
            })),
        })),
    })
        .optional(),
    /** What the run's LLM calls cost (src/metrics/economics.ts); absent when no call was seen. */
    economy: zod_1.z
        .strictObject({
        price_table: zod_1.z.string(),
        unpriced_models: zod_1.z.array(zod_1.z.string()),
        sessions: num,
        priced_sessions: num,
        cost_usd: num.nullable(),
        cost_per_pass_usd: num.nullable(),
        tokens_per_pass: num.nullable(),
        llm_calls: num,
    })
        .optional(),
    /** Built-in coding agents installed for the run, timed once (host install plus image layers). */
    agents: zod_1.z
        .array(zod_1.z.strictObject({
        name: zod_1.z.string(),
        version: zod_1.z.string(),
        install: zod_1.z.strictObject({ cached: zod_1.z.boolean(), ms: num }),
    }))
        .default([]),
    stages: zod_1.z
        .strictObject({
        strategy: zod_1.z.string(),
        steps: zod_1.z.array(exports.StageSchema),
        max_sustainable_concurrency: nullableNum,
        breaching_metric: zod_1.z.string().nullable(),
        knee_concurrency: nullableNum,
        /** Why the knee is where it is, or why there is none, as facts each locale renders. */
        knee_why: exports.KneeWhySchema.nullable().optional(),
        break_concurrency: nullableNum,
    })
        .nullable(),
    series: zod_1.z.strictObject({
        t0: num,
        step_ms: num,
        started: zod_1.z.array(num),
        completed: zod_1.z.array(num),
        failed: zod_1.z.array(num),
        in_flight: zod_1.z.array(num),
        e2e_p50: zod_1.z.array(nullableNum),
        e2e_p95: zod_1.z.array(nullableNum),
        /** The run's spend so far at the end of each bucket (USD); absent when no session was priced. */
        cost_usd: zod_1.z.array(num).optional(),
    }),
    gate: zod_1.z.strictObject({
        status: zod_1.z.enum(["pass", "warn", "fail"]),
        checks: zod_1.z.array(exports.GateCheckSchema),
    }),
    baseline: zod_1.z
        .strictObject({
        file: zod_1.z.string(),
        /** A baseline this run is compared with; false when there is none or it was refused. */
        found: zod_1.z.boolean(),
        /** The file holds a baseline that was refused, and why (the gate's check says it in full). */
        refused: zod_1.z.enum(["scenario_changed", "llm_mode"]).optional(),
        source: zod_1.z.record(zod_1.z.string(), zod_1.z.string()).nullable(),
        metrics: zod_1.z.record(zod_1.z.string(), exports.MetricSummarySchema).nullable(),
        pass_rate: nullableNum,
        history: zod_1.z.array(zod_1.z.record(zod_1.z.string(), zod_1.z.union([zod_1.z.string(), zod_1.z.number(), zod_1.z.null()]))),
        /** The machine kinds of the baseline and of this run; `same` null when the baseline's is unknown. */
        runner: zod_1.z
            .strictObject({
            baseline: runner_js_1.runnerSchema.nullable(),
            run: runner_js_1.runnerSchema.nullable(),
            same: zod_1.z.boolean().nullable(),
        })
            .optional(),
        /** The price catalog the baseline's costs come from, when it had any. */
        price_table: zod_1.z.string().optional(),
    })
        .nullable(),
    findings: zod_1.z.array(exports.FindingSchema),
    /** Advisory text from the scenario's diagnosis LLM; never changes the verdict. */
    ai_summary: zod_1.z.strictObject({ model: zod_1.z.string().nullable(), text: zod_1.z.string() }).nullable().optional(),
    labels: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    environment: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    source: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    /** The command that runs this scenario again. */
    reproduce: zod_1.z.string().nullable(),
});
/** JSON Schema (draft 2020-12) of report.json, as committed in schemas/report.schema.json. */
function reportJsonSchema() {
    const schema = zod_1.z.toJSONSchema(exports.ReportSchema, { target: "draft-2020-12" });
    const { $schema, ...rest } = schema;
    return {
        $schema,
        title: "agent-loadtest report.json",
        description: `report.json of an agent-loadtest run, schemaVersion ${exports.REPORT_SCHEMA_VERSION}. Durations are milliseconds.`,
        ...rest,
    };
}
/** The committed file's exact text. */
function reportJsonSchemaText() {
    return `${JSON.stringify(reportJsonSchema(), null, 2)}\n`;
}


/***/ }),

/***/ 22279:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.lookLine = lookLine;
exports.sequentialTrace = sequentialTrace;
const reasons_js_1 = __webpack_require__(67063);
function ruleText(r, L, quote, power = true) {
    const values = {
        rule: quote(`${r.metric} ${r.rule}`),
        effect: (0, reasons_js_1.effectWithBounds)(r, L),
        p: r.p === null ? "–" : (0, reasons_js_1.pText)(r.p, L),
    };
    if (!power || r.power_by_end === null)
        return L.t("seq.rule_decided", values);
    return L.t("seq.rule", { ...values, power: (0, reasons_js_1.percent)(r.power_by_end, L) });
}
/** One look, as the progress line prints it. */
function lookLine(look, looks, L) {
    return L.t("seq.look", {
        look: look.look,
        looks,
        n: look.planned,
        alpha: (0, reasons_js_1.sig)(look.alpha, L, 3),
        decision: L.t(`seq.d.${look.decision}`),
        rules: look.rules.map((r) => ruleText(r, L, (x) => x)).join("; "),
    });
}
/** Names from the scenario as Markdown code spans. */
const code = (s) => `\`${s.replace(/`/g, "")}\``;
/** The whole in one line of Markdown (report.md, the PR comment): where it decided, on what, and the α spent. */
function sequentialTrace(s, L) {
    const last = s.looks.at(-1);
    if (!last)
        return "";
    // The rule the gate failed at this look (beyond its tolerance and significant), not merely significant.
    const failing = last.rules.find((r) => r.status === "fail");
    return L.t(`seq.trace.${s.decision}`, {
        n: last.planned,
        max: s.budget.max,
        look: last.look,
        alpha: (0, reasons_js_1.sig)(last.alpha, L, 3),
        spent: (0, reasons_js_1.sig)(last.alpha_spent, L, 3),
        power: (0, reasons_js_1.percent)(s.futility_power, L),
        rule: failing ? ruleText(failing, L, code, false) : "",
    });
}


/***/ }),

/***/ 29833:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MIN_SPARKLINE_POINTS = void 0;
exports.sparkline = sparkline;
/** Unicode sparklines: a series in eight block heights, downsampled to a width that fits a table cell. */
const BLOCKS = "▁▂▃▄▅▆▇█";
/** Fewer points than this draw no line: one to three blocks show no shape a reader can use. */
exports.MIN_SPARKLINE_POINTS = 4;
/** The series as blocks, or "" when it has fewer than MIN_SPARKLINE_POINTS values to draw. */
function sparkline(values, width = 40) {
    const xs = downsample(values, width);
    const finite = xs.filter((v) => v != null && Number.isFinite(v));
    if (finite.length < exports.MIN_SPARKLINE_POINTS)
        return "";
    const lo = Math.min(...finite);
    const hi = Math.max(...finite);
    return xs
        .map((v) => {
        if (v == null || !Number.isFinite(v))
            return " ";
        if (hi === lo)
            return BLOCKS[v === 0 ? 0 : 3];
        return BLOCKS[Math.min(7, Math.floor(((v - lo) / (hi - lo)) * 8))];
    })
        .join("");
}
/** Mean of each window, keeping gaps (null) where a window had no values. */
function downsample(values, width) {
    if (values.length <= width)
        return values;
    const out = [];
    for (let i = 0; i < width; i++) {
        const part = values
            .slice(Math.floor((i * values.length) / width), Math.floor(((i + 1) * values.length) / width))
            .filter((v) => v != null);
        out.push(part.length ? part.reduce((a, b) => a + b, 0) / part.length : null);
    }
    return out;
}


/***/ }),

/***/ 8155:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/** report.md's short target section: each target series in one row, and the slowest target events. */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.targetValue = targetValue;
exports.targetSection = targetSection;
const i18n_js_1 = __webpack_require__(65430);
const escape_js_1 = __webpack_require__(14031);
const format_js_1 = __webpack_require__(12011);
const sparkline_js_1 = __webpack_require__(29833);
/** A value in its series' unit, as short as a table cell wants it. */
function targetValue(v, unit, L = (0, i18n_js_1.lang)()) {
    if (v == null)
        return "–";
    if (unit === "bytes")
        return (0, format_js_1.bytes)(v, L);
    if (unit === "bytes/s")
        return `${(0, format_js_1.bytes)(v, L)}/s`;
    if (unit === "ratio")
        return `${L.fixed(v * 100, 1)}%`;
    if (unit === "s")
        return (0, format_js_1.ms)(v * 1000, L);
    return `${(0, format_js_1.num)(v, 2, L)}${unit && unit !== "count" ? ` ${(0, escape_js_1.md)(unit, 20)}` : ""}`;
}
function targetSection(r, maxRows, L = (0, i18n_js_1.lang)(r.locale)) {
    const t = r.target;
    if (!t || (t.series.length === 0 && t.marks.length === 0))
        return "";
    const out = [`### ${L.t("target.heading")}`, ""];
    const col = (k) => L.t(`target.col.${k}`);
    if (t.series.length > 0) {
        out.push(`| ${col("series")} | ${col("over_run")} | ${col("mean")} | p95 | ${col("max")} | ${col("limit")} |`, "|---|---|---|---|---|---|");
        for (const s of t.series.slice(0, maxRows)) {
            const labels = Object.entries(s.labels).map(([k, v]) => `${k}=${v}`);
            const name = (0, escape_js_1.md)(labels.length ? `${s.name}{${labels.join(",")}}` : s.name, 80);
            const u = s.unit;
            const spark = (0, sparkline_js_1.sparkline)(s.points.map((p) => p[1]), 24);
            const x = s.summary;
            out.push(`| ${name} | ${spark} | ${targetValue(x?.mean, u, L)} | ${targetValue(x?.p95, u, L)} | ${targetValue(x?.max, u, L)} | ${targetValue(s.limit, u, L)} |`);
        }
        if (t.series.length > maxRows)
            out.push(`\n_${L.t("target.more", { n: t.series.length - maxRows })}_`);
        out.push("");
    }
    if (t.top_marks.length > 0) {
        out.push(L.t("target.slowest", { n: t.marks.length }), "");
        out.push(`| ${col("log")} | ${col("event")} | ${col("count")} | ${col("total")} | ${col("max")} |`, "|---|---|---|---|---|");
        for (const m of t.top_marks.slice(0, Math.min(maxRows, 10)))
            out.push(`| ${(0, escape_js_1.md)(m.log, 30)} | ${(0, escape_js_1.md)(m.label, 80)} | ${m.count} | ${(0, format_js_1.ms)(m.total_ms, L)} | ${(0, format_js_1.ms)(m.max_ms, L)} |`);
        out.push("");
    }
    return out.join("\n");
}


/***/ }),

/***/ 1693:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.writeReports = writeReports;
exports.renderRunDashboard = renderRunDashboard;
exports.readRunReport = readRunReport;
exports.junitJourney = junitJourney;
exports.junitSessions = junitSessions;
exports.readLogExcerpts = readLogExcerpts;
exports.writeBisect = writeBisect;
/**
 * Writes every report of a run directory from one Report model: report.json, report.md,
 * dashboard.html, metrics.prom, junit.xml. This is the file-system edge of the report module: it also
 * reads what only the run directory holds (log excerpts) before rendering.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const session_table_js_1 = __webpack_require__(96108);
const secrets_js_1 = __webpack_require__(27194);
const bisect_js_1 = __webpack_require__(24974);
const dashboard_js_1 = __webpack_require__(94434);
const junit_js_1 = __webpack_require__(42998);
const markdown_js_1 = __webpack_require__(54285);
const prometheus_js_1 = __webpack_require__(38720);
const schema_js_1 = __webpack_require__(91327);
/** Sessions with a log excerpt in the dashboard (failed first), and bytes kept from each log's end. */
const EXCERPT_SESSIONS = 200;
const EXCERPT_BYTES = 2048;
const EXCERPT_SESSION_CHARS = 4096;
/** Session folders looked at for excerpts, at most (a passed session often has none). */
const EXCERPT_TRIES = 1000;
const LOG_FILES = ["agent.stderr.log", "agent.stdout.log", "verifier.stderr.log", "verifier.stdout.log"];
/** Writes the reports of one model; what report.json holds is exactly the model given. */
function writeReports(runDir, report, run) {
    const files = {
        reportJson: (0, node_path_1.join)(runDir, "report.json"),
        reportMd: (0, node_path_1.join)(runDir, "report.md"),
        dashboard: (0, node_path_1.join)(runDir, "dashboard.html"),
        metricsProm: (0, node_path_1.join)(runDir, "metrics.prom"),
        junitXml: (0, node_path_1.join)(runDir, "junit.xml"),
        stagesJson: report.stages ? (0, node_path_1.join)(runDir, "stages.json") : null,
    };
    // Built from masked events, and masked once more as written: the one redactor is the last word.
    const redact = reportRedactor(run.scenarioConfig);
    const write = (file, text) => (0, node_fs_1.writeFileSync)(file, redact(text));
    write(files.reportJson, `${JSON.stringify(report, null, 2)}\n`);
    write(files.reportMd, (0, markdown_js_1.renderSummary)(report, { dashboard: "dashboard.html" }));
    write(files.metricsProm, (0, prometheus_js_1.renderPrometheus)(report));
    if (files.stagesJson)
        write(files.stagesJson, `${JSON.stringify(report.stages, null, 2)}\n`);
    // Views of the run's session table made as each pass reaches them, not records: junit.xml and the
    // dashboard count them all, and keep and read every field of a bounded number (JUNIT_SESSIONS, DASHBOARD_ROWS).
    const sessions = (0, session_table_js_1.sessionTableOf)(run).each();
    write(files.junitXml, (0, junit_js_1.renderJunit)(report, sessions, junitJourney(report)));
    write(files.dashboard, renderRunDashboard(runDir, report, { sessions, scenarioConfig: run.scenarioConfig }, redact));
    return files;
}
/** dashboard.html of a run directory: the report, its sessions, and their log excerpts. */
function renderRunDashboard(runDir, report, run, redact = reportRedactor(run.scenarioConfig)) {
    const shown = (0, dashboard_js_1.shownSessions)(run.sessions);
    const logs = readLogExcerpts(runDir, shown, redact);
    return (0, dashboard_js_1.renderDashboard)(report, run.sessions, { logs, shown });
}
/** report.json of a run directory, checked against the schema; a user error when absent or foreign. */
function readRunReport(runDir) {
    const file = (0, node_path_1.join)(runDir, "report.json");
    if (!(0, node_fs_1.existsSync)(file))
        throw new errors_js_1.UserError("no report.json here: rebuild it with `agent-loadtest report`", runDir);
    let json;
    try {
        json = JSON.parse((0, node_fs_1.readFileSync)(file, "utf8"));
    }
    catch {
        throw new errors_js_1.UserError("not JSON", file);
    }
    const parsed = schema_js_1.ReportSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors_js_1.UserError(`${issue.message} (schemaVersion ${schema_js_1.REPORT_SCHEMA_VERSION} expected); rebuild it with \`agent-loadtest report\``, file, issue.path.join(".") || undefined);
    }
    return parsed.data;
}
/** A session's journey as junit.xml names it: the tag the report's journey table is by, else its task. */
function junitJourney(report) {
    const tag = (0, markdown_js_1.journeyBreakdown)(report)?.tag ?? "task";
    return (s) => (tag === "task" ? s.task : tag === "agent" ? s.agent : (s.tags[tag] ?? s.task));
}
function junitSessions(report, sessions) {
    const journey = junitJourney(report);
    return sessions.map((s) => ({
        id: s.id,
        task: s.task,
        journey: journey(s),
        status: s.status,
        bucket: s.bucket,
        error: s.error,
        e2e_ms: s.e2e_ms,
        warmup: s.warmup,
    }));
}
/**
 * The end of each session's logs, failed sessions first, with secret values masked. At most
 * EXCERPT_TRIES session folders are looked at, so the cost stays bounded whatever the run's size.
 */
function readLogExcerpts(runDir, sessions, secrets = [], maxSessions = EXCERPT_SESSIONS) {
    const out = {};
    const order = [...sessions].sort((a, b) => Number(a.status === "passed") - Number(b.status === "passed"));
    const mask = typeof secrets === "function" ? secrets : (0, secrets_js_1.makeRedactor)(secrets);
    let kept = 0;
    let tries = 0;
    for (const s of order) {
        if (kept >= maxSessions || tries++ >= EXCERPT_TRIES)
            break;
        const dir = (0, node_path_1.join)(runDir, "sessions", s.id);
        if (!/^[\w.-]+$/.test(s.id) || !(0, node_fs_1.existsSync)(dir))
            continue;
        const parts = [];
        for (const name of LOG_FILES) {
            const text = tail((0, node_path_1.join)(dir, name), EXCERPT_BYTES);
            if (text && text.trim() !== "")
                parts.push(`── ${name} ──\n${text.trimEnd()}`);
        }
        if (parts.length > 0) {
            // Masked before the cut, so a cut cannot leave half a secret unmasked.
            const text = mask(parts.join("\n"));
            out[s.id] = text.length > EXCERPT_SESSION_CHARS ? `${text.slice(0, EXCERPT_SESSION_CHARS - 1)}…` : text;
            kept++;
        }
    }
    return out;
}
function tail(file, bytes) {
    if (!(0, node_fs_1.existsSync)(file))
        return null;
    const size = (0, node_fs_1.statSync)(file).size;
    const n = Math.min(size, bytes);
    const buf = Buffer.alloc(n);
    const fd = (0, node_fs_1.openSync)(file, "r");
    try {
        (0, node_fs_1.readSync)(fd, buf, 0, n, size - n);
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
    const text = buf.toString("utf8").replace(/^[\uFFFD]+/, "");
    return size > n ? `…${text}` : text;
}
/**
 * What this process decided is secret (the scenario it ran), plus — for a run folder rebuilt later,
 * whose scenario is recorded masked — the host variables it lists or that are named like secrets.
 */
function reportRedactor(scenario) {
    const named = scenario?.secrets;
    const listed = Array.isArray(named) ? named.filter((x) => typeof x === "string") : [];
    return (0, secrets_js_1.makeRedactor)([...(0, secrets_js_1.knownSecrets)(), ...(0, secrets_js_1.secretValuesOf)(process.env, listed)]);
}
/** The bisect's folder: report.json (the data), report.md and dashboard.html (the same, in words and a chart). */
function writeBisect(out, r) {
    (0, node_fs_1.mkdirSync)(out, { recursive: true });
    const files = {
        json: (0, node_path_1.join)(out, "report.json"),
        md: (0, node_path_1.join)(out, "report.md"),
        dashboard: (0, node_path_1.join)(out, "dashboard.html"),
    };
    // Commit subjects and authors are the repository's text: masked as every report is.
    const write = (file, text) => (0, node_fs_1.writeFileSync)(file, (0, secrets_js_1.knownRedactor)()(text));
    write(files.json, `${JSON.stringify(r, null, 1)}\n`);
    write(files.md, (0, bisect_js_1.renderBisect)(r));
    write(files.dashboard, (0, bisect_js_1.renderBisectDashboard)(r));
    return files;
}


/***/ })

};
