import { gatewayDatabaseSpec } from "../../../resources/gatewayDatabase";
import { gatewayUserSpec } from "../../../resources/gatewayUser";
import { webhookHandlerSpec } from "../../../resources/webhookHandler";
import { parseConfigText } from "../../../schema/gateway/configText";
import { requestProblems } from "../../support/apiModel";
import { startStub, type StubApi } from "../../support/stubApi";
import { checked, createAndRead, stubbedOperations } from "./stubbed";

/** The gateway's resources against answers shaped as the real gateway gives them: a stored
 *  configuration (`wait_for_process` a string, an OIDC provider's zero-valued fields written
 *  back, `created_at`/`updated_at` stamped, secrets as `xxxxx`), and App Services, which serves
 *  an App Endpoint's users by name, roles and sessions, and nothing else. */

const notFound = { status: 404, body: { error: "not_found", reason: "missing" } };

/** A self-managed gateway holding one database, its configuration kept as the gateway keeps it. */
async function selfManaged(initial: Record<string, unknown>): Promise<StubApi & { config: () => Record<string, any>; writes: Array<{ method: string; body: any }> }> {
  let config: Record<string, any> | undefined = initial;
  let version = 1;
  const writes: Array<{ method: string; body: any }> = [];
  const stub = await startStub("gatewayAdmin");
  const write = (method: string) => ({ body, headers }: { body: any; headers: Record<string, unknown> }) => {
    if (!config) return notFound;
    if (headers["if-match"] !== undefined && headers["if-match"] !== `"v${version}"`) return { status: 412, body: { error: "Precondition Failed", reason: "Provided If-Match header does not match current config version" } };
    writes.push({ method, body });
    config = method === "PUT" ? { ...body, created_at: config.created_at, updated_at: "2026-02-01T10:00:00.123456789Z" } : { ...config, ...body, updated_at: "2026-02-01T10:00:00.123456789Z" };
    version++;
    return { status: 201, headers: { etag: `"v${version}"` } };
  };
  stub
    .on("getDatabaseConfig", ({ params }) => (config && params.db === "shop" ? { status: 200, body: config, headers: { etag: `"v${version}"` } } : notFound))
    .on("getUser", ({ params }) => (config && params.db === "shop" && params.name === "GUEST" ? { status: 200, body: { name: "GUEST", email: "", disabled: true } } : notFound))
    .on("updateDatabaseConfig", write("POST"))
    .on("replaceDatabaseConfig", write("PUT"))
    .on("createDatabase", () => ({ status: 412, body: { error: "Precondition Failed", reason: 'Duplicate database name "shop"' } }));
  return Object.assign(stub, { config: () => config!, writes });
}

/** The configuration as a real gateway answers it for a database made with a sync function, an
 *  OIDC provider and event processing, with a user configured in it. */
const STORED = {
  name: "shop",
  bucket: "shop",
  sync: "function (doc) { channel(doc.channels); }",
  oidc: {
    default_provider: "login",
    providers: { login: { issuer: "https://id.example.com", register: false, client_id: "app", username_claim: "", roles_claim: "", channels_claim: "", allow_unsigned_provider_tokens: false } },
  },
  event_handlers: { max_processes: 20, wait_for_process: "250", document_changed: [{ handler: "webhook", url: "https://hooks.example.com/a", timeout: 30 }] },
  users: { ann: { password: "xxxxx", admin_channels: ["a"] } },
  created_at: "2026-01-31T09:00:00.5Z",
  updated_at: "2026-01-31T09:00:00.5Z",
};
const DECLARED = {
  name: "shop",
  sync: "function (doc) { channel(doc.channels); }",
  oidc: { providers: { login: { issuer: "https://id.example.com", clientId: "app" } }, defaultProvider: "login" },
  eventProcessing: { maxProcesses: 20, waitForProcess: 250 },
};

let stub: StubApi | undefined;
afterEach(() => stub?.close());

describe("GatewayDatabase on a self-managed gateway", () => {
  test("the configuration as the gateway stores it (a string wait_for_process, zero-valued OIDC fields, timestamps, a redacted password) plans no change", async () => {
    const gw = (stub = await selfManaged(structuredClone(STORED)));
    const ops = stubbedOperations(gatewayDatabaseSpec, { gateway: gw });
    const inputs = checked(ops, { ...DECLARED, adopt: true });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(refreshed.eventProcessing).toEqual({ maxProcesses: 20, waitForProcess: 250 });
    expect(ops.diff(refreshed, inputs)).toEqual({ changed: [], replaces: [], deleteBeforeReplace: false });
    // Adopting a database already as declared writes nothing.
    expect(gw.writes).toEqual([]);
  });

  test("the create sends wait_for_process as a string of milliseconds and max_processes as a number", async () => {
    stub = await startStub("gatewayAdmin");
    let sent: any;
    stub.on("createDatabase", ({ body }) => ((sent = body), { status: 201 })).on("getDatabaseConfig", () => ({ status: 200, body: { ...sent, bucket: "shop" }, headers: { etag: '"v1"' } }));
    const ops = stubbedOperations(gatewayDatabaseSpec, { gateway: stub });
    await ops.create(checked(ops, { name: "shop", eventProcessing: { maxProcesses: 50, waitForProcess: 0 } }));
    expect(sent.event_handlers).toEqual({ max_processes: 50, wait_for_process: "0" });
    expect(stub.exchanges.flatMap(requestProblems)).toEqual([]);
  });

  test("an update sends only the managed fields that changed, never the redacted password nor the webhooks", async () => {
    const gw = (stub = await selfManaged(structuredClone(STORED)));
    const ops = stubbedOperations(gatewayDatabaseSpec, { gateway: gw });
    const { id, outs } = await ops.create(checked(ops, { ...DECLARED, adopt: true }));
    await ops.update(id, outs, checked(ops, { ...DECLARED, sessionCookieName: "ShopSession", eventProcessing: { maxProcesses: 40, waitForProcess: 250 } }));
    expect(gw.writes.map((w) => [w.method, w.body])).toEqual([
      ["POST", { session_cookie_name: "ShopSession", event_handlers: { ...STORED.event_handlers, max_processes: 40, wait_for_process: "250" } }],
    ]);
    expect(JSON.stringify(gw.writes)).not.toContain("xxxxx");
    expect(gw.exchanges.flatMap(requestProblems)).toEqual([]);
  });

  test("a removal the merge can't make, over a configuration with a redacted secret, fails at update instead of writing the secret back", async () => {
    const gw = (stub = await selfManaged(structuredClone(STORED)));
    const ops = stubbedOperations(gatewayDatabaseSpec, { gateway: gw });
    const { id, outs } = await ops.create(checked(ops, { ...DECLARED, adopt: true }));
    await expect(ops.update(id, outs, checked(ops, { ...DECLARED, oidc: undefined }))).rejects.toThrow(/oidc.*users\.ann\.password/s);
    expect(gw.writes).toEqual([]);
  });

  test("the same removal without secrets writes the whole configuration back (PUT) with If-Match", async () => {
    const { users: _users, ...noSecrets } = structuredClone(STORED);
    const gw = (stub = await selfManaged(noSecrets));
    const ops = stubbedOperations(gatewayDatabaseSpec, { gateway: gw });
    const { id, outs } = await ops.create(checked(ops, { ...DECLARED, adopt: true }));
    await ops.update(id, outs, checked(ops, { ...DECLARED, oidc: undefined }));
    expect(gw.writes.map((w) => w.method)).toEqual(["PUT"]);
    expect(gw.config()).not.toHaveProperty("oidc");
    expect(gw.config().event_handlers.document_changed).toEqual(STORED.event_handlers.document_changed);
    expect(gw.exchanges.find((e) => e.method === "PUT" && e.path === "/shop/_config")?.ifMatch).toBe('"v1"');
  });

  test("JavaScript with `$` and backticks travels as JSON escapes, which the gateway's parser leaves as written", async () => {
    stub = await startStub("gatewayAdmin");
    const sync = "function (doc) { channel(`${doc.owner}-$orders`); }";
    stub.on("createDatabase", () => ({ status: 201 })).on("getDatabaseConfig", () => ({ status: 200, body: { name: "shop", bucket: "shop", sync }, headers: { etag: '"v1"' } }));
    const ops = stubbedOperations(gatewayDatabaseSpec, { gateway: stub });
    await ops.create(checked(ops, { name: "shop", sync }));
    const raw = stub.exchanges.find((e) => e.method === "PUT")!.requestBody;
    expect(raw).not.toMatch(/[$`]/);
    // What the gateway does to the bytes before decoding them (no variables defined) keeps the function.
    expect(JSON.parse(parseConfigText(raw, () => undefined)).sync).toBe(sync);
    // As plain JSON the same body would be refused (an undefined variable `doc.owner`).
    expect(() => parseConfigText(JSON.stringify({ sync }), () => undefined)).toThrow(/undefined environment variable '\$\{doc\.owner\}'/);
  });

  test("a function in a backtick pair (the configuration file's quoting) is refused at check", () => {
    const ops = stubbedOperations(gatewayDatabaseSpec, {});
    expect(ops.check({ name: "shop", sync: "`function (doc) { channel(doc.channels); }`" }).failures).toEqual([
      { path: ["sync"], reason: expect.stringMatching(/backtick pair is the gateway configuration file's quoting/) },
    ]);
  });

  test("other scope names replace the database (the gateway keeps its scopes)", async () => {
    const ops = stubbedOperations(gatewayDatabaseSpec, {});
    const olds = { name: "shop", scopes: { sales: { collections: { orders: { sync: "", importFilter: "" } } } } };
    expect(ops.diff(olds, checked(ops, { name: "shop", scopes: { stock: { collections: { items: {} } } } })).replaces).toEqual(["scopes"]);
    expect(ops.diff(olds, checked(ops, { name: "shop", scopes: { sales: { collections: { orders: {}, invoices: {} } } } })).replaces).toEqual([]);
  });
});

/** App Services for an App Endpoint's database `travel`: users by name, nothing of the configuration. */
async function appServices(): Promise<StubApi & { users: Map<string, Record<string, unknown>> }> {
  const users = new Map<string, Record<string, unknown>>([["GUEST", { name: "GUEST", email: "", disabled: true }]]);
  const s = await startStub("gatewayAdmin");
  s.on("getUser", ({ params }) => (params.db === "travel" && users.has(params.name) ? { status: 200, body: users.get(params.name) } : notFound))
    .on("putUser", ({ params, body }) => {
      const existed = users.has(params.name);
      const { password: _password, ...rest } = body;
      users.set(params.name, { email: "", disabled: false, ...users.get(params.name), ...rest, name: params.name });
      return { status: existed ? 200 : 201 };
    })
    .on("deleteUser", ({ params }) => (users.delete(params.name) ? { status: 200 } : notFound));
  return Object.assign(s, { users });
}

describe("on App Services (an App Endpoint's database)", () => {
  test("GatewayUser creates with PUT after a read by name (no POST, no list of users), and reads by name", async () => {
    const gw = await appServices();
    stub = gw;
    const ops = stubbedOperations(gatewayUserSpec, { gateway: gw });
    const inputs = checked(ops, { database: "travel", name: "agent", password: "agent-pass", adminChannels: ["bookings"] });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(ops.diff(refreshed, inputs).changed).toEqual([]);
    expect(gw.exchanges.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(["GET /travel/_user/agent 404", "PUT /travel/_user/agent 201", "GET /travel/_user/agent 200", "GET /travel/_user/agent 200"]);
    expect(gw.exchanges.flatMap(requestProblems)).toEqual([]);
  });

  test("GatewayUser never takes over a user that exists, unless adopted (found by name)", async () => {
    const gw = await appServices();
    stub = gw;
    gw.users.set("agent", { name: "agent", email: "", disabled: false, admin_channels: ["old"] });
    const ops = stubbedOperations(gatewayUserSpec, { gateway: gw });
    await expect(ops.create(checked(ops, { database: "travel", name: "agent", password: "agent-pass" }))).rejects.toThrow(/already has a user named 'agent'.*adopt: true/);
    expect(gw.exchanges.filter((e) => e.method !== "GET")).toEqual([]);
    const { outs } = await ops.create(checked(ops, { database: "travel", name: "agent", password: "agent-pass", adminChannels: ["new"], adopt: true }));
    expect(outs.adminChannels).toEqual(["new"]);
    expect(gw.exchanges.some((e) => e.path === "/travel/_user/")).toBe(false);
  });

  test("a new user's read leaves out empty sets: no change planned", async () => {
    const gw = await appServices();
    stub = gw;
    const ops = stubbedOperations(gatewayUserSpec, { gateway: gw });
    const inputs = checked(ops, { database: "travel", name: "bare", password: "pass-word" });
    const { refreshed } = await createAndRead(ops, inputs);
    expect(ops.diff(refreshed, inputs).changed).toEqual([]);
  });

  test("WebhookHandler fails at its first call with a message saying App Services has no configuration", async () => {
    stub = await appServices();
    const ops = stubbedOperations(webhookHandlerSpec, { gateway: stub });
    await expect(ops.create(checked(ops, { database: "travel", url: "https://hooks.example.com/a" }))).rejects.toThrow(
      /WebhookHandler needs a self-managed gateway database, and 'travel' is an App Endpoint's: App Services serves only its users, roles and sessions/,
    );
    expect(stub.exchanges.filter((e) => e.method !== "GET")).toEqual([]);
  });

  test("GatewayDatabase fails at its first call with a message saying so, not a bare 404", async () => {
    stub = await appServices();
    const ops = stubbedOperations(gatewayDatabaseSpec, { gateway: stub });
    await expect(ops.create(checked(ops, { name: "travel" }))).rejects.toThrow(/GatewayDatabase needs a self-managed gateway database, and 'travel' is an App Endpoint's/);
  });
});
