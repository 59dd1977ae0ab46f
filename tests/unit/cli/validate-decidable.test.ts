/**
 * `validate` says, before anything runs, which gated regression rule can never fail at the
 * scenario's sizes, what it needs and the fix (src/gate/decidable.ts); a scenario whose rules can
 * all decide gets no such line.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../src/cli/main.js";

const ROOT = resolve(".");

function scenario(): string {
  const dir = mkdtempSync(join(tmpdir(), "validate-sizes-"));
  const file = join(dir, "scenario.yaml");
  writeFileSync(
    file,
    `name: sizes
runtime: local
services:
  mock_llm: { ttft_ms: 40 }
pairs:
  - agent:
      name: echo-agent
      command: [node, /agent/agent.mjs]
      mount: ${join(ROOT, "examples/agents/echo-agent")}
    task: ${join(ROOT, "tasks/echo-bench")}
    sessions: 20
regression:
  on_missing: warn
  metrics:
    e2e_ms: { max_increase: 25%, statistic: p50 }
    pass_rate: { max_decrease: 0.2 }
`,
  );
  return file;
}

async function validate(file: string, sets: string[]): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...a) => void out.push(a.join(" ")));
  const code = await main(["validate", file, ...sets.flatMap((s) => ["--set", s])]);
  return { code, out };
}

afterEach(() => vi.restoreAllMocks());

describe("validate warns of a regression rule that cannot decide at the scenario's sizes", () => {
  it.each([
    [
      "10 sessions: the latency rule needs 20",
      ["pairs[0].sessions=10"],
      [
        "warning: regression rule e2e_ms p50 max_increase 25% cannot fail at these sizes: it needs 20 sessions a side (regression.min_samples), and the run plans 10. Fix: sessions: 20 or more on the pairs it gates (or regression.min_samples: 10, to gate from 10 a side)",
      ],
    ],
    [
      "a same-job comparison at 12 a side",
      ["pairs[0].sessions=12", "regression.compare_with.agent.name=oracle"],
      [
        "warning: regression rule e2e_ms p50 max_increase 25% cannot fail at these sizes: it needs 20 sessions a side (regression.min_samples), and the run plans 12. Fix: sessions: 20 or more on the pairs it gates (or regression.min_samples: 12, to gate from 12 a side)",
      ],
    ],
    [
      "3 sessions: the pass-rate rule cannot fail either",
      ["pairs[0].sessions=3"],
      [
        "warning: regression rule e2e_ms p50 max_increase 25% cannot fail at these sizes: it needs 20 sessions a side (regression.min_samples), and the run plans 3. Fix: sessions: 20 or more on the pairs it gates",
        "warning: regression rule pass_rate rate max_decrease 0.2 cannot fail at these sizes: it needs 4 sessions a side (fewer are not significant even if every session fails), and the run plans 3. Fix: sessions: 4 or more on the pairs it gates",
      ],
    ],
    ["20 sessions: every rule can decide", [], []],
    ["min_samples lowered to the plan's 12", ["pairs[0].sessions=12", "regression.min_samples=12"], []],
  ])(
    "%s",
    async (_, sets, warnings) => {
      const { code, out } = await validate(scenario(), sets);
      expect(code).toBe(0);
      expect(out.filter((l) => l.startsWith("warning: regression rule"))).toEqual(warnings);
      expect(out.at(-1)).toMatch(/^ok: sizes /);
    },
    30_000,
  );
});
