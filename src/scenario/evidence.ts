/**
 * `evidence:` in the scenario: where the target's own metrics come from (a Prometheus the runner can
 * query, files exported where it cannot) and what each series means to the diagnosis.
 */
import { z } from "zod";
import { PRESET_NAMES } from "../evidence/presets.js";
import { SERIES_ROLES } from "../evidence/types.js";

const SERIES_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SeriesName = z
  .string()
  .regex(SERIES_NAME, "expected a series name: letters, digits and _")
  .describe("Series name: target.<name> in thresholds and the report.");
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PROM_DURATION = /^(\d+(ms|s|m|h|d|w|y))+$/;

/** How a series reads in the report and the diagnosis: shared by queries and imported series files. */
const seriesMeaning = {
  unit: z.string().optional().describe("ratio, bytes, bytes/s, s, count, … (shown in the report)."),
  role: z.enum(SERIES_ROLES).optional().describe("What the diagnosis rules read the series as."),
  limit: z.number().optional().describe("Saturation line: above it for evidence.sustain_sec is a finding."),
};

const QuerySchema = z.strictObject({
  promql: z
    .string()
    .min(1)
    .describe("The PromQL query; each series it returns is one series of the report.")
    .meta({ examples: ['sum(pg_stat_activity_count{job="db"})'] }),
  labels: z.array(z.string()).optional().describe("Label names kept on each series (default all)."),
  ...seriesMeaning,
});

const PresetSchema = z.strictObject({
  preset: z.enum(PRESET_NAMES).describe("Ready-made queries: node_exporter, cadvisor or vllm."),
  job: z.string().min(1).describe("The job label the exporter is scraped under."),
  prefix: z
    .string()
    .regex(/^[A-Za-z0-9_]*$/)
    .optional()
    .describe("Prefix of the preset's series names, to keep two presets of one kind apart."),
  rate_window: z
    .string()
    .regex(PROM_DURATION, "expected a PromQL duration such as 1m")
    .optional()
    .describe("Window of the preset's rate() queries, a PromQL duration (default 1m)."),
});

const PrometheusSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: "expected an http(s) URL" })
    .describe("Base URL of a Prometheus the runner can reach; only queried, never written to."),
  step_sec: z.number().positive().default(5).describe("Resolution of the range query and live polling."),
  timeout_sec: z
    .number()
    .positive()
    .max(60)
    .default(5)
    .describe("Per query; a slow Prometheus is a warning."),
  headers_env: z
    .record(z.string().min(1), z.string().regex(ENV_NAME, "expected an environment variable name"))
    .optional()
    .describe("Header name → environment variable holding its value (a secret, never recorded).")
    .meta({ examples: [{ Authorization: "PROMETHEUS_AUTH" }] }),
  queries: z
    .record(SeriesName, QuerySchema.describe("One query and how its series reads."))
    .default({})
    .describe("Named PromQL queries."),
  presets: z
    .array(PresetSchema.describe("A preset and the job it reads."))
    .default([])
    .describe("Ready-made query sets."),
});

const SeriesFileSchema = z.strictObject({
  path: z.string().min(1).describe("Prometheus CSV (time, then one column per series) or query_range JSON."),
  name: SeriesName,
  label: z.string().default("series").describe("Label a CSV column header becomes."),
  ...seriesMeaning,
});

const EventLogSchema = z.strictObject({
  path: z.string().min(1).describe("JSONL, one event a line, e.g. a slow-query log."),
  log: SeriesName.describe("Name of the log in the report, e.g. slow_query."),
  time_field: z
    .string()
    .default("time")
    .describe("Field holding the event's time (epoch s or ms, or ISO 8601)."),
  duration_field: z.string().default("duration_ms").describe("Field holding the event's duration."),
  duration_unit: z.enum(["ms", "s"]).default("ms").describe("Unit of duration_field."),
  label_field: z.string().default("digest").describe("Field the top-10 table groups events by."),
});

export const EvidenceSchema = z
  .strictObject({
    prometheus: PrometheusSchema.optional().describe("A Prometheus to read the target's metrics from."),
    files: z
      .array(
        z
          .union([SeriesFileSchema, EventLogSchema], { error: "expected { path, name } or { path, log }" })
          .describe("A series file ({ path, name }) or an event log ({ path, log })."),
      )
      .default([])
      .describe("Files exported where the runner cannot query, read when the run ends."),
    margin_sec: z
      .number()
      .min(0)
      .max(3600)
      .default(10)
      .describe("Seconds of context kept each side of the run."),
    sustain_sec: z
      .number()
      .positive()
      .default(60)
      .describe("How long a series stays over its limit to count."),
  })
  .describe("Target-side evidence: the system under test's own metrics, aligned with the load.");

export type Evidence = z.output<typeof EvidenceSchema>;
export type PrometheusEvidence = NonNullable<Evidence["prometheus"]>;
export type EvidenceFile = Evidence["files"][number];
