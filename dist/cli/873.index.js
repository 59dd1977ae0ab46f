export const id = 873;
export const ids = [873];
export const modules = {

/***/ 11121:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runnerSchema = void 0;
exports.hostRunner = hostRunner;
exports.runnerEnvironment = runnerEnvironment;
exports.runnerOf = runnerOf;
exports.matchRunners = matchRunners;
exports.runnerLabel = runnerLabel;
/**
 * The runner a run was measured on — CPU model, cores, OS and architecture — kept in the run's
 * environment and in a baseline, so a report can say when its baseline was recorded on another
 * kind of machine: latency moves with the machine, and a stored baseline cannot tell the two apart.
 * The host name is left out: CI runners of one kind each get their own.
 */
const node_os_1 = __webpack_require__(48161);
const zod_1 = __webpack_require__(50924);
exports.runnerSchema = zod_1.z
    .object({
    cpu_model: zod_1.z.string(),
    cpu_cores: zod_1.z.number().int().nonnegative(),
    platform: zod_1.z.string(),
})
    .meta({ description: "The machine kind a run was measured on (os.cpus(), platform-arch)." });
/** This machine. A model string's spacing varies by kernel; it is collapsed. */
function hostRunner() {
    const all = (0, node_os_1.cpus)();
    const model = all[0]?.model ?? "";
    return {
        cpu_model: model.replace(/\s+/g, " ").trim() || "unknown",
        cpu_cores: all.length,
        platform: `${(0, node_os_1.platform)()}-${(0, node_os_1.arch)()}`,
    };
}
/** The runner fields as the run's environment (strings) carries them. */
function runnerEnvironment(r) {
    return { cpu_model: r.cpu_model, cpu_cores: String(r.cpu_cores) };
}
/** The runner a run's environment records; null for runs from before it was recorded. */
function runnerOf(environment) {
    const cores = Number(environment.cpu_cores);
    if (!environment.cpu_model || !Number.isInteger(cores) || cores < 0)
        return null;
    return { cpu_model: environment.cpu_model, cpu_cores: cores, platform: environment.platform ?? "" };
}
function matchRunners(baseline, run) {
    const same = baseline && run
        ? baseline.cpu_model === run.cpu_model &&
            baseline.cpu_cores === run.cpu_cores &&
            (baseline.platform === "" || run.platform === "" || baseline.platform === run.platform)
        : null;
    return { baseline, run, same };
}
/** One line naming a runner: "AMD EPYC 7763 64-Core Processor ×4, linux-x64". */
function runnerLabel(r) {
    return `${r.cpu_model} ×${r.cpu_cores}${r.platform ? `, ${r.platform}` : ""}`;
}


/***/ }),

/***/ 82736:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_ERROR_CHARS = exports.ERROR_BUCKETS = exports.SPAN_KINDS = exports.PHASES = void 0;
exports.capError = capError;
/**
 * The run's source of truth: every line of `events.jsonl` is one RunEvent.
 * Times are epoch milliseconds (fractional) so reports rebuild offline from the file alone.
 */
/** Named phases of a session, timed into `{start, end}` blocks as in a Harbor trial. */
exports.PHASES = ["env_setup", "agent_setup", "agent_exec", "verify", "teardown"];
/** Span kinds an agent (or the LLM gateway) reports. */
exports.SPAN_KINDS = ["llm", "tool", "storage", "network"];
/**
 * Error buckets: every failed or errored session lands in exactly one.
 * `unclassified` exists only so a bug shows up in the report; it must stay at 0.
 */
exports.ERROR_BUCKETS = [
    // the task was attempted and the verifier said no
    "task_failed",
    // agent side
    "agent_exit",
    "agent_timeout",
    "agent_setup_failed",
    "agent_oom",
    // verifier side
    "verifier_timeout",
    "verifier_failed",
    "reward_missing",
    "reward_unparsable",
    // environment side
    "env_build",
    "env_start",
    "image_missing",
    "container_gone",
    // HTTP agent services
    "http_4xx",
    "http_5xx",
    "timeout",
    "connect_refused",
    "connection_reset",
    // the agent service broke HTTP/1.1 framing (bad or conflicting Content-Length, bad chunk, huge head)
    "protocol_error",
    "stream_parse",
    "business_failed",
    // LLM calls seen by the gateway or the agent
    "llm_rate_limited",
    "llm_server_error",
    // an LLM API error an agent reported in its own trace (other than a rate limit)
    "llm_api_error",
    // a replayed session sent a request its recorded conversation does not hold
    "replay_mismatch",
    // the run was stopped before this session ended
    "interrupted",
    "unclassified",
];
/** A session's error is a one-line reason: an agent that prints megabytes keeps its first 2,000 characters. */
exports.MAX_ERROR_CHARS = 2000;
function capError(error) {
    return error !== null && error.length > exports.MAX_ERROR_CHARS ? `${error.slice(0, exports.MAX_ERROR_CHARS - 1)}…` : error;
}


/***/ }),

/***/ 65430:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CATALOGS = exports.LOCALES = exports.isLocale = void 0;
exports.t = t;
exports.lang = lang;
/**
 * The report's language: one message catalog per locale (locales/*.ts, a table of key → text) and
 * numbers formatted for the locale with Intl (lang.ts). JSON keys, metric names and bucket names are
 * data and are never translated.
 */
const lang_js_1 = __webpack_require__(68766);
const en_js_1 = __webpack_require__(66133);
const zh_CN_js_1 = __webpack_require__(4416);
var lang_js_2 = __webpack_require__(68766);
Object.defineProperty(exports, "isLocale", ({ enumerable: true, get: function () { return lang_js_2.isLocale; } }));
Object.defineProperty(exports, "LOCALES", ({ enumerable: true, get: function () { return lang_js_2.LOCALES; } }));
/** One row per locale. */
exports.CATALOGS = { en: en_js_1.en, "zh-CN": zh_CN_js_1.zhCN };
/** The message for `key`, `{name}` placeholders filled from `params`. */
function t(locale, key, params = {}) {
    return (0, lang_js_1.fill)(exports.CATALOGS[locale]?.[key] ?? en_js_1.en[key], params);
}
function lang(locale = "en") {
    return (0, lang_js_1.makeLang)(locale, (key) => exports.CATALOGS[locale]?.[key] ?? en_js_1.en[key]);
}


/***/ }),

/***/ 68766:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isLocale = exports.LOCALES = void 0;
exports.fill = fill;
exports.makeLang = makeLang;
exports.LOCALES = ["en", "zh-CN"];
/** `{name}` placeholders of `text` filled from `params`; unknown ones stay as they are. */
function fill(text, params = {}) {
    return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}
const formats = new Map();
/** The translator for `locale` whose messages `text(key)` gives. */
function makeLang(locale, text) {
    const fixed = (v, digits) => {
        const id = `${locale}/${digits}`;
        let f = formats.get(id);
        if (!f) {
            f = new Intl.NumberFormat(locale, {
                minimumFractionDigits: digits,
                maximumFractionDigits: digits,
                useGrouping: false,
            });
            formats.set(id, f);
        }
        return f.format(v);
    };
    const rules = new Intl.PluralRules(locale);
    const t = (key, params) => fill(text(key), params);
    const plural = (key, n, params = {}) => {
        const form = rules.select(n) === "one" ? "one" : "other";
        return t(`${key}.${form}`, { n, ...params });
    };
    return { locale, t, plural, fixed };
}
const isLocale = (v) => exports.LOCALES.includes(v);
exports.isLocale = isLocale;


/***/ }),

/***/ 66133:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.en = void 0;
/** English: the report's words. One key per label; `{name}` is filled in by t(). */
exports.en = {
    // units
    "unit.ms": "ms",
    "unit.s": "s",
    "unit.min": "min",
    "unit.pp": "pp",
    "unit.per_s": "/s",
    "unit.sessions_per_s": "sessions/s",
    // headline
    "verdict.pass": "gate passed",
    "verdict.warn.one": "gate passed with {n} warning",
    "verdict.warn.other": "gate passed with {n} warnings",
    "verdict.fail.one": "gate failed: {n} check failed",
    "verdict.fail.other": "gate failed: {n} checks failed",
    "verdict.interrupted": "interrupted",
    "verdict.interrupted_run": "**interrupted** (on the {n} finished sessions, for information: {checks})",
    "headline.baseline": "baseline {ref}",
    "headline.no_baseline": "no baseline yet",
    "headline.baseline_refused.scenario_changed": "baseline refused: the scenario changed since it was recorded",
    "headline.baseline_refused.llm_mode": "baseline refused: recorded against another LLM mode",
    "headline.llm.scripted": "LLM: scripted mock",
    "headline.llm.replay": "LLM: replayed cassette",
    "headline.llm.real": "LLM: real endpoint",
    "headline.llm.none": "LLM: none configured",
    // the baseline's runner
    "runner.other": "the baseline was recorded on another runner ({baseline}; this run: {run}): latency differences may be the machine's. Compare in the same job (`compare-with: base`) or record the baseline on this runner kind",
    "headline.sessions": "{total} sessions ({passed} passed, {failed} failed, {errored} errored{warmup}) on the {runtime} runtime in {duration} · scenario",
    "headline.warmup": ", {n} warm-up excluded",
    "headline.cut_off": ", {n} cut off by the interrupt, not counted",
    "notes.more": "… and {n} more in events.jsonl",
    "open_loop.rates": "offered {offered}/s, achieved {achieved}/s, schedule lag p99 {lag}",
    "open_loop.valid": "Open loop: {rates}.",
    "open_loop.invalid": "Run invalid as a measurement:",
    // KPIs
    "kpi.header": "KPI",
    "kpi.this_run": "this run",
    "kpi.baseline": "baseline",
    "kpi.sessions": "sessions",
    "kpi.pass_rate": "pass rate",
    "kpi.throughput": "throughput (stable / peak)",
    "kpi.peak_concurrency": "peak concurrency",
    "kpi.max_sustainable": "max sustainable concurrency",
    "kpi.cost_session": "cost / session (mean)",
    "kpi.cost_pass": "cost / passed task",
    "kpi.llm_calls": "model calls p50",
    "kpi.tokens": "tokens in / out p50",
    "kpi.repriced": "The baseline's costs come from {baseline}, this run's from {run}: a change in cost may be a change in prices.",
    "kpi.unpriced": "No price for {models}: sessions calling it have no cost. Add it under `pricing:` (USD per million tokens).",
    "kpi.none": "none",
    "kpi.floor": "≥ {n} (every stage held; the limit lies beyond)",
    // trends
    "trend.header": "over time",
    "trend.concurrency": "concurrency",
    "trend.throughput": "throughput",
    "trend.peak": "peak {v}",
    "trend.history": "e2e p95, baseline history → this run",
    "trend.history_note.one": "{n} run + this",
    "trend.history_note.other": "{n} runs + this",
    // checks
    "checks.title": "Gate checks",
    "checks.metric": "metric",
    "checks.rule": "rule",
    "checks.observed": "observed",
    "checks.baseline": "baseline",
    "checks.interval": "interval",
    "checks.status": "status",
    "checks.reason": "reason",
    "checks.all": "all checks",
    "checks.passing.one": "{n} passing check",
    "checks.passing.other": "{n} passing checks",
    "checks.advisory": "(advisory)",
    "status.pass": "pass",
    "status.warn": "warn",
    "status.fail": "fail",
    "more.in_report": "{n} more in report.json.",
    // check reasons, rendered from each check's facts (src/report/reasons.ts); English is report.json's reason
    "reason.points": "{v} points",
    "reason.config": "{message}",
    "reason.threshold.pass": "{shown} {op} {limit}",
    "reason.threshold.fail": "{shown}, not {op} {limit}",
    "reason.threshold.no_samples": "no samples were recorded for {metric}",
    "reason.threshold.unknown_bucket": "unknown error bucket {bucket}; known: {known}",
    "reason.threshold.unknown_metric": "unknown metric {metric}; known metrics: {known}",
    "reason.threshold.not_applicable": "{aggregation} does not apply to {kind} metric {metric}; use {allowed}",
    "reason.data.no_sessions": "no sessions completed: nothing was measured, so nothing can pass",
    "reason.data.nothing_to_gate": "nothing to gate on: no thresholds and no regression rules",
    "reason.data.shard_workloads.one": "{count} merged shard measured another workload than the trusted scenario (hash {hash}): {list}",
    "reason.data.shard_workloads.other": "{count} merged shards measured another workload than the trusted scenario (hash {hash}): {list}",
    "reason.baseline.missing": "no baseline at {where}; record one with `agent-loadtest baseline update <run-dir>`",
    "reason.baseline.llm_mode": "{where} was recorded against LLM answers of mode {recorded}, this run got mode {now} (scripted mock, replay of a cassette, real endpoint, none configured): runs of different modes are not compared; gate against a baseline recorded in mode {now}",
    "reason.baseline.changed": "{where} is refused: the scenario changed since it was recorded ({changes}), so nothing is compared with it; make this run the new baseline with `agent-loadtest baseline update {run_dir}` and commit it",
    "reason.baseline.changed_failing": "{where} is refused: the scenario changed since it was recorded ({changes}), so nothing is compared with it; this run failed other checks, so it is no baseline either: fix them, then record one from a run that passes (`agent-loadtest baseline update <run-dir>`)",
    "reason.baseline.changed_unlisted": "{where} is refused: the scenario changed since the baseline (this baseline predates field-level comparison; scenario hash {recorded} → {now}), so nothing is compared with it; make this run the new baseline with `agent-loadtest baseline update {run_dir}` and commit it",
    "reason.baseline.changed_unlisted_failing": "{where} is refused: the scenario changed since the baseline (this baseline predates field-level comparison; scenario hash {recorded} → {now}), so nothing is compared with it; this run failed other checks, so it is no baseline either: fix them, then record one from a run that passes (`agent-loadtest baseline update <run-dir>`)",
    "reason.regression.no_samples": "no samples were recorded for {metric} in this run",
    "reason.regression.no_sessions": "no sessions for {metric} in this run",
    "reason.regression.baseline_no_samples": "the baseline has no samples for {metric}",
    "reason.regression.baseline_no_sessions": "the baseline has no sessions for {metric}",
    "reason.regression.tags_unsupported": "cannot compare: the baseline keeps per-session samples only for e2e_ms, ttft_ms and the efficiency figures (docs/cost.md); {metric} cannot be filtered by tags",
    "reason.regression.no_histogram": "cannot compare: the baseline has no {metric} histogram",
    "reason.regression.head": "{values}: {estimate} ({confidence} one-sided bounds {interval})",
    "reason.regression.head_short": "{values}: {estimate}",
    "reason.regression.within": "{head}, within {tolerance}{why}{spread}",
    "reason.regression.fail": "{head}, beyond {tolerance} and significant ({p}{family}){spread}",
    "reason.regression.warn": "{head}, beyond {tolerance} but not yet significant ({p}{family}, needs ≤ {alpha}){hint}{spread}",
    "seq.look": "sequential look {look} of {looks} at {n} sessions a side (level {alpha}): {decision} · {rules}",
    "seq.rule": "{rule}: {effect}, p {p}, {power} to fail by the end",
    "seq.rule_decided": "{rule}: {effect}, p {p}",
    "seq.d.continue": "continue",
    "seq.d.fail": "FAIL",
    "seq.d.pass": "PASS, no rule can still fail",
    "seq.d.budget": "budget reached",
    "seq.d.ended": "the run ended short of its budget",
    "seq.trace.fail": "Sequential gate: decided at {n} of {max} sessions a side (look {look}) — FAIL on {rule}; α spent {spent}",
    "seq.trace.pass": "Sequential gate: decided at {n} of {max} sessions a side (look {look}) — PASS: no rule had {power} or more chance to fail by {max}; α spent {spent}",
    "seq.trace.budget": "Sequential gate: ran its whole budget of {max} sessions a side ({look} looks), judged at level {alpha}; α spent {spent}",
    "seq.trace.ended": "Sequential gate: the run ended short of its budget of {max} sessions a side and was judged on all it ran at level {alpha}",
    "reason.regression.noise": "{head}, beyond {tolerance} but within noise ({p}{family}; a warning needs ≤ {warn_at}){hint}{spread}",
    "reason.regression.unshown": "{head}, beyond {tolerance} and {p} ≤ {alpha}{family}, but its bounds still hold no change, so it does not fail{hint}{spread}",
    "reason.regression.advisory": "{advisory}: {head}, beyond {tolerance}{p_clause}{hint}{spread}",
    "reason.regression.advisory_rule": "advisory",
    "reason.regression.advisory_n": "advisory: {n} sessions per side, {minimum} needed to gate {statistic}",
    "reason.regression.why": " ({advisory})",
    "decidable.warning": "regression rule {rule} cannot fail at these sizes: it needs {needed} sessions a side ({why}), and {short}. Fix: {fix}",
    "decidable.why.min_samples": "regression.min_samples",
    "decidable.why.permutation_floor": "the fewest a {statistic} rule gates from",
    "decidable.why.quantile_bound": "fewer leave the {statistic} upper bound open, so no drop is shown",
    "decidable.why.rate_extreme": "fewer are not significant even if every session fails",
    "decidable.short.run": "the run plans {n}",
    "decidable.short.baseline": "the stored baseline holds {n}",
    "decidable.short.both": "the run plans {n}, the stored baseline holds {n_baseline}",
    "decidable.fix.sessions": "sessions: {needed} or more on the pairs it gates",
    "decidable.fix.min_samples": " (or regression.min_samples: {n}, to gate from {n} a side)",
    "decidable.fix.baseline": "record the baseline again from a run of {needed} or more sessions (agent-loadtest baseline update)",
    "decidable.fix.both": "sessions: {needed} or more on the pairs it gates, then record the baseline again from such a run (agent-loadtest baseline update)",
    "reason.regression.p": "p {p}",
    "reason.regression.family": ", adjusted over {n} gated rules",
    "reason.regression.hint": "; about {more} more sessions per side ({n} per side in all) would decide it",
    "reason.regression.hint_run": "; about {more} more sessions in this run ({n} in all) would decide it",
    "reason.regression.hint_baseline": "; the baseline is the short side ({n_baseline} sessions): recorded again from {n} or more sessions, it would decide this",
    "reason.regression.hint_both": "; about {n} sessions on each side would decide it: this run has {n_run} and the baseline {n_baseline}, so run {n} or more and record the baseline again from {n} or more",
    "reason.regression.undecidable": "; more sessions alone would not decide it",
    "reason.regression.undecidable_spread": "; run-to-run variance alone exceeds this change: compare in the same job (`compare_with`)",
    "reason.regression.spread_prior.one": "; run-to-run spread σ {sigma} assumed (the baseline's history holds {n} run; 5 measure it)",
    "reason.regression.spread_prior.other": "; run-to-run spread σ {sigma} assumed (the baseline's history holds {n} runs; 5 measure it)",
    "reason.regression.spread_prior_e2e_only": "; run-to-run spread σ {sigma} assumed (the baseline's history measures it for e2e_ms only)",
    "reason.regression.spread_history": "; against the run-to-run spread of {runs} baseline runs (σ {sigma})",
    "reason.regression.values": "{statistic} {observed} vs {baseline}",
    "reason.regression.values_rate": "{metric} {observed} ({x}/{n}) vs {baseline} ({x_baseline}/{n_baseline})",
    "reason.regression.ratio": "ratio {value}",
    "reason.regression.shift": "shift {value}",
    "reason.regression.tolerance.increase": "the {amount} increase tolerance",
    "reason.regression.tolerance.decrease": "the {amount} decrease tolerance",
    "reason.bucket.none": "no error bucket that the baseline did not have",
    "reason.bucket.unlikely": "new error bucket {bucket}: {count} of {n} sessions, none in {n_baseline} baseline sessions (Fisher exact p {p}): more than chance explains",
    "reason.bucket.chance": "new error bucket {bucket}: {count} of {n} sessions, none in {n_baseline} baseline sessions (Fisher exact p {p}): within what chance gives a bucket this rare",
    "history.e2e_p50": "e2e p50",
    "history.e2e_p95": "e2e p95",
    "history.ttft_p95": "ttft p95",
    "history.pass_rate": "pass rate",
    "reason.history.inside": "{metric} {observed} is within the run-to-run range {range} of the last {runs} baseline runs",
    "reason.history.above": "{metric} {observed} is above the run-to-run range {range} of the last {runs} baseline runs: drift beyond run-to-run noise; confirm with a re-run",
    "reason.history.below": "{metric} {observed} is below the run-to-run range {range} of the last {runs} baseline runs: drift beyond run-to-run noise; confirm with a re-run",
    // buckets
    "buckets.title": "Error buckets ({n})",
    "buckets.bucket": "bucket",
    "buckets.sessions": "sessions",
    "buckets.share": "share",
    "buckets.example": "example session",
    "buckets.message": "message",
    "buckets.more.one": "{n} more bucket",
    "buckets.more.other": "{n} more buckets",
    // diagnosis
    "findings.title": "Diagnosis",
    "findings.evidence": "evidence",
    "finding.knee": "Throughput stops growing (knee)",
    "finding.break": "Break point: errors or the SLO broke at this load",
    "finding.error_burst": "A burst of failed sessions",
    "finding.tail_divergence": "Tail latency diverges from the median",
    "finding.ttft_e2e_attribution": "Where the latency change comes from: time to first token or the rest",
    "finding.span_attribution": "The span kind that grew most against the baseline",
    "finding.cpu_saturation": "CPU saturated",
    "finding.memory_pressure": "Memory close to its limit",
    "finding.oom_kill": "Sessions killed for memory (OOM)",
    "finding.target_saturation": "The target saturated while latency rose",
    "finding.target_memory_growth": "Target memory rises and is not released",
    "finding.target_idle_errors": "Client errors while the target sat idle (gateway, pool or downstream)",
    "finding.llm_queueing": "The LLM server queues requests while time to first token rises",
    "finding.sessions_failed": "Every session failed: the evidence names the error buckets",
    "ai.summary": "AI summary (advisory, written by {model} from the findings above; it does not change the verdict)",
    "ai.an_llm": "an LLM",
    // journeys and stages
    "journeys.title": "Per journey ({n}, by {tag})",
    "journeys.journey": "journey",
    "journeys.top_bucket": "top error bucket",
    "journeys.errors": "errors",
    "steps.title": "Per step ({n} steps of multi-step tasks)",
    "steps.task": "task",
    "steps.step": "step",
    "steps.passed": "passed",
    "steps.reward": "mean reward",
    "steps.agent_exec": "agent_exec mean",
    "steps.verify": "verify mean",
    "stages.title": "Stages ({strategy}) — max sustainable concurrency",
    "stages.knee_flat": "Knee at {n}: {tp} sessions/s there, and no stage after it grew that by {min} or more (best after it: {best_tp} at concurrency {best_c}, {gain})",
    "stages.knee_growing": "Knee: none, still growing (concurrency {from} → {to}: {from_tp} → {to_tp} sessions/s, {gain}, at least {min})",
    "stages.knee_few": "Knee: none, fewer than two rising stages to compare",
    "stages.knee_at": "knee at {n}",
    "stages.break_at": "break at {n}",
    "stages.first_breach": "first breach: {metric}",
    "stages.stage": "stage",
    "stages.concurrency": "concurrency",
    "stages.knee": "knee",
    "stages.break": "break",
    "stages.slo": "SLO",
    // footer and cuts
    "footer.reproduce": "Reproduce",
    "footer.dashboard": "Dashboard",
    "footer.run": "run {id} · generated {at}",
    "cut.note": "Cut to fit {budget} bytes: {names} left out. The full report is in report.md and dashboard.html.",
    "section.verdict": "verdict",
    "section.kpis": "KPIs",
    "section.trends": "trends",
    "section.checks": "gate checks",
    "section.buckets": "error buckets",
    "section.diagnosis": "diagnosis",
    "section.ai": "AI summary",
    "section.journeys": "journeys",
    "section.steps": "steps",
    "section.stages": "stages",
    "section.target": "target",
    "target.heading": "Target",
    "target.col.series": "series",
    "target.col.over_run": "over the run",
    "target.col.mean": "mean",
    "target.col.max": "max",
    "target.col.limit": "limit",
    "target.more": "{n} more series in report.json.",
    "target.slowest": "**Slowest target events** ({n} in the run)",
    "target.col.log": "log",
    "target.col.event": "event",
    "target.col.count": "count",
    "target.col.total": "total",
    // dashboard (src/web/dashboard/ names each by its id; dashboardI18n sends them with the page)
    "dash.footer": "agent-loadtest · report schema v{v} · self-contained, no network",
    "dash.noscript": "The charts and tables need JavaScript; every number is also in report.json.",
    "dash.subtitle": "{sessions} sessions · {runtime} runtime · {duration} · run {run} · scenario {hash} · generated {at}",
    "dash.advisory": "(advisory)",
    "dash.agent": "agent",
    "dash.ai_summary": "AI summary (advisory, written by {model}; it does not change the verdict)",
    "dash.an_llm": "an LLM",
    "dash.any_status": "any status",
    "dash.attempts": "attempts",
    "dash.baseline_comparison": "Baseline comparison",
    "dash.baseline_file": "Baseline {file}",
    "dash.baseline_word": "baseline",
    "dash.break": "break {n}",
    "dash.bucket": "bucket",
    "dash.buckets_of": "Buckets of {n} s from the run's start.",
    "dash.chart_buckets": "Sessions per error bucket",
    "dash.chart_concurrency": "Concurrency (sessions in flight)",
    "dash.chart_cpu": "CPU over time",
    "dash.chart_e2e_hist": "End-to-end latency (sessions per bin)",
    "dash.chart_history": "e2e p95 across baseline history (last point: this run)",
    "dash.chart_lat_by_conc": "Latency and errors by concurrency",
    "dash.chart_latency": "End-to-end latency percentiles",
    "dash.chart_cost": "What the run's LLM calls cost so far",
    "dash.lg_spent": "spent (judged sessions)",
    "dash.chart_memory": "Memory over time",
    "dash.chart_phases": "Mean time per session in each phase",
    "dash.chart_spans": "Mean time per session in each span kind",
    "dash.chart_throughput": "Throughput (sessions ended per second)",
    "dash.chart_tp_by_conc": "Throughput by concurrency",
    "dash.chart_ttft_hist": "Time to first token (sessions per bin)",
    "dash.chart_vs_baseline": "This run vs baseline",
    "dash.col_interval": "interval",
    "dash.col_metric": "metric",
    "dash.col_observed": "observed",
    "dash.col_reason": "reason",
    "dash.col_rule": "rule",
    "dash.col_status": "status",
    "dash.concurrency": "concurrency",
    "dash.count": "{n} of {total} sessions",
    "dash.diagnosis": "Diagnosis",
    "dash.distribution": "Latency distribution",
    "dash.e2e": "e2e",
    "dash.error": "Error",
    "dash.error_buckets": "Error buckets ({n})",
    "dash.error_col": "error",
    "dash.errored": "errored",
    "dash.errors": "errors",
    "dash.cost_session": "cost / session",
    "dash.example": "example session",
    "dash.failed": "failed",
    "dash.field": "field",
    "dash.filter": "filter: id, journey, task, status, bucket, error…",
    "dash.first_shown": "(first {n} shown)",
    "dash.floor": "≥ {n} (every stage held; the limit lies beyond)",
    "dash.gate_checks": "Gate checks",
    "dash.journey": "journey",
    "dash.kind": "kind",
    "dash.knee": "knee {n}",
    "dash.kpi_baseline": "baseline {v}",
    "dash.log": "Log excerpt",
    "dash.message": "message",
    "dash.no_baseline": "No baseline configured.",
    "dash.no_baseline_at": "No baseline at {file} yet.",
    "dash.baseline_refused.scenario_changed": "The baseline at {file} was refused: the scenario changed since it was recorded. The gate check names what changed.",
    "dash.baseline_refused.llm_mode": "The baseline at {file} was refused: it was recorded against another LLM mode. The gate check names both.",
    "dash.no_checks": "No checks configured.",
    "dash.no_rule": "No rule fired.",
    "dash.none": "none",
    "dash.not_here": "Session {id} is not in this dashboard.",
    "dash.over_time": "Over time",
    "dash.tg_stage": "stage {stage} · concurrency {c}",
    "dash.tg_title": "Target",
    "dash.tg_note": "The system under test's own series on the load's time axis (seconds from the run's start). Shaded: stages (blue) and diagnosis windows (red); red ticks: slow target events.",
    "dash.tg_load_conc": "Load: concurrency (left), e2e p95 (right)",
    "dash.tg_in_flight": "sessions in flight",
    "dash.tg_load_tput": "Load: throughput (left), e2e p95 (right)",
    "dash.tg_ended": "sessions ended/s",
    "dash.tg_limit": "limit {v}",
    "dash.tg_vs_p95": "{name} and e2e p95",
    "dash.tg_series": "series",
    "dash.tg_source": "source",
    "dash.tg_points": "points",
    "dash.tg_mean": "mean",
    "dash.tg_max": "max",
    "dash.tg_limit_col": "limit",
    "dash.tg_slowest": "Slowest target events (top {n} of {total})",
    "dash.tg_log": "log",
    "dash.tg_event": "event",
    "dash.tg_count": "count",
    "dash.tg_total": "total",
    "dash.target": "Target",
    "dash.pass_rate": "pass rate",
    "dash.passed": "passed",
    "dash.passing_checks": "{n} passing checks",
    "dash.peak_concurrency": "peak concurrency",
    "dash.per_journey": "Per journey (by {tag})",
    "dash.per_s": "/s",
    "dash.phase": "phase",
    "dash.phases": "Phases",
    "dash.session": "Session {id}",
    "dash.session_col": "session",
    "dash.sessions": "Sessions",
    "dash.sessions_kpi": "sessions",
    "dash.sessions_note": "{n} sessions; the table shows the first {shown} that match. Click a row for its phases, spans, error and log excerpt.",
    "dash.sessions_held": "This dashboard holds {held} of the run's {n} sessions: the failed and errored first, then the slowest passed.",
    "dash.page": "page {p} of {pages}",
    "dash.prev": "previous",
    "dash.next": "next",
    "dash.spans": "Spans (sum per kind)",
    "dash.sps": "sessions/s",
    "dash.stage": "stage",
    "dash.stages": "Stages ({strategy}) — max sustainable concurrency {max}",
    "dash.start": "start",
    "dash.task": "task",
    "dash.steps": "Per step ({n} steps of multi-step tasks)",
    "dash.step": "step",
    "dash.step_reward": "mean reward",
    "dash.step_agent_exec": "agent_exec mean",
    "dash.step_verify": "verify mean",
    "dash.this_run": "this run",
    "dash.throughput": "throughput",
    "dash.time": "time",
    "dash.tokens": "tokens in / out",
    "dash.ttft": "TTFT",
    "dash.value": "value",
    "dash.lg_in_flight": "in flight (peak per bucket)",
    "dash.lg_passed_ps": "passed/s",
    "dash.lg_failed_ps": "failed/s",
    "dash.lg_cpu_container": "busiest container CPU %",
    "dash.lg_cpu_host": "host CPU %",
    "dash.lg_mem_container": "largest container memory",
    "dash.lg_mem_host": "host memory",
    "dash.lg_mem_limit": "container limit",
    "dash.right_axis": "{name} (right axis)",
    "dash.hist_bin": "{from} – {to}: {n} sessions",
    "dash.resources_note": "Resources: container CPU mean {mean}% (max {max}%), memory max {mem}, OOM kills {oom}.",
    "dash.slo_knee": "knee",
    "dash.slo_break": "break",
    "dash.render_error": "Could not draw {part}: {error}",
};


/***/ }),

/***/ 4416:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.zhCN = void 0;
exports.zhCN = {
    "unit.ms": "毫秒",
    "unit.s": "秒",
    "unit.min": "分钟",
    "unit.pp": "个百分点",
    "unit.per_s": "/秒",
    "unit.sessions_per_s": "会话/秒",
    "verdict.pass": "门禁通过",
    "verdict.warn.one": "门禁通过，有 {n} 条警告",
    "verdict.warn.other": "门禁通过，有 {n} 条警告",
    "verdict.fail.one": "门禁未通过：{n} 项检查失败",
    "verdict.fail.other": "门禁未通过：{n} 项检查失败",
    "verdict.interrupted": "已中断",
    "verdict.interrupted_run": "**\u5df2\u4e2d\u65ad**\uff08\u4ee5\u4e0b\u4ec5\u4f9b\u53c2\u8003\uff0c\u57fa\u4e8e\u5df2\u5b8c\u6210\u7684 {n} \u4e2a\u4f1a\u8bdd\uff1a{checks}\uff09",
    "headline.baseline": "基线 {ref}",
    "headline.no_baseline": "尚无基线",
    "headline.baseline_refused.scenario_changed": "基线被拒绝：记录之后场景已改变",
    "headline.baseline_refused.llm_mode": "基线被拒绝：它是在另一种 LLM 模式下记录的",
    "headline.llm.scripted": "LLM：脚本化模拟",
    "headline.llm.replay": "LLM：录制回放",
    "headline.llm.real": "LLM：真实端点",
    "headline.llm.none": "LLM：未配置",
    // 基线的运行机器
    "runner.other": "基线是在另一种运行机器上记录的（{baseline}；本次运行：{run}）：延迟差异可能来自机器本身。请在同一作业中对比（`compare-with: base`），或在这种运行机器上重新记录基线",
    "headline.sessions": "共 {total} 个会话（通过 {passed}，失败 {failed}，出错 {errored}{warmup}），运行时 {runtime}，用时 {duration} · 场景",
    "headline.warmup": "，另有 {n} 个预热会话不计入",
    "headline.cut_off": "\uff0c{n} \u4e2a\u4f1a\u8bdd\u88ab\u4e2d\u65ad\u5207\u65ad\uff0c\u4e0d\u8ba1\u5165",
    "notes.more": "… 另有 {n} 条，见 events.jsonl",
    "open_loop.rates": "目标速率 {offered}/秒，实际 {achieved}/秒，调度延迟 p99 {lag}",
    "open_loop.valid": "开环负载：{rates}。",
    "open_loop.invalid": "本次运行不能作为有效测量：",
    "kpi.header": "指标",
    "kpi.this_run": "本次运行",
    "kpi.baseline": "基线",
    "kpi.sessions": "会话数",
    "kpi.pass_rate": "通过率",
    "kpi.throughput": "吞吐量（稳定 / 峰值）",
    "kpi.peak_concurrency": "峰值并发",
    "kpi.max_sustainable": "最大可持续并发",
    "kpi.cost_session": "每会话费用（均值）",
    "kpi.cost_pass": "每个通过任务的费用",
    "kpi.llm_calls": "模型调用 p50",
    "kpi.tokens": "输入 / 输出 token p50",
    "kpi.repriced": "基线的费用来自 {baseline}，本次运行的费用来自 {run}：费用的变化可能是价格的变化。",
    "kpi.unpriced": "{models} 没有价格：调用它的会话没有费用。请在 `pricing:` 中添加（每百万 token 的美元价格）。",
    "kpi.none": "无",
    "kpi.floor": "≥ {n}（每个阶段都达标，极限在更高处）",
    "trend.header": "随时间变化",
    "trend.concurrency": "并发",
    "trend.throughput": "吞吐量",
    "trend.peak": "峰值 {v}",
    "trend.history": "e2e p95：基线历史 → 本次运行",
    "trend.history_note.one": "{n} 次运行 + 本次",
    "trend.history_note.other": "{n} 次运行 + 本次",
    "checks.title": "门禁检查",
    "checks.metric": "指标",
    "checks.rule": "规则",
    "checks.observed": "观测值",
    "checks.baseline": "基线",
    "checks.interval": "区间",
    "checks.status": "状态",
    "checks.reason": "原因",
    "checks.all": "全部检查",
    "checks.passing.one": "{n} 项通过的检查",
    "checks.passing.other": "{n} 项通过的检查",
    "checks.advisory": "（仅供参考）",
    "status.pass": "通过",
    "status.warn": "警告",
    "status.fail": "失败",
    "more.in_report": "另有 {n} 条，见 report.json。",
    "reason.points": "{v} 个百分点",
    "reason.config": "{message}",
    "reason.threshold.pass": "{shown} 满足 {op} {limit}",
    "reason.threshold.fail": "{shown}，不满足 {op} {limit}",
    "reason.threshold.no_samples": "{metric} 没有记录到样本",
    "reason.threshold.unknown_bucket": "未知的错误分类 {bucket}；已知分类：{known}",
    "reason.threshold.unknown_metric": "未知指标 {metric}；已知指标：{known}",
    "reason.threshold.not_applicable": "{aggregation} 不适用于 {kind} 类指标 {metric}；可用：{allowed}",
    "reason.data.no_sessions": "没有完成的会话：什么都没有测量，因此什么都不能通过",
    "reason.data.nothing_to_gate": "没有可供门禁判定的内容：没有阈值，也没有回归规则",
    "reason.data.shard_workloads.one": "{count} 个合并分片测量的工作负载与受信场景（哈希 {hash}）不同：{list}",
    "reason.data.shard_workloads.other": "{count} 个合并分片测量的工作负载与受信场景（哈希 {hash}）不同：{list}",
    "reason.baseline.missing": "{where} 没有基线；用 `agent-loadtest baseline update <run-dir>` 记录一个",
    "reason.baseline.llm_mode": "{where} 记录时的 LLM 应答模式是 {recorded}，本次运行是 {now}（脚本化模拟、录制回放、真实端点、未配置）：不同模式的运行不作比较；请以模式 {now} 记录的基线作为门禁",
    "reason.baseline.changed": "{where} 被拒绝：记录之后场景已改变（{changes}），因此不与之比较；用 `agent-loadtest baseline update {run_dir}` 把本次运行设为新基线并提交",
    "reason.baseline.changed_failing": "{where} 被拒绝：记录之后场景已改变（{changes}），因此不与之比较；本次运行还有其他检查失败，也不能作为基线：先修复它们，再用一次通过的运行记录基线（`agent-loadtest baseline update <run-dir>`）",
    "reason.baseline.changed_unlisted": "{where} 被拒绝：记录基线之后场景已改变（该基线早于逐字段比较；场景哈希 {recorded} → {now}），因此不与之比较；用 `agent-loadtest baseline update {run_dir}` 把本次运行设为新基线并提交",
    "reason.baseline.changed_unlisted_failing": "{where} 被拒绝：记录基线之后场景已改变（该基线早于逐字段比较；场景哈希 {recorded} → {now}），因此不与之比较；本次运行还有其他检查失败，也不能作为基线：先修复它们，再用一次通过的运行记录基线（`agent-loadtest baseline update <run-dir>`）",
    "reason.regression.no_samples": "本次运行没有记录到 {metric} 的样本",
    "reason.regression.no_sessions": "本次运行没有 {metric} 的会话",
    "reason.regression.baseline_no_samples": "基线没有 {metric} 的样本",
    "reason.regression.baseline_no_sessions": "基线没有 {metric} 的会话",
    "reason.regression.tags_unsupported": "无法比较：基线只为 e2e_ms、ttft_ms 和效率指标（docs/cost.md）保存逐会话样本；{metric} 不能按标签筛选",
    "reason.regression.no_histogram": "无法比较：基线没有 {metric} 的直方图",
    "reason.regression.head": "{values}：{estimate}（{confidence} 单侧界 {interval}）",
    "reason.regression.head_short": "{values}：{estimate}",
    "reason.regression.within": "{head}，在{tolerance}之内{why}{spread}",
    "reason.regression.fail": "{head}，超出{tolerance}，且变化显著（{p}{family}）{spread}",
    "reason.regression.warn": "{head}，超出{tolerance}，但尚不显著（{p}{family}，需要 ≤ {alpha}）{hint}{spread}",
    "seq.look": "序贯检查第 {look}/{looks} 次，每侧 {n} 个会话（水平 {alpha}）：{decision} · {rules}",
    "seq.rule": "{rule}：{effect}，p {p}，预算结束前判定失败的概率 {power}",
    "seq.rule_decided": "{rule}：{effect}，p {p}",
    "seq.d.continue": "继续",
    "seq.d.fail": "失败",
    "seq.d.pass": "通过，没有规则还可能失败",
    "seq.d.budget": "预算用尽",
    "seq.d.ended": "运行在预算用尽前结束",
    "seq.trace.fail": "序贯门禁：在每侧 {n}/{max} 个会话时判定（第 {look} 次检查）— 失败：{rule}；已花费 α {spent}",
    "seq.trace.pass": "序贯门禁：在每侧 {n}/{max} 个会话时判定（第 {look} 次检查）— 通过：没有规则在 {max} 前有 {power} 或更高的失败概率；已花费 α {spent}",
    "seq.trace.budget": "序贯门禁：用完每侧 {max} 个会话的全部预算（{look} 次检查），按水平 {alpha} 判定；已花费 α {spent}",
    "seq.trace.ended": "序贯门禁：运行在每侧 {max} 个会话的预算用尽前结束，按水平 {alpha} 对已运行的全部会话判定",
    "reason.regression.noise": "{head}，超出{tolerance}，但仍在噪声之内（{p}{family}；警告需要 ≤ {warn_at}）{hint}{spread}",
    "reason.regression.unshown": "{head}，超出{tolerance}，且 {p} ≤ {alpha}{family}，但其区间仍包含“无变化”，因此不判为失败{hint}{spread}",
    "reason.regression.advisory": "{advisory}：{head}，超出{tolerance}{p_clause}{hint}{spread}",
    "reason.regression.advisory_rule": "仅供参考",
    "reason.regression.advisory_n": "仅供参考：每侧 {n} 个会话，判定 {statistic} 需要 {minimum} 个",
    "reason.regression.why": "（{advisory}）",
    "decidable.warning": "回归规则 {rule} 在当前样本量下不可能判定失败：每侧需要 {needed} 个会话（{why}），而{short}。修复：{fix}",
    "decidable.why.min_samples": "由 regression.min_samples 决定",
    "decidable.why.permutation_floor": "{statistic} 规则开始判定所需的最少会话数",
    "decidable.why.quantile_bound": "更少时 {statistic} 的上界无法闭合，下降永远无法显示",
    "decidable.why.rate_extreme": "更少时即使所有会话都失败也不显著",
    "decidable.short.run": "本次运行计划 {n} 个",
    "decidable.short.baseline": "存储的基线只有 {n} 个",
    "decidable.short.both": "本次运行计划 {n} 个，存储的基线只有 {n_baseline} 个",
    "decidable.fix.sessions": "将其所判定配对的 sessions 设为 {needed} 或更多",
    "decidable.fix.min_samples": "（或设置 regression.min_samples: {n}，从每侧 {n} 个会话开始判定）",
    "decidable.fix.baseline": "用 {needed} 个或更多会话的运行重新记录基线（agent-loadtest baseline update）",
    "decidable.fix.both": "将其所判定配对的 sessions 设为 {needed} 或更多，再用这样的运行重新记录基线（agent-loadtest baseline update）",
    "reason.regression.p": "p {p}",
    "reason.regression.family": "，已在 {n} 条门禁规则间校正",
    "reason.regression.hint": "；每侧再约 {more} 个会话（每侧共约 {n} 个会话）即可作出判定",
    "reason.regression.hint_run": "；本次运行再约 {more} 个会话（共约 {n} 个）即可作出判定",
    "reason.regression.hint_baseline": "；会话不足的一侧是基线（{n_baseline} 个会话）：用 {n} 个或更多会话重新记录基线即可作出判定",
    "reason.regression.hint_both": "；每侧约 {n} 个会话即可作出判定：本次运行有 {n_run} 个，基线有 {n_baseline} 个，因此请运行 {n} 个或更多会话，并用 {n} 个或更多会话重新记录基线",
    "reason.regression.undecidable": "；仅增加会话无法作出判定",
    "reason.regression.undecidable_spread": "；仅运行间差异就超过了这一变化：请在同一作业中比较（`compare_with`）",
    "reason.regression.spread_prior.one": "；假定运行间波动 σ {sigma}（基线历史只有 {n} 次运行；5 次才能测量）",
    "reason.regression.spread_prior.other": "；假定运行间波动 σ {sigma}（基线历史只有 {n} 次运行；5 次才能测量）",
    "reason.regression.spread_prior_e2e_only": "；假定运行间波动 σ {sigma}（基线历史只测量 e2e_ms 的运行间波动）",
    "reason.regression.spread_history": "；对照 {runs} 次基线运行的运行间波动（σ {sigma}）",
    "reason.regression.values": "{statistic} {observed}，基线 {baseline}",
    "reason.regression.values_rate": "{metric} {observed}（{x}/{n}），基线 {baseline}（{x_baseline}/{n_baseline}）",
    "reason.regression.ratio": "比值 {value}",
    "reason.regression.shift": "差值 {value}",
    "reason.regression.tolerance.increase": "容差（增加 {amount}）",
    "reason.regression.tolerance.decrease": "容差（减少 {amount}）",
    "reason.bucket.none": "没有基线中未出现过的错误分类",
    "reason.bucket.unlikely": "新错误分类 {bucket}：{n} 个会话中有 {count} 个，基线的 {n_baseline} 个会话中没有（Fisher 精确检验 p {p}）：超出偶然所能解释的范围",
    "reason.bucket.chance": "新错误分类 {bucket}：{n} 个会话中有 {count} 个，基线的 {n_baseline} 个会话中没有（Fisher 精确检验 p {p}）：在如此罕见的分类偶然出现的范围之内",
    "history.e2e_p50": "e2e p50",
    "history.e2e_p95": "e2e p95",
    "history.ttft_p95": "ttft p95",
    "history.pass_rate": "通过率",
    "reason.history.inside": "{metric} {observed} 在最近 {runs} 次基线运行的波动范围 {range} 之内",
    "reason.history.above": "{metric} {observed} 高于最近 {runs} 次基线运行的波动范围 {range}：漂移超出运行间噪声，请重新运行确认",
    "reason.history.below": "{metric} {observed} 低于最近 {runs} 次基线运行的波动范围 {range}：漂移超出运行间噪声，请重新运行确认",
    "buckets.title": "错误分类（{n}）",
    "buckets.bucket": "分类",
    "buckets.sessions": "会话数",
    "buckets.share": "占比",
    "buckets.example": "示例会话",
    "buckets.message": "消息",
    "buckets.more.one": "另有 {n} 个分类",
    "buckets.more.other": "另有 {n} 个分类",
    "findings.title": "诊断",
    "findings.evidence": "依据",
    "finding.knee": "吞吐量不再增长（拐点）",
    "finding.break": "崩溃点：在此负载下出错或违反 SLO",
    "finding.error_burst": "一段时间内会话集中失败",
    "finding.tail_divergence": "尾部延迟与中位数拉开差距",
    "finding.ttft_e2e_attribution": "延迟变化的来源：首个 token 之前，还是之后",
    "finding.span_attribution": "相对基线增长最多的 span 类型",
    "finding.cpu_saturation": "CPU 饱和",
    "finding.memory_pressure": "内存接近上限",
    "finding.oom_kill": "会话因内存不足被终止（OOM）",
    "finding.target_saturation": "目标端饱和，同时延迟上升",
    "finding.target_memory_growth": "目标端内存持续上升且未释放",
    "finding.target_idle_errors": "目标端空闲时客户端出错（网关、连接池或下游）",
    "finding.llm_queueing": "LLM 服务端请求排队，同时首 token 时间上升",
    "finding.sessions_failed": "所有会话都失败了：证据列出了各错误分类",
    "ai.summary": "AI 摘要（仅供参考，由 {model} 根据上面的诊断写成，不影响结论）",
    "ai.an_llm": "大模型",
    "journeys.title": "按用户旅程（{n} 个，按 {tag} 分组）",
    "journeys.journey": "旅程",
    "journeys.top_bucket": "最多的错误分类",
    "journeys.errors": "错误",
    "stages.title": "阶段（{strategy}）— 最大可持续并发",
    "stages.knee_flat": "拐点在 {n}：该处 {tp} 会话/秒，其后没有阶段使吞吐量增长 {min} 或更多（其后最高：并发 {best_c} 时 {best_tp}，{gain}）",
    "stages.knee_growing": "拐点：无，仍在增长（并发 {from} → {to}：{from_tp} → {to_tp} 会话/秒，{gain}，至少 {min}）",
    "stages.knee_few": "拐点：无，可比较的上升阶段不足两个",
    "stages.knee_at": "拐点在 {n}",
    "stages.break_at": "崩溃点在 {n}",
    "stages.first_breach": "首个违规：{metric}",
    "stages.stage": "阶段",
    "steps.title": "按步骤（多步骤任务的 {n} 个步骤）",
    "steps.task": "任务",
    "steps.step": "步骤",
    "steps.passed": "通过",
    "steps.reward": "平均奖励",
    "steps.agent_exec": "agent_exec 平均",
    "steps.verify": "verify 平均",
    "stages.concurrency": "并发",
    "stages.knee": "拐点",
    "stages.break": "崩溃点",
    "stages.slo": "SLO",
    "footer.reproduce": "复现",
    "footer.dashboard": "仪表盘",
    "footer.run": "运行 {id} · 生成于 {at}",
    "cut.note": "为不超过 {budget} 字节，省略了：{names}。完整报告见 report.md 和 dashboard.html。",
    "section.verdict": "结论",
    "section.kpis": "关键指标",
    "section.trends": "趋势",
    "section.checks": "门禁检查",
    "section.buckets": "错误分类",
    "section.diagnosis": "诊断",
    "section.ai": "AI 摘要",
    "section.journeys": "用户旅程",
    "section.steps": "步骤",
    "section.stages": "阶段",
    "section.target": "目标端",
    "target.heading": "目标端",
    "target.col.series": "序列",
    "target.col.over_run": "运行期间",
    "target.col.mean": "均值",
    "target.col.max": "最大值",
    "target.col.limit": "上限",
    "target.more": "\u53e6\u6709 {n} \u4e2a\u5e8f\u5217\u89c1 report.json\u3002",
    "target.slowest": "**\u6700\u6162\u7684\u76ee\u6807\u7aef\u4e8b\u4ef6**\uff08\u8fd0\u884c\u671f\u95f4\u5171 {n} \u4e2a\uff09",
    "target.col.log": "日志",
    "target.col.event": "事件",
    "target.col.count": "次数",
    "target.col.total": "总耗时",
    // 仪表盘（src/web/dashboard/ 按键名取用；dashboardI18n 随页面发送）
    "dash.footer": "agent-loadtest · 报告格式 v{v} · 单文件，无需联网",
    "dash.noscript": "图表和表格需要 JavaScript；所有数字也都在 report.json 里。",
    "dash.subtitle": "{sessions} 个会话 · 运行时 {runtime} · {duration} · 运行 {run} · 场景 {hash} · 生成于 {at}",
    "dash.advisory": "（仅供参考）",
    "dash.agent": "智能体",
    "dash.ai_summary": "AI 摘要（仅供参考，由 {model} 写成，不影响结论）",
    "dash.an_llm": "大模型",
    "dash.any_status": "任意状态",
    "dash.attempts": "尝试次数",
    "dash.baseline_comparison": "与基线对比",
    "dash.baseline_file": "基线 {file}",
    "dash.baseline_word": "基线",
    "dash.break": "崩溃点 {n}",
    "dash.bucket": "分类",
    "dash.buckets_of": "从运行开始，每 {n} 秒一个区间。",
    "dash.chart_buckets": "各错误分类的会话数",
    "dash.chart_concurrency": "并发（进行中的会话）",
    "dash.chart_cpu": "CPU 随时间变化",
    "dash.chart_e2e_hist": "端到端延迟（每个区间的会话数）",
    "dash.chart_history": "基线历史上的 e2e p95（最后一点为本次运行）",
    "dash.chart_lat_by_conc": "各并发下的延迟与错误",
    "dash.chart_latency": "端到端延迟分位数",
    "dash.chart_cost": "本次运行的 LLM 调用累计花费",
    "dash.lg_spent": "已花费（计入判定的会话）",
    "dash.chart_memory": "内存随时间变化",
    "dash.chart_phases": "每个会话在各阶段的平均耗时",
    "dash.chart_spans": "每个会话在各 span 类型上的平均耗时",
    "dash.chart_throughput": "吞吐量（每秒结束的会话）",
    "dash.chart_tp_by_conc": "各并发下的吞吐量",
    "dash.chart_ttft_hist": "首个 token 时间（每个区间的会话数）",
    "dash.chart_vs_baseline": "本次运行与基线对比",
    "dash.col_interval": "区间",
    "dash.col_metric": "指标",
    "dash.col_observed": "观测值",
    "dash.col_reason": "原因",
    "dash.col_rule": "规则",
    "dash.col_status": "状态",
    "dash.concurrency": "并发",
    "dash.count": "{total} 个会话中的 {n} 个",
    "dash.diagnosis": "诊断",
    "dash.distribution": "延迟分布",
    "dash.e2e": "e2e",
    "dash.error": "错误",
    "dash.error_buckets": "错误分类（{n}）",
    "dash.error_col": "错误",
    "dash.errored": "出错",
    "dash.errors": "错误",
    "dash.cost_session": "每会话费用",
    "dash.example": "示例会话",
    "dash.failed": "失败",
    "dash.field": "字段",
    "dash.filter": "筛选：id、旅程、任务、状态、分类、错误…",
    "dash.first_shown": "（显示前 {n} 个）",
    "dash.floor": "≥ {n}（每个阶段都达标，极限在更高处）",
    "dash.gate_checks": "门禁检查",
    "dash.journey": "旅程",
    "dash.kind": "类型",
    "dash.knee": "拐点 {n}",
    "dash.kpi_baseline": "基线 {v}",
    "dash.log": "日志摘录",
    "dash.message": "消息",
    "dash.no_baseline": "未配置基线。",
    "dash.no_baseline_at": "{file} 处还没有基线。",
    "dash.baseline_refused.scenario_changed": "{file} 处的基线被拒绝：记录之后场景已改变。门禁检查列出了改变的字段。",
    "dash.baseline_refused.llm_mode": "{file} 处的基线被拒绝：它是在另一种 LLM 模式下记录的。门禁检查列出了两种模式。",
    "dash.no_checks": "未配置任何检查。",
    "dash.no_rule": "没有规则触发。",
    "dash.none": "无",
    "dash.not_here": "会话 {id} 不在这个仪表盘里。",
    "dash.over_time": "随时间变化",
    "dash.tg_stage": "阶段 {stage} · 并发 {c}",
    "dash.tg_title": "目标端",
    "dash.tg_note": "被测系统自身的时间序列，与负载共用时间轴（自运行开始的秒数）。阴影：阶段（蓝）与诊断窗口（红）；红色刻度：慢的目标端事件。",
    "dash.tg_load_conc": "负载：并发（左轴），端到端 p95（右轴）",
    "dash.tg_in_flight": "进行中的会话",
    "dash.tg_load_tput": "负载：吞吐（左轴），端到端 p95（右轴）",
    "dash.tg_ended": "每秒结束的会话",
    "dash.tg_limit": "上限 {v}",
    "dash.tg_vs_p95": "{name} 与端到端 p95",
    "dash.tg_series": "序列",
    "dash.tg_source": "来源",
    "dash.tg_points": "数据点",
    "dash.tg_mean": "均值",
    "dash.tg_max": "最大值",
    "dash.tg_limit_col": "上限",
    "dash.tg_slowest": "最慢的目标端事件（共 {total} 个中的前 {n} 个）",
    "dash.tg_log": "日志",
    "dash.tg_event": "事件",
    "dash.tg_count": "次数",
    "dash.tg_total": "总耗时",
    "dash.target": "目标端",
    "dash.pass_rate": "通过率",
    "dash.passed": "通过",
    "dash.passing_checks": "{n} 项通过的检查",
    "dash.peak_concurrency": "峰值并发",
    "dash.per_journey": "按用户旅程（按 {tag} 分组）",
    "dash.per_s": "/秒",
    "dash.phase": "阶段",
    "dash.phases": "阶段耗时",
    "dash.session": "会话 {id}",
    "dash.session_col": "会话",
    "dash.sessions": "会话",
    "dash.sessions_kpi": "会话数",
    "dash.sessions_held": "此仪表盘收录本次运行 {n} 个会话中的 {held} 个：先是失败和出错的，然后是最慢的通过会话。",
    "dash.page": "第 {p} / {pages} 页",
    "dash.prev": "上一页",
    "dash.next": "下一页",
    "dash.sessions_note": "共 {n} 个会话；表格显示前 {shown} 个匹配的会话。点击一行可查看其阶段、span、错误和日志摘录。",
    "dash.spans": "Span（按类型求和）",
    "dash.sps": "会话/秒",
    "dash.stage": "阶段",
    "dash.stages": "阶段（{strategy}）— 最大可持续并发 {max}",
    "dash.start": "开始",
    "dash.task": "任务",
    "dash.steps": "按步骤（多步骤任务的 {n} 个步骤）",
    "dash.step": "步骤",
    "dash.step_reward": "平均奖励",
    "dash.step_agent_exec": "agent_exec 平均",
    "dash.step_verify": "verify 平均",
    "dash.this_run": "本次运行",
    "dash.throughput": "吞吐量",
    "dash.time": "耗时",
    "dash.tokens": "输入 / 输出 token",
    "dash.ttft": "TTFT",
    "dash.value": "值",
    "dash.lg_in_flight": "进行中（每桶峰值）",
    "dash.lg_passed_ps": "通过/秒",
    "dash.lg_failed_ps": "失败/秒",
    "dash.lg_cpu_container": "最忙容器 CPU %",
    "dash.lg_cpu_host": "主机 CPU %",
    "dash.lg_mem_container": "最大容器内存",
    "dash.lg_mem_host": "主机内存",
    "dash.lg_mem_limit": "容器上限",
    "dash.right_axis": "{name}（右轴）",
    "dash.hist_bin": "{from} – {to}：{n} 个会话",
    "dash.resources_note": "资源：容器 CPU 平均 {mean}%（最高 {max}%），内存最高 {mem}，OOM 终止 {oom} 次。",
    "dash.slo_knee": "拐点",
    "dash.slo_break": "崩溃点",
    "dash.render_error": "无法绘制 {part}：{error}",
};


/***/ }),

/***/ 96108:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * The run's sessions as typed columns: a number per session per field in Float64Array / Int32Array
 * columns grown by doubling, each repeated string (task, agent, bucket, status, tag set) kept once and
 * referred to by its index. A million sessions cost a few hundred bytes each, not a SessionRecord
 * object graph each; a record is made only where a consumer asks for one (SessionTable.record).
 *
 * A table is appended to as sessions end (SessionColumns) and read in run order (SessionTable: start
 * time, then id — the order RunResult.sessions has), by column or by record.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SessionTable = exports.SessionColumns = exports.Interner = exports.I32Column = exports.F64Column = void 0;
exports.attachSessionTable = attachSessionTable;
exports.sessionTableOf = sessionTableOf;
const events_js_1 = __webpack_require__(82736);
const thresholds_js_1 = __webpack_require__(92800);
const quantiles_js_1 = __webpack_require__(37461);
const tags_js_1 = __webpack_require__(81760);
const types_js_1 = __webpack_require__(97032);
const FIRST_CAPACITY = 1024;
/**
 * A Float64Array that grows by doubling. In an optional column NaN is "no value" (every stored
 * measurement is finite): its rows read NaN until set. Other columns have every row set. A narrow
 * column (every optional one, and durations) is a Float32Array while every value fits one exactly
 * (whole ms, counts and rewards do), half the memory, and is widened in place the first time one does not.
 */
class F64Column {
    optional;
    data;
    constructor(optional = false, capacity = FIRST_CAPACITY, 
    /** Float32 while values fit (optional columns always start so). */
    narrow = optional) {
        this.optional = optional;
        this.data = narrow ? new Float32Array(capacity) : new Float64Array(capacity);
        if (optional)
            this.data.fill(Number.NaN);
    }
    set(row, v) {
        if (row >= this.data.length)
            this.reserve(grownSize(this.data.length, row));
        if (this.data instanceof Float32Array && Math.fround(v) !== v && !Number.isNaN(v))
            this.data = Float64Array.from(this.data);
        this.data[row] = v;
    }
    /** Room for `rows` rows, made at once. */
    reserve(rows) {
        if (rows <= this.data.length)
            return;
        const next = this.data instanceof Float32Array ? new Float32Array(rows) : new Float64Array(rows);
        next.set(this.data);
        if (this.optional)
            next.fill(Number.NaN, this.data.length);
        this.data = next;
    }
}
exports.F64Column = F64Column;
/** Doubled until `row` fits. */
function grownSize(size, row) {
    let next = Math.max(1, size * 2);
    while (next <= row)
        next *= 2;
    return next;
}
/**
 * Whole numbers that grow by doubling, in the narrowest typed array that holds every value set so far
 * (interned ids, counts and flags of a run fit a byte or two): widened in place when one does not.
 */
class I32Column {
    data;
    constructor(capacity = FIRST_CAPACITY) {
        this.data = new Int8Array(capacity);
    }
    set(row, v) {
        if (row >= this.data.length)
            this.reserve(grownSize(this.data.length, row));
        this.data[row] = v;
        if (this.data[row] !== v) {
            this.data = v >= -32768 && v <= 32767 ? Int16Array.from(this.data) : Int32Array.from(this.data);
            this.data[row] = v;
        }
    }
    reserve(rows) {
        if (rows <= this.data.length)
            return;
        const Kind = this.data instanceof Int8Array ? Int8Array : this.data instanceof Int16Array ? Int16Array : Int32Array;
        const next = new Kind(rows);
        next.set(this.data);
        this.data = next;
    }
}
exports.I32Column = I32Column;
/** Each distinct value once, by index: a run has a few tasks, agents and buckets however many sessions. */
class Interner {
    values = [];
    ids = new Map();
    id(v) {
        let id = this.ids.get(v);
        if (id === undefined) {
            id = this.values.length;
            this.values.push(v);
            this.ids.set(v, id);
        }
        return id;
    }
}
exports.Interner = Interner;
const NONE = -1;
const WARMUP = 1;
const JUDGED = 2;
/** Names of the optional columns of each phase's and span kind's summed time. */
const PHASE_COLUMN = Object.fromEntries(events_js_1.PHASES.map((p) => [p, `phase:${p}`]));
const SPAN_COLUMN = Object.fromEntries(events_js_1.SPAN_KINDS.map((k) => [k, `span:${k}`]));
const nullable = (v) => (Number.isNaN(v) ? null : v);
/** The columns sessions are appended to, in the order they end. */
class SessionColumns {
    length = 0;
    /** Rows reserved (reserve); columns made later are made this long. */
    capacity = 0;
    ids = [];
    pair = new I32Column();
    attempts = new I32Column();
    task = new I32Column();
    agent = new I32Column();
    tags = new I32Column();
    /** Interned status; bucket NONE when null. */
    status = new I32Column();
    bucket = new I32Column();
    /** WARMUP | JUDGED (isJudged, decided once as the session is appended). */
    flags = new I32Column();
    start = new F64Column();
    end = new F64Column();
    e2e = new F64Column(false, FIRST_CAPACITY, true);
    /**
     * Fields a session may lack (null), each made when the first session has one, so a run that never
     * has one (no schedule, no stage, no container samples) keeps no column for it: by name, and
     * `phase:<name>` / `span:<kind>` for each phase's and span kind's summed time.
     */
    optional = new Map();
    /** Rare fields, by row: an error message (sessions that did not pass), a multi-step task's steps. */
    errors = new Map();
    steps = new Map();
    strings = new Interner();
    /** Pair tags objects, by identity: sessions' tags come from tagSets.internTags, one object per set. */
    tagObjects = new Interner();
    /** Selector tag sets (src/metrics/tags.ts) and each session's, so a selector is tested once per set. */
    tagSets = new tags_js_1.TagSets();
    set = new I32Column();
    /** Appends one session, whose tags object is tagSets.internTags's; returns its row. */
    append(s) {
        const row = this.length++;
        this.set.set(row, this.tagSets.id(s));
        this.ids.push(s.id);
        this.pair.set(row, s.pair);
        this.attempts.set(row, s.attempts);
        this.task.set(row, this.strings.id(s.task));
        this.agent.set(row, this.strings.id(s.agent));
        this.tags.set(row, this.tagObjects.id(s.tags));
        this.status.set(row, this.strings.id(s.status));
        this.bucket.set(row, s.bucket == null ? NONE : this.strings.id(s.bucket));
        this.flags.set(row, (s.warmup ? WARMUP : 0) | ((0, types_js_1.isJudged)(s) ? JUDGED : 0));
        this.start.set(row, s.start);
        this.end.set(row, s.end);
        this.e2e.set(row, s.e2e_ms);
        this.opt("scheduled", row, s.scheduled);
        this.opt("stage", row, s.stage);
        this.opt("reward", row, s.reward);
        this.opt("ttft", row, s.ttft_ms);
        this.opt("tpot", row, s.tpot_ms);
        this.opt("tokens_in", row, s.tokens_in);
        this.opt("tokens_out", row, s.tokens_out);
        this.opt("cpu_peak", row, s.cpu_peak_pct);
        this.opt("mem_peak", row, s.mem_peak_bytes);
        for (const p in s.phases)
            this.opt(PHASE_COLUMN[p], row, s.phases[p]);
        for (const k in s.spans)
            this.opt(SPAN_COLUMN[k], row, s.spans[k]);
        if (s.economy)
            for (const m of thresholds_js_1.ECONOMY_METRICS)
                this.opt(m, row, s.economy[m]);
        if (s.error != null)
            this.errors.set(row, s.error);
        if (s.steps)
            this.steps.set(row, s.steps);
        return row;
    }
    opt(name, row, v) {
        if (v == null)
            return;
        let col = this.optional.get(name);
        if (!col) {
            col = new F64Column(true, Math.max(FIRST_CAPACITY, this.capacity));
            this.optional.set(name, col);
        }
        col.set(row, v);
    }
    /**
     * Room for `rows` sessions in every column, made at once: a run that says how many it plans grows its
     * columns once instead of doubling twenty times (each a copy, and garbage for the collector).
     */
    reserve(rows) {
        if (rows <= this.capacity)
            return;
        this.capacity = rows;
        const columns = [
            this.pair,
            this.attempts,
            this.task,
            this.agent,
            this.tags,
            this.status,
            this.bucket,
            this.flags,
            this.start,
            this.end,
            this.e2e,
            this.set,
            ...this.optional.values(),
        ];
        for (const c of columns)
            c.reserve(rows);
    }
    /** Judged (isJudged), by row. */
    judgedRow(row) {
        return (this.flags.data[row] & JUDGED) !== 0;
    }
    /** The sessions so far in run order: by start time, then id. */
    table() {
        const n = this.length;
        const start = this.start.data;
        const ids = this.ids;
        const byId = (a, b) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : a - b);
        const cmp = (a, b) => start[a] - start[b] || byId(a, b);
        // By start in one radix sort, then each run of equal starts by id; a comparator sort when short.
        let order = (0, quantiles_js_1.sortedPositions)(new Float64Array(start.subarray(0, n)));
        if (order)
            sortTies(order, start, byId);
        else {
            order = new Int32Array(n);
            for (let i = 0; i < n; i++)
                order[i] = i;
            order.sort(cmp);
        }
        // A session id ended twice (a repeated line) is one session, as it last ended.
        let kept = 0;
        for (let j = 0; j < n; j++) {
            const row = order[j];
            const next = j + 1 < n ? order[j + 1] : -1;
            if (next >= 0 && ids[next] === ids[row] && start[next] === start[row])
                continue;
            order[kept++] = row;
        }
        return new SessionTable(this, kept === n ? order : order.slice(0, kept));
    }
    /** A table of records made elsewhere (a test's, a merged run's), in the order given. */
    static of(records) {
        const cols = new SessionColumns();
        for (const r of records) {
            const shared = cols.tagSets.internTags(r.tags);
            cols.append(shared === r.tags ? r : { ...r, tags: shared });
        }
        const order = new Int32Array(cols.length);
        for (let i = 0; i < order.length; i++)
            order[i] = i;
        return new SessionTable(cols, order);
    }
}
exports.SessionColumns = SessionColumns;
/** Each run of positions whose values are equal, sorted by `cmp`. */
function sortTies(order, values, cmp) {
    for (let j = 0; j < order.length;) {
        let k = j + 1;
        while (k < order.length && values[order[k]] === values[order[j]])
            k++;
        if (k - j > 1)
            order.subarray(j, k).sort(cmp);
        j = k;
    }
}
/**
 * Sessions in run order, read by position i (0 ≤ i < length). Column reads cost an index each; a
 * record (SessionTable.record) is made only when asked for, and never kept.
 */
class SessionTable {
    c;
    order;
    length;
    constructor(c, 
    /** Row of each position. */
    order) {
        this.c = c;
        this.order = order;
        this.length = order.length;
    }
    id(i) {
        return this.c.ids[this.order[i]];
    }
    pair(i) {
        return this.c.pair.data[this.order[i]];
    }
    attempts(i) {
        return this.c.attempts.data[this.order[i]];
    }
    /** The interned index of the session's task (taskName gives the name). */
    taskId(i) {
        return this.c.task.data[this.order[i]];
    }
    task(i) {
        return this.c.strings.values[this.taskId(i)];
    }
    agent(i) {
        return this.c.strings.values[this.c.agent.data[this.order[i]]];
    }
    /** The index of the session's tags object (tagsAt gives the object); sessions sharing tags share it. */
    tagsId(i) {
        return this.c.tags.data[this.order[i]];
    }
    tagsAt(id) {
        return this.c.tagObjects.values[id];
    }
    tags(i) {
        return this.tagsAt(this.tagsId(i));
    }
    /** The session's selector tag set (its id in tagSets). */
    setId(i) {
        return this.c.set.data[this.order[i]];
    }
    get tagSets() {
        return this.c.tagSets;
    }
    status(i) {
        return this.c.strings.values[this.c.status.data[this.order[i]]];
    }
    passed(i) {
        return this.status(i) === "passed";
    }
    bucket(i) {
        const b = this.c.bucket.data[this.order[i]];
        return b === NONE ? null : this.c.strings.values[b];
    }
    error(i) {
        return this.c.errors.get(this.order[i]) ?? null;
    }
    warmup(i) {
        return (this.c.flags.data[this.order[i]] & WARMUP) !== 0;
    }
    /** Judged (isJudged): neither warm-up nor interrupted. */
    judged(i) {
        return this.c.judgedRow(this.order[i]);
    }
    start(i) {
        return this.c.start.data[this.order[i]];
    }
    end(i) {
        return this.c.end.data[this.order[i]];
    }
    e2e(i) {
        return this.c.e2e.data[this.order[i]];
    }
    scheduled(i) {
        return this.opt("scheduled", i);
    }
    /** Does any session have a scheduled time (an open-loop run's)? */
    anyScheduled() {
        return this.c.optional.has("scheduled");
    }
    stage(i) {
        return this.opt("stage", i);
    }
    reward(i) {
        return this.opt("reward", i);
    }
    ttft(i) {
        return this.opt("ttft", i);
    }
    tpot(i) {
        return this.opt("tpot", i);
    }
    tokensIn(i) {
        return this.opt("tokens_in", i);
    }
    tokensOut(i) {
        return this.opt("tokens_out", i);
    }
    /** A per-session metric's value (src/metrics/figures.ts SESSION_METRICS); null when it has none. */
    value(i, metric) {
        return metric === "e2e_ms" ? this.e2e(i) : this.opt(metric === "ttft_ms" ? "ttft" : metric, i);
    }
    /** The session's efficiency figures; undefined when no LLM call of it was seen. */
    economy(i) {
        if (this.opt("llm_calls", i) === null)
            return undefined;
        return Object.fromEntries(thresholds_js_1.ECONOMY_METRICS.map((m) => [m, this.opt(m, i)]));
    }
    /** The session's summed time in a phase / span kind; null when it had none. */
    phase(i, p) {
        return this.opt(PHASE_COLUMN[p], i);
    }
    span(i, k) {
        return this.opt(SPAN_COLUMN[k], i);
    }
    opt(name, i) {
        const col = this.c.optional.get(name);
        return col ? nullable(col.data[this.order[i]]) : null;
    }
    /**
     * A phase's or span kind's summed times by row (position i is row order[i]; NaN: none), or null when
     * no session has one: for a loop over every session that reads them all.
     */
    timesByRow(of) {
        return this.byRow("phase" in of ? PHASE_COLUMN[of.phase] : SPAN_COLUMN[of.span]);
    }
    /** A per-session metric's values by row (NaN: none), or null when no session has one. */
    valuesByRow(metric) {
        return this.byRow(metric);
    }
    byRow(column) {
        return this.c.optional.get(column)?.data ?? null;
    }
    steps(i) {
        return this.c.steps.get(this.order[i]);
    }
    /** The session at position i as a SessionRecord, made now (a new object each call). */
    record(i) {
        const row = this.order[i];
        const c = this.c;
        const phases = {};
        for (const p of events_js_1.PHASES) {
            const v = this.phase(i, p);
            if (v != null)
                phases[p] = v;
        }
        const spans = {};
        for (const k of events_js_1.SPAN_KINDS) {
            const v = this.span(i, k);
            if (v != null)
                spans[k] = v;
        }
        const steps = c.steps.get(row);
        const economy = this.economy(i);
        return {
            id: c.ids[row],
            pair: this.pair(i),
            task: this.task(i),
            agent: this.agent(i),
            tags: this.tags(i),
            attempts: this.attempts(i),
            status: this.status(i),
            reward: this.reward(i),
            bucket: this.bucket(i),
            error: this.error(i),
            start: this.start(i),
            end: this.end(i),
            scheduled: this.scheduled(i),
            warmup: this.warmup(i),
            stage: this.stage(i),
            e2e_ms: this.e2e(i),
            ttft_ms: this.ttft(i),
            tpot_ms: this.tpot(i),
            tokens_in: this.tokensIn(i),
            tokens_out: this.tokensOut(i),
            phases,
            spans,
            cpu_peak_pct: this.opt("cpu_peak", i),
            mem_peak_bytes: this.opt("mem_peak", i),
            ...(steps ? { steps } : {}),
            ...(economy ? { economy } : {}),
        };
    }
    /** Every record, made now: for consumers of a bounded number of sessions, or of a small run. */
    records() {
        const out = new Array(this.length);
        for (let i = 0; i < this.length; i++)
            out[i] = this.record(i);
        return out;
    }
    /**
     * Every session as a view: an object of two fields whose SessionRecord fields are getters reading
     * the table, for a consumer that takes records but reads a few fields of each (dashboard, junit).
     */
    views() {
        const out = new Array(this.length);
        for (let i = 0; i < this.length; i++)
            out[i] = new SessionView(this, i);
        return out;
    }
    /**
     * Every session as a view made as the iteration reaches it and kept by nobody but the reader: for
     * a consumer that passes over all sessions and keeps a bounded few (dashboard, junit), so a
     * million-session run makes no million-element list.
     */
    each() {
        const t = this;
        return {
            length: this.length,
            *[Symbol.iterator]() {
                for (let i = 0; i < t.length; i++)
                    yield new SessionView(t, i);
            },
        };
    }
    /** Positions of the judged sessions (isJudged), in run order. */
    judgedPositions() {
        let n = 0;
        const out = new Int32Array(this.length);
        for (let i = 0; i < this.length; i++)
            if (this.judged(i))
                out[n++] = i;
        return out.subarray(0, n);
    }
}
exports.SessionTable = SessionTable;
/** A SessionRecord read through a table at one position; JSON.stringify gives the record. */
class SessionView {
    t;
    i;
    constructor(t, i) {
        this.t = t;
        this.i = i;
    }
    get id() {
        return this.t.id(this.i);
    }
    get pair() {
        return this.t.pair(this.i);
    }
    get task() {
        return this.t.task(this.i);
    }
    get agent() {
        return this.t.agent(this.i);
    }
    get tags() {
        return this.t.tags(this.i);
    }
    get attempts() {
        return this.t.attempts(this.i);
    }
    get status() {
        return this.t.status(this.i);
    }
    get reward() {
        return this.t.reward(this.i);
    }
    get bucket() {
        return this.t.bucket(this.i);
    }
    get error() {
        return this.t.error(this.i);
    }
    get start() {
        return this.t.start(this.i);
    }
    get end() {
        return this.t.end(this.i);
    }
    get scheduled() {
        return this.t.scheduled(this.i);
    }
    get warmup() {
        return this.t.warmup(this.i);
    }
    get stage() {
        return this.t.stage(this.i);
    }
    get e2e_ms() {
        return this.t.e2e(this.i);
    }
    get ttft_ms() {
        return this.t.ttft(this.i);
    }
    get tpot_ms() {
        return this.t.tpot(this.i);
    }
    get tokens_in() {
        return this.t.tokensIn(this.i);
    }
    get tokens_out() {
        return this.t.tokensOut(this.i);
    }
    get phases() {
        return this.t.record(this.i).phases;
    }
    get spans() {
        return this.t.record(this.i).spans;
    }
    get cpu_peak_pct() {
        return this.t.record(this.i).cpu_peak_pct;
    }
    get mem_peak_bytes() {
        return this.t.record(this.i).mem_peak_bytes;
    }
    get steps() {
        return this.t.steps(this.i);
    }
    get economy() {
        return this.t.economy(this.i);
    }
    toJSON() {
        return this.t.record(this.i);
    }
}
/** Runs the recorder made, with their tables: a copy ({ ...run, sessions }) is another object, without one. */
const ownTables = new WeakMap();
/** Tables made from a run's records, by the records array. */
const madeTables = new WeakMap();
/** Marks `run` as holding exactly the sessions of `table`. */
function attachSessionTable(run, table) {
    ownTables.set(run, table);
    return run;
}
/** The run's sessions as a table: the recorder's own when it made the run, else one made from the records. */
function sessionTableOf(run) {
    const own = ownTables.get(run);
    if (own)
        return own;
    let t = madeTables.get(run.sessions);
    if (!t || t.length !== run.sessions.length) {
        t = SessionColumns.of(run.sessions);
        madeTables.set(run.sessions, t);
    }
    return t;
}


/***/ }),

/***/ 81760:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TagSets = void 0;
exports.sessionTags = sessionTags;
exports.ownTagsMatch = ownTagsMatch;
exports.matchesTags = matchesTags;
/** Pair tags plus `pair`, `agent`, `task`, `status` and, in a staged load, `stage`. */
function sessionTags(s) {
    const own = { ...s.tags, pair: String(s.pair), agent: s.agent, task: s.task, status: s.status };
    if (s.stage != null)
        own.stage = String(s.stage);
    return own;
}
/** Does a session's own tags (sessionTags) carry every tag of the selector? */
function ownTagsMatch(own, tags) {
    return Object.entries(tags).every(([k, v]) => own[k] === v);
}
/** Does the session carry every tag of the selector? */
function matchesTags(s, tags) {
    return ownTagsMatch(sessionTags(s), tags);
}
/**
 * Sessions' selector tags, each distinct set kept once: a run has a handful of tag sets however many
 * sessions it has, so a selector is tested once per set, not once per session.
 */
class TagSets {
    ids = new Map();
    /** id → the set's selector tags (sessionTags). */
    own = [];
    /** Pair tags objects by their JSON (key order kept, so a session's tags serialize as they were recorded). */
    pairTags = new Map();
    pairTagIds = new Map();
    /** What a pair's last session had (a pair's sessions mostly share it): its tags as recorded and shared, its set. */
    lastOfPair = new Map();
    /** The one shared object equal to `tags`, key order included. */
    internTags(tags) {
        const key = JSON.stringify(tags);
        const had = this.pairTags.get(key);
        if (had)
            return had;
        this.pairTags.set(key, tags);
        this.pairTagIds.set(tags, this.pairTagIds.size);
        return tags;
    }
    /**
     * internTags for a session of `pair`: a pair's sessions carry equal tags, so the pair's last tags
     * object is compared key by key first and most sessions are matched without being serialized.
     */
    internPairTags(pair, tags) {
        const last = this.lastOfPair.get(pair);
        if (last && sameTags(last.raw, tags))
            return last.shared;
        const shared = this.internTags(tags);
        this.lastOfPair.set(pair, { raw: tags, shared, set: last?.set ?? null });
        return shared;
    }
    /** The id of the session's selector tag set. */
    id(s) {
        let shared = s.tags;
        let pt = this.pairTagIds.get(shared);
        if (pt === undefined) {
            shared = this.internTags(s.tags);
            pt = this.pairTagIds.get(shared);
        }
        const stage = s.stage ?? "";
        // Most sessions have their pair's previous session's set: matched field by field, no key made.
        const memo = this.lastOfPair.get(s.pair);
        const last = memo?.set;
        if (last && last.pt === pt && last.agent === s.agent && last.task === s.task && last.status === s.status)
            if (last.stage === stage)
                return last.id;
        const key = `${pt}\u0000${s.pair}\u0000${s.agent}\u0000${s.task}\u0000${s.status}\u0000${stage}`;
        let id = this.ids.get(key);
        if (id === undefined) {
            id = this.own.length;
            this.own.push(sessionTags(s));
            this.ids.set(key, id);
        }
        const set = { pt, agent: s.agent, task: s.task, status: s.status, stage, id };
        if (memo)
            memo.set = set;
        else
            this.lastOfPair.set(s.pair, { raw: s.tags, shared, set });
        return id;
    }
    /** Which sets carry every tag of the selector, by id. */
    matching(tags) {
        const out = new Uint8Array(this.own.length);
        for (let i = 0; i < out.length; i++)
            out[i] = ownTagsMatch(this.own[i], tags) ? 1 : 0;
        return out;
    }
}
exports.TagSets = TagSets;
/** The same keys in the same order with the same values: what JSON.stringify (internTags's key) tells apart. */
function sameTags(a, b) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length)
        return false;
    for (let i = 0; i < ka.length; i++)
        if (ka[i] !== kb[i] || a[ka[i]] !== b[kb[i]])
            return false;
    return true;
}


/***/ }),

/***/ 97032:
/***/ ((__unused_webpack_module, exports) => {


/**
 * RunResult: what the recorder makes of a run's events, and what the gate and the reports read.
 * All durations are milliseconds.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isJudged = isJudged;
/**
 * Is the session judged (pass rate, error rates, latency, gate)? Warm-up sessions are recorded but
 * never judged; sessions cut off by an interrupt are counted apart, never as failures.
 */
function isJudged(s) {
    return !s.warmup && s.bucket !== "interrupted";
}


/***/ }),

/***/ 6858:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.shortSha = void 0;
exports.effectText = effectText;
exports.boundsText = boundsText;
function effectText(v, scale) {
    if (v === null || !Number.isFinite(v))
        return "–";
    if (scale === "ratio")
        return `${v.toFixed(2)}×`;
    const size = Math.abs(v);
    return `${v < 0 ? "−" : "+"}${Number.isInteger(size) ? size : Number(size.toPrecision(3))}`;
}
/** A probe's bounds: `[1.20×, ∞]` when the upper one is open. */
function boundsText(lower, upper, scale) {
    return `[${effectText(lower, scale)}, ${upper === null ? "∞" : effectText(upper, scale)}]`;
}
const shortSha = (sha) => sha.slice(0, 12);
exports.shortSha = shortSha;


/***/ }),

/***/ 24974:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * What `agent-loadtest bisect` found, as data (`<out>/report.json`) and in words (`<out>/report.md`):
 * the range, each probe's commit, class, effect and bounds, the culprits with their commit message and
 * author and the share of the good→bad effect each explains, and the sessions and minutes spent.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.bisectResultSchema = exports.BISECT_SCHEMA_VERSION = exports.probeSchema = void 0;
exports.bisectJsonSchemaText = bisectJsonSchemaText;
exports.renderBisect = renderBisect;
exports.bisectTitle = bisectTitle;
exports.renderBisectDashboard = renderBisectDashboard;
exports.renderBisectIssue = renderBisectIssue;
exports.renderCulpritComment = renderCulpritComment;
const zod_1 = __webpack_require__(50924);
const bisect_effect_js_1 = __webpack_require__(6858);
const escape_js_1 = __webpack_require__(14031);
/**
 * The file's shape, checked wherever one is read back (`state.json` on resume, the console's listing):
 * a bisect folder is data, so a commit that is not a hash or text past its bound does not read as one.
 */
const commitHash = zod_1.z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const finite = zod_1.z.number().finite().nullable();
exports.probeSchema = zod_1.z.object({
    /** The commit whose agent ran as the candidate, and the one beside it as the reference. */
    commit: commitHash,
    reference: commitHash,
    attempt: zod_1.z.number().int().min(1).max(2),
    class: zod_1.z.enum(["good", "bad", "skip", "inconclusive"]),
    verdict: zod_1.z.enum(["pass", "warn", "fail", "interrupted", "skipped"]),
    /** The metric's estimate (a ratio for a relative rule), its bounds and p, from the rule's check. */
    effect: finite,
    lower: finite,
    upper: finite,
    p: finite,
    sessions: zod_1.z.number().int().min(0),
    seconds: zod_1.z.number().finite().min(0),
    run_dir: zod_1.z.string().max(4096).nullable(),
    note: zod_1.z.string().max(400).nullable(),
});
const culpritSchema = zod_1.z.object({
    commit: commitHash,
    subject: zod_1.z.string().max(200),
    author: zod_1.z.string().max(400),
    /** Its effect against the search's reference commit, and the share of the good→bad effect (log scale) it explains. */
    effect: finite,
    explains: finite,
    /** Commits it may be when skipped ones sit right before it. */
    candidates: zod_1.z.array(commitHash).max(10_000),
});
/** report.json's version: a change that breaks a reader raises it. */
exports.BISECT_SCHEMA_VERSION = 1;
exports.bisectResultSchema = zod_1.z.object({
    schemaVersion: zod_1.z.literal(exports.BISECT_SCHEMA_VERSION),
    good: commitHash,
    bad: commitHash,
    metric: zod_1.z.string().max(100),
    /** What an effect is: the rule's ratio (a relative rule), or its difference in the metric's unit. */
    scale: zod_1.z.enum(["ratio", "difference"]),
    commits: zod_1.z.number().int().min(1),
    outcome: zod_1.z.enum(["found", "not_reproduced", "out_of_time", "interrupted", "dry_run"]),
    /** The bad commit against the good one: the effect the search explains. */
    effect: finite,
    culprits: zod_1.z.array(culpritSchema).max(100),
    /** out_of_time: the commits the (next) culprit is among, after the last one known good. */
    narrowed: zod_1.z.object({ after: commitHash, upto: commitHash, commits: zod_1.z.number().int().min(1) }).optional(),
    probes: zod_1.z.array(exports.probeSchema).max(10_000),
    sessions: zod_1.z.number().int().min(0),
    minutes: zod_1.z.number().finite().min(0),
});
/** JSON Schema (draft 2020-12) of a bisect's report.json, as committed in schemas/bisect.schema.json. */
function bisectJsonSchemaText() {
    const { $schema, ...rest } = zod_1.z.toJSONSchema(exports.bisectResultSchema, { target: "draft-2020-12" });
    const schema = {
        $schema,
        title: "agent-loadtest bisect report.json",
        description: `report.json of agent-loadtest bisect, schemaVersion ${exports.BISECT_SCHEMA_VERSION}: the range, each probe, the culprits.`,
        ...rest,
    };
    return `${JSON.stringify(schema, null, 2)}\n`;
}
const pct = (v) => (v === null ? "–" : `${Math.round(v * 100)}%`);
const OUTCOME = {
    found: "found",
    not_reproduced: "not reproduced: the bad commit's agent does not regress against the good one's here",
    out_of_time: "stopped: its time ran out before the search ended; the probes so far are below",
    interrupted: "interrupted: run the same command again to go on from the probes below",
    dry_run: "plan only (--dry-run)",
};
/** The sentence under a bisect's title, in the report, the page and the issue alike (plain text). */
function summaryLine(r) {
    return `${r.commits} commits; the bad commit against the good one: ${(0, bisect_effect_js_1.effectText)(r.effect, r.scale)}. Outcome: ${OUTCOME[r.outcome]}. ${r.probes.length} probes, ${r.sessions} sessions, ${r.minutes} min.`;
}
/** What a culprit did, after its commit and subject (plain text). */
const culpritEffect = (r, c) => `${r.metric} ${(0, bisect_effect_js_1.effectText)(c.effect, r.scale)} against its reference, ${pct(c.explains)} of the good→bad effect.`;
function renderBisect(r) {
    const lines = [`## agent-loadtest bisect · ${(0, escape_js_1.md)(r.metric)} · ${(0, bisect_effect_js_1.shortSha)(r.good)}..${(0, bisect_effect_js_1.shortSha)(r.bad)}`, ""];
    lines.push((0, escape_js_1.md)(summaryLine(r), 600), "");
    for (const c of r.culprits) {
        const maybe = c.candidates.length > 1
            ? ` (or one of ${c.candidates.map((x) => `\`${(0, bisect_effect_js_1.shortSha)(x)}\``).join(", ")}: skipped commits before it)`
            : "";
        // The subject and the author are the repository's text: escaped whole, never read as Markdown.
        lines.push(`**Culprit** \`${(0, bisect_effect_js_1.shortSha)(c.commit)}\`${maybe}: ${(0, escape_js_1.md)(c.subject)}, by ${(0, escape_js_1.md)(c.author, 400)}. ${(0, escape_js_1.md)(culpritEffect(r, c))}`, "");
    }
    if (r.narrowed)
        lines.push(`**Narrowed to** ${r.narrowed.commits} commits after \`${(0, bisect_effect_js_1.shortSha)(r.narrowed.after)}\` up to \`${(0, bisect_effect_js_1.shortSha)(r.narrowed.upto)}\`: \`git bisect start ${(0, bisect_effect_js_1.shortSha)(r.narrowed.upto)} ${(0, bisect_effect_js_1.shortSha)(r.narrowed.after)}\` goes on from there.`, "");
    lines.push("| commit | against | class | effect | bounds | p | sessions | run |", "|---|---|---|---|---|---|---|---|");
    for (const p of r.probes)
        lines.push(`| \`${(0, bisect_effect_js_1.shortSha)(p.commit)}\` | \`${(0, bisect_effect_js_1.shortSha)(p.reference)}\` | ${p.class}${p.attempt > 1 ? " (again)" : ""} | ${(0, escape_js_1.md)((0, bisect_effect_js_1.effectText)(p.effect, r.scale))} | ${(0, escape_js_1.md)((0, bisect_effect_js_1.boundsText)(p.lower, p.upper, r.scale))} | ${p.p === null ? "–" : p.p.toPrecision(2)} | ${p.sessions} | ${p.run_dir ? (0, escape_js_1.md)(p.run_dir.split("/").pop() ?? "", 100) : (0, escape_js_1.md)(p.note ?? "", 120)} |`);
    return `${lines.join("\n")}\n`;
}
/** An issue's title (plain text, GitHub shows it as such): what regressed, by how much, and the commit named. */
function bisectTitle(r, scenario) {
    const what = `${scenario}: ${r.metric} ${(0, bisect_effect_js_1.effectText)(r.effect, r.scale)} from ${(0, bisect_effect_js_1.shortSha)(r.good)} to ${(0, bisect_effect_js_1.shortSha)(r.bad)}`;
    const c = r.culprits[0];
    const tail = c
        ? ` · culprit ${(0, bisect_effect_js_1.shortSha)(c.commit)} ${c.subject}`
        : r.narrowed
            ? ` · among ${r.narrowed.commits} commits up to ${(0, bisect_effect_js_1.shortSha)(r.narrowed.upto)}`
            : "";
    return `Performance regression in ${what}${tail}`.slice(0, 240);
}
/** The chart's horizontal axis: log for ratios (no change at 1), linear for differences (at 0). */
function axisOf(r, width) {
    const log = r.scale === "ratio";
    const none = log ? 1 : 0;
    const f = (v) => (log ? Math.log(v) : v);
    const values = r.probes
        .flatMap((p) => [p.effect, p.lower, p.upper])
        .filter((v) => v !== null && Number.isFinite(v) && (!log || v > 0));
    const spread = Math.max(...values.map((v) => Math.abs(f(v) - f(none))), log ? Math.log(1.1) : 1);
    const [lo, hi] = [f(none) - spread * 1.05, f(none) + spread * 1.05];
    const x = (v) => {
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
function renderBisectDashboard(r) {
    const W = 640;
    const ROW = 22;
    const { x, none, open, ticks } = axisOf(r, W);
    const culprits = new Set(r.culprits.map((c) => c.commit));
    const shown = r.probes.flatMap((p) => (p.effect === null ? [] : [{ ...p, effect: p.effect }]));
    const rows = shown.map((p, i) => {
        const y = 30 + i * ROW;
        const colour = p.class === "bad" ? "#c62828" : p.class === "good" ? "#2e7d32" : "#8d6e00";
        const bar = `<line x1="${x(p.lower ?? p.effect)}" x2="${x(p.upper ?? open)}" y1="${y}" y2="${y}" stroke="${colour}" stroke-width="2"/>`;
        const label = `${(0, bisect_effect_js_1.shortSha)(p.commit)}${culprits.has(p.commit) ? " ◀ culprit" : ""}${p.attempt > 1 ? " (again)" : ""}`;
        const tip = `${p.class} · ${(0, bisect_effect_js_1.effectText)(p.effect, r.scale)} · ${p.sessions} sessions`;
        return `<text x="4" y="${y + 4}">${(0, escape_js_1.html)(label)}</text>${bar}<circle cx="${x(p.effect)}" cy="${y}" r="4" fill="${colour}"><title>${(0, escape_js_1.html)(tip)}</title></circle>`;
    });
    const height = 40 + shown.length * ROW;
    const axis = ticks
        .map((t) => `<text x="${x(t)}" y="16" text-anchor="middle">${(0, escape_js_1.html)(r.scale === "ratio" ? `${t}×` : (0, bisect_effect_js_1.effectText)(t, r.scale))}</text>`)
        .join("");
    const table = r.probes
        .map((p) => `<tr><td><code>${(0, bisect_effect_js_1.shortSha)(p.commit)}</code></td><td><code>${(0, bisect_effect_js_1.shortSha)(p.reference)}</code></td><td>${(0, escape_js_1.html)(p.class)}</td><td>${(0, escape_js_1.html)((0, bisect_effect_js_1.effectText)(p.effect, r.scale))}</td><td>${(0, escape_js_1.html)((0, bisect_effect_js_1.boundsText)(p.lower, p.upper, r.scale))}</td><td>${p.sessions}</td><td>${(0, escape_js_1.htmlLine)(p.note ?? "", 160)}</td></tr>`)
        .join("\n");
    const named = r.culprits
        .map((c) => `<p><b>Culprit</b> <code>${(0, bisect_effect_js_1.shortSha)(c.commit)}</code>: ${(0, escape_js_1.htmlLine)(c.subject, 200)}, by ${(0, escape_js_1.htmlLine)(c.author, 400)}. ${(0, escape_js_1.html)(culpritEffect(r, c))}</p>`)
        .join("\n");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="referrer" content="no-referrer">
<title>agent-loadtest bisect ${(0, bisect_effect_js_1.shortSha)(r.good)}..${(0, bisect_effect_js_1.shortSha)(r.bad)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;max-width:960px}svg text{font:12px ui-monospace,monospace}table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body>
<h1>agent-loadtest bisect · ${(0, escape_js_1.html)(r.metric)} · <code>${(0, bisect_effect_js_1.shortSha)(r.good)}..${(0, bisect_effect_js_1.shortSha)(r.bad)}</code></h1>
<p>${(0, escape_js_1.html)(summaryLine(r))}</p>
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
/** The issue's body: why the nightly bisected, then the bisect's report. */
function renderBisectIssue(r, n) {
    const run = n.runUrl ? `[The nightly run](${n.runUrl})` : "The nightly run";
    return [
        `${run} of ${(0, escape_js_1.md)(n.scenario, 100)} regressed against the baseline recorded at \`${(0, bisect_effect_js_1.shortSha)(r.good)}\`: ${(0, escape_js_1.mdProse)(n.why, 400)}`,
        "",
        `agent-loadtest bisected the ${r.commits} commits since, running each probed commit's agent beside the baseline commit's in one job. A later nightly that regresses again updates this issue.`,
        "",
        renderBisect(r),
    ].join("\n");
}
/** The comment on a culprit's pull request: which commit, what it did, where the issue is. */
function renderCulpritComment(r, c, issueUrl) {
    const where = issueUrl ? ` Details: ${issueUrl}` : "";
    const effects = `${(0, escape_js_1.md)(r.metric)} ${(0, escape_js_1.md)((0, bisect_effect_js_1.effectText)(r.effect, r.scale))} between \`${(0, bisect_effect_js_1.shortSha)(r.good)}\` and \`${(0, bisect_effect_js_1.shortSha)(r.bad)}\`: ${(0, escape_js_1.md)((0, bisect_effect_js_1.effectText)(c.effect, r.scale))} on its own, ${pct(c.explains)} of the change.`;
    return `agent-loadtest's nightly bisect names \`${(0, bisect_effect_js_1.shortSha)(c.commit)}\` of this pull request (${(0, escape_js_1.md)(c.subject)}) as a cause of ${effects}${where}\n`;
}


/***/ }),

/***/ 2732:
/***/ ((__unused_webpack_module, exports) => {


// Generated by scripts/build-web.mjs from src/web/: do not edit (`npm run build:web` rewrites it).
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CONSOLE_SCRIPT = exports.DASHBOARD_SCRIPT = void 0;
/** dashboard.html's inline script (src/web/dashboard/main.ts, minified). */
exports.DASHBOARD_SCRIPT = "(function(){function e(e,t){if(t)for(let[n,r]of Object.entries(t))r!=null&&r!==!1&&(n===`text`?e.textContent=String(r):typeof r==`function`?e.addEventListener(n.replace(/^on/,``),r):e.setAttribute(n,r===!0?``:String(r)))}function t(e,t){for(let n of Array.isArray(t)?t:[t])n!=null&&n!==!1&&e.appendChild(typeof n==`string`||typeof n==`number`?document.createTextNode(String(n)):n)}function n(n,r,i){let a=document.createElement(n);return e(a,r),t(a,i??null),a}function r(n,r,i){let a=document.createElementNS(`http://www.w3.org/2000/svg`,n);return e(a,r),t(a,i??null),a}function i(e){return document.getElementById(e)}function a(e,t){let n=e==null?``:String(e);return n.length>t?`${n.slice(0,t-1)}…`:n}function o(e,t){if(!(e>0)||!Number.isFinite(e))return 1;let n=e/Math.max(1,t),r=10**Math.floor(Math.log10(n)),i=n/r;return(i<=1?1:i<=2?2:i<=5?5:10)*r}function s(e,t,n=4){let r=o(t-e,n),i=[],a=Math.ceil(e/r-1e-9)*r;for(let e=0;e<=n*3&&a+e*r<=t+r*1e-9;e++)i.push(a+e*r);return i}function c(e,t=4,n=`number`){let r=u(n,e)[0],i=o(e>0?e/r:1,t)*r,a=Math.max(i,Math.ceil(e/i-1e-9)*i),s=[];for(let e=0,n=0;n<=t*3&&e<=a+i*1e-9;n++,e=n*i)s.push(e);return{top:a,ticks:s}}function l(e,t=1){let n=Math.ceil(-Math.log10(e/t)-1e-9);return Math.max(0,Math.min(6,n))}function u(e,t){return e===`ms`?t>=6e4?[6e4,`unit.min`]:t>=1e3?[1e3,`unit.s`]:[1,`unit.ms`]:e===`bytes`?t>=2**30?[2**30,`GiB`]:t>=2**20?[2**20,`MiB`]:[1024,`KiB`]:[1,``]}function d(e,t,n,r){if(e===`ms`||e===`bytes`){let[i,a]=u(e,t),o=e===`ms`?r.t(a):a,s=l(n,i);return e=>`${r.fixed(e/i,s)} ${o}`}let i=l(n);return e===`percent`?e=>`${r.fixed(e,i)}%`:e===`s`?e=>`${r.fixed(e,i)} ${r.t(`unit.s`)}`:e===`usd`?e=>`$${r.fixed(e,i)}`:e=>r.fixed(e,i)}function f(e){return e.filter(e=>e!=null&&Number.isFinite(e))}function p(e){let t=f(e);return t.length?Math.max(...t):0}function m(e,t){return e==null||!Number.isFinite(e)?`–`:e>=6e4?`${t.fixed(e/6e4,1)} ${t.t(`unit.min`)}`:e>=1e4?`${t.fixed(e/1e3,1)} ${t.t(`unit.s`)}`:e>=1e3?`${t.fixed(e/1e3,2)} ${t.t(`unit.s`)}`:e>=100?`${t.fixed(Math.round(e),0)} ${t.t(`unit.ms`)}`:`${t.fixed(e,1)} ${t.t(`unit.ms`)}`}function h(e,t,n){return e==null||!Number.isFinite(e)?`–`:`${n.fixed(e*100,t)}%`}function g(e,t){return e==null||!Number.isFinite(e)?`–`:`$${t.fixed(e,Math.abs(e)<1?4:2)}`}function ee(e,t,n){return e==null||!Number.isFinite(e)?`–`:Number.isInteger(e)?n.fixed(e,0):n.fixed(e,t)}function te(e,t){return e==null||!Number.isFinite(e)?`–`:e>=2**30?`${t.fixed(e/2**30,2)} GiB`:e>=2**20?`${t.fixed(e/2**20,1)} MiB`:e>=1024?`${t.fixed(e/1024,1)} KiB`:`${t.fixed(e,0)} B`}function ne(e,t={}){return e.replace(/\\{(\\w+)\\}/g,(e,n)=>n in t?String(t[n]):e)}let re=new Map;function ie(e,t){let n=(t,n)=>{let r=`${e}/${n}`,i=re.get(r);return i||(i=new Intl.NumberFormat(e,{minimumFractionDigits:n,maximumFractionDigits:n,useGrouping:!1}),re.set(r,i)),i.format(t)},r=new Intl.PluralRules(e),i=(e,n)=>ne(t(e),n);return{locale:e,t:i,plural:(e,t,n={})=>{let a=r.select(t)===`one`?`one`:`other`;return i(`${e}.${a}`,{n:t,...n})},fixed:n}}function ae(e){return ie(e.locale,t=>e.messages[t]??t)}let _=JSON.parse(i(`data`).textContent??`{}`),v=_.report,y=ae(_.i18n),b=(e,t)=>y.t(e,t),x=e=>m(e,y),S=(e,t=2)=>ee(e,t,y),C=e=>h(e,1,y),w=e=>te(e,y),T=e=>g(e,y),E=[`#2f6fdf`,`#e8742c`,`#2e9e5b`,`#c43c3c`,`#8a55c7`,`#7a7a7a`,`#c7a02e`,`#1fa3a3`,`#d1559c`],D=[`passed`,`failed`,`errored`],O={passed:`dash.passed`,failed:`dash.failed`,errored:`dash.errored`};function k(e,t,r){let a=n(`section`,{id:e},[n(`h2`,{text:t})]);return r&&a.appendChild(n(`p`,{class:`note`,text:r})),i(`app`).appendChild(a),a}function A(e,t){let r=n(`figure`,{class:`chart`},[n(`figcaption`,{text:t})]);return e.appendChild(r),r}function j(e){let t=n(`div`,{class:`grid2`});return e.appendChild(t),t}function M(e){return n(`div`,{class:`legend`},e.map(([e,t])=>n(`span`,null,[n(`i`,{style:`background:${t}`}),e])))}function N(e,t,n){let i=e.firstChild?.textContent??``;return r(`svg`,{viewBox:`0 0 ${t} ${n}`,class:`plot`,role:`img`,\"aria-label\":i})}function P(e,t,n,i,a){t.forEach((o,s)=>{let c=t.length>1&&s===0?`start`:s===t.length-1&&s>0?`end`:`middle`;e.appendChild(r(`text`,{x:n(o),y:i,\"text-anchor\":c,class:`tick x`,text:a(o)}))})}function F(e,t,n,i,a){for(let o of t)e.appendChild(r(`line`,{x1:i[0],x2:i[1],y1:n(o),y2:n(o),class:`grid`})),e.appendChild(r(`text`,{x:i[0]-4,y:n(o)+4,\"text-anchor\":`end`,class:`tick y`,text:a(o)}))}function I(e,t){let n=t.xs.length?t.xs[0]:0,i=t.xs.length?t.xs[t.xs.length-1]:1;i===n&&(i=n+1);let a=c(Math.max(t.yMin??0,...t.series.map(e=>p(e.values))),4,t.unit),o=e=>62+(e-n)/(i-n)*484,l=e=>12+(1-e/a.top)*178,u=N(e,560,220);F(u,a.ticks,l,[62,546],d(t.unit,a.top,a.ticks[1]??a.top,y));let f=s(n,i,5);P(u,f,o,210,d(t.xUnit,i,(f[1]??i)-(f[0]??0),y));for(let e of t.markers??[])u.appendChild(r(`line`,{x1:o(e.x),x2:o(e.x),y1:12,y2:190,class:`marker`,stroke:e.color})),u.appendChild(r(`text`,{x:o(e.x)+3,y:22,class:`marker-label`,fill:e.color,text:e.label}));t.series.forEach((e,n)=>{let i=e.color??E[n%E.length],a=[],s=()=>{if(a.length===1)u.appendChild(r(`circle`,{cx:a[0][0],cy:a[0][1],r:2.5,fill:i,class:`series`}));else if(a.length>1){let t={points:a.map(e=>`${e[0].toFixed(1)},${e[1].toFixed(1)}`).join(` `),fill:`none`,stroke:i,\"stroke-width\":1.8,\"stroke-dasharray\":e.dash};u.appendChild(r(`polyline`,{...t,class:`series`},[r(`title`,{text:e.name})]))}a=[]};e.values.forEach((e,n)=>{e==null||!Number.isFinite(e)?s():a.push([o(t.xs[n]),l(e)])}),s(),t.dots&&e.values.forEach((n,a)=>{if(n==null||!Number.isFinite(n))return;let s={cx:o(t.xs[a]),cy:l(n),r:3,fill:i};u.appendChild(r(`circle`,s,[r(`title`,{text:`${e.name}: ${t.fmt(n)}`})]))})}),e.appendChild(u),e.appendChild(M(t.series.map((e,t)=>[e.name,e.color??E[t%E.length]])))}function L(e,t,n,i){let a=t.length*22+8,o=e=>e.parts.reduce((e,t)=>e+(t??0),0),s=c(Math.max(0,...t.map(o))).top,l=N(e,560,a);t.forEach((e,t)=>{let a=4+t*22,c=170,u=e.label.length>26?`${e.label.slice(0,25)}…`:e.label,d={x:164,y:a+14,\"text-anchor\":`end`,class:`tick`,text:u};l.appendChild(r(`text`,d,[r(`title`,{text:e.label})])),e.parts.forEach((t,o)=>{let u=(t??0)/s*320;if(u<=0)return;let d={x:c,y:a+3,width:u.toFixed(1),height:16,fill:E[o%E.length]};l.appendChild(r(`rect`,{...d,class:`bar`},[r(`title`,{text:`${e.label} · ${n[o]}: ${i(t??0)}`})])),c+=u}),l.appendChild(r(`text`,{x:c+4,y:a+14,class:`tick`,text:i(o(e))}))}),e.appendChild(l),n.length>1&&e.appendChild(M(n.map((e,t)=>[e,E[t%E.length]])))}function R(e,t,n,i){let a=c(p(n)),o=n.length,l=t[0],u=t[o]>l?t[o]:l+1,f=e=>48+(e-l)/(u-l)*500,m=e=>12+(1-e/a.top)*178,h=N(e,560,220);F(h,a.ticks,m,[48,548],d(`number`,a.top,a.ticks[1]??1,y)),n.forEach((e,n)=>{let a=f(t[n]),o=f(t[n+1])-a,s={x:(a+.5).toFixed(1),y:m(e).toFixed(1),width:Math.max(.5,o-1).toFixed(1),height:(190-m(e)).toFixed(1),fill:E[0],class:`bar`};h.appendChild(r(`rect`,s,[r(`title`,{text:i(t[n],t[n+1],e)})]))});let g=s(l,u,6);P(h,g,f,210,d(`ms`,u,(g[1]??u)-(g[0]??l),y)),e.appendChild(h)}function z(e,t,r=``){let i=e=>e instanceof Node?n(`td`,null,e):n(`td`,{text:e==null?``:String(e)});return n(`table`,{class:r},[n(`thead`,null,n(`tr`,null,e.map(e=>n(`th`,{text:e})))),n(`tbody`,null,t.map(e=>n(`tr`,null,e.map(i))))])}let B=_.sessions,V=Object.fromEntries(B.columns.map((e,t)=>[e,t])),H=e=>typeof e!=`number`||e<0?``:_.strings[e],U=(e,t)=>e[t],W=e=>D[e[V.status]],G={key:`start_s`,dir:1,filter:``,status:``,page:0},K=[[`id`,b(`dash.session_col`),e=>e[V.id]],[`journey`,b(`dash.journey`),e=>H(e[V.journey])],[`status`,b(`dash.col_status`),e=>b(O[W(e)])],[`bucket`,b(`dash.bucket`),e=>H(e[V.bucket])],[`start_s`,b(`dash.start`),e=>U(e,V.start_s),e=>`${S(e,1)} ${b(`unit.s`)}`],[`e2e_ms`,b(`dash.e2e`),e=>U(e,V.e2e_ms),e=>x(e)],[`ttft_ms`,b(`dash.ttft`),e=>U(e,V.ttft_ms),e=>x(e)],[`attempts`,b(`dash.attempts`),e=>U(e,V.attempts)],[`error`,b(`dash.error_col`),e=>H(e[V.error])]],oe=B.rows.map(e=>[e[V.id],H(e[V.journey]),H(e[V.task]),H(e[V.agent]),W(e),H(e[V.bucket]),H(e[V.error])].join(` `).toLowerCase());function se(){let e=B.total??B.rows.length,t=k(`sessions`,b(`dash.sessions`),b(`dash.sessions_note`,{n:e,shown:500}));if(e>B.rows.length){let r=b(`dash.sessions_held`,{held:B.rows.length,n:e});t.appendChild(n(`p`,{id:`sessions-held`,class:`note`,text:r}))}let r=()=>{G.page=0,q()},i=n(`input`,{id:`filter`,type:`search`,placeholder:b(`dash.filter`),oninput:e=>{G.filter=e.target.value.toLowerCase(),r()}}),a=n(`select`,{id:`status-filter`,oninput:e=>{G.status=e.target.value,r()}},[n(`option`,{value:``,text:b(`dash.any_status`)})].concat(D.map(e=>n(`option`,{value:e,text:b(O[e])})))),o=e=>()=>{G.page=Math.max(0,G.page+e),q()},s=[n(`button`,{id:`page-prev`,type:`button`,text:b(`dash.prev`),onclick:o(-1)}),n(`span`,{id:`page-of`}),n(`button`,{id:`page-next`,type:`button`,text:b(`dash.next`),onclick:o(1)})];t.appendChild(n(`div`,{class:`controls`},[i,a,n(`span`,{id:`session-count`}),...s]));let c=e=>()=>{G.dir=G.key===e?-G.dir:1,G.key=e,r()},l=n(`table`,{id:`sessions-table`,class:`sessions`},[n(`thead`,null,n(`tr`,null,K.map(([e,t])=>n(`th`,{class:`sortable`,\"data-key\":e,text:t,onclick:c(e)})))),n(`tbody`,{id:`session-rows`})]);t.appendChild(n(`div`,{class:`scroll`},l)),t.appendChild(n(`div`,{id:`session-detail`,class:`detail`})),q()}function ce(){let e=K.find(e=>e[0]===G.key)??K[0],t=[];return B.rows.forEach((e,n)=>{G.status&&W(e)!==G.status||(!G.filter||oe[n].includes(G.filter))&&t.push(n)}),t.sort((t,n)=>{let r=e[2](B.rows[t]),i=e[2](B.rows[n]);return r==null?1:i==null?-1:(r<i?-1:+(r>i))*G.dir})}function q(){let e=ce(),t=i(`session-rows`);t.textContent=``;let r=document.createDocumentFragment(),a=Math.max(1,Math.ceil(e.length/500));G.page=Math.min(G.page,a-1);for(let t of e.slice(G.page*500,(G.page+1)*500)){let e=B.rows[t],i=K.map(([,,t,r])=>{let i=t(e),a=r?r(i):i==null?``:String(i);return n(`td`,{text:a.length>140?`${a.slice(0,139)}…`:a})});r.appendChild(n(`tr`,{class:W(e),onclick:()=>J(e[V.id])},i))}t.appendChild(r);let o=e.length>500?` ${b(`dash.first_shown`,{n:500})}`:``;i(`session-count`).textContent=b(`dash.count`,{n:e.length,total:B.rows.length})+o,i(`page-of`).textContent=a>1?b(`dash.page`,{p:G.page+1,pages:a}):``,i(`page-prev`).disabled=G.page===0,i(`page-next`).disabled=G.page>=a-1,document.querySelectorAll(`th.sortable`).forEach(e=>{let t=e.getAttribute(`data-key`)===G.key;e.setAttribute(`aria-sort`,t?G.dir>0?`ascending`:`descending`:`none`)})}function J(e){let r=B.rows.find(t=>t[V.id]===e),a=i(`session-detail`);if(a.textContent=``,!r){a.appendChild(n(`p`,{text:b(`dash.not_here`,{id:e})}));return}let o=(e,t)=>t.flatMap((t,n)=>e[n]==null?[]:[[t,x(e[n])]]),s=(r[V.steps]??[]).filter(e=>e[1]!=null),c=[...o(r[V.phases]??[],_.phaseKeys.phases_ms),...s.map(e=>[e[0],x(e[1])])],l=o(r[V.spans]??[],_.phaseKeys.spans_ms),u=e=>e==null?`–`:String(e),d=H(r[V.error]),f=_.logs[r[V.id]];t(a,[n(`h3`,{text:b(`dash.session`,{id:r[V.id]})}),z([b(`dash.field`),b(`dash.value`)],[[b(`dash.journey`),H(r[V.journey])],[b(`dash.task`),H(r[V.task])],[b(`dash.agent`),H(r[V.agent])],[b(`dash.col_status`),b(O[W(r)])],[b(`dash.bucket`),H(r[V.bucket])],[b(`dash.attempts`),U(r,V.attempts)],[b(`dash.start`),`${S(U(r,V.start_s),2)} ${b(`unit.s`)}`],[`e2e`,x(U(r,V.e2e_ms))],[`TTFT`,x(U(r,V.ttft_ms))],[b(`dash.tokens`),`${u(r[V.tokens_in])} / ${u(r[V.tokens_out])}`]],`kv`),c.length?n(`h4`,{text:b(`dash.phases`)}):null,c.length?z([b(`dash.phase`),b(`dash.time`)],c,`kv`):null,l.length?n(`h4`,{text:b(`dash.spans`)}):null,l.length?z([b(`dash.kind`),b(`dash.time`)],l,`kv`):null,d?n(`h4`,{text:b(`dash.error`)}):null,d?n(`pre`,{text:d}):null,f?n(`h4`,{text:b(`dash.log`)}):null,f?n(`pre`,{class:`log`,text:f}):null]),a.scrollIntoView({block:`nearest`})}function le(){let e=_.journeys;if(!e?.names.length)return;let t=k(`journeys`,b(`dash.per_journey`,{tag:e.tag})),n=j(t),r=t=>e.names.map(n=>({label:n,parts:_.phaseKeys[t].map(r=>e.entries[n][t][r]??0)}));L(A(n,b(`dash.chart_phases`)),r(`phases_ms`),[..._.phaseKeys.phases_ms],x),L(A(n,b(`dash.chart_spans`)),r(`spans_ms`),[..._.phaseKeys.spans_ms],x);let i=e.names.some(t=>e.entries[t].cost_usd_mean!=null),a=[b(`dash.journey`),b(`dash.sessions_kpi`),b(`dash.pass_rate`),`e2e p50`,`e2e p95`,`TTFT p95`,...i?[b(`dash.cost_session`)]:[],b(`dash.errors`)],o=e.names.map(t=>{let n=e.entries[t],r=Object.entries(n.error_buckets).map(([e,t])=>`${e} ${t}`).join(`, `);return[t,n.sessions,C(n.pass_rate),x(n.e2e_ms?.p50),x(n.e2e_ms?.p95),x(n.ttft_ms?.p95),...i?[T(n.cost_usd_mean)]:[],r]});t.appendChild(z(a,o))}function ue(){let e=v.steps??[];if(!e.length)return;let t=k(`steps`,b(`dash.steps`,{n:e.length})),n=[b(`dash.task`),b(`dash.step`),b(`dash.sessions_kpi`),b(`dash.passed`),b(`dash.step_reward`),b(`dash.step_agent_exec`),b(`dash.step_verify`)],r=e.map(e=>[a(e.task,60),a(e.step,60),String(e.sessions),String(e.passed),e.reward_mean==null?`–`:S(e.reward_mean,3),x(e.agent_exec_ms_mean),x(e.verify_ms_mean)]);t.appendChild(z(n,r))}function de(){let e=v.stages;if(!e?.steps.length)return;let t=e.strategy!==`find_max`||e.steps.some(e=>e.slo===`fail`),n=e.max_sustainable_concurrency,r=n==null?b(`dash.none`):t?String(n):b(`dash.floor`,{n}),i=k(`stages`,b(`dash.stages`,{strategy:e.strategy,max:r})),a=j(i),o=e.steps.map(e=>e.concurrency),s=[],c=e.knee_concurrency??e.steps.find(e=>e.knee)?.concurrency,l=e.break_concurrency??e.steps.find(e=>e.break)?.concurrency;c!=null&&s.push({x:c,label:b(`dash.knee`,{n:c}),color:`#c7a02e`}),l!=null&&s.push({x:l,label:b(`dash.break`,{n:l}),color:`#c43c3c`}),I(A(a,b(`dash.chart_tp_by_conc`)),{xs:o,xUnit:`number`,unit:`number`,dots:!0,fmt:e=>S(e,1)+b(`dash.per_s`),markers:s,series:[{name:b(`dash.sps`),values:e.steps.map(e=>e.throughput_sps)}]}),I(A(a,b(`dash.chart_lat_by_conc`)),{xs:o,xUnit:`number`,unit:`ms`,dots:!0,fmt:x,markers:s,series:[{name:`e2e p50`,values:e.steps.map(e=>e.e2e_ms?.p50)},{name:`e2e p99`,values:e.steps.map(e=>e.e2e_ms?.p99),color:E[1]}]});let u=[b(`dash.stage`),b(`dash.concurrency`),b(`dash.sessions_kpi`),b(`dash.sps`),`e2e p95`,`TTFT p95`,b(`dash.errors`),`SLO`],d=e.steps.map(e=>{let t=[e.slo??``,e.knee?b(`dash.slo_knee`):``,e.break?b(`dash.slo_break`):``].filter(Boolean).join(` · `),n=e.breaching_metric?` (${e.breaching_metric})`:``;return[e.stage,e.concurrency,e.sessions,S(e.throughput_sps),x(e.e2e_ms?.p95),x(e.ttft_ms?.p95),C(e.error_rate),t+n]});i.appendChild(z(u,d))}function fe(){let e=v.error_buckets,t=Object.keys(e).sort((t,n)=>e[n]-e[t]);if(!t.length)return;let r=k(`errors`,b(`dash.error_buckets`,{n:t.length})),i=j(r),o=t.map(t=>({label:t,parts:[e[t]]}));L(A(i,b(`dash.chart_buckets`)),o,[b(`dash.sessions_kpi`)],e=>S(e,0));let s=[b(`dash.bucket`),b(`dash.sessions_kpi`),b(`dash.example`),b(`dash.message`)],c=t.map(t=>{let r=v.error_examples[t],i=r?.session?n(`a`,{href:`#`,text:r.session,onclick:e=>{e.preventDefault(),r?.session&&J(r.session)}}):``;return[t,e[t],i,a(r?.message,300)]});r.appendChild(z(s,c))}function pe(e){let t=[];for(let n of[`e2e_ms`,`ttft_ms`,`llm_ms`,`tool_ms`,`storage_ms`,`network_ms`])for(let r of[`p50`,`p95`,`p99`]){let i=v.metrics[n]?.[r]??null,a=e[n]?.[r]??null;i==null&&a==null||r===`p99`&&n!==`e2e_ms`||t.push({label:`${n.replace(/_ms$/,``)} ${r}`,cur:i,base:a})}return t}function me(e,t){let n=t.length*26+8,i=c(Math.max(0,...t.map(e=>Math.max(e.cur??0,e.base??0)))).top,a=N(e,560,n);t.forEach((e,t)=>{let n=4+t*26;a.appendChild(r(`text`,{x:104,y:n+15,\"text-anchor\":`end`,class:`tick`,text:e.label}));let o=(e,t,a,o)=>r(`rect`,{x:110,y:n+t,width:(e/i*330).toFixed(1),height:9,fill:a,class:`bar`},[r(`title`,{text:`${o} ${x(e)}`})]);e.base!=null&&a.appendChild(o(e.base,2,E[5],b(`dash.baseline_word`))),e.cur!=null&&a.appendChild(o(e.cur,12,E[0],b(`dash.this_run`)));let s=e.cur!=null&&e.base?(e.cur-e.base)/e.base:null,c=s!=null&&s>.05?` worse`:s!=null&&s<-.05?` better`:``,l=s==null?``:` (${s>0?`+`:``}${S(s*100,1)}%)`;a.appendChild(r(`text`,{x:450,y:n+15,class:`tick${c}`,text:x(e.cur)+l}))}),e.appendChild(a),e.appendChild(M([[b(`dash.baseline_word`),E[5]],[b(`dash.this_run`),E[0]]]))}function he(){let e=v.baseline,t=k(`baseline`,b(`dash.baseline_comparison`));if(!e?.found){let r=e?e.refused?b(`dash.baseline_refused.${e.refused}`,{file:e.file}):b(`dash.no_baseline_at`,{file:e.file}):b(`dash.no_baseline`);t.appendChild(n(`p`,{class:`note`,text:r}));return}let r=e.source?` · ${Object.entries(e.source).map(([e,t])=>`${e} ${t}`).join(` · `)}`:``;t.appendChild(n(`p`,{class:`note`,text:b(`dash.baseline_file`,{file:e.file})+r}));let i=j(t);me(A(i,b(`dash.chart_vs_baseline`)),pe(e.metrics??{}));let a=(e.history??[]).map(e=>typeof e.e2e_p95==`number`?e.e2e_p95:null);if(!f(a).length)return;let o=[...a,v.metrics.e2e_ms?.p95??null];I(A(i,b(`dash.chart_history`)),{xs:o.map((e,t)=>t+1),xUnit:`number`,unit:`ms`,yMin:p(o)>0?0:1,dots:!0,fmt:x,series:[{name:`e2e p95`,values:o}]})}function ge(){let e={pass:`✅`,warn:`⚠️`,fail:`❌`,interrupted:`⏹️`}[v.verdict],r=i(`verdict`);r.className=`verdict ${v.verdict}`;let a=v.interrupted&&v.verdict!==`interrupted`?` · ${_.i18n.interrupted}`:``;r.textContent=`${e} ${v.scenario.name} — ${_.i18n.verdict}${a}`,i(`subtitle`).textContent=_.i18n.subtitle;let o=v.baseline?.found?v.baseline:null,s=o?.metrics??{},c=v.metrics,l=(e,t,r)=>n(`div`,{class:`kpi`},[n(`div`,{class:`kpi-label`,text:e}),n(`div`,{class:`kpi-value`,text:t}),r?n(`div`,{class:`kpi-base`,text:b(`dash.kpi_baseline`,{v:r})}):null]),u=(e,t)=>c[e]?.[t]??null,d=(e,t)=>s[e]?.[t]??null,f=d(`e2e_ms`,`count`);t(i(`kpis`),[l(b(`dash.sessions_kpi`),String(v.sessions.total),o&&f!=null?String(f):null),l(b(`dash.pass_rate`),C(v.pass_rate),o?C(o.pass_rate):null),l(`e2e p50`,x(u(`e2e_ms`,`p50`)),o?x(d(`e2e_ms`,`p50`)):null),l(`e2e p95`,x(u(`e2e_ms`,`p95`)),o?x(d(`e2e_ms`,`p95`)):null),l(`e2e p99`,x(u(`e2e_ms`,`p99`)),o?x(d(`e2e_ms`,`p99`)):null),l(`TTFT p95`,x(u(`ttft_ms`,`p95`)),o&&d(`ttft_ms`,`p95`)!=null?x(d(`ttft_ms`,`p95`)):null),l(b(`dash.throughput`),S(v.throughput.stable_sps)+b(`dash.per_s`),null),l(b(`dash.peak_concurrency`),String(v.throughput.peak_concurrency),null)])}function _e(){let e=k(`checks`,b(`dash.gate_checks`)),t={fail:0,warn:1,pass:2},r=v.gate.checks.slice().sort((e,n)=>t[e.status]-t[n.status]),i=(e,t)=>t==null?`–`:/_ms($|\\{)/.test(e)?x(t):S(t,3),o=[b(`dash.col_status`),b(`dash.col_metric`),b(`dash.col_rule`),b(`dash.col_observed`),b(`dash.baseline_word`),b(`dash.col_interval`),b(`dash.col_reason`)],s=e=>{let t=y.t(`status.${e.status}`)+(e.advisory?` ${b(`dash.advisory`)}`:``),r=e.interval?`[${S(e.interval[0],3)}, ${S(e.interval[1],3)}]`:``,o=a(_.i18n.reasons[v.gate.checks.indexOf(e)],400);return[n(`span`,{class:`pill ${e.status}`,text:t}),e.metric,e.rule,i(e.metric,e.observed),i(e.metric,e.baseline),r,o]},c=r.filter(e=>e.status!==`pass`),l=r.filter(e=>e.status===`pass`);if(r.length||e.appendChild(n(`p`,{text:b(`dash.no_checks`)})),c.length&&e.appendChild(z(o,c.map(s),`checks`)),l.length){let t=n(`summary`,{text:b(`dash.passing_checks`,{n:l.length})});e.appendChild(n(`details`,{open:!c.length},[t,z(o,l.map(s),`checks`)]))}}function ve(){let e=k(`findings`,b(`dash.diagnosis`));v.findings.length||e.appendChild(n(`p`,{class:`note`,text:b(`dash.no_rule`)})),v.findings.forEach((t,r)=>{let i=t.evidence.map(e=>{let t=Object.entries(e.values).map(([e,t])=>`${e}=${t??`–`}`).join(`, `),r=e.window?` [${e.window.from_s}–${e.window.to_s} s]`:``;return n(`li`,{text:`${e.metric}${r}: ${t}`})});e.appendChild(n(`div`,{class:`finding ${t.severity}`},[n(`strong`,{text:_.i18n.findings[r].title}),n(`p`,{text:_.i18n.findings[r].detail}),n(`ul`,{class:`evidence`},i)]))});let t=v.ai_summary;t?.text&&(e.appendChild(n(`h3`,{text:b(`dash.ai_summary`,{model:t.model||b(`dash.an_llm`)})})),e.appendChild(n(`pre`,{class:`ai`,text:t.text})))}function ye(){let e=v.series,t=e.step_ms/1e3,n=e.in_flight.map((e,n)=>n*t),r=k(`over-time`,b(`dash.over_time`),b(`dash.buckets_of`,{n:S(t,0)})),i=j(r),a=e=>S(e,1);I(A(i,b(`dash.chart_concurrency`)),{xs:n,xUnit:`s`,unit:`number`,fmt:a,series:[{name:b(`dash.lg_in_flight`),values:e.in_flight}]}),I(A(i,b(`dash.chart_throughput`)),{xs:n,xUnit:`s`,unit:`number`,fmt:a,series:[{name:b(`dash.lg_passed_ps`),values:e.completed.map(e=>e/t),color:E[2]},{name:b(`dash.lg_failed_ps`),values:e.failed.map(e=>e/t),color:E[3]}]}),I(A(i,b(`dash.chart_latency`)),{xs:n,xUnit:`s`,unit:`ms`,fmt:x,series:[{name:`e2e p50`,values:e.e2e_p50},{name:`e2e p95`,values:e.e2e_p95,color:E[1]}]}),e.cost_usd&&I(A(i,b(`dash.chart_cost`)),{xs:n,xUnit:`s`,unit:`usd`,fmt:T,series:[{name:b(`dash.lg_spent`),values:e.cost_usd,color:E[2]}]}),be(r,i)}function be(e,t){let r=v.resources,i=r.series;if(i){let e=i.cpu_pct.map((e,t)=>t*i.step_ms/1e3);I(A(t,b(`dash.chart_cpu`)),{xs:e,xUnit:`s`,unit:`percent`,yMin:100,fmt:e=>`${S(e,0)}%`,series:[{name:b(`dash.lg_cpu_container`),values:i.cpu_pct},{name:b(`dash.lg_cpu_host`),values:i.host_cpu_pct,color:E[5]}]});let n=[{name:b(`dash.lg_mem_container`),values:i.mem_bytes,color:E[4]},{name:b(`dash.lg_mem_host`),values:i.host_mem_bytes,color:E[5]}],r=i.mem_limit_bytes;r&&n.push({name:b(`dash.lg_mem_limit`),values:i.mem_bytes.map(()=>r),color:E[3],dash:`4 3`}),I(A(t,b(`dash.chart_memory`)),{xs:e,xUnit:`s`,unit:`bytes`,fmt:w,series:n})}else if(r.cpu_pct||r.mem_bytes){let t=b(`dash.resources_note`,{mean:S(r.cpu_pct?.mean,1),max:S(r.cpu_pct?.max,1),mem:w(r.mem_bytes?.max),oom:r.oom_kills});e.appendChild(n(`p`,{class:`note`,text:t}))}}function xe(){if(!_.histogram&&!_.ttftHistogram)return;let e=j(k(`distribution`,b(`dash.distribution`))),t=(e,t,n)=>b(`dash.hist_bin`,{from:x(e),to:x(t),n});_.histogram&&R(A(e,b(`dash.chart_e2e_hist`)),_.histogram.edges,_.histogram.counts,t),_.ttftHistogram&&R(A(e,b(`dash.chart_ttft_hist`)),_.ttftHistogram.edges,_.ttftHistogram.counts,t)}function Y(e){return e===`bytes`?[`bytes`,w]:e===`bytes/s`?[`bytes`,e=>`${w(e)}/s`]:e===`ratio`?[`number`,e=>e==null||!Number.isFinite(e)?`–`:`${S(e*100,0)}%`]:e===`s`?[`s`,e=>x(e==null?e:e*1e3)]:[`number`,e=>S(e,e!=null&&Math.abs(e)>=100?0:2)]}function X(e,t){let n=(e,t,n)=>c(Math.max(t,...e.map(e=>p(e.pts.map(e=>e[1])))),4,n),i=n(t.left,t.lmin??0,t.lunit),a=n(t.right,0,`ms`),o=e=>62+(e-t.x0)/(t.x1-t.x0||1)*436,l=(e,t)=>14+(1-e/t)*186,u=N(e,560,230);for(let e of t.bands){let n=o(Math.max(t.x0,e.from)),i=o(Math.min(t.x1,e.to));i>n||(i=n+2);let a={x:n.toFixed(1),y:14,width:(i-n).toFixed(1),height:186,fill:e.fill,class:`band`};u.appendChild(r(`rect`,a,[r(`title`,{text:e.label})]))}if(F(u,i.ticks,e=>l(e,i.top),[62,498],d(t.lunit,i.top,i.ticks[1]??i.top,y)),t.right.length){let e=d(`ms`,a.top,a.ticks[1]??a.top,y);for(let t of a.ticks)u.appendChild(r(`text`,{x:502,y:l(t,a.top)+4,\"text-anchor\":`start`,class:`tick right`,text:e(t)}))}let f=s(t.x0,t.x1,5);P(u,f,o,220,d(`s`,t.x1,(f[1]??t.x1)-(f[0]??0),y));let m=(e,t,n,i)=>{let a=e.pts.filter(e=>e[1]!=null&&Number.isFinite(e[1])),s=e.color??E[t%E.length];if(a.length===1)u.appendChild(r(`circle`,{cx:o(a[0][0]),cy:l(a[0][1],n),r:2.5,fill:s,class:`series ${i}`}));else if(a.length>1){let t={points:a.map(e=>`${o(e[0]).toFixed(1)},${l(e[1],n).toFixed(1)}`).join(` `),fill:`none`,stroke:s,\"stroke-width\":1.8,\"stroke-dasharray\":e.dash};u.appendChild(r(`polyline`,{...t,class:`series ${i}`},[r(`title`,{text:e.name})]))}};t.left.forEach((e,t)=>{m(e,t,i.top,`left`)}),t.right.forEach((e,n)=>{m(e,n+t.left.length,a.top,`right`)});for(let e of t.marks){let t={x1:o(e.x),x2:o(e.x),y1:200,y2:190,stroke:`#c43c3c`,\"stroke-width\":1.5};u.appendChild(r(`line`,{...t,class:`mark`},[r(`title`,{text:e.title})]))}e.appendChild(u);let h=[...t.left,...t.right].map((e,n)=>[n>=t.left.length?b(`dash.right_axis`,{name:e.name}):e.name,e.color??E[n%E.length]]);e.appendChild(M(h))}let Z=e=>{let t=Object.entries(e).map(([e,t])=>`${e}=${t}`).join(`,`);return t?`{${t}}`:``};function Se(){let e=[],t=0;(v.stages?.steps??[]).forEach((n,r)=>{let i=b(`dash.tg_stage`,{stage:n.stage,c:n.concurrency});e.push({from:t,to:t+n.duration_s,fill:r%2?`rgba(47,111,223,0.06)`:`rgba(47,111,223,0.12)`,label:i}),t+=n.duration_s});for(let t of v.findings)for(let n of t.evidence){let r=n.window;r&&!e.some(e=>e.rule===t.rule&&e.from===r.from_s)&&e.push({rule:t.rule,from:r.from_s,to:r.to_s,fill:`rgba(196,60,60,0.14)`,label:`${t.rule}: ${t.title}`})}return e}function Ce(){let e=v.target;if(!e||!e.series.length&&!e.marks.length)return;let t=v.series,n=t.step_ms/1e3,r=e=>(e-t.t0)/1e3,i=0,a=Math.max(v.duration_s,t.in_flight.length*n);for(let t of e.series)for(let e of t.points)i=Math.min(i,r(e[0])),a=Math.max(a,r(e[0]));let o=e=>e.map((e,t)=>[t*n+n/2,e]),s={x0:i,x1:a,bands:Se(),marks:e.marks.map(e=>({x:r(e.t),title:`${e.log} · ${e.label} · ${x(e.duration_ms)}`}))},c={name:`e2e p95`,pts:o(t.e2e_p95),color:`#7a7a7a`,dash:`4 3`},l=k(`target`,b(`dash.tg_title`),b(`dash.tg_note`)),u=j(l),d=(e,t,n,r)=>X(A(u,e),{...s,lunit:`number`,left:[{name:t,pts:o(n),color:r}],right:[c]});d(b(`dash.tg_load_conc`),b(`dash.tg_in_flight`),t.in_flight,E[0]),d(b(`dash.tg_load_tput`),b(`dash.tg_ended`),t.completed.map((e,r)=>(e+t.failed[r])/n),E[2]);let f=[...new Set(e.series.map(e=>e.name))];for(let t of f){let n=e.series.filter(e=>e.name===t),{unit:o,limit:l}=n[0],[d,f]=Y(o),p=n.map(e=>({name:t+Z(e.labels),pts:e.points.map(e=>[r(e[0]),e[1]])}));l!=null&&p.push({name:b(`dash.tg_limit`,{v:f(l)}),pts:[[i,l],[a,l]],color:`#c43c3c`,dash:`2 3`}),X(A(u,b(`dash.tg_vs_p95`,{name:`target.${t}${o?` (${o})`:``}`})),{...s,lunit:d,lmin:l??0,left:p,right:[c]})}we(l)}function we(e){let t=v.target;if(t.series.length){let n=[b(`dash.tg_series`),b(`dash.tg_source`),b(`dash.tg_points`),b(`dash.tg_mean`),`p95`,b(`dash.tg_max`),b(`dash.tg_limit_col`)],r=t.series.map(e=>{let t=Y(e.unit)[1],n=n=>e.summary?t(e.summary[n]):`–`;return[e.name+Z(e.labels),e.source,e.points.length,n(`mean`),n(`p95`),n(`max`),e.limit==null?``:t(e.limit)]});e.appendChild(z(n,r,`target-series`))}if(t.top_marks.length){e.appendChild(n(`h3`,{text:b(`dash.tg_slowest`,{n:t.top_marks.length,total:t.marks.length})}));let r=[b(`dash.tg_log`),b(`dash.tg_event`),b(`dash.tg_count`),b(`dash.tg_total`),b(`dash.tg_max`)],i=t.top_marks.map(e=>[e.log,a(e.label,300),e.count,x(e.total_ms),x(e.max_ms)]);e.appendChild(z(r,i,`target-marks`))}}let Q=[[`header`,ge,`dash.gate_checks`],[`checks`,_e,`dash.gate_checks`],[`findings`,ve,`dash.diagnosis`],[`over-time`,ye,`dash.over_time`],[`target`,Ce,`dash.target`],[`distribution`,xe,`dash.distribution`],[`journeys`,le,`dash.journey`],[`steps`,ue,`dash.step`],[`stages`,de,`dash.stage`],[`errors`,fe,`dash.errors`],[`baseline`,he,`dash.baseline_word`],[`sessions`,se,`dash.sessions`]];for(let[e,t]of Q)try{t()}catch(t){i(`app`).appendChild(n(`p`,{class:`render-error`,text:b(`dash.render_error`,{part:e,error:String(t)})}))}let $=i(`nav`);for(let[e,,t]of Q.slice(1))document.getElementById(e)&&($.childNodes.length&&$.appendChild(document.createTextNode(` · `)),$.appendChild(n(`a`,{href:`#${e}`,text:y.t(t)})))})();";
/** the console page's script (src/web/console/main.ts, minified). */
exports.CONSOLE_SCRIPT = "(function(){function e(e,t){return e==null||!Number.isFinite(e)?`–`:e>=6e4?`${t.fixed(e/6e4,1)} ${t.t(`unit.min`)}`:e>=1e4?`${t.fixed(e/1e3,1)} ${t.t(`unit.s`)}`:e>=1e3?`${t.fixed(e/1e3,2)} ${t.t(`unit.s`)}`:e>=100?`${t.fixed(Math.round(e),0)} ${t.t(`unit.ms`)}`:`${t.fixed(e,1)} ${t.t(`unit.ms`)}`}function t(e,t,n){return e==null||!Number.isFinite(e)?`–`:`${n.fixed(e*100,t)}%`}function n(e,t={}){return e.replace(/\\{(\\w+)\\}/g,(e,n)=>n in t?String(t[n]):e)}let r=new Map;function i(e,t){let i=(t,n)=>{let i=`${e}/${n}`,a=r.get(i);return a||(a=new Intl.NumberFormat(e,{minimumFractionDigits:n,maximumFractionDigits:n,useGrouping:!1}),r.set(i,a)),a.format(t)},a=new Intl.PluralRules(e),o=(e,r)=>n(t(e),r);return{locale:e,t:o,plural:(e,t,n={})=>{let r=a.select(t)===`one`?`one`:`other`;return o(`${e}.${r}`,{n:t,...n})},fixed:i}}function a(e){return i(e.locale,t=>e.messages[t]??t)}let o=(e,t=document)=>t.querySelector(e),s=(e,t=document)=>[...t.querySelectorAll(e)],c=e=>o(e),l={\"&\":`&amp;`,\"<\":`&lt;`,\">\":`&gt;`,'\"':`&quot;`,\"'\":`&#39;`},u=e=>String(e??``).replace(/[&<>\"']/g,e=>l[e]),d=o(`meta[name=\"csrf-token\"]`)?.getAttribute(`content`)??``;async function f(e,t=`GET`,n){let r={},i=t!==`GET`;i&&(r[`x-console-csrf`]=d),(i||n!==void 0)&&(r[`content-type`]=`application/json`);let a=n===void 0?i?`{}`:void 0:JSON.stringify(n),o=await fetch(e,{method:t,headers:r,body:a});o.status===401&&location.replace(`/`);let s=await o.json();return o.ok?{ok:!0,status:o.status,data:s}:{ok:!1,status:o.status,data:s}}let p=a(JSON.parse(o(`#messages`)?.textContent??`{\"locale\":\"en\",\"messages\":{}}`)),m=t=>e(t,p),h=e=>t(e,1,p);function g(e){if(e==null)return`–`;let t=Math.max(0,Math.round(e)),n=t%60;return`${Math.floor(t/60)}:${n<10?`0`:``}${n}`}let _=e=>e?e.replace(`T`,` `).slice(0,19):`–`;function v(e,t){if(e===null||!Number.isFinite(e))return`–`;if(t===`ratio`)return`${e.toFixed(2)}×`;let n=Math.abs(e);return`${e<0?`−`:`+`}${Number.isInteger(n)?n:Number(n.toPrecision(3))}`}function y(e,t,n){return`[${v(e,n)}, ${t===null?`∞`:v(t,n)}]`}let ee=e=>e.slice(0,12),b=e=>u(ee(e)),x={bad:`fail`,good:`pass`,found:`fail`,not_reproduced:`pass`},S=e=>`<span class=\"badge b-${u(x[e]??`interrupted`)}\">${u(e.replace(`_`,` `))}</span>`;function te(){f(`/api/bisects`).then(e=>ne(e.ok?e.data.bisects:[]))}function ne(e){let t=o(`#bisects`);t.hidden=e.length===0,t.innerHTML=`<h2>Bisects</h2>${e.map(re).join(``)}`}function re(e){let t=e.culprits.map(e=>`<code>${b(e.commit)}</code> ${u(e.subject)}`).join(`, `)||`none named`,n=`${S(e.outcome)} <b>${u(e.metric)}</b> ${u(v(e.effect,e.scale))} <code>${b(e.good)}..${b(e.bad)}</code> · ${e.commits} commits · culprit: ${t} · ${e.probes.length} probes, ${e.sessions} sessions, ${e.minutes} min · ${u(_(e.finished_at))} · <span class=\"dim\">${u(e.id)}</span>`,r=e.probes.map((t,n)=>`<tr><td>${n+1}</td><td><code>${b(t.commit)}</code></td><td><code>${b(t.reference)}</code></td><td>${S(t.class)}${t.attempt>1?` again`:``}</td><td>${u(v(t.effect,e.scale))}</td><td>${u(y(t.lower,t.upper,e.scale))}</td><td>${t.sessions}</td><td>${u(t.note??``)}</td></tr>`).join(``);return`<details class=\"bisect\" data-id=\"${u(e.id)}\"><summary>${n}</summary><table class=\"steps\"><tr><th>step</th><th>commit</th><th>against</th><th>class</th><th>effect</th><th>bounds</th><th>sessions</th><th>note</th></tr>${r}</table></details>`}function ie(e,t){if(!(e>0)||!Number.isFinite(e))return 1;let n=e/Math.max(1,t),r=10**Math.floor(Math.log10(n)),i=n/r;return(i<=1?1:i<=2?2:i<=5?5:10)*r}function C(e,t=4,n=`number`){let r=T(n,e)[0],i=ie(e>0?e/r:1,t)*r,a=Math.max(i,Math.ceil(e/i-1e-9)*i),o=[];for(let e=0,n=0;n<=t*3&&e<=a+i*1e-9;n++,e=n*i)o.push(e);return{top:a,ticks:o}}function w(e,t=1){let n=Math.ceil(-Math.log10(e/t)-1e-9);return Math.max(0,Math.min(6,n))}function T(e,t){return e===`ms`?t>=6e4?[6e4,`unit.min`]:t>=1e3?[1e3,`unit.s`]:[1,`unit.ms`]:e===`bytes`?t>=2**30?[2**30,`GiB`]:t>=2**20?[2**20,`MiB`]:[1024,`KiB`]:[1,``]}function E(e,t,n,r){if(e===`ms`||e===`bytes`){let[i,a]=T(e,t),o=e===`ms`?r.t(a):a,s=w(n,i);return e=>`${r.fixed(e/i,s)} ${o}`}let i=w(n);return e===`percent`?e=>`${r.fixed(e,i)}%`:e===`s`?e=>`${r.fixed(e,i)} ${r.t(`unit.s`)}`:e===`usd`?e=>`$${r.fixed(e,i)}`:e=>r.fixed(e,i)}let ae=[1,2,5,10,15,30,60,120,300,600,900,1800,3600,10800,21600,43200,86400,172800,604800];function oe(e,t,n){let r=ae.find(n=>(t-e)/n<=5)??2592e3,i=e=>{if(n===`elapsed`)return g(e);let t=new Date(e*1e3).toISOString();return r>=86400?t.slice(5,10):`${t.slice(5,10)} ${t.slice(11,16)}`},a=[];for(let n=Math.ceil(e/r)*r,o=0;n<=t&&o<12;n+=r,o++)a.push({v:n,text:i(n)});return a}function D(e,t,n,r,i=`waiting for sessions…`){let a=t.flatMap(e=>e.points);if(a.length===0)return`<figure class=\"chart\"><figcaption>${u(e)}</figcaption><div class=\"empty\">${u(i)}</div></figure>`;let o=Math.min(...a.map(e=>e[0])),s=Math.max(...a.map(e=>e[0]));n===`elapsed`&&(o=0),s<=o&&(s=o+1),n===`date`&&s-o<3600&&([o,s]=[(o+s)/2-1800,(o+s)/2+1800]);let c=C(Math.max(...a.map(e=>e[1])),4,r),l=e=>52+(e-o)/(s-o)*394,d=e=>10+(1-e/c.top)*124,f=E(r,c.top,c.ticks[1]??c.top,p),m=c.ticks.map(e=>`<line x1=\"52\" x2=\"446\" y1=\"${d(e).toFixed(1)}\" y2=\"${d(e).toFixed(1)}\" class=\"ax\"/><text x=\"48\" y=\"${(d(e)+3).toFixed(1)}\" text-anchor=\"end\">${u(f(e))}</text>`).join(``),h=oe(o,s,n).map(e=>`<text x=\"${l(e.v).toFixed(1)}\" y=\"148\" text-anchor=\"middle\">${u(e.text)}</text>`).join(``),g=`<text x=\"52\" y=\"166\">${u(n===`elapsed`?`elapsed (m:ss)`:`date (UTC)`)}</text>`,_=t.map(e=>e.dots||e.points.length===1?e.points.map(t=>`<circle r=\"2\" cx=\"${l(t[0]).toFixed(1)}\" cy=\"${d(t[1]).toFixed(1)}\" fill=\"${e.color}\"/>`).join(``):`<path d=\"${e.points.map((e,t)=>`${t?`L`:`M`}${l(e[0]).toFixed(1)},${d(e[1]).toFixed(1)}`).join(``)}\" fill=\"none\" stroke=\"${e.color}\" stroke-width=\"1.6\"/>`).join(``),v=t.map(e=>`<span style=\"color:${e.color}\">■</span> ${u(e.name)}`).join(` `);return`<figure class=\"chart\"><figcaption>${u(e)} <small>${v}</small></figcaption><svg viewBox=\"0 0 460 170\" width=\"460\" height=\"170\">${m}${h}${g}${_}</svg></figure>`}let se=[[`verdict`,e=>e.verdict],[`sessions`,e=>e.sessions?.total],[`pass rate`,e=>h(e.pass_rate)],[`duration`,e=>g(e.duration_s)],[`stable throughput`,e=>e.throughput?`${e.throughput.stable_sps} /s`:`–`],[`peak concurrency`,e=>e.throughput?.peak_concurrency],[`errors`,e=>Object.entries(e.error_buckets??{}).map(([e,t])=>`${e} ${t}`).join(`, `)||`none`]];function ce(e,t){return[`e2e_ms`,`ttft_ms`,`llm_ms`,`agent_exec_ms`].filter(n=>e.metrics?.[n]||t.metrics?.[n]).map(n=>{let r=Math.max(1,...[e,t].map(e=>e.metrics?.[n]?.max??0)),i=e=>{let t=e.metrics?.[n];return t?[`p50`,`p90`,`p95`,`p99`,`max`].map(e=>`<div class=\"bar\"><span class=\"bk\">${e}</span><span class=\"bv\" style=\"width:${(t[e]/r*100).toFixed(1)}%\"></span><span class=\"bn\">${u(m(t[e]))}</span></div>`).join(``):`–`};return`<tr><th>${u(n)}</th><td>${i(e)}</td><td>${i(t)}</td></tr>`}).join(``)}function O(e){return(e.gate?.checks??[]).map(e=>`<li class=\"chk-${u(e.status)}\">${u(`${e.status.toUpperCase()} ${e.metric} ${e.rule} — ${e.reason}`)}</li>`).join(``)||`<li>none</li>`}function le(e,t){o(`#compare-body`).innerHTML=`loading…`,Promise.all([e,t].map(e=>f(`/api/runs/${encodeURIComponent(e)}`))).then(([n,r])=>{if(!n.ok||!r.ok){o(`#compare-body`).textContent=n.ok?r.ok?``:r.data.error:n.data.error;return}let i=e=>({...e.report??{},verdict:e.summary?.verdict??null}),a=i(n.data),s=i(r.data),c=se.map(([e,t])=>`<tr><th>${u(e)}</th><td>${u(t(a))}</td><td>${u(t(s))}</td></tr>`).join(``);o(`#compare-body`).innerHTML=`<table class=\"cmp\"><tr><th></th><th>${u(e)}</th><th>${u(t)}</th></tr>${c}${ce(a,s)}<tr><th>checks</th><td><ul class=\"checks\">${O(a)}</ul></td><td><ul class=\"checks\">${O(s)}</ul></td></tr></table>`})}function k(e,t,n){return e.flatMap(e=>{let r=t(e);return r==null?[]:[[Date.parse(String(n(e)))/1e3,r]]}).sort((e,t)=>e[0]-t[0])}function ue(e){o(`#history-name`).textContent=e,f(`/api/history/${encodeURIComponent(e)}`).then(e=>{if(!e.ok){o(`#history-body`).textContent=e.data.error;return}let t=e.data,n=t.baseline?.history??[],r=n.map(e=>[_(e.time),e.sha||`–`,e.sessions,h(e.pass_rate),m(e.e2e_p50),m(e.e2e_p95)]).map(e=>`<tr>${e.map(e=>`<td>${u(e)}</td>`).join(``)}</tr>`).join(``),i=(e,r)=>[{name:`runs here`,color:`#4e79a7`,dots:!0,points:k(t.runs,e,e=>e.started_at)},{name:`baseline history`,color:`#f28e2b`,points:k(n,r,e=>e.time)}],a=i(e=>e.e2e_p95_ms,e=>e.e2e_p95),s=i(e=>e.cost_per_pass_usd,e=>e.cost_per_pass_usd??null),c=s.some(e=>e.points.length>0)?D(`cost per passed task by date`,s,`date`,`usd`,``):``;o(`#history-body`).innerHTML=D(`e2e p95 by date`,a,`date`,`ms`,`no finished run or baseline entry yet`)+c+`<h3>Baseline history</h3>${r?`<table><tr><th>time</th><th>commit</th><th>sessions</th><th>pass rate</th><th>e2e p50</th><th>e2e p95</th></tr>${r}</table>`:`<p>no baseline file for this scenario</p>`}<h3>Runs in the output folder</h3><p>${u(t.runs.length)} finished runs</p>`})}let A=[`name`,`description`,`mode`,`runtime`,`task`,`dataset`,`sessions`,`n_concurrent`,`strategy`,`stages`,`rate`,`duration_sec`,`thresholds`],j=(e,t)=>{o(`#form-msg`).textContent=e,t&&(o(`#form-msg`).className=t)};function de(){f(`/api/scenarios`).then(e=>{if(!e.ok)return;let t=e.data,n=o(`#scenario-file`),r=n.value;n.innerHTML=t.scenarios.map(e=>`<option>${u(e)}</option>`).join(``),t.scenarios.includes(r)&&(n.value=r),o(`#f-mode`).innerHTML=t.modes.map(e=>`<option>${u(e)}</option>`).join(``),c(`#f-mode`).value=`single_agent_multi_session`,o(`#agent-list`).innerHTML=t.agents.map(e=>`<option value=\"${u(e)}\">`).join(``),o(`#new-dir`).textContent=t.new_dir}),R()}function fe(){let e=c(`#scenario-set`).value.split(`\n`).map(e=>e.trim()).filter(Boolean);o(`#start-msg`).textContent=`starting…`,f(`/api/start`,`POST`,{file:c(`#scenario-file`).value,set:e}).then(e=>{if(e.ok){location.hash=`#run/${encodeURIComponent(e.data.id)}`;return}let t=e.data;o(`#start-msg`).textContent=`problem`in t?t.problem.message:t.error+(t.output?`\\n${t.output}`:``)})}function M(){let e=e=>c(`#f-${e}`).value;return{...Object.fromEntries(A.map(t=>[t,e(t)])),mock_llm:c(`#f-mock_llm`).checked,agent:{name:e(`agent`),command:e(`command`),mount:e(`mount`)},target:e(`target`),task_names:s(`#task-picker input:checked`).map(e=>e.value)}}function N(e){for(let t of A)e[t]!=null&&(c(`#f-${t}`).value=String(e[t]));c(`#f-mock_llm`).checked=!!e.mock_llm,e.agent&&(c(`#f-agent`).value=e.agent.name||``,c(`#f-command`).value=e.agent.command||``,c(`#f-mount`).value=e.agent.mount||``),e.target&&(c(`#f-target`).value=e.target)}function P(e){for(let e of s(`.field.bad`))e.classList.remove(`bad`);for(let e of s(`.field .err`))e.textContent=``;let t=e.problem,n=(e.yaml||``).split(`\n`);o(`#yaml`).innerHTML=n.map((e,n)=>`<span class=\"ln${t&&t.line===n+1?` bad`:``}\">${String(n+1).padStart(3,` `)}  ${u(e)}</span>`).join(`\n`),j(t?t.message:e.saved?`saved ${e.file}`:`valid: ${e.file}`,t?`msg bad`:`msg ok`);let r=t?.field;if(!t||!r)return;let i=s(`.field[data-field]`),a=e=>e.getAttribute(`data-field`)??`\\0`,c=i.find(e=>r===a(e))??i.find(e=>r.startsWith(a(e)));c&&(c.classList.add(`bad`),o(`.err`,c).textContent=t.message)}function F(e){return f(`/api/scenarios`,`POST`,{form:M(),save:e}).then(e=>e.ok?(P(e.data),e.data.problem?null:e.data):(j(e.data.error,`msg bad`),null))}function I(){F(!0).then(e=>{e&&f(`/api/start`,`POST`,{file:e.file,set:[]}).then(e=>{e.ok?location.hash=`#run/${encodeURIComponent(e.data.id)}`:j(`problem`in e.data?e.data.problem.message:e.data.error)})})}function L(){f(`/api/dataset?path=${encodeURIComponent(c(`#f-dataset`).value)}`).then(e=>{let t=(e.ok?e.data.tasks:[]).map(e=>`<label><input type=\"checkbox\" value=\"${u(e)}\"> ${u(e)}</label>`).join(``);o(`#task-picker`).innerHTML=e.ok?t||`no tasks found`:u(e.data.error)})}function R(){f(`/api/templates`).then(e=>{let t=e.ok?e.data.templates:[],n=t.map((e,t)=>`<option value=\"${t}\">${u(e.name)}</option>`).join(``),r=o(`#template`);r.innerHTML=`<option value=\"\">— template —</option>${n}`,r.onchange=()=>{let e=t[Number(r.value)];e&&N(e.form)}})}function z(){let e=c(`#f-name`).value||`template`;f(`/api/templates`,`POST`,{name:e,form:M()}).then(t=>{j(t.ok?`template ${e} saved`:t.data.error),R()})}let B=null;function pe(){B?.close(),B=null}let V=(e,t,n)=>`<div class=\"tile\"><div class=\"k\">${u(e)}</div><div class=\"v\" id=\"${n}\">${u(t)}</div></div>`;function H(e,t){let n=e.stage?`${e.stage.index}${e.stage.count?`/${e.stage.count}`:``} @${e.stage.concurrency}`:`–`,r=Object.entries(e.errors).map(([e,t])=>`${e} ${t}`).join(`, `)||`none`;o(`#tiles`).innerHTML=[V(`elapsed`,g(e.elapsed_s),`t-elapsed`),V(`done`,e.strategy===`fixed`?`${e.done}/${e.planned}`:String(e.done),`t-done`),V(`in flight`,String(e.in_flight),`t-inflight`),V(`pass rate`,h(e.pass_rate),`t-pass`),V(`e2e p50`,m(e.e2e_p50_ms),`t-p50`),V(`e2e p95`,m(e.e2e_p95_ms),`t-p95`),V(`stage`,n,`t-stage`),V(`ETA`,e.ended?`–`:g(e.eta_s),`t-eta`),V(`errors`,r,`t-errors`),V(`verdict`,t.verdict||(e.ended?`writing reports…`:`running`),`t-verdict`)].join(``)}function me(e){let t=o(`#stop-btn`);t.hidden=!1,t.disabled=!1,t.onclick=()=>{t.disabled=!0,f(`/api/runs/${encodeURIComponent(e)}/stop`,`POST`).then(e=>{e.ok||(t.disabled=!1,alert(e.data.error))})}}function he(e){f(`/api/runs/${encodeURIComponent(e)}`).then(t=>{if(!t.ok||t.data.summary?.started_here!==!1||o(`#run-id`).textContent!==e)return;let n=o(`#run-note`);n.textContent=`This run was started from the CLI, not from this console: its terminal output is not kept; what it recorded is in ${t.data.dir}/ (events.jsonl, report.md).`,n.hidden=!1})}function ge(e){f(`/api/runs/${encodeURIComponent(e)}`).then(t=>{let n=t.ok?t.data.report:null;n?.gate&&o(`#run-id`).textContent===e&&(o(`#run-checks`).innerHTML=O(n),o(`#run-checks-box`).hidden=!1)})}function _e(e){o(`#run-id`).textContent=e;for(let e of[`#run-log`,`#tiles`,`#run-charts`,`#run-links`,`#run-checks`,`#run-note`])o(e).textContent=``;for(let e of[`#run-log-box`,`#run-checks-box`,`#run-note`])o(e).hidden=!0;let t={t0:null,starts:[],ends:[],verdict:null,p:null};me(e),he(e);let n=new EventSource(`/api/runs/${encodeURIComponent(e)}/stream`);B=n;let r=e=>{o(`#run-log-box`).hidden=!1;let t=o(`#run-log`);t.textContent+=`${e}\\n`,t.scrollTop=t.scrollHeight},i=0,a=(e,t)=>n.addEventListener(e,e=>{t(JSON.parse(e.data))});a(`start`,e=>{t.t0??(t.t0=e.t),t.starts.push(e.t)}),a(`end`,e=>{t.t0??(t.t0=e.t-e.e2e_ms),t.ends.push(e)}),a(`log`,e=>r(e.text)),a(`output`,e=>r(e.text)),a(`progress`,e=>{t.p=e,H(e,t),Date.now()-i>900&&(i=Date.now(),U(t))}),a(`done`,r=>{t.verdict=r.verdict||`–`,n.close(),o(`#stop-btn`).hidden=!0,t.p&&H(t.p,t),U(t);let i=u(`/runs/${encodeURIComponent(e)}/dashboard.html`);o(`#run-links`).innerHTML=`<a target=\"_blank\" rel=\"noopener noreferrer\" href=\"${i}\">open dashboard.html</a> · <a href=\"#runs\">all runs</a>`,ge(e)}),n.onerror=()=>{n.readyState===2&&(o(`#stop-btn`).hidden=!0)}}function U(e){let t=e.t0;if(t==null)return;let n=e=>(e-t)/1e3,r=[...e.starts.map(e=>[n(e),1]),...e.ends.map(e=>[n(e.t),-1])];r.sort((e,t)=>e[0]-t[0]);let i=0,a=[[0,0]];for(let e of r)a.push([e[0],i]),i+=e[1],a.push([e[0],i]);let s=e.ends.length?n(e.ends[e.ends.length-1].t):0,c=Math.max(1,Math.ceil(s/30)),l=new Map;for(let t of e.ends){let e=Math.floor(n(t.t)/c);l.set(e,(l.get(e)??0)+1)}let u=[];for(let e=0;e<=Math.floor(s/c);e++)u.push([(e+.5)*c,(l.get(e)??0)/c]);let d=t=>e.ends.filter(e=>e.status===`passed`===t).map(e=>[n(e.t),e.e2e_ms]);o(`#run-charts`).innerHTML=D(`concurrency (sessions in flight)`,[{name:`in flight`,color:`#4e79a7`,points:a}],`elapsed`,`number`)+D(`throughput (sessions/s, ${c} s bins)`,[{name:`ended`,color:`#59a14f`,points:u}],`elapsed`,`number`)+D(`e2e latency by session end`,[{name:`passed`,color:`#4e79a7`,dots:!0,points:d(!0)},{name:`failed`,color:`#e15759`,dots:!0,points:d(!1)}],`elapsed`,`ms`)}let W=[],G=`started_at`,K=-1,q=[],J=[[`scenario`,`Scenario`],[`started_at`,`Started`],[`duration_s`,`Duration`],[`verdict`,`Verdict`],[`sessions`,`Sessions`],[`pass_rate`,`Pass rate`],[`e2e_p95_ms`,`e2e p95`],[`ttft_p95_ms`,`TTFT p95`]];function ve(e,t){let n=t===`running`?`running`:e||t||`–`;return`<span class=\"badge b-${u(n)}\">${u(n)}</span>`}function Y(){f(`/api/runs`).then(e=>{W=e.ok?e.data.runs:[],Z()})}function ye(e,t){return t===`verdict`?ve(e.verdict,e.state):t===`started_at`?u(_(e.started_at)):t===`duration_s`?u(e.duration_s==null?`–`:g(e.duration_s)):t===`pass_rate`?u(h(e.pass_rate)):t===`e2e_p95_ms`||t===`ttft_p95_ms`?u(m(e[t])):t===`scenario`?`<a href=\"#history/${encodeURIComponent(e.scenario)}\" title=\"baseline history\">${u(e.scenario)}</a>`:u(e[t]??`–`)}function X(e){let t=u(`/runs/${encodeURIComponent(e.id)}/dashboard.html`),n=e.has_dashboard?`<a class=\"dash\" target=\"_blank\" rel=\"noopener noreferrer\" href=\"${t}\">dashboard</a>`:``,r=`<input type=\"checkbox\" class=\"pick\"${q.includes(e.id)?` checked`:``}>`,i=J.map(([t])=>`<td class=\"c-${t}\">${ye(e,t)}</td>`).join(``),a=`<a class=\"open\" href=\"#run/${encodeURIComponent(e.id)}\">open</a> ${n} <button class=\"del\" type=\"button\">delete</button>`;return`<tr data-id=\"${u(e.id)}\"><td>${r}</td>${i}<td class=\"acts\">${a}</td></tr>`}function Z(){let e=c(`#filter`).value.toLowerCase(),t=W.filter(t=>!e||`${t.scenario} ${t.id} ${t.verdict||t.state}`.toLowerCase().includes(e));t.sort((e,t)=>{let n=e[G],r=t[G];return n==null?1:r==null?-1:(n<r?-1:+(n>r))*K});let n=e=>e===G?K>0?` ▲`:` ▼`:``,r=`<tr><th></th>${J.map(([e,t])=>`<th data-sort=\"${e}\">${u(t+n(e))}</th>`).join(``)}<th></th></tr>`,i=t.map(X).join(``);o(`#runs-table`).innerHTML=r+(i||`<tr><td colspan=\"10\" class=\"empty\">no runs yet</td></tr>`),o(`#compare-btn`).disabled=q.length!==2}let be=()=>q;function xe(e){let t=e.target,n=t.closest(`tr`)?.getAttribute(`data-id`)??``;if(t.matches(`th[data-sort]`)){let e=t.getAttribute(`data-sort`)??G;K=e===G?-K:1,G=e,Z()}else t.matches(`.pick`)?(q=q.filter(e=>e!==n),t.checked&&q.push(n),q.length>2&&q.shift(),Z()):t.matches(`.del`)&&confirm(`Delete run ${n} and all its files?`)&&f(`/api/runs/${encodeURIComponent(n)}`,`DELETE`).then(e=>{e.ok||alert(e.data.error),q=q.filter(e=>e!==n),Y()})}let Q={runs:()=>{Y(),te()},new:de,run:_e,compare:(e,t)=>le(e,t),history:ue};function $(){pe();let e=(location.hash.slice(1)||`runs`).split(`/`).map(decodeURIComponent),t=e[0]in Q?e[0]:`runs`;for(let e of s(`main > section`))e.hidden=e.id!==t;for(let e of s(`nav a`))e.classList.toggle(`on`,e.getAttribute(`href`)===`#${t}`);Q[t](...e.slice(1))}window.addEventListener(`hashchange`,$),document.addEventListener(`DOMContentLoaded`,()=>{o(`#runs-table`).addEventListener(`click`,xe),o(`#filter`).addEventListener(`input`,Z),o(`#compare-btn`).addEventListener(`click`,()=>{location.hash=`#compare/${be().map(encodeURIComponent).join(`/`)}`}),o(`#start-file`).addEventListener(`click`,fe),o(`#check-form`).addEventListener(`click`,()=>F(!1)),o(`#run-form`).addEventListener(`click`,I),o(`#save-template`).addEventListener(`click`,z),o(`#scan`).addEventListener(`click`,L),$()})})();";


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, exports) => {


/** Text from agents, tasks and errors is hostile until escaped: for Markdown tables and for HTML. */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.controlPictures = controlPictures;
exports.plain = plain;
exports.clip = clip;
exports.cutClauses = cutClauses;
exports.md = md;
exports.mdProse = mdProse;
exports.htmlLine = htmlLine;
exports.html = html;
exports.mdLines = mdLines;
exports.xml = xml;
exports.scriptJson = scriptJson;
/** Inline Markdown: inert HTML, no mentions, no table breaks, no code-span or emphasis tricks. */
/**
 * Control characters an agent printed (terminal escapes, BEL, NUL, C1) shown as their Unicode
 * pictures (ESC → ␛): visible in the report, inert in a terminal that prints it.
 */
function controlPictures(text) {
    return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, (c) => {
        const code = c.charCodeAt(0);
        return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? "\u2421" : "\uFFFD";
    });
}
/** Text for a terminal line: one line, control characters as pictures, at most `max` characters. */
function plain(text, max = 200) {
    if (text == null)
        return "";
    return clip(controlPictures(text.replace(/\s+/g, " ").trim()), max);
}
/**
 * At most `max` characters, cut after a whole word where one ends in the last third (`…` marks the
 * cut); a single word longer than that is cut where it must be.
 */
function clip(s, max) {
    if (s.length <= max)
        return s;
    const head = s.slice(0, max);
    const space = head.search(/\s\S*$/);
    const cut = space >= (max * 2) / 3 ? head.slice(0, space).replace(/[\s,;:]+$/, "") : s.slice(0, max - 1);
    return `${cut}…`;
}
/**
 * A sentence in at most `max` characters, cut only between its clauses (`; ` and `, ` outside
 * brackets and code): the first clause, the last (where a sentence gives its advice: the re-run size,
 * the command) and every clause that holds a command (`code`) stay; the others stay in order until
 * one does not fit, and `…` stands where clauses were left out. Nothing is cut inside a number, a
 * bracket or a command; when the kept clauses alone are too long, the sentence is clipped at a word.
 */
function cutClauses(text, max) {
    if (text.length <= max)
        return text;
    const parts = clauses(text);
    const keep = parts.map((p, i) => i === 0 || i === parts.length - 1 || p.includes("`"));
    const size = () => parts.reduce((n, p, i) => n + (keep[i] ? p.length : 2), 0);
    for (let i = 1; i < parts.length; i++) {
        if (keep[i])
            continue;
        keep[i] = true;
        if (size() > max) {
            keep[i] = false;
            break;
        }
    }
    let out = "";
    for (let i = 0; i < parts.length; i++) {
        if (keep[i])
            out += parts[i];
        else if (!out.endsWith("…"))
            out += " …";
    }
    return out.length <= max ? out : clip(text, max);
}
/** The sentence split before each top-level `; ` or `, ` (outside (), [] and `code`); each part keeps its separator. */
function clauses(text) {
    const out = [];
    let depth = 0;
    let code = false;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === "`")
            code = !code;
        else if (!code && (c === "(" || c === "["))
            depth++;
        else if (!code && (c === ")" || c === "]") && depth > 0)
            depth--;
        else if (!code && depth === 0 && (c === ";" || c === ",") && text[i + 1] === " " && i > start) {
            out.push(text.slice(start, i));
            start = i;
        }
    }
    out.push(text.slice(start));
    return out;
}
function md(text, max = 200) {
    if (text == null || text === "")
        return "";
    return inert(clip(controlPictures(text.replace(/\s+/g, " ").trim()), max));
}
/**
 * A sentence of the product's own (a check's reason, a run's note) as inline Markdown: what it puts in
 * backticks is shown as code, everything else escaped as md() does. A code span holds no backtick, so
 * nothing in it can end it early; in a table cell (`table`) its `|` is escaped as GFM tables need.
 */
function mdProse(text, max = 200, table = false) {
    if (text == null || text === "")
        return "";
    const s = clip(controlPictures(text.replace(/\s+/g, " ").trim()), max);
    const parts = s.split("`");
    // An odd backtick (cut off, or in data) is text, escaped; the pairs before it are code.
    const pairs = parts.length % 2 === 1 ? parts.length : parts.length - 1;
    return parts
        .map((p, i) => {
        if (i % 2 === 0 || i >= pairs)
            return (i >= pairs && i > 0 ? "&#96;" : "") + inert(p);
        const body = table ? p.replace(/\|/g, "\\|") : p;
        return p.trim() === "" ? inert(`\`${p}\``) : `\`${body}\``;
    })
        .join("");
}
function inert(s) {
    // Markdown punctuation first, so the entities added next are not escaped themselves.
    return s
        .replace(/([\\*_[\]#~!])/g, "\\$1")
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/\|/g, "&#124;")
        .replace(/`/g, "&#96;")
        .replace(/@/g, "&#64;");
}
/**
 * One line of data inside raw HTML in Markdown (a `<summary>`): GitHub shows it as HTML, where a
 * Markdown backslash would stay visible, so it is HTML-escaped instead, and mentions kept inert.
 */
function htmlLine(text, max = 200) {
    return html(plain(text, max)).replace(/@/g, "&#64;");
}
function html(text) {
    if (text == null)
        return "";
    return controlPictures(text)
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#39;");
}
/** Multi-line text (an LLM's summary) as inert Markdown: every line escaped, line breaks kept. */
function mdLines(text, maxLines = 60, maxLine = 600) {
    if (text == null)
        return "";
    const lines = text.split(/\r?\n/);
    const kept = lines.slice(0, maxLines).map((l) => {
        const bullet = /^\s*[-*]\s+/.test(l);
        const body = md(l.replace(/^\s*[-*]\s+/, ""), maxLine);
        return bullet ? `- ${body}` : body;
    });
    if (lines.length > maxLines)
        kept.push("…");
    return kept.join("\n");
}
/** XML text and attribute values: escaped, with characters XML 1.0 forbids dropped. */
function xml(text, max = 4000) {
    if (text == null)
        return "";
    let s = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    return s
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&apos;");
}
/** JSON for a `<script type="application/json">` block: no `</script`, `<!--` or line separators inside. */
function scriptJson(value) {
    return (JSON.stringify(value)
        .replace(/</g, "\\u003c")
        .replace(/>/g, "\\u003e")
        .replace(/&/g, "\\u0026")
        .replace(/\u2028/g, "\\u2028")
        .replace(/\u2029/g, "\\u2029")
        // C1 controls (CSI is one) stay text for the page, and never reach a terminal as bytes.
        .replace(/[\u007F-\u009F]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`));
}


/***/ }),

/***/ 12011:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ms = ms;
exports.pct = pct;
exports.usd = usd;
exports.num = num;
exports.delta = delta;
exports.deltaPoints = deltaPoints;
exports.bytes = bytes;
exports.kneeSentence = kneeSentence;
exports.evidenceText = evidenceText;
function ms(v, L) {
    if (v == null || !Number.isFinite(v))
        return "–";
    if (v >= 60_000)
        return `${L.fixed(v / 60_000, 1)} ${L.t("unit.min")}`;
    if (v >= 10_000)
        return `${L.fixed(v / 1000, 1)} ${L.t("unit.s")}`;
    if (v >= 1000)
        return `${L.fixed(v / 1000, 2)} ${L.t("unit.s")}`;
    if (v >= 100)
        return `${L.fixed(Math.round(v), 0)} ${L.t("unit.ms")}`;
    return `${L.fixed(v, 1)} ${L.t("unit.ms")}`;
}
function pct(v, digits, L) {
    if (v == null || !Number.isFinite(v))
        return "–";
    return `${L.fixed(v * 100, digits)}%`;
}
/** Dollars: four decimals under a dollar (a session often costs a fraction of a cent), two above. */
function usd(v, L) {
    if (v == null || !Number.isFinite(v))
        return "–";
    return `$${L.fixed(v, Math.abs(v) < 1 ? 4 : 2)}`;
}
function num(v, digits, L) {
    if (v == null || !Number.isFinite(v))
        return "–";
    return Number.isInteger(v) ? L.fixed(v, 0) : L.fixed(v, digits);
}
/**
 * Signed relative change with its direction (▲ up, ▼ down) and whether that is worse (🔴) or better (🟢),
 * so a reader need not know which way is good for each metric.
 */
function delta(current, base, lowerIsBetter, L) {
    if (current == null || base == null || !Number.isFinite(current) || !Number.isFinite(base) || base === 0)
        return "";
    const d = (current - base) / Math.abs(base);
    if (Math.abs(d) < 0.005)
        return "±0%";
    return `${mark(d, lowerIsBetter)} ${d > 0 ? "+" : "−"}${L.fixed(Math.abs(d * 100), 1)}%`;
}
/** Change of a proportion in percentage points (pass rate 98% → 95% is −3.0 pp, not −3.1%). */
function deltaPoints(current, base, lowerIsBetter, L) {
    if (current == null || base == null || !Number.isFinite(current) || !Number.isFinite(base))
        return "";
    const d = current - base;
    if (Math.abs(d) < 0.0005)
        return `±0 ${L.t("unit.pp")}`;
    return `${mark(d, lowerIsBetter)} ${d > 0 ? "+" : "−"}${L.fixed(Math.abs(d * 100), 1)} ${L.t("unit.pp")}`;
}
function mark(d, lowerIsBetter) {
    const worse = lowerIsBetter ? d > 0 : d < 0;
    return `${worse ? "🔴" : "🟢"} ${d > 0 ? "▲" : "▼"}`;
}
/** Bytes in binary units (the same symbols in every language). */
function bytes(v, L) {
    if (v == null || !Number.isFinite(v))
        return "–";
    if (v >= 2 ** 30)
        return `${L.fixed(v / 2 ** 30, 2)} GiB`;
    if (v >= 2 ** 20)
        return `${L.fixed(v / 2 ** 20, 1)} MiB`;
    if (v >= 2 ** 10)
        return `${L.fixed(v / 2 ** 10, 1)} KiB`;
    return `${L.fixed(v, 0)} B`;
}
/** Why the knee is where it is, or why there is none (the stage view's facts), in the report's language. */
function kneeSentence(why, L) {
    const signed = (g) => (g === null ? "∞" : `${g >= 0 ? "+" : ""}${pct(g, 1, L)}`);
    if (why.key === "few_stages")
        return L.t("stages.knee_few", { n: why.params.stages });
    if (why.key === "growing") {
        const p = why.params;
        return L.t("stages.knee_growing", {
            from: p.from_concurrency,
            to: p.to_concurrency,
            from_tp: num(p.from_throughput_sps, 2, L),
            to_tp: num(p.to_throughput_sps, 2, L),
            gain: signed(p.gain),
            min: pct(p.knee_gain, 0, L),
        });
    }
    const p = why.params;
    return L.t("stages.knee_flat", {
        n: p.concurrency,
        tp: num(p.throughput_sps, 2, L),
        best_c: p.best_after_concurrency,
        best_tp: num(p.best_after_throughput_sps, 2, L),
        gain: signed(p.gain),
        min: pct(p.knee_gain, 0, L),
    });
}
/** A finding's evidence value in its unit, read from the key's suffix (`_ms`, `_rate`, `_pct`, …). */
function evidenceValue(key, v, L, inMs) {
    if (/_ms(_|$)/.test(key))
        return ms(v, L);
    if (/_pct$/.test(key))
        return `${L.fixed(v, 1)}%`;
    if (/_bytes$/.test(key))
        return bytes(v, L);
    if (/(_sps$|^throughput)/.test(key))
        return `${num(v, 2, L)} ${L.t("unit.sessions_per_s")}`;
    if (/(rate|ratio|gain|change|share|kept)$/.test(key))
        return pct(v, 1, L);
    if (key === "seconds")
        return `${num(v, 1, L)} ${L.t("unit.s")}`;
    // A value of a millisecond metric (`e2e_p95_ms`: before_window, in_window) is in ms too.
    return inMs ? ms(v, L) : num(v, 2, L);
}
/** A key as words: its unit suffix left to the value (`e2e_p95_baseline_ms` → `e2e p95 baseline`). */
function evidenceLabel(key) {
    return key
        .replace(/_(ms|pct|bytes|sps)(?=_|$)/g, "")
        .replace(/_/g, " ")
        .trim();
}
/**
 * A finding's evidence as one line of words with units — `error_rate, 60–100 s: failed 4, ended 40,
 * error rate 10.0%` — never `key=value`; a missing value is a bare "–". Every surface that lists
 * evidence (report.md, the dashboard) writes it with this.
 */
function evidenceText(e, L) {
    const w = e.window ? `, ${num(e.window.from_s, 1, L)}–${num(e.window.to_s, 1, L)} ${L.t("unit.s")}` : "";
    const inMs = /_ms$/.test(e.metric);
    const values = Object.entries(e.values)
        .map(([k, v]) => `${evidenceLabel(k)} ${v == null ? "–" : evidenceValue(k, v, L, inMs)}`)
        .join(", ");
    return `${e.metric}${w}: ${values}`;
}


/***/ }),

/***/ 11201:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.LLM_MODES = void 0;
exports.llmModeOf = llmModeOf;
/**
 * What a run's LLM answers came from, read from its scenario: the scripted mock, a replayed cassette,
 * a real endpoint, or none configured. Reports say it and baselines keep it; runs of different modes
 * are not compared (a replay is the real model's behaviour at zero cost, the mock a script: their
 * latencies mean different things).
 */
const table_js_1 = __webpack_require__(93690);
exports.LLM_MODES = ["scripted", "replay", "real", "none"];
const obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
/** A variable that points an agent at an LLM (its key, base URL or model), by the providers' own names. */
const LLM_VARIABLE = /(^|_)(OPENAI|ANTHROPIC|CLAUDE|GEMINI|GOOGLE_API|AZURE_OPENAI|VERTEX|BEDROCK|MISTRAL|DEEPSEEK|DASHSCOPE|QWEN|OPENROUTER|GROQ|TOGETHER|COHERE|OLLAMA|LLM|MODEL)(_|$)/i;
/** Does this agent, as the scenario writes it, talk to an LLM: a coding agent, a recipe, a model, or an LLM variable? */
function agentNeedsLlm(agent) {
    if (!agent)
        return false;
    if (typeof agent.name === "string" && table_js_1.CODING_AGENT_NAMES.includes(agent.name))
        return true;
    if (obj(agent.recipe) || typeof agent.model === "string")
        return true;
    return envNamesLlm(agent.env);
}
function envNamesLlm(env) {
    return Object.keys(obj(env) ?? {}).some((k) => LLM_VARIABLE.test(k));
}
/**
 * `replay` when the mock replays a cassette; `scripted` when the mock answers and no gateway points
 * elsewhere; `real` with a gateway upstream, or an agent (candidate or reference) or agent service
 * configured for an LLM of its own; `none` when the scenario configures no LLM at all. Takes the
 * scenario as recorded in a run (data), so it reads defensively.
 */
function llmModeOf(scenario) {
    const s = obj(scenario);
    const services = obj(s?.services);
    const mock = obj(services?.mock_llm);
    const upstream = obj(services?.gateway)?.upstream;
    if (mock && typeof mock.replay === "string" && typeof upstream !== "string")
        return "replay";
    if (mock && typeof upstream !== "string")
        return "scripted";
    if (typeof upstream === "string")
        return "real";
    const pairs = Array.isArray(s?.pairs) ? s.pairs : [];
    const agents = [...pairs.map((p) => obj(obj(p)?.agent)), obj(obj(obj(s?.regression)?.compare_with)?.agent)];
    if (agents.some(agentNeedsLlm) || envNamesLlm(obj(services?.agent_service)?.env))
        return "real";
    return "none";
}


/***/ }),

/***/ 92800:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ALLOWED = exports.ThresholdSyntaxError = exports.TARGET_PREFIX = exports.RATE_REGRESSION_METRICS = exports.COUNTER_METRICS = exports.RATE_METRICS = exports.TREND_METRICS = exports.ECONOMY_METRICS = void 0;
exports.metricKind = metricKind;
exports.isTargetMetric = isTargetMetric;
exports.unknownTargetSeries = unknownTargetSeries;
exports.parseThreshold = parseThreshold;
exports.parseMetricKey = parseMetricKey;
exports.parseDuration = parseDuration;
exports.aggName = aggName;
exports.ruleExpression = ruleExpression;
exports.asList = asList;
exports.validateThresholds = validateThresholds;
/**
 * The gate's language as a scenario writes it: k6 threshold expressions (`p(95)<2500`, `rate>=0.99`,
 * `count==0`) on metric keys with tag selectors (`e2e_ms{task:fix-bug}`), and the metric names rules
 * may use. Parsing is separate from evaluation (gate/thresholds.ts) so the scenario validator rejects
 * a bad expression before anything runs.
 */
const errors_js_1 = __webpack_require__(83916);
const events_js_1 = __webpack_require__(82736);
/** A session's efficiency figures (src/metrics/economics.ts defines them): trends the gate tests as latencies. */
exports.ECONOMY_METRICS = [
    "llm_calls",
    "tool_calls",
    "tokens_cached",
    "context_tokens_max",
    "cost_usd",
];
/** Distribution metrics every run may record, whether or not this one did (latencies, tokens, attempts). */
exports.TREND_METRICS = [
    "e2e_ms",
    "ttft_ms",
    "tpot_ms",
    "icl_ms",
    "e2e_sched_ms",
    "ttft_sched_ms",
    "schedule_lag_ms",
    "llm_ttft_ms",
    "llm_tpot_ms",
    "llm_tokens_in",
    "llm_tokens_out",
    "tokens_in",
    "tokens_out",
    ...exports.ECONOMY_METRICS,
    "attempts",
    ...events_js_1.PHASES.map((p) => `${p}_ms`),
    ...events_js_1.SPAN_KINDS.map((k) => `${k}_ms`),
];
/** `pass_rate` = passed / total sessions. */
exports.RATE_METRICS = ["pass_rate"];
/** `sessions` counts sessions; `errors` counts failed or errored sessions (tag `bucket`). */
exports.COUNTER_METRICS = ["sessions", "errors"];
/** `recorded`: the run's metric summaries, whose names are trends too; omit it to judge before a run. */
function metricKind(metric, recorded = {}) {
    if (exports.RATE_METRICS.includes(metric))
        return "rate";
    if (exports.COUNTER_METRICS.includes(metric))
        return "counter";
    if (exports.TREND_METRICS.includes(metric) || Object.hasOwn(recorded, metric))
        return "trend";
    return null;
}
exports.RATE_REGRESSION_METRICS = ["pass_rate", "error_rate"];
exports.TARGET_PREFIX = "target.";
function isTargetMetric(metric) {
    return metric.startsWith(exports.TARGET_PREFIX);
}
/** Why a `target.` key cannot work before the run: a series no query or file declares. */
function unknownTargetSeries(metric, declared) {
    const name = metric.slice(exports.TARGET_PREFIX.length);
    if (declared.includes(name))
        return null;
    const known = declared.length
        ? `declared: ${declared.join(", ")}`
        : "declare it under evidence.prometheus or evidence.files";
    return `unknown target series ${JSON.stringify(name)}; ${known}`;
}
/** A threshold or metric key the user wrote that does not parse; the message quotes it. */
class ThresholdSyntaxError extends errors_js_1.UserError {
    expression;
    constructor(expression, problem) {
        super(`invalid threshold ${JSON.stringify(expression)}: ${problem}`);
        this.expression = expression;
        this.name = "ThresholdSyntaxError";
    }
}
exports.ThresholdSyntaxError = ThresholdSyntaxError;
const AGGREGATIONS = ["avg", "min", "max", "med", "count", "rate", "value"];
// Longest first, so `<=` is not read as `<` followed by `=`.
const OPERATORS = ["===", "<=", ">=", "==", "!=", "<", ">"];
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
function parseThreshold(expr) {
    const fail = (problem) => {
        throw new ThresholdSyntaxError(expr, problem);
    };
    let rest = expr.trim();
    if (rest === "")
        fail("empty expression; expected e.g. p(95)<2500");
    let aggregation;
    let percentile;
    const pct = /^p\s*\(/.exec(rest);
    if (pct) {
        const close = rest.indexOf(")");
        if (close < 0)
            fail("missing ) after p(");
        const inner = rest.slice(pct[0].length, close).trim();
        if (!NUMBER.test(inner))
            fail(`percentile ${JSON.stringify(inner)} is not a number`);
        percentile = Number(inner);
        if (!(percentile > 0 && percentile <= 100))
            fail(`percentile ${inner} is outside (0, 100]`);
        aggregation = "p";
        rest = rest.slice(close + 1).trimStart();
    }
    else {
        const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest)?.[0] ?? "";
        if (/^p\d/.test(word))
            fail(`write percentiles as p(${word.slice(1)}), not ${word}`);
        if (!AGGREGATIONS.includes(word)) {
            fail(`${word ? `unknown aggregation ${JSON.stringify(word)}` : "expected an aggregation"}; use p(N), ${AGGREGATIONS.join(", ")}`);
        }
        aggregation = word;
        rest = rest.slice(word.length).trimStart();
    }
    const opToken = OPERATORS.find((o) => rest.startsWith(o));
    if (!opToken)
        fail(`expected an operator (<, <=, >, >=, ==, !=) after ${aggregation}`);
    const op = opToken === "===" ? "==" : opToken;
    rest = rest.slice(opToken.length).trim();
    if (/^[<>=!]/.test(rest))
        fail(`unexpected ${JSON.stringify(rest[0])} after operator ${opToken}`);
    if (rest === "")
        fail(`missing value after ${opToken}`);
    if (!NUMBER.test(rest))
        fail(`value ${JSON.stringify(rest)} is not a number`);
    const value = Number(rest);
    return percentile === undefined ? { aggregation, op, value } : { aggregation, percentile, op, value };
}
/** `e2e_ms{scenario:rag, task:x}` → `{ metric: "e2e_ms", tags: { scenario: "rag", task: "x" } }`. */
function parseMetricKey(key) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_.]*)\s*(?:\{(.*)\})?\s*$/.exec(key);
    if (!m)
        throw new ThresholdSyntaxError(key, "expected metric or metric{tag:value,...}");
    const tags = {};
    if (m[2] !== undefined) {
        for (const part of m[2].split(",")) {
            const colon = part.indexOf(":");
            const name = colon < 0 ? "" : part.slice(0, colon).trim();
            const value = colon < 0 ? "" : part.slice(colon + 1).trim();
            if (!name || !value) {
                throw new ThresholdSyntaxError(key, `tag selector ${JSON.stringify(part.trim())} is not tag:value`);
            }
            tags[name] = value;
        }
    }
    return { metric: m[1], tags };
}
/** `"500ms"`, `"10s"`, `"1m30s"`, `"1h"` → milliseconds. */
function parseDuration(text) {
    const s = text.trim();
    const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/y;
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    let total = 0;
    let at = 0;
    while (at < s.length) {
        re.lastIndex = at;
        const m = re.exec(s);
        if (!m)
            throw new ThresholdSyntaxError(text, "duration must look like 500ms, 10s, 1m or 1m30s");
        total += Number(m[1]) * unit[m[2]];
        at = re.lastIndex;
    }
    if (s === "")
        throw new ThresholdSyntaxError(text, "empty duration");
    return total;
}
exports.ALLOWED = {
    trend: ["p", "avg", "min", "max", "med", "count"],
    rate: ["rate", "count"],
    counter: ["count", "rate"],
};
function aggName(t) {
    return t.aggregation === "p" ? `p(${t.percentile})` : t.aggregation;
}
function ruleExpression(rule) {
    return typeof rule === "string" ? rule : rule.threshold;
}
function asList(rules) {
    return Array.isArray(rules) ? rules : [rules];
}
/**
 * Static checks for the scenario validator, before anything runs: syntax of keys, expressions and
 * durations; a metric no run records; an error bucket that does not exist; an aggregation that does
 * not apply to the metric's kind.
 */
function validateThresholds(thresholds, 
/** Series the scenario's evidence declares, for `target.<name>` keys. */
targetSeries = []) {
    const problems = [];
    for (const [key, rules] of Object.entries(thresholds)) {
        let metric = null;
        try {
            metric = parseMetricKey(key);
        }
        catch (err) {
            problems.push({ path: [key], message: err.message, syntax: true });
        }
        const target = metric && isTargetMetric(metric.metric);
        const kind = target ? "trend" : metric ? metricKind(metric.metric) : null;
        const unknownTarget = metric && target ? unknownTargetSeries(metric.metric, targetSeries) : null;
        if (unknownTarget)
            problems.push({ path: [key], message: unknownTarget, syntax: false });
        if (metric && !kind) {
            const known = [...exports.RATE_METRICS, ...exports.COUNTER_METRICS, ...exports.TREND_METRICS].join(", ");
            problems.push({
                path: [key],
                message: `unknown metric ${JSON.stringify(metric.metric)}; known metrics: ${known}`,
                syntax: false,
            });
        }
        const bucket = metric?.tags.bucket;
        if (bucket !== undefined && !events_js_1.ERROR_BUCKETS.includes(bucket)) {
            problems.push({
                path: [key],
                message: `unknown error bucket ${JSON.stringify(bucket)}; known: ${events_js_1.ERROR_BUCKETS.join(", ")}`,
                syntax: false,
            });
        }
        asList(rules).forEach((rule, i) => {
            const at = Array.isArray(rules) ? [key, i] : [key];
            try {
                const t = parseThreshold(ruleExpression(rule));
                if (typeof rule !== "string" && rule.delayAbortEval !== undefined)
                    parseDuration(rule.delayAbortEval);
                if (kind && !exports.ALLOWED[kind].includes(t.aggregation)) {
                    const allowed = exports.ALLOWED[kind].map((a) => (a === "p" ? "p(N)" : a)).join(", ");
                    problems.push({
                        path: at,
                        message: `${aggName(t)} does not apply to ${kind} metric ${metric.metric}; use ${allowed}`,
                        syntax: false,
                    });
                }
            }
            catch (err) {
                problems.push({ path: at, message: err.message, syntax: true });
            }
        });
    }
    return problems;
}


/***/ }),

/***/ 99808:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Special functions and the distributions the gate's tests read: normal, Student's t, the incomplete
 * beta and gamma. References: Acklam's inverse normal, Numerical Recipes (incomplete beta and gamma).
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.logGamma = logGamma;
exports.betaInc = betaInc;
exports.erfc = erfc;
exports.normalCdf = normalCdf;
exports.normalQuantile = normalQuantile;
exports.studentTCdf = studentTCdf;
exports.studentTQuantile = studentTQuantile;
exports.logChoose = logChoose;
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function logGamma(x) {
    if (x < 0.5)
        return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    const z = x - 1;
    let a = LANCZOS[0];
    const t = z + 7.5;
    for (let i = 1; i < 9; i++)
        a += LANCZOS[i] / (z + i);
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}
const TINY = 1e-300;
/** Continued fraction of the incomplete beta (modified Lentz). */
function betaCf(x, a, b) {
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (Math.abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 100_000; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (Math.abs(del - 1) < 1e-15)
            break;
    }
    return h;
}
/** Regularized incomplete beta I_x(a, b). */
function betaInc(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
    if (x < (a + 1) / (a + b + 2))
        return (Math.exp(lnFront) * betaCf(x, a, b)) / a;
    return 1 - (Math.exp(lnFront) * betaCf(1 - x, b, a)) / b;
}
/** Regularized lower incomplete gamma P(a, x) by series, upper Q(a, x) by continued fraction. */
function gammaP(a, x) {
    if (x <= 0)
        return 0;
    if (x >= a + 1)
        return 1 - gammaQ(a, x);
    let sum = 1 / a;
    let del = sum;
    for (let n = 1; n < 10_000; n++) {
        del *= x / (a + n);
        sum += del;
        if (Math.abs(del) < Math.abs(sum) * 1e-16)
            break;
    }
    return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}
function gammaQ(a, x) {
    if (x <= 0)
        return 1;
    if (x < a + 1)
        return 1 - gammaP(a, x);
    let b = x + 1 - a;
    let c = 1 / TINY;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < 10_000; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = b + an / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const del = d * c;
        h *= del;
        if (Math.abs(del - 1) < 1e-16)
            break;
    }
    return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}
/** erfc with full relative accuracy in the tails (via Q(1/2, x²)), which p-values need. */
function erfc(x) {
    return x >= 0 ? gammaQ(0.5, x * x) : 1 + gammaP(0.5, x * x);
}
// ---------------------------------------------------------------------------------------------
// Distributions
function normalCdf(z) {
    return 0.5 * erfc(-z / Math.SQRT2);
}
const ACKLAM_A = [
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
    2.506628277459239,
];
const ACKLAM_B = [
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
];
const ACKLAM_C = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
];
const ACKLAM_D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
/** Inverse standard normal CDF: Acklam's rational approximation (1e-9) plus one Halley step (≈1e-15). */
function normalQuantile(p) {
    if (!(p > 0 && p < 1)) {
        if (p === 0)
            return Number.NEGATIVE_INFINITY;
        if (p === 1)
            return Number.POSITIVE_INFINITY;
        return Number.NaN;
    }
    const [a, b, c, d] = [ACKLAM_A, ACKLAM_B, ACKLAM_C, ACKLAM_D];
    const plow = 0.02425;
    let x;
    if (p < plow || p > 1 - plow) {
        const q = Math.sqrt(-2 * Math.log(p < plow ? p : 1 - p));
        x =
            (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
                ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        if (p > plow)
            x = -x;
    }
    else {
        const q = p - 0.5;
        const r = q * q;
        x =
            ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
                (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    const e = normalCdf(x) - p;
    const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
    return x - u / (1 + (x * u) / 2);
}
function studentTCdf(t, df) {
    if (!Number.isFinite(df) || df > 1e7)
        return normalCdf(t);
    const tail = 0.5 * betaInc(df / (df + t * t), df / 2, 0.5);
    return t > 0 ? 1 - tail : tail;
}
function studentTPdf(t, df) {
    const lnc = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
    return Math.exp(lnc - ((df + 1) / 2) * Math.log1p((t * t) / df));
}
/**
 * Student-t quantile: closed forms for df 1 and 2, else a Cornish-Fisher start refined by safeguarded
 * Newton steps on the exact CDF (incomplete beta), accurate to ~1e-12.
 */
function studentTQuantile(p, df) {
    if (!(p > 0 && p < 1))
        return p === 0 ? Number.NEGATIVE_INFINITY : p === 1 ? Number.POSITIVE_INFINITY : Number.NaN;
    if (!(df > 0))
        return Number.NaN;
    if (!Number.isFinite(df) || df > 1e7)
        return normalQuantile(p);
    if (df === 1)
        return Math.tan(Math.PI * (p - 0.5));
    if (df === 2)
        return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    const z = normalQuantile(p);
    const z2 = z * z;
    const g1 = ((z2 + 1) * z) / 4;
    const g2 = (((5 * z2 + 16) * z2 + 3) * z) / 96;
    const g3 = ((((3 * z2 + 19) * z2 + 17) * z2 - 15) * z) / 384;
    const g4 = (((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z) / 92160;
    let t = z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
    // Bracket, then Newton with bisection as the fallback when a step leaves the bracket.
    let lo = -1;
    let hi = 1;
    while (studentTCdf(lo, df) > p)
        lo *= 2;
    while (studentTCdf(hi, df) < p)
        hi *= 2;
    if (!(t > lo && t < hi))
        t = (lo + hi) / 2;
    for (let i = 0; i < 200; i++) {
        const f = studentTCdf(t, df) - p;
        if (f === 0)
            return t;
        if (f < 0)
            lo = t;
        else
            hi = t;
        let next = t - f / studentTPdf(t, df);
        if (!(next > lo && next < hi))
            next = (lo + hi) / 2;
        if (Math.abs(next - t) <= 1e-13 * Math.max(1, Math.abs(t)))
            return next;
        t = next;
    }
    return t;
}
function logChoose(n, k) {
    return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}


/***/ }),

/***/ 37461:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.meanSd = meanSd;
exports.selectInPlace = selectInPlace;
exports.quantileSorted = quantileSorted;
exports.quantile = quantile;
exports.sortNumbers = sortNumbers;
exports.sortInPlace = sortInPlace;
exports.sortedPositions = sortedPositions;
exports.harrellDavisSorted = harrellDavisSorted;
exports.minSamplesForQuantile = minSamplesForQuantile;
/**
 * Quantiles, means and sorting the recorder, the gate and the report share: type 7 and Harrell-Davis
 * (Harrell & Davis 1982) quantiles, selection, and a radix sort of numbers.
 */
const distributions_js_1 = __webpack_require__(99808);
/** Mean and sample standard deviation (n − 1), for n ≥ 2. */
function meanSd(values) {
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    return { mean, sd: Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1)) };
}
/**
 * The value at index k of xs sorted (NaN-free), found in place without sorting it all: Hoare's
 * selection, median of three pivots; xs is left partly ordered. No second buffer, linear on average.
 */
function selectInPlace(xs, k) {
    let lo = 0;
    let hi = xs.length - 1;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const pivot = Math.max(Math.min(xs[lo], xs[hi]), Math.min(Math.max(xs[lo], xs[hi]), xs[mid]));
        let i = lo;
        let j = hi;
        while (i <= j) {
            while (xs[i] < pivot)
                i++;
            while (xs[j] > pivot)
                j--;
            if (i <= j) {
                const t = xs[i];
                xs[i++] = xs[j];
                xs[j--] = t;
            }
        }
        if (k <= j)
            hi = j;
        else if (k >= i)
            lo = i;
        else
            break;
    }
    return xs[k];
}
/** Hyndman-Fan type 7 (R's default, numpy's linear) on a sorted array; q in [0, 1]. */
function quantileSorted(sorted, q) {
    const n = sorted.length;
    if (n === 0)
        return Number.NaN;
    const h = (n - 1) * q;
    const lo = Math.floor(h);
    const hi = Math.min(lo + 1, n - 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}
function quantile(values, q) {
    return quantileSorted(sortNumbers(values), q);
}
/** Numbers ascending, as Float64Array.prototype.sort orders them (-0 before +0, NaN last). */
function sortNumbers(values) {
    return sortInPlace(Float64Array.from(values));
}
/** Below this a typed array's own sort is quicker than the radix sort's four passes (measured: ~8k). */
const RADIX_MIN = 8192;
/**
 * `xs` sorted in place, in the order of Float64Array.prototype.sort: by a radix sort of the IEEE-754
 * bits when long (the built-in sort takes ~0.3 s on a million samples, this ~30 ms), else the built-in.
 */
function sortInPlace(xs, scratch) {
    if (!radixSortable(xs))
        return xs.sort();
    radixSort(xs, null, scratch);
    return xs;
}
/** Whether the radix passes pay off and give the comparison's order: long enough, and no NaN. */
function radixSortable(xs) {
    if (xs.length < RADIX_MIN)
        return false;
    for (let i = 0; i < xs.length; i++)
        if (Number.isNaN(xs[i]))
            return false;
    return true;
}
/**
 * The positions of `xs` in the order sortInPlace gives their values, equal values in position order;
 * `xs` is sorted in place as well (null when it holds a NaN, or is short: the caller compares then).
 */
function sortedPositions(xs) {
    if (!radixSortable(xs))
        return null;
    const n = xs.length;
    const rows = new Int32Array(n);
    for (let i = 0; i < n; i++)
        rows[i] = i;
    return radixSort(xs, rows);
}
/**
 * xs sorted in place by the radix passes, `rows` moved along with it (LSD passes are stable). `scratch`:
 * the passes' second buffer (2 words a value), for a caller sorting many arrays in a row; else one is made.
 */
function radixSort(xs, rows, scratch) {
    const n = xs.length;
    // Keys whose unsigned order is the numeric order: flip every bit of a negative, the sign of the rest.
    const keys = new Uint32Array(xs.buffer, xs.byteOffset, n * 2);
    for (let i = 0; i < 2 * n; i += 2) {
        if (keys[i + 1] & 0x80000000) {
            keys[i] = ~keys[i];
            keys[i + 1] = ~keys[i + 1];
        }
        else
            keys[i + 1] |= 0x80000000;
    }
    const sorted = radixPasses(keys, n, rows, scratch);
    for (let i = 0; i < 2 * n; i += 2) {
        if (sorted.keys[i + 1] & 0x80000000)
            sorted.keys[i + 1] &= 0x7fffffff;
        else {
            sorted.keys[i] = ~sorted.keys[i];
            sorted.keys[i + 1] = ~sorted.keys[i + 1];
        }
    }
    if (sorted.keys !== keys)
        keys.set(sorted.keys);
    return sorted.rows;
}
/** The digit counts of the four passes, reused (1 MB whatever the size): one sort at a time runs in a process. */
const RADIX_COUNTS = new Uint32Array(4 * 65536);
/**
 * LSD radix sort of n 64-bit keys (lo, hi word pairs) by 16-bit digits, `rows` (when given) moved
 * with their keys; a digit all keys share is skipped.
 */
function radixPasses(keys, n, rows, scratch) {
    const counts = RADIX_COUNTS.fill(0);
    for (let i = 0; i < 2 * n; i += 2) {
        const lo = keys[i];
        const hi = keys[i + 1];
        counts[lo & 0xffff]++;
        counts[65536 + (lo >>> 16)]++;
        counts[131072 + (hi & 0xffff)]++;
        counts[196608 + (hi >>> 16)]++;
    }
    let from = keys;
    // Made per sort unless given: held past it, it would keep the largest sort's size for good.
    let to = scratch && scratch.length >= 2 * n ? scratch.subarray(0, 2 * n) : new Uint32Array(2 * n);
    let fromRows = rows;
    let toRows = rows ? new Int32Array(n) : null;
    for (let pass = 0; pass < 4; pass++) {
        const base = pass * 65536;
        let sum = 0;
        let skip = false;
        for (let d = 0; d < 65536; d++) {
            const c = counts[base + d];
            if (c === n)
                skip = true;
            counts[base + d] = sum;
            sum += c;
        }
        if (skip)
            continue;
        const word = pass >> 1;
        const shift = (pass & 1) * 16;
        for (let i = 0; i < 2 * n; i += 2) {
            const at = 2 * counts[base + ((from[i + word] >>> shift) & 0xffff)]++;
            to[at] = from[i];
            to[at + 1] = from[i + 1];
            if (toRows)
                toRows[at >> 1] = fromRows[i >> 1];
        }
        const t = from;
        from = to;
        to = t;
        const tr = fromRows;
        fromRows = toRows;
        toRows = tr;
    }
    return { keys: from, rows: fromRows };
}
const hdCache = new Map();
/** Harrell-Davis weights depend only on n and q, so they are computed once per size. */
function harrellDavisWeights(n, q) {
    const key = `${n}:${q}`;
    let w = hdCache.get(key);
    if (w)
        return w;
    const a = q * (n + 1);
    const b = (1 - q) * (n + 1);
    w = new Float64Array(n);
    let prev = 0;
    for (let i = 1; i <= n; i++) {
        const cur = (0, distributions_js_1.betaInc)(i / n, a, b);
        w[i - 1] = cur - prev;
        prev = cur;
    }
    if (hdCache.size > 256)
        hdCache.clear();
    hdCache.set(key, w);
    return w;
}
/** Harrell-Davis quantile: a Beta-weighted average of all order statistics; smoother than type 7 at small n. */
function harrellDavisSorted(sorted, q) {
    const n = sorted.length;
    if (n === 0)
        return Number.NaN;
    if (n === 1)
        return sorted[0];
    const w = harrellDavisWeights(n, q);
    let s = 0;
    for (let i = 0; i < n; i++)
        s += w[i] * sorted[i];
    return s;
}
/** Smallest n with a finite one-sided upper bound for the q-quantile: 1 − qⁿ ≥ confidence (29 / 59 / 299 at 95%). */
function minSamplesForQuantile(q, confidence) {
    let n = Math.max(1, Math.ceil(Math.log(1 - confidence) / Math.log(q)) - 1);
    while (1 - q ** n < confidence)
        n++;
    return n;
}


/***/ })

};
