import { client, expectError, paths, useTarget } from "../support/conformance";

/** An App Service's two log streams and its audit logging, as the management API's v4
 *  specification has them: App Service log streaming (`A/logStreaming`: POST, GET, DELETE, pause
 *  and resume on `activationState`), audit log streaming (`A/auditLogStreaming`: PUT, PATCH,
 *  GET), the collectors' real names and credentials, the states; audit logging (`A/auditLog`)
 *  and its exports (`A/auditLogExports`, created with 202); retention from document 2. */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const T = 60_000;
const t = useTarget({ transitionMs: T });
const api = client(t);

beforeEach(() => api.control("POST", "reset"));

const A = (id: string) => paths(t).A(id);
const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * T + 1 });
const fail = (kind: string, operation: string) => api.control("POST", "simulate/failure", { kind, operation });

async function healthyService(): Promise<string> {
  const res = await api.post(`${paths(t).C}/appservices`, { name: "svc" });
  expect(res.status).toBe(201);
  await advance(2);
  return res.body.id;
}

/** Every collector with credentials of its own shape. */
const COLLECTORS: Record<string, Record<string, string>> = {
  datadog: { apiKey: "dd-key", url: "https://http-intake.logs.datadoghq.com" },
  generic_http: { url: "https://logs.example.com/in" },
  sumologic: { url: "https://collectors.sumologic.com/receiver/v1/http/abc" },
  loki: { user: "loki", password: "pw", url: "https://loki.example.com" },
  elastic: { user: "elastic", password: "pw", url: "https://es.example.com" },
  splunk: { splunkToken: "tok", url: "https://splunk.example.com:8088" },
  dynatrace: { apiToken: "dt-token", url: "https://abc.live.dynatrace.com" },
};
const datadog = { outputType: "datadog", credentials: { apiKey: "k-123-secret", url: "https://logs.example.com/in" } };

describe("App Service log streaming (A/logStreaming)", () => {
  const L = (id: string) => `${A(id)}/logStreaming`;
  const activation = (id: string) => `${L(id)}/activationState`;
  const read = async (id: string) => (await api.get(L(id))).body;

  /** A service whose log streaming is enabled. */
  async function streaming(): Promise<string> {
    const id = await healthyService();
    expect((await api.post(L(id), datadog)).status).toBe(202);
    await advance(1);
    expect((await read(id)).configState).toBe("enabled");
    return id;
  }

  test("before any configuration: configState disabled, streamingState unknown, no outputType", async () => {
    const id = await healthyService();
    const res = await api.get(L(id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configState: "disabled", streamingState: "unknown" });
  });

  test("POST {outputType, credentials}: 202, enabling, then enabled and healthy; credentials never returned", async () => {
    const id = await healthyService();
    const res = await api.post(L(id), datadog);
    expect(res.status).toBe(202);
    expect(res.text).toBe("");
    expect(await read(id)).toEqual({ outputType: "datadog", configState: "enabling", streamingState: "unknown" });
    await advance(1);
    const got = await api.get(L(id));
    expect(got.body).toEqual({ outputType: "datadog", configState: "enabled", streamingState: "healthy" });
    expect(got.text).not.toContain("k-123-secret");
  });

  test("pause (DELETE activationState) and resume (POST activationState): 202 each, through pausing and enabling", async () => {
    const id = await streaming();
    expect((await api.delete(activation(id))).status).toBe(202);
    expect((await read(id)).configState).toBe("pausing");
    await advance(1);
    expect(await read(id)).toEqual({ outputType: "datadog", configState: "paused", streamingState: "unknown" });
    // Pausing what is paused changes nothing.
    expect((await api.delete(activation(id))).status).toBe(202);
    expect((await read(id)).configState).toBe("paused");
    expect((await api.post(activation(id))).status).toBe(202);
    expect((await read(id)).configState).toBe("enabling");
    await advance(1);
    expect((await read(id)).configState).toBe("enabled");
    expect((await api.post(activation(id))).status).toBe(202);
    expect((await read(id)).configState).toBe("enabled");
  });

  test("pause and resume need a configuration (409 while disabled, naming it)", async () => {
    const id = await healthyService();
    expectError(await api.delete(activation(id)), 409, 1004, /is disabled: it can be paused only while enabled/);
    expectError(await api.post(activation(id)), 409, 1004, /is disabled: it can be resumed only while paused/);
  });

  test("POST again (enabled or paused) configures it anew and enables it", async () => {
    const id = await streaming();
    await api.delete(activation(id));
    await advance(1);
    expect((await api.post(L(id), { outputType: "splunk", credentials: COLLECTORS.splunk })).status).toBe(202);
    expect(await read(id)).toMatchObject({ outputType: "splunk", configState: "enabling" });
    await advance(1);
    expect((await read(id)).configState).toBe("enabled");
  });

  test("DELETE: 202, disabling, then disabled with the configuration gone", async () => {
    const id = await streaming();
    expect((await api.delete(L(id))).status).toBe(202);
    expect((await read(id)).configState).toBe("disabling");
    await advance(1);
    expect(await read(id)).toEqual({ configState: "disabled", streamingState: "unknown" });
    expectError(await api.post(activation(id)), 409, 1004, /disabled/);
  });

  test("configured only while enabled, paused or disabled; deleted only while enabled or paused (409 naming the state)", async () => {
    const id = await healthyService();
    expectError(await api.delete(L(id)), 409, 1004, /is disabled: it can be disabled only while enabled, paused/);
    await api.post(L(id), datadog);
    expectError(await api.post(L(id), datadog), 409, 1004, /is enabling: it can be configured only while enabled, paused, disabled/);
    expectError(await api.delete(L(id)), 409, 1004, /is enabling/);
    expectError(await api.delete(activation(id)), 409, 1004, /is enabling/);
  });

  test.each([
    ["enable", (id: string) => api.post(L(id), datadog), false],
    ["pause", (id: string) => api.delete(activation(id)), true],
    ["disable", (id: string) => api.delete(L(id)), true],
  ])("an injected %s failure ends in errored, from which the API takes no change", async (operation, act, fromEnabled) => {
    const id = fromEnabled ? await streaming() : await healthyService();
    await fail("logStreaming", operation as string);
    expect((await act(id)).status).toBe(202);
    await advance(1);
    expect((await read(id)).configState).toBe("errored");
    expectError(await api.post(L(id), datadog), 409, 1004, /errored/);
    expectError(await api.delete(L(id)), 409, 1004, /errored/);
  });

  test("an injected resume failure ends in errored", async () => {
    const id = await streaming();
    await api.delete(activation(id));
    await advance(1);
    await fail("logStreaming", "resume");
    expect((await api.post(activation(id))).status).toBe(202);
    await advance(1);
    expect((await read(id)).configState).toBe("errored");
  });

  test("every collector takes its own credentials", async () => {
    for (const [outputType, credentials] of Object.entries(COLLECTORS)) {
      await api.control("POST", "reset");
      const id = await healthyService();
      const res = await api.post(L(id), { outputType, credentials });
      expect({ outputType, status: res.status }).toEqual({ outputType, status: 202 });
      await advance(1);
      expect((await read(id)).outputType).toBe(outputType);
    }
  });

  test.each([
    [{ outputType: "datadog" }, /'credentials' is required/],
    [{ credentials: COLLECTORS.sumologic }, /'outputType' is required/],
    [{ ...datadog, outputType: "collector_1" }, /'outputType' must be one of "datadog", "generic_http", "sumologic", "loki", "elastic", "splunk", "dynatrace"; got "collector_1"/],
    [{ outputType: "datadog", credentials: { url: "https://x.example.com" } }, /'credentials.apiKey' is required for outputType 'datadog'/],
    [{ outputType: "loki", credentials: { url: "https://x.example.com", user: "u" } }, /'credentials.password' is required for outputType 'loki'/],
    [{ outputType: "sumologic", credentials: { url: "https://x.example.com", apiKey: "k" } }, /'credentials.apiKey' is not taken by outputType 'sumologic' \(it takes url\)/],
    [{ outputType: "datadog", credentials: { datadog: { apiKey: "k", url: "https://x.example.com" } } }, /'credentials' must be one object holding the fields of the collector outputType names: datadog \{apiKey, url\}/],
    [{ ...datadog, streamingEnabled: true }, /'streamingEnabled' is not allowed/],
  ])("POST refuses %j with 400", async (body, message) => {
    const id = await healthyService();
    expectError(await api.post(L(id), body), 400, 1000, message);
    expect((await read(id)).configState).toBe("disabled");
  });

  test("needs the App Service running (409 while deploying); unknown App Service 404", async () => {
    const res = await api.post(`${paths(t).C}/appservices`, { name: "svc" });
    expectError(await api.post(L(res.body.id), datadog), 409, 1004, /deploying/);
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const call of [api.get(L(unknown)), api.post(L(unknown), datadog), api.delete(L(unknown)), api.delete(activation(unknown)), api.post(activation(unknown))]) {
      expectError(await call, 404);
    }
  });

  test("PUT and PATCH are not operations of A/logStreaming (405)", async () => {
    const id = await healthyService();
    expect((await api.put(L(id), { streamingEnabled: true, ...datadog })).status).toBe(405);
    expect((await api.patch(L(id), { op: "update", path: "/streamingEnabled", value: false })).status).toBe(405);
  });
});

describe("audit log streaming (A/auditLogStreaming)", () => {
  const S = (id: string) => `${A(id)}/auditLogStreaming`;
  const stream = async (id: string) => (await api.get(S(id))).body;
  const start = { streamingEnabled: true, ...datadog };
  const pause = { streamingEnabled: false, ...datadog };
  const resume = { op: "update", path: "/streamingEnabled", value: true };
  const patchPause = { op: "update", path: "/streamingEnabled", value: false };

  /** A service whose audit log streaming is enabled. */
  async function streaming(): Promise<string> {
    const id = await healthyService();
    expect((await api.put(S(id), start)).status).toBe(202);
    await advance(1);
    expect((await stream(id)).logStreamingState).toBe("enabled");
    return id;
  }

  test("before any configuration: disabled, nothing configured (no outputType)", async () => {
    const id = await healthyService();
    const res = await api.get(S(id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ streamingEnabled: false, logStreamingState: "disabled", disabledAppEndpoints: [] });
  });

  test("PUT streamingEnabled true with outputType and credentials: 202, enabling, then enabled; credentials never returned", async () => {
    const id = await healthyService();
    expect((await api.put(S(id), { ...start, disabledAppEndpoints: ["quiet"] })).status).toBe(202);
    expect(await stream(id)).toEqual({ streamingEnabled: true, logStreamingState: "enabling", disabledAppEndpoints: ["quiet"], outputType: "datadog" });
    await advance(1);
    const read = await api.get(S(id));
    expect(read.body.logStreamingState).toBe("enabled");
    expect(read.text).not.toContain("k-123-secret");
  });

  test("streaming cannot begin without collector credentials (400)", async () => {
    const id = await healthyService();
    expectError(await api.put(S(id), { streamingEnabled: true, outputType: "datadog" }), 400, 1000, /cannot begin without collector credentials.*'credentials' is required for outputType 'datadog'/);
    expect((await stream(id)).logStreamingState).toBe("disabled");
  });

  test("outputType is required to start and to pause", async () => {
    const id = await healthyService();
    expectError(await api.put(S(id), { streamingEnabled: true, credentials: datadog.credentials }), 400, 1000, /'outputType' is required to start/);
    expectError(await api.put(S(id), { streamingEnabled: false, credentials: datadog.credentials }), 400, 1000, /'outputType' is required to pause/);
    expectError(await api.put(S(id), { streamingEnabled: false, outputType: "datadog" }), 400, 1000, /without collector credentials/);
  });

  test("PUT false with the configuration kept: pausing, then paused; PATCH true resumes with the kept credentials", async () => {
    const id = await streaming();
    expect((await api.put(S(id), pause)).status).toBe(202);
    expect(await stream(id)).toMatchObject({ streamingEnabled: false, logStreamingState: "pausing", outputType: "datadog" });
    await advance(1);
    expect((await stream(id)).logStreamingState).toBe("paused");
    expect((await api.patch(S(id), resume)).status).toBe(202);
    expect(await stream(id)).toMatchObject({ streamingEnabled: true, logStreamingState: "enabling" });
    await advance(1);
    expect(await stream(id)).toMatchObject({ streamingEnabled: true, logStreamingState: "enabled", outputType: "datadog" });
  });

  test("PATCH /streamingEnabled false while enabled: pausing, then paused", async () => {
    const id = await streaming();
    expect((await api.patch(S(id), patchPause)).status).toBe(202);
    expect((await stream(id)).logStreamingState).toBe("pausing");
    await advance(1);
    expect(await stream(id)).toMatchObject({ streamingEnabled: false, logStreamingState: "paused", outputType: "datadog" });
  });

  test("PUT false and nothing else: disabling, then disabled, configuration and credentials removed", async () => {
    const id = await streaming();
    expect((await api.put(S(id), { streamingEnabled: false })).status).toBe(202);
    expect((await stream(id)).logStreamingState).toBe("disabling");
    await advance(1);
    expect(await stream(id)).toEqual({ streamingEnabled: false, logStreamingState: "disabled", disabledAppEndpoints: [] });
    // the credentials are gone: there is nothing to resume
    expectError(await api.patch(S(id), resume), 409, 1004, /disabled.*needs it paused/);
  });

  test("PATCH true needs streaming paused: 409 when disabled; accepted and unchanged when already enabled", async () => {
    const id = await healthyService();
    expectError(await api.patch(S(id), resume), 409, 1004, /disabled/);
    expectError(await api.patch(S(id), patchPause), 409, 1004, /disabled/);
    await api.put(S(id), start);
    await advance(1);
    expect((await api.patch(S(id), resume)).status).toBe(202);
    expect((await stream(id)).logStreamingState).toBe("enabled");
  });

  test("changes while a transition is under way are 409", async () => {
    const id = await healthyService();
    await api.put(S(id), start);
    expectError(await api.put(S(id), pause), 409, 1004, /enabling/);
    expectError(await api.patch(S(id), patchPause), 409, 1004, /enabling/);
  });

  test("every collector takes its own credentials", async () => {
    for (const [outputType, credentials] of Object.entries(COLLECTORS)) {
      await api.control("POST", "reset");
      const id = await healthyService();
      const res = await api.put(S(id), { streamingEnabled: true, outputType, credentials });
      expect({ outputType, status: res.status }).toEqual({ outputType, status: 202 });
      await advance(1);
      expect((await stream(id)).outputType).toBe(outputType);
    }
  });

  test.each([
    [{ op: "replace", path: "/streamingEnabled", value: true }, /'op' must be "update"/],
    [{ op: "update", path: "/outputType", value: true }, /'path' must be "\/streamingEnabled"/],
    [{ op: "update", path: "/streamingEnabled", value: "yes" }, /'value' must be true or false; got a string/],
    [{ op: "update", path: "/streamingEnabled" }, /'value' is required/],
    [{ op: "update", path: "/streamingEnabled", value: true, extra: 1 }, /'extra' is not allowed/],
  ])("PATCH rejects %j with 400", async (body, message) => {
    const id = await streaming();
    expectError(await api.patch(S(id), body), 400, 1000, message);
  });

  test.each([
    [{}, /'streamingEnabled' is required/],
    [{ ...start, streamingEnabled: "true" }, /'streamingEnabled' must be true or false; got a string/],
    [{ ...start, outputType: "collector_1" }, /'outputType' must be one of "datadog", "generic_http"/],
    [{ ...start, credentials: { url: "https://x.example.com" } }, /'credentials.apiKey' is required for outputType 'datadog'/],
    [{ ...start, outputType: "generic_http", credentials: { url: "https://x.example.com", apiKey: "k" } }, /'credentials.apiKey' is not taken by outputType 'generic_http'/],
    [{ ...start, credentials: { datadog: datadog.credentials } }, /'credentials' must be one object holding the fields of the collector/],
    [{ ...start, disabledAppEndpoints: "ep1" }, /'disabledAppEndpoints'/],
    [{ ...start, logStreamingState: "enabled" }, /'logStreamingState' is not allowed/],
  ])("PUT rejects %j with 400", async (body, message) => {
    const id = await healthyService();
    expectError(await api.put(S(id), body), 400, 1000, message);
  });

  test.each([
    ["enable", (id: string) => api.put(S(id), start), false],
    ["pause", (id: string) => api.patch(S(id), patchPause), true],
    ["disable", (id: string) => api.put(S(id), { streamingEnabled: false }), true],
  ])("an injected %s failure ends in errored", async (operation, act, fromEnabled) => {
    const id = fromEnabled ? await streaming() : await healthyService();
    await fail("auditLogStreaming", operation as string);
    expect((await act(id)).status).toBe(202);
    await advance(1);
    expect((await stream(id)).logStreamingState).toBe("errored");
    // errored is settled: a new configuration is accepted
    expect((await api.put(S(id), start)).status).toBe(202);
  });

  test("needs the App Service running (409 while deploying); unknown App Service 404", async () => {
    const res = await api.post(`${paths(t).C}/appservices`, { name: "svc" });
    expectError(await api.put(S(res.body.id), start), 409, 1004, /deploying/);
    expectError(await api.patch(S(res.body.id), resume), 409, 1004, /deploying/);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await api.get(S(unknown)), 404);
    expectError(await api.put(S(unknown), start), 404);
    expectError(await api.patch(S(unknown), resume), 404);
  });

  test("malformed JSON is 400 with the error body", async () => {
    const id = await healthyService();
    const raw = { raw: '{"streamingEnabled":', headers: { "content-type": "application/json" } };
    expectError(await api.put(S(id), undefined, raw), 400, 1000, /not valid JSON/);
    expectError(await api.patch(S(id), undefined, raw), 400, 1000, /not valid JSON/);
    expectError(await api.put(S(id), [start]), 400, 1000);
  });

  test("the two streams are apart: audit log streaming leaves App Service log streaming disabled", async () => {
    const id = await streaming();
    expect((await api.get(`${A(id)}/logStreaming`)).body.configState).toBe("disabled");
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

  test("request answers 202 {exportId}; the job is Queued with no download, then Ready with its URL and expiry", async () => {
    const id = await healthyService();
    const now = await serverNow();
    const created = await api.post(X(id), { start: iso(now - 3_600_000), end: iso(now) });
    expect(created.status).toBe(202);
    expect(Object.keys(created.body)).toEqual(["exportId"]);
    const queued = await api.get(`${X(id)}/${created.body.exportId}`);
    expect(queued.body).toEqual({
      id: created.body.exportId,
      download_id: null,
      download_expires: null,
      status: "Queued",
      appServiceId: id,
      tenantId: t.organizationId,
      clusterId: t.clusterId,
      audit: expect.objectContaining({ version: 1 }),
    });
    await advance(1);
    const ready = await api.get(`${X(id)}/${created.body.exportId}`);
    expect(ready.body.status).toBe("Ready");
    expect(ready.body.download_id).toMatch(/^https:\/\/.*\.tar\.gz\?.*signature=[0-9a-f]+$/);
    expect(Date.parse(ready.body.download_expires)).toBeGreaterThan(await serverNow());
    const list = await api.get(X(id));
    expect(list.body.data).toEqual([ready.body]);
    expect(list.body.cursor.pages.totalItems).toBe(1);
  });

  test("an injected failure ends the job in Failed, with no download", async () => {
    const id = await healthyService();
    await fail("auditLogExport", "request");
    const now = await serverNow();
    const { body } = await api.post(X(id), { start: iso(now - 60_000), end: iso(now) });
    await advance(1);
    expect((await api.get(`${X(id)}/${body.exportId}`)).body).toMatchObject({ status: "Failed", download_id: null, download_expires: null });
  });

  test("end must be after start; start within the 30-day retention and not in the future", async () => {
    const id = await healthyService();
    const now = await serverNow();
    const day = 86_400_000;
    expectError(await api.post(X(id), { start: iso(now), end: iso(now - day) }), 400, 1000, /'end'.*must be after 'start'/);
    expectError(await api.post(X(id), { start: iso(now), end: iso(now) }), 400, 1000, /'end'/);
    expectError(await api.post(X(id), { start: iso(now - 31 * day), end: iso(now - 30 * day + day) }), 400, 1000, /'start'.*30 days/);
    expectError(await api.post(X(id), { start: iso(now + day), end: iso(now + 2 * day) }), 400, 1000, /'start'.*future/);
    expect((await api.post(X(id), { start: iso(now - 29 * day), end: iso(now) })).status).toBe(202);
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
