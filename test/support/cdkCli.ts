import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { runProcess, type Finished } from "./process";

/** The CDKTF and CDK Terrain CLIs (`cdktf-cli`, `cdktn-cli`: devDependencies) run as a user runs
 *  them, on a copy of examples/cdktf whose node_modules is a link to the repository's (which holds
 *  the example's dependencies, dbplane linked to the repository itself): no npm install per run. */

export type Library = "cdktf" | "cdktn";

const ROOT = path.resolve(__dirname, "..", "..");
const EXAMPLE = path.join(ROOT, "examples", "cdktf");

/** cdktn-cli needs Node.js 22.19 or later (it fails to load on 20); the library and the bindings
 *  run on 20. Below that, the test runs it with this Node.js from the npm registry's
 *  node-<os>-<arch> package, installed once into node_modules/.cache. */
const CDKTN_NODE = "22.22.0";
const CDKTN_NODE_FLOOR = [22, 19];

/** The directory of a `node` that runs cdktn-cli: the one running the tests when new enough. */
export function nodeForCdktn(): string {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major > CDKTN_NODE_FLOOR[0] || (major === CDKTN_NODE_FLOOR[0] && minor >= CDKTN_NODE_FLOOR[1])) return path.dirname(process.execPath);
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = path.join(ROOT, "node_modules", ".cache", `dbplane-${pkg}-${CDKTN_NODE}`);
  const bin = path.join(cache, "node_modules", pkg, "bin");
  if (fs.existsSync(path.join(bin, "node"))) return bin;
  const scratch = `${cache}.${process.pid}`;
  const install = spawnSync("npm", ["install", "--prefix", scratch, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `${pkg}@${CDKTN_NODE}`], { encoding: "utf8" });
  if (install.status !== 0) throw new Error(`cdktn-cli needs Node.js >= 22.19; installing ${pkg}@${CDKTN_NODE} from the npm registry failed:\n${install.stderr}`);
  try {
    fs.renameSync(scratch, cache);
  } catch {
    fs.rmSync(scratch, { recursive: true, force: true }); // another run put it there first
  }
  return bin;
}

/** examples/cdktf copied into a temporary directory, for `library`: for CDK Terrain with the two
 *  imports a user changes (`"cdktf"` → `"cdktn"`, `"dbplane/cdktf"` → `"dbplane/cdktn"`). */
export class CdkApp {
  private constructor(
    readonly library: Library,
    readonly dir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** `env`: what the CLI's environment holds beside PATH (with `nodeDir` first when given). */
  static create(library: Library, env: NodeJS.ProcessEnv, nodeDir?: string): CdkApp {
    // The real path: cdktf writes the local backend's state path from the working directory's.
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `dbplane-${library}-app-`)));
    for (const file of ["cdktf.json", "tsconfig.json", "package.json"]) fs.copyFileSync(path.join(EXAMPLE, file), path.join(dir, file));
    let main = fs.readFileSync(path.join(EXAMPLE, "main.ts"), "utf8");
    if (library === "cdktn") {
      const swapped = main.replace(/^(import .* from )"cdktf";$/m, '$1"cdktn";').replace(/^(\} from )"dbplane\/cdktf";$/m, '$1"dbplane/cdktn";');
      const changed = swapped.split("\n").filter((line, i) => line !== main.split("\n")[i]);
      if (changed.length !== 2) throw new Error(`examples/cdktf/main.ts: expected its two imports to change for CDK Terrain, changed ${JSON.stringify(changed)}`);
      main = swapped;
    }
    fs.writeFileSync(path.join(dir, "main.ts"), main);
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    const PATH = nodeDir ? `${nodeDir}${path.delimiter}${process.env.PATH}` : process.env.PATH;
    return new CdkApp(library, dir, { ...env, PATH });
  }

  get main(): string {
    return fs.readFileSync(path.join(this.dir, "main.ts"), "utf8");
  }

  /** `npx <library> <args>` in the app's directory (the bin npx runs), with `env` added; its
   *  output without colours. */
  async run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Finished> {
    const bin = path.join(this.dir, "node_modules", ".bin", this.library);
    const result = await runProcess(bin, args, { cwd: this.dir, env: { ...this.env, ...env } });
    const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");
    return { code: result.code, stdout: plain(result.stdout), stderr: plain(result.stderr) };
  }

  /** A run that must exit 0 (its output is in the failure message otherwise). */
  async ok(args: string[], env?: NodeJS.ProcessEnv): Promise<Finished> {
    const result = await this.run(args, env);
    if (result.code !== 0) throw new Error(`${this.library} ${args.join(" ")} exited ${result.code}\n${result.stdout}\n${result.stderr}`);
    return result;
  }

  /** A file of the synthesized stack (cdktf.out/stacks/quickstart/…). */
  stackFile(name: string): string {
    return fs.readFileSync(path.join(this.dir, "cdktf.out", "stacks", "quickstart", name), "utf8");
  }

  close(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
