import { client, expectError, paths, useTarget } from "../support/conformance";

/** App Services, admin users, certificate and metadata isolation as the management API's v4
 *  specification has them (operations, bodies, statuses, states), with document 2's rules where
 *  the specification is silent (one App Service per cluster, turn on/off conditions, limits). */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const T = 60_000;
const t = useTarget({ transitionMs: T });
const api = client(t);
let gcp: string;
let freeTier: string;

beforeAll(() => {
  gcp = t.clusters.find((c) => c.cloudProvider === "gcp")!.id;
  freeTier = t.clusters.find((c) => c.freeTier)!.id;
});
beforeEach(() => api.control("POST", "reset"));

const C = (clusterId = t.clusterId) => `${paths(t, clusterId).C}/appservices`;
const A = (id: string, clusterId = t.clusterId) => paths(t, clusterId).A(id);
const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * T + 1 });
const stateOf = async (id: string, clusterId = t.clusterId) => (await api.get(A(id, clusterId))).body.currentState;
const fail = (operation: string) => api.control("POST", "simulate/failure", { kind: "appService", operation });
const power = (clusterId: string, state: "on" | "off") => api.control("POST", "simulate/cluster", { clusterId, state });
const validUpdate = { nodes: 3, compute: { cpu: 4, ram: 8 } };

async function create(clusterId = t.clusterId, body: object = { name: "svc" }): Promise<string> {
  const res = await api.post(C(clusterId), body);
  expect(res.status).toBe(201);
  return res.body.id;
}

async function healthy(clusterId = t.clusterId): Promise<string> {
  const id = await create(clusterId);
  await advance(2);
  expect(await stateOf(id, clusterId)).toBe("healthy");
  return id;
}

describe("App Service create and read", () => {
  test("create answers 201 {id}; the read shows defaults, read-only fields and an ETag", async () => {
    const created = await api.post(C(), { name: "svc", description: "mobile sync" });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(["id"]);
    const read = await api.get(A(created.body.id));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      name: "svc",
      description: "mobile sync",
      nodes: 2,
      compute: { cpu: 2, ram: 4 },
      version: "3.2.0-1.0.0",
      cloudProvider: "aws",
      plan: "enterprise",
      clusterId: t.clusterId,
      currentState: "deploying",
      audit: { version: 1 },
    });
    // Exactly the specification's fields: no loadBalancerCidr unless one was given (azure only).
    expect(Object.keys(read.body).sort()).toEqual(["audit", "cloudProvider", "clusterId", "compute", "currentState", "description", "id", "name", "nodes", "plan", "version"]);
    expect(read.headers.etag).toBe('"Version-1"');
  });

  test("create: pending, deploying for two steps, then healthy", async () => {
    const id = await create();
    expect(["pending", "deploying"]).toContain(await stateOf(id));
    await advance(1);
    expect(await stateOf(id)).toBe("deploying");
    await advance(1);
    expect(await stateOf(id)).toBe("healthy");
  });

  test.each([
    [{}, /'name' is required/],
    [{ name: "" }, /'name'/],
    [{ name: "x".repeat(257) }, /'name'/],
    [{ name: 7 }, /'name' must be a string; got an integer/],
    [{ name: "s", nodes: 1 }, /'nodes'/],
    [{ name: "s", nodes: 13 }, /'nodes'/],
    [{ name: "s", nodes: 2.5 }, /'nodes'/],
    [{ name: "s", compute: { cpu: 3, ram: 4 } }, /'compute.cpu'/],
    [{ name: "s", compute: { cpu: 2 } }, /'compute.ram' is required/],
    [{ name: "s", compute: { cpu: 2, ram: 8 } }, /'compute'.*not a supported combination/],
    [{ name: "s", version: "latest" }, /'version'/],
    [{ name: "s", loadBalancerCidr: "10.0.0/23" }, /'loadBalancerCidr' must be an IPv4 range a.b.c.d\/n such as 10.0.0.0\/23\.$/],
    [{ name: "s", loadBalancerCidr: "10.0.0.0/123" }, /'loadBalancerCidr' must be an IPv4 range a.b.c.d\/n such as 10.0.0.0\/23\.$/],
    [{ name: "s", loadBalancerCidr: "10.0.0.0/23" }, /'loadBalancerCidr' is supported only for App Services on azure clusters/],
    [{ name: "s", cloudProvider: "aws" }, /'cloudProvider' is not allowed/],
    [{ name: "s", plan: "free" }, /'plan' is not allowed/],
    [{ name: "s", clusterId: "00000000-0000-0000-0000-000000000000" }, /'clusterId' is not allowed/],
    [{ name: "s", currentState: "healthy" }, /'currentState' is not allowed/],
  ])("create rejects %j with 400 code 1000 naming the field", async (body, message) => {
    expectError(await api.post(C(), body), 400, 1000, message);
  });

  test("limits: name of 256 characters, 12 nodes and every supported compute size (up to 36 cores, 72 GB) are accepted", async () => {
    const id = await create(t.clusterId, { name: "n".repeat(256), nodes: 12, compute: { cpu: 36, ram: 72 } });
    expect((await api.get(A(id))).body).toMatchObject({ nodes: 12, compute: { cpu: 36, ram: 72 } });
    for (const compute of [{ cpu: 4, ram: 8 }, { cpu: 8, ram: 16 }, { cpu: 16, ram: 32 }]) {
      await api.control("POST", "reset");
      await create(t.clusterId, { name: "s", compute });
    }
  });

  test("a given version is the release line the App Service runs: reads give its full version", async () => {
    const id = await create(t.clusterId, { name: "s", version: "3.1" });
    expect((await api.get(A(id))).body.version).toBe("3.1.0-1.0.0");
  });

  test("loadBalancerCidr is for azure App Services only: 400 naming azure on aws and gcp; omitted, none is shown", async () => {
    expectError(await api.post(C(), { name: "s", loadBalancerCidr: "10.0.0.0/23" }), 400, 1000, /'loadBalancerCidr' is supported only for App Services on azure clusters/);
    expectError(await api.post(C(gcp), { name: "s", loadBalancerCidr: "10.0.0.0/23" }), 400, 1000, /azure/);
    const id = await create(gcp);
    const read = await api.get(A(id, gcp));
    expect(read.body).toMatchObject({ cloudProvider: "gcp", plan: "developer pro" });
    expect(read.body).not.toHaveProperty("loadBalancerCidr");
  });

  test("one App Service per cluster: a second create is 409, a new one is allowed once the first is destroyed", async () => {
    const first = await healthy();
    expectError(await api.post(C(), { name: "second" }), 409, 1004, /one App Service/);
    expect((await api.delete(A(first))).status).toBe(202);
    expectError(await api.post(C(), { name: "second" }), 409, 1004); // still destroying
    await advance(1);
    await create(t.clusterId, { name: "second" });
  });

  test("create on a cluster that is off is 409", async () => {
    await power(t.clusterId, "off");
    expectError(await api.post(C(), { name: "s" }), 409, 1004, /turned off/);
  });

  test("the plan is the cluster's support plan: basic on the free tier, enterprise on the paid aws cluster", async () => {
    const id = await create(freeTier);
    expect((await api.get(A(id, freeTier))).body.plan).toBe("basic");
    expect((await api.get(A(await create()))).body.plan).toBe("enterprise");
  });

  test("unknown ids are 404, malformed ids 400", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await api.get(A(unknown)), 404, 1003);
    expectError(await api.get(A("nope")), 400, 1000, /appServiceId/);
    expectError(await api.post(C(unknown), { name: "s" }), 404);
    const id = await create();
    expectError(await api.get(A(id, gcp)), 404); // exists, but not in that cluster
  });

  test("list (organization): filters by projectId, sorts by name, id, description only, pages", async () => {
    await create(t.clusterId, { name: "b", description: "3" });
    await create(gcp, { name: "a", description: "2" });
    await create(freeTier, { name: "c", description: "1" });
    const { O } = paths(t);
    const all = await api.get(`${O}/appservices?projectId=${t.projectId}&sortBy=name`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((s: { name: string }) => s.name)).toEqual(["a", "b", "c"]);
    expect(all.body.data[0]).toMatchObject({ clusterId: gcp, currentState: "deploying" });
    const byDescription = await api.get(`${O}/appservices?sortBy=description&sortDirection=desc`);
    expect(byDescription.body.data.map((s: { description: string }) => s.description)).toEqual(["3", "2", "1"]);
    const page = await api.get(`${O}/appservices?perPage=2&page=2&sortBy=id`);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.cursor.pages).toMatchObject({ page: 2, last: 2, perPage: 2, totalItems: 3 });
    const other = await api.get(`${O}/appservices?projectId=00000000-0000-4000-8000-000000000000`);
    expect(other.body.data).toEqual([]);
    expectError(await api.get(`${O}/appservices?projectId=nope`), 400, 1000, /projectId/);
    expectError(await api.get(`${O}/appservices?sortBy=nodes`), 400, 1000, /sortBy/);
  });
});

describe("App Service update", () => {
  test("update answers 204 (no body), scales for a step and ends healthy with the new size; version and ETag move on", async () => {
    const id = await healthy();
    const res = await api.put(A(id), validUpdate);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const read = await api.get(A(id));
    expect(read.body).toMatchObject({ ...validUpdate, currentState: "scaling", audit: { version: 2 } });
    expect(read.headers.etag).toBe('"Version-2"');
    await advance(1);
    expect(await stateOf(id)).toBe("healthy");
  });

  test.each([
    [{ compute: { cpu: 2, ram: 4 } }, /'nodes' is required/],
    [{ nodes: 3 }, /'compute' is required/],
    [{ nodes: 20, compute: { cpu: 2, ram: 4 } }, /'nodes'/],
    [{ nodes: 3, compute: { cpu: 16, ram: 4 } }, /'compute'.*not a supported combination/],
    [{ ...validUpdate, name: "renamed" }, /'name' is not allowed/],
    [{ ...validUpdate, currentState: "healthy" }, /'currentState' is not allowed/],
    // The update sets the size only: the load balancer range can't change.
    [{ ...validUpdate, loadBalancerCidr: "10.1.2.0/23" }, /'loadBalancerCidr' is not allowed/],
  ])("update rejects %j with 400", async (body, message) => {
    const id = await healthy();
    expectError(await api.put(A(id), body), 400, 1000, message);
  });

  test("If-Match: a stale ETag is 412; the current one or none is accepted", async () => {
    const id = await healthy();
    const etag = (await api.get(A(id))).headers.etag as string;
    expect((await api.put(A(id), validUpdate, { headers: { "if-match": etag } })).status).toBe(204);
    await advance(1);
    expectError(await api.put(A(id), { nodes: 4, compute: { cpu: 4, ram: 8 } }, { headers: { "if-match": etag } }), 412, 1005);
    expect((await api.get(A(id))).body.nodes).toBe(3);
    const current = (await api.get(A(id))).headers.etag as string;
    expect(current).not.toBe(etag);
    expect((await api.put(A(id), { nodes: 4, compute: { cpu: 4, ram: 8 } }, { headers: { "if-match": current } })).status).toBe(204);
    await advance(1);
    expect((await api.put(A(id), { nodes: 5, compute: { cpu: 4, ram: 8 } })).status).toBe(204);
  });

  test("an update with the current size changes nothing", async () => {
    const id = await healthy();
    expect((await api.put(A(id), { nodes: 2, compute: { cpu: 2, ram: 4 } })).status).toBe(204);
    expect((await api.get(A(id))).body).toMatchObject({ currentState: "healthy", audit: { version: 1 } });
  });

  test("changes to a service mid-transition are 409 (update while deploying or scaling); a delete then is 412", async () => {
    const id = await create();
    expectError(await api.put(A(id), validUpdate), 409, 1004, /deploying/);
    expectError(await api.delete(A(id)), 412, 1005, /deploying: it can't be deleted while a change is under way/);
    await advance(2);
    await api.put(A(id), validUpdate);
    expectError(await api.put(A(id), { nodes: 4, compute: { cpu: 4, ram: 8 } }), 409, 1004, /scaling/);
    expectError(await api.delete(`${A(id)}/activationState`), 409, 1004, /scaling/);
  });

  test("update while turned off is 409", async () => {
    const id = await healthy();
    await api.delete(`${A(id)}/activationState`);
    await advance(1);
    expectError(await api.put(A(id), validUpdate), 409, 1004, /turnedOff/);
  });
});

describe("App Service delete", () => {
  test("delete answers 202, destroying for a step, then 404", async () => {
    const id = await healthy();
    expect((await api.delete(A(id))).status).toBe(202);
    expect(await stateOf(id)).toBe("destroying");
    expectError(await api.delete(A(id)), 412, 1005, /destroying/);
    await advance(1);
    expectError(await api.get(A(id)), 404);
    expectError(await api.delete(A(id)), 404);
    const list = await api.get(`${paths(t).O}/appservices`);
    expect(list.body.data).toEqual([]);
  });

  test("delete takes the App Service's admin users with it (the gateway stops accepting them)", async () => {
    const id = await healthy();
    await api.post(`${A(id)}/adminUsers`, { name: "ops", password: "Secr3t!pw", access: { accessAllEndpoints: true } });
    const asOps = () =>
      fetch(`${t.server!.gatewayAdminUrl}/_all_dbs`, {
        headers: { authorization: `Basic ${Buffer.from("ops:Secr3t!pw").toString("base64")}` },
      });
    // Authenticated (App Services has no list of databases: 404, not 401).
    expect((await asOps()).status).toBe(404);
    await api.delete(A(id));
    await advance(1);
    expect((await asOps()).status).toBe(401);
  });

  test("a deleted App Service's App Endpoints are removed (their names are free again)", async () => {
    const id = await healthy();
    expect((await api.post(`${paths(t).C}/buckets`, { name: "b1" })).status).toBe(201);
    expect((await api.post(`${A(id)}/appEndpoints`, { name: "ep1", bucket: "b1" })).status).toBe(201);
    await api.delete(A(id));
    await advance(1);
    const next = await healthy();
    expect((await api.post(`${A(next)}/appEndpoints`, { name: "ep1", bucket: "b1" })).status).toBe(201);
  });
});

describe("App Service turn on / turn off", () => {
  test("turn off answers 202: turningOff, then turnedOff; turn on: turningOn, then healthy", async () => {
    const id = await healthy();
    expect((await api.delete(`${A(id)}/activationState`)).status).toBe(202);
    expect(await stateOf(id)).toBe("turningOff");
    await advance(1);
    expect(await stateOf(id)).toBe("turnedOff");
    expect((await api.post(`${A(id)}/activationState`)).status).toBe(202);
    expect(await stateOf(id)).toBe("turningOn");
    await advance(1);
    expect(await stateOf(id)).toBe("healthy");
  });

  test("turn on needs the linked cluster on: 409 while it is off", async () => {
    const id = await healthy();
    await api.delete(`${A(id)}/activationState`);
    await advance(1);
    await power(t.clusterId, "off");
    expectError(await api.post(`${A(id)}/activationState`), 409, 1004, /cluster .* is turned off/i);
    expect(await stateOf(id)).toBe("turnedOff");
    await power(t.clusterId, "on");
    expect((await api.post(`${A(id)}/activationState`)).status).toBe(202);
  });

  test("a free-tier App Service turns off only while its free-tier cluster is off", async () => {
    const id = await healthy(freeTier);
    expectError(await api.delete(`${A(id, freeTier)}/activationState`), 409, 1004, /free tier/);
    await power(freeTier, "off");
    expect((await api.delete(`${A(id, freeTier)}/activationState`)).status).toBe(202);
    await advance(1);
    expect(await stateOf(id, freeTier)).toBe("turnedOff");
  });

  test("a non-free App Service turns off whether its cluster is on or off", async () => {
    const id = await healthy();
    await power(t.clusterId, "off");
    expect((await api.delete(`${A(id)}/activationState`)).status).toBe(202);
  });

  test("turn on when already on, and turn off when already off, are 409", async () => {
    const id = await healthy();
    expectError(await api.post(`${A(id)}/activationState`), 409, 1004, /healthy/);
    await api.delete(`${A(id)}/activationState`);
    await advance(1);
    expectError(await api.delete(`${A(id)}/activationState`), 409, 1004, /turnedOff/);
  });

  test("turn on/off of an unknown App Service is 404", async () => {
    expectError(await api.post(`${A("00000000-0000-4000-8000-000000000000")}/activationState`), 404);
    expectError(await api.delete(`${A("00000000-0000-4000-8000-000000000000")}/activationState`), 404);
  });
});

describe("App Service failures (simulate/failure kind appService)", () => {
  test("create → deploymentFailed", async () => {
    await fail("create");
    const id = await create();
    await advance(2);
    expect(await stateOf(id)).toBe("deploymentFailed");
    // a failed deployment can be deleted
    expect((await api.delete(A(id))).status).toBe(202);
  });

  test("update → scaleFailed, and a retry is accepted", async () => {
    const id = await healthy();
    await fail("update");
    await api.put(A(id), validUpdate);
    await advance(1);
    expect(await stateOf(id)).toBe("scaleFailed");
    expect((await api.put(A(id), { nodes: 4, compute: { cpu: 4, ram: 8 } })).status).toBe(204);
    await advance(1);
    expect(await stateOf(id)).toBe("healthy");
  });

  test("turnOff → turnOffFailed; turnOn → turnOnFailed", async () => {
    const id = await healthy();
    await fail("turnOff");
    await api.delete(`${A(id)}/activationState`);
    await advance(1);
    expect(await stateOf(id)).toBe("turnOffFailed");
    await api.delete(`${A(id)}/activationState`);
    await advance(1);
    expect(await stateOf(id)).toBe("turnedOff");
    await fail("turnOn");
    await api.post(`${A(id)}/activationState`);
    await advance(1);
    expect(await stateOf(id)).toBe("turnOnFailed");
  });

  test("delete → destroyFailed; the service stays readable", async () => {
    const id = await healthy();
    await fail("delete");
    await api.delete(A(id));
    await advance(1);
    expect(await stateOf(id)).toBe("destroyFailed");
    expect((await api.delete(A(id))).status).toBe(202);
    await advance(1);
    expectError(await api.get(A(id)), 404);
  });
});

describe("admin users", () => {
  const U = (id: string) => `${A(id)}/adminUsers`;
  const user = { name: "ops", password: "Secr3t!pw", access: { accessAllEndpoints: true } };

  async function withEndpoint(): Promise<string> {
    const id = await healthy();
    expect((await api.post(`${paths(t).C}/buckets`, { name: "b1" })).status).toBe(201);
    expect((await api.post(`${A(id)}/appEndpoints`, { name: "ep1", bucket: "b1" })).status).toBe(201);
    return id;
  }

  test("create answers 201 {id}; reads show the documented fields and never the password", async () => {
    const id = await healthy();
    const created = await api.post(U(id), user);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(["id"]);
    const read = await api.get(`${U(id)}/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      tenantId: t.organizationId,
      projectId: t.projectId,
      clusterId: t.clusterId,
      name: "ops",
      endpoints: [],
      accessAllEndpoints: true,
      audit: { version: 1 },
    });
    expect(read.text).not.toContain("Secr3t!pw");
    const list = await api.get(U(id));
    expect(list.body.data).toHaveLength(1);
    expect(list.text).not.toContain("Secr3t!pw");
  });

  test.each([
    [{ password: "Secr3t!pw", access: { accessAllEndpoints: true } }, /'name' is required/],
    [{ name: "ops", access: { accessAllEndpoints: true } }, /'password' is required/],
    [{ name: "ops", password: "Secr3t!pw" }, /'access' is required/],
    [{ ...user, password: "Sh0rt!" }, /'password'/],
    [{ ...user, password: "alllowercase1!" }, /'password'/],
    [{ ...user, password: "NoDigits!!" }, /'password'/],
    [{ ...user, password: "NoSymbol123" }, /'password'/],
    [{ ...user, name: "a:b" }, /'name'/],
    [{ ...user, enableBucketLevelAccess: false }, /'enableBucketLevelAccess' must be true/],
    // The earlier neutral spelling is not the API's.
    [{ ...user, access: { allEndpoints: true } }, /'access' must be \{"accessAllEndpoints": true\} or \{"endpoints"/],
    [{ ...user, access: { accessAllEndpoints: false } }, /'access/],
    [{ ...user, access: {} }, /'access/],
    [{ ...user, access: { endpoints: ["nope"] } }, /'access.endpoints\[0\]'.*no App Endpoint 'nope'/],
    [{ ...user, extra: 1 }, /'extra' is not allowed/],
  ])("create rejects %j with 400", async (body, message) => {
    const id = await healthy();
    expectError(await api.post(U(id), body), 400, 1000, message);
  });

  test("enableBucketLevelAccess true is accepted; a duplicate name is 409", async () => {
    const id = await healthy();
    expect((await api.post(U(id), { ...user, enableBucketLevelAccess: true })).status).toBe(201);
    expectError(await api.post(U(id), user), 409, 1004, /'ops'/);
  });

  test("access to named endpoints; the update (204) narrows every endpoint to a list, and widens a list to every endpoint", async () => {
    const id = await withEndpoint();
    const created = await api.post(U(id), { ...user, access: { endpoints: ["ep1"] } });
    expect(created.status).toBe(201);
    const read = await api.get(`${U(id)}/${created.body.id}`);
    expect(read.body).toMatchObject({ endpoints: ["ep1"], accessAllEndpoints: false });
    const all = await api.post(U(id), { ...user, name: "all" });
    expect((await api.put(`${U(id)}/${all.body.id}`, { endpoints: ["ep1"] })).status).toBe(204);
    expect((await api.get(`${U(id)}/${all.body.id}`)).body).toMatchObject({
      endpoints: ["ep1"],
      accessAllEndpoints: false,
      audit: { version: 2 },
    });
    const widened = await api.put(`${U(id)}/${created.body.id}`, { accessAllEndpoints: true });
    expect(widened.status).toBe(204);
    expect(widened.text).toBe("");
    expect((await api.get(`${U(id)}/${created.body.id}`)).body).toMatchObject({ id: created.body.id, endpoints: [], accessAllEndpoints: true, audit: { version: 2 } });
  });

  test("an admin user with no endpoint at all ({endpoints: []}) is accepted", async () => {
    const id = await healthy();
    const created = await api.post(U(id), { ...user, access: { endpoints: [] } });
    expect(created.status).toBe(201);
    expect((await api.get(`${U(id)}/${created.body.id}`)).body).toMatchObject({ endpoints: [], accessAllEndpoints: false });
  });

  test("bucket-level access: the gateway admits the user to later endpoints on the same bucket, not to others", async () => {
    const id = await withEndpoint();
    await api.post(U(id), { ...user, access: { endpoints: ["ep1"] } });
    expect((await api.post(`${paths(t).C}/buckets`, { name: "b2" })).status).toBe(201);
    expect((await api.post(`${A(id)}/appEndpoints`, { name: "ep2", bucket: "b1" })).status).toBe(201);
    expect((await api.post(`${A(id)}/appEndpoints`, { name: "ep3", bucket: "b2" })).status).toBe(201);
    await advance(1);
    const asOps = (db: string) =>
      fetch(`${t.server!.gatewayAdminUrl}/${db}/_user/GUEST`, {
        headers: { authorization: `Basic ${Buffer.from(`ops:${user.password}`).toString("base64")}` },
      });
    expect((await asOps("ep1")).status).toBe(200);
    expect((await asOps("ep2")).status).toBe(200);
    expect((await asOps("ep3")).status).toBe(403);
  });

  test("update rejects unknown endpoints and malformed bodies", async () => {
    const id = await healthy();
    const { body } = await api.post(U(id), user);
    expectError(await api.put(`${U(id)}/${body.id}`, { endpoints: ["nope"] }), 400, 1000, /'endpoints\[0\]'/);
    expectError(await api.put(`${U(id)}/${body.id}`, {}), 400, 1000, /\{"accessAllEndpoints": true\} or \{"endpoints"/);
    expectError(await api.put(`${U(id)}/${body.id}`, { endpoints: "ep1" }), 400, 1000, /'endpoints'/);
    expectError(await api.put(`${U(id)}/${body.id}`, { accessAllEndpoints: false }), 400, 1000, /accessAllEndpoints/);
    expectError(await api.put(`${U(id)}/${body.id}`, { allEndpoints: true }), 400, 1000);
  });

  test("delete answers 202 (no body), then the user is 404", async () => {
    const id = await healthy();
    const { body } = await api.post(U(id), user);
    const deleted = await api.delete(`${U(id)}/${body.id}`);
    expect(deleted.status).toBe(202);
    expect(deleted.text).toBe("");
    expectError(await api.get(`${U(id)}/${body.id}`), 404);
    expectError(await api.delete(`${U(id)}/${body.id}`), 404);
  });

  test("unknown user ids are 404, malformed ones 400", async () => {
    const id = await healthy();
    expectError(await api.get(`${U(id)}/00000000-0000-4000-8000-000000000000`), 404, 1003);
    expectError(await api.put(`${U(id)}/00000000-0000-4000-8000-000000000000`, { endpoints: ["x"] }), 404);
    expectError(await api.get(`${U(id)}/nope`), 400, 1000, /userId/);
  });

  test("creating an admin user while the App Service is deploying is 409", async () => {
    const id = await create();
    expectError(await api.post(U(id), user), 409, 1004, /deploying/);
  });
});

describe("metadata isolation and certificate", () => {
  test("metadata isolation is off until enabled (204); only true is accepted", async () => {
    const id = await healthy();
    expect((await api.get(`${A(id)}/metadataIsolation`)).body).toEqual({ enabled: false });
    expectError(await api.put(`${A(id)}/metadataIsolation`, { enabled: false }), 400, 1000, /'enabled' must be true/);
    expectError(await api.put(`${A(id)}/metadataIsolation`, {}), 400, 1000, /'enabled' is required/);
    expect((await api.put(`${A(id)}/metadataIsolation`, { enabled: true })).status).toBe(204);
    expect((await api.get(`${A(id)}/metadataIsolation`)).body).toEqual({ enabled: true });
  });

  test("the public certificate is PEM text at …/certificates, {certificate} only", async () => {
    const id = await healthy();
    const res = await api.get(`${A(id)}/certificates`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["certificate"]);
    expect(res.body.certificate).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
    expect((await api.get(`${A(id)}/certificate`)).status).toBe(404);
  });
});

describe("malformed requests", () => {
  test.each([
    ["POST", () => C()],
    ["PUT", () => A("00000000-0000-4000-8000-000000000000")],
  ])("%s with malformed JSON or a non-object body is 400 with the error body", async (method, path) => {
    const send = method === "POST" ? api.post : api.put;
    expectError(await send(path(), undefined, { raw: "{\"name\":", headers: { "content-type": "application/json" } }), 400, 1000, /not valid JSON/);
    expectError(await send(path(), [1, 2]), 400, 1000);
    expectError(await send(path(), "svc"), 400, 1000);
  });

  test("admin user and metadata isolation bodies of the wrong type are 400", async () => {
    const id = await healthy();
    expectError(await api.post(`${A(id)}/adminUsers`, { ...{ name: 1, password: 2, access: 3 } }), 400, 1000);
    expectError(await api.put(`${A(id)}/metadataIsolation`, { enabled: "yes" }), 400, 1000);
  });

  test("a member API key may read but not create (403 code 1002)", async () => {
    const key = await api.post(`${paths(t).O}/apikeys`, { name: "member", organizationRoles: ["organizationMember"] });
    const member = client(t, key.body.token);
    expectError(await member.post(C(), { name: "s" }), 403, 1002);
    const id = await create();
    expect((await member.get(A(id))).status).toBe(200);
  });
});
