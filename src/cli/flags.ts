/** What a command-line flag is, for the parser and for the help that documents it: one definition. */

export interface FlagSpec {
  type: "string" | "boolean";
  short?: string;
  multiple?: boolean;
  /** The value's placeholder in usage lines (`--out DIR`); string flags only. */
  value?: string;
  /** Shown without brackets in the usage line, and refused when missing by the command. */
  required?: boolean;
  /** The value when the flag is left out (parseArgs fills it in; help shows it). */
  default?: string;
  help: string;
}

export type FlagTable = Record<string, FlagSpec>;

export interface CommandSpec {
  name: string;
  /** Positional arguments as the usage line shows them: `<scenario.yaml>`, `update <run-dir>`. */
  args: string;
  /** One line: what the command does (the CLI table of docs/cli.md and `--help`). */
  does: string;
  flags: FlagTable;
  /** More help after the flags (`<cmd> --help`). */
  more?: string;
  run: (argv: string[]) => Promise<number>;
}
