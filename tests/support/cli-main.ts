/** The CLI's own entry run in-process, with what it printed to the console captured line by line. */
import { vi } from "vitest";
import { main } from "../../src/cli/main.js";

export async function cli(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((...a) => void lines.push(a.join(" ")));
  vi.spyOn(console, "log").mockImplementation((...a) => void lines.push(a.join(" ")));
  const code = await main(args);
  vi.restoreAllMocks();
  return { code, lines };
}
