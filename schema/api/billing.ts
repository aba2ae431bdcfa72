import { z } from "zod";
import { operations } from "../model";
import { pageOf, uuid } from "./common";
import { O } from "./paths";

/** Billing (document 3, "Billing"; document 4: under `O/billing/`). The management API's public
 *  specification has no billing operation: every one here is the documents', on the conformance
 *  server's paths (`unpublished`). The categorised and itemised views take their request as a
 *  JSON body (it holds a nested `filters` object), so they are read-only POSTs. Each view also
 *  answers as CSV when asked with `Accept: text/csv` (document 3's exports). */

/** Document 3: "Category values seen: `analyticsCompute`, `analyticsStorage`,
 *  `operationalComputeAndStorage`, `operationalBucketBackup`; the complete list: not shown." */
export const BILLING_CATEGORIES = ["analyticsCompute", "analyticsStorage", "operationalComputeAndStorage", "operationalBucketBackup"] as const;
export const billingCategory = z.enum(BILLING_CATEGORIES);

/** "required dates, YYYY-MM-DD": real calendar dates. */
export const billingDate = z.iso.date();

/** A filter narrows the view; leave it out for everything, so an empty list is refused. */
const categories = z.array(billingCategory).min(1);

/** Categorised billing: `startDate`, `endDate`, `filters` {`categories`, `projectIds`,
 *  `instanceIds` (uuid)}. The end may not be before the start (checked by the server). */
export const categorizedBilling = z.strictObject({
  startDate: billingDate,
  endDate: billingDate,
  filters: z
    .strictObject({
      categories: categories.optional(),
      projectIds: z.array(uuid).min(1).optional(),
      instanceIds: z.array(uuid).min(1).optional(),
    })
    .optional(),
});

/** Itemised billing of one cluster: "Itemised filters contain `categories` only". */
export const itemizedBilling = z.strictObject({
  startDate: billingDate,
  endDate: billingDate,
  filters: z.strictObject({ categories: categories.optional() }).optional(),
});

const period = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  categories: z.array(z.strictObject({ category: z.string(), creditSpend: z.number().nullable(), currencySpend: z.number(), contributionPercent: z.number() })),
  totalCreditSpend: z.number().nullable(),
  totalCurrencySpend: z.number(),
});

const billingData = { periods: z.array(period), total: period, billingCurrency: z.string() };

export const prepaidCredit = z.strictObject({
  id: z.string(),
  creditName: z.string(),
  supportPlan: z.string(),
  startDate: z.string(),
  expirationDate: z.string(),
  total: z.number(),
  used: z.number(),
  remaining: z.number(),
  remainingPercent: z.number(),
});

const payAsYouGoPeriod = z.strictObject({
  startDate: z.string(),
  endDate: z.string(),
  cost: z.strictObject({ basic: z.number(), devPro: z.number(), enterprise: z.number() }),
  total: z.number(),
});

export const billingOperations = operations({
  categorizedBilling: {
    api: "management",
    method: "POST",
    path: `${O}/billing/categorized`,
    request: categorizedBilling,
    responses: { 200: z.strictObject({ data: z.strictObject(billingData) }) },
    unpublished: true,
  },
  /** Operational clusters only. */
  itemizedBilling: {
    api: "management",
    method: "POST",
    path: `${O}/billing/itemized/projects/{projectId}/clusters/{clusterId}`,
    request: itemizedBilling,
    responses: { 200: z.strictObject({ data: z.strictObject({ clusterName: z.string(), supportPlan: z.string(), ...billingData }) }) },
    unpublished: true,
  },
  listPrepaidCredits: {
    api: "management",
    method: "GET",
    path: `${O}/billing/prepaidCredits`,
    query: ["page", "perPage"],
    responses: { 200: pageOf(prepaidCredit) },
    unpublished: true,
  },
  /** Dates YYYY-MM-DD, optional: this month so far without them. */
  payAsYouGoBilling: {
    api: "management",
    method: "GET",
    path: `${O}/billing/payAsYouGo`,
    query: ["startDate", "endDate"],
    responses: { 200: z.strictObject({ data: z.strictObject({ periods: z.array(payAsYouGoPeriod), total: payAsYouGoPeriod, billingCurrency: z.string() }) }) },
    unpublished: true,
  },
});
