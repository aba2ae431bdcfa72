import { z } from "zod";
import { uuid } from "./common";

/** Billing requests (document 3, "Billing"; document 4: under `O/billing/`). The categorised and
 *  itemised views take this request as a JSON body (the request holds a nested `filters`
 *  object), so they are read-only POSTs; see conformance/management/billing.ts for the paths. */

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

export const bodies = { categorizedBilling, itemizedBilling };
