/** Exit codes of the contract, shared by the CLI and the Action. */
export const EXIT = { pass: 0, gateFailed: 1, invalidInput: 2, infrastructure: 3, interrupted: 130 } as const;

/** Bad input the user can fix: scenario, task, baseline, flags. Exit 2, nothing runs. */
export class UserError extends Error {
  readonly exitCode = EXIT.invalidInput;
  constructor(
    message: string,
    /** Where: `file:line:col` when known. */
    readonly where?: string,
    /** The field path, e.g. `pairs[0].agent.command`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "UserError";
  }
  /** The one line the user sees: control characters from the input (a key with a newline) shown escaped. */
  get line(): string {
    const at = this.where ? `${this.where}: ` : "";
    const field = this.field ? `${this.field}: ` : "";
    return oneLine(`${at}${field}${this.message}`);
  }
}

/** The machine failed us: Docker unreachable, image build failed, port in use. Exit 3. */
export class InfraError extends Error {
  readonly exitCode = EXIT.infrastructure;
  constructor(message: string) {
    super(message);
    this.name = "InfraError";
  }
}

/** C0 controls and DEL as JSON-style escapes, so a message stays one line on any terminal. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/** What a file-system error code means, as the one line says it. */
const IO_CAUSE: Record<string, string> = {
  ENOSPC: "no space left",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EIO: "I/O error",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EMFILE: "too many open files",
  ENFILE: "too many open files in the system",
};

/** The code of a Node system error (`ENOSPC`), or null. */
export function errorCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^E[A-Z0-9]+$/.test(code) ? code : null;
}

/** A file the tool could not write or read for a reason of the machine's (a full disk, a read-only mount). */
export function isIoError(err: unknown): boolean {
  const code = errorCode(err);
  return code !== null && code in IO_CAUSE;
}

/**
 * A file-system failure as exit 3 with its cause in one line: `ENOSPC: no space left writing <path>`.
 * `path` is the file being written when the error does not name one itself (a write on an fd).
 */
export function ioError(err: unknown, path?: string): InfraError {
  if (err instanceof InfraError) return err;
  const code = errorCode(err);
  const file = (err as { path?: unknown } | null)?.path;
  const where = typeof file === "string" ? file : path;
  const cause = code
    ? `${code}: ${IO_CAUSE[code] ?? errorMessage(err).replace(/^E[A-Z0-9]+: /, "")}`
    : errorMessage(err);
  return new InfraError(oneLine(where ? `${cause} writing ${where}` : cause));
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
