import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startConformanceServer } from "../../conformance";
import { client, expectError, paths, type Target, useTarget } from "../support/conformance";
import { basic, gateway, gatewayAdmin } from "../support/gateway";

/** Lists read an index by parent scope, kept sorted by the fields they sort by (issue 12): what a
 *  list answers — its items, their order for every sort field and direction, its pages — is what
 *  a sort of the whole collection would give, however the collection changed (creates, deletes,
 *  a parent deleted with its children, a reset, a restart from the data directory). The model
 *  here: ascending by the sort fields, ties in creation order; descending is the exact reverse. */
const STEP = 60_000;

interface Key {
  id: string;
  name: string;
  expiry: number;
  audit: { createdAt: string };
}

const collator = new Intl.Collator();
const compare = (a: unknown, b: unknown): number =>
  typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b));

/** The model's order of `items` (given in creation order). */
function ordered<T>(items: T[], fields: Array<(x: T) => unknown>, desc: boolean): T[] {
  const ranked = items.map((item, arrival) => ({ item, arrival }));
  ranked.sort((a, b) => {
    for (const f of fields) {
      const c = compare(f(a.item), f(b.item));
      if (c !== 0) return c;
    }
    return a.arrival - b.arrival;
  });
  const out = ranked.map((r) => r.item);
  return desc ? out.reverse() : out;
}

/** Every page of a list, in order, checking each page's cursor. */
async function walk(api: ReturnType<typeof client>, url: string, query: string, perPage: number): Promise<Array<Record<string, unknown>>> {
  const first = await api.get(`${url}?perPage=${perPage}&page=1${query}`);
  expect(first.status).toBe(200);
  const { totalItems, last } = first.body.cursor.pages;
  expect(last).toBe(Math.max(1, Math.ceil(totalItems / perPage)));
  const items = [...first.body.data];
  for (let page = 2; page <= last; page++) {
    const res = await api.get(`${url}?perPage=${perPage}&page=${page}${query}`);
    expect(res.body.cursor.pages).toEqual({ page, ...(page < last ? { next: page + 1 } : {}), previous: page - 1, last, perPage, totalItems });
    expect(res.body.cursor.hrefs.previous).toMatch(new RegExp(`\\?page=${page - 1}&perPage=${perPage}$`));
    items.push(...res.body.data);
  }
  expect(items).toHaveLength(totalItems);
  return items;
}

describe("API keys: one organization's keys through its index", () => {
  const t = useTarget();
  const api = client(t);
  const O = () => `/v4/organizations/${t.organizationId}`;
  /** The model: every key of the organization, in creation order. */
  let keys: Key[] = [];

  const create = async (name: string, expiry: number): Promise<Key> => {
    const res = await api.post(`${O()}/apikeys`, { name, expiry, organizationRoles: ["organizationMember"] });
    expect(res.status).toBe(201);
    const read = await api.get(`${O()}/apikeys/${res.body.id}`);
    keys.push(read.body);
    return read.body;
  };

  /** Every sort field and direction, walked page by page, against the model; and sorting by two
   *  fields, which no index keeps (the page is selected from the whole list). */
  const expectListsMatchModel = async () => {
    const fields: Record<string, (k: Key) => unknown> = { createdAt: (k) => k.audit.createdAt, name: (k) => k.name, expiry: (k) => k.expiry };
    for (const [field, read] of Object.entries(fields)) {
      for (const desc of [false, true]) {
        const listed = await walk(api, `${O()}/apikeys`, `&sortBy=${field}&sortDirection=${desc ? "desc" : "asc"}`, 4);
        expect(listed.map((k) => k.id)).toEqual(ordered(keys, [read], desc).map((k) => k.id));
      }
    }
    const byDefault = await walk(api, `${O()}/apikeys`, "", 7);
    expect(byDefault.map((k) => k.id)).toEqual(keys.map((k) => k.id));
    const twoFields = await walk(api, `${O()}/apikeys`, "&sortBy=expiry,name&sortDirection=desc", 3);
    expect(twoFields.map((k) => k.id)).toEqual(ordered(keys, [(k) => k.expiry, (k) => k.name], true).map((k) => k.id));
  };

  beforeAll(async () => {
    keys = (await walk(api, `${O()}/apikeys`, "", 100)) as unknown as Key[];
    expect(keys).toHaveLength(1); // the bootstrap key
  });

  test("after creates: every field, direction and page is the model's order (ties in creation order)", async () => {
    const names = ["mango", "apple", "kiwi", "banana", "cherry", "apple", "date", "fig", "grape", "lemon", "nectarine", "orange", "papaya", "quince", "kiwi"];
    for (const [i, name] of names.entries()) await create(`${name}-key`, [30, 180, 0.5, 180][i % 4]);
    await expectListsMatchModel();
  });

  test("after deletes (first, middle, last) and more creates", async () => {
    const gone = [keys[1], keys[7], keys[keys.length - 1]];
    for (const k of gone) expect((await api.delete(`${O()}/apikeys/${k.id}`)).status).toBe(204);
    keys = keys.filter((k) => !gone.includes(k));
    for (const name of ["apricot", "zucchini", "apple"]) await create(`${name}-key`, 7);
    await expectListsMatchModel();
  });

  test("a page past the end is empty and still counts the list; a rotation changes nothing of the order", async () => {
    const past = await api.get(`${O()}/apikeys?perPage=10&page=50`);
    expect(past.body.data).toEqual([]);
    expect(past.body.cursor.pages).toMatchObject({ page: 50, totalItems: keys.length });
    expect(past.body.cursor.pages.next).toBeUndefined();
    expect((await api.post(`${O()}/apikeys/${keys[3].id}/rotate`, {})).status).toBe(200);
    keys[3] = (await api.get(`${O()}/apikeys/${keys[3].id}`)).body;
    await expectListsMatchModel();
  });

  test("each listed key is exactly what a read of it answers, and a read answers exactly the documented fields", async () => {
    const listed = await walk(api, `${O()}/apikeys`, "", 100);
    for (const item of listed) expect(item).toEqual((await api.get(`${O()}/apikeys/${item.id}`)).body);
    const k = keys[2];
    expect((await api.get(`${O()}/apikeys/${k.id}`)).body).toEqual({
      id: k.id,
      name: k.name,
      description: "",
      expiry: k.expiry,
      allowedCIDRs: ["0.0.0.0/0"],
      organizationRoles: ["organizationMember"],
      resources: [],
      audit: { createdBy: expect.any(String), createdAt: k.audit.createdAt, modifiedBy: expect.any(String), modifiedAt: expect.any(String), version: 1 },
    });
  });

  test("a reset empties the index: the bootstrap key alone, then new keys in order", async () => {
    expect((await api.control("POST", "reset")).status).toBe(200);
    keys = (await walk(api, `${O()}/apikeys`, "", 100)) as unknown as Key[];
    expect(keys.map((k) => k.name)).toEqual(["bootstrap"]);
    for (const name of ["second", "first", "third"]) await create(name, 1);
    await expectListsMatchModel();
  });

  test("a list larger than the index's blocks (1,300 keys): sorted orders made, then kept through creates and deletes anywhere in them", async () => {
    // Names in no order, so creates land all over the sorted-by-name order; the orders exist
    // (listed once) before most of the creates and every delete.
    const name = (i: number) => `k-${(i * 7919) % 1300}-${i}`;
    for (let i = 0; i < 300; i++) await create(name(i), [30, 180, 7][i % 3]);
    for (const field of ["name", "expiry", "createdAt"]) expect((await api.get(`${O()}/apikeys?perPage=1&sortBy=${field}`)).status).toBe(200);
    for (let i = 300; i < 1300; i++) await create(name(i), [30, 180, 7][i % 3]);
    const gone = keys.filter((_, i) => i % 5 === 2);
    for (const k of gone) expect((await api.delete(`${O()}/apikeys/${k.id}`)).status).toBe(204);
    keys = keys.filter((k) => !gone.includes(k));
    const fields: Record<string, (k: Key) => unknown> = { name: (k) => k.name, expiry: (k) => k.expiry, createdAt: (k) => k.audit.createdAt };
    for (const [field, read] of Object.entries(fields)) {
      for (const desc of [false, true]) {
        const listed = await walk(api, `${O()}/apikeys`, `&sortBy=${field}&sortDirection=${desc ? "desc" : "asc"}`, 97);
        expect(listed.map((k) => k.id)).toEqual(ordered(keys, [read], desc).map((k) => k.id));
      }
    }
  }, 60_000);
});

describe("buckets and cluster allow-lists: one cluster's entries, never another's", () => {
  const t = useTarget();
  const api = client(t);

  test("buckets list (all at once: the list is not paged) by name per cluster, after creates and deletes", async () => {
    const gcp = t.clusters.find((c) => c.cloudProvider === "gcp")!.id;
    const { C } = paths(t);
    const other = paths(t, gcp).C;
    const names = ["travel", "alpha", "sales", "beta", "metrics"];
    for (const name of names) expect((await api.post(`${C}/buckets`, { name, memoryAllocationInMb: 100 })).status).toBe(201);
    expect((await api.post(`${other}/buckets`, { name: "elsewhere", memoryAllocationInMb: 100 })).status).toBe(201);
    const listed = async (c = C) => (await api.get(`${c}/buckets`)).body.data.map((b: { name: string }) => b.name);
    expect(await listed()).toEqual([...names].sort(collator.compare));
    const beta = (await api.get(`${C}/buckets`)).body.data.find((b: { name: string }) => b.name === "beta");
    expect((await api.delete(`${C}/buckets/${beta.id}`)).status).toBe(204);
    expect(await listed()).toEqual(names.filter((n) => n !== "beta").sort(collator.compare));
    expect(await listed(other)).toEqual(["elsewhere"]);
  });

  test("a cluster's allowed CIDRs list its own entries in creation order; deleted ones are gone", async () => {
    const { C } = paths(t);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.post(`${C}/allowedcidrs`, { cidr: `10.${i}.0.0/16` });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    expect((await api.delete(`${C}/allowedcidrs/${ids[2]}`)).status).toBe(204);
    const listed = await walk(api, `${C}/allowedcidrs`, "", 4);
    expect(listed.map((e) => e.id)).toEqual(ids.filter((_, i) => i !== 2));
    expect((await walk(api, `${C}/allowedcidrs`, "&sortDirection=desc", 4)).map((e) => e.id)).toEqual(ids.filter((_, i) => i !== 2).reverse());
  });
});

describe("a deleted App Service takes its children out of every index", () => {
  const t = useTarget({ transitionMs: STEP });
  const api = client(t);
  const advance = (steps: number) => api.control("POST", "clock", { advanceMs: steps * STEP });

  const healthyService = async (name: string): Promise<string> => {
    const res = await api.post(`${paths(t).C}/appservices`, { name });
    expect(res.status).toBe(201);
    await advance(3);
    return res.body.id;
  };

  test("its endpoints, admin users and their gateway databases (documents and grants) are gone; a new service starts empty", async () => {
    const { C, A, O } = paths(t);
    expect((await api.post(`${C}/buckets`, { name: "travel" })).status).toBe(201);
    const first = await healthyService("first");
    for (const name of ["orders", "stock"]) expect((await api.post(`${A(first)}/appEndpoints`, { name, bucket: "travel" })).status).toBe(201);
    expect((await api.post(`${A(first)}/adminUsers`, { name: "ops", password: "Adm1n!pass", access: { accessAllEndpoints: true } })).status).toBe(201);
    await advance(1);
    // A document that grants a channel, in the endpoint's database.
    const admin = gatewayAdmin(t);
    expect((await admin.put("/orders/_user/ann", { password: "pass-word" })).status).toBe(201);
    const pub = gateway(t.server!.gatewayPublicUrl, basic("ann", "pass-word"));
    expect((await admin.put("/orders/_user/writer", { password: "pass-word", admin_channels: ["*"] })).status).toBe(201);
    const writer = gateway(t.server!.gatewayPublicUrl, basic("writer", "pass-word"));
    expect((await writer.put("/orders/grant", { channels: ["ann"] })).status).toBe(201);
    expect((await pub.get("/orders/_session")).body.userCtx.name).toBe("ann");

    expect((await api.delete(A(first))).status).toBe(202);
    await advance(3);
    expectError(await api.get(`${A(first)}/appEndpoints`), 404);
    expect((await api.get(`${O}/appservices`)).body.data).toEqual([]);

    const second = await healthyService("second");
    expect((await walk(api, `${A(second)}/appEndpoints`, "", 10)).map((e) => e.name)).toEqual([]);
    expect(await walk(api, `${A(second)}/adminUsers`, "", 10)).toEqual([]);
    expect((await api.post(`${A(second)}/appEndpoints`, { name: "orders", bucket: "travel" })).status).toBe(201);
    await advance(1);
    expect((await walk(api, `${A(second)}/appEndpoints`, "", 10)).map((e) => e.name)).toEqual(["orders"]);
    expect((await admin.put("/orders/_user/writer", { password: "pass-word", admin_channels: ["*"] })).status).toBe(201);
    const rows = await writer.get("/orders/_all_docs");
    expect(rows.body).toMatchObject({ rows: [], total_rows: 0 });
  });
});

describe("indexes after a restart from the data directory", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-indexes-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a list answers the same pages, in the same order, as before the restart", async () => {
    const start = async (): Promise<Target> => {
      const server = await startConformanceServer({ dataDir: dir, transitionMs: 1000 });
      return { ...server, token: server.apiToken, server, close: () => server.close() };
    };
    let t = await start();
    const O = `/v4/organizations/${t.organizationId}`;
    for (const name of ["delta", "alpha", "charlie", "bravo", "echo"]) expect((await client(t).post(`${O}/apikeys`, { name, organizationRoles: ["organizationMember"] })).status).toBe(201);
    const before = [await walk(client(t), `${O}/apikeys`, "", 2), await walk(client(t), `${O}/apikeys`, "&sortBy=name&sortDirection=desc", 2)];
    await t.close();
    t = await start();
    try {
      const after = [await walk(client(t), `${O}/apikeys`, "", 2), await walk(client(t), `${O}/apikeys`, "&sortBy=name&sortDirection=desc", 2)];
      expect(after).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
