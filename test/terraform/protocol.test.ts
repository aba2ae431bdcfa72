import { X509Certificate } from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { providerBin } from "../../terraform/mirror";
import { specs } from "../../resources";
import { client, paths, startTarget, type Target } from "../support/conformance";
import { dyn, MAGIC_COOKIE, objectOf, refinedUnknown, startBin, startPlugin, UNKNOWN, unmp, type Plugin } from "../support/pluginHarness";
import { ExtData } from "@msgpack/msgpack";

/** The provider bin spoken to directly over the plugin protocol (go-plugin handshake, mutual
 *  TLS, msgpack values), for what the terraform CLI can't show precisely: the handshake itself,
 *  unknown values (plain and refined) in validation and plans, requires_replace paths, a
 *  no-change plan that is the prior state byte for byte, a failed create returning its state. */

let t: Target;
let api: ReturnType<typeof client>;
let plugin: Plugin;
let schemas: Record<string, any>;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  api = client(t);
  plugin = await startPlugin();
  schemas = (await plugin.call("GetProviderSchema")).resource_schemas;
  const config = { api_url: t.apiUrl, api_token: t.token, gateway_admin_url: null, gateway_admin_username: null, gateway_admin_password: null };
  expect((await plugin.call("ConfigureProvider", { terraform_version: "1.11.4", config: dyn(config) })).diagnostics).toEqual([]);
});
afterAll(async () => {
  await plugin?.close();
  await t?.close();
});
beforeEach(async () => {
  await api.control("DELETE", "faults");
  await api.control("DELETE", "requests");
});

const requests = async () => ((await api.control("GET", "requests")).body.data as Array<{ method: string; path: string }>).filter((r) => !r.path.startsWith("/_conformance"));
const cluster = () => ({ organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId });
const bucket = (values: Record<string, unknown>) => objectOf(schemas.dbplane_bucket, { ...cluster(), ...values });
const isUnknown = (v: unknown) => v instanceof ExtData;

describe("go-plugin handshake", () => {
  test("without the magic cookie it tells a person it is a plugin, prints nothing on stdout and exits 1", async () => {
    const started = await startBin({});
    expect(await started.exited).toBe(1);
    expect(started.stdout()).toBe("");
    expect(started.stderr()).toMatch(/^This is a Terraform provider plugin \(dbplane\/dbplane\): Terraform \(or OpenTofu\) runs it/);
    expect(started.stderr()).toContain("run it with --debug");
  });

  test("a host that offers no protocol 6 is refused in one line", async () => {
    const started = await startBin({ TF_PLUGIN_MAGIC_COOKIE: MAGIC_COOKIE, PLUGIN_PROTOCOL_VERSIONS: "4,5" });
    expect(await started.exited).toBe(1);
    expect(started.stdout()).toBe("");
    expect(started.stderr().trim()).toBe("dbplane: this provider speaks plugin protocol 6; the host offers 4,5 (Terraform 1.0 or later speaks 6).");
  });

  test("the handshake line: protocol 1|6 over tcp on loopback within the port range, grpc, the certificate unpadded; nothing else on stdout", async () => {
    expect(plugin.handshake).toMatch(/^1\|6\|tcp\|127\.0\.0\.1:\d+\|grpc\|[A-Za-z0-9+/]+$/);
    expect(plugin.port).toBeGreaterThanOrEqual(10000);
    expect(plugin.port).toBeLessThanOrEqual(25000);
    expect(plugin.stdout()).toBe(`${plugin.handshake}\n`);
    const cert = new X509Certificate(plugin.serverCert);
    expect(cert.subjectAltName).toBe("DNS:localhost");
    expect(cert.ca).toBe(true);
    expect(cert.checkHost("localhost")).toBe("localhost");
    expect(cert.verify(cert.publicKey)).toBe(true);
    // A DER INTEGER with its top bit set is negative: Go refuses such a serial number.
    expect(parseInt(cert.serialNumber.slice(0, 2), 16)).toBeLessThan(0x80);
    expect(cert.keyUsage).toEqual(expect.arrayContaining(["1.3.6.1.5.5.7.3.1", "1.3.6.1.5.5.7.3.2"]));
  });

  test("mutual TLS: a client with another certificate than PLUGIN_CLIENT_CERT is refused", async () => {
    const other = await startPlugin();
    try {
      // Connect to `other` presenting the first plugin's client certificate: not the one it trusts.
      const { loadProto } = await import("../support/pluginHarness");
      const grpc = await import("@grpc/grpc-js");
      const { generateCertificate } = await import("../../terraform/certificate");
      const stranger = generateCertificate();
      const serverPem = `-----BEGIN CERTIFICATE-----\n${other.serverCert.toString("base64")}\n-----END CERTIFICATE-----\n`;
      const creds = grpc.credentials.createSsl(Buffer.from(serverPem), Buffer.from(stranger.keyPem), Buffer.from(stranger.pem));
      const stub = new (loadProto().grpc.health.v1.Health)(`127.0.0.1:${other.port}`, creds, { "grpc.ssl_target_name_override": "localhost" });
      const result = await new Promise<any>((resolve) => stub.Check({ service: "plugin" }, { deadline: Date.now() + 5000 }, (e: any, res: any) => resolve(e ?? res)));
      stub.close();
      expect(result).toBeInstanceOf(Error);
      expect(result.code).toBe(grpc.status.UNAVAILABLE);
      // The client Terraform would be is served.
      expect(await other.health("plugin")).toEqual({ status: "SERVING" });
    } finally {
      await other.close();
    }
  });

  test("a fast start: Node's compile cache asked for first; never @pulumi/pulumi nor proto-loader, undici only once it calls the API; the working directory does not matter", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-modules-"));
    const log = path.join(dir, "modules.txt");
    const preload = ["recordModules.js", "stubCompileCache.js"].map((f) => `--require ${path.resolve(__dirname, "..", "support", f)}`).join(" ");
    const other = await startPlugin({ NODE_OPTIONS: preload, DBPLANE_MODULE_LOG: log });
    const loaded = () => fs.readFileSync(log, "utf8").split("\n");
    try {
      const asked = loaded().indexOf("enableCompileCache()");
      expect(asked).toBeGreaterThanOrEqual(0);
      expect(asked).toBeLessThan(loaded().indexOf("zod"));
      // What Terraform's first two starts of a plan ask (schemas, then validation): no API call.
      expect(Object.keys((await other.call("GetProviderSchema")).resource_schemas)).toHaveLength(specs.length);
      expect((await other.call("ValidateResourceConfig", { type_name: "dbplane_bucket", config: dyn(bucket({ name: "b" })) })).diagnostics).toEqual([]);
      expect(loaded()).toContain("@grpc/grpc-js");
      expect(loaded().filter((m) => /@pulumi|proto-loader|undici/.test(m))).toEqual([]);
      // The third start reads: then undici is there.
      const config = { api_url: t.apiUrl, api_token: t.token, gateway_admin_url: null, gateway_admin_username: null, gateway_admin_password: null };
      expect((await other.call("ConfigureProvider", { config: dyn(config) })).diagnostics).toEqual([]);
      expect((await other.call("ReadResource", { type_name: "dbplane_bucket", current_state: dyn(bucket({ name: "none", id: "bm9uZQ" })) })).diagnostics).toEqual([]);
      expect(loaded()).toContain("undici");
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the health service answers SERVING for 'plugin'", async () => {
    expect(await plugin.health("plugin")).toEqual({ status: "SERVING" });
  });

  test("GRPCController.Shutdown: the plugin exits within 2 s", async () => {
    const other = await startPlugin();
    const started = Date.now();
    await other.shutdown();
    expect(await other.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test("when its parent goes away without a Shutdown (Terraform killed), the plugin exits too", async () => {
    const { spawnSync } = await import("node:child_process");
    // The parent lives until the plugin has printed its handshake, then goes without a word.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-orphan-"));
    const out = path.join(dir, "stdout");
    const script = `node ${JSON.stringify(providerBin())} > ${out} 2>/dev/null & echo $!; for i in $(seq 200); do [ -s ${out} ] && break; sleep 0.05; done`;
    const pid = Number(spawnSync("bash", ["-c", script], { encoding: "utf8", env: { PATH: process.env.PATH, TF_PLUGIN_MAGIC_COOKIE: MAGIC_COOKIE } }).stdout.trim());
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(alive()).toBe(false);
  });
});

describe("schema", () => {
  test("every spec is a resource type dbplane_<snake_case kind>; GetMetadata lists the same; no nesting is left unset", async () => {
    const expected = specs.map((s) => `dbplane_${s.kind.replace(/[A-Z]/g, (c, i) => (i ? "_" : "") + c.toLowerCase())}`).sort();
    expect(Object.keys(schemas).sort()).toEqual(expected);
    const metadata = await plugin.call("GetMetadata");
    expect(metadata.resources.map((r: { type_name: string }) => r.type_name).sort()).toEqual(expected);
    const check = (attributes: any[]) => {
      for (const a of attributes) {
        if (a.nested_type) {
          expect(a.nested_type.nesting).not.toBe("INVALID");
          check(a.nested_type.attributes);
        } else expect(JSON.parse(a.type.toString())).toBeDefined();
        expect([a.required, a.optional || a.computed].filter(Boolean)).toHaveLength(1);
      }
    };
    for (const schema of Object.values(schemas)) {
      check(schema.block.attributes);
      for (const b of schema.block.block_types) expect(b.nesting).toBe("SINGLE");
    }
  });

  test("sensitive, computed, optional and required come from the spec", () => {
    const attr = (type: string, name: string) => schemas[type].block.attributes.find((a: any) => a.name === name);
    expect(attr("dbplane_api_key", "token")).toMatchObject({ computed: true, sensitive: true, optional: false, required: false });
    expect(attr("dbplane_api_key", "organization_roles")).toMatchObject({ required: true, type: Buffer.from('["set","string"]') });
    expect(attr("dbplane_bucket", "replicas")).toMatchObject({ optional: true, computed: true, required: false });
    expect(attr("dbplane_bucket", "organization_id")).toMatchObject({ required: true });
    expect(attr("dbplane_audit_log_streaming", "credentials")).toMatchObject({ required: true, sensitive: true, nested_type: { nesting: "SINGLE" } });
    expect(attr("dbplane_app_service_log_streaming", "credentials")).toMatchObject({ required: true, sensitive: true, nested_type: { nesting: "SINGLE" } });
    expect(attr("dbplane_app_endpoint", "scopes").nested_type.nesting).toBe("MAP");
    expect(attr("dbplane_app_endpoint", "oidc_providers")).toMatchObject({ computed: true, optional: false, nested_type: { nesting: "LIST" } });
    // The API's {type?, id, roles} items, `type` filled in by the API when left out.
    expect(attr("dbplane_api_key", "resources")).toMatchObject({ optional: true, computed: true, nested_type: { nesting: "LIST" } });
    expect(attr("dbplane_api_key", "resources").nested_type.attributes.map((a: any) => [a.name, a.required, a.optional]).sort()).toEqual([
      ["id", true, false],
      ["roles", true, false],
      ["type", false, true],
    ]);
    expect(schemas.dbplane_app_service.block.block_types.map((b: any) => b.type_name)).toEqual(["timeouts"]);
    expect(schemas.dbplane_bucket.block.block_types).toEqual([]);
  });

  test("GetProviderSchema is optional (Terraform's later starts of a run use the schema it has): a start never asked for it validates, configures and reads", async () => {
    expect((await plugin.call("GetProviderSchema")).server_capabilities.get_provider_schema_optional).toBe(true);
    expect((await plugin.call("GetMetadata")).server_capabilities.get_provider_schema_optional).toBe(true);
    const other = await startPlugin();
    try {
      expect((await other.call("ValidateResourceConfig", { type_name: "dbplane_bucket", config: dyn(bucket({ name: "b", replicas: 4 })) })).diagnostics).toEqual([
        expect.objectContaining({ severity: "ERROR", summary: "Invalid dbplane_bucket replicas" }),
      ]);
      const config = { api_url: t.apiUrl, api_token: t.token, gateway_admin_url: null, gateway_admin_username: null, gateway_admin_password: null };
      expect((await other.call("ConfigureProvider", { config: dyn(config) })).diagnostics).toEqual([]);
      const read = await other.call("ReadResource", { type_name: "dbplane_bucket", current_state: dyn(bucket({ name: "none", id: "bm9uZQ" })) });
      expect({ diagnostics: read.diagnostics, state: unmp(read.new_state.msgpack) }).toEqual({ diagnostics: [], state: null });
    } finally {
      await other.close();
    }
  });

  test("GetResourceIdentitySchemas is answered, empty", async () => {
    expect(await plugin.call("GetResourceIdentitySchemas")).toEqual({ identity_schemas: {}, diagnostics: [] });
  });
});

describe("provider configuration", () => {
  test("ValidateProviderConfig: a URL that is not http(s) is an error on that attribute; unknown values pass", async () => {
    const config = (api_url: unknown, gateway_admin_url: unknown) => dyn({ api_url, api_token: UNKNOWN, gateway_admin_url, gateway_admin_username: null, gateway_admin_password: null });
    const bad = await plugin.call("ValidateProviderConfig", { config: config("ftp://x", UNKNOWN) });
    expect(bad.diagnostics).toEqual([
      { severity: "ERROR", summary: "Invalid api_url", detail: "api_url: an absolute http(s) URL such as https://api.example.com", attribute: { steps: [{ attribute_name: "api_url", selector: "attribute_name" }] } },
    ]);
    const withCredentials = await plugin.call("ValidateProviderConfig", { config: config(UNKNOWN, "https://admin:s3cret@gw.example.com:4985") });
    expect(withCredentials.diagnostics).toEqual([expect.objectContaining({ summary: "Invalid gateway_admin_url", detail: expect.stringMatching(/credentials don't belong in the URL/) })]);
    expect(JSON.stringify(withCredentials)).not.toContain("s3cret");
    expect((await plugin.call("ValidateProviderConfig", { config: config(UNKNOWN, "https://gw.example.com:4985") })).diagnostics).toEqual([]);
  });

  test("settings left out of the provider block fall back to DBPLANE_API_URL and DBPLANE_API_TOKEN", async () => {
    const other = await startPlugin({ DBPLANE_API_URL: t.apiUrl, DBPLANE_API_TOKEN: t.token });
    try {
      const empty = { api_url: null, api_token: null, gateway_admin_url: null, gateway_admin_username: null, gateway_admin_password: null };
      expect((await other.call("ConfigureProvider", { config: dyn(empty) })).diagnostics).toEqual([]);
      const read = await other.call("ReadResource", { type_name: "dbplane_bucket", current_state: dyn(bucket({ name: "none", id: "bm9uZQ" })) });
      expect(read.diagnostics).toEqual([]);
      expect((await requests()).map((r) => r.method)).toEqual(["GET"]);
    } finally {
      await other.close();
    }
  });

  test("a setting the block gives but is not known yet never falls back to the environment's value", async () => {
    const other = await startPlugin({ DBPLANE_API_URL: t.apiUrl, DBPLANE_API_TOKEN: t.token });
    try {
      const unknownUrl = { api_url: UNKNOWN, api_token: null, gateway_admin_url: null, gateway_admin_username: null, gateway_admin_password: null };
      expect((await other.call("ConfigureProvider", { config: dyn(unknownUrl) })).diagnostics).toEqual([]);
      const read = await other.call("ReadResource", { type_name: "dbplane_bucket", current_state: dyn(bucket({ name: "none", id: "bm9uZQ" })) });
      expect(read.diagnostics).toEqual([expect.objectContaining({ severity: "ERROR", summary: expect.stringMatching(/apiUrl is not known yet/) })]);
      expect(await requests()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe("validation", () => {
  test("unknown values, plain (extension 0) or refined (extension 12), pass validation and call no API", async () => {
    const config = bucket({ name: refinedUnknown(), replicas: UNKNOWN, storage_backend: UNKNOWN, vbuckets: 1024 });
    const res = await plugin.call("ValidateResourceConfig", { type_name: "dbplane_bucket", config: dyn(config) });
    expect(res.diagnostics).toEqual([]);
    const endpoint = objectOf(schemas.dbplane_app_endpoint, { ...cluster(), app_service_id: UNKNOWN, name: "x", bucket: refinedUnknown(), cors: { origin: UNKNOWN, login_origin: null, headers: null, max_age: null, disabled: null } });
    expect((await plugin.call("ValidateResourceConfig", { type_name: "dbplane_app_endpoint", config: dyn(endpoint) })).diagnostics).toEqual([]);
    expect(await requests()).toEqual([]);
  });

  test("a bad value is an error diagnostic with the attribute path: top-level, in a map, in a list", async () => {
    const bad = await plugin.call("ValidateResourceConfig", { type_name: "dbplane_bucket", config: dyn(bucket({ name: "b", replicas: 4 })) });
    expect(bad.diagnostics).toEqual([
      { severity: "ERROR", summary: "Invalid dbplane_bucket replicas", detail: expect.stringMatching(/^replicas: .*3/), attribute: { steps: [{ attribute_name: "replicas", selector: "attribute_name" }] } },
    ]);
    const provider = (issuer: string) => ({ issuer, client_id: "c", register: null, user_prefix: null, discovery_url: null, username_claim: null, roles_claim: null, scope: null });
    const endpoint = objectOf(schemas.dbplane_app_endpoint, {
      ...cluster(),
      app_service_id: "svc",
      name: "x",
      bucket: "b",
      scopes: { "bad scope!": { collections: { items: { access_control_function: null, import_filter: null } } } },
      oidc: [provider("https://a.example.com"), provider("https://a.example.com")],
    });
    const res = await plugin.call("ValidateResourceConfig", { type_name: "dbplane_app_endpoint", config: dyn(endpoint) });
    const paths = res.diagnostics.map((d: any) => d.attribute.steps.map((s: any) => s[s.selector]));
    expect(paths).toEqual([["scopes", "bad scope!"]]);
    // Cross-field rules run once every field is valid.
    const dup = { ...endpoint, scopes: null };
    const again = await plugin.call("ValidateResourceConfig", { type_name: "dbplane_app_endpoint", config: dyn(dup) });
    expect(again.diagnostics.map((d: any) => [d.detail, d.attribute.steps.map((s: any) => s[s.selector])])).toEqual([
      ["oidc[1]: repeats the issuer and clientId of an earlier provider", ["oidc", 1]],
    ]);
    expect(await requests()).toEqual([]);
  });

  test("text that is not JSON where JSON is expected is an error at its path, map keys as keys (dots and brackets in them too)", async () => {
    const custom_payloads = { "cpu.high[0]": { payload: "{not json" }, fine: { payload: "{}" } };
    const chat_2 = { webhook_url_mappings: null, cluster_webhook_mappings: null, app_service_webhook_mappings: null, custom_payloads };
    const alert = objectOf(schemas.dbplane_alert_integration, { organization_id: t.organizationId, project_id: t.projectId, kind: "chat_2", name: "a", config: { webhook: null, chat_1: null, chat_2 } });
    const res = await plugin.call("ValidateResourceConfig", { type_name: "dbplane_alert_integration", config: dyn(alert) });
    expect(res.diagnostics.map((d: any) => [d.summary, d.attribute.steps.map((s: any) => [s.selector, s[s.selector]])])).toEqual([
      [
        'Invalid dbplane_alert_integration config.chat_2.custom_payloads["cpu.high[0]"].payload',
        [["attribute_name", "config"], ["attribute_name", "chat_2"], ["attribute_name", "custom_payloads"], ["element_key_string", "cpu.high[0]"], ["attribute_name", "payload"]],
      ],
    ]);
  });

  test("a rule broken under a map key with dots and brackets points at that key", async () => {
    const provider = { issuer: "ftp://sso.example.com", client_id: "c", register: null, user_prefix: null, username_claim: null, roles_claim: null, channels_claim: null, discovery_url: null, scope: null };
    const db = objectOf(schemas.dbplane_gateway_database, { name: "db", oidc: { providers: { "corp.sso[1]": provider }, default_provider: null } });
    const res = await plugin.call("ValidateResourceConfig", { type_name: "dbplane_gateway_database", config: dyn(db) });
    expect(res.diagnostics.map((d: any) => [d.summary, d.attribute.steps.map((s: any) => [s.selector, s[s.selector]])])).toEqual([
      [
        'Invalid dbplane_gateway_database oidc.providers["corp.sso[1]"].issuer',
        [["attribute_name", "oidc"], ["attribute_name", "providers"], ["element_key_string", "corp.sso[1]"], ["attribute_name", "issuer"]],
      ],
    ]);
  });
});

describe("plan and apply", () => {
  const plan = (prior: unknown, config: Record<string, unknown>, type = "dbplane_bucket") =>
    plugin.call("PlanResourceChange", { type_name: type, prior_state: dyn(prior), proposed_new_state: dyn(config), config: dyn(config) });
  const apply = (prior: unknown, planned: unknown, config: unknown, type = "dbplane_bucket") =>
    plugin.call("ApplyResourceChange", { type_name: type, prior_state: dyn(prior), planned_state: dyn(planned), config: dyn(config) });

  test("create: computed attributes unknown, unknown inputs stay unknown, the rest as configured; no API call", async () => {
    const res = await plan(null, bucket({ name: "p-1", replicas: UNKNOWN, memory_allocation_in_mb: 256, storage_backend: refinedUnknown() }));
    const planned = unmp(res.planned_state.msgpack);
    // A refined unknown goes back as it came (Terraform compares the refinements too).
    expect([planned.storage_backend.type, Buffer.from(planned.storage_backend.data)]).toEqual([12, Buffer.from(refinedUnknown().data)]);
    expect(Object.keys(planned).sort()).toEqual(schemas.dbplane_bucket.block.attributes.map((a: any) => a.name).sort());
    expect(planned).toMatchObject({ name: "p-1", memory_allocation_in_mb: 256, organization_id: t.organizationId });
    for (const name of ["id", "replicas", "type", "enable_cross_cluster_versioning"]) expect(isUnknown(planned[name])).toBe(true);
    expect(res.requires_replace).toEqual([]);
    expect(res.diagnostics).toEqual([]);
    expect(await requests()).toEqual([]);
  });

  test("a bucket created, then: no change is the prior state byte for byte; changes in place; requires_replace paths; destroy", async () => {
    const config = bucket({ name: "p-2", memory_allocation_in_mb: 200 });
    const planned = unmp((await plan(null, config)).planned_state.msgpack);
    const created = await apply(null, planned, config);
    expect(created.diagnostics).toEqual([]);
    const state = created.new_state.msgpack as Buffer;
    const live = unmp(state);
    expect(live).toMatchObject({ id: Buffer.from("p-2").toString("base64url"), name: "p-2", memory_allocation_in_mb: 200, replicas: 1, type: "couchbase" });
    await api.control("DELETE", "requests");

    // No change, the API's defaults left out of the configuration: the prior state itself.
    const same = await plugin.call("PlanResourceChange", { type_name: "dbplane_bucket", prior_state: { msgpack: state }, proposed_new_state: dyn(config), config: dyn(config) });
    expect(Buffer.compare(same.planned_state.msgpack, state)).toBe(0);
    expect(same.requires_replace).toEqual([]);

    // In place: the change as configured, the id kept, and so is every computed output the
    // update can't move (the update never sends cross-cluster versioning).
    const more = await plugin.call("PlanResourceChange", { type_name: "dbplane_bucket", prior_state: { msgpack: state }, proposed_new_state: dyn({ ...config, replicas: 2 }), config: dyn({ ...config, replicas: 2 }) });
    expect(more.requires_replace).toEqual([]);
    const update = unmp(more.planned_state.msgpack);
    expect(update).toEqual({ ...live, replicas: 2 });

    // Immutable attributes: known or not yet known, each one is a path.
    const replace = await plugin.call("PlanResourceChange", {
      type_name: "dbplane_bucket",
      prior_state: { msgpack: state },
      proposed_new_state: dyn({ ...config, type: "ephemeral", storage_backend: UNKNOWN }),
      config: dyn({ ...config, type: "ephemeral", storage_backend: UNKNOWN }),
    });
    const stepsOf = (res: any) => res.requires_replace.map((p: any) => p.steps.map((s: any) => s[s.selector]));
    // An ephemeral bucket's eviction policy, left unset, is the API's choice: not a path.
    expect(stepsOf(replace).sort()).toEqual([["storage_backend"], ["type"]]);
    expect(isUnknown(unmp(replace.planned_state.msgpack).id)).toBe(true);
    const scope = await plan(live, { ...config, cluster_id: UNKNOWN });
    expect(stepsOf(scope)).toEqual([["cluster_id"]]);
    expect(await requests()).toEqual([]);

    // Apply the in-place change: what was planned comes back, the unknowns filled in.
    const updated = await apply(live, update, { ...config, replicas: 2 });
    expect(updated.diagnostics).toEqual([]);
    const after = unmp(updated.new_state.msgpack);
    expect(after).toEqual(update);
    expect((await requests()).filter((r) => r.method !== "GET").map((r) => r.method)).toEqual(["PUT"]);

    const gone = await apply(after, null, null);
    expect(gone.diagnostics).toEqual([]);
    expect(unmp(gone.new_state.msgpack)).toBeNull();
    expect((await api.get(`${paths(t).C}/buckets/${live.id}`)).status).toBe(404);
  });

  test("a value said another way (JSON spaced and ordered differently) plans the prior state itself", async () => {
    const type = "dbplane_alert_integration";
    const alert = (payload: string) => {
      const chat_2 = { webhook_url_mappings: null, cluster_webhook_mappings: { c1: "ops" }, app_service_webhook_mappings: null, custom_payloads: { short: { payload } } };
      return objectOf(schemas[type], { organization_id: t.organizationId, project_id: t.projectId, kind: "chat_2", name: "json-1", config: { webhook: null, chat_1: null, chat_2 } });
    };
    const config = alert('{"text":"{{alert}}","level":["warn","error"]}');
    const created = await apply(null, unmp((await plan(null, config, type)).planned_state.msgpack), config, type);
    expect(created.diagnostics).toEqual([]);
    const state = created.new_state.msgpack as Buffer;
    const respelled = alert('{ "level": ["warn", "error"], "text": "{{alert}}" }');
    const res = await plugin.call("PlanResourceChange", { type_name: type, prior_state: { msgpack: state }, proposed_new_state: dyn(respelled), config: dyn(respelled) });
    expect(res.requires_replace).toEqual([]);
    expect(Buffer.compare(res.planned_state.msgpack, state)).toBe(0);
    const other = alert('{"text":"{{alert}}","level":["error"]}');
    const changed = await plugin.call("PlanResourceChange", { type_name: type, prior_state: { msgpack: state }, proposed_new_state: dyn(other), config: dyn(other) });
    expect(changed.requires_replace).toEqual([]);
    expect(Buffer.compare(changed.planned_state.msgpack, state)).not.toBe(0);
    expect((await apply(unmp(state), null, null, type)).diagnostics).toEqual([]);
  });

  test("a create that fails after the API accepted the object returns the object's state with an error", async () => {
    const id = Buffer.from("p-3").toString("base64url");
    await api.control("POST", "faults", { method: "GET", path: `/buckets/${id}$`, status: 403, code: 1002, times: 1 });
    const config = bucket({ name: "p-3" });
    const planned = unmp((await plan(null, config)).planned_state.msgpack);
    const res = await apply(null, planned, config);
    expect(res.diagnostics).toEqual([{ severity: "ERROR", summary: expect.stringMatching(/^dbplane: GET .*\/buckets\/cC0z failed: 403 \(code 1002\)/), detail: "", attribute: null }]);
    const partial = unmp(res.new_state.msgpack);
    expect(partial).toMatchObject({ id, name: "p-3", replicas: 1 });
    for (const v of Object.values(partial)) expect(isUnknown(v)).toBe(false);
    expect((await apply(partial, null, null)).diagnostics).toEqual([]);
  });

  test("ReadResource returns a null state when the object is gone", async () => {
    const gone = bucket({ name: "never", id: "bmV2ZXI" });
    const res = await plugin.call("ReadResource", { type_name: "dbplane_bucket", current_state: dyn(gone) });
    expect(res.diagnostics).toEqual([]);
    expect(unmp(res.new_state.msgpack)).toBeNull();
  });
});

describe("state upgrade and import", () => {
  test("UpgradeResourceState: version 0 JSON becomes msgpack with every attribute of the schema, unknown ones dropped", async () => {
    // `audit` was a bucket attribute of earlier versions: their states upgrade without it.
    const json = { ...cluster(), name: "u-1", id: "dS0x", replicas: 2, audit: { version: 1, created_at: "x", created_by: "y", modified_at: "x", modified_by: "y" }, dropped: true };
    const res = await plugin.call("UpgradeResourceState", { type_name: "dbplane_bucket", version: 0, raw_state: { json: Buffer.from(JSON.stringify(json)) } });
    expect(res.diagnostics).toEqual([]);
    const { dropped: _dropped, audit: _audit, ...kept } = json;
    expect(unmp(res.upgraded_state.msgpack)).toEqual(bucket(kept));
  });

  test("ImportResourceState: the documented id finds the object; a malformed one names the format", async () => {
    expect((await api.post(`${paths(t).C}/buckets`, { name: "i-1" })).status).toBe(201);
    const found = await plugin.call("ImportResourceState", { type_name: "dbplane_bucket", id: `${t.organizationId}/${t.projectId}/${t.clusterId}/i-1` });
    expect(found.diagnostics).toEqual([]);
    expect(unmp(found.imported_resources[0].state.msgpack)).toEqual(bucket({ name: "i-1", id: Buffer.from("i-1").toString("base64url") }));
    const bad = await plugin.call("ImportResourceState", { type_name: "dbplane_bucket", id: "just-a-name" });
    expect(bad.imported_resources).toEqual([]);
    expect(bad.diagnostics[0]).toMatchObject({
      severity: "ERROR",
      detail: "expected organizationId/projectId/clusterId/name, got 'just-a-name': the format is <organization_id>/<project_id>/<cluster_id>/<name>.",
    });
    const missing = await plugin.call("ImportResourceState", { type_name: "dbplane_bucket", id: `${t.organizationId}/${t.projectId}/${t.clusterId}/nope` });
    expect(missing.diagnostics[0].detail).toMatch(/no Bucket .*nope' was found/);
    await api.delete(`${paths(t).C}/buckets/${Buffer.from("i-1").toString("base64url")}`);
  });
});

