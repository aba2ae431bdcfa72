import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { devOverrides, providerBin } from "../../terraform/mirror";
import { runProcess } from "./process";

/** The real `terraform` CLI running the built provider (dist/terraform/main.js) with no registry
 *  and no `init`: a CLI configuration whose dev_overrides point `dbplane/dbplane` at a directory
 *  holding an executable `terraform-provider-dbplane` (a link to the bin, as npm installs it).
 *  Each workdir is its own temporary directory with its own CLI configuration; nothing reaches
 *  the network (no init, checkpoint off, proxies pointing nowhere). */

export const terraformVersion = (): string | undefined => {
  const out = spawnSync("terraform", ["version", "-json"], { encoding: "utf8", env: { ...process.env, CHECKPOINT_DISABLE: "1" } });
  return out.status === 0 ? JSON.parse(out.stdout).terraform_version : undefined;
};

const version = terraformVersion();

/** `describe` when terraform is on the PATH; else one failing test that says what is missing
 *  (the machines and CI this project runs on have it: a missing CLI is a broken setup, never a
 *  quiet skip of the Terraform coverage). */
export function describeWithTerraform(name: string, fn: () => void): void {
  if (version) return describe(name, fn);
  describe(name, () => {
    test("needs the terraform CLI", () => {
      throw new Error(`terraform is not on the PATH: install Terraform 1.x (or put it on the PATH) to run "${name}".`);
    });
  });
}

/** A `provider_installation` block from a filesystem mirror laid out under `root` by the
 *  package's `dbplane-terraform-mirror` (its printed CLI configuration): for tests that run
 *  `terraform init`, as users do. */
export function mirrorInstallation(root: string): string {
  const laid = spawnSync(process.execPath, [path.join(path.dirname(providerBin()), "mirror.js"), path.join(root, "mirror")], { encoding: "utf8" });
  if (laid.status !== 0) throw new Error(`dbplane-terraform-mirror failed: ${laid.stderr}`);
  return laid.stdout.slice(laid.stdout.indexOf("provider_installation"));
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The provider in debug mode (`terraform-provider-dbplane --debug`), started once for a test
 *  file: its workdirs (`TerraformWorkdir.create({ debug })`) reattach to it, so no phase of any run
 *  pays for a process start. Configuration from the environment is not the run's then but the
 *  process's own (`env`). */
export interface DebugProvider {
  /** `TF_REATTACH_PROVIDERS`, as the provider printed it. */
  reattach: string;
  close(): Promise<void>;
}

/** `env`: the provider process's own environment beside PATH (its `DBPLANE_*` settings). */
export async function startDebugProvider(env: NodeJS.ProcessEnv = {}): Promise<DebugProvider> {
  // It ends with the test's process however that ends: when its stdin, a pipe from it, closes.
  const exitWithParent = `data:text/javascript,${encodeURIComponent('process.stdin.on("end", () => process.exit(0)).resume();')}`;
  const child = spawn(process.execPath, ["--import", exitWithParent, providerBin(), "--debug"], { env: { PATH: process.env.PATH, ...env }, stdio: ["pipe", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let out = "";
  let err = "";
  child.stderr!.on("data", (d) => (err += String(d)));
  const reattach = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      out += String(d);
      const line = /^TF_REATTACH_PROVIDERS='(.*)'$/m.exec(out);
      if (line) resolve(line[1]);
    });
    void exited.then(() => reject(new Error(`terraform-provider-dbplane --debug exited before printing TF_REATTACH_PROVIDERS:\n${out}\n${err}`)));
  });
  return {
    reattach,
    close: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

export class TerraformWorkdir {
  private constructor(
    readonly dir: string,
    private readonly env: NodeJS.ProcessEnv,
    /** A debug provider this workdir started for itself, stopped by `close`. */
    private readonly owned?: DebugProvider,
  ) {}

  /** A workdir reattached to a debug provider of its own (`env`: that process's environment),
   *  which `close` stops: one provider process for every run of a test file. */
  static async reattached(env: NodeJS.ProcessEnv = {}): Promise<TerraformWorkdir> {
    const debug = await startDebugProvider(env);
    const made = TerraformWorkdir.create({ debug });
    return new TerraformWorkdir(made.dir, made.env, debug);
  }

  /** `installation(root)`: the CLI configuration's provider_installation block, given the
   *  workdir's temporary root; by default dev_overrides pointing at a link to the bin; with
   *  `{ debug }`, no installation: the runs reattach to that provider. */
  static create(installation?: ((root: string) => string) | { debug: DebugProvider }): TerraformWorkdir {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-tf-"));
    const dir = path.join(root, "work");
    fs.mkdirSync(dir);
    const cliConfig = path.join(root, "cli.tfrc");
    const debug = typeof installation === "object" ? installation.debug : undefined;
    fs.writeFileSync(cliConfig, typeof installation === "function" ? installation(root) : debug ? "" : devOverrides(path.join(root, "plugins")));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: root,
      TF_CLI_CONFIG_FILE: cliConfig,
      TF_IN_AUTOMATION: "1",
      TF_INPUT: "0",
      CHECKPOINT_DISABLE: "1",
      HTTP_PROXY: "http://127.0.0.1:9",
      HTTPS_PROXY: "http://127.0.0.1:9",
      NO_PROXY: "127.0.0.1,localhost",
      ...(debug && { TF_REATTACH_PROVIDERS: debug.reattach }),
    };
    return new TerraformWorkdir(dir, env);
  }

  write(file: string, text: string): void {
    fs.writeFileSync(path.join(this.dir, file), text);
  }

  remove(file: string): void {
    fs.rmSync(path.join(this.dir, file), { force: true });
  }

  /** Runs terraform in the workdir (colour off), with `env` added. */
  run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
    return runProcess("terraform", [...args, ...(args[0] === "version" ? [] : ["-no-color"])], { cwd: this.dir, env: { ...this.env, ...env } });
  }

  /** A run that must exit 0 (the output is in the failure message otherwise). */
  async ok(args: string[], env?: NodeJS.ProcessEnv): Promise<RunResult> {
    const result = await this.run(args, env);
    if (result.code !== 0) throw new Error(`terraform ${args.join(" ")} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
    return result;
  }

  /** `plan -out` then `show -json` of that plan: what Terraform would do, precisely. */
  async planJson(args: string[] = [], env?: NodeJS.ProcessEnv): Promise<PlanJson> {
    await this.ok(["plan", "-out=tfplan", ...args], env);
    return JSON.parse((await this.ok(["show", "-json", "tfplan"])).stdout);
  }

  /** The state as `terraform show -json` prints it: resource address → attribute values. */
  async state(): Promise<Record<string, Record<string, any>>> {
    const shown = JSON.parse((await this.ok(["show", "-json"])).stdout);
    const resources: Array<{ address: string; values: Record<string, any> }> = shown.values?.root_module?.resources ?? [];
    return Object.fromEntries(resources.map((r) => [r.address, r.values]));
  }

  async close(): Promise<void> {
    fs.rmSync(path.dirname(this.dir), { recursive: true, force: true });
    await this.owned?.close();
  }
}

export interface ResourceChange {
  address: string;
  type: string;
  change: { actions: string[]; before: any; after: any; after_unknown?: any; replace_paths?: Array<Array<string | number>>; importing?: { id: string } };
}

export interface PlanJson {
  resource_changes?: ResourceChange[];
  resource_drift?: ResourceChange[];
}

/** The dotted paths of what a plan leaves unknown (`after_unknown`). */
const unknownPaths = (u: unknown, at = ""): string[] =>
  u === true ? [at] : u && typeof u === "object" ? Object.entries(u).flatMap(([k, v]) => unknownPaths(v, at ? `${at}.${k}` : k)) : [];

/** `v` without the members `u` marks unknown. */
const knownPart = (v: any, u: unknown): any =>
  u && typeof u === "object" && v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter(([k]) => (u as any)[k] !== true).map(([k, x]) => [k, knownPart(x, (u as any)[k])]))
    : v;

/** What a plan changes of one resource: the attributes whose known value changes (an unknown
 *  member is not a change of what is known), and the paths it leaves unknown. */
export function plannedChange(plan: PlanJson, address: string): { changed: string[]; unknown: string[] } {
  const { before, after, after_unknown: u = {} } = plan.resource_changes!.find((r) => r.address === address)!.change;
  const changed = Object.keys(after ?? {}).filter((k) => JSON.stringify(knownPart(before?.[k], u[k])) !== JSON.stringify(after[k]));
  return { changed: changed.sort(), unknown: unknownPaths(u).sort() };
}

/** A reference or other expression written as is in HCL. */
export class Expr {
  constructor(readonly text: string) {}
}
export const ref = (text: string) => new Expr(text);

/** A value in HCL syntax (JSON-style strings with interpolation sequences escaped). */
export function hcl(value: unknown, indent = ""): string {
  if (value instanceof Expr) return value.text;
  if (typeof value === "string") return JSON.stringify(value).replace(/\$\{/g, "$${").replace(/%\{/g, "%%{");
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return `[${value.map((v) => hcl(v, indent)).join(", ")}]`;
  const inner = `${indent}  `;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${inner}${JSON.stringify(k)} = ${hcl(v, inner)}`);
  return entries.length ? `{\n${entries.join("\n")}\n${indent}}` : "{}";
}

/** A `resource` block; `blocks` are nested blocks such as `timeouts`. */
export function resource(type: string, name: string, attrs: Record<string, unknown>, blocks: Record<string, Record<string, unknown>> = {}): string {
  const lines = Object.entries(attrs).map(([k, v]) => `  ${k} = ${hcl(v, "  ")}`);
  for (const [block, body] of Object.entries(blocks)) lines.push(`  ${block} {\n${Object.entries(body).map(([k, v]) => `    ${k} = ${hcl(v, "    ")}`).join("\n")}\n  }`);
  return `resource "${type}" "${name}" {\n${lines.join("\n")}\n}\n`;
}

/** The terraform block and the provider block for a conformance server. */
export function providerConfig(apiUrl: string, apiToken: string): string {
  return `terraform {\n  required_providers {\n    dbplane = { source = "dbplane/dbplane" }\n  }\n}\n\nprovider "dbplane" {\n  api_url   = ${hcl(apiUrl)}\n  api_token = ${hcl(apiToken)}\n}\n`;
}
