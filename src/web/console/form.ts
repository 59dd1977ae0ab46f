/** The console's "new run" view: start a scenario file, or build one with the form (checked by the server). */
import type {
  DatasetAnswer,
  FormResult,
  ScenarioForm,
  ScenariosAnswer,
  StartAnswer,
  StartRefusal,
  TemplateSaved,
  TemplatesAnswer,
} from "../../report/console-api.js";
import { $, $$, api, esc, input } from "./api.js";

const FIELDS = [
  "name",
  "description",
  "mode",
  "runtime",
  "task",
  "dataset",
  "sessions",
  "n_concurrent",
  "strategy",
  "stages",
  "rate",
  "duration_sec",
  "thresholds",
] as const satisfies readonly (keyof ScenarioForm)[];
const msg = (text: string, cls?: string) => {
  $("#form-msg").textContent = text;
  if (cls) $("#form-msg").className = cls;
};

export function viewNew(): void {
  api<ScenariosAnswer>("/api/scenarios").then((r) => {
    if (!r.ok) return;
    const meta = r.data;
    // A refreshed list keeps the file already picked (the list may arrive after the pick).
    const file = $<HTMLSelectElement>("#scenario-file");
    const chosen = file.value;
    file.innerHTML = meta.scenarios.map((f) => `<option>${esc(f)}</option>`).join("");
    if (meta.scenarios.includes(chosen)) file.value = chosen;
    $("#f-mode").innerHTML = meta.modes.map((m) => `<option>${esc(m)}</option>`).join("");
    input("#f-mode").value = "single_agent_multi_session";
    $("#agent-list").innerHTML = meta.agents.map((a) => `<option value="${esc(a)}">`).join("");
    $("#new-dir").textContent = meta.new_dir;
  });
  loadTemplates();
}

export function startFile(): void {
  const set = input("#scenario-set")
    .value.split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
  $("#start-msg").textContent = "starting…";
  const body = { file: input("#scenario-file").value, set };
  api<StartAnswer, StartRefusal>("/api/start", "POST", body).then((r) => {
    if (r.ok) {
      location.hash = `#run/${encodeURIComponent(r.data.id)}`;
      return;
    }
    const d = r.data;
    $("#start-msg").textContent =
      "problem" in d ? d.problem.message : d.error + (d.output ? `\n${d.output}` : "");
  });
}

function formValue() {
  const v = (id: string) => input(`#f-${id}`).value;
  const form: Record<string, unknown> = Object.fromEntries(FIELDS.map((k) => [k, v(k)]));
  return {
    ...form,
    mock_llm: input("#f-mock_llm").checked,
    agent: { name: v("agent"), command: v("command"), mount: v("mount") },
    target: v("target"),
    task_names: $$<HTMLInputElement>("#task-picker input:checked").map((i) => i.value),
  };
}

function setForm(f: ScenarioForm): void {
  for (const k of FIELDS) if (f[k] != null) input(`#f-${k}`).value = String(f[k]);
  input("#f-mock_llm").checked = !!f.mock_llm;
  if (f.agent) {
    input("#f-agent").value = f.agent.name || "";
    input("#f-command").value = f.agent.command || "";
    input("#f-mount").value = f.agent.mount || "";
  }
  if (f.target) input("#f-target").value = f.target;
}

function showProblem(res: FormResult): void {
  for (const e of $$(".field.bad")) e.classList.remove("bad");
  for (const e of $$(".field .err")) e.textContent = "";
  const p = res.problem;
  const lines = (res.yaml || "").split("\n");
  $("#yaml").innerHTML = lines
    .map(
      (l, i) =>
        `<span class="ln${p && p.line === i + 1 ? " bad" : ""}">${String(i + 1).padStart(3, " ")}  ${esc(l)}</span>`,
    )
    .join("\n");
  msg(p ? p.message : res.saved ? `saved ${res.file}` : `valid: ${res.file}`, p ? "msg bad" : "msg ok");
  const field = p?.field;
  if (!p || !field) return;
  const fields = $$(".field[data-field]");
  const at = (e: Element) => e.getAttribute("data-field") ?? "\u0000";
  const hit = fields.find((e) => field === at(e)) ?? fields.find((e) => field.startsWith(at(e)));
  if (hit) {
    hit.classList.add("bad");
    $(".err", hit).textContent = p.message;
  }
}

export function submitForm(save: boolean): Promise<FormResult | null> {
  return api<FormResult>("/api/scenarios", "POST", { form: formValue(), save }).then((r) => {
    if (!r.ok) {
      msg(r.data.error, "msg bad");
      return null;
    }
    showProblem(r.data);
    return r.data.problem ? null : r.data;
  });
}

export function saveAndRun(): void {
  submitForm(true).then((res) => {
    if (!res) return;
    api<StartAnswer, StartRefusal>("/api/start", "POST", { file: res.file, set: [] }).then((r) => {
      if (r.ok) location.hash = `#run/${encodeURIComponent(r.data.id)}`;
      else msg("problem" in r.data ? r.data.problem.message : r.data.error);
    });
  });
}

export function scanDataset(): void {
  api<DatasetAnswer>(`/api/dataset?path=${encodeURIComponent(input("#f-dataset").value)}`).then((r) => {
    const tasks = r.ok ? r.data.tasks : [];
    const list = tasks
      .map((t) => `<label><input type="checkbox" value="${esc(t)}"> ${esc(t)}</label>`)
      .join("");
    $("#task-picker").innerHTML = r.ok ? list || "no tasks found" : esc(r.data.error);
  });
}

function loadTemplates(): void {
  api<TemplatesAnswer>("/api/templates").then((r) => {
    const ts = r.ok ? r.data.templates : [];
    const options = ts.map((t, i) => `<option value="${i}">${esc(t.name)}</option>`).join("");
    const sel = $<HTMLSelectElement>("#template");
    sel.innerHTML = `<option value="">— template —</option>${options}`;
    sel.onchange = () => {
      const t = ts[Number(sel.value)];
      if (t) setForm(t.form);
    };
  });
}

export function saveTemplate(): void {
  const name = input("#f-name").value || "template";
  api<TemplateSaved>("/api/templates", "POST", { name, form: formValue() }).then((r) => {
    msg(r.ok ? `template ${name} saved` : r.data.error);
    loadTemplates();
  });
}
