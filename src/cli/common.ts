/** What every command shares: flag parsing that reports bad flags as exit 2, and error → exit code. */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { EXIT, errorCode, errorMessage, InfraError, ioError, oneLine, UserError } from "../errors.js";
import { closest } from "../scenario/issues.js";
import type { FlagTable } from "./flags.js";

type Flags = NonNullable<ParseArgsConfig["options"]> & FlagTable;

/** Parses with the flags the command table documents, so `--help` lists exactly what is accepted. */
export function parseFlags<T extends Flags>(command: string, argv: string[], options: T) {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
  >;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UserError(flagError(e, Object.keys(options)), undefined, `agent-loadtest ${command}`);
  }
  for (const [name, f] of Object.entries(options)) {
    if (f.required && (parsed.values as Record<string, unknown>)[name] === undefined)
      throw new UserError("is required", undefined, `--${name}`);
  }
  return parsed;
}

/** parseArgs' error in one short line; an unknown flag with the closest one it may have meant. */
function flagError(e: unknown, flags: string[]): string {
  const unknown = /Unknown option '(-{1,2})([^']*)'/.exec(errorMessage(e));
  if (!unknown) return errorMessage(e).replace(/^.*?: /, "");
  const [, dashes, name] = unknown;
  const near = dashes === "--" ? closest(name, flags) : undefined;
  return `unknown flag ${dashes}${name}${near ? ` — did you mean --${near}?` : "; --help lists the flags"}`;
}

/** Prints the one line a user needs and returns the contract's exit code. */
export function reportError(e: unknown): number {
  if (e instanceof UserError) {
    console.error(`error: ${e.line}`);
    return EXIT.invalidInput;
  }
  if (e instanceof InfraError) {
    console.error(`infrastructure: ${e.message}`);
    return EXIT.infrastructure;
  }
  if (errorCode(e)) {
    // A system error (a disk full while writing a report): its cause, in one line.
    console.error(`infrastructure: ${ioError(e).message}`);
    return EXIT.infrastructure;
  }
  console.error(`internal error: ${oneLine(internalLine(e))}`);
  return EXIT.infrastructure;
}

/** An unexpected error in one line: its message and where it was thrown (the stack's first frame). */
function internalLine(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const frame = e.stack
    ?.split("\n")
    .find((l) => /^\s+at /.test(l))
    ?.trim();
  return frame ? `${e.message} (${frame})` : e.message;
}

/** `--set a.b=1` may repeat. */
export function listFlag(v: string | boolean | (string | boolean)[] | undefined): string[] {
  if (v === undefined || typeof v === "boolean") return [];
  return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string");
}
