/**
 * junit.xml: gate checks, tasks and the sessions that did not pass as test cases, so CI test reporters
 * list what failed — in a file whose size does not grow with the run: a test case per check and per task
 * (journey), the failed sessions up to JUNIT_SESSIONS, the rest counted in one case.
 * A failing check or failed session is a <failure>; an errored session (infrastructure, timeout) an <error>;
 * a warning passes with its reason in <system-out>.
 */
import { xml } from "./escape.js";
import type { Report } from "./schema.js";

/** The per-session part of a session, as the JUnit file needs it. */
export interface JunitSession {
  id: string;
  task: string;
  journey: string;
  status: "passed" | "failed" | "errored";
  bucket: string | null;
  error: string | null;
  e2e_ms: number;
  warmup: boolean;
}

/** A session as the JUnit file reads it, its journey given apart (see renderJunit). */
export type JunitSource = Omit<JunitSession, "journey">;
type JourneyOf<S> = (s: S) => string;

const secs = (msv: number) => (Math.max(0, msv) / 1000).toFixed(3);

/**
 * `journeyOf` names a session's journey when the sessions are the run's own records: a run's worth of
 * JunitSession copies would be made only to be counted.
 */
export function renderJunit<S extends JunitSource = JunitSession>(
  r: Report,
  sessions: Iterable<S>,
  journeyOf: JourneyOf<S> = (s) => (s as unknown as JunitSession).journey,
): string {
  const name = xml(r.scenario.name, 200);
  const checks = r.gate.checks.map((c) => {
    const title = xml(`${c.metric} ${c.rule}`, 300);
    const observed = `observed ${c.observed ?? "–"}${c.baseline != null ? `, baseline ${c.baseline}` : ""}`;
    const body = xml(`${c.reason} (${observed})`);
    const inner =
      c.status === "fail"
        ? `<failure type="${xml(c.kind)}" message="${body}">${body}</failure>`
        : c.status === "warn"
          ? `<system-out>warning: ${body}</system-out>`
          : "";
    return `    <testcase classname="gate.${xml(c.kind)}" name="${title}" time="0">${inner}</testcase>`;
  });
  if (r.gate.checks.length === 0)
    checks.push(
      `    <testcase classname="gate" name="gate verdict" time="0"${r.verdict === "fail" ? `><failure type="gate" message="gate failed with no checks">gate failed with no checks</failure></testcase>` : " />"}`,
    );
  const gateFailures =
    r.gate.checks.filter((c) => c.status === "fail").length +
    (r.gate.checks.length === 0 && r.verdict === "fail" ? 1 : 0);

  // Warm-up sessions are left out as each pass reaches them: no filtered copy of a run's sessions.
  const tasks = taskCases(sessions, journeyOf);
  const listed = sessionCases(sessions, journeyOf);
  const time = r.duration_s.toFixed(3);
  const suite = (what: string, tests: number, f: number, e: number, sk: number, t: string) =>
    `  <testsuite name="${what}: ${name}" tests="${tests}" failures="${f}" errors="${e}" skipped="${sk}" time="${t}" timestamp="${xml(r.started_at)}">`;
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
function properties(r: Report): string[] {
  const e2e = r.metrics.e2e_ms;
  const e = r.economy;
  const figures: [string, number | null | undefined][] = [
    ["pass_rate", r.pass_rate],
    ["e2e_ms.p50", e2e?.p50],
    ["e2e_ms.p95", e2e?.p95],
    ["llm_calls", e?.llm_calls],
    ["cost_usd", e?.cost_usd],
    ["cost_per_pass_usd", e?.cost_per_pass_usd],
    ["tokens_per_pass", e?.tokens_per_pass],
  ];
  const shown = figures.filter((f): f is [string, number] => typeof f[1] === "number");
  if (shown.length === 0) return [];
  return [
    "    <properties>",
    ...shown.map(([name, v]) => `      <property name="${name}" value="${v}"/>`),
    "    </properties>",
  ];
}

/** Sessions that did not pass listed one by one, at most; the rest are one counted test case. */
export const JUNIT_SESSIONS = 200;
/** Tasks (journeys) with their own test case, at most; the rest are one counted test case. */
export const JUNIT_TASKS = 500;

/** A test case per task (journey): failed when any of its sessions did not pass. */
function taskCases<S extends JunitSource>(
  sessions: Iterable<S>,
  journeyOf: JourneyOf<S>,
): { cases: string[]; failures: number } {
  const by = new Map<string, { n: number; bad: number; ms: number; buckets: Map<string, number> }>();
  for (const s of sessions) {
    if (s.warmup || s.bucket === "interrupted") continue;
    const journey = journeyOf(s);
    const t = by.get(journey) ?? { n: 0, bad: 0, ms: 0, buckets: new Map<string, number>() };
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
  const cases: string[] = [];
  let failures = 0;
  for (const journey of names.slice(0, JUNIT_TASKS)) {
    const t = by.get(journey)!;
    const attrs = `classname="task" name="${xml(journey, 200)}" time="${secs(t.ms)}"`;
    if (t.bad === 0) {
      cases.push(`    <testcase ${attrs}><system-out>${t.n} sessions passed</system-out></testcase>`);
      continue;
    }
    failures++;
    const buckets = [...t.buckets].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const msg = xml(
      `${t.bad} of ${t.n} sessions did not pass (${buckets.map(([b, k]) => `${b} ${k}`).join(", ")})`,
      1000,
    );
    cases.push(
      `    <testcase ${attrs}><failure type="sessions" message="${msg}">${msg}</failure></testcase>`,
    );
  }
  if (names.length > JUNIT_TASKS) {
    const rest = names.slice(JUNIT_TASKS).map((k) => by.get(k)!);
    const bad = rest.filter((t) => t.bad > 0).length;
    const msg = `${rest.length} more tasks (${bad} with sessions that did not pass): see report.json`;
    if (bad > 0) failures++;
    cases.push(
      `    <testcase classname="task" name="${rest.length} more tasks" time="0">${bad > 0 ? `<failure type="sessions" message="${msg}">${msg}</failure>` : `<system-out>${msg}</system-out>`}</testcase>`,
    );
  }
  return { cases, failures };
}

/** The sessions that did not pass, each a test case, up to JUNIT_SESSIONS; then one case counting the rest. */
function sessionCases<S extends JunitSource>(
  sessions: Iterable<S>,
  journeyOf: JourneyOf<S>,
): {
  cases: string[];
  failures: number;
  errors: number;
  skipped: number;
} {
  const out = { cases: [] as string[], failures: 0, errors: 0, skipped: 0 };
  const more = { failed: 0, errored: 0, skipped: 0 };
  for (const s of sessions) {
    if (s.warmup || s.status === "passed") continue;
    const cut = s.bucket === "interrupted";
    if (out.cases.length >= JUNIT_SESSIONS) {
      if (cut) more.skipped++;
      else if (s.status === "failed") more.failed++;
      else more.errored++;
      continue;
    }
    const attrs = `classname="session.${xml(journeyOf(s), 200)}" name="${xml(s.id, 200)}" time="${secs(s.e2e_ms)}"`;
    // Cut off by the interrupt: neither a pass nor a failure.
    if (cut) {
      out.skipped++;
      out.cases.push(`    <testcase ${attrs}><skipped message="interrupted" /></testcase>`);
      continue;
    }
    const msg = xml(`${s.bucket ?? "unclassified"}: ${s.error ?? "(no message)"}`, 1000);
    const tag = s.status === "failed" ? "failure" : "error";
    if (tag === "failure") out.failures++;
    else out.errors++;
    out.cases.push(
      `    <testcase ${attrs}><${tag} type="${xml(s.bucket ?? "unclassified")}" message="${msg}">${msg}</${tag}></testcase>`,
    );
  }
  const rest = more.failed + more.errored + more.skipped;
  if (rest > 0) {
    const msg = `${rest} more sessions did not pass (${more.failed} failed, ${more.errored} errored, ${more.skipped} interrupted), not listed: see report.json and dashboard.html`;
    const tag = more.failed > 0 ? "failure" : more.errored > 0 ? "error" : null;
    if (tag === "failure") out.failures++;
    else if (tag === "error") out.errors++;
    else out.skipped++;
    out.cases.push(
      `    <testcase classname="sessions" name="${rest} more sessions" time="0">${tag ? `<${tag} type="more" message="${msg}">${msg}</${tag}>` : `<skipped message="${msg}" />`}</testcase>`,
    );
  }
  return out;
}
