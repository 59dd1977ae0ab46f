/**
 * Number formatting shared by every report and the pages' browser code (src/web/), in the report's
 * language: each takes the translator (lang.ts), so this module holds no catalog and bundles small.
 */
import type { Lang } from "../i18n/lang.js";
import type { KneeWhy } from "./schema.js";

export function ms(v: number | null | undefined, L: Lang): string {
  if (v == null || !Number.isFinite(v)) return "–";
  if (v >= 60_000) return `${L.fixed(v / 60_000, 1)} ${L.t("unit.min")}`;
  if (v >= 10_000) return `${L.fixed(v / 1000, 1)} ${L.t("unit.s")}`;
  if (v >= 1000) return `${L.fixed(v / 1000, 2)} ${L.t("unit.s")}`;
  if (v >= 100) return `${L.fixed(Math.round(v), 0)} ${L.t("unit.ms")}`;
  return `${L.fixed(v, 1)} ${L.t("unit.ms")}`;
}

export function pct(v: number | null | undefined, digits: number, L: Lang): string {
  if (v == null || !Number.isFinite(v)) return "–";
  return `${L.fixed(v * 100, digits)}%`;
}

/** Dollars: four decimals under a dollar (a session often costs a fraction of a cent), two above. */
export function usd(v: number | null | undefined, L: Lang): string {
  if (v == null || !Number.isFinite(v)) return "–";
  return `$${L.fixed(v, Math.abs(v) < 1 ? 4 : 2)}`;
}

export function num(v: number | null | undefined, digits: number, L: Lang): string {
  if (v == null || !Number.isFinite(v)) return "–";
  return Number.isInteger(v) ? L.fixed(v, 0) : L.fixed(v, digits);
}

/**
 * Signed relative change with its direction (▲ up, ▼ down) and whether that is worse (🔴) or better (🟢),
 * so a reader need not know which way is good for each metric.
 */
export function delta(
  current: number | null | undefined,
  base: number | null | undefined,
  lowerIsBetter: boolean,
  L: Lang,
): string {
  if (current == null || base == null || !Number.isFinite(current) || !Number.isFinite(base) || base === 0)
    return "";
  const d = (current - base) / Math.abs(base);
  if (Math.abs(d) < 0.005) return "±0%";
  return `${mark(d, lowerIsBetter)} ${d > 0 ? "+" : "−"}${L.fixed(Math.abs(d * 100), 1)}%`;
}

/** Change of a proportion in percentage points (pass rate 98% → 95% is −3.0 pp, not −3.1%). */
export function deltaPoints(
  current: number | null | undefined,
  base: number | null | undefined,
  lowerIsBetter: boolean,
  L: Lang,
): string {
  if (current == null || base == null || !Number.isFinite(current) || !Number.isFinite(base)) return "";
  const d = current - base;
  if (Math.abs(d) < 0.0005) return `±0 ${L.t("unit.pp")}`;
  return `${mark(d, lowerIsBetter)} ${d > 0 ? "+" : "−"}${L.fixed(Math.abs(d * 100), 1)} ${L.t("unit.pp")}`;
}

function mark(d: number, lowerIsBetter: boolean): string {
  const worse = lowerIsBetter ? d > 0 : d < 0;
  return `${worse ? "🔴" : "🟢"} ${d > 0 ? "▲" : "▼"}`;
}

/** Bytes in binary units (the same symbols in every language). */
export function bytes(v: number | null | undefined, L: Lang): string {
  if (v == null || !Number.isFinite(v)) return "–";
  if (v >= 2 ** 30) return `${L.fixed(v / 2 ** 30, 2)} GiB`;
  if (v >= 2 ** 20) return `${L.fixed(v / 2 ** 20, 1)} MiB`;
  if (v >= 2 ** 10) return `${L.fixed(v / 2 ** 10, 1)} KiB`;
  return `${L.fixed(v, 0)} B`;
}

/** Why the knee is where it is, or why there is none (the stage view's facts), in the report's language. */
export function kneeSentence(why: KneeWhy, L: Lang): string {
  const signed = (g: number | null) => (g === null ? "∞" : `${g >= 0 ? "+" : ""}${pct(g, 1, L)}`);
  if (why.key === "few_stages") return L.t("stages.knee_few", { n: why.params.stages });
  if (why.key === "growing") {
    const p = why.params;
    return L.t("stages.knee_growing", {
      from: p.from_concurrency,
      to: p.to_concurrency,
      from_tp: num(p.from_throughput_sps, 2, L),
      to_tp: num(p.to_throughput_sps, 2, L),
      gain: signed(p.gain),
      min: pct(p.knee_gain, 0, L),
    });
  }
  const p = why.params;
  return L.t("stages.knee_flat", {
    n: p.concurrency,
    tp: num(p.throughput_sps, 2, L),
    best_c: p.best_after_concurrency,
    best_tp: num(p.best_after_throughput_sps, 2, L),
    gain: signed(p.gain),
    min: pct(p.knee_gain, 0, L),
  });
}

/** A finding's evidence value in its unit, read from the key's suffix (`_ms`, `_rate`, `_pct`, …). */
function evidenceValue(key: string, v: number, L: Lang, inMs: boolean): string {
  if (/_ms(_|$)/.test(key)) return ms(v, L);
  if (/_pct$/.test(key)) return `${L.fixed(v, 1)}%`;
  if (/_bytes$/.test(key)) return bytes(v, L);
  if (/(_sps$|^throughput)/.test(key)) return `${num(v, 2, L)} ${L.t("unit.sessions_per_s")}`;
  if (/(rate|ratio|gain|change|share|kept)$/.test(key)) return pct(v, 1, L);
  if (key === "seconds") return `${num(v, 1, L)} ${L.t("unit.s")}`;
  // A value of a millisecond metric (`e2e_p95_ms`: before_window, in_window) is in ms too.
  return inMs ? ms(v, L) : num(v, 2, L);
}

/** A key as words: its unit suffix left to the value (`e2e_p95_baseline_ms` → `e2e p95 baseline`). */
function evidenceLabel(key: string): string {
  return key
    .replace(/_(ms|pct|bytes|sps)(?=_|$)/g, "")
    .replace(/_/g, " ")
    .trim();
}

/**
 * A finding's evidence as one line of words with units — `error_rate, 60–100 s: failed 4, ended 40,
 * error rate 10.0%` — never `key=value`; a missing value is a bare "–". Every surface that lists
 * evidence (report.md, the dashboard) writes it with this.
 */
export function evidenceText(
  e: {
    metric: string;
    window: { from_s: number; to_s: number } | null;
    values: Record<string, number | null>;
  },
  L: Lang,
): string {
  const w = e.window ? `, ${num(e.window.from_s, 1, L)}–${num(e.window.to_s, 1, L)} ${L.t("unit.s")}` : "";
  const inMs = /_ms$/.test(e.metric);
  const values = Object.entries(e.values)
    .map(([k, v]) => `${evidenceLabel(k)} ${v == null ? "–" : evidenceValue(k, v, L, inMs)}`)
    .join(", ");
  return `${e.metric}${w}: ${values}`;
}
