import { call } from "../support/conformance";
import { expectGatewayError, type Gateway, startGateway } from "../support/gateway";

/** The gateway's server welcome (`GET /`) and database info (`GET /{db}/`) on both ports, as
 *  the real gateway answers them, and `update_seq`: the database's last sequence, one more for
 *  every document write (create, update, delete). */
let g: Gateway;
const ann = { user: "ann", password: "pass-word" };

beforeAll(async () => {
  g = await startGateway();
  await g.createDb("info");
  await g.createUser("info", "ann", { admin_channels: ["*"] });
});
afterAll(() => g.close());

const publicInfo = async (db = "info") => (await g.pub("GET", `/${db}/`, undefined, ann)).body;
const adminInfo = async (db = "info") => (await g.admin.get(`/${db}/`)).body;

describe("GET /", () => {
  test("public port: the welcome, without ADMIN", async () => {
    const res = await g.pub("GET", "/");
    expect(res.status).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      couchdb: "Welcome",
      vendor: { name: expect.any(String), version: expect.stringMatching(/^\d+\.\d+$/) },
      version: expect.stringMatching(/\/\d+\.\d+\.\d+/),
    });
  });

  test("admin port: the same welcome with ADMIN: true, for a logged-in admin only", async () => {
    const res = await g.admin.get("/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...(await g.pub("GET", "/")).body, ADMIN: true });
    expectGatewayError(await call(g.t.server!.gatewayAdminUrl, undefined, "GET", "/"), 401);
  });
});

describe("GET /{db}/", () => {
  test("public port: the database info, with or without the trailing slash", async () => {
    const res = await g.pub("GET", "/info/", undefined, ann);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      db_name: "info",
      update_seq: expect.any(Number),
      committed_update_seq: res.body.update_seq,
      instance_start_time: expect.any(Number),
      compact_running: false,
      purge_seq: 0,
      disk_format_version: 0,
      state: "Online",
      server_uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // Microseconds since the epoch, as the real gateway reports them.
    expect(res.body.instance_start_time).toBeGreaterThan(Date.parse("2020-01-01") * 1000);
    expect((await g.pub("GET", "/info", undefined, ann)).body).toEqual(res.body);
    expect(await adminInfo()).toEqual(res.body);
  });

  test("public port: the caller's auth rules — GUEST disabled is 401, bad credentials 401, unknown db 404", async () => {
    const anonymous = await g.pub("GET", "/info/");
    expectGatewayError(anonymous, 401);
    expect(anonymous.headers["www-authenticate"]).toMatch(/^Basic realm=/);
    expectGatewayError(await g.pub("GET", "/info/", undefined, { user: "ann", password: "wrong" }), 401, /Invalid login/);
    expectGatewayError(await g.pub("GET", "/nodb/", undefined, ann), 404, /no such database "nodb"/);
    // An enabled GUEST may read it.
    expect((await g.admin.put("/info/_user/GUEST", { disabled: false })).status).toBe(200);
    expect((await g.pub("GET", "/info/")).status).toBe(200);
    expect((await g.admin.put("/info/_user/GUEST", { disabled: true })).status).toBe(200);
  });

  test("an offline database: 503 on the public port, state Offline on the admin port", async () => {
    await g.createDb("napping");
    expect((await g.admin.post("/napping/_offline")).status).toBe(200);
    expectGatewayError(await g.pub("GET", "/napping/", undefined, ann), 503);
    expect((await adminInfo("napping")).state).toBe("Offline");
    expect((await g.admin.post("/napping/_online")).status).toBe(200);
    expect((await adminInfo("napping")).state).toBe("Online");
  });
});

describe("update_seq counts document writes", () => {
  test("create, update and delete each add one, on both ports and in _all_docs; a refused write adds none", async () => {
    const start = (await publicInfo()).update_seq;
    const created = await g.pub("PUT", "/info/seq1", { n: 1 }, ann);
    expect(created.status).toBe(201);
    expect((await publicInfo()).update_seq).toBe(start + 1);

    const updated = await g.pub("PUT", `/info/seq1?rev=${created.body.rev}`, { n: 2 }, ann);
    expect(updated.status).toBe(201);
    expect((await publicInfo()).update_seq).toBe(start + 2);

    expectGatewayError(await g.pub("PUT", "/info/seq1", { n: 3 }, ann), 409);
    expect((await publicInfo()).update_seq).toBe(start + 2);

    const deleted = await g.pub("DELETE", `/info/seq1?rev=${updated.body.rev}`, undefined, ann);
    expect(deleted.status).toBe(200);
    const after = await publicInfo();
    expect(after).toMatchObject({ update_seq: start + 3, committed_update_seq: start + 3 });
    expect((await adminInfo()).update_seq).toBe(start + 3);
    expect((await g.pub("GET", "/info/_all_docs", undefined, ann)).body.update_seq).toBe(start + 3);
  });

  test("each database keeps its own sequence", async () => {
    await g.createDb("other");
    await g.createUser("other", "ann", { admin_channels: ["*"] });
    const before = (await adminInfo("other")).update_seq;
    const infoBefore = (await adminInfo()).update_seq;
    expect((await g.pub("PUT", "/info/seq2", {}, ann)).status).toBe(201);
    expect((await adminInfo("other")).update_seq).toBe(before);
    expect((await adminInfo()).update_seq).toBe(infoBefore + 1);
  });
});
