/**
 * Dockerfile syntax only BuildKit understands, found before a build on a runner without BuildKit, so the
 * user gets one line naming the instruction, the file and its line instead of the classic builder's
 * confusion (it refuses some flags, and reads a heredoc's body as instructions). Pure: text in, findings out.
 */

export interface BuildKitUse {
  /** 1-based line of the instruction (its first physical line). */
  line: number;
  /** What needs BuildKit, as the user wrote it: `COPY --chmod`, `RUN --mount`, `RUN <<EOF`. */
  what: string;
  /** False where the classic builder ignores it and the build can still succeed (`# syntax=`). */
  blocking: boolean;
}

/** Flags per instruction that the classic builder does not know. */
const BUILDKIT_FLAGS: Record<string, readonly string[]> = {
  COPY: ["chmod", "link", "parents", "exclude"],
  ADD: ["chmod", "link", "checksum", "parents", "exclude", "keep-git-dir"],
  RUN: ["mount", "network", "security"],
};
const HEREDOC_INSTRUCTIONS = new Set(["RUN", "COPY", "ADD"]);
const HEREDOC = /<<(-?)(["']?)([A-Za-z_][A-Za-z0-9_]*)\2/;
const DIRECTIVE = /^#\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/;

interface Instruction {
  line: number;
  keyword: string;
  args: string;
}

/** The parser directives at the top of the file (`# syntax=`, `# escape=`), lowercased keys. */
function directives(lines: string[]): Map<string, { value: string; line: number }> {
  const found = new Map<string, { value: string; line: number }>();
  for (let i = 0; i < lines.length; i++) {
    const m = DIRECTIVE.exec(lines[i].trim());
    if (!m) break;
    const key = m[1].toLowerCase();
    if (found.has(key)) break;
    found.set(key, { value: m[2], line: i + 1 });
  }
  return found;
}

/** The heredoc an instruction opens, if any (its body is not instructions). */
function heredocOf(ins: Instruction): RegExpExecArray | null {
  return HEREDOC_INSTRUCTIONS.has(ins.keyword) ? HEREDOC.exec(unquoted(ins.args)) : null;
}

/** Logical instructions: continuation lines joined, comment lines and heredoc bodies skipped. */
function instructions(lines: string[], escapeChar: string): Instruction[] {
  const out: Instruction[] = [];
  let current: Instruction | null = null;
  let bodyEnd: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const trimmed = lines[i].replace(/\r$/, "").trim();
    if (bodyEnd !== null) {
      if (trimmed === bodyEnd) bodyEnd = null;
      continue;
    }
    if (current === null && (trimmed === "" || trimmed.startsWith("#"))) continue;
    if (current !== null && trimmed.startsWith("#")) continue;
    const continued = trimmed.endsWith(escapeChar);
    const text = continued ? trimmed.slice(0, -escapeChar.length) : trimmed;
    if (current === null) {
      const m = /^(\S+)\s*(.*)$/.exec(text);
      current = { line: i + 1, keyword: (m?.[1] ?? "").toUpperCase(), args: m?.[2] ?? "" };
    } else current.args += ` ${text}`;
    if (!continued) {
      out.push(current);
      bodyEnd = heredocOf(current)?.[3] ?? null;
      current = null;
    }
  }
  if (current) out.push(current);
  return out;
}

/** The leading `--flag[=value]` words of an instruction's arguments. */
function flagsOf(args: string): string[] {
  const flags: string[] = [];
  for (const word of args.trim().split(/\s+/)) {
    if (!word.startsWith("--")) break;
    flags.push(word.slice(2).split("=")[0].toLowerCase());
  }
  return flags;
}

/** The text outside quotes, so `echo "<<EOF"` is not a heredoc (a quoted heredoc delimiter stays). */
function unquoted(text: string): string {
  return text.replace(/(?<!<<-?)"(?:[^"\\]|\\.)*"|(?<!<<-?)'[^']*'/g, "");
}

/** Every use of BuildKit-only syntax in a Dockerfile's text, in file order. */
export function buildKitUses(text: string): BuildKitUse[] {
  const lines = text.split("\n");
  const top = directives(lines);
  const uses: BuildKitUse[] = [];
  const syntax = top.get("syntax");
  if (syntax) uses.push({ line: syntax.line, what: `# syntax=${syntax.value}`, blocking: false });
  const escapeChar = top.get("escape")?.value === "`" ? "`" : "\\";
  for (const ins of instructions(lines, escapeChar)) {
    for (const flag of flagsOf(ins.args)) {
      if (BUILDKIT_FLAGS[ins.keyword]?.includes(flag))
        uses.push({ line: ins.line, what: `${ins.keyword} --${flag}`, blocking: true });
    }
    const heredoc = heredocOf(ins);
    if (heredoc) uses.push({ line: ins.line, what: `${ins.keyword} ${heredoc[0]}`, blocking: true });
  }
  return uses;
}

/** The one line a build without BuildKit fails with, or null when nothing in the file needs BuildKit. */
export function needsBuildKit(file: string, text: string): string | null {
  const use = buildKitUses(text).find((u) => u.blocking);
  if (!use) return null;
  return `${file}:${use.line}: ${use.what} needs BuildKit (docker buildx or an engine with BuildKit); this runner has neither`;
}
