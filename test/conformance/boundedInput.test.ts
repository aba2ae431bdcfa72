import * as fs from "node:fs";
import { createServer } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import { startConformanceServer, type ConformanceServer } from "../../conformance";
import { call, client, expectError, paths } from "../support/conformance";
import { basic, eventually, expectGatewayError, gateway } from "../support/gateway";

/** Input is bounded: JSON nests at most 64 levels (a 400 in the API's own error body, checked
 *  before anything, and nothing changes); headers and bodies must arrive in time; junk behind a
 *  request closes the connection without running the request's handler; webhook concurrency has
 *  a maximum; fault-rule patterns match in linear time. */
let dir: string;
let server: ConformanceServer;
let admin: ReturnType<typeof gateway>;
const alice = basic("alice", "pass-word");

async function start(): Promise<ConformanceServer> {
  return startConformanceServer({ dataDir: dir, transitionMs: 10, requestTimeoutMs: 1500, headersTimeoutMs: 1000 });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-input-"));
  server = await start();
  admin = gateway(server.gatewayAdminUrl, basic(server.gatewayAdminUsername, server.gatewayAdminPassword));
  expect((await admin.put("/docs/", { bucket: "docs" })).status).toBe(201);
  expect((await admin.put("/docs/_user/alice", { name: "alice", password: "pass-word", admin_channels: ["*"] })).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const nested = (levels: number) => `${"[".repeat(levels - 1)}{"a":1}${"]".repeat(levels - 1)}`;
const deepObject = (levels: number) => `{"channels":["x"],"deep":${nested(levels - 1)}}`;
const json = { "content-type": "application/json" };

describe("JSON nesting", () => {
  test("deeper than 64 levels: 400 with each API's error body, on every port; nothing is kept", async () => {
    const O = paths(server).O;
    for (const levels of [65, 4100]) {
      const key = `{"name":"deep","organizationRoles":["organizationMember"],"resources":[${nested(levels - 2)}]}`;
      expectError(await call(server.apiUrl, server.apiToken, "POST", `${O}/apikeys`, undefined, { raw: key, headers: json }), 400, 1000, /nests deeper than 64/);
      const doc = await call(server.gatewayPublicUrl, undefined, "PUT", "/docs/deep", undefined, { raw: deepObject(levels), headers: { ...json, authorization: alice } });
      expectGatewayError(doc, 400, /nests deeper than 64/);
      expectGatewayError(await admin.put("/docs/_config", undefined, { raw: `{"bucket":"docs","cache":${nested(levels - 1)}}`, headers: json }), 400, /nests deeper than 64/);
    }
    expectGatewayError(await call(server.gatewayPublicUrl, undefined, "GET", "/docs/deep", undefined, { headers: { authorization: alice } }), 404);
    const names = (await client({ apiUrl: server.apiUrl, token: server.apiToken }).get(`${O}/apikeys`)).body.data.map((k: { name: string }) => k.name);
    expect(names).not.toContain("deep");
    expect((await admin.get("/docs/_config")).body).not.toHaveProperty("cache");
  });

  test("64 levels are accepted; the next writes succeed, reads keep working, and all of it survives a restart", async () => {
    const ok = await call(server.gatewayPublicUrl, undefined, "PUT", "/docs/just-deep-enough", undefined, { raw: deepObject(64), headers: { ...json, authorization: alice } });
    expect(ok.status).toBe(201);
    const after = await call(server.gatewayPublicUrl, undefined, "PUT", "/docs/after", { channels: ["x"] }, { headers: { authorization: alice } });
    expect(after.status).toBe(201);
    const O = paths(server).O;
    expect((await client({ apiUrl: server.apiUrl, token: server.apiToken }).post(`${O}/apikeys`, { name: "after-deep", organizationRoles: ["organizationMember"] })).status).toBe(201);
    expect((await client({ apiUrl: server.apiUrl, token: server.apiToken }).get(`${O}/apikeys`)).status).toBe(200);
    expect((await admin.get("/docs/_config")).status).toBe(200);

    await server.close();
    server = await start();
    admin = gateway(server.gatewayAdminUrl, basic(server.gatewayAdminUsername, server.gatewayAdminPassword));
    const read = await call(server.gatewayPublicUrl, undefined, "GET", "/docs/just-deep-enough", undefined, { headers: { authorization: alice } });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body.deep)).toBe(nested(63));
    expect((await call(server.gatewayPublicUrl, undefined, "GET", "/docs/after", undefined, { headers: { authorization: alice } })).status).toBe(200);
    const names = (await client({ apiUrl: server.apiUrl, token: server.apiToken }).get(`${O}/apikeys`)).body.data.map((k: { name: string }) => k.name);
    expect(names).toContain("after-deep");
  });
});

const NOISE_MS = 250;

describe("bodies with many invalid values", () => {
  /** How long the server takes to answer `send` and a cheap request sent along with it, the best
   *  of five: the event loop is shared, so a refusal that costs seconds of synchronous work holds
   *  the other request as long. */
  async function answerTime(send: () => Promise<unknown>): Promise<number> {
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await Promise.all([send(), call(server.apiUrl, undefined, "GET", "/_conformance/health")]);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  /** Whether `took` is the cost of a body of its size: within 10× the baseline, plus a noise floor
   *  (in a loaded parallel run a few milliseconds become tens). Quadratic message building had
   *  taken over 30 s for 4,000 values, so it still fails by orders of magnitude. */
  const likeItsSize = (took: number, baseline: number) => took < 10 * baseline + NOISE_MS;

  test("are refused at once with a useful 400, as fast as a body of their size refused at its first field", async () => {
    const endpoints = `${paths(server).A("00000000-0000-4000-8000-000000000000")}/appEndpoints`;
    const post = (body: unknown) => () => call(server.apiUrl, server.apiToken, "POST", endpoints, body);
    const cases: Array<[string, unknown, RegExp]> = [
      ["4,000 OIDC providers with a number for a URL", Array(4000).fill({ discoveryUrl: 5 }), /^Field 'oidc' must have at most 32 items\.$/],
      ["32,000 empty OIDC providers", Array(32000).fill({}), /^Field 'oidc' must have at most 32 items\.$/],
    ];
    for (const [what, oidc, message] of cases) {
      // The same values where the schema stops at once: an unknown field's value is not read.
      const baseline = await answerTime(post({ name: "e", bucket: "b", unknownField: oidc }));
      const refused = await call(server.apiUrl, server.apiToken, "POST", endpoints, { name: "e", bucket: "b", oidc });
      expectError(refused, 400, 1000, message);
      const took = await answerTime(post({ name: "e", bucket: "b", oidc }));
      expect({ what, took, likeItsSize: likeItsSize(took, baseline) }).toEqual({ what, took, likeItsSize: true });
    }
    // No array limit helps a map: 20,000 scopes without their collections.
    const scopes = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`s${i}`, {}]));
    expectError(await post({ name: "e", bucket: "b", scopes })(), 400, 1000, /^Field 'scopes\.s0\.collections' is required\. Field 'scopes\.s1\.collections' is required\./);
    const baseline = await answerTime(post({ name: "e", bucket: "b", unknownField: scopes }));
    expect(likeItsSize(await answerTime(post({ name: "e", bucket: "b", scopes })), baseline)).toBe(true);
    // A small body still hears of every field at once.
    expectError(await post({ name: "e", bucket: "b", oidc: [{}, { issuer: 5, clientId: "c" }] })(), 400, 1000,
      /^Field 'oidc\[1\]\.issuer' must be a string; got an integer\. Fields 'oidc\[0\]\.issuer' and 'oidc\[0\]\.clientId' are required\.$/);
  });

  test("the gateway's configuration too", async () => {
    const users = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`u${i}`, { admin_channels: 5 }]));
    const put = (body: unknown) => () => admin.put("/docs/_config", body);
    expectGatewayError(await put({ bucket: "docs", users })(), 400, /'users\.u0\.admin_channels' must be an array/);
    const baseline = await answerTime(put({ bucket: "docs", unknownField: users }));
    expect(likeItsSize(await answerTime(put({ bucket: "docs", users })), baseline)).toBe(true);
  });
});

/** A raw connection to a port; resolves with everything the server sent once it closes. */
function rawExchange(url: string, send: (socket: Socket) => void): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => send(socket));
    let text = "";
    socket.on("data", (d) => (text += String(d)));
    socket.on("close", () => resolve(text));
    socket.on("error", reject);
  });
}

describe("time limits", () => {
  test("a body that never finishes: 408 with the API's error body, and the connection closes", async () => {
    const answer = await rawExchange(server.apiUrl, (s) => {
      s.write(`POST ${paths(server).O}/apikeys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.apiToken}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({ httpStatusCode: 408, code: expect.any(Number), message: expect.any(String), hint: expect.any(String) });
  });

  test("headers that never finish: the connection is answered and closed", async () => {
    const answer = await rawExchange(server.gatewayPublicUrl, (s) => s.write("GET /docs/ HTTP/1.1\r\nHost: x\r\nX-Slow: "));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({ error: "Request Timeout", reason: expect.any(String) });
  });
});

describe("junk behind a request", () => {
  /** Another write to the same database: its sync function runs after any the junk's request
   *  started (one database's calls run in order), so once it is answered that request is done. */
  const barrier = async () =>
    expect((await call(server.gatewayPublicUrl, undefined, "PUT", `/docs/barrier-${Math.random()}`, { channels: ["x"] }, { headers: { authorization: alice } })).status).toBe(201);

  test("closes the connection; the request it followed is not run (a delete is not applied)", async () => {
    const put = await call(server.gatewayPublicUrl, undefined, "PUT", "/docs/keep-me", { channels: ["x"] }, { headers: { authorization: alice } });
    expect(put.status).toBe(201);
    const answer = await rawExchange(server.gatewayPublicUrl, (s) =>
      s.write(`DELETE /docs/keep-me?rev=${put.body.rev} HTTP/1.1\r\nHost: x\r\nAuthorization: ${alice}\r\n\r\nNOT HTTP AT ALL\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/"ok":true/);
    await barrier();
    const still = await call(server.gatewayPublicUrl, undefined, "GET", "/docs/keep-me", undefined, { headers: { authorization: alice } });
    expect({ status: still.status, rev: still.body._rev }).toEqual({ status: 200, rev: put.body.rev });
  });

  test("the same after a body: a write followed by junk changes nothing", async () => {
    const body = JSON.stringify({ channels: ["x"] });
    const answer = await rawExchange(server.gatewayPublicUrl, (s) =>
      s.write(`PUT /docs/never HTTP/1.1\r\nHost: x\r\nAuthorization: ${alice}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}\x00\x01junk\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await barrier();
    expectGatewayError(await call(server.gatewayPublicUrl, undefined, "GET", "/docs/never", undefined, { headers: { authorization: alice } }), 404);
  });
});

describe("junk behind a management API request", () => {
  const O = () => paths(server).O;
  const management = () => client({ apiUrl: server.apiUrl, token: server.apiToken });

  test("a delete followed by junk is not applied", async () => {
    const made = await management().post(`${O()}/apikeys`, { name: "junk-kept", organizationRoles: ["organizationMember"] });
    expect(made.status).toBe(201);
    const answer = await rawExchange(server.apiUrl, (s) =>
      s.write(`DELETE ${O()}/apikeys/${made.body.id} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.apiToken}\r\n\r\nNOT HTTP AT ALL\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect((await management().get(`${O()}/apikeys/${made.body.id}`)).status).toBe(200);
  });

  test("a read followed by junk: the connection is answered with the junk's 400 and closed, as for a write", async () => {
    const answer = await rawExchange(server.apiUrl, (s) =>
      s.write(`GET ${O()}/apikeys?perPage=1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.apiToken}\r\n\r\nNOT HTTP AT ALL\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/HTTP\/1\.1 200 /);
  });
});

describe("webhook concurrency", () => {
  test("max_processes is any unsigned integer, kept as given (the server processes at most 500 events at once); a negative one is 400", async () => {
    const handlers = (max: number) => ({ event_handlers: { max_processes: max, document_changed: [{ handler: "webhook", url: "https://hooks.example.com/in" }] } });
    expectGatewayError(await admin.put("/busy/", handlers(-1)), 400, /max_processes/);
    expect((await admin.put("/busy/", handlers(100_000))).status).toBe(201);
    expect((await admin.get("/busy/_config")).body.event_handlers.max_processes).toBe(100_000);
  });
});

describe("webhook connections", () => {
  test("receivers that never answer hold at most 256 connections across the server, whatever max_processes says", async () => {
    // The server-wide cap is what is measured: each database's own share and a handler's timeout
    // are raised past it, and the 400 writers (one loopback address here) may all connect.
    const lax = await startConformanceServer({ egressAllowPrivate: true, transitionMs: 10, limits: { webhookConnectionsPerTenant: 256, webhookTimeout: 600, connectionsPerClient: 1000 } });
    const sockets = new Set<Socket>();
    let most = 0;
    const silent = createServer(() => undefined); // accepts, never answers
    silent.on("connection", (socket) => {
      sockets.add(socket);
      most = Math.max(most, sockets.size);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/in`;
    try {
      const ladmin = gateway(lax.gatewayAdminUrl, basic(lax.gatewayAdminUsername, lax.gatewayAdminPassword));
      const events = async () => (await call(lax.apiUrl, undefined, "GET", "/_conformance/gateway/events")).body.data as Array<{ state: string }>;
      // Twice: a reset that let deliveries waiting for a connection go must not leave their
      // slots counted as given back (the second round then held more than 256).
      for (let round = 0; round < 2; round++) {
        most = 0;
        for (const db of ["one", "two"]) {
          const config = { bucket: db, event_handlers: { max_processes: 500, document_changed: [{ handler: "webhook", url, timeout: 600 }] } };
          expect((await ladmin.put(`/${db}/`, config)).status).toBe(201);
          expect((await ladmin.put(`/${db}/_user/alice`, { name: "alice", password: "pass-word", admin_channels: ["*"] })).status).toBe(201);
        }
        const writes = [];
        for (let i = 0; i < 200; i++) {
          for (const db of ["one", "two"]) writes.push(call(lax.gatewayPublicUrl, undefined, "PUT", `/${db}/d${i}`, { channels: ["x"] }, { headers: { authorization: alice } }));
        }
        for (const res of await Promise.all(writes)) expect(res.status).toBe(201);
        // Every event has either reached the receiver or waits for a connection.
        await eventually(async () => sockets.size, (n) => n >= 256);
        await new Promise((r) => setTimeout(r, 100)); // (time for a 257th to arrive, were it let through)
        expect({ round, posting: (await events()).filter((e) => e.state === "posting").length, most }).toEqual({ round, posting: 256, most: 256 });
        // The server still answers, and a reset lets every held delivery go.
        expect((await call(lax.apiUrl, undefined, "POST", "/_conformance/reset")).status).toBe(200);
        await eventually(async () => sockets.size, (n) => n === 0);
        expect(sockets.size).toBe(0);
      }
    } finally {
      await lax.close();
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    }
  });
});

describe("fault rules", () => {
  test("a pattern that would backtrack catastrophically matches in linear time; backreferences and lookaround are refused", async () => {
    const api = client({ apiUrl: server.apiUrl, token: server.apiToken });
    const rule = await api.control("POST", "faults", { path: "^/(a+)+$", status: 503 });
    expect(rule.status).toBe(201);
    // 40 characters: exponential backtracking would take days.
    const res = await call(server.apiUrl, server.apiToken, "GET", `/${"a".repeat(40)}!`);
    expect(res.status).toBe(404);
    expect((await call(server.apiUrl, server.apiToken, "GET", `/${"a".repeat(40)}`)).status).toBe(503);
    await api.control("DELETE", "faults");
    for (const path of ["^/(a)\\1$", "^/v4(?=/organizations)", "(?<=x)y"]) {
      const refused = await api.control("POST", "faults", { path, status: 503 });
      expectError(refused, 400, 1000, /RE2 syntax/);
    }
    expect((await api.control("GET", "faults")).body.data).toEqual([]);
  });
});
