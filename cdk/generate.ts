import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { PROVIDER_SOURCE, terraformSchemaFile } from "../schema/terraform/generate";
import { packageRoot } from "../schema/packageRoot";
import { providerVersion } from "../terraform/mirror";

/** Writes the CDKTF and CDK Terrain bindings (`cdk/cdktf/`, `cdk/cdktn/`): what `cdktf get` and
 *  `cdktn get` would generate for the provider, from the checked-in schema
 *  (schema/terraform/provider.json), each by its own library's generator — bindings generated for
 *  one library do not synthesize under the other's App. They are checked in and compiled by
 *  `npm run build` (cdk/tsconfig.json); `npm run generate` regenerates them and a test fails when
 *  they are stale. A development tool: the package ships the compiled bindings, not this. */

export type Library = "cdktf" | "cdktn";

/** Each library's generator module: imported on its own (the packages' main entries load the
 *  whole CLI, jsii-pacmak included). */
const GENERATORS: Record<Library, string> = {
  cdktf: "@cdktf/provider-generator/lib/get/generator/provider-generator",
  cdktn: "@cdktn/provider-generator/build/get/generator/provider-generator",
};

export const LIBRARIES = Object.keys(GENERATORS) as Library[];

/** Where the generator puts the provider's modules, and which of its files are not kept: the
 *  per-resource READMEs only link to a registry page that does not exist, and `lazy-index.ts` is
 *  CommonJS written as a script (for jsii packaging), not a module. */
const PROVIDER_DIR = path.join("providers", "dbplane");
const DROPPED = /(^|\/)(README\.md|lazy-index\.ts)$/;

/** The provider construct's module, which gets the lock-file hook (cdk/providerLock.ts). */
const PROVIDER_FILE = "providers/dbplane/provider/index.ts";

/** The provider construct, made to write its entry into the stack's `.terraform.lock.hcl` when
 *  synthesized: the generator has no hook for it, so the call goes after its `super(...)`. */
function withLockEntry(library: Library, text: string): string {
  const superCall = /^( {4})super\(scope, id, \{\n[\s\S]*?^ {4}\}\);\n/m;
  const libraryImport = `import * as ${library} from '${library}';\n`;
  if (!superCall.test(text) || !text.includes(libraryImport)) throw new Error(`cdk/generate: ${library}'s ${PROVIDER_FILE} is not laid out as expected`);
  return text
    .replace(libraryImport, (line) => `${line}import { lockProviderVersion } from '../../../../providerLock';\n`)
    .replace(superCall, (call, indent: string) => `${call}${indent}lockProviderVersion(this, ${library});\n`);
}

/** The checked-in bindings of a library (from the sources or from dist/). */
export function bindingsDir(library: Library): string {
  return path.join(packageRoot(), "cdk", library);
}

/** Runs the library's generator on the schema into `outDir` (emptied first). */
export async function generateBindings(library: Library, outDir: string): Promise<void> {
  const schema = JSON.parse(fs.readFileSync(terraformSchemaFile(), "utf8"));
  // As `cdktf get` passes the version it installed: every construct then requires it
  // (`required_providers.dbplane.version`, which `cdktf deploy` and `diff` insist on).
  schema.provider_versions = { [PROVIDER_SOURCE]: providerVersion() };
  // Loading a generator loads its CLI's commons, which runs `terraform version` and reports a
  // failure to HashiCorp's checkpoint service: never from here. Terraform's complaint about a
  // CLI configuration file that does not exist would be logged as an error: not ours to show.
  process.env.CHECKPOINT_DISABLE = "1";
  const cliConfig = process.env.TF_CLI_CONFIG_FILE;
  if (cliConfig && !fs.existsSync(cliConfig)) delete process.env.TF_CLI_CONFIG_FILE;
  const generatorPath = require.resolve(GENERATORS[library]);
  // The CodeMaker the generator was built with (each generator has its own codemaker version).
  const { CodeMaker } = require(require.resolve("codemaker", { paths: [path.dirname(generatorPath)] }));
  const { TerraformProviderGenerator } = require(generatorPath);

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `dbplane-${library}-`));
  try {
    const code = new CodeMaker();
    new TerraformProviderGenerator(code, schema).generateAll();
    await code.save(scratch);
    fs.rmSync(outDir, { recursive: true, force: true });
    const files = listFiles(scratch).filter((f) => !DROPPED.test(f));
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      const text = withoutRegistryLinks(fs.readFileSync(path.join(scratch, file), "utf8"));
      fs.writeFileSync(path.join(outDir, file), file === PROVIDER_FILE ? withLockEntry(library, text) : text);
    }
    fs.writeFileSync(path.join(outDir, "index.ts"), entryPoint(library, files));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The generator's JSDoc links every class and attribute to a Terraform Registry page, which
 *  does not exist for dbplane: the links go (the schema's descriptions stay), a link's text stays
 *  as code, and the import id is the one the resource's description names. */
export function withoutRegistryLinks(text: string): string {
  const registry = "https://registry\\.terraform\\.io/providers/[^\\s}]*";
  return text
    .replace(new RegExp(`^// ${registry}\\n`, "gm"), "")
    .replace(new RegExp(`(\\n\\s*\\*)?\\n\\s*\\* Docs at Terraform Registry: \\{@link ${registry} [^}]*\\}`, "g"), "")
    .replace(/\n\s*\/\*\*\n\s*\*\/(?=\n)/g, "")
    .replace(new RegExp(`Refer to the \\{@link ${registry} import section\\} in the documentation of this resource for the id to use`, "g"), "The resource's description names the form of the id")
    .replace(new RegExp(`\\{@link ${registry} ([^}]*)\\}`, "g"), "`$1`");
}

/** The package entry (`dbplane/cdktf`, `dbplane/cdktn`): the generator's namespaces (`bucket`,
 *  `appEndpoint`, `provider`, as `cdktf get` lays them out) and every construct, config interface
 *  and struct by its own name (`Bucket`, `BucketConfig`, `DbplaneProvider`). */
function entryPoint(library: Library, files: string[]): string {
  const modules = files
    .filter((f) => f.startsWith(`${PROVIDER_DIR}/`) && f.endsWith("/index.ts") && f !== `${PROVIDER_DIR}/index.ts`)
    .map((f) => `./${path.dirname(f)}`)
    .sort();
  return [
    `// Generated by cdk/generate.ts (npm run schema) from schema/terraform/provider.json with ${library}'s provider generator: do not edit.`,
    `export * from "./${PROVIDER_DIR}";`,
    ...modules.map((m) => `export * from "${m}";`),
    "",
  ].join("\n");
}

/** Every file under `dir`, as relative paths with `/` separators, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk("");
  return out.sort();
}

if (require.main === module) {
  // `--out DIR`: generate into DIR/<library> instead of cdk/<library> (the staleness test does).
  const at = process.argv.indexOf("--out");
  if (at > 0 && !process.argv[at + 1]) {
    process.stderr.write("cdk/generate: --out needs a directory\n");
    process.exit(2);
  }
  const outRoot = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
  (async () => {
    for (const library of LIBRARIES) {
      const out = outRoot ? path.join(outRoot, library) : bindingsDir(library);
      await generateBindings(library, out);
      process.stdout.write(`wrote ${out}\n`);
    }
  })().catch((e: Error) => {
    process.stderr.write(`cdk/generate: ${e.stack ?? e.message}\n`);
    process.exit(1);
  });
}
