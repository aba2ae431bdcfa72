import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { call, startTarget, type Target } from "../support/conformance";
import { basic, expectGatewayError, gatewayAdmin } from "../support/gateway";

/** A self-managed database's configuration (schema/gateway/databases.ts): create and delete,
 *  ETag/If-Match, the merge of a POST, the stored form and redacted secrets, the configuration
 *  parser, function properties, event handlers, keyspace function endpoints. */
let t: Target;
let admin: ReturnType<typeof gatewayAdmin>;
let dir: string;
let http: Server;
let https: Server;
let httpUrl: string;
let httpsUrl: string;

const SYNC = "function (doc) { channel(doc.channels); }";
const js = { "content-type": "application/javascript" };

/** A self-signed certificate for 127.0.0.1 (test only). */
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg2yNrQOx/jRmSvVZW
mzc3Wlz9oXsQAQZhS+n1PDNBLQqhRANCAARFRcOsNZb0UYEb8HP9bTiN4526sKqQ
HFasZmVPCUm2m/+XdreINJwE0ZJBIXZ22FAygmhAreRq8SM14vQ0FfKr
-----END PRIVATE KEY-----`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUKN+BXKA4KLq0/MwXBM8BUdaNQeowCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyMjAyMTMzOVoYDzIxMjYxMDI5
MDIxMzM5WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARFRcOsNZb0UYEb8HP9bTiN4526sKqQHFasZmVPCUm2m/+XdreINJwE
0ZJBIXZ22FAygmhAreRq8SM14vQ0FfKro28wbTAdBgNVHQ4EFgQUc4BKHvkTyEES
LBhspQySBB/KcdIwHwYDVR0jBBgwFoAUc4BKHvkTyEESLBhspQySBB/KcdIwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSQAwRgIhAKHYiC9fP8mm1DS4RZexWO50R0I2HdzAhKFlp6+e2xrQAiEA
hkcyXtKoItIBHfOu++iSFJVQIPR3aSWusf7Wj067yeo=
-----END CERTIFICATE-----`;

/** `/held.js` answers only once the test calls `releaseHeld()`: a configuration that names it
 *  is still being applied (its function being fetched) until then. */
const heldAnswers: Array<() => void> = [];
let onHeld: (() => void) | undefined;
const releaseHeld = () => heldAnswers.splice(0).forEach((answer) => answer());
/** Resolves when the next `/held.js` request arrives. */
const nextHeld = () => new Promise<void>((resolve) => (onHeld = resolve));

/** Serves `/sync.js` and `/held.js`; any other path is a 404. */
const serveFunction = (req: { url?: string }, res: import("node:http").ServerResponse) => {
  const answer = () => res.writeHead(200, { "content-type": "application/javascript" }).end(SYNC);
  if (req.url === "/sync.js") answer();
  else if (req.url === "/held.js") {
    heldAnswers.push(answer);
    onHeld?.();
  } else res.writeHead(404).end("not found");
};

async function listen(server: Server, scheme: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "dbplane-gw-"));
  // Function files come from `dir`; the function servers listen on loopback.
  t = await startTarget({ functionsDir: dir, egressAllowPrivate: true });
  admin = gatewayAdmin(t);
  http = createHttpServer(serveFunction);
  https = createHttpsServer({ key: TLS_KEY, cert: TLS_CERT }, serveFunction);
  httpUrl = await listen(http, "http");
  httpsUrl = await listen(https, "https");
});
afterAll(async () => {
  releaseHeld();
  rmSync(dir, { recursive: true, force: true });
  http.closeAllConnections();
  https.closeAllConnections();
  await Promise.all([new Promise((r) => http.close(r)), new Promise((r) => https.close(r))]);
  await t.close();
});

describe("self-managed databases", () => {
  test("PUT /{db}/ creates it (201); again: 412 Duplicate database name", async () => {
    expect((await admin.put("/travel/", { bucket: "travel-bucket" })).status).toBe(201);
    expectGatewayError(await admin.put("/travel/", {}), 412, /Duplicate database name/);
  });

  test("GET /{db}/ answers the database info: db_name, state Online, update_seq", async () => {
    await admin.put("/info/", {});
    const res = await admin.get("/info/");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ db_name: "info", state: "Online", update_seq: expect.any(Number) });
  });

  test("the bucket defaults to the database name; the config echoes name and bucket", async () => {
    await admin.put("/defaults/", {});
    expect((await admin.get("/defaults/_config")).body).toMatchObject({ name: "defaults", bucket: "defaults" });
  });

  test("illegal names and a body name that differs from the path: 400", async () => {
    expectGatewayError(await admin.put("/Upper/", {}), 400, /Illegal database name/);
    expectGatewayError(await admin.put("/other/", { name: "different" }), 400, /ensure it matches the name in the path/);
    expectGatewayError(await admin.put("/other/", undefined, { raw: "", headers: { "content-type": "application/json" } }), 400);
  });

  test("DELETE /{db}/ removes the database and its users", async () => {
    await admin.put("/doomed/", {});
    await admin.post("/doomed/_user/", { name: "u", password: "pw1" });
    expect((await admin.delete("/doomed/")).status).toBe(200);
    expectGatewayError(await admin.get("/doomed/"), 404, /no such database "doomed"/);
    expectGatewayError(await admin.delete("/doomed/"), 404);
    await admin.put("/doomed/", {});
    expectGatewayError(await admin.get("/doomed/_user/u"), 404);
  });

  test("an offline database answers 503 to its users and documents until brought online; its configuration stays reachable", async () => {
    await admin.put("/sleepy/", {});
    const offline = await admin.post("/sleepy/_offline");
    expect({ status: offline.status, body: offline.text }).toEqual({ status: 200, body: "" });
    expect((await admin.get("/sleepy/")).body.state).toBe("Offline");
    expect((await admin.get("/sleepy/_config")).status).toBe(200);
    expectGatewayError(await admin.post("/sleepy/_user/", { name: "x", password: "pw1" }), 503);
    expect((await admin.post("/sleepy/_online")).text).toBe("");
    expect((await admin.post("/sleepy/_user/", { name: "x", password: "pw1" })).status).toBe(201);
  });

  test("created with offline: true it starts offline", async () => {
    expect((await admin.put("/dormant/", { offline: true })).status).toBe(201);
    expect((await admin.get("/dormant/")).body.state).toBe("Offline");
  });

  test("DELETE /{db}/ answers an empty JSON object; GET /_all_dbs lists self-managed databases only", async () => {
    await admin.put("/listed/", {});
    expect((await admin.get("/_all_dbs")).body).toContain("listed");
    expect((await admin.get("/_all_dbs?verbose=true")).body).toContainEqual({ db_name: "listed", bucket: "listed", state: "Online" });
    const res = await admin.delete("/listed/");
    expect({ status: res.status, text: res.text }).toEqual({ status: 200, text: "{}" });
  });
});

describe("database configuration", () => {
  beforeAll(async () => {
    await admin.put("/cfg/", { revs_limit: 100, session_cookie_name: "A" });
  });

  test("GET carries an ETag; a stale If-Match is 412; the current one succeeds with 201 and a new ETag", async () => {
    const read = await admin.get("/cfg/_config");
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const res = await admin.post("/cfg/_config", { revs_limit: 200 }, { headers: { "if-match": etag } });
    expect(res.status).toBe(201);
    const next = res.headers.etag as string;
    expect(next).toMatch(/^"[^"]+"$/);
    expect(next).not.toBe(etag);
    expect((await admin.get("/cfg/_config")).headers.etag).toBe(next);
    expectGatewayError(await admin.post("/cfg/_config", { revs_limit: 300 }, { headers: { "if-match": etag } }), 412);
    expectGatewayError(await admin.put("/cfg/_config", {}, { headers: { "if-match": '"nope"' } }), 412);
    expect((await admin.get("/cfg/_config")).body.revs_limit).toBe(200);
  });

  test("POST merges; PUT replaces", async () => {
    // (revs_limit is one of the gateway's pointer fields: kept when given, replaced by any value.)
    await admin.post("/cfg/_config", { import_docs: true });
    expect((await admin.get("/cfg/_config")).body).toMatchObject({ revs_limit: 200, import_docs: true, session_cookie_name: "A" });
    expect((await admin.put("/cfg/_config", { revs_limit: 5 })).status).toBe(201);
    const after = (await admin.get("/cfg/_config")).body;
    expect(after.revs_limit).toBe(5);
    expect(after).not.toHaveProperty("import_docs");
    expect(after).not.toHaveProperty("session_cookie_name");
  });

  test.each([
    [{ revs_limit: "many" }, /revs_limit/],
    [{ surprise: 1 }, /surprise/],
    [{ scopes: { s: { collections: { c: { sync: 5 } } } } }, /sync/],
    [{ event_handlers: { wait_for_process: 100 } }, /wait_for_process.*string/],
    [{ event_handlers: { max_processes: -1 } }, /max_processes/],
    [{ oidc: { providers: { p: { issuer: "not a url", client_id: "c" } } } }, /issuer/],
    [{ oidc: { default_provider: "q", providers: { p: { issuer: "https://id.example", client_id: "c" } } } }, /default_provider/],
  ])("an invalid configuration %j: 400 naming the field", async (body, reason) => {
    expectGatewayError(await admin.put("/cfg/_config", body), 400, reason);
  });
});

describe("JavaScript function properties", () => {
  const syncOf = async (db: string) => (await admin.get(`/${db}/_config/sync`)).text;

  test("a value in backticks in the body's text (the configuration file's quoting) becomes a JSON string; in a JSON string the backticks are JavaScript's (no function)", async () => {
    const raw = `{"sync": \`${SYNC.replace("doc.channels", '"a"')}\`}`;
    expect((await admin.put("/inline/", undefined, { raw, headers: { "content-type": "application/json" } })).status).toBe(201);
    expect(await syncOf("inline")).toBe(SYNC.replace("doc.channels", '"a"'));
    const escaped = `{"sync": "\\u0060${SYNC}\\u0060"}`;
    expectGatewayError(await admin.put("/inline2/", undefined, { raw: escaped, headers: { "content-type": "application/json" } }), 400, /not a function/);
  });

  test("plain inline code is taken as it is", async () => {
    await admin.put("/plain/", { sync: SYNC });
    expect(await syncOf("plain")).toBe(SYNC);
  });

  test("an absolute path is read at configuration time (the config keeps the path)", async () => {
    const file = join(dir, "sync.js");
    writeFileSync(file, SYNC);
    expect((await admin.put("/fromfile/", { sync: file })).status).toBe(201);
    writeFileSync(file, "function (doc) { /* changed later */ }");
    expect(await syncOf("fromfile")).toBe(SYNC);
    expect((await admin.get("/fromfile/_config")).body.sync).toBe(file);
  });

  test("a missing file: 400", async () => {
    expectGatewayError(await admin.put("/nofile/", { sync: join(dir, "absent.js") }), 400, /not a function file this server may read/);
    expectGatewayError(await admin.get("/nofile/"), 404);
  });

  test("an HTTP URL is fetched at configuration time", async () => {
    expect((await admin.put("/fromurl/", { sync: `${httpUrl}/sync.js` })).status).toBe(201);
    expect(await syncOf("fromurl")).toBe(SYNC);
  });

  test("a URL that answers 404 or cannot be reached: 400", async () => {
    expectGatewayError(await admin.put("/badurl/", { sync: `${httpUrl}/missing.js` }), 400, /cannot fetch/);
    expectGatewayError(await admin.put("/badurl/", { sync: "http://127.0.0.1:1/sync.js" }), 400, /cannot fetch/);
  });

  test("HTTPS with an untrusted certificate fails unless unsupported.remote_config_tls_skip_verify", async () => {
    expectGatewayError(await admin.put("/tls/", { sync: `${httpsUrl}/sync.js` }), 400, /cannot fetch/);
    const res = await admin.put("/tls/", { sync: `${httpsUrl}/sync.js`, unsupported: { remote_config_tls_skip_verify: true } });
    expect(res.status).toBe(201);
    expect(await syncOf("tls")).toBe(SYNC);
  });

  test("a syntax error is a 400 whose reason gives the line within the function, and nothing runs", async () => {
    const broken = "function (doc) {\n  channel(doc.x);\n  if (doc.y {\n}";
    const res = await admin.put("/broken/", { sync: broken });
    expectGatewayError(res, 400, /line 3/);
    const ran = "function (doc) {}; throw new Error('ran')";
    expectGatewayError(await admin.put("/broken/", { sync: ran }), 400, /syntax error/);
  });

  test("a syntax error is placed in the source as written (line, column, the text there), whichever function property holds it", async () => {
    // [source, where and what the reason says] — never the compiler's wrapper around the source.
    const shapes: Array<[string, string]> = [
      // One line, its closing brace missing: the source ends inside the function.
      ["function (doc, oldDoc) { channel(doc.channels);", `line 1, column 48 ("function (doc, oldDoc) { channel(doc.channels);"): the source ends inside the function`],
      ["function (doc, oldDoc) {\n  channel(doc.channels);\n  if (doc.type == 'a' {\n    channel('a');\n  }\n}", `line 3, column 23 ("if (doc.type == 'a' {"): `],
      ["function (doc) {\n  var s = 'abc;\n}", `line 2, column 11 ("var s = 'abc;"): `],
      ["function (doc) { channel(doc.channels); })", `line 1, column 43 ("function (doc) { channel(doc.channels); })"): a ')' closes the function expression before the source ends`],
    ];
    await admin.put("/placed/", {});
    const hook = (filter: string) => ({ event_handlers: { document_changed: [{ handler: "webhook", url: "http://127.0.0.1:9/hook", filter }] } });
    for (const [source, place] of shapes) {
      const reason = (field: string) => new RegExp(`^${escapeRegExp(`${field}: JavaScript syntax error at ${place}`)}`);
      expectGatewayError(await admin.put("/unmade/", { sync: source }), 400, reason("sync"));
      expectGatewayError(await admin.put("/placed/_config", { import_filter: source }), 400, reason("import_filter"));
      expectGatewayError(await admin.put("/placed/_config", hook(source)), 400, reason("event_handlers.document_changed[0].filter"));
      expectGatewayError(await admin.put("/placed/_config/sync", undefined, { raw: source, headers: js }), 400, reason("sync"));
    }
    expectGatewayError(await admin.get("/unmade/"), 404);
  });

  test("a source whose value is no function is a 400 saying so, and nothing is stored", async () => {
    for (const [source, value] of [["1+1", "a number"], ["'channel(doc.channels)'", "a string"], ["({ sync: 1 })", "an object"], ["null", "an object"], ["void 0", "undefined"]]) {
      expectGatewayError(await admin.put("/notfn/", { sync: source }), 400, new RegExp(`sync.*the source is not a function \\(its value is ${value}\\)`));
    }
    expectGatewayError(await admin.get("/notfn/"), 404);
    await admin.put("/notfn/", {});
    expectGatewayError(await admin.put("/notfn/_config/sync", undefined, { raw: "42", headers: js }), 400, /not a function/);
    const hook = { handler: "webhook", url: "http://127.0.0.1:9/hook", filter: "true" };
    expectGatewayError(await admin.put("/notfn/_config", { event_handlers: { document_changed: [hook] } }), 400, /document_changed\[0\]\.filter.*not a function/);
    expect(await syncOf("notfn")).toBe("");
  });

  test("a source whose evaluation runs out of time or memory is a 400 saying so, and nothing is stored", async () => {
    const endless = "(function () { for (;;) {} })(), function (doc) {}";
    expectGatewayError(await admin.put("/evalfails/", { sync: endless }), 400, /sync: evaluating the source: the function ran longer than \d+ ms/);
    const bomb = "(function () { var a = []; for (;;) a.push(new Array(100000).fill('x')); })(), function (doc) {}";
    // Out of memory, or out of time first where allocating is slow (the worker is then replaced).
    expectGatewayError(await admin.put("/evalfails/", { sync: bomb }), 400, /sync: evaluating the source: the function ran (out of memory|longer than \d+ ms)/);
    expectGatewayError(await admin.get("/evalfails/"), 404);
  });

  test("an expression that yields a function is accepted; one whose evaluation throws is left to its first call", async () => {
    const iife = "(function () { var seen = 'x'; return function (doc) { channel(doc.channels); }; })()";
    expect((await admin.put("/iife/", { sync: iife })).status).toBe(201);
    expect(await syncOf("iife")).toBe(iife);
    // Evaluated without the built-ins: channel() at the top level throws here, not at a write.
    const needsBuiltins = "(function () { channel('setup'); return function (doc) {}; })()";
    expect((await admin.put("/needsbuiltins/", { sync: needsBuiltins })).status).toBe(201);
  });

  test("webhook filters are resolved and checked too", async () => {
    const handler = { handler: "webhook", url: "http://127.0.0.1:9/hook", filter: "function (doc) { return doc.x = ; }" };
    expectGatewayError(await admin.put("/hooks/", { event_handlers: { document_changed: [handler] } }), 400, /filter/);
  });
});

describe("writers of one database take turns", () => {
  // A configuration whose sync function is fetched from /held.js: applying it awaits the fetch.
  const slow = (revs: number) => ({ revs_limit: revs, sync: `${httpUrl}/held.js` });

  test("two writes sent with the same If-Match: the second is judged after the first (412), never both applied", async () => {
    await admin.put("/turns/", {});
    const etag = (await admin.get("/turns/_config")).headers.etag as string;
    const arrived = nextHeld();
    const first = admin.put("/turns/_config", slow(10), { headers: { "if-match": etag } });
    await arrived;
    const second = admin.put("/turns/_config", { revs_limit: 20 }, { headers: { "if-match": etag } });
    await new Promise((r) => setTimeout(r, 50));
    releaseHeld();
    expect((await first).status).toBe(201);
    expectGatewayError(await second, 412);
    expect((await admin.get("/turns/_config")).body).toMatchObject({ revs_limit: 10, sync: `${httpUrl}/held.js` });
  });

  test("a database deleted while its configuration is being applied stays deleted", async () => {
    await admin.put("/fleeting/", {});
    const arrived = nextHeld();
    const write = admin.put("/fleeting/_config", slow(5));
    await arrived;
    const drop = admin.delete("/fleeting/");
    await new Promise((r) => setTimeout(r, 50));
    releaseHeld();
    expect([(await write).status, (await drop).status]).toEqual([201, 200]);
    expectGatewayError(await admin.get("/fleeting/"), 404);
    expect((await admin.get("/_all_dbs")).body).not.toContain("fleeting");
  });

  test("a user whose password is being hashed when its database is deleted is not kept for a later database of that name", async () => {
    for (let i = 0; i < 3; i++) {
      await admin.put("/brief/", {});
      const [created, dropped] = await Promise.all([admin.post("/brief/_user/", { name: "late", password: "late-pass" }), admin.delete("/brief/")]);
      expect({ created: [201, 404].includes(created.status), dropped: dropped.status }).toEqual({ created: true, dropped: 200 });
      await admin.put("/brief/", {});
      expectGatewayError(await admin.get("/brief/_user/late"), 404);
      expect((await admin.delete("/brief/")).status).toBe(200);
    }
  });
});

describe("event handlers", () => {
  test.each([
    [{ handler: "email", url: "http://127.0.0.1:9/x" }, /handler/],
    [{ handler: "webhook", url: "" }, /url/],
    [{ handler: "webhook" }, /url/],
    [{ handler: "webhook", url: "http://127.0.0.1:9/x", timeout: -1 }, /timeout/],
  ])("%j is rejected with 400", async (handler, reason) => {
    expectGatewayError(await admin.put("/events/", { event_handlers: { document_changed: [handler] } }), 400, reason);
  });

  test("wait_for_process is a string of milliseconds and max_processes an unsigned integer; the configuration reads back as given", async () => {
    const config = { event_handlers: { max_processes: 20, wait_for_process: "250", document_changed: [{ handler: "webhook", url: "http://127.0.0.1:9/x", timeout: 0 }] } };
    expect((await admin.put("/events/", config)).status).toBe(201);
    expect((await admin.get("/events/_config")).body.event_handlers).toEqual(config.event_handlers);
    // include_runtime adds none of the defaults to them (the gateway's runtime view has none).
    expect((await admin.get("/events/_config?include_runtime=true")).body.event_handlers).toEqual(config.event_handlers);
    expectGatewayError(await admin.put("/events/_config", { event_handlers: { wait_for_process: 250 } }), 400, /wait_for_process.*string/);
    expectGatewayError(await admin.put("/events/_config", { event_handlers: { max_processes: 2.5 } }), 400, /max_processes/);
  });

  test("include_javascript=false leaves the functions and webhook filters out; redact=false is refused", async () => {
    const hook = { handler: "webhook", url: "http://127.0.0.1:9/x", filter: "function (doc) { return true; }" };
    await admin.put("/nojs/", { sync: SYNC, event_handlers: { document_changed: [hook] } });
    const read = (await admin.get("/nojs/_config?include_javascript=false")).body;
    expect(read).not.toHaveProperty("sync");
    expect(read.event_handlers.document_changed).toEqual([{ handler: "webhook", url: "http://127.0.0.1:9/x" }]);
    expectGatewayError(await admin.get("/nojs/_config?redact=false"), 400, /redact=false is no longer supported/);
  });
});

describe("the stored form and its secrets", () => {
  test("the gateway stamps bucket, created_at and updated_at; zero-valued plain fields and empty lists are dropped; an OIDC provider's always-written fields are there", async () => {
    const body = {
      session_cookie_name: "",
      scopes: {},
      event_handlers: { max_processes: 0, wait_for_process: "", document_changed: [] },
      oidc: { providers: { p: { issuer: "https://id.example.com", client_id: "app" } } },
      sync: "",
    };
    expect((await admin.put("/stored/", body)).status).toBe(201);
    const read = (await admin.get("/stored/_config")).body;
    expect(read).toEqual({
      name: "stored",
      bucket: "stored",
      // A pointer field keeps its zero value.
      sync: "",
      event_handlers: {},
      oidc: { providers: { p: { issuer: "https://id.example.com", client_id: "app", register: false, username_claim: "", roles_claim: "", channels_claim: "", allow_unsigned_provider_tokens: false } } },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await admin.post("/stored/_config", { revs_limit: 10 });
    const after = (await admin.get("/stored/_config")).body;
    expect(after.created_at).toBe(read.created_at);
  });

  test("users' passwords and a replication's credentials read back as xxxxx; a write takes the marker as given", async () => {
    const config = {
      users: { ann: { password: "ann-secret", admin_channels: ["a"] } },
      replications: { r1: { remote: "https://rep:rep-secret@remote.example.com/db", direction: "pull", remote_username: "rep", remote_password: "rep-secret" } },
    };
    expect((await admin.put("/secrets/", config)).status).toBe(201);
    const read = (await admin.get("/secrets/_config")).body;
    expect(read.users).toEqual({ ann: { password: "xxxxx", admin_channels: ["a"] } });
    expect(read.replications.r1).toMatchObject({ remote: "https://rep:xxxxx@remote.example.com/db", remote_username: "rep", remote_password: "xxxxx", direction: "pull" });
    expect(JSON.stringify(read)).not.toMatch(/ann-secret|rep-secret/);
    const login = (password: string) => call(t.server!.gatewayPublicUrl, undefined, "GET", "/secrets/_session", undefined, { headers: { authorization: basic("ann", password) } });
    expect((await login("ann-secret")).status).toBe(200);
    // A merge that leaves the users out leaves the password alone.
    expect((await admin.post("/secrets/_config", { revs_limit: 20 })).status).toBe(201);
    expect((await login("ann-secret")).status).toBe(200);
    // What was read, written back whole: the password is now the marker.
    expect((await admin.put("/secrets/_config", read)).status).toBe(201);
    expect((await login("ann-secret")).status).toBe(401);
    expect((await login("xxxxx")).status).toBe(200);
  });

  test("a merge adds map entries and changes fields, but removes nothing: an empty list or a zero plain value changes nothing", async () => {
    const hook = { handler: "webhook", url: "http://127.0.0.1:9/x" };
    await admin.put("/merged/", {
      session_cookie_name: "Mine",
      event_handlers: { max_processes: 5, document_changed: [hook] },
      oidc: { providers: { a: { issuer: "https://a.example.com", client_id: "a", register: true } } },
      scopes: { s: { collections: { one: {}, two: {} } } },
    });
    await admin.post("/merged/_config", {
      session_cookie_name: "",
      event_handlers: { document_changed: [], wait_for_process: "10" },
      oidc: { providers: { b: { issuer: "https://b.example.com", client_id: "b" }, a: { issuer: "https://a.example.com", register: false } } },
      scopes: { s: { collections: { one: {} } } },
    });
    const read = (await admin.get("/merged/_config")).body;
    expect(read.session_cookie_name).toBe("Mine");
    expect(read.event_handlers).toEqual({ max_processes: 5, wait_for_process: "10", document_changed: [hook] });
    expect(Object.keys(read.oidc.providers).sort()).toEqual(["a", "b"]);
    // A plain false can't turn register off; a provider's fields merge into the one of its name.
    expect(read.oidc.providers.a).toMatchObject({ register: true, client_id: "a" });
    // A scope given replaces the stored one.
    expect(read.scopes).toEqual({ s: { collections: { one: {} } } });
  });

  test("the scopes are the database's: other names are refused (the default scope may be named where there was none)", async () => {
    await admin.put("/scoped/", { scopes: { s: { collections: { c: {} } } } });
    expectGatewayError(await admin.post("/scoped/_config", { scopes: { t: { collections: { c: {} } } } }), 400, /cannot change scopes after database creation/);
    await admin.put("/unscoped/", {});
    expect((await admin.post("/unscoped/_config", { scopes: { _default: { collections: { _default: {} } } } })).status).toBe(201);
  });
});

describe("the configuration parser (before the JSON is decoded)", () => {
  const json = { "content-type": "application/json" };
  let env: Target;
  let envAdmin: ReturnType<typeof gatewayAdmin>;
  beforeAll(async () => {
    process.env.DBPLANE_TEST_SERVER_ONLY = "from the process";
    env = await startTarget({ gatewayConfigEnv: { BUCKET: "from-env", EMPTY: "" } });
    envAdmin = gatewayAdmin(env);
  });
  afterAll(async () => {
    delete process.env.DBPLANE_TEST_SERVER_ONLY;
    await env.close();
  });

  test("$NAME, ${NAME} and ${NAME:-default} expand from the server's own variables", async () => {
    const raw = '{"bucket": "${BUCKET}", "session_cookie_name": "$BUCKET-x", "import_filter": "${MISSING:-function (doc) { return true; }}"}';
    expect((await envAdmin.put("/expanded/", undefined, { raw, headers: json })).status).toBe(201);
    expect((await envAdmin.get("/expanded/_config")).body).toMatchObject({ bucket: "from-env", session_cookie_name: "from-env-x", import_filter: "function (doc) { return true; }" });
  });

  test("an undefined (or empty) variable is an error naming it; the server's process environment is never read", async () => {
    for (const name of ["UNDEFINED_ONE", "EMPTY", "DBPLANE_TEST_SERVER_ONLY"]) {
      expectGatewayError(await envAdmin.put("/undefinedvar/", undefined, { raw: `{"bucket": "$${name}"}`, headers: json }), 400, new RegExp(`undefined environment variable '\\$\\{${name}\\}'`));
    }
    // JavaScript in a plain JSON string meets the parser too.
    const templated = JSON.stringify({ sync: "function (doc) { channel(`${doc.owner}`); }" });
    expectGatewayError(await envAdmin.put("/undefinedvar/", undefined, { raw: templated, headers: json }), 400, /undefined environment variable '\$\{doc\.owner\}'/);
    expectGatewayError(await envAdmin.get("/undefinedvar/"), 404);
  });

  test("$ and backticks written as JSON escapes are kept as written", async () => {
    const sync = "function (doc) { channel(`${doc.owner}-$x`); }";
    const raw = JSON.stringify({ sync }).replace(/\$/g, "\\u0024").replace(/`/g, "\\u0060");
    expect((await envAdmin.put("/escaped/", undefined, { raw, headers: json })).status).toBe(201);
    expect((await envAdmin.get("/escaped/_config/sync")).text).toBe(sync);
  });

  test("$$ stands for $; a $ before anything but a name stays; the shell's special names are looked up; the merge and the replace parse too", async () => {
    expect((await envAdmin.put("/dollars/", undefined, { raw: '{"session_cookie_name": "a$$b", "bucket": "c$.d"}', headers: json })).status).toBe(201);
    expect((await envAdmin.get("/dollars/_config")).body).toMatchObject({ session_cookie_name: "a$b", bucket: "c$.d" });
    expectGatewayError(await envAdmin.put("/special/", undefined, { raw: '{"bucket": "c$-d"}', headers: json }), 400, /'\$\{-\}'/);
    expectGatewayError(await envAdmin.put("/dollars/", undefined, { raw: '{"bucket": "$.x"}', headers: json }), 412);
    expect((await envAdmin.post("/dollars/_config", undefined, { raw: '{"session_cookie_name": "$BUCKET"}', headers: json })).status).toBe(201);
    expect((await envAdmin.get("/dollars/_config")).body.session_cookie_name).toBe("from-env");
    expectGatewayError(await envAdmin.put("/dollars/_config", undefined, { raw: '{"bucket": "$NOPE"}', headers: json }), 400, /NOPE/);
  });
});

describe("keyspace function endpoints", () => {
  beforeAll(async () => {
    await admin.put("/ks/", { scopes: { inventory: { collections: { hotels: {}, airlines: {} } }, _default: { collections: { cars: {} } } } });
    await admin.put("/flat/", {});
  });

  test.each(["sync", "import_filter"])("PUT, GET, DELETE /{db.scope.coll}/_config/%s", async (fn) => {
    const path = `/ks.inventory.hotels/_config/${fn}`;
    expect((await admin.put(path, undefined, { raw: SYNC, headers: js })).status).toBe(200);
    const read = await admin.get(path);
    expect(read.status).toBe(200);
    expect(read.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(read.text).toBe(SYNC);
    expect((await admin.get("/ks/_config")).body.scopes.inventory.collections.hotels[fn]).toBe(SYNC);
    expect((await admin.get(`/ks.inventory.airlines/_config/${fn}`)).text).toBe("");
    expect((await admin.delete(path)).status).toBe(200);
    expect((await admin.get(path)).text).toBe("");
  });

  test("db.collection addresses the default scope; db the default collection", async () => {
    expect((await admin.put("/ks.cars/_config/sync", undefined, { raw: SYNC, headers: js })).status).toBe(200);
    expect((await admin.get("/ks/_config")).body.scopes._default.collections.cars.sync).toBe(SYNC);
    expect((await admin.put("/flat/_config/import_filter", undefined, { raw: SYNC, headers: js })).status).toBe(200);
    expect((await admin.get("/flat/_config")).body.import_filter).toBe(SYNC);
    expect((await admin.get("/flat._default._default/_config/import_filter")).text).toBe(SYNC);
  });

  test("unknown collections, scopes and malformed keyspaces: 404", async () => {
    for (const ks of ["ks.inventory.nope", "ks.nope.hotels", "ks.hotels", "flat.x", "ks.a.b.c", "ks..x", "nodb.x"]) {
      expectGatewayError(await admin.get(`/${ks}/_config/sync`), 404);
    }
  });

  test("a body that is not application/javascript: 415; none at all removes the function (an empty source)", async () => {
    expectGatewayError(await admin.put("/flat/_config/sync", undefined, { raw: SYNC, headers: { "content-type": "text/plain" } }), 415);
    expectGatewayError(await admin.put("/flat/_config/sync", { sync: SYNC }), 415);
    expect((await admin.put("/flat/_config/sync", undefined, { raw: SYNC, headers: js })).status).toBe(200);
    expect((await admin.put("/flat/_config/sync")).status).toBe(200);
    expect((await admin.get("/flat/_config/sync")).text).toBe("");
  });

  test("a syntax error: 400 with its line", async () => {
    expectGatewayError(await admin.put("/flat/_config/sync", undefined, { raw: "function (doc) {\n\n  }}", headers: js }), 400, /line 3/);
  });

  test("If-Match: the configuration ETag; stale is 412, current succeeds and changes it", async () => {
    const etag = (await admin.get("/flat/_config/sync")).headers.etag as string;
    expect(etag).toBe((await admin.get("/flat/_config")).headers.etag);
    const ok = await admin.put("/flat/_config/sync", undefined, { raw: SYNC, headers: { ...js, "if-match": etag } });
    expect(ok.status).toBe(200);
    expect(ok.headers.etag).not.toBe(etag);
    expectGatewayError(await admin.put("/flat/_config/sync", undefined, { raw: SYNC, headers: { ...js, "if-match": etag } }), 412);
    expectGatewayError(await admin.delete("/flat/_config/sync", undefined, { headers: { "if-match": etag } }), 412);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
