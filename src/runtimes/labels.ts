/** Labels on everything a run starts in Docker, so a sweep (close(), the Action's post step) finds it. */
export const RUN_LABEL = "agent-loadtest.run";
export const SESSION_LABEL = "agent-loadtest.session";
export const ROLE_LABEL = "agent-loadtest.role";
