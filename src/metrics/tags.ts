/** The tags a session answers to in a selector like `e2e_ms{task:x,status:passed}`: one definition for every reader. */
import type { SessionRecord, Tags } from "./types.js";

type Tagged = Pick<SessionRecord, "tags" | "pair" | "agent" | "task" | "status" | "stage">;

/** Pair tags plus `pair`, `agent`, `task`, `status` and, in a staged load, `stage`. */
export function sessionTags(s: Tagged): Tags {
  const own: Tags = { ...s.tags, pair: String(s.pair), agent: s.agent, task: s.task, status: s.status };
  if (s.stage != null) own.stage = String(s.stage);
  return own;
}

/** Does a session's own tags (sessionTags) carry every tag of the selector? */
export function ownTagsMatch(own: Tags, tags: Tags): boolean {
  return Object.entries(tags).every(([k, v]) => own[k] === v);
}

/** Does the session carry every tag of the selector? */
export function matchesTags(s: Tagged, tags: Tags): boolean {
  return ownTagsMatch(sessionTags(s), tags);
}

/**
 * Sessions' selector tags, each distinct set kept once: a run has a handful of tag sets however many
 * sessions it has, so a selector is tested once per set, not once per session.
 */
export class TagSets {
  private readonly ids = new Map<string, number>();
  /** id → the set's selector tags (sessionTags). */
  readonly own: Tags[] = [];
  /** Pair tags objects by their JSON (key order kept, so a session's tags serialize as they were recorded). */
  private readonly pairTags = new Map<string, Tags>();
  private readonly pairTagIds = new Map<Tags, number>();

  /** The one shared object equal to `tags`, key order included. */
  internTags(tags: Tags): Tags {
    const key = JSON.stringify(tags);
    const had = this.pairTags.get(key);
    if (had) return had;
    this.pairTags.set(key, tags);
    this.pairTagIds.set(tags, this.pairTagIds.size);
    return tags;
  }

  /** The id of the session's selector tag set. */
  id(s: Tagged): number {
    let pt = this.pairTagIds.get(s.tags);
    if (pt === undefined) pt = this.pairTagIds.get(this.internTags(s.tags)) as number;
    const key = `${pt}\u0000${s.pair}\u0000${s.agent}\u0000${s.task}\u0000${s.status}\u0000${s.stage ?? ""}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.own.length;
      this.own.push(sessionTags(s));
      this.ids.set(key, id);
    }
    return id;
  }

  /** Which sets carry every tag of the selector, by id. */
  matching(tags: Tags): Uint8Array {
    const out = new Uint8Array(this.own.length);
    for (let i = 0; i < out.length; i++) out[i] = ownTagsMatch(this.own[i], tags) ? 1 : 0;
    return out;
  }
}
