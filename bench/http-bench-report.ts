/**
 * The HTTP benchmark's arithmetic and text, kept apart from the processes it drives: the rotated
 * client order of a round, per-client medians, the table, the ratios of ours to each peer, and the
 * targets with HOLDS or MISSED (bench/http-bench.ts prints them).
 */

export interface Row {
  client: string;
  concurrency: number;
  sessions_per_s: number;
  share_of_max: number;
  cpu_us_per_session: number;
  ttft_err_p50_ms: number | null;
  ttft_err_p99_ms: number | null;
  e2e_err_p50_ms: number | null;
  e2e_err_p99_ms: number | null;
  e2e_p50_ms: number;
  server_true_e2e_p50_ms: number | null;
  /** The client was preempted this many times a second (other load on its core). */
  client_preempted_per_s: number | null;
  client_loop_delay_max_ms: number | null;
  errors: number;
}

/** The concurrency the targets are judged at; the others are printed for information. */
export const TARGET_CONCURRENCY = 200;

/**
 * The targets on the medians at TARGET_CONCURRENCY, for our client: a share of the closed-loop
 * maximum, CPU per session against each peer (at most this multiple of the peer's), TTFT error.
 */
export const TARGETS = {
  shareOfMax: 0.97,
  cpuVs: { autocannon: 1, undici: 0.85, locust: 0.5 } as Record<string, number>,
  ttftErrP50Ms: 2,
  ttftErrP99Ms: 5,
};

export const quantile = (xs: number[], q: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};

/** The clients in the order round `round` runs them: rotated by one each round, so none is always first. */
export function rotated<T>(clients: readonly T[], round: number): T[] {
  const k = clients.length === 0 ? 0 : round % clients.length;
  return [...clients.slice(k), ...clients.slice(0, k)];
}

/** Per client and concurrency, the median of each number over the rounds (in the order given). */
export function medianRows(rows: Row[], levels: number[], clients: string[]): Row[] {
  const out: Row[] = [];
  for (const c of levels) {
    for (const client of clients) {
      const mine = rows.filter((r) => r.client === client && r.concurrency === c);
      if (mine.length === 0) continue;
      const med = { ...mine[0] } as Record<string, unknown>;
      for (const k of Object.keys(med)) {
        const vs = mine
          .map((r) => (r as unknown as Record<string, unknown>)[k])
          .filter((v) => typeof v === "number");
        if (vs.length === mine.length) med[k] = quantile(vs as number[], 0.5);
      }
      out.push(med as unknown as Row);
    }
  }
  return out;
}

const f = (v: number | null, digits = 2) => (v === null ? "—" : v.toFixed(digits));

/** The table of medians, one line per client and concurrency, under its header. */
export function tableLines(rows: Row[]): string[] {
  const lines = [
    "client      conc  sessions/s  of max   CPU µs/session  TTFT err p50/p99 ms  E2E err p50/p99 ms  E2E p50 ms  server E2E p50  preempted/s",
  ];
  for (const r of rows) {
    lines.push(
      [
        r.client.padEnd(10),
        String(r.concurrency).padStart(5),
        r.sessions_per_s.toFixed(1).padStart(11),
        `${(r.share_of_max * 100).toFixed(1)}%`.padStart(8),
        String(r.cpu_us_per_session).padStart(15),
        `${f(r.ttft_err_p50_ms)} / ${f(r.ttft_err_p99_ms)}`.padStart(20),
        `${f(r.e2e_err_p50_ms)} / ${f(r.e2e_err_p99_ms)}`.padStart(19),
        r.e2e_p50_ms.toFixed(1).padStart(11),
        f(r.server_true_e2e_p50_ms, 1).padStart(15),
        f(r.client_preempted_per_s, 1).padStart(12),
      ].join(" "),
    );
  }
  return lines;
}

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "—");

/**
 * Ours against each peer measured at the same concurrency: CPU per session and share of the maximum
 * as ours/peer, TTFT error p50 as ours/peer where the peer times tokens (autocannon does not).
 */
export function ratioLines(rows: Row[]): string[] {
  const lines = ["", "ours / peer (medians): CPU µs/session · of max · TTFT err p50"];
  for (const ours of rows.filter((r) => r.client === "ours")) {
    for (const peer of rows.filter((r) => r.client !== "ours" && r.concurrency === ours.concurrency)) {
      const ttft =
        ours.ttft_err_p50_ms !== null && peer.ttft_err_p50_ms !== null
          ? `${f(ours.ttft_err_p50_ms)} vs ${f(peer.ttft_err_p50_ms)} ms`
          : "—";
      lines.push(
        `  c=${String(ours.concurrency).padEnd(4)} vs ${peer.client.padEnd(10)} CPU ${ratio(ours.cpu_us_per_session, peer.cpu_us_per_session)} (${ours.cpu_us_per_session} vs ${peer.cpu_us_per_session})  of max ${ratio(ours.share_of_max, peer.share_of_max)}  TTFT err p50 ${ttft}`,
      );
    }
  }
  return lines;
}

/**
 * The targets for ours on the medians: HOLDS or MISSED at TARGET_CONCURRENCY (each counted in
 * `missed`), "within" or "outside" for information at the other concurrencies.
 */
export function targetLines(rows: Row[]): { lines: string[]; missed: number } {
  const lines = ["", "targets (ours, medians):"];
  let missed = 0;
  for (const ours of rows.filter((r) => r.client === "ours")) {
    const c = ours.concurrency;
    const judged = c === TARGET_CONCURRENCY;
    const say = (ok: boolean, what: string) => {
      if (!judged) {
        lines.push(
          `  ${what}: ${ok ? "within" : "outside"} the ${TARGET_CONCURRENCY}-stream target (information)`,
        );
        return;
      }
      if (!ok) missed++;
      lines.push(`  ${what}: ${ok ? "HOLDS" : "MISSED"}`);
    };
    say(
      ours.share_of_max >= TARGETS.shareOfMax,
      `c=${c} ${(ours.share_of_max * 100).toFixed(1)}% of max (≥ ${TARGETS.shareOfMax * 100}%)`,
    );
    for (const [name, most] of Object.entries(TARGETS.cpuVs)) {
      const peer = rows.find((r) => r.client === name && r.concurrency === c);
      if (!peer) continue;
      say(
        ours.cpu_us_per_session <= most * peer.cpu_us_per_session,
        `c=${c} CPU ${ours.cpu_us_per_session} µs/session vs ${name} ${peer.cpu_us_per_session} (≤ ${most.toFixed(2)}×: ${ratio(ours.cpu_us_per_session, peer.cpu_us_per_session)})`,
      );
    }
    if (judged && ours.ttft_err_p50_ms !== null && ours.ttft_err_p99_ms !== null) {
      say(
        ours.ttft_err_p50_ms < TARGETS.ttftErrP50Ms,
        `c=${c} TTFT error p50 ${ours.ttft_err_p50_ms.toFixed(2)} ms (< ${TARGETS.ttftErrP50Ms} ms)`,
      );
      say(
        ours.ttft_err_p99_ms < TARGETS.ttftErrP99Ms,
        `c=${c} TTFT error p99 ${ours.ttft_err_p99_ms.toFixed(2)} ms (< ${TARGETS.ttftErrP99Ms} ms)`,
      );
    }
  }
  return { lines, missed };
}
