/**
 * The post step's one job: remove what a run left on Docker. Its own module, so the post step's
 * bundle holds the Docker client and nothing of the run engine.
 */
import Dockerode from "dockerode";
import { OWNER_LABEL, RUN_LABEL } from "../labels.js";

/**
 * Removes every container, volume and network labelled with the run id (and with `owner`, the process
 * that made them, when known: another process's run may have the same id). Safe to call any time, twice.
 */
export async function sweepRun(
  runId: string,
  docker: Dockerode = new Dockerode(),
  owner?: string,
): Promise<{ containers: number; networks: number }> {
  const filters = JSON.stringify({
    label: [`${RUN_LABEL}=${runId}`, ...(owner ? [`${OWNER_LABEL}=${owner}`] : [])],
  });
  let containers = 0;
  let networks = 0;
  const list = await docker.listContainers({ all: true, filters }).catch(() => []);
  await Promise.all(
    list.map(async (c) => {
      await docker
        .getContainer(c.Id)
        .remove({ force: true, v: true })
        .then(() => {
          containers += 1;
        })
        .catch(() => undefined);
    }),
  );
  // Volumes after the containers that mount them.
  const vols = await docker.listVolumes({ filters }).catch(() => ({ Volumes: [] }));
  await Promise.all(
    (vols.Volumes ?? []).map((v) =>
      docker
        .getVolume(v.Name)
        .remove()
        .catch(() => undefined),
    ),
  );
  const nets = await docker.listNetworks({ filters }).catch(() => []);
  await Promise.all(
    nets.map(async (n) => {
      await docker
        .getNetwork(n.Id)
        .remove()
        .then(() => {
          networks += 1;
        })
        .catch(() => undefined);
    }),
  );
  return { containers, networks };
}
