/**
 * The progress a BuildKit build through the Engine API streams as `{"id":"moby.buildkit.trace","aux":
 * "<base64>"}`: a protobuf `moby.buildkit.v1.StatusResponse`. Only the fields a build log needs are read
 * (vertex name, cached, completed, error; log output), rendered like `--progress=plain` so a failed
 * build's log says which step failed and what it printed. Unknown fields are skipped.
 */

interface Field {
  no: number;
  /** Varint value (wire type 0). */
  int?: number;
  /** Length-delimited bytes (wire type 2). */
  bytes?: Buffer;
}

function varint(buf: Buffer, at: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (let i = at; i < buf.length && i < at + 10; i++) {
    value += (buf[i] & 0x7f) * scale;
    scale *= 128;
    if ((buf[i] & 0x80) === 0) return [value, i + 1];
  }
  throw new Error("truncated varint");
}

/** The top-level fields of one protobuf message. Throws on a malformed one. */
function fields(buf: Buffer): Field[] {
  const out: Field[] = [];
  let at = 0;
  while (at < buf.length) {
    const [key, next] = varint(buf, at);
    at = next;
    const no = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) {
      const [int, after] = varint(buf, at);
      out.push({ no, int });
      at = after;
    } else if (wire === 2) {
      const [len, after] = varint(buf, at);
      if (after + len > buf.length) throw new Error("truncated field");
      out.push({ no, bytes: buf.subarray(after, after + len) });
      at = after + len;
    } else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else throw new Error(`unsupported wire type ${wire}`);
  }
  return out;
}

const text = (f: Field | undefined): string => f?.bytes?.toString("utf8") ?? "";

interface VertexState {
  n: number;
  named: boolean;
  cached: boolean;
  done: boolean;
}

/** Turns trace messages into build-log text; one instance per build (it numbers the steps). */
export class BuildKitTrace {
  private readonly vertices = new Map<string, VertexState>();

  private state(digest: string): VertexState {
    let v = this.vertices.get(digest);
    if (!v) {
      v = { n: this.vertices.size + 1, named: false, cached: false, done: false };
      this.vertices.set(digest, v);
    }
    return v;
  }

  private vertex(msg: Buffer): string {
    const f = fields(msg);
    const digest = text(f.find((x) => x.no === 1));
    const v = this.state(digest);
    let out = "";
    const name = text(f.find((x) => x.no === 3));
    if (!v.named && name) {
      v.named = true;
      out += `#${v.n} ${name}\n`;
    }
    if (!v.cached && f.some((x) => x.no === 4 && x.int === 1)) {
      v.cached = true;
      out += `#${v.n} CACHED\n`;
    }
    const error = text(f.find((x) => x.no === 7));
    const completed = f.some((x) => x.no === 6);
    if (!v.done && (error || completed)) {
      v.done = true;
      out += error ? `#${v.n} ERROR: ${error}\n` : `#${v.n} DONE\n`;
    }
    return out;
  }

  private log(msg: Buffer): string {
    const f = fields(msg);
    const v = this.state(text(f.find((x) => x.no === 1)));
    const body = text(f.find((x) => x.no === 4));
    return body
      .split("\n")
      .filter((line, i, all) => line !== "" || i < all.length - 1)
      .map((line) => `#${v.n} ${line}\n`)
      .join("");
  }

  /** The log text of one `aux` payload (base64 StatusResponse); a payload that does not decode says so. */
  render(aux: string): string {
    try {
      let out = "";
      for (const f of fields(Buffer.from(aux, "base64"))) {
        if (!f.bytes) continue;
        if (f.no === 1) out += this.vertex(f.bytes);
        else if (f.no === 3) out += this.log(f.bytes);
      }
      return out;
    } catch (err) {
      return `# (a progress message did not decode: ${(err as Error).message})\n`;
    }
  }
}
