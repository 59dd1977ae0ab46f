/** The `agent-loadtest` command: finds the command's row in the table and runs it, or prints its help. */
import { killAllChildren } from "../children.js";
import { EXIT, UserError } from "../errors.js";
import { closest } from "../scenario/issues.js";
import { COMMANDS } from "./commands.js";
import { reportError } from "./common.js";
import { commandHelp, overviewHelp } from "./help.js";
import { packageVersion } from "./package.js";

const isHelp = (a: string) => a === "--help" || a === "-h";

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-V") {
    console.log(`agent-loadtest ${packageVersion()}`);
    return EXIT.pass;
  }
  if (!name || isHelp(name) || name === "help") {
    const cmd = name === "help" ? COMMANDS.find((c) => c.name === rest[0]) : undefined;
    console.log(cmd ? commandHelp(cmd) : overviewHelp(COMMANDS));
    return name ? EXIT.pass : EXIT.invalidInput;
  }
  try {
    const cmd = COMMANDS.find((c) => c.name === name);
    if (!cmd) throw new UserError(unknownCommand(name));
    if (rest.some(isHelp)) {
      console.log(commandHelp(cmd));
      return EXIT.pass;
    }
    return await cmd.run(rest);
  } catch (e) {
    // Whatever failed, nothing the tool started outlives it.
    killAllChildren();
    return reportError(e);
  }
}

/** `unknown command "rnu" — did you mean "run"?`, else the list of commands. */
export function unknownCommand(name: string): string {
  const names = COMMANDS.map((c) => c.name);
  const prefixed = names.filter((n) => name.length >= 2 && n.startsWith(name.toLowerCase()));
  const near = closest(name, names) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  const shown = JSON.stringify(name.slice(0, 60));
  return near
    ? `unknown command ${shown} — did you mean "${near}"?`
    : `unknown command ${shown}; one of ${names.join(", ")}`;
}
