import * as fs from "node:fs";
import * as path from "node:path";
import { jsonSchemaOf } from "../conformance/core/validate";
import { apiBodies } from "./api";
import { packageRoot } from "./packageRoot";

/** Writes `schema/json/api/<body>.json` for every management-API request body, generated from
 *  the zod specs (the conformance server validates with exactly these; the provider checks
 *  inputs with the zod originals). `npm run generate` regenerates; a test fails when the checked-in
 *  files are stale. */
export function generatedSchemas(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, schema] of Object.entries(apiBodies).sort(([a], [b]) => a.localeCompare(b))) {
    files.set(path.join("api", `${name}.json`), `${JSON.stringify({ title: name, ...jsonSchemaOf(schema) }, null, 2)}\n`);
  }
  return files;
}

/** schema/json in the package root. */
export function schemaJsonDir(): string {
  return path.join(packageRoot(), "schema", "json");
}

if (require.main === module) {
  const out = schemaJsonDir();
  fs.rmSync(path.join(out, "api"), { recursive: true, force: true });
  for (const [file, text] of generatedSchemas()) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), text);
  }
  process.stdout.write(`wrote ${generatedSchemas().size} schemas to ${out}\n`);
}
