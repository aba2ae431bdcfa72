import { randomUUID } from "node:crypto";
import { client, expectError, paths, type Response, useTarget } from "../support/conformance";

/** Document 3, "Billing" (request, response, categories, prepaid credits, pay-as-you-go) and
 *  "Billing (O, plus P, C for itemised)" (operations, CSV file names and columns); document 4:
 *  under `O/billing/`. Paths and synthetic figures: conformance/management/billing.ts. Per day,
 *  the enterprise aws cluster spends 18.40 + 1.25 + 52.80 + 3.12 = 75.57 (paid with the year's
 *  prepaid credit), the devPro gcp cluster 47.52 + 2.88 = 50.40 (pay-as-you-go), the free-tier
 *  cluster nothing. */
const t = useTarget();
const api = client(t);

const DAY = 86_400_000;
const CATEGORIES = ["analyticsCompute", "analyticsStorage", "operationalComputeAndStorage", "operationalBucketBackup"];
const ENTERPRISE_DAY = { analyticsCompute: 18.4, analyticsStorage: 1.25, operationalComputeAndStorage: 52.8, operationalBucketBackup: 3.12 };
let today: string;
let O: string;
const categorized = () => `${O}/billing/categorized`;
const itemized = (clusterId = t.clusterId, projectId = t.projectId) => `${O}/billing/itemized/projects/${projectId}/clusters/${clusterId}`;
const gcp = () => t.clusters.find((c) => c.cloudProvider === "gcp")!.id;

beforeAll(async () => {
  O = paths(t).O;
  today = (await api.control("GET", "health")).body.now.slice(0, 10);
});

/** `date` moved by `days`. */
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const csv = { headers: { accept: "text/csv" } };

interface Line {
  category: string;
  creditSpend: number | null;
  currencySpend: number;
  contributionPercent: number;
}
interface Period {
  startDate: string;
  endDate: string;
  categories: Line[];
  totalCreditSpend: number | null;
  totalCurrencySpend: number;
}

/** Every period: percentages add up to 100, totals to the sum of the categories; the total:
 *  per category, the sum of the periods. */
function expectConsistent(data: { periods: Period[]; total: Period }): void {
  for (const p of [...data.periods, data.total]) {
    expect(sum(p.categories.map((c) => c.contributionPercent))).toBeCloseTo(p.totalCurrencySpend > 0 ? 100 : 0, 6);
    expect(p.totalCurrencySpend).toBeCloseTo(sum(p.categories.map((c) => c.currencySpend)), 6);
    expect(p.totalCreditSpend ?? 0).toBeCloseTo(sum(p.categories.map((c) => c.creditSpend ?? 0)), 6);
    for (const c of p.categories) {
      if (p.totalCurrencySpend > 0) expect(c.contributionPercent).toBeCloseTo((100 * c.currencySpend) / p.totalCurrencySpend, 1);
    }
  }
  data.total.categories.forEach((c, i) => {
    expect(c.currencySpend).toBeCloseTo(sum(data.periods.map((p) => p.categories[i].currencySpend)), 6);
    expect(c.creditSpend ?? 0).toBeCloseTo(sum(data.periods.map((p) => p.categories[i].creditSpend ?? 0)), 6);
  });
}

function parseCsv(res: Response): string[][] {
  return res.text.trimEnd().split("\r\n").map((line) => line.split(","));
}

describe("categorised billing", () => {
  test("answers {data: {periods, total, billingCurrency}}, one period per calendar month, dates inclusive", async () => {
    const start = `${plus(today, -70).slice(0, 7)}-20`;
    const end = `${plus(today, -10).slice(0, 7)}-05`;
    const res = await api.post(categorized(), { startDate: start, endDate: end });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(Object.keys(data).sort()).toEqual(["billingCurrency", "periods", "total"]);
    expect(data.billingCurrency).toBe("USD");
    const periods = data.periods as Period[];
    expect(periods[0].startDate).toBe(start);
    expect(periods[periods.length - 1].endDate).toBe(end);
    for (let i = 1; i < periods.length; i++) {
      expect(periods[i].startDate).toBe(plus(periods[i - 1].endDate, 1));
      expect(periods[i].startDate.slice(8)).toBe("01");
      expect(periods[i - 1].endDate.slice(0, 7)).not.toBe(periods[i].startDate.slice(0, 7));
    }
    expect(data.total).toMatchObject({ startDate: start, endDate: end });
    expect(periods[0].categories.map((c) => c.category)).toEqual(CATEGORIES);
    expectConsistent(data);
  });

  test("one day of the organization: the sum of its clusters' spend; the enterprise part paid with credits", async () => {
    const day = plus(today, -3);
    const { data } = (await api.post(categorized(), { startDate: day, endDate: day })).body;
    expect(data.periods).toHaveLength(1);
    const total = data.total as Period;
    expect(total.totalCurrencySpend).toBeCloseTo(75.57 + 50.4, 6);
    expect(total.totalCreditSpend).toBeCloseTo(75.57, 6);
    const ops = total.categories.find((c) => c.category === "operationalComputeAndStorage")!;
    expect(ops).toEqual({ category: "operationalComputeAndStorage", creditSpend: 52.8, currencySpend: 100.32, contributionPercent: expect.any(Number) });
    expectConsistent(data);
  });

  test("spend grows with the range: 10 days cost ten times one day", async () => {
    const one = (await api.post(categorized(), { startDate: plus(today, -20), endDate: plus(today, -20) })).body.data.total;
    const ten = (await api.post(categorized(), { startDate: plus(today, -20), endDate: plus(today, -11) })).body.data.total;
    expect(ten.totalCurrencySpend).toBeCloseTo(10 * one.totalCurrencySpend, 6);
  });

  test("days after today have no usage yet: zero spend, zero percentages, creditSpend null", async () => {
    const { data } = (await api.post(categorized(), { startDate: plus(today, 1), endDate: plus(today, 40) })).body;
    for (const p of [...data.periods, data.total] as Period[]) {
      expect(p.totalCurrencySpend).toBe(0);
      expect(p.totalCreditSpend).toBeNull();
      expect(p.categories.every((c) => c.currencySpend === 0 && c.creditSpend === null && c.contributionPercent === 0)).toBe(true);
    }
  });

  test("filter categories: only those, their percentages add up to 100", async () => {
    const body = { startDate: plus(today, -40), endDate: plus(today, -1), filters: { categories: ["operationalBucketBackup", "analyticsStorage"] } };
    const { data } = (await api.post(categorized(), body)).body;
    expect(data.total.categories.map((c: Line) => c.category)).toEqual(["analyticsStorage", "operationalBucketBackup"]);
    expectConsistent(data);
    expect(data.total.totalCurrencySpend).toBeCloseTo(40 * (1.25 + 3.12 + 2.88), 6);
  });

  test("filter instanceIds: only those clusters; a cluster not paid with credits has creditSpend null", async () => {
    const day = plus(today, -2);
    const { data } = (await api.post(categorized(), { startDate: day, endDate: day, filters: { instanceIds: [gcp()] } })).body;
    expect(data.total.totalCurrencySpend).toBeCloseTo(50.4, 6);
    expect(data.total.totalCreditSpend).toBeNull();
    expect(data.total.categories.every((c: Line) => c.creditSpend === null)).toBe(true);
    expectConsistent(data);
  });

  test("filter projectIds: the seeded project is everything; ids with no spend match nothing", async () => {
    const day = plus(today, -2);
    const all = (await api.post(categorized(), { startDate: day, endDate: day })).body.data.total;
    const project = (await api.post(categorized(), { startDate: day, endDate: day, filters: { projectIds: [t.projectId] } })).body.data.total;
    expect(project).toEqual(all);
    const other = (await api.post(categorized(), { startDate: day, endDate: day, filters: { projectIds: [randomUUID()] } })).body.data.total;
    expect(other.totalCurrencySpend).toBe(0);
    const gone = (await api.post(categorized(), { startDate: day, endDate: day, filters: { instanceIds: [randomUUID()] } })).body.data.total;
    expect(gone.totalCurrencySpend).toBe(0);
  });

  test("one day is allowed (end equal to start); an end before the start is 400 naming endDate", async () => {
    expect((await api.post(categorized(), { startDate: today, endDate: today })).status).toBe(200);
    expectError(await api.post(categorized(), { startDate: today, endDate: plus(today, -1) }), 400, 1000, /'endDate'.*must not be before 'startDate'/);
    expectError(await api.post(itemized(), { startDate: today, endDate: plus(today, -1) }), 400, 1000, /'endDate'/);
  });

  test("a range may span at most 366 days", async () => {
    expect((await api.post(categorized(), { startDate: plus(today, -365), endDate: today })).status).toBe(200);
    expectError(await api.post(categorized(), { startDate: plus(today, -366), endDate: today }), 400, 1000, /367 days; at most 366/);
  });

  test.each([
    [{ endDate: "2026-01-31" }, /'startDate' is required/],
    [{ startDate: "2026-01-01" }, /'endDate' is required/],
    [{ startDate: "2026-1-5", endDate: "2026-01-31" }, /'startDate'/],
    [{ startDate: "2026-02-30", endDate: "2026-03-31" }, /'startDate'/],
    [{ startDate: "2026-01-01T00:00:00Z", endDate: "2026-01-31" }, /'startDate'/],
    [{ startDate: 20260101, endDate: "2026-01-31" }, /'startDate'/],
    [{ startDate: "2026-01-01", endDate: "2026-01-31", filters: { categories: ["support"] } }, /'filters.categories\[0\]' must be one of/],
    [{ startDate: "2026-01-01", endDate: "2026-01-31", filters: { categories: [] } }, /'filters.categories'/],
    [{ startDate: "2026-01-01", endDate: "2026-01-31", filters: { instanceIds: ["aws-cluster"] } }, /'filters.instanceIds\[0\]'/],
    [{ startDate: "2026-01-01", endDate: "2026-01-31", filters: { projectIds: "p" } }, /'filters.projectIds'/],
    [{ startDate: "2026-01-01", endDate: "2026-01-31", filters: { clusters: [] } }, /'filters.clusters' is not allowed/],
    [{ startDate: "2026-01-01", endDate: "2026-01-31", currency: "EUR" }, /'currency' is not allowed/],
  ])("rejects %j with 400 code 1000 naming the field", async (body, message) => {
    expectError(await api.post(categorized(), body), 400, 1000, message);
  });

  test("malformed JSON and a missing body are 400", async () => {
    const raw = { raw: "{\"startDate\":", headers: { "content-type": "application/json" } };
    expectError(await api.post(categorized(), undefined, raw), 400, 1000, /JSON/);
    expectError(await api.post(itemized(), undefined, raw), 400, 1000, /JSON/);
    expectError(await api.post(categorized()), 400, 1000, /body is missing/);
  });

  test("an unknown organization is 404, a malformed one 400", async () => {
    const body = { startDate: today, endDate: today };
    expectError(await api.post(`/v4/organizations/${randomUUID()}/billing/categorized`, body), 404, 1003);
    expectError(await api.post("/v4/organizations/acme/billing/categorized", body), 400, 1000, /organizationId/);
    expectError(await api.get(`/v4/organizations/${randomUUID()}/billing/prepaidCredits`), 404, 1003);
    expectError(await api.get(`/v4/organizations/${randomUUID()}/billing/payAsYouGo`), 404, 1003);
  });
});

describe("itemised billing", () => {
  test("one cluster's spend, with clusterName and supportPlan", async () => {
    const day = plus(today, -5);
    const res = await api.post(itemized(), { startDate: day, endDate: day });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({ clusterName: "aws-cluster", supportPlan: "enterprise", billingCurrency: "USD" });
    expect(data.total.categories).toEqual(
      CATEGORIES.map((category) => {
        const spend = ENTERPRISE_DAY[category as keyof typeof ENTERPRISE_DAY];
        return { category, creditSpend: spend, currencySpend: spend, contributionPercent: expect.any(Number) };
      }),
    );
    expect(data.total.totalCurrencySpend).toBeCloseTo(75.57, 6);
    expectConsistent(data);
  });

  test("each cluster has its own: the gcp cluster is devPro, pay-as-you-go (no credit spend)", async () => {
    const day = plus(today, -5);
    const { data } = (await api.post(itemized(gcp()), { startDate: day, endDate: day })).body;
    expect(data).toMatchObject({ clusterName: "gcp-cluster", supportPlan: "devPro" });
    expect(data.total.totalCurrencySpend).toBeCloseTo(50.4, 6);
    expect(data.total.totalCreditSpend).toBeNull();
    const free = t.clusters.find((c) => c.freeTier)!.id;
    const freeData = (await api.post(itemized(free), { startDate: day, endDate: day })).body.data;
    expect(freeData).toMatchObject({ supportPlan: "basic", total: { totalCurrencySpend: 0 } });
  });

  test("across months: periods split by month and totals add up", async () => {
    const { data } = (await api.post(itemized(), { startDate: plus(today, -100), endDate: plus(today, -1), filters: { categories: ["analyticsCompute", "operationalComputeAndStorage"] } })).body;
    expect(data.periods.length).toBeGreaterThanOrEqual(4);
    expect(data.total.totalCurrencySpend).toBeCloseTo(100 * (18.4 + 52.8), 6);
    expectConsistent(data);
  });

  test("itemised filters contain categories only", async () => {
    const body = { startDate: today, endDate: today, filters: { projectIds: [t.projectId] } };
    expectError(await api.post(itemized(), body), 400, 1000, /'filters.projectIds' is not allowed/);
  });

  test("an unknown cluster or project is 404; a malformed cluster id 400", async () => {
    const body = { startDate: today, endDate: today };
    expectError(await api.post(itemized(randomUUID()), body), 404, 1003);
    expectError(await api.post(itemized(t.clusterId, randomUUID()), body), 404, 1003);
    expectError(await api.post(itemized("aws-cluster"), body), 400, 1000, /clusterId/);
  });
});

describe("CSV exports", () => {
  test("categorised: the documented file name and columns, one row per period and category, the last row the total", async () => {
    const [start, end] = [plus(today, -45), plus(today, -1)];
    const body = { startDate: start, endDate: end };
    const res = await api.post(categorized(), body, csv);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="categorized-billing-${t.organizationId}-${start}_to_${end}.csv"`);
    const rows = parseCsv(res);
    expect(rows[0]).toEqual(["startDate", "endDate", "category", "creditSpend", "currencySpend", "contributionPercent", "billingCurrency"]);
    const { data } = (await api.post(categorized(), body)).body;
    expect(rows).toHaveLength(1 + data.periods.length * CATEGORIES.length + 1);
    const first = data.periods[0].categories[0] as Line;
    expect(rows[1]).toEqual([data.periods[0].startDate, data.periods[0].endDate, first.category, first.creditSpend!.toFixed(2), first.currencySpend.toFixed(2), first.contributionPercent.toFixed(2), "USD"]);
    const last = rows[rows.length - 1];
    expect(last).toEqual([start, end, "total", data.total.totalCreditSpend.toFixed(2), data.total.totalCurrencySpend.toFixed(2), "100.00", "USD"]);
    expect(sum(rows.slice(1, -1).map((r) => Number(r[4])))).toBeCloseTo(Number(last[4]), 6);
  });

  test("categorised: a null creditSpend is an empty cell", async () => {
    const res = await api.post(categorized(), { startDate: today, endDate: today, filters: { instanceIds: [gcp()] } }, csv);
    const rows = parseCsv(res);
    expect(rows.slice(1).every((r) => r[3] === "")).toBe(true);
  });

  test("itemised: the documented file name and columns, the last row the total", async () => {
    const [start, end] = [plus(today, -10), plus(today, -1)];
    const res = await api.post(itemized(), { startDate: start, endDate: end }, csv);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="itemized-billing-${t.clusterId}-${start}_to_${end}.csv"`);
    const rows = parseCsv(res);
    expect(rows[0]).toEqual([
      "startDate", "endDate", "category", "projectId", "clusterId", "clusterName", "supportPlan",
      "creditSpend", "currencySpend", "contributionPercent", "billingCurrency",
    ]);
    for (const r of rows.slice(1)) expect(r.slice(3, 7)).toEqual([t.projectId, t.clusterId, "aws-cluster", "enterprise"]);
    expect(rows[rows.length - 1]).toEqual([start, end, "total", t.projectId, t.clusterId, "aws-cluster", "enterprise", (10 * 75.57).toFixed(2), (10 * 75.57).toFixed(2), "100.00", "USD"]);
  });

  test("without Accept: text/csv the answer is JSON", async () => {
    const res = await api.post(categorized(), { startDate: today, endDate: today }, { headers: { accept: "application/json" } });
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBeUndefined();
  });

  test("a refused CSV request answers the JSON error body", async () => {
    expectError(await api.post(categorized(), { startDate: today }, csv), 400, 1000, /'endDate' is required/);
  });
});

describe("prepaid credits", () => {
  test("a paged list of {id, creditName, supportPlan, startDate, expirationDate, total, used, remaining, remainingPercent}", async () => {
    const res = await api.get(`${O}/billing/prepaidCredits`);
    expect(res.status).toBe(200);
    expect(res.body.cursor.pages).toMatchObject({ page: 1, totalItems: res.body.data.length });
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    for (const c of res.body.data) {
      expect(Object.keys(c).sort()).toEqual(["creditName", "expirationDate", "id", "remaining", "remainingPercent", "startDate", "supportPlan", "total", "used"].sort());
      expect(c.remaining).toBeCloseTo(c.total - c.used, 6);
      expect(c.remainingPercent).toBeCloseTo((100 * c.remaining) / c.total, 2);
      expect(Date.parse(c.expirationDate)).toBeGreaterThan(Date.parse(c.startDate));
      expect(c.used).toBeGreaterThan(0);
    }
  });

  test("page and perPage page through the credits; ids are stable", async () => {
    const all = (await api.get(`${O}/billing/prepaidCredits`)).body.data.map((c: { id: string }) => c.id);
    const first = await api.get(`${O}/billing/prepaidCredits?page=1&perPage=1`);
    expect(first.body.data.map((c: { id: string }) => c.id)).toEqual(all.slice(0, 1));
    expect(first.body.cursor.pages).toMatchObject({ page: 1, perPage: 1, last: all.length, next: 2 });
    const second = await api.get(`${O}/billing/prepaidCredits?page=2&perPage=1`);
    expect(second.body.data.map((c: { id: string }) => c.id)).toEqual(all.slice(1, 2));
    expectError(await api.get(`${O}/billing/prepaidCredits?perPage=0`), 400, 1000, /perPage/);
  });

  test("the current credit's used amount is the credit spend billed since it started", async () => {
    const credits = (await api.get(`${O}/billing/prepaidCredits`)).body.data;
    const current = credits.find((c: { startDate: string; expirationDate: string }) => c.startDate.slice(0, 10) <= today && today < c.expirationDate.slice(0, 10));
    const billed = (await api.post(categorized(), { startDate: current.startDate.slice(0, 10), endDate: today })).body.data.total;
    expect(current.used).toBeCloseTo(billed.totalCreditSpend, 6);
  });
});

describe("pay-as-you-go", () => {
  const payg = (query = "") => api.get(`${O}/billing/payAsYouGo${query}`);

  test("without dates: this month so far; the devPro cluster's spend, enterprise paid with credits", async () => {
    const res = await payg();
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.billingCurrency).toBe("USD");
    expect(data.periods).toHaveLength(1);
    const days = Number(today.slice(8));
    expect(data.total).toEqual({ startDate: `${today.slice(0, 8)}01`, endDate: today, cost: { basic: 0, devPro: expect.any(Number), enterprise: 0 }, total: expect.any(Number) });
    expect(data.total.cost.devPro).toBeCloseTo(days * 50.4, 6);
    expect(data.total.total).toBeCloseTo(days * 50.4, 6);
  });

  test("periods by month; each total is the sum of its costs; the total the sum of the periods", async () => {
    const { data } = (await payg(`?startDate=${plus(today, -80)}&endDate=${plus(today, -1)}`)).body;
    expect(data.periods.length).toBeGreaterThanOrEqual(3);
    for (const p of [...data.periods, data.total]) expect(p.total).toBeCloseTo(p.cost.basic + p.cost.devPro + p.cost.enterprise, 6);
    expect(data.total.total).toBeCloseTo(sum(data.periods.map((p: { total: number }) => p.total)), 6);
    expect(data.total.total).toBeCloseTo(80 * 50.4, 6);
  });

  test("before the prepaid credits, enterprise spend is pay-as-you-go too", async () => {
    const earliest = (await api.get(`${O}/billing/prepaidCredits`)).body.data[0].startDate.slice(0, 10);
    const [start, end] = [plus(earliest, -10), plus(earliest, -1)];
    const { data } = (await payg(`?startDate=${start}&endDate=${end}`)).body;
    expect(data.total.cost.enterprise).toBeCloseTo(10 * 75.57, 6);
    expect(data.total.cost.devPro).toBeCloseTo(10 * 50.4, 6);
  });

  test("only startDate: up to today", async () => {
    const { data } = (await payg(`?startDate=${plus(today, -3)}`)).body;
    expect(data.total).toMatchObject({ startDate: plus(today, -3), endDate: today });
  });

  test("date rules: valid dates, end not before start, at most 366 days", async () => {
    expectError(await payg("?startDate=2026-02-30"), 400, 1000, /'startDate'.*YYYY-MM-DD/);
    expectError(await payg("?endDate=yesterday"), 400, 1000, /'endDate'/);
    expectError(await payg(`?startDate=${today}&endDate=${plus(today, -1)}`), 400, 1000, /'endDate'.*must not be before/);
    expectError(await payg(`?startDate=${plus(today, -400)}&endDate=${today}`), 400, 1000, /at most 366/);
  });
});

describe("access", () => {
  test("billing is for organization owners: a member's key is 403 code 1002 on every billing route", async () => {
    const key = await api.post(`${O}/apikeys`, { name: "member", organizationRoles: ["organizationMember", "projectCreator"] });
    expect(key.status).toBe(201);
    const member = client(t, key.body.token);
    const body = { startDate: today, endDate: today };
    expectError(await member.post(categorized(), body), 403, 1002);
    expectError(await member.post(itemized(), body), 403, 1002);
    expectError(await member.get(`${O}/billing/prepaidCredits`), 403, 1002);
    expectError(await member.get(`${O}/billing/payAsYouGo`), 403, 1002);
  });
});
