#!/usr/bin/env node
/** `dbplane-terraform-mirror [dir]`: lays out a filesystem mirror from which `terraform init` and
 *  `tofu init` install this provider (no registry): `<dir>/<host>/dbplane/dbplane/<version>/<os>_<arch>/
 *  terraform-provider-dbplane`, a link to the installed bin, for registry.terraform.io (Terraform)
 *  and registry.opentofu.org (OpenTofu). Prints the CLI configuration that uses it. */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { packageRoot } from "../schema/packageRoot";

const ARCH: Record<string, string> = { x64: "amd64", arm64: "arm64", ia32: "386", arm: "arm" };
/** The registries whose address for this provider (`<host>/dbplane/dbplane`) Terraform and OpenTofu use. */
export const REGISTRY_HOSTS = ["registry.terraform.io", "registry.opentofu.org"];

/** The provider's executable in this installation, made executable (a packed tarball may not
 *  keep the mode). From a source checkout it is there once the package is built. */
export function providerBin(): string {
  const bin = path.join(packageRoot(), "dist", "terraform", "main.js");
  if (!fs.existsSync(bin)) throw new Error(`${bin} is missing: build the package first (npm run build; npm test does).`);
  fs.chmodSync(bin, 0o755);
  return bin;
}

/** Links the provider into `plugins` and returns a CLI configuration whose dev_overrides run it
 *  from there: no registry and no `terraform init` (Terraform warns that an override is on). */
export function devOverrides(plugins: string): string {
  fs.mkdirSync(plugins, { recursive: true });
  fs.symlinkSync(providerBin(), path.join(plugins, "terraform-provider-dbplane"));
  return `provider_installation {\n  dev_overrides {\n    "dbplane/dbplane" = ${JSON.stringify(plugins)}\n  }\n  direct {}\n}\n`;
}

/** The provider's version: the package's, under which the mirror lays the provider out and which
 *  the CDKTF and CDK Terrain bindings require. */
export function providerVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(packageRoot(), "package.json"), "utf8")).version;
}

export function layOutMirror(dir: string): string[] {
  const version = providerVersion();
  const bin = providerBin();
  const platform = `${process.platform === "win32" ? "windows" : process.platform}_${ARCH[process.arch] ?? process.arch}`;
  return REGISTRY_HOSTS.map((host) => {
    const target = path.join(dir, host, "dbplane", "dbplane", version, platform);
    fs.mkdirSync(target, { recursive: true });
    const link = path.join(target, "terraform-provider-dbplane");
    fs.rmSync(link, { force: true });
    fs.symlinkSync(bin, link);
    return link;
  });
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(os.homedir(), ".terraform.d", "dbplane-mirror"));
  for (const link of layOutMirror(dir)) process.stdout.write(`${link}\n`);
  process.stdout.write(
    `\nIn your CLI configuration (~/.terraformrc, or ~/.tofurc for OpenTofu):\n\nprovider_installation {\n  filesystem_mirror {\n    path    = ${JSON.stringify(dir)}\n    include = ["dbplane/dbplane"]\n  }\n  direct {\n    exclude = ["dbplane/dbplane"]\n  }\n}\n`,
  );
}
