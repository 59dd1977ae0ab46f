/**
 * A vitest reporter that writes when each test file started and ended on the wall clock
 * (.tmp/timeline.json), for `npm run test:profile`. vitest's JSON report dates a file from its first test,
 * so a file's imports and `beforeAll` (an image build, an agent's first start) are missing from it; this
 * dates it from the moment a worker took it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

interface Entry {
  file: string;
  project: string;
  start: number;
  end?: number;
  state?: string;
}

export default class TimelineReporter implements Reporter {
  private readonly entries = new Map<string, Entry>();
  private begun = Date.now();
  private readonly out = resolve(".tmp/timeline.json");

  onTestRunStart(): void {
    this.begun = Date.now();
  }

  onTestModuleStart(m: TestModule): void {
    this.entries.set(m.moduleId, { file: m.moduleId, project: m.project.name, start: Date.now() });
  }

  onTestModuleEnd(m: TestModule): void {
    const e = this.entries.get(m.moduleId);
    if (e) Object.assign(e, { end: Date.now(), state: m.state() });
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(this.out), { recursive: true });
    const files = [...this.entries.values()];
    writeFileSync(this.out, `${JSON.stringify({ begun: this.begun, ended: Date.now(), files }, null, 1)}\n`);
  }
}
