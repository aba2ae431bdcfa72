import * as fs from "node:fs";
import * as path from "node:path";
import { specs } from "../../resources";
import { lookups } from "../../resources/lookups";
import { Provider } from "../../terraform/provider";
import { packageRoot } from "../packageRoot";

/** Writes `schema/terraform/provider.json`: the Terraform provider's schema exactly as
 *  `terraform providers schema -json` prints it for `source = "dbplane/dbplane"`, generated from
 *  the specs. CDKTF bindings are generated from this file; `npm run generate` regenerates it and a
 *  test fails when it is stale. */
export const PROVIDER_SOURCE = "registry.terraform.io/dbplane/dbplane";

export function terraformSchemaText(): string {
  return `${JSON.stringify(new Provider(specs, lookups).schemaJson(PROVIDER_SOURCE), null, 2)}\n`;
}

/** schema/terraform/provider.json from the package root, from the sources or from dist/. */
export function terraformSchemaFile(): string {
  return path.join(packageRoot(), "schema", "terraform", "provider.json");
}

if (require.main === module) {
  fs.writeFileSync(terraformSchemaFile(), terraformSchemaText());
  process.stdout.write(`wrote ${terraformSchemaFile()}\n`);
}
