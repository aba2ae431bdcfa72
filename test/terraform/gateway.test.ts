import { clusterAuditDefaults } from "../../schema/api/clusterAudit";
import * as fs from "node:fs";
import * as path from "node:path";
import { client, paths, startTarget, type Target } from "../support/conformance";
import { gatewayAdmin } from "../support/gateway";
import { describeWithTerraform, hcl, plannedChange, ref, resource, TerraformWorkdir } from "../support/terraform";

/** The gateway resources (a role its user holds by reference), App Service admin users and the
 *  settings of a cluster, an App Service and an App Endpoint through the real `terraform`, with the
 *  provider block's gateway settings: create, a plan with no change, in-place updates, import with
 *  the documented ids (write-only passwords: written once after an import, or left alone with
 *  `ignore_changes`), destroy (settings back to their defaults; metadata isolation left on, with
 *  a warning). */

let t: Target;
let tf: TerraformWorkdir;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  tf = await TerraformWorkdir.reattached();
});
afterAll(async () => {
  await tf?.close();
  await t?.close();
});

const SYNC = "function (doc) { channel(doc.channels); }";

function config(version: 1 | 2, extra = ""): string {
  const server = t.server!;
  const cluster = { organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId };
  const provider = `terraform {\n  required_providers {\n    dbplane = { source = "dbplane/dbplane" }\n  }\n}\n\nprovider "dbplane" {\n  api_url                = ${hcl(t.apiUrl)}\n  api_token              = ${hcl(t.token)}\n  gateway_admin_url      = ${hcl(server.gatewayAdminUrl)}\n  gateway_admin_username = ${hcl(server.gatewayAdminUsername)}\n  gateway_admin_password = ${hcl(server.gatewayAdminPassword)}\n}\n`;
  return [
    provider,
    resource("dbplane_gateway_database", "inventory", { name: "tf-inventory", sync: version === 1 ? SYNC : `${SYNC} // v2` }),
    resource("dbplane_gateway_role", "staff", { database: ref("dbplane_gateway_database.inventory.name"), name: "staff", admin_channels: version === 1 ? ["stock"] : ["stock", "returns"] }),
    resource("dbplane_gateway_user", "alice", {
      database: ref("dbplane_gateway_database.inventory.name"),
      name: "alice",
      password: "pass-word",
      admin_channels: version === 1 ? ["orders"] : ["orders", "audit"],
      admin_roles: [ref("dbplane_gateway_role.staff.name")],
    }),
    resource("dbplane_webhook_handler", "audit", {
      database: ref("dbplane_gateway_database.inventory.name"),
      url: "https://hooks.example.com/audit",
      ...(version === 2 ? { timeout: 30 } : {}),
    }),
    resource("dbplane_app_service", "svc", { ...cluster, name: "tf-admins" }),
    resource("dbplane_app_service_admin_user", "ops", { ...cluster, app_service_id: ref("dbplane_app_service.svc.id"), name: "ops", password: "Secret-123", access: { access_all_endpoints: true } }) + extra,
    ...settings(version),
  ].join("\n");
}

/** The settings resources, on the configuration's cluster and App Service, and an App Endpoint
 *  whose logging the App Service's log streaming makes readable. */
function settings(version: 1 | 2): string[] {
  const cluster = { organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId };
  const service = { ...cluster, app_service_id: ref("dbplane_app_service.svc.id") };
  // Through the log streaming's App Service id: set after streaming is, deleted before it.
  const endpoint = { ...cluster, app_service_id: ref("dbplane_app_service_log_streaming.stream.app_service_id"), app_endpoint_name: ref("dbplane_app_endpoint.ep.name") };
  return [
    resource("dbplane_cluster_audit_log_settings", "audit", {
      ...cluster,
      audit_enabled: true,
      enabled_event_ids: version === 1 ? [8192] : [8192, 8201],
      ...(version === 2 ? { disabled_users: [{ domain: "local", name: "backup-agent" }] } : {}),
    }),
    resource("dbplane_app_service_audit_log_settings", "audit", { ...service, audit_enabled: version === 1 }),
    resource("dbplane_metadata_isolation", "svc", service),
    resource("dbplane_bucket", "data", { ...cluster, name: "tf-gw-data" }),
    resource("dbplane_app_endpoint", "ep", { ...service, name: "tf-gw", bucket: ref("dbplane_bucket.data.name") }),
    resource("dbplane_app_service_log_streaming", "stream", { ...service, output_type: "generic_http", credentials: { url: "https://logs.example.com/in" } }),
    resource("dbplane_app_endpoint_audit_log_settings", "audit", {
      ...endpoint,
      audit_enabled: true,
      ...(version === 2 ? { disabled_users: [{ domain: "sgw", name: "sync-bot" }] } : {}),
    }),
    resource("dbplane_app_endpoint_logging", "logs", { ...endpoint, log_level: "warn", log_keys: version === 1 ? ["HTTP"] : ["HTTP", "Sync"] }),
  ];
}

describeWithTerraform("gateway resources through terraform", () => {
  test("create, no change, update in place, import by the documented ids, destroy", async () => {
    const gw = gatewayAdmin(t);
    const api = client(t);
    tf.write("main.tf", config(1));
    const applied = await tf.ok(["apply", "-auto-approve"]);
    const state = await tf.state();
    // The webhook's url may hold its receiver's secret: never the id, never printed.
    expect(state["dbplane_webhook_handler.audit"].id).toMatch(/^wh-[0-9a-f]{20}$/);
    expect(applied.stdout).not.toContain("hooks.example.com/audit");
    // A state written when the url was the id: upgraded as it is read (never printed), no change.
    const stateFile = path.join(tf.dir, "terraform.tfstate");
    const stored = JSON.parse(fs.readFileSync(stateFile, "utf8"));
    const hook = stored.resources.find((r: { type: string }) => r.type === "dbplane_webhook_handler").instances[0].attributes;
    hook.id = hook.url;
    fs.writeFileSync(stateFile, JSON.stringify(stored));
    const legacy = await tf.run(["plan", "-detailed-exitcode"]);
    expect([legacy.code, legacy.stdout.includes("hooks.example.com/audit")]).toEqual([0, false]);
    expect(legacy.stdout).toMatch(/dbplane_webhook_handler\.audit: Refreshing state\.\.\. \[id=wh-[0-9a-f]{20}\]/);
    expect(state["dbplane_gateway_user.alice"]).toMatchObject({ id: "alice", database: "tf-inventory", admin_channels: ["orders"], disabled: false });
    expect((await gw.get("/tf-inventory/_user/alice")).body).toMatchObject({ name: "alice", admin_channels: ["orders"], admin_roles: ["staff"], all_channels: ["!", "orders", "stock"] });
    expect(state["dbplane_gateway_role.staff"]).toMatchObject({ id: "staff", admin_channels: ["stock"], all_channels: ["stock"] });
    const svcId = state["dbplane_app_service.svc"].id;
    const { C, A } = paths(t);
    const E = `${A(svcId)}/appEndpoints/tf-gw`;
    expect(state["dbplane_cluster_audit_log_settings.audit"]).toMatchObject({ id: t.clusterId, disabled_users: [], enabled_event_ids: [8192] });
    expect((await api.get(`${C}/auditLog`)).body).toEqual({ auditEnabled: true, disabledUsers: [], enabledEventIDs: [8192] });
    expect((await api.get(`${A(svcId)}/auditLog`)).body).toEqual({ auditEnabled: true });
    expect((await api.get(`${A(svcId)}/metadataIsolation`)).body).toEqual({ enabled: true });
    expect((await api.get(`${E}/auditLog`)).body).toMatchObject({ auditEnabled: true, disabledUsers: [] });
    expect((await api.get(`${E}/logStreaming`)).body).toEqual({ logLevel: "warn", logKeys: ["HTTP"] });

    tf.write("main.tf", config(2));
    const plan = await tf.planJson();
    expect(Object.fromEntries((plan.resource_changes ?? []).map((r) => [r.address, r.change.actions.join(",")]))).toEqual({
      "dbplane_gateway_database.inventory": "update",
      "dbplane_gateway_role.staff": "update",
      "dbplane_gateway_user.alice": "update",
      "dbplane_webhook_handler.audit": "update",
      "dbplane_app_service.svc": "no-op",
      "dbplane_app_service_admin_user.ops": "no-op",
      "dbplane_cluster_audit_log_settings.audit": "update",
      "dbplane_app_service_audit_log_settings.audit": "update",
      "dbplane_metadata_isolation.svc": "no-op",
      "dbplane_bucket.data": "no-op",
      "dbplane_app_endpoint.ep": "no-op",
      "dbplane_app_service_log_streaming.stream": "no-op",
      "dbplane_app_endpoint_audit_log_settings.audit": "update",
      "dbplane_app_endpoint_logging.logs": "update",
    });
    expect(plannedChange(plan, "dbplane_gateway_role.staff")).toEqual({ changed: ["admin_channels"], unknown: ["all_channels"] });
    expect(plannedChange(plan, "dbplane_cluster_audit_log_settings.audit")).toEqual({ changed: ["disabled_users", "enabled_event_ids"], unknown: [] });
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    expect((await gw.get("/tf-inventory/_user/alice")).body.admin_channels.sort()).toEqual(["audit", "orders"]);
    expect((await gw.get("/tf-inventory/_user/alice")).body.all_channels).toEqual(["!", "audit", "orders", "returns", "stock"]);
    expect((await api.get(`${C}/auditLog`)).body).toEqual({ auditEnabled: true, disabledUsers: [{ domain: "local", name: "backup-agent" }], enabledEventIDs: [8192, 8201] });
    expect((await api.get(`${A(svcId)}/auditLog`)).body).toEqual({ auditEnabled: false });
    expect((await api.get(`${E}/auditLog`)).body).toMatchObject({ auditEnabled: true, disabledUsers: [{ domain: "sgw", name: "sync-bot" }] });
    expect((await api.get(`${E}/logStreaming`)).body).toEqual({ logLevel: "warn", logKeys: ["HTTP", "Sync"] });
    expect((await tf.run(["plan", "-detailed-exitcode"])).code).toBe(0);

    // Disabled outside the program, which never set `disabled`: the plan puts back the default.
    const alice = (await gw.get("/tf-inventory/_user/alice")).body;
    expect((await gw.put("/tf-inventory/_user/alice", { name: "alice", admin_channels: alice.admin_channels, disabled: true })).status).toBe(200);
    const undo = await tf.planJson();
    const disabled = undo.resource_changes!.find((r) => r.address === "dbplane_gateway_user.alice")!.change;
    expect([disabled.actions, disabled.before.disabled, disabled.after.disabled]).toEqual([["update"], true, false]);
    // (What the sync function grants may change meanwhile: those two are the apply's to say.)
    expect(plannedChange(undo, "dbplane_gateway_user.alice")).toEqual({ changed: ["disabled"], unknown: ["all_channels", "roles"] });
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    expect((await gw.get("/tf-inventory/_user/alice")).body.disabled).toBe(false);
    expect((await tf.run(["plan", "-detailed-exitcode"])).code).toBe(0);

    const svc = svcId;
    const clusterIds = `${t.organizationId}/${t.projectId}/${t.clusterId}`;
    const ids: Record<string, string> = {
      "dbplane_gateway_database.inventory": "tf-inventory",
      "dbplane_gateway_role.staff": "tf-inventory/staff",
      "dbplane_gateway_user.alice": "tf-inventory/alice",
      "dbplane_webhook_handler.audit": "tf-inventory/https://hooks.example.com/audit",
      "dbplane_app_service_admin_user.ops": `${clusterIds}/${svc}/ops`,
      "dbplane_cluster_audit_log_settings.audit": clusterIds,
      "dbplane_app_service_audit_log_settings.audit": `${clusterIds}/${svc}`,
      "dbplane_metadata_isolation.svc": `${clusterIds}/${svc}`,
      "dbplane_app_endpoint_audit_log_settings.audit": `${clusterIds}/${svc}/tf-gw`,
      "dbplane_app_endpoint_logging.logs": `${clusterIds}/${svc}/tf-gw`,
    };
    await tf.ok(["state", "rm", ...Object.keys(ids)]);
    // The admin user's password can't be read and a new one replaces the user: left alone.
    tf.write("main.tf", config(2, "") .replace(/(resource "dbplane_app_service_admin_user" "ops" \{[\s\S]*?)\n\}/, "$1\n  lifecycle {\n    ignore_changes = [password]\n  }\n}"));
    tf.write("imports.tf", Object.entries(ids).map(([to, id]) => `import {\n  to = ${to}\n  id = ${JSON.stringify(id)}\n}\n`).join("\n"));
    const imported = await tf.planJson();
    const changes = Object.fromEntries(
      (imported.resource_changes ?? []).map((r) => [
        r.address,
        [r.change.actions.join(","), Object.keys(r.change.after ?? {}).filter((k) => JSON.stringify(r.change.after[k]) !== JSON.stringify(r.change.before?.[k]))],
      ]),
    );
    expect(changes).toEqual({
      "dbplane_gateway_database.inventory": ["no-op", []],
      // The password is write-only: the import can't know it, the plan writes it once.
      "dbplane_gateway_user.alice": ["update", ["password"]],
      "dbplane_webhook_handler.audit": ["no-op", []],
      "dbplane_app_service.svc": ["no-op", []],
      "dbplane_app_service_admin_user.ops": ["no-op", []],
      "dbplane_gateway_role.staff": ["no-op", []],
      "dbplane_cluster_audit_log_settings.audit": ["no-op", []],
      "dbplane_app_service_audit_log_settings.audit": ["no-op", []],
      "dbplane_metadata_isolation.svc": ["no-op", []],
      "dbplane_bucket.data": ["no-op", []],
      "dbplane_app_endpoint.ep": ["no-op", []],
      "dbplane_app_service_log_streaming.stream": ["no-op", []],
      "dbplane_app_endpoint_audit_log_settings.audit": ["no-op", []],
      "dbplane_app_endpoint_logging.logs": ["no-op", []],
    });
    await tf.ok(["apply", "-auto-approve", "tfplan"]);
    tf.remove("imports.tf");
    expect((await tf.run(["plan", "-detailed-exitcode"])).code).toBe(0);

    // The App Service is deleted last: its settings are put back before, and the endpoint's
    // logging before its streaming.
    const destroyed = await tf.ok(["destroy", "-auto-approve"]);
    expect(`${destroyed.stdout}${destroyed.stderr}`.replace(/[\s│╷╵]+/g, " ")).toContain(
      `Warning: MetadataIsolation '${svc}' (id ${svc}): metadata isolation can't be turned off, so it stays enabled on App Service ${svc}; only deleting the App Service removes it.`,
    );
    expect((await gw.get("/tf-inventory/")).status).toBe(404);
    expect((await gw.get("/tf-inventory/_role/staff")).status).toBe(404);
    expect((await api.get(paths(t).A(svc))).status).toBe(404);
    expect((await api.get(`${C}/auditLog`)).body).toEqual(clusterAuditDefaults());
    // Fifteen terraform runs over seventeen resources: well over a minute while the suite's other
    // workers run.
  }, 300_000);

  test("ignore_changes: an ignored attribute changed together with another is not written; the other is", async () => {
    const gw = gatewayAdmin(t);
    const user = (channels: string[], disabled: boolean) =>
      resource("dbplane_gateway_user", "bob", { database: ref("dbplane_gateway_database.scratch.name"), name: "bob", password: "bob-pass", admin_channels: channels, disabled });
    const ignoring = (text: string) => {
      const withLifecycle = text.replace(/\}\s*$/, "  lifecycle {\n    ignore_changes = [admin_channels]\n  }\n}\n");
      expect(withLifecycle).toContain("ignore_changes");
      return withLifecycle;
    };
    const head = config(1).split("\n\n").slice(0, 2).join("\n\n");
    const database = resource("dbplane_gateway_database", "scratch", { name: "tf-scratch" });
    tf.write("main.tf", [head, database, ignoring(user(["a"], false))].join("\n"));
    await tf.ok(["apply", "-auto-approve"]);
    tf.write("main.tf", [head, database, ignoring(user(["a", "b"], true))].join("\n"));
    // Terraform sends the configuration as written to the apply; the plan has the ignored value.
    await tf.ok(["apply", "-auto-approve"]);
    expect((await gw.get("/tf-scratch/_user/bob")).body).toMatchObject({ admin_channels: ["a"], disabled: true });
    expect((await tf.run(["plan", "-detailed-exitcode"])).code).toBe(0);
    await tf.ok(["destroy", "-auto-approve"]);
  }, 60_000);

  test("adopt = true takes over a webhook that differs and brings it to the configuration in the same apply (not tainted)", async () => {
    const gw = gatewayAdmin(t);
    const head = config(1).split("\n\n").slice(0, 2).join("\n\n");
    expect((await gw.put("/tf-adopt/", { bucket: "tf-adopt" })).status).toBe(201);
    const url = "https://hooks.example.com/adopted";
    const handlers = async () => (await gw.get("/tf-adopt/_config")).body.event_handlers?.document_changed ?? [];
    expect((await gw.post("/tf-adopt/_config", { event_handlers: { document_changed: [{ handler: "webhook", url, timeout: 30 }] } })).status).toBe(201);
    tf.write("main.tf", [head, resource("dbplane_webhook_handler", "adopted", { database: "tf-adopt", url, timeout: 60, adopt: true })].join("\n"));
    await tf.ok(["apply", "-auto-approve"]);
    expect(await handlers()).toEqual([expect.objectContaining({ url, timeout: 60 })]);
    expect((await tf.run(["plan", "-detailed-exitcode"])).code).toBe(0);
    await tf.ok(["destroy", "-auto-approve"]);
    expect(await handlers()).toEqual([]);
    expect((await gw.delete("/tf-adopt/")).status).toBe(200);
  }, 60_000);
});
