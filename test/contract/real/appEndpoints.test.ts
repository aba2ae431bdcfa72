import { appEndpointSpec } from "../../../resources/appEndpoint";
import { oidcProviderSpec } from "../../../resources/oidcProvider";
import { answerProblems, requestProblems } from "../../support/apiModel";
import { startStub, type StubAnswer, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** App Endpoints and OIDC providers against answers shaped as the real API gives them: it fills
 *  in the CORS object and the scopes an endpoint was created without, spells the default
 *  access-control function its own way (one per collection name), leaves out members at their
 *  zero value or default (`maxAge`, an OIDC provider's `register`), lists the collections that
 *  need a resync as arrays, and answers 403 for an endpoint that does not exist. None of it may
 *  plan a change; the gone endpoint is gone. */

const scope = {
  organizationId: "00000000-0000-4000-8000-000000000001",
  projectId: "00000000-0000-4000-8000-000000000002",
  clusterId: "00000000-0000-4000-8000-000000000003",
  appServiceId: "00000000-0000-4000-8000-000000000004",
};

const forbidden: StubAnswer = {
  status: 403,
  body: { code: 1002, hint: "Your access to the requested resource is denied.", httpStatusCode: 403, message: "Access Denied." },
};

/** A stand-in App Service: endpoints come online at once and are answered as `fill` completes
 *  them (the API's choices); an endpoint it does not have is a 403. */
async function appService(fill: (body: Record<string, any>) => Record<string, unknown> = () => ({})): Promise<StubApi & { endpoints: Map<string, Record<string, any>> }> {
  const endpoints = new Map<string, Record<string, any>>();
  const answer = (name: string) => ({
    adminURL: `https://example.apps.cloud.couchbase.com:4985/${name}`,
    metricsURL: "https://example.apps.cloud.couchbase.com:4988/metrics",
    publicURL: `https://example.apps.cloud.couchbase.com:4984/${name}`,
    ...endpoints.get(name),
  });
  const stub = await startStub("management");
  stub
    .on("createAppEndpoint", ({ body }) => {
      endpoints.set(body.name, { state: "Online", ...body, ...fill(body) });
      return { status: 201 };
    })
    .on("getAppEndpoint", ({ params }) => (endpoints.has(params.appEndpointName) ? { status: 200, body: answer(params.appEndpointName) } : forbidden))
    .on("replaceAppEndpoint", ({ params, body }) => {
      endpoints.set(params.appEndpointName, { ...endpoints.get(params.appEndpointName), ...body, ...fill(body) });
      return { status: 204 };
    })
    .on("deleteAppEndpoint", ({ params }) => (endpoints.delete(params.appEndpointName) ? { status: 202 } : forbidden))
    .on("listAppEndpoints", () => ({
      status: 200,
      body: {
        data: [...endpoints.keys()].map(answer),
        cursor: {
          pages: { page: 1, last: 1, perPage: 10, totalItems: endpoints.size },
          hrefs: { first: "https://cloudapi.cloud.couchbase.com/v4/x?page=1", last: "https://cloudapi.cloud.couchbase.com/v4/x?page=1", next: "", previous: "" },
        },
      },
    }));
  return Object.assign(stub, { endpoints });
}

/** What the real API answers for an endpoint created without `cors` or `scopes`. */
const apiChoices = (body: Record<string, any>) => ({
  cors: body.cors ? { disabled: false, ...body.cors } : { origin: [], disabled: true },
  scopes: body.scopes
    ? Object.fromEntries(
        Object.entries(body.scopes as Record<string, { collections: Record<string, Record<string, string>> }>).map(([s, { collections }]) => [
          s,
          { collections: Object.fromEntries(Object.entries(collections).map(([c, fns]) => [c, { accessControlFunction: `function(doc){channel("${c}");}`, ...fns }])) },
        ]),
      )
    : { _default: { collections: { _default: { accessControlFunction: "function(doc){channel(doc.channels);}" } } } },
  userXattrKey: body.userXattrKey ?? "",
  deltaSyncEnabled: body.deltaSyncEnabled ?? false,
});

let stub: StubApi | undefined;
afterEach(() => stub?.close());

test("an endpoint declared without cors or scopes: the CORS object and scopes the API filled in plan no change", async () => {
  stub = await appService(apiChoices);
  const ops = stubbedOperations(appEndpointSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "orders", bucket: "orders" });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(refreshed.cors).toEqual({ origin: [], disabled: true });
  expect(refreshed.scopes).toEqual({ _default: { collections: { _default: { accessControlFunction: "function(doc){channel(doc.channels);}" } } } });
  expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
  expect(stub.exchanges.flatMap(answerProblems)).toEqual([]);
});

test("collections declared without functions take the API's defaults (named after the collection) with no change planned", async () => {
  stub = await appService(apiChoices);
  const ops = stubbedOperations(appEndpointSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "travel", bucket: "travel", scopes: { inventory: { collections: { hotels: {}, airlines: { importFilter: "function (doc) { return true; }" } } } } });
  const { refreshed } = await createAndRead(ops, inputs);
  // The API answered the function it chose; the outputs keep the collection as declared while
  // the API's means the same, so a refresh reports no drift.
  const answered = JSON.parse(stub.exchanges.filter((e) => e.method === "GET" && e.status === 200).pop()!.responseBody);
  expect(answered.scopes.inventory.collections.hotels).toEqual({ accessControlFunction: 'function(doc){channel("hotels");}' });
  expect(refreshed.scopes).toEqual(inputs.scopes);
  expect(ops.diff(refreshed, inputs).changed).toEqual([]);
  // A function the program sets is compared: another one is a change.
  const changedFn = checked(ops, { ...inputs, scopes: { inventory: { collections: { hotels: { accessControlFunction: "function (doc) { channel('x'); }" }, airlines: {} } } } });
  expect(ops.diff(refreshed, changedFn).changed).toEqual(["scopes"]);
  // So is a collection more or less.
  const fewer = checked(ops, { ...inputs, scopes: { inventory: { collections: { hotels: {} } } } });
  expect(ops.diff(refreshed, fewer).changed).toEqual(["scopes"]);
});

test("a CORS object with only origins: members the API filled in or left out at their default plan no change", async () => {
  // The API leaves `maxAge` out at its default and adds the lists it chose.
  stub = await appService((body) => ({ cors: { origin: body.cors.origin, loginOrigin: [], headers: [], disabled: false } }));
  const ops = stubbedOperations(appEndpointSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "web", bucket: "web", cors: { origin: ["https://app.example.com"] } });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(refreshed.cors).toEqual(inputs.cors);
  expect(ops.diff(refreshed, inputs).changed).toEqual([]);
  expect(ops.diff(refreshed, checked(ops, { ...inputs, cors: { origin: ["https://app.example.com"], maxAge: 60 } })).changed).toEqual(["cors"]);
});

test("CORS with origins and disabled: true passes check, as the API takes it; without origin it is refused naming cors.origin", () => {
  const ops = stubbedOperations(appEndpointSpec, {});
  expect(ops.check({ ...scope, name: "a", bucket: "b", cors: { origin: ["*"], disabled: true } }).failures).toEqual([]);
  expect(ops.check({ ...scope, name: "a", bucket: "b", cors: { disabled: true } }).failures).toEqual([{ path: ["cors", "origin"], reason: "required" }]);
  expect(ops.check({ ...scope, name: "a", bucket: "b", cors: { origin: [] } }).failures).toEqual([
    { path: ["cors", "origin"], reason: expect.stringMatching(/at least one origin when CORS is enabled/) },
  ]);
});

test("collections needing a resync are read as the API lists them (scope to collection names); the endpoint has no resync state of its own", async () => {
  stub = await appService((body) => ({ ...apiChoices(body), requireResync: { inventory: ["hotels"] }, isRequireResync: true }));
  const ops = stubbedOperations(appEndpointSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "resync", bucket: "resync" });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(refreshed).toMatchObject({ requireResync: { inventory: ["hotels"] }, isRequireResync: true, metricsURL: expect.stringMatching(/^https:/) });
  expect(refreshed).not.toHaveProperty("resyncState");
  expect(refreshed).not.toHaveProperty("audit");
  expect(stub.exchanges.flatMap(answerProblems)).toEqual([]);
});

test("an update sends every field: what the program leaves unset goes back as the API has it", async () => {
  stub = await appService(apiChoices);
  const ops = stubbedOperations(appEndpointSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "put", bucket: "put" });
  const { id, refreshed } = await createAndRead(ops, inputs);
  const next = checked(ops, { ...inputs, deltaSyncEnabled: true });
  await ops.update(id, refreshed, next);
  const put = stub.exchanges.find((e) => e.method === "PUT")!;
  expect(JSON.parse(put.requestBody)).toEqual({
    name: "put",
    bucket: "put",
    scopes: { _default: { collections: { _default: { accessControlFunction: "function(doc){channel(doc.channels);}" } } } },
    deltaSyncEnabled: true,
    userXattrKey: "",
    disablePublicAllDocs: false,
    oidc: [],
    cors: { origin: [], disabled: true },
  });
  expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
});

test("an endpoint deleted elsewhere answers 403: a read finds it gone (it is not listed), and so does a delete", async () => {
  stub = await appService(apiChoices);
  const ops = stubbedOperations(appEndpointSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "gone", bucket: "gone" });
  const { id, outs } = await ops.create(inputs);
  stub.endpoints.delete("gone");
  expect(await ops.read(id, outs)).toBeUndefined();
  await ops.delete(id, outs);
  expect(stub.exchanges.filter((e) => e.status === 403).map((e) => e.method)).toEqual(["GET", "DELETE", "GET"]);
  expect(stub.exchanges.flatMap(answerProblems)).toEqual([]);
});

test("a 403 for an endpoint the App Service still lists is the API key's: the read fails with it", async () => {
  stub = await appService(apiChoices);
  stub.on("getAppEndpoint", () => forbidden);
  const ops = stubbedOperations(appEndpointSpec, { management: stub });
  const inputs = checked(ops, { ...scope, name: "mine", bucket: "mine" });
  stub.endpoints.set("mine", { name: "mine", bucket: "mine", state: "Online" });
  await expect(ops.read("mine", inputs)).rejects.toThrow(/403 \(code 1002\) Access Denied\./);
});

test("an OIDC provider whose optional fields the API left out (register, userPrefix, ...) plans no change", async () => {
  const providers = new Map<string, Record<string, unknown>>();
  stub = await startStub("management");
  stub
    .on("createOidcProvider", ({ body }) => {
      providers.set("4e0f5b0e-0000-4000-8000-000000000001", { providerId: "4e0f5b0e-0000-4000-8000-000000000001", isDefault: true, ...body });
      return { status: 201, body: { providerId: "4e0f5b0e-0000-4000-8000-000000000001" } };
    })
    .on("getOidcProvider", ({ params }) => (providers.has(params.OIDCProviderId) ? { status: 200, body: providers.get(params.OIDCProviderId) } : forbidden));
  const ops = stubbedOperations(oidcProviderSpec, { management: stub });
  const inputs = checked(ops, { ...scope, appEndpointName: "login", issuer: "https://id.example.com", clientId: "app" });
  const { refreshed } = await createAndRead(ops, inputs);
  expect(refreshed).toMatchObject({ issuer: "https://id.example.com", clientId: "app", scope: ["openid", "email"], isDefault: true });
  expect(ops.diff(refreshed, inputs).changed).toEqual([]);
  expect(stub.exchanges.flatMap(answerProblems)).toEqual([]);
});
