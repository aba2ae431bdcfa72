import { alertIntegrationSpec } from "../../../resources/alertIntegration";
import { requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** Alert integrations against answers shaped as the real API gives them: the webhook block with
 *  its required `method` and `url`, the secrets left out of reads, `enabled` and `status` the
 *  API's; the update is `{name, config}` answered 204. */

const scope = { organizationId: "00000000-0000-4000-8000-000000000001", projectId: "00000000-0000-4000-8000-000000000002" };
const audit = { createdBy: "u", createdAt: "2026-01-01T00:00:00Z", modifiedBy: "u", modifiedAt: "2026-01-01T00:00:00Z", version: 1 };
const webhook = { method: "POST", url: "https://alerts.example.com/hook", token: "s3cret", basicAuth: { user: "ops", password: "pw" }, headers: { "x-team": "db" } };

/** A stand-in project whose integrations are created with `enabled` as given (the API's). */
async function project(enabled: boolean): Promise<StubApi> {
  const integrations = new Map<string, Record<string, any>>();
  const redacted = (config: Record<string, Record<string, unknown>>) => {
    const { token: _t, basicAuth: _b, ...rest } = config.webhook;
    return { webhook: rest };
  };
  const stub = await startStub("management");
  return stub
    .on("createAlertIntegration", ({ body }) => {
      const id = `00000000-0000-4000-8000-${String(integrations.size + 1).padStart(12, "0")}`;
      integrations.set(id, { id, name: body.name, tenantId: scope.organizationId, projectId: scope.projectId, kind: body.kind, configKey: "k", status: "healthy", enabled, config: redacted(body.config), audit });
      return { status: 201, body: { id } };
    })
    .on("getAlertIntegration", ({ params }) => ({ status: 200, body: integrations.get(params.alertIntegrationId) }))
    .on("listAlertIntegrations", () => ({
      status: 200,
      body: { data: [...integrations.values()], cursor: { pages: { page: 1, last: 1, perPage: 100, totalItems: integrations.size }, hrefs: { first: "https://api.example/a", last: "https://api.example/a", next: "", previous: "" } } },
    }))
    .on("updateAlertIntegration", ({ params, body }) => {
      const found = integrations.get(params.alertIntegrationId)!;
      Object.assign(found, { name: body.name ?? found.name, config: redacted(body.config) });
      return { status: 204 };
    });
}

let stub: StubApi | undefined;
afterEach(() => stub?.close());

test("a webhook with the API's required method and url passes check and is created; the secrets kept, enabled and status the API's: no change planned", async () => {
  stub = await project(false);
  const ops = stubbedOperations(alertIntegrationSpec, { management: stub });
  const inputs = checked(ops, { ...scope, kind: "webhook", name: "pager", config: { webhook } });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(refreshed).toMatchObject({ enabled: false, status: "healthy", config: { webhook } });
  expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
  const sent = stub.exchanges.find((e) => e.method === "POST")!;
  expect(JSON.parse(sent.requestBody)).toEqual({ kind: "webhook", name: "pager", config: { webhook } });
  // No write but the create: `enabled` is not the provider's to set.
  expect(stub.exchanges.filter((e) => e.method !== "GET").map((e) => e.method)).toEqual(["POST"]);
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("an update sends the API's {name, config} and takes its 204", async () => {
  stub = await project(true);
  const ops = stubbedOperations(alertIntegrationSpec, { management: stub });
  const inputs = checked(ops, { ...scope, kind: "webhook", name: "pager", config: { webhook } });
  const { id, refreshed } = await createAndRead(ops, inputs);
  const next = checked(ops, { ...inputs, name: "pager-2", config: { webhook: { ...webhook, method: "PUT", url: "https://alerts.example.com/v2" } } });
  expect(ops.diff(refreshed, next)).toEqual({ changed: ["name", "config"], replaces: [], deleteBeforeReplace: false });
  const { outs } = await ops.update(id, refreshed, next);
  expect(outs).toMatchObject({ name: "pager-2", enabled: true, config: next.config });
  const put = stub.exchanges.find((e) => e.method === "PUT")!;
  expect({ status: put.status, body: JSON.parse(put.requestBody) }).toEqual({ status: 204, body: { name: "pager-2", config: next.config } });
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
  expect(ops.diff((await ops.read(id, outs))!.outs, next).changed).toEqual([]);
});

test("check holds the webhook block to the API's: method POST or PUT and an absolute url required; enabled is no input", () => {
  const ops = stubbedOperations(alertIntegrationSpec, {});
  const base = { ...scope, kind: "webhook", name: "pager" };
  expect(ops.check({ ...base, config: { webhook: { method: "POST" } } }).failures).toEqual([{ path: ["config", "webhook", "url"], reason: "required" }]);
  expect(ops.check({ ...base, config: { webhook: { url: "https://a.example" } } }).failures).toEqual([{ path: ["config", "webhook", "method"], reason: "required" }]);
  expect(ops.check({ ...base, config: { webhook: { method: "GET", url: "https://a.example" } } }).failures.map((f) => f.path)).toEqual([["config", "webhook", "method"]]);
  expect(ops.check({ ...base, config: { webhook: { method: "POST", url: "alerts" } } }).failures).toEqual([
    { path: ["config", "webhook", "url"], reason: "must be an absolute URL such as https://alerts.example.com/hook" },
  ]);
  expect(ops.check({ ...base, config: { webhook: { method: "POST", url: "https://a.example", customPayloads: {} } } }).failures).toEqual([
    { path: ["config", "webhook", "customPayloads"], reason: "unknown property 'customPayloads'" },
  ]);
  expect(ops.check({ ...base, enabled: false, config: { webhook } }).failures).toEqual([{ path: ["enabled"], reason: "unknown property 'enabled'" }]);
  expect(ops.check({ ...base, config: { webhook } }).failures).toEqual([]);
});
