import { appEndpointOperations as ops } from "../../../schema/api/appEndpoints";
import { call, client, paths } from "../../support/conformance";
import type { Calls } from "../calls";
import { endpointHost, until } from "../lifecycles/appEndpoints";

const JS = { "content-type": "application/javascript" };
const ACF = "function (doc, oldDoc, meta) { channel(doc.owner); }";

/** Every operation of App Endpoints, as a user of the API would call them: an endpoint created
 *  with its name and bucket only, then its CORS, functions, OIDC providers, resync, audit and
 *  log-streaming configuration and admin users; the API's refusals on the way (a missing
 *  endpoint is a 403 where the specification says so, a 404 on the collections, admin users and
 *  functions). */
export const calls: Calls = async (w) => {
  const { api } = w;
  const bucket = w.unique("calls");
  const host = await endpointHost(w, [bucket]);
  const scope = { ...w.scope, appServiceId: host.appServiceId };
  const name = "calls-endpoint";
  const at = { ...scope, appEndpointName: name };
  const ghost = { ...scope, appEndpointName: "no-such-endpoint" };

  // Create, read, list.
  await api.request("POST", ops.createAppEndpoint.url(scope), { body: { name, bucket } });
  await api.request("POST", ops.createAppEndpoint.url(scope), { body: { name, bucket }, accept: [409] });
  await api.request("POST", ops.createAppEndpoint.url(scope), { body: { name: "Upper", bucket }, accept: [400] });
  await api.request("POST", ops.createAppEndpoint.url(scope), { body: { name: "no-bucket", bucket: "nowhere" }, accept: [403] });
  await api.request("POST", ops.createAppEndpoint.url(scope), { body: { name: "cors-empty", bucket, cors: { origin: [] } }, accept: [422] });
  await api.request("POST", ops.createAppEndpoint.url(scope), { body: { name: "cors-none", bucket, cors: { disabled: true } }, accept: [400] });
  await api.request("GET", ops.getAppEndpoint.url(at));
  await api.request("GET", ops.getAppEndpoint.url(ghost), { accept: [403] });
  await api.request("GET", `${ops.listAppEndpoints.url(scope)}?perPage=5&sortBy=name&sortDirection=desc`);
  await api.request("GET", `${ops.listAppEndpointCollections.url(at)}?perPage=10`);
  await api.request("GET", ops.listAppEndpointCollections.url(ghost), { accept: [404] });
  await until(w, async () => (await api.get(ops.getAppEndpoint.url(at))).body.state === "Online", "the endpoint to be online");

  // Replace: every field.
  const replaced = {
    name,
    bucket,
    scopes: { _default: { collections: { _default: {}, hotels: { accessControlFunction: ACF } } } },
    deltaSyncEnabled: true,
    userXattrKey: "meta",
    disablePublicAllDocs: false,
    oidc: [],
    cors: { origin: ["https://app.example.com"], disabled: true },
  };
  await api.request("PUT", ops.replaceAppEndpoint.url(at), { body: replaced });
  await api.request("PUT", ops.replaceAppEndpoint.url(at), { body: { ...replaced, bucket: "other" }, accept: [400] });
  await api.request("PUT", ops.replaceAppEndpoint.url(at), { body: { ...replaced, cors: undefined }, accept: [400] });
  await api.request("PUT", ops.replaceAppEndpoint.url(ghost), { body: { ...replaced, name: "no-such-endpoint" }, accept: [403] });

  // CORS.
  await api.request("GET", ops.getAppEndpointCors.url(at));
  await api.request("PUT", ops.putAppEndpointCors.url(at), { body: { origin: ["*"], headers: ["Authorization"], maxAge: 30 } });
  await api.request("PUT", ops.putAppEndpointCors.url(at), { body: { origin: ["*"], disabled: true } });
  await api.request("PUT", ops.putAppEndpointCors.url(at), { body: { origin: [], disabled: false }, accept: [422] });
  await api.request("PUT", ops.putAppEndpointCors.url(at), { body: { disabled: true }, accept: [400] });
  await api.request("GET", ops.getAppEndpointCors.url(ghost), { accept: [403] });

  // Functions, by each form of keyspace; their bodies are JavaScript.
  const keyspace = (k: string) => ({ ...scope, appEndpointKeyspace: k });
  const putJs = async (path: string, code: string, status = 204) => {
    const res = await call(w.recorded.management, w.target.token, "PUT", path, undefined, { raw: code, headers: JS });
    if (res.status !== status) throw new Error(`PUT ${path}: ${res.status}, not ${status}: ${res.text}`);
  };
  await api.request("GET", ops.getAccessControlFunction.url(keyspace(name)));
  await putJs(ops.putAccessControlFunction.url(keyspace(`${name}.hotels`)), "function (doc) { channel('hotels'); }");
  await api.request("GET", ops.getAccessControlFunction.url(keyspace(`${name}._default.hotels`)));
  await api.request("DELETE", ops.deleteAccessControlFunction.url(keyspace(`${name}.hotels`)));
  await putJs(ops.putImportFilter.url(keyspace(name)), "function (doc) { return doc.type === 'hotel'; }");
  await api.request("GET", ops.getImportFilter.url(keyspace(name)));
  await api.request("DELETE", ops.deleteImportFilter.url(keyspace(name)));
  await putJs(ops.putImportFilter.url(keyspace(name)), "function (doc) {", 400);
  await putJs(ops.putAccessControlFunction.url(keyspace(`${name}.hotels`)), ACF);
  await api.request("GET", ops.getImportFilter.url(keyspace(`${name}.nothing`)), { accept: [404] });
  await api.request("GET", ops.getImportFilter.url(keyspace("no-such-endpoint")), { accept: [404] });

  // OIDC providers.
  const oidc = (clientId: string) => ({ issuer: "https://id.example.com", clientId });
  const first = await api.request("POST", ops.createOidcProvider.url(at), { body: oidc("mobile") });
  const second = await api.request("POST", ops.createOidcProvider.url(at), { body: { ...oidc("web"), scope: ["openid"] } });
  await api.request("POST", ops.createOidcProvider.url(at), { body: { ...oidc("web"), providerId: first.body.providerId }, accept: [400] });
  const provider = (id: string) => ({ ...at, OIDCProviderId: id });
  await api.request("GET", `${ops.listOidcProviders.url(at)}?perPage=10`);
  await api.request("GET", ops.getOidcProvider.url(provider(first.body.providerId)));
  await api.request("PUT", ops.updateOidcProvider.url(provider(second.body.providerId)), { body: { ...oidc("web"), rolesClaim: "groups" } });
  await api.request("PUT", ops.setDefaultOidcProvider.url(at), { body: { providerId: second.body.providerId } });
  await api.request("DELETE", ops.deleteOidcProvider.url(provider(second.body.providerId)), { accept: [409] });
  await api.request("DELETE", ops.deleteOidcProvider.url(provider(first.body.providerId)));
  await api.request("GET", ops.getOidcProvider.url(provider(first.body.providerId)), { accept: [404] });
  await api.request("GET", ops.listOidcProviders.url(ghost), { accept: [403] });

  // Resync: paused first; the collection whose function changed needs one.
  await api.request("GET", ops.getResync.url(at));
  await api.request("POST", ops.startResync.url(at), { accept: [409] });
  await api.request("DELETE", ops.pauseAppEndpoint.url(at));
  await until(w, async () => (await api.get(ops.getAppEndpoint.url(at))).body.state === "Offline", "the endpoint to be paused");
  await api.request("POST", ops.startResync.url(at));
  await api.request("DELETE", ops.stopResync.url(at));
  await until(w, async () => (await api.get(ops.getResync.url(at))).body.state === "stopped", "the resync to stop");
  await api.request("POST", ops.startResync.url(at), { body: { scopes: { _default: ["hotels"] } } });
  await api.request("POST", ops.startResync.url(at), { body: { scopes: { _default: ["nothing"] } }, accept: [409] });
  await until(w, async () => (await api.get(ops.getResync.url(at))).body.state === "completed", "the resync to complete");
  await api.request("POST", ops.startResync.url(at), { body: { scopes: { _default: ["nothing"] } }, accept: [404] });
  await api.request("POST", ops.bringAppEndpointOnline.url(at));
  await api.request("POST", ops.bringAppEndpointOnline.url(ghost), { accept: [403] });

  // Audit.
  await api.request("GET", ops.getAppEndpointAuditLogEvents.url(at));
  await api.request("GET", ops.getAppEndpointAuditLog.url(at));
  await api.request("PUT", ops.putAppEndpointAuditLog.url(at), { body: { auditEnabled: true, enabledEventIds: [{ id: 55001 }], disabledUsers: [{ domain: "sgw", name: "bot" }] } });
  await api.request("PUT", ops.putAppEndpointAuditLog.url(at), { body: { enabledEventIds: [{ id: 53270 }] }, accept: [400] });
  await api.request("PUT", ops.putAppEndpointAuditLog.url(at), { body: { enabledEventIds: [{}] }, accept: [400] });

  // Log streaming of the endpoint: only while the App Service streams.
  await api.request("GET", ops.getAppEndpointLogStreaming.url(at), { accept: [409] });
  await startLogStreaming(w, host.appServiceId);
  await until(w, async () => (await api.request("GET", ops.getAppEndpointLogStreaming.url(at), { accept: [409] })).status === 200, "the App Service's log streaming");
  await api.request("PUT", ops.putAppEndpointLogStreaming.url(at), { body: { logLevel: "warn", logKeys: ["HTTP", "CRUD"] } });
  await api.request("PUT", ops.putAppEndpointLogStreaming.url(at), { body: { logLevel: null } });
  await api.request("PUT", ops.putAppEndpointLogStreaming.url(at), { body: { logKeys: ["Everything"] }, accept: [400] });
  await api.request("GET", ops.getAppEndpointLogStreaming.url(at));

  // Admin users who reach the endpoint (one made outside the recorded traffic: another area's).
  const admin = await client(w.target).post(`${paths(w.target).A(host.appServiceId)}/adminUsers`, { name: "calls-admin", password: "Secr3t!pass", access: { endpoints: [name] } });
  if (admin.status !== 201) throw new Error(`admin user: ${admin.status} ${admin.text}`);
  await api.request("GET", `${ops.listAppEndpointAdminUsers.url(at)}?perPage=10`);
  await api.request("GET", ops.listAppEndpointAdminUsers.url(ghost), { accept: [404] });

  // Delete: then the endpoint is the API's 403.
  await api.request("DELETE", ops.deleteAppEndpoint.url(at));
  await api.request("GET", ops.getAppEndpoint.url(at), { accept: [403] });
  await api.request("DELETE", ops.deleteAppEndpoint.url(at), { accept: [403] });
  await host.release();
};

/** Starts the App Service's log streaming (another area's operation, outside the recorded
 *  traffic): as the real API takes it, else as earlier versions of the conformance server did. */
async function startLogStreaming(w: Parameters<Calls>[0], appServiceId: string): Promise<void> {
  const api = client(w.target);
  const url = `${paths(w.target).A(appServiceId)}/logStreaming`;
  const real = await api.post(url, { outputType: "generic_http", credentials: { url: "https://logs.example.com/ingest" } });
  if (real.status < 300) return;
  const earlier = await api.put(url, { streamingEnabled: true, outputType: "generic_http", credentials: { generic_http: { url: "https://logs.example.com/ingest" } } });
  if (earlier.status >= 300) throw new Error(`starting log streaming: ${earlier.status} ${earlier.text}`);
}
