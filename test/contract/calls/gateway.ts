import { call, client, paths, type Target } from "../../support/conformance";
import { basic, gateway } from "../../support/gateway";
import type { Calls } from "../calls";

/** Every operation of the gateway's admin API, as its users call it: on a self-managed database
 *  as the gateway's own administrator, and on an App Endpoint's database as an App Service admin
 *  user (App Services: users by name, roles, sessions; everything else 404). With the gateway's
 *  refusals: a name taken, a new user without a password, read-only fields, an unknown field,
 *  an undefined variable of the configuration parser, a stale If-Match. */

const JS = { "content-type": "application/javascript" };
export const ADMIN_PASSWORD = "Adm1n!pass-word";

/** An App Endpoint `name` and an admin user of it (password ADMIN_PASSWORD), made through the
 *  management API directly (not recorded: only the gateway's calls are this area's). */
export async function appEndpoint(target: Target, name: string): Promise<{ user: string }> {
  const api = client(target);
  const advance = () => api.control("POST", "clock", { advanceMs: 60_000 });
  // A cluster holds one App Service: take the one another area may have made, else make one.
  const services = (await api.get(`${paths(target).O}/appservices?perPage=100`)).body?.data ?? [];
  const held = (id: string) => services.some((svc: { clusterId: string }) => svc.clusterId === id);
  for (const c of [...target.clusters].sort((a, b) => Number(held(a.id)) - Number(held(b.id)))) {
    const { C, A } = paths(target, c.id);
    let id: string | undefined = services.find((svc: { clusterId: string }) => svc.clusterId === c.id)?.id;
    if (!id) {
      const made = await api.post(`${C}/appservices`, { name: `gw-contract-${name}` });
      if (made.status !== 201) continue;
      id = made.body.id as string;
    }
    await advance();
    const bucket = `${name}-bucket`;
    if ((await api.post(`${C}/buckets`, { name: bucket })).status !== 201) continue;
    if ((await api.post(`${A(id)}/appEndpoints`, { name, bucket })).status !== 201) continue;
    await advance();
    const user = `${name}-admin`;
    const made = await api.post(`${A(id)}/adminUsers`, { name: user, password: ADMIN_PASSWORD, access: { endpoints: [name] } });
    if (made.status !== 201) throw new Error(`admin user: ${made.status} ${made.text}`);
    await advance();
    return { user };
  }
  throw new Error("no cluster could hold an App Service for the gateway's calls");
}

export const calls: Calls = async ({ target, recorded, unique }) => {
  const gatewayAdminUrl = recorded.gatewayAdmin;
  const s = target.server!;
  const gw = gateway(gatewayAdminUrl, basic(s.gatewayAdminUsername, s.gatewayAdminPassword));
  const head = (path: string, auth = basic(s.gatewayAdminUsername, s.gatewayAdminPassword)) => call(gatewayAdminUrl, undefined, "HEAD", path, undefined, { headers: { authorization: auth } });
  const expectStatus = (res: { status: number; text: string }, status: number) => {
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  };

  // The server and its databases.
  expectStatus(await gw.get("/"), 200);
  const db = unique("gwdb");
  expectStatus(await gw.put(`/${db}/`, { bucket: db, scopes: { sales: { collections: { orders: {} } } }, event_handlers: { max_processes: 10, wait_for_process: "250" } }), 201);
  expectStatus(await gw.put(`/${db}/`, {}), 412);
  expectStatus(await gw.put(`/${unique("gwbad")}/`, { event_handlers: { wait_for_process: 250 } }), 400);
  expectStatus(await gw.put(`/${unique("gwbad")}/`, { bucket: "b", unknown_field: true }), 400);
  expectStatus(await gw.put(`/${unique("gwbad")}/`, undefined, { raw: '{"bucket": "$UNDEFINED_VARIABLE"}', headers: { "content-type": "application/json" } }), 400);
  expectStatus(await gw.put(`/${unique("gwenv")}/`, undefined, { raw: '{"bucket": "${BUCKET:-fallback}", "sync": `function (doc) { channel(doc.channels); }`}', headers: { "content-type": "application/json" } }), 201);
  expectStatus(await gw.get("/_all_dbs"), 200);
  expectStatus(await gw.get("/_all_dbs?verbose=true"), 200);
  expectStatus(await gw.get(`/${db}/`), 200);
  expectStatus(await head(`/${db}/`), 200);
  expectStatus(await gw.post(`/${db}/_offline`), 200);
  expectStatus(await gw.post(`/${db}/_online`), 200);
  expectStatus(await gw.post(`/${db}/_online`, { delay: 0 }), 200);

  // Its configuration.
  const config = await gw.get(`/${db}/_config`);
  expectStatus(config, 200);
  expectStatus(await gw.get(`/${db}/_config?include_javascript=false&include_runtime=true`), 200);
  expectStatus(await gw.get(`/${db}/_config?redact=false`), 400);
  const etag = String(config.headers.etag);
  expectStatus(await gw.post(`/${db}/_config`, { session_cookie_name: "Orders" }, { headers: { "if-match": etag } }), 201);
  expectStatus(await gw.post(`/${db}/_config`, { session_cookie_name: "Stale" }, { headers: { "if-match": etag } }), 412);
  const now = (await gw.get(`/${db}/_config`)).body;
  expectStatus(await gw.put(`/${db}/_config`, { ...now, users: { ann: { password: "pass-word", admin_channels: ["a"] } }, replications: { r1: { remote: "https://bob:secret@remote.example.com/db", direction: "pull", remote_password: "x1" } } }), 201);
  expectStatus(await gw.put(`/${db}/_config`, { ...now, scopes: { other: { collections: { c: {} } } } }), 400);
  expectStatus(await gw.get(`/${db}/_config`), 200);

  // Its functions, per keyspace.
  for (const fn of ["sync", "import_filter"]) {
    const keyspace = `${db}.sales.orders`;
    expectStatus(await gw.put(`/${keyspace}/_config/${fn}`, undefined, { raw: "function (doc) { return true; }", headers: JS }), 200);
    expectStatus(await gw.get(`/${keyspace}/_config/${fn}`), 200);
    expectStatus(await gw.delete(`/${keyspace}/_config/${fn}`), 200);
    expectStatus(await gw.get(`/${db}.sales.missing/_config/${fn}`), 404);
  }

  // Users.
  expectStatus(await gw.post(`/${db}/_user/`, { name: "bob", password: "pass-word", admin_channels: ["x"] }), 201);
  expectStatus(await gw.post(`/${db}/_user/`, { name: "bob", password: "pass-word" }), 409);
  expectStatus(await gw.post(`/${db}/_user/`, { name: "nopass" }), 400);
  expectStatus(await gw.post(`/${db}/_user/`, { password: "pass-word" }), 400);
  expectStatus(await gw.put(`/${db}/_user/carol`, { password: "pass-word", admin_roles: ["staff"] }), 201);
  expectStatus(await gw.put(`/${db}/_user/carol`, { email: "carol@example.com" }), 200);
  expectStatus(await gw.put(`/${db}/_user/carol`, { all_channels: ["everything"] }), 400);
  expectStatus(await gw.put(`/${db}/_user/carol`, { name: "other" }), 400);
  expectStatus(await gw.put(`/${db}/_user/bad:name`, { password: "pass-word" }), 400);
  expectStatus(await gw.get(`/${db}/_user/`), 200);
  expectStatus(await gw.get(`/${db}/_user/?name_only=false&limit=1`), 200);
  expectStatus(await gw.get(`/${db}/_user/?limit=1`), 400);
  expectStatus(await gw.get(`/${db}/_user/carol`), 200);
  expectStatus(await gw.get(`/${db}/_user/GUEST`), 200);
  expectStatus(await head(`/${db}/_user/carol`), 200);
  expectStatus(await gw.get(`/${db}/_user/nobody`), 404);
  expectStatus(await gw.delete(`/${db}/_user/GUEST`), 405);

  // Roles.
  expectStatus(await gw.post(`/${db}/_role/`, { name: "staff", admin_channels: ["staff"] }), 201);
  expectStatus(await gw.post(`/${db}/_role/`, { name: "staff" }), 409);
  expectStatus(await gw.put(`/${db}/_role/staff`, { admin_channels: ["staff", "all"] }), 200);
  expectStatus(await gw.put(`/${db}/_role/ops`, { admin_channels: ["ops"] }), 201);
  expectStatus(await gw.get(`/${db}/_role/`), 200);
  expectStatus(await gw.get(`/${db}/_role/staff`), 200);
  expectStatus(await head(`/${db}/_role/staff`), 200);
  expectStatus(await gw.delete(`/${db}/_role/ops`), 200);
  expectStatus(await gw.get(`/${db}/_role/?deleted=true`), 200);
  expectStatus(await gw.get(`/${db}/_role/ops`), 404);
  expectStatus(await gw.delete(`/${db}/_role/ops?purge=true`), 404);

  // Sessions.
  const session = await gw.post(`/${db}/_session`, { name: "carol", ttl: 600 });
  expectStatus(session, 200);
  expectStatus(await gw.get(`/${db}/_session/${session.body.session_id}`), 200);
  expectStatus(await gw.delete(`/${db}/_user/carol/_session/${session.body.session_id}`), 200);
  const second = await gw.post(`/${db}/_session`, { name: "carol" });
  expectStatus(await gw.delete(`/${db}/_session/${second.body.session_id}`), 200);
  expectStatus(await gw.get(`/${db}/_session/${second.body.session_id}`), 404);
  expectStatus(await gw.post(`/${db}/_session`, { name: "GUEST" }), 400);
  expectStatus(await gw.post(`/${db}/_session`, { name: "nobody" }), 404);
  expectStatus(await gw.delete(`/${db}/_user/carol/_session`), 200);
  expectStatus(await gw.delete(`/${db}/_user/nobody/_session`), 200);

  expectStatus(await gw.delete(`/${db}/_user/bob`), 200);
  expectStatus(await gw.delete(`/${db}/_user/bob`), 404);
  expectStatus(await gw.delete(`/${db}/`), 200);
  expectStatus(await gw.get(`/${db}/_config`), 404);

  // An App Endpoint's database, as App Services serves it.
  const endpoint = unique("gwendpoint");
  const { user } = await appEndpoint(target, endpoint);
  const auth = basic(user, ADMIN_PASSWORD);
  const app = gateway(gatewayAdminUrl, auth);
  expectStatus(await app.put(`/${endpoint}/_user/dana`, { password: "pass-word", admin_channels: ["d"] }), 201);
  expectStatus(await app.put(`/${endpoint}/_user/dana`, { disabled: false }), 200);
  expectStatus(await app.get(`/${endpoint}/_user/dana`), 200);
  expectStatus(await head(`/${endpoint}/_user/dana`, auth), 200);
  expectStatus(await app.post(`/${endpoint}/_role/`, { name: "crew", admin_channels: ["crew"] }), 201);
  expectStatus(await app.put(`/${endpoint}/_role/crew`, { admin_channels: ["crew", "d"] }), 200);
  expectStatus(await app.get(`/${endpoint}/_role/`), 200);
  expectStatus(await app.get(`/${endpoint}/_role/crew`), 200);
  const their = await app.post(`/${endpoint}/_session`, { name: "dana" });
  expectStatus(their, 200);
  expectStatus(await app.get(`/${endpoint}/_session/${their.body.session_id}`), 200);
  expectStatus(await app.delete(`/${endpoint}/_session/${their.body.session_id}`), 200);
  expectStatus(await app.delete(`/${endpoint}/_user/dana/_session`), 200);
  for (const [method, path] of [
    ["GET", `/${endpoint}/_user/`],
    ["POST", `/${endpoint}/_user/`],
    ["GET", `/${endpoint}/_config`],
    ["POST", `/${endpoint}/_config`],
    ["PUT", `/${endpoint}/`],
    ["DELETE", `/${endpoint}/`],
    ["GET", `/${endpoint}/`],
    ["GET", "/_all_dbs"],
  ] as const) {
    const body = method === "POST" || method === "PUT" ? { name: "x", password: "pass-word" } : undefined;
    expectStatus(await call(gatewayAdminUrl, undefined, method, path, body, { headers: { authorization: auth } }), 404);
  }
  expectStatus(await app.delete(`/${endpoint}/_role/crew`), 200);
  expectStatus(await app.delete(`/${endpoint}/_user/dana`), 200);
};
