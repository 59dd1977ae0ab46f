/**
 * A scenario file outside this repository, pointing at the schema's documented URL, gets completion and
 * errors in yaml-language-server — the server editors run — spoken to over stdio as an editor does.
 * Offline: the client maps the URL to the committed file (a schema association carrying its content).
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIO_SCHEMA_URL } from "../../../src/scenario/json-schema.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SERVER = join(ROOT, "node_modules", "yaml-language-server", "bin", "yaml-language-server");
const SCHEMA = JSON.parse(readFileSync(join(ROOT, "schemas", "scenario.schema.json"), "utf8"));

interface Diagnostic {
  message: string;
  severity?: number;
  range: { start: { line: number } };
}
interface Message {
  id?: number;
  method?: string;
  params?: { uri?: string; diagnostics?: Diagnostic[]; items?: { section: string }[] };
  result?: unknown;
  error?: unknown;
}

/** A minimal LSP client: Content-Length framing, requests by id, and answers to the server's requests. */
class LspClient {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private pending = new Map<number, (m: Message) => void>();
  readonly diagnostics = new Map<string, Diagnostic[]>();
  private diagnosticWaiters: (() => void)[] = [];

  constructor(
    private proc: ChildProcessWithoutNullStreams,
    private settings: Record<string, unknown>,
  ) {
    proc.stdout.on("data", (chunk: Buffer) => this.read(chunk));
  }

  private read(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString();
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.handle(JSON.parse(body));
    }
  }

  private handle(m: Message) {
    if (m.method === "textDocument/publishDiagnostics") {
      this.diagnostics.set(m.params?.uri ?? "", m.params?.diagnostics ?? []);
      for (const w of this.diagnosticWaiters.splice(0)) w();
    } else if (m.method && m.id !== undefined) {
      // the server asks for settings (one answer per section) or registers capabilities
      const result =
        m.method === "workspace/configuration"
          ? (m.params?.items ?? []).map((i) => this.settings[i.section] ?? null)
          : null;
      this.send({ id: m.id, result });
    } else if (m.id !== undefined) {
      this.pending.get(m.id)?.(m);
      this.pending.delete(m.id);
    }
  }

  private send(m: Omit<Message, "params"> & { params?: unknown }) {
    const body = JSON.stringify({ jsonrpc: "2.0", ...m });
    this.proc.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (m) => (m.error ? reject(new Error(JSON.stringify(m.error))) : resolve(m.result)));
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown) {
    this.send({ method, params });
  }

  /** Diagnostics the server publishes for `uri` once they satisfy `ready`, within `ms`. */
  async diagnosticsFor(uri: string, ready: (d: Diagnostic[]) => boolean, ms = 15_000): Promise<Diagnostic[]> {
    const deadline = Date.now() + ms;
    while (!ready(this.diagnostics.get(uri) ?? [])) {
      if (Date.now() > deadline) return this.diagnostics.get(uri) ?? [];
      await new Promise<void>((r) => {
        this.diagnosticWaiters.push(r);
        // A re-check now and then: the server may publish no change; the deadline above bounds the wait.
        setTimeout(r, 250);
      });
    }
    return this.diagnostics.get(uri) ?? [];
  }
}

describe("a scenario in another repository, in yaml-language-server", () => {
  let proc: ChildProcessWithoutNullStreams;
  let lsp: LspClient;
  const dir = mkdtempSync(join(tmpdir(), "their-repo-"));
  let version = 0;

  /** Opens a file of their repository in the editor. */
  function open(name: string, text: string): string {
    const file = join(dir, name);
    writeFileSync(file, text);
    const uri = pathToFileURL(file).href;
    lsp.notify("textDocument/didOpen", {
      textDocument: { uri, languageId: "yaml", version: ++version, text },
    });
    return uri;
  }

  async function completionLabels(uri: string, line: number, character: number): Promise<string[]> {
    type Item = { label: string };
    const r = (await lsp.request("textDocument/completion", {
      textDocument: { uri },
      position: { line, character },
    })) as Item[] | { items: Item[] } | null;
    return (Array.isArray(r) ? r : (r?.items ?? [])).map((i) => i.label);
  }

  beforeAll(async () => {
    proc = spawn(process.execPath, [SERVER, "--stdio"], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
    lsp = new LspClient(proc, {
      yaml: {
        validate: true,
        completion: true,
        hover: true,
        schemaStore: { enable: false },
        kubernetesCRDStore: { enable: false },
      },
      http: { proxy: "", proxyStrictSSL: false },
    });
    await lsp.request("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "their-repo" }],
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: { completion: { completionItem: { snippetSupport: true } }, publishDiagnostics: {} },
      },
    });
    lsp.notify("initialized", {});
    // the URL answered from the committed file, as a proxy or an editor's schema mapping would
    // (JSON-RPC spreads an array of params into arguments: the one argument is the list itself)
    lsp.notify("json/schemaAssociations", [[{ uri: SCENARIO_SCHEMA_URL, fileMatch: [], schema: SCHEMA }]]);
    lsp.notify("workspace/didChangeConfiguration", { settings: {} });
  }, 30_000);

  afterAll(() => {
    proc?.kill();
  });

  it("the committed schema's $id is the documented URL", () => {
    expect(SCHEMA.$id).toBe(SCENARIO_SCHEMA_URL);
    expect(readFileSync(join(ROOT, "schemas", "README.md"), "utf8")).toContain(
      `$schema=${SCENARIO_SCHEMA_URL}`,
    );
  });

  it.each([
    ["a top-level $schema: key", `$schema: ${SCENARIO_SCHEMA_URL}\n`],
    ["the modeline", `# yaml-language-server: $schema=${SCENARIO_SCHEMA_URL}\n`],
  ])(
    "with %s: an unknown key is an error, a wrong value too",
    async (_, header) => {
      const uri = open(
        `bad-${version}.yaml`,
        `${header}name: smoke\npairs:\n  - agent: { name: oracle }\n    task: tasks/x\nruntime: dockr\nthresold: {}\n`,
      );
      const found = await lsp.diagnosticsFor(uri, (d) => d.length >= 2);
      const messages = found.map((d) => `${d.range.start.line}: ${d.message}`);
      expect(
        found.every((d) => d.severity === 1),
        messages.join("\n"),
      ).toBe(true);
      expect(messages.join("\n")).toMatch(/: Property thresold is not allowed/);
      expect(
        messages.some(
          (m) => m.startsWith("5: ") && /local|docker|http|Value is not accepted|Incorrect type/i.test(m),
        ),
        messages.join("\n"),
      ).toBe(true);
    },
    30_000,
  );

  it("a valid scenario, in both runtime spellings, has no error", async () => {
    const uri = open(
      "good.yaml",
      `$schema: ${SCENARIO_SCHEMA_URL}\nname: smoke\nruntime: docker\npairs:\n  - agent: { name: oracle }\n    task: tasks/x\n`,
    );
    const found = await lsp.diagnosticsFor(uri, () => lsp.diagnostics.has(uri));
    expect(found).toEqual([]);
  }, 30_000);

  it("completes top-level keys and the runtime's types", async () => {
    const uri = open("complete.yaml", `$schema: ${SCENARIO_SCHEMA_URL}\nname: smoke\n\nruntime: \n`);
    await lsp.diagnosticsFor(uri, () => lsp.diagnostics.has(uri));
    const keys = await completionLabels(uri, 2, 0);
    expect(keys).toEqual(expect.arrayContaining(["pairs", "thresholds", "regression", "load", "services"]));
    const types = await completionLabels(uri, 3, 9);
    expect(types).toEqual(expect.arrayContaining(["docker", "local", "http"]));
  }, 30_000);

  it("offers nothing for a URL it cannot load (the mapping above is what answers, not the network)", async () => {
    const other = SCENARIO_SCHEMA_URL.replace("scenario.schema.json", "not-a-schema.json");
    const uri = open("unmapped.yaml", `$schema: ${other}\nname: smoke\n\n`);
    await lsp.diagnosticsFor(uri, (d) => d.length > 0, 8_000);
    expect(await completionLabels(uri, 2, 0)).not.toContain("thresholds");
  }, 30_000);
});
