export const id = 154;
export const ids = [154];
export const modules = {

/***/ 6154:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sweepRun = sweepRun;
/**
 * The post step's one job: remove what a run left on Docker. Its own module, so the post step's
 * bundle holds the Docker client and nothing of the run engine.
 */
const dockerode_1 = __importDefault(__webpack_require__(9040));
const labels_js_1 = __webpack_require__(4322);
/**
 * Removes every container, volume and network labelled with the run id (and with `owner`, the process
 * that made them, when known: another process's run may have the same id). Safe to call any time, twice.
 */
async function sweepRun(runId, docker = new dockerode_1.default(), owner) {
    const filters = JSON.stringify({
        label: [`${labels_js_1.RUN_LABEL}=${runId}`, ...(owner ? [`${labels_js_1.OWNER_LABEL}=${owner}`] : [])],
    });
    let containers = 0;
    let networks = 0;
    const list = await docker.listContainers({ all: true, filters }).catch(() => []);
    await Promise.all(list.map(async (c) => {
        await docker
            .getContainer(c.Id)
            .remove({ force: true, v: true })
            .then(() => {
            containers += 1;
        })
            .catch(() => undefined);
    }));
    // Volumes after the containers that mount them.
    const vols = await docker.listVolumes({ filters }).catch(() => ({ Volumes: [] }));
    await Promise.all((vols.Volumes ?? []).map((v) => docker
        .getVolume(v.Name)
        .remove()
        .catch(() => undefined)));
    const nets = await docker.listNetworks({ filters }).catch(() => []);
    await Promise.all(nets.map(async (n) => {
        await docker
            .getNetwork(n.Id)
            .remove()
            .then(() => {
            networks += 1;
        })
            .catch(() => undefined);
    }));
    return { containers, networks };
}


/***/ }),

/***/ 4322:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PROCESS_OWNER = exports.OWNER_LABEL = exports.ROLE_LABEL = exports.SESSION_LABEL = exports.RUN_LABEL = void 0;
/** Labels on everything a run starts in Docker, so a sweep (close(), the Action's post step) finds it. */
const node_crypto_1 = __webpack_require__(7598);
exports.RUN_LABEL = "agent-loadtest.run";
exports.SESSION_LABEL = "agent-loadtest.session";
exports.ROLE_LABEL = "agent-loadtest.role";
/**
 * The process that made it. A run id is unique in its output folder only: two runs of one scenario
 * started in the same second on one engine (shards or jobs on one host) share it, so a sweep matches
 * this too and never removes another process's containers.
 */
exports.OWNER_LABEL = "agent-loadtest.owner";
exports.PROCESS_OWNER = (0, node_crypto_1.randomBytes)(6).toString("hex");


/***/ })

};
