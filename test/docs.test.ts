import * as fs from "node:fs";
import * as path from "node:path";
import { specs } from "../resources";
import { generatedPages, resourceDocsDir, specTables } from "../schema/docsTables";

/** Code the docs show is code the tests run: docs/testing.md's complete example is, verbatim,
 *  examples/stack-tests (whose test runs in `npm test`); docs/cdktf.md's is examples/cdktf/main.ts
 *  (synthesized and deployed in test/cdk); docs/gitops.md names every pipeline of examples/gitops;
 *  the field tables of docs/resources are printed from the specs. */
const ROOT = path.resolve(__dirname, "..");

test("docs/testing.md shows examples/stack-tests/app.ts and app.test.ts exactly", () => {
  const doc = fs.readFileSync(path.join(ROOT, "docs", "testing.md"), "utf8");
  const blocks = [...doc.matchAll(/^```ts\n([^]*?)^```$/gm)].map((m) => m[1]);
  for (const file of ["app.ts", "app.test.ts"]) {
    expect(blocks).toContain(fs.readFileSync(path.join(ROOT, "examples", "stack-tests", file), "utf8"));
  }
});

test("docs/cdktf.md shows examples/cdktf/main.ts exactly", () => {
  const doc = fs.readFileSync(path.join(ROOT, "docs", "cdktf.md"), "utf8");
  const blocks = [...doc.matchAll(/^```ts\n([^]*?)^```$/gm)].map((m) => m[1]);
  expect(blocks).toContain(fs.readFileSync(path.join(ROOT, "examples", "cdktf", "main.ts"), "utf8"));
});

test("docs/gitops.md links every pipeline of examples/gitops", () => {
  const doc = fs.readFileSync(path.join(ROOT, "docs", "gitops.md"), "utf8");
  for (const platform of fs.readdirSync(path.join(ROOT, "examples", "gitops"))) {
    for (const file of fs.readdirSync(path.join(ROOT, "examples", "gitops", platform))) {
      expect(doc).toContain(`](../examples/gitops/${platform}/${file})`);
    }
  }
});

test("the inputs and outputs tables of docs/resources are what the specs print, one for every resource (npm run generate)", () => {
  const pages = generatedPages();
  const stale = [...pages].filter(([file, text]) => fs.readFileSync(path.join(resourceDocsDir(), file), "utf8") !== text).map(([file]) => file);
  expect(stale).toEqual([]);
  const untabled = specs.filter((spec) => ![...pages.values()].some((text) => text.includes(specTables(spec)))).map((s) => s.kind);
  expect(untabled).toEqual([]);
});
