/**
 * Checks that need no run: values still holding placeholders, and the things a runtime will need.
 * Returns warnings; throws UserError for what would certainly fail.
 */
import { UserError } from "../errors.js";
import type { LoadedScenario } from "../scenario/model.js";

const PLACEHOLDER =
  /(^|[^a-z])(example\.(com|org)|your[-_]?(api[-_]?)?key|changeme|replace[-_]?me|xxx+|<[^>]+>)([^a-z]|$)/i;

export async function preflight(loaded: LoadedScenario): Promise<string[]> {
  const warnings: string[] = [];
  const sc = loaded.scenario;
  const visit = (v: unknown, path: string) => {
    if (typeof v === "string") {
      if (PLACEHOLDER.test(v)) {
        throw new UserError(
          `"${v.length > 60 ? `${v.slice(0, 57)}...` : v}" looks like a placeholder; set a real value`,
          loaded.file,
          path,
        );
      }
    } else if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) visit(x, `${path}[${i}]`);
    } else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) visit(x, path ? `${path}.${k}` : k);
  };
  visit(
    {
      runtime: sc.runtime,
      services: sc.services,
      pairs: sc.pairs.map((p) => ({ agent: { env: p.agent.env } })),
    },
    "",
  );
  for (const p of loaded.pairs) {
    if (p.agent.name === "oracle" && p.tasks.some((t) => !t.hasSolution)) {
      warnings.push(
        `pairs[${p.index}]: oracle runs solution/solve.sh, which some tasks lack (they will fail)`,
      );
    }
  }
  return warnings;
}
