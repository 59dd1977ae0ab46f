import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Baseline,
  baselineJsonSchema,
  buildBaseline,
  decodeHistogram,
  downsample,
  parseBaseline,
  readBaseline,
  readBaselineFile,
  serializeBaseline,
  writeBaseline,
} from "../../../src/baseline/index.js";
import { UserError } from "../../../src/errors.js";
import type { SessionRecord } from "../../../src/metrics/types.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const REPO = resolve(__dirname, "../../..");
const source = (run_id: string, time = "2026-01-01T00:00:00Z") => ({
  sha: `sha-${run_id}`,
  ref: "refs/heads/main",
  run_id,
  time,
});

function demoRun(run_id = "run-1", n = 20) {
  const sessions = Array.from({ length: n }, (_, i) =>
    session({
      task: `t${i % 4}`,
      pair: 0,
      tags: { scenario: "rag" },
      e2e_ms: 1000 + 10 * i,
      ttft_ms: 100 + i,
      status: i === 3 ? "failed" : i === 5 ? "errored" : "passed",
      bucket: i === 3 ? "task_failed" : i === 5 ? "env_build" : null,
      phases: { agent_exec: 800 + i },
      spans: { llm: 500 + i },
      start: i,
    }),
  );
  sessions.push(session({ warmup: true, e2e_ms: 99999 }));
  return makeRun(sessions, { run_id });
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "baseline-test-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("buildBaseline", () => {
  it("summarizes gated sessions, keeps samples, histograms and a history entry for this run", () => {
    const b = buildBaseline(demoRun(), null, source("run-1"), { labels: { model: "m1" } });
    expect(b.schemaVersion).toBe(1);
    expect(b.scenario).toEqual({ name: "demo", hash: "h1" });
    expect(b.source.run_id).toBe("run-1");
    expect(b.labels).toEqual({ model: "m1" });
    expect(b.summary.sessions).toBe(20); // warm-up excluded
    expect(b.summary.pass_rate).toBeCloseTo(18 / 20, 12);
    expect(b.summary.error_buckets).toEqual({ task_failed: 1, env_build: 1 });
    expect(b.samples).toHaveLength(20);
    expect(b.samples[0]).toEqual({
      task: "t0",
      pair: 0,
      tags: { scenario: "rag" },
      e2e_ms: 1000,
      ttft_ms: 100,
      pass: true,
      bucket: null,
    });
    expect(Object.keys(b.histograms).sort()).toEqual(["agent_exec_ms", "e2e_ms", "llm_ms", "ttft_ms"]);
    // Every judged session is in the histograms, the env_build one too: the samples behind the run's figures.
    expect(decodeHistogram(b.histograms.e2e_ms, "e2e_ms").count).toBe(20);
    expect(decodeHistogram(b.histograms.e2e_ms, "e2e_ms").count).toBe(b.summary.metrics.e2e_ms.count);
    // HDR keeps 3 significant digits
    expect(Math.abs(decodeHistogram(b.histograms.e2e_ms, "e2e_ms").percentile(100) / 1190 - 1)).toBeLessThan(
      1e-3,
    );
    expect(b.history).toHaveLength(1);
    expect(b.history[0]).toMatchObject({ run_id: "run-1", sha: "sha-run-1", sessions: 20 });
  });

  it("appends to the previous history, newest last, bounded", () => {
    let b: Baseline | null = null;
    for (let i = 1; i <= 5; i++)
      b = buildBaseline(demoRun(`run-${i}`), b, source(`run-${i}`), { maxHistory: 3 });
    expect(b!.history.map((h) => h.run_id)).toEqual(["run-3", "run-4", "run-5"]);
  });

  it("rebuilding from the same run replaces its entry instead of duplicating it", () => {
    const first = buildBaseline(demoRun("run-1"), null, source("run-1"));
    const again = buildBaseline(demoRun("run-1"), first, source("run-1"));
    expect(again.history.map((h) => h.run_id)).toEqual(["run-1"]);
  });

  it("starts a new history when the scenario hash changed", () => {
    const old = buildBaseline(demoRun("run-1"), null, source("run-1"));
    const changed = { ...demoRun("run-2"), scenario: { name: "demo", hash: "h2" } };
    expect(buildBaseline(changed, old, source("run-2")).history.map((h) => h.run_id)).toEqual(["run-2"]);
  });

  it("keeps the labels of the previous baseline unless given new ones", () => {
    const first = buildBaseline(demoRun(), null, source("run-1"), { labels: { model: "m1" } });
    expect(buildBaseline(demoRun("run-2"), first, source("run-2")).labels).toEqual({ model: "m1" });
  });

  it.each([
    ["no sessions", () => makeRun([])],
    ["only crashed sessions", () => makeRun([session({ status: "errored", bucket: "agent_exit" })])],
  ])("a run with %s has no latency samples of a completed session and is refused (exit 2)", (_name, run) => {
    expect(() => buildBaseline(run(), null, source("run-0"))).toThrow(
      expect.objectContaining({ exitCode: 2, message: expect.stringMatching(/no latency samples/) }),
    );
  });
});

describe("downsample: capped samples keep task balance", () => {
  const sessions = (counts: Record<string, number>): SessionRecord[] =>
    Object.entries(counts).flatMap(([task, n]) =>
      Array.from({ length: n }, (_, i) => session({ task, start: i })),
    );
  const tally = (list: SessionRecord[]) => {
    const out: Record<string, number> = {};
    for (const s of list) out[s.task] = (out[s.task] ?? 0) + 1;
    return out;
  };
  it.each([
    [{ a: 10, b: 10 }, 100, { a: 10, b: 10 }],
    [{ a: 100, b: 100 }, 50, { a: 25, b: 25 }],
    [{ a: 5, b: 100, c: 100 }, 45, { a: 5, b: 20, c: 20 }],
    [{ a: 100, b: 100, c: 100 }, 10, { a: 4, b: 3, c: 3 }],
    [{ a: 1000 }, 2000, { a: 1000 }],
  ])("%j capped at %d → %j", (counts, cap, expected) => {
    const out = downsample(sessions(counts), cap);
    expect(tally(out)).toEqual(expected);
    expect(downsample(sessions(counts), cap).map((s) => [s.task, s.start])).toEqual(
      out.map((s) => [s.task, s.start]),
    );
  });
  it("spreads the kept sessions over the run's time", () => {
    const kept = downsample(sessions({ a: 100 }), 4).map((s) => s.start);
    expect(kept).toEqual([12, 37, 62, 87]);
  });
  it("buildBaseline caps samples at 2000 by default", () => {
    const big = makeRun(
      Array.from({ length: 2500 }, (_, i) => session({ task: `t${i % 7}`, start: i, e2e_ms: i + 1 })),
    );
    const b = buildBaseline(big, null, source("big"));
    expect(b.samples).toHaveLength(2000);
    expect(b.summary.sessions).toBe(2500);
    expect(decodeHistogram(b.histograms.e2e_ms, "e2e_ms").count).toBe(2500);
  });
});

describe("writeBaseline / readBaseline", () => {
  const expected = { name: "demo", hash: "h1" };

  it("round-trips, and a missing file reads as null", () => {
    const path = join(dir, "baselines", "demo.json");
    expect(readBaseline(path, expected)).toBeNull();
    const b = buildBaseline(demoRun(), null, source("run-1"));
    writeBaseline(path, b);
    expect(readBaseline(path, expected)).toEqual(b);
  });

  it("writing twice keeps both runs in the history", () => {
    const path = join(dir, "demo.json");
    writeBaseline(path, buildBaseline(demoRun("run-1"), readBaseline(path, expected), source("run-1")));
    writeBaseline(path, buildBaseline(demoRun("run-2"), readBaseline(path, expected), source("run-2")));
    expect(readBaseline(path, expected)!.history.map((h) => h.run_id)).toEqual(["run-1", "run-2"]);
  });

  it("writes stable text: 2-space JSON, trailing newline, sorted records, schema key order", () => {
    const path = join(dir, "demo.json");
    const b = buildBaseline(demoRun(), null, source("run-1"), { labels: { z: "1", a: "2" } });
    writeBaseline(path, b);
    const text = readFileSync(path, "utf8");
    expect(text.endsWith("}\n")).toBe(true);
    expect(text.startsWith('{\n  "schemaVersion": 1,\n  "scenario": {')).toBe(true);
    expect(text).toContain('"labels": {\n    "a": "2",\n    "z": "1"\n  }');
    // Same baseline with records in another insertion order: same bytes.
    const shuffled = {
      ...b,
      labels: { a: "2", z: "1" },
      summary: { ...b.summary, error_buckets: { env_build: 1, task_failed: 1 } },
    };
    expect(serializeBaseline(shuffled)).toBe(text);
  });

  it("a crash before the rename (the commit point) leaves the old file intact and no temp file behind", () => {
    const path = join(dir, "demo.json");
    const old = buildBaseline(demoRun("run-1"), null, source("run-1"));
    writeBaseline(path, old);
    const before = readFileSync(path, "utf8");
    let tempSeen = "";
    expect(() =>
      writeBaseline(path, buildBaseline(demoRun("run-2"), old, source("run-2")), {
        beforeRename(temp) {
          tempSeen = temp;
          expect(dirname(temp)).toBe(dir); // same directory: rename is atomic
          expect(readFileSync(temp, "utf8")).toContain("run-2"); // complete before the commit point
          throw new Error("killed");
        },
      }),
    ).toThrow("killed");
    expect(readFileSync(path, "utf8")).toBe(before);
    expect(existsSync(tempSeen)).toBe(false);
    expect(readBaseline(path, expected)!.source.run_id).toBe("run-1");
  });

  it("a writer SIGKILLed at the commit point leaves the old baseline intact, and the next write succeeds", async () => {
    const path = join(dir, "demo.json");
    writeBaseline(path, buildBaseline(demoRun("run-0"), null, source("run-0")));
    const before = readFileSync(path, "utf8");
    const child = spawn(process.execPath, [compileWriterDriver(dir), path], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    // The child writes a large baseline to its temp file, says "commit" and waits before the rename.
    await new Promise<void>((ok) =>
      child.stdout!.on("data", (d: Buffer) => d.toString().includes("commit") && ok()),
    );
    child.kill("SIGKILL");
    await new Promise((ok) => child.once("exit", ok));

    expect(readFileSync(path, "utf8")).toBe(before);
    const stale = readdirSync(dir).filter((f) => f.endsWith(".tmp"));
    expect(stale).toHaveLength(1); // a real kill leaves its temp file; it never shadows the baseline
    expect(readBaseline(path, expected)!.source.run_id).toBe("run-0");

    writeBaseline(path, buildBaseline(demoRun("run-1"), readBaseline(path, expected), source("run-1")));
    expect(readBaseline(path, expected)!.history.map((h) => h.run_id)).toEqual(["run-0", "run-1"]);
  }, 30_000);
});

describe("readBaseline refuses what it cannot trust", () => {
  const valid = () => buildBaseline(demoRun(), null, source("run-1"));
  const write = (content: unknown) => {
    const path = join(dir, "demo.json");
    writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
    return path;
  };
  const cases: Array<[name: string, content: () => unknown, field: string | undefined, message: RegExp]> = [
    ["invalid JSON", () => "{ not json", undefined, /invalid JSON/],
    ["not an object", () => "[1, 2]", undefined, /must be a JSON object/],
    [
      "no schemaVersion",
      () => ({ ...valid(), schemaVersion: undefined }),
      "schemaVersion",
      /missing schemaVersion/,
    ],
    [
      "a future schemaVersion",
      () => ({ ...valid(), schemaVersion: 2 }),
      "schemaVersion",
      /schemaVersion 2 is newer .* upgrade/,
    ],
    [
      "an unknown schemaVersion",
      () => ({ ...valid(), schemaVersion: "one" }),
      "schemaVersion",
      /unknown schemaVersion "one"/,
    ],
    [
      "another scenario hash",
      () => ({ ...valid(), scenario: { name: "demo", hash: "other" } }),
      "scenario.hash",
      /recorded for scenario hash other.*now hashes to h1.*baseline update/,
    ],
    [
      "another scenario name",
      () => ({ ...valid(), scenario: { name: "other", hash: "h1" } }),
      "scenario.name",
      /for scenario "other", not "demo"/,
    ],
    [
      "a field of the wrong type",
      () => ({ ...valid(), summary: { ...valid().summary, sessions: -1 } }),
      "summary.sessions",
      /.+/,
    ],
    ["a broken sample", () => ({ ...valid(), samples: [{ task: "t" }] }), "samples[0].pair", /.+/],
    [
      "a hand-edited percentile",
      () => ({ ...valid(), summary: { ...valid().summary, metrics: { e2e_ms: { p95: "fast" } } } }),
      "summary.metrics.e2e_ms.count",
      /.+/,
    ],
    [
      "a histogram that does not decode",
      () => ({ ...valid(), histograms: { ...valid().histograms, llm_ms: "bm90IGEgaGlzdG9ncmFt" } }),
      "histograms.llm_ms",
      /not an encoded histogram/,
    ],
  ];
  it.each(cases)("%s → UserError naming the file and field", (_name, content, field, message) => {
    const path = write(content());
    let err: unknown;
    try {
      readBaseline(path, { name: "demo", hash: "h1" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(UserError);
    const u = err as UserError;
    expect(u.exitCode).toBe(2);
    expect(u.where).toBe(path);
    expect(u.field).toBe(field);
    expect(u.message).toMatch(message);
    expect(u.line).toContain(path);
  });
  it("readBaselineFile skips the scenario check (baseline update across a scenario change)", () => {
    const path = write({ ...valid(), scenario: { name: "demo", hash: "other" } });
    expect(readBaselineFile(path)!.scenario.hash).toBe("other");
  });
});

describe("migration of older baselines", () => {
  const v0 = {
    schemaVersion: 0,
    scenario: "demo",
    scenario_hash: "h1",
    commit: "abc123",
    run_id: "old-run",
    created_at: "2025-06-01T12:00:00Z",
    sessions: 3,
    pass_rate: 2 / 3,
    error_buckets: { task_failed: 1 },
    metrics: {
      e2e_ms: { count: 3, min: 900, mean: 1000, p50: 1000, p90: 1080, p95: 1090, p99: 1098, max: 1100 },
    },
    samples: [
      { task: "a", e2e_ms: 900, ttft_ms: 90, passed: true },
      { task: "b", e2e_ms: 1000, passed: true },
      { task: "c", e2e_ms: 1100, ttft_ms: 110, passed: false },
    ],
  };
  it("v0 → v1: nests scenario and source, keeps samples, rebuilds histograms, seeds the history", () => {
    const path = join(dir, "demo.json");
    writeFileSync(path, JSON.stringify(v0));
    const b = readBaseline(path, { name: "demo", hash: "h1" })!;
    expect(b.schemaVersion).toBe(1);
    expect(b.scenario).toEqual({ name: "demo", hash: "h1" });
    expect(b.source).toEqual({ sha: "abc123", ref: null, run_id: "old-run", time: "2025-06-01T12:00:00Z" });
    expect(b.samples[2]).toEqual({
      task: "c",
      pair: 0,
      e2e_ms: 1100,
      ttft_ms: 110,
      pass: false,
      bucket: "task_failed",
    });
    expect(b.samples[1].ttft_ms).toBeNull();
    expect(decodeHistogram(b.histograms.e2e_ms, "e2e_ms").count).toBe(3);
    expect(decodeHistogram(b.histograms.ttft_ms, "ttft_ms").count).toBe(2);
    expect(b.history).toEqual([
      {
        time: "2025-06-01T12:00:00Z",
        sha: "abc123",
        run_id: "old-run",
        sessions: 3,
        pass_rate: 2 / 3,
        e2e_p50: 1000,
        e2e_p95: 1090,
        ttft_p95: null,
      },
    ]);
  });
  it("a migrated baseline is then extended like any other", () => {
    const migrated = parseBaseline(JSON.stringify(v0), "demo.json");
    const next = buildBaseline(demoRun("run-1"), migrated, source("run-1"));
    expect(next.history.map((h) => h.run_id)).toEqual(["old-run", "run-1"]);
  });
  it("a malformed v0 file names the field", () => {
    expect(() => parseBaseline(JSON.stringify({ ...v0, scenario_hash: undefined }), "demo.json")).toThrow(
      expect.objectContaining({ field: "scenario_hash" }),
    );
  });
});

describe("schemas/baseline.schema.json", () => {
  it("is the JSON Schema generated from the zod schema (regenerate with WRITE_SCHEMAS=1)", () => {
    const file = join(REPO, "schemas", "baseline.schema.json");
    const generated = `${JSON.stringify(baselineJsonSchema(), null, 2)}\n`;
    if (process.env.WRITE_SCHEMAS === "1") {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, generated);
    }
    expect(readFileSync(file, "utf8")).toBe(generated);
  });
  it("accepts a built baseline (checked with ajv, as editors and other tools would)", async () => {
    const { default: Ajv2020 } = await import("ajv/dist/2020.js");
    const ajv = new (Ajv2020 as unknown as typeof import("ajv").default)({ strict: false });
    const validate = ajv.compile(baselineJsonSchema());
    const b = JSON.parse(serializeBaseline(buildBaseline(demoRun(), null, source("run-1"))));
    expect(validate(b), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...b, schemaVersion: 2 })).toBe(false);
  });
});

/**
 * The writer as a plain Node program for the kill test: transpile the baseline store and its
 * imports into a temp dir that resolves `zod` and `hdr-histogram-js` from this repository.
 */
function compileWriterDriver(root: string): string {
  const out = join(root, "driver");
  // The store and every module it imports, followed from src/baseline/ (figures come from their one
  // definition in src/metrics/figures.ts, so the closure reaches beyond the folder).
  const files = new Set(readdirSync(join(REPO, "src/baseline")).map((f) => `src/baseline/${f}`));
  for (const f of files) {
    const source = readFileSync(join(REPO, f), "utf8");
    for (const [, spec] of source.matchAll(/from "(\.{1,2}\/[^"]+)\.js"/g))
      files.add(join(dirname(f), `${spec}.ts`));
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(out, f.replace(/\.ts$/, ".js"));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, js);
  }
  writeFileSync(join(out, "package.json"), '{ "type": "module" }\n');
  symlinkSync(join(REPO, "node_modules"), join(out, "node_modules"), "dir");
  const driver = join(out, "writer.js");
  writeFileSync(
    driver,
    `import { readBaselineFile, writeBaseline } from "./src/baseline/index.js";
const path = process.argv[2];
const b = readBaselineFile(path);
b.source = { ...b.source, run_id: "killed" };
const sample = b.samples[0];
const big = { ...b, samples: Array.from({ length: 30000 }, (_, i) => ({ ...sample, task: "task-" + (i % 97), e2e_ms: i })) };
writeBaseline(path, big, {
  beforeRename() {
    process.stdout.write("commit\\n");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20000);
  },
});
`,
  );
  return driver;
}
