export const id = 968;
export const ids = [968];
export const modules = {

/***/ 48992:
/***/ ((__unused_webpack_module, exports) => {


/**
 * find_max's stages as planned, before anything runs: the probes it may run (it stops at the first
 * breach) and the most stages bisection may add after them. The startup line, `validate` and the
 * live progress all say it from here, so none counts a bisection stage past the plan.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_DOUBLINGS = void 0;
exports.findMaxPlan = findMaxPlan;
/** Doubling probes tried when a find_max scenario lists no stages. */
exports.MAX_DOUBLINGS = 12;
function findMaxPlan(load, planSize) {
    const base = load.concurrency ?? 1;
    const listed = load.stages ?? Array.from({ length: exports.MAX_DOUBLINGS }, (_, i) => ({ concurrency: base * 2 ** i }));
    // A stage needs enough sessions to load every slot a few times.
    const probes = listed.map((p) => ({
        concurrency: p.concurrency,
        sessions: p.sessions ?? Math.max(planSize, 4 * p.concurrency),
    }));
    // Bisection halves the gap between the last probe that held (0 before the first) and the first
    // that broke, until they are adjacent: ceil(log2(gap)) stages for the widest such gap.
    let bisect = 0;
    let worst = 0;
    if (load.bisect) {
        probes.forEach((p, i) => {
            const gap = p.concurrency - (i === 0 ? 0 : probes[i - 1].concurrency);
            const steps = gap > 1 ? Math.ceil(Math.log2(gap)) : 0;
            if (steps > bisect)
                bisect = steps;
            if (steps > 0)
                worst = Math.max(worst, p.sessions);
        });
    }
    const total = probes.reduce((a, p) => a + p.sessions, 0) + bisect * worst;
    return { probes, bisect, sessions: load.max_sessions ? Math.min(load.max_sessions, total) : total };
}


/***/ }),

/***/ 97454:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The web console's JSON API, as its server sends it (src/serve/) and its page reads it
 * (src/web/console/): one set of types for both sides. They live here, below both, because the
 * answers are the report's and the baseline's data (report.json's fields, a baseline's history, the
 * progress state). A request that succeeds answers 200 with its answer; one that is refused answers a
 * 4xx or 5xx with an `ApiError`, or the refusal its route names.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RUN_DETAIL_FIELDS = void 0;
/** The report.json fields a run's answer carries, in this order: what a comparison shows of a run. */
exports.RUN_DETAIL_FIELDS = [
    "run_id",
    "scenario",
    "verdict",
    "interrupted",
    "started_at",
    "duration_s",
    "sessions",
    "pass_rate",
    "metrics",
    "error_buckets",
    "throughput",
    "gate",
    "stages",
    "notes",
];


/***/ }),

/***/ 18991:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Progress of a run while it runs: the live recorder's totals → a plain-data state (what the CLI,
 * the Action and the web console show) → one line of text. Pure: time comes in as an argument.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.progressState = progressState;
exports.clock = clock;
exports.progressFields = progressFields;
exports.fitProgress = fitProgress;
exports.formatProgress = formatProgress;
const i18n_js_1 = __webpack_require__(65430);
const stage_plan_js_1 = __webpack_require__(48992);
const terminal_js_1 = __webpack_require__(65459);
const format_js_1 = __webpack_require__(12011);
function loadOf(scenario) {
    const load = scenario?.load;
    return load && typeof load === "object" ? load : {};
}
/** Seconds the schedule lasts when time bounds it: a ramp's holds, a rate run's duration. */
function scheduleSeconds(load) {
    if (load.strategy === "rate" && load.duration_sec)
        return load.duration_sec;
    if (load.strategy === "ramp" || load.strategy === "rate") {
        const holds = (load.stages ?? []).map((s) => s.hold_sec ?? 0);
        const total = holds.reduce((a, b) => a + b, 0);
        return total > 0 ? total : null;
    }
    return null;
}
function finite(x) {
    return x != null && Number.isFinite(x) ? x : null;
}
/**
 * `final`: the run's last line, which shows the run's figures (the values the report shows and the
 * checks test); before that the line reads the approximate running histogram, cheap every second.
 * A view whose run has ended is final.
 */
function progressState(v, now, final = v.ended) {
    const load = loadOf(v.scenario);
    const strategy = load.strategy ?? "fixed";
    const elapsed = v.startedAt == null ? 0 : Math.max(0, (now - v.startedAt) / 1000);
    const done = v.passed + v.failed + v.errored + v.warmup + v.interrupted;
    const gated = v.passed + v.failed + v.errored;
    const schedule = scheduleSeconds(load);
    let eta = null;
    if (v.ended)
        eta = 0;
    else if (schedule != null)
        eta = Math.max(0, schedule - elapsed);
    else if (strategy === "fixed" && done > 0 && v.planned > 0)
        eta = (elapsed / done) * (v.planned - done);
    const source = final ? v.figures("e2e_ms") : v.e2e;
    const e2e = source && source.count > 0 ? source : null;
    return {
        elapsed_s: elapsed,
        strategy,
        planned: v.planned,
        done,
        in_flight: v.inFlight,
        passed: v.passed,
        failed: v.failed,
        errored: v.errored,
        interrupted: v.interrupted,
        pass_rate: gated === 0 ? null : v.passed / gated,
        e2e_p50_ms: finite(e2e?.percentile(50)),
        e2e_p95_ms: finite(e2e?.percentile(95)),
        errors: v.buckets,
        stage: v.stage
            ? {
                index: v.stage.stage,
                ...stageCount(load, v.planned),
                concurrency: v.stage.concurrency,
                label: v.stage.label,
            }
            : null,
        schedule_s: schedule,
        eta_s: eta,
        ended: v.ended,
    };
}
/** `m:ss`, or `h:mm:ss` past an hour. */
function clock(seconds) {
    const s = Math.max(0, Math.round(seconds));
    const h = Math.floor(s / 3600);
    const mm = String(Math.floor((s % 3600) / 60));
    const ss = String(s % 60).padStart(2, "0");
    return h > 0 ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}
// The report's one duration format, so the live line and the summary print the same figure alike.
const EN = (0, i18n_js_1.lang)("en");
const ms = (x) => (0, format_js_1.ms)(x, EN);
/** Error buckets by count, largest first (interrupted sessions are no error: the recorder counts them apart). */
function errorRows(errors) {
    const rows = Object.entries(errors)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([k, n]) => [k, n ?? 0]);
    return rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
/** The errors field's forms: every bucket, the largest and how many more, the total. */
function errorForms(errors) {
    const rows = errorRows(errors);
    if (rows.length === 0)
        return ["errors none", ""];
    const all = `errors ${rows.map(([k, n]) => `${k} ${n}`).join(", ")}`;
    const total = `errors ${rows.reduce((a, [, n]) => a + n, 0)}`;
    if (rows.length === 1)
        return [all, total];
    return [all, `errors ${rows[0][0]} ${rows[0][1]} +${rows.length - 1} more`, total];
}
/** The stages as planned: find_max's probes and what bisection may add (stage-plan.ts), else the list. */
function stageCount(load, planned) {
    if (load.strategy !== "find_max")
        return { count: load.stages?.length ?? null, bisect: 0 };
    const plan = (0, stage_plan_js_1.findMaxPlan)(load, planned);
    return { count: plan.probes.length + plan.bisect, bisect: plan.bisect };
}
function stageForms(p) {
    const st = p.stage;
    if (!st)
        return [];
    const at = `(concurrency ${st.concurrency})`;
    const short = `stage ${st.index}${st.count && p.strategy !== "find_max" ? `/${st.count}` : ""}`;
    if (p.strategy !== "find_max" || !st.count)
        return [`${short} ${at}`, short, ""];
    // find_max stops at the first breach: its stage count is a bound, the bisection part said apart.
    const probes = st.count - st.bisect;
    const bound = st.bisect > 0 ? `up to ${probes} + ${st.bisect} bisection` : `up to ${probes}`;
    return [`stage ${st.index}${st.label === "bisect" ? " (bisection)" : ""} of ${bound} ${at}`, short, ""];
}
/** The line's pieces in the order they are shown: elapsed, stage, schedule, done, in flight, pass, e2e, errors, ETA. */
function progressFields(p) {
    const f = (key, ...forms) => ({ key, forms });
    const at = clock(p.elapsed_s);
    const p95 = ms(p.e2e_p95_ms);
    const fields = [f("elapsed", `progress ${at}`, at, "")];
    const stage = stageForms(p);
    if (stage.length)
        fields.push(f("stage", ...stage));
    if (p.schedule_s != null)
        fields.push(f("schedule", `${clock(Math.min(p.elapsed_s, p.schedule_s))} of ${clock(p.schedule_s)}`, ""));
    const done = p.strategy === "fixed" ? `${p.done}/${p.planned}` : `${p.done}`;
    fields.push(f("done", `${done} done`, ...(p.strategy === "fixed" ? [done] : [])), f("in_flight", `${p.in_flight} in flight`, ""), f("pass", `pass ${p.pass_rate == null ? "–" : `${(p.pass_rate * 100).toFixed(1)}%`}`), f("e2e", `e2e p50 ${ms(p.e2e_p50_ms)} p95 ${p95}`, `e2e p95 ${p95}`, `p95 ${p95.replace(" ", "")}`));
    // Cut off by an interrupt: said apart, never as an error.
    if (p.interrupted > 0)
        fields.push(f("interrupted", `interrupted ${p.interrupted}`));
    fields.push(f("errors", ...errorForms(p.errors)));
    if (p.eta_s != null && !p.ended)
        fields.push(f("eta", `ETA ${clock(p.eta_s)}`, ""));
    return fields;
}
/**
 * When the line is wider than the terminal, the next field to shorten, least important first: what
 * stays longest is done/planned, the pass rate, e2e p95, the interrupted count and the errors' total.
 */
const SHRINK = [
    "e2e", // p50 out
    "errors", // "errors none" out; a long list to its largest bucket
    "in_flight",
    "schedule",
    "stage", // the stage without its concurrency
    "eta",
    "elapsed", // without the word "progress"
    "errors", // the total only
    "stage",
    "elapsed",
    "e2e", // "p95 812ms"
    "done", // "20/60"
];
const SEPARATOR = " · ";
/** The fields on one line of at most `width` display columns (no limit: every field in full). */
function fitProgress(fields, width = Number.POSITIVE_INFINITY) {
    const form = new Map();
    const line = (sep) => fields
        .map((f) => f.forms[form.get(f.key) ?? 0])
        .filter(Boolean)
        .join(sep);
    const fits = (text) => (0, terminal_js_1.displayWidth)(text) <= width;
    if (fits(line(SEPARATOR)))
        return line(SEPARATOR);
    for (const key of SHRINK) {
        const field = fields.find((f) => f.key === key);
        if (!field)
            continue;
        form.set(key, Math.min((form.get(key) ?? 0) + 1, field.forms.length - 1));
        if (fits(line(SEPARATOR)))
            return line(SEPARATOR);
    }
    // Narrower still: plain spaces between the fields, then cut.
    return (0, terminal_js_1.cutToWidth)(line(" "), width);
}
/**
 * One progress line: elapsed, done/planned (or the schedule), in flight, pass rate, e2e, errors, stage,
 * ETA; at most `width` display columns, dropping the least important fields first.
 */
function formatProgress(p, width) {
    return fitProgress(progressFields(p), width);
}


/***/ }),

/***/ 41496:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.COMMON_HEADERS = void 0;
exports.sendDashboardFrame = sendDashboardFrame;
exports.sendDashboardFile = sendDashboardFile;
/**
 * A run's dashboard.html as the console serves it. A run folder may come from anywhere (an unpacked
 * artifact), so its HTML never runs with the console's origin: the file goes out only into a
 * sandboxed frame (scripts allowed, for the charts; no same origin, popups, forms or top navigation),
 * and the console's page around it holds no script and lets the frame go nowhere but the console.
 */
const node_fs_1 = __webpack_require__(73024);
const escape_js_1 = __webpack_require__(14031);
const secrets_js_1 = __webpack_require__(27194);
const guard_js_1 = __webpack_require__(99006);
const runs_js_1 = __webpack_require__(87133);
/** On every answer: no type sniffing, no embedding by another origin, no Referer leaving. */
exports.COMMON_HEADERS = {
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
};
const SANDBOX = "allow-scripts";
/** The file's own policy repeats the sandbox: opened by itself it still gets an opaque origin. */
const RUN_FILE_CSP = `sandbox ${SANDBOX}; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
/** The frame page: no script of its own; its frame may load the console's origin only (never another port). */
const FRAME_CSP = "default-src 'none'; frame-src 'self'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const framePath = (id) => `/runs/${encodeURIComponent(id)}/raw/dashboard.html`;
function dashboardFile(outputDir, id) {
    // Missing, or a link whose real path leaves the output folder: not found either way.
    const file = (0, runs_js_1.runFile)((0, runs_js_1.runDir)(outputDir, id), "dashboard.html");
    if (!file)
        throw new guard_js_1.HttpError(404, "this run has no dashboard.html (yet)");
    return file;
}
/** `/runs/<id>/dashboard.html`: the console's frame around the run's file. */
function sendDashboardFrame(res, outputDir, id) {
    dashboardFile(outputDir, id);
    res.writeHead(200, {
        ...exports.COMMON_HEADERS,
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": FRAME_CSP,
        "cross-origin-opener-policy": "same-origin",
        "cache-control": "no-store",
    });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${(0, escape_js_1.html)(id)} · dashboard</title><link rel="icon" href="data:,">
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%;display:block}</style></head>
<body><iframe sandbox="${SANDBOX}" src="${(0, escape_js_1.html)(framePath(id))}" title="dashboard.html of ${(0, escape_js_1.html)(id)}"></iframe></body></html>
`);
}
/** `/runs/<id>/raw/dashboard.html`: the file itself, sandboxed, and only into a frame where the browser says so. */
function sendDashboardFile(req, res, outputDir, id) {
    const file = dashboardFile(outputDir, id);
    const dest = req.headers["sec-fetch-dest"];
    if (dest !== undefined && dest !== "iframe")
        throw new guard_js_1.HttpError(403, `a run's file opens in the console's frame: /runs/${id}/dashboard.html`);
    res.writeHead(200, {
        ...exports.COMMON_HEADERS,
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": RUN_FILE_CSP,
        "cache-control": "no-store",
    });
    const bytes = (0, node_fs_1.readFileSync)(file);
    res.end((0, secrets_js_1.knownRedactor)().bytes(bytes) ?? bytes);
}


/***/ }),

/***/ 32889:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.scenarioFromForm = scenarioFromForm;
exports.scenarioYaml = scenarioYaml;
/**
 * The console's scenario form → a scenario document. Pure: the form's text fields become the
 * scenario's shape as typed, and the scenario schema (not this file) decides what is valid, so a
 * bad value comes back as the schema's error at its line and field.
 */
const yaml_1 = __webpack_require__(38815);
/** A number when the text is one, else the text itself (for the schema to refuse). */
function num(v) {
    if (v === undefined || v === "")
        return undefined;
    if (typeof v === "number")
        return v;
    const t = v.trim();
    return t !== "" && Number.isFinite(Number(t)) ? Number(t) : t;
}
function stages(text) {
    return text
        .split(/[,;\n]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => {
        const m = /^(\S+?)\s*(?:[x×*]\s*(\S+?)\s*s?)?$/.exec(s);
        if (!m)
            return s;
        return m[2] === undefined
            ? { concurrency: num(m[1]) }
            : { concurrency: num(m[1]), hold_sec: num(m[2]) };
    });
}
function thresholds(text) {
    const out = {};
    for (const line of text.split("\n")) {
        const i = line.indexOf(":");
        if (i <= 0)
            continue;
        const metric = line.slice(0, i).trim();
        out[metric] = line
            .slice(i + 1)
            .split(",")
            .map((e) => e.trim())
            .filter(Boolean);
    }
    return out;
}
/**
 * The scenario document, with paths made relative to the folder the file is written to.
 * `rel` maps a path typed in the form (relative to the repository) to one relative to that folder.
 */
function scenarioFromForm(f, rel) {
    const agentName = f.agent?.name?.trim() ?? "";
    const agent = { name: agentName };
    const command = f.agent?.command?.trim();
    if (command)
        agent.command = command.split(/\s+/);
    if (f.agent?.mount?.trim())
        agent.mount = rel(f.agent.mount.trim());
    const pair = { agent };
    if (f.target === "dataset") {
        pair.dataset = {
            path: rel(f.dataset?.trim() ?? ""),
            ...(f.task_names?.length ? { task_names: f.task_names } : {}),
        };
    }
    else
        pair.task = rel(f.task?.trim() ?? "");
    pair.sessions = num(f.sessions);
    pair.n_concurrent = num(f.n_concurrent);
    const load = { strategy: f.strategy || "fixed" };
    if (f.stages?.trim())
        load.stages = stages(f.stages);
    if (num(f.rate) !== undefined)
        load.rate = num(f.rate);
    if (num(f.duration_sec) !== undefined)
        load.duration_sec = num(f.duration_sec);
    const doc = {
        name: f.name?.trim() ?? "",
        ...(f.description?.trim() ? { description: f.description.trim() } : {}),
        mode: f.mode || "single_agent_multi_session",
        runtime: { type: f.runtime || "local" },
        ...(f.mock_llm ? { services: { mock_llm: {} } } : {}),
        pairs: [pair],
        load,
        thresholds: thresholds(f.thresholds ?? ""),
    };
    return JSON.parse(JSON.stringify(doc));
}
function scenarioYaml(doc) {
    return `# Written by agent-loadtest serve.\n${(0, yaml_1.stringify)(doc, { lineWidth: 0 })}`;
}


/***/ }),

/***/ 99006:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NO_SECRET = exports.HttpError = exports.CSRF_HEADER = void 0;
exports.newSecrets = newSecrets;
exports.cookieName = cookieName;
exports.sameSecret = sameSecret;
exports.gate = gate;
exports.newSession = newSession;
exports.loginHeaders = loginHeaders;
/**
 * The gate every console request passes before it reaches a route: its Host and Origin, then the
 * per-start secret — as `Authorization: Bearer` (scripts), or as the HttpOnly, SameSite=Strict cookie
 * a one-time `/?token=` visit exchanged it for (the browser) — and, for a browser's state change, the
 * CSRF token of that cookie's session. On loopback too: any local process, container on the host
 * network or other user can reach the port, and only the one who started the console has the secret.
 * Pure over the request's headers, but for the session table a login adds to.
 */
const node_crypto_1 = __webpack_require__(77598);
/** Header the console's page sends its CSRF token in (a custom header: no form or link can set it). */
exports.CSRF_HEADER = "x-console-csrf";
/** Logins remembered at once (each visit of the start URL is one); the oldest is forgotten first. */
const MAX_SESSIONS = 64;
const random = () => (0, node_crypto_1.randomBytes)(32).toString("base64url");
/** The cookie's name carries the port the console is bound to, known once it listens. */
function newSecrets(token, port) {
    // Hex: no credential shape (`sk-…`) can turn up in it and get the printed URL masked.
    return { token: token || (0, node_crypto_1.randomBytes)(32).toString("hex"), sessions: new Map(), cookie: cookieName(port) };
}
function cookieName(port) {
    return `agent_loadtest_console_${port}`;
}
/** A request refused with its HTTP status (the gate's, or a route's). */
class HttpError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
exports.HttpError = HttpError;
function sameSecret(a, b) {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && (0, node_crypto_1.timingSafeEqual)(x, y);
}
function cookieOf(req, name) {
    for (const part of (req.headers.cookie ?? "").split(";")) {
        const i = part.indexOf("=");
        if (i > 0 && part.slice(0, i).trim() === name)
            return part.slice(i + 1).trim();
    }
    return "";
}
/** The Bearer header or a login cookie; never a query parameter (but at the login itself). */
function caller(s, req) {
    const auth = req.headers.authorization ?? "";
    if (auth.startsWith("Bearer ") && sameSecret(auth.slice(7), s.token))
        return { bearer: true };
    const session = cookieOf(req, s.cookie);
    for (const [id, csrf] of s.sessions)
        if (sameSecret(session, id))
            return { csrf };
    return null;
}
/** 403 for a caller from another origin (a page elsewhere, a sandboxed file, a rebound DNS name). */
function foreign(req, ownHosts) {
    const host = req.headers.host ?? "";
    // On loopback the Host must be ours (a rebound DNS name is not); elsewhere the token guards.
    if (ownHosts.size > 0 && !ownHosts.has(host))
        return new HttpError(403, `unexpected Host header: ${host.slice(0, 80)}`);
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`)
        return new HttpError(403, "cross-origin request refused");
    const site = req.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site")
        return new HttpError(403, "cross-origin request refused");
    return null;
}
exports.NO_SECRET = "missing or wrong secret: open the URL agent-loadtest serve printed, or send Authorization: Bearer <token>";
/** What a request may do: refused (with its status), a login (the secret in `?token=` on `/`), or pass as its caller. */
function gate(s, req, ownHosts) {
    const refused = foreign(req, ownHosts);
    if (refused)
        return refused;
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "GET" && url.pathname === "/" && url.searchParams.has("token"))
        return sameSecret(url.searchParams.get("token") ?? "", s.token) ? "login" : new HttpError(401, exports.NO_SECRET);
    if (req.method !== "GET" && !(req.headers["content-type"] ?? "").startsWith("application/json"))
        return new HttpError(415, "expected application/json");
    const who = caller(s, req);
    if (!who)
        return new HttpError(401, exports.NO_SECRET);
    // A browser sends its cookie on its own; it never sends Authorization on its own: only a cookie needs the page's token.
    const csrf = req.headers[exports.CSRF_HEADER];
    if (req.method !== "GET" && "csrf" in who && !(typeof csrf === "string" && sameSecret(csrf, who.csrf)))
        return new HttpError(403, "missing or wrong CSRF token: state changes come from the console's own page");
    return who;
}
/** A new browser session: its cookie value, with a CSRF token of its own that only its page will carry. */
function newSession(s) {
    const id = random();
    s.sessions.set(id, random());
    if (s.sessions.size > MAX_SESSIONS)
        s.sessions.delete(s.sessions.keys().next().value);
    return id;
}
/** The login's answer: the cookie, and a redirect to the same page without the secret in its URL. */
function loginHeaders(s, session) {
    return {
        "set-cookie": `${s.cookie}=${session}; Path=/; HttpOnly; SameSite=Strict`,
        location: "/",
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
    };
}


/***/ }),

/***/ 7487:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Jobs = void 0;
/**
 * Runs started from the console: ordinary `agent-loadtest run` child processes (same run
 * directories, same exit codes), kept here so a reloaded page finds them, and stopped with SIGTERM.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const MAX_OUTPUT_LINES = 2000;
class Jobs {
    cli;
    outputDir;
    cwd;
    jobs = [];
    constructor(cli, outputDir, cwd) {
        this.cli = cli;
        this.outputDir = outputDir;
        this.cwd = cwd;
    }
    get(runId) {
        return this.jobs.find((j) => j.runId === runId);
    }
    info(runId) {
        const j = this.get(runId);
        return j && { running: j.running, exitCode: j.exitCode };
    }
    /** Starts the run and resolves once its run directory exists (or the child ended without one). */
    async start(req) {
        const before = new Set(this.dirs());
        const args = [
            "run",
            req.file,
            "--out",
            this.outputDir,
            "--progress",
            "plain",
            "--progress-interval",
            "2",
        ];
        for (const s of req.set)
            args.push("--set", s);
        // The run is this CLI (trusted) but its scenario's `${VAR}`s reach the agent: the console's secret stays here.
        const { AGENT_LOADTEST_TOKEN: _, ...env } = process.env;
        const child = (0, node_child_process_1.spawn)(this.cli.node, [this.cli.entry, ...args], {
            cwd: this.cwd,
            env,
            stdio: ["ignore", "pipe", "pipe"],
        });
        const job = {
            runId: null,
            file: req.file,
            child,
            running: true,
            exitCode: null,
            output: [],
            dropped: 0,
            exited: new Promise((done) => {
                child.on("exit", (code, signal) => {
                    job.running = false;
                    job.exitCode = code ?? (signal === "SIGTERM" ? 143 : signal === "SIGINT" ? 130 : null);
                    done(job.exitCode);
                });
            }),
        };
        for (const stream of [child.stdout, child.stderr])
            collectLines(stream, job);
        this.jobs.push(job);
        const prefix = `${req.scenarioName}__`;
        for (let i = 0; i < 600 && job.running && !job.runId; i++) {
            const claimed = new Set(this.jobs.map((j) => j.runId));
            job.runId = this.dirs().find((d) => d.startsWith(prefix) && !before.has(d) && !claimed.has(d)) ?? null;
            if (!job.runId)
                await new Promise((r) => setTimeout(r, 50));
        }
        return job;
    }
    stop(runId) {
        const j = this.get(runId);
        if (!j?.running)
            return false;
        j.child.kill("SIGTERM");
        return true;
    }
    /** On shutdown: every running child gets SIGTERM and time to write its reports. */
    async stopAll() {
        const running = this.jobs.filter((j) => j.running);
        for (const j of running)
            j.child.kill("SIGTERM");
        await Promise.all(running.map((j) => j.exited));
    }
    dirs() {
        if (!(0, node_fs_1.existsSync)(this.outputDir))
            return [];
        return (0, node_fs_1.readdirSync)(this.outputDir).filter((d) => (0, node_fs_1.existsSync)((0, node_path_1.join)(this.outputDir, d, "events.jsonl")));
    }
}
exports.Jobs = Jobs;
function collectLines(stream, job) {
    let partial = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk) => {
        const parts = (partial + chunk).split("\n");
        partial = parts.pop() ?? "";
        job.output.push(...parts);
        const over = job.output.length - MAX_OUTPUT_LINES;
        if (over > 0) {
            job.output.splice(0, over);
            job.dropped += over;
        }
    });
}


/***/ }),

/***/ 36316:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * The console's one page: markup, style and script inline (src/web/console/, bundled), nothing fetched
 * from anywhere else. Its unit words come from the report's English catalog, as data.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.consolePage = consolePage;
exports.lockedPage = lockedPage;
const i18n_js_1 = __webpack_require__(65430);
const bundles_generated_js_1 = __webpack_require__(2732);
const escape_js_1 = __webpack_require__(14031);
const MESSAGES = {
    locale: "en",
    messages: Object.fromEntries(Object.keys(i18n_js_1.CATALOGS.en)
        .filter((k) => k.startsWith("unit."))
        .map((k) => [k, i18n_js_1.CATALOGS.en[k]])),
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
function consolePage(csrf) {
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${csrf}">
<title>agent-loadtest console</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body>${BODY}<script type="application/json" id="messages">${(0, escape_js_1.scriptJson)(MESSAGES)}</script>
<script>${bundles_generated_js_1.CONSOLE_SCRIPT}</script></body></html>
`;
}
/**
 * What `/` answers without the secret (401): where the way in is, and nothing else — no CSRF token,
 * no data, no script.
 */
function lockedPage() {
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>agent-loadtest console</title><link rel="icon" href="data:,">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:48px auto;max-width:640px;color:#1d2330}code{background:#eef;padding:1px 4px}</style></head>
<body><h1>agent-loadtest console</h1>
<p>Open the URL printed by <code>agent-loadtest serve</code> (<code>http://…/?token=…</code>): it logs this
browser in. The secret in it changes at every start of the console.</p></body></html>
`;
}


/***/ }),

/***/ 38043:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NotFound = exports.BadPath = void 0;
exports.childOf = childOf;
exports.inside = inside;
/**
 * Names that arrive in a request become paths only here: one path segment of a safe shape, resolved,
 * then checked to sit inside the folder it names. A name read from a file is never a path.
 */
const node_path_1 = __webpack_require__(76760);
const paths_js_1 = __webpack_require__(8431);
/** A request named something outside the folders the console serves: a 400. */
class BadPath extends Error {
    name = "BadPath";
}
exports.BadPath = BadPath;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** `root/name` for one safe path segment (no separators, no dot-dot, no leading dot). */
function childOf(root, name) {
    if (typeof name !== "string" || !SEGMENT.test(name) || name.includes(".."))
        throw new BadPath(`not a plain name: ${JSON.stringify(String(name).slice(0, 80))}`);
    return inside(root, name);
}
/** A relative path resolved against root, refused unless it stays inside root. */
function inside(root, path) {
    if (typeof path !== "string" || path === "" || path.includes("\0"))
        throw new BadPath("expected a relative path");
    const base = (0, node_path_1.resolve)(root);
    const abs = (0, node_path_1.resolve)(base, path);
    if (abs === base || !(0, paths_js_1.within)(base, abs))
        throw new BadPath(`outside ${base}: ${path.slice(0, 200)}`);
    return abs;
}
/** A name the console knows of, whose real path (links resolved) lies outside its folder: a 404. */
class NotFound extends Error {
    name = "NotFound";
}
exports.NotFound = NotFound;


/***/ }),

/***/ 87133:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RunIndex = void 0;
exports.runDir = runDir;
exports.runFile = runFile;
exports.verdictOf = verdictOf;
exports.summarize = summarize;
exports.listRuns = listRuns;
exports.listBisects = listBisects;
exports.runDetail = runDetail;
exports.deleteRun = deleteRun;
exports.history = history;
/** The run directories of the output folder, as the console lists, compares and deletes them. */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const store_js_1 = __webpack_require__(54494);
const event_schema_js_1 = __webpack_require__(857);
const paths_js_1 = __webpack_require__(8431);
const bisect_js_1 = __webpack_require__(24974);
const console_api_js_1 = __webpack_require__(97454);
const paths_js_2 = __webpack_require__(38043);
/** A run stopped by a signal is interrupted, whatever verdict its report carries. */
const INTERRUPT_CODES = new Set([130, 143]);
/** Runs the console has read, at most; past this the oldest entry is read again when listed. */
const INDEX_MAX = 10_000;
/**
 * The runs the console has read: a report's listed facts and an events.jsonl's run_start, each keyed by
 * its file's path, mtime and size. A listing reads only the files that changed since the last one, so it
 * costs a stat per run however large the reports are. `reads` counts the report.json files parsed.
 */
class RunIndex {
    reports = new Map();
    starts = new Map();
    bisects = new Map();
    reads = 0;
    report(file) {
        return (this.cached(this.reports, file, () => {
            this.reads++;
            return { facts: factsOf(readJson(file)) };
        })?.facts ?? null);
    }
    /** A bisect's report.json as its schema reads it; null when it does not. */
    bisect(file) {
        return (this.cached(this.bisects, file, () => {
            this.reads++;
            const r = bisect_js_1.bisectResultSchema.safeParse(readJson(file));
            return { result: r.success ? r.data : null };
        })?.result ?? null);
    }
    runStart(file) {
        return this.cached(this.starts, file, () => ({ start: runStart(file) }))?.start ?? null;
    }
    cached(map, file, read) {
        let key;
        try {
            const st = (0, node_fs_1.statSync)(file);
            key = `${st.mtimeMs}:${st.size}:${st.ino}`;
        }
        catch {
            return null;
        }
        const hit = map.get(file);
        if (hit && hit.key === key)
            return hit;
        const entry = { ...read(), key };
        map.delete(file);
        map.set(file, entry);
        if (map.size > INDEX_MAX)
            map.delete(map.keys().next().value);
        return entry;
    }
}
exports.RunIndex = RunIndex;
function factsOf(r) {
    if (!r)
        return null;
    const e2e = r.metrics?.e2e_ms?.p95;
    const ttft = r.metrics?.ttft_ms?.p95;
    return {
        verdict: r.verdict,
        interrupted: r.interrupted,
        scenario: { name: r.scenario?.name },
        sessions: { total: r.sessions?.total, planned: r.sessions?.planned },
        started_at: r.started_at,
        duration_s: r.duration_s,
        pass_rate: r.pass_rate,
        metrics: { e2e_ms: { p95: e2e }, ttft_ms: { p95: ttft } },
        economy: { cost_per_pass_usd: r.economy?.cost_per_pass_usd },
    };
}
function readJson(file) {
    try {
        return JSON.parse((0, node_fs_1.readFileSync)(file, "utf8"));
    }
    catch {
        return null;
    }
}
/** The first line of events.jsonl: run_start, without reading a long log. */
function runStart(file) {
    const fd = (0, node_fs_1.openSync)(file, "r");
    try {
        const buf = Buffer.alloc(256 * 1024);
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, 0);
        const line = buf.subarray(0, n).toString("utf8").split("\n")[0];
        const e = JSON.parse(line);
        // A run directory is data: only a run_start that passes the event schema is read.
        return (0, event_schema_js_1.checkEvent)(e).ok && e.type === "run_start" ? e : null;
    }
    catch {
        return null;
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
/** A run directory by its id: one folder of the output folder holding an events.jsonl. */
function runDir(outputDir, id) {
    const dir = (0, paths_js_2.childOf)(outputDir, id);
    if (!(0, node_fs_1.existsSync)((0, node_path_1.join)(dir, "events.jsonl")))
        throw new paths_js_2.BadPath(`not a run directory: ${String(id)}`);
    // An unpacked artifact may hold links: a run is read only where its real path stays in the folder.
    if (!runFile(dir, "events.jsonl"))
        throw new paths_js_2.NotFound(`not found: ${String(id)}`);
    return dir;
}
/** `dir/name` of a run directory when its real path lies inside the output folder (the run's parent); else null. */
function runFile(dir, name) {
    const file = (0, node_path_1.join)(dir, name);
    return (0, paths_js_1.realWithin)((0, node_path_1.dirname)(dir), file) ? file : null;
}
function verdictOf(report, job) {
    if (job?.exitCode != null && INTERRUPT_CODES.has(job.exitCode))
        return "interrupted";
    if (!report)
        return null;
    if (report.verdict === "interrupted" || report.interrupted === true)
        return "interrupted";
    return typeof report.verdict === "string" ? report.verdict : null;
}
function summarize(outputDir, id, job, index = new RunIndex()) {
    const dir = (0, node_path_1.join)(outputDir, id);
    const events = runFile(dir, "events.jsonl");
    if (!events)
        return null;
    const reportFile = runFile(dir, "report.json");
    const report = job?.running || !reportFile ? null : index.report(reportFile);
    const start = index.runStart(events);
    const num = (x) => (typeof x === "number" && Number.isFinite(x) ? x : null);
    return {
        id,
        scenario: report?.scenario?.name ?? start?.scenario_name ?? id.replace(/__.*$/, ""),
        started_at: (typeof report?.started_at === "string" ? report.started_at : null) ??
            (start ? new Date(start.t).toISOString() : null),
        duration_s: num(report?.duration_s),
        verdict: verdictOf(report, job),
        state: job?.running ? "running" : report ? "done" : "incomplete",
        exit_code: job?.exitCode ?? null,
        sessions: num(report?.sessions?.total),
        planned: num(report?.sessions?.planned) ?? num(start?.planned_sessions),
        pass_rate: num(report?.pass_rate),
        e2e_p95_ms: num(report?.metrics?.e2e_ms?.p95),
        ttft_p95_ms: num(report?.metrics?.ttft_ms?.p95),
        cost_per_pass_usd: num(report?.economy?.cost_per_pass_usd),
        has_dashboard: runFile(dir, "dashboard.html") !== null,
        started_here: job !== undefined,
    };
}
function listRuns(outputDir, jobs, index = new RunIndex()) {
    if (!(0, node_fs_1.existsSync)(outputDir))
        return [];
    const out = [];
    for (const name of (0, node_fs_1.readdirSync)(outputDir)) {
        if (name.startsWith(".") || !(0, node_fs_1.statSync)((0, node_path_1.join)(outputDir, name)).isDirectory())
            continue;
        const s = summarize(outputDir, name, jobs(name), index);
        if (s)
            out.push(s);
    }
    return out.sort((a, b) => (b.started_at ?? "").localeCompare(a.started_at ?? ""));
}
/**
 * Bisects a listing reads at most, and the largest report.json of one it parses: a bisect of a few
 * hundred commits writes some tens of KiB, so a listing parses a few MiB at the most.
 */
const BISECTS_MAX = 50;
const BISECT_REPORT_BYTES = 1 << 20;
/**
 * The output folder's bisects, newest first: folders of their own (`bisect --out <output>/<name>`) and
 * the `bisect/` folder of a nightly's run directory. Their report.json is data: one that does not read
 * as a bisect's (bisectResultSchema) is not listed.
 */
function listBisects(outputDir, index = new RunIndex()) {
    if (!(0, node_fs_1.existsSync)(outputDir))
        return [];
    const found = [];
    for (const name of (0, node_fs_1.readdirSync)(outputDir)) {
        if (name.startsWith("."))
            continue;
        for (const id of [name, `${name}/bisect`]) {
            const dir = (0, node_path_1.join)(outputDir, id);
            // Both files inside the output folder (an unpacked artifact may hold links).
            const file = (0, paths_js_1.realWithin)(outputDir, (0, node_path_1.join)(dir, "report.json")) ? (0, node_path_1.join)(dir, "report.json") : null;
            if (!file || !(0, paths_js_1.realWithin)(outputDir, (0, node_path_1.join)(dir, "state.json")))
                continue;
            const st = (0, node_fs_1.statSync)(file, { throwIfNoEntry: false });
            if (st?.isFile() && st.size <= BISECT_REPORT_BYTES)
                found.push({ id, file, mtime: st.mtimeMs });
        }
    }
    return found
        .sort((a, b) => b.mtime - a.mtime)
        .slice(0, BISECTS_MAX)
        .flatMap(({ id, file, mtime }) => {
        const r = index.bisect(file);
        return r ? [{ ...r, id, finished_at: new Date(mtime).toISOString() }] : [];
    });
}
/** What a comparison shows of one run: KPIs, latency distributions, checks. */
function runDetail(dir) {
    const file = runFile(dir, "report.json");
    const r = file && readJson(file);
    if (!r)
        return null;
    // The file's own fields, as report.json's schema names them (a run directory is data: read, not checked).
    return Object.fromEntries(console_api_js_1.RUN_DETAIL_FIELDS.map((k) => [k, r[k] ?? null]));
}
function deleteRun(outputDir, id) {
    (0, node_fs_1.rmSync)(runDir(outputDir, id), { recursive: true, force: true });
}
/** A scenario's baseline history (from its baseline file) beside its runs in the output folder. */
function history(baselineDir, scenario, runs) {
    const file = `${(0, paths_js_2.childOf)(baselineDir, scenario)}.json`;
    let baseline = null;
    try {
        baseline = (0, store_js_1.readBaselineFile)(file);
    }
    catch {
        // an unreadable baseline shows as none; `agent-loadtest report` says why
    }
    return {
        scenario,
        baseline: baseline && { source: baseline.source, history: baseline.history },
        runs: runs.filter((r) => r.scenario === scenario && r.state === "done").reverse(),
    };
}


/***/ }),

/***/ 27100:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Templates = void 0;
exports.scenarioRoots = scenarioRoots;
exports.listScenarios = listScenarios;
exports.scenarioFile = scenarioFile;
exports.problemOf = problemOf;
exports.checkScenario = checkScenario;
exports.scenarioFromFormFile = scenarioFromFormFile;
exports.scanDataset = scanDataset;
/** Scenario files of the repository, scenarios written from the form, templates and dataset scans. */
const node_crypto_1 = __webpack_require__(77598);
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const picomatch_1 = __importDefault(__webpack_require__(14006));
const errors_js_1 = __webpack_require__(83916);
const paths_js_1 = __webpack_require__(8431);
const load_js_1 = __webpack_require__(9256);
const tasks_js_1 = __webpack_require__(28476);
const form_js_1 = __webpack_require__(32889);
const paths_js_2 = __webpack_require__(38043);
const SKIP_DIRS = new Set(["node_modules", "dist", "coverage"]);
const MAX_FILES = 5000;
function scenarioRoots(cwd, glob, outputDir) {
    const base = picomatch_1.default.scan(glob).base;
    return { cwd, glob, newDir: (0, node_path_1.resolve)(cwd, base || "scenarios"), outputDir };
}
/** Scenario files matching the glob: YAML files with a top-level `pairs:`. */
function listScenarios(r) {
    const match = (0, picomatch_1.default)(r.glob, { dot: false });
    const out = [];
    let seen = 0;
    const walk = (dir) => {
        for (const ent of (0, node_fs_1.readdirSync)(dir, { withFileTypes: true })) {
            if (++seen > MAX_FILES || ent.name.startsWith("."))
                continue;
            const abs = (0, node_path_1.join)(dir, ent.name);
            if (ent.isSymbolicLink() && !(0, paths_js_1.realWithin)(r.cwd, abs))
                continue;
            if (ent.isDirectory()) {
                if (!SKIP_DIRS.has(ent.name) && !(0, paths_js_1.within)(r.outputDir, abs))
                    walk(abs);
                continue;
            }
            const rel = (0, node_path_1.relative)(r.cwd, abs);
            if (!/\.ya?ml$/.test(ent.name) || !match(rel))
                continue;
            if (/^pairs:/m.test((0, node_fs_1.readFileSync)(abs, "utf8")))
                out.push(rel);
        }
    };
    walk(r.cwd);
    return out.sort();
}
/** A scenario file the console may run: listed by the glob, or written by the form, inside the repository. */
function scenarioFile(r, path) {
    const abs = (0, paths_js_2.inside)(r.cwd, path);
    if (!listScenarios(r).includes((0, node_path_1.relative)(r.cwd, abs)) && !(0, paths_js_1.within)(r.newDir, abs))
        throw new paths_js_2.BadPath(`not a scenario of this console: ${String(path).slice(0, 200)}`);
    return abs;
}
function problemOf(e) {
    if (e instanceof errors_js_1.UserError) {
        const line = /:(\d+)(?::\d+)?$/.exec(e.where ?? "")?.[1];
        return {
            message: e.line,
            where: e.where ?? null,
            line: line ? Number(line) : null,
            field: e.field ?? null,
        };
    }
    return { message: (0, errors_js_1.errorMessage)(e), where: null, line: null, field: null };
}
/** Validates with the loader the CLI uses (schema, task folders); the problem, or null when it is fine. */
async function checkScenario(file, set, cwd) {
    try {
        await (0, load_js_1.loadScenario)(file, { set, cwd });
        return null;
    }
    catch (e) {
        return problemOf(e);
    }
}
/**
 * The form's scenario as YAML, checked by loading it from a scratch file beside where it will live;
 * saved (never over an existing file) only when it is valid and `save` is asked.
 */
async function scenarioFromFormFile(r, form, save) {
    const name = typeof form.name === "string" && form.name.trim() ? form.name.trim() : "untitled";
    const file = `${(0, paths_js_2.childOf)(r.newDir, name)}.yaml`;
    const rel = (p) => (0, node_path_1.relative)((0, node_path_1.dirname)(file), (0, node_path_1.resolve)(r.cwd, p)) || ".";
    const yaml = (0, form_js_1.scenarioYaml)((0, form_js_1.scenarioFromForm)(form, rel));
    const shown = (0, node_path_1.relative)(r.cwd, file);
    (0, node_fs_1.mkdirSync)(r.newDir, { recursive: true });
    // Unique per request: two checks of one name at once must not read each other's file.
    const scratch = (0, node_path_1.join)(r.newDir, `.check-${process.pid}-${(0, node_crypto_1.randomBytes)(6).toString("hex")}-${name}.yaml`);
    (0, node_fs_1.writeFileSync)(scratch, yaml);
    let problem;
    try {
        problem = await checkScenario(scratch, [], r.cwd);
    }
    finally {
        if (!save || (0, node_fs_1.existsSync)(file))
            (0, node_fs_1.rmSync)(scratch, { force: true });
    }
    if (problem) {
        (0, node_fs_1.rmSync)(scratch, { force: true });
        const fix = (s) => s?.replaceAll((0, node_path_1.relative)(r.cwd, scratch), shown).replaceAll(scratch, shown) ?? null;
        problem = { ...problem, message: fix(problem.message) ?? "", where: fix(problem.where) };
    }
    if (!save || problem)
        return { file: shown, yaml, problem, saved: false };
    if ((0, node_fs_1.existsSync)(file))
        return {
            file: shown,
            yaml,
            problem: {
                message: `${shown} exists already; choose another name`,
                where: null,
                line: null,
                field: "name",
            },
            saved: false,
        };
    (0, node_fs_1.renameSync)(scratch, file);
    return { file: shown, yaml, problem: null, saved: true };
}
/** Task names of a dataset folder of the repository, for the form's task picker; no link leads out of it. */
function scanDataset(cwd, path) {
    const dir = (0, paths_js_2.inside)(cwd, path);
    if ((0, node_fs_1.existsSync)(dir) && !(0, paths_js_1.realWithin)(cwd, dir))
        throw new paths_js_2.NotFound(`not found: ${String(path).slice(0, 200)}`);
    return { path: (0, node_path_1.relative)(cwd, dir), tasks: (0, tasks_js_1.datasetTaskNames)(dir, cwd) };
}
/** Saved forms, one JSON file each under `<output-dir>/.console/templates/`. */
class Templates {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    list() {
        if (!(0, node_fs_1.existsSync)(this.dir))
            return [];
        return (0, node_fs_1.readdirSync)(this.dir)
            .filter((f) => f.endsWith(".json"))
            .sort()
            .flatMap((f) => {
            try {
                const form = JSON.parse((0, node_fs_1.readFileSync)((0, node_path_1.join)(this.dir, f), "utf8"));
                return [{ name: f.slice(0, -5), form }];
            }
            catch {
                return [];
            }
        });
    }
    save(name, form) {
        const file = `${(0, paths_js_2.childOf)(this.dir, name)}.json`;
        (0, node_fs_1.mkdirSync)(this.dir, { recursive: true });
        (0, node_fs_1.writeFileSync)(file, `${JSON.stringify(form, null, 2)}\n`);
    }
}
exports.Templates = Templates;


/***/ }),

/***/ 45968:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = void 0;
exports.startConsole = startConsole;
exports.isLoopback = isLoopback;
/**
 * `agent-loadtest serve`: Node's own HTTP server, one self-contained page and a small JSON API over
 * the run directories of an output folder and the scenarios of a repository. Every request passes
 * the same gate first (guard.ts); a run's dashboard.html goes out sandboxed (files.ts), so no
 * script in a run folder runs with the console's origin.
 */
const node_http_1 = __webpack_require__(37067);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const limits_js_1 = __webpack_require__(30351);
const load_js_1 = __webpack_require__(9256);
const schema_js_1 = __webpack_require__(2135);
const secrets_js_1 = __webpack_require__(27194);
const files_js_1 = __webpack_require__(41496);
const guard_js_1 = __webpack_require__(99006);
const jobs_js_1 = __webpack_require__(7487);
const page_js_1 = __webpack_require__(36316);
const paths_js_1 = __webpack_require__(38043);
const runs_js_1 = __webpack_require__(87133);
const scenarios_js_1 = __webpack_require__(27100);
const stream_js_1 = __webpack_require__(89319);
const MAX_BODY = (0, limits_js_1.limit)("consoleBodyBytes");
function json(res, status, data) {
    res.writeHead(status, {
        ...files_js_1.COMMON_HEADERS,
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
    });
    // The console's API says only what the one redactor lets through (a run's output, its report).
    res.end((0, secrets_js_1.redactKnown)(JSON.stringify(data)));
}
/** A refused request: its status and what went wrong. */
function refuse(res, status, message) {
    const data = { error: message };
    json(res, status, data);
}
const strings = (v) => (Array.isArray(v) ? v.filter((x) => typeof x === "string") : []);
/** The page's CSP allows its own origin only: the console makes no request elsewhere. */
const PAGE_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const PAGE_HEADERS = {
    ...files_js_1.COMMON_HEADERS,
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": PAGE_CSP,
    // A window the page opens, or that opens it, from another origin gets no handle on it.
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
};
async function startRun(ctx, body) {
    const file = (0, scenarios_js_1.scenarioFile)(ctx.roots, body.file);
    const set = strings(body.set).filter((s) => s.trim() !== "");
    const problem = await (0, scenarios_js_1.checkScenario)(file, set, ctx.o.cwd);
    if (problem)
        return { status: 400, data: { problem } };
    const loaded = await (0, load_js_1.loadScenario)(file, { set, cwd: ctx.o.cwd });
    const job = await ctx.jobs.start({ file, scenarioName: loaded.scenario.name, set });
    if (!job.runId) {
        const output = job.output.slice(-20).join("\n");
        return { status: 500, data: { error: `the run ended before it started (exit ${job.exitCode})`, output } };
    }
    return { status: 200, data: { id: job.runId } };
}
function sendPage(res, status, page) {
    res.writeHead(status, PAGE_HEADERS);
    res.end(page);
}
/** Every route, the page included: each is behind the gate, and the tests walk this table. */
const ROUTES = [
    // A script (Bearer) gets the page without a CSRF token: it changes state with its Bearer header alone.
    [
        "GET",
        /^\/$/,
        (_c, _q, res, _m, _b, who) => sendPage(res, 200, (0, page_js_1.consolePage)("csrf" in who ? who.csrf : "")),
    ],
    [
        "GET",
        /^\/api\/runs$/,
        (c) => ({ runs: (0, runs_js_1.listRuns)(c.o.outputDir, (id) => c.jobs.info(id), c.runs) }),
    ],
    ["GET", /^\/api\/bisects$/, (c) => ({ bisects: (0, runs_js_1.listBisects)(c.o.outputDir, c.runs) })],
    [
        "GET",
        /^\/api\/runs\/([^/]+)$/,
        (c, _q, _s, m) => {
            const dir = (0, runs_js_1.runDir)(c.o.outputDir, m[1]);
            return {
                summary: (0, runs_js_1.summarize)(c.o.outputDir, m[1], c.jobs.info(m[1]), c.runs),
                report: (0, runs_js_1.runDetail)(dir),
                // Where its files are, as the user would type it (the run page names it for a CLI-started run).
                dir: shownPath(c.o.cwd, dir),
            };
        },
    ],
    [
        "DELETE",
        /^\/api\/runs\/([^/]+)$/,
        (c, _q, _s, m) => {
            if (c.jobs.info(m[1])?.running)
                throw new guard_js_1.HttpError(409, "the run is still running: stop it first");
            (0, runs_js_1.deleteRun)(c.o.outputDir, m[1]);
            return { deleted: m[1] };
        },
    ],
    [
        "POST",
        /^\/api\/runs\/([^/]+)\/stop$/,
        (c, _q, _s, m) => {
            (0, runs_js_1.runDir)(c.o.outputDir, m[1]);
            if (!c.jobs.stop(m[1]))
                throw new guard_js_1.HttpError(409, "not a running run started from this console");
            return { stopping: m[1] };
        },
    ],
    [
        "GET",
        /^\/api\/runs\/([^/]+)\/stream$/,
        (c, _q, res, m) => {
            const dir = (0, runs_js_1.runDir)(c.o.outputDir, m[1]);
            (0, stream_js_1.streamRun)(dir, res, c.jobs.get(m[1]), () => {
                const s = (0, runs_js_1.summarize)(c.o.outputDir, m[1], c.jobs.info(m[1]), c.runs);
                return { verdict: s?.verdict ?? null, exit_code: s?.exit_code ?? null };
            });
            return undefined;
        },
    ],
    [
        "GET",
        /^\/runs\/([^/]+)\/dashboard\.html$/,
        (c, _q, res, m) => (0, files_js_1.sendDashboardFrame)(res, c.o.outputDir, m[1]),
    ],
    [
        "GET",
        /^\/runs\/([^/]+)\/raw\/dashboard\.html$/,
        (c, q, res, m) => (0, files_js_1.sendDashboardFile)(q, res, c.o.outputDir, m[1]),
    ],
    ["POST", /^\/api\/start$/, (c, _q, _s, _m, body) => startRun(c, body)],
    [
        "GET",
        /^\/api\/scenarios$/,
        (c) => ({
            scenarios: (0, scenarios_js_1.listScenarios)(c.roots),
            new_dir: (0, node_path_1.relative)(c.o.cwd, c.roots.newDir) || ".",
            modes: schema_js_1.MODES,
            agents: schema_js_1.BUILTIN_AGENTS,
        }),
    ],
    [
        "POST",
        /^\/api\/scenarios$/,
        async (c, _q, _s, _m, body) => {
            const b = body;
            // A problem is the answer to "check this", not a failed request: it comes back as data.
            return (0, scenarios_js_1.scenarioFromFormFile)(c.roots, b.form ?? {}, b.save === true);
        },
    ],
    [
        "GET",
        /^\/api\/dataset$/,
        (c, q) => (0, scenarios_js_1.scanDataset)(c.o.cwd, new URL(q.url ?? "", "http://x").searchParams.get("path")),
    ],
    ["GET", /^\/api\/templates$/, (c) => ({ templates: c.templates.list() })],
    [
        "POST",
        /^\/api\/templates$/,
        (c, _q, _s, _m, body) => {
            const b = body;
            c.templates.save(b.name, b.form ?? {});
            // save took it as a plain name (childOf), so it is a string here.
            return { saved: b.name };
        },
    ],
    [
        "GET",
        /^\/api\/history\/([^/]+)$/,
        (c, _q, _s, m) => (0, runs_js_1.history)(c.o.baselineDir, m[1], (0, runs_js_1.listRuns)(c.o.outputDir, (id) => c.jobs.info(id), c.runs)),
    ],
];
/** A path as the user would type it from where the console runs; absolute when it is outside. */
function shownPath(cwd, path) {
    const rel = (0, node_path_1.relative)(cwd, path);
    return rel && !rel.startsWith("..") && !(0, node_path_1.isAbsolute)(rel) ? rel : path;
}
function decodeParam(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        throw new guard_js_1.HttpError(400, "malformed path");
    }
}
async function readBody(req) {
    if (req.method === "GET" || req.method === "DELETE")
        return undefined;
    const chunks = [];
    let size = 0;
    for await (const c of req) {
        size += c.length;
        if (size > MAX_BODY)
            throw new guard_js_1.HttpError(413, "request body too large");
        chunks.push(c);
    }
    try {
        return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    }
    catch {
        throw new guard_js_1.HttpError(400, "the body is not JSON");
    }
}
async function handle(ctx, req, res, ownHosts) {
    const verdict = (0, guard_js_1.gate)(ctx.secrets, req, ownHosts);
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (verdict === "login") {
        res.writeHead(303, { ...files_js_1.COMMON_HEADERS, ...(0, guard_js_1.loginHeaders)(ctx.secrets, (0, guard_js_1.newSession)(ctx.secrets)) });
        res.end();
        return;
    }
    if (verdict instanceof guard_js_1.HttpError) {
        // Someone who opened the bare address in a browser learns where the way in is, and nothing else.
        if (verdict.status === 401 && req.method === "GET" && path === "/")
            return sendPage(res, 401, (0, page_js_1.lockedPage)());
        return refuse(res, verdict.status, verdict.message);
    }
    for (const [method, pattern, handler] of ROUTES) {
        const m = pattern.exec(path);
        if (!m || req.method !== method)
            continue;
        for (let i = 1; i < m.length; i++)
            m[i] = decodeParam(m[i]);
        const out = await handler(ctx, req, res, m, await readBody(req), verdict);
        if (out === undefined)
            return;
        const r = out;
        if (typeof r.status === "number" && "data" in r)
            json(res, r.status, r.data);
        else
            json(res, 200, out);
        return;
    }
    refuse(res, 404, "not found");
}
/** Method and path pattern of every route, in the order they are tried. */
__webpack_unused_export__ = ROUTES.map(([method, pattern]) => ({
    method,
    pattern,
}));
async function startConsole(o, host, port) {
    const ctx = {
        o,
        roots: (0, scenarios_js_1.scenarioRoots)(o.cwd, o.scenarios, o.outputDir),
        jobs: new jobs_js_1.Jobs(o.cli, o.outputDir, o.cwd),
        templates: new scenarios_js_1.Templates((0, node_path_1.join)(o.outputDir, ".console", "templates")),
        secrets: (0, guard_js_1.newSecrets)(o.token, port),
        runs: new runs_js_1.RunIndex(),
    };
    const ownHosts = new Set();
    const server = (0, node_http_1.createServer)((req, res) => {
        handle(ctx, req, res, ownHosts).catch((e) => {
            if (res.headersSent)
                return res.end();
            if (e instanceof guard_js_1.HttpError)
                return refuse(res, e.status, e.message);
            if (e instanceof paths_js_1.BadPath)
                return refuse(res, 400, e.message);
            if (e instanceof paths_js_1.NotFound)
                return refuse(res, 404, e.message);
            refuse(res, 500, (0, errors_js_1.errorMessage)(e));
        });
    });
    await new Promise((ok, fail) => {
        server.once("error", fail);
        server.listen(port, host, () => ok());
    });
    const bound = server.address().port;
    ctx.secrets.cookie = (0, guard_js_1.cookieName)(bound);
    const names = isLoopback(host) ? [host, "127.0.0.1", "localhost", "[::1]"] : [];
    for (const n of names)
        ownHosts.add(`${n.includes(":") && !n.startsWith("[") ? `[${n}]` : n}:${bound}`);
    const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
    return {
        server,
        jobs: ctx.jobs,
        url: `http://${shown.includes(":") ? `[${shown}]` : shown}:${bound}/`,
        token: ctx.secrets.token,
        async close() {
            await ctx.jobs.stopAll();
            server.closeAllConnections();
            await new Promise((ok) => server.close(() => ok()));
        },
    };
}
/** Loopback addresses and names: a drawn secret is enough there; beyond, the user sets one. */
function isLoopback(host) {
    return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}


/***/ }),

/***/ 89319:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.streamRun = streamRun;
/**
 * A run's live feed for the console, as Server-Sent Events: its events.jsonl tailed from the start
 * into a Recorder (the same progress state the CLI prints), session starts and ends for the charts,
 * log lines, and the end with its verdict.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const recorder_js_1 = __webpack_require__(16367);
const progress_js_1 = __webpack_require__(18991);
const secrets_js_1 = __webpack_require__(27194);
const POLL_MS = 500;
const CHUNK = 1 << 20;
/** New complete lines of a growing file, from a byte offset kept between calls. */
class Tail {
    file;
    offset = 0;
    partial = "";
    constructor(file) {
        this.file = file;
    }
    read() {
        const size = (0, node_fs_1.statSync)(this.file).size;
        if (size <= this.offset)
            return [];
        const fd = (0, node_fs_1.openSync)(this.file, "r");
        try {
            const lines = [];
            const buf = Buffer.alloc(CHUNK);
            while (this.offset < size) {
                const n = (0, node_fs_1.readSync)(fd, buf, 0, Math.min(CHUNK, size - this.offset), this.offset);
                if (n <= 0)
                    break;
                this.offset += n;
                const parts = (this.partial + buf.subarray(0, n).toString("utf8")).split("\n");
                this.partial = parts.pop() ?? "";
                lines.push(...parts.filter((l) => l.trim() !== ""));
            }
            return lines;
        }
        finally {
            (0, node_fs_1.closeSync)(fd);
        }
    }
}
/** What the charts and the log need of one event; null for the rest. */
function brief(e) {
    switch (e.type) {
        case "session_start":
            return e.attempt === 1 && !e.warmup ? ["start", { t: e.t }] : null;
        case "session_end":
            return e.retrying ? null : ["end", { t: e.t, session: e.session, status: e.status, bucket: e.bucket }];
        case "log":
            return ["log", { t: e.t, text: `${e.level}: ${e.session ? `${e.session}: ` : ""}${e.message}` }];
        case "stage_start":
            return ["log", { t: e.t, text: `stage ${e.stage} started at concurrency ${e.concurrency}` }];
        default:
            return null;
    }
}
function streamRun(dir, res, job, verdict) {
    res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
    });
    const send = (event, data) => res.write(`event: ${event}\ndata: ${(0, secrets_js_1.redactKnown)(JSON.stringify(data))}\n\n`);
    const tail = new Tail((0, node_path_1.join)(dir, "events.jsonl"));
    const rec = new recorder_js_1.Recorder();
    const started = new Map();
    let outputAt = job ? job.dropped : 0;
    let ended = null;
    const tick = () => {
        for (const line of tail.read()) {
            let e;
            try {
                e = JSON.parse(line);
            }
            catch {
                continue;
            }
            rec.add(e);
            if (e.type === "session_start" && !started.has(e.session))
                started.set(e.session, e.t);
            const b = brief(e);
            if (b && b[0] === "end") {
                const d = b[1];
                send("end", { ...d, e2e_ms: d.t - (started.get(d.session) ?? d.t) });
            }
            else if (b)
                send(b[0], b[1]);
            if (e.type === "run_end")
                ended = e.t;
        }
        if (job) {
            const from = Math.max(0, outputAt - job.dropped);
            for (const text of job.output.slice(from))
                send("output", { text });
            outputAt = job.dropped + job.output.length;
        }
        const live = rec.live();
        send("progress", (0, progress_js_1.progressState)(live, ended ?? Date.now()));
        // Done when the log says so and the child (if it is ours) has written its reports and exited.
        if ((ended != null && !job?.running) || (job && !job.running)) {
            send("done", verdict());
            stop();
            res.end();
        }
    };
    const timer = setInterval(() => {
        try {
            tick();
        }
        catch {
            stop();
            res.end();
        }
    }, POLL_MS);
    const stop = () => clearInterval(timer);
    res.on("close", stop);
    tick();
}


/***/ }),

/***/ 65459:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Text on a terminal is measured in display columns, not in string length: a CJK character or an
 * emoji takes two columns, a combining mark none. What fits a width is cut by columns.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayWidth = displayWidth;
exports.cutToWidth = cutToWidth;
/** Ranges of East Asian Wide and Fullwidth code points (UAX #11), the common blocks. */
const WIDE = [
    [0x1100, 0x115f], // Hangul Jamo
    [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
    [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, CJK compatibility
    [0x3400, 0x4dbf], // CJK extension A
    [0x4e00, 0x9fff], // CJK unified ideographs
    [0xa000, 0xa4cf], // Yi
    [0xa960, 0xa97f], // Hangul Jamo extended A
    [0xac00, 0xd7a3], // Hangul syllables
    [0xf900, 0xfaff], // CJK compatibility ideographs
    [0xfe10, 0xfe19], // vertical forms
    [0xfe30, 0xfe6f], // CJK compatibility forms, small forms
    [0xff00, 0xff60], // fullwidth forms
    [0xffe0, 0xffe6],
    [0x1f300, 0x1f64f], // pictographs, emoticons
    [0x1f900, 0x1f9ff],
    [0x20000, 0x2fffd], // CJK extensions B and beyond
    [0x30000, 0x3fffd],
];
/** Combining marks, variation selectors and format characters (zero-width space, joiners). */
const ZERO = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const EMOJI = /^\p{Emoji_Presentation}$/u;
function codePointWidth(ch) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0))
        return 0;
    if (cp < 0x300)
        return 1;
    if (ZERO.test(ch))
        return 0;
    if (EMOJI.test(ch))
        return 2;
    for (const [lo, hi] of WIDE)
        if (cp >= lo && cp <= hi)
            return 2;
    return 1;
}
/** Columns the text takes on a terminal (control characters take none). */
function displayWidth(text) {
    let w = 0;
    for (const ch of text)
        w += codePointWidth(ch);
    return w;
}
/** The text cut to at most `width` columns, ending in "…" when cut; never splits a wide character. */
function cutToWidth(text, width) {
    if (displayWidth(text) <= width)
        return text;
    if (width <= 0)
        return "";
    let out = "";
    let w = 0;
    for (const ch of text) {
        const cw = codePointWidth(ch);
        if (w + cw > width - 1)
            break;
        out += ch;
        w += cw;
    }
    return `${out}…`;
}


/***/ })

};
