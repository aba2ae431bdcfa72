import * as fs from "node:fs";
import { terraformSchemaFile, terraformSchemaText } from "../../schema/terraform/generate";
import { describeWithTerraform, TerraformWorkdir } from "../support/terraform";

/** schema/terraform/provider.json is checked in (the CDKTF bindings are generated from it): it must
 *  be what the specs generate (`npm run schema` after changing a spec), and what the real
 *  `terraform providers schema -json` prints for the plugin. */

test("schema/terraform/provider.json is up to date with the specs", () => {
  expect(fs.readFileSync(terraformSchemaFile(), "utf8")).toBe(terraformSchemaText());
});

describeWithTerraform("terraform providers schema -json", () => {
  test("prints exactly the checked-in schema", async () => {
    const tf = TerraformWorkdir.create();
    try {
      tf.write("main.tf", 'terraform {\n  required_providers {\n    dbplane = { source = "dbplane/dbplane" }\n  }\n}\n');
      const printed = JSON.parse((await tf.ok(["providers", "schema", "-json"])).stdout);
      expect(printed).toEqual(JSON.parse(fs.readFileSync(terraformSchemaFile(), "utf8")));
    } finally {
      tf.close();
    }
  });
});
