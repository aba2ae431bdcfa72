import { randomUUID } from "node:crypto";
import { client, expectError, paths, useTarget } from "../support/conformance";

/** Cluster audit logging as the management API's v4 specification has it (settings, events,
 *  export jobs: requested with 202, read back as `auditLogExportId`, the download URL when done);
 *  document 3's 30 days of logs. An export is Queued for one step, In Progress for two, then
 *  Completed. */
/** One transition step: far longer than the few ms between a test's requests, so states move
 *  only when the test moves the clock, however loaded the machine. */
const T = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const t = useTarget({ transitionMs: T });
const api = client(t);

beforeEach(() => api.control("POST", "reset"));

const C = () => paths(t).C;
const X = () => `${C()}/auditLogExports`;
const advance = (ms: number) => api.control("POST", "clock", { advanceMs: ms });
const serverNow = async () => Date.parse((await api.control("GET", "health")).body.now);
const iso = (ms: number) => new Date(ms).toISOString();
const settings = (over: Record<string, unknown> = {}) => ({ auditEnabled: true, disabledUsers: [], enabledEventIDs: [20488, 20490], ...over });

/** Requests an export of the last `ms` before now; returns its id. */
async function requestExport(ms = HOUR): Promise<string> {
  const now = await serverNow();
  const res = await api.post(X(), { start: iso(now - ms), end: iso(now) });
  expect(res.status).toBe(202);
  return res.body.exportId;
}

describe("audit settings", () => {
  test("before any PUT: auditing disabled, no disabled users, no events", async () => {
    const res = await api.get(`${C()}/auditLog`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ auditEnabled: false, disabledUsers: [], enabledEventIDs: [] });
  });

  test("PUT answers 204 and GET returns what was set, per cluster", async () => {
    const body = settings({ disabledUsers: [{ domain: "local", name: "etl" }, { domain: "external", name: "ann@example.com" }] });
    const res = await api.put(`${C()}/auditLog`, body);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await api.get(`${C()}/auditLog`)).body).toEqual(body);
    const other = paths(t, t.clusters.find((c) => c.id !== t.clusterId)!.id).C;
    expect((await api.get(`${other}/auditLog`)).body).toEqual({ auditEnabled: false, disabledUsers: [], enabledEventIDs: [] });
  });

  test("a second PUT replaces the settings; repeated ids and users are kept once", async () => {
    await api.put(`${C()}/auditLog`, settings());
    const user = { domain: "local", name: "etl" };
    await api.put(`${C()}/auditLog`, settings({ auditEnabled: false, disabledUsers: [user, user], enabledEventIDs: [8192, 8192] }));
    expect((await api.get(`${C()}/auditLog`)).body).toEqual({ auditEnabled: false, disabledUsers: [user], enabledEventIDs: [8192] });
  });

  test("a disabled user's domain and name are optional (as in the specification)", async () => {
    const body = settings({ disabledUsers: [{ domain: "local" }, { name: "etl" }] });
    expect((await api.put(`${C()}/auditLog`, body)).status).toBe(204);
    expect((await api.get(`${C()}/auditLog`)).body).toEqual(body);
  });

  test.each(["auditEnabled", "disabledUsers", "enabledEventIDs"])("'%s' is required", async (field) => {
    const body: Record<string, unknown> = settings();
    delete body[field];
    expectError(await api.put(`${C()}/auditLog`, body), 400, 1000, new RegExp(`'${field}' is required`));
  });

  test.each([
    [settings({ auditEnabled: "yes" }), /'auditEnabled'/],
    [settings({ enabledEventIDs: ["20488"] }), /'enabledEventIDs\[0\]'/],
    [settings({ enabledEventIDs: [20488.5] }), /'enabledEventIDs\[0\]'/],
    [settings({ enabledEventIDs: [2 ** 31] }), /'enabledEventIDs\[0\]'/],
    [settings({ disabledUsers: [{ domain: "ldap", name: "x" }] }), /'disabledUsers\[0\].domain' must be one of/],
    [settings({ disabledUsers: ["etl"] }), /'disabledUsers\[0\]'/],
    [settings({ disabledRoles: [] }), /'disabledRoles' is not allowed/],
  ])("PUT rejects %j with 400 code 1000 naming the field", async (body, message) => {
    expectError(await api.put(`${C()}/auditLog`, body), 400, 1000, message);
    expect((await api.get(`${C()}/auditLog`)).body.auditEnabled).toBe(false);
  });

  test("enabledEventIDs must be ids of the cluster's audit events", async () => {
    expectError(await api.put(`${C()}/auditLog`, settings({ enabledEventIDs: [20488, 12345] })), 400, 1000, /'enabledEventIDs\[1\]': 12345 is not a cluster audit event/);
    expect((await api.get(`${C()}/auditLog`)).body).toEqual({ auditEnabled: false, disabledUsers: [], enabledEventIDs: [] });
  });

  test("every listed event can be enabled", async () => {
    const { events } = (await api.get(`${C()}/auditLogEvents`)).body as { events: Array<{ id: number }> };
    const ids = events.map((e) => e.id);
    expect((await api.put(`${C()}/auditLog`, settings({ enabledEventIDs: ids }))).status).toBe(204);
    expect((await api.get(`${C()}/auditLog`)).body.enabledEventIDs).toEqual(ids);
  });

  test("malformed JSON is 400 on every write", async () => {
    const raw = { raw: "{\"auditEnabled\":", headers: { "content-type": "application/json" } };
    expectError(await api.put(`${C()}/auditLog`, undefined, raw), 400, 1000, /JSON/);
    expectError(await api.post(X(), undefined, raw), 400, 1000, /JSON/);
  });

  test("only organization owners may change the settings; members may read them", async () => {
    const key = await api.post(`${paths(t).O}/apikeys`, { name: "member", organizationRoles: ["organizationMember"] });
    const member = client(t, key.body.token);
    expectError(await member.put(`${C()}/auditLog`, settings()), 403, 1002);
    expect((await member.get(`${C()}/auditLog`)).status).toBe(200);
    expect((await member.get(`${C()}/auditLogEvents`)).status).toBe(200);
  });
});

describe("audit events", () => {
  test("{events: [{id, name, description, module}]} with integer ids, each listed once", async () => {
    const res = await api.get(`${C()}/auditLogEvents`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["events"]);
    const events = res.body.events as Array<Record<string, unknown>>;
    expect(events.length).toBeGreaterThan(5);
    for (const e of events) {
      expect(Object.keys(e).sort()).toEqual(["description", "id", "module", "name"]);
      expect(Number.isInteger(e.id)).toBe(true);
      expect(e.name).toEqual(expect.any(String));
      expect(e.module).toEqual(expect.any(String));
    }
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });
});

describe("audit log exports", () => {
  test("request answers 202 {exportId}; the job is Queued, In Progress, then Completed with a pre-signed URL", async () => {
    await api.put(`${C()}/auditLog`, settings());
    await advance(2 * HOUR);
    const now = await serverNow();
    const body = { start: iso(now - HOUR), end: iso(now) };
    const created = await api.post(X(), body);
    expect(created.status).toBe(202);
    expect(Object.keys(created.body)).toEqual(["exportId"]);
    const id = created.body.exportId;
    const read = async () => (await api.get(`${X()}/${id}`)).body;
    expect(await read()).toEqual({ createdAt: expect.any(String), auditLogExportId: id, ...body, status: "Queued" });
    await advance(T);
    expect((await read()).status).toBe("In Progress");
    await advance(T);
    expect((await read()).status).toBe("In Progress");
    await advance(T);
    const done = await read();
    expect(done).toMatchObject({ auditLogExportId: id, status: "Completed", auditLogDownloadURL: expect.stringMatching(/^https:\/\/.*signature=/) });
    expect(done.auditLogDownloadURL).toContain(id);
    expect(Date.parse(done.expiration)).toBeGreaterThan(await serverNow());
    expect(Object.keys(done).sort()).toEqual(["auditLogDownloadURL", "auditLogExportId", "createdAt", "end", "expiration", "start", "status"]);
  });

  test("createdAt is the server's time of the request", async () => {
    const before = await serverNow();
    const id = await requestExport();
    const createdAt = Date.parse((await api.get(`${X()}/${id}`)).body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThan(before + T);
  });

  test("no URL until the job is complete", async () => {
    await api.put(`${C()}/auditLog`, settings());
    await advance(2 * HOUR);
    const id = await requestExport();
    await advance(T);
    expect((await api.get(`${X()}/${id}`)).body).not.toHaveProperty("auditLogDownloadURL");
  });

  test("a period with no logs (auditing never enabled) completes with no URL (the answer has no field for a message)", async () => {
    const id = await requestExport();
    await advance(3 * T);
    const done = (await api.get(`${X()}/${id}`)).body;
    expect(Object.keys(done).sort()).toEqual(["auditLogExportId", "createdAt", "end", "start", "status"]);
    expect(done.status).toBe("Completed");
  });

  test("logs exist only for the time auditing was enabled", async () => {
    await advance(2 * HOUR);
    await api.put(`${C()}/auditLog`, settings());
    await advance(HOUR);
    await api.put(`${C()}/auditLog`, settings({ auditEnabled: false }));
    const now = await serverNow();
    const before = (await api.post(X(), { start: iso(now - 3 * HOUR), end: iso(now - HOUR - 60_000) })).body.exportId;
    const during = (await api.post(X(), { start: iso(now - 3 * HOUR), end: iso(now - 30 * 60_000) })).body.exportId;
    await advance(3 * T);
    expect((await api.get(`${X()}/${before}`)).body).toMatchObject({ status: "Completed" });
    expect((await api.get(`${X()}/${before}`)).body).not.toHaveProperty("auditLogDownloadURL");
    expect((await api.get(`${X()}/${during}`)).body).toMatchObject({ status: "Completed", auditLogDownloadURL: expect.any(String) });
  });

  test("an injected failure ends the job in Failed, with no URL", async () => {
    await api.put(`${C()}/auditLog`, settings());
    await advance(2 * HOUR);
    await api.control("POST", "simulate/failure", { kind: "clusterAuditExport", operation: "request" });
    const failed = await requestExport();
    const next = await requestExport();
    await advance(T);
    expect((await api.get(`${X()}/${failed}`)).body.status).toBe("In Progress");
    await advance(2 * T);
    const job = (await api.get(`${X()}/${failed}`)).body;
    expect(job.status).toBe("Failed");
    expect(Object.keys(job).sort()).toEqual(["auditLogExportId", "createdAt", "end", "start", "status"]);
    expect((await api.get(`${X()}/${next}`)).body.status).toBe("Completed");
  });

  test("end must be after start", async () => {
    const now = await serverNow();
    expectError(await api.post(X(), { start: iso(now - HOUR), end: iso(now - 2 * HOUR) }), 400, 1000, /'end'.*must be after 'start'/);
    expectError(await api.post(X(), { start: iso(now - HOUR), end: iso(now - HOUR) }), 400, 1000, /'end'/);
  });

  test("audit logs are available for 30 days: start within the last 30 days and not in the future", async () => {
    const now = await serverNow();
    expectError(await api.post(X(), { start: iso(now - 31 * DAY), end: iso(now - 29 * DAY) }), 400, 1000, /'start'.*30 days/);
    expectError(await api.post(X(), { start: iso(now + HOUR), end: iso(now + 2 * HOUR) }), 400, 1000, /'start'.*future/);
    expect((await api.post(X(), { start: iso(now - 29 * DAY), end: iso(now) })).status).toBe(202);
  });

  test.each([
    [{ start: "2026-01-01T00:00:00Z" }, /'end' is required/],
    [{ end: "2026-01-01T00:00:00Z" }, /'start' is required/],
    [{ start: "yesterday", end: "2026-01-01T00:00:00Z" }, /'start'/],
    [{ start: 5, end: "2026-01-01T00:00:00Z" }, /'start'/],
    [{ start: "2026-01-01T00:00:00Z", end: "2026-01-02T00:00:00Z", bucket: "b" }, /'bucket' is not allowed/],
  ])("request rejects %j with 400 code 1000", async (body, message) => {
    expectError(await api.post(X(), body), 400, 1000, message);
  });

  test("the list is paged: items {createdAt, auditLogExportId, start, end, status}, oldest first", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await requestExport());
      await advance(1000);
    }
    await advance(3 * T);
    const first = await api.get(`${X()}?page=1&perPage=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((j: { auditLogExportId: string }) => j.auditLogExportId)).toEqual(ids.slice(0, 2));
    expect(first.body.cursor.pages).toMatchObject({ page: 1, perPage: 2, totalItems: 3, last: 2, next: 2 });
    const second = await api.get(`${X()}?page=2&perPage=2`);
    expect(second.body.data.map((j: { auditLogExportId: string }) => j.auditLogExportId)).toEqual(ids.slice(2));
    for (const item of [...first.body.data, ...second.body.data]) {
      expect(Object.keys(item).sort()).toEqual(["auditLogExportId", "createdAt", "end", "start", "status"]);
      expect(item.status).toBe("Completed");
    }
    expectError(await api.get(`${X()}?perPage=101`), 400, 1000, /perPage/);
  });

  test("exports belong to their cluster", async () => {
    const id = await requestExport();
    const other = paths(t, t.clusters.find((c) => c.id !== t.clusterId)!.id).C;
    expect((await api.get(`${other}/auditLogExports`)).body.data).toEqual([]);
    expectError(await api.get(`${other}/auditLogExports/${id}`), 404, 1003);
  });

  test("an unknown export id is 404; a malformed one 400; an unknown cluster 404", async () => {
    expectError(await api.get(`${X()}/${randomUUID()}`), 404, 1003);
    expectError(await api.get(`${X()}/not-an-id`), 400, 1000, /auditLogExportId/);
    const nowhere = paths(t, randomUUID()).C;
    expectError(await api.get(`${nowhere}/auditLog`), 404, 1003);
    expectError(await api.put(`${nowhere}/auditLog`, settings()), 404, 1003);
    expectError(await api.get(`${nowhere}/auditLogEvents`), 404, 1003);
    expectError(await api.get(`${nowhere}/auditLogExports`), 404, 1003);
  });
});
