/**
 * Fuzz: shard merge. Two honest shard runs of a trusted scenario; each case mutates one or both
 * shards' events.jsonl (fields retyped or set to impossible values, infinities, spliced bytes,
 * lines moved, repeated, dropped or cut, claimed shard counts up to 1e9). The shard check either
 * accepts or refuses with one UserError line; the whole `merge` command, run in-process through the
 * CLI's own entry, exits 0, 1 or 2 — never 3, never a stack trace — and one line says why on 2.
 * Nothing allocates by a claimed count, so every case is bounded by the size of its files.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UserError } from "../../../src/errors.js";
import { checkedShards } from "../../../src/pipeline/merge.js";
import { runScenario } from "../../../src/pipeline/run.js";
import type { LoadedScenario } from "../../../src/scenario/model.js";
import { cli } from "../../support/cli-main.js";
import { jsonLinesMutation } from "../../support/json-mutations.js";
import { ECHO_TASK, inProcessRuntime, scenario } from "../../support/pipeline.js";
import { FUZZ_SEED } from "../../support/scenario-mutations.js";

let trusted: LoadedScenario;
/** Where each case's shard copies live: their events.jsonl is rewritten per case. */
let shardDirs: string[];
let honestTexts: string[];
let outRoot: string;

beforeAll(async () => {
  const s = await scenario(`
name: fuzz-merge
mode: multi_agent_multi_session
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 3
    n_concurrent: 3
  - agent: { name: oracle }
    task: ${ECHO_TASK}
    sessions: 2
    n_concurrent: 2
    tags: { scenario: b }
retry: { max_retries: 1, backoff_ms: 1 }
thresholds:
  pass_rate: ["rate>=0.7"]
regression: { on_missing: pass }
`);
  trusted = s.loaded;
  const root = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "fuzz-merge-"));
  outRoot = join(root, "out");
  shardDirs = [];
  honestTexts = [];
  for (const index of [1, 2]) {
    const r = await runScenario(s.loaded, {
      outDir: join(s.dir, `honest-${index}`),
      shard: { index, count: 2 },
      runtime: inProcessRuntime(
        () => 0,
        (spec) => (spec.index === 3 ? { status: "errored", bucket: "agent_exit", reward: null } : {}),
      ),
    });
    const to = join(root, `shard-${index}`);
    cpSync(r.runDir, to, { recursive: true });
    shardDirs.push(to);
    honestTexts.push(readFileSync(join(to, "events.jsonl"), "utf8"));
  }
}, 30_000);
afterEach(() => vi.restoreAllMocks());

/** Shard counts an artifact may claim: the plan's, and far past it. */
const claimedCount = fc.constantFrom(1, 2, 3, 5, 6, 1e7, 1e9, 2 ** 31, 0, -1);

/** Both shards' texts: one or both mutated, or one shard's claimed count rewritten. */
const shardTexts = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(jsonLinesMutation(honestTexts[0]), fc.constant(null)) },
    { weight: 2, arbitrary: fc.tuple(fc.constant(null), jsonLinesMutation(honestTexts[1])) },
    {
      weight: 2,
      arbitrary: fc.tuple(jsonLinesMutation(honestTexts[0]), jsonLinesMutation(honestTexts[1])),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(claimedCount, fc.nat({ max: 3 })).map(([count, index]) => {
        const text = honestTexts[0].replace(
          /"shard":\{"index":1,"count":2\}/,
          `"shard":{"index":${index},"count":${count}}`,
        );
        return [text, null] as [string, null];
      }),
    },
  );

function writeShards([a, b]: [string | null, string | null]): void {
  for (const [i, text] of [a, b].entries())
    writeFileSync(join(shardDirs[i], "events.jsonl"), text ?? honestTexts[i]);
}

describe("fuzz: shard merge", () => {
  it("the fuzz arbitraries are built on the honest shards", () => {
    expect(honestTexts).toHaveLength(2);
    expect(() => checkedShards(shardDirs, trusted)).not.toThrow();
  });

  it("1,500 mutated shard pairs through the shard check: accepted, or one UserError line naming the file", () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(shardTexts(), (texts) => {
        writeShards(texts);
        try {
          checkedShards(shardDirs, trusted);
          accepted++;
        } catch (e) {
          if (!(e instanceof UserError)) throw e;
          expect(e.line).toMatch(/\/shard-[12](\/events\.jsonl(:\d+)?)?: /);
          expect(e.line).not.toMatch(/[\r\n]/);
          expect(e.line.length).toBeLessThan(1000);
          refused++;
        }
      }),
      { seed: FUZZ_SEED + 40, numRuns: 1500, endOnFailure: true },
    );
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(500);
  }, 60_000);

  it("250 mutated shard pairs through `agent-loadtest merge`: exit 0, 1 or 2, one line on 2, never a crash", async () => {
    const codes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(shardTexts(), async (texts) => {
        writeShards(texts);
        const r = await cli(["merge", ...shardDirs, "--out", outRoot, "--scenario", trusted.file]);
        codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
        expect([0, 1, 2], r.lines.join("\n")).toContain(r.code);
        expect(r.lines.join("\n")).not.toMatch(/internal error|\n\s+at /);
        if (r.code === 2) expect(r.lines).toHaveLength(1);
      }),
      { seed: FUZZ_SEED + 41, numRuns: 250, endOnFailure: true },
    );
    expect(codes.get(2)).toBeGreaterThan(50);
    expect((codes.get(0) ?? 0) + (codes.get(1) ?? 0)).toBeGreaterThan(5);
  }, 120_000);
});
