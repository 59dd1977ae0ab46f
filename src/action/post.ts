/**
 * The post step (post-if: always()): whatever happened in the main step — a crash, a cancel, a
 * timeout — no container or network of this step's runs outlives the job. It never fails the job.
 */
import "../shims/dirname.js";
import { cleanup } from "./cleanup.js";

void cleanup()
  .catch(() => undefined)
  .finally(() => {
    process.exitCode = 0;
  });
