/**
 * A local npm registry: a real HTTP server on 127.0.0.1 answering npm's packument and tarball requests
 * for packages built in the test (real .tgz files made by `tar`), so `npm install --registry <url>`
 * runs offline against packages whose contents the test chose. Anything else is a 404.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type TestServer } from "./http-server.js";

export interface PackageFiles {
  name: string;
  version: string;
  /** package.json fields besides name and version (scripts, bin, …). */
  manifest?: Record<string, unknown>;
  /** Files of the package, relative to its root. */
  files?: Record<string, string>;
}

export interface NpmRegistry {
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

interface Published {
  manifest: Record<string, unknown>;
  tarball: Buffer;
}

/** The package as npm publishes it: `package/…` in a gzipped tar. */
function pack(pkg: PackageFiles, work: string): Published {
  const dir = mkdtempSync(path.join(work, "pack-"));
  const manifest = { name: pkg.name, version: pkg.version, ...pkg.manifest };
  const files = { "package.json": JSON.stringify(manifest, null, 2), ...pkg.files };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "package", rel)), { recursive: true });
    writeFileSync(path.join(dir, "package", rel), text, { mode: 0o755 });
  }
  const tgz = path.join(dir, "package.tgz");
  const tar = spawnSync("tar", ["-czf", tgz, "-C", dir, "package"]);
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
  return { manifest, tarball: readFileSync(tgz) };
}

const tarballPath = (name: string, version: string) =>
  `/-/${encodeURIComponent(name)}/${name.replace(/^@[^/]+\//, "")}-${version}.tgz`;

export async function startNpmRegistry(packages: PackageFiles[]): Promise<NpmRegistry> {
  const work = mkdtempSync(path.join(tmpdir(), "npm-registry-"));
  const byName = new Map<string, Map<string, Published>>();
  for (const pkg of packages) {
    const versions = byName.get(pkg.name) ?? new Map<string, Published>();
    versions.set(pkg.version, pack(pkg, work));
    byName.set(pkg.name, versions);
  }
  const tarballs = new Map<string, Buffer>();
  const requests: string[] = [];
  let server: TestServer | undefined;
  const packument = (name: string, versions: Map<string, Published>) => {
    const entries = [...versions].map(([version, p]) => {
      tarballs.set(tarballPath(name, version), p.tarball);
      const dist = {
        tarball: `${server?.url}${tarballPath(name, version)}`,
        integrity: `sha512-${createHash("sha512").update(p.tarball).digest("base64")}`,
        shasum: createHash("sha1").update(p.tarball).digest("hex"),
      };
      return [version, { ...p.manifest, dist }] as const;
    });
    return { name, "dist-tags": { latest: entries.at(-1)?.[0] }, versions: Object.fromEntries(entries) };
  };
  server = await startServer((req, res) => {
    const url = decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
    requests.push(url);
    const versions = byName.get(url.slice(1));
    if (versions) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(packument(url.slice(1), versions)));
      return;
    }
    const tarball = tarballs.get(encodeTarball(url));
    if (tarball) {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      res.end(tarball);
      return;
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end('{"error":"Not found"}');
  });
  // Packuments first, so every tarball path is known before npm asks for it.
  for (const [name, versions] of byName) packument(name, versions);
  const running = server;
  return {
    url: running.url,
    requests,
    close: async () => {
      await running.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The tarball key of a decoded request path (its scope's slash encoded again, as tarballPath writes it). */
function encodeTarball(url: string): string {
  const m = /^\/-\/(@[^/]+\/[^/]+|[^/]+)\/([^/]+)$/.exec(url);
  return m ? `/-/${encodeURIComponent(m[1] ?? "")}/${m[2]}` : url;
}

/**
 * A task image with npm (the offline base images have Node only): agent-loadtest/base-bookworm:1 plus
 * this machine's own npm, built once per npm version.
 */
export function npmImage(): string {
  const version = execFileSync("npm", ["--version"], { encoding: "utf8" }).trim();
  const tag = `agent-loadtest/test-npm:${version}`;
  if (spawnSync("docker", ["image", "inspect", tag], { stdio: "ignore" }).status === 0) return tag;
  const npmRoot = path.resolve(
    path.dirname(realpathSync(execFileSync("which", ["npm"], { encoding: "utf8" }).trim())),
    "..",
  );
  const ctx = mkdtempSync(path.join(tmpdir(), "npm-image-"));
  try {
    cpSync(npmRoot, path.join(ctx, "npm"), { recursive: true });
    writeFileSync(path.join(ctx, "npm.sh"), '#!/bin/sh\nexec node /opt/npm/bin/npm-cli.js "$@"\n', {
      mode: 0o755,
    });
    writeFileSync(
      path.join(ctx, "Dockerfile"),
      "FROM agent-loadtest/base-bookworm:1\nCOPY npm /opt/npm\nCOPY npm.sh /usr/local/bin/npm\n",
    );
    const built = spawnSync("docker", ["build", "-q", "-t", tag, ctx], {
      env: { ...process.env, DOCKER_BUILDKIT: "0" },
      encoding: "utf8",
    });
    if (built.status !== 0) throw new Error(`building ${tag} failed: ${built.stderr}`);
    return tag;
  } finally {
    rmSync(ctx, { recursive: true, force: true });
  }
}
