import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { bindingsDir, LIBRARIES, listFiles, type Library } from "../../cdk/generate";
import { withProviderEntry } from "../../cdk/providerLock";
import { terraformSchemaFile } from "../../schema/terraform/generate";

/** The CDKTF and CDK Terrain bindings (`dbplane/cdktf`, `dbplane/cdktn`): checked in as each
 *  library's generator makes them from schema/terraform/provider.json, and exporting a typed
 *  construct for every resource type of that schema — expected names and attributes derived from
 *  the schema, never listed by hand. */

const ROOT = path.resolve(__dirname, "..", "..");
const GENERATOR = path.join(ROOT, "dist", "cdk", "generate.js");

const schema = JSON.parse(fs.readFileSync(terraformSchemaFile(), "utf8")).provider_schemas["registry.terraform.io/dbplane/dbplane"];
const resourceSchemas: Record<string, { block: Block }> = schema.resource_schemas;

interface Block {
  attributes?: Record<string, { required?: boolean; optional?: boolean; computed?: boolean }>;
  block_types?: Record<string, unknown>;
}

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (snake: string) => camel(snake).replace(/^./, (c) => c.toUpperCase());
/** cdktf's class name of a resource type: the type without the provider's prefix. */
const className = (type: string) => pascal(type.replace(/^dbplane_/, ""));
/** The getter a generated class has for an attribute (the generator escapes a few names). */
const { escapeAttributeName } = require("@cdktf/provider-generator/lib/get/generator/models/attribute-model") as { escapeAttributeName: (name: string) => string };
const getterName = (attribute: string) => escapeAttributeName(camel(attribute));

test("the checked-in bindings are exactly what each library's generator makes of the checked-in schema (npm run schema)", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-bindings-"));
  try {
    const run = spawnSync(process.execPath, [GENERATOR, "--out", out], { encoding: "utf8" });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" });
    for (const library of LIBRARIES) {
      const fresh = path.join(out, library);
      const files = listFiles(fresh);
      expect({ library, files: listFiles(bindingsDir(library)) }).toEqual({ library, files });
      // One module per resource type, the provider's, their namespace index and the entry point.
      expect(files).toHaveLength(Object.keys(resourceSchemas).length + 3);
      for (const file of files) {
        const same = fs.readFileSync(path.join(fresh, file), "utf8") === fs.readFileSync(path.join(bindingsDir(library), file), "utf8");
        expect({ library, file, same }).toEqual({ library, file, same: true });
      }
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

describe.each(LIBRARIES)("dbplane/%s", (library: Library) => {
  const bindings: Record<string, unknown> = require(`dbplane/${library}`);
  /** Exported classes with a Terraform type: resource type → class name. */
  const constructs = Object.fromEntries(
    Object.entries(bindings)
      .filter(([, v]) => typeof v === "function" && typeof (v as { tfResourceType?: unknown }).tfResourceType === "string")
      .map(([name, v]) => [(v as { tfResourceType: string }).tfResourceType, name]),
  );
  const declarations = fs.readFileSync(path.join(ROOT, "dist", "cdk", library, "index.d.ts"), "utf8");

  test("exports a construct class for every resource type of the schema, and DbplaneProvider", () => {
    const expected = Object.fromEntries([...Object.keys(resourceSchemas).map((type) => [type, className(type)]), ["dbplane", "DbplaneProvider"]]);
    expect(constructs).toEqual(expected);
    expect(declarations).toContain('export * from "./providers/dbplane/bucket";');
  });

  test("each construct has a getter for every attribute of its schema, and a typed config interface", () => {
    for (const [type, { block }] of Object.entries(resourceSchemas)) {
      const name = className(type);
      const cls = bindings[name] as { prototype: object };
      const names = [...Object.keys(block.attributes ?? {}), ...Object.keys(block.block_types ?? {})];
      const missing = names.filter((a) => typeof Object.getOwnPropertyDescriptor(cls.prototype, getterName(a))?.get !== "function");
      expect({ type, missing }).toEqual({ type, missing: [] });

      // The config interface: every argument, required ones without `?`.
      const module = fs.readFileSync(path.join(ROOT, "dist", "cdk", library, "providers", "dbplane", type.replace(/^dbplane_/, "").replace(/_/g, "-"), "index.d.ts"), "utf8");
      const config = module.match(new RegExp(`export interface ${name}Config extends ${library}\\.TerraformMetaArguments \\{([\\s\\S]*?)\\n\\}`))?.[1];
      expect({ type, config: typeof config }).toEqual({ type, config: "string" });
      for (const [attribute, spec] of Object.entries(block.attributes ?? {})) {
        if (!spec.required && !spec.optional) continue; // computed only: an output, no argument
        const declared = config!.match(new RegExp(`readonly ${getterName(attribute)}(\\??):`));
        expect({ type, attribute, declared: declared && (declared[1] ? "optional" : "required") }).toEqual({ type, attribute, declared: spec.required ? "required" : "optional" });
      }
    }
  });

  test(`imports ${library} and nothing of the other library`, () => {
    const other = library === "cdktf" ? "cdktn" : "cdktf";
    const compiled = listFiles(path.join(ROOT, "dist", "cdk", library)).filter((f) => f.endsWith(".js"));
    const sources = compiled.map((f) => fs.readFileSync(path.join(ROOT, "dist", "cdk", library, f), "utf8"));
    expect(sources.filter((s) => s.includes(`require("${library}")`))).toHaveLength(Object.keys(resourceSchemas).length + 1);
    expect(sources.filter((s) => s.includes(`require("${other}")`))).toEqual([]);
  });
});

describe("the provider's entry in a stack's .terraform.lock.hcl, written at synthesis", () => {
  const source = "registry.terraform.io/dbplane/dbplane";
  const entry = (version: string) => `provider "${source}" {\n  version     = "${version}"\n  constraints = "${version}"\n}\n`;
  /** A lock file as `terraform init` writes it, with another provider beside ours. */
  const initialized = (version: string) =>
    [
      '# This file is maintained automatically by "terraform init".',
      "# Manual edits may be lost in future updates.",
      "",
      'provider "registry.terraform.io/hashicorp/random" {',
      '  version     = "3.6.0"',
      '  constraints = "3.6.0"',
      "  hashes = [",
      '    "h1:R5Ucn26riKIEijcsiOMBR3uOAjuOMfI1x7XvH4P6B1w=",',
      "  ]",
      "}",
      "",
      `provider "${source}" {`,
      `  version     = "${version}"`,
      `  constraints = "${version}"`,
      "  hashes = [",
      '    "h1:5XZfaR6UYDjU6gyY0zTaa8LLjylhgOzPb1zvLa5kZ40=",',
      "  ]",
      "}",
      "",
    ].join("\n");

  test("a stack with no lock file gets one naming the version, without checksums (terraform init adds them)", () => {
    expect(withProviderEntry("", source, "0.1.0")).toBe(`# This file is maintained automatically by "terraform init".\n# Manual edits may be lost in future updates.\n\n${entry("0.1.0")}`);
  });

  test("a lock file whose entry names the version is left as it is, checksums and other providers included", () => {
    expect(withProviderEntry(initialized("0.1.0"), source, "0.1.0")).toBe(initialized("0.1.0"));
  });

  test("an entry for another version is replaced; the other providers' entries stay", () => {
    const after = withProviderEntry(initialized("0.1.0"), source, "0.2.0");
    expect(after).toBe(initialized("0.1.0").replace(/provider "registry\.terraform\.io\/dbplane\/dbplane" \{[\s\S]*\}\n$/, entry("0.2.0")));
    expect(after).toContain('provider "registry.terraform.io/hashicorp/random" {\n  version     = "3.6.0"');
  });

  test("a lock file without our entry gets it added after the others", () => {
    const random = initialized("0.1.0").split(`provider "${source}"`)[0].trimEnd() + "\n";
    expect(withProviderEntry(random, source, "0.1.0")).toBe(`${random}\n${entry("0.1.0")}`);
  });
});
