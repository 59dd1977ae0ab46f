// Placeholder until the zod schema lands.
export type Scenario = Record<string, unknown>;
