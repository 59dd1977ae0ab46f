// Fails on the structural rules of ARCHITECTURE.md that a compiler does not check:
//   1. every folder of src/ has its place in LAYERS, and no module imports a folder above its own
//      (type-only imports count: they couple modules as much); src/'s own files import no folder;
//   2. no import cycle among src/ modules;
//   3. no function in src/ longer than MAX_FUNCTION_LINES lines;
//   4. no environment (src/runtimes/docker, src/runtimes/local) names an ErrorBucket: it raises an
//      EnvError kind and the trial maps kinds to buckets (runtimes/outcome.ts bucketOf).
// Usage: node scripts/check-structure.mjs [root=src]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const MAX_FUNCTION_LINES = 120;

/** The folders of src/, lowest first (ARCHITECTURE.md, "Dependency rules"): a module imports its own folder, a lower one, or src/'s own files. */
const LAYERS = [
  "shims",
  "llm-wire",
  "stats",
  "i18n",
  "evidence",
  "events",
  "agents",
  "scenario",
  "metrics",
  "baseline",
  "gate",
  "load",
  "report",
  "web",
  "mock-llm",
  "runtimes",
  "pipeline",
  "serve",
  "action",
  "cli",
];
const root = resolve(process.argv[2] ?? "src");

const sources = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
  .map((f) => join(root, f));

/** Relative module specifiers of every import and re-export, resolved to source files, with their lines. */
function importsOf(file, sf) {
  const out = [];
  for (const node of sf.statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) continue;
    const spec = node.moduleSpecifier.text;
    if (!spec.startsWith(".")) continue;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    out.push({ target: resolve(dirname(file), spec).replace(/\.js$/, ".ts"), line });
  }
  return out;
}

/** A module's folder (its first path segment under src/), or "" for src/'s own files. */
const folderOf = (file) => {
  const parts = relative(root, file).split(/[\\/]/);
  return parts.length > 1 ? parts[0] : "";
};

/** Imports that run up the layers, and folders that have no layer. */
function layerProblems(file, imports) {
  const from = folderOf(file);
  const rank = (folder) => (folder === "" ? -1 : LAYERS.indexOf(folder));
  if (from !== "" && rank(from) < 0)
    return [
      `${relative(process.cwd(), file)}: folder src/${from} has no place in the layers (scripts/check-structure.mjs LAYERS, ARCHITECTURE.md)`,
    ];
  const found = [];
  for (const { target, line } of imports) {
    const to = folderOf(target);
    if (to === from || rank(to) < rank(from) || rank(to) < 0) continue;
    const who = from === "" ? "src/'s own files import no folder" : `${from} is below ${to}`;
    found.push(
      `${relative(process.cwd(), file)}:${line}: imports ${relative(root, target)}: ${who} (${LAYERS.join(" < ")})`,
    );
  }
  return found;
}

/** Functions (declarations, methods, arrows, expressions) longer than the limit. */
function longFunctions(file, sf) {
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.end).line;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES) {
        const name = node.name?.getText(sf) ?? "(anonymous)";
        found.push(
          `${relative(process.cwd(), file)}:${start + 1}: function ${name} is ${lines} lines (max ${MAX_FUNCTION_LINES})`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const ENVIRONMENT_DIRS = ["runtimes/docker", "runtimes/local"].map((d) => join(root, d));

/** Where a module of an environment mentions ErrorBucket (an import, a type, a qualified name). */
function bucketMentions(file, sf) {
  if (!ENVIRONMENT_DIRS.some((d) => file.startsWith(`${d}/`))) return [];
  const found = [];
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === "ErrorBucket") {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      found.push(
        `${relative(process.cwd(), file)}:${line}: an environment names ErrorBucket (raise EnvError(kind); the trial maps kinds to buckets)`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every elementary cycle reachable in the graph, each reported once by its smallest member. */
function cycles(graph) {
  const found = new Map();
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort()[0];
        const at = cycle.indexOf(key);
        const rotated = [...cycle.slice(at), ...cycle.slice(0, at)];
        found.set(rotated.join(" → "), rotated);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

const graph = new Map();
const problems = [];
for (const file of sources) {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const imports = importsOf(file, sf);
  graph.set(
    file,
    imports.map((i) => i.target),
  );
  problems.push(...layerProblems(file, imports), ...longFunctions(file, sf), ...bucketMentions(file, sf));
}
for (const cycle of cycles(graph)) {
  const names = [...cycle, cycle[0]].map((f) => relative(process.cwd(), f));
  problems.push(`import cycle: ${names.join(" → ")}`);
}
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`structure check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `structure check: ${sources.length} modules in ${LAYERS.length} layers, no import up a layer, no import cycle, no function over ${MAX_FUNCTION_LINES} lines, no bucket named by an environment`,
);
