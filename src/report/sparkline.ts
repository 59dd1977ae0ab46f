/** Unicode sparklines: a series in eight block heights, downsampled to a width that fits a table cell. */
const BLOCKS = "▁▂▃▄▅▆▇█";

/** Fewer points than this draw no line: one to three blocks show no shape a reader can use. */
export const MIN_SPARKLINE_POINTS = 4;

/** The series as blocks, or "" when it has fewer than MIN_SPARKLINE_POINTS values to draw. */
export function sparkline(values: (number | null)[], width = 40): string {
  const xs = downsample(values, width);
  const finite = xs.filter((v): v is number => v != null && Number.isFinite(v));
  if (finite.length < MIN_SPARKLINE_POINTS) return "";
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  return xs
    .map((v) => {
      if (v == null || !Number.isFinite(v)) return " ";
      if (hi === lo) return BLOCKS[v === 0 ? 0 : 3];
      return BLOCKS[Math.min(7, Math.floor(((v - lo) / (hi - lo)) * 8))];
    })
    .join("");
}

/** Mean of each window, keeping gaps (null) where a window had no values. */
function downsample(values: (number | null)[], width: number): (number | null)[] {
  if (values.length <= width) return values;
  const out: (number | null)[] = [];
  for (let i = 0; i < width; i++) {
    const part = values
      .slice(Math.floor((i * values.length) / width), Math.floor(((i + 1) * values.length) / width))
      .filter((v): v is number => v != null);
    out.push(part.length ? part.reduce((a, b) => a + b, 0) / part.length : null);
  }
  return out;
}
