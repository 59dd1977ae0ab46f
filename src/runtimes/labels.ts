/** Labels on everything a run starts in Docker, so a sweep (close(), the Action's post step) finds it. */
import { randomBytes } from "node:crypto";

export const RUN_LABEL = "agent-loadtest.run";
export const SESSION_LABEL = "agent-loadtest.session";
export const ROLE_LABEL = "agent-loadtest.role";
/**
 * The process that made it. A run id is unique in its output folder only: two runs of one scenario
 * started in the same second on one engine (shards or jobs on one host) share it, so a sweep matches
 * this too and never removes another process's containers.
 */
export const OWNER_LABEL = "agent-loadtest.owner";
export const PROCESS_OWNER = randomBytes(6).toString("hex");
