import * as dbplane from "dbplane";
import { call, paths } from "../support/conformance";
import { basic } from "../support/gateway";
import { CREATE_FAULTS, errorLines, expectSteady, lossyProxy, ofName, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The GatewayDatabase resource (a self-managed gateway database) through Pulumi's real
 *  dynamic-provider host against the conformance server's gateway: create, defaults, in-place
 *  updates that send only the managed fields (a POST the gateway merges) and so never touch the
 *  webhooks, users or secrets, removals the merge can't make, replacement, drift, adoption, App
 *  Endpoint databases refused, faults and check failures. */

let env: ProviderEnv;
let dbs = 0;

beforeAll(async () => {
  env = await startProviderEnv();
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

const newName = () => `db${++dbs}`;
type Args = Partial<dbplane.GatewayDatabaseArgs>;
const program = (name: string, extra: Args = {}) => () => {
  new dbplane.GatewayDatabase("db", { name, ...extra });
};
/** The configuration as the gateway answers it, without the instants it stamps. */
const config = async (db: string) => {
  const { created_at: _created, updated_at: _updated, ...rest } = (await env.gateway.get(`/${db}/_config`)).body;
  return rest;
};
/** An OIDC provider as the gateway writes it back: the fields it always writes, at their zero values. */
const provider = (p: Record<string, unknown>) => ({ register: false, username_claim: "", roles_claim: "", channels_claim: "", allow_unsigned_provider_tokens: false, ...p });
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path} ${r.status}`);

const SYNC = "function (doc) { channel(doc.channels); }";
const full: Args = {
  bucket: "orders-bucket",
  sync: SYNC,
  importFilter: "function (doc) { return doc.type !== 'draft'; }",
  scopes: { sales: { collections: { orders: { sync: SYNC }, invoices: {} } } },
  oidc: { providers: { login: { issuer: "https://id.example.com", clientId: "app", register: true } }, defaultProvider: "login" },
  sessionCookieName: "OrdersSession",
  eventProcessing: { maxProcesses: 20 },
};

describe("lifecycle", () => {
  test("create: one PUT /{db}/ with the configuration, camelCase to the gateway's names; no change and refresh make no write; delete drops it", async () => {
    const name = newName();
    const engine = env.engine();
    const report = await upOk(engine, program(name, full));
    expect(ofName(report.registrations, "db").additionalSecretOutputs).toEqual(["gateway"]);
    expect(engine.resource("db")!.id).toBe(name);
    expect(await writes()).toEqual([`PUT /${name}/ 201`]);
    expect(await config(name)).toEqual({
      name,
      bucket: "orders-bucket",
      sync: SYNC,
      import_filter: "function (doc) { return doc.type !== 'draft'; }",
      scopes: { sales: { collections: { orders: { sync: SYNC }, invoices: {} } } },
      oidc: { default_provider: "login", providers: { login: provider({ issuer: "https://id.example.com", client_id: "app", register: true }) } },
      session_cookie_name: "OrdersSession",
      // A partly given eventProcessing is written whole (the other at the gateway's default), and
      // wait_for_process as the gateway takes it: a string of milliseconds.
      event_handlers: { max_processes: 20, wait_for_process: "100" },
    });
    expect(engine.resource("db")!.outputs).toMatchObject({
      scopes: { sales: { collections: { orders: { sync: SYNC, importFilter: "" }, invoices: { sync: "", importFilter: "" } } } },
      eventProcessing: { maxProcesses: 20, waitForProcess: 100 },
    });

    await expectSteady(env, engine, program(name, full));
    expect((await engine.destroy()).deletes).toEqual(["db"]);
    expect((await env.gateway.get(`/${name}/`)).status).toBe(404);
  });

  test("unset fields are the gateway's defaults (bucket: the name; no functions, scopes or OIDC; the default cookie and event processing): no diff", async () => {
    const name = newName();
    const engine = env.engine();
    await upOk(engine, program(name));
    expect(await config(name)).toEqual({ name, bucket: name });
    expect(engine.resource("db")!.outputs).toMatchObject({
      bucket: name,
      scopes: {},
      sync: "",
      importFilter: "",
      oidc: { providers: {} },
      sessionCookieName: "SyncGatewaySession",
      eventProcessing: { maxProcesses: 500, waitForProcess: 100 },
    });
    await expectSteady(env, engine, program(name));
    expect((await upOk(engine, program(name, { bucket: name, sessionCookieName: "SyncGatewaySession", eventProcessing: {} }))).sames).toEqual(["db"]);
    await engine.destroy();
  });

  test("a change sends only the managed fields that changed, in one If-Match POST: webhooks, users (their redacted passwords never written back) and unmanaged fields are kept", async () => {
    const name = newName();
    const engine = env.engine();
    await upOk(engine, program(name, full));
    // What belongs to others: a webhook, a user declared in the configuration, a field not managed here.
    const hook = { handler: "webhook", url: "https://hooks.example.com/x" };
    expect((await env.gateway.post(`/${name}/_config`, { event_handlers: { document_changed: [hook] }, users: { ann: { password: "ann-pass" } }, revs_limit: 50 })).status).toBe(201);
    await env.clearRequests();
    const changed: Args = { ...full, sync: "function (doc) { channel('all'); }", sessionCookieName: "Other", eventProcessing: { waitForProcess: 0 } };
    expect(await upOk(engine, program(name, changed))).toMatchObject({ updates: ["db"], replaces: [] });
    const sent = await env.requests({ writes: true });
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`POST /${name}/_config 201`]);
    expect(await config(name)).toEqual({
      name,
      bucket: "orders-bucket",
      sync: "function (doc) { channel('all'); }",
      import_filter: full.importFilter,
      scopes: { sales: { collections: { orders: { sync: SYNC }, invoices: {} } } },
      oidc: { default_provider: "login", providers: { login: provider({ issuer: "https://id.example.com", client_id: "app", register: true }) } },
      session_cookie_name: "Other",
      event_handlers: { max_processes: 500, wait_for_process: "0", document_changed: [hook] },
      users: { ann: { password: "xxxxx" } },
      revs_limit: 50,
    });
    // The user configured in the configuration still signs in with its password.
    const login = await call(env.target.server!.gatewayPublicUrl, undefined, "GET", `/${name}/_session`, undefined, { headers: { authorization: basic("ann", "ann-pass") } });
    expect(login.status).toBe(200);
    await engine.destroy();
  });

  test("a removal the gateway's merge can't make writes the whole configuration (PUT), unless it holds secrets shown as xxxxx: then a clear error, and nothing written", async () => {
    const name = newName();
    const engine = env.engine();
    await upOk(engine, program(name, full));
    await env.clearRequests();
    const withoutOidc: Args = { ...full, oidc: undefined };
    expect((await upOk(engine, program(name, withoutOidc))).updates).toEqual(["db"]);
    expect(await writes()).toEqual([`PUT /${name}/_config 201`]);
    expect(await config(name)).not.toHaveProperty("oidc");

    expect((await upOk(engine, program(name, full))).updates).toEqual(["db"]);
    expect((await env.gateway.post(`/${name}/_config`, { users: { ann: { password: "ann-pass" } } })).status).toBe(201);
    await env.clearRequests();
    const refused = await engine.up(program(name, withoutOidc));
    expect(errorLines(refused)).toEqual([expect.stringMatching(/oidc.*needs the whole configuration written back \(PUT\).*'xxxxx' \(users\.ann\.password\)/)]);
    expect(await writes()).toEqual([]);
    await engine.destroy();
  });

  test("a WebhookHandler on it in the same program: the database's updates never touch the handler", async () => {
    const name = newName();
    const engine = env.engine();
    const withHook = (extra: Args) => () => {
      const db = new dbplane.GatewayDatabase("db", { name, ...extra });
      new dbplane.WebhookHandler("hook", { database: db.name, url: "https://hooks.example.com/orders", timeout: 5 });
    };
    await upOk(engine, withHook({ eventProcessing: { maxProcesses: 10 } }));
    expect((await config(name)).event_handlers).toEqual({ max_processes: 10, wait_for_process: "100", document_changed: [{ handler: "webhook", url: "https://hooks.example.com/orders", timeout: 5 }] });
    expect((await upOk(engine, withHook({ sync: SYNC }))).updates).toEqual(["db"]);
    // Back to the defaults, written as their values (the merge can't bring a value back to unset).
    expect((await config(name)).event_handlers).toEqual({ max_processes: 500, wait_for_process: "100", document_changed: [{ handler: "webhook", url: "https://hooks.example.com/orders", timeout: 5 }] });
    expect((await engine.destroy()).deletes).toEqual(["hook", "db"]);
  });

  test("other scopes replace the database (the gateway keeps its scopes); more collections in them change it in place", async () => {
    const name = newName();
    const engine = env.engine();
    await upOk(engine, program(name, { scopes: { sales: { collections: { orders: {} } } } }));
    expect((await upOk(engine, program(name, { scopes: { sales: { collections: { orders: {}, invoices: {} } } } }))).updates).toEqual(["db"]);
    expect((await upOk(engine, program(name, { scopes: { stock: { collections: { items: {} } } } }))).replaces).toEqual(["db"]);
    expect((await config(name)).scopes).toEqual({ stock: { collections: { items: {} } } });
    await engine.destroy();
  });

  test("a new name or bucket replaces the database, the old one deleted first", async () => {
    const [one, two] = [newName(), newName()];
    const engine = env.engine();
    await upOk(engine, program(one));
    await env.clearRequests();
    expect((await upOk(engine, program(one, { bucket: "elsewhere" }))).replaces).toEqual(["db"]);
    expect(await writes()).toEqual([`DELETE /${one}/ 200`, `PUT /${one}/ 201`]);
    expect((await config(one)).bucket).toBe("elsewhere");
    expect((await upOk(engine, program(two))).replaces).toEqual(["db"]);
    expect([(await env.gateway.get(`/${one}/`)).status, (await env.gateway.get(`/${two}/`)).status]).toEqual([404, 200]);
    await engine.destroy();
  });

  test("refresh shows a change made by hand and nothing else; the next up puts the declared configuration back; dropped by hand, it is created again", async () => {
    const name = newName();
    const engine = env.engine();
    await upOk(engine, program(name, { sync: SYNC }));
    await env.gateway.post(`/${name}/_config`, { session_cookie_name: "ByHand", sync: "function (doc) { channel('x'); }" });
    await env.clearRequests();
    expect(await engine.refresh()).toMatchObject({ updates: ["db"], errors: [] });
    expect(await env.requests()).toHaveLength(1);
    expect(engine.resource("db")!.inputs).toMatchObject({ sessionCookieName: "ByHand", sync: "function (doc) { channel('x'); }" });
    expect((await upOk(engine, program(name, { sync: SYNC }))).updates).toEqual(["db"]);
    // The cookie name back to the default, written as its value.
    expect(await config(name)).toEqual({ name, bucket: name, sync: SYNC, session_cookie_name: "SyncGatewaySession" });

    await env.gateway.delete(`/${name}/`);
    expect((await engine.refresh()).deletes).toEqual(["db"]);
    expect((await upOk(engine, program(name, { sync: SYNC }))).creates).toEqual(["db"]);
    await engine.destroy();
  });
});

describe("adoption and App Endpoints", () => {
  test("an existing database is refused without adopt (nothing recorded, nothing changed); adopt: true gives it the declared configuration, its webhooks kept", async () => {
    const name = newName();
    const hook = { handler: "webhook", url: "https://hooks.example.com/x" };
    expect((await env.gateway.put(`/${name}/`, { bucket: name, session_cookie_name: "Old", event_handlers: { document_changed: [hook] } })).status).toBe(201);
    const engine = env.engine();
    const refused = await engine.up(program(name, { sync: SYNC }));
    expect(errorLines(refused)).toEqual([expect.stringMatching(new RegExp(`^GatewayDatabase db: dbplane: GatewayDatabase '${name}': the gateway already has a database named '${name}'\\. To take it over, set \`adopt: true\`\\.$`))]);
    expect(engine.state.resources).toEqual([]);
    expect(await config(name)).toEqual({ name, bucket: name, session_cookie_name: "Old", event_handlers: { document_changed: [hook] } });

    await upOk(engine, program(name, { sync: SYNC, adopt: true }));
    expect(await config(name)).toEqual({ name, bucket: name, sync: SYNC, session_cookie_name: "SyncGatewaySession", event_handlers: { document_changed: [hook] } });
    expect((await upOk(engine, program(name, { sync: SYNC, adopt: true }))).sames).toEqual(["db"]);
    await engine.destroy();
  });

  test("an App Endpoint's database name fails at its first call with an error saying App Services has no database configuration, with or without adopt; nothing is written", async () => {
    const svc = await env.healthyAppService("db-host");
    expect((await env.api.post(`${paths(env.target).C}/buckets`, { name: "shop" })).status).toBe(201);
    expect((await env.api.post(`${paths(env.target).A(svc)}/appEndpoints`, { name: "shop", bucket: "shop" })).status).toBe(201);
    for (const declared of [{ sync: SYNC }, { sync: SYNC, adopt: true }, { adopt: true }]) {
      const engine = env.engine();
      await env.clearRequests();
      const report = await engine.up(program("shop", declared));
      expect(errorLines(report)).toEqual([expect.stringMatching(/^GatewayDatabase db: dbplane: GatewayDatabase needs a self-managed gateway database, and 'shop' is an App Endpoint's: App Services serves only its users, roles and sessions/)]);
      expect(engine.state.resources).toEqual([]);
      expect(await writes()).toEqual(["PUT /shop/ 404"]);
    }
  });
});

describe("faults", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the PUT and makes the database once", async (_label, rule) => {
    const name = newName();
    await env.fault({ method: "PUT", path: `^/${name}/$`, times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, program(name, { sync: SYNC }));
    expect(await config(name)).toEqual({ name, bucket: name, sync: SYNC });
    expect((await env.gateway.get("/_all_dbs")).body.filter((n: string) => n === name)).toEqual([name]);
    await engine.destroy();
  });

  test("a PUT processed whose answer was lost is found again, not repeated into 'already exists'", async () => {
    const name = newName();
    const proxy = await lossyProxy(env.target.server!.gatewayAdminUrl, (method, url) => method === "PUT" && url === `/${name}/`);
    try {
      const engine = env.engine();
      await upOk(engine, program(name, { sync: SYNC, gateway: { ...env.gatewayConnection(), adminUrl: proxy.url } }));
      expect(await writes()).toEqual([`PUT /${name}/ 201`]);
      await engine.destroy();
    } finally {
      await proxy.close();
    }
  });

  test("an update survives a 412 (another writer got there first): read again and retried", async () => {
    const name = newName();
    const engine = env.engine();
    await upOk(engine, program(name));
    await env.fault({ method: "POST", path: `^/${name}/_config$`, times: 1, status: 412 });
    await env.clearRequests();
    await upOk(engine, program(name, { sync: SYNC }));
    expect(await writes()).toEqual([`POST /${name}/_config 412`, `POST /${name}/_config 201`]);
    expect((await config(name)).sync).toBe(SYNC);
    await engine.destroy();
  });
});

describe("check", () => {
  test.each<[string, Args, string, RegExp]>([
    ["a name against the gateway's rule", { name: "Orders" }, "name", /lowercase letters/],
    ["a sync function with a syntax error (its closing brace missing: placed at the source's end)", { sync: "function (doc) { channel(doc.channels) " }, "sync", /^JavaScript syntax error at line 1, column 39 \("function \(doc\) \{ channel\(doc\.channels\)"\): the source ends inside the function/],
    ["an import filter with a syntax error in a collection", { scopes: { s: { collections: { c: { importFilter: "function (doc) { return doc. }" } } } } }, "scopes.s.collections.c.importFilter", /JavaScript syntax error/],
    ["a scope without collections", { scopes: { s: { collections: {} } } }, "scopes.s.collections", /at least one collection/],
    ["a default OIDC provider that is not one of them", { oidc: { providers: { a: { issuer: "https://id.example.com", clientId: "x" } }, defaultProvider: "b" } }, "oidc.defaultProvider", /must name one of/],
    ["an OIDC issuer that is not a URL", { oidc: { providers: { a: { issuer: "id.example.com", clientId: "x" } } } }, "oidc.providers.a.issuer", /http/],
    ["a cookie name with a space", { sessionCookieName: "my session" }, "sessionCookieName", /a cookie name/],
    ["maxProcesses of 0", { eventProcessing: { maxProcesses: 0 } }, "eventProcessing.maxProcesses", />=1|at least|too small/i],
    ["a function in a backtick pair", { sync: `\`${SYNC}\`` }, "sync", /backtick pair is the gateway configuration file's quoting/],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().preview(program("orders", change));
    expect(report.failures).toEqual([expect.objectContaining({ name: "db", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });
});
