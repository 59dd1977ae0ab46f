/**
 * A translator over any table of messages, with the locale's number formats. It holds no catalog, so
 * the browser code builds the same translator over the messages a page carries as data (i18n.ts
 * builds it over the catalogs in locales/).
 */
import type { MessageKey } from "./locales/en.js";

export const LOCALES = ["en", "zh-CN"] as const;
export type Locale = (typeof LOCALES)[number];
export type { MessageKey };

export type Params = Record<string, string | number>;

/** `{name}` placeholders of `text` filled from `params`; unknown ones stay as they are. */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Keys that come in plural forms: `<key>.one` and `<key>.other`. */
type Plural = MessageKey extends infer K ? (K extends `${infer B}.one` ? B : never) : never;

/** A translator bound to one locale, with its number formats. */
export interface Lang {
  locale: Locale;
  t(key: MessageKey, params?: Params): string;
  /** The plural form for `n` (Intl.PluralRules), with `{n}` filled in. */
  plural(key: Plural, n: number, params?: Params): string;
  /** A fixed number of decimals, the locale's decimal sign, no grouping (tables stay narrow). */
  fixed(v: number, digits: number): string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** The translator for `locale` whose messages `text(key)` gives. */
export function makeLang(locale: Locale, text: (key: MessageKey) => string): Lang {
  const fixed = (v: number, digits: number) => {
    const id = `${locale}/${digits}`;
    let f = formats.get(id);
    if (!f) {
      f = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      });
      formats.set(id, f);
    }
    return f.format(v);
  };
  const rules = new Intl.PluralRules(locale);
  const t = (key: MessageKey, params?: Params) => fill(text(key), params);
  const plural = (key: Plural, n: number, params: Params = {}) => {
    const form = rules.select(n) === "one" ? "one" : "other";
    return t(`${key}.${form}` as MessageKey, { n, ...params });
  };
  return { locale, t, plural, fixed };
}

export const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);
