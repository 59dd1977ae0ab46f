/**
 * The one redactor's cost: a 64 MiB events.jsonl-like text (10 secrets in every form they are masked
 * in, so ~150 patterns, plus the credential shapes; one secret per ~4 KiB line), masked as a string
 * (what the event log and the reports do) and as bytes (what the run-folder scrub does).
 * Target: >= 20 MiB/s each, so a 64 MiB events file costs seconds, not minutes.
 * Run: npx vitest run --config bench/metrics.vitest.config.ts
 */
import { performance } from "node:perf_hooks";
import { expect, it } from "vitest";
import { makeRedactor } from "../src/secrets.js";

const MIB = 1 << 20;
const SIZE = 64 * MIB;
const TARGET_MIBS = 20;

const secrets = Array.from({ length: 10 }, (_, i) => `canary-${i}-Zq81/Lm+2Vx93Tt0-${"k".repeat(i)}`);

function eventsText(): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < SIZE; i++) {
    const s = secrets[i % secrets.length];
    const payload =
      i % 4 === 0 ? s : i % 4 === 1 ? Buffer.from(`x${s}`).toString("base64") : "no secret here";
    const line = JSON.stringify({
      type: "session_end",
      t: 1_700_000_000_000 + i,
      session: `${String(i).padStart(6, "0")}-task-hello-world`,
      status: "failed",
      error: `agent exited with 1: ${payload} ${"lorem ipsum dolor sit amet ".repeat(140)}`,
    });
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join("\n")}\n`;
}

function measure(label: string, fn: () => number): number {
  const start = performance.now();
  const masked = fn();
  const sec = (performance.now() - start) / 1000;
  const rate = SIZE / MIB / sec;
  console.log(
    `${label}: ${(SIZE / MIB).toFixed(0)} MiB in ${sec.toFixed(2)} s = ${rate.toFixed(1)} MiB/s (${masked} masks) — target >= ${TARGET_MIBS} MiB/s ${rate >= TARGET_MIBS ? "HOLDS" : "MISSED"}`,
  );
  return rate;
}

it("masks a 64 MiB events file at a bounded cost", () => {
  const text = eventsText();
  const bytes = Buffer.from(text);
  const redact = makeRedactor(secrets);
  const count = (t: string) => t.split("***").length - 1;
  const asText = measure("redactor, text", () => count(redact(text)));
  const asBytes = measure("redactor, bytes", () => count((redact.bytes(bytes) ?? bytes).toString("latin1")));
  const none = makeRedactor([]);
  measure("reference: credential shapes only", () => count(none(text)));
  expect(Math.min(asText, asBytes)).toBeGreaterThanOrEqual(TARGET_MIBS);
});
