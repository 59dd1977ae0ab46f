/**
 * The console's scenario form → a scenario document. Pure: the form's text fields become the
 * scenario's shape as typed, and the scenario schema (not this file) decides what is valid, so a
 * bad value comes back as the schema's error at its line and field.
 */
import { stringify } from "yaml";
import type { ScenarioForm } from "../report/console-api.js";

/** A number when the text is one, else the text itself (for the schema to refuse). */
function num(v: string | number | undefined): number | string | undefined {
  if (v === undefined || v === "") return undefined;
  if (typeof v === "number") return v;
  const t = v.trim();
  return t !== "" && Number.isFinite(Number(t)) ? Number(t) : t;
}

function stages(text: string): unknown[] {
  return text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(\S+?)\s*(?:[x×*]\s*(\S+?)\s*s?)?$/.exec(s);
      if (!m) return s;
      return m[2] === undefined
        ? { concurrency: num(m[1]) }
        : { concurrency: num(m[1]), hold_sec: num(m[2]) };
    });
}

function thresholds(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of text.split("\n")) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const metric = line.slice(0, i).trim();
    out[metric] = line
      .slice(i + 1)
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
  }
  return out;
}

/**
 * The scenario document, with paths made relative to the folder the file is written to.
 * `rel` maps a path typed in the form (relative to the repository) to one relative to that folder.
 */
export function scenarioFromForm(f: ScenarioForm, rel: (p: string) => string): Record<string, unknown> {
  const agentName = f.agent?.name?.trim() ?? "";
  const agent: Record<string, unknown> = { name: agentName };
  const command = f.agent?.command?.trim();
  if (command) agent.command = command.split(/\s+/);
  if (f.agent?.mount?.trim()) agent.mount = rel(f.agent.mount.trim());
  const pair: Record<string, unknown> = { agent };
  if (f.target === "dataset") {
    pair.dataset = {
      path: rel(f.dataset?.trim() ?? ""),
      ...(f.task_names?.length ? { task_names: f.task_names } : {}),
    };
  } else pair.task = rel(f.task?.trim() ?? "");
  pair.sessions = num(f.sessions);
  pair.n_concurrent = num(f.n_concurrent);
  const load: Record<string, unknown> = { strategy: f.strategy || "fixed" };
  if (f.stages?.trim()) load.stages = stages(f.stages);
  if (num(f.rate) !== undefined) load.rate = num(f.rate);
  if (num(f.duration_sec) !== undefined) load.duration_sec = num(f.duration_sec);
  const doc: Record<string, unknown> = {
    name: f.name?.trim() ?? "",
    ...(f.description?.trim() ? { description: f.description.trim() } : {}),
    mode: f.mode || "single_agent_multi_session",
    runtime: { type: f.runtime || "local" },
    ...(f.mock_llm ? { services: { mock_llm: {} } } : {}),
    pairs: [pair],
    load,
    thresholds: thresholds(f.thresholds ?? ""),
  };
  return JSON.parse(JSON.stringify(doc));
}

export function scenarioYaml(doc: Record<string, unknown>): string {
  return `# Written by agent-loadtest serve.\n${stringify(doc, { lineWidth: 0 })}`;
}
