/** Text from agents, tasks and errors is hostile until escaped: for Markdown tables and for HTML. */

/** Inline Markdown: inert HTML, no mentions, no table breaks, no code-span or emphasis tricks. */
/**
 * Control characters an agent printed (terminal escapes, BEL, NUL, C1) shown as their Unicode
 * pictures (ESC → ␛): visible in the report, inert in a terminal that prints it.
 */
export function controlPictures(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? "\u2421" : "\uFFFD";
  });
}

/** Text for a terminal line: one line, control characters as pictures, at most `max` characters. */
export function plain(text: string | null | undefined, max = 200): string {
  if (text == null) return "";
  const s = controlPictures(text.replace(/\s+/g, " ").trim());
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

export function md(text: string | null | undefined, max = 200): string {
  if (text == null || text === "") return "";
  let s = controlPictures(text.replace(/\s+/g, " ").trim());
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  // Markdown punctuation first, so the entities added next are not escaped themselves.
  return s
    .replace(/([\\*_[\]#~!])/g, "\\$1")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "&#124;")
    .replace(/`/g, "&#96;")
    .replace(/@/g, "&#64;");
}

export function html(text: string | null | undefined): string {
  if (text == null) return "";
  return controlPictures(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Multi-line text (an LLM's summary) as inert Markdown: every line escaped, line breaks kept. */
export function mdLines(text: string | null | undefined, maxLines = 60, maxLine = 600): string {
  if (text == null) return "";
  const lines = text.split(/\r?\n/);
  const kept = lines.slice(0, maxLines).map((l) => {
    const bullet = /^\s*[-*]\s+/.test(l);
    const body = md(l.replace(/^\s*[-*]\s+/, ""), maxLine);
    return bullet ? `- ${body}` : body;
  });
  if (lines.length > maxLines) kept.push("…");
  return kept.join("\n");
}

/** XML text and attribute values: escaped, with characters XML 1.0 forbids dropped. */
export function xml(text: string | null | undefined, max = 4000): string {
  if (text == null) return "";
  let s = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** JSON for a `<script type="application/json">` block: no `</script`, `<!--` or line separators inside. */
export function scriptJson(value: unknown): string {
  return (
    JSON.stringify(value)
      .replace(/</g, "\\u003c")
      .replace(/>/g, "\\u003e")
      .replace(/&/g, "\\u0026")
      .replace(/\u2028/g, "\\u2028")
      .replace(/\u2029/g, "\\u2029")
      // C1 controls (CSI is one) stay text for the page, and never reach a terminal as bytes.
      .replace(/[\u007F-\u009F]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)
  );
}
