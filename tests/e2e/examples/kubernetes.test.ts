/**
 * The Kubernetes example (examples/kubernetes/): `kubectl apply --dry-run=client` takes every manifest,
 * and the two Jobs agree with each other, with the volume and with the CLI's own flags. (That the
 * shard and merge scripts work is tests/integration/cli/fanout.test.ts: it runs them.)
 *
 * A client-side dry run still asks an API server which kinds exist, so kubectl talks to a stand-in on
 * loopback that serves discovery for the kinds the example uses and answers 404 to everything else;
 * with no OpenAPI document to check fields against, kubectl's schema validation is off
 * (`--validate=false`). The stand-in records what kubectl asked: a dry run writes nothing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mergeFlags, runFlags } from "../../../src/cli/flag-tables.js";
import { ROOT } from "../../support/cli-entry.js";
import { startServer } from "../../support/http-server.js";
import { K8S_EXAMPLE, manifest, podScript } from "../../support/kubernetes-example.js";
import { runProcess } from "../../support/process.js";
import { needTool } from "../../support/tools.js";

const KUBECTL = spawnSync("sh", ["-c", "command -v kubectl"], { encoding: "utf8" }).stdout.trim();

const scratch = mkdtempSync(join(tmpdir(), "kubectl-"));
const kubeconfig = join(scratch, "kubeconfig");
writeFileSync(kubeconfig, "apiVersion: v1\nkind: Config\n");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Discovery for what the example applies: PersistentVolumeClaim (v1) and Job (batch/v1). */
const RESOURCES: Record<string, { groupVersion: string; kind: string; name: string }> = {
  "/api/v1": { groupVersion: "v1", kind: "PersistentVolumeClaim", name: "persistentvolumeclaims" },
  "/apis/batch/v1": { groupVersion: "batch/v1", kind: "Job", name: "jobs" },
};

function standIn(seen: string[]) {
  return startServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const path = (req.url ?? "").split("?")[0];
    const send = (code: number, body: unknown) => {
      res.writeHead(code, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (path === "/version") return send(200, { major: "1", minor: "32", gitVersion: "v1.32.0" });
    if (path === "/api") return send(200, { kind: "APIVersions", versions: ["v1"] });
    if (path === "/apis") {
      const batch = { groupVersion: "batch/v1", version: "v1" };
      return send(200, {
        kind: "APIGroupList",
        apiVersion: "v1",
        groups: [{ name: "batch", versions: [batch], preferredVersion: batch }],
      });
    }
    const r = RESOURCES[path];
    if (r) {
      const resource = { name: r.name, singularName: r.kind.toLowerCase(), namespaced: true, kind: r.kind };
      return send(200, {
        kind: "APIResourceList",
        apiVersion: "v1",
        groupVersion: r.groupVersion,
        resources: [{ ...resource, verbs: ["create", "get", "list", "patch", "delete"] }],
      });
    }
    send(404, { kind: "Status", apiVersion: "v1", status: "Failure", reason: "NotFound", code: 404 });
  });
}

describe("examples/kubernetes", () => {
  it.skipIf(needTool("kubectl", Boolean(KUBECTL)))(
    "kubectl apply --dry-run=client takes every manifest and writes nothing",
    async () => {
      const seen: string[] = [];
      const server = await standIn(seen);
      try {
        const r = await runProcess(
          KUBECTL,
          [
            `--server=${server.url}`,
            `--cache-dir=${join(scratch, "cache")}`,
            "apply",
            "--dry-run=client",
            "--validate=false",
            "-f",
            K8S_EXAMPLE,
          ],
          // No kubeconfig of this machine's: only the stand-in is asked.
          // timeoutMs bounds a hung kubectl; the dry run takes seconds
          { cwd: scratch, env: { KUBECONFIG: join(scratch, "none") }, timeoutMs: 60_000 },
        );
        expect(r.code, r.out).toBe(0);
        const applied = r.out.split("\n").filter((l) => l.endsWith("(dry run)"));
        expect(applied.sort(), r.out).toEqual([
          "job.batch/agent-loadtest-merge created (dry run)",
          "job.batch/agent-loadtest-shards created (dry run)",
          "persistentvolumeclaim/agent-loadtest-results created (dry run)",
        ]);
        expect(seen.filter((s) => !s.startsWith("GET "))).toEqual([]);
      } finally {
        await server.close();
      }
    },
    90_000,
  );

  it("the Jobs agree: one pod per shard, the same plan, image, volume and folders, and the CLI's flags", () => {
    const shards = podScript("shards-job.yaml");
    const merge = podScript("merge-job.yaml");
    expect(shards.job.spec.completionMode).toBe("Indexed");
    expect(shards.job.spec.completions).toBe(Number(shards.env.SHARDS));
    expect(shards.job.spec.parallelism).toBe(shards.job.spec.completions);
    for (const name of ["SCENARIO", "SHARDS", "RUN_NAME", "RESULTS"]) {
      expect(merge.env[name], name).toBe(shards.env[name]);
    }
    expect(existsSync(join(ROOT, shards.env.SCENARIO))).toBe(true);
    expect(merge.container.image).toBe(shards.container.image);

    // Both mount the claim results-pvc.yaml makes at RESULTS.
    const [claim] = manifest("results-pvc.yaml");
    expect(claim.kind).toBe("PersistentVolumeClaim");
    for (const p of [shards, merge]) {
      const volume = p.job.spec.template?.spec.volumes?.find(
        (v) => v.persistentVolumeClaim?.claimName === claim.metadata.name,
      );
      const mount = p.container.volumeMounts?.find((m) => m.name === volume?.name);
      expect(mount?.mountPath, p.job.metadata.name).toBe(p.env.RESULTS);
    }

    // The image's working directory is where the Jobs run, with the CLI on PATH.
    const dockerfile = readFileSync(join(K8S_EXAMPLE, "Dockerfile"), "utf8");
    expect(dockerfile).toContain(`WORKDIR ${shards.container.workingDir}`);
    expect(merge.container.workingDir).toBe(shards.container.workingDir);
    expect(dockerfile).toMatch(/ln -s \S+\/dist\/cli\.js \/usr\/local\/bin\/agent-loadtest/);

    // Every flag the scripts pass is one the command takes.
    const flags = (script: string, command: string) => {
      const call = script
        .replace(/\\\n/g, " ")
        .split("\n")
        .find((l) => l.includes(`agent-loadtest ${command} `));
      return [...(call ?? "").matchAll(/ --([a-z-]+)/g)].map((m) => m[1]);
    };
    expect(flags(shards.script, "run")).toEqual(["shard", "out", "progress"]);
    for (const f of flags(shards.script, "run")) expect(Object.keys(runFlags), f).toContain(f);
    expect(flags(merge.script, "merge")).toEqual(["scenario", "out"]);
    for (const f of flags(merge.script, "merge")) expect(Object.keys(mergeFlags), f).toContain(f);
  });
});
