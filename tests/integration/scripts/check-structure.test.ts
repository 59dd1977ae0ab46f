/**
 * The structure check `npm test` runs: it fails on an import cycle (type-only too), on a long function,
 * and on an environment (runtimes/docker, runtimes/local) that names an ErrorBucket.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = join(import.meta.dirname, "../../../scripts/check-structure.mjs");

function check(files: Record<string, string>): { code: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), "structure-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
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
  it.each([
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
        "metrics/events.ts": 'export type ErrorBucket = "env_build";\n',
        "runtimes/docker/images.ts":
          'import type { ErrorBucket } from "../../metrics/events.js";\nexport const b: ErrorBucket = "env_build";\n',
      },
      1,
      /runtimes\/docker\/images\.ts:1: an environment names ErrorBucket/,
    ],
    [
      "the local environment naming it in a type",
      {
        "metrics/events.ts": 'export type ErrorBucket = "env_build";\n',
        "runtimes/local/index.ts":
          'import * as e from "../../metrics/events.js";\nexport type B = e.ErrorBucket;\n',
      },
      1,
      /runtimes\/local\/index\.ts:2: an environment names ErrorBucket/,
    ],
    [
      "the trial naming it",
      {
        "metrics/events.ts": 'export type ErrorBucket = "env_build";\n',
        "runtimes/outcome.ts":
          'import type { ErrorBucket } from "../metrics/events.js";\nexport const b: ErrorBucket = "env_build";\n',
      },
      0,
      /no bucket named by an environment/,
    ],
  ])("%s → exit %i", (_, files, code, message) => {
    const r = check(files);
    expect(r.code).toBe(code);
    expect(r.out).toMatch(message);
  });
});
