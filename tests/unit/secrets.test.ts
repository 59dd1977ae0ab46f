/** The one decision of what is secret and the one redactor, as tables. */
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scenarioJsonSchema } from "../../src/scenario/json-schema.js";
import { parseScenario } from "../../src/scenario/parse.js";
import {
  credentialsIn,
  decideSecrets,
  makeRedactor,
  NOT_SECRET_FIELDS,
  redactFile,
  SECRET_NAME,
} from "../../src/secrets.js";

const CANARY = "canary-Vx93-q7Lm2-Zp0d";
const base = (extra: string) =>
  `name: s\n${extra}\npairs:\n  - agent: { name: a, command: [sh], env: { PLAIN: "x1y2z3" } }\n    task: t\n`;

function secretsOf(yaml: string, env: Record<string, string> = {}): string[] {
  return parseScenario(yaml, "s.yaml", { env }).secretValues;
}

describe("which values are secret", () => {
  it.each([
    [
      "a host variable named like a secret",
      'labels: { model: "${OPENAI_API_KEY}" }',
      { OPENAI_API_KEY: CANARY },
      true,
    ],
    [
      "an innocent variable into a secret-named env key",
      'runtime: { http: { headers: { X: "a" } } }\nservices: { agent_service: { command: [x], env: { MY_API_KEY: "${CRED_X}" } } }',
      { CRED_X: CANARY },
      true,
    ],
    [
      "an innocent variable into an Authorization header",
      'runtime: { http: { headers: { Authorization: "Bearer ${PROD_A}" } } }',
      { PROD_A: CANARY },
      true,
    ],
    [
      "an x-api-key header",
      'runtime: { http: { headers: { x-api-key: "${PROD_A}" } } }',
      { PROD_A: CANARY },
      true,
    ],
    [
      "a variable listed in secrets:",
      'secrets: [PROD_A]\nlabels: { model: "${PROD_A}" }',
      { PROD_A: CANARY },
      true,
    ],
    ["a listed variable the file does not use", "secrets: [PROD_A]", { PROD_A: CANARY }, true],
    [
      "a scenario key listed in secrets:",
      'secrets: [dataset_tag]\nlabels: { dataset_tag: "${PROD_A}" }',
      { PROD_A: CANARY },
      true,
    ],
    [
      "a credential-shaped value under an innocent key",
      'labels: { model: "${PROD_A}" }',
      { PROD_A: `sk-proj-${CANARY}` },
      true,
    ],
    ["an innocent value under an innocent key", 'labels: { model: "${PROD_A}" }', { PROD_A: CANARY }, false],
    ["a count under a TOKENS key", 'labels: { MAX_TOKENS: "${PROD_A}" }', { PROD_A: CANARY }, false],
    ["an author label", 'labels: { author: "${PROD_A}" }', { PROD_A: CANARY }, false],
  ])("%s", (_name, extra, env, secret) => {
    const values = secretsOf(base(extra), env);
    expect(values.some((v) => v.includes(CANARY))).toBe(secret);
  });

  it("keeps a value YAML reads as a number secret under a secret-named key", () => {
    const values = secretsOf(
      base("services:\n  agent_service:\n    command: [x]\n    env:\n      DB_PASSWORD: ${PIN}"),
      { PIN: "73914562" },
    );
    expect(values).toContain("73914562");
  });

  it("takes the key out of `Bearer <key>` as a secret of its own", () => {
    const values = secretsOf(base('runtime: { http: { headers: { Authorization: "Bearer ${PROD_A}" } } }'), {
      PROD_A: CANARY,
    });
    expect(values).toEqual(expect.arrayContaining([`Bearer ${CANARY}`, CANARY]));
  });

  it("keeps every schema field named like a secret either secret-bearing or listed as not", () => {
    const names = new Set<string>();
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      const props = (node as { properties?: Record<string, unknown> }).properties;
      if (props) for (const k of Object.keys(props)) names.add(k);
      for (const v of Object.values(node)) walk(v);
    };
    walk(JSON.parse(scenarioJsonSchema()));
    expect([...names].filter((n) => SECRET_NAME.test(n)).sort()).toEqual([...NOT_SECRET_FIELDS].sort());
  });

  it("decides from substitutions at the secret field only", () => {
    const values = decideSecrets({
      doc: { a: { TOKEN: "t-abcdef" }, b: "innocent-1" },
      uses: [
        { variable: "X", value: "t-abcdef", path: ["a", "TOKEN"] },
        { variable: "Y", value: "innocent-1", path: ["b"] },
      ],
      listed: [],
      env: {},
    });
    expect(values).toEqual(["t-abcdef"]);
  });
});

describe("what looks like a credential", () => {
  it.each([
    ["sk-ant-api03-AbCdEfGhIjKlMnOpQr", true],
    ["ghp_0123456789abcdefghijABCDEFGHIJ0123", true],
    ["github_pat_11ABCDEFG0123456789_abcdefghij", true],
    ["AKIAIOSFODNN7EXAMPLE", true],
    ["xoxb-1234567890-abcdefghij", true],
    ["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLXBhcnQ", true],
    ["task-hello-world-long-name-here", false],
    ["sk-short", false],
  ])("%s → %s", (text, shaped) => {
    expect(credentialsIn(`x ${text} y`).length > 0).toBe(shaped);
  });

  it("warns about one written into the file, at its line, not one from a variable", () => {
    const parsed = parseScenario(
      base('labels:\n  model: "sk-proj-AbCdEfGhIjKlMnOpQrSt"\n  other: "${K}"'),
      "s.yaml",
      { env: { K: "sk-proj-ZzZzZzZzZzZzZzZzZzZz" } },
    );
    expect(parsed.warnings).toEqual([expect.stringMatching(/^s\.yaml:3:\d+: labels\.model: a credential/)]);
  });
});

describe("the redactor", () => {
  const secret = 'Pa"ss wörd/+=1234?&';
  const redact = makeRedactor([secret]);
  const b64At = (offset: number) =>
    Buffer.from(`${"x".repeat(offset)}user:${secret}:tail`).toString("base64");
  it.each([
    ["as is", `a ${secret} b`],
    ["JSON-escaped", JSON.stringify({ v: secret })],
    ["JSON-escaped twice", JSON.stringify(JSON.stringify({ v: secret }))],
    ["URL-encoded", `?q=${encodeURIComponent(secret)}`],
    ["form-encoded", `?q=${encodeURIComponent(secret).replace(/%20/g, "+")}`],
    ["base64", Buffer.from(secret).toString("base64")],
    ["base64url", Buffer.from(secret).toString("base64url")],
    ["base64 inside a longer string, offset 0", b64At(0)],
    ["base64 inside a longer string, offset 1", b64At(1)],
    ["base64 inside a longer string, offset 2", b64At(2)],
    ["an unknown credential", "token sk-proj-AbCdEfGhIjKlMnOpQrSt here"],
  ])("masks it %s", (_form, text) => {
    const out = redact(text);
    expect(out).toContain("***");
    expect(out).not.toContain(secret);
    const decoded = Buffer.from(out.replace(/^.*?([A-Za-z0-9+/=_-]{12,}).*$/s, "$1"), "base64").toString();
    expect(decoded).not.toContain(secret);
  });

  it("masks the UTF-8 bytes of a file, and inside a gzip file", () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`k=${secret}\n`)]);
    expect(redact.bytes(bytes)?.toString("latin1")).toBe("\xff\xfek=***\n");
    const gz = redactFile(redact, "spans.jsonl.gz", gzipSync(bytes));
    expect(gunzipSync(gz!).toString("latin1")).toBe("\xff\xfek=***\n");
    expect(redactFile(redact, "clean.gz", gzipSync("nothing"))).toBeNull();
  });

  it("leaves text without secrets as it is", () => {
    const text = "task-hello-world-long-name-here 4096 tokens";
    expect(redact(text)).toBe(text);
  });
});
