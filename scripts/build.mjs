// Bundles the three entries with ncc into dist/: index.js (action main), post.js (post step), cli.js (bin).
// ncc must emit ESM: the @actions/* toolkit is ESM-only. Each bundle gets its own folder so chunk and
// asset names of one never collide with another's; the top-level files only import them.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const out = process.argv[2] ?? "dist";
const entries = { index: "src/action/index.ts", post: "src/action/post.ts", cli: "src/cli/index.ts" };
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
  const shebang = name === "cli" ? "#!/usr/bin/env node\n" : "";
  writeFileSync(join(out, `${name}.js`), `${shebang}import "./${name}/index.js";\n`);
}
chmodSync(join(out, "cli.js"), 0o755);
