/**
 * `docs/scenario-reference.md`: every field of the scenario file, rendered from the JSON schema the
 * zod schema already makes (json-schema.ts), so the reference cannot drift from what `validate` takes.
 */
import { stringify } from "yaml";
import { scenarioJsonSchema } from "./json-schema.js";

/** The part of a JSON Schema node the reference reads. */
interface Node {
  type?: string | string[];
  description?: string;
  default?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  format?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
}

/** One field: its dotted path (`pairs[].agent.name`, `thresholds.<metric>`) and how it reads. */
export interface ReferenceRow {
  path: string;
  name: string;
  type: string;
  default: string;
  required: boolean;
  description: string;
  /** As a scenario file writes it, in YAML's flow style. */
  example: string;
}

interface Section {
  path: string;
  description: string;
  rows: ReferenceRow[];
}

/** The name a map's keys get in paths, by the map's own path. */
const KEY_NAMES: [RegExp, string][] = [
  [/(^|\.)(thresholds|slo|metrics)$/, "<metric>"],
  [/(^|\.)queries$/, "<series>"],
  [/(^|\.)(env|headers|tags|labels)$/, "<name>"],
  [/(^|\.)headers_env$/, "<header>"],
];
const keyName = (path: string) => KEY_NAMES.find(([re]) => re.test(path))?.[1] ?? "<key>";

/** Integers bounded by 2^53 carry no limit worth printing. */
const SAFE = Number.MAX_SAFE_INTEGER;

function bounds(n: Node): string {
  const out: string[] = [];
  if (n.minimum !== undefined && n.minimum > -SAFE) out.push(`≥ ${n.minimum}`);
  if (n.exclusiveMinimum !== undefined) out.push(`> ${n.exclusiveMinimum}`);
  if (n.maximum !== undefined && n.maximum < SAFE) out.push(`≤ ${n.maximum.toLocaleString("en-US")}`);
  if (n.exclusiveMaximum !== undefined) out.push(`< ${n.exclusiveMaximum}`);
  return out.length > 0 ? ` (${out.join(", ")})` : "";
}

/** A node's type in a few words: `integer (≥ 1)`, `` `fail` | `warn` ``, `list of string`. */
function typeOf(n: Node): string {
  if (n.enum) return n.enum.map((v) => `\`${String(v)}\``).join(" | ");
  if (n.const !== undefined) return `\`${String(n.const)}\``;
  if (n.anyOf) return [...new Set(n.anyOf.map(typeOf))].join(" or ");
  const t = Array.isArray(n.type) ? n.type.join(" or ") : n.type;
  if (t === "array") {
    const item = n.items ? typeOf(n.items) : "any";
    const many = item.includes(" or ") ? `(${item})` : item;
    return `list of ${many}${n.minItems ? ` (≥ ${n.minItems})` : ""}`;
  }
  if (t === "object" && !n.properties && typeof n.additionalProperties === "object")
    return `map of ${typeOf(n.additionalProperties)}`;
  if (t === "string" && n.format === "uri") return "URL";
  return t ? `${t}${bounds(n)}` : "any";
}

function defaultOf(n: Node): string {
  if (n.default === undefined) return "";
  const text = typeof n.default === "string" ? n.default : JSON.stringify(n.default);
  return `\`${text}\``;
}

/** Object nodes below a node, with the path each is reached by (through lists, maps and unions). */
function objectsBelow(n: Node, path: string): [string, Node][] {
  if (n.properties) return [[path, n]];
  if (n.anyOf) return n.anyOf.flatMap((b) => objectsBelow(b, path));
  if (n.items) return objectsBelow(n.items, `${path}[]`);
  if (typeof n.additionalProperties === "object")
    return objectsBelow(n.additionalProperties, `${path}.${keyName(path)}`);
  return [];
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

function collect(n: Node, path: string, description: string, out: Section[]): void {
  const rows: ReferenceRow[] = [];
  const section: Section = { path, description, rows };
  out.push(section);
  for (const [name, child] of Object.entries(n.properties ?? {})) {
    const at = path ? `${path}.${name}` : name;
    rows.push({
      path: at,
      name,
      type: typeOf(child),
      default: defaultOf(child),
      required: n.required?.includes(name) ?? false,
      description: child.description ?? "",
      example:
        child.examples?.[0] === undefined
          ? ""
          : stringify(child.examples[0], { collectionStyle: "flow", lineWidth: 0 }).trim(),
    });
    const below = objectsBelow(child, at);
    below.forEach(([p, obj], i) => {
      const form = below.length > 1 ? ` (form ${i + 1})` : "";
      collect(obj, `${p}${form}`, obj.description ?? child.description ?? "", out);
    });
  }
}

/** Every field of the scenario file, section by section (one per object), in the schema's order. */
export function referenceSections(): Section[] {
  const root = JSON.parse(scenarioJsonSchema()) as Node;
  const out: Section[] = [];
  collect(root, "", "The scenario file's top level.", out);
  return out;
}

/** `pairs[].agent` → `pairsagent`: GitHub's heading anchor of a section's path in backticks. */
export function anchorOf(path: string): string {
  return path
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, "")
    .replace(/ /g, "-");
}

function renderSection(s: Section, paths: string[]): string {
  const form = / \(form \d\)$/.exec(s.path)?.[0] ?? "";
  const title = s.path === "" ? "Top level" : `\`${s.path.slice(0, s.path.length - form.length)}\`${form}`;
  const rows = s.rows.map((r) => {
    const sub = sectionBelow(r.path, paths);
    const more =
      (r.example ? ` Example: \`${r.example}\`.` : "") + (sub ? ` See [below](#${anchorOf(sub)}).` : "");
    const name = `\`${r.name}\`${r.required ? " (required)" : ""}`;
    return `| ${name} | ${cell(r.type)} | ${cell(r.default)} | ${cell(r.description)}${more} |`;
  });
  return [
    `## ${title}`,
    "",
    ...(s.description ? [s.description, ""] : []),
    "| field | type | default | what it is |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** The first section below a field, if the field holds objects (directly, in a list or a map). */
function sectionBelow(path: string, paths: string[]): string | undefined {
  const below = /^(\[\]|\.<[a-z]+>)*( \(form \d\))?$/;
  return paths.find((p) => p.startsWith(path) && below.test(p.slice(path.length)));
}

/** The committed `docs/scenario-reference.md`. */
export function scenarioReference(): string {
  const sections = referenceSections();
  const paths = sections.map((s) => s.path);
  const head = [
    "# Scenario reference",
    "",
    "<!-- Generated from src/scenario/schema.ts by `npm run docs`; do not edit by hand. -->",
    "",
    "Every field of a scenario file, with its type, default and meaning. How a scenario is put together,",
    "with a whole example, is in [the scenario guide](scenario.md); editors complete and check the same",
    "fields from [`schemas/scenario.schema.json`](../schemas/scenario.schema.json). Unknown keys are",
    "errors. Values may come from the environment as `${VAR}` or `${VAR:-default}`; paths are relative",
    "to the scenario file. A map's key is shown as `<metric>`, `<name>`, …; a list's items as `[]`.",
  ].join("\n");
  return `${[head, ...sections.map((s) => renderSection(s, paths))].join("\n\n")}\n`;
}
