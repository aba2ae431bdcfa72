import { client, expectError, paths, useTarget } from "../support/conformance";

/** Allowed CIDRs as the management API's v4 specification has them; document 2's limits. */
const t = useTarget();
const api = client(t);
let C: string;
let A: (id: string) => string;

beforeAll(() => {
  ({ C, A } = paths(t));
});

const inHours = async (h: number) => {
  const { body } = await api.control("GET", "health");
  return new Date(Date.parse(body.now) + h * 3_600_000).toISOString();
};

describe("cluster allowed CIDRs", () => {
  test("add answers 201 {id}; a read shows a permanent, active entry with an empty comment and audit", async () => {
    const created = await api.post(`${C}/allowedcidrs`, { cidr: "10.1.0.0/16" });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(["id"]);
    const read = await api.get(`${C}/allowedcidrs/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.id, cidr: "10.1.0.0/16", comment: "", status: "active", type: "permanent", audit: { version: 1 } });
    expect(read.body).not.toHaveProperty("expiresAt");
  });

  test("an entry with expiresAt is temporary and stops applying when the clock reaches it", async () => {
    const expiresAt = await inHours(2);
    const { body } = await api.post(`${C}/allowedcidrs`, { cidr: "10.2.0.0/16", comment: "contractor", expiresAt });
    const read = await api.get(`${C}/allowedcidrs/${body.id}`);
    expect(read.body).toMatchObject({ type: "temporary", status: "active", expiresAt, comment: "contractor" });
    await api.control("POST", "clock", { advanceMs: 2 * 3_600_000 + 1000 });
    expectError(await api.get(`${C}/allowedcidrs/${body.id}`), 404);
    const list = await api.get(`${C}/allowedcidrs?perPage=100`);
    expect(list.body.data.map((e: { id: string }) => e.id)).not.toContain(body.id);
    // the range is free again
    expect((await api.post(`${C}/allowedcidrs`, { cidr: "10.2.0.0/16" })).status).toBe(201);
  });

  test("expiresAt is read back as the API spells it: the same instant, in UTC", async () => {
    const at = new Date(Date.parse(await inHours(3)));
    // The same instant written at +02:00, with fractional seconds.
    const local = new Date(at.getTime() + 2 * 3_600_000).toISOString().replace(/\.\d+Z$/, ".500+02:00");
    const { body } = await api.post(`${C}/allowedcidrs`, { cidr: "10.9.0.0/16", expiresAt: local });
    const read = (await api.get(`${C}/allowedcidrs/${body.id}`)).body;
    expect(read.expiresAt).toMatch(/Z$/);
    expect(read.expiresAt).not.toBe(local);
    expect(Date.parse(read.expiresAt)).toBe(Date.parse(local));
  });

  test("expiresAt must be an RFC 3339 date-time in the future", async () => {
    expectError(await api.post(`${C}/allowedcidrs`, { cidr: "10.3.0.0/16", expiresAt: await inHours(-1) }), 400, 1000, /'expiresAt' must be in the future/);
    expectError(await api.post(`${C}/allowedcidrs`, { cidr: "10.3.0.0/16", expiresAt: "tomorrow" }), 400, 1000, /'expiresAt'/);
    expectError(await api.post(`${C}/allowedcidrs`, { cidr: "10.3.0.0/16", expiresAt: "2999-13-45T00:00:00Z" }), 400, 1000, /'expiresAt'/);
  });

  test("the same range twice in one allow-list is 409, however it is written", async () => {
    expect((await api.post(`${C}/allowedcidrs`, { cidr: "10.4.0.0/24" })).status).toBe(201);
    expectError(await api.post(`${C}/allowedcidrs`, { cidr: "10.4.0.0/24" }), 409);
    expectError(await api.post(`${C}/allowedcidrs`, { cidr: "10.4.0.9/24" }), 409);
    expect((await api.post(`${C}/allowedcidrs`, { cidr: "10.4.0.9" })).status).toBe(201);
    expectError(await api.post(`${C}/allowedcidrs`, { cidr: "10.4.0.9/32" }), 409);
  });

  test("an allow-list holds at most 75 entries: the 76th is 422 code 1000", async () => {
    const other = paths(t, t.clusters.find((c) => c.id !== t.clusterId)!.id).C;
    for (let i = 0; i < 75; i++) {
      const res = await api.post(`${other}/allowedcidrs`, { cidr: `172.16.${i}.0/24` });
      expect(res.status).toBe(201);
    }
    expectError(await api.post(`${other}/allowedcidrs`, { cidr: "172.17.0.0/24" }), 422, 1000, /75/);
    // another cluster's allow-list is not affected
    expect((await api.post(`${C}/allowedcidrs`, { cidr: "172.17.0.0/24" })).status).toBe(201);
    const list = await api.get(`${other}/allowedcidrs?perPage=100`);
    expect(list.body.cursor.pages.totalItems).toBe(75);
  });

  test("entries cannot be updated: PUT is a 405 whose Allow names GET and DELETE", async () => {
    const { body } = await api.post(`${C}/allowedcidrs`, { cidr: "10.5.0.0/16" });
    const put = await api.put(`${C}/allowedcidrs/${body.id}`, { cidr: "10.6.0.0/16" });
    expectError(put, 405, 1007);
    expect(put.headers.allow).toBe("GET, HEAD, DELETE");
    expect((await api.get(`${C}/allowedcidrs/${body.id}`)).body.cidr).toBe("10.5.0.0/16");
  });

  test("list pages and sorts by id, type, status only", async () => {
    await api.post(`${C}/allowedcidrs`, { cidr: "10.7.0.0/16", expiresAt: await inHours(5) });
    const page = await api.get(`${C}/allowedcidrs?perPage=2&page=1&sortBy=id`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.cursor.pages).toMatchObject({ page: 1, next: 2, perPage: 2 });
    expect(page.body.cursor.hrefs.next).toMatch(new RegExp(`^http.*${C}/allowedcidrs\\?page=2&perPage=2$`));
    const all = await api.get(`${C}/allowedcidrs?perPage=100&sortBy=id&sortDirection=desc`);
    const ids = all.body.data.map((e: { id: string }) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const byType = await api.get(`${C}/allowedcidrs?perPage=100&sortBy=type`);
    const types = byType.body.data.map((e: { type: string }) => e.type);
    expect(types).toEqual([...types].sort());
    expect(types).toContain("temporary");
    expect((await api.get(`${C}/allowedcidrs?sortBy=status`)).status).toBe(200);
    expectError(await api.get(`${C}/allowedcidrs?sortBy=cidr`), 400, 1000, /sortBy/);
  });

  test("delete answers 204, then the entry is 404", async () => {
    const { body } = await api.post(`${C}/allowedcidrs`, { cidr: "10.8.0.0/16" });
    expect((await api.delete(`${C}/allowedcidrs/${body.id}`)).status).toBe(204);
    expectError(await api.get(`${C}/allowedcidrs/${body.id}`), 404);
    expectError(await api.delete(`${C}/allowedcidrs/${body.id}`), 404);
  });

  test.each([
    [{}, /'cidr' is required/],
    [{ cidr: 10 }, /'cidr' must be a string; got an integer/],
    [{ cidr: "10.0.0.0/33" }, /'cidr' must be an IPv4 address or CIDR range such as 10.0.0.0\/16\.$/],
    [{ cidr: "300.0.0.1" }, /'cidr' must be an IPv4 address or CIDR range such as 10.0.0.0\/16\.$/],
    [{ cidr: "10.9.0.0/16", comment: 5 }, /'comment'/],
    [{ cidr: "10.9.0.0/16", status: "active" }, /'status' is not allowed/],
  ])("add rejects %j with 400 code 1000 naming the field", async (body, message) => {
    expectError(await api.post(`${C}/allowedcidrs`, body), 400, 1000, message);
  });

  test("malformed JSON and ids, unknown ids and unknown scopes", async () => {
    expectError(await api.post(`${C}/allowedcidrs`, undefined, { raw: "{cidr:", headers: { "content-type": "application/json" } }), 400, 1000, /JSON/);
    expectError(await api.get(`${C}/allowedcidrs/6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f`), 404);
    expectError(await api.delete(`${C}/allowedcidrs/not-an-id`), 400, 1000, /allowedCidrId/);
    const unknownCluster = paths(t, "6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f").C;
    expectError(await api.get(`${unknownCluster}/allowedcidrs`), 404);
    expectError(await api.post(`${paths(t, "nope").C}/allowedcidrs`, { cidr: "10.0.0.1" }), 400, 1000, /clusterId/);
  });

  test("members may read the allow-list but not change it (403 code 1002)", async () => {
    const key = await api.post(`/v4/organizations/${t.organizationId}/apikeys`, { name: "member", organizationRoles: ["organizationMember"] });
    const member = client(t, key.body.token);
    expect((await member.get(`${C}/allowedcidrs`)).status).toBe(200);
    expectError(await member.post(`${C}/allowedcidrs`, { cidr: "10.10.0.0/16" }), 403, 1002);
  });
});

describe("App Service allowed CIDRs", () => {
  let appServiceId: string;
  beforeAll(async () => {
    const created = await api.post(`${C}/appservices`, { name: "cidr-test" });
    expect(created.status).toBe(201);
    appServiceId = created.body.id;
  });

  test("add, list and delete; the App Service's list is separate from the cluster's", async () => {
    const created = await api.post(`${A(appServiceId)}/allowedcidrs`, { cidr: "192.168.1.0/24", comment: "office" });
    expect(created.status).toBe(201);
    const list = await api.get(`${A(appServiceId)}/allowedcidrs`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: created.body.id, cidr: "192.168.1.0/24", comment: "office", type: "permanent", status: "active" })]);
    const clusterList = await api.get(`${C}/allowedcidrs?perPage=100`);
    expect(clusterList.body.data.map((e: { id: string }) => e.id)).not.toContain(created.body.id);
    // the same range in the cluster's list is no duplicate
    expect((await api.post(`${C}/allowedcidrs`, { cidr: "192.168.1.0/24" })).status).toBe(201);
    expectError(await api.post(`${A(appServiceId)}/allowedcidrs`, { cidr: "192.168.1.0/24" }), 409);
    expect((await api.delete(`${A(appServiceId)}/allowedcidrs/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`${A(appServiceId)}/allowedcidrs`)).body.data).toEqual([]);
  });

  test("there is no single get (405, Allow: DELETE); a cluster entry cannot be deleted through the App Service", async () => {
    const own = await api.post(`${A(appServiceId)}/allowedcidrs`, { cidr: "192.168.2.0/24" });
    const get = await api.get(`${A(appServiceId)}/allowedcidrs/${own.body.id}`);
    expectError(get, 405, 1007);
    expect(get.headers.allow).toBe("DELETE");
    const clusterEntry = await api.post(`${C}/allowedcidrs`, { cidr: "192.168.3.0/24" });
    expectError(await api.delete(`${A(appServiceId)}/allowedcidrs/${clusterEntry.body.id}`), 404);
    expectError(await api.delete(`${C}/allowedcidrs/${own.body.id}`), 404);
  });

  test("temporary entries expire and the 76th entry is refused", async () => {
    const temp = await api.post(`${A(appServiceId)}/allowedcidrs`, { cidr: "192.168.4.0/24", expiresAt: await inHours(1) });
    expect((await api.get(`${A(appServiceId)}/allowedcidrs?sortBy=type`)).body.data.map((e: { type: string }) => e.type)).toContain("temporary");
    await api.control("POST", "clock", { advanceMs: 3_600_000 + 1000 });
    const after = await api.get(`${A(appServiceId)}/allowedcidrs?perPage=100`);
    expect(after.body.data.map((e: { id: string }) => e.id)).not.toContain(temp.body.id);
    const have = after.body.cursor.pages.totalItems;
    for (let i = have; i < 75; i++) expect((await api.post(`${A(appServiceId)}/allowedcidrs`, { cidr: `10.200.${i}.0/24` })).status).toBe(201);
    expectError(await api.post(`${A(appServiceId)}/allowedcidrs`, { cidr: "10.201.0.0/24" }), 422, 1000);
  });

  test("an unknown App Service is 404; bad bodies are 400", async () => {
    const unknown = A("6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f");
    expectError(await api.get(`${unknown}/allowedcidrs`), 404);
    expectError(await api.post(`${unknown}/allowedcidrs`, { cidr: "10.0.0.1" }), 404);
    expectError(await api.post(`${A(appServiceId)}/allowedcidrs`, { cidr: [] }), 400, 1000, /'cidr'/);
    expectError(await api.post(`${A(appServiceId)}/allowedcidrs`, undefined, { raw: "[", headers: { "content-type": "application/json" } }), 400, 1000);
  });
});
