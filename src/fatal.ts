/**
 * A failure underneath that ends the run (the disk filled up under a log): whoever meets it reports it
 * here, from any callback, and the run that listens aborts, kills its children, writes what still fits
 * and exits 3 with it. Reporting never throws, so no write path crashes the process.
 */
import type { InfraError } from "./errors.js";

type Listener = (e: InfraError) => void;
const listeners = new Set<Listener>();

export function reportFatal(e: InfraError): void {
  for (const l of [...listeners]) l(e);
}

/** Listens while a run runs; returns the unlisten. */
export function onFatal(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
