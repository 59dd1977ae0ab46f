/**
 * A real Prometheus (Debian's `prometheus`) and node exporter (`prometheus-node-exporter`) on loopback
 * ephemeral ports, with a temp config scraping every second: the target side the evidence tests read.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { needTool } from "./tools.js";

export const PROMETHEUS = process.env.PROMETHEUS_PATH ?? "/usr/bin/prometheus";
export const NODE_EXPORTER = process.env.NODE_EXPORTER_PATH ?? "/usr/bin/prometheus-node-exporter";
/** Skip only where the binaries are missing and this is not CI; in CI a missing one fails the test. */
export const skipPrometheus =
  needTool("prometheus", PROMETHEUS) || needTool("prometheus-node-exporter", NODE_EXPORTER);

/** A port free right now (bound to 0, then released): the binaries take an address, not a socket. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited ${child.exitCode}: ${log()}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready within ${ms} ms: ${log()}`);
}

function start(cmd: string, args: string[]): { child: ChildProcess; log: () => string } {
  const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, log: () => out };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 3000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export interface PromStack {
  url: string;
  nodeExporterUrl: string;
  /** Stops Prometheus only (the node exporter stays), e.g. to rebuild a report offline. */
  stopPrometheus(): Promise<void>;
  close(): Promise<void>;
}

/** Node exporter on job `node`, and each extra target (host:port) on its named job. */
export async function startPromStack(extra: Record<string, string> = {}): Promise<PromStack> {
  const dir = mkdtempSync(join(tmpdir(), "prom-test-"));
  const nePort = await freePort();
  const ne = start(NODE_EXPORTER, [
    `--web.listen-address=127.0.0.1:${nePort}`,
    "--collector.disable-defaults",
    "--collector.cpu",
    "--collector.meminfo",
    "--collector.loadavg",
    "--collector.netdev",
    "--collector.diskstats",
  ]);
  const jobs = { node: `127.0.0.1:${nePort}`, ...extra };
  const config = [
    "global: { scrape_interval: 1s, evaluation_interval: 1s }",
    "scrape_configs:",
    ...Object.entries(jobs).map(
      ([job, target]) =>
        `  - { job_name: ${job}, scrape_interval: 1s, static_configs: [ { targets: ["${target}"] } ] }`,
    ),
  ].join("\n");
  writeFileSync(join(dir, "prometheus.yml"), `${config}\n`);
  const port = await freePort();
  const prom = start(PROMETHEUS, [
    `--config.file=${join(dir, "prometheus.yml")}`,
    `--storage.tsdb.path=${join(dir, "data")}`,
    `--web.listen-address=127.0.0.1:${port}`,
    "--storage.tsdb.retention.time=1h",
  ]);
  const url = `http://127.0.0.1:${port}`;
  let promStopped = false;
  const close = async () => {
    await Promise.all([promStopped ? null : stop(prom.child), stop(ne.child)]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${nePort}/metrics`, 10_000, ne.child, ne.log);
    await waitFor(`${url}/-/ready`, 20_000, prom.child, prom.log);
  } catch (e) {
    await close();
    throw e;
  }
  return {
    url,
    nodeExporterUrl: `http://127.0.0.1:${nePort}`,
    async stopPrometheus() {
      promStopped = true;
      await stop(prom.child);
    },
    close,
  };
}

/** Waits until Prometheus has scraped every job at least twice (so rate() has two samples). */
export async function waitForScrapes(url: string, jobs: string[], ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const q = encodeURIComponent("count_over_time(up[30s])");
    type Answer = { data: { result: { metric: { job: string }; value: [number, string] }[] } };
    const r = (await fetch(`${url}/api/v1/query?query=${q}`).then((x) => x.json())) as Answer;
    const seen = new Map(r.data.result.map((s) => [s.metric.job, Number(s.value[1])]));
    if (jobs.every((j) => (seen.get(j) ?? 0) >= 2)) return;
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error(`Prometheus did not scrape ${jobs.join(", ")} twice within ${ms} ms`);
}
