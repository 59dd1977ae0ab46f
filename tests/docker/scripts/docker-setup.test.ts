/**
 * docker:setup's stand-ins are real userlands for what tasks do with the images they name: Debian's
 * `useradd` and dash in ubuntu/debian, `python3` in python, a POSIX sh in alpine, Node in node. Holds for
 * the real images too, where the engine has them under these names.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, it } from "vitest";
import { ENGINE } from "../../support/docker.js";

const run = promisify(execFile);

const rows: { image: string; cmd: string[]; out?: RegExp }[] = [
  { image: "ubuntu:22.04", cmd: ["useradd", "--help"], out: /Usage: useradd/ },
  { image: "ubuntu:24.04", cmd: ["useradd", "--help"], out: /Usage: useradd/ },
  { image: "debian:bookworm-slim", cmd: ["useradd", "--help"], out: /Usage: useradd/ },
  { image: "ubuntu:24.04", cmd: ["sh", "-c", "useradd -m agent && su agent -c 'id -un'"], out: /^agent$/m },
  { image: "python:3.12-slim", cmd: ["python3", "-c", "1"] },
  {
    image: "python:3.13-slim",
    cmd: ["python3", "-c", "import json, subprocess; print(json.dumps([1]))"],
    out: /^\[1\]$/m,
  },
  { image: "alpine:3.21", cmd: ["sh", "-c", "printf x"], out: /^x$/ },
  { image: "node:22-bookworm-slim", cmd: ["node", "-e", "console.log(process.versions.node)"], out: /^22\./ },
];

describe.skipIf(!ENGINE).concurrent("docker:setup stand-ins", () => {
  for (const row of rows) {
    it(`${row.image}: ${row.cmd.join(" ")}`, async ({ expect }) => {
      const { stdout } = await run("docker", ["run", "--rm", "--network", "none", row.image, ...row.cmd], {
        timeout: 60_000,
      });
      if (row.out) expect(stdout).toMatch(row.out);
    }, 90_000);
  }
});
