/**
 * Event mapping: what an agent service's stream events mean. Selectors such as `type=token`,
 * `kind=status|progress` or `delta` (present and not empty) pick events by a JSON field; for SSE,
 * `event=NAME` also matches the SSE event name. The mapping becomes the stream parser's classifier
 * and collects the business facts (states, final status, error) the parser does not keep.
 */
import { ERROR_BUCKETS, type ErrorBucket } from "../../events/events.js";
import type { EventClassifier, GenericKind, GenericVerdict, TokenShape } from "./stream-parser.js";
import { getPath, getSteps } from "./template.js";

export type Selector = (json: unknown, sseEvent: string | null) => boolean;

const present = (v: unknown) => v !== undefined && v !== null && v !== "" && v !== false;

/** `path=v1|v2` matches when the field equals one of the values; `path` when it is present and not empty. */
export function parseSelector(text: string): Selector {
  const eq = text.indexOf("=");
  if (eq < 0) {
    const steps = text.trim().split(".");
    return (json) => present(getSteps(json, steps));
  }
  const path = text.slice(0, eq).trim();
  const steps = path.split(".");
  const values = new Set(
    text
      .slice(eq + 1)
      .split("|")
      .map((s) => s.trim()),
  );
  return (json, sseEvent) => {
    const v = getSteps(json, steps);
    if (v === undefined && path === "event" && sseEvent !== null) return values.has(sseEvent);
    return v !== undefined && v !== null && values.has(String(v));
  };
}

/**
 * The selector as a token shape for the parser's fast path, when it tests one top-level field
 * (`type=token`, `delta`); null for nested paths. Equivalent by construction: parseSelector's test of
 * a string field, and tokenText's fields.
 */
export function tokenShapeOf(text: string): TokenShape | null {
  const eq = text.indexOf("=");
  const field = (eq < 0 ? text : text.slice(0, eq)).trim();
  if (field.includes(".")) return null;
  const values =
    eq < 0
      ? null
      : text
          .slice(eq + 1)
          .split("|")
          .map((s) => s.trim());
  return { field, values, textFields: TEXT_FIELDS };
}

export interface MappingSpec {
  token_event?: string;
  done_event?: string;
  /** Where an event carries the business status; default `status`. */
  status_path?: string;
  /** Where an event carries an error; default `error`. */
  error_path?: string;
}

/** What the mapping saw besides tokens, in order. */
export interface BusinessFacts {
  /** Distinct statuses in the order first seen. */
  states: string[];
  /** The last status seen (the done event's, when it has one). */
  finalStatus: string | null;
}

const KNOWN_BUCKETS = new Set<string>(ERROR_BUCKETS);
/** Fields where a token event's text may be. */
const TEXT_FIELDS = ["text", "content", "delta", "token"];

export function tokenText(json: unknown): string | undefined {
  if (json === null || typeof json !== "object") return typeof json === "string" ? json : undefined;
  for (const f of TEXT_FIELDS) {
    const v = (json as Record<string, unknown>)[f];
    if (typeof v === "string") return v;
  }
  return undefined;
}

/**
 * The bucket an error event names (`bucket`, `error.bucket`, `error.code` when it is a known bucket),
 * else `business_failed`: the service said the journey failed.
 */
export function errorEventBucket(event: unknown, err: unknown): ErrorBucket {
  for (const c of [getPath(err, "bucket"), getPath(event, "bucket"), getPath(err, "code")]) {
    if (typeof c === "string" && KNOWN_BUCKETS.has(c) && c !== "unclassified") return c as ErrorBucket;
  }
  return "business_failed";
}

export function errorEventMessage(err: unknown): string {
  if (typeof err === "string") return err;
  const m = getPath(err, "message");
  return typeof m === "string" ? m : JSON.stringify(err).slice(0, 200);
}

/** One session's classifier, the business facts it fills, and the token shape it implies. */
export interface SessionMapping {
  classify: EventClassifier;
  facts: BusinessFacts;
  /** Token events the parser may take without calling `classify` (token selector is first). */
  tokenShape: TokenShape | null;
}

/** Compiles the mapping once (per journey); each call of the result starts one session's classifier. */
export function compileMapping(spec: MappingSpec): () => SessionMapping {
  const isToken = parseSelector(spec.token_event ?? "type=token");
  const tokenShape = tokenShapeOf(spec.token_event ?? "type=token");
  const isDone = parseSelector(spec.done_event ?? "type=done");
  const isErrorType = parseSelector("type=error");
  const statusPath = (spec.status_path ?? "status").split(".");
  const errorPath = (spec.error_path ?? "error").split(".");
  return () => {
    const facts: BusinessFacts = { states: [], finalStatus: null };
    const noteStatus = (json: unknown): string | null => {
      const s = getSteps(json, statusPath);
      if (typeof s !== "string" || s === "") return null;
      if (!facts.states.includes(s)) facts.states.push(s);
      facts.finalStatus = s;
      return s;
    };
    const classify: EventClassifier = (msg): GenericVerdict | GenericKind => {
      const json = msg.json;
      if (json === undefined) return "ignore";
      if (isToken(json, msg.event)) {
        const text = tokenText(json);
        return text === undefined ? "token" : { kind: "token", text };
      }
      const err = getSteps(json, errorPath);
      if (present(err) || isErrorType(json, msg.event)) {
        noteStatus(json);
        const e = present(err) ? err : json;
        return { kind: "error", bucket: errorEventBucket(json, e), message: errorEventMessage(e) };
      }
      if (isDone(json, msg.event)) {
        noteStatus(json);
        return "done";
      }
      const s = noteStatus(json);
      return s === null ? "ignore" : { kind: "status", text: s };
    };
    return { classify, facts, tokenShape };
  };
}
