/** The Kubernetes example (examples/kubernetes/) as its pods run it: each Job's container, env and script. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import { ROOT } from "./cli-entry.js";

export const K8S_EXAMPLE = join(ROOT, "examples/kubernetes");

export interface Container {
  name: string;
  image: string;
  workingDir?: string;
  env?: { name: string; value?: string }[];
  command?: string[];
  args?: string[];
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec: {
    completionMode?: string;
    completions?: number;
    parallelism?: number;
    template?: {
      spec: {
        containers: Container[];
        initContainers?: Container[];
        volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[];
      };
    };
  };
}

/** Every object of one manifest file, in order. */
export function manifest(file: string): KubeObject[] {
  return parseAllDocuments(readFileSync(join(K8S_EXAMPLE, file), "utf8")).map((d) => d.toJS() as KubeObject);
}

export interface PodScript {
  job: KubeObject;
  container: Container;
  /** The container's environment, as the manifest sets it. */
  env: Record<string, string>;
  /** What `sh -c` runs in the container. */
  script: string;
}

/** The one Job of a manifest file and its first container's `sh -c` script. */
export function podScript(file: string): PodScript {
  const job = manifest(file).find((o) => o.kind === "Job");
  const container = job?.spec.template?.spec.containers[0];
  if (!job || !container) throw new Error(`${file}: no Job with a container`);
  if (container.command?.join(" ") !== "sh -c" || container.args?.length !== 1)
    throw new Error(`${file}: the container does not run one sh -c script`);
  const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e.value ?? ""]));
  return { job, container, env, script: container.args[0] };
}
