/** `--progress off|plain|tty` and `--progress-interval SECONDS` for commands that run sessions. */
import { UserError } from "../errors.js";
import { CLEAR_LINE, PROGRESS_MODES, type ProgressMode, type ProgressOptions } from "../pipeline/progress.js";

/** Default: redrawn in place on a terminal, plain lines when piped or in CI. */
function defaultMode(): ProgressMode {
  return process.stderr.isTTY && !process.env.CI ? "tty" : "plain";
}

export function progressOptions(values: {
  progress?: string;
  "progress-interval"?: string;
}): ProgressOptions {
  const mode = (values.progress ?? defaultMode()) as ProgressMode;
  if (!PROGRESS_MODES.includes(mode))
    throw new UserError(
      `expected one of ${PROGRESS_MODES.join(", ")}, got "${mode}"`,
      undefined,
      "--progress",
    );
  let intervalMs: number | undefined;
  if (values["progress-interval"] !== undefined) {
    const s = Number(values["progress-interval"]);
    if (!Number.isFinite(s) || s < 0.1)
      throw new UserError("expected a number of seconds, at least 0.1", undefined, "--progress-interval");
    intervalMs = s * 1000;
  }
  const err = process.stderr;
  return {
    mode,
    intervalMs,
    write: (text) => err.write(text),
    columns: () => err.columns,
    onResize(redraw) {
      err.on("resize", redraw);
      return () => err.off("resize", redraw);
    },
  };
}

/** A log line on stderr that does not collide with a progress line being redrawn there. */
export function logLine(progress: ProgressOptions): (line: string) => void {
  const prefix = progress.mode === "tty" ? CLEAR_LINE : "";
  return (line) => process.stderr.write(`${prefix}${line}\n`);
}
