/**
 * Scenario text → validated Scenario, without touching the file system:
 * YAML (with positions) → `${VAR}` → shorthands → `--set` → zod, every failure one UserError at `file:line:col`.
 */
import { UserError } from "../errors.js";
import { decideSecrets } from "../secrets.js";
import { interpolateDocument, literalCredentials } from "./interpolate.js";
import { issuesToUserError } from "./issues.js";
import { applyOverrides, overrideAt } from "./overrides.js";
import { type Scenario, ScenarioSchema } from "./schema.js";
import { expandShorthands } from "./shorthands.js";
import { parseYamlSource, type YamlSource } from "./yaml-source.js";

export interface ParseOptions {
  /** `path=value` overrides, applied after interpolation. */
  set?: readonly string[];
  env?: Record<string, string | undefined>;
}

export interface ParsedScenario {
  scenario: Scenario;
  /** The document as written, after interpolation and overrides, before defaults. */
  raw: Record<string, unknown>;
  /** Kept so later checks (task folders) can point at a field's line. */
  source: YamlSource;
  secretValues: string[];
  /** Not errors, said by `validate`: credentials written into the file, at their lines. */
  warnings: string[];
}

/** Aliases expand here: the library's alias budget (a billion-laughs document) becomes the user's error. */
function toJS(source: YamlSource): Record<string, unknown> {
  try {
    return source.doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  } catch (e) {
    if (e instanceof ReferenceError || e instanceof RangeError)
      throw new UserError(`YAML aliases expand too far (${e.message.toLowerCase()})`, source.file);
    throw e;
  }
}

/** `file` names the scenario in messages. */
export function parseScenario(text: string, file: string, opts: ParseOptions = {}): ParsedScenario {
  const env = opts.env ?? process.env;
  const source = parseYamlSource(text, file);
  const warnings = literalCredentials(source);
  const uses = interpolateDocument(source, env);
  expandShorthands(source);
  const overrides = applyOverrides(source, opts.set ?? [], ScenarioSchema);
  const raw = toJS(source);
  const result = ScenarioSchema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    throw issuesToUserError(result.error.issues, {
      src: source,
      schema: ScenarioSchema,
      overriddenAt: (path) => overrideAt(overrides, path),
    });
  }
  // Variables the schema names as holding credentials: the target Prometheus' headers, the diagnosis key.
  const keyEnv = result.data.diagnosis?.llm?.key_env;
  const listed = [
    ...result.data.secrets,
    ...Object.values(result.data.evidence?.prometheus?.headers_env ?? {}),
    ...(keyEnv ? [keyEnv] : []),
  ];
  const secretValues = decideSecrets({ doc: raw, uses, listed, env });
  return { scenario: result.data, raw, source, secretValues, warnings };
}
