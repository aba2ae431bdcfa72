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
const dataSourceSchemas: Record<string, { block: Block }> = schema.data_source_schemas;

interface Block {
  attributes?: Record<string, { required?: boolean; optional?: boolean; computed?: boolean }>;
  block_types?: Record<string, unknown>;
}

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (snake: string) => camel(snake).replace(/^./, (c) => c.toUpperCase());
/** cdktf's class name of a resource type: the type without the provider's prefix; of a data
 *  source, `Data` and the whole type. */
const className = (type: string) => pascal(type.replace(/^dbplane_/, ""));
const dataClassName = (type: string) => `Data${pascal(type)}`;
/** The module of a resource type's or a data source's bindings. */
const moduleOf = (type: string, data: boolean) => (data ? `data-${type}` : type.replace(/^dbplane_/, "")).replace(/_/g, "-");
/** Every construct of the schema: class name → its Terraform type, module and schema. */
const schemaConstructs = [
  ...Object.entries(resourceSchemas).map(([type, s]) => ({ type, name: className(type), module: moduleOf(type, false), block: s.block, kind: "resource" })),
  ...Object.entries(dataSourceSchemas).map(([type, s]) => ({ type, name: dataClassName(type), module: moduleOf(type, true), block: s.block, kind: "data source" })),
];
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
      // One module per resource type and data source, the provider's, their namespace index and the entry point.
      expect(files).toHaveLength(schemaConstructs.length + 3);
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
  /** Exported classes with a Terraform type: class name → resource type or data source. */
  const constructs = Object.fromEntries(
    Object.entries(bindings)
      .filter(([, v]) => typeof v === "function" && typeof (v as { tfResourceType?: unknown }).tfResourceType === "string")
      .map(([name, v]) => [name, (v as { tfResourceType: string }).tfResourceType]),
  );
  const declarations = fs.readFileSync(path.join(ROOT, "dist", "cdk", library, "index.d.ts"), "utf8");

  test("exports a construct class for every resource type and data source of the schema, and DbplaneProvider", () => {
    const expected = Object.fromEntries([...schemaConstructs.map((c) => [c.name, c.type]), ["DbplaneProvider", "dbplane"]]);
    expect(constructs).toEqual(expected);
    expect(Object.keys(dataSourceSchemas)).toEqual(expect.arrayContaining(["dbplane_app_service", "dbplane_app_services", "dbplane_app_service_certificate"]));
    expect(declarations).toContain('export * from "./providers/dbplane/bucket";');
    expect(declarations).toContain('export * from "./providers/dbplane/data-dbplane-app-service";');
  });

  test("each construct has a getter for every attribute of its schema, and a typed config interface", () => {
    for (const { type, name, module: dir, block } of schemaConstructs) {
      const cls = bindings[name] as { prototype: object };
      const names = [...Object.keys(block.attributes ?? {}), ...Object.keys(block.block_types ?? {})];
      const missing = names.filter((a) => typeof Object.getOwnPropertyDescriptor(cls.prototype, getterName(a))?.get !== "function");
      expect({ type, missing }).toEqual({ type, missing: [] });

      // The config interface: every argument, required ones without `?`.
      const module = fs.readFileSync(path.join(ROOT, "dist", "cdk", library, "providers", "dbplane", dir, "index.d.ts"), "utf8");
      const config = module.match(new RegExp(`export interface ${name}Config extends ${library}\\.TerraformMetaArguments \\{([\\s\\S]*?)\\n\\}`))?.[1];
      expect({ type, config: typeof config }).toEqual({ type, config: "string" });
      for (const [attribute, spec] of Object.entries(block.attributes ?? {})) {
        if (!spec.required && !spec.optional) continue; // computed only: an output, no argument
        const declared = config!.match(new RegExp(`readonly ${getterName(attribute)}(\\??):`));
        expect({ type, attribute, declared: declared && (declared[1] ? "optional" : "required") }).toEqual({ type, attribute, declared: spec.required ? "required" : "optional" });
      }
    }
  });

  test("an app whose data sources (singular, read-only, list) feed a resource synthesizes them as `data` blocks and references", () => {
    const lib = require(library);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), `dbplane-synth-${library}-`));
    try {
      const app = new lib.App({ outdir: out });
      const stack = new lib.TerraformStack(app, "consumer");
      const b = bindings as any;
      new b.DbplaneProvider(stack, "dbplane", { apiUrl: "http://127.0.0.1:1" });
      const cluster = { organizationId: "o", projectId: "p", clusterId: "c" };
      const svc = new b.DataDbplaneAppService(stack, "shared", { ...cluster, name: "mobile" });
      const cert = new b.DataDbplaneAppServiceCertificate(stack, "cert", { ...cluster, appServiceId: svc.id });
      const buckets = new b.DataDbplaneBuckets(stack, "buckets", cluster);
      new b.AppServiceAllowedCidr(stack, "office", { ...cluster, appServiceId: svc.id, cidr: "203.0.113.0/24", comment: lib.Fn.substr(lib.Fn.sha1(cert.certificate), 0, 8) });
      new lib.TerraformOutput(stack, "bucket_names", { value: buckets.items });
      app.synth();
      const synthesized = JSON.parse(fs.readFileSync(path.join(out, "stacks", "consumer", "cdk.tf.json"), "utf8"));
      expect(synthesized.data.dbplane_app_service.shared).toMatchObject({ ...{ organization_id: "o", project_id: "p", cluster_id: "c" }, name: "mobile" });
      expect(synthesized.data.dbplane_app_service_certificate.cert.app_service_id).toBe("${data.dbplane_app_service.shared.id}");
      expect(synthesized.data.dbplane_buckets.buckets).toMatchObject({ cluster_id: "c" });
      expect(synthesized.resource.dbplane_app_service_allowed_cidr.office).toMatchObject({
        app_service_id: "${data.dbplane_app_service.shared.id}",
        comment: '${substr(sha1(data.dbplane_app_service_certificate.cert.certificate), 0, 8)}',
      });
      expect(synthesized.output.bucket_names.value).toBe("${data.dbplane_buckets.buckets.items}");
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  test(`imports ${library} and nothing of the other library`, () => {
    const other = library === "cdktf" ? "cdktn" : "cdktf";
    const compiled = listFiles(path.join(ROOT, "dist", "cdk", library)).filter((f) => f.endsWith(".js"));
    const sources = compiled.map((f) => fs.readFileSync(path.join(ROOT, "dist", "cdk", library, f), "utf8"));
    expect(sources.filter((s) => s.includes(`require("${library}")`))).toHaveLength(schemaConstructs.length + 1);
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
