/**
 * The page's language: the messages of its locale arrive as data (by message id, from the report's
 * catalogs) and the report's own translator (lang.ts) works over them.
 */
import { type Lang, type Locale, type MessageKey, makeLang } from "../../i18n/lang.js";

export interface PageMessages {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/** A missing message shows its id, so a gap is visible rather than silently English. */
export function pageLang(m: PageMessages): Lang {
  return makeLang(m.locale, (key) => m.messages[key] ?? key);
}
