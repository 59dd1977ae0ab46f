export const id = 427;
export const ids = [427];
export const modules = {

/***/ 72427:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.pinDockerImage = pinDockerImage;
exports.prebuildCommand = prebuildCommand;
/**
 * `agent-loadtest prebuild <task-dir> [--tag NAME] [--base-image IMAGE]`: build a task's image once
 * and pin it as `[environment].docker_image` in its task.toml, so runs skip the build.
 * The rest of task.toml is kept as written.
 */
const node_fs_1 = __webpack_require__(73024);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __importDefault(__webpack_require__(76760));
const dockerode_1 = __importDefault(__webpack_require__(39040));
const errors_js_1 = __webpack_require__(83916);
const preflight_js_1 = __webpack_require__(48489);
const images_js_1 = __webpack_require__(79618);
const tasks_js_1 = __webpack_require__(28476);
const common_js_1 = __webpack_require__(60577);
/** task.toml text with `docker_image` set in `[environment]`, everything else untouched. */
function pinDockerImage(text, image) {
    const line = `docker_image = ${JSON.stringify(image)}`;
    const lines = text.split("\n");
    const header = lines.findIndex((l) => /^\s*\[environment\]\s*(#.*)?$/.test(l));
    if (header === -1) {
        const sep = text.length === 0 || text.endsWith("\n") ? "" : "\n";
        return `${text}${sep}\n[environment]\n${line}\n`;
    }
    let end = lines.length;
    for (let i = header + 1; i < lines.length; i++) {
        if (/^\s*\[/.test(lines[i])) {
            end = i;
            break;
        }
    }
    for (let i = header + 1; i < end; i++) {
        if (/^\s*docker_image\s*=/.test(lines[i])) {
            lines[i] = line;
            return lines.join("\n");
        }
    }
    lines.splice(header + 1, 0, line);
    return lines.join("\n");
}
async function prebuildCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("prebuild", argv, {
        tag: { type: "string" },
        "base-image": { type: "string" },
    });
    if (positionals.length !== 1) {
        throw new errors_js_1.UserError("expects exactly one task folder", undefined, "agent-loadtest prebuild");
    }
    const dir = node_path_1.default.resolve(positionals[0]);
    const task = (0, tasks_js_1.loadTask)(dir);
    const envDir = node_path_1.default.join(dir, "environment");
    const buildArgs = values["base-image"]
        ? { BASE_IMAGE: values["base-image"] }
        : {};
    const tag = values.tag ?? (await (0, images_js_1.taskImageTag)(envDir, buildArgs));
    const docker = new dockerode_1.default();
    await (0, preflight_js_1.pingDocker)(docker);
    const logFile = node_path_1.default.join((0, node_os_1.tmpdir)(), `agent-loadtest-prebuild-${tag.replace(/[/:]/g, "_")}.log`);
    const result = await (0, images_js_1.buildImage)(docker, {
        contextDir: envDir,
        tag,
        buildArgs,
        timeoutSec: task.config.environment.build_timeout_sec,
        logFile,
        networkMode: await (0, images_js_1.buildNetworkFor)(docker),
    });
    if (!result.ok)
        throw new errors_js_1.InfraError(`${result.error} (build log: ${logFile})`);
    const tomlFile = node_path_1.default.join(dir, "task.toml");
    (0, node_fs_1.writeFileSync)(tomlFile, pinDockerImage((0, node_fs_1.readFileSync)(tomlFile, "utf8"), tag));
    console.log(`built ${tag} and pinned it in ${tomlFile}`);
    return 0;
}


/***/ })

};
