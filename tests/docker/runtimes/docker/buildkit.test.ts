/**
 * Builds through the builder the runner has: a Dockerfile with `COPY --chmod` builds and passes on this
 * engine (docker buildx, or the Engine API's BuildKit), and the classic builder refuses it with one line.
 * The buildx path's process handling (context on stdin, error line, kill on timeout and interruption) is
 * driven through a stand-in `docker` CLI where the runner has no buildx plugin.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Dockerode from "dockerode";
import { describe, expect, it } from "vitest";
import { builderFor, buildImage } from "../../../../src/runtimes/docker/build.js";
import { taskImageTag } from "../../../../src/runtimes/docker/images.js";
import { docker, ENGINE, FIXTURES, leftovers, nop, runTrial } from "../../../support/docker.js";

const T = 120_000;
const ENV_DIR = path.join(FIXTURES, "buildkit-chmod", "environment");
const removeImage = (tag: string) =>
  docker
    .getImage(tag)
    .remove({ force: true })
    .catch(() => undefined);
const buildLog = (runDir: string): string => {
  const logs = readdirSync(path.join(runDir, "logs")).filter((f) => f.startsWith("build-"));
  expect(logs).toHaveLength(1);
  return readFileSync(path.join(runDir, "logs", logs[0]), "utf8");
};

describe.skipIf(!ENGINE).sequential("image builds: BuildKit where the runner has it", () => {
  it(
    "a COPY --chmod Dockerfile builds with BuildKit and the task passes",
    async () => {
      const tag = await taskImageTag(ENV_DIR, {});
      await removeImage(tag);
      try {
        expect(await builderFor(new Dockerode())).not.toBe("classic");
        const t = await runTrial("buildkit-chmod", nop);
        expect(t.outcome).toMatchObject({ status: "passed", reward: 1, bucket: null });
        expect(buildLog(t.runDir)).toMatch(/builder: (buildkit|buildx)\)[\s\S]*COPY --chmod=755 tool.sh/);
        expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
      } finally {
        await removeImage(tag);
      }
    },
    T,
  );

  it(
    "the classic builder refuses it in one line naming file, line and instruction → env_build",
    async () => {
      await removeImage(await taskImageTag(ENV_DIR, {}));
      const t = await runTrial("buildkit-chmod", nop, { runtime: { builder: "classic" } });
      const line = `${ENV_DIR}/Dockerfile:3: COPY --chmod needs BuildKit (docker buildx or an engine with BuildKit); this runner has neither`;
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "env_build", error: line });
      expect(buildLog(t.runDir)).toContain(`ERROR: ${line}`);
      expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
    },
    T,
  );

  it(
    "a failing RUN through BuildKit: the log names the step and keeps its output",
    async () => {
      const t = await runTrial("build-fail", nop);
      expect(t.outcome).toMatchObject({ status: "errored", bucket: "env_build" });
      expect(t.outcome.error).toMatch(/^image build failed: .*exit code: 7/);
      const log = buildLog(t.runDir);
      if (log.includes("builder: buildkit"))
        expect(log).toMatch(
          /#(\d+) \[2\/2\] RUN echo "about to fail"[\s\S]*#\1 about to fail[\s\S]*#\1 ERROR: /,
        );
    },
    T,
  );
});

/** A `docker` stand-in: `buildx version` answers; `buildx build` saves its args and stdin, then acts per MODE. */
function standInCli(mode: "ok" | "fail" | "hang"): { cli: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "buildx-standin-"));
  const cli = path.join(dir, "docker");
  writeFileSync(
    cli,
    `#!/bin/sh
[ "$1 $2" = "buildx version" ] && { echo "buildx stand-in"; exit 0; }
printf '%s\\n' "$@" > ${dir}/args
cat > ${dir}/context.tar
echo $$ > ${dir}/pid
echo "$DOCKER_HOST" > ${dir}/docker_host
case ${mode} in
  ok) echo "#1 DONE"; exit 0 ;;
  fail) echo "#5 [2/2] RUN make"; echo "ERROR: failed to solve: process did not complete: exit code: 2" >&2; exit 1 ;;
  hang) sleep 60 & echo $! > ${dir}/child; wait ;;
esac
`,
  );
  chmodSync(cli, 0o755);
  return { cli, dir };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!ENGINE).concurrent("image builds through docker buildx (a stand-in CLI)", () => {
  const req = (dir: string, extra: Record<string, unknown> = {}) => ({
    contextDir: ENV_DIR,
    tag: `agent-loadtest/buildx-standin-${path.basename(dir)}`,
    buildArgs: { A: "1" },
    timeoutSec: 60,
    logFile: path.join(dir, "build.log"),
    ...extra,
  });

  it("is preferred when `docker buildx version` answers; the context goes on stdin as a tar", async ({
    expect,
  }) => {
    const { cli, dir } = standInCli("ok");
    const client = new Dockerode();
    expect(await builderFor(client, cli)).toBe("buildx");
    const r = await buildImage(client, { ...req(dir), cli });
    // The stand-in loads nothing into the daemon: the check after the build notices.
    expect(r).toMatchObject({
      ok: false,
      kind: "build",
      error: expect.stringContaining("produced no image"),
    });
    const args = readFileSync(path.join(dir, "args"), "utf8").split("\n");
    expect(args).toEqual(expect.arrayContaining(["build", "--load", "--build-arg", "A=1", "-"]));
    const listed = execFileSync("tar", ["-tf", path.join(dir, "context.tar")], { encoding: "utf8" });
    expect(listed.split("\n")).toEqual(expect.arrayContaining(["Dockerfile", "tool.sh"]));
    expect(readFileSync(path.join(dir, "build.log"), "utf8")).toContain("(builder: buildx)");
    // The CLI loads into the daemon this client talks to, whatever its current context says.
    const socket = await (
      client.modem as unknown as { getSocketPath: () => Promise<string> }
    ).getSocketPath();
    expect(readFileSync(path.join(dir, "docker_host"), "utf8").trim()).toBe(
      process.env.DOCKER_HOST ?? `unix://${socket}`,
    );
  });

  it("a failed build is env_build with buildx's ERROR line", async ({ expect }) => {
    const { cli, dir } = standInCli("fail");
    const r = await buildImage(docker, { ...req(dir), cli, builder: "buildx" });
    expect(r).toEqual({
      ok: false,
      kind: "build",
      error: "image build failed: failed to solve: process did not complete: exit code: 2",
    });
    expect(readFileSync(path.join(dir, "build.log"), "utf8")).toContain("#5 [2/2] RUN make");
  });

  it("past the build timeout the CLI and what it started are killed", async ({ expect }) => {
    const { cli, dir } = standInCli("hang");
    const r = await buildImage(docker, { ...req(dir, { timeoutSec: 1 }), cli, builder: "buildx" });
    expect(r).toMatchObject({ ok: false, kind: "build", error: expect.stringContaining("timed out") });
    await expect.poll(() => existsSync(path.join(dir, "child"))).toBe(true);
    const pids = ["pid", "child"].map((f) => Number(readFileSync(path.join(dir, f), "utf8")));
    await expect.poll(() => pids.filter(alive), { timeout: 5000 }).toEqual([]);
  });

  it("the run's interruption stops the build", async ({ expect }) => {
    const { cli, dir } = standInCli("hang");
    const stop = new AbortController();
    // The interrupt while the build hangs: the subject of the test.
    setTimeout(() => stop.abort(), 300);
    const r = await buildImage(docker, { ...req(dir), cli, builder: "buildx", signal: stop.signal });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining("interrupted") });
    const pid = Number(readFileSync(path.join(dir, "pid"), "utf8"));
    await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
  });
});
