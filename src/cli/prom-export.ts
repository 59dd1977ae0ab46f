/** `agent-loadtest prom-export <run-dir> [--output FILE]`: a run's metrics in Prometheus text format, to stdout or a file. */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { EXIT, UserError } from "../errors.js";
import { renderPrometheus } from "../report/prometheus.js";
import { readRunReport } from "../report/write.js";
import { parseFlags } from "./common.js";
import { promExportFlags } from "./flag-tables.js";

export async function promExportCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("prom-export", argv, promExportFlags);
  if (positionals.length !== 1)
    throw new UserError("expects exactly one run directory", undefined, "agent-loadtest prom-export");
  const text = renderPrometheus(readRunReport(resolve(positionals[0])));
  if (values.output) {
    const out = resolve(values.output);
    writeFileSync(out, text);
    console.error(`metrics: ${out}`);
  } else process.stdout.write(text);
  return EXIT.pass;
}
