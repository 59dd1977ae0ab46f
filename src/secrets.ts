/**
 * Secrets never reach logs, reports, comments or artifacts. The one place that decides what is secret
 * and the one redactor every writer uses.
 *
 * A value is secret when any name it passes through says so — its key in the scenario (an env key, a
 * header, a service setting), or the host variable it came from through `${VAR}` — when `secrets:`
 * lists one of those names, or when it looks like a credential. Once secret, a value is masked under
 * any name and in the forms it takes in text: as is, JSON-escaped (once or twice), URL-encoded, and
 * base64 (standard or URL-safe, at any offset of a longer encoded string).
 */
import { gunzipSync, gzipSync } from "node:zlib";

/** Names whose values are secret. TOKENS and AUTHOR(S) are counts and people, not credentials. */
export const SECRET_NAME = /KEY|TOKEN(?!S)|SECRET|PASSW(?:OR)?D|CREDENTIAL|AUTH(?!ORS?(?![a-z]))|COOKIE/i;

/** The runner's command files: what is written there sets the next steps' environment, path and outputs. */
const RUNNER_COMMAND_FILES = new Set([
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
]);

/**
 * The runner's own variables, which `${VAR}` (in a scenario or a task.toml) yields only when `secrets:`
 * names them: every `ACTIONS_*` (the results, cache and OIDC services' tokens and URLs) and `INPUT_*`
 * (the Action's inputs, its token among them), and the `GITHUB_*`/`RUNNER_*` ones named like a secret
 * (`GITHUB_TOKEN`) or naming the runner's command files (`GITHUB_ENV`, `GITHUB_OUTPUT`, …), through
 * which a writer sets the next steps' environment. The job's context (`GITHUB_SHA`, `GITHUB_REPOSITORY`,
 * `RUNNER_OS`, …) stays usable.
 */
export function runnerInternal(name: string): boolean {
  const upper = name.toUpperCase();
  if (upper.startsWith("ACTIONS_") || upper.startsWith("INPUT_")) return true;
  if (!upper.startsWith("GITHUB_") && !upper.startsWith("RUNNER_")) return false;
  return SECRET_NAME.test(upper) || RUNNER_COMMAND_FILES.has(upper);
}

/** The runner's environment without its own internals: what a task's compose file interpolates from. */
export function withoutRunnerInternals(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !runnerInternal(k)) out[k] = v;
  return out;
}

/** Why `${name}` is refused, or null: a runner internal the scenario's `secrets:` does not name. */
export function runnerInternalRefusal(name: string, listed: readonly string[]): string | null {
  if (!runnerInternal(name) || listed.some((l) => l.toLowerCase() === name.toLowerCase())) return null;
  return `\${${name}} is the runner's own (ACTIONS_*, INPUT_*, GITHUB_/RUNNER_ credentials and command files) and reaches the agent only when secrets: names it`;
}

/**
 * Scenario fields whose names match SECRET_NAME but hold no secret: a selector, names of variables,
 * the `secrets:` list itself. A unit test keeps this equal to the schema's matching fields.
 */
export const NOT_SECRET_FIELDS: ReadonlySet<string> = new Set(["token_event", "key_env", "secrets"]);

/** What credentials look like, whatever their name: OpenAI/Anthropic, GitHub, AWS, Slack keys, JWTs. */
const CREDENTIAL_SHAPES = [
  "sk-[A-Za-z0-9_-]{16,}",
  "gh[pousr]_[A-Za-z0-9]{30,}",
  "github_pat_[A-Za-z0-9_]{20,}",
  "AKIA[0-9A-Z]{16}",
  "xox[abeoprs]-[A-Za-z0-9-]{10,}",
  "eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*",
];
/** Not inside a longer word: `task-…` is no `sk-` key. */
const SHAPE = `(?<![A-Za-z0-9_-])(?:${CREDENTIAL_SHAPES.join("|")})`;

/** The credential-shaped parts of a text. */
export function credentialsIn(text: string): string[] {
  return [...text.matchAll(new RegExp(SHAPE, "g"))].map((m) => m[0]);
}

const MASK = "***";
export const SECRET_MASK = MASK;
/** Shorter values would mask noise. */
const MIN_SECRET = 4;
/** A base64 piece cut out of a longer string must be this long to be masked on its own. */
const MIN_B64_PIECE = 6;

type Env = Record<string, string | undefined>;
export type PathSegment = string | number;

/** One `${VAR}` substitution: which variable, its value, and the scenario field it went into. */
export interface Substitution {
  variable: string;
  value: string;
  path: readonly PathSegment[];
}

export interface SecretSources {
  /** The scenario document after interpolation and overrides. */
  doc: unknown;
  uses: readonly Substitution[];
  /** `secrets:` plus names the schema makes secret (a Prometheus header's variable, the diagnosis key's). */
  listed: readonly string[];
  env: Env;
}

/** The nearest key a value sits under (array items sit under their list's key). */
function keyOf(path: readonly PathSegment[]): string | null {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === "string") return path[i] as string;
  return null;
}

function samePath(a: readonly PathSegment[], b: readonly PathSegment[]): boolean {
  return a.length === b.length && a.every((s, i) => String(s) === String(b[i]));
}

function walkStrings(
  node: unknown,
  fn: (value: string, path: PathSegment[]) => void,
  path: PathSegment[] = [],
) {
  if (typeof node === "string") fn(node, path);
  else if (Array.isArray(node)) {
    for (const [i, v] of node.entries()) walkStrings(v, fn, [...path, i]);
  } else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) walkStrings(v, fn, [...path, k]);
}

/** The one decision: every secret value of a scenario, longest first. */
export function decideSecrets(s: SecretSources): string[] {
  const listed = new Set(s.listed.map((n) => n.toLowerCase()));
  const namedSecret = (name: string) => listed.has(name.toLowerCase()) || SECRET_NAME.test(name);
  const out = new Set<string>();
  const secretKey = (path: readonly PathSegment[]) => {
    const key = keyOf(path);
    return key !== null && !NOT_SECRET_FIELDS.has(key) && namedSecret(key);
  };
  // By the variable's name, or the field's (a number or flag there is still a secret).
  for (const u of s.uses) if (namedSecret(u.variable) || secretKey(u.path)) out.add(u.value);
  for (const name of s.listed) {
    const v = s.env[name];
    if (v) out.add(v);
  }
  walkStrings(s.doc, (value, path) => {
    for (const c of credentialsIn(value)) out.add(c);
    if (!secretKey(path)) return;
    out.add(value);
    // `Bearer <key>`: the key alone is the secret too, wherever else it turns up.
    const scheme = /^(?:Bearer|Basic|Token|Bot|ApiKey)\s+(\S+)$/i.exec(value);
    if (scheme) out.add(scheme[1]);
    for (const u of s.uses) if (samePath(u.path, path)) out.add(u.value);
  });
  return [...out]
    .filter((v) => v.length >= MIN_SECRET)
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/**
 * The secret values of env tables outside the scenario (a task.toml's), by the same rule as the
 * scenario's: a key named like a secret or listed, a credential's shape, or the value of a host
 * variable named like a secret or listed (what `${VAR}` put there).
 */
export function envTableSecrets(
  tables: readonly Record<string, string>[],
  env: Env,
  listed: readonly string[] = [],
): string[] {
  const fromHost = new Set(secretValuesOf(env, listed));
  const viaHost = tables.flatMap((t) => Object.values(t)).filter((v) => fromHost.has(v));
  const byKey = decideSecrets({ doc: tables, uses: [], listed, env: {} });
  return [...new Set([...byKey, ...viaHost])];
}

/** Values of host variables named like secrets, plus those listed: what a run folder may hold when its scenario is gone. */
export function secretValuesOf(env: Env, listed: readonly string[] = []): string[] {
  const names = new Set(listed);
  for (const k of Object.keys(env)) if (SECRET_NAME.test(k)) names.add(k);
  return [...names].map((k) => env[k] ?? "").filter((v) => v.length >= MIN_SECRET);
}

/** base64 of `bytes` as it appears inside a longer base64 string that starts `offset` bytes earlier. */
function base64Piece(bytes: Buffer, offset: number): string {
  const enc = Buffer.concat([Buffer.alloc(offset), bytes])
    .toString("base64")
    .replace(/=+$/, "");
  // Characters that also carry the bytes around the secret vary with them: only the inner ones are fixed.
  return enc.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6));
}

/** The forms a secret takes in text. Longest first, so a secret containing another is masked whole. */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const v of new Set(secrets.filter((s) => s.length >= MIN_SECRET))) {
    const json = JSON.stringify(v).slice(1, -1);
    const url = encodeURIComponent(v);
    forms.add(v).add(json).add(JSON.stringify(json).slice(1, -1)).add(url).add(url.replace(/%20/g, "+"));
    const bytes = Buffer.from(v);
    forms.add(bytes.toString("base64")).add(bytes.toString("base64url"));
    for (const offset of [0, 1, 2]) {
      const piece = base64Piece(bytes, offset);
      if (piece.length < MIN_B64_PIECE) continue;
      forms.add(piece).add(piece.replace(/\+/g, "-").replace(/\//g, "_"));
    }
  }
  return [...forms].filter((f) => f.length >= MIN_SECRET).sort((a, b) => b.length - a.length);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface Redactor {
  (text: string): string;
  /** The same masking on raw bytes (logs need not be UTF-8); null when nothing was masked. */
  bytes(buf: Buffer): Buffer | null;
}

/**
 * The one redactor: masks every form of the given secrets and anything credential-shaped. One regular
 * expression, one pass: the cost is linear in the text (see bench/redact.bench.ts).
 */
export function makeRedactor(secrets: readonly string[]): Redactor {
  const forms = secretForms(secrets);
  const source = (encode: (f: string) => string) =>
    [...forms.map((f) => escapeRe(encode(f))), SHAPE].join("|");
  const text = new RegExp(
    source((f) => f),
    "g",
  );
  // Bytes are read as latin1 (one char per byte), so a form is matched as its UTF-8 bytes.
  const latin1 = new RegExp(
    source((f) => Buffer.from(f).toString("latin1")),
    "g",
  );
  const redact = ((t: string) => t.replace(text, MASK)) as Redactor;
  redact.bytes = (buf) => {
    const before = buf.toString("latin1");
    latin1.lastIndex = 0;
    if (!latin1.test(before)) return null;
    return Buffer.from(before.replace(latin1, MASK), "latin1");
  };
  return redact;
}

/** A file's bytes with secrets masked, gzip members unpacked and packed again; null when clean. */
export function redactFile(redact: Redactor, name: string, buf: Buffer): Buffer | null {
  if (name.endsWith(".gz")) {
    let inner: Buffer;
    try {
      inner = gunzipSync(buf);
    } catch {
      return redact.bytes(buf);
    }
    const masked = redact.bytes(inner);
    return masked ? gzipSync(masked) : null;
  }
  return redact.bytes(buf);
}

// ---------------------------------------------------------------- what this process knows

const known = new Set<string>();
let current: Redactor = makeRedactor([]);

/** Values decided secret anywhere in this process (a loaded scenario, the Action's token). */
export function rememberSecrets(values: readonly string[]): void {
  const before = known.size;
  for (const v of values) if (v.length >= MIN_SECRET) known.add(v);
  if (known.size !== before) current = makeRedactor([...known]);
}

export function knownSecrets(): string[] {
  return [...known];
}

/** The redactor of everything this process has decided is secret. */
export function knownRedactor(): Redactor {
  return current;
}

/** Masks everything this process has decided is secret, and anything credential-shaped. */
export function redactKnown(text: string): string {
  return current(text);
}

/** Every write to stdout and stderr goes through redactKnown (the CLI installs it once). */
export function guardStdio(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(
        typeof chunk === "string"
          ? redactKnown(chunk)
          : Buffer.isBuffer(chunk)
            ? (current.bytes(chunk) ?? chunk)
            : chunk,
        ...rest,
      )) as typeof stream.write;
  }
}
