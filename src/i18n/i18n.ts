/**
 * The report's language: one message catalog per locale (locales/*.ts, a table of key → text) and
 * numbers formatted for the locale with Intl (lang.ts). JSON keys, metric names and bucket names are
 * data and are never translated.
 */
import { fill, type Lang, type Locale, type MessageKey, makeLang, type Params } from "./lang.js";
import { en } from "./locales/en.js";
import { zhCN } from "./locales/zh-CN.js";

export { isLocale, type Lang, LOCALES, type Locale, type MessageKey, type Params } from "./lang.js";

/** One row per locale. */
export const CATALOGS: Record<Locale, Record<MessageKey, string>> = { en, "zh-CN": zhCN };

/** The message for `key`, `{name}` placeholders filled from `params`. */
export function t(locale: Locale, key: MessageKey, params: Params = {}): string {
  return fill(CATALOGS[locale]?.[key] ?? en[key], params);
}

export function lang(locale: Locale = "en"): Lang {
  return makeLang(locale, (key) => CATALOGS[locale]?.[key] ?? en[key]);
}
