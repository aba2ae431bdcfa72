import { client, expectError, paths, useTarget } from "../support/conformance";

/** An App Service's private endpoint service as the management API's v4 specification has it
 *  (operations, statuses, `{endpoints}` listing, states `enabling`, `enabled`, `disabling`,
 *  `disabled`, `failed`), aws App Services only. */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const T = 60_000;
const t = useTarget({ transitionMs: T });
const api = client(t);
let gcp: string;

beforeAll(() => {
  gcp = t.clusters.find((c) => c.cloudProvider === "gcp")!.id;
});
beforeEach(() => api.control("POST", "reset"));

const S = (id: string, clusterId = t.clusterId) => `${paths(t, clusterId).A(id)}/privateEndpointService`;
const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * T + 1 });
const fail = (kind: string, operation: string) => api.control("POST", "simulate/failure", { kind, operation });
const connect = (appServiceId: string, endpointId: string) =>
  api.control("POST", "simulate/private-endpoint", { appServiceId, endpointId });
const status = async (id: string) => (await api.get(S(id))).body;
const endpoints = async (id: string) => (await api.get(`${S(id)}/endpoints`)).body.endpoints as Array<{ id: string; status: string }>;
const command = { vpcID: "vpc-0123456789", subnetIDs: ["subnet-1", "subnet-2"] };

async function healthyService(clusterId = t.clusterId): Promise<string> {
  const res = await api.post(`${paths(t, clusterId).C}/appservices`, { name: "svc" });
  expect(res.status).toBe(201);
  await advance(2);
  return res.body.id;
}

async function enabled(): Promise<string> {
  const id = await healthyService();
  expect((await api.post(S(id))).status).toBe(202);
  await advance(2);
  expect(await status(id)).toEqual({ state: "enabled", targetState: "enabled" });
  return id;
}

describe("private endpoint service", () => {
  test("disabled until enabled; enable answers 202: enabling, then enabled", async () => {
    const id = await healthyService();
    expect(await status(id)).toEqual({ state: "disabled", targetState: "disabled" });
    expect((await api.post(S(id))).status).toBe(202);
    expect(await status(id)).toEqual({ state: "enabling", targetState: "enabled" });
    await advance(1);
    expect((await status(id)).state).toBe("enabling");
    await advance(1);
    expect(await status(id)).toEqual({ state: "enabled", targetState: "enabled" });
  });

  test("disable answers 202: disabling, then disabled; the connections are gone", async () => {
    const id = await enabled();
    await connect(id, "vpce-aaa");
    expect((await api.delete(S(id))).status).toBe(202);
    expect(await status(id)).toEqual({ state: "disabling", targetState: "disabled" });
    await advance(2);
    expect(await status(id)).toEqual({ state: "disabled", targetState: "disabled" });
    expect((await api.post(S(id))).status).toBe(202);
    await advance(2);
    expect(await endpoints(id)).toEqual([]);
  });

  test("aws clusters only: every operation on a gcp App Service is 400", async () => {
    const id = await healthyService(gcp);
    expectError(await api.post(S(id, gcp)), 400, 1000, /only for App Services on aws/);
    expectError(await api.get(S(id, gcp)), 400, 1000, /aws/);
    expectError(await api.delete(S(id, gcp)), 400, 1000, /aws/);
    expectError(await api.get(`${S(id, gcp)}/endpoints`), 400, 1000, /aws/);
    expectError(await api.post(`${S(id, gcp)}/privateEndpointCommand`, command), 400, 1000, /aws/);
  });

  test("enable when enabled or under way, and disable when disabled or under way, are 409", async () => {
    const id = await healthyService();
    expectError(await api.delete(S(id)), 409, 1004, /not enabled/);
    await api.post(S(id));
    expectError(await api.post(S(id)), 409, 1004, /enabling/);
    expectError(await api.delete(S(id)), 409, 1004, /enabling/);
    await advance(2);
    expectError(await api.post(S(id)), 409, 1004, /already enabled/);
    await api.delete(S(id));
    expectError(await api.post(S(id)), 409, 1004, /disabling/);
  });

  test("enable needs the App Service running (409 while deploying); disable is allowed while it is turned off", async () => {
    const res = await api.post(`${paths(t).C}/appservices`, { name: "svc" });
    expectError(await api.post(S(res.body.id)), 409, 1004, /deploying/);
    await advance(2);
    await api.post(S(res.body.id));
    await advance(2);
    await api.delete(`${paths(t).A(res.body.id)}/activationState`);
    await advance(1);
    // turned off: private endpoints remain (document 2) and can still be listed and disabled
    expect((await api.get(`${S(res.body.id)}/endpoints`)).status).toBe(200);
    expect((await api.delete(S(res.body.id))).status).toBe(202);
  });

  test("injected failures: enable → failed, disable → failed (the API's one failed state); both can be retried", async () => {
    const id = await healthyService();
    await fail("privateEndpointService", "enable");
    await api.post(S(id));
    await advance(2);
    expect(await status(id)).toEqual({ state: "failed", targetState: "enabled" });
    expect((await api.post(S(id))).status).toBe(202);
    await advance(2);
    expect((await status(id)).state).toBe("enabled");
    await fail("privateEndpointService", "disable");
    await api.delete(S(id));
    await advance(2);
    expect(await status(id)).toEqual({ state: "failed", targetState: "disabled" });
    expect((await api.delete(S(id))).status).toBe(202);
    await advance(2);
    expect((await status(id)).state).toBe("disabled");
  });

  test("unknown App Service is 404, malformed id 400", async () => {
    expectError(await api.get(S("00000000-0000-4000-8000-000000000000")), 404);
    expectError(await api.post(S("00000000-0000-4000-8000-000000000000")), 404);
    expectError(await api.get(S("nope")), 400, 1000, /appServiceId/);
  });
});

describe("private endpoints", () => {
  test("a cloud-side connection request appears pendingAcceptance in the listing, which is {endpoints} only", async () => {
    const id = await enabled();
    const sim = await connect(id, "vpce-0abc123");
    expect(sim.status).toBe(201);
    const res = await api.get(`${S(id)}/endpoints`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["endpoints"]);
    expect(res.body.endpoints).toEqual([{ id: "vpce-0abc123", serviceName: expect.stringMatching(/^com\.amazonaws\.vpce\./), status: "pendingAcceptance" }]);
  });

  test("accept answers 204 (no body): pending, then linked; accepting again is 409", async () => {
    const id = await enabled();
    await connect(id, "vpce-1");
    const accepted = await api.post(`${S(id)}/endpoints/vpce-1`);
    expect(accepted.status).toBe(204);
    expect(accepted.text).toBe("");
    expect((await endpoints(id))[0].status).toBe("pending");
    await advance(1);
    expect((await endpoints(id))[0].status).toBe("linked");
    expectError(await api.post(`${S(id)}/endpoints/vpce-1`), 409, 1004, /linked/);
  });

  test("an injected accept failure ends in failed", async () => {
    const id = await enabled();
    await connect(id, "vpce-1");
    await fail("privateEndpoint", "accept");
    await api.post(`${S(id)}/endpoints/vpce-1`);
    await advance(1);
    expect((await endpoints(id))[0].status).toBe("failed");
  });

  test("reject a pending connection: rejected (204); unassociate a linked one (204): removed", async () => {
    const id = await enabled();
    await connect(id, "vpce-pending");
    await connect(id, "vpce-linked");
    await api.post(`${S(id)}/endpoints/vpce-linked`);
    await advance(1);
    expect((await api.delete(`${S(id)}/endpoints/vpce-pending`)).status).toBe(204);
    expect((await api.delete(`${S(id)}/endpoints/vpce-linked`)).status).toBe(204);
    expect(await endpoints(id)).toEqual([expect.objectContaining({ id: "vpce-pending", status: "rejected" })]);
    expectError(await api.post(`${S(id)}/endpoints/vpce-pending`), 409, 1004, /rejected/);
    expectError(await api.delete(`${S(id)}/endpoints/vpce-linked`), 404, 1003);
  });

  test("unknown endpoint ids are 404", async () => {
    const id = await enabled();
    expectError(await api.post(`${S(id)}/endpoints/vpce-none`), 404, 1003, /vpce-none/);
    expectError(await api.delete(`${S(id)}/endpoints/vpce-none`), 404, 1003);
  });

  test("endpoint operations need the service enabled (409)", async () => {
    const id = await healthyService();
    expectError(await api.get(`${S(id)}/endpoints`), 409, 1004, /disabled.*needs it enabled/);
    expectError(await api.post(`${S(id)}/endpoints/vpce-1`), 409, 1004);
    expectError(await api.delete(`${S(id)}/endpoints/vpce-1`), 409, 1004);
    expectError(await api.post(`${S(id)}/privateEndpointCommand`, command), 409, 1004);
    expectError(await connect(id, "vpce-1"), 409, 1004, /enable it first/);
  });

  test("the simulation hook validates its body and knows only live App Services", async () => {
    const id = await enabled();
    expectError(await connect(id, ""), 400, 1000, /'endpointId'/);
    expectError(await api.control("POST", "simulate/private-endpoint", { appServiceId: "nope", endpointId: "vpce-1" }), 400, 1000, /'appServiceId'/);
    expectError(await api.control("POST", "simulate/private-endpoint", { endpointId: "vpce-1" }), 400, 1000, /'appServiceId' is required/);
    expectError(await connect("00000000-0000-4000-8000-000000000000", "vpce-1"), 404);
    await connect(id, "vpce-1");
    expectError(await connect(id, "vpce-1"), 409, 1004, /already exists/);
  });
});

describe("connect command", () => {
  test("answers {command} naming the VPC, the subnets and the endpoint service", async () => {
    const id = await enabled();
    const res = await api.post(`${S(id)}/privateEndpointCommand`, command);
    expect(res.status).toBe(200);
    expect(res.body.command).toMatch(/^aws ec2 create-vpc-endpoint /);
    expect(res.body.command).toContain("--vpc-id vpc-0123456789");
    expect(res.body.command).toContain("--subnet-ids subnet-1 subnet-2");
    expect(res.body.command).toMatch(/--service-name com\.amazonaws\.vpce\.\S+/);
  });

  test("vpcID of 12 and 21 characters is accepted; subnetIDs may be empty (the specification sets no minimum)", async () => {
    const id = await enabled();
    expect((await api.post(`${S(id)}/privateEndpointCommand`, { ...command, vpcID: "v".repeat(12) })).status).toBe(200);
    expect((await api.post(`${S(id)}/privateEndpointCommand`, { ...command, vpcID: "v".repeat(21) })).status).toBe(200);
    expect((await api.post(`${S(id)}/privateEndpointCommand`, { ...command, subnetIDs: [] })).status).toBe(200);
  });

  test.each([
    [{ subnetIDs: ["s"] }, /'vpcID' is required/],
    [{ vpcID: "vpc-0123456789" }, /'subnetIDs' is required/],
    [{ vpcID: "v".repeat(11), subnetIDs: ["s"] }, /'vpcID'/],
    [{ vpcID: "v".repeat(22), subnetIDs: ["s"] }, /'vpcID'/],
    [{ vpcID: 123456789012, subnetIDs: ["s"] }, /'vpcID' must be a string; got an integer/],
    [{ vpcID: "vpc-0123456789", subnetIDs: "subnet-1" }, /'subnetIDs'/],
    [{ vpcID: "vpc-0123456789", subnetIDs: [1] }, /'subnetIDs\[0\]'/],
    [{ ...command, region: "eu" }, /'region' is not allowed/],
  ])("rejects %j with 400", async (body, message) => {
    const id = await enabled();
    expectError(await api.post(`${S(id)}/privateEndpointCommand`, body), 400, 1000, message);
  });

  test("malformed JSON is 400 with the error body", async () => {
    const id = await enabled();
    const raw = { raw: "{\"vpcID\":", headers: { "content-type": "application/json" } };
    expectError(await api.post(`${S(id)}/privateEndpointCommand`, undefined, raw), 400, 1000, /not valid JSON/);
    expectError(await api.control("POST", "simulate/private-endpoint", [1]), 400, 1000);
  });
});

test("once the App Service is deleted its private endpoint service and the simulation hook answer 404", async () => {
  const id = await enabled();
  await connect(id, "vpce-1");
  await api.delete(paths(t).A(id));
  await advance(1);
  expectError(await connect(id, "vpce-2"), 404);
  expectError(await api.get(S(id)), 404);
});
