import { client, expectError, paths, useTarget } from "../support/conformance";

/** Document 2: the log streaming rows of the states table, "App Service audit and log
 *  streaming" (operations, collector_3 rule, credentials requirement), audit log retention;
 *  paths and states from document 4. */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const T = 60_000;
const t = useTarget({ transitionMs: T });
const api = client(t);

beforeEach(() => api.control("POST", "reset"));

const A = (id: string) => paths(t).A(id);
const L = (id: string) => `${A(id)}/logStreaming`;
const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * T + 1 });
const fail = (kind: string, operation: string) => api.control("POST", "simulate/failure", { kind, operation });
const stream = async (id: string) => (await api.get(L(id))).body;

const collector = { outputType: "collector_1", credentials: { collector_1: { url: "https://logs.example.com/in", apiKey: "k-123-secret" } } };
const start = { streamingEnabled: true, ...collector };
const pause = { streamingEnabled: false, ...collector };
const resume = { op: "update", path: "/streamingEnabled", value: true };
const patchPause = { op: "update", path: "/streamingEnabled", value: false };

async function healthyService(version?: string): Promise<string> {
  const res = await api.post(`${paths(t).C}/appservices`, { name: "svc", ...(version ? { version } : {}) });
  expect(res.status).toBe(201);
  await advance(2);
  return res.body.id;
}

/** A service whose log streaming is enabled. */
async function streaming(): Promise<string> {
  const id = await healthyService();
  expect((await api.put(L(id), start)).status).toBe(202);
  await advance(1);
  expect((await stream(id)).logStreamingState).toBe("enabled");
  return id;
}

describe("log streaming states", () => {
  test("before any configuration: disabled, nothing configured", async () => {
    const id = await healthyService();
    const res = await api.get(L(id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ streamingEnabled: false, logStreamingState: "disabled", disabledAppEndpoints: [], outputType: "" });
  });

  test("PUT streamingEnabled true with outputType and credentials: 202, enabling, then enabled; credentials never returned", async () => {
    const id = await healthyService();
    expect((await api.put(L(id), { ...start, disabledAppEndpoints: ["quiet"] })).status).toBe(202);
    expect(await stream(id)).toEqual({ streamingEnabled: true, logStreamingState: "enabling", disabledAppEndpoints: ["quiet"], outputType: "collector_1" });
    await advance(1);
    const read = await api.get(L(id));
    expect(read.body.logStreamingState).toBe("enabled");
    expect(read.text).not.toContain("k-123-secret");
    expect(read.body).not.toHaveProperty("credentials");
  });

  test("streaming cannot begin without collector credentials (400)", async () => {
    const id = await healthyService();
    expectError(await api.put(L(id), { streamingEnabled: true, outputType: "collector_1" }), 400, 1000, /cannot begin without collector credentials.*credentials.collector_1/);
    expectError(
      await api.put(L(id), { streamingEnabled: true, outputType: "collector_1", credentials: { collector_2: collector.credentials.collector_1 } }),
      400,
      1000,
      /cannot begin without collector credentials/,
    );
    expect((await stream(id)).logStreamingState).toBe("disabled");
  });

  test("outputType is required to start and to pause", async () => {
    const id = await healthyService();
    expectError(await api.put(L(id), { streamingEnabled: true, credentials: collector.credentials }), 400, 1000, /'outputType' is required to start/);
    expectError(await api.put(L(id), { streamingEnabled: false, credentials: collector.credentials }), 400, 1000, /'outputType' is required to pause/);
    expectError(await api.put(L(id), { streamingEnabled: false, outputType: "collector_1" }), 400, 1000, /without collector credentials/);
  });

  test("credentials for another output type alongside are rejected", async () => {
    const id = await healthyService();
    const credentials = { ...collector.credentials, generic_http: { url: "https://h.example.com" } };
    expectError(await api.put(L(id), { ...start, credentials }), 400, 1000, /'credentials.generic_http' does not match outputType 'collector_1'/);
  });

  test("PUT streamingEnabled false with the configuration kept: pausing, then paused; PATCH true resumes with the kept credentials", async () => {
    const id = await streaming();
    expect((await api.put(L(id), pause)).status).toBe(202);
    expect(await stream(id)).toMatchObject({ streamingEnabled: false, logStreamingState: "pausing", outputType: "collector_1" });
    await advance(1);
    expect((await stream(id)).logStreamingState).toBe("paused");
    expect((await api.patch(L(id), resume)).status).toBe(202);
    expect(await stream(id)).toMatchObject({ streamingEnabled: true, logStreamingState: "enabling" });
    await advance(1);
    expect(await stream(id)).toMatchObject({ streamingEnabled: true, logStreamingState: "enabled", outputType: "collector_1" });
  });

  test("PATCH streamingEnabled false while enabled: pausing, then paused", async () => {
    const id = await streaming();
    expect((await api.patch(L(id), patchPause)).status).toBe(202);
    expect((await stream(id)).logStreamingState).toBe("pausing");
    await advance(1);
    expect(await stream(id)).toMatchObject({ streamingEnabled: false, logStreamingState: "paused", outputType: "collector_1" });
  });

  test("PUT streamingEnabled false and nothing else: disabling, then disabled, configuration and credentials removed", async () => {
    const id = await streaming();
    expect((await api.put(L(id), { streamingEnabled: false })).status).toBe(202);
    expect((await stream(id)).logStreamingState).toBe("disabling");
    await advance(1);
    expect(await stream(id)).toEqual({ streamingEnabled: false, logStreamingState: "disabled", disabledAppEndpoints: [], outputType: "" });
    // the credentials are gone: there is nothing to resume
    expectError(await api.patch(L(id), resume), 409, 1004, /disabled.*needs it paused/);
  });

  test("PATCH true needs streaming paused: 409 when disabled; accepted and unchanged when already enabled", async () => {
    const id = await healthyService();
    expectError(await api.patch(L(id), resume), 409, 1004, /disabled/);
    expectError(await api.patch(L(id), patchPause), 409, 1004, /disabled/);
    await api.put(L(id), start);
    await advance(1);
    expect((await api.patch(L(id), resume)).status).toBe(202);
    expect((await stream(id)).logStreamingState).toBe("enabled");
  });

  test("changes while a transition is under way are 409", async () => {
    const id = await healthyService();
    await api.put(L(id), start);
    expectError(await api.put(L(id), pause), 409, 1004, /enabling/);
    expectError(await api.patch(L(id), patchPause), 409, 1004, /enabling/);
  });

  test.each([
    [{ op: "replace", path: "/streamingEnabled", value: true }, /'op' must be "update"/],
    [{ op: "update", path: "/outputType", value: true }, /'path' must be "\/streamingEnabled"/],
    [{ op: "update", path: "/streamingEnabled", value: "yes" }, /'value' must be true or false; got a string/],
    [{ op: "update", path: "/streamingEnabled" }, /'value' is required/],
    [{ op: "update", path: "/streamingEnabled", value: true, extra: 1 }, /'extra' is not allowed/],
  ])("PATCH rejects %j with 400", async (body, message) => {
    const id = await streaming();
    expectError(await api.patch(L(id), body), 400, 1000, message);
  });

  test.each([
    [{}, /'streamingEnabled' is required/],
    [{ ...start, streamingEnabled: "true" }, /'streamingEnabled' must be true or false; got a string/],
    [{ ...start, outputType: "collector_7" }, /'outputType' must be one of/],
    [{ ...start, credentials: { collector_1: { url: "https://x.example.com" } } }, /'credentials.collector_1.apiKey' is required/],
    [{ ...start, credentials: { collector_1: { url: "ftp://x", apiKey: "k" } } }, /'credentials.collector_1.url'/],
    [{ ...start, credentials: { collector_1: { url: "https://x.example.com", apiKey: "k", region: "eu" } } }, /'credentials.collector_1.region' is not allowed/],
    [{ ...start, credentials: { collector_9: {} } }, /'credentials.collector_9' is not allowed/],
    [{ ...start, disabledAppEndpoints: "ep1" }, /'disabledAppEndpoints'/],
    [{ ...start, logStreamingState: "enabled" }, /'logStreamingState' is not allowed/],
  ])("PUT rejects %j with 400", async (body, message) => {
    const id = await healthyService();
    expectError(await api.put(L(id), body), 400, 1000, message);
  });

  test("every output type starts with its own credentials (generic_http: url with optional user and password)", async () => {
    const types = ["collector_1", "collector_2", "collector_4", "collector_5", "collector_6"];
    for (const outputType of types) {
      await api.control("POST", "reset");
      const id = await healthyService();
      const res = await api.put(L(id), { streamingEnabled: true, outputType, credentials: { [outputType]: { url: "https://c.example.com", apiKey: "k" } } });
      expect({ outputType, status: res.status }).toEqual({ outputType, status: 202 });
    }
    await api.control("POST", "reset");
    const id = await healthyService();
    const generic = { url: "https://h.example.com/logs", user: "u", password: "p" };
    expect((await api.put(L(id), { streamingEnabled: true, outputType: "generic_http", credentials: { generic_http: generic } })).status).toBe(202);
    await advance(1);
    expect((await stream(id)).outputType).toBe("generic_http");
  });

  test("collector_3 is for App Service versions 8 and newer only", async () => {
    const old = await healthyService();
    const body = { streamingEnabled: true, outputType: "collector_3", credentials: { collector_3: { url: "https://c3.example.com", apiKey: "k" } } };
    expectError(await api.put(L(old), body), 400, 1000, /collector_3 needs App Service version 8/);
    await api.control("POST", "reset");
    const modern = await healthyService("8.0");
    expect((await api.put(L(modern), body)).status).toBe(202);
  });

  test.each([
    ["enable", (id: string) => api.put(L(id), start), false],
    ["pause", (id: string) => api.patch(L(id), patchPause), true],
    ["disable", (id: string) => api.put(L(id), { streamingEnabled: false }), true],
  ])("an injected %s failure ends in errored", async (operation, act, fromEnabled) => {
    const id = fromEnabled ? await streaming() : await healthyService();
    await fail("logStreaming", operation as string);
    expect((await act(id)).status).toBe(202);
    await advance(1);
    expect((await stream(id)).logStreamingState).toBe("errored");
    // errored is settled: a new configuration is accepted
    expect((await api.put(L(id), start)).status).toBe(202);
  });

  test("log streaming needs the App Service running (409 while deploying); unknown App Service 404", async () => {
    const res = await api.post(`${paths(t).C}/appservices`, { name: "svc" });
    expectError(await api.put(L(res.body.id), start), 409, 1004, /deploying/);
    expectError(await api.patch(L(res.body.id), resume), 409, 1004, /deploying/);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await api.get(L(unknown)), 404);
    expectError(await api.put(L(unknown), start), 404);
    expectError(await api.patch(L(unknown), resume), 404);
  });

  test("malformed JSON is 400 with the error body", async () => {
    const id = await healthyService();
    const raw = { raw: "{\"streamingEnabled\":", headers: { "content-type": "application/json" } };
    expectError(await api.put(L(id), undefined, raw), 400, 1000, /not valid JSON/);
    expectError(await api.patch(L(id), undefined, raw), 400, 1000, /not valid JSON/);
    expectError(await api.put(L(id), [start]), 400, 1000);
  });
});

describe("App Service audit logging", () => {
  test("off until set; PUT {auditEnabled} answers 204 and GET reflects it", async () => {
    const id = await healthyService();
    expect((await api.get(`${A(id)}/auditLog`)).body).toEqual({ auditEnabled: false });
    expect((await api.put(`${A(id)}/auditLog`, { auditEnabled: true })).status).toBe(204);
    expect((await api.get(`${A(id)}/auditLog`)).body).toEqual({ auditEnabled: true });
    expect((await api.put(`${A(id)}/auditLog`, { auditEnabled: false })).status).toBe(204);
    expect((await api.get(`${A(id)}/auditLog`)).body).toEqual({ auditEnabled: false });
  });

  test.each([
    [{}, /'auditEnabled' is required/],
    [{ auditEnabled: "yes" }, /'auditEnabled' must be true or false; got a string/],
    [{ auditEnabled: true, extra: 1 }, /'extra' is not allowed/],
  ])("PUT rejects %j with 400", async (body, message) => {
    const id = await healthyService();
    expectError(await api.put(`${A(id)}/auditLog`, body), 400, 1000, message);
  });
});

describe("App Service audit log exports", () => {
  const X = (id: string) => `${A(id)}/auditLogExports`;
  const serverNow = async () => Date.parse((await api.control("GET", "health")).body.now);
  const iso = (ms: number) => new Date(ms).toISOString();

  test("request answers 201 {exportId}; the job is queued, then ready with a download expiry", async () => {
    const id = await healthyService();
    const now = await serverNow();
    const created = await api.post(X(id), { start: iso(now - 3_600_000), end: iso(now) });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(["exportId"]);
    const queued = await api.get(`${X(id)}/${created.body.exportId}`);
    expect(queued.body).toMatchObject({
      id: created.body.exportId,
      status: "queued",
      appServiceId: id,
      tenantId: t.organizationId,
      clusterId: t.clusterId,
      audit: { version: 1 },
    });
    await advance(1);
    const ready = await api.get(`${X(id)}/${created.body.exportId}`);
    expect(ready.body.status).toBe("ready");
    expect(Date.parse(ready.body.download_expires)).toBeGreaterThan(await serverNow());
    const list = await api.get(X(id));
    expect(list.body.data.map((j: { id: string }) => j.id)).toEqual([created.body.exportId]);
    expect(list.body.cursor.pages.totalItems).toBe(1);
  });

  test("an injected failure ends the job in failed", async () => {
    const id = await healthyService();
    await fail("auditLogExport", "request");
    const now = await serverNow();
    const { body } = await api.post(X(id), { start: iso(now - 60_000), end: iso(now) });
    await advance(1);
    expect((await api.get(`${X(id)}/${body.exportId}`)).body.status).toBe("failed");
  });

  test("end must be after start; start within the 30-day retention and not in the future", async () => {
    const id = await healthyService();
    const now = await serverNow();
    const day = 86_400_000;
    expectError(await api.post(X(id), { start: iso(now), end: iso(now - day) }), 400, 1000, /'end'.*must be after 'start'/);
    expectError(await api.post(X(id), { start: iso(now), end: iso(now) }), 400, 1000, /'end'/);
    expectError(await api.post(X(id), { start: iso(now - 31 * day), end: iso(now - 30 * day + day) }), 400, 1000, /'start'.*30 days/);
    expectError(await api.post(X(id), { start: iso(now + day), end: iso(now + 2 * day) }), 400, 1000, /'start'.*future/);
    expect((await api.post(X(id), { start: iso(now - 29 * day), end: iso(now) })).status).toBe(201);
  });

  test.each([
    [{ start: "2026-01-01T00:00:00Z" }, /'end' is required/],
    [{ end: "2026-01-01T00:00:00Z" }, /'start' is required/],
    [{ start: "yesterday", end: "2026-01-01T00:00:00Z" }, /'start'/],
    [{ start: 5, end: "2026-01-01T00:00:00Z" }, /'start'/],
  ])("request rejects %j with 400", async (body, message) => {
    const id = await healthyService();
    expectError(await api.post(X(id), body), 400, 1000, message);
  });

  test("an unknown export id or App Service is 404", async () => {
    const id = await healthyService();
    expectError(await api.get(`${X(id)}/no-such-export`), 404, 1003);
    expectError(await api.get(`${X("00000000-0000-4000-8000-000000000000")}`), 404);
  });
});
