/**
 * A vitest reporter that writes when each test file started and ended on the wall clock
 * (.tmp/timeline.json), for `npm run test:profile`. vitest's JSON report dates a file from its first test,
 * so a file's imports and `beforeAll` (an image build, an agent's first start) are missing from it; this
 * dates it from the moment a worker took it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const OUT = resolve(".tmp/timeline.json");

export default class TimelineReporter implements Reporter {
  /** Per test file (its absolute path, as the JSON report names it): when it started and ended. */
  private readonly files = new Map<string, { file: string; start: number; end?: number }>();
  private begun = Date.now();

  onTestRunStart(): void {
    this.begun = Date.now();
  }

  onTestModuleStart(m: TestModule): void {
    this.files.set(m.moduleId, { file: m.moduleId, start: Date.now() });
  }

  onTestModuleEnd(m: TestModule): void {
    const f = this.files.get(m.moduleId);
    if (f) f.end = Date.now();
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(OUT), { recursive: true });
    const timeline = { begun: this.begun, ended: Date.now(), files: [...this.files.values()] };
    writeFileSync(OUT, `${JSON.stringify(timeline, null, 1)}\n`);
  }
}
