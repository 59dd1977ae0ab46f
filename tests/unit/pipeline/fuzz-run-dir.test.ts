/**
 * Fuzz: mutated events.jsonl and baseline files through `agent-loadtest report` (in-process, the
 * command's own entry). Every case exits 0, 1 or 2 — with one line on 2 — and never crashes; a
 * baseline file is never rewritten by a report, and a bad one is refused naming its first bad field.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ScenarioSchema } from "../../../src/scenario/schema.js";
import { cli } from "../../support/cli-main.js";
import { anyValue, mutateJson, spliceText, textEdit } from "../../support/json-mutations.js";
import { HOSTILE, synthEvents } from "../../support/report-synthetic.js";
import { BASE, FUZZ_SEED } from "../../support/scenario-mutations.js";

let root: string;
let runDir: string;
let baselineDir: string;
let eventsText: string;
let baselineText: string;

afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "fuzz-run-dir-"));
  runDir = join(root, "run");
  baselineDir = join(root, "baselines");
  mkdirSync(runDir);
  const events = synthEvents({
    sessions: 24,
    concurrency: 4,
    fails: (i) => i % 5 === 0,
    error: () => HOSTILE,
    bucketOf: (i) => (i % 2 === 0 ? "task_failed" : "http_5xx"),
  });
  const scenario = ScenarioSchema.parse({ ...BASE, name: "synthetic" });
  events[0] = { ...events[0], scenario } as (typeof events)[0];
  eventsText = events.map((e) => `${JSON.stringify(e)}\n`).join("");
  writeFileSync(join(runDir, "events.jsonl"), eventsText);
  const made = await cli(["baseline", "update", runDir, "--baseline-dir", baselineDir]);
  expect(made.code, made.lines.join("\n")).toBe(0);
  baselineText = readFileSync(join(baselineDir, "synthetic.json"), "utf8");
});

const eventsMutation = fc.oneof(
  fc.tuple(fc.nat(), fc.nat(), anyValue).map(([line, pick, to]) => {
    const lines = eventsText.trimEnd().split("\n");
    const i = line % lines.length;
    lines[i] = JSON.stringify(mutateJson(JSON.parse(lines[i]), pick, to)) ?? "null";
    return `${lines.join("\n")}\n`;
  }),
  textEdit.map((e) => spliceText(eventsText, e)),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => {
    // a line repeated or moved: the same session twice, an end before its start
    const lines = eventsText.trimEnd().split("\n");
    lines.splice(b % lines.length, 0, lines[a % lines.length]);
    return `${lines.join("\n")}\n`;
  }),
  fc.nat().map((n) => eventsText.slice(0, n % eventsText.length)),
);

describe("fuzz: events.jsonl and baseline files", () => {
  it("120 mutated events.jsonl: report exits 0, 1 or 2 (one line), never crashes", async () => {
    const codes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(eventsMutation, async (text) => {
        writeFileSync(join(runDir, "events.jsonl"), text);
        const r = await cli(["report", runDir, "--baseline-dir", baselineDir]);
        codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
        expect([0, 1, 2], r.lines.join("\n")).toContain(r.code);
        if (r.code === 2) {
          expect(r.lines).toHaveLength(1);
          expect(r.lines[0]).toMatch(/^error: \S+/);
          expect(r.lines[0]).not.toMatch(/\n/);
        }
      }),
      { seed: FUZZ_SEED + 2, numRuns: 120, endOnFailure: true },
    );
    expect(codes.get(2)).toBeGreaterThan(0);
    expect((codes.get(0) ?? 0) + (codes.get(1) ?? 0)).toBeGreaterThan(0);
  }, 60_000);

  const baselineMutation = fc.oneof(
    {
      arbitrary: fc
        .tuple(fc.nat(), anyValue)
        .map(([pick, to]) => JSON.stringify(mutateJson(JSON.parse(baselineText), pick, to), null, 2)),
      weight: 4,
    },
    { arbitrary: textEdit.map((e) => spliceText(baselineText, e)), weight: 1 },
  );

  it("120 mutated baselines: report exits 0, 1 or 2, names the first bad field, leaves the file as it was", async () => {
    writeFileSync(join(runDir, "events.jsonl"), eventsText);
    const dir = join(root, "fuzzed-baselines");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, "synthetic.json");
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(baselineMutation, async (text) => {
        writeFileSync(file, text);
        const r = await cli(["report", runDir, "--baseline-dir", dir]);
        expect([0, 1, 2], r.lines.join("\n")).toContain(r.code);
        expect(readFileSync(file, "utf8")).toBe(text);
        if (r.code === 2) {
          refused++;
          expect(r.lines).toHaveLength(1);
          // file, then the JSON path of the field (or what is wrong with the whole file)
          expect(r.lines[0]).toMatch(
            new RegExp(
              `^error: ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: (\\S+: |invalid JSON|a baseline must|baseline (is|was) )`,
            ),
          );
        }
      }),
      { seed: FUZZ_SEED + 3, numRuns: 120, endOnFailure: true },
    );
    expect(refused).toBeGreaterThan(0);
    // baseline update refuses it too, and leaves it as it was
    const corrupt = baselineText.replace('"pass_rate":', '"pass_rate": "high", "x":');
    writeFileSync(file, corrupt);
    const update = await cli(["baseline", "update", runDir, "--baseline-dir", dir]);
    expect(update.code).toBe(2);
    expect(readFileSync(file, "utf8")).toBe(corrupt);
  }, 60_000);
});
