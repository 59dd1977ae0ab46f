/**
 * Progress while a run runs, for the CLI and the Action alike: a timer reads the live recorder's
 * running totals (never the files, never a snapshot) and prints a line every interval and when a
 * stage starts. On a terminal the line is redrawn in place, cut to the terminal's width so it never
 * wraps (a wrapped line leaves a half-line behind at every redraw); elsewhere it is a plain line in full.
 */
import type { LiveView } from "../metrics/live-view.js";
import { formatProgress, progressState } from "../report/progress.js";
import { displayWidth } from "../terminal.js";

export type ProgressMode = "off" | "plain" | "tty";
export const PROGRESS_MODES: readonly ProgressMode[] = ["off", "plain", "tty"];

/** Plain lines in CI logs and files every 10 s; a terminal line redrawn every second. */
export const DEFAULT_INTERVAL_MS: Record<Exclude<ProgressMode, "off">, number> = {
  plain: 10_000,
  tty: 1_000,
};

export interface ProgressOptions {
  mode: ProgressMode;
  intervalMs?: number;
  /** Writes text as is (a tty line carries no newline). */
  write(text: string): void;
  /** The terminal's width in columns, read at every redraw (tty mode; unknown: the full line). */
  columns?(): number | undefined;
  /** Calls `redraw` when the terminal is resized; returns what stops it. */
  onResize?(redraw: () => void): () => void;
  /** Around the run's lines: the Action opens and closes a log group. */
  open?(): void;
  close?(): void;
}

export interface Progress {
  stop(): void;
}

/** Erase the terminal line, so a log line or the next redraw starts clean. */
export const CLEAR_LINE = "\r\x1b[2K";

/** A resize settles this long before the line is redrawn: dragging a window's edge sends many. */
export const RESIZE_SETTLE_MS = 150;

export function startProgress(
  view: () => LiveView,
  opts: ProgressOptions | undefined,
  now: () => number = Date.now,
): Progress {
  if (!opts || opts.mode === "off") return { stop() {} };
  const mode = opts.mode;
  const interval = Math.max(100, opts.intervalMs ?? DEFAULT_INTERVAL_MS[mode]);
  // Stage changes are seen by polling the same cheap view; a second is soon enough for a new stage.
  const poll = Math.min(1000, interval);
  let last = now();
  let stages = view().stagesSeen;
  const tty = ttyLine(opts);
  const print = (final = false) => {
    last = now();
    const state = progressState(view(), last, final);
    if (mode === "plain") opts.write(`${formatProgress(state)}\n`);
    else tty.draw((width) => formatProgress(state, width));
  };
  opts.open?.();
  const offResize = mode === "tty" ? tty.watchResize(() => print()) : undefined;
  const timer = setInterval(() => {
    const v = view();
    if (tty.resizing()) return;
    if (v.stagesSeen !== stages) {
      stages = v.stagesSeen;
      print();
    } else if (now() - last >= interval - poll / 2) print();
  }, poll);
  // A progress timer must never keep the process alive.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      offResize?.();
      // The last state stays on its own line above the verdict, with the run's figures: a run shorter
      // than the interval says it too.
      print(true);
      if (mode === "tty") opts.write("\n");
      opts.close?.();
    },
  };
}

/**
 * The one line redrawn in place, never wider than the terminal. After the terminal narrowed under it,
 * a terminal that reflows has put the old line on two rows, and erasing the last would leave a
 * half-line: the new line starts on a row of its own below it instead.
 */
function ttyLine(opts: ProgressOptions) {
  let drawn = 0;
  let fresh = false;
  let settling: ReturnType<typeof setTimeout> | null = null;
  const settle = () => {
    const columns = opts.columns?.();
    if (columns && drawn >= columns) fresh = true;
  };
  return {
    draw(render: (width: number | undefined) => string) {
      if (settling) {
        clearTimeout(settling);
        settling = null;
        settle();
      }
      const line = render(lineWidth(opts.columns?.()));
      opts.write(`${fresh ? "\n" : ""}${CLEAR_LINE}${line}`);
      fresh = false;
      drawn = displayWidth(line);
    },
    resizing: () => settling != null,
    watchResize(redraw: () => void): (() => void) | undefined {
      const off = opts.onResize?.(() => {
        if (settling) clearTimeout(settling);
        settling = setTimeout(redraw, RESIZE_SETTLE_MS);
        settling.unref?.();
      });
      return () => {
        off?.();
        if (settling) clearTimeout(settling);
      };
    },
  };
}

/**
 * The columns a redrawn line may take: one less than the terminal's, so the cursor never rests in
 * the last column (where some terminals wrap at once).
 */
export function lineWidth(columns: number | undefined): number | undefined {
  return columns && columns > 1 ? columns - 1 : undefined;
}
