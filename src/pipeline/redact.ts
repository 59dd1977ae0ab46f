/** Secrets never reach logs, reports, comments or artifacts: every known secret value is masked. */
const MASK = "***";

export function makeRedactor(secrets: string[]): (text: string) => string {
  // Longest first so a secret containing another is masked whole; tiny values would mask noise.
  const values = [...new Set(secrets.filter((s) => s.length >= 4))].sort((a, b) => b.length - a.length);
  if (values.length === 0) return (t) => t;
  // Also the JSON-escaped form, since events are redacted after serialisation.
  const forms = [...new Set(values.flatMap((v) => [v, JSON.stringify(v).slice(1, -1)]))];
  const re = new RegExp(forms.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return (t) => t.replace(re, MASK);
}
