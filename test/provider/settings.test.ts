import * as dbplane from "dbplane";
import { appEndpointAuditDefaults } from "../../schema/api/appEndpointAuditEvents";
import { appEndpointLoggingDefaults } from "../../schema/api/appEndpoints";
import { clusterAuditDefaults } from "../../schema/api/clusterAudit";
import { paths } from "../support/conformance";
import { expectSteady, startProviderEnv, upOk, type ProviderEnv } from "../support/engine";

/** The settings of a parent through Pulumi's real dynamic-provider host: cluster, App Service and
 *  App Endpoint audit settings, App Endpoint logging and metadata isolation. Each is created with
 *  one PUT that takes over what was set before, reads steady, changes with the same PUT, and its
 *  delete puts the API's defaults back (metadata isolation: left on, with a warning; a parent that
 *  can't take the change: left, with a warning). The tests run in order: the last turns the App
 *  Service off. */

let env: ProviderEnv;
let appServiceId: string;
let A: string;
const ENDPOINT = "settings-ep";

beforeAll(async () => {
  env = await startProviderEnv();
  appServiceId = await env.healthyAppService("settings-host");
  A = paths(env.target).A(appServiceId);
  expect((await env.api.post(`${paths(env.target).C}/buckets`, { name: "settings-data" })).status).toBe(201);
  expect((await env.api.post(`${A}/appEndpoints`, { name: ENDPOINT, bucket: "settings-data" })).status).toBe(201);
  // The endpoint's logging is readable only while the App Service's log streaming is on.
  expect((await env.api.post(`${A}/logStreaming`, { outputType: "generic_http", credentials: { url: "https://logs.example.com/in" } })).status).toBe(202);
  await env.api.control("POST", "clock", { advanceMs: 60_000 });
  expect((await env.api.get(`${A}/logStreaming`)).body.configState).toBe("enabled");
});
afterAll(() => env?.close());
beforeEach(() => env.clearFaultsAndRequests());

const cluster = () => ({ organizationId: env.target.organizationId, projectId: env.target.projectId, clusterId: env.target.clusterId });
const service = () => ({ ...cluster(), appServiceId });
const endpoint = () => ({ ...service(), appEndpointName: ENDPOINT });
/** The writes since the last clear, as `METHOD last-path-segment`. */
const writes = async () => (await env.requests({ writes: true })).map((r) => `${r.method} ${r.path.split("/").pop()}`);

/** Create (over settings made by hand), steady runs, an update, then the delete: the writes of
 *  each step, and what the API holds after each. */
async function lifecycle<T>(opts: { name: string; path: string; program: (args: T) => () => void; handSet: object; declared: T; live: object; changed: T; liveChanged: object; defaults: object }) {
  expect((await env.api.put(opts.path, opts.handSet)).status).toBe(204);
  await env.clearRequests();
  const engine = env.engine();
  expect((await upOk(engine, opts.program(opts.declared))).creates).toEqual([opts.name]);
  expect(await writes()).toEqual([`PUT ${opts.path.split("/").pop()}`]);
  expect((await env.api.get(opts.path)).body).toEqual(opts.live);
  await expectSteady(env, engine, opts.program(opts.declared));
  expect((await upOk(engine, opts.program(opts.changed))).updates).toEqual([opts.name]);
  expect((await env.api.get(opts.path)).body).toEqual(opts.liveChanged);
  await env.clearRequests();
  expect((await upOk(engine, () => undefined)).deletes).toEqual([opts.name]);
  expect(await writes()).toEqual([`PUT ${opts.path.split("/").pop()}`]);
  expect((await env.api.get(opts.path)).body).toEqual(opts.defaults);
  return engine;
}

test("ClusterAuditLogSettings: create takes over what was set and sets exactly what is declared (unset lists empty); events compare as a set; delete turns auditing off with both lists empty", async () => {
  type Args = Omit<dbplane.ClusterAuditLogSettingsArgs, "organizationId" | "projectId" | "clusterId">;
  const program = (args: Args) => () => {
    new dbplane.ClusterAuditLogSettings("cluster-audit", { ...cluster(), ...args });
  };
  const engine = env.engine();
  await lifecycle<Args>({
    name: "cluster-audit",
    path: `${paths(env.target).C}/auditLog`,
    program,
    handSet: { auditEnabled: false, disabledUsers: [{ domain: "local", name: "by-hand" }], enabledEventIDs: [8193] },
    declared: { auditEnabled: true, enabledEventIDs: [8192, 8201] },
    live: { auditEnabled: true, disabledUsers: [], enabledEventIDs: [8192, 8201] },
    // (The same events in another order: the PUT keeps the order written before.)
    changed: { auditEnabled: true, enabledEventIDs: [8201, 8192], disabledUsers: [{ domain: "external", name: "auditor" }] },
    liveChanged: { auditEnabled: true, disabledUsers: [{ domain: "external", name: "auditor" }], enabledEventIDs: [8192, 8201] },
    defaults: clusterAuditDefaults(),
  });
  // The same events in another order are no change.
  expect((await upOk(engine, program({ auditEnabled: false, enabledEventIDs: [8192, 8193] }))).creates).toEqual(["cluster-audit"]);
  expect((await upOk(engine, program({ auditEnabled: false, enabledEventIDs: [8193, 8192] }))).sames).toEqual(["cluster-audit"]);
  await engine.destroy();
});

test("AppServiceAuditLogSettings: the switch is set, changed and turned back off by delete", async () => {
  type Args = Pick<dbplane.AppServiceAuditLogSettingsArgs, "auditEnabled">;
  await lifecycle<Args>({
    name: "service-audit",
    path: `${A}/auditLog`,
    program: (args) => () => {
      new dbplane.AppServiceAuditLogSettings("service-audit", { ...service(), ...args });
    },
    handSet: { auditEnabled: true },
    declared: { auditEnabled: true },
    live: { auditEnabled: true },
    changed: { auditEnabled: false },
    liveChanged: { auditEnabled: false },
    defaults: { auditEnabled: false },
  });
});

test("AppEndpointAuditLogSettings: the whole configuration is PUT (unset events: the default ones); delete puts the defaults back", async () => {
  type Args = Omit<dbplane.AppEndpointAuditLogSettingsArgs, "organizationId" | "projectId" | "clusterId" | "appServiceId" | "appEndpointName">;
  const { enabledEventIds: defaultEvents } = appEndpointAuditDefaults();
  await lifecycle<Args>({
    name: "endpoint-audit",
    path: `${A}/appEndpoints/${ENDPOINT}/auditLog`,
    program: (args) => () => {
      new dbplane.AppEndpointAuditLogSettings("endpoint-audit", { ...endpoint(), ...args });
    },
    handSet: { auditEnabled: true, enabledEventIds: [{ id: 54101 }], disabledRoles: [{ domain: "sgw", name: "by-hand" }] },
    declared: { auditEnabled: true, enabledEventIds: [{ id: 54100 }, { id: 54102 }], disabledUsers: [{ domain: "sgw", name: "sync-bot" }] },
    live: { auditEnabled: true, enabledEventIds: [{ id: 54100 }, { id: 54102 }], disabledUsers: [{ domain: "sgw", name: "sync-bot" }], disabledRoles: [] },
    changed: { auditEnabled: true, disabledRoles: [{ domain: "cbs", name: "ops" }] },
    liveChanged: { auditEnabled: true, enabledEventIds: defaultEvents, disabledUsers: [], disabledRoles: [{ domain: "cbs", name: "ops" }] },
    defaults: appEndpointAuditDefaults(),
  });
});

test("AppEndpointLogging: level and keys are PUT together (keys compare as a set); delete puts the defaults back", async () => {
  type Args = Pick<dbplane.AppEndpointLoggingArgs, "logLevel" | "logKeys">;
  const program = (args: Args) => () => {
    new dbplane.AppEndpointLogging("endpoint-logging", { ...endpoint(), ...args });
  };
  const engine = await lifecycle<Args>({
    name: "endpoint-logging",
    path: `${A}/appEndpoints/${ENDPOINT}/logStreaming`,
    program,
    handSet: { logLevel: "error", logKeys: ["CRUD"] },
    declared: { logLevel: "warn", logKeys: ["Sync", "HTTP"] },
    live: { logLevel: "warn", logKeys: ["Sync", "HTTP"] },
    changed: { logKeys: ["Auth"] },
    liveChanged: { logLevel: "info", logKeys: ["Auth"] },
    defaults: appEndpointLoggingDefaults(),
  });
  await upOk(engine, program({ logKeys: ["Sync", "HTTP"] }));
  expect((await upOk(engine, program({ logKeys: ["HTTP", "Sync"] }))).sames).toEqual(["endpoint-logging"]);
  await engine.destroy();
});

test("MetadataIsolation: create enables it with one PUT; steady; delete writes nothing, leaves it on and warns that it does", async () => {
  const isolation = `${A}/metadataIsolation`;
  const program = () => {
    new dbplane.MetadataIsolation("isolation", service());
  };
  const engine = env.engine();
  await upOk(engine, program);
  expect(await writes()).toEqual(["PUT metadataIsolation"]);
  expect(engine.resource("isolation")!.outputs).toMatchObject({ appServiceId, enabled: true });
  await expectSteady(env, engine, program);
  await env.clearRequests();
  expect((await upOk(engine, () => undefined)).deletes).toEqual(["isolation"]);
  expect(await writes()).toEqual([]);
  expect((await env.api.get(isolation)).body).toEqual({ enabled: true });
  const warning = `warning: MetadataIsolation '${appServiceId}' (id ${appServiceId}): metadata isolation can't be turned off, so it stays enabled on App Service ${appServiceId}; only deleting the App Service removes it.`;
  for (let i = 0; i < 50 && !env.host.stderrLines().includes(warning); i++) await new Promise((r) => setTimeout(r, 20));
  expect(env.host.stderrLines()).toContain(warning);
});

test("a delete the API refuses because the App Service is not running (turned off) leaves the settings as they are, with a warning that says so", async () => {
  const program = () => {
    new dbplane.AppServiceAuditLogSettings("audit-off", { ...service(), auditEnabled: true });
  };
  const engine = env.engine();
  await upOk(engine, program);
  expect((await env.api.delete(`${A}/activationState`)).status).toBe(202);
  await env.api.control("POST", "clock", { advanceMs: 60_000 });
  expect((await env.api.get(A)).body.currentState).toBe("turnedOff");
  expect((await upOk(engine, () => undefined)).deletes).toEqual(["audit-off"]);
  expect((await env.api.get(`${A}/auditLog`)).body).toEqual({ auditEnabled: true });
  const warning = new RegExp(`^warning: AppServiceAuditLogSettings '${appServiceId}' \\(id ${appServiceId}\\): the settings were left as they are, not put back to their defaults: App Service ${appServiceId} is turnedOff`);
  for (let i = 0; i < 50 && !env.host.stderrLines().some((l) => warning.test(l)); i++) await new Promise((r) => setTimeout(r, 20));
  expect(env.host.stderrLines()).toContainEqual(expect.stringMatching(warning));
});
