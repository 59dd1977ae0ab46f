export {
  createDockerRuntime,
  type DockerRuntimeOptions,
  RUN_LABEL,
  sweepRun,
} from "./runtime.js";
