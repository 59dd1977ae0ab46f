/**
 * One rule for every runtime: how a session's agent result, verifier result and reward become
 * its status and error bucket. The root cause wins: an agent that crashed explains a missing reward.
 */
import type { ErrorBucket, SessionOutcome } from "../events/events.js";
import type { EnvErrorKind } from "./environment.js";

/** The bucket of each kind of environment failure: the one place an environment's failure becomes a bucket. */
const ENV_ERROR_BUCKETS: Record<EnvErrorKind, ErrorBucket> = {
  build: "env_build",
  buildkit: "env_build",
  pull: "image_missing",
  compose: "env_start",
  unhealthy: "env_start",
  start: "env_start",
  gone: "container_gone",
};

export const bucketOf = (kind: EnvErrorKind): ErrorBucket => ENV_ERROR_BUCKETS[kind];

export interface TrialFacts {
  reward: number | null;
  rewards?: Record<string, number> | null;
  /** What went wrong on the agent side, if anything (agent_exit, agent_timeout, agent_oom, ...). */
  agentBucket?: ErrorBucket | null;
  agentError?: string | null;
  /** What went wrong on the verifier side (verifier_timeout, reward_missing, reward_unparsable, ...). */
  verifierBucket?: ErrorBucket | null;
  verifierError?: string | null;
  threshold: number;
}

export function decideOutcome(
  f: TrialFacts,
): Pick<SessionOutcome, "status" | "reward" | "rewards" | "bucket" | "error"> {
  const base = { reward: f.reward, rewards: f.rewards ?? null };
  if (f.reward != null && f.reward >= f.threshold)
    return { ...base, status: "passed", bucket: null, error: null };
  if (f.agentBucket)
    return { ...base, status: "errored", bucket: f.agentBucket, error: f.agentError ?? null };
  if (f.verifierBucket)
    return { ...base, status: "errored", bucket: f.verifierBucket, error: f.verifierError ?? null };
  return {
    ...base,
    status: "failed",
    bucket: "task_failed",
    error: `reward ${f.reward} below the success threshold ${f.threshold}`,
  };
}

/** Reward files as Harbor reads them: reward.json (flat object of numbers) first, then reward.txt. */
export function parseReward(
  json: string | null,
  txt: string | null,
): { reward: number; rewards: Record<string, number> } | { bucket: ErrorBucket; error: string } {
  if (json != null) {
    try {
      const o = JSON.parse(json) as unknown;
      if (o && typeof o === "object" && !Array.isArray(o)) {
        const entries = Object.entries(o as Record<string, unknown>);
        if (entries.length > 0 && entries.every(([, v]) => typeof v === "number" && Number.isFinite(v))) {
          const rewards = Object.fromEntries(entries) as Record<string, number>;
          const reward = rewards.reward ?? Object.values(rewards).reduce((a, b) => a + b, 0) / entries.length;
          return { reward, rewards };
        }
      }
    } catch {
      // fall through to the message below
    }
    return { bucket: "reward_unparsable", error: "reward.json is not a flat object of numbers" };
  }
  if (txt != null) {
    const s = txt.trim();
    const v = Number(s);
    if (s === "" || !Number.isFinite(v)) {
      return {
        bucket: "reward_unparsable",
        error: `reward.txt holds ${JSON.stringify(s.slice(0, 40))}, not a number`,
      };
    }
    return { reward: v, rewards: { reward: v } };
  }
  return { bucket: "reward_missing", error: "the verifier wrote neither reward.json nor reward.txt" };
}

/** A session that ended before a reward could decide it. */
export function failedOutcome(bucket: ErrorBucket, error: string): SessionOutcome {
  return { status: bucket === "task_failed" ? "failed" : "errored", reward: null, bucket, error };
}
