import { describe, expect, it } from "vitest";
import {
  medianRows,
  type Row,
  ratioLines,
  rotated,
  tableLines,
  targetLines,
} from "../../../bench/http-bench-report.js";

function row(client: string, concurrency: number, over: Partial<Row> = {}): Row {
  return {
    client,
    concurrency,
    sessions_per_s: 1370,
    share_of_max: 0.99,
    cpu_us_per_session: 300,
    ttft_err_p50_ms: 0.8,
    ttft_err_p99_ms: 4,
    e2e_err_p50_ms: 0.9,
    e2e_err_p99_ms: 4.5,
    e2e_p50_ms: 146,
    server_true_e2e_p50_ms: 145.2,
    client_preempted_per_s: 1,
    client_loop_delay_max_ms: 2,
    errors: 0,
    ...over,
  };
}

const peers = (c: number, cpu: { undici: number; autocannon: number; locust: number }) => [
  row("undici", c, { cpu_us_per_session: cpu.undici, ttft_err_p50_ms: 2.7 }),
  row("autocannon", c, {
    cpu_us_per_session: cpu.autocannon,
    ttft_err_p50_ms: null,
    ttft_err_p99_ms: null,
    e2e_err_p50_ms: null,
    e2e_err_p99_ms: null,
    server_true_e2e_p50_ms: null,
  }),
  row("locust", c, { cpu_us_per_session: cpu.locust }),
];

describe("rotated: the client order of a round", () => {
  const clients = ["ours", "undici", "autocannon", "locust"];

  it("puts a different client first in each of the first rounds, keeping the cyclic order", () => {
    expect(rotated(clients, 0)).toEqual(clients);
    expect(rotated(clients, 1)).toEqual(["undici", "autocannon", "locust", "ours"]);
    expect(rotated(clients, 2)).toEqual(["autocannon", "locust", "ours", "undici"]);
    expect(new Set([0, 1, 2].map((r) => rotated(clients, r)[0])).size).toBe(3);
  });

  it("comes back to the first order after as many rounds as clients", () => {
    expect(rotated(clients, 4)).toEqual(clients);
    expect(rotated([], 3)).toEqual([]);
  });
});

describe("medianRows", () => {
  it("takes the median of every number per client and concurrency, in the order asked", () => {
    const rows = [
      row("ours", 200, { cpu_us_per_session: 310 }),
      row("undici", 200, { cpu_us_per_session: 390 }),
      row("ours", 200, { cpu_us_per_session: 290 }),
      row("undici", 200, { cpu_us_per_session: 370 }),
      row("ours", 200, { cpu_us_per_session: 300 }),
      row("undici", 200, { cpu_us_per_session: 380 }),
    ];
    const m = medianRows(rows, [200], ["undici", "ours", "locust"]);
    expect(m.map((r) => [r.client, r.cpu_us_per_session])).toEqual([
      ["undici", 380],
      ["ours", 300],
    ]);
  });

  it("keeps a column null when a client does not measure it", () => {
    const [ac] = medianRows(peers(200, { undici: 1, autocannon: 1, locust: 1 }), [200], ["autocannon"]);
    expect(ac.ttft_err_p50_ms).toBeNull();
  });
});

describe("targetLines", () => {
  it("holds when ours is within every target at 200 streams", () => {
    const rows = [row("ours", 200), ...peers(200, { undici: 381, autocannon: 305, locust: 655 })];
    const { lines, missed } = targetLines(rows);
    expect(missed).toBe(0);
    expect(lines.filter((l) => l.endsWith("HOLDS"))).toHaveLength(6);
    expect(lines.join("\n")).toContain("vs undici 381 (≤ 0.85×: 0.79×): HOLDS");
  });

  it("misses each target ours is outside of, and counts them", () => {
    const rows = [
      row("ours", 200, { share_of_max: 0.96, cpu_us_per_session: 304, ttft_err_p50_ms: 2.1 }),
      ...peers(200, { undici: 350, autocannon: 295, locust: 655 }),
    ];
    const { lines, missed } = targetLines(rows);
    const text = lines.join("\n");
    expect(text).toContain("c=200 96.0% of max (≥ 97%): MISSED");
    expect(text).toContain("vs autocannon 295 (≤ 1.00×: 1.03×): MISSED");
    expect(text).toContain("vs undici 350 (≤ 0.85×: 0.87×): MISSED");
    expect(text).toContain("vs locust 655 (≤ 0.50×: 0.46×): HOLDS");
    expect(text).toContain("TTFT error p50 2.10 ms (< 2 ms): MISSED");
    expect(missed).toBe(4);
  });

  it("judges only 200 streams: another concurrency is information and never a miss", () => {
    const rows = [
      row("ours", 50, { share_of_max: 0.5 }),
      ...peers(50, { undici: 1, autocannon: 1, locust: 1 }),
    ];
    const { lines, missed } = targetLines(rows);
    expect(missed).toBe(0);
    expect(lines.join("\n")).toContain("outside the 200-stream target (information)");
    expect(lines.join("\n")).not.toMatch(/HOLDS|MISSED/);
  });

  it("leaves out the CPU target of a peer that was not run", () => {
    const { lines } = targetLines([row("ours", 200), row("undici", 200, { cpu_us_per_session: 400 })]);
    expect(lines.join("\n")).not.toMatch(/autocannon|locust/);
    expect(lines.join("\n")).toContain("vs undici 400");
  });
});

describe("ratioLines and tableLines", () => {
  const rows = [
    row("ours", 200, { cpu_us_per_session: 304 }),
    ...peers(200, { undici: 381, autocannon: 295, locust: 655 }),
  ];

  it("prints ours over each peer, TTFT only where the peer times tokens", () => {
    const text = ratioLines(rows).join("\n");
    expect(text).toContain("vs undici     CPU 0.80× (304 vs 381)");
    expect(text).toContain("vs autocannon CPU 1.03× (304 vs 295)");
    expect(text).toMatch(/vs autocannon .*TTFT err p50 —$/m);
    expect(text).toContain("TTFT err p50 0.80 vs 2.70 ms");
  });

  it("prints one line per row under the header, a missing number as —", () => {
    const lines = tableLines(rows);
    expect(lines).toHaveLength(5);
    expect(lines[3]).toMatch(/^autocannon +200 .* — \/ — /);
  });
});
