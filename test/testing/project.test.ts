import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as yaml from "js-yaml";
import { findProjectName, projectNameOf, ProjectFileError } from "../../local/project";

/** The project name `dbplane/testing` and `dbplane-test-stack` give a program, found as the Pulumi
 *  CLI finds it: the Pulumi.yaml nearest to the directory, upwards. Its `name` is read as a YAML
 *  parser reads it (js-yaml here is the reference). */

test("a Pulumi.yaml's name is read as YAML reads it: quotes, escapes, comments, CRLF, a BOM", () => {
  const texts = [
    "name: shop\nruntime: nodejs\n",
    "# the shop\nname: shop # its name\nruntime:\n  name: nodejs\n  options:\n    typescript: false\n",
    'description: "name: not this one"\nname: "shop-v2"   # quoted\n',
    "name: 'shop.web'\n",
    'name: "sh\\u006fp"\n',
    "\uFEFFname: shop\r\nruntime: nodejs\r\n",
    "runtime: nodejs\nconfig:\n  name: nested\nname: top_level\n",
    "---\nname: shop.api\n",
    "name:    spaced   \n",
  ];
  for (const text of texts) {
    const expected = (yaml.load(text) as { name: string }).name;
    expect({ text, name: projectNameOf("Pulumi.yaml", text) }).toEqual({ text, name: expected });
  }
  expect(projectNameOf("Pulumi.json", '{"name": "from-json", "runtime": "nodejs"}')).toBe("from-json");
});

test("a name the CLI would refuse, or YAML this reader does not take, is a clear error", () => {
  const cases: Array<[string, RegExp]> = [
    ["runtime: nodejs\n", /Pulumi\.yaml: no project name \(a top-level `name:`\)/],
    ["name: it's mine\n", /project name 'it's mine' may only contain letters, digits, '-', '_' and '\.'/],
    ["name: 'it''s'\n", /project name 'it's' may only contain/],
    ["name: >\n  folded\n", /Pulumi\.yaml:1: `name` must be a string on one line/],
    ["name:\n  shop\n", /Pulumi\.yaml:1: `name` must be a string on one line/],
    ["name: &anchor shop\n", /Pulumi\.yaml:1: `name` must be a string on one line/],
    ['name: "shop\n', /Pulumi\.yaml:1: unterminated "…" string/],
    ['name: "shop" extra\n', /Pulumi\.yaml:1: unexpected text after the quoted string: extra/],
  ];
  for (const [text, message] of cases) {
    expect(() => projectNameOf("Pulumi.yaml", text)).toThrow(ProjectFileError);
    expect(() => projectNameOf("Pulumi.yaml", text)).toThrow(message);
  }
});

test("the nearest project file, upwards from the directory, names the project; none, none", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-project-"));
  try {
    const deep = path.join(dir, "app", "src", "stacks");
    fs.mkdirSync(deep, { recursive: true });
    expect(findProjectName(deep)).toBe(findProjectName(os.tmpdir()));
    fs.writeFileSync(path.join(dir, "Pulumi.yaml"), "name: outer\n");
    expect(findProjectName(deep)).toBe("outer");
    fs.writeFileSync(path.join(dir, "app", "Pulumi.yml"), "name: 'inner'\n");
    expect(findProjectName(deep)).toBe("inner");
    expect(findProjectName(path.join(dir, "app"))).toBe("inner");
    expect(findProjectName(dir)).toBe("outer");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
