/** JSON Schema of the scenario file, for editors (`$schema:` or yaml-language-server) and other tools. */
import { z } from "zod";
import { ScenarioSchema } from "./schema.js";

/** The committed `schemas/scenario.schema.json`, as text (2-space JSON, trailing newline). */
export function scenarioJsonSchema(): string {
  // "input": what a user may write, so fields with defaults are optional
  const schema = z.toJSONSchema(ScenarioSchema, { io: "input", target: "draft-2020-12" });
  return `${JSON.stringify({ title: "agent-loadtest scenario", ...schema }, null, 2)}\n`;
}
