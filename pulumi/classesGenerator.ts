import * as fs from "node:fs";
import * as path from "node:path";
import { fieldsOf, type FieldModel } from "../provider/fields";
import type { ResourceSpec } from "../provider/spec";
import { specs } from "../resources";
import { packageRoot } from "../schema/packageRoot";
import { writeFunctions } from "./functionsGenerator";
import { fieldDoc, tsdoc } from "./typesGenerator";

/** Writes `pulumi/classes.ts`: one Pulumi resource class per spec, each output declared with its
 *  description and the exact type of pulumi/types.ts, and an `<Kind>Args` type. The classes hold
 *  nothing of their own: what a resource does is its spec's (see ./resourceClass.ts). `npm run
 *  generate` regenerates; a test fails when the checked-in file is stale. */

/** The type of an output: the API's computed type, or the input's; an optional input with a fixed
 *  default always has a value once the object exists. */
function outputType(spec: ResourceSpec, field: FieldModel): string {
  if (field.computed) return `${spec.kind}Computed[${JSON.stringify(field.key)}]`;
  const type = `${spec.kind}Inputs[${JSON.stringify(field.key)}]`;
  return !field.required && field.default ? `NonNullable<${type}>` : type;
}

function classOf(spec: ResourceSpec): string {
  const outputs = fieldsOf(spec).filter((f) => f.role !== "common");
  const members = outputs.map((f) => `${tsdoc(fieldDoc(spec, f), "  ")}  declare readonly ${f.key}: pulumi.Output<${outputType(spec, f)}>;`);
  return [
    `/** The arguments of ${article(spec.kind)} ${spec.kind}: its inputs, each of which may be an Input. */`,
    // A job takes `triggers` (among its inputs) instead of `adopt`.
    `export type ${spec.kind}Args = InputsOf<${spec.kind}Inputs> & ${spec.job ? 'Omit<CommonArgs, "adopt">' : "CommonArgs"};`,
    "",
    tsdoc(spec.description ? [spec.description] : [], "").trimEnd(),
    `export class ${spec.kind} extends pulumi.dynamic.Resource {`,
    ...members,
    "",
    `  constructor(name: string, args: ${spec.kind}Args, opts?: pulumi.CustomResourceOptions) {`,
    `    super(...dynamicResourceArgs(specOf(${JSON.stringify(spec.kind)}), name, args, opts));`,
    "  }",
    "}",
    "",
  ]
    .filter((line, i) => line !== "" || i !== 3)
    .join("\n");
}

const article = (kind: string) => (/^[AEIOU]/.test(kind) ? "an" : "a");

export function generatedClasses(): string {
  const sorted = [...specs].sort((a, b) => a.kind.localeCompare(b.kind));
  const classes = sorted.map(classOf);
  const types = [...new Set(classes.join("\n").match(/\b\w+(Inputs|Computed)\b/g))].sort().join(", ");
  return [
    "// Generated from the resource specs by `npm run generate` (pulumi/classesGenerator.ts): do not edit.",
    'import * as pulumi from "@pulumi/pulumi";',
    'import { specOf } from "../resources";',
    'import type { CommonArgs, InputsOf } from "./args";',
    'import { dynamicResourceArgs } from "./resourceClass";',
    `import type { ${types} } from "./types";`,
    "",
    ...classes,
  ]
    .join("\n")
    .trimEnd()
    .concat("\n");
}

export const CLASSES_FILE = path.join("pulumi", "classes.ts");

if (require.main === module) {
  const file = path.join(packageRoot(), CLASSES_FILE);
  fs.writeFileSync(file, generatedClasses());
  process.stdout.write(`wrote ${file}\n`);
  // The lookups' functions beside the classes (pulumi/functions.ts).
  writeFunctions();
}
