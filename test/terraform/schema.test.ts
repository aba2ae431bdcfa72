import * as fs from "node:fs";
import * as path from "node:path";
import { specs } from "../../resources";
import { lookups } from "../../resources/lookups";
import { dataSourceTypeName } from "../../terraform/names";
import { Provider } from "../../terraform/provider";
import { terraformSchemaFile, terraformSchemaText } from "../../schema/terraform/generate";
import { protocolJsonFile, protocolJsonText } from "../../terraform/protocol";
import { describeWithTerraform, TerraformWorkdir } from "../support/terraform";

/** schema/terraform/provider.json is checked in (the CDKTF bindings are generated from it): it must
 *  be what the specs generate (`npm run schema` after changing a spec), and what the real
 *  `terraform providers schema -json` prints for the plugin. */

const DOCS = path.resolve(__dirname, "..", "..", "docs", "resources");

test("schema/terraform/provider.json is up to date with the specs", () => {
  expect(fs.readFileSync(terraformSchemaFile(), "utf8")).toBe(terraformSchemaText());
});

test("attribute names are the snake_case of the API's field names, acronyms included; map keys stay data", () => {
  const schema = JSON.parse(terraformSchemaText()).provider_schemas["registry.terraform.io/dbplane/dbplane"].resource_schemas;
  const names = (type: string) => Object.keys(schema[type].block.attributes);
  expect(names("dbplane_api_key")).toEqual(expect.arrayContaining(["allowed_cidrs", "organization_roles"]));
  expect(names("dbplane_app_endpoint")).toEqual(expect.arrayContaining(["admin_url", "public_url", "oidc_providers", "require_resync", "user_xattr_key"]));
  expect(names("dbplane_private_endpoint")).toEqual(expect.arrayContaining(["endpoint_id", "service_name"]));
  expect(names("dbplane_bucket")).toEqual(expect.arrayContaining(["memory_allocation_in_mb", "time_to_live_in_seconds"]));
  // Log streaming credentials: one object with every collector's fields, as the API takes them.
  for (const type of ["dbplane_audit_log_streaming", "dbplane_app_service_log_streaming"]) {
    const credentials = schema[type].block.attributes.credentials.nested_type.attributes;
    expect(Object.keys(credentials)).toEqual(["url", "api_key", "user", "password", "splunk_token", "api_token"]);
  }
  const scopes = schema.dbplane_app_endpoint.block.attributes.scopes.nested_type;
  expect(scopes.nesting_mode).toBe("map");
  expect(Object.keys(scopes.attributes.collections.nested_type.attributes)).toEqual(["access_control_function", "import_filter"]);
});

test("the docs name every resource type with its import id, or say it is not importable", () => {
  const guide = fs.readFileSync(path.resolve(__dirname, "..", "..", "docs", "terraform.md"), "utf8");
  const pages = fs.readdirSync(DOCS).map((f) => fs.readFileSync(path.join(DOCS, f), "utf8"));
  for (const [type, resource] of new Provider(specs).resources) {
    const importable = !resource.schema.spec.notImportable;
    const row = importable ? `| \`${type}\` | \`${resource.importIdFormat()}\` |` : `| \`${type}\` | not importable |`;
    expect({ type, inGuide: guide.includes(row) }).toEqual({ type, inGuide: true });
    const note = importable ? `Import id: \`${resource.importIdFormat()}\`` : "Not importable:";
    const page = pages.filter((p) => p.includes("## Terraform") && p.includes(`\`${type}\``) && p.includes(note));
    expect({ type, pages: page.length }).toEqual({ type, pages: 1 });
  }
});

interface Attribute {
  description?: string;
  nested_type?: { attributes: Record<string, Attribute> };
}
interface Block {
  description?: string;
  attributes: Record<string, Attribute>;
  block_types?: Record<string, { block: Block }>;
}

/** The paths of the attributes (at every depth) without a description, the block's own included. */
function undescribedIn(where: string, block: Block, describedBlock = where !== "provider"): string[] {
  const attributes = (prefix: string, attrs: Record<string, Attribute>): string[] =>
    Object.entries(attrs).flatMap(([name, a]) => [...(a.description?.trim() ? [] : [`${prefix}.${name}`]), ...(a.nested_type ? attributes(`${prefix}.${name}`, a.nested_type.attributes) : [])]);
  return [
    ...(describedBlock && !block.description?.trim() ? [where] : []),
    ...attributes(where, block.attributes),
    ...Object.entries(block.block_types ?? {}).flatMap(([name, b]) => undescribedIn(`${where}.${name}`, b.block)),
  ];
}

describeWithTerraform("terraform providers schema -json", () => {
  test("prints exactly the checked-in schema, with a description on every resource, attribute and nested attribute", async () => {
    const tf = TerraformWorkdir.create();
    try {
      tf.write("main.tf", 'terraform {\n  required_providers {\n    dbplane = { source = "dbplane/dbplane" }\n  }\n}\n');
      const printed = JSON.parse((await tf.ok(["providers", "schema", "-json"])).stdout);
      expect(printed).toEqual(JSON.parse(fs.readFileSync(terraformSchemaFile(), "utf8")));
      // Every resource, attribute, nested attribute and block member is described, and the
      // provider's settings too.
      const schemas = printed.provider_schemas["registry.terraform.io/dbplane/dbplane"];
      const undescribed = [
        ...undescribedIn("provider", schemas.provider.block),
        ...Object.entries(schemas.resource_schemas).flatMap(([type, s]) => undescribedIn(type, (s as { block: Block }).block)),
      ];
      expect(undescribed).toEqual([]);
      expect(Object.keys(schemas.resource_schemas)).toHaveLength(specs.length);
      // Every data source and each of its arguments and results is described (the members of a
      // result whose shape is the API's answer may not be).
      const dataSources = Object.entries(schemas.data_source_schemas as Record<string, { block: Block }>);
      const undescribedData = dataSources.flatMap(([type, { block }]) => [
        ...(block.description?.trim() ? [] : [type]),
        ...Object.entries(block.attributes ?? {}).flatMap(([name, a]) => (a.description?.trim() ? [] : [`${type}.${name}`])),
      ]);
      expect(undescribedData).toEqual([]);
      expect(dataSources.map(([type]) => type).sort()).toEqual(lookups.map((l) => dataSourceTypeName(l.name)).sort());
    } finally {
      tf.close();
    }
  });
});

test("terraform/proto/protocol.json is up to date with the .proto files", () => {
  expect(fs.readFileSync(protocolJsonFile(), "utf8")).toBe(protocolJsonText());
});
