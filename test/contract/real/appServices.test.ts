import { appServiceSpec } from "../../../resources/appService";
import { appServiceAdminUserSpec } from "../../../resources/appServiceAdminUser";
import { answerProblems, requestProblems } from "../../support/apiModel";
import { startStub, type StubAnswer, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** App Services and their admin users against answers shaped as the real API gives them: the
 *  full version the App Service runs, no `loadBalancerCidr` unless one was given, `degraded` and
 *  the `…Failed` states, a delete refused with 412, 409 or 403 while a change is under way;
 *  admin users read back with `accessAllEndpoints`, updated in place either way, deleted with 202. */

const scope = { organizationId: "00000000-0000-4000-8000-000000000001", projectId: "00000000-0000-4000-8000-000000000002", clusterId: "00000000-0000-4000-8000-000000000003" };
const ID = "00000000-0000-4000-8000-0000000000a5";
const audit = { createdBy: "k", createdAt: "2026-01-01T00:00:00Z", modifiedBy: "k", modifiedAt: "2026-01-01T00:00:00Z", version: 1 };
const gone: StubAnswer = { status: 404, body: { code: 404, hint: "", httpStatusCode: 404, message: "App Service not found" } };
const refused = (status: number, message: string): StubAnswer => ({ status, body: { code: 1000 + status, hint: "", httpStatusCode: status, message } });

let stub: StubApi | undefined;
afterEach(() => stub?.close());

/** A stand-in App Service; `states` are what successive reads show after the create (the last one
 *  stays). */
async function appService(states: string[], fields: Record<string, unknown> = {}) {
  let reads = 0;
  let live: Record<string, unknown> | undefined;
  stub = await startStub("management");
  stub
    .on("createAppService", ({ body }) => {
      live = {
        id: ID,
        name: body.name,
        description: body.description ?? "",
        cloudProvider: "aws",
        nodes: body.nodes ?? 2,
        compute: body.compute ?? { cpu: 2, ram: 4 },
        clusterId: scope.clusterId,
        version: "3.2.4-1.0.0",
        plan: "enterprise",
        audit,
        ...fields,
      };
      return { status: 201, body: { id: ID } };
    })
    .on("getAppService", () => (live ? { status: 200, body: { ...live, currentState: states[Math.min(reads++, states.length - 1)] }, headers: { etag: '"Version: 1"' } } : gone));
  return { stub, forget: () => (live = undefined), upgrade: (version: string) => (live = { ...live, version }) };
}

describe("AppService", () => {
  test("declared 3.2, read back as the full version 3.2.4-1.0.0, with no loadBalancerCidr: no change planned", async () => {
    await appService(["deploying", "healthy"]);
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    const inputs = checked(ops, { ...scope, name: "sync", version: "3.2", turnedOff: false });
    const { outs, refreshed } = await createAndRead(ops, inputs);
    expect(outs.version).toBe("3.2");
    expect(refreshed).not.toHaveProperty("loadBalancerCidr");
    expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
    // Another release line is a change (a replacement: the version can't be updated).
    expect(ops.diff(refreshed, { ...inputs, version: "3.1" }).replaces).toEqual(["version"]);
    expect(stub!.exchanges.flatMap(requestProblems)).toEqual([]);
    expect(stub!.exchanges.flatMap(answerProblems)).toEqual([]);
  });

  test("declared 3.2 and upgraded outside the program to 3.3: no replacement planned (it would not undo the upgrade)", async () => {
    const service = await appService(["healthy"]);
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    const inputs = checked(ops, { ...scope, name: "sync", version: "3.2", turnedOff: false });
    const { id, outs } = await ops.create(inputs);
    service.upgrade("3.3.1-1.0.0");
    const refreshed = (await ops.read(id, outs))!.outs;
    expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
  });

  test("version left unset: the API's choice is taken, no change planned", async () => {
    await appService(["healthy"]);
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    const inputs = checked(ops, { ...scope, name: "sync", turnedOff: false });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(refreshed.version).toBe("3.2.4-1.0.0");
    expect(ops.diff(refreshed, inputs).changed).toEqual([]);
  });

  test("a loadBalancerCidr given (azure) is sent on create and read back: no change planned", async () => {
    await appService(["healthy"], { cloudProvider: "azure", loadBalancerCidr: "10.1.0.0/24" });
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    const inputs = checked(ops, { ...scope, name: "sync", loadBalancerCidr: "10.1.0.0/24", turnedOff: false });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(JSON.parse(stub!.exchanges[0].requestBody)).toMatchObject({ loadBalancerCidr: "10.1.0.0/24" });
    expect(ops.diff(refreshed, inputs).changed).toEqual([]);
  });

  test("degraded is usable: the create ends there (it is no failure)", async () => {
    await appService(["pending", "deploying", "degraded"]);
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    const { outs } = await ops.create(checked(ops, { ...scope, name: "sync", turnedOff: false }));
    expect(outs.currentState).toBe("degraded");
  });

  test.each(["deploymentFailed", "upgradeFailed"])("%s ends the create wait at once with an error naming it", async (state) => {
    await appService(["deploying", state]);
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    await expect(ops.create(checked(ops, { ...scope, name: "sync", turnedOff: false }))).rejects.toThrow(new RegExp(`reached state ${state}`));
  });

  test("a delete refused with 412, then 409, then 403 while the App Service is changing waits and asks again, then waits for the 404", async () => {
    // Reads: the create's, then after each refusal one that finds a change under way and one that finds it settled.
    const { forget } = await appService(["healthy", "upgrading", "healthy", "scaling", "healthy", "turningOn", "healthy"]);
    const answers = [refused(412, "precondition failed"), refused(409, "conflict"), refused(403, "Access Denied."), { status: 202 }];
    stub!.on("deleteAppService", () => {
      const answer = answers.shift()!;
      if (answer.status === 202) setTimeout(forget, 300);
      return answer;
    });
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    await ops.create(checked(ops, { ...scope, name: "sync", turnedOff: false }));
    await ops.delete(ID, { ...scope, name: "sync" });
    expect(stub!.exchanges.filter((e) => e.method === "DELETE").map((e) => e.status)).toEqual([412, 409, 403, 202]);
    expect(stub!.exchanges.at(-1)!.status).toBe(404);
  });

  test("a 403 to the delete while nothing is under way is the API's refusal: reported, not waited on", async () => {
    await appService(["healthy"]);
    stub!.on("deleteAppService", () => refused(403, "Access Denied: the key lacks Project Owner."));
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    await ops.create(checked(ops, { ...scope, name: "sync", turnedOff: false }));
    await expect(ops.delete(ID, { ...scope, name: "sync" })).rejects.toThrow(/403.*Access Denied: the key lacks Project Owner/);
  });

  test("destroyFailed after the delete is an error naming it", async () => {
    await appService(["healthy", "healthy", "destroying", "destroyFailed"]);
    stub!.on("deleteAppService", () => ({ status: 202 }));
    const ops = stubbedOperations(appServiceSpec, { management: stub });
    await ops.create(checked(ops, { ...scope, name: "sync", turnedOff: false }));
    await expect(ops.delete(ID, { ...scope, name: "sync" })).rejects.toThrow(/destroyFailed/);
  });
});

describe("AppServiceAdminUser", () => {
  const USER = "00000000-0000-4000-8000-0000000000b1";
  const A = { ...scope, appServiceId: ID };

  /** A stand-in admin user API: reads answer as the real one does, endpoints left out when the
   *  user has every endpoint. */
  async function adminUsers(deleteTakes = 0) {
    let user: Record<string, unknown> | undefined;
    const grant = (access: Record<string, unknown>) => ("accessAllEndpoints" in access ? { accessAllEndpoints: true } : { accessAllEndpoints: false, endpoints: access.endpoints });
    stub = await startStub("management");
    stub
      .on("createAdminUser", ({ body }) => {
        user = { id: USER, tenantId: scope.organizationId, projectId: scope.projectId, clusterId: scope.clusterId, name: body.name, ...grant(body.access), audit };
        return { status: 201, body: { id: USER } };
      })
      .on("getAdminUser", () => (user ? { status: 200, body: user } : gone))
      .on("updateAdminUser", ({ body }) => {
        const { endpoints: _old, accessAllEndpoints: _was, ...rest } = user!;
        user = { ...rest, ...grant(body) };
        return { status: 204 };
      })
      .on("deleteAdminUser", () => {
        setTimeout(() => (user = undefined), deleteTakes);
        return { status: 202 };
      });
  }

  const inputs = (access: object) => ({ ...A, name: "ops", password: "Secr3t!pw", access });

  test("{accessAllEndpoints: true} read back as the API has it: no change planned", async () => {
    await adminUsers();
    const ops = stubbedOperations(appServiceAdminUserSpec, { management: stub });
    const all = checked(ops, inputs({ accessAllEndpoints: true }));
    const { refreshed } = await createAndRead(ops, all);
    expect(JSON.parse(stub!.exchanges[0].requestBody).access).toEqual({ accessAllEndpoints: true });
    expect(ops.diff(refreshed, all).changed).toEqual([]);
    expect(stub!.exchanges.flatMap(requestProblems)).toEqual([]);
    expect(stub!.exchanges.flatMap(answerProblems)).toEqual([]);
  });

  test("narrowing to a list and widening to every endpoint are in-place updates (one PUT each, no replacement)", async () => {
    await adminUsers();
    const ops = stubbedOperations(appServiceAdminUserSpec, { management: stub });
    const all = checked(ops, inputs({ accessAllEndpoints: true }));
    const { id, refreshed } = await createAndRead(ops, all);
    const some = checked(ops, inputs({ endpoints: ["orders"] }));
    expect(ops.diff(refreshed, some)).toEqual({ changed: ["access"], replaces: [], deleteBeforeReplace: false });
    const { outs: narrowed } = await ops.update(id, refreshed, some);
    expect(ops.diff(narrowed, some).changed).toEqual([]);
    expect(ops.diff(narrowed, all)).toEqual({ changed: ["access"], replaces: [], deleteBeforeReplace: false });
    const { outs: widened } = await ops.update(id, narrowed, all);
    expect(ops.diff(widened, all).changed).toEqual([]);
    const puts = stub!.exchanges.filter((e) => e.method === "PUT").map((e) => JSON.parse(e.requestBody));
    expect(puts).toEqual([{ endpoints: ["orders"] }, { accessAllEndpoints: true }]);
    expect(stub!.exchanges.flatMap(requestProblems)).toEqual([]);
  });

  test("the delete is accepted (202) and waited out until the user is gone", async () => {
    await adminUsers(400);
    const ops = stubbedOperations(appServiceAdminUserSpec, { management: stub });
    const { id, outs } = await ops.create(checked(ops, inputs({ accessAllEndpoints: true })));
    await ops.delete(id, outs);
    expect(await ops.read(id, outs)).toBeUndefined();
    expect(stub!.exchanges.filter((e) => e.method === "DELETE").map((e) => e.status)).toEqual([202]);
    expect(stub!.exchanges.flatMap(answerProblems)).toEqual([]);
  });

  test("the old spelling {allEndpoints: true} is refused at check, naming the API's accessAllEndpoints", () => {
    const ops = stubbedOperations(appServiceAdminUserSpec, {});
    expect(ops.check(inputs({ allEndpoints: true })).failures).toEqual([
      { path: ["access", "allEndpoints"], reason: "'allEndpoints' is now spelled as the API spells it: write 'accessAllEndpoints'" },
    ]);
  });
});
