import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { changeSentence, defaultText, fieldNotes, fieldsOf } from "../provider/fields";
import { CLASSES_FILE, generatedClasses } from "../pulumi/classesGenerator";
import { FUNCTIONS_FILE, generatedFunctions } from "../pulumi/functionsGenerator";
import { lookups } from "../resources/lookups";
import { generatedTypes, TYPES_FILE } from "../pulumi/typesGenerator";
import { specs } from "../resources";
import { packageRoot } from "../schema/packageRoot";

/** pulumi/types.ts is checked in (the public declarations use it instead of zod's types); it must
 *  equal what the specs generate (`npm run generate`), and carry every field's documentation to
 *  the published declarations, where an editor shows it. */
const ROOT = packageRoot();

test("pulumi/types.ts is up to date with the specs", () => {
  expect(fs.readFileSync(path.join(ROOT, TYPES_FILE), "utf8")).toBe(generatedTypes());
});

test("pulumi/classes.ts, the resource classes, is up to date with the specs: every output declared, typed and documented", () => {
  const text = fs.readFileSync(path.join(ROOT, CLASSES_FILE), "utf8");
  expect(text).toBe(generatedClasses());
  for (const spec of specs) {
    const body = text.slice(text.indexOf(`export class ${spec.kind} `), text.indexOf("constructor(", text.indexOf(`export class ${spec.kind} `)));
    const declared = [...body.matchAll(/declare readonly (\w+): pulumi\.Output<(?:NonNullable<)?(\w+)\[/g)].map((m) => [m[1], m[2]]);
    const expected = fieldsOf(spec)
      .filter((f) => f.role !== "common")
      .map((f) => [f.key, `${spec.kind}${f.computed ? "Computed" : "Inputs"}`]);
    expect({ kind: spec.kind, declared }).toEqual({ kind: spec.kind, declared: expected });
  }
  // An optional input with a fixed default has a value once the object exists; one without may not.
  expect(text).toContain("declare readonly type: pulumi.Output<NonNullable<BucketInputs[\"type\"]>>;");
  expect(text).toContain("declare readonly expiresAt: pulumi.Output<AllowedCidrInputs[\"expiresAt\"]>;");
});

test("pulumi/functions.ts is up to date with the lookups: a get<Name> and a get<Name>Output for each, typed by its generated Args and Result", () => {
  const text = fs.readFileSync(path.join(ROOT, FUNCTIONS_FILE), "utf8");
  expect(text).toBe(generatedFunctions());
  const types = generatedTypes();
  for (const { name } of lookups) {
    expect(text).toContain(`export function get${name}(args: Get${name}Args, opts?: pulumi.InvokeOptions): Promise<Get${name}Result> {`);
    expect(text).toContain(`export function get${name}Output(args: InputsOf<Get${name}Args>, opts?: pulumi.InvokeOutputOptions): pulumi.Output<Get${name}Result> {`);
    expect(types).toContain(`export type Get${name}Args = {`);
    expect(types).toContain(`export type Get${name}Result = {`);
  }
  // Every resource kind has its singular lookup, and the lists are plurals.
  for (const spec of specs) expect({ kind: spec.kind, lookup: text.includes(`export function get${spec.kind}(`) }).toEqual({ kind: spec.kind, lookup: spec.lookup !== false });
  expect(text).toContain("export function getAppServices(");
});

test("the generated inputs carry every spec field with its optionality", () => {
  const text = generatedTypes().replace(/^\s*\/\*\*[^]*?\*\/\n/gm, "");
  expect(text).toContain("export type BucketInputs = {\n  organizationId: string;\n  projectId: string;\n  clusterId: string;\n  name: string;\n");
  expect(text).toMatch(/export type AppServiceInputs = \{[^]*?\n  turnedOff\?: boolean;\n\};/);
  expect(text).toMatch(/export type ApiKeyComputed = \{\n  token: string;\n  audit: \{/);
});

test("the published declarations document every input and output of every resource: what it is, what a change does, its default", () => {
  const declarations = fs.readFileSync(path.join(ROOT, "dist", "pulumi", "types.d.ts"), "utf8");
  const missing: string[] = [];
  for (const spec of specs) {
    for (const field of fieldsOf(spec).filter((f) => f.role !== "common")) {
      const what = [field.description, ...fieldNotes(field)].join(" ");
      const expected = [what, changeSentence(spec, field), field.default && `@default ${defaultText(field.default.value)}`].filter((l): l is string => !!l);
      const block = expected.map((line) => `     * ${line}\n`).join("");
      const oneLine = `    /** ${what} */\n`;
      const documented = declarations.includes(`${block}     */\n    ${field.key}${field.required ? "" : "?"}:`) || (expected.length === 1 && declarations.includes(`${oneLine}    ${field.key}`));
      if (!documented) missing.push(`${spec.kind}.${field.key}`);
    }
  }
  expect(missing).toEqual([]);
});

/** What an editor's hover shows at each of `words` in `source` (see test/support/hover.js). */
function hovers(source: string, words: string[]): Array<{ documentation: string; tags: string[] }> {
  const run = spawnSync(process.execPath, [path.join(ROOT, "test", "support", "hover.js")], { input: JSON.stringify({ source, words }), encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

test("an editor's hover over a Pulumi input shows its description, its default and what changing it does", () => {
  const source = [
    'import * as dbplane from "dbplane";',
    'new dbplane.Bucket("b", { organizationId: "o", projectId: "p", clusterId: "c", name: "n", replicas: 2, type: "couchbase" });',
    'new dbplane.AppService("s", { organizationId: "o", projectId: "p", clusterId: "c", name: "n", turnedOff: true });',
    "",
  ].join("\n");
  const expected = (kind: string, key: string) => {
    const spec = specs.find((s) => s.kind === kind)!;
    const field = fieldsOf(spec).find((f) => f.key === key)!;
    return { documentation: `${field.description}\n${changeSentence(spec, field)}`, tags: [`@default ${defaultText(field.default!.value)}`] };
  };
  const [replicas, type, turnedOff] = hovers(source, ["replicas", "type:", "turnedOff"]);
  expect(replicas).toEqual(expected("Bucket", "replicas"));
  expect(type).toEqual(expected("Bucket", "type"));
  expect(turnedOff).toEqual(expected("AppService", "turnedOff"));
  expect(replicas.documentation).toContain("Changing it updates the Bucket in place.");
  expect(type.documentation).toContain("Changing it replaces the Bucket, deleting the old one first.");
});
