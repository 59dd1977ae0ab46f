/** The gate's public API: thresholds, regression statistics, history drift and the verdict. */
export { type HistoryOptions, historyChecks, predictionInterval } from "./history.js";
export { DEFAULT_REGRESSION_METRICS, RATE_REGRESSION_METRICS, regressionChecks } from "./regression.js";
export { knownMetrics, metricKind, TREND_METRICS } from "./run-metrics.js";
export {
  type AbortDecision,
  type Aggregation,
  evaluateThreshold,
  evaluateThresholds,
  type MetricKey,
  type Operator,
  parseDuration,
  parseMetricKey,
  parseThreshold,
  shouldAbort,
  type Threshold,
  type ThresholdProblem,
  ThresholdSyntaxError,
  validateThresholds,
} from "./thresholds.js";
export type * from "./types.js";
export { type GateInput, gate, verdictStatus } from "./verdict.js";
