// ssh2 (pulled in by dockerode) reads __dirname at load time; an ESM bundle has none.
// Every entry imports this module first so the bundle runs on Node 20 and 24.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const g = globalThis as { __dirname?: string; __filename?: string };
if (g.__filename === undefined) g.__filename = fileURLToPath(import.meta.url);
if (g.__dirname === undefined) g.__dirname = dirname(g.__filename);
