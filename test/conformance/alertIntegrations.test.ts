import { client, expectError, paths, useTarget } from "../support/conformance";

/** Alert integrations: the webhook kind as the management API's v4 specification has it (create
 *  201, update `{name, config}` 204, test 202); the chat kinds and the channel listing as document
 *  2 has them. */
const t = useTarget();
const api = client(t);
let P: string;
let AI: string;

beforeAll(() => {
  ({ P } = paths(t));
  AI = `${P}/alertIntegrations`;
});

const UNKNOWN = "6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f";
const webhook = {
  kind: "webhook",
  name: "pager",
  config: {
    webhook: {
      method: "POST",
      url: "https://alerts.example.com/hook",
      token: "secret-token-1",
      basicAuth: { user: "u", password: "secret-password-1" },
      headers: { "X-Team": "db" },
      exclude: { clusters: [UNKNOWN], appServices: [] },
    },
  },
};
const chat1 = {
  kind: "chat_1",
  name: "chat one",
  config: { chat_1: { botToken: "secret-bot-1", channel: "alerts", clusterChannelMappings: { a: "b" }, channelWebhookUrlMappings: { alerts: "https://secret.example/1" } } },
};
const chat2 = {
  kind: "chat_2",
  name: "chat two",
  config: { chat_2: { webhookUrlMappings: { main: "https://secret.example/2" }, clusterWebhookMappings: { c: "main" } } },
};

async function create(body: unknown): Promise<string> {
  const res = await api.post(AI, body);
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("alert integrations", () => {
  test("create answers 201 {id}; a read shows the integration, enabled, with read-only configKey and status", async () => {
    const created = await api.post(AI, webhook);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(["id"]);
    const read = await api.get(`${AI}/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      tenantId: t.organizationId,
      projectId: t.projectId,
      kind: "webhook",
      name: "pager",
      status: "healthy",
      enabled: true,
      config: { webhook: { method: "POST", url: "https://alerts.example.com/hook", headers: { "X-Team": "db" }, exclude: { clusters: [UNKNOWN], appServices: [] } } },
      audit: { version: 1 },
    });
    expect(read.body.configKey).toEqual(expect.any(String));
  });

  test.each([
    ["webhook", webhook, ["token", "basicAuth"], "secret-token-1"],
    ["chat_1", chat1, ["botToken", "channelWebhookUrlMappings"], "secret-bot-1"],
    ["chat_2", chat2, ["webhookUrlMappings"], "secret.example/2"],
  ])("reads of a %s integration omit its secret fields", async (kind, body, secrets, secretText) => {
    const id = await create(body);
    const read = await api.get(`${AI}/${id}`);
    for (const field of secrets) expect(read.body.config[kind]).not.toHaveProperty(field);
    expect(Object.keys(read.body.config[kind]).length).toBeGreaterThan(0);
    expect(read.text).not.toContain(secretText);
    const list = await api.get(`${AI}?perPage=100`);
    expect(list.text).not.toContain(secretText);
  });

  test("config must hold exactly the block of its kind (400 naming config)", async () => {
    expectError(await api.post(AI, { ...webhook, config: chat1.config }), 400, 1000, /'config' must contain exactly the 'webhook' block/);
    expectError(await api.post(AI, { ...chat1, config: { ...chat1.config, ...chat2.config } }), 400, 1000, /'config'/);
    expectError(await api.post(AI, { ...chat2, config: {} }), 400, 1000, /'config'.*no block/);
  });

  test.each([["enabled", true], ["configKey", "x"], ["status", "active"], ["id", UNKNOWN]])(
    "the read-only field %s is refused on create (400 naming it)",
    async (field, value) => {
      expectError(await api.post(AI, { ...webhook, [field]: value }), 400, 1000, new RegExp(`'${field}'`));
    },
  );

  test.each([
    [{ name: "x", config: webhook.config }, /'kind' is required/],
    [{ kind: "webhook", config: webhook.config }, /'name' is required/],
    [{ kind: "webhook", name: "x" }, /'config' is required/],
    [{ ...webhook, kind: "email" }, /'kind' must be one of/],
    [{ ...webhook, name: "" }, /'name'/],
    [{ ...webhook, name: "n".repeat(1025) }, /'name'/],
    [{ ...webhook, name: 12 }, /'name' must be a string; got an integer/],
    [{ ...webhook, config: { webhook: { ...webhook.config.webhook, surprise: 1 } } }, /'config.webhook.surprise' is not allowed/],
    [{ ...webhook, config: { webhook: { ...webhook.config.webhook, headers: { a: 1 } } } }, /'config.webhook.headers.a'/],
    [{ ...webhook, config: { webhook: { ...webhook.config.webhook, basicAuth: { user: "u" } } } }, /'config.webhook.basicAuth.password' is required/],
    [{ ...webhook, config: { webhook: { ...webhook.config.webhook, basicAuth: { user: "u", password: "p".repeat(1025) } } } }, /'config.webhook.basicAuth.password'/],
    [{ ...webhook, config: { webhook: { ...webhook.config.webhook, exclude: { clusters: ["nope"] } } } }, /'config.webhook.exclude.clusters\[0\]'/],
    [{ ...webhook, config: { webhook: { ...webhook.config.webhook, customPayloads: {} } } }, /'config.webhook.customPayloads' is not allowed/],
    [{ ...webhook, config: { webhook: { method: "POST" } } }, /'config.webhook.url' is required/],
    [{ ...webhook, config: { webhook: { url: "https://a.example" } } }, /'config.webhook.method' is required/],
    [{ ...webhook, config: { webhook: { method: "PATCH", url: "https://a.example" } } }, /'config.webhook.method' must be one of/],
    [{ ...webhook, config: { webhook: { method: "POST", url: "alerts" } } }, /'config.webhook.url' must be an absolute URL/],
    [{ ...chat1, config: { chat_1: { channel: 5 } } }, /'config.chat_1.channel'/],
    [{ ...chat2, config: { chat_2: { botToken: "x" } } }, /'config.chat_2.botToken' is not allowed/],
  ])("create rejects %j with 400 code 1000 naming the field", async (body, message) => {
    expectError(await api.post(AI, body), 400, 1000, message);
  });

  test("a name of 1024 characters is accepted", async () => {
    expect((await api.post(AI, { ...chat2, name: "n".repeat(1024) })).status).toBe(201);
  });

  test("update answers 204 with no body: the name and the config change; the name may be left out", async () => {
    const id = await create(webhook);
    const res = await api.put(`${AI}/${id}`, { name: "renamed", config: { webhook: { method: "PUT", url: "https://alerts.example.com/v2", token: "new-secret" } } });
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: "" });
    const read = await api.get(`${AI}/${id}`);
    expect(read.body).toMatchObject({ id, name: "renamed", enabled: true, config: { webhook: { method: "PUT", url: "https://alerts.example.com/v2" } }, audit: { version: 2 } });
    expect(read.body.config.webhook).not.toHaveProperty("token");
    expect(read.body.config.webhook).not.toHaveProperty("headers");
    expect((await api.put(`${AI}/${id}`, { config: webhook.config })).status).toBe(204);
    expect((await api.get(`${AI}/${id}`)).body).toMatchObject({ name: "renamed", config: { webhook: { method: "POST", headers: { "X-Team": "db" } } }, audit: { version: 3 } });
  });

  test("kind cannot change: an update with another kind's block is 400", async () => {
    const id = await create(chat1);
    expectError(await api.put(`${AI}/${id}`, { config: chat2.config }), 400, 1000, /'config' must contain exactly the 'chat_1' block/);
    expect((await api.get(`${AI}/${id}`)).body.kind).toBe("chat_1");
  });

  test.each([
    [{ name: "x" }, /'config' is required/],
    [{ kind: "chat_2", config: chat2.config }, /'kind' is not allowed/],
    [{ enabled: false, config: chat2.config }, /'enabled' is not allowed/],
    [{ name: null, config: chat2.config }, /'name'/],
    [{ configKey: "x", config: chat2.config }, /'configKey' is not allowed/],
    [{ status: "healthy", config: chat2.config }, /'status' is not allowed/],
    [{ name: "n".repeat(1025), config: chat2.config }, /'name'/],
  ])("update rejects %j with 400 code 1000", async (body, message) => {
    const id = await create(chat2);
    expectError(await api.put(`${AI}/${id}`, body), 400, 1000, message);
  });

  test("delete answers 204, then the integration is 404", async () => {
    const id = await create(chat2);
    expect((await api.delete(`${AI}/${id}`)).status).toBe(204);
    expectError(await api.get(`${AI}/${id}`), 404);
    expectError(await api.put(`${AI}/${id}`, { config: chat2.config }), 404);
    expectError(await api.delete(`${AI}/${id}`), 404);
  });

  test("list pages and sorts by id and name only", async () => {
    for (const name of ["zeta", "alpha", "mid"]) await create({ ...chat2, name });
    const page = await api.get(`${AI}?perPage=2&page=1&sortBy=name`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.cursor.pages).toMatchObject({ page: 1, next: 2, perPage: 2 });
    const all = await api.get(`${AI}?perPage=100&sortBy=name&sortDirection=desc`);
    const names = all.body.data.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const byId = await api.get(`${AI}?perPage=100&sortBy=id`);
    const ids = byId.body.data.map((i: { id: string }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
    expectError(await api.get(`${AI}?sortBy=kind`), 400, 1000, /sortBy/);
  });

  test("unknown ids and projects are 404; malformed ids and JSON are 400", async () => {
    expectError(await api.get(`${AI}/${UNKNOWN}`), 404);
    expectError(await api.get(`${AI}/not-a-uuid`), 400, 1000, /alertIntegrationId/);
    expectError(await api.put(`${AI}/${UNKNOWN}`, { config: chat2.config }), 404);
    expectError(await api.delete(`${AI}/${UNKNOWN}`), 404);
    expectError(await api.get(`/v4/organizations/${t.organizationId}/projects/${UNKNOWN}/alertIntegrations`), 404);
    expectError(await api.post(AI, undefined, { raw: "{\"kind\":", headers: { "content-type": "application/json" } }), 400, 1000, /JSON/);
    const id = await create(chat2);
    expectError(await api.put(`${AI}/${id}`, undefined, { raw: "{", headers: { "content-type": "application/json" } }), 400, 1000, /JSON/);
  });

  test("members may read integrations but not create them (403 code 1002)", async () => {
    const key = await api.post(`/v4/organizations/${t.organizationId}/apikeys`, { name: "member", organizationRoles: ["organizationMember"] });
    const member = client(t, key.body.token);
    expect((await member.get(AI)).status).toBe(200);
    expectError(await member.post(AI, chat2), 403, 1002);
  });
});

describe("test delivery", () => {
  test("a config of the right shape is accepted: 202 with no body; chat_1 takes channelName", async () => {
    const res = await api.post(`${P}/alertIntegrationTest`, { kind: "chat_1", config: { chat_1: { botToken: "b", channel: "C1", channelName: "alerts" } } });
    expect({ status: res.status, text: res.text }).toEqual({ status: 202, text: "" });
    expect((await api.post(`${P}/alertIntegrationTest`, webhook)).status).toBe(400); // `name` is no field of a test
    expect((await api.post(`${P}/alertIntegrationTest`, { kind: "webhook", config: webhook.config })).status).toBe(202);
  });

  test.each([
    [{ config: chat2.config }, /'kind' is required/],
    [{ kind: "chat_2" }, /'config' is required/],
    [{ kind: "chat_2", config: webhook.config }, /'config' must contain exactly the 'chat_2' block/],
    [{ kind: "webhook", config: { webhook: { ...webhook.config.webhook, channelName: "x" } } }, /'config.webhook.channelName' is not allowed/],
    [{ kind: "webhook", config: { webhook: { method: "POST" } } }, /'config.webhook.url' is required/],
  ])("rejects %j with 400 code 1000", async (body, message) => {
    expectError(await api.post(`${P}/alertIntegrationTest`, body), 400, 1000, message);
  });
});

describe("chat channels", () => {
  test("answers {channels: [{id, name, type}]}, the same for the same bot token", async () => {
    const first = await api.post(`${AI}/channels`, { botToken: "bot-a" });
    expect(first.status).toBe(200);
    expect(first.body.channels.length).toBeGreaterThan(0);
    for (const c of first.body.channels) expect(c).toEqual({ id: expect.any(String), name: expect.any(String), type: expect.any(String) });
    expect((await api.post(`${AI}/channels`, { botToken: "bot-a" })).body).toEqual(first.body);
    const other = await api.post(`${AI}/channels`, { botToken: "bot-b" });
    expect(other.body.channels.map((c: { id: string }) => c.id)).not.toEqual(first.body.channels.map((c: { id: string }) => c.id));
  });

  test("integrationId must name a chat_1 integration of the project", async () => {
    const chat = await create(chat1);
    expect((await api.post(`${AI}/channels`, { botToken: "bot-a", integrationId: chat })).status).toBe(200);
    const hook = await create(webhook);
    expectError(await api.post(`${AI}/channels`, { botToken: "bot-a", integrationId: hook }), 400, 1000, /'integrationId'/);
    expectError(await api.post(`${AI}/channels`, { botToken: "bot-a", integrationId: UNKNOWN }), 404);
  });

  test.each([
    [{}, /'botToken' is required/],
    [{ botToken: "" }, /'botToken'/],
    [{ botToken: 5 }, /'botToken' must be a string; got an integer/],
    [{ botToken: "b", integrationId: "nope" }, /'integrationId'/],
    [{ botToken: "b", channel: "x" }, /'channel' is not allowed/],
  ])("rejects %j with 400 code 1000", async (body, message) => {
    expectError(await api.post(`${AI}/channels`, body), 400, 1000, message);
  });
});
