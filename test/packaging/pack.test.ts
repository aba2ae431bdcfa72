import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as semver from "semver";
import { install, installedPackages, pack, PULUMI_TEMPLATE_TSCONFIG, ROOT, writeProject } from "../support/packaging";

/** The package as a user gets it: `npm pack`, installed into a fresh project made from Pulumi's
 *  TypeScript template, a program using every resource class compiled there with `tsc` (strict,
 *  no esModuleInterop, no skipLibCheck) and run through `dbplane/testing` from that project's
 *  own node_modules; cdktf, CDK Terrain and constructs are not installed with it, and once added
 *  the CDKTF bindings compile there too. */

const PROJECT = path.join(__dirname, "project");
const CDKTF_EXAMPLE = path.join(__dirname, "..", "..", "examples", "cdktf", "main.ts");
let dir: string;

/** The tarball `npm pack` makes, and what it holds (paths inside `package/`). */
let tarball: string;
let packed: string[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-user-"));
  tarball = pack(dir);
  packed = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n").filter(Boolean).map((file) => file.replace(/^package\//, ""));
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** What the package may hold, by top-level path: what users run and read. Anything else (bench,
 *  examples' build output, npm start's runner, tests, fixtures, generators) fails the test. */
const PACKED = [
  /^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/,
  /^docs\/[\w/-]+\.md$/,
  /^schema\/json\/[\w/-]+\.json$/,
  /^schema\/terraform\/provider\.json$/,
  /^terraform\/proto\/[\w/.-]+\.(proto|json)$/,
  /^dist\/index\.(js|d\.ts|js\.map)$/,
  /^dist\/(cdk|ci|conformance|local|provider|pulumi|resources|schema|terraform|testing)\//,
];

test("npm pack lists only what users run and read: no bench, no examples' build output, no tests or fixtures", () => {
  const files = packed;
  expect(files.filter((file) => !PACKED.some((allowed) => allowed.test(file)))).toEqual([]);
  expect(files.filter((file) => /(^|\/)(bench|examples|test|tests|__tests__|fixtures?)\/|\.test\.|\.tsbuildinfo$|^dist\/local\/quickstart\./.test(file))).toEqual([]);
  // The quickstart runner (npm start) is the repository's, and the only code that needs
  // examples/ at run time: nothing packed requires it.
  const packedJs = files.filter((file) => file.endsWith(".js"));
  const reachOut = packedJs.filter((file) => /require\("[./]*\/(bench|examples)\//.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
  expect(reachOut).toEqual([]);
  expect(packedJs).toEqual(expect.arrayContaining(["dist/index.js", "dist/testing/index.js", "dist/terraform/main.js", "dist/ci/startServer.js"]));
});

test("the packed tarball carries the build, the docs, the license and the changelog, and nothing of the repository's tests", () => {
  const files = packed.map((file) => `package/${file}`);
  for (const file of ["package/dist/index.js", "package/dist/index.d.ts", "package/dist/testing/index.js", "package/docs/testing.md", "package/LICENSE", "package/CHANGELOG.md", "package/README.md"]) {
    expect(files).toContain(file);
  }
  // The compiled CDKTF and CDK Terrain bindings, the CI commands; not the generator (a dev tool).
  for (const file of ["package/dist/cdk/cdktf/index.js", "package/dist/cdk/cdktf/index.d.ts", "package/dist/cdk/cdktn/index.js", "package/dist/cdk/cdktn/index.d.ts", "package/dist/ci/startServer.js", "package/dist/ci/testStack.js", "package/docs/cdktf.md", "package/docs/gitops.md"]) {
    expect(files).toContain(file);
  }
  const bins = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).bin;
  for (const bin of ["dbplane-ci-server", "dbplane-test-stack"]) expect(fs.readFileSync(path.join(ROOT, bins[bin]), "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
  expect(files.filter((f) => /^package\/dist\/cdk\/generate\.|\.tsbuildinfo$|^package\/dist\/cdk\/.*\.map$/.test(f))).toEqual([]);
  expect(files.filter((f) => /\.test\.|^package\/test\//.test(f))).toEqual([]);
});

test("the Terraform provider ships in it: its bin and the mirror command (as bins), the .proto files and the schema", () => {
  expect(packed).toEqual(
    expect.arrayContaining([
      "dist/terraform/main.js",
      "dist/terraform/mirror.js",
      "terraform/proto/tfplugin6.proto",
      "terraform/proto/plugin.proto",
      "terraform/proto/health.proto",
      "schema/terraform/provider.json",
    ]),
  );
  const bin = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).bin;
  expect(bin).toMatchObject({ "terraform-provider-dbplane": "dist/terraform/main.js", "dbplane-terraform-mirror": "dist/terraform/mirror.js" });
  expect(fs.readFileSync(path.join(ROOT, bin["terraform-provider-dbplane"]), "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
});

test("installs into a project made from Pulumi's TypeScript template, compiles there, and runs through dbplane/testing", () => {
  writeProject(dir, tarball, ["@pulumi/pulumi", "typescript", "@types/node"]);
  // No package of the install asks for a newer Node than dbplane's own floor (npm's EBADENGINE).
  expect(install(dir)).not.toMatch(/EBADENGINE/);
  const floor = semver.minVersion(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).engines.node)!;
  const tooNew = installedPackages(path.join(dir, "node_modules"))
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as { name: string; version: string; engines?: { node?: string } })
    .filter((pkg) => pkg.engines?.node && !semver.satisfies(floor, pkg.engines.node))
    .map((pkg) => `${pkg.name}@${pkg.version} (node ${pkg.engines!.node})`);
  expect(tooNew).toEqual([]);
  // cdktf, CDK Terrain and constructs are optional peers: a Pulumi user gets none of them.
  expect(["cdktf", "cdktn", "constructs"].filter((name) => fs.existsSync(path.join(dir, "node_modules", name)))).toEqual([]);
  for (const file of ["app.ts", "index.ts", "run.ts"]) fs.copyFileSync(path.join(PROJECT, file), path.join(dir, file));
  const tsconfig = { ...PULUMI_TEMPLATE_TSCONFIG, files: ["index.ts", "run.ts"] };
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));

  const tsc = path.join(dir, "node_modules", "typescript", "bin", "tsc");
  let compiled = "";
  try {
    compiled = execFileSync(process.execPath, [tsc, "-p", dir, "--pretty", "false"], { cwd: dir, encoding: "utf8" });
  } catch (e) {
    compiled = String((e as { stdout?: string }).stdout ?? e);
  }
  expect(compiled).toBe("");

  const out = execFileSync(process.execPath, [path.join(dir, "bin", "run.js")], { cwd: dir, encoding: "utf8", timeout: 120_000 });
  const report = JSON.parse(out.trim().split("\n").pop()!);
  expect(report).toEqual({
    // Sixteen resources, then the private endpoint once the cloud side asked to connect.
    preview: { create: 16 },
    first: { create: 16 },
    second: { create: 1, same: 16 },
    destroy: { delete: 17 },
    tokenSecret: true,
    publicURL: expect.stringMatching(/\/inventory$/),
  });
}, 240_000);

test("with cdktf (or cdktn) and constructs added to that project, dbplane/cdktf and dbplane/cdktn compile there: the CDKTF example and its CDK Terrain twin", () => {
  expect(fs.existsSync(path.join(dir, "node_modules", "dbplane"))).toBe(true);
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")).packages;
  const versions = ["cdktf", "cdktn", "constructs"].map((name) => `${name}@${lock[`node_modules/${name}`].version}`);
  execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", ...versions], { cwd: dir, stdio: "pipe" });
  const example = fs.readFileSync(CDKTF_EXAMPLE, "utf8");
  fs.writeFileSync(path.join(dir, "main.ts"), example);
  // All a CDK Terrain user changes: the two imports.
  const terrain = example.replace('from "cdktf"', 'from "cdktn"').replace('from "dbplane/cdktf"', 'from "dbplane/cdktn"');
  expect(terrain).toContain('from "dbplane/cdktn"');
  fs.writeFileSync(path.join(dir, "terrain.ts"), terrain);
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ ...PULUMI_TEMPLATE_TSCONFIG, files: ["main.ts", "terrain.ts"] }, null, 2));
  const tsc = path.join(dir, "node_modules", "typescript", "bin", "tsc");
  let compiled = "";
  try {
    compiled = execFileSync(process.execPath, [tsc, "-p", dir, "--noEmit", "--pretty", "false"], { cwd: dir, encoding: "utf8" });
  } catch (e) {
    compiled = String((e as { stdout?: string }).stdout ?? e);
  }
  expect(compiled).toBe("");
}, 120_000);
