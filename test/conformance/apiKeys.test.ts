import { client, expectError, useTarget } from "../support/conformance";

/** API keys as the management API's v4 specification has them; document 2's authentication. */
const t = useTarget();
const api = client(t);
let O: string;

beforeAll(() => {
  O = `/v4/organizations/${t.organizationId}`;
});

const member = { name: "reader", organizationRoles: ["organizationMember"] };

describe("API keys", () => {
  test("create answers 201 {id, token} and reads apply the documented defaults, never the token", async () => {
    const created = await api.post(`${O}/apikeys`, member);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(["id", "token"]);
    const read = await api.get(`${O}/apikeys/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      name: "reader",
      description: "",
      expiry: 180,
      allowedCIDRs: ["0.0.0.0/0"],
      organizationRoles: ["organizationMember"],
      resources: [],
      audit: { version: 1 },
    });
    expect(JSON.stringify(read.body)).not.toContain(created.body.token);
    expect(read.body).not.toHaveProperty("token");
  });

  test("a resources item without type is read back as a 'project' one, the default", async () => {
    const created = await api.post(`${O}/apikeys`, { ...member, name: "scoped", resources: [{ id: t.projectId, roles: ["projectViewer", "projectDataReader"] }] });
    expect(created.status).toBe(201);
    expect((await api.get(`${O}/apikeys/${created.body.id}`)).body.resources).toEqual([{ type: "project", id: t.projectId, roles: ["projectViewer", "projectDataReader"] }]);
  });

  test("the new token authenticates", async () => {
    const { body } = await api.post(`${O}/apikeys`, member);
    const res = await client(t, body.token).get(`${O}/apikeys/${body.id}`);
    // a member may not manage keys: authenticated (not 401) but forbidden with code 1002
    expectError(res, 403, 1002);
  });

  test.each([
    [{ organizationRoles: ["organizationOwner"] }, /'name' is required/],
    [{ name: "x" }, /'organizationRoles' is required/],
    [{ name: "x", organizationRoles: ["admin"] }, /organizationRoles\[0\]' must be one of/],
    [{ name: "x", organizationRoles: ["organizationOwner"], expiry: 0.001 }, /'expiry'/],
    [{ name: "x", organizationRoles: ["organizationOwner"], expiry: -2 }, /'expiry'/],
    [{ name: "x", organizationRoles: ["organizationOwner"], allowedCIDRs: ["300.1.1.1/8"] }, /allowedCIDRs\[0\]/],
    [{ name: "x", organizationRoles: ["organizationOwner"], surprise: true }, /'surprise' is not allowed/],
    [{ name: 5, organizationRoles: ["organizationOwner"] }, /'name' must be a string; got an integer/],
    [{ name: "x", organizationRoles: ["projectCreator"], resources: [{ roles: ["projectViewer"] }] }, /'resources\[0\].id' is required/],
    [{ name: "x", organizationRoles: ["projectCreator"], resources: [{ id: "p", roles: ["projectViewer"] }] }, /'resources\[0\].id'/],
    [{ name: "x", organizationRoles: ["projectCreator"], resources: [{ id: "6f1d1c7e-3b1a-4c59-9f0e-1d2c3b4a5e6f", roles: ["admin"] }] }, /'resources\[0\].roles\[0\]' must be one of/],
  ])("create rejects %j with 400 code 1000 naming the field", async (body, message) => {
    expectError(await api.post(`${O}/apikeys`, body), 400, 1000, message);
  });

  test("expiry: at least 0.01 days, -1 never expires; an expired key gets 401", async () => {
    const never = await api.post(`${O}/apikeys`, { ...member, name: "never", expiry: -1, organizationRoles: ["organizationOwner"] });
    const short = await api.post(`${O}/apikeys`, { ...member, name: "short", expiry: 0.01, organizationRoles: ["organizationOwner"] });
    expect(never.status).toBe(201);
    expect(short.status).toBe(201);
    expect((await client(t, short.body.token).get(`${O}/apikeys`)).status).toBe(200);
    await api.control("POST", "clock", { advanceMs: 0.01 * 86_400_000 + 1000 });
    expectError(await client(t, short.body.token).get(`${O}/apikeys`), 401);
    expect((await client(t, never.body.token).get(`${O}/apikeys`)).status).toBe(200);
  });

  test("rotation returns {secretKey, token}; the old token is refused, the new one works", async () => {
    const { body } = await api.post(`${O}/apikeys`, { ...member, organizationRoles: ["organizationOwner"] });
    const rotated = await api.post(`${O}/apikeys/${body.id}/rotate`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.secretKey).toHaveLength(64);
    expectError(await client(t, body.token).get(`${O}/apikeys`), 401);
    expect((await client(t, rotated.body.token).get(`${O}/apikeys`)).status).toBe(200);
    const read = await api.get(`${O}/apikeys/${body.id}`);
    expect(read.body.audit.version).toBe(2);
  });

  test("rotation with a chosen secret follows the secret policy (length 64)", async () => {
    const { body } = await api.post(`${O}/apikeys`, member);
    const secret = "A".repeat(64);
    const ok = await api.post(`${O}/apikeys/${body.id}/rotate`, { secret });
    expect(ok.body.secretKey).toBe(secret);
    expectError(await api.post(`${O}/apikeys/${body.id}/rotate`, { secret: "short" }), 400, 1000, /'secret'/);
  });

  test("only organization owners rotate, create or delete keys (403 code 1002)", async () => {
    const { body } = await api.post(`${O}/apikeys`, member);
    const asMember = client(t, body.token);
    expectError(await asMember.post(`${O}/apikeys/${body.id}/rotate`, {}), 403, 1002);
    expectError(await asMember.post(`${O}/apikeys`, member), 403, 1002);
    expectError(await asMember.delete(`${O}/apikeys/${body.id}`), 403, 1002);
  });

  test("a caller outside the key's allowedCIDRs gets 403", async () => {
    const { body } = await api.post(`${O}/apikeys`, { ...member, organizationRoles: ["organizationOwner"], allowedCIDRs: ["10.1.2.0/24"] });
    expectError(await client(t, body.token).get(`${O}/apikeys`), 403);
    const loopback = await api.post(`${O}/apikeys`, { ...member, organizationRoles: ["organizationOwner"], allowedCIDRs: ["127.0.0.1/32"] });
    expect((await client(t, loopback.body.token).get(`${O}/apikeys`)).status).toBe(200);
  });

  test("delete answers 204, then the key is 404 and its token 401", async () => {
    const { body } = await api.post(`${O}/apikeys`, { ...member, organizationRoles: ["organizationOwner"] });
    expect((await api.delete(`${O}/apikeys/${body.id}`)).status).toBe(204);
    expectError(await api.get(`${O}/apikeys/${body.id}`), 404);
    expectError(await api.delete(`${O}/apikeys/${body.id}`), 404);
    expectError(await client(t, body.token).get(`${O}/apikeys`), 401);
  });

  test("list pages and sorts by name, createdAt, expiry only", async () => {
    for (const name of ["b-key", "a-key", "c-key"]) await api.post(`${O}/apikeys`, { ...member, name });
    const page = await api.get(`${O}/apikeys?perPage=2&page=1&sortBy=name&sortDirection=asc`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data[0].name <= page.body.data[1].name).toBe(true);
    expect(page.body.cursor.pages).toMatchObject({ page: 1, next: 2, perPage: 2 });
    // No previous page: no `previous`, and its link is empty; the others are absolute URLs.
    expect(page.body.cursor.pages.previous).toBeUndefined();
    expect(page.body.cursor.hrefs).toEqual({
      first: expect.stringMatching(/^http:\/\/.*\/apikeys\?page=1&perPage=2$/),
      last: expect.stringMatching(/^http:\/\/.*\/apikeys\?page=\d+&perPage=2$/),
      next: expect.stringMatching(/^http:\/\/.*\/apikeys\?page=2&perPage=2$/),
      previous: "",
    });
    expect(page.body.cursor.pages.totalItems).toBeGreaterThanOrEqual(4);
    const desc = await api.get(`${O}/apikeys?sortBy=name&sortDirection=desc&perPage=100`);
    const names = desc.body.data.map((k: { name: string }) => k.name);
    expect(names).toEqual([...names].sort().reverse());
    expectError(await api.get(`${O}/apikeys?sortBy=secret`), 400, 1000, /sortBy/);
  });
});
