/**
 * Checks that need no run: values still holding placeholders, and the things a runtime will need.
 * Returns warnings; throws UserError for what would certainly fail.
 */
import { existsSync } from "node:fs";
import { InfraError, UserError } from "../errors.js";
import { probeTargets, unreachableSentence } from "../runtimes/http/probe.js";
import { probeTargetOf, resolveTarget } from "../runtimes/http/runtime.js";
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
      evidence: { prometheus: { url: sc.evidence?.prometheus?.url } },
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
  // Exported files are read when the run ends; one missing now may still be written by then.
  sc.evidence?.files.forEach((f, i) => {
    if (!existsSync(f.path))
      warnings.push(`evidence.files[${i}]: ${f.path} does not exist (yet); it is read when the run ends`);
  });
  if (sc.runtime.type === "docker") await pingDocker();
  if (sc.runtime.type === "http") {
    const unreachable = await probeHttpTargets(loaded);
    // Said, not refused: in CI the service may start after validate; `run` refuses it (exit 3).
    if (unreachable)
      warnings.push(`${unreachableSentence(unreachable)}; a run now would stop before its first session`);
  }
  return warnings;
}

/** One bounded connect per service the journeys name by URL (the started agent service is checked as it starts). */
function probeHttpTargets(loaded: LoadedScenario) {
  const http = loaded.scenario.runtime.http;
  return probeTargets(
    loaded.pairs.flatMap((p) =>
      probeTargetOf(resolveTarget(http, p.journey, p.journey?.name ?? `pair-${p.index}`), p.journey),
    ),
  );
}

/** Docker must answer before anything is planned on it: exit 3 with the cause, not a run of errors. */
export async function pingDocker(docker?: import("dockerode")): Promise<void> {
  if (!docker) {
    const { default: Dockerode } = await import("dockerode");
    docker = new Dockerode();
  }
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("no answer within 10 s")), 10_000).unref(),
  );
  try {
    await Promise.race([docker.ping(), timeout]);
  } catch (e) {
    throw new InfraError(
      `the Docker engine is unreachable (${e instanceof Error ? e.message : String(e)}); start it or set DOCKER_HOST`,
    );
  }
}
