import * as fs from "node:fs";
import * as path from "node:path";

/** Code the docs show is code the tests run: docs/testing.md's complete example is, verbatim,
 *  examples/stack-tests (whose test runs in `npm test`). */
const ROOT = path.resolve(__dirname, "..");

test("docs/testing.md shows examples/stack-tests/app.ts and app.test.ts exactly", () => {
  const doc = fs.readFileSync(path.join(ROOT, "docs", "testing.md"), "utf8");
  const blocks = [...doc.matchAll(/^```ts\n([^]*?)^```$/gm)].map((m) => m[1]);
  for (const file of ["app.ts", "app.test.ts"]) {
    expect(blocks).toContain(fs.readFileSync(path.join(ROOT, "examples", "stack-tests", file), "utf8"));
  }
});
