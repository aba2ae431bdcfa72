import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { client, paths, startTarget, type Target } from "../support/conformance";
import { expectGatewayError, gatewayAdmin } from "../support/gateway";

/** Document 1 "Set database configuration", "Set import filter", "JavaScript function
 *  settings", "Event handler definition"; paths, ETag/If-Match and defaults from the gateway
 *  part of document 4. */
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
    expectGatewayError(await admin.put("/other/", { name: "different" }), 400, /does not match/);
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

  test("an offline database answers 503 (info shows Offline) until brought online", async () => {
    await admin.put("/sleepy/", {});
    expect((await admin.post("/sleepy/_offline")).status).toBe(200);
    expect((await admin.get("/sleepy/")).body.state).toBe("Offline");
    expectGatewayError(await admin.get("/sleepy/_config"), 503);
    expectGatewayError(await admin.post("/sleepy/_user/", { name: "x", password: "pw1" }), 503);
    await admin.post("/sleepy/_online");
    expect((await admin.get("/sleepy/_config")).status).toBe(200);
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
    [{ scopes: { s: {} } }, /collections/],
    [{ oidc: { providers: { p: { issuer: "not a url", client_id: "c" } } } }, /issuer/],
    [{ oidc: { default_provider: "q", providers: { p: { issuer: "https://id.example", client_id: "c" } } } }, /default_provider/],
    [{ session_cookie_name: "bad cookie" }, /session_cookie_name/],
  ])("an invalid configuration %j: 400 naming the field", async (body, reason) => {
    expectGatewayError(await admin.put("/cfg/_config", body), 400, reason);
  });
});

describe("JavaScript function properties", () => {
  const syncOf = async (db: string) => (await admin.get(`/${db}/_config/sync`)).text;

  test("inline code in a backtick pair is unwrapped", async () => {
    expect((await admin.put("/inline/", { sync: `\`${SYNC}\`` })).status).toBe(201);
    expect(await syncOf("inline")).toBe(SYNC);
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
    expectGatewayError(await admin.put("/evalfails/", { sync: bomb }), 400, /sync: evaluating the source: the function ran out of memory/);
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

  test("an App Endpoint deleted while its database's configuration is being applied: 404, and a new endpoint of that name starts clean", async () => {
    const api = client(t);
    const { C, A } = paths(t);
    const advance = () => api.control("POST", "clock", { advanceMs: 5000 });
    const service = await api.post(`${C}/appservices`, { name: "turns" });
    expect((await api.post(`${C}/buckets`, { name: "turns" })).status).toBe(201);
    await advance();
    const endpoints = `${A(service.body.id)}/appEndpoints`;
    expect((await api.post(endpoints, { name: "passing", bucket: "turns" })).status).toBe(201);
    await advance();
    const handler = { handler: "webhook", url: "http://127.0.0.1:9/hook", filter: `${httpUrl}/held.js` };
    const arrived = nextHeld();
    const write = admin.post("/passing/_config", { event_handlers: { document_changed: [handler] } });
    await arrived;
    expect((await api.delete(`${endpoints}/passing`)).status).toBe(202);
    await advance();
    expectGatewayError(await admin.get("/passing/"), 404);
    releaseHeld();
    expectGatewayError(await write, 404, /no such database "passing"/);
    expectGatewayError(await admin.get("/passing/"), 404);
    expect((await api.post(endpoints, { name: "passing", bucket: "turns" })).status).toBe(201);
    await advance();
    expect((await admin.get("/passing/_config")).body).not.toHaveProperty("event_handlers");
  });
});

describe("event handlers", () => {
  test.each([
    [{ handler: "email", url: "http://127.0.0.1:9/x" }, /handler' must be "webhook"/],
    [{ handler: "webhook", url: "" }, /url' must not be empty/],
    [{ handler: "webhook" }, /url/],
    [{ handler: "webhook", url: "http://127.0.0.1:9/x", timeout: -1 }, /timeout/],
  ])("%j is rejected with 400", async (handler, reason) => {
    expectGatewayError(await admin.put("/events/", { event_handlers: { document_changed: [handler] } }), 400, reason);
  });

  test("defaults: max_processes 500, wait_for_process 100 ms, timeout 60 s (include_runtime)", async () => {
    const config = { event_handlers: { document_changed: [{ handler: "webhook", url: "http://127.0.0.1:9/x" }] } };
    expect((await admin.put("/events/", config)).status).toBe(201);
    expect((await admin.get("/events/_config")).body.event_handlers).toEqual(config.event_handlers);
    expect((await admin.get("/events/_config?include_runtime=true")).body.event_handlers).toEqual({
      max_processes: 500,
      wait_for_process: 100,
      document_changed: [{ handler: "webhook", url: "http://127.0.0.1:9/x", timeout: 60 }],
    });
  });

  test("a timeout of 0 is the default 60 s, as a missing one (0 s would abandon every POST at once)", async () => {
    const handler = { handler: "webhook", url: "http://127.0.0.1:9/x", timeout: 0 };
    expect((await admin.put("/events0/", { event_handlers: { document_changed: [handler] } })).status).toBe(201);
    expect((await admin.get("/events0/_config")).body.event_handlers.document_changed).toEqual([handler]);
    const runtime = (await admin.get("/events0/_config?include_runtime=true")).body.event_handlers;
    expect(runtime.document_changed).toEqual([{ ...handler, timeout: 60 }]);
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

  test("a body that is not application/javascript: 415", async () => {
    expectGatewayError(await admin.put("/flat/_config/sync", undefined, { raw: SYNC, headers: { "content-type": "text/plain" } }), 415);
    expectGatewayError(await admin.put("/flat/_config/sync", { sync: SYNC }), 415);
    expectGatewayError(await admin.put("/flat/_config/sync"), 415);
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
