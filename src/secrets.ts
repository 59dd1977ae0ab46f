/**
 * Secrets never reach logs, reports, comments or artifacts. One definition of what a secret is
 * (a value of a variable whose name says so, or one the scenario lists) and of how it is masked,
 * shared by the pipeline, the reports and the Action.
 */

/** Variable names whose values are secret. */
export const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD/i;

const MASK = "***";
/** Shorter values would mask noise. */
const MIN_SECRET = 4;

/** Values of the variables named like secrets, plus those listed by name. */
export function secretValuesOf(
  env: Record<string, string | undefined>,
  listed: readonly string[] = [],
): string[] {
  const names = new Set(listed);
  for (const k of Object.keys(env)) if (SECRET_NAME.test(k)) names.add(k);
  return [...names].map((k) => env[k] ?? "").filter((v) => v.length >= MIN_SECRET);
}

/** The forms a secret takes in text: as is, JSON-escaped, base64. Longest first, so a secret containing another is masked whole. */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const v of new Set(secrets.filter((s) => s.length >= MIN_SECRET))) {
    forms.add(v);
    forms.add(JSON.stringify(v).slice(1, -1));
    forms.add(Buffer.from(v).toString("base64"));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

export function makeRedactor(secrets: readonly string[]): (text: string) => string {
  const forms = secretForms(secrets);
  if (forms.length === 0) return (t) => t;
  const re = new RegExp(forms.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return (t) => t.replace(re, MASK);
}

export const SECRET_MASK = MASK;
