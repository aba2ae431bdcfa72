import * as fs from "node:fs";
import * as path from "node:path";
import { specs } from "../resources";
import { lookups } from "../resources/lookups";
import { generatedPages, lookupSection, resourceDocsDir, specTables } from "../schema/docsTables";
import { limitsDocPath, pageWithLimits } from "../conformance/limitsDoc";

/** Code the docs show is code the tests run: docs/testing.md's complete example is, verbatim,
 *  examples/stack-tests (whose test runs in `npm test`); docs/cdktf.md's is examples/cdktf/main.ts
 *  (synthesized and deployed in test/cdk); docs/gitops.md names every pipeline of examples/gitops;
 *  the field tables of docs/resources are printed from the specs. */
const ROOT = path.resolve(__dirname, "..");

test("docs/testing.md shows examples/stack-tests/app.ts, office.ts and app.test.ts exactly", () => {
  const doc = fs.readFileSync(path.join(ROOT, "docs", "testing.md"), "utf8");
  const blocks = [...doc.matchAll(/^```ts\n([^]*?)^```$/gm)].map((m) => m[1]);
  for (const file of ["app.ts", "office.ts", "app.test.ts"]) {
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

/** The docs a user reads: the README, docs/ and the examples' files (the changelog aside). */
function userDocs(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return ["node_modules", "cdktf.out", "bin"].includes(entry.name) ? [] : walk(file);
      return /\.(md|ts|ya?ml|tf|json)$/.test(entry.name) ? [file] : [];
    });
  return [path.join(ROOT, "README.md"), ...walk(path.join(ROOT, "docs")), ...walk(path.join(ROOT, "examples"))];
}

test("the docs speak of the product: no internal document, issue number, session or commit hash as evidence", () => {
  const internal = [/\bdocuments? \d\b/i, /\bdocs? \d(\/\d)+\b/i, /shared\/spec/, /\bissue #?\d+/i, /(^|[^/\w])#\d{2,}\b/, /\b(at|since|commit) [0-9a-f]{7,40}\b/, /\b(this|the) session's\b|\bthis session\b/i];
  const found = userDocs().flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (internal.some((pattern) => pattern.test(line)) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});

test("no doc installs dbplane from the npm registry, where it is not: each install names docs/install.md's git URL or a tarball", () => {
  const fromRegistry = /\bnpm (install|i|add)\b(\s+-{1,2}[\w-]+)*\s+dbplane(@[\w.^~-]+)?(\s|$|`)/;
  const found = userDocs().flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (fromRegistry.test(line) && !/\b404\b/.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
  const install = fs.readFileSync(path.join(ROOT, "docs", "install.md"), "utf8");
  const repository = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).repository.url.replace(/^git\+/, "");
  expect(install).toContain(`"dbplane": "git+${repository}#v`);
  expect(install).toMatch(/"dbplane": "file:vendor\/dbplane-[\d.]+\.tgz"/);
  expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8").split("\n").slice(0, 20).join("\n")).toContain("(docs/install.md)");
});

test("the inputs and outputs tables of docs/resources are what the specs print, one for every resource (npm run generate)", () => {
  const pages = generatedPages();
  const stale = [...pages].filter(([file, text]) => fs.readFileSync(path.join(resourceDocsDir(), file), "utf8") !== text).map(([file]) => file);
  expect(stale).toEqual([]);
  const untabled = specs.filter((spec) => ![...pages.values()].some((text) => text.includes(specTables(spec)))).map((s) => s.kind);
  expect(untabled).toEqual([]);
  // Every lookup (each resource kind's, the lists, the read-only ones) is documented once.
  const sections = lookups.map((l) => [l.name, [...pages.values()].filter((text) => text.includes(lookupSection(l))).length]);
  expect(sections).toEqual(lookups.map((l) => [l.name, 1]));
});

test("docs/conformance-server.md's limits table is what conformance/core/limits.ts prints (npm run generate)", () => {
  const page = fs.readFileSync(limitsDocPath(), "utf8");
  expect(page).toBe(pageWithLimits(page));
  expect(page).toContain("| `--max-sessions-per-user` | 100 | user |");
});
