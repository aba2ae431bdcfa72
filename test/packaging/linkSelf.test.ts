import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

/** scripts/link-self.js links the repository into its own node_modules as `dbplane` (the
 *  dynamic-provider host requires the package by name): whatever is there before — nothing, the
 *  right link, a link to a directory that is gone, another package — `dbplane` ends up the
 *  repository. A dangling link (a removed worktree's) made it fail with EEXIST. */
let root: string;
let elsewhere: string;
const link = () => path.join(root, "node_modules", "dbplane");

beforeEach(() => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-link-")));
  elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-elsewhere-"));
  fs.mkdirSync(path.join(root, "scripts"));
  fs.mkdirSync(path.join(root, "node_modules"));
  fs.copyFileSync(path.resolve(__dirname, "..", "..", "scripts", "link-self.js"), path.join(root, "scripts", "link-self.js"));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(elsewhere, { recursive: true, force: true });
});

const linkSelf = (): void => {
  const modulePath = path.join(root, "scripts", "link-self.js");
  delete require.cache[modulePath];
  (require(modulePath) as () => void)();
};

test.each([
  ["nothing", () => undefined],
  ["the right link", () => fs.symlinkSync(root, link(), "dir")],
  ["a link to a directory that is gone", () => {
    fs.symlinkSync(elsewhere, link(), "dir");
    fs.rmSync(elsewhere, { recursive: true });
  }],
  ["another package's directory", () => fs.mkdirSync(link())],
])("with %s there, dbplane becomes the repository", (_what, before) => {
  before();
  linkSelf();
  expect(fs.realpathSync(link())).toBe(root);
  linkSelf();
  expect(fs.realpathSync(link())).toBe(root);
});
