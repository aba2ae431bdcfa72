import * as fs from "node:fs";
import * as path from "node:path";
import { generatedTypes, TYPES_FILE } from "../pulumi/typesGenerator";
import { packageRoot } from "../schema/packageRoot";

/** pulumi/types.ts is checked in (the public declarations use it instead of zod's types); it must
 *  equal what the specs generate. Run `npm run types` after changing a spec. */
test("pulumi/types.ts is up to date with the specs", () => {
  expect(fs.readFileSync(path.join(packageRoot(), TYPES_FILE), "utf8")).toBe(generatedTypes());
});

test("the generated inputs carry every spec field with its optionality", () => {
  const text = generatedTypes();
  expect(text).toContain("export type BucketInputs = {\n  organizationId: string;\n  projectId: string;\n  clusterId: string;\n  name: string;\n");
  expect(text).toMatch(/export type AppServiceInputs = \{[^]*?\n  turnedOff\?: boolean;\n\};/);
  expect(text).toMatch(/export type ApiKeyComputed = \{\n  token: string;\n  audit: \{/);
});
