/**
 * The replaying mock's model route: which session a request belongs to (`/s/<id>/…` or the session
 * header the gateway forwards), its match in the book, and the answer — the recording on its
 * schedule, or the dialect's error naming the first field that differs.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { SESSION_HEADER } from "../llm-wire/session.js";
import { dialectNamed, routeOf } from "../llm-wire/table.js";
import { decodedName } from "../paths.js";
import { knownRedactor } from "../secrets.js";
import { readBody } from "./body.js";
import { normaliseCall, REPLAY_MISMATCH_HEADER, taskOfSession } from "./cassette.js";
import { type ReplayBook, type ReplayTiming, replaySchedule, serveRecorded } from "./replay.js";

/** Handles the request when it is a model call (true); anything else is left to the plain routes. */
export function replayRoute(
  replay: { book: ReplayBook; timing: ReplayTiming },
  fixed: { ttft_ms: number; itl_ms: number },
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const m = /^\/s\/([^/?]+)(\/[^?]*)?(?:\?(.*))?$/.exec(req.url ?? "/");
  const [path, query = ""] = m ? [m[2] ?? "/", m[3] ?? ""] : (req.url ?? "/").split("?", 2);
  if (req.method !== "POST") {
    if (m) req.url = `${path}${query ? `?${query}` : ""}`;
    return false;
  }
  const route = routeOf(path, new URLSearchParams(query));
  if (!route || "error" in route) return false;
  const header = req.headers[SESSION_HEADER];
  const named = m ? m[1] : typeof header === "string" && header ? encodeURIComponent(header) : "unnamed";
  const arrival = performance.now();
  const dialect = dialectNamed(route.api);
  const refuse = (status: number, message: string) => {
    const body = JSON.stringify(dialect.error(status, message));
    res.writeHead(status, { "content-type": "application/json", [REPLAY_MISMATCH_HEADER]: "mismatch" });
    res.end(body);
  };
  // The session is the agent's name for itself: held to the safe-name rule before it keys anything.
  const session = decodedName(named);
  if (session === null) {
    req.resume();
    refuse(404, "replay_mismatch: the session is no safe name (field: session)");
    return true;
  }
  readBody(req).then(
    (raw) => {
      const got = normaliseCall(path, query, raw ?? "", knownRedactor());
      if (raw === null || !got) return refuse(413, "replay_mismatch: request body over the mock's limit");
      const found = replay.book.next(session, taskOfSession(session), got);
      if ("mismatch" in found) return refuse(400, `replay_mismatch: ${found.mismatch}`);
      serveRecorded(res, found.call, found.ids, replaySchedule(found.call, replay.timing, fixed), arrival);
    },
    () => res.destroy(),
  );
  return true;
}
