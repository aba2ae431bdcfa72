import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, errorLines, eventually, expectSteady, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** PrivateEndpointService (enable/disable) and PrivateEndpoint (accept a cloud-side connection
 *  request, reject or unassociate on delete) through the real host. The cloud side is the
 *  control plane's `simulate/private-endpoint`. */

let env: ProviderEnv;
let aws: { clusterId: string; appServiceId: string };
let gcp: { clusterId: string; appServiceId: string };

beforeAll(async () => {
  env = await startProviderEnv();
  aws = { clusterId: env.clusterOn("aws"), appServiceId: await env.healthyAppService("pe-aws", env.clusterOn("aws")) };
  gcp = { clusterId: env.clusterOn("gcp"), appServiceId: await env.healthyAppService("pe-gcp", env.clusterOn("gcp")) };
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

const scope = (svc = aws) => ({ organizationId: env.target.organizationId, projectId: env.target.projectId, ...svc });
const S = (svc = aws) => `${paths(env.target, svc.clusterId).A(svc.appServiceId)}/privateEndpointService`;
const serviceState = async () => (await env.api.get(S())).body.state as string;
const endpoints = async () => (await env.api.get(`${S()}/endpoints`)).body.endpoints as Array<{ id: string; status: string }>;
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.replace(/^.*\/privateEndpointService/, "S")}`);
const requestConnection = (endpointId: string) => env.api.control("POST", "simulate/private-endpoint", { appServiceId: aws.appServiceId, endpointId });
const service = (extra: Partial<dbplane.PrivateEndpointServiceArgs> = {}, svc = aws) =>
  new dbplane.PrivateEndpointService("pes", { ...scope(svc), ...extra });
/** The service, and the connections accepted for these endpoint ids (depending on it). */
const withEndpoints = (...endpointIds: string[]) => () => {
  const pes = service();
  for (const endpointId of endpointIds) {
    new dbplane.PrivateEndpoint(endpointId, { ...scope(), appServiceId: pes.appServiceId, endpointId });
  }
};

describe("PrivateEndpointService", () => {
  afterEach(async () => {
    expect(await serviceState()).toBe("disabled");
  });

  test("create waits for enabled; no change (also after refresh) writes nothing; delete waits for disabled", async () => {
    const engine = env.engine();
    await upOk(engine, () => service());
    expect(engine.resource("pes")!.id).toBe(aws.appServiceId);
    expect(engine.resource("pes")!.outputs).toMatchObject({ state: "enabled", targetState: "enabled" });
    expect(await writes()).toEqual(["POST S"]);
    await expectSteady(env, engine, () => service());
    expect((await upOk(engine, () => undefined)).deletes).toEqual(["pes"]);
    expect(await writes()).toEqual(["DELETE S"]);
  });

  test("an App Service on gcp fails clearly and nothing is recorded", async () => {
    const engine = env.engine();
    const report = await engine.up(() => service({}, gcp));
    expect(errorLines(report)).toEqual([
      expect.stringMatching(/^PrivateEndpointService pes: dbplane: POST .*\/privateEndpointService failed: 400 \(code 1000\) Private endpoints are available only for App Services on aws clusters/),
    ]);
    expect(engine.resource("pes")).toBeUndefined();
  });

  test("disabled outside Pulumi: refresh drops it and the next run enables it again", async () => {
    const engine = env.engine();
    await upOk(engine, () => service());
    await env.api.delete(S());
    await eventually(serviceState, "disabled");
    expect((await engine.refresh()).deletes).toEqual(["pes"]);
    expect((await upOk(engine, () => service())).creates).toEqual(["pes"]);
    expect(await serviceState()).toBe("enabled");
    await engine.destroy();
  });

  test("an enabled service is not taken over without adopt; adopt: true takes it over without a write", async () => {
    await env.api.post(S());
    await eventually(serviceState, "enabled");
    const engine = env.engine();
    const refused = await engine.up(() => service());
    expect(errorLines(refused)).toEqual([expect.stringMatching(/409 .* already enabled/)]);
    await env.clearRequests();
    await upOk(engine, () => service({ adopt: true }));
    expect(engine.resource("pes")!.id).toBe(aws.appServiceId);
    expect(await writes()).toEqual([]);
    await engine.destroy();
  });

  test("a failed enable (state failed) is a clear error at once and stays in the state; destroy disables it", async () => {
    await env.api.control("POST", "simulate/failure", { kind: "privateEndpointService", operation: "enable" });
    const engine = env.engine();
    const report = await engine.up(() => service());
    expect(errorLines(report)).toEqual([
      expect.stringMatching(/^PrivateEndpointService pes: dbplane: PrivateEndpointService '[0-9a-f-]+' \(id [0-9a-f-]+\) reached state failed while waiting for enabled\.$/),
    ]);
    expect(engine.resource("pes")!.id).toBe(aws.appServiceId);
    expect((await engine.destroy()).errors).toEqual([]);
  });

  test("a failed disable (state failed) is a clear error at once and keeps it in the state", async () => {
    const engine = env.engine();
    await upOk(engine, () => service());
    await env.api.control("POST", "simulate/failure", { kind: "privateEndpointService", operation: "disable" });
    const report = await engine.destroy();
    expect(errorLines(report)).toEqual([expect.stringMatching(/reached state failed while waiting for disabled\.$/)]);
    expect(engine.resource("pes")).toBeDefined();
    expect((await engine.destroy()).errors).toEqual([]);
  });

  test("a create survives 503 and 429 on the POST", async () => {
    await env.fault({ method: "POST", path: "/privateEndpointService$", status: 503, times: 1 });
    await env.fault({ method: "POST", path: "/privateEndpointService$", status: 429, retryAfterSeconds: 0, times: 1 });
    const engine = env.engine();
    await upOk(engine, () => service());
    expect(await serviceState()).toBe("enabled");
    await engine.destroy();
  });
});

describe("PrivateEndpoint", () => {
  afterEach(async () => {
    // Every test destroys what it made: the service is disabled again.
    expect(await serviceState()).toBe("disabled");
  });

  test("accepting a requested connection waits for linked; no change writes nothing; delete unassociates it before the service goes", async () => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    await requestConnection("vpce-0a1");
    await env.clearRequests();
    const report = await upOk(engine, withEndpoints("vpce-0a1"));
    expect(report.creates).toEqual(["vpce-0a1"]);
    expect(await writes()).toEqual(["POST S/endpoints/vpce-0a1"]);
    const entry = engine.resource("vpce-0a1")!;
    expect(entry.id).toBe("vpce-0a1");
    expect(entry.dependencies).toContain(engine.resource("pes")!.urn);
    expect(entry.outputs).toMatchObject({
      endpointId: "vpce-0a1",
      status: "linked",
      serviceName: expect.stringMatching(/^com\.amazonaws\.vpce\./),
    });
    expect(entry.outputs).not.toHaveProperty("privateEndpointDNS");
    expect(await endpoints()).toEqual([expect.objectContaining({ id: "vpce-0a1", status: "linked" })]);

    await expectSteady(env, engine, withEndpoints("vpce-0a1"));

    expect((await upOk(engine, withEndpoints())).deletes).toEqual(["vpce-0a1"]);
    expect(await writes()).toEqual(["DELETE S/endpoints/vpce-0a1"]);
    expect(await endpoints()).toEqual([]);
    await env.clearRequests();
    await engine.destroy();
    expect(await writes()).toEqual(["DELETE S"]);
  });

  test("destroying everything removes the connection first, then disables the service", async () => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    await requestConnection("vpce-0b1");
    await upOk(engine, withEndpoints("vpce-0b1"));
    await env.clearRequests();
    expect((await engine.destroy()).errors).toEqual([]);
    expect(await writes()).toEqual(["DELETE S/endpoints/vpce-0b1", "DELETE S"]);
  });

  test("a different endpointId replaces: the new connection is accepted, the old one unassociated", async () => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    await requestConnection("vpce-old");
    await requestConnection("vpce-new");
    await upOk(engine, () => {
      const pes = service();
      new dbplane.PrivateEndpoint("link", { ...scope(), appServiceId: pes.appServiceId, endpointId: "vpce-old" });
    });
    const report = await upOk(engine, () => {
      const pes = service();
      new dbplane.PrivateEndpoint("link", { ...scope(), appServiceId: pes.appServiceId, endpointId: "vpce-new" });
    });
    expect(report.replaces).toEqual(["link"]);
    expect(await endpoints()).toEqual([expect.objectContaining({ id: "vpce-new", status: "linked" })]);
    await engine.destroy();
  });

  test("no connection request for the id: the accept fails clearly and nothing is recorded", async () => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    const report = await engine.up(withEndpoints("vpce-none"));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^PrivateEndpoint vpce-none: dbplane: POST .*\/endpoints\/vpce-none failed: 404 .*not found/)]);
    expect(engine.resource("vpce-none")).toBeUndefined();
    await engine.destroy();
  });

  test("a failed acceptance is a clear error and stays in the state; destroy removes it", async () => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    await requestConnection("vpce-0c1");
    await env.api.control("POST", "simulate/failure", { kind: "privateEndpoint", operation: "accept" });
    const report = await engine.up(withEndpoints("vpce-0c1"));
    expect(errorLines(report)).toEqual([
      expect.stringMatching(/^PrivateEndpoint vpce-0c1: dbplane: PrivateEndpoint 'vpce-0c1' \(id vpce-0c1\) reached state failed while waiting for linked\.$/),
    ]);
    expect(engine.resource("vpce-0c1")!.id).toBe("vpce-0c1");
    await env.clearRequests();
    expect((await upOk(engine, withEndpoints())).deletes).toEqual(["vpce-0c1"]);
    expect(await endpoints()).toEqual([]);
    await engine.destroy();
  });

  test("unassociated outside Pulumi: refresh drops it", async () => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    await requestConnection("vpce-0d1");
    await upOk(engine, withEndpoints("vpce-0d1"));
    await env.api.delete(`${S()}/endpoints/vpce-0d1`);
    const refresh = await engine.refresh();
    expect(refresh.deletes).toEqual(["vpce-0d1"]);
    await engine.destroy();
  });

  test("adopt: true takes over a connection already accepted", async () => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    await requestConnection("vpce-0e1");
    await env.api.post(`${S()}/endpoints/vpce-0e1`);
    await eventually(async () => (await endpoints())[0].status, "linked");
    await env.clearRequests();
    await upOk(engine, () => {
      const pes = service();
      new dbplane.PrivateEndpoint("vpce-0e1", { ...scope(), appServiceId: pes.appServiceId, endpointId: "vpce-0e1", adopt: true });
    });
    expect(await writes()).toEqual([]);
    expect(engine.resource("vpce-0e1")!.outputs.status).toBe("linked");
    await engine.destroy();
  });

  test.each(CREATE_FAULTS)("accepting survives %s on the POST", async (_label, rule) => {
    const engine = env.engine();
    await upOk(engine, withEndpoints());
    await requestConnection("vpce-0f1");
    await env.fault({ method: "POST", path: "/endpoints/vpce-0f1$", times: 1, ...rule });
    await upOk(engine, withEndpoints("vpce-0f1"));
    expect(await endpoints()).toEqual([expect.objectContaining({ id: "vpce-0f1", status: "linked" })]);
    await engine.destroy();
  });

  test("a malformed endpointId fails check with the property path", async () => {
    const engine = env.engine();
    const report = await engine.preview(() => {
      new dbplane.PrivateEndpoint("bad", { ...scope(), endpointId: "vpce_1!" });
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property: "endpointId", reason: expect.stringMatching(/letters, digits and '-'/) })]);
    expect(await env.requests()).toEqual([]);
  });
});
