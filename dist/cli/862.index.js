export const id = 862;
export const ids = [862];
export const modules = {

/***/ 73862:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cutMarker = cutMarker;
exports.boundedLogFile = boundedLogFile;
/**
 * A log file a session's process writes (its stdout, its stderr): kept up to the session log bound, the
 * rest dropped and counted, and a marker line at its end says how much. An agent that prints without
 * end fills no disk, and the session is judged as usual.
 */
const node_fs_1 = __webpack_require__(73024);
const node_stream_1 = __webpack_require__(57075);
const limits_js_1 = __webpack_require__(30351);
/** The line that ends a file cut at its bound. */
function cutMarker(kept, dropped) {
    return `\n[agent-loadtest: cut after ${kept} bytes; ${dropped} more bytes were not copied]\n`;
}
/** Appends to `file` up to `bytes`; an error of the file is this stream's error. */
function boundedLogFile(file, bytes = (0, limits_js_1.limit)("sessionLogFileBytes")) {
    const sink = (0, node_fs_1.createWriteStream)(file, { flags: "a" });
    let kept = 0;
    let dropped = 0;
    const out = new node_stream_1.Writable({
        write(chunk, _encoding, done) {
            const room = Math.max(0, bytes - kept);
            dropped += Math.max(0, chunk.length - room);
            if (room === 0)
                return done();
            const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
            kept += part.length;
            sink.write(part, (e) => done(e ?? null));
        },
        final(done) {
            if (dropped > 0)
                sink.write(cutMarker(kept, dropped));
            sink.end(() => done());
        },
        destroy(e, done) {
            sink.destroy();
            done(e);
        },
    });
    sink.on("error", (e) => out.destroy(e));
    return out;
}


/***/ })

};
