import * as fs from "node:fs";
import * as path from "node:path";

/** The provider's entry in a stack's `.terraform.lock.hcl`, written when the stack is synthesized.
 *
 *  `cdktf deploy`, `diff` and `destroy` (and CDK Terrain's) run `terraform init` in the stack's
 *  directory, then — when that directory has no lock file, or one without an entry matching every
 *  required provider — `terraform providers lock -platform=linux_amd64`. That command ignores the
 *  CLI configuration's `provider_installation` and asks each provider's origin registry, which
 *  does not have dbplane: the first deploy failed. With the entry there the CLI skips it, and
 *  `terraform init` installs the provider from the filesystem mirror and adds its checksums to
 *  the entry. The entry is left alone while it names the bindings' version (once `init` has
 *  written it, with the checksums); one for another version is replaced. */

/** What the hook needs of the library (`cdktf` or `cdktn`: the two have the same API). */
export interface SynthesisLibrary {
  Aspects: { of(scope: any): { add(aspect: { visit(node: unknown): void }): void } };
  App: { of(construct: any): { outdir: string } };
  TerraformStack: { of(construct: any): { node: { id: string } } };
  Manifest: { stacksFolder: string };
}

interface ProviderConstruct {
  terraformProviderSource?: string;
  terraformGeneratorMetadata?: { providerVersion?: string };
}

export const LOCK_FILE = ".terraform.lock.hcl";

/** Called by the generated provider construct's constructor (cdk/generate.ts adds the call). The
 *  entry is written while the stack is synthesized (aspects are visited then), into the
 *  directory the App writes the stack to. */
export function lockProviderVersion(provider: ProviderConstruct, library: SynthesisLibrary): void {
  const source = provider.terraformProviderSource;
  const version = provider.terraformGeneratorMetadata?.providerVersion;
  if (!source || !version) return;
  library.Aspects.of(provider).add({
    visit(node) {
      if (node !== provider) return;
      const stackDir = path.join(library.App.of(provider).outdir, library.Manifest.stacksFolder, library.TerraformStack.of(provider).node.id);
      const file = path.join(stackDir, LOCK_FILE);
      const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
      const after = withProviderEntry(before, source, version);
      if (after === before) return;
      fs.mkdirSync(stackDir, { recursive: true });
      fs.writeFileSync(file, after);
    },
  });
}

/** The lock file's text with an entry for `source` at `version`: unchanged when its entry names
 *  that version and constraint; otherwise with that entry (if any) replaced by one without
 *  checksums, which `terraform init` fills in from wherever it installs the provider. */
export function withProviderEntry(lockFile: string, source: string, version: string): string {
  const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const block = new RegExp(`^provider "${quoted(source)}" \\{\\n[\\s\\S]*?^\\}\\n?`, "m");
  const current = lockFile.match(block)?.[0];
  const names = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"${quoted(version)}"$`, "m").test(current!);
  if (current && names("version") && names("constraints")) return lockFile;
  const entry = `provider "${source}" {\n  version     = "${version}"\n  constraints = "${version}"\n}\n`;
  if (current) return lockFile.replace(block, entry);
  const header = lockFile ? "" : '# This file is maintained automatically by "terraform init".\n# Manual edits may be lost in future updates.\n';
  return `${lockFile}${header}\n${entry}`;
}
