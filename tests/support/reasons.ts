/** A gate check's reason as report.json carries it: the gate hands on facts, the report writes the sentence. */
import type { GateCheck } from "../../src/gate/types.js";
import { withReason } from "../../src/report/reasons.js";

export const reasonOf = (c: GateCheck): string => withReason(c).reason;
