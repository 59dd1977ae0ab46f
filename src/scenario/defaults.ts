/** Where run directories go unless told: `run` (a scenario's output_dir), `demo` and `serve` agree. */
export const DEFAULT_OUTPUT_DIR = "runs";
