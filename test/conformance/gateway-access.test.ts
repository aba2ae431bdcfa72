import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startConformanceServer } from "../../conformance";
import { basic, expectGatewayError, gateway, startGateway, type As, type Gateway } from "../support/gateway";

/** The gateway's access index: who may read what follows every kind of write at once
 *  — a document created, moved between channels, deleted; a sync function's access() to a user
 *  or to a role, role(), revoked by the next revision or a deletion; a grant that precedes its
 *  user; GUEST — observed through the public API (the caller's channels, reads, _all_docs), as
 *  a Basic user and as a session user, and it survives a restart from the data directory. */
const SYNC = `function (doc, oldDoc) {
  channel(doc.channels);
  if (doc.grant) access(doc.grant.to, doc.grant.channels);
  if (doc.roles) role(doc.roles.to, doc.roles.names);
}`;

let gw: Gateway;
const writer = { user: "writer", password: "pass-word" };
const as = (user: string): As => ({ user, password: "pass-word" });

/** The channels a caller reads now, as `GET /{db}/_session` tells it. */
async function channelsOf(db: string, who: As): Promise<string[]> {
  const res = await gw.pub("GET", `/${db}/_session`, undefined, who);
  expect(res.status).toBe(200);
  return Object.keys(res.body.userCtx.channels).sort();
}

/** Ids of the documents `_all_docs` shows the caller. */
async function visible(db: string, who: As): Promise<string[]> {
  const res = await gw.pub("GET", `/${db}/_all_docs`, undefined, who);
  expect(res.status).toBe(200);
  return res.body.rows.map((r: { id: string }) => r.id);
}

async function put(db: string, id: string, body: Record<string, unknown>, rev?: string): Promise<string> {
  const res = await gw.pub("PUT", `/${db}/${id}${rev ? `?rev=${rev}` : ""}`, body, writer);
  expect(res.status).toBe(201);
  return res.body.rev;
}

async function remove(db: string, id: string, rev: string): Promise<void> {
  expect((await gw.pub("DELETE", `/${db}/${id}?rev=${rev}`, undefined, writer)).status).toBe(200);
}

/** A session cookie of `user`, made through the admin API. */
async function sessionOf(db: string, user: string): Promise<As> {
  const res = await gw.admin.post(`/${db}/_session`, { name: user });
  expect(res.status).toBe(200);
  return { cookie: `${res.body.cookie_name}=${res.body.session_id}` };
}

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

describe("documents' channels", () => {
  beforeAll(async () => {
    await gw.createDb("paint", { sync: SYNC });
    await gw.createUser("paint", "writer", { admin_channels: ["*"] });
    await gw.createUser("paint", "ruby", { admin_channels: ["red"] });
    await gw.createUser("paint", "blue", { admin_channels: ["blue"] });
  });

  test("create, then an update that moves the document to another channel, then a delete", async () => {
    const rev1 = await put("paint", "swatch", { channels: ["red"] });
    expect((await gw.pub("GET", "/paint/swatch", undefined, as("ruby"))).status).toBe(200);
    expectGatewayError(await gw.pub("GET", "/paint/swatch", undefined, as("blue")), 403);
    expect(await visible("paint", as("ruby"))).toEqual(["swatch"]);
    expect(await visible("paint", as("blue"))).toEqual([]);

    const rev2 = await put("paint", "swatch", { channels: ["blue"] }, rev1);
    expectGatewayError(await gw.pub("GET", "/paint/swatch", undefined, as("ruby")), 403);
    expect((await gw.pub("GET", "/paint/swatch", undefined, as("blue"))).status).toBe(200);
    expect(await visible("paint", as("ruby"))).toEqual([]);
    expect(await visible("paint", as("blue"))).toEqual(["swatch"]);

    await remove("paint", "swatch", rev2);
    expectGatewayError(await gw.pub("GET", "/paint/swatch", undefined, as("blue")), 404, /deleted/);
    expect(await visible("paint", as("blue"))).toEqual([]);
  });
});

describe("access() and role() grants", () => {
  beforeAll(async () => {
    await gw.createDb("club", { sync: SYNC });
    await gw.createUser("club", "writer", { admin_channels: ["*"] });
    await gw.createUser("club", "uma");
    await gw.createUser("club", "vic", { admin_roles: ["editors"] });
    await gw.createUser("club", "wes");
    for (const c of ["green", "yellow", "purple", "orange"]) await put("club", `in-${c}`, { channels: [c] });
  });

  test("access() to a user: granted by a document, moved by its next revision, revoked by its deletion (Basic and session)", async () => {
    const session = await sessionOf("club", "uma");
    expect(await channelsOf("club", as("uma"))).toEqual(["!"]);
    const rev1 = await put("club", "uma-pass", { channels: ["passes"], grant: { to: "uma", channels: ["green"] } });
    for (const who of [as("uma"), session]) {
      expect(await channelsOf("club", who)).toEqual(["!", "green"]);
      expect((await gw.pub("GET", "/club/in-green", undefined, who)).status).toBe(200);
    }
    const rev2 = await put("club", "uma-pass", { channels: ["passes"], grant: { to: "uma", channels: ["yellow"] } }, rev1);
    for (const who of [as("uma"), session]) {
      expect(await channelsOf("club", who)).toEqual(["!", "yellow"]);
      expectGatewayError(await gw.pub("GET", "/club/in-green", undefined, who), 403);
      expect(await visible("club", who)).toEqual(["in-yellow"]);
    }
    await remove("club", "uma-pass", rev2);
    for (const who of [as("uma"), session]) expect(await channelsOf("club", who)).toEqual(["!"]);
    expect((await gw.admin.get("/club/_user/uma")).body.all_channels).toEqual(["!"]);
  });

  test("two documents granting the same channel: revoking one keeps the other's grant", async () => {
    const a = await put("club", "grant-a", { channels: ["passes"], grant: { to: "wes", channels: ["orange"] } });
    await put("club", "grant-b", { channels: ["passes"], grant: { to: ["wes", "uma"], channels: ["orange"] } });
    await remove("club", "grant-a", a);
    expect(await channelsOf("club", as("wes"))).toEqual(["!", "orange"]);
    expect(await channelsOf("club", as("uma"))).toEqual(["!", "orange"]);
  });

  test("access() to a role reaches the role's users; role() gives a user that role, and takes it back", async () => {
    await put("club", "editors-read", { channels: ["passes"], grant: { to: "role:editors", channels: ["purple"] } });
    expect(await channelsOf("club", as("vic"))).toContain("purple"); // admin_roles
    expect(await channelsOf("club", as("wes"))).not.toContain("purple");
    const given = await put("club", "wes-edits", { channels: ["passes"], roles: { to: "wes", names: ["role:editors"] } });
    expect(await channelsOf("club", as("wes"))).toContain("purple");
    expect((await gw.pub("GET", "/club/in-purple", undefined, as("wes"))).status).toBe(200);
    expect((await gw.admin.get("/club/_user/wes")).body.roles).toEqual(["editors"]);
    await remove("club", "wes-edits", given);
    expect(await channelsOf("club", as("wes"))).not.toContain("purple");
    expectGatewayError(await gw.pub("GET", "/club/in-purple", undefined, as("wes")), 403);
    // An empty set is left out of the read, as the gateway leaves it out.
    expect((await gw.admin.get("/club/_user/wes")).body).not.toHaveProperty("roles");
  });

  test("a grant made before its user exists applies to the user created after it", async () => {
    await put("club", "for-later", { channels: ["passes"], grant: { to: "zed", channels: ["green"] } });
    await gw.createUser("club", "zed");
    expect(await channelsOf("club", as("zed"))).toEqual(["!", "green"]);
    expect((await gw.pub("GET", "/club/in-green", undefined, as("zed"))).status).toBe(200);
  });

  test("grants are the database's own: the same user name in another database has none of them", async () => {
    await gw.createDb("annex", { sync: SYNC });
    await gw.createUser("annex", "zed");
    expect(await channelsOf("annex", as("zed"))).toEqual(["!"]);
  });

  test("a dropped database's grants go with it: recreated, its users start with none", async () => {
    await gw.createDb("brief", { sync: SYNC });
    await gw.createUser("brief", "writer", { admin_channels: ["*"] });
    await gw.createUser("brief", "amy");
    await put("brief", "amy-pass", { channels: ["x"], grant: { to: "amy", channels: ["secret"] } });
    expect(await channelsOf("brief", as("amy"))).toContain("secret");
    expect((await gw.admin.delete("/brief/")).status).toBe(200);
    await gw.createDb("brief", { sync: SYNC });
    await gw.createUser("brief", "amy");
    expect(await channelsOf("brief", as("amy"))).toEqual(["!"]);
  });
});

describe("GUEST", () => {
  beforeAll(async () => {
    await gw.createDb("lobby", { sync: SYNC });
    await gw.createUser("lobby", "writer", { admin_channels: ["*"] });
    await put("lobby", "welcome", { channels: ["hall"] });
    expect((await gw.admin.put("/lobby/_user/GUEST", { disabled: false })).status).toBe(200);
  });

  test("enabled without channels, GUEST reads nothing; access() to GUEST lets anonymous callers read, until revoked", async () => {
    expectGatewayError(await gw.pub("GET", "/lobby/welcome"), 403);
    expect(await visible("lobby", undefined)).toEqual([]);
    const rev = await put("lobby", "open-hall", { channels: ["x"], grant: { to: "GUEST", channels: ["hall"] } });
    expect((await gw.pub("GET", "/lobby/welcome")).status).toBe(200);
    expect(await visible("lobby", undefined)).toEqual(["welcome"]);
    await remove("lobby", "open-hall", rev);
    expectGatewayError(await gw.pub("GET", "/lobby/welcome"), 403);
  });
});

describe("after a restart from the data directory", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-access-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("grants, and revocations, are what the stored documents say", async () => {
    const start = () => startConformanceServer({ dataDir: dir, gatewayAdminPassword: "admin-pass" });
    let server = await start();
    const admin = () => gateway(server.gatewayAdminUrl, basic(server.gatewayAdminUsername, "admin-pass"));
    const pub = (user: string) => gateway(server.gatewayPublicUrl, basic(user, "pass-word"));
    try {
      expect((await admin().put("/kept/", { bucket: "kept", sync: SYNC })).status).toBe(201);
      for (const user of ["writer", "kim", "lee"]) {
        expect((await admin().put(`/kept/_user/${user}`, { password: "pass-word", ...(user === "writer" ? { admin_channels: ["*"] } : {}) })).status).toBe(201);
      }
      expect((await pub("writer").put("/kept/kim-pass", { channels: ["x"], grant: { to: "kim", channels: ["vault"] } })).status).toBe(201);
      const lee = await pub("writer").put("/kept/lee-pass", { channels: ["x"], grant: { to: "lee", channels: ["vault"] } });
      expect((await pub("writer").delete(`/kept/lee-pass?rev=${lee.body.rev}`)).status).toBe(200);
      await server.close();
      server = await start();
      const channels = async (user: string) => Object.keys((await pub(user).get("/kept/_session")).body.userCtx.channels).sort();
      expect(await channels("kim")).toEqual(["!", "vault"]);
      expect(await channels("lee")).toEqual(["!"]);
    } finally {
      await server.close();
    }
  });
});
