/**
 * `${VAR}` and `${VAR:-default}` in scenario string values, from the environment, before validation.
 * `$${` writes a literal `${`. Every substitution is recorded so values of secret variables can be redacted.
 */
import { isSeq, parse, Scalar } from "yaml";
import { UserError } from "../errors.js";
import { credentialsIn, runnerInternalRefusal, type Substitution } from "../secrets.js";
import { formatPath, locate, walkScalars, type YamlSource } from "./yaml-source.js";

type Env = Record<string, string | undefined>;

const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Expands one string; throws an Error naming the variable when it is undefined and has no default. */
export function interpolateString(
  text: string,
  env: Env,
): { value: string; uses: Omit<Substitution, "path">[] } {
  const uses: Omit<Substitution, "path">[] = [];
  let value = "";
  let at = 0;
  while (at < text.length) {
    const dollar = text.indexOf("$", at);
    if (dollar < 0) break;
    value += text.slice(at, dollar);
    if (text.startsWith("$${", dollar)) {
      value += "${";
      at = dollar + 3;
      continue;
    }
    if (!text.startsWith("${", dollar)) {
      value += "$";
      at = dollar + 1;
      continue;
    }
    const close = text.indexOf("}", dollar + 2);
    if (close < 0) throw new Error(`unterminated "\${" (write "$\${" for a literal "\${")`);
    const inner = text.slice(dollar + 2, close);
    const sep = inner.indexOf(":-");
    const variable = sep < 0 ? inner : inner.slice(0, sep);
    if (!VAR_NAME.test(variable)) throw new Error(`invalid variable name "${variable}" in "\${${inner}}"`);
    const set = env[variable];
    // as in the shell, `:-` also replaces an empty value
    const resolved = sep < 0 ? set : set ? set : inner.slice(sep + 2);
    if (resolved === undefined) {
      throw new Error(
        `environment variable ${variable} is not set (use \${${variable}:-default} for a fallback)`,
      );
    }
    uses.push({ variable, value: resolved });
    value += resolved;
    at = close + 1;
  }
  return { value: value + text.slice(at), uses };
}

/**
 * Expands every string value of the document in place. A plain (unquoted) scalar is re-read as YAML
 * after expansion, so `port: ${PORT:-8080}` is a number; quoted scalars stay strings. A runner
 * internal (`runnerInternal`) the document's `secrets:` does not name is refused at its line.
 */
export function interpolateDocument(src: YamlSource, env: Env): Substitution[] {
  const uses: Substitution[] = [];
  const listed = listedSecrets(src);
  walkScalars(src.doc.contents, (scalar, path) => {
    if (typeof scalar.value !== "string" || !scalar.value.includes("$")) return;
    let expanded: ReturnType<typeof interpolateString>;
    try {
      expanded = interpolateString(scalar.value, env);
      for (const u of expanded.uses) {
        const refused = runnerInternalRefusal(u.variable, listed);
        if (refused) throw new Error(refused);
      }
    } catch (err) {
      throw new UserError((err as Error).message, locate(src, path), formatPath(path));
    }
    uses.push(...expanded.uses.map((u) => ({ ...u, path })));
    scalar.value = scalar.type === Scalar.PLAIN ? retype(expanded.value) : expanded.value;
  });
  return uses;
}

/** `secrets:` as written: read before expansion, since it decides which variables may expand. */
function listedSecrets(src: YamlSource): string[] {
  const node = src.doc.get("secrets", true);
  if (!isSeq(node)) return [];
  return node.items.flatMap((item) => {
    const value = item instanceof Scalar ? item.value : item;
    return typeof value === "string" ? [value] : [];
  });
}

function retype(text: string): unknown {
  try {
    const value = parse(text);
    return typeof value === "number" || typeof value === "boolean" ? value : text;
  } catch {
    return text;
  }
}

/**
 * Credentials written into the file itself (not through `${VAR}`): a warning each, at its line. Read
 * before interpolation, so a value that came from the environment is not the file's.
 */
export function literalCredentials(src: YamlSource): string[] {
  const out: string[] = [];
  walkScalars(src.doc.contents, (scalar, path) => {
    if (
      typeof scalar.value !== "string" ||
      credentialsIn(scalar.value.replace(/\$\{[^}]*\}/g, "")).length === 0
    )
      return;
    out.push(
      `${locate(src, path)}: ${formatPath(path)}: a credential written into the scenario; pass it through \${VAR} from a CI secret`,
    );
  });
  return out;
}
