import * as fs from "node:fs";
import * as path from "node:path";
import type { Lookup } from "../provider/lookups";
import { lookups } from "../resources/lookups";
import { packageRoot } from "../schema/packageRoot";
import { tsdoc } from "./typesGenerator";

/** Writes `pulumi/functions.ts`: for every lookup, `get<Name>(args, opts?)` returning a promise
 *  and `get<Name>Output(args, opts?)` returning an Output, as Pulumi's own packages have them,
 *  typed by the `Get<Name>Args` and `Get<Name>Result` of pulumi/types.ts. What they run is the
 *  core's (./lookup.ts). `npm run generate` regenerates; a test fails when the file is stale. */

function functionsOf(l: Lookup): string {
  const args = `Get${l.name}Args`;
  const result = `Get${l.name}Result`;
  const name = JSON.stringify(l.name);
  return [
    tsdoc([l.description], "").trimEnd(),
    `export function get${l.name}(args: ${args}, opts?: pulumi.InvokeOptions): Promise<${result}> {`,
    `  return invokeLookup(${name}, args, opts);`,
    "}",
    "",
    tsdoc([l.description, `The Output form of \`get${l.name}\`: its arguments may be Outputs.`], "").trimEnd(),
    `export function get${l.name}Output(args: InputsOf<${args}>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<${result}> {`,
    `  return lookupOutput(${name}, args, opts);`,
    "}",
    "",
  ].join("\n");
}

export function generatedFunctions(): string {
  const sorted = [...lookups].sort((a, b) => a.name.localeCompare(b.name));
  const types = sorted.flatMap((l) => [`Get${l.name}Args`, `Get${l.name}Result`]).join(", ");
  return [
    "// Generated from the lookups by `npm run generate` (pulumi/functionsGenerator.ts): do not edit.",
    'import type * as pulumi from "@pulumi/pulumi";',
    'import type { InputsOf } from "./args";',
    'import { invokeLookup, lookupOutput } from "./lookup";',
    `import type { ${types} } from "./types";`,
    "",
    ...sorted.map(functionsOf),
  ]
    .join("\n")
    .trimEnd()
    .concat("\n");
}

export const FUNCTIONS_FILE = path.join("pulumi", "functions.ts");

export function writeFunctions(): void {
  const file = path.join(packageRoot(), FUNCTIONS_FILE);
  fs.writeFileSync(file, generatedFunctions());
  process.stdout.write(`wrote ${file}\n`);
}
