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
  return clip(controlPictures(text.replace(/\s+/g, " ").trim()), max);
}

/**
 * At most `max` characters, cut after a whole word where one ends in the last third (`…` marks the
 * cut); a single word longer than that is cut where it must be.
 */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const head = s.slice(0, max);
  const space = head.search(/\s\S*$/);
  const cut = space >= (max * 2) / 3 ? head.slice(0, space).replace(/[\s,;:]+$/, "") : s.slice(0, max - 1);
  return `${cut}…`;
}

/**
 * A sentence in at most `max` characters, cut only between its clauses (`; ` and `, ` outside
 * brackets and code): the first clause, the last (where a sentence gives its advice: the re-run size,
 * the command) and every clause that holds a command (`code`) stay; the others stay in order until
 * one does not fit, and `…` stands where clauses were left out. Nothing is cut inside a number, a
 * bracket or a command; when the kept clauses alone are too long, the sentence is clipped at a word.
 */
export function cutClauses(text: string, max: number): string {
  if (text.length <= max) return text;
  const parts = clauses(text);
  const keep = parts.map((p, i) => i === 0 || i === parts.length - 1 || p.includes("`"));
  const size = () => parts.reduce((n, p, i) => n + (keep[i] ? p.length : 2), 0);
  for (let i = 1; i < parts.length; i++) {
    if (keep[i]) continue;
    keep[i] = true;
    if (size() > max) {
      keep[i] = false;
      break;
    }
  }
  let out = "";
  for (let i = 0; i < parts.length; i++) {
    if (keep[i]) out += parts[i];
    else if (!out.endsWith("…")) out += " …";
  }
  return out.length <= max ? out : clip(text, max);
}

/** The sentence split before each top-level `; ` or `, ` (outside (), [] and `code`); each part keeps its separator. */
function clauses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let code = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "`") code = !code;
    else if (!code && (c === "(" || c === "[")) depth++;
    else if (!code && (c === ")" || c === "]") && depth > 0) depth--;
    else if (!code && depth === 0 && (c === ";" || c === ",") && text[i + 1] === " " && i > start) {
      out.push(text.slice(start, i));
      start = i;
    }
  }
  out.push(text.slice(start));
  return out;
}

export function md(text: string | null | undefined, max = 200): string {
  if (text == null || text === "") return "";
  return inert(clip(controlPictures(text.replace(/\s+/g, " ").trim()), max));
}

/**
 * A sentence of the product's own (a check's reason, a run's note) as inline Markdown: what it puts in
 * backticks is shown as code, everything else escaped as md() does. A code span holds no backtick, so
 * nothing in it can end it early; in a table cell (`table`) its `|` is escaped as GFM tables need.
 */
export function mdProse(text: string | null | undefined, max = 200, table = false): string {
  if (text == null || text === "") return "";
  const s = clip(controlPictures(text.replace(/\s+/g, " ").trim()), max);
  const parts = s.split("`");
  // An odd backtick (cut off, or in data) is text, escaped; the pairs before it are code.
  const pairs = parts.length % 2 === 1 ? parts.length : parts.length - 1;
  return parts
    .map((p, i) => {
      if (i % 2 === 0 || i >= pairs) return (i >= pairs && i > 0 ? "&#96;" : "") + inert(p);
      const body = table ? p.replace(/\|/g, "\\|") : p;
      return p.trim() === "" ? inert(`\`${p}\``) : `\`${body}\``;
    })
    .join("");
}

function inert(s: string): string {
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

/**
 * One line of data inside raw HTML in Markdown (a `<summary>`): GitHub shows it as HTML, where a
 * Markdown backslash would stay visible, so it is HTML-escaped instead, and mentions kept inert.
 */
export function htmlLine(text: string | null | undefined, max = 200): string {
  return html(plain(text, max)).replace(/@/g, "&#64;");
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
