/**
 * The workload a baseline keeps beside its scenario hash: the hashed fields as `path → JSON value`,
 * secrets masked, bounded in count and size, and the field-by-field difference a refusal names.
 */
import { describe, expect, it } from "vitest";
import {
  scenarioFingerprint,
  scenarioHash,
  WORKLOAD_LIMITS,
  workloadChanges,
  workloadFields,
} from "../../../src/scenario/fingerprint.js";
import { SECRET_MASK } from "../../../src/secrets.js";

const fields = (doc: unknown) => workloadFields(doc).fields;

describe("workloadFields", () => {
  it.each([
    ["a scalar", { load: { concurrency: 4 } }, { "load.concurrency": "4" }],
    ["a string", { mode: "single" }, { mode: '"single"' }],
    [
      "list items by index",
      { pairs: [{ task: "a" }, { task: "b" }] },
      { "pairs[0].task": '"a"', "pairs[1].task": '"b"' },
    ],
    ["an empty list and object", { retry: {}, pairs: [] }, { retry: "{}", pairs: "[]" }],
    ["a key that is no identifier", { services: { "my.svc": 1 } }, { 'services["my.svc"]': "1" }],
    ["null", { load: null }, { load: "null" }],
    [
      "a field named like a credential, whatever its value",
      { pairs: [{ agent: { env: { API_KEY: "plain" } } }] },
      { "pairs[0].agent.env.API_KEY": JSON.stringify(SECRET_MASK) },
    ],
    [
      "tokens are counts, not credentials",
      { services: { mock_llm: { tokens: 24 } } },
      { "services.mock_llm.tokens": "24" },
    ],
  ])("%s", (_, doc, expected) => {
    expect(fields(doc)).toEqual(expected);
  });

  it("keeps a long value's start and a digest, so a change to its end still shows", () => {
    const long = (end: string) => ({
      pairs: [{ agent: { command: ["sh", "-c", `${"x".repeat(400)}${end}`] } }],
    });
    const a = fields(long("a"))["pairs[0].agent.command[2]"];
    const b = fields(long("b"))["pairs[0].agent.command[2]"];
    expect(a.length).toBeLessThanOrEqual(WORKLOAD_LIMITS.valueChars);
    expect(a).toMatch(/^"x+… \(\d+ chars, sha256 [0-9a-f]{12}\)$/);
    expect(a).not.toBe(b);
  });

  it("keeps at most WORKLOAD_LIMITS.fields leaves and counts the rest", () => {
    const many = { load: Object.fromEntries(Array.from({ length: 450 }, (_, i) => [`k${i}`, i])) };
    const w = workloadFields(many);
    expect(Object.keys(w.fields)).toHaveLength(WORKLOAD_LIMITS.fields);
    expect(w.omitted).toBe(450 - WORKLOAD_LIMITS.fields);
  });
});

describe("scenarioFingerprint", () => {
  const raw = {
    name: "probe",
    pairs: [
      { agent: { name: "a", env: { MODE: "ok", TOKEN: "s3cr3t-value" } }, task: "tasks/echo", sessions: 10 },
    ],
    thresholds: { pass_rate: ["rate>=0.9"] },
  };

  it("hashes as scenarioHash does, so stored baselines keep matching", () => {
    expect(scenarioFingerprint(raw, "/repo", ["s3cr3t-value"]).hash).toBe(
      scenarioHash(raw, "/repo", ["s3cr3t-value"]),
    );
  });

  it("keeps the workload, not the gate or the sample size, and never a secret", () => {
    const { workload } = scenarioFingerprint(raw, "/repo", ["s3cr3t-value"]);
    expect(workload.fields).toEqual({
      name: '"probe"',
      "pairs[0].agent.name": '"a"',
      "pairs[0].agent.env.MODE": '"ok"',
      "pairs[0].agent.env.TOKEN": JSON.stringify(SECRET_MASK),
      "pairs[0].task": '"tasks/echo"',
    });
    expect(JSON.stringify(workload)).not.toContain("s3cr3t");
  });
});

describe("workloadChanges", () => {
  const w = (f: Record<string, string>) => ({ fields: f, omitted: 0 });
  it.each([
    ["nothing changed", { a: "1" }, { a: "1" }, []],
    ["a value changed", { a: "1" }, { a: "2" }, [{ field: "a", old: "1", now: "2" }]],
    ["a field added", {}, { "env.BROKEN": '"1"' }, [{ field: "env.BROKEN", old: null, now: '"1"' }]],
    ["a field removed", { b: "true" }, {}, [{ field: "b", old: "true", now: null }]],
    [
      "several, in field order",
      { b: "1", a: "1" },
      { a: "2", b: "2" },
      [
        { field: "a", old: "1", now: "2" },
        { field: "b", old: "1", now: "2" },
      ],
    ],
  ])("%s", (_, old, now, expected) => {
    expect(workloadChanges(w(old), w(now))).toEqual(expected);
  });
});
