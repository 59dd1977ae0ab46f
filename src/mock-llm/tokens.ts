/**
 * The mock's tokenizer: words and single punctuation marks, each carrying its leading whitespace,
 * so that the tokens of a text concatenate back to exactly that text. Usage numbers and streamed
 * deltas both come from it, so a client's chunk count equals the server's completion_tokens.
 */
import type { Rng } from "./rng.js";

const TOKEN = /\s*(?:[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_])|\s+$/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

export function countTokens(text: string): number {
  return tokenize(text).length;
}

const WORDS = (
  "the agent reads a file and writes an answer model tool call returns result quick brown fox " +
  "jumps over lazy dog load test latency token stream request server task plan step check done"
).split(" ");

/** `n` tokens of plain text: words, with a period every few words. */
export function generateTokens(n: number, r: Rng): string[] {
  const out: string[] = [];
  let sinceStop = 0;
  while (out.length < n) {
    const endSentence = sinceStop >= 4 && r.next() < 0.2 && out.length < n - 1;
    if (endSentence) {
      out.push(".");
      sinceStop = 0;
      continue;
    }
    const word = r.pick(WORDS);
    const first = out.length === 0 || out[out.length - 1] === ".";
    const w = first ? word[0].toUpperCase() + word.slice(1) : word;
    out.push(out.length === 0 ? w : ` ${w}`);
    sinceStop++;
  }
  return out;
}
