export { parseCompose } from "./compose.js";
export { contentHash } from "./images.js";
export {
  createDockerRuntime,
  DockerRuntime,
  type DockerRuntimeOptions,
  RUN_LABEL,
  SESSION_LABEL,
  sweepRun,
} from "./runtime.js";
