/** A request body read whole, up to the mock's body limit. */
import type { IncomingMessage } from "node:http";
import { limit } from "../limits.js";

/** The body as text; null when it is over the limit (the rest is read and dropped). */
export function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on("data", (b: Buffer) => {
      size += b.length;
      if (size <= limit("mockLlmBodyBytes")) parts.push(b);
    });
    req.on("end", () =>
      resolve(size > limit("mockLlmBodyBytes") ? null : Buffer.concat(parts).toString("utf8")),
    );
    req.on("error", reject);
    // A client that hangs up mid-body may end the request without 'end' or 'error'.
    req.on("close", () => {
      if (!req.complete) reject(new Error("client closed the connection while sending"));
    });
  });
}
