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
  /** What a pair's last session had (a pair's sessions mostly share it): its tags as recorded and shared, its set. */
  private readonly lastOfPair = new Map<number, PairMemo>();

  /** The one shared object equal to `tags`, key order included. */
  internTags(tags: Tags): Tags {
    const key = JSON.stringify(tags);
    const had = this.pairTags.get(key);
    if (had) return had;
    this.pairTags.set(key, tags);
    this.pairTagIds.set(tags, this.pairTagIds.size);
    return tags;
  }

  /**
   * internTags for a session of `pair`: a pair's sessions carry equal tags, so the pair's last tags
   * object is compared key by key first and most sessions are matched without being serialized.
   */
  internPairTags(pair: number, tags: Tags): Tags {
    const last = this.lastOfPair.get(pair);
    if (last && sameTags(last.raw, tags)) return last.shared;
    const shared = this.internTags(tags);
    this.lastOfPair.set(pair, { raw: tags, shared, set: last?.set ?? null });
    return shared;
  }

  /** The id of the session's selector tag set. */
  id(s: Tagged): number {
    let shared = s.tags;
    let pt = this.pairTagIds.get(shared);
    if (pt === undefined) {
      shared = this.internTags(s.tags);
      pt = this.pairTagIds.get(shared) as number;
    }
    const stage = s.stage ?? "";
    // Most sessions have their pair's previous session's set: matched field by field, no key made.
    const memo = this.lastOfPair.get(s.pair);
    const last = memo?.set;
    if (last && last.pt === pt && last.agent === s.agent && last.task === s.task && last.status === s.status)
      if (last.stage === stage) return last.id;
    const key = `${pt}\u0000${s.pair}\u0000${s.agent}\u0000${s.task}\u0000${s.status}\u0000${stage}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.own.length;
      this.own.push(sessionTags(s));
      this.ids.set(key, id);
    }
    const set = { pt, agent: s.agent, task: s.task, status: s.status, stage, id };
    if (memo) memo.set = set;
    else this.lastOfPair.set(s.pair, { raw: s.tags, shared, set });
    return id;
  }

  /** Which sets carry every tag of the selector, by id. */
  matching(tags: Tags): Uint8Array {
    const out = new Uint8Array(this.own.length);
    for (let i = 0; i < out.length; i++) out[i] = ownTagsMatch(this.own[i], tags) ? 1 : 0;
    return out;
  }
}

interface PairMemo {
  raw: Tags;
  shared: Tags;
  set: { pt: number; agent: string; task: string; status: string; stage: number | string; id: number } | null;
}

/** The same keys in the same order with the same values: what JSON.stringify (internTags's key) tells apart. */
function sameTags(a: Tags, b: Tags): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i] || a[ka[i]] !== b[kb[i]]) return false;
  return true;
}
