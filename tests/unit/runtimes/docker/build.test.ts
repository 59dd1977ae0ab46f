import { describe, expect, it } from "vitest";
import { type BuilderKind, buildxArgs, chooseBuilder } from "../../../../src/runtimes/docker/build.js";
import { BuildKitTrace } from "../../../../src/runtimes/docker/buildkit-trace.js";

describe("builder choice", () => {
  const rows: { buildx: boolean; engine: boolean; builder: BuilderKind; asked: string[] }[] = [
    { buildx: true, engine: true, builder: "buildx", asked: ["buildx"] },
    { buildx: true, engine: false, builder: "buildx", asked: ["buildx"] },
    { buildx: false, engine: true, builder: "buildkit", asked: ["buildx", "engine"] },
    { buildx: false, engine: false, builder: "classic", asked: ["buildx", "engine"] },
  ];
  for (const row of rows) {
    it(`buildx ${row.buildx ? "answers" : "absent"}, engine BuildKit ${row.engine ? "yes" : "no"} → ${row.builder}`, async () => {
      const asked: string[] = [];
      const builder = await chooseBuilder({
        buildx: async () => {
          asked.push("buildx");
          return row.buildx;
        },
        engineBuildKit: async () => {
          asked.push("engine");
          return row.engine;
        },
      });
      expect(builder).toBe(row.builder);
      expect(asked).toEqual(row.asked);
    });
  }
});

describe("docker buildx build arguments", () => {
  const base = {
    contextDir: "/c",
    tag: "agent-loadtest/task-1",
    buildArgs: {},
    timeoutSec: 1,
    logFile: "/l",
  };
  const rows: {
    name: string;
    req: Partial<typeof base> & Record<string, unknown>;
    has: string[][];
    not?: string[];
  }[] = [
    {
      name: "loads into the daemon, context from stdin, plain progress, task label",
      req: {},
      has: [
        ["--load"],
        ["--progress=plain"],
        ["-t", "agent-loadtest/task-1"],
        ["--label", "agent-loadtest.image=task"],
      ],
      not: ["-f", "--network", "--platform"],
    },
    { name: "a named Dockerfile", req: { dockerfile: "Dockerfile.api" }, has: [["-f", "Dockerfile.api"]] },
    {
      name: "build args",
      req: { buildArgs: { BASE_IMAGE: "x:1" } },
      has: [["--build-arg", "BASE_IMAGE=x:1"]],
    },
    {
      name: "host network with its entitlement",
      req: { networkMode: "host" },
      has: [["--network", "host", "--allow", "network.host"]],
    },
    { name: "another network", req: { networkMode: "none" }, has: [["--network", "none"]], not: ["--allow"] },
    { name: "a platform", req: { platform: "linux/arm64" }, has: [["--platform", "linux/arm64"]] },
    {
      name: "the caller's labels instead of the task label",
      req: { labels: { "agent-loadtest.image": "agent" } },
      has: [["--label", "agent-loadtest.image=agent"]],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const args = buildxArgs({ ...base, ...row.req });
      expect(args.slice(0, 2)).toEqual(["buildx", "build"]);
      expect(args.at(-1)).toBe("-");
      const joined = `\0${args.join("\0")}\0`;
      for (const seq of row.has) expect(joined).toContain(`\0${seq.join("\0")}\0`);
      for (const flag of row.not ?? []) expect(args).not.toContain(flag);
    });
  }
});

/** A protobuf writer for the few StatusResponse fields, to state what the reader must give back. */
function varint(n: number): Buffer {
  const out: number[] = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}
const str = (no: number, value: string | Buffer): Buffer => {
  const body = Buffer.isBuffer(value) ? value : Buffer.from(value);
  return Buffer.concat([varint(no * 8 + 2), varint(body.length), body]);
};
const bool = (no: number): Buffer => Buffer.concat([varint(no * 8), varint(1)]);
const timestamp = (no: number): Buffer => str(no, Buffer.concat([varint(8), varint(1_700_000_000)]));
const vertex = (...f: Buffer[]): Buffer => str(1, Buffer.concat(f));
const logOf = (digest: string, msg: string): Buffer => str(3, Buffer.concat([str(1, digest), str(4, msg)]));
const aux = (...msgs: Buffer[]): string => Buffer.concat(msgs).toString("base64");

describe("BuildKit progress rendered for the build log", () => {
  it("names each step once, numbers it, and gives its output and its error", () => {
    const trace = new BuildKitTrace();
    const run = str(1, "sha256:run");
    const out = [
      trace.render(aux(vertex(str(1, "sha256:from"), str(3, "[1/2] FROM base"), timestamp(5)))),
      trace.render(aux(vertex(str(1, "sha256:from"), str(3, "[1/2] FROM base"), bool(4), timestamp(6)))),
      trace.render(
        aux(vertex(run, str(3, "[2/2] RUN make"), timestamp(5)), logOf("sha256:run", "line 1\nline 2\n")),
      ),
      trace.render(aux(vertex(run, str(3, "[2/2] RUN make"), timestamp(6), str(7, "exit code: 2")))),
      trace.render(aux(vertex(run, str(3, "[2/2] RUN make"), timestamp(6), str(7, "exit code: 2")))),
    ].join("");
    expect(out).toBe(
      [
        "#1 [1/2] FROM base",
        "#1 CACHED",
        "#1 DONE",
        "#2 [2/2] RUN make",
        "#2 line 1",
        "#2 line 2",
        "#2 ERROR: exit code: 2",
        "",
      ].join("\n"),
    );
  });

  it("skips the fields it does not read (statuses, warnings, other wire types)", () => {
    const trace = new BuildKitTrace();
    const fixed64 = Buffer.concat([varint(9 * 8 + 1), Buffer.alloc(8)]);
    const status = str(2, Buffer.concat([str(1, "layer"), str(2, "sha256:v")]));
    expect(
      trace.render(aux(status, vertex(str(1, "sha256:v"), fixed64, str(3, "step")), str(4, "warn"))),
    ).toBe("#1 step\n");
  });

  it("a payload that does not decode is one line, not a crash", () => {
    const trace = new BuildKitTrace();
    expect(trace.render(Buffer.from([0x0a, 0x50, 0x01]).toString("base64"))).toMatch(
      /^# \(a progress message did not decode/,
    );
  });

  it("reads messages as dockerd 20.10 sends them (captured from a build)", () => {
    const trace = new BuildKitTrace();
    const started =
      "CsoBCkdzaGEyNTY6YTg5ZDU4MjIxNzlhZGMxM2M3ZTEyYzdlN2QxMWEwMDdiYmJlYmFlYzY2ZGE4ZDUwM2E3ZGI2ODhiOTQwZjI0OBJHc2hhMjU2OjlhOTVhNTM1NjRmOTVhMGU4ZWJiMTRhOWJkNWNlZmVkNTIyZDQ5MzUwMGQ2YTk1ZThlNjYxMDY5ODFhNDViYjAaKFszLzNdIFJVTiBlY2hvIGhlbGxvLW91dCAmJiBscyAtbCAvcHJvYmUqDAiqzL3YBhDxq6DSAQ==";
    const log =
      "GmUKR3NoYTI1NjphODlkNTgyMjE3OWFkYzEzYzdlMTJjN2U3ZDExYTAwN2JiYmViYWVjNjZkYThkNTAzYTdkYjY4OGI5NDBmMjQ4EgwIqsy92AYQ+d2LiAIYASIKaGVsbG8tb3V0Cg==";
    expect(trace.render(started) + trace.render(log)).toBe(
      "#1 [3/3] RUN echo hello-out && ls -l /probe\n#1 hello-out\n",
    );
  });
});
