import { privateEndpointSpec } from "../../../resources/privateEndpoint";
import { privateEndpointServiceSpec } from "../../../resources/privateEndpointService";
import { answerProblems, requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** An App Service's private endpoint service and endpoints against answers shaped as the real
 *  API gives them: service states `enabling`, `enabled`, `disabling`, `disabled`, `failed`;
 *  endpoint statuses up to `unrecognized`; a listing of `{endpoints}` only; accept and reject
 *  answered 204. */

const scope = {
  organizationId: "00000000-0000-4000-8000-000000000001",
  projectId: "00000000-0000-4000-8000-000000000002",
  clusterId: "00000000-0000-4000-8000-000000000003",
  appServiceId: "00000000-0000-4000-8000-000000000004",
};
/** Long enough that a wait which does not end at a failed state fails the test by its timeout. */
const timeouts = { create: "20m", delete: "20m" };

let stub: StubApi | undefined;
afterEach(() => stub?.close());

/** A stand-in service whose successive reads show `states` (the last one stays). */
async function service(states: string[]) {
  let reads = 0;
  let on = false;
  stub = await startStub("management");
  stub
    .on("enablePrivateEndpointService", () => {
      on = true;
      return { status: 202 };
    })
    .on("disablePrivateEndpointService", () => ({ status: 202 }))
    .on("getPrivateEndpointService", () => {
      const state = on ? states[Math.min(reads++, states.length - 1)] : "disabled";
      return { status: 200, body: { state, targetState: state === "disabled" || state === "disabling" ? "disabled" : "enabled" } };
    });
}

describe("PrivateEndpointService", () => {
  test("enabling, then enabled: created; read back, no change planned", async () => {
    await service(["enabling", "enabling", "enabled"]);
    const ops = stubbedOperations(privateEndpointServiceSpec, { management: stub });
    const inputs = checked(ops, { ...scope, timeouts });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(refreshed).toMatchObject({ state: "enabled", targetState: "enabled" });
    expect(ops.diff(refreshed, inputs).changed).toEqual([]);
    expect(stub!.exchanges.flatMap(requestProblems)).toEqual([]);
    expect(stub!.exchanges.flatMap(answerProblems)).toEqual([]);
  });

  test("failed ends the create's wait at once with an error naming the state", async () => {
    await service(["enabling", "failed"]);
    const ops = stubbedOperations(privateEndpointServiceSpec, { management: stub });
    const started = Date.now();
    await expect(ops.create(checked(ops, { ...scope, timeouts }))).rejects.toThrow(/reached state failed while waiting for enabled/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("failed ends the disable's wait at once with an error naming the state", async () => {
    await service(["enabled", "enabled", "disabling", "failed"]);
    const ops = stubbedOperations(privateEndpointServiceSpec, { management: stub });
    const { id, outs } = await ops.create(checked(ops, { ...scope, timeouts }));
    await expect(ops.delete(id, outs)).rejects.toThrow(/reached state failed while waiting for disabled/);
  });
});

describe("PrivateEndpoint", () => {
  /** A stand-in listing: `vpce-1` requested from the cloud side; accepting it moves it through
   *  `after`. */
  async function endpoints(after: string[]) {
    let status = "pendingAcceptance";
    const next = [...after];
    let listed = true;
    stub = await startStub("management");
    stub
      .on("listPrivateEndpoints", () => {
        if (status !== "pendingAcceptance" && next.length > 0) status = next.shift()!;
        return { status: 200, body: { endpoints: listed ? [{ id: "vpce-1", serviceName: "com.amazonaws.vpce.us-east-1.vpce-svc-0abc", status }] : [] } };
      })
      .on("acceptPrivateEndpoint", () => {
        status = next.shift()!;
        return { status: 204 };
      })
      .on("rejectPrivateEndpoint", () => {
        listed = false;
        return { status: 204 };
      });
  }

  test("accepted (204): pending, then linked; the listing's fields, no DNS name; no change planned; rejected (204) and gone", async () => {
    await endpoints(["pending", "pending", "linked"]);
    const ops = stubbedOperations(privateEndpointSpec, { management: stub });
    const inputs = checked(ops, { ...scope, endpointId: "vpce-1", timeouts });
    const { id, outs, refreshed } = await createAndRead(ops, inputs);
    expect(refreshed).toMatchObject({ endpointId: "vpce-1", status: "linked", serviceName: "com.amazonaws.vpce.us-east-1.vpce-svc-0abc" });
    expect(refreshed).not.toHaveProperty("privateEndpointDNS");
    expect(ops.diff(refreshed, inputs).changed).toEqual([]);
    await ops.delete(id, outs);
    expect(stub!.exchanges.filter((e) => e.method !== "GET").map((e) => `${e.method} ${e.status}`)).toEqual(["POST 204", "DELETE 204"]);
    expect(stub!.exchanges.flatMap(requestProblems)).toEqual([]);
    expect(stub!.exchanges.flatMap(answerProblems)).toEqual([]);
  });

  test.each(["failed", "unrecognized"])("%s ends the accept's wait at once with an error naming it", async (status) => {
    await endpoints(["pending", status]);
    const ops = stubbedOperations(privateEndpointSpec, { management: stub });
    await expect(ops.create(checked(ops, { ...scope, endpointId: "vpce-1", timeouts }))).rejects.toThrow(new RegExp(`reached state ${status} while waiting for linked`));
  });
});
