import { appEndpointSpec } from "../../../resources/appEndpoint";
import { oidcProviderSpec } from "../../../resources/oidcProvider";
import { client, paths } from "../../support/conformance";
import type { Lifecycle, World } from "../lifecycle";

/** An App Service to hold App Endpoints, made outside the recorded traffic (it is not this
 *  area's), on the seeded cluster: created, brought to `healthy` by moving the server's clock,
 *  with the buckets the endpoints use. `release` deletes it again: a cluster holds one App
 *  Service, and other areas make theirs. */
export async function endpointHost(w: World, buckets: string[]): Promise<{ appServiceId: string; release: () => Promise<void> }> {
  const api = client(w.target);
  const { C, A } = paths(w.target);
  for (const name of buckets) {
    const made = await api.post(`${C}/buckets`, { name });
    if (made.status !== 201) throw new Error(`bucket ${name}: ${made.status} ${made.text}`);
  }
  const svc = await api.post(`${C}/appservices`, { name: w.unique("endpoints") });
  if (svc.status !== 201) throw new Error(`App Service: ${svc.status} ${svc.text}`);
  const appServiceId: string = svc.body.id;
  await until(w, async () => (await api.get(A(appServiceId))).body.currentState === "healthy", "the App Service to be healthy");
  return {
    appServiceId,
    release: async () => {
      const res = await api.delete(A(appServiceId));
      if (res.status >= 300) throw new Error(`deleting the App Service: ${res.status} ${res.text}`);
      await until(w, async () => (await api.get(A(appServiceId))).status === 404, "the App Service to be gone");
    },
  };
}

/** Moves the server's clock a step at a time until `done`. */
export async function until(w: World, done: () => Promise<boolean>, what: string): Promise<void> {
  const api = client(w.target);
  for (let i = 0; i < 20; i++) {
    if (await done()) return;
    await api.control("POST", "clock", { advanceMs: 1_000 });
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** What a lifecycle's setup keeps for its teardown. */
let release: (() => Promise<void>) | undefined;
const teardown = async () => {
  await release?.();
  release = undefined;
};

const ACF = "function (doc, oldDoc, meta) { channel(doc.owner); }";

export const lifecycles: Lifecycle[] = [
  {
    name: "AppEndpoint (name and bucket only: scopes, CORS and the rest the API's choice)",
    spec: appEndpointSpec,
    setup: async (w) => {
      const orders = w.unique("orders");
      const host = await endpointHost(w, [orders]);
      release = host.release;
      return { ...w.scope, appServiceId: host.appServiceId, name: w.unique("ep"), bucket: orders };
    },
    create: {},
    updates: [
      { deltaSyncEnabled: true, userXattrKey: "channels" },
      // Only the origin: the rest of the CORS object is the API's.
      { cors: { origin: ["https://app.example.com"] } },
      // A collection without functions takes the API's default for its name.
      { scopes: { inventory: { collections: { hotels: {}, airlines: { accessControlFunction: ACF } } } } },
      // Both, as the API takes them together.
      { cors: { origin: ["https://app.example.com"], disabled: true } },
      { paused: true },
      { paused: undefined, disablePublicAllDocs: true },
    ],
    // Names are unique across the gateway: the old endpoint goes first.
    replace: { name: "renamed-endpoint" },
    teardown,
  },
  {
    name: "AppEndpoint (every field given, created paused; managed OIDC)",
    spec: appEndpointSpec,
    setup: async (w) => {
      const travel = w.unique("travel");
      const host = await endpointHost(w, [travel]);
      release = host.release;
      return { ...w.scope, appServiceId: host.appServiceId, name: w.unique("full"), bucket: travel };
    },
    create: {
      paused: true,
      deltaSyncEnabled: true,
      userXattrKey: "meta",
      disablePublicAllDocs: true,
      cors: { origin: ["*"], loginOrigin: ["https://login.example.com"], headers: ["Authorization"], maxAge: 60, disabled: false },
      scopes: { _default: { collections: { _default: { accessControlFunction: ACF, importFilter: "function (doc) { return doc.type === 'hotel'; }" } } } },
      oidc: [{ issuer: "https://id.example.com", clientId: "mobile", register: true, userPrefix: "m", usernameClaim: "email", rolesClaim: "groups", scope: ["openid"] }],
    },
    updates: [
      { oidc: [{ issuer: "https://id.example.com", clientId: "web" }, { issuer: "https://id.example.com", clientId: "mobile" }] },
      { paused: false, cors: { origin: ["https://a.example.com", "https://b.example.com"] } },
    ],
    teardown,
  },
  {
    name: "OidcProvider (fields the API chose, the declared default, moved to another endpoint)",
    spec: oidcProviderSpec,
    setup: async (w) => {
      const bucket = w.unique("idp");
      const host = await endpointHost(w, [bucket]);
      release = host.release;
      const { A } = paths(w.target);
      const api = client(w.target);
      for (const name of ["login-a", "login-b"]) {
        const made = await api.post(`${A(host.appServiceId)}/appEndpoints`, { name, bucket });
        if (made.status !== 201) throw new Error(`App Endpoint ${name}: ${made.status} ${made.text}`);
      }
      return { ...w.scope, appServiceId: host.appServiceId, appEndpointName: "login-a" };
    },
    create: { issuer: "https://id.example.com", clientId: "app" },
    updates: [{ rolesClaim: "groups", scope: ["openid", "profile"] }, { default: true }, { register: true, discoveryUrl: "https://id.example.com/.well-known/openid-configuration" }],
    // Another endpoint: a new provider there, this one deleted.
    replace: { appEndpointName: "login-b" },
    teardown,
  },
];
