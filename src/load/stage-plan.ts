/**
 * find_max's stages as planned, before anything runs: the probes it may run (it stops at the first
 * breach) and the most stages bisection may add after them. The startup line, `validate` and the
 * live progress all say it from here, so none counts a bisection stage past the plan.
 */

/** Doubling probes tried when a find_max scenario lists no stages. */
export const MAX_DOUBLINGS = 12;

export interface FindMaxLoad {
  concurrency?: number;
  bisect?: boolean;
  max_sessions?: number;
  stages?: { concurrency: number; sessions?: number }[];
}

export interface StagePlan {
  /** Probes, each at its concurrency with its session count. */
  probes: { concurrency: number; sessions: number }[];
  /** Upper bound on the stages bisection adds (0 without `bisect`). */
  bisect: number;
  /** Upper bound on the sessions all stages start, `max_sessions` included. */
  sessions: number;
}

export function findMaxPlan(load: FindMaxLoad, planSize: number): StagePlan {
  const base = load.concurrency ?? 1;
  const listed: { concurrency: number; sessions?: number }[] =
    load.stages ?? Array.from({ length: MAX_DOUBLINGS }, (_, i) => ({ concurrency: base * 2 ** i }));
  // A stage needs enough sessions to load every slot a few times.
  const probes = listed.map((p) => ({
    concurrency: p.concurrency,
    sessions: p.sessions ?? Math.max(planSize, 4 * p.concurrency),
  }));
  // Bisection halves the gap between the last probe that held (0 before the first) and the first
  // that broke, until they are adjacent: ceil(log2(gap)) stages for the widest such gap.
  let bisect = 0;
  let worst = 0;
  if (load.bisect) {
    probes.forEach((p, i) => {
      const gap = p.concurrency - (i === 0 ? 0 : probes[i - 1].concurrency);
      const steps = gap > 1 ? Math.ceil(Math.log2(gap)) : 0;
      if (steps > bisect) bisect = steps;
      if (steps > 0) worst = Math.max(worst, p.sessions);
    });
  }
  const total = probes.reduce((a, p) => a + p.sessions, 0) + bisect * worst;
  return { probes, bisect, sessions: load.max_sessions ? Math.min(load.max_sessions, total) : total };
}
