import { apiKeySpec } from "../../../resources/apiKey";
import { requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** API keys against answers shaped as the real API gives them: a `resources` item sent without
 *  `type` comes back with `type: "project"`, the default; the token only in the create's answer. */

const organizationId = "00000000-0000-4000-8000-000000000001";
const projectId = "00000000-0000-4000-8000-000000000002";
const audit = { createdBy: "u", createdAt: "2026-01-01T00:00:00Z", modifiedBy: "u", modifiedAt: "2026-01-01T00:00:00Z", version: 1 };

async function organization(): Promise<StubApi> {
  const keys = new Map<string, Record<string, unknown>>();
  const stub = await startStub("management");
  return stub
    .on("createApiKey", ({ body }) => {
      const id = `KEY${keys.size + 1}`;
      keys.set(id, {
        id,
        name: body.name,
        description: body.description ?? "",
        expiry: body.expiry ?? 180,
        allowedCIDRs: body.allowedCIDRs ?? ["0.0.0.0/0"],
        organizationRoles: body.organizationRoles,
        // The API records the default type of an item that leaves it out.
        resources: (body.resources ?? []).map((r: Record<string, unknown>) => ({ type: "project", ...r })),
        audit,
      });
      return { status: 201, body: { id, token: `token-${id}` } };
    })
    .on("getApiKey", ({ params }) => (keys.has(params.apiKeyId) ? { status: 200, body: keys.get(params.apiKeyId) } : { status: 404, body: { code: 404, hint: "", httpStatusCode: 404, message: "gone" } }))
    .on("listApiKeys", () => ({ status: 200, body: { data: [...keys.values()], cursor: { pages: { page: 1, last: 1, perPage: 100, totalItems: keys.size }, hrefs: { first: "https://api.example/k", last: "https://api.example/k", next: "", previous: "" } } } }))
    .on("rotateApiKey", ({ params }) => ({ status: 200, body: { secretKey: "s".repeat(64), token: `rotated-${params.apiKeyId}` } }));
}

let stub: StubApi | undefined;
afterEach(() => stub?.close());

test("a resources item without type (read back as type 'project'): no change planned", async () => {
  stub = await organization();
  const ops = stubbedOperations(apiKeySpec, { management: stub });
  const inputs = checked(ops, { organizationId, name: "ci", organizationRoles: ["projectCreator"], resources: [{ id: projectId, roles: ["projectViewer"] }] });
  const { outs, refreshed } = await createAndRead(ops, inputs);
  expect(refreshed.resources).toEqual([{ type: "project", id: projectId, roles: ["projectViewer"] }]);
  expect(outs.token).toBe("token-KEY1");
  expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
  // The state a refresh recorded before the item's default was known compares equal too.
  expect(ops.diff(refreshed, checked(ops, { organizationId, name: "ci", organizationRoles: ["projectCreator"], resources: [{ type: "project", id: projectId, roles: ["projectViewer"] }] })).changed).toEqual([]);
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("another project's roles still replace the key", async () => {
  stub = await organization();
  const ops = stubbedOperations(apiKeySpec, { management: stub });
  const inputs = checked(ops, { organizationId, name: "ci", organizationRoles: ["projectCreator"], resources: [{ id: projectId, roles: ["projectViewer"] }] });
  const { refreshed } = await createAndRead(ops, inputs);
  const next = checked(ops, { ...inputs, resources: [{ id: projectId, roles: ["projectOwner"] }] });
  expect(ops.diff(refreshed, next).replaces).toEqual(["resources"]);
});

test("rotation posts to the model's rotate operation and takes the new token", async () => {
  stub = await organization();
  const ops = stubbedOperations(apiKeySpec, { management: stub });
  const inputs = checked(ops, { organizationId, name: "ci", organizationRoles: ["organizationMember"] });
  const { id, outs } = await ops.create(inputs);
  const { outs: after } = await ops.update(id, outs, { ...inputs, rotation: 1 });
  expect(after.token).toBe(`rotated-${id}`);
  expect(stub.exchanges.map((e) => `${e.method} ${e.path}`)).toContain(`POST /v4/organizations/${organizationId}/apikeys/${id}/rotate`);
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("resources items are the API's {type?, id, roles}: anything else is refused at check", () => {
  const ops = stubbedOperations(apiKeySpec, {});
  const base = { organizationId, name: "ci", organizationRoles: ["projectCreator"] };
  expect(ops.check({ ...base, resources: [{ roles: ["projectViewer"] }] }).failures).toEqual([{ path: ["resources", 0, "id"], reason: "required" }]);
  expect(ops.check({ ...base, resources: [{ id: projectId, roles: ["owner"] }] }).failures.map((f) => f.path)).toEqual([["resources", 0, "roles", 0]]);
  expect(ops.check({ ...base, resources: [{ id: projectId, roles: [], scope: "x" }] }).failures).toEqual([{ path: ["resources", 0, "scope"], reason: "unknown property 'scope'" }]);
});
