/**
 * Multi-container tasks as Harbor runs them: named volumes of docker-compose.yaml are made per session,
 * labelled with the run, mounted into main and the sidecars that name them (read-only where asked),
 * and removed with the session, leaving no volume, network or container behind.
 */
import { describe, expect, it } from "vitest";
import { parseCompose } from "../../../../src/runtimes/docker/compose.js";
import { RUN_LABEL } from "../../../../src/runtimes/labels.js";
import { docker, ENGINE, leftovers, runTrials, taskDir } from "../../../support/docker.js";

const T = 120_000;
const nop = { name: "nop" };

async function volumesOf(runId: string): Promise<number> {
  const list = await docker.listVolumes({ filters: JSON.stringify({ label: [`${RUN_LABEL}=${runId}`] }) });
  return (list.Volumes ?? []).length;
}

describe("compose volumes: what a task may declare", () => {
  const parse = (text: string) => () => parseCompose("/t/environment/docker-compose.yaml", text);
  it.each([
    {
      name: "a host path is refused",
      yaml: "services:\n  api:\n    image: x\n    volumes: ['/:/host']\n",
      error: /services\.api\.volumes: "\/" is not a named volume .*host paths are not mounted/,
    },
    {
      name: "an undeclared volume is refused",
      yaml: "services:\n  api:\n    image: x\n    volumes: ['data:/d']\n",
      error: /"data" is not a named volume/,
    },
    {
      name: "driver options are refused",
      yaml: "services:\n  api:\n    image: x\nvolumes:\n  data: { driver: nfs }\n",
      error: /volumes\.data: volume options/,
    },
    {
      name: "a relative target is refused",
      yaml: "services:\n  api:\n    image: x\n    volumes: ['data:d']\nvolumes:\n  data:\n",
      error: /absolute path/,
    },
  ])("$name", ({ yaml, error }) => {
    expect(parse(yaml)).toThrow();
    try {
      parse(yaml)();
    } catch (err) {
      expect((err as { line: string }).line).toMatch(error);
    }
  });

  it("short and long forms, read-only included", () => {
    const spec = parseCompose(`${taskDir("env-multi")}/environment/docker-compose.yaml`);
    expect(spec.volumes).toEqual(["shared"]);
    expect(spec.main.volumes).toEqual([{ volume: "shared", target: "/shared", readOnly: false }]);
    expect(spec.sidecars.map((s) => [s.name, s.volumes])).toEqual([
      ["writer", [{ volume: "shared", target: "/data", readOnly: false }]],
      ["reader", [{ volume: "shared", target: "/mnt/shared", readOnly: true }]],
    ]);
  });
});

describe.skipIf(!ENGINE)("compose volumes in Docker", () => {
  it(
    "env-multi passes with nop: main reads what a sidecar wrote to the shared volume; nothing is left behind",
    async () => {
      let during = -1;
      const trials = await runTrials("env-multi", nop, {
        sessions: 2,
        during: async (runId) => {
          // While the sessions run, their volumes exist and carry the run's label.
          for (let i = 0; i < 100 && during < 1; i++) {
            during = await volumesOf(runId);
            // a poll of the engine (at most 5 s), not a measure
            await new Promise((r) => setTimeout(r, 50));
          }
        },
      });
      expect(trials.map((t) => [t.outcome.status, t.outcome.reward])).toEqual([
        ["passed", 1],
        ["passed", 1],
      ]);
      expect(during).toBeGreaterThanOrEqual(1);
      for (const t of trials) {
        expect(await leftovers(t.runId)).toEqual({ containers: 0, networks: 0 });
        expect(await volumesOf(t.runId)).toBe(0);
      }
    },
    T,
  );
});
