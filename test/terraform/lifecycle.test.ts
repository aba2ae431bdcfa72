import { client, paths, startTarget, type Target } from "../support/conformance";
import { describeWithTerraform, plannedChange, providerConfig, ref, resource, TerraformWorkdir, type PlanJson } from "../support/terraform";

/** Every resource of the provider through the real `terraform` (reattached to the provider in debug mode) against
 *  the conformance server, one configuration for all of them, step by step: create (every create
 *  through an ambiguous 502: exactly one object each); a second plan with no change (one read per
 *  resource, no write); in-place updates; replacements (the
 *  plan names each attribute that forces one, and an applied replacement leaves exactly one
 *  object); import with the documented ids; drift made through the API; destroy. */

type Block = { type: string; attrs: Record<string, unknown>; blocks?: Record<string, Record<string, unknown>> };
type Config = Record<string, Block>;

let t: Target;
let api: ReturnType<typeof client>;
let tf: TerraformWorkdir;
let O: string, P: string, C: string;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  api = client(t);
  ({ O, P, C } = paths(t));
  tf = await TerraformWorkdir.reattached();
});
afterAll(async () => {
  await tf?.close();
  await t?.close();
});

const cluster = () => ({ organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId });
const service = () => ({ ...cluster(), app_service_id: ref("dbplane_app_service.svc.id") });

/** The first configuration: every resource but the private endpoint (its connection request
 *  needs the service enabled first). */
function initial(): Config {
  return {
    key: { type: "dbplane_api_key", attrs: { organization_id: t.organizationId, name: "tf-ci", organization_roles: ["organizationMember"], allowed_cidrs: ["10.0.0.0/8"], expiry: 30 } },
    office: { type: "dbplane_allowed_cidr", attrs: { ...cluster(), cidr: "203.0.113.0/24", comment: "office" } },
    vpn: { type: "dbplane_app_service_allowed_cidr", attrs: { ...service(), cidr: "198.51.100.7/32", comment: "vpn" } },
    hook: {
      type: "dbplane_alert_integration",
      attrs: { organization_id: t.organizationId, project_id: t.projectId, kind: "webhook", name: "tf-hook", config: { webhook: { method: "POST", url: "https://alerts.example.com/hook", token: "s3cret", headers: { "x-env": "test" } } } },
    },
    svc: { type: "dbplane_app_service", attrs: { ...cluster(), name: "tf-mobile", nodes: 2, compute: { cpu: 2, ram: 4 } } },
    orders: { type: "dbplane_bucket", attrs: { ...cluster(), name: "tf-orders", memory_allocation_in_mb: 200 } },
    weekly: {
      type: "dbplane_backup_schedule",
      attrs: {
        ...cluster(),
        bucket_id: ref("dbplane_bucket.orders.id"),
        type: "weekly",
        weekly_schedule: { day_of_week: "sunday", start_at: 2, incremental_every: 4, retention_time: "30days", cost_optimized_retention: false },
      },
    },
    ep: {
      type: "dbplane_app_endpoint",
      attrs: {
        ...service(),
        name: "tf-orders",
        bucket: ref("dbplane_bucket.orders.name"),
        cors: { origin: ["https://app.example.com"] },
        scopes: { inventory: { collections: { items: { access_control_function: "function (doc) { channel(doc.owner); }" } } } },
      },
    },
    login: { type: "dbplane_oidc_provider", attrs: { ...service(), app_endpoint_name: ref("dbplane_app_endpoint.ep.name"), issuer: "https://issuer.example.com", client_id: "mobile-app" } },
    logs: {
      type: "dbplane_audit_log_streaming",
      attrs: { ...service(), streaming_enabled: true, output_type: "generic_http", credentials: { url: "https://logs.example.com/ingest", user: "svc", password: "s3cret!" } },
    },
    stream: { type: "dbplane_app_service_log_streaming", attrs: { ...service(), output_type: "datadog", credentials: { api_key: "dd-s3cret", url: "https://http-intake.logs.datadoghq.com" } } },
    pes: { type: "dbplane_private_endpoint_service", attrs: service() },
  };
}

let config: Config;
const write = (c: Config) => {
  config = c;
  tf.write("main.tf", [providerConfig(t.apiUrl, t.token), ...Object.entries(c).map(([name, b]) => resource(b.type, name, b.attrs, b.blocks))].join("\n"));
};
/** `c` with attributes of one resource set (undefined: left out). */
const change = (c: Config, name: string, attrs: Record<string, unknown>): Config => {
  const merged = Object.fromEntries(Object.entries({ ...c[name].attrs, ...attrs }).filter(([, v]) => v !== undefined));
  return { ...c, [name]: { ...c[name], attrs: merged } };
};

/** The configuration after the in-place changes, with the private endpoint added. */
function updated(): Config {
  let next = initial();
  next = change(next, "key", { rotation: 1 });
  next = change(next, "hook", { name: "tf-hook-2", config: { webhook: { method: "PUT", url: "https://alerts.example.com/v2", token: "s3cret", headers: { "x-env": "test" } } } });
  next = change(next, "svc", { nodes: 3, compute: { cpu: 4, ram: 8 } });
  next = change(next, "orders", { memory_allocation_in_mb: 300, replicas: 2 });
  next = change(next, "weekly", { weekly_schedule: { day_of_week: "friday", start_at: 2, incremental_every: 4, retention_time: "30days", cost_optimized_retention: false } });
  next = change(next, "ep", { cors: { origin: ["https://app.example.com"], max_age: 10 }, delta_sync_enabled: true });
  next = change(next, "login", { user_prefix: "tf", register: true });
  next = change(next, "logs", { streaming_enabled: false });
  next = change(next, "stream", { paused: true });
  next.pe = { type: "dbplane_private_endpoint", attrs: { ...cluster(), app_service_id: ref("dbplane_private_endpoint_service.pes.app_service_id"), endpoint_id: "vpce-0abc123" } };
  return next;
}
const addresses = (c: Config) => Object.entries(c).map(([name, b]) => `${b.type}.${name}`).sort();
const actionsOf = (plan: PlanJson) => Object.fromEntries((plan.resource_changes ?? []).map((r) => [r.address, r.change.actions.join(",")]));
const requests = async () => ((await api.control("GET", "requests")).body.data as Array<{ method: string; path: string }>).filter((r) => !r.path.startsWith("/_conformance"));

/** Reads and writes of a `terraform plan` that must find nothing to do. */
async function expectNoChangePlan(): Promise<void> {
  await api.control("DELETE", "requests");
  const plan = await tf.run(["plan", "-detailed-exitcode"]);
  expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
  expect(plan.stdout).toContain("No changes.");
  const made = await requests();
  expect(made.filter((r) => r.method !== "GET")).toEqual([]);
  // A refresh reads each resource once (private endpoint service and endpoint: one GET each).
  expect(made).toHaveLength(Object.keys(config).length);
}

let state: Record<string, Record<string, any>>;
let appServiceId: string;

describeWithTerraform("every resource through terraform", () => {
  test("apply creates every resource, each surviving an ambiguous 502 on its create request; the state holds what the configuration says and what the API filled in", async () => {
    // Answered before the handler (never processed): each create looks its object up by its
    // natural key before sending again, and finds none; exactly one object each, in the end.
    const creates: Array<[string, string]> = [
      ["POST", "/apikeys$"],
      ["POST", "/clusters/[^/]+/allowedcidrs$"],
      ["POST", "/appservices/[^/]+/allowedcidrs$"],
      ["POST", "/alertIntegrations$"],
      ["POST", "/clusters/[^/]+/appservices$"],
      ["POST", "/buckets$"],
      ["POST", "/backup/schedules$"],
      ["POST", "/appEndpoints$"],
      ["POST", "/oidcProviders$"],
      ["PUT", "/auditLogStreaming$"],
      ["POST", "/logStreaming$"],
      ["POST", "/privateEndpointService$"],
    ];
    for (const [method, path] of creates) expect((await api.control("POST", "faults", { method, path, status: 502, times: 1 })).status).toBe(201);
    write(initial());
    await tf.ok(["apply", "-auto-approve"]);
    expect((await api.control("GET", "faults")).body.data).toEqual([]);
    state = await tf.state();
    expect(Object.keys(state).sort()).toEqual(addresses(config));
    const count = async (path: string, match: (o: any) => boolean) => ((await api.get(`${path}?perPage=100`)).body.data as any[]).filter(match).length;
    expect(await count(`${O}/apikeys`, (k) => k.name === "tf-ci")).toBe(1);
    expect(await count(`${C}/allowedcidrs`, (e) => e.cidr === "203.0.113.0/24")).toBe(1);
    expect(await count(`${P}/alertIntegrations`, (a) => a.name === "tf-hook")).toBe(1);
    expect(await count(`${C}/buckets`, (b) => b.name === "tf-orders")).toBe(1);
    expect(await count(`${O}/appservices`, (a) => a.name === "tf-mobile")).toBe(1);
    appServiceId = state["dbplane_app_service.svc"].id;
    expect(state["dbplane_app_service.svc"]).toMatchObject({ name: "tf-mobile", current_state: "healthy", turned_off: false, version: expect.any(String) });
    expect(state["dbplane_bucket.orders"]).toMatchObject({ id: Buffer.from("tf-orders").toString("base64url"), replicas: 1, eviction_policy: "fullEviction" });
    // Nested members left out are the API's choice (optional + computed): the state keeps the
    // object as configured, with the published default filled in.
    expect(state["dbplane_app_endpoint.ep"]).toMatchObject({ state: "Online", cors: { origin: ["https://app.example.com"], max_age: 5 } });
    expect(state["dbplane_api_key.key"].token).toMatch(/\S{20,}/);
    expect(state["dbplane_audit_log_streaming.logs"]).toMatchObject({ id: appServiceId, log_streaming_state: "enabled" });
    expect(state["dbplane_app_service_log_streaming.stream"]).toMatchObject({ id: appServiceId, config_state: "enabled", streaming_state: "healthy", paused: false });
    expect((await api.get(`${paths(t).A(appServiceId)}/logStreaming`)).body).toMatchObject({ outputType: "datadog", configState: "enabled" });
    expect(state["dbplane_private_endpoint_service.pes"]).toMatchObject({ id: appServiceId, state: "enabled" });
    expect((await api.get(`${C}/buckets/${state["dbplane_bucket.orders"].id}`)).body.memoryAllocationInMb).toBe(200);
    expect((await api.get(`${paths(t).A(appServiceId)}/appEndpoints/tf-orders`)).body.cors).toMatchObject({ origin: ["https://app.example.com"], maxAge: 5 });
    expect(await count(`${paths(t).A(appServiceId)}/appEndpoints`, (e) => e.name === "tf-orders")).toBe(1);
    expect(await count(`${paths(t).A(appServiceId)}/appEndpoints/tf-orders/oidcProviders`, () => true)).toBe(1);
    expect(await count(`${paths(t).A(appServiceId)}/allowedcidrs`, () => true)).toBe(1);
  });

  test("a second plan finds no change: one read per resource, no write", async () => {
    await expectNoChangePlan();
  });

  test("changes to mutable attributes update in place; a new private endpoint is created (through a 429 and latency); then no change", async () => {
    expect((await api.control("POST", "simulate/private-endpoint", { appServiceId, endpointId: "vpce-0abc123" })).status).toBeLessThan(300);
    await api.control("POST", "faults", { method: "POST", path: "/endpoints/vpce-0abc123$", status: 429, retryAfterSeconds: 1, times: 1 });
    await api.control("POST", "faults", { method: "PUT", path: "/buckets/[^/]+$", latencyMs: 300, times: 1 });
    write(updated());
    const plan = await tf.planJson();
    const changed = ["dbplane_api_key.key", "dbplane_alert_integration.hook", "dbplane_app_service.svc", "dbplane_bucket.orders", "dbplane_backup_schedule.weekly", "dbplane_app_endpoint.ep", "dbplane_oidc_provider.login", "dbplane_audit_log_streaming.logs", "dbplane_app_service_log_streaming.stream"];
    expect(actionsOf(plan)).toEqual({
      ...Object.fromEntries(addresses(initial()).map((a) => [a, changed.includes(a) ? "update" : "no-op"])),
      "dbplane_private_endpoint.pe": "create",
    });
    // Exactly what changes: the attributes changed, and unknown only what the update may move
    // (the audit's creation, a service's plan, an endpoint's URLs are kept as they are).
    const audit = ["audit.modified_at", "audit.modified_by", "audit.version"];
    expect(Object.fromEntries(changed.map((address) => [address, plannedChange(plan, address)]))).toEqual({
      "dbplane_api_key.key": { changed: ["rotation"], unknown: [...audit, "token"] },
      "dbplane_alert_integration.hook": { changed: ["config", "name"], unknown: [...audit, "status"] },
      "dbplane_app_service.svc": { changed: ["compute", "nodes"], unknown: [...audit, "current_state", "etag"] },
      "dbplane_bucket.orders": { changed: ["memory_allocation_in_mb", "replicas"], unknown: [] },
      "dbplane_backup_schedule.weekly": { changed: ["weekly_schedule"], unknown: [] },
      "dbplane_app_endpoint.ep": { changed: ["cors", "delta_sync_enabled"], unknown: ["is_require_resync", "oidc_providers", "require_resync", "state"] },
      "dbplane_oidc_provider.login": { changed: ["register", "user_prefix"], unknown: ["is_default"] },
      "dbplane_audit_log_streaming.logs": { changed: ["streaming_enabled"], unknown: ["log_streaming_state"] },
      "dbplane_app_service_log_streaming.stream": { changed: ["paused"], unknown: ["config_state", "streaming_state"] },
    });
    const before = state;
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    expect((await api.control("GET", "faults")).body.data).toEqual([]);
    state = await tf.state();
    for (const address of addresses(initial())) expect(state[address].id).toBe(before[address].id);
    expect(state["dbplane_api_key.key"].token).not.toBe(before["dbplane_api_key.key"].token);
    expect(state["dbplane_private_endpoint.pe"]).toMatchObject({ id: "vpce-0abc123", status: "linked" });
    expect((await api.get(`${C}/buckets/${state["dbplane_bucket.orders"].id}`)).body).toMatchObject({ memoryAllocationInMb: 300, replicas: 2 });
    expect((await api.get(paths(t).A(appServiceId))).body).toMatchObject({ nodes: 3, compute: { cpu: 4, ram: 8 }, currentState: "healthy" });
    expect((await api.get(`${P}/alertIntegrations/${state["dbplane_alert_integration.hook"].id}`)).body).toMatchObject({ name: "tf-hook-2", enabled: true, config: { webhook: { method: "PUT", url: "https://alerts.example.com/v2" } } });
    expect((await api.get(`${paths(t).A(appServiceId)}/appEndpoints/tf-orders`)).body).toMatchObject({ cors: { maxAge: 10 }, deltaSyncEnabled: true });
    expect((await api.get(`${paths(t).A(appServiceId)}/auditLogStreaming`)).body.logStreamingState).toBe("paused");
    expect((await api.get(`${paths(t).A(appServiceId)}/logStreaming`)).body.configState).toBe("paused");
    await expectNoChangePlan();
  });

  test("a change to an immutable attribute plans a replacement naming exactly the attributes that force it", async () => {
    const svcReplaced = "app_service_id"; // everything under the App Service follows it
    let next = updated();
    next = change(next, "key", { name: "tf-ci-2", description: "ci" });
    next = change(next, "office", { cidr: "203.0.113.0/25", comment: "office 2" });
    next = change(next, "vpn", { cidr: "198.51.100.8/32" });
    next = change(next, "hook", { kind: "chat_2", config: { chat_2: { cluster_webhook_mappings: { [t.clusterId]: "https://hooks.example.com/c" } } } });
    next = change(next, "svc", { name: "tf-mobile-2", description: "mobile", version: "3.1" });
    next = change(next, "orders", { name: "tf-orders-2", type: "ephemeral", eviction_policy: "nruEviction", bucket_conflict_resolution: "lww" });
    next = change(next, "ep", { name: "tf-orders-2" });
    next = change(next, "pe", { endpoint_id: "vpce-0def456" });
    next = change(next, "weekly", { cluster_id: t.clusters.find((c) => c.cloudProvider === "gcp")!.id });
    write(next);
    const plan = await tf.planJson();
    const replaced = Object.fromEntries(
      (plan.resource_changes ?? []).filter((r) => r.change.actions.includes("delete")).map((r) => [r.address, (r.change.replace_paths ?? []).map((p) => p.join(".")).sort()]),
    );
    expect(replaced).toEqual({
      "dbplane_api_key.key": ["description", "name"],
      "dbplane_allowed_cidr.office": ["cidr", "comment"],
      "dbplane_app_service_allowed_cidr.vpn": [svcReplaced, "cidr"].sort(),
      "dbplane_alert_integration.hook": ["kind"],
      "dbplane_app_service.svc": ["description", "name", "version"],
      "dbplane_bucket.orders": ["bucket_conflict_resolution", "eviction_policy", "name", "type"],
      "dbplane_backup_schedule.weekly": ["bucket_id", "cluster_id"],
      "dbplane_app_endpoint.ep": [svcReplaced, "bucket", "name"].sort(),
      "dbplane_oidc_provider.login": [svcReplaced, "app_endpoint_name"].sort(),
      "dbplane_audit_log_streaming.logs": [svcReplaced],
      "dbplane_app_service_log_streaming.stream": [svcReplaced],
      "dbplane_private_endpoint_service.pes": [svcReplaced],
      "dbplane_private_endpoint.pe": [svcReplaced, "endpoint_id"].sort(),
    });
    // Destroy first, then create: Terraform's default, which the API's unique names need.
    for (const r of plan.resource_changes ?? []) if (r.address in replaced) expect(r.change.actions).toEqual(["delete", "create"]);
    const shown = (await tf.ok(["show", "tfplan"])).stdout;
    for (const [address, attrs] of Object.entries(replaced)) {
      expect(shown).toContain(`# ${address} must be replaced`);
      for (const attr of attrs) expect(shown).toMatch(new RegExp(`[~+-] ${attr.split(".").pop()}\\s+= .*# forces replacement`));
    }
  });

  test("an applied replacement deletes the old object first and leaves exactly one", async () => {
    const before = state;
    // Back to the updated configuration, with a new key name (its rotation left out, so that the
    // import below has nothing to rotate) and a new range for the office.
    let next = change(updated(), "key", { name: "tf-ci-2", rotation: undefined });
    next = change(next, "office", { cidr: "203.0.113.0/25" });
    write(next);
    const plan = await tf.planJson();
    expect(Object.entries(actionsOf(plan)).filter(([, a]) => a !== "no-op")).toEqual([
      ["dbplane_allowed_cidr.office", "delete,create"],
      ["dbplane_api_key.key", "delete,create"],
    ]);
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    state = await tf.state();
    expect(state["dbplane_api_key.key"].id).not.toBe(before["dbplane_api_key.key"].id);
    const keys = (await api.get(`${O}/apikeys?perPage=100`)).body.data.map((k: { name: string }) => k.name);
    expect(keys.filter((n: string) => n.startsWith("tf-ci"))).toEqual(["tf-ci-2"]);
    const cidrs = (await api.get(`${C}/allowedcidrs?perPage=100`)).body.data.map((e: { cidr: string }) => e.cidr);
    expect(cidrs.filter((c: string) => c.startsWith("203.0.113."))).toEqual(["203.0.113.0/25"]);
  });

  test("import with the documented ids: every resource found; the next plan writes only the secrets the API never returns", async () => {
    const imported = await tf.state();
    const ids: Record<string, string> = {
      "dbplane_api_key.key": `${t.organizationId}/${imported["dbplane_api_key.key"].id}`,
      "dbplane_allowed_cidr.office": `${t.organizationId}/${t.projectId}/${t.clusterId}/203.0.113.0/25`,
      "dbplane_app_service_allowed_cidr.vpn": `${t.organizationId}/${t.projectId}/${t.clusterId}/${appServiceId}/198.51.100.7/32`,
      "dbplane_alert_integration.hook": `${t.organizationId}/${t.projectId}/${imported["dbplane_alert_integration.hook"].id}`,
      "dbplane_app_service.svc": `${t.organizationId}/${t.projectId}/${t.clusterId}/tf-mobile`,
      "dbplane_bucket.orders": `${t.organizationId}/${t.projectId}/${t.clusterId}/tf-orders`,
      "dbplane_backup_schedule.weekly": `${t.organizationId}/${t.projectId}/${t.clusterId}/${imported["dbplane_bucket.orders"].id}`,
      "dbplane_app_endpoint.ep": `${t.organizationId}/${t.projectId}/${t.clusterId}/${appServiceId}/tf-orders`,
      "dbplane_oidc_provider.login": `${t.organizationId}/${t.projectId}/${t.clusterId}/${appServiceId}/tf-orders/${imported["dbplane_oidc_provider.login"].id}`,
      "dbplane_audit_log_streaming.logs": `${t.organizationId}/${t.projectId}/${t.clusterId}/${appServiceId}`,
      "dbplane_app_service_log_streaming.stream": `${t.organizationId}/${t.projectId}/${t.clusterId}/${appServiceId}`,
      "dbplane_private_endpoint_service.pes": `${t.organizationId}/${t.projectId}/${t.clusterId}/${appServiceId}`,
      "dbplane_private_endpoint.pe": `${t.organizationId}/${t.projectId}/${t.clusterId}/${appServiceId}/vpce-0abc123`,
    };
    expect(Object.keys(ids).sort()).toEqual(addresses(config));
    await tf.ok(["state", "rm", ...Object.keys(ids)]);
    // The CLI command for one; import blocks (the same RPC) for the rest, in one plan.
    await tf.ok(["import", "dbplane_bucket.orders", ids["dbplane_bucket.orders"]]);
    tf.write("imports.tf", Object.entries(ids).filter(([a]) => a !== "dbplane_bucket.orders").map(([to, id]) => `import {\n  to = ${to}\n  id = ${JSON.stringify(id)}\n}\n`).join("\n"));
    const plan = await tf.planJson();
    const changes = Object.fromEntries(
      (plan.resource_changes ?? []).map((r) => [r.address, { actions: r.change.actions.join(","), importing: r.change.importing !== undefined, changed: plannedChange(plan, r.address).changed }]),
    );
    const quiet = { actions: "no-op", importing: true, changed: [] };
    expect(changes).toEqual({
      ...Object.fromEntries(Object.keys(ids).map((a) => [a, quiet])),
      "dbplane_bucket.orders": { ...quiet, importing: false },
      // Write-only secrets: the API never returns them, so an import can't know them.
      "dbplane_alert_integration.hook": { actions: "update", importing: true, changed: ["config"] },
      "dbplane_audit_log_streaming.logs": { actions: "update", importing: true, changed: ["credentials"] },
      "dbplane_app_service_log_streaming.stream": { actions: "update", importing: true, changed: ["credentials"] },
    });
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    tf.remove("imports.tf");
    await expectNoChangePlan();
  });

  test("drift made through the API shows in plan -refresh-only, and nothing else does", async () => {
    const A = paths(t).A(appServiceId);
    await api.delete(`${O}/apikeys/${state["dbplane_api_key.key"].id}`);
    await api.delete(`${C}/allowedcidrs/${state["dbplane_allowed_cidr.office"].id}`);
    await api.delete(`${A}/allowedcidrs/${state["dbplane_app_service_allowed_cidr.vpn"].id}`);
    await api.put(`${P}/alertIntegrations/${state["dbplane_alert_integration.hook"].id}`, {
      name: "renamed-outside",
      config: { webhook: { method: "PUT", url: "https://alerts.example.com/v2", headers: { "x-env": "test" } } },
    });
    await api.put(A, { nodes: 4, compute: { cpu: 4, ram: 8 } });
    await api.put(`${C}/buckets/${state["dbplane_bucket.orders"].id}`, { memoryAllocationInMb: 400, durabilityLevel: "none", replicas: 2, timeToLiveInSeconds: 0 });
    await api.put(`${C}/buckets/${state["dbplane_bucket.orders"].id}/backup/schedules`, {
      type: "weekly",
      weeklySchedule: { dayOfWeek: "monday", startAt: 2, incrementalEvery: 4, retentionTime: "30days", costOptimizedRetention: false },
    });
    await api.delete(`${A}/appEndpoints/tf-orders/activationStatus`);
    await api.put(`${A}/appEndpoints/tf-orders/oidcProviders/${state["dbplane_oidc_provider.login"].id}`, { issuer: "https://issuer.example.com", clientId: "mobile-app", userPrefix: "outside" });
    await api.patch(`${A}/auditLogStreaming`, { op: "update", path: "/streamingEnabled", value: true });
    await api.post(`${A}/logStreaming/activationState`);
    await api.delete(`${A}/privateEndpointService/endpoints/vpce-0abc123`);
    await api.delete(`${A}/privateEndpointService`);
    await api.control("POST", "clock", { advanceMs: 1000 });
    const plan = await tf.planJson(["-refresh-only"]);
    const drift = Object.fromEntries(
      (plan.resource_drift ?? []).map((r) => [
        r.address,
        r.change.after === null ? "deleted" : Object.keys(r.change.after).filter((k) => JSON.stringify(r.change.after[k]) !== JSON.stringify(r.change.before[k])).filter((k) => !["audit", "etag"].includes(k)).sort(),
      ]),
    );
    expect(drift).toEqual({
      "dbplane_api_key.key": "deleted",
      "dbplane_allowed_cidr.office": "deleted",
      "dbplane_app_service_allowed_cidr.vpn": "deleted",
      "dbplane_alert_integration.hook": ["name"],
      "dbplane_app_service.svc": ["nodes"],
      "dbplane_bucket.orders": ["memory_allocation_in_mb"],
      "dbplane_backup_schedule.weekly": ["weekly_schedule"],
      // The OIDC provider changed outside: the endpoint lists it (a computed output), so that is drift too.
      "dbplane_app_endpoint.ep": ["oidc_providers", "paused", "state"],
      "dbplane_oidc_provider.login": ["register", "user_prefix"],
      "dbplane_audit_log_streaming.logs": ["log_streaming_state", "streaming_enabled"],
      "dbplane_app_service_log_streaming.stream": ["config_state", "paused", "streaming_state"],
      "dbplane_private_endpoint_service.pes": "deleted",
      "dbplane_private_endpoint.pe": "deleted",
    });
  });

  test("destroy deletes every object and leaves nothing behind", async () => {
    await tf.ok(["destroy", "-auto-approve"]);
    expect(await tf.state()).toEqual({});
    const A = paths(t).A(appServiceId);
    expect((await api.get(A)).status).toBe(404);
    expect((await api.get(`${C}/buckets?perPage=100`)).body.data.filter((b: { name: string }) => b.name.startsWith("tf-"))).toEqual([]);
    expect((await api.get(`${O}/apikeys?perPage=100`)).body.data.filter((k: { name: string }) => k.name.startsWith("tf-"))).toEqual([]);
    expect((await api.get(`${C}/allowedcidrs?perPage=100`)).body.data).toEqual([]);
    expect((await api.get(`${P}/alertIntegrations?perPage=100`)).body.data).toEqual([]);
  });
});

