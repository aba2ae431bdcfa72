#!/usr/bin/env node
import * as fs from "node:fs";
import * as path from "node:path";
import { parseArgs } from "node:util";
import type { StackState, Step } from "../local/engine";
import { writePrivateFile } from "../local/privateFile";
import { findProjectName, ProjectFileError } from "../local/project";
import { labelOf } from "../local/resourceRef";
import type { ConfigValue } from "../testing/testStack";
import { serverFromEnv, ServerEnvError } from "./env";

const USAGE = `Usage: dbplane-test-stack <up|refresh|drift|destroy> --program FILE [options]

Runs a Pulumi program against the conformance server the environment names (what
dbplane-ci-server exports: DBPLANE_API_URL, DBPLANE_API_TOKEN, DBPLANE_GATEWAY_ADMIN_*) through
dbplane/testing: no Pulumi CLI, no backend, no cloud account. Each command is one process, as
each pulumi command is; the stack lives in the state file between them.

  up        apply the program (create, update, replace, delete as pulumi up would); every
            resource is checked first, and a failed check stops it before any change
  refresh   read every resource back into the state (as pulumi refresh): what changed
            outside the program is listed
  drift     refresh every resource, then preview the program against what the server holds:
            exit 0 when the program would change nothing, 2 when the stack drifted (each
            change listed), 1 on an error — as terraform plan -detailed-exitcode; the state
            file is left as it was
  destroy   delete every resource of the stack

Options:
  --program FILE       the program's entry module, compiled JavaScript (npm run build first):
                       its exports are the stack outputs, as under pulumi; a module that exports
                       a function is called and its result used
  --state FILE         the stack's state and config (default: .dbplane-test-stack.json)
  --config KEY=VALUE   stack config (full key: project:name), kept in the state file for the
                       next commands; repeat it
  --secret KEY=VALUE   the same, as a secret
  --refresh            up: refresh first (as pulumi up --refresh), so what changed outside
                       the program is put back as the program declares it
  --project NAME       project name (default: the name in the Pulumi.yaml nearest to the
                       current directory, upwards, as pulumi finds it; else dbplane-test)
  --stack NAME         stack name (default: check)
  --help               show this help
`;

type Command = "up" | "refresh" | "drift" | "destroy";
const COMMANDS: Command[] = ["up", "refresh", "drift", "destroy"];
/** Commands that don't run the program (as pulumi refresh and destroy don't). */
const WITHOUT_PROGRAM: Command[] = ["refresh", "destroy"];

/** What the state file holds: the engine's state and the config it was given. */
interface StateFile {
  config: Record<string, ConfigValue>;
  stack: StackState;
}

class UsageError extends Error {}

function parseConfig(pairs: string[] | undefined, secret: boolean, into: Record<string, ConfigValue>): void {
  for (const pair of pairs ?? []) {
    const at = pair.indexOf("=");
    if (at <= 0 || !pair.slice(0, at).includes(":")) throw new UsageError(`--${secret ? "secret" : "config"} ${pair}: expected project:key=value`);
    const key = pair.slice(0, at);
    const value = pair.slice(at + 1);
    into[key] = secret ? { value, secret: true } : value;
  }
}

/** The program as Pulumi runs it: the module's exports are the stack outputs (a function
 *  export is called). Each run loads it afresh — its own modules, not its packages — as pulumi
 *  runs a program once for the preview and again for the update. */
function loadProgram(file: string): () => Promise<unknown> {
  const entry = path.resolve(file);
  if (/\.[cm]?tsx?$/.test(entry)) throw new UsageError(`--program ${file}: compile it first (npm run build) and give the JavaScript it makes`);
  if (!fs.existsSync(entry)) throw new UsageError(`--program ${file}: no such file`);
  const own = path.dirname(fs.realpathSync(entry)) + path.sep;
  return async () => {
    for (const module of Object.keys(require.cache)) {
      if (module.startsWith(own) && !module.slice(own.length).split(path.sep).includes("node_modules")) delete require.cache[module];
    }
    const exported = require(entry);
    return typeof exported === "function" ? exported() : typeof exported?.default === "function" ? exported.default() : exported;
  };
}

function readState(file: string): StateFile {
  let saved: Partial<StateFile> | undefined;
  try {
    saved = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    // not JSON: said below
  }
  if (!saved?.stack || !Array.isArray(saved.stack.resources) || typeof saved.config !== "object") {
    throw new UsageError(`--state ${file}: not a state file of dbplane-test-stack (remove it, or name another with --state)`);
  }
  return saved as StateFile;
}

const line = (s: Step) => `${s.op.padEnd(7)} ${labelOf(s)}${s.replaces?.length ? ` (replaces: ${s.replaces.join(", ")})` : s.diffs?.length ? ` (${s.diffs.join(", ")})` : ""}`;
const changed = (steps: Step[]) => steps.filter((s) => s.op !== "same");

interface RunOptions {
  program?: string;
  state: string;
  config: Record<string, ConfigValue>;
  refresh: boolean;
  project?: string;
  stack?: string;
}

async function run(command: Command, opts: RunOptions): Promise<number> {
  const saved = fs.existsSync(opts.state) ? readState(opts.state) : undefined;
  if (command !== "up" && !saved) throw new UsageError(`${command}: no state in ${opts.state}: run \`dbplane-test-stack up\` first`);
  if (!WITHOUT_PROGRAM.includes(command) && !opts.program) throw new UsageError(`${command} needs --program`);
  if (opts.refresh && command !== "up") throw new UsageError(`--refresh is an option of up`);
  const config = { ...saved?.config, ...opts.config };
  const program = opts.program ? loadProgram(opts.program) : async () => ({});
  const server = await serverFromEnv();
  // Loaded once the arguments are known good: it brings in Pulumi's SDK.
  const { TestStack } = await import("../testing/testStack");
  const stack = await TestStack.create({
    server,
    program,
    config,
    state: saved?.stack,
    projectName: opts.project ?? findProjectName(process.cwd()),
    stackName: opts.stack ?? "check",
    workDir: process.cwd(),
  });
  // The state holds the config's secrets and the resources' secret outputs.
  const save = () => writePrivateFile(opts.state, `${JSON.stringify({ config, stack: stack.exportStack() } satisfies StateFile, null, 2)}\n`);
  const say = (text: string) => process.stdout.write(`${text}\n`);
  try {
    if (command === "up") {
      if (opts.refresh) {
        for (const step of changed((await stack.refresh().finally(save)).steps)) say(`changed outside the program: ${line(step)}`);
      }
      const up = await stack.up().finally(save);
      for (const step of up.steps) say(line(step));
      for (const [key, output] of Object.entries(up.outputs)) say(`output  ${key}: ${output.secret ? "[secret]" : JSON.stringify(output.value)}`);
      return 0;
    }
    if (command === "refresh") {
      const refreshed = await stack.refresh().finally(save);
      for (const step of refreshed.steps) say(line(step));
      return 0;
    }
    if (command === "destroy") {
      const destroyed = await stack.destroy().finally(save);
      for (const step of destroyed.steps) say(line(step));
      return 0;
    }
    // drift: what the program would change once every resource is read back (as
    // `pulumi preview --refresh --expect-no-changes`): outputs that merely read back otherwise
    // (an App Endpoint listing the OIDC provider added after it) are no drift.
    const outside = changed((await stack.refresh()).steps);
    const wouldChange = changed((await stack.preview()).steps);
    if (wouldChange.length === 0) {
      say(`no drift: ${stack.exportStack().resources.length} resources as the program declares them`);
      return 0;
    }
    for (const step of outside) say(`changed outside the program: ${line(step)}`);
    for (const step of wouldChange) say(`the program would: ${line(step)}`);
    say(`drift: ${outside.length} changed outside the program, ${wouldChange.length} the program would change`);
    return 2;
  } finally {
    await stack.dispose();
  }
}

const OPTIONS = {
  program: { type: "string" },
  state: { type: "string" },
  config: { type: "string", multiple: true },
  secret: { type: "string", multiple: true },
  refresh: { type: "boolean" },
  project: { type: "string" },
  stack: { type: "string" },
  help: { type: "boolean" },
} as const;

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const command = positionals[0] as Command;
  if (positionals.length !== 1 || !COMMANDS.includes(command)) throw new UsageError(`expected one command, ${COMMANDS.join(", ")}; got ${positionals.length ? positionals.join(" ") : "none"}`);
  const config: Record<string, ConfigValue> = {};
  parseConfig(values.config, false, config);
  parseConfig(values.secret, true, config);
  return run(command, {
    program: values.program,
    state: path.resolve(values.state ?? ".dbplane-test-stack.json"),
    config,
    refresh: values.refresh ?? false,
    project: values.project,
    stack: values.stack,
  });
}

main().then(
  (code) => process.exit(code),
  (e: Error) => {
    const usage = e instanceof UsageError;
    // A stack that failed says what failed; anything else is a bug worth its stack trace.
    const known = usage || e instanceof ServerEnvError || e instanceof ProjectFileError || e.name === "StackError";
    process.stderr.write(`dbplane-test-stack: ${known ? e.message : (e.stack ?? e.message)}\n${usage ? `\n${USAGE}` : ""}`);
    process.exit(1);
  },
);
