import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as pulumi from "@pulumi/pulumi";
import * as dbplane from "dbplane";
import { startConformanceServer, type ConformanceServer } from "../../conformance";
import { paths } from "../support/conformance";
import { sealed, storedRow } from "../support/dataDir";
import { CREATE_FAULTS, Engine, errorLines, expectSteady, ofName, ProviderHost, startProviderEnv, UNKNOWN, upOk, type ProviderEnv } from "../support/engine";

/** The AlertIntegration resource through Pulumi's real dynamic-provider host against the
 *  conformance server: write-only secrets inside `config` (kept from what was written, secret
 *  as input and output, never a diff by their absence), `enabled` the API's output, `kind`
 *  replaces, validation, drift, faults; and, on a server persisting to disk, what it stored. */

let env: ProviderEnv;
let P: string;

beforeAll(async () => {
  env = await startProviderEnv();
  P = paths(env.target).P;
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

type Args = dbplane.AlertIntegrationArgs;
type Config = Args["config"];
const webhook = (extra: Record<string, unknown> = {}): Config => ({
  webhook: { method: "POST", url: "https://alerts.example.com/hook", token: "s3cret", basicAuth: { user: "ops", password: "pw" }, headers: { "x-team": "db" }, ...extra },
});
const chat1: Config = { chat_1: { botToken: "xoxb-1", channel: "alerts", channelWebhookUrlMappings: { alerts: "https://chat.example/hook/1" } } };
const chat2: Config = { chat_2: { webhookUrlMappings: { ops: "https://chat2.example/hook" }, clusterWebhookMappings: { c1: "ops" } } };

const args = (name: string, extra: Partial<Args> = {}): Args => ({
  organizationId: env.target.organizationId,
  projectId: env.target.projectId,
  kind: "webhook",
  name,
  config: webhook(),
  ...extra,
});
const oneIntegration = (name: string, extra: Partial<Args> = {}) => () => {
  new dbplane.AlertIntegration(name, args(name, extra));
};
const live = async (id: string) => (await env.api.get(`${P}/alertIntegrations/${id}`)).body;
const named = async (name: string) =>
  ((await env.api.get(`${P}/alertIntegrations?perPage=100`)).body.data as Array<{ id: string; name: string }>).filter((i) => i.name === name);
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path}`);

describe("lifecycle", () => {
  test("create: the list (names are not unique), one POST and one GET; config (with the secrets the API won't return) is a secret output", async () => {
    const engine = env.engine();
    let created: dbplane.AlertIntegration | undefined;
    const report = await upOk(engine, () => {
      created = new dbplane.AlertIntegration("create-1", args("create-1"));
    });
    expect(report.creates).toEqual(["create-1"]);
    expect(ofName(report.registrations, "create-1").additionalSecretOutputs).toEqual(["config"]);
    const entry = engine.resource("create-1")!;
    expect(entry.outputs).toMatchObject({ kind: "webhook", name: "create-1", enabled: true, status: "healthy", config: webhook(), audit: { version: 1 } });
    expect(entry.outputs.configKey).toEqual(expect.any(String));
    expect((await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`)).toEqual([
      `GET ${P}/alertIntegrations`,
      `POST ${P}/alertIntegrations`,
      `GET ${P}/alertIntegrations/${entry.id}`,
    ]);
    // The API's own view leaves the secrets out.
    expect((await live(entry.id)).config).toEqual({ webhook: { method: "POST", url: "https://alerts.example.com/hook", headers: { "x-team": "db" } } });
    expect(await pulumi.isSecret(created!.config)).toBe(true);
    expect(await pulumi.isSecret(created!.name)).toBe(false);
    await engine.destroy();
    expect(await named("create-1")).toEqual([]);
  });

  test.each<[string, Partial<Args>]>([
    ["webhook", {}],
    ["chat_1", { kind: "chat_1", config: chat1 }],
    ["chat_2", { kind: "chat_2", config: chat2 }],
  ])("%s: a second run and a refresh report no change and make no write (secrets never diff by their absence)", async (_kind, extra) => {
    const engine = env.engine();
    const program = oneIntegration("same-1", extra);
    await upOk(engine, program);
    await expectSteady(env, engine, program);
    expect(engine.resource("same-1")!.outputs.config).toEqual(extra.config ?? webhook());
    await engine.destroy();
  });

  test("enabled is the API's: an output (true for a new integration) that no write sets and no run changes", async () => {
    const engine = env.engine();
    await upOk(engine, oneIntegration("on-1"));
    const id = engine.resource("on-1")!.id;
    expect(await writes()).toEqual([`POST ${P}/alertIntegrations`]);
    expect(engine.resource("on-1")!.outputs.enabled).toBe(true);
    expect((await upOk(engine, oneIntegration("on-1"))).sames).toEqual(["on-1"]);
    expect((await live(id)).enabled).toBe(true);
    await engine.destroy();
  });

  test("name, config and secrets change in place with one PUT; the id stays", async () => {
    const engine = env.engine();
    await upOk(engine, oneIntegration("update-1"));
    const id = engine.resource("update-1")!.id;
    for (const change of [{ name: "update-1-renamed" }, { config: webhook({ token: "rotated" }) }, { config: webhook({ headers: { "x-team": "platform" } }) }]) {
      await env.clearRequests();
      const program = () => {
        new dbplane.AlertIntegration("update-1", { ...args("update-1"), ...change });
      };
      expect((await engine.preview(program)).updates).toEqual(["update-1"]);
      expect(await upOk(engine, program)).toMatchObject({ updates: ["update-1"], replaces: [], creates: [], deletes: [] });
      expect(await writes()).toEqual([`PUT ${P}/alertIntegrations/${id}`]);
      expect(engine.resource("update-1")!).toMatchObject({ id, outputs: { ...args("update-1"), ...change } });
      expect((await upOk(engine, program)).sames).toEqual(["update-1"]);
    }
    expect((await live(id)).config.webhook.headers).toEqual({ "x-team": "platform" });
    await engine.destroy();
  });

  test("a change of kind replaces the integration (the new one first)", async () => {
    const engine = env.engine();
    await upOk(engine, oneIntegration("kind-1"));
    const old = engine.resource("kind-1")!.id;
    const program = oneIntegration("kind-1", { kind: "chat_2", config: chat2 });
    expect((await engine.preview(program)).replaces).toEqual(["kind-1"]);
    await env.clearRequests();
    expect((await upOk(engine, program)).replaces).toEqual(["kind-1"]);
    expect(await writes()).toEqual([`POST ${P}/alertIntegrations`, `DELETE ${P}/alertIntegrations/${old}`]);
    const [now] = await named("kind-1");
    expect(now).toMatchObject({ id: engine.resource("kind-1")!.id, kind: "chat_2" });
    await engine.destroy();
  });

  test("refresh shows changes made outside Pulumi (secrets kept); the next run puts the declared values back", async () => {
    const engine = env.engine();
    await upOk(engine, oneIntegration("drift-1"));
    const id = engine.resource("drift-1")!.id;
    await env.api.put(`${P}/alertIntegrations/${id}`, { config: { webhook: { method: "PUT", url: "https://alerts.example.com/hook", headers: { "x-team": "db" } } } });
    expect((await engine.refresh()).updates).toEqual(["drift-1"]);
    expect(engine.resource("drift-1")!.outputs).toMatchObject({ config: { webhook: { method: "PUT", token: "s3cret" } } });
    expect((await upOk(engine, oneIntegration("drift-1"))).updates).toEqual(["drift-1"]);
    expect(await live(id)).toMatchObject({ config: { webhook: { method: "POST" } } });
    expect((await upOk(engine, oneIntegration("drift-1"))).sames).toEqual(["drift-1"]);
    await engine.destroy();
  });

  test("refresh drops an integration deleted outside Pulumi; deleting one already gone is no error", async () => {
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.AlertIntegration("gone-1", args("gone-1"));
      new dbplane.AlertIntegration("gone-2", args("gone-2"));
    });
    const state = structuredClone(engine.state);
    await env.api.delete(`${P}/alertIntegrations/${engine.resource("gone-1")!.id}`);
    expect((await engine.refresh()).deletes).toEqual(["gone-1"]);
    expect((await upOk(env.engine(state), () => undefined)).deletes.sort()).toEqual(["gone-1", "gone-2"]);
    expect([...(await named("gone-1")), ...(await named("gone-2"))]).toEqual([]);
  });

  test("adopt: true takes over the integration with the same name and writes the declared config (its secrets can't be compared)", async () => {
    const existing = await env.api.post(`${P}/alertIntegrations`, { kind: "webhook", name: "adopt-1", config: webhook({ token: "old" }) });
    const engine = env.engine();
    await env.clearRequests();
    await upOk(engine, oneIntegration("adopt-1", { adopt: true }));
    expect(engine.resource("adopt-1")!.id).toBe(existing.body.id);
    expect(await writes()).toEqual([`PUT ${P}/alertIntegrations/${existing.body.id}`]);
    expect(await named("adopt-1")).toHaveLength(1);
    expect((await upOk(engine, oneIntegration("adopt-1", { adopt: true }))).sames).toEqual(["adopt-1"]);
    await engine.destroy();
  });
});

describe("check", () => {
  test.each<[string, Partial<Args>, string, RegExp]>([
    ["a config block of another kind", { config: chat1 }, "config", /exactly the 'webhook' block/],
    ["an unknown kind", { kind: "email" as never }, "kind", /webhook/],
    ["a name over 1024 characters", { name: "n".repeat(1025) }, "name", /<=1024|too big/i],
    ["a cluster to exclude that is not a uuid", { config: webhook({ exclude: { clusters: ["c1"] } }) }, "config.webhook.exclude.clusters[0]", /uuid|UUID/],
    ["a misspelt secret", { config: webhook({ tokn: "x" }) }, "config.webhook.tokn", /unknown property/],
    ["a webhook without its url", { config: { webhook: { method: "POST" } } as never }, "config.webhook.url", /required/],
    ["a webhook method other than POST and PUT", { config: webhook({ method: "GET" }) }, "config.webhook.method", /POST|PUT/],
    ["enabled, which no operation of the API takes", { enabled: false } as never, "enabled", /unknown property 'enabled'/],
  ])("%s fails check with the property path and the rule, before any API call", async (_label, change, property, reason) => {
    const report = await env.engine().up(() => {
      new dbplane.AlertIntegration("bad", { ...args("bad"), ...change });
    });
    expect(report.failures).toEqual([expect.objectContaining({ name: "bad", property, reason: expect.stringMatching(reason) })]);
    expect(await env.requests()).toEqual([]);
  });

  test("unknown values pass check in preview: an unknown secret is an update, an unknown kind a replacement", async () => {
    const engine = env.engine();
    await upOk(engine, () => {
      new dbplane.AlertIntegration("unknown-a", args("unknown-a"));
      new dbplane.AlertIntegration("unknown-b", args("unknown-b"));
    });
    const program = () => {
      const source = new dbplane.AlertIntegration("unknown-src", args("unknown-src"));
      new dbplane.AlertIntegration("unknown-a", args("unknown-a", { config: webhook({ token: source.configKey }) }));
      new dbplane.AlertIntegration("unknown-b", args("unknown-b", { kind: source.configKey.apply(() => "chat_2" as const), config: chat2 }));
    };
    const preview = await engine.preview(program);
    expect(preview).toMatchObject({ creates: ["unknown-src"], updates: ["unknown-a"], replaces: ["unknown-b"], failures: [], errors: [] });
    expect(ofName(preview.registrations, "unknown-b").inputs.kind).toBe(UNKNOWN);
    const up = await upOk(engine, program);
    expect(up).toMatchObject({ creates: ["unknown-src"], updates: ["unknown-a"], replaces: ["unknown-b"] });
    expect(engine.resource("unknown-a")!.outputs.config.webhook.token).toBe(engine.resource("unknown-src")!.outputs.configKey);
    await engine.destroy();
  });
});

describe("faults", () => {
  test.each(CREATE_FAULTS)("a create survives %s on the POST and creates exactly one integration", async (label, rule) => {
    const name = `fault-${label.split(" ")[0]}`;
    await env.fault({ method: "POST", path: "/alertIntegrations$", times: 1, ...rule });
    // A provider process of its own (as each `pulumi up` has): its first create lists the collection.
    const engine = new Engine(await env.hostFor(env.target.apiUrl));
    expect((await upOk(engine, oneIntegration(name))).creates).toEqual([name]);
    const calls = (await env.requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`);
    const [post, list] = [`POST ${P}/alertIntegrations`, `GET ${P}/alertIntegrations`];
    // The integrations there are listed first (names are not unique); after a 502 those named
    // alike are looked up (only one not listed before would count) before the POST is repeated.
    const expected = rule.status === 502 ? [list, post, list, post] : rule.status ? [list, post, post] : [list, post];
    expect(calls.slice(0, -1)).toEqual(expected);
    expect(await named(name)).toHaveLength(1);
    await engine.destroy();
  });

  test("updates and deletes are retried on 429, 503 and 504", async () => {
    const engine = env.engine();
    await upOk(engine, oneIntegration("fault-rw"));
    const id = engine.resource("fault-rw")!.id;
    await env.fault({ method: "PUT", path: "/alertIntegrations/", status: 503, times: 1 });
    await upOk(engine, oneIntegration("fault-rw", { name: "fault-rw-2" }));
    expect((await live(id)).name).toBe("fault-rw-2");
    await env.fault({ method: "PUT", path: "/alertIntegrations/", status: 429, retryAfterSeconds: 0, times: 1 });
    await upOk(engine, oneIntegration("fault-rw", { name: "fault-rw-3" }));
    expect((await live(id)).name).toBe("fault-rw-3");
    await env.fault({ method: "DELETE", path: "/alertIntegrations/", status: 504, times: 1 });
    expect((await engine.destroy()).errors).toEqual([]);
    expect((await env.api.get(`${P}/alertIntegrations/${id}`)).status).toBe(404);
  });

  test("a read failing after the POST still records the integration (not orphaned); the next up finds it as declared", async () => {
    await env.fault({ method: "GET", path: "/alertIntegrations/[^/]+$", status: 403, code: 1002, times: 1 });
    const engine = env.engine();
    const report = await engine.up(oneIntegration("partial-1"));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^AlertIntegration partial-1: dbplane: GET .* failed: 403 \(code 1002\)/)]);
    const [created] = await named("partial-1");
    expect(engine.resource("partial-1")!.id).toBe(created.id);
    expect(engine.resource("partial-1")!.outputs).toMatchObject({ enabled: true, config: webhook() });
    expect((await upOk(engine, oneIntegration("partial-1"))).sames).toEqual(["partial-1"]);
    await engine.destroy();
    expect(await named("partial-1")).toEqual([]);
  });

  test("a replacement whose new integration fails after its POST records the new one and still deletes the old one", async () => {
    const engine = env.engine();
    await upOk(engine, oneIntegration("partial-2"));
    const old = engine.resource("partial-2")!.id;
    // A new kind replaces (create before delete); the new one's read fails after its POST.
    await env.fault({ method: "GET", path: "/alertIntegrations/[^/]+$", status: 403, code: 1002, times: 1 });
    const report = await engine.up(oneIntegration("partial-2", { kind: "chat_2", config: chat2 }));
    expect(errorLines(report)).toEqual([expect.stringMatching(/^AlertIntegration partial-2: dbplane: GET .* failed: 403/)]);
    const now = engine.resource("partial-2")!.id;
    expect(now).not.toBe(old);
    // The old one is gone from the API, not left orphaned outside the state.
    expect((await named("partial-2")).map((i) => i.id)).toEqual([now]);
    await engine.destroy();
    expect(await named("partial-2")).toEqual([]);
  });
});

describe("what the API stored (a server persisting to disk)", () => {
  let dataDir: string;
  let server: ConformanceServer;
  let host: ProviderHost;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-alerts-"));
    server = await startConformanceServer({ dataDir });
    host = await ProviderHost.start();
    await host.configure({ "dbplane:apiUrl": server.apiUrl, "dbplane:apiToken": server.apiToken }, ["dbplane:apiToken"]);
  });
  afterAll(async () => {
    await host?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // The server keeps only a keyed hash of each secret field: compare with the hash of what was sent.
  const stored = (id: string) => (storedRow(dataDir, "alertIntegrations", id) as { config?: Config } | undefined)?.config;
  const asStored = (config: Config): Config => {
    const { token, basicAuth, ...rest } = config.webhook!;
    return { webhook: { ...rest, token: sealed(dataDir, token), basicAuth: sealed(dataDir, basicAuth) } };
  };
  const program = (config: Config, adopt?: boolean) => () => {
    new dbplane.AlertIntegration("stored", { organizationId: server.organizationId, projectId: server.projectId, kind: "webhook", name: "stored", config, adopt });
  };

  test("the secrets are written on create and on update, and by adoption", async () => {
    const engine = new Engine(host);
    await upOk(engine, program(webhook()));
    const id = engine.resource("stored")!.id;
    expect(stored(id)).toEqual(asStored(webhook()));
    await upOk(engine, program(webhook({ token: "rotated", basicAuth: { user: "ops", password: "new" } })));
    expect(stored(id)).toEqual(asStored(webhook({ token: "rotated", basicAuth: { user: "ops", password: "new" } })));

    const adopter = new Engine(host);
    await upOk(adopter, program(webhook({ token: "adopted" }), true));
    expect(adopter.resource("stored")!.id).toBe(id);
    expect(stored(id)!.webhook!.token).toBe(sealed(dataDir, "adopted"));
    await adopter.destroy();
    expect(stored(id)).toBeUndefined();
  });
});
