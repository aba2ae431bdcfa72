import { request } from "undici";
import { call, client, expectError, useTarget } from "../support/conformance";

/** Document 2 conventions that hold for every route: bearer auth, the one error body, paging. */
const t = useTarget();
const api = client(t);
let O: string;

beforeAll(() => {
  O = `/v4/organizations/${t.organizationId}`;
});

describe("authentication", () => {
  test("no Authorization header → 401 with the error body", async () => {
    expectError(await call(t.apiUrl, undefined, "GET", `${O}/apikeys`), 401, 1001, /bearer token/i);
  });

  test("a token that is not an API key's → 401", async () => {
    expectError(await client(t, "bm90OmFrZXk=").get(`${O}/apikeys`), 401);
    expectError(await client(t, "garbage").get(`${O}/apikeys`), 401);
  });

  test("a non-Bearer scheme → 401", async () => {
    expectError(await call(t.apiUrl, undefined, "GET", `${O}/apikeys`, undefined, { headers: { authorization: `Basic ${t.token}` } }), 401);
  });

  test("a member key reads but may not write: 403 code 1002", async () => {
    const { body } = await api.post(`${O}/apikeys`, { name: "m", organizationRoles: ["organizationMember"] });
    const m = client(t, body.token);
    expectError(await m.post(`${O}/apikeys`, { name: "x", organizationRoles: ["organizationMember"] }), 403, 1002, /roles/);
  });
});

describe("errors", () => {
  test("unknown route → 404 with the error body", async () => {
    expectError(await api.get("/v4/nowhere"), 404);
  });

  test("malformed JSON → 400 code 1000", async () => {
    expectError(await api.post(`${O}/apikeys`, undefined, { raw: "{nope", headers: { "content-type": "application/json" } }), 400, 1000, /JSON/);
  });

  test("a JSON body that is not an object → 400 code 1000", async () => {
    expectError(await api.post(`${O}/apikeys`, [1, 2]), 400, 1000);
    expectError(await api.post(`${O}/apikeys`, "text"), 400, 1000);
    expectError(await api.post(`${O}/apikeys`, undefined, { raw: "", headers: { "content-type": "application/json" } }), 400, 1000, /missing/);
  });

  test("an unsupported content type → 415 with the error body", async () => {
    expectError(await api.post(`${O}/apikeys`, undefined, { raw: "<a/>", headers: { "content-type": "application/xml" } }), 415);
  });

  test("a body over the limit → 413 with the error body, not a crash", async () => {
    const big = JSON.stringify({ name: "x".repeat(5 * 1024 * 1024), organizationRoles: ["organizationOwner"] });
    expectError(await api.post(`${O}/apikeys`, undefined, { raw: big, headers: { "content-type": "application/json" } }), 413);
  });

  test("a malformed uuid path parameter → 400 naming it; an unknown one → 404", async () => {
    expectError(await api.get(`/v4/organizations/not-a-uuid/apikeys`), 400, 1000, /organizationId/);
    expectError(await api.get(`/v4/organizations/00000000-0000-4000-8000-000000000000/apikeys`), 404);
  });

  test("prototype-polluting keys are refused, not merged", async () => {
    const res = await api.post(`${O}/apikeys`, undefined, {
      raw: '{"name":"p","organizationRoles":["organizationOwner"],"__proto__":{"admin":true}}',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe("paging", () => {
  test.each([
    ["page=0", /page/],
    ["page=abc", /page/],
    ["perPage=0", /perPage/],
    ["perPage=101", /perPage.*100/],
    // Past the largest exact integer: echoed wrong, then as Infinity (a 500) before.
    ["page=9007199254740993", /^Query parameter 'page' must be at most 9007199254740991; got 9007199254740993\.$/],
    [`page=${"9".repeat(400)}`, /^Query parameter 'page' must be at most 9007199254740991; got 9{40}…\.$/],
    ["sortDirection=up", /sortDirection/],
  ])("?%s → 400 naming the parameter", async (q, message) => {
    expectError(await api.get(`${O}/apikeys?${q}`), 400, 1000, message);
  });

  test("the cursor: pages, next/previous/last, totalItems, hrefs", async () => {
    for (let i = 0; i < 4; i++) await api.post(`${O}/apikeys`, { name: `p${i}`, organizationRoles: ["organizationMember"] });
    const total = (await api.get(`${O}/apikeys?perPage=100`)).body.cursor.pages.totalItems as number;
    const last = Math.ceil(total / 2);
    const p2 = await api.get(`${O}/apikeys?page=2&perPage=2`);
    expect(p2.body.cursor.pages).toEqual({ page: 2, next: last > 2 ? 3 : 0, previous: 1, last, perPage: 2, totalItems: total });
    expect(p2.body.cursor.hrefs.previous).toMatch(/page=1&perPage=2$/);
    const beyond = await api.get(`${O}/apikeys?page=${last + 5}&perPage=2`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });
});

test("connections are kept alive (keep-alive header on answers)", async () => {
  const res = await request(`${t.apiUrl}${O}/apikeys`, { headers: { authorization: `Bearer ${t.token}` } });
  await res.body.text();
  expect(String(res.headers.connection ?? "keep-alive")).toMatch(/keep-alive/i);
});
