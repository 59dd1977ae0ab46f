/**
 * The @actions toolkit, loaded once with dynamic import(). The packages are ESM-only, and the bundle
 * build transpiles each file alone (ncc --transpile-only), which turns static imports into require()
 * calls those packages refuse; import() is kept as is. Types come from `import type`, which is erased.
 */
import type * as CoreModule from "@actions/core";
import type * as GitHubModule from "@actions/github";

export type Core = typeof CoreModule;
export type GitHub = typeof GitHubModule;

let loaded: { core: Core; github: GitHub } | null = null;

export async function loadToolkit(): Promise<void> {
  if (loaded) return;
  const [core, github] = await Promise.all([import("@actions/core"), import("@actions/github")]);
  loaded = { core, github };
}

function get(): { core: Core; github: GitHub } {
  if (!loaded) throw new Error("the @actions toolkit is not loaded (call loadToolkit first)");
  return loaded;
}

export const core = (): Core => get().core;
export const github = (): GitHub => get().github;
