import { startConformanceServer, type ConformanceServer } from "../../conformance";
import { clientsFrom, type Clients } from "../../provider/config";
import { runLookup } from "../../provider/lookups";
import { resourceOperations } from "../../provider/operations";
import type { Props } from "../../provider/spec";
import { specOf } from "../../resources";
import { lookupOf, lookups, lookupsFor } from "../../resources/lookups";
import { lookupsByName } from "../../provider/lookups";
import { providerSettingsFor } from "../../local/serverConfig";

/** Every lookup through the core over real HTTP against the conformance server (the front ends
 *  translate; test/terraform/lookups.test.ts and examples/stack-tests run them end to end): what
 *  the objects made here answer, lists (empty ones too), the read-only views, and for every
 *  resource kind a lookup of something missing, which fails naming it and where. */

let server: ConformanceServer;
let clients: Clients;
let cluster: Props;
let service: Props;
let endpoint: Props;

const look = (name: string, args: Props) => runLookup(lookupOf(name), clients, args);
const make = async (kind: string, inputs: Props) => {
  const { id, outs } = await resourceOperations(specOf(kind), () => clients).create(inputs);
  return { ...outs, id };
};

beforeAll(async () => {
  server = await startConformanceServer({ port: 0, transitionMs: 5 });
  clients = clientsFrom(providerSettingsFor(server), { howToSet: (s) => `set ${s}` });
  cluster = { organizationId: server.organizationId, projectId: server.projectId, clusterId: server.clusterId };
  const bucket = await make("Bucket", { ...cluster, name: "orders", memoryAllocationInMb: 256 });
  service = await make("AppService", { ...cluster, name: "mobile" });
  endpoint = await make("AppEndpoint", { ...cluster, appServiceId: service.id, name: "orders", bucket: bucket.name });
  await make("GatewayDatabase", { name: "events" });
  await make("GatewayUser", { database: "events", name: "alice", password: "pass-word", adminChannels: ["a"] });
}, 60_000);
afterAll(() => server?.close());

test("every resource kind has its singular lookup unless its spec opts out; two lookups of one name are an error naming both", () => {
  const bucket = specOf("Bucket");
  const names = lookupsFor([bucket, { ...bucket, kind: "BucketFlush", lookup: false }]).map((l) => l.name);
  expect(names).toContain("Bucket");
  expect(names).not.toContain("BucketFlush");
  expect(() => lookupsByName(lookupsFor([bucket, { ...bucket, kind: "Buckets" }]))).toThrow(
    "dbplane: two lookups are named Buckets (a singular one and a list one): rename one, or opt the resource kind out with `lookup: false`.",
  );
});

test("a singular lookup by natural key or by id answers what the resource has as outputs, with its id", async () => {
  const byName = await look("AppEndpoint", { ...cluster, appServiceId: service.id, name: "orders" });
  expect(byName).toMatchObject({ id: endpoint.id, name: "orders", bucket: "orders", state: endpoint.state, publicURL: endpoint.publicURL });
  expect(await look("AppEndpoint", { ...cluster, appServiceId: service.id, id: endpoint.id })).toEqual(byName);
  // An object the API does not list (a gateway database) is found by its name; a write-only
  // secret (a password) is never answered.
  expect(await look("GatewayDatabase", { name: "events" })).toMatchObject({ id: "events", name: "events" });
  const alice = await look("GatewayUser", { database: "events", name: "alice" });
  expect(alice).toMatchObject({ id: "alice", adminChannels: ["a"] });
  expect(alice).not.toHaveProperty("password");
});

test("a singular lookup of something missing fails naming what it looked for and where, for every resource kind", async () => {
  const where = { ...cluster, appServiceId: service.id, appEndpointName: "orders", bucketId: "b3JkZXJz", database: "events" };
  const messages = await Promise.all(
    lookups
      .filter((l) => l.form === "singular")
      .map(async (l) => {
        const args = Object.fromEntries(Object.keys(l.arguments).filter((k) => k in where).map((k) => [k, where[k as keyof typeof where]]));
        const keyed = l.oneOf ? { ...args, id: "missing-0" } : args;
        return [l.name, await look(l.name, keyed).then(() => "found", (e: Error) => e.message)];
      }),
  );
  for (const [name, message] of messages) {
    // Objects a scope names alone (a bucket's backup schedule, an App Service's log streaming…)
    // may exist by default; the others must not be found.
    if (message === "found") {
      expect({ name, found: lookupOf(name).oneOf }).toEqual({ name, found: undefined });
      continue;
    }
    // An App Endpoint's logging is read only while its App Service streams logs: the API's own 409.
    if (name === "AppEndpointLogging") {
      expect(message).toContain("failed: 409 (code 1004) Log streaming of App Service");
      continue;
    }
    expect({ name, message }).toEqual({ name, message: expect.stringMatching(new RegExp(`^dbplane: no ${name}( with id missing-0)? was found( in .*)?\\.$`)) });
  }
  expect(Object.fromEntries(messages)).toMatchObject({ AppService: `dbplane: no AppService with id missing-0 was found in organization ${server.organizationId}, project ${server.projectId}, cluster ${server.clusterId}.` });
  await expect(look("Bucket", { ...cluster, name: "orders", id: "x" })).rejects.toThrow("dbplane: lookup Bucket: id: give `id` or `name`, not both.");
});

test("lists: the objects of a scope with their resource's attributes; nothing found is an empty list", async () => {
  const services = await look("AppServices", { organizationId: server.organizationId, projectId: server.projectId });
  expect(services.items.map((s: Props) => [s.name, s.id, s.clusterId])).toEqual([["mobile", service.id, server.clusterId]]);
  expect((await look("Buckets", cluster)).items.map((b: Props) => b.name)).toEqual(["orders"]);
  expect((await look("AppEndpoints", { ...cluster, appServiceId: service.id })).items.map((e: Props) => e.id)).toEqual(["orders"]);
  expect((await look("ApiKeys", { organizationId: server.organizationId })).items.length).toBeGreaterThan(0);
  expect((await look("ApiKeys", { organizationId: server.organizationId })).items.every((k: Props) => k.token === undefined)).toBe(true);
  expect(await look("AllowedCidrs", cluster)).toEqual({ items: [] });
  expect(await look("PrivateEndpoints", { ...cluster, appServiceId: service.id })).toEqual({ items: [] });
  expect((await look("GatewayUsers", { database: "events" })).items.map((u: Props) => u.name)).toContain("alice");
  const bucketId = Buffer.from("orders").toString("base64url");
  expect(await look("Backups", { ...cluster, bucketId })).toEqual({ items: [] });
  await clients.management().postAction(`/v4/organizations/${server.organizationId}/projects/${server.projectId}/clusters/${server.clusterId}/buckets/${bucketId}/backups`);
  const backups = await look("Backups", { ...cluster, bucketId });
  expect(backups.items).toEqual([expect.objectContaining({ bucketName: "orders", method: "full", source: "manual", status: expect.any(String) })]);
});

test("read-only lookups: the certificate, audit events, resync status, the connect command and the billing views", async () => {
  const at = { ...cluster, appServiceId: service.id };
  expect((await look("AppServiceCertificate", at)).certificate).toContain("BEGIN CERTIFICATE");
  const clusterEvents = await look("ClusterAuditLogEvents", cluster);
  expect(clusterEvents.eventIds).toEqual(clusterEvents.events.map((e: Props) => e.id));
  expect(clusterEvents.eventIds.length).toBeGreaterThan(0);
  const endpointEvents = await look("AppEndpointAuditLogEvents", { ...at, appEndpointName: "orders" });
  expect(endpointEvents.eventIds.length).toBeGreaterThan(0);
  expect(endpointEvents.eventIds).toEqual([...endpointEvents.eventIds].sort((a: number, b: number) => a - b));
  expect(await look("AppEndpointResyncStatus", { ...at, appEndpointName: "orders" })).toMatchObject({ state: expect.any(String), docsProcessed: expect.any(Number) });
  await make("PrivateEndpointService", at);
  expect((await look("PrivateEndpointCommand", { ...at, vpcID: "vpc-0123456789ab", subnetIDs: ["subnet-1"] })).command).toContain("vpc-0123456789ab");
  await expect(look("PrivateEndpointCommand", { ...at, vpcID: "short", subnetIDs: [] })).rejects.toThrow(/lookup PrivateEndpointCommand: vpcID: /);
  const range = { startDate: "2026-01-01", endDate: "2026-01-31" };
  expect(await look("CategorizedBilling", { organizationId: server.organizationId, ...range })).toMatchObject({ billingCurrency: expect.any(String), periods: expect.any(Array) });
  expect(await look("ItemizedBilling", { ...cluster, ...range, filters: { categories: ["analyticsCompute"] } })).toMatchObject({ clusterName: expect.any(String) });
  expect((await look("PrepaidCredits", { organizationId: server.organizationId })).credits.length).toBeGreaterThan(0);
  expect(await look("PayAsYouGoBilling", { organizationId: server.organizationId })).toMatchObject({ total: { total: expect.any(Number) } });
});
