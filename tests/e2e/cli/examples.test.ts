/**
 * Every shipped example, run through the built CLI, ends with the exit code its header gives, for the
 * reason it gives. Where an example's point is its shape (stages, a strategy, a mix), the suite runs it
 * scaled down with `--set` — the same stages, strategy and rule kinds, shorter holds or fewer sessions —
 * and checks the shape in report.json. Its absolute latency SLOs measure the runner, not the example:
 * here each must be present and evaluated, and every other check must end as the header says; whether
 * they hold at full size on a given runner is `npm run bench:examples` (bench/examples).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type GateCheck, isLatencySlo } from "../latency-slo.js";

const CLI = resolve("dist/cli.js");
const EXAMPLES = resolve("examples");
/** Two at a time: the runner has two cores, and most examples spend them starting agent processes. */
const LANES = 2;

interface Stage {
  stage: number;
  concurrency: number;
  sessions: number;
  duration_s: number;
  slo: "pass" | "fail" | null;
  breaching_metric: string | null;
}
interface Report {
  sessions: { total: number; passed: number };
  breakdown: Record<string, Record<string, { sessions: number }>>;
  open_loop: { sessions: number; offered_sps: number } | null;
  stages: {
    strategy: string;
    steps: Stage[];
    max_sustainable_concurrency: number | null;
    breaching_metric: string | null;
  } | null;
  gate: { status: string; checks: GateCheck[] };
}

interface SuiteRun {
  /** `--set` overrides that scale the run down and keep its shape; none: it runs as shipped. */
  set?: string[];
  /** What the example shows, checked on its report; machine speed must not decide it. */
  shape?: (r: Report) => void;
}

/** One row per shipped example: how the suite runs it. Docker and real agents first: they take longest. */
const SUITE: Record<string, SuiteRun> = {
  // The three agents side by side, one session each instead of four: the tool-span count scales with them.
  "agents.yaml": {
    set: [
      "pairs[0].sessions=1",
      "pairs[1].sessions=1",
      "pairs[2].sessions=1",
      'thresholds.tool_ms=["count>=3"]',
    ],
    shape: (r) => {
      expect(r.sessions).toMatchObject({ total: 3, passed: 3 });
      expect(Object.keys(r.breakdown.agent ?? {}).sort()).toEqual(["claude-code", "codex", "qwen-code"]);
    },
  },
  // Its regression rules decide only at the shipped 20 sessions a side: as shipped.
  "pr-smoke.yaml": {},
  // The 60/30/10 mix at a fifth of its sessions: split exactly by weight.
  "mix.yaml": {
    set: ["pairs[0].sessions=6", "pairs[1].sessions=3", "pairs[2].sessions=1"],
    shape: (r) =>
      expect(r.breakdown.scenario).toMatchObject({
        echo: { sessions: 6 },
        hello: { sessions: 3 },
        tools: { sessions: 1 },
      }),
  },
  // The five journeys at a fifth of their sessions, still 40/25/20/10/5.
  "http-service.yaml": {
    set: [
      "pairs[0].sessions=8",
      "pairs[1].sessions=5",
      "pairs[2].sessions=4",
      "pairs[3].sessions=2",
      "pairs[4].sessions=1",
    ],
    shape: (r) =>
      expect(r.breakdown.scenario).toMatchObject({
        short_planning: { sessions: 8 },
        rag_answer: { sessions: 5 },
        tool_heavy: { sessions: 4 },
        long_context_review: { sessions: 2 },
        interactive_revision: { sessions: 1 },
      }),
  },
  // Every stage a fifth as long: up 1 → 4 → 8 and down to 2, each held at least its hold.
  "ramp.yaml": {
    set: [
      "load.stages=[{concurrency: 1, hold_sec: 2}, {concurrency: 4, hold_sec: 3}, {concurrency: 8, hold_sec: 3}, {concurrency: 2, hold_sec: 2}]",
      "load.warmup_sec=0.4",
    ],
    shape: (r) => {
      expect(r.stages?.strategy).toBe("ramp");
      expect(r.stages?.steps.map((s) => s.concurrency)).toEqual([1, 4, 8, 2]);
      r.stages?.steps.forEach((s, i) => {
        expect(s.duration_s, `stage ${s.stage}`).toBeGreaterThanOrEqual([2, 3, 3, 2][i] - 0.01);
      });
    },
  },
  // Poisson arrivals at the shipped 2/s for 12 s instead of 60: open loop, offered at its rate.
  "rate.yaml": {
    set: ["load.duration_sec=12", "load.warmup_sec=1"],
    shape: (r) => {
      expect(r.open_loop?.sessions).toBeGreaterThanOrEqual(12);
      expect(r.open_loop?.offered_sps).toBeGreaterThan(1);
      expect(r.open_loop?.offered_sps).toBeLessThan(3);
    },
  },
  // The same four stages at one round of sessions each instead of three or four. Where the SLO breaks
  // is the runner's headroom (bench:examples measures it); the probe's logic is not.
  "find-max.yaml": {
    set: [
      "load.stages=[{concurrency: 2, sessions: 2}, {concurrency: 4, sessions: 4}, {concurrency: 8, sessions: 8}, {concurrency: 16, sessions: 16}]",
    ],
    shape: (r) => expectFindMaxShape(r, [2, 4, 8, 16]),
  },
  "gateway.yaml": {},
  "compare.yaml": {},
  "quickstart.yaml": {},
  "target-evidence.yaml": {},
};

/**
 * find_max climbs the stages until one breaks its SLO, then bisects between the last that held and the
 * first that broke; the answer is the highest concurrency that held below the first break.
 */
function expectFindMaxShape(r: Report, climb: number[]): void {
  expect(r.stages?.strategy).toBe("find_max");
  const steps = r.stages?.steps ?? [];
  for (const s of steps) expect(s.slo, `stage ${s.stage}`).toMatch(/^(pass|fail)$/);
  const firstFail = steps.find((s) => s.slo === "fail");
  const climbed = steps.slice(0, firstFail ? steps.indexOf(firstFail) + 1 : steps.length);
  expect(climbed.map((s) => s.concurrency)).toEqual(climb.slice(0, climbed.length));
  if (!firstFail) {
    expect(climbed).toHaveLength(climb.length);
    expect(r.stages?.max_sustainable_concurrency).toBe(climb.at(-1));
    return;
  }
  expect(firstFail.breaching_metric).toMatch(/^(ttft_ms|pass_rate)$/);
  expect(r.stages?.breaching_metric).toBe(firstFail.breaching_metric);
  const held = steps.filter((s) => s.slo === "pass" && s.concurrency < firstFail.concurrency);
  const answer = held.length ? Math.max(...held.map((s) => s.concurrency)) : null;
  expect(r.stages?.max_sustainable_concurrency).toBe(answer);
  const lastHeld = climbed.at(-2)?.concurrency;
  // bisect: true probes between the last stage that held and the first that broke
  if (lastHeld !== undefined && firstFail.concurrency - lastHeld > 1) {
    const probes = steps.slice(climbed.length).map((s) => s.concurrency);
    expect(probes.length).toBeGreaterThan(0);
    for (const c of probes) {
      expect(c).toBeGreaterThan(lastHeld);
      expect(c).toBeLessThan(firstFail.concurrency);
    }
  }
}

/** Every shipped example says in its header which exit code it ends with, and why. */
function expectedExit(file: string): number | null {
  const m = /^# Expected exit: (\d+) \(.+\)$/m.exec(readFileSync(join(EXAMPLES, file), "utf8"));
  return m ? Number(m[1]) : null;
}

/** The example's absolute latency SLOs as `metric rule`, sorted, from the file itself. */
function latencySlos(file: string): string[] {
  const doc = parse(readFileSync(join(EXAMPLES, file), "utf8")) as {
    thresholds?: Record<string, string | { threshold: string } | (string | { threshold: string })[]>;
  };
  return Object.entries(doc.thresholds ?? {})
    .flatMap(([metric, rules]) =>
      [rules]
        .flat()
        .map((r) => ({ kind: "threshold", metric, rule: typeof r === "string" ? r : r.threshold })),
    )
    .filter(isLatencySlo)
    .map((c) => `${c.metric} ${c.rule}`)
    .sort();
}

let free = LANES;
const waiting: (() => void)[] = [];
async function inLane<T>(fn: () => Promise<T>): Promise<T> {
  if (free === 0) await new Promise<void>((r) => waiting.push(r));
  else free--;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free++;
  }
}

function run(file: string, set: string[], out: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CLI, "run", join("examples", file), "--out", out, "--quiet", ...set.flatMap((s) => ["--set", s])],
      // a bound on a hung run, far above any example's length
      { timeout: 240_000, maxBuffer: 16 << 20 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
        done({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

function reportOf(output: string): Report {
  const file = /\(json: (\S+report\.json)\)/.exec(output)?.[1];
  expect(file, output).toBeDefined();
  return JSON.parse(readFileSync(resolve(file as string), "utf8")) as Report;
}

const files = readdirSync(EXAMPLES).filter((f) => f.endsWith(".yaml"));
const ordered = [
  ...Object.keys(SUITE).filter((f) => files.includes(f)),
  ...files.filter((f) => !(f in SUITE)),
];

describe("every shipped example ends as its header says", () => {
  it("finds the examples, each with an `# Expected exit: N (why)` header line and a row in SUITE", () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.filter((f) => expectedExit(f) === null)).toEqual([]);
    expect(files.filter((f) => !(f in SUITE))).toEqual([]);
    expect(Object.keys(SUITE).filter((f) => !files.includes(f))).toEqual([]);
  });

  const out = mkdtempSync(join(tmpdir(), "examples-"));
  for (const file of ordered) {
    const { set = [], shape } = SUITE[file] ?? {};
    const scaled = set.length ? ", scaled down," : "";
    it.concurrent(`npx agent-loadtest run examples/${file}${scaled} ends with its header's code`, async () => {
      const r = await inLane(() => run(file, set, out));
      const report = reportOf(r.output);
      const latency = report.gate.checks.filter(isLatencySlo);
      const others = report.gate.checks.filter((c) => !isLatencySlo(c));
      // Its latency SLOs are all there and were evaluated on data.
      expect(latency.map((c) => `${c.metric} ${c.rule}`).sort()).toEqual(latencySlos(file));
      for (const c of latency) {
        expect(c.observed, `${c.metric} ${c.rule}`).toBeTypeOf("number");
        expect(c.status, `${c.metric} ${c.rule}`).toMatch(/^(pass|fail)$/);
      }
      if (expectedExit(file) === 0) {
        expect(others.filter((c) => c.status === "fail").map((c) => `${c.kind} ${c.metric}`)).toEqual([]);
      }
      // The exit is the verdict's: the header's code, or 1 when only an absolute latency SLO missed.
      const missed = latency.some((c) => c.status === "fail");
      expect(r.code, r.output).toBe(missed && expectedExit(file) === 0 ? 1 : expectedExit(file));
      expect(report.gate.status === "fail", r.output).toBe(r.code === 1);
      shape?.(report);
    }, 600_000);
  }
});
