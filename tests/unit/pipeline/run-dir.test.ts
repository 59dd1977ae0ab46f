import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SessionOutcome } from "../../../src/events/events.js";
import { cpuPercent } from "../../../src/pipeline/host-sampler.js";
import { createRunDir, runDirName } from "../../../src/pipeline/run-dir.js";
import { withReplayMismatch, withRootCause } from "../../../src/pipeline/session.js";
import { makeRedactor } from "../../../src/secrets.js";

describe("run directories", () => {
  it("are named <scenario>__<UTC date>__<time>", () => {
    expect(runDirName("smoke", new Date("2026-11-30T02:49:21.500Z"))).toBe("smoke__2026-11-30__02-49-21");
  });

  it("never overwrite one another: runs in the same second get -1, -2", () => {
    const out = mkdtempSync(join(tmpdir(), "runs-"));
    const at = new Date("2026-01-02T03:04:05Z");
    const dirs = [1, 2, 3].map(() => basename(createRunDir(out, "s", at)));
    expect(dirs).toEqual([
      "s__2026-01-02__03-04-05",
      "s__2026-01-02__03-04-05-1",
      "s__2026-01-02__03-04-05-2",
    ]);
    expect(readdirSync(out)).toHaveLength(3);
  });
});

describe("redaction", () => {
  it.each([
    { secrets: ["sk-live-1234"], text: "key=sk-live-1234 ok", want: "key=*** ok" },
    { secrets: ['pa"ss\\word'], text: JSON.stringify({ v: 'pa"ss\\word' }), want: '{"v":"***"}' },
    { secrets: ["abc"], text: "abc", want: "abc" },
    { secrets: ["token-a", "token-a-longer"], text: "token-a-longer token-a", want: "*** ***" },
    { secrets: [], text: "nothing", want: "nothing" },
  ])("masks $secrets in $text", ({ secrets, text, want }) => {
    expect(makeRedactor(secrets)(text)).toBe(want);
  });
});

describe("root cause of an agent exit", () => {
  const llm = (ok: boolean, error_class: string | null, end: number) => ({
    kind: "llm" as const,
    name: "c",
    start: 0,
    end,
    ok,
    error_class,
  });
  const exit: SessionOutcome = {
    status: "errored" as const,
    reward: null,
    bucket: "agent_exit" as const,
    error: "agent exited with 1",
  };
  it.each([
    {
      name: "the last failed LLM call names it",
      spans: [llm(false, "llm_server_error", 1), llm(false, "llm_rate_limited", 2)],
      bucket: "llm_rate_limited",
    },
    { name: "successful calls do not", spans: [llm(true, null, 1)], bucket: "agent_exit" },
    { name: "an unknown error class does not", spans: [llm(false, "weird_thing", 1)], bucket: "agent_exit" },
    { name: "no spans, no change", spans: [], bucket: "agent_exit" },
  ])("$name", ({ spans, bucket }) => {
    expect(withRootCause(exit, spans).bucket).toBe(bucket);
  });
  it("leaves other buckets alone", () => {
    expect(
      withRootCause({ ...exit, bucket: "agent_timeout" }, [llm(false, "llm_rate_limited", 1)]).bucket,
    ).toBe("agent_timeout");
  });
});

describe("a replay mismatch", () => {
  const exit: SessionOutcome = { status: "errored", reward: null, bucket: "agent_exit", error: "exit 1" };
  const passed: SessionOutcome = { status: "passed", reward: 1, bucket: null, error: null };
  it.each([
    ["a session that passed anyway", passed],
    ["an agent that exited on the error", exit],
    ["a verifier that said no", { status: "failed", reward: 0, bucket: "task_failed", error: "reward 0" }],
  ] as [string, SessionOutcome][])("%s is replay_mismatch, the mismatch its error", (_, outcome) => {
    expect(withReplayMismatch(outcome, "request 2 differs at model (field: model)")).toMatchObject({
      status: "errored",
      bucket: "replay_mismatch",
      error: "replay: request 2 differs at model (field: model)",
    });
  });
  it("an interrupt still wins; no mismatch changes nothing", () => {
    const cut: SessionOutcome = { status: "errored", reward: null, bucket: "interrupted", error: "x" };
    expect(withReplayMismatch(cut, "m")).toBe(cut);
    expect(withReplayMismatch(exit, null)).toBe(exit);
  });
});

describe("host CPU share", () => {
  it.each([
    { a: { busy: 0, total: 0 }, b: { busy: 50, total: 100 }, want: 50 },
    { a: { busy: 10, total: 100 }, b: { busy: 10, total: 200 }, want: 0 },
    { a: { busy: 0, total: 0 }, b: { busy: 0, total: 0 }, want: 0 },
    { a: { busy: 0, total: 0 }, b: { busy: 2, total: 3 }, want: 66.7 },
  ])("$a → $b is $want%", ({ a, b, want }) => expect(cpuPercent(a, b)).toBe(want));
});
