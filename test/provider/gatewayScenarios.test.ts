import * as http from "node:http";
import type { AddressInfo } from "node:net";
import * as dbplane from "dbplane";
import { call, paths } from "../support/conformance";
import { programFromDocs } from "../support/docs";
import { basic, eventually } from "../support/gateway";
import { Engine, errorLines, expectSteady, ofName, ProviderHost, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The gateway resources together, end to end through Pulumi's real dynamic-provider host: the
 *  scenarios (parallel webhooks next to a hand-made one; a user's write delivered by a webhook
 *  with its filter, `$` and backticks in it; GUEST; an admin user limited to one endpoint) and the two ways of
 *  reaching the gateway (provider settings, from the stack config or the environment, and the
 *  `gateway` input), with docs/provider.md's program run exactly as printed. */

let env: ProviderEnv;
let receiver: http.Server;
let receiverUrl: string;
const received: Array<{ path: string; body: any }> = [];

beforeAll(async () => {
  // Webhook receivers listen on loopback: the server may post there only when told so.
  env = await startProviderEnv({ egressAllowPrivate: true });
  receiver = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(text || "null") });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await env?.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => env.clearFaultsAndRequests());

const publicApi = (method: string, path: string, body?: unknown, authorization?: string) =>
  call(env.target.server!.gatewayPublicUrl, undefined, method, path, body, { headers: authorization ? { authorization } : {} });
const entries = async (db: string) => (await env.gateway.get(`/${db}/_config`)).body.event_handlers.document_changed as Array<{ url: string }>;

test("five WebhookHandlers on one database in one up, next to a handler added by hand: all six present; deleting one leaves the other five", async () => {
  const byHand = { handler: "webhook", url: "https://by-hand.example.com/hook" };
  expect((await env.gateway.put("/parallel/", { bucket: "parallel", event_handlers: { document_changed: [byHand] } })).status).toBe(201);
  await env.clearRequests();
  const urls = [1, 2, 3, 4, 5].map((i) => `https://hooks.example.com/${i}`);
  const program = (which: string[]) => () => {
    for (const url of which) new dbplane.WebhookHandler(`hook-${url.slice(-1)}`, { database: "parallel", url });
  };
  const engine = env.engine();
  const report = await upOk(engine, program(urls));
  expect(report.creates).toHaveLength(5);
  expect((await entries("parallel")).map((e) => e.url).sort()).toEqual([byHand.url, ...urls].sort());
  // Concurrent writers met on the ETag: every 412 was read again and retried.
  const writes = (await env.requests({ writes: true })).map((r) => r.status);
  expect(writes.filter((s) => s === 201)).toHaveLength(5);
  expect(writes.every((s) => s === 201 || s === 412)).toBe(true);

  expect((await upOk(engine, program(urls.filter((u) => !u.endsWith("/3"))))).deletes).toEqual(["hook-3"]);
  expect((await entries("parallel")).map((e) => e.url).sort()).toEqual([byHand.url, ...urls.filter((u) => !u.endsWith("/3"))].sort());
  await engine.destroy();
  expect(await entries("parallel")).toEqual([byHand]);
});

test("a GatewayUser made by the program writes a document with its password; a WebhookHandler of the same program delivers it to a receiver on loopback, its filter applied", async () => {
  const engine = env.engine();
  const program = () => {
    const db = new dbplane.GatewayDatabase("shop", { name: "shop" });
    new dbplane.GatewayUser("clerk", { database: db.name, name: "clerk", password: "clerk-pass", adminChannels: ["orders"] });
    new dbplane.WebhookHandler("orders-hook", {
      database: db.name,
      url: `${receiverUrl}/orders`,
      // `$` and a template literal: sent as JSON escapes, kept as written by the configuration parser.
      filter: "function (doc, oldDoc) { var $kind = `${doc.type}`; return $kind === 'order'; }",
      timeout: 5,
    });
  };
  await upOk(engine, program);
  const clerk = basic("clerk", "clerk-pass");
  expect((await publicApi("PUT", "/shop/o1", { type: "order", total: 12, channels: ["orders"] }, clerk)).status).toBe(201);
  expect((await publicApi("PUT", "/shop/n1", { type: "note", channels: ["orders"] }, clerk)).status).toBe(201);
  const events = await eventually(
    async () => (await env.api.control("GET", "gateway/events?db=shop")).body.data as Array<{ docId: string; state: string }>,
    (rows) => rows.length === 2 && rows.every((r) => r.state !== "queued" && r.state !== "posting"),
  );
  expect(events.map((e) => [e.docId, e.state]).sort()).toEqual([["n1", "dropped"], ["o1", "posted"]]);
  expect(received.filter((r) => r.path === "/orders").map((r) => r.body)).toEqual([expect.objectContaining({ _id: "o1", type: "order", total: 12 })]);
  await expectSteady(env, engine, program);
  expect((await engine.destroy()).errors).toEqual([]);
  expect((await env.gateway.get("/shop/")).status).toBe(404);
});

test("GUEST declared enabled with channels reads a document anonymously; destroying the stack leaves GUEST disabled with no channels", async () => {
  expect((await env.gateway.put("/library/", { bucket: "library" })).status).toBe(201);
  const engine = env.engine();
  const program = () => {
    new dbplane.GatewayUser("guest", { database: "library", name: "GUEST", disabled: false, adminChannels: ["public"] });
    new dbplane.GatewayUser("librarian", { database: "library", name: "librarian", password: "books!", adminChannels: ["public", "staff"] });
  };
  await upOk(engine, program);
  const librarian = basic("librarian", "books!");
  expect((await publicApi("PUT", "/library/open", { channels: ["public"] }, librarian)).status).toBe(201);
  expect((await publicApi("PUT", "/library/closed", { channels: ["staff"] }, librarian)).status).toBe(201);
  expect((await publicApi("GET", "/library/open")).body).toMatchObject({ _id: "open" });
  expect((await publicApi("GET", "/library/closed")).status).toBe(403);
  await expectSteady(env, engine, program);

  expect((await engine.destroy()).errors).toEqual([]);
  expect((await env.gateway.get("/library/_user/GUEST")).body).toEqual({ name: "GUEST", email: "", disabled: true });
  expect((await publicApi("GET", "/library/open")).status).toBe(401);
});

test("an AppServiceAdminUser with {endpoints: [\"x\"]} reaches x's database and gets 403 on another endpoint's", async () => {
  const clusterId = env.clusterOn("gcp");
  const svc = await env.healthyAppService("limited", clusterId);
  const { C, A } = paths(env.target, clusterId);
  for (const name of ["x", "y"]) {
    expect((await env.api.post(`${C}/buckets`, { name: `${name}-data` })).status).toBe(201);
    expect((await env.api.post(`${A(svc)}/appEndpoints`, { name, bucket: `${name}-data` })).status).toBe(201);
  }
  const scope = { organizationId: env.target.organizationId, projectId: env.target.projectId, clusterId, appServiceId: svc };
  const adminUrl = env.target.server!.gatewayAdminUrl;
  const engine = env.engine();
  const admin = () => new dbplane.AppServiceAdminUser("x-admin", { ...scope, name: "x-admin", password: "X-admin-1!", access: { endpoints: ["x"] } });
  await upOk(engine, () => {
    const user = admin();
    new dbplane.GatewayUser("on-x", { database: "x", name: "ann", password: "ann-pass", gateway: { adminUrl, username: user.name, password: user.password } });
  });
  expect((await env.gateway.get("/x/_user/ann")).status).toBe(200);

  const report = await engine.up(() => {
    const user = admin();
    new dbplane.GatewayUser("on-x", { database: "x", name: "ann", password: "ann-pass", gateway: { adminUrl, username: user.name, password: user.password } });
    new dbplane.GatewayUser("on-y", { database: "y", name: "ann", password: "ann-pass", gateway: { adminUrl, username: user.name, password: user.password } });
  });
  // The create reads the user by name first: the endpoint's gateway refuses that read.
  expect(errorLines(report)).toEqual(['GatewayUser on-y: dbplane: GET /y/_user/ann failed: 403 Forbidden: x-admin has no access to database "y"']);
  expect((await call(adminUrl, undefined, "GET", "/y/_user/GUEST", undefined, { headers: { authorization: basic("x-admin", "X-admin-1!") } })).status).toBe(403);
  expect((await env.gateway.get("/y/_user/ann")).status).toBe(404);
  expect((await engine.destroy()).errors).toEqual([]);
});

describe("reaching the gateway", () => {
  /** A host with the management API's settings only: no gateway settings in config or environment. */
  async function hostWithout(gatewayEnv: Record<string, string | undefined> = {}): Promise<ProviderHost> {
    const host = await ProviderHost.start({
      env: { DBPLANE_GATEWAY_ADMIN_URL: undefined, DBPLANE_GATEWAY_ADMIN_USERNAME: undefined, DBPLANE_GATEWAY_ADMIN_PASSWORD: undefined, ...gatewayEnv },
    });
    await host.configure({ "dbplane:apiUrl": env.target.apiUrl, "dbplane:apiToken": env.target.token }, ["dbplane:apiToken"]);
    return host;
  }

  test("docs/provider.md's program (an App Service, an App Endpoint, an admin user and a gateway user in one up), run exactly as printed with no gateway settings", async () => {
    const host = await hostWithout();
    try {
      const engine = new Engine(host);
      // The program's stack config, as `pulumi config set` would give it.
      engine.config = {
        "dbplane-test:organizationId": env.target.organizationId,
        "dbplane-test:projectId": env.target.projectId,
        "dbplane-test:clusterId": env.target.clusterId,
        "dbplane-test:adminPassword": "Orders-admin-1!",
        "dbplane-test:alicePassword": "alice-pass",
      };
      engine.secretKeys = ["dbplane-test:adminPassword", "dbplane-test:alicePassword"];
      const program = programFromDocs("docs/provider.md", "gateway-program");
      // In preview the gateway connection is not known yet (the endpoint's URL, the admin user): it passes check.
      expect(await engine.preview(program)).toMatchObject({ failures: [], errors: [], creates: expect.arrayContaining(["alice", "orders-admin"]) });
      const report = await env.withClock(upOk(engine, program));
      expect(report.creates.sort()).toEqual(["alice", "mobile", "orders", "orders", "orders-admin"].sort());
      expect(ofName(report.registrations, "alice").additionalSecretOutputs).toContain("gateway");
      expect(engine.resource("alice")!.outputs.gateway).toEqual({ adminUrl: `${env.target.server!.gatewayAdminUrl}/orders`, username: "orders-admin", password: "Orders-admin-1!" });
      expect((await publicApi("GET", "/orders/_session", undefined, basic("alice", "alice-pass"))).body.userCtx.name).toBe("alice");
      expect((await env.gateway.get("/orders/_user/alice")).body.admin_channels).toEqual(["orders"]);

      await env.clearRequests();
      expect((await upOk(engine, program)).sames).toHaveLength(5);
      expect(await env.requests({ writes: true })).toEqual([]);
      expect((await env.withClock(engine.destroy())).errors).toEqual([]);
    } finally {
      await host.close();
    }
  });

  test("without stack config the provider's gateway settings come from DBPLANE_GATEWAY_ADMIN_*", async () => {
    const { adminUrl, username, password } = env.gatewayConnection();
    const host = await hostWithout({ DBPLANE_GATEWAY_ADMIN_URL: adminUrl, DBPLANE_GATEWAY_ADMIN_USERNAME: username, DBPLANE_GATEWAY_ADMIN_PASSWORD: password });
    try {
      expect((await env.gateway.put("/fromenv/", { bucket: "fromenv" })).status).toBe(201);
      const engine = new Engine(host);
      await upOk(engine, () => new dbplane.GatewayUser("bo", { database: "fromenv", name: "bo", password: "bo-pass" }));
      expect((await env.gateway.get("/fromenv/_user/bo")).status).toBe(200);
      expect((await engine.destroy()).errors).toEqual([]);
    } finally {
      await host.close();
    }
  });

  test("no gateway anywhere: the error says each way to name one", async () => {
    const host = await hostWithout();
    try {
      const report = await new Engine(host).up(() => new dbplane.GatewayUser("bo", { database: "nowhere", name: "bo" }));
      expect(errorLines(report)).toEqual([
        "GatewayUser bo: dbplane: no gateway admin URL: run `pulumi config set dbplane:gatewayAdminUrl <url>` or set DBPLANE_GATEWAY_ADMIN_URL, or give the resource a `gateway` input.",
      ]);
    } finally {
      await host.close();
    }
  });

  test("the password of a `gateway` input appears in no error: a refused login says so in one line", async () => {
    expect((await env.gateway.put("/guarded/", { bucket: "guarded" })).status).toBe(201);
    const engine = env.engine();
    const wrong = { ...env.gatewayConnection(), password: "Wr0ng-pa55word" };
    const report = await engine.up(() => new dbplane.GatewayUser("bo", { database: "guarded", name: "bo", gateway: wrong }));
    expect(errorLines(report)).toEqual(["GatewayUser bo: dbplane: GET /guarded/_user/bo failed: 401 Unauthorized: Invalid login"]);
    expect(ofName(report.registrations, "bo").additionalSecretOutputs).toContain("gateway");
    expect(engine.state.resources).toEqual([]);
  });
});
