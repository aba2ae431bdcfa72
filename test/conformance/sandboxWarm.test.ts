import type { AddressInfo } from "node:net";
import type { ServerContext } from "../../conformance/context";
import { Sandbox } from "../../conformance/gateway/sandbox";
import { buildApps, openWorld } from "../../conformance/world";
import { basic } from "../support/gateway";

/** Loading QuickJS in a worker takes ~100 ms: a new database starts one ahead of its first
 *  configuration check or write, so that neither waits for it (in a stack, the first
 *  WebhookHandler's configuration write waited ~150 ms). */
describe("Sandbox.warm", () => {
  test("starts one worker when none runs, and nothing once one does or once closed", async () => {
    const sandbox = new Sandbox({ workers: 2 });
    expect(sandbox.workers).toBe(0);
    sandbox.warm();
    expect(sandbox.workers).toBe(1);
    sandbox.warm();
    expect(sandbox.workers).toBe(1);
    // The warm worker is the one that answers (a call starts no second one).
    await sandbox.check("function (doc) { return true; }");
    expect(sandbox.workers).toBe(1);
    await sandbox.close();
    sandbox.warm();
    expect(sandbox.workers).toBe(0);
  });
});

describe("a new database warms the sandbox", () => {
  let ctx: ServerContext;
  let close: () => Promise<void>;
  const urls: Record<string, string> = {};
  const STEP = 60_000;

  beforeEach(async () => {
    const world = await openWorld({ bootstrapToken: "warm-token", gatewayAdminPassword: "warm-password", transitionMs: STEP });
    const apps = buildApps(world.ctx);
    for (const [name, app] of Object.entries(apps)) {
      await app.listen({ host: "127.0.0.1", port: 0 });
      urls[name] = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
    world.onClose(() => Promise.all(Object.values(apps).map((a) => a.close())).then(() => undefined));
    ctx = world.ctx;
    close = world.close;
  });
  afterEach(() => close());

  test("a self-managed database (PUT /{db}/), once it is made; a refused one starts nothing", async () => {
    const admin = { authorization: basic(ctx.gatewayAdmin.username, "warm-password"), "content-type": "application/json" };
    const refused = await fetch(`${urls.gatewayAdmin}/refused/`, { method: "PUT", headers: admin, body: JSON.stringify({ no_such_setting: 1 }) });
    expect(refused.status).toBe(400);
    expect(ctx.sandbox.workers).toBe(0);
    const made = await fetch(`${urls.gatewayAdmin}/made/`, { method: "PUT", headers: admin, body: "{}" });
    expect(made.status).toBe(201);
    expect(ctx.sandbox.workers).toBe(1);
  });

  test("an App Endpoint, when it is created", async () => {
    const { organizationId, projectId, clusters } = ctx.seed();
    const C = `${urls.api}/v4/organizations/${organizationId}/projects/${projectId}/clusters/${clusters[0].id}`;
    const headers = { authorization: "Bearer warm-token", "content-type": "application/json" };
    const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
    const svc = (await (await post(`${C}/appservices`, { name: "warm" })).json()) as { id: string };
    expect((await post(`${C}/buckets`, { name: "warm" })).status).toBe(201);
    await fetch(`${urls.api}/_conformance/clock`, { method: "POST", headers, body: JSON.stringify({ advanceMs: 3 * STEP }) });
    expect(ctx.sandbox.workers).toBe(0);
    expect((await post(`${C}/appservices/${svc.id}/appEndpoints`, { name: "warm", bucket: "warm" })).status).toBe(201);
    expect(ctx.sandbox.workers).toBe(1);
  });
});
