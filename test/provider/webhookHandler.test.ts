import * as dbplane from "dbplane";
import { paths } from "../support/conformance";
import { CREATE_FAULTS, errorLines, expectSteady, lossyProxy, ofName, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The WebhookHandler resource (one entry of a self-managed database's
 *  `event_handlers.document_changed`) through Pulumi's real dynamic-provider host against the
 *  conformance server's gateway: the read-modify-write with If-Match that sends only
 *  `event_handlers` and leaves other entries alone, in-place updates, url as the natural key,
 *  drift, adoption, the last entry's removal, JavaScript with `$` and backticks, App Endpoint
 *  databases refused, faults (a 412 and a lost answer included) and check failures. Delivery
 *  itself: gatewayScenarios.test.ts. */

let env: ProviderEnv;
let dbs = 0;

beforeAll(async () => {
  env = await startProviderEnv();
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

const HOOK = "https://hooks.example.com/orders";
/** A handler configured by other means, which every test expects to find untouched. */
const BY_HAND = { handler: "webhook", url: "https://other.example.com/audit", timeout: 5 };

/** A fresh self-managed database with one handler configured by hand and `max_processes` set. */
async function newDatabase(): Promise<string> {
  const name = `hooks${++dbs}`;
  expect((await env.gateway.put(`/${name}/`, { bucket: name, event_handlers: { max_processes: 7, document_changed: [BY_HAND] } })).status).toBe(201);
  await env.clearRequests();
  return name;
}

type Args = Partial<dbplane.WebhookHandlerArgs>;
const args = (database: string, extra: Args = {}): dbplane.WebhookHandlerArgs => ({ database, url: HOOK, ...extra });
const program = (database: string, extra: Args = {}) => () => {
  new dbplane.WebhookHandler("hook", args(database, extra));
};
const eventHandlers = async (db: string) => (await env.gateway.get(`/${db}/_config`)).body.event_handlers;
/** The entries (none: the gateway leaves an empty list out). */
const entries = async (db: string) => ((await eventHandlers(db))?.document_changed ?? []) as Array<Record<string, unknown>>;
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path} ${r.status}`);

describe("lifecycle", () => {
  test("create appends one entry with one If-Match write; the rest of the configuration is untouched; no change and refresh make no write; delete removes only it", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    const filter = "function (doc, oldDoc) { return doc.type === 'order'; }";
    const report = await upOk(engine, program(db, { filter, timeout: 10, options: { retries: 2 } }));
    // The url may hold the receiver's secret: a secret output, and never the id.
    expect(ofName(report.registrations, "hook").additionalSecretOutputs).toEqual(["gateway", "url"]);
    expect(engine.resource("hook")!.id).toMatch(/^wh-[0-9a-f]{20}$/);
    expect(engine.resource("hook")!.outputs).toMatchObject({ database: db, url: HOOK, filter, timeout: 10, options: { retries: 2 } });
    expect(await writes()).toEqual([`POST /${db}/_config 201`]);
    expect(await eventHandlers(db)).toEqual({
      max_processes: 7,
      document_changed: [BY_HAND, { handler: "webhook", url: HOOK, filter, timeout: 10, options: { retries: 2 } }],
    });

    await expectSteady(env, engine, program(db, { filter, timeout: 10, options: { retries: 2 } }));
    expect((await engine.destroy()).deletes).toEqual(["hook"]);
    expect(await eventHandlers(db)).toEqual({ max_processes: 7, document_changed: [BY_HAND] });
  });

  test("unset filter, timeout and options are the gateway's defaults (no filter, 60 s): no diff", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db));
    expect((await entries(db))[1]).toEqual({ handler: "webhook", url: HOOK });
    expect(engine.resource("hook")!.outputs).toMatchObject({ filter: "", timeout: 60, options: {} });
    await expectSteady(env, engine, program(db));
    expect((await upOk(engine, program(db, { timeout: 60 }))).sames).toEqual(["hook"]);
    // 0 is the gateway's "no limit", not the default.
    expect((await upOk(engine, program(db, { timeout: 0 }))).updates).toEqual(["hook"]);
    expect((await entries(db))[1]).toEqual({ handler: "webhook", url: HOOK, timeout: 0 });
    await expectSteady(env, engine, program(db, { timeout: 0 }));
    await engine.destroy();
  });

  test("filter, timeout and options change in place with one write, the entry keeping its place; unset ones go back to the defaults", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db));
    await env.gateway.post(`/${db}/_config`, { event_handlers: { max_processes: 7, document_changed: [...(await entries(db)), { handler: "webhook", url: "https://late.example.com" }] } });
    await env.clearRequests();
    const changed = { filter: "function (doc) { return !!doc.urgent; }", timeout: 3, options: { a: 1 } };
    expect(await upOk(engine, program(db, changed))).toMatchObject({ updates: ["hook"], replaces: [] });
    expect(await writes()).toEqual([`POST /${db}/_config 201`]);
    expect((await entries(db)).map((e) => e.url)).toEqual([BY_HAND.url, HOOK, "https://late.example.com"]);
    expect((await entries(db))[1]).toEqual({ handler: "webhook", url: HOOK, ...changed });
    await upOk(engine, program(db));
    expect((await entries(db))[1]).toEqual({ handler: "webhook", url: HOOK });
    await engine.destroy();
    expect((await entries(db)).map((e) => e.url)).toEqual([BY_HAND.url, "https://late.example.com"]);
  });

  test("a new url or database replaces the handler (the new entry first, then the old one goes)", async () => {
    const [one, two] = [await newDatabase(), await newDatabase()];
    const engine = env.engine();
    await upOk(engine, program(one));
    expect((await upOk(engine, program(one, { url: "https://hooks.example.com/v2" }))).replaces).toEqual(["hook"]);
    expect((await entries(one)).map((e) => e.url)).toEqual([BY_HAND.url, "https://hooks.example.com/v2"]);
    expect((await upOk(engine, program(two, { url: "https://hooks.example.com/v2" }))).replaces).toEqual(["hook"]);
    expect(await entries(one)).toEqual([BY_HAND]);
    expect((await entries(two)).map((e) => e.url)).toEqual([BY_HAND.url, "https://hooks.example.com/v2"]);
    await engine.destroy();
  });

  test("refresh shows an entry changed by hand and nothing else; the next up writes the declared one back", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db, { timeout: 10 }));
    const [other, mine] = await entries(db);
    await env.gateway.post(`/${db}/_config`, { event_handlers: { max_processes: 7, document_changed: [other, { ...mine, timeout: 45, filter: "function (doc) { return false; }" }] } });
    await env.clearRequests();
    expect(await engine.refresh()).toMatchObject({ updates: ["hook"], errors: [] });
    expect(await env.requests()).toHaveLength(1);
    expect(engine.resource("hook")!.inputs).toMatchObject({ timeout: 45, filter: "function (doc) { return false; }" });
    expect((await upOk(engine, program(db, { timeout: 10 }))).updates).toEqual(["hook"]);
    expect((await entries(db))[1]).toEqual({ handler: "webhook", url: HOOK, timeout: 10 });
    await engine.destroy();
  });

  test("removed by hand: refresh drops it and the next up adds it again", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    await upOk(engine, program(db));
    await env.gateway.post(`/${db}/_config`, { event_handlers: { document_changed: [BY_HAND] } });
    expect((await engine.refresh()).deletes).toEqual(["hook"]);
    expect((await upOk(engine, program(db))).creates).toEqual(["hook"]);
    expect((await entries(db)).map((e) => e.url)).toEqual([BY_HAND.url, HOOK]);
    await engine.destroy();
  });
});

test("a state written when the id was the url still reads, runs and deletes cleanly", async () => {
  const db = await newDatabase();
  const first = env.engine();
  await upOk(first, program(db));
  const state = JSON.parse(JSON.stringify(first.state));
  const entry = state.resources.find((r: { name: string }) => r.name === "hook");
  entry.id = HOOK;
  const engine = env.engine(state);
  await expectSteady(env, engine, program(db));
  expect((await engine.destroy()).deletes).toEqual(["hook"]);
  expect(await entries(db)).toEqual([BY_HAND]);
});

describe("the url identifies the entry", () => {
  test("an entry with the url, configured by other means, is refused with a clear error and left alone; adopt: true takes it over", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    const refused = await engine.up(program(db, { url: BY_HAND.url }));
    expect(errorLines(refused)).toEqual([
      `WebhookHandler hook: dbplane: WebhookHandler 'https://other.example.com/…': database '${db}' already has a document_changed handler posting to this url (another WebhookHandler, or one configured by other means). The url identifies a handler within its database: give each WebhookHandler its own, or set \`adopt: true\` to take the existing one over.`,
    ]);
    expect(engine.state.resources).toEqual([]);
    expect(await entries(db)).toEqual([BY_HAND]);

    await env.clearRequests();
    await upOk(engine, program(db, { url: BY_HAND.url, timeout: 5, adopt: true }));
    expect(engine.resource("hook")!.id).toMatch(/^wh-[0-9a-f]{20}$/);
    expect(await writes()).toEqual([]);
    expect((await upOk(engine, program(db, { url: BY_HAND.url, timeout: 8, adopt: true }))).updates).toEqual(["hook"]);
    expect(await entries(db)).toEqual([{ ...BY_HAND, timeout: 8 }]);
    // The last entry: an empty list changes nothing in the gateway's merge, so the configuration
    // is written back whole (it holds no secret).
    await env.clearRequests();
    await engine.destroy();
    expect(await entries(db)).toEqual([]);
    expect(await writes()).toEqual([`PUT /${db}/_config 201`]);
    expect(await eventHandlers(db)).toEqual({ max_processes: 7 });
  });

  test("the last entry over a configuration holding a secret shown as xxxxx: a clear error, nothing written (a PUT would write the marker back)", async () => {
    const db = await newDatabase();
    expect((await env.gateway.post(`/${db}/_config`, { users: { ann: { password: "ann-pass" } } })).status).toBe(201);
    const engine = env.engine();
    await upOk(engine, program(db, { url: BY_HAND.url, adopt: true }));
    await env.clearRequests();
    const report = await engine.destroy();
    expect(errorLines(report)).toEqual([expect.stringMatching(/event_handlers.*'xxxxx' \(users\.ann\.password\)/)]);
    expect(await writes()).toEqual([]);
    // (Adopted as declared: the gateway's default timeout.)
    expect(await entries(db)).toEqual([{ handler: "webhook", url: BY_HAND.url }]);
  });

  test("two WebhookHandlers with the same url in one program: one is created, the other fails clearly", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    const report = await engine.up(() => {
      new dbplane.WebhookHandler("first", args(db));
      new dbplane.WebhookHandler("second", args(db));
    });
    expect(errorLines(report)).toEqual([expect.stringMatching(/^WebhookHandler (first|second): dbplane: WebhookHandler '.*' already has a document_changed handler posting to this url/)]);
    expect((await entries(db)).map((e) => e.url)).toEqual([BY_HAND.url, HOOK]);
    expect(engine.state.resources.map((r) => r.name)).toHaveLength(1);
    await engine.destroy();
    expect(await entries(db)).toEqual([BY_HAND]);
  });
});

describe("JavaScript as written", () => {
  test("a filter with `$` and backticks is kept as written (sent as JSON escapes the gateway's configuration parser leaves alone)", async () => {
    const db = await newDatabase();
    const engine = env.engine();
    const filter = "function (doc) { return `${doc.kind}` === 'order' && doc.$total > 0; }";
    await upOk(engine, program(db, { filter }));
    expect((await entries(db))[1]).toEqual({ handler: "webhook", url: HOOK, filter });
    await expectSteady(env, engine, program(db, { filter }));
    await engine.destroy();
  });
});

describe("App Endpoint databases", () => {
  test("a handler on an App Endpoint's database fails at its first call, saying App Services has no database configuration; nothing is written", async () => {
    const svc = await env.healthyAppService("hooks-host");
    const A = paths(env.target).A(svc);
    expect((await env.api.post(`${paths(env.target).C}/buckets`, { name: "hooked" })).status).toBe(201);
    expect((await env.api.post(`${A}/appEndpoints`, { name: "hooked", bucket: "hooked" })).status).toBe(201);
    await env.api.control("POST", "clock", { advanceMs: 60_000 });
    await env.clearRequests();
    const engine = env.engine();
    const report = await engine.up(program("hooked", { filter: "function (doc) { return true; }" }));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^WebhookHandler hook: dbplane: WebhookHandler needs a self-managed gateway database, and 'hooked' is an App Endpoint's: App Services serves only its users, roles and sessions/)]);
    expect(engine.state.resources).toEqual([]);
    expect(await writes()).toEqual([]);
  });
});

describe("faults", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the configuration write and adds exactly one entry", async (_label, rule) => {
    const db = await newDatabase();
    await env.fault({ method: "POST", path: `^/${db}/_config$`, times: 1, ...rule });
    const engine = env.engine();
    await upOk(engine, program(db));
    expect(await entries(db)).toEqual([BY_HAND, { handler: "webhook", url: HOOK }]);
    await engine.destroy();
  });

  test("a 412 (another writer got there first) is read again and retried", async () => {
    const db = await newDatabase();
    await env.fault({ method: "POST", path: `^/${db}/_config$`, times: 2, status: 412 });
    const engine = env.engine();
    await upOk(engine, program(db));
    expect((await env.requests()).map((r) => `${r.method} ${r.status}`)).toEqual(["GET 200", "POST 412", "GET 200", "POST 412", "GET 200", "POST 201", "GET 200"]);
    expect(await entries(db)).toEqual([BY_HAND, { handler: "webhook", url: HOOK }]);
    await engine.destroy();
  });

  test("a write that went through with its answer lost: the repeat's 412 is recognised as its own, exactly one entry", async () => {
    const db = await newDatabase();
    const proxy = await lossyProxy(env.target.server!.gatewayAdminUrl, (method, url) => method === "POST" && url.endsWith("/_config"));
    try {
      const engine = env.engine();
      await upOk(engine, program(db, { gateway: { ...env.gatewayConnection(), adminUrl: proxy.url } }));
      expect((await env.requests({ writes: true })).map((r) => `${r.method} ${r.status}`)).toEqual(["POST 201", "POST 412"]);
      expect(await entries(db)).toEqual([BY_HAND, { handler: "webhook", url: HOOK }]);
      await engine.destroy();
      expect(await entries(db)).toEqual([BY_HAND]);
    } finally {
      await proxy.close();
    }
  });
});

describe("check", () => {
  test.each<[string, Args, string, RegExp]>([
    ["a filter with a syntax error", { filter: "function (doc) {\n  return doc.type === ;\n}" }, "filter", /^JavaScript syntax error at line 2, column 23 \("return doc\.type === ;"\): Unexpected token ';'$/],
    ["a url that is not http(s)", { url: "ftp://hooks.example.com" }, "url", /an http\(s\) URL/],
    ["an empty url", { url: "" }, "url", /an http\(s\) URL/],
    ["a negative timeout", { timeout: -1 }, "timeout", />=0|at least|too small/i],
    ["a filter in a backtick pair", { filter: "`function (doc) { return true; }`" }, "filter", /backtick pair/],
    ["a database name against the gateway's rule", { database: "1st" }, "database", /lowercase letters/],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().preview(program("orders", change));
    expect(report.failures).toEqual([expect.objectContaining({ name: "hook", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });

  test("a filter is compiled, never run: one that would loop forever passes check", async () => {
    const report = await env.engine().preview(program("orders", { filter: "(function () { while (true) {} })()" }));
    expect(report.failures).toEqual([]);
  });
});
