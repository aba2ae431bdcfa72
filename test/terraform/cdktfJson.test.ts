import { client, paths, startTarget, type Target } from "../support/conformance";
import { gatewayAdmin } from "../support/gateway";
import { describeWithTerraform, TerraformWorkdir } from "../support/terraform";

/** A configuration in Terraform JSON, the format `cdktf synth` writes (`cdk.tf.json`: provider
 *  blocks as lists, `${…}` references, `//` metadata), applied by the real `terraform`: the chain
 *  bucket → App Service → App Endpoint → OIDC provider, an App Service admin user and a gateway user
 *  of the endpoint's database is created in dependency order, a second plan finds no change, and
 *  destroy removes all of it. */

let t: Target;
let api: ReturnType<typeof client>;
let tf: TerraformWorkdir;

beforeAll(async () => {
  t = await startTarget({ transitionMs: 20 });
  api = client(t);
  tf = await TerraformWorkdir.reattached();
});
afterAll(async () => {
  await tf?.close();
  await t?.close();
});

/** What `cdktf synth` would write for a stack declaring the chain. */
function synthesized(): object {
  const cluster = { organization_id: t.organizationId, project_id: t.projectId, cluster_id: t.clusterId };
  return {
    "//": { metadata: { backend: "local", stackName: "chain", version: "0.21.0" }, outputs: {} },
    terraform: { required_providers: { dbplane: { source: "dbplane/dbplane" } } },
    provider: {
      dbplane: [
        {
          api_url: t.apiUrl,
          api_token: t.token,
          gateway_admin_url: t.server!.gatewayAdminUrl,
          gateway_admin_username: t.server!.gatewayAdminUsername,
          gateway_admin_password: t.server!.gatewayAdminPassword,
        },
      ],
    },
    resource: {
      dbplane_bucket: { orders: { "//": { metadata: { path: "chain/orders", uniqueId: "orders" } }, ...cluster, name: "chain-orders", memory_allocation_in_mb: 256 } },
      dbplane_app_service: { mobile: { ...cluster, name: "chain-mobile", compute: { cpu: 2, ram: 4 }, timeouts: { create: "30m", delete: "30m" } } },
      dbplane_app_endpoint: {
        orders: {
          ...cluster,
          app_service_id: "${dbplane_app_service.mobile.id}",
          name: "chain-orders",
          bucket: "${dbplane_bucket.orders.name}",
          cors: { origin: ["https://app.example.com"] },
          scopes: { inventory: { collections: { items: { access_control_function: "function (doc) { channel(doc.owner); }" } } } },
        },
      },
      dbplane_oidc_provider: {
        login: {
          ...cluster,
          app_service_id: "${dbplane_app_service.mobile.id}",
          app_endpoint_name: "${dbplane_app_endpoint.orders.name}",
          issuer: "https://issuer.example.com",
          client_id: "mobile-app",
          register: true,
          default: true,
        },
      },
      dbplane_app_service_admin_user: {
        admin: {
          ...cluster,
          app_service_id: "${dbplane_app_service.mobile.id}",
          name: "chain-admin",
          password: "Secret-123",
          access: { endpoints: ["${dbplane_app_endpoint.orders.name}"] },
        },
      },
      dbplane_gateway_user: {
        alice: { database: "${dbplane_app_endpoint.orders.name}", name: "alice", password: "pass-word", admin_channels: ["orders"] },
      },
    },
  };
}

describeWithTerraform("a Terraform JSON configuration (cdktf synth)", () => {
  test("the chain bucket → App Service → App Endpoint → OIDC provider, admin user, gateway user: applied, planned again with no change, destroyed", async () => {
    tf.write("cdk.tf.json", JSON.stringify(synthesized(), null, 2));
    const applied = await tf.ok(["apply", "-auto-approve"]);
    expect(applied.stdout).toContain("Apply complete! Resources: 6 added, 0 changed, 0 destroyed.");
    const state = await tf.state();
    const svc = state["dbplane_app_service.mobile"];
    expect(svc).toMatchObject({ current_state: "healthy", timeouts: { create: "30m", delete: "30m", update: null } });
    const { C, A } = paths(t);
    const endpoint = (await api.get(`${A(svc.id)}/appEndpoints/chain-orders`)).body;
    expect(endpoint).toMatchObject({ bucket: "chain-orders", state: "Online", oidc: [{ issuer: "https://issuer.example.com", clientId: "mobile-app", register: true, isDefault: true }] });
    expect(state["dbplane_oidc_provider.login"]).toMatchObject({ is_default: true, default: true, provider_id: endpoint.oidc[0].providerId });
    expect(state["dbplane_app_service_admin_user.admin"]).toMatchObject({ name: "chain-admin", access: { endpoints: ["chain-orders"] } });
    expect((await gatewayAdmin(t).get("/chain-orders/_user/alice")).body).toMatchObject({ name: "alice", admin_channels: ["orders"] });

    const plan = await tf.run(["plan", "-detailed-exitcode"]);
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });

    const destroyed = await tf.ok(["destroy", "-auto-approve"]);
    expect(destroyed.stdout).toContain("Destroy complete! Resources: 6 destroyed.");
    expect((await api.get(A(svc.id))).status).toBe(404);
    expect((await api.get(`${C}/buckets/${state["dbplane_bucket.orders"].id}`)).status).toBe(404);
  });
});
