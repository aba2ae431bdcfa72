import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { BILLING_CATEGORIES, billingDate, billingOperations as ops } from "../../schema/api/billing";
import type { ServerContext } from "../context";
import { badRequest } from "../core/errors";
import { paginate } from "../core/paging";
import type { ClusterRecord, OrganizationRole } from "../model";
import { defineRoute } from "./route";
import * as scope from "./scope";

/** Billing (document 3, "Billing" and "Billing (O, plus P, C for itemised)"; document 4: "under
 *  `O/billing/`"; the public specification has none: the model's operations are `unpublished`).
 *  Paths (the exact ones are not shown anywhere; these are ours):
 *
 *    POST O/billing/categorized                                           categorised billing
 *    POST O/billing/itemized/projects/{projectId}/clusters/{clusterId}     itemised, one cluster
 *    GET  O/billing/prepaidCredits      query page, perPage               `{data, cursor}`
 *    GET  O/billing/payAsYouGo          query startDate, endDate (optional)
 *
 *  The categorised and itemised views read document 3's request — `startDate`, `endDate`,
 *  `filters` {...} — from a JSON body: its nested `filters` object has no faithful query form,
 *  so they are POSTs that change nothing. With `Accept: text/csv` the same routes answer the
 *  CSV exports of document 3 (file names and columns as documented, the last row the total).
 *  Billing is the organization's: organization owners only.
 *
 *  The figures are synthetic and deterministic, computed from the seeded clusters and the
 *  dates: each cluster spends a fixed amount a day per category by support plan (free tier
 *  `basic`: nothing; other aws clusters `enterprise`; the rest `devPro`), for every day up to
 *  today on the server clock (later days have no usage yet). Every calendar year has an
 *  `enterprise` prepaid credit, so an enterprise cluster's spend is paid with credits
 *  (`creditSpend`; null where no credit paid any of it) and the other plans' spend is
 *  pay-as-you-go. Money is counted in cents, so totals add up exactly; `contributionPercent`
 *  (hundredths, largest remainder) sums to 100 in every period with any spend, 0 without.
 *  Dates are inclusive; a view is split into calendar months; a range may span at most 366 days
 *  (document 3: "Limits on the billing date range: not shown"). Filters naming ids with no spend
 *  (another project, a deleted cluster) simply match nothing. Every seeded cluster is an
 *  operational cluster, so each has an itemised view. */

type Category = (typeof BILLING_CATEGORIES)[number];
type SupportPlan = "basic" | "devPro" | "enterprise";

const BILLING_CURRENCY = "USD";
const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;
const OWNERS: OrganizationRole[] = ["organizationOwner"];

/** Spend per day, in cents, of one cluster on each plan. */
const DAILY_CENTS: Record<SupportPlan, Record<Category, number>> = {
  basic: { analyticsCompute: 0, analyticsStorage: 0, operationalComputeAndStorage: 0, operationalBucketBackup: 0 },
  devPro: { analyticsCompute: 0, analyticsStorage: 0, operationalComputeAndStorage: 4752, operationalBucketBackup: 288 },
  enterprise: { analyticsCompute: 1840, analyticsStorage: 125, operationalComputeAndStorage: 5280, operationalBucketBackup: 312 },
};

/** The prepaid credits: one per calendar year, the last two years and this one (larger than a
 *  year of enterprise spend, so none runs out). */
const CREDIT_YEARS_BACK = [2, 1, 0];
const creditCents = (yearsBack: number) => (yearsBack === 0 ? 4_000_000 : 3_600_000);

const supportPlanOf = (c: ClusterRecord): SupportPlan =>
  c.freeTier ? "basic" : c.cloudProvider === "aws" ? "enterprise" : "devPro";

interface Credit {
  id: string;
  creditName: string;
  supportPlan: SupportPlan;
  /** Day numbers (days since the epoch); `lastDay` inclusive. */
  firstDay: number;
  lastDay: number;
  totalCents: number;
}

interface CategoryLine {
  category: Category;
  creditSpend: number | null;
  currencySpend: number;
  contributionPercent: number;
}

interface Period {
  startDate: string;
  endDate: string;
  categories: CategoryLine[];
  totalCreditSpend: number | null;
  totalCurrencySpend: number;
}

/** Cents spent in one span: per category, the part paid with credits and the whole. */
type Tally = Record<Category, { credit: number; currency: number }>;

export function registerBilling(app: FastifyInstance, ctx: ServerContext): void {
  const today = () => Math.floor(ctx.clock.now() / DAY_MS);

  function credits(): Credit[] {
    const year = new Date(ctx.clock.now()).getUTCFullYear();
    return CREDIT_YEARS_BACK.map((back) => {
      const y = year - back;
      return {
        id: stableUuid(`${ctx.seed().organizationId}/prepaidCredit/${y}`),
        creditName: `Enterprise commitment ${y}`,
        supportPlan: "enterprise",
        firstDay: Date.UTC(y, 0, 1) / DAY_MS,
        lastDay: Date.UTC(y + 1, 0, 1) / DAY_MS - 1,
        totalCents: creditCents(back),
      };
    });
  }

  const paidByCredit = (all: Credit[], cluster: ClusterRecord, day: number) =>
    all.some((c) => c.supportPlan === supportPlanOf(cluster) && c.firstDay <= day && day <= c.lastDay);

  /** What `clusters` spent from `first` to `last` (day numbers, inclusive). */
  function tally(clusters: ClusterRecord[], first: number, last: number): Tally {
    const all = credits();
    const out = emptyTally();
    for (let day = first; day <= Math.min(last, today()); day++) {
      for (const cluster of clusters) {
        const byCredit = paidByCredit(all, cluster, day);
        for (const category of BILLING_CATEGORIES) {
          const cents = DAILY_CENTS[supportPlanOf(cluster)][category];
          out[category].currency += cents;
          if (byCredit) out[category].credit += cents;
        }
      }
    }
    return out;
  }

  function period(first: number, last: number, t: Tally, categories: Category[]): Period {
    const currency = categories.map((c) => t[c].currency);
    const percents = percentages(currency);
    const creditTotal = categories.reduce((sum, c) => sum + t[c].credit, 0);
    return {
      startDate: dateOf(first),
      endDate: dateOf(last),
      categories: categories.map((category, i) => ({
        category,
        creditSpend: t[category].credit === 0 ? null : money(t[category].credit),
        currencySpend: money(t[category].currency),
        contributionPercent: percents[i],
      })),
      totalCreditSpend: creditTotal === 0 ? null : money(creditTotal),
      totalCurrencySpend: money(currency.reduce((a, b) => a + b, 0)),
    };
  }

  /** Periods by calendar month and the total over the whole range. */
  function billingData(clusters: ClusterRecord[], first: number, last: number, chosen?: readonly Category[]) {
    const categories = BILLING_CATEGORIES.filter((c) => !chosen || chosen.includes(c));
    const sum = emptyTally();
    const periods = months(first, last).map(([from, to]) => {
      const t = tally(clusters, from, to);
      for (const c of BILLING_CATEGORIES) {
        sum[c].credit += t[c].credit;
        sum[c].currency += t[c].currency;
      }
      return period(from, to, t, categories);
    });
    return { periods, total: period(first, last, sum, categories), billingCurrency: BILLING_CURRENCY };
  }

  defineRoute(app, ctx, ops.categorizedBilling, {
    roles: OWNERS,
    handler: ({ params, body, headers, reply }) => {
      const organizationId = scope.organization(ctx, params);
      const [first, last] = dateRange(body.startDate, body.endDate);
      const f = body.filters ?? {};
      const clusters = ctx
        .seed()
        .clusters.filter((c) => (!f.projectIds || f.projectIds.includes(c.projectId)) && (!f.instanceIds || f.instanceIds.includes(c.id)));
      const data = billingData(clusters, first, last, f.categories);
      if (!wantsCsv(headers.accept)) return { data };
      const columns = ["startDate", "endDate", "category", "creditSpend", "currencySpend", "contributionPercent", "billingCurrency"];
      const rows = data.periods.flatMap((p) =>
        p.categories.map((c) => [p.startDate, p.endDate, c.category, c.creditSpend, c.currencySpend, c.contributionPercent, data.billingCurrency]),
      );
      const t = data.total;
      rows.push([t.startDate, t.endDate, "total", t.totalCreditSpend, t.totalCurrencySpend, t.totalCurrencySpend > 0 ? 100 : 0, data.billingCurrency]);
      return sendCsv(reply, `categorized-billing-${organizationId}-${body.startDate}_to_${body.endDate}.csv`, columns, rows);
    },
  });

  defineRoute(app, ctx, ops.itemizedBilling, {
    roles: OWNERS,
    handler: ({ params, body, headers, reply }) => {
      const cluster = scope.cluster(ctx, params);
      const [first, last] = dateRange(body.startDate, body.endDate);
      const data = { clusterName: cluster.name, supportPlan: supportPlanOf(cluster), ...billingData([cluster], first, last, body.filters?.categories) };
      if (!wantsCsv(headers.accept)) return { data };
      const columns = ["startDate", "endDate", "category", "projectId", "clusterId", "clusterName", "supportPlan", "creditSpend", "currencySpend", "contributionPercent", "billingCurrency"];
      const who = [cluster.projectId, cluster.id, cluster.name, data.supportPlan];
      const rows = data.periods.flatMap((p) =>
        p.categories.map((c) => [p.startDate, p.endDate, c.category, ...who, c.creditSpend, c.currencySpend, c.contributionPercent, data.billingCurrency]),
      );
      const t = data.total;
      rows.push([t.startDate, t.endDate, "total", ...who, t.totalCreditSpend, t.totalCurrencySpend, t.totalCurrencySpend > 0 ? 100 : 0, data.billingCurrency]);
      return sendCsv(reply, `itemized-billing-${cluster.id}-${body.startDate}_to_${body.endDate}.csv`, columns, rows);
    },
  });

  defineRoute(app, ctx, ops.listPrepaidCredits, {
    roles: OWNERS,
    handler: ({ params, query, selfUrl }) => {
      scope.organization(ctx, params);
      const clusters = ctx.seed().clusters;
      const items = credits().map((c) => {
        const spent = tally(clusters.filter((cl) => supportPlanOf(cl) === c.supportPlan), c.firstDay, c.lastDay);
        const used = BILLING_CATEGORIES.reduce((sum, k) => sum + spent[k].credit, 0);
        const remaining = c.totalCents - used;
        return {
          id: c.id,
          creditName: c.creditName,
          supportPlan: c.supportPlan,
          startDate: new Date(c.firstDay * DAY_MS).toISOString(),
          expirationDate: new Date((c.lastDay + 1) * DAY_MS).toISOString(),
          total: money(c.totalCents),
          used: money(used),
          remaining: money(remaining),
          remainingPercent: Math.round((remaining / c.totalCents) * 10_000) / 100,
        };
      });
      return paginate(items, query, selfUrl, { sortable: [], defaultSort: "startDate" });
    },
  });

  defineRoute(app, ctx, ops.payAsYouGoBilling, {
    roles: OWNERS,
    handler: ({ params, query }) => {
      scope.organization(ctx, params);
      // Without dates: this month so far; with one, from the start of its month / up to today.
      const end = dateQuery(query, "endDate");
      const start = dateQuery(query, "startDate") ?? monthStart(end ?? dateOf(today()));
      const [first, last] = dateRange(start, end ?? dateOf(Math.max(today(), dayOf(start))));
      const all = credits();
      const clusters = ctx.seed().clusters;
      const cost = (from: number, to: number) => {
        const cents: Record<SupportPlan, number> = { basic: 0, devPro: 0, enterprise: 0 };
        for (let day = from; day <= Math.min(to, today()); day++) {
          for (const cluster of clusters) {
            if (paidByCredit(all, cluster, day)) continue;
            const plan = supportPlanOf(cluster);
            cents[plan] += BILLING_CATEGORIES.reduce((sum, k) => sum + DAILY_CENTS[plan][k], 0);
          }
        }
        return {
          startDate: dateOf(from),
          endDate: dateOf(to),
          cost: { basic: money(cents.basic), devPro: money(cents.devPro), enterprise: money(cents.enterprise) },
          total: money(cents.basic + cents.devPro + cents.enterprise),
        };
      };
      return { data: { periods: months(first, last).map(([from, to]) => cost(from, to)), total: cost(first, last), billingCurrency: BILLING_CURRENCY } };
    },
  });
}

const emptyTally = (): Tally => Object.fromEntries(BILLING_CATEGORIES.map((c) => [c, { credit: 0, currency: 0 }])) as Tally;

/** Day numbers of a request's inclusive range, after document 3's rule (the end not before the
 *  start) and our range limit. */
function dateRange(startDate: string, endDate: string): [number, number] {
  const [first, last] = [dayOf(startDate), dayOf(endDate)];
  if (last < first) throw badRequest(`Field 'endDate' (${endDate}) must not be before 'startDate' (${startDate}).`);
  if (last - first + 1 > MAX_RANGE_DAYS) {
    throw badRequest(`Fields 'startDate' to 'endDate' span ${last - first + 1} days; at most ${MAX_RANGE_DAYS} are allowed.`, "Ask for a shorter range.");
  }
  return [first, last];
}

function dateQuery(query: Record<string, unknown>, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === "") return undefined;
  const s = String(raw);
  if (!billingDate.safeParse(s).success) throw badRequest(`Query parameter '${name}' must be a date YYYY-MM-DD; got '${s}'.`);
  return s;
}

/** Calendar months of an inclusive day range, clipped to it. */
function months(first: number, last: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let from = first; from <= last; ) {
    const d = new Date(from * DAY_MS);
    const to = Math.min(last, Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS - 1);
    out.push([from, to]);
    from = to + 1;
  }
  return out;
}

const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const monthStart = (date: string): string => `${date.slice(0, 8)}01`;
const money = (cents: number): number => cents / 100;

/** Shares of a whole in hundredths of a percent, rounded so they add up to exactly 100 (largest
 *  remainder); all 0 when the whole is 0. */
function percentages(parts: number[]): number[] {
  const whole = parts.reduce((a, b) => a + b, 0);
  if (whole === 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p * 10_000) / whole);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - floors[i], i]).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    floors[i] += 1;
  }
  return floors.map((f) => f / 100);
}

function wantsCsv(accept: string | undefined): boolean {
  return accept !== undefined && /(^|,)\s*text\/csv\b/i.test(accept);
}

function sendCsv(reply: FastifyReply, filename: string, columns: string[], rows: unknown[][]): FastifyReply {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? "" : typeof v === "number" ? v.toFixed(2) : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const text = [columns, ...rows].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
  return reply.status(200).header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${filename}"`).send(text);
}

/** A uuid that is the same on every call for the same name (the synthetic credits' ids). */
function stableUuid(name: string): string {
  const h = createHash("sha1").update(name).digest("hex");
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
