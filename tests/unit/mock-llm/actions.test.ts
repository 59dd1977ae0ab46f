import { describe, expect, it } from "vitest";
import { dialectNamed } from "../../../src/llm-wire/table.js";
import type { ChatRequest, ToolDef, WireContext } from "../../../src/llm-wire/wire.js";
import { type ActionCall, actionCalls, findTool, writeCommand } from "../../../src/mock-llm/actions.js";
import { contentUnits, planReply } from "../../../src/mock-llm/reply.js";
import { rng } from "../../../src/mock-llm/rng.js";
import { parseScript } from "../../../src/mock-llm/script.js";
import { parseStream } from "../../../src/runtimes/http/stream-parser.js";

type Api = "openai" | "anthropic" | "responses" | "gemini";

// The agents' tool sets as they declare them (names, parameters and required fields; descriptions left out).
const str = { type: "string" };
const obj = (properties: Record<string, unknown>, required: string[]) => ({
  type: "object",
  properties,
  required,
});

const TOOLSETS: Record<string, ToolDef[]> = {
  "claude-code": [
    {
      name: "Task",
      parameters: obj({ description: str, prompt: str, subagent_type: str }, ["description", "prompt"]),
    },
    {
      name: "Bash",
      parameters: obj(
        {
          command: str,
          timeout: { type: "number" },
          description: str,
          run_in_background: { type: "boolean" },
        },
        ["command"],
      ),
    },
    { name: "BashOutput", parameters: obj({ bash_id: str }, ["bash_id"]) },
    { name: "Read", parameters: obj({ file_path: str, offset: { type: "number" } }, ["file_path"]) },
    {
      name: "Edit",
      parameters: obj({ file_path: str, old_string: str, new_string: str }, [
        "file_path",
        "old_string",
        "new_string",
      ]),
    },
    { name: "Write", parameters: obj({ file_path: str, content: str }, ["file_path", "content"]) },
    {
      name: "TodoWrite",
      parameters: obj({ todos: { type: "array", items: { type: "object" } } }, ["todos"]),
    },
    { name: "KillShell", parameters: obj({ shell_id: str }, ["shell_id"]) },
  ],
  "codex (shell)": [
    {
      name: "shell",
      parameters: obj(
        { command: { type: "array", items: str }, workdir: str, timeout_ms: { type: "number" } },
        ["command"],
      ),
    },
    { name: "update_plan", parameters: obj({ explanation: str, plan: { type: "array" } }, ["plan"]) },
    { name: "apply_patch", parameters: obj({ input: str }, ["input"]) },
  ],
  "codex (exec_command)": [
    {
      name: "exec_command",
      parameters: obj(
        { cmd: str, workdir: str, shell: str, login: { type: "boolean" }, yield_time_ms: { type: "number" } },
        ["cmd"],
      ),
    },
    { name: "write_stdin", parameters: obj({ session_id: { type: "number" }, chars: str }, ["session_id"]) },
  ],
  "codex (shell_command)": [
    {
      name: "shell_command",
      parameters: obj({ command: str, workdir: str, timeout_ms: { type: "number" } }, ["command"]),
    },
  ],
  "gemini-cli": [
    { name: "read_file", parameters: obj({ absolute_path: str }, ["absolute_path"]) },
    { name: "write_file", parameters: obj({ file_path: str, content: str }, ["file_path", "content"]) },
    {
      name: "replace",
      parameters: obj({ file_path: str, old_string: str, new_string: str }, [
        "file_path",
        "old_string",
        "new_string",
      ]),
    },
    {
      name: "run_shell_command",
      parameters: obj({ command: str, description: str, dir_path: str }, ["command"]),
    },
    { name: "write_todos", parameters: obj({ todos: { type: "array" } }, ["todos"]) },
  ],
  "qwen-code": [
    { name: "write_file", parameters: obj({ file_path: str, content: str }, ["file_path", "content"]) },
    {
      name: "run_shell_command",
      parameters: obj(
        { command: str, is_background: { type: "boolean" }, description: str, directory: str },
        ["command", "is_background"],
      ),
    },
  ],
  opencode: [
    {
      name: "bash",
      parameters: obj({ command: str, timeout: { type: "number" }, workdir: str, description: str }, [
        "command",
        "description",
      ]),
    },
    {
      name: "edit",
      parameters: obj({ filePath: str, oldString: str, newString: str }, [
        "filePath",
        "oldString",
        "newString",
      ]),
    },
    { name: "write", parameters: obj({ content: str, filePath: str }, ["content", "filePath"]) },
    { name: "read", parameters: obj({ filePath: str }, ["filePath"]) },
  ],
};

const WRITE = { path: "/app/out.txt", content: "it's done\n" };
const viaShell = writeCommand(WRITE);

const CASES: Array<[string, ActionCall[], ActionCall[]]> = [
  [
    "claude-code",
    [{ name: "Bash", arguments: { command: "ls -la" } }],
    [{ name: "Write", arguments: { file_path: "/app/out.txt", content: "it's done\n" } }],
  ],
  [
    "codex (shell)",
    [{ name: "shell", arguments: { command: ["bash", "-lc", "ls -la"] } }],
    [{ name: "shell", arguments: { command: ["bash", "-lc", viaShell] } }],
  ],
  [
    "codex (exec_command)",
    [{ name: "exec_command", arguments: { cmd: "ls -la" } }],
    [{ name: "exec_command", arguments: { cmd: viaShell } }],
  ],
  [
    "codex (shell_command)",
    [{ name: "shell_command", arguments: { command: "ls -la" } }],
    [{ name: "shell_command", arguments: { command: viaShell } }],
  ],
  [
    "gemini-cli",
    [{ name: "run_shell_command", arguments: { command: "ls -la" } }],
    [{ name: "write_file", arguments: { file_path: "/app/out.txt", content: "it's done\n" } }],
  ],
  [
    "qwen-code",
    [{ name: "run_shell_command", arguments: { command: "ls -la", is_background: false } }],
    [{ name: "write_file", arguments: { file_path: "/app/out.txt", content: "it's done\n" } }],
  ],
  [
    "opencode",
    [{ name: "bash", arguments: { command: "ls -la", description: "Scripted action" } }],
    [{ name: "write", arguments: { filePath: "/app/out.txt", content: "it's done\n" } }],
  ],
];

describe("portable actions: each agent's own tools", () => {
  it.each(CASES)("%s: shell and write map onto its tools", (agent, shell, write) => {
    const tools = TOOLSETS[agent];
    expect(actionCalls({ shell: "ls -la" }, tools, rng(1))).toEqual(shell);
    expect(actionCalls({ write: WRITE }, tools, rng(1))).toEqual(write);
    // Both at once: the file first, then the command that may use it.
    expect(actionCalls({ shell: "ls -la", write: WRITE }, tools, rng(1))).toEqual([...write, ...shell]);
  });

  it.each([
    ["no tools at all", []],
    ["tools with no shell or writer", [{ name: "get_weather", parameters: obj({ city: str }, ["city"]) }]],
    // Named like a shell but nothing carries the command: not a shell.
    [
      "a shell-like name without a command parameter",
      [{ name: "KillShell", parameters: obj({ shell_id: str }, ["shell_id"]) }],
    ],
  ])("%s: no call (the reply falls back to text)", (_, tools) => {
    expect(actionCalls({ shell: "ls", write: WRITE }, tools as ToolDef[], rng(1))).toEqual([]);
  });

  it("known names win over other fitting tools, whatever the request's order", () => {
    const tools = [
      { name: "run_command", parameters: obj({ command: str }, ["command"]) },
      { name: "Bash", parameters: obj({ command: str }, ["command"]) },
    ];
    expect(findTool("shell", tools)?.tool.name).toBe("Bash");
    expect(findTool("shell", tools.slice(0, 1))?.tool.name).toBe("run_command");
  });
});

// ───────────────────────────── one script, every dialect ─────────────────────────────

const SCRIPT = parseScript(`
turns:
  - shell: "echo hello > /app/hello.txt"
  - text: "Done."
`);

/** The request each agent sends, in its own dialect, with its own tools; `done` adds the first call and its result. */
function request(api: Api, tools: ToolDef[], done: boolean): unknown {
  const call = { id: "c1", name: tools[0]?.name ?? "x", args: { command: "echo" } };
  switch (api) {
    case "anthropic":
      return {
        model: "claude-x",
        max_tokens: 100,
        stream: true,
        messages: [
          { role: "user", content: "write hello" },
          ...(done
            ? [
                {
                  role: "assistant",
                  content: [{ type: "tool_use", id: call.id, name: call.name, input: call.args }],
                },
                { role: "user", content: [{ type: "tool_result", tool_use_id: call.id, content: "" }] },
              ]
            : []),
        ],
        tools: tools.map((t) => ({ name: t.name, input_schema: t.parameters })),
      };
    case "responses":
      return {
        model: "gpt-x",
        stream: true,
        input: [
          { role: "user", content: "write hello" },
          ...(done
            ? [
                {
                  type: "function_call",
                  call_id: call.id,
                  name: call.name,
                  arguments: JSON.stringify(call.args),
                },
                { type: "function_call_output", call_id: call.id, output: "" },
              ]
            : []),
        ],
        tools: tools.map((t) => ({ type: "function", name: t.name, parameters: t.parameters })),
      };
    case "gemini":
      return {
        contents: [
          { role: "user", parts: [{ text: "write hello" }] },
          ...(done
            ? [
                { role: "model", parts: [{ functionCall: { name: call.name, args: call.args } }] },
                {
                  role: "user",
                  parts: [{ functionResponse: { name: call.name, response: { output: "" } } }],
                },
              ]
            : []),
        ],
        tools:
          tools.length > 0
            ? [
                {
                  functionDeclarations: tools.map((t) => ({
                    name: t.name,
                    parametersJsonSchema: t.parameters,
                  })),
                },
              ]
            : [],
      };
    default:
      return {
        model: "m",
        stream: true,
        messages: [
          { role: "user", content: "write hello" },
          ...(done
            ? [
                {
                  role: "assistant",
                  content: null,
                  tool_calls: [
                    { id: call.id, type: "function", function: { name: call.name, arguments: "{}" } },
                  ],
                },
                { role: "tool", tool_call_id: call.id, content: "" },
              ]
            : []),
        ],
        tools: tools.map((t) => ({ type: "function", function: { name: t.name, parameters: t.parameters } })),
      };
  }
}

function answer(api: Api, body: unknown) {
  const route = api === "gemini" ? { api, gemini: { model: "g", stream: true } } : { api };
  const req = dialectNamed(api).parse(body, "m", route) as ChatRequest;
  const plan = planReply(req, SCRIPT, { seed: 1, tokens: 4 });
  const units = contentUnits(plan);
  const ctx: WireContext = {
    id: `${dialectNamed(api).idPrefix}x`,
    created: 1,
    model: "m",
    includeUsage: true,
  };
  const frames = dialectNamed(api).streamFrames(
    plan,
    units,
    units.map((_, i) => i),
    ctx,
  );
  const dialect = api === "openai" ? "openai" : api;
  return parseStream(
    frames.map((f) => [f.data, f.at] as const),
    { startMs: 0, dialect },
  );
}

describe("portable actions: one script drives every agent in its own dialect", () => {
  it.each([
    ["claude-code", "anthropic", "Bash", { command: "echo hello > /app/hello.txt" }],
    ["codex (shell)", "responses", "shell", { command: ["bash", "-lc", "echo hello > /app/hello.txt"] }],
    ["codex (exec_command)", "responses", "exec_command", { cmd: "echo hello > /app/hello.txt" }],
    ["gemini-cli", "gemini", "run_shell_command", { command: "echo hello > /app/hello.txt" }],
    [
      "qwen-code",
      "openai",
      "run_shell_command",
      { command: "echo hello > /app/hello.txt", is_background: false },
    ],
    [
      "opencode",
      "openai",
      "bash",
      { command: "echo hello > /app/hello.txt", description: "Scripted action" },
    ],
  ] as const)("%s over %s: turn 1 calls %s, turn 2 answers", (agent, api, name, args) => {
    const tools = TOOLSETS[agent];
    const first = answer(api, request(api, tools, false));
    expect(first.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([[name, args]]);
    const second = answer(api, request(api, tools, true));
    expect(second.toolCalls).toEqual([]);
    expect(second.text).toBe("Done.");
  });

  it.each(["anthropic", "responses", "gemini", "openai"] as const)(
    "%s: a side request without tools (a title) gets text, and the next real request still gets turn 1",
    (api) => {
      const side = answer(api, request(api, [], false));
      expect(side.toolCalls).toEqual([]);
      expect(side.text.length).toBeGreaterThan(0);
      const main = answer(api, request(api, TOOLSETS["claude-code"], false));
      expect(main.toolCalls.map((c) => c.name)).toEqual(["Bash"]);
    },
  );
});

describe("portable actions in scripts", () => {
  it.each([
    ["turns: [{ shell: '' }]", /at least 1|too small|>=1/i],
    ["turns: [{ write: { path: /a } }]", /content|expected string/i],
    ["turns: [{ write: { path: /a, content: x, mode: 1 } }]", /unrecognized|mode/i],
  ])("%s is refused", (text, message) => {
    expect(() => parseScript(text, "s.yaml")).toThrow(message);
  });
});
