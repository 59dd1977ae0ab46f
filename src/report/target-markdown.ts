/** report.md's short target section: each target series in one row, and the slowest target events. */

import { type Lang, lang } from "../i18n/i18n.js";
import { md } from "./escape.js";
import { bytes, ms, num } from "./format.js";
import type { Report } from "./schema.js";
import { sparkline } from "./sparkline.js";

/** A value in its series' unit, as short as a table cell wants it. */
export function targetValue(v: number | null | undefined, unit: string | null, L: Lang = lang()): string {
  if (v == null) return "–";
  if (unit === "bytes") return bytes(v, L);
  if (unit === "bytes/s") return `${bytes(v, L)}/s`;
  if (unit === "ratio") return `${L.fixed(v * 100, 1)}%`;
  if (unit === "s") return ms(v * 1000, L);
  return `${num(v, 2, L)}${unit && unit !== "count" ? ` ${md(unit, 20)}` : ""}`;
}

export function targetSection(r: Report, maxRows: number, L: Lang = lang(r.locale)): string {
  const t = r.target;
  if (!t || (t.series.length === 0 && t.marks.length === 0)) return "";
  const out = [`### ${L.t("target.heading")}`, ""];
  const col = (k: "series" | "over_run" | "mean" | "max" | "limit" | "log" | "event" | "count" | "total") =>
    L.t(`target.col.${k}`);
  if (t.series.length > 0) {
    out.push(
      `| ${col("series")} | ${col("over_run")} | ${col("mean")} | p95 | ${col("max")} | ${col("limit")} |`,
      "|---|---|---|---|---|---|",
    );
    for (const s of t.series.slice(0, maxRows)) {
      const labels = Object.entries(s.labels).map(([k, v]) => `${k}=${v}`);
      const name = md(labels.length ? `${s.name}{${labels.join(",")}}` : s.name, 80);
      const u = s.unit;
      const spark = sparkline(
        s.points.map((p) => p[1]),
        24,
      );
      const x = s.summary;
      out.push(
        `| ${name} | ${spark} | ${targetValue(x?.mean, u, L)} | ${targetValue(x?.p95, u, L)} | ${targetValue(x?.max, u, L)} | ${targetValue(s.limit, u, L)} |`,
      );
    }
    if (t.series.length > maxRows) out.push(`\n_${L.t("target.more", { n: t.series.length - maxRows })}_`);
    out.push("");
  }
  if (t.top_marks.length > 0) {
    out.push(L.t("target.slowest", { n: t.marks.length }), "");
    out.push(
      `| ${col("log")} | ${col("event")} | ${col("count")} | ${col("total")} | ${col("max")} |`,
      "|---|---|---|---|---|",
    );
    for (const m of t.top_marks.slice(0, Math.min(maxRows, 10)))
      out.push(
        `| ${md(m.log, 30)} | ${md(m.label, 80)} | ${m.count} | ${ms(m.total_ms, L)} | ${ms(m.max_ms, L)} |`,
      );
    out.push("");
  }
  return out.join("\n");
}
