/**
 * `agent-loadtest mock-llm`: the deterministic mock LLM (OpenAI chat and Responses, Anthropic,
 * Gemini) as a standalone server, running until SIGINT/SIGTERM.
 */
import { UserError } from "../errors.js";
import { type MockLlmOptions, parseFaultSpec, startMockLlm } from "../mock-llm/index.js";
import { parseFlags } from "./common.js";
import { mockLlmFlags } from "./flag-tables.js";

const NUMERIC = {
  port: { key: "port", min: 0, max: 65535, int: true },
  "ttft-ms": { key: "ttft_ms", min: 0, int: false },
  "itl-ms": { key: "itl_ms", min: 0, int: false },
  "jitter-ms": { key: "jitter_ms", min: 0, int: false },
  "stall-ms": { key: "stall_ms", min: 0, int: false },
  tokens: { key: "tokens", min: 0, int: true },
  capacity: { key: "capacity", min: 0, int: true },
  seed: { key: "seed", min: -(2 ** 31), int: true },
} as const satisfies Record<string, { key: keyof MockLlmOptions; min: number; max?: number; int: boolean }>;

export interface MockLlmCommandIO {
  /** Stops the server as SIGINT/SIGTERM would (tests). */
  signal?: AbortSignal;
  out?: (line: string) => void;
}

export async function mockLlmCommand(argv: string[], io: MockLlmCommandIO = {}): Promise<number> {
  const opts = parseMockLlmFlags(argv);
  const server = await startMockLlm(opts);
  (io.out ?? console.log)(`mock-llm listening on ${server.url}`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      io.signal?.removeEventListener("abort", stop);
      resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    if (io.signal?.aborted) stop();
    io.signal?.addEventListener("abort", stop, { once: true });
  });
  await server.close();
  return 0;
}

/** Flags → server options; every bad value is a UserError naming the flag. */
export function parseMockLlmFlags(argv: string[]): MockLlmOptions {
  const { values, positionals } = parseFlags("mock-llm", argv, mockLlmFlags);
  if (positionals.length > 0) {
    throw new UserError(
      `unexpected argument "${positionals[0]}"; it takes flags only (agent-loadtest mock-llm --help)`,
      undefined,
      "agent-loadtest mock-llm",
    );
  }
  const v = values as Record<string, string | undefined>;
  // vLLM's default port, so the usual OPENAI_BASE_URL=http://127.0.0.1:8000/v1 works unchanged.
  const opts: MockLlmOptions = { host: v.host ?? "127.0.0.1", port: 8000 };
  for (const [flag, spec] of Object.entries(NUMERIC)) {
    const raw = v[flag];
    if (raw === undefined) continue;
    const n = Number(raw);
    const max = "max" in spec ? spec.max : Number.MAX_SAFE_INTEGER;
    if (
      raw.trim() === "" ||
      !Number.isFinite(n) ||
      (spec.int && !Number.isInteger(n)) ||
      n < spec.min ||
      n > max
    ) {
      const what = spec.int ? "an integer" : "a number";
      throw new UserError(
        `expected ${what} ≥ ${spec.min}${"max" in spec ? ` and ≤ ${max}` : ""}, got "${raw}"`,
        undefined,
        `--${flag}`,
      );
    }
    (opts as Record<string, number>)[spec.key] = n;
  }
  if (v.fault !== undefined) opts.faults = parseFaultSpec(v.fault);
  if (v.script !== undefined) opts.script = v.script;
  if (v.model !== undefined) opts.model = v.model;
  if (v.log !== undefined) opts.log_file = v.log;
  return opts;
}
