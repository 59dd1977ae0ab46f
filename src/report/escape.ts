/** Text from agents, tasks and errors is hostile until escaped: for Markdown tables and for HTML. */

/** Inline Markdown: inert HTML, no mentions, no table breaks, no code-span or emphasis tricks. */
export function md(text: string | null | undefined, max = 200): string {
  if (text == null || text === "") return "";
  let s = text.replace(/\s+/g, " ").trim();
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
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
