/**
 * The runner a run was measured on — CPU model, cores, OS and architecture — kept in the run's
 * environment and in a baseline, so a report can say when its baseline was recorded on another
 * kind of machine: latency moves with the machine, and a stored baseline cannot tell the two apart.
 * The host name is left out: CI runners of one kind each get their own.
 */
import { arch, cpus, platform } from "node:os";
import { z } from "zod";

export const runnerSchema = z
  .object({
    cpu_model: z.string(),
    cpu_cores: z.number().int().nonnegative(),
    platform: z.string(),
  })
  .meta({ description: "The machine kind a run was measured on (os.cpus(), platform-arch)." });

export type Runner = z.infer<typeof runnerSchema>;

/** This machine. A model string's spacing varies by kernel; it is collapsed. */
export function hostRunner(): Runner {
  const all = cpus();
  const model = all[0]?.model ?? "";
  return {
    cpu_model: model.replace(/\s+/g, " ").trim() || "unknown",
    cpu_cores: all.length,
    platform: `${platform()}-${arch()}`,
  };
}

/** The runner fields as the run's environment (strings) carries them. */
export function runnerEnvironment(r: Runner): Record<string, string> {
  return { cpu_model: r.cpu_model, cpu_cores: String(r.cpu_cores) };
}

/** The runner a run's environment records; null for runs from before it was recorded. */
export function runnerOf(environment: Record<string, string>): Runner | null {
  const cores = Number(environment.cpu_cores);
  if (!environment.cpu_model || !Number.isInteger(cores) || cores < 0) return null;
  return { cpu_model: environment.cpu_model, cpu_cores: cores, platform: environment.platform ?? "" };
}

export interface RunnerMatch {
  baseline: Runner | null;
  run: Runner | null;
  /** null when either side is unknown (a baseline recorded before runners were). */
  same: boolean | null;
}

export function matchRunners(baseline: Runner | null, run: Runner | null): RunnerMatch {
  const same =
    baseline && run
      ? baseline.cpu_model === run.cpu_model &&
        baseline.cpu_cores === run.cpu_cores &&
        (baseline.platform === "" || run.platform === "" || baseline.platform === run.platform)
      : null;
  return { baseline, run, same };
}

/** One line naming a runner: "AMD EPYC 7763 64-Core Processor ×4, linux-x64". */
export function runnerLabel(r: Runner): string {
  return `${r.cpu_model} ×${r.cpu_cores}${r.platform ? `, ${r.platform}` : ""}`;
}
