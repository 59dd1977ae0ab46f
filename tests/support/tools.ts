/**
 * The system tools the tiers use (Chromium, promtool, Prometheus, tmux, cmark-gfm, kubectl…), which
 * `npm run setup:test` installs. One rule for all of them: a test skips on a missing tool only outside CI,
 * and says why; with CI=true a missing tool is a failure, so CI never passes by skipping.
 */
import { existsSync } from "node:fs";

/**
 * The skip flag for a test that needs `name`: false when `found` (a path that exists, or true), true with a
 * printed reason when it is missing outside CI. Throws when it is missing and CI=true.
 */
export function needTool(name: string, found: string | boolean): boolean {
  const present = typeof found === "string" ? found !== "" && existsSync(found) : found;
  if (present) return false;
  const where = typeof found === "string" && found !== "" ? ` at ${found}` : "";
  const reason = `${name} is not installed${where} (npm run setup:test installs it)`;
  if (process.env.CI === "true") throw new Error(`CI=true and ${reason}`);
  console.warn(`skipped: ${reason}`);
  return true;
}
