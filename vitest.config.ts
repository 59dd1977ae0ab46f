/**
 * The suite's tiers, declared once: a test's tier is the folder under tests/ it lives in (docs/developing.md
 * says what each may use). `npm test` runs them all in one vitest run, heaviest first, so the light tiers fill
 * the cores while Docker, the real agents and the example runs wait on their processes.
 */
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Heaviest first: these mostly wait on child processes, so starting them early keeps the tail short. */
export const TIERS = ["e2e", "agents", "docker", "browser", "integration", "unit"] as const;

class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => TIERS.indexOf(f.project.name as (typeof TIERS)[number]);
    const sorted: TestSpecification[] = [];
    for (let i = 0; i < TIERS.length; i++)
      sorted.push(...(await super.sort(files.filter((f) => rank(f) === i))));
    return [...sorted, ...files.filter((f) => rank(f) < 0)];
  }
}

// Bounds on a hung test, not measures: a tier's tests wait on child processes that a loaded runner slows
// many-fold, and a test that measures time belongs in bench/. A test may set its own, longer bound.
const BOUND_MS = { unit: 30_000, other: 120_000 };

const tier = (name: (typeof TIERS)[number]) => ({
  extends: true as const,
  test: { name, include: [`tests/${name}/**/*.test.ts`], testTimeout: BOUND_MS.other, hookTimeout: BOUND_MS.other },
});

export default defineConfig({
  test: {
    // One worker per core (2 on the CI runner): the heavy tiers' child processes take the rest.
    maxWorkers: 2,
    // With TEST_CPU_LOG set: each file's CPU, for test:profile.
    setupFiles: ["tests/support/cpu-setup.ts"],
    // The run's temporary files in one folder (TMPDIR), removed at the end; every project inherits it.
    globalSetup: ["tests/support/tmpdir-setup.ts"],
    sequence: { sequencer: HeavyFirst },
    projects: [
      // Pure: no process, network, file system beyond temp files, or clock. One module graph for all.
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          isolate: false,
          pool: "threads",
          testTimeout: BOUND_MS.unit,
        },
      },
      // Local processes and servers. One worker process runs file after file (no fresh module graph per
      // file: 94 → 76 core-s for the tier); a file that changes the process (cwd, env) puts it back.
      { ...tier("integration"), test: { ...tier("integration").test, isolate: false } },
      tier("docker"),
      {
        extends: true,
        test: {
          name: "agents",
          include: ["tests/agents/**/*.test.ts"],
          testTimeout: BOUND_MS.other,
          hookTimeout: BOUND_MS.other,
          // The built-in agents' installs and the Action bundle, made once for the tier.
          globalSetup: ["tests/support/agents-setup.ts"],
        },
      },
      tier("browser"),
      tier("e2e"),
    ],
  },
});
