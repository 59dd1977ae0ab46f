/** Every help text of the command line, from the command table: `--help`, `<cmd> --help`, the table of docs/cli.md. */
import type { CommandSpec, FlagSpec } from "./flags.js";

const EXIT_CODES =
  "exit codes: 0 gate passed · 1 gate failed · 2 invalid input · 3 infrastructure failure · 130/143 interrupted";

/** A command that ends in no verdict lists only the codes it can return (the gate's 1 is never one). */
const OWN_EXIT_CODES: Record<string, string> = {
  validate: "exit codes: 0 valid (warnings allowed) · 2 invalid input · 3 infrastructure failure",
  bisect:
    "exit codes: 0 done (found, not reproduced or out of time: report.md says which) · 2 invalid input · 3 infrastructure failure · 130/143 interrupted (run it again to go on)",
  baseline: "exit codes: 0 written · 2 invalid input · 3 infrastructure failure",
  cassette: "exit codes: 0 done · 2 invalid input · 3 infrastructure failure",
  "mock-llm": "exit codes: 0 stopped by SIGINT/SIGTERM · 2 invalid input · 3 infrastructure failure",
  prebuild: "exit codes: 0 built and pinned · 2 invalid input · 3 infrastructure failure",
  dashboard: "exit codes: 0 written · 2 invalid input · 3 infrastructure failure",
  "prom-export": "exit codes: 0 written · 2 invalid input · 3 infrastructure failure",
  init: "exit codes: 0 written and valid · 2 invalid input, a file in the way, or no answer (nothing written) · 3 infrastructure failure",
  serve:
    "exit codes: 2 invalid input · 3 cannot listen, or infrastructure failure · 130/143 stopped by SIGINT/SIGTERM",
};

/** The exit codes `name` can return. */
export const exitCodesOf = (name: string): string => OWN_EXIT_CODES[name] ?? EXIT_CODES;

function flagUsage(name: string, f: FlagSpec): string {
  const long = `--${name}${f.type === "string" ? ` ${f.value ?? "VALUE"}` : ""}`;
  const both = f.short ? `-${f.short}/${long}` : long;
  return f.required ? both : `[${both}]`;
}

/** `run <scenario.yaml> [--out DIR] ... [-q/--quiet]` */
export function usageLine(c: CommandSpec): string {
  const flags = Object.entries(c.flags).map(([name, f]) => flagUsage(name, f));
  return [c.name, c.args, ...flags].filter(Boolean).join(" ");
}

function flagLabel(name: string, f: FlagSpec): string {
  const long = `--${name}${f.type === "string" ? ` ${f.value ?? "VALUE"}` : ""}`;
  return f.short ? `-${f.short}, ${long}` : `    ${long}`;
}

/** `agent-loadtest <cmd> --help`: the usage line, what it does, and every flag it accepts. */
export function commandHelp(c: CommandSpec): string {
  const rows = Object.entries(c.flags).map(
    ([name, f]) =>
      [flagLabel(name, f), f.default === undefined ? f.help : `${f.help} (default: ${f.default})`] as const,
  );
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return [
    `usage: agent-loadtest ${usageLine(c)}`,
    "",
    c.does,
    ...(rows.length
      ? ["", "flags:", ...rows.map(([label, help]) => `  ${label.padEnd(width)}  ${help}`)]
      : []),
    ...(c.more ? ["", c.more] : []),
    "",
    exitCodesOf(c.name),
  ].join("\n");
}

/** `agent-loadtest --help` */
export function overviewHelp(commands: readonly CommandSpec[]): string {
  return [
    "usage: agent-loadtest <command> [flags]   (agent-loadtest <command> --help for its flags;",
    "       agent-loadtest --version for the installed version)",
    "",
    ...commands.map((c) => `  ${usageLine(c)}`),
    "",
    EXIT_CODES,
  ].join("\n");
}

/** The command table of docs/cli.md (kept equal by a test). */
export function readmeTable(commands: readonly CommandSpec[]): string {
  const cell = (s: string) => s.replaceAll("|", "\\|");
  return [
    "| command | does |",
    "|---|---|",
    ...commands.map((c) => `| \`${cell(usageLine(c))}\` | ${cell(c.does)} |`),
  ].join("\n");
}
