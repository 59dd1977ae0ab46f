/** The run directory as a workflow artifact. Never fails the step: a failed upload is a warning. */

import { join } from "node:path";
import { errorMessage } from "../errors.js";
import { listFiles } from "../pipeline/redact.js";
import { core } from "./toolkit.js";

export interface Uploaded {
  name: string;
  id: number | null;
  files: number;
}

/** Artifact names must be unique in a workflow run, so each shard of a matrix gets its own. */
export function artifactName(base: string, shard: { index: number; count: number } | null): string {
  return shard ? `${base}-shard-${shard.index}-of-${shard.count}` : base;
}

export async function uploadRunDir(
  name: string,
  runDir: string,
  log: { notice(m: string): void; warning(m: string): void },
): Promise<Uploaded | null> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    log.notice(
      `Not on a GitHub-hosted workflow run (no artifact service); the run directory stays at ${runDir}.`,
    );
    return null;
  }
  const files = listFiles(runDir).map((f) => join(runDir, f));
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const client = new DefaultArtifactClient();
    const res = await client.uploadArtifact(name, files, runDir);
    core().debug(`artifact ${name}: id ${res.id}, ${res.size} bytes`);
    return { name, id: res.id ?? null, files: files.length };
  } catch (e) {
    log.warning(`Artifact upload failed (${errorMessage(e)}); the run directory stays at ${runDir}.`);
    return null;
  }
}
