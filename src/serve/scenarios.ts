/** Scenario files of the repository, scenarios written from the form, templates and dataset scans. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import picomatch from "picomatch";
import { errorMessage, UserError } from "../errors.js";
import { realWithin, within } from "../paths.js";
import type { DatasetAnswer, FormResult, Problem, ScenarioForm, Template } from "../report/console-api.js";
import { loadScenario } from "../scenario/load.js";
import { datasetTaskNames } from "../scenario/tasks.js";
import { scenarioFromForm, scenarioYaml } from "./form.js";
import { BadPath, childOf, inside, NotFound } from "./paths.js";

const SKIP_DIRS = new Set(["node_modules", "dist", "coverage"]);
const MAX_FILES = 5000;

export interface ScenarioRoots {
  /** The repository: scenario, task and dataset paths resolve against it. */
  cwd: string;
  glob: string;
  /** Where scenarios made with the form are written: the glob's base folder. */
  newDir: string;
  /** Skipped while listing (runs are not scenarios). */
  outputDir: string;
}

export function scenarioRoots(cwd: string, glob: string, outputDir: string): ScenarioRoots {
  const base = picomatch.scan(glob).base;
  return { cwd, glob, newDir: resolve(cwd, base || "scenarios"), outputDir };
}

/** Scenario files matching the glob: YAML files with a top-level `pairs:`. */
export function listScenarios(r: ScenarioRoots): string[] {
  const match = picomatch(r.glob, { dot: false });
  const out: string[] = [];
  let seen = 0;
  const walk = (dir: string) => {
    for (const ent of readdirSync(dir, { withFileTypes: true })) {
      if (++seen > MAX_FILES || ent.name.startsWith(".")) continue;
      const abs = join(dir, ent.name);
      if (ent.isSymbolicLink() && !realWithin(r.cwd, abs)) continue;
      if (ent.isDirectory()) {
        if (!SKIP_DIRS.has(ent.name) && !within(r.outputDir, abs)) walk(abs);
        continue;
      }
      const rel = relative(r.cwd, abs);
      if (!/\.ya?ml$/.test(ent.name) || !match(rel)) continue;
      if (/^pairs:/m.test(readFileSync(abs, "utf8"))) out.push(rel);
    }
  };
  walk(r.cwd);
  return out.sort();
}

/** A scenario file the console may run: listed by the glob, or written by the form, inside the repository. */
export function scenarioFile(r: ScenarioRoots, path: unknown): string {
  const abs = inside(r.cwd, path);
  if (!listScenarios(r).includes(relative(r.cwd, abs)) && !within(r.newDir, abs))
    throw new BadPath(`not a scenario of this console: ${String(path).slice(0, 200)}`);
  return abs;
}

export function problemOf(e: unknown): Problem {
  if (e instanceof UserError) {
    const line = /:(\d+)(?::\d+)?$/.exec(e.where ?? "")?.[1];
    return {
      message: e.line,
      where: e.where ?? null,
      line: line ? Number(line) : null,
      field: e.field ?? null,
    };
  }
  return { message: errorMessage(e), where: null, line: null, field: null };
}

/** Validates with the loader the CLI uses (schema, task folders); the problem, or null when it is fine. */
export async function checkScenario(file: string, set: string[], cwd: string): Promise<Problem | null> {
  try {
    await loadScenario(file, { set, cwd });
    return null;
  } catch (e) {
    return problemOf(e);
  }
}

/**
 * The form's scenario as YAML, checked by loading it from a scratch file beside where it will live;
 * saved (never over an existing file) only when it is valid and `save` is asked.
 */
export async function scenarioFromFormFile(
  r: ScenarioRoots,
  form: ScenarioForm,
  save: boolean,
): Promise<FormResult> {
  const name = typeof form.name === "string" && form.name.trim() ? form.name.trim() : "untitled";
  const file = `${childOf(r.newDir, name)}.yaml`;
  const rel = (p: string) => relative(dirname(file), resolve(r.cwd, p)) || ".";
  const yaml = scenarioYaml(scenarioFromForm(form, rel));
  const shown = relative(r.cwd, file);
  mkdirSync(r.newDir, { recursive: true });
  // Unique per request: two checks of one name at once must not read each other's file.
  const scratch = join(r.newDir, `.check-${process.pid}-${randomBytes(6).toString("hex")}-${name}.yaml`);
  writeFileSync(scratch, yaml);
  let problem: Problem | null;
  try {
    problem = await checkScenario(scratch, [], r.cwd);
  } finally {
    if (!save || existsSync(file)) rmSync(scratch, { force: true });
  }
  if (problem) {
    rmSync(scratch, { force: true });
    const fix = (s: string | null) =>
      s?.replaceAll(relative(r.cwd, scratch), shown).replaceAll(scratch, shown) ?? null;
    problem = { ...problem, message: fix(problem.message) ?? "", where: fix(problem.where) };
  }
  if (!save || problem) return { file: shown, yaml, problem, saved: false };
  if (existsSync(file))
    return {
      file: shown,
      yaml,
      problem: {
        message: `${shown} exists already; choose another name`,
        where: null,
        line: null,
        field: "name",
      },
      saved: false,
    };
  renameSync(scratch, file);
  return { file: shown, yaml, problem: null, saved: true };
}

/** Task names of a dataset folder of the repository, for the form's task picker; no link leads out of it. */
export function scanDataset(cwd: string, path: unknown): DatasetAnswer {
  const dir = inside(cwd, path);
  if (existsSync(dir) && !realWithin(cwd, dir))
    throw new NotFound(`not found: ${String(path).slice(0, 200)}`);
  return { path: relative(cwd, dir), tasks: datasetTaskNames(dir, cwd) };
}

/** Saved forms, one JSON file each under `<output-dir>/.console/templates/`. */
export class Templates {
  constructor(private readonly dir: string) {}

  list(): Template[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .flatMap((f) => {
        try {
          const form: ScenarioForm = JSON.parse(readFileSync(join(this.dir, f), "utf8"));
          return [{ name: f.slice(0, -5), form }];
        } catch {
          return [];
        }
      });
  }

  save(name: unknown, form: unknown): void {
    const file = `${childOf(this.dir, name)}.json`;
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(form, null, 2)}\n`);
  }
}
