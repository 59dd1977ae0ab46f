/** What the main step leaves the post step (core.saveState → GITHUB_STATE → STATE_<name>). */
export const STATE = {
  /** The run id once known: containers and networks carry it as `agent-loadtest.run=<id>`. */
  runId: "run-id",
  /** The main step's process as Docker labels know it (`agent-loadtest.owner`): sweep its runs only. */
  owner: "owner",
  /** Where run directories are made, so a run that died before reporting its id is still found. */
  outputDir: "output-dir",
  /** Epoch ms before the run started: run directories begun after it belong to this step. */
  startedAt: "started-at",
  /** `compare-with`: the temporary worktree of the base commit and its repository, removed by the post step too. */
  baseWorktree: "base-worktree",
  baseRepo: "base-repo",
} as const;
