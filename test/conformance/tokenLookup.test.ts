import { startConformanceServer } from "../../conformance";
import { allowListOf } from "../../conformance/core/cidr";
import { client, expectError, startTarget, type Target, useTarget } from "../support/conformance";

/** A bearer token finds its API key in constant time, however it was made — by a create, a
 *  rotation (generated or chosen secret), the bootstrap key's derived token, or
 *  DBPLANE_BOOTSTRAP_TOKEN (either form) — and stops working the moment its key is rotated,
 *  deleted or expires, however often it was used before (issue 12: verified tokens are
 *  remembered, never beyond what the store says). */
const owner = { organizationRoles: ["organizationOwner"] };

async function makeKeys(t: Target, n: number): Promise<Array<{ id: string; token: string }>> {
  const O = `/v4/organizations/${t.organizationId}`;
  const out = [];
  for (let i = 0; i < n; i++) {
    const res = await client(t).post(`${O}/apikeys`, { name: `key-${i}`, ...owner });
    expect(res.status).toBe(201);
    out.push(res.body);
  }
  return out;
}

/** Uses a token a few times (so that it is remembered), expecting `status`. */
async function use(t: Target, token: string, status: number): Promise<void> {
  for (let i = 0; i < 3; i++) expect((await client(t, token).get(`/v4/organizations/${t.organizationId}/apikeys?perPage=1`)).status).toBe(status);
}

describe("tokens of created and rotated keys", () => {
  const t = useTarget();
  const O = () => `/v4/organizations/${t.organizationId}`;

  test("each of many keys' tokens finds its own key; a right id with a wrong secret does not", async () => {
    const keys = await makeKeys(t, 40);
    for (const k of keys.slice(-5)) await use(t, k.token, 200);
    const [id] = Buffer.from(keys[0].token, "base64").toString("utf8").split(":");
    expect(id).toBe(keys[0].id);
    expectError(await client(t, Buffer.from(`${id}:${"x".repeat(64)}`).toString("base64")).get(`${O()}/apikeys`), 401);
    expectError(await client(t, "not-a-token").get(`${O()}/apikeys`), 401);
  });

  test("rotation: the old token, used before, is refused at once; the new one (generated or chosen) works", async () => {
    const [k] = await makeKeys(t, 1);
    await use(t, k.token, 200);
    const generated = await client(t).post(`${O()}/apikeys/${k.id}/rotate`, {});
    await use(t, k.token, 401);
    await use(t, generated.body.token, 200);
    const chosen = await client(t).post(`${O()}/apikeys/${k.id}/rotate`, { secret: "C".repeat(64) });
    expect(chosen.body.token).toBe(Buffer.from(`${k.id}:${"C".repeat(64)}`).toString("base64"));
    await use(t, generated.body.token, 401);
    await use(t, chosen.body.token, 200);
  });

  test("deletion and expiry: a token used before is refused at once", async () => {
    const [deleted] = await makeKeys(t, 1);
    await use(t, deleted.token, 200);
    expect((await client(t).delete(`${O()}/apikeys/${deleted.id}`)).status).toBe(204);
    await use(t, deleted.token, 401);

    const expiring = await client(t).post(`${O()}/apikeys`, { name: "short", expiry: 0.01, ...owner });
    await use(t, expiring.body.token, 200);
    await client(t).control("POST", "clock", { advanceMs: 0.01 * 86_400_000 + 1000 });
    await use(t, expiring.body.token, 401);
  });

  test("the bootstrap key's derived token: refused once rotated, its own again after a reset", async () => {
    await use(t, t.token, 200);
    const seeded = t.server!.apiKeyId;
    const rotated = await client(t).post(`${O()}/apikeys/${seeded}/rotate`, {});
    await use(t, t.token, 401);
    await use(t, rotated.body.token, 200);
    expect((await client(t).control("POST", "reset")).status).toBe(200);
    await use(t, t.token, 200);
    await use(t, rotated.body.token, 401);
  });
});

describe("DBPLANE_BOOTSTRAP_TOKEN", () => {
  const withEnv = async (token: string, run: (t: Target) => Promise<void>) => {
    const saved = process.env.DBPLANE_BOOTSTRAP_TOKEN;
    process.env.DBPLANE_BOOTSTRAP_TOKEN = token;
    let t: Target;
    try {
      t = await startTarget();
    } finally {
      if (saved === undefined) delete process.env.DBPLANE_BOOTSTRAP_TOKEN;
      else process.env.DBPLANE_BOOTSTRAP_TOKEN = saved;
    }
    try {
      await run(t);
    } finally {
      await t.close();
    }
  };

  test("a token of any form, among many keys: found; rotated away; back after a reset", async () => {
    await withEnv("fixed-token_not-base64-of-id-and-secret", async (t) => {
      expect(t.token).toBe("fixed-token_not-base64-of-id-and-secret");
      const keys = await makeKeys(t, 60);
      await use(t, t.token, 200);
      await use(t, keys[59].token, 200);
      const O = `/v4/organizations/${t.organizationId}`;
      const rotated = await client(t).post(`${O}/apikeys/${t.server!.apiKeyId}/rotate`, {});
      await use(t, t.token, 401);
      await use(t, rotated.body.token, 200);
      expect((await client(t).control("POST", "reset")).status).toBe(200);
      await use(t, t.token, 200);
      await use(t, keys[59].token, 401);
    });
  });

  test("a base64(id:secret) token is the bootstrap key's own id and secret", async () => {
    const id = "0123456789ABCDEF0123456789ABCDEF";
    const token = Buffer.from(`${id}:${"S".repeat(64)}`).toString("base64");
    await withEnv(token, async (t) => {
      expect(t.server!.apiKeyId).toBe(id);
      await use(t, token, 200);
      await use(t, Buffer.from(`${id}:${"T".repeat(64)}`).toString("base64"), 401);
    });
  });
});

describe("allow-lists", () => {
  const t = useTarget();
  const O = () => `/v4/organizations/${t.organizationId}`;

  test("each key's own list applies, whatever the keys used before it", async () => {
    const make = async (allowedCIDRs: string[]) => {
      const res = await client(t).post(`${O()}/apikeys`, { name: "cidr", allowedCIDRs, ...owner });
      expect(res.status).toBe(201);
      return res.body.token as string;
    };
    const elsewhere = await make(["10.0.0.0/8"]);
    const loopback = await make(["127.0.0.1/32"]);
    const both = await make(["10.0.0.0/8", "127.0.0.0/8"]);
    const neighbour = await make(["127.0.0.2"]);
    for (let i = 0; i < 2; i++) {
      expectError(await client(t, elsewhere).get(`${O()}/apikeys`), 403, undefined, /allowedCIDRs/);
      expect((await client(t, loopback).get(`${O()}/apikeys`)).status).toBe(200);
      expect((await client(t, both).get(`${O()}/apikeys`)).status).toBe(200);
      expectError(await client(t, neighbour).get(`${O()}/apikeys`), 403);
    }
  });

  test("a list is compiled once, and again as soon as it changes (in place or replaced)", () => {
    const cidrs = ["10.0.0.0/8"];
    const compiled = allowListOf(cidrs);
    expect(allowListOf(cidrs)).toBe(compiled);
    expect(compiled.allows("127.0.0.1")).toBe(false);
    cidrs.push("127.0.0.0/8");
    expect(allowListOf(cidrs).allows("127.0.0.1")).toBe(true);
    expect(allowListOf(cidrs).allows("::ffff:127.0.0.1")).toBe(true);
    cidrs.splice(1, 1);
    expect(allowListOf(cidrs).allows("127.0.0.1")).toBe(false);
    expect(allowListOf(["0.0.0.0/0"]).allows("192.0.2.7")).toBe(true);
    expect(allowListOf(["2001:db8::/32"]).allows("2001:db8::1")).toBe(true);
    expect(allowListOf(["2001:db8::/32"]).allows("127.0.0.1")).toBe(false);
  });

  test("the answer remembered for the last address is that address's only: callers in turn, every octet counted", () => {
    const list = allowListOf(["10.1.2.0/24", "192.168.255.255"]);
    const calls: Array<[string, boolean]> = [
      ["10.1.2.3", true],
      ["10.1.3.3", false],
      ["10.1.3.3", false],
      ["10.1.2.254", true],
      ["192.168.255.255", true],
      ["192.168.255.254", false],
      ["::ffff:10.1.2.9", true],
      ["2001:db8::1", false],
      ["10.1.2.3", true],
    ];
    for (const [ip, allowed] of calls) expect([ip, list.allows(ip)]).toEqual([ip, allowed]);
  });
});

describe("the request log", () => {
  test("keeps the latest requests, oldest first, up to its bound", async () => {
    const server = await startConformanceServer({ requestLogSize: 5 });
    try {
      const t = { apiUrl: server.apiUrl, token: server.apiToken };
      const O = `/v4/organizations/${server.organizationId}`;
      for (let i = 0; i < 8; i++) await client(t).get(`${O}/apikeys?page=${i + 1}`);
      const log = (await client(t).control("GET", "requests")).body.data as Array<{ path: string; at: string; status: number }>;
      expect(log.map((r) => r.path)).toEqual([4, 5, 6, 7, 8].map((p) => `${O}/apikeys?page=${p}`));
      expect(log.every((r) => r.status === 200 && !Number.isNaN(Date.parse(r.at)))).toBe(true);
      expect([...log.map((r) => r.at)].sort()).toEqual(log.map((r) => r.at));
      expect((await client(t).control("DELETE", "requests")).status).toBe(204);
      await client(t).get(`${O}/apikeys/nope`);
      expect((await client(t).control("GET", "requests")).body.data).toEqual([
        expect.objectContaining({ api: "management", method: "GET", path: `${O}/apikeys/nope`, status: 404 }),
      ]);
    } finally {
      await server.close();
    }
  });

  test("a bound below one is refused when the server starts", async () => {
    await expect(startConformanceServer({ requestLogSize: 0 })).rejects.toThrow(/at least one/);
  });
});
