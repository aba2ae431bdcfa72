import { call, client, expectError, paths, startTarget, useTarget } from "../support/conformance";

/** The control plane under /_conformance/: health, reset, clock, request log, fault rules,
 *  simulations. Unauthenticated, and never itself in the request log. */
const t = useTarget();
const api = client(t);
let O: string;

beforeAll(() => {
  O = `/v4/organizations/${t.organizationId}`;
});
afterEach(async () => {
  await api.control("DELETE", "faults");
});

test("health answers without a token", async () => {
  const res = await api.control("GET", "health");
  expect(res.status).toBe(200);
  expect(res.body.ok).toBe(true);
});

test("clock: advancing moves the server's now forward", async () => {
  const before = Date.parse((await api.control("GET", "health")).body.now);
  const res = await api.control("POST", "clock", { advanceMs: 3_600_000 });
  expect(res.status).toBe(200);
  expect(Date.parse(res.body.now) - before).toBeGreaterThanOrEqual(3_600_000);
  expectError(await api.control("POST", "clock", { advanceMs: -5 }), 400, 1000, /advanceMs/);
  expectError(await api.control("POST", "clock", { advance: 5 }), 400, 1000);
});

test("clock: at most a century ahead in all; beyond is a 400 that moves nothing, and the server goes on answering", async () => {
  const own = await startTarget(); // (its own server: the others' dates stay in this century)
  try {
    const c = client(own);
    const YEAR = 365.25 * 24 * 3600 * 1000;
    expect((await c.control("POST", "clock", { advanceMs: 90 * YEAR })).status).toBe(200);
    expectError(await c.control("POST", "clock", { advanceMs: 20 * YEAR }), 400, 1000, /^Field 'advanceMs' would move the clock \d+ ms ahead in all; at most \d+ ms \(a century\)/);
    expectError(await c.control("POST", "clock", { advanceMs: 1e17 }), 400, 1000, /'advanceMs' must be at most/);
    expect((await c.control("GET", "health")).body).toMatchObject({ ok: true, clockOffsetMs: 90 * YEAR });
    expect((await c.get(`/v4/organizations/${own.organizationId}/apikeys`)).status).toBe(200);
  } finally {
    await own.close();
  }
});

test("reset: back to the seeded world with the same ids and bootstrap token", async () => {
  const created = await api.post(`${O}/apikeys`, { name: "temp", organizationRoles: ["organizationOwner"] });
  expect(created.status).toBe(201);
  const seedBefore = (await api.control("GET", "seed")).body;
  expect((await api.control("POST", "reset")).status).toBe(200);
  expect((await api.control("GET", "seed")).body).toEqual(seedBefore);
  expect((await api.get(`${O}/apikeys`)).status).toBe(200);
  expectError(await api.get(`${O}/apikeys/${created.body.id}`), 404);
  expectError(await client(t, created.body.token).get(`${O}/apikeys`), 401);
});

describe("request log", () => {
  test("records method, path, status, duration; control-plane calls are not logged; DELETE clears", async () => {
    await api.control("DELETE", "requests");
    await api.get(`${O}/apikeys`);
    await api.get(`/v4/nowhere`);
    await api.control("GET", "health");
    const log = (await api.control("GET", "requests")).body.data;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ method: "GET", path: `${O}/apikeys`, status: 200 });
    expect(log[1]).toMatchObject({ status: 404 });
    expect(typeof log[0].durationMs).toBe("number");
    await api.control("DELETE", "requests");
    expect((await api.control("GET", "requests")).body.data).toEqual([]);
  });
});

test("a percent-encoded control-plane path is the control plane: not logged, never faulted", async () => {
  await api.control("DELETE", "requests");
  expect((await api.control("POST", "faults", { path: ".*", status: 500 })).status).toBe(201);
  for (const path of ["/%5Fconformance/health", "/_c%6Fnformance/seed", "/%5F%63onformance/faults"]) {
    const res = await call(t.apiUrl, undefined, "GET", path);
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
  }
  expectError(await api.get(`${O}/apikeys`), 500);
  await api.control("DELETE", "faults");
  expect((await api.control("GET", "requests")).body.data.map((r: { path: string }) => r.path)).toEqual([`${O}/apikeys`]);
});

describe("fault rules", () => {
  test("status with Retry-After and code, `times` times, then the route answers normally", async () => {
    const rule = await api.control("POST", "faults", { method: "GET", path: "/apikeys$", status: 429, retryAfterSeconds: 2, times: 2 });
    expect(rule.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await api.get(`${O}/apikeys`);
      expectError(res, 429, 1008);
      expect(res.headers["retry-after"]).toBe("2");
    }
    expect((await api.get(`${O}/apikeys`)).status).toBe(200);
    expect((await api.control("GET", "faults")).body.data).toEqual([]);
  });

  test("a rule applies only to its method and path", async () => {
    await api.control("POST", "faults", { method: "POST", path: "/apikeys$", status: 503 });
    expect((await api.get(`${O}/apikeys`)).status).toBe(200);
    expectError(await api.post(`${O}/apikeys`, { name: "x", organizationRoles: ["organizationOwner"] }), 503);
    const rules = (await api.control("GET", "faults")).body.data;
    expect(rules).toHaveLength(1);
    expect(rules[0].hits).toBe(1);
  });

  test("a custom error code is answered as given", async () => {
    await api.control("POST", "faults", { path: "/apikeys", status: 500, code: 9999, times: 1 });
    expectError(await api.get(`${O}/apikeys`), 500, 9999);
  });

  test("latency delays the answer and then lets it through", async () => {
    await api.control("POST", "faults", { path: "/apikeys$", latencyMs: 150, times: 1 });
    const started = Date.now();
    const res = await api.get(`${O}/apikeys`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  test("probability 0 never fires", async () => {
    await api.control("POST", "faults", { path: "/apikeys$", status: 503, probability: 0 });
    for (let i = 0; i < 5; i++) expect((await api.get(`${O}/apikeys`)).status).toBe(200);
  });

  test("a rule can be deleted by id", async () => {
    const rule = (await api.control("POST", "faults", { path: "/apikeys$", status: 503 })).body;
    expect((await api.control("DELETE", `faults/${rule.id}`)).status).toBe(204);
    expect((await api.get(`${O}/apikeys`)).status).toBe(200);
    expectError(await api.control("DELETE", `faults/${rule.id}`), 404);
  });

  test("invalid rules are refused with 400 naming the problem", async () => {
    expectError(await api.control("POST", "faults", { path: "(", status: 503 }), 400, 1000, /regular expression/);
    expectError(await api.control("POST", "faults", { path: "x" }), 400, 1000, /status/);
    expectError(await api.control("POST", "faults", { path: "x", status: 42 }), 400, 1000, /status/);
  });
});

describe("simulations", () => {
  test("simulate/cluster turns a seeded cluster off and on; unknown cluster → 404", async () => {
    const off = await api.control("POST", "simulate/cluster", { clusterId: t.clusterId, state: "off" });
    expect(off.body).toMatchObject({ id: t.clusterId, power: "off" });
    const on = await api.control("POST", "simulate/cluster", { clusterId: t.clusterId, state: "on" });
    expect(on.body.power).toBe("on");
    expectError(await api.control("POST", "simulate/cluster", { clusterId: "nope", state: "on" }), 404);
    expectError(await api.control("POST", "simulate/cluster", { clusterId: t.clusterId, state: "dim" }), 400, 1000, /state/);
  });

  test("simulate/failure validates its rule", async () => {
    expect((await api.control("POST", "simulate/failure", { kind: "appService", operation: "create" })).status).toBe(200);
    expectError(await api.control("POST", "simulate/failure", { kind: "appService" }), 400, 1000, /operation/);
  });

  test("simulate/failure: an unknown kind or operation is a 400 listing the valid ones; a refused rule arms nothing", async () => {
    expect((await api.control("POST", "reset")).status).toBe(200);
    const kind = await api.control("POST", "simulate/failure", { kind: "appServices", operation: "create" });
    expectError(kind, 400, 1000, /^Field 'kind' must be one of .*; got "appServices"\.$/);
    for (const k of ["appService", "backup", "logStreaming", "auditLogStreaming", "auditLogExport", "clusterAuditExport", "privateEndpointService", "privateEndpoint"]) {
      expect(kind.body.message).toContain(`"${k}"`);
    }
    const typo = await api.control("POST", "simulate/failure", { kind: "appService", operation: "crate" });
    expectError(typo, 400, 1000, /'operation' must be one of .*"create", "update", "delete", "turnOn", "turnOff".*; got "crate"/);
    const otherKind = await api.control("POST", "simulate/failure", { kind: "backup", operation: "turnOff" });
    expectError(otherKind, 400, 1000, /^Field 'operation' must be one of "create" for kind "backup"; got "turnOff"\.$/);
    expect(otherKind.body.hint).toMatch(/docs\/api-reference\.md#management-post-conformance-simulate-failure/);

    // A refused rule for a real operation arms nothing: the next App Service deploys.
    expectError(await api.control("POST", "simulate/failure", { kind: "appService", operation: "create", times: 0 }), 400, 1000, /'times' must be at least 1/);
    const created = await api.post(`${paths(t).C}/appservices`, { name: "armed-nothing" });
    expect(created.status).toBe(201);
    await api.control("POST", "clock", { advanceMs: 10 * 60_000 });
    expect((await api.get(paths(t).A(created.body.id))).body.currentState).toBe("healthy");
  });
});

describe("no web page can reach it", () => {
  const own = () => new URL(t.apiUrl).host;
  const raw = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    call(t.apiUrl, undefined, method, `/_conformance/${path}`, undefined, { headers, raw: body ?? "" });

  test("a cross-origin reset a page sends without a preflight is refused, and nothing is reset", async () => {
    const created = await api.post(`${O}/apikeys`, { name: "survives", organizationRoles: ["organizationOwner"] });
    expect(created.status).toBe(201);
    // fetch(url, {method: "POST", mode: "no-cors"}) from a page: a simple request, no preflight.
    expectError(await raw("POST", "reset", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }), 403, 1002, /Origin 'https:\/\/evil\.example' is not this server/);
    expectError(await raw("POST", "reset", { origin: "https://evil.example", "content-type": "text/plain" }, "{}"), 403, 1002, /Origin/);
    expectError(await raw("POST", "reset", { origin: "null", "content-type": "application/json" }), 403, 1002, /Origin 'null'/);
    expectError(await raw("POST", "reset", { "sec-fetch-site": "same-site", "content-type": "application/json" }), 403, 1002, /Sec-Fetch-Site is 'same-site'/);
    // Without Origin too: a POST that is not JSON (no body, or a form or text one) is a 415.
    expectError(await raw("POST", "reset", {}), 415, 1006, /No Content-Type was sent: this operation accepts application\/json/);
    expectError(await raw("POST", "reset", { "content-type": "application/x-www-form-urlencoded" }, "a=1"), 415, 1006);
    expectError(await raw("POST", "faults", { "content-type": "text/plain" }, JSON.stringify({ path: ".*", status: 500 })), 415, 1006);
    expect((await api.get(`${O}/apikeys/${created.body.id}`)).status).toBe(200);
    expect((await api.control("GET", "faults")).body.data).toEqual([]);
    // The server's own origin, and a program's JSON POST, pass.
    expect((await raw("POST", "clock", { origin: `http://${own()}`, "sec-fetch-site": "same-origin", "content-type": "application/json" }, '{"advanceMs":0}')).status).toBe(200);
    expect((await raw("POST", "reset", { "content-type": "application/json" })).status).toBe(200);
    expectError(await api.get(`${O}/apikeys/${created.body.id}`), 404);
  });

  test("DNS rebinding: another name in Host is refused for reset, seed and token minting; the server's own names pass", async () => {
    const port = new URL(t.apiUrl).port;
    const json = { "content-type": "application/json" };
    for (const host of [`evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `localhost.:${port}x`]) {
      expectError(await raw("POST", "reset", { ...json, host }), 403, 1002, /answers only under this server's own name: Host '.*' is not one of .*localhost/);
      expectError(await raw("GET", "seed", { host }), 403, 1002, /Host/);
      expectError(await raw("POST", "oidc/token", { ...json, host }, JSON.stringify({ sub: "me", aud: "app" })), 403, 1002, /Host/);
      expectError(await raw("GET", "oidc/jwks", { host }), 403, 1002, /Host/);
    }
    // Liveness stays open to any name (probes through a proxy or a container network).
    expect((await raw("GET", "health", { host: `evil.example:${port}` })).status).toBe(200);
    for (const host of [own(), `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await raw("GET", "seed", { host })).status).toBe(200);
      const token = await raw("POST", "oidc/token", { ...json, host }, JSON.stringify({ sub: "me", aud: "app" }));
      expect(token.status).toBe(200);
      expect(token.body.id_token).toEqual(expect.any(String));
    }
  });

  test("a server reached through a name is given it with serverNames", async () => {
    const named = await startTarget({ serverNames: ["dbplane.internal"] });
    try {
      const port = new URL(named.apiUrl).port;
      expect((await call(named.apiUrl, undefined, "GET", "/_conformance/seed", undefined, { headers: { host: `dbplane.internal:${port}` } })).status).toBe(200);
      expectError(await call(named.apiUrl, undefined, "GET", "/_conformance/seed", undefined, { headers: { host: `other.internal:${port}` } }), 403, 1002, /--server-name/);
    } finally {
      await named.close();
    }
  });
});
