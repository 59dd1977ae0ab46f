/**
 * The environment npm gets when it installs an agent: only what npm needs to find its registry, its
 * configuration and its proxy. npm runs next to the runner's secrets (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN,
 * INPUT_*), and a package's install scripts see whatever npm sees, so nothing else is handed on.
 */

/** Host variables npm reads as they are. */
const HOST_KEYS = ["PATH", "HOME", "TMPDIR", "NODE_EXTRA_CA_CERTS"];
/** Proxy settings, in both spellings; npm and its fetcher read either. */
const PROXY_KEYS = ["HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"];
/**
 * The user's npm configuration (`npm_config_*` in any case), and the token an `.npmrc` written by
 * actions/setup-node names (`${NODE_AUTH_TOKEN}`): npm refuses a config whose variable is unset.
 */
const NPM_CONFIG = /^npm_config_/i;
const NPMRC_TOKEN = "NODE_AUTH_TOKEN";

/**
 * npm settings naming a path of this machine: meaningless in a container, which gets its own
 * (`containerNpmEnv`).
 */
const HOST_PATH_CONFIG =
  /^npm_config_(userconfig|globalconfig|cache|prefix|local_prefix|global_prefix|tmp|node_gyp|init_module)$/i;

function pick(source: NodeJS.ProcessEnv, keep: (key: string) => boolean): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) if (value !== undefined && keep(key)) env[key] = value;
  return env;
}

const npmKey = (key: string) => NPM_CONFIG.test(key) || key === NPMRC_TOKEN || PROXY_KEYS.includes(key);

/** The environment of npm on this machine. */
export function npmEnv(source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return pick(source, (key) => HOST_KEYS.includes(key) || npmKey(key));
}

/**
 * The environment of npm in a task image's container: the image keeps its own PATH; HOME, the cache
 * and the user's `.npmrc` (mounted at `userconfig`, when there is one) are the container's.
 */
export function containerNpmEnv(
  source: NodeJS.ProcessEnv = process.env,
  userconfig?: string,
): Record<string, string> {
  const env = pick(source, (key) => npmKey(key) && !HOST_PATH_CONFIG.test(key));
  env.HOME = "/tmp/agent-loadtest-home";
  env.npm_config_cache = "/tmp/agent-loadtest-npm-cache";
  if (userconfig) env.npm_config_userconfig = userconfig;
  return env;
}

/** The `.npmrc` npm would read for the user on this machine (`npm_config_userconfig`, else ~/.npmrc). */
export function userNpmrc(source: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = Object.keys(source).find((k) => /^npm_config_userconfig$/i.test(k));
  const file = key ? source[key] : source.HOME ? `${source.HOME}/.npmrc` : undefined;
  return file || undefined;
}
