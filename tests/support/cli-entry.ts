/**
 * The CLI under test, run as a user runs it: dist/cli.js when it is at least as new as src/, else a
 * bundle of src/ made for this test run, so a test never passes on stale code.
 */
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const f of readdirSync(dir, { recursive: true })) {
    const st = statSync(join(dir, String(f)));
    if (st.isFile()) newest = Math.max(newest, st.mtimeMs);
  }
  return newest;
}

export function cliEntry(): Promise<{ entry: string; cleanup(): void }> {
  return bundleEntry("cli", "src/cli/index.ts");
}

/** The Action's main step (dist/index.js), fresh in the same way. */
export function actionEntry(): Promise<{ entry: string; cleanup(): void }> {
  return bundleEntry("index", "src/action/index.ts");
}

async function bundleEntry(name: string, src: string): Promise<{ entry: string; cleanup(): void }> {
  const distIndex = join(ROOT, `dist/${name}/index.js`);
  if (existsSync(distIndex) && statSync(distIndex).mtimeMs >= newestMtime(join(ROOT, "src")))
    return { entry: join(ROOT, `dist/${name}.js`), cleanup() {} };
  const out = join(ROOT, ".tmp", `${name}-${process.pid}-${Date.now()}`);
  const { build } = await import("rolldown");
  await build({
    input: join(ROOT, src),
    platform: "node",
    external: [/^[^./]/],
    logLevel: "silent",
    output: { dir: out, format: "esm", entryFileNames: `${name}.mjs` },
  });
  return { entry: join(out, `${name}.mjs`), cleanup: () => rmSync(out, { recursive: true, force: true }) };
}
