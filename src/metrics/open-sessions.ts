/**
 * The sessions a recorder has seen start and not yet end, with what it gathers for each until its
 * session_end (phases, spans, resource peaks, attempts). Kept apart from the recorder because the map
 * is tuned for V8: ended sessions are blanked and swept in batches, not deleted one by one.
 */
import type { SessionStartEvent, Span } from "../events/events.js";
import type { SessionRecord } from "./types.js";

/**
 * Sessions started and not yet ended, by id. An ended one is blanked and the blanks swept in batches:
 * deleting each as it ends makes V8 shrink and regrow the map's table over and over when the sessions
 * in flight hover near a quarter of its capacity (64 in flight: most of the recorder's time).
 */
export class OpenSessions {
  private byId = new Map<string, OpenSession | undefined>();
  size = 0;
  private blanks = 0;

  get(id: string): OpenSession | undefined {
    return this.byId.get(id);
  }

  /** A session not open now (one that ended may start again: a repeated id). */
  start(id: string, s: OpenSession): void {
    // A blank keeps its old place: deleted first, so the session is last in order, as a new one is.
    if (this.byId.delete(id)) this.blanks--;
    this.byId.set(id, s);
    this.size++;
  }

  end(id: string): void {
    this.byId.set(id, undefined);
    this.size--;
    if (++this.blanks > this.size + 1024) this.sweep();
  }

  /** The open sessions in the order they started. */
  *entries(): Generator<[string, OpenSession]> {
    for (const [id, s] of this.byId) if (s) yield [id, s];
  }

  private sweep(): void {
    const kept = new Map<string, OpenSession | undefined>();
    for (const [id, s] of this.byId) if (s) kept.set(id, s);
    this.byId = kept;
    this.blanks = 0;
  }
}

export interface OpenSession {
  /** The first attempt's start: a retried session's latency includes its retries. */
  first: SessionStartEvent;
  attempts: number;
  phases: SessionRecord["phases"];
  spans: Span[];
  cpuPeak: number | null;
  memPeak: number | null;
}
