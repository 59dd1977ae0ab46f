/** A bisect's result as `agent-loadtest bisect` writes it, for the tests of what renders or lists one. */
import type { BisectResult, Probe } from "../../src/report/bisect.js";
import { HOSTILE } from "./report-synthetic.js";

export const sha = (c: string) => c.repeat(40);

export function probe(commit: string, klass: Probe["class"], effect: number | null): Probe {
  return {
    commit: sha(commit),
    reference: sha("0"),
    attempt: 1,
    class: klass,
    verdict: klass === "bad" ? "fail" : klass === "skip" ? "skipped" : "pass",
    effect,
    lower: effect === null ? null : effect * 0.9,
    upper: effect === null ? null : effect * 1.1,
    p: effect === null ? null : 0.01,
    sessions: 20,
    seconds: 12,
    run_dir: null,
    note: klass === "skip" ? HOSTILE : null,
  };
}

/**
 * 16 commits from 000… to fff…, bbb… named with a hostile subject (cut to the 200 characters a bisect
 * keeps) and an author that mentions someone; four probes, the second skipped.
 */
export function bisectResult(o: Partial<BisectResult> = {}): BisectResult {
  return {
    schemaVersion: 1,
    good: sha("0"),
    bad: sha("f"),
    metric: "e2e_ms",
    scale: "ratio",
    commits: 16,
    outcome: "found",
    effect: 1.4,
    culprits: [
      {
        commit: sha("b"),
        subject: HOSTILE.slice(0, 200),
        author: "@octocat <o@example.com>",
        effect: 1.38,
        explains: 0.96,
        candidates: [sha("b")],
      },
    ],
    probes: [
      probe("f", "bad", 1.4),
      probe("8", "skip", null),
      probe("b", "bad", 1.38),
      probe("a", "good", 1.01),
    ],
    sessions: 80,
    minutes: 1.5,
    ...o,
  };
}
