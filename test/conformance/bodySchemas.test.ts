import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { routeIndexOf } from "../../conformance/core/http";
import { AJV_OPTIONS, jsonSchemaOf } from "../../conformance/core/validate";
import { buildApps, openWorld } from "../../conformance/world";

/** The server compiles request-body schemas without checking them against the JSON Schema
 *  meta-schema (that cost ~60 ms of its first request): this test checks every one of them, on
 *  every port, once. */
test("every request-body schema of every port is a valid JSON Schema 2020-12", async () => {
  const world = await openWorld({ bootstrapToken: "schemas", gatewayAdminPassword: "schemas" });
  try {
    const ajv = new Ajv2020({ ...AJV_OPTIONS, validateSchema: true });
    addFormats(ajv);
    const apps = buildApps(world.ctx);
    const checked: string[] = [];
    const invalid: Array<{ route: string; errors: unknown }> = [];
    for (const app of Object.values(apps)) {
      for (const route of routeIndexOf(app)) {
        if (!route.body) continue;
        const name = `${route.method} ${route.url}`;
        checked.push(name);
        if (!ajv.validateSchema(jsonSchemaOf(route.body))) invalid.push({ route: name, errors: ajv.errors });
      }
    }
    // Management creates and updates, gateway configuration, users and sessions.
    expect(checked.length).toBeGreaterThan(40);
    expect(checked).toEqual(expect.arrayContaining(["POST /v4/organizations/:organizationId/apikeys", "PUT /:db/_user/:name"]));
    expect(invalid).toEqual([]);
  } finally {
    await world.close();
  }
});
