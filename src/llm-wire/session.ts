/**
 * The header that names the session a call belongs to: the HTTP runtime sends it with every journey
 * request, so the LLM gateway attributes the call's spans and a replaying mock picks the session's
 * recorded conversation.
 */
export const SESSION_HEADER = "x-agent-loadtest-session";
