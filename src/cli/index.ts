import "../shims/dirname.js";
import { killAllChildren } from "../children.js";
import { guardStdio } from "../secrets.js";
import { reportError } from "./common.js";
import { main } from "./main.js";

// What the CLI prints goes through the one redactor: a loaded scenario's secrets, credential shapes.
guardStdio();

// A throw from a callback no command awaited (a stream's error event): one line, children ended, and
// the exit code of what it was (2 for the user's input, else 3), as for a throw a command awaited.
const crash = (e: unknown) => {
  killAllChildren();
  process.exit(reportError(e));
};
process.on("uncaughtException", crash);
process.on("unhandledRejection", crash);

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  () => {
    process.exitCode = 3;
  },
);
