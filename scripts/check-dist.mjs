// Fails when dist/ is not what `npm run build` makes from the current src/.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const fresh = mkdtempSync(join(tmpdir(), "dist-check-"));
try {
  execFileSync(process.execPath, ["scripts/build.mjs", fresh], { stdio: "inherit" });
  const list = (dir) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => statSync(join(dir, f)).isFile())
      .sort();
  const want = list(fresh);
  const have = list("dist");
  const stale = [];
  for (const f of new Set([...want, ...have])) {
    if (!want.includes(f) || !have.includes(f)) stale.push(f);
    else if (!readFileSync(join(fresh, f)).equals(readFileSync(join("dist", f)))) stale.push(f);
  }
  if (stale.length > 0) {
    console.error(
      `dist/ is stale (${stale.slice(0, 5).join(", ")}${stale.length > 5 ? ", ..." : ""}): run \`npm run build\` and commit dist/.`,
    );
    process.exit(1);
  }
  console.log(`dist/ is in sync with src/ (${want.length} files)`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
