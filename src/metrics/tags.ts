/** The tags a session answers to in a selector like `e2e_ms{task:x,status:passed}`: one definition for every reader. */
import type { SessionRecord, Tags } from "./types.js";

/** Pair tags plus `pair`, `agent`, `task`, `status` and, in a staged load, `stage`. */
function sessionTags(s: SessionRecord): Tags {
  const own: Tags = { ...s.tags, pair: String(s.pair), agent: s.agent, task: s.task, status: s.status };
  if (s.stage != null) own.stage = String(s.stage);
  return own;
}

/** Does the session carry every tag of the selector? */
export function matchesTags(s: SessionRecord, tags: Tags): boolean {
  const own = sessionTags(s);
  return Object.entries(tags).every(([k, v]) => own[k] === v);
}
