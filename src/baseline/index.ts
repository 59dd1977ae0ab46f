export {
  type BaselineSource,
  type BuildOptions,
  buildBaseline,
  DEFAULT_MAX_HISTORY,
  DEFAULT_MAX_SAMPLES,
  historyEntryOf,
} from "./build.js";
export { type DecodedHistogram, decodeHistogram, encodeHistogram } from "./histograms.js";
export {
  hostRunner,
  matchRunners,
  type Runner,
  type RunnerMatch,
  runnerEnvironment,
  runnerLabel,
  runnerOf,
  runnerSchema,
} from "./runner.js";
export { downsample } from "./samples.js";
export {
  BASELINE_SCHEMA_VERSION,
  type Baseline,
  type BaselineSample,
  baselineJsonSchema,
  baselineSchema,
  type HistoryEntry,
} from "./schema.js";
export {
  parseBaseline,
  readBaseline,
  readBaselineFile,
  readBaselineFor,
  serializeBaseline,
  type WriteHooks,
  writeBaseline,
} from "./store.js";
