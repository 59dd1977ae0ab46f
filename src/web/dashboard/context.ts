/** The dashboard's data (embedded as JSON by src/report/dashboard.ts) and its language, read once. */

import type { MessageKey, Params } from "../../i18n/lang.js";
import type { DashboardData } from "../../report/dashboard.js";
import { bytes, ms, num, pct, usd } from "../../report/format.js";
import { byId } from "../shared/dom.js";
import { pageLang } from "../shared/i18n.js";

export const D: DashboardData = JSON.parse(byId("data").textContent ?? "{}");
export const R = D.report;
export const L = pageLang(D.i18n);
export const t = (key: MessageKey, params?: Params): string => L.t(key, params);

export const fmtMs = (v: number | null | undefined): string => ms(v, L);
export const fmtNum = (v: number | null | undefined, digits = 2): string => num(v, digits, L);
export const fmtPct = (v: number | null | undefined): string => pct(v, 1, L);
export const fmtBytes = (v: number | null | undefined): string => bytes(v, L);
export const fmtUsd = (v: number | null | undefined): string => usd(v, L);

export const COLORS = [
  "#2f6fdf",
  "#e8742c",
  "#2e9e5b",
  "#c43c3c",
  "#8a55c7",
  "#7a7a7a",
  "#c7a02e",
  "#1fa3a3",
  "#d1559c",
];
export const STATUS = ["passed", "failed", "errored"] as const;
export const STATUS_KEY = { passed: "dash.passed", failed: "dash.failed", errored: "dash.errored" } as const;
