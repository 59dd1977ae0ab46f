/**
 * An agent recipe (types.ts) made into the row the install, the layer, the launch and the trace parser
 * read: the one path for the built-in rows (table.ts) and the scenario's `agent.recipe`. The dialect
 * decides which key and base URL the agent gets; placeholders in args, env and files are filled from
 * the session. Pure: the session's environment in, the launch out.
 */
import { createHash } from "node:crypto";
import { type Dialect, dialectNamed, serverRootOf } from "../llm-wire/table.js";
import type { AgentDef, AgentRecipe, Launch, LaunchContext, RecipeTrace, TraceFormat } from "./types.js";

/** The key an agent gets when the user gives none: the mock accepts any. */
export const MOCK_KEY = "mock-key";

/** The placeholders a recipe's text may hold; `instruction` in args only. */
export const PLACEHOLDERS = ["model", "base_url", "home", "instruction", "args"] as const;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const TRACE_FORMATS: Record<RecipeTrace, TraceFormat> = {
  "stream-json": "claude-stream",
  jsonl: "jsonl",
  none: "none",
  "codex-json": "codex-json",
  "opencode-json": "opencode-json",
  "gemini-stream": "gemini-stream",
};

/** `@scope/pkg@1.2.3` → package and version (the last `@` past the first character). */
export function splitNpm(spec: string): { package: string; version: string } {
  const at = spec.lastIndexOf("@");
  return at > 0
    ? { package: spec.slice(0, at), version: spec.slice(at + 1) }
    : { package: spec, version: "" };
}

/** An unscoped, lower-case package name of words and single dashes: its own install name. */
const PLAIN_PACKAGE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A declared recipe's install name, from its package: the cache folder, `/opt/agents/<name>` and the
 * image tag (lower-case, no slash). Two packages never share one: a plain name is kept (`npm-kilo`);
 * any other (`@scope/pkg`, dots, capitals) is written as words plus a hash of the exact name, under a
 * prefix a plain name cannot take (`npmh-scope-pkg-<hash>`), so `@scope/pkg` ≠ `scope-pkg`.
 */
export function installName(pkg: string): string {
  if (PLAIN_PACKAGE.test(pkg)) return `npm-${pkg}`;
  const words = pkg
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const hash = createHash("sha256").update(pkg).digest("hex").slice(0, 12);
  return `npmh-${words ? `${words}-` : ""}${hash}`;
}

/**
 * The variables a dialect gives the agent (its key, and its base URL when the session has an LLM
 * server), and that base URL as `{{base_url}}`: the provider's own when there is none.
 */
export function dialectWiring(
  dialect: Dialect,
  env: Record<string, string>,
): { env: Record<string, string>; baseUrl: string } {
  const w = dialectNamed(dialect).wiring;
  const root = serverRootOf(env);
  const url =
    env[w.baseUrlVar]?.replace(/\/+$/, "") ?? (root === undefined ? undefined : `${root}${w.suffix}`);
  return {
    env: { [w.keyVar]: env[w.keyVar] ?? MOCK_KEY, ...(url ? { [w.baseUrlVar]: url } : {}) },
    baseUrl: url ?? w.publicBaseUrl,
  };
}

export function recipeLaunch(recipe: AgentRecipe, c: LaunchContext): Launch {
  const model = c.model ?? recipe.default_model;
  const wiring = dialectWiring(recipe.dialect, c.env);
  const vars: Record<string, string> = { model: model ?? "", base_url: wiring.baseUrl, home: c.home };
  // One pass: text filled in (an instruction holding `{{model}}`) is never read again.
  const fill = (text: string, args = false) =>
    text.replace(PLACEHOLDER, (whole, key: string) =>
      args && key === "instruction" ? c.instruction : (vars[key] ?? whole),
    );
  const extra = [...(model ? (recipe.model_args ?? []).map((a) => fill(a)) : []), ...c.args];
  const argv = recipe.args.flatMap((a) => (a === "{{args}}" ? extra : [fill(a, true)]));
  if (!recipe.args.includes("{{args}}")) argv.push(...extra);
  const env = { ...wiring.env };
  for (const [k, v] of Object.entries(recipe.env ?? {})) env[k] = fill(v);
  const files = [
    ...(recipe.files ?? []).map((f) => ({ path: f.path, content: fill(f.content) })),
    ...(recipe.config?.(c) ?? []),
  ];
  return { argv, env, files };
}

/**
 * The row a recipe makes. `name` is the install's (built-in rows keep theirs); a declared recipe is
 * named after its package, so two scenarios naming one package share one install.
 */
export function recipeDef(recipe: AgentRecipe, name?: string): AgentDef {
  const { package: pkg, version } = splitNpm(recipe.npm);
  return {
    name: name ?? installName(pkg),
    recipe,
    package: pkg,
    version,
    // The bin runs itself (a Node script finds node on PATH); an entry names the program exactly.
    entry: recipe.entry ?? `node_modules/.bin/${recipe.bin}`,
    native: recipe.entry ? recipe.native === true : true,
    ...(recipe.nodeMajor ? { nodeMajor: recipe.nodeMajor } : {}),
    ...(recipe.scripts ? { scripts: true } : {}),
    trace: TRACE_FORMATS[recipe.trace],
    launch: (c) => recipeLaunch(recipe, c),
  };
}
