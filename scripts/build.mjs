// Bundles the three entries with ncc into dist/: index.js (action main), post.js (post step), cli.js (bin).
// ncc must emit ESM: the @actions/* toolkit is ESM-only. Each bundle gets its own folder so chunk and
// asset names of one never collide with another's; the top-level files only import them.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const out = process.argv[2] ?? "dist";
const entries = { index: "src/action/index.ts", post: "src/action/post-index.ts", cli: "src/cli/index.ts" };
const ncc = join("node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "package.json"), `${JSON.stringify({ type: "module" }, null, 2)}\n`);
for (const [name, entry] of Object.entries(entries)) {
  // Type errors are tsc's job (npm run typecheck); the bundle only transpiles.
  execFileSync(
    process.execPath,
    [ncc, "build", entry, "-o", join(out, name), "--quiet", "--transpile-only", "--target", "es2022"],
    { stdio: "inherit" },
  );
  // Native addons (ssh2's optional sshcrypto and cpu-features, for Docker over SSH) are compiled at
  // install time and differ byte for byte from one machine to the next; ssh2 loads them in a
  // try/catch and falls back to JavaScript, so the bundle leaves them out and stays reproducible.
  const entries = readdirSync(join(out, name), { recursive: true }).map(String);
  for (const file of entries.filter((f) => f.endsWith(".node"))) rmSync(join(out, name, file));
  // Folders left empty by that, deepest first.
  for (const dir of entries.sort((a, b) => b.length - a.length)) {
    const path = join(out, name, dir);
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory() && readdirSync(path).length === 0)
      rmSync(path, { recursive: true });
  }
  // The CLI starts once per command: Node's compile cache (22.1+; absent before) spares it compiling its
  // 3 MB bundle each time (≈ 0.1 s CPU a start); the cache needs enabling before the bundle is loaded.
  const start =
    name === "cli"
      ? `#!/usr/bin/env node\nimport module from "node:module";\nmodule.enableCompileCache?.();\nawait import("./${name}/index.js");\n`
      : `import "./${name}/index.js";\n`;
  writeFileSync(join(out, `${name}.js`), start);
}
chmodSync(join(out, "cli.js"), 0o755);
