import { gatewayDatabaseSpec } from "../../../resources/gatewayDatabase";
import { gatewayUserSpec } from "../../../resources/gatewayUser";
import { webhookHandlerSpec } from "../../../resources/webhookHandler";
import { ADMIN_PASSWORD, appEndpoint } from "../calls/gateway";
import type { Lifecycle, World } from "../lifecycle";

/** The gateway's resources, whole lives: a self-managed database (its managed fields set,
 *  changed, removed — a removal the merge can't make is a PUT), its users and webhooks, and a
 *  user of an App Endpoint's database reached as an App Service admin user. (GUEST, which is
 *  never gone, is test/provider/gatewayUser.test.ts's.) */

const database = async (w: World, prefix: string) => {
  const db = w.unique(prefix);
  await w.gatewayAdmin.put(`/${db}/`, { body: { bucket: db } });
  return db;
};

/** JavaScript with `$` and backticks, which the gateway's configuration parser would change if
 *  they were sent as they are. */
const FILTER = "function (doc, oldDoc) { return doc.kind === `order` && doc.$total > 0; }";
const SYNC = "function (doc) { channel(`${doc.owner}-orders`); }";

export const lifecycles: Lifecycle[] = [
  {
    name: "GatewayDatabase (managed fields set, changed, removed)",
    spec: gatewayDatabaseSpec,
    setup: async (w) => ({ name: w.unique("gwlife") }),
    create: { sync: SYNC, scopes: { sales: { collections: { orders: { importFilter: FILTER } } } }, eventProcessing: { maxProcesses: 20 } },
    updates: [
      { sessionCookieName: "OrdersSession", eventProcessing: { maxProcesses: 20, waitForProcess: 0 } },
      { oidc: { providers: { login: { issuer: "https://id.example.com", clientId: "app", register: true } }, defaultProvider: "login" } },
      { oidc: undefined, sessionCookieName: undefined, eventProcessing: undefined, sync: undefined },
      { scopes: { sales: { collections: { orders: {}, invoices: { sync: SYNC } } } } },
    ],
    replace: { bucket: "elsewhere" },
  },
  {
    name: "GatewayUser (self-managed database)",
    spec: gatewayUserSpec,
    setup: async (w) => ({ database: await database(w, "gwusers"), name: "ann" }),
    create: { password: "pass-word", adminChannels: ["a"] },
    updates: [{ adminChannels: ["a", "b"], email: "ann@example.com" }, { disabled: true, password: "other-pass" }],
    replace: { name: "ann2" },
  },
  {
    name: "GatewayUser (App Endpoint's database, as an App Service admin user)",
    spec: gatewayUserSpec,
    setup: async (w) => {
      const endpoint = w.unique("gwappusers");
      const { user } = await appEndpoint(w.target, endpoint);
      return { database: endpoint, name: "agent", gateway: { adminUrl: `${w.recorded.gatewayAdmin}/${endpoint}`, username: user, password: ADMIN_PASSWORD } };
    },
    create: { password: "agent-pass", adminChannels: ["bookings"] },
    updates: [{ adminRoles: ["crew"] }],
  },
  {
    name: "WebhookHandler (filter with $ and backticks)",
    spec: webhookHandlerSpec,
    setup: async (w) => ({ database: await database(w, "gwhooks") }),
    create: { url: "https://hooks.example.com/orders", filter: FILTER, timeout: 10 },
    updates: [{ timeout: 0 }, { filter: undefined, options: { winning_rev_only: true } }],
    replace: { url: "https://hooks.example.com/other" },
  },
];
