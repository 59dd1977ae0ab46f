import { describe, expect, it, vi } from "vitest";
import { mockLlmCommand, parseMockLlmFlags } from "../../../src/cli/mock-llm.js";
import { UserError } from "../../../src/errors.js";

describe("agent-loadtest mock-llm: flags", () => {
  it("maps every flag to a server option", () => {
    const argv = ["--host", "0.0.0.0", "--port", "0", "--ttft-ms", "12.5", "--itl-ms", "3", "--tokens", "8"];
    argv.push(
      "--fault",
      "429:0.1,stall:0.01",
      "--capacity",
      "4",
      "--seed",
      "9",
      "--jitter-ms",
      "1",
      "--model",
      "m2",
    );
    expect(parseMockLlmFlags(argv)).toEqual({
      host: "0.0.0.0",
      port: 0,
      ttft_ms: 12.5,
      itl_ms: 3,
      tokens: 8,
      faults: { rate_429: 0.1, rate_stall: 0.01 },
      capacity: 4,
      seed: 9,
      jitter_ms: 1,
      model: "m2",
    });
  });

  it("defaults to 127.0.0.1:8000", () => {
    expect(parseMockLlmFlags([])).toEqual({ host: "127.0.0.1", port: 8000 });
  });

  it.each([
    [["--port", "70000"], /--port: expected an integer ≥ 0 and ≤ 65535, got "70000"/],
    [["--tokens", "1.5"], /--tokens: expected an integer/],
    [["--ttft-ms=-1"], /--ttft-ms: expected a number ≥ 0/],
    [["--itl-ms", ""], /--itl-ms/],
    [["--fault", "oops:1"], /not KIND:RATE/],
    [["--bogus"], /bogus/],
    [["extra"], /unexpected argument "extra"/],
  ])("%j is a UserError: %s", (argv, message) => {
    let err: unknown;
    try {
      parseMockLlmFlags(argv);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).line).toMatch(message);
  });
});

describe("agent-loadtest mock-llm: serving", () => {
  it("prints its URL, serves, and exits 0 when stopped", async () => {
    const stop = new AbortController();
    const lines: string[] = [];
    let printed: () => void = () => {};
    const firstLine = new Promise<void>((r) => {
      printed = r;
    });
    const done = mockLlmCommand(["--port", "0", "--ttft-ms", "1", "--itl-ms", "0"], {
      signal: stop.signal,
      out: (l) => {
        lines.push(l);
        printed();
      },
    });
    await Promise.race([firstLine, done]);
    const url = lines[0]?.match(/^mock-llm listening on (http:\/\/127\.0\.0\.1:\d+)$/)?.[1];
    expect(url).toBeDefined();
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: "ok" });
    stop.abort();
    expect(await done).toBe(0);
  });

  it("a missing script file is a UserError", async () => {
    await expect(mockLlmCommand(["--port", "0", "--script", "/nonexistent/script.yaml"])).rejects.toThrow(
      UserError,
    );
  });
});

describe("agent-loadtest mock-llm --help", () => {
  it("lists every dialect's endpoint after the usage line", async () => {
    const { main } = await import("../../../src/cli/main.js");
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((s: string) => {
      lines.push(s);
    });
    try {
      expect(await main(["mock-llm", "--help"])).toBe(0);
    } finally {
      spy.mockRestore();
    }
    const text = lines.join("\n");
    expect(text).toMatch(/^usage: agent-loadtest mock-llm \[--host H\]/);
    for (const path of [
      "/v1/chat/completions",
      "/v1/responses",
      "/v1/messages",
      ":generateContent",
      "alt=sse",
    ])
      expect(text).toContain(path);
  });
});
