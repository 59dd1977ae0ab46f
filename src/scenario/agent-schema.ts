/**
 * `agent:` in the scenario: the agent under test (a built-in, a custom command, or an npm recipe),
 * and the recipe's own schema — what it installs, how it is launched, what it prints and which API
 * it speaks. Used by the pairs and by regression.compare_with's reference arm alike.
 */
import { z } from "zod";
import { PLACEHOLDERS } from "../agents/recipe.js";
import { RECIPE_TRACES } from "../agents/types.js";
import { limit } from "../limits.js";
import { DIALECTS } from "../llm-wire/table.js";
import { Argv, EnvMap } from "./schema-parts.js";

const RECIPE_TEXT = limit("recipeTextBytes");
const RECIPE_ENTRIES = limit("recipeEntries");
/** A recipe's text: bounded, and only the placeholders a launch fills (`{{instruction}}` in args only). */
const recipeText = (args: boolean) =>
  z
    .string()
    .refine((t) => Buffer.byteLength(t) <= RECIPE_TEXT, `at most ${RECIPE_TEXT} bytes (see Limits)`)
    .superRefine((t, ctx) => {
      for (const [, key] of t.matchAll(/\{\{(\w+)\}\}/g)) {
        const known = args ? PLACEHOLDERS : PLACEHOLDERS.filter((k) => k !== "instruction" && k !== "args");
        if (!(known as readonly string[]).includes(key as string))
          ctx.addIssue({
            code: "custom",
            message: `unknown placeholder {{${key}}} (known: ${known.join(", ")})`,
          });
      }
    });
const recipeList = <T extends z.ZodType>(item: T) =>
  z.array(item).max(RECIPE_ENTRIES, { error: `at most ${RECIPE_ENTRIES} entries (see Limits)` });

export const AgentRecipeSchema = z
  .strictObject({
    npm: z
      .string()
      .max(300)
      .regex(
        /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*@\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/,
        "expected <package>@<exact version>, e.g. @kilocode/cli@7.7.7 (a range or tag is not pinned)",
      )
      .describe("The npm package and its exact version, e.g. `@kilocode/cli@7.7.7`."),
    bin: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, "expected a plain program name, e.g. kilo")
      .describe("The program the package installs in node_modules/.bin."),
    args: recipeList(recipeText(true))
      .default([])
      .describe(
        "The headless command's arguments; `{{instruction}}` is the task's prompt, `{{args}}` where model_args and agent.args go (else at the end).",
      ),
    model_args: recipeList(recipeText(false))
      .optional()
      .describe('Arguments added only when a model is known, e.g. ["--model", "{{model}}"].'),
    env: z
      .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "expected a variable name"), recipeText(false))
      .refine(
        (e) => Object.keys(e).length <= RECIPE_ENTRIES,
        `at most ${RECIPE_ENTRIES} variables (see Limits)`,
      )
      .optional()
      .describe("Variables for the agent; `{{base_url}}`, `{{model}}` and `{{home}}` are filled in."),
    files: recipeList(
      z.strictObject({
        path: z
          .string()
          .regex(
            /^(?!.*(^|\/)\.\.(\/|$))[A-Za-z0-9._-][A-Za-z0-9._/-]{0,199}$/,
            "expected a path under HOME, no ..",
          )
          .describe("Relative to the session's HOME."),
        content: recipeText(false).describe(
          "The file's text, placeholders filled in; name keys by their variable, not their value.",
        ),
      }),
    )
      .optional()
      .describe("Config files written under the session's HOME before the agent starts."),
    trace: z
      .enum(RECIPE_TRACES)
      .describe(
        "What the agent prints on stdout: `stream-json` (Claude Code's), `jsonl` (JSON event lines), `none`, or a built-in's format (`codex-json`, `opencode-json`, `gemini-stream`).",
      ),
    dialect: z
      .enum(DIALECTS)
      .describe(
        "The API it speaks: decides the base URL and key variables it is given (OpenAI, Anthropic, Responses, Gemini).",
      ),
    scripts: z
      .boolean()
      .default(false)
      .describe(
        "Run the package's install scripts (off by default). Then it installs in a container of the task's image (docker runtime), never on the runner.",
      ),
  })
  .describe("An npm-distributed agent installed and run like the built-ins (see docs/agent-recipes.md).");

export const AgentSpecSchema = z
  .strictObject({
    name: z
      .string()
      .min(1)
      .describe(
        "Agent name; `oracle`, `nop`, `claude-code`, `codex`, `gemini-cli`, `qwen-code`, `opencode`, `kilo` and `pi` are built in and need no command; with a `recipe`, any name of your own.",
      ),
    version: z
      .string()
      .regex(/^[0-9A-Za-z.+-]+$/, "expected an npm version, e.g. 0.24.4")
      .optional()
      .describe("Version of a built-in coding agent's npm package (default: the pinned one)."),
    args: z
      .array(z.string())
      .optional()
      .describe("Extra flags for a built-in coding agent's or a recipe's headless command."),
    command: Argv.optional()
      .describe("argv of a custom agent, run in the task workspace.")
      .meta({ examples: [["node", "/agent/agent.mjs"]] }),
    mount: z
      .string()
      .optional()
      .describe(
        "Folder copied into the session's workspace as /agent. It must resolve (links followed) inside the scenario's repository or the one the run starts in, unless the run admits it with --allow-host-path (the Action's allow-host-path).",
      ),
    env: EnvMap.optional().describe(
      "Variables the agent gets, over the run's own (LLM base URLs, AGENT_INSTRUCTION, …); a key named like a credential is secret.",
    ),
    install: z
      .string()
      .optional()
      .describe("Shell command run once per session before the agent, timed as agent_setup."),
    model: z
      .string()
      .optional()
      .describe("Model a built-in coding agent asks for (default: the mock LLM's model)."),
    timeout_sec: z
      .number()
      .positive()
      .optional()
      .describe("Seconds the agent may run; overrides the task's [agent] timeout_sec (and a step's)."),
    recipe: AgentRecipeSchema.optional(),
  })
  .describe("The agent under test.");
