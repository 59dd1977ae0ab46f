import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveView } from "../../../src/metrics/live-view.js";
import {
  CLEAR_LINE,
  type ProgressMode,
  RESIZE_SETTLE_MS,
  startProgress,
} from "../../../src/pipeline/progress.js";

const T0 = 1_700_000_000_000;
let v: LiveView;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  v = {
    startedAt: T0,
    planned: 60,
    scenario: { load: { strategy: "ramp", stages: [{ concurrency: 1 }, { concurrency: 2 }] } },
    inFlight: 1,
    passed: 0,
    failed: 0,
    errored: 0,
    warmup: 0,
    interrupted: 0,
    buckets: {},
    e2e: null,
    figures: () => null,
    stage: null,
    stagesSeen: 0,
    ended: false,
  };
});
afterEach(() => vi.useRealTimers());

function run(mode: ProgressMode, intervalMs?: number) {
  const out: string[] = [];
  const events: string[] = [];
  const p = startProgress(() => v, {
    mode,
    intervalMs,
    write: (t) => out.push(t),
    open: () => events.push("open"),
    close: () => events.push("close"),
  });
  return { out, events, p };
}

describe("startProgress", () => {
  it("plain, by default: one line every 10 s, none in between", () => {
    const { out, p } = run("plain");
    vi.advanceTimersByTime(9_000);
    expect(out).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(out).toHaveLength(1);
    vi.advanceTimersByTime(20_000);
    expect(out.map((l) => l.slice(0, 14))).toEqual(["progress 0:10 ", "progress 0:20 ", "progress 0:30 "]);
    expect(out.every((l) => l.endsWith("\n") && !l.includes("\r"))).toBe(true);
    p.stop();
    // Stopping says the last state once (a run shorter than the interval gets a line too), then nothing.
    expect(out).toHaveLength(4);
    expect(out[3].slice(0, 14)).toBe("progress 0:30 ");
    vi.advanceTimersByTime(60_000);
    expect(out).toHaveLength(4);
  });

  it("prints at once when a stage starts, and the interval counts from that line", () => {
    const { out, p } = run("plain", 10_000);
    vi.advanceTimersByTime(3_000);
    v = {
      ...v,
      stagesSeen: 1,
      stage: { stage: 1, concurrency: 1, label: "ramp", start: T0, end: Number.NaN },
    };
    vi.advanceTimersByTime(1_000);
    expect(out).toHaveLength(1);
    expect(out[0]).toContain("stage 1/2 (concurrency 1)");
    vi.advanceTimersByTime(9_000);
    expect(out).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(out).toHaveLength(2);
    expect(out[1]).toContain("progress 0:14");
    p.stop();
  });

  it("a shorter interval is honoured", () => {
    const { out, p } = run("plain", 2_000);
    vi.advanceTimersByTime(10_000);
    expect(out).toHaveLength(5);
    p.stop();
  });

  it("tty: redraws one line in place every second and leaves the last one on its own line", () => {
    const { out, p } = run("tty");
    vi.advanceTimersByTime(3_000);
    expect(out).toHaveLength(3);
    expect(out.every((l) => l.startsWith(CLEAR_LINE) && !l.endsWith("\n"))).toBe(true);
    p.stop();
    expect(out.at(-1)).toBe("\n");
    expect(out.at(-2)).toContain("progress 0:03");
  });

  it("tty: each line fits the terminal, one column spare, and a resize redraws at the new width once it settles", () => {
    let columns = 120;
    let resized: (() => void) | null = null;
    const out: string[] = [];
    v = { ...v, buckets: { stream_parse: 3, http_5xx: 1 } };
    const p = startProgress(() => v, {
      mode: "tty",
      write: (t) => out.push(t),
      columns: () => columns,
      onResize(fn) {
        resized = fn;
        return () => {
          resized = null;
        };
      },
    });
    vi.advanceTimersByTime(1_000);
    expect(out).toHaveLength(1);
    expect(out[0].startsWith(CLEAR_LINE)).toBe(true);
    const wide = out[0].slice(CLEAR_LINE.length);
    expect(wide).toContain("errors stream_parse 3, http_5xx 1");
    expect(wide.length).toBeLessThanOrEqual(119);
    expect(wide.length).toBeGreaterThan(79);
    // Dragging the window narrower: many events, one redraw once they stop, on a row of its own
    // (a reflowing terminal put the old, wider line on two rows).
    for (const c of [100, 80, 60, 40]) {
      columns = c;
      resized!();
      vi.advanceTimersByTime(RESIZE_SETTLE_MS / 3);
    }
    expect(out).toHaveLength(1);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(out[1]).toBe(`\n${CLEAR_LINE}0 done · pass – · e2e p95 – · errors 4`);
    // Wider again: the line fits where it is and is redrawn in place.
    columns = 120;
    resized!();
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(out[2].startsWith(CLEAR_LINE)).toBe(true);
    expect(out[2]).toContain("errors stream_parse 3, http_5xx 1");
    p.stop();
    expect(resized).toBeNull();
  });

  it("plain lines are whole whatever the terminal's width: a log is read later, not redrawn", () => {
    const out: string[] = [];
    const p = startProgress(() => v, { mode: "plain", write: (t) => out.push(t), columns: () => 40 });
    vi.advanceTimersByTime(10_000);
    p.stop();
    expect(out.every((l) => l.length > 40 && l.endsWith("\n"))).toBe(true);
  });

  it("off writes nothing and opens no group", () => {
    const { out, events, p } = run("off");
    vi.advanceTimersByTime(60_000);
    p.stop();
    expect(out).toEqual([]);
    expect(events).toEqual([]);
  });

  it("opens and closes the group around its lines", () => {
    const { events, p } = run("plain");
    expect(events).toEqual(["open"]);
    p.stop();
    expect(events).toEqual(["open", "close"]);
  });

  it("without options it is a no-op", () => {
    startProgress(() => v, undefined).stop();
  });

  it("lines while the run runs read the running histogram; the last line reads the run's figures", () => {
    const dist = (p50: number, p95: number) => ({
      count: 12,
      min: 0,
      max: p95,
      mean: p50,
      percentile: (p: number) => (p <= 50 ? p50 : p95),
    });
    v = {
      ...v,
      passed: 12,
      e2e: dist(1000.4, 2000.4),
      figures: (m) => (m === "e2e_ms" ? dist(1010, 2090) : null),
    };
    const { out, p } = run("plain");
    vi.advanceTimersByTime(10_000);
    expect(out[0]).toContain("e2e p50 1.00 s p95 2.00 s");
    p.stop();
    expect(out[out.length - 1]).toContain("e2e p50 1.01 s p95 2.09 s");
  });
});
