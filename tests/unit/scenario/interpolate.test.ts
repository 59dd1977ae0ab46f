import { describe, expect, it } from "vitest";
import { interpolateDocument, interpolateString } from "../../../src/scenario/interpolate.js";
import { parseYamlSource } from "../../../src/scenario/yaml-source.js";

const env = { HOST: "api.local", PORT: "8080", EMPTY: "" };

describe("interpolateString", () => {
  it.each([
    ["no variables", "plain", "plain", []],
    ["one variable", "http://${HOST}:${PORT}/v1", "http://api.local:8080/v1", ["HOST", "PORT"]],
    ["default when unset", "${MISSING:-fallback}", "fallback", ["MISSING"]],
    ["default when empty, as in the shell", "${EMPTY:-fallback}", "fallback", ["EMPTY"]],
    ["set value wins over the default", "${PORT:-9}", "8080", ["PORT"]],
    ["empty default", "a${MISSING:-}b", "ab", ["MISSING"]],
    ["empty value without default", "[${EMPTY}]", "[]", ["EMPTY"]],
    ["default with colons and slashes", "${MISSING:-http://x:1/y}", "http://x:1/y", ["MISSING"]],
    ["$${ is a literal ${", "$${HOST} is ${HOST}", "${HOST} is api.local", ["HOST"]],
    ["lone dollars stay", "cost: $5 $HOST", "cost: $5 $HOST", []],
  ])("%s", (_name, text, value, variables) => {
    const result = interpolateString(text, env);
    expect(result.value).toBe(value);
    expect(result.uses.map((u) => u.variable)).toEqual(variables);
  });

  it.each([
    [
      "undefined without default",
      "${NOPE}",
      /environment variable NOPE is not set \(use \$\{NOPE:-default\}/,
    ],
    ["unterminated", "${HOST", /unterminated "\$\{"/],
    ["invalid name", "${1X}", /invalid variable name "1X"/],
    ["empty name", "${}", /invalid variable name ""/],
  ])("rejects %s", (_name, text, message) => {
    expect(() => interpolateString(text, env)).toThrow(message);
  });
});

describe("interpolateDocument", () => {
  it("re-reads plain scalars as YAML and keeps quoted ones as strings", () => {
    const src = parseYamlSource(
      'port: ${PORT}\nquoted: "${PORT}"\nflag: ${ON:-true}\nhost: ${HOST}\n',
      "s.yaml",
    );
    interpolateDocument(src, env);
    expect(src.doc.toJS()).toEqual({ port: 8080, quoted: "8080", flag: true, host: "api.local" });
  });

  it("leaves keys alone", () => {
    const src = parseYamlSource("headers:\n  ${HOST}: x\n", "s.yaml");
    interpolateDocument(src, env);
    expect(src.doc.toJS()).toEqual({ headers: { "${HOST}": "x" } });
  });

  it("points at the scalar that names an undefined variable", () => {
    const src = parseYamlSource("a:\n  - ok\n  - x-${NOPE}\n", "s.yaml");
    expect(() => interpolateDocument(src, env)).toThrow(
      expect.objectContaining({ where: "s.yaml:3:5", field: "a[1]", message: expect.stringMatching(/NOPE/) }),
    );
  });
});
