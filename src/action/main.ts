export async function run(): Promise<void> {
  const core = await import("@actions/core");
  core.info("agent-loadtest action");
}
