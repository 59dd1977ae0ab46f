/**
 * The structure check `npm test` runs: it fails on an import up the layers or a folder outside them, on
 * an import cycle (type-only too), on a long function, and on an environment (runtimes/docker,
 * runtimes/local) that names an ErrorBucket.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = join(import.meta.dirname, "../../../scripts/check-structure.mjs");

function check(files: Record<string, string>, dir = mkdtempSync(join(tmpdir(), "structure-"))) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return run(dir);
}

function run(dir: string): { code: number; out: string } {
  try {
    return {
      code: 0,
      out: execFileSync(process.execPath, [SCRIPT, dir], { encoding: "utf8", stdio: "pipe" }),
    };
  } catch (e) {
    const err = e as { status: number; stderr: string };
    return { code: err.status, out: err.stderr };
  }
}

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join("\n");

describe("check-structure", () => {
  it("passes on src/ as it is, and fails once one of its modules imports a higher layer", () => {
    const src = join(import.meta.dirname, "../../../src");
    expect(run(src)).toMatchObject({ code: 0, out: expect.stringMatching(/no import up a layer/) });
    const copy = mkdtempSync(join(tmpdir(), "structure-src-"));
    cpSync(src, copy, { recursive: true });
    appendFileSync(
      join(copy, "metrics/types.ts"),
      'import type { Report } from "../report/schema.js";\nexport type R = Report;\n',
    );
    const r = run(copy);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /metrics\/types\.ts:\d+: imports report\/schema\.ts: metrics is below report \(.* < metrics < .* < report < /,
    );
  });

  it.each([
    [
      "an import down the layers",
      {
        "metrics/m.ts": 'import { e } from "../events/e.js";\nexport const m = e;\n',
        "events/e.ts": "export const e = 1;\n",
      },
      0,
      /no import up a layer/,
    ],
    [
      "an import up the layers",
      {
        "metrics/m.ts": 'import type { R } from "../report/r.js";\nexport type M = R;\n',
        "report/r.ts": "export type R = 1;\n",
      },
      1,
      /metrics\/m\.ts:1: imports report\/r\.ts: metrics is below report/,
    ],
    [
      "a file of src/ itself importing a folder",
      {
        "limits.ts": 'import { e } from "./events/e.js";\nexport const l = e;\n',
        "events/e.ts": "export const e = 1;\n",
      },
      1,
      /limits\.ts:1: imports events\/e\.ts: src\/'s own files import no folder/,
    ],
    [
      "a folder with no place in the layers",
      { "extras/x.ts": "export const x = 1;\n" },
      1,
      /extras\/x\.ts: folder src\/extras has no place in the layers/,
    ],
    [
      "a clean tree",
      { "a.ts": 'import { b } from "./b.js";\nexport const a = b;\n', "b.ts": "export const b = 1;\n" },
      0,
      /no import cycle/,
    ],
    [
      "a type-only cycle",
      {
        "a.ts": 'import type { B } from "./b.js";\nexport type A = B;\n',
        "b.ts": 'import type { A } from "./a.js";\nexport type B = A | 1;\n',
      },
      1,
      /import cycle: .*a\.ts → .*b\.ts → .*a\.ts/,
    ],
    [
      "a function of 121 lines",
      { "f.ts": `export function f() {\n${body(119)}\n}\n` },
      1,
      /function f is 121 lines/,
    ],
    [
      "a function of 120 lines",
      { "f.ts": `export function f() {\n${body(118)}\n}\n` },
      0,
      /no function over 120 lines/,
    ],
    [
      "a Docker environment that names a bucket",
      {
        "events/events.ts": 'export type ErrorBucket = "env_build";\n',
        "runtimes/docker/images.ts":
          'import type { ErrorBucket } from "../../events/events.js";\nexport const b: ErrorBucket = "env_build";\n',
      },
      1,
      /runtimes\/docker\/images\.ts:1: an environment names ErrorBucket/,
    ],
    [
      "the local environment naming it in a type",
      {
        "events/events.ts": 'export type ErrorBucket = "env_build";\n',
        "runtimes/local/index.ts":
          'import * as e from "../../events/events.js";\nexport type B = e.ErrorBucket;\n',
      },
      1,
      /runtimes\/local\/index\.ts:2: an environment names ErrorBucket/,
    ],
    [
      "the trial naming it",
      {
        "events/events.ts": 'export type ErrorBucket = "env_build";\n',
        "runtimes/outcome.ts":
          'import type { ErrorBucket } from "../events/events.js";\nexport const b: ErrorBucket = "env_build";\n',
      },
      0,
      /no bucket named by an environment/,
    ],
  ] as const)("%s", (_, files, code, message) => {
    const r = check(files);
    expect(r.code).toBe(code);
    expect(r.out).toMatch(message);
  });
});
