import { z } from "zod";
import { cidr, dateTime } from "./common";

/** Allowed CIDRs (document 2, "Allowed CIDR"; paths in document 4): the same body for the
 *  cluster and the App Service allow-list. Entries cannot be updated: delete and recreate.
 *  `expiresAt` must lie in the future (checked against the server's clock by the handler). */
export const createAllowedCidr = z.strictObject({
  cidr,
  comment: z.string().max(1024).optional(),
  /** Omitted: a permanent entry; given: a temporary one that stops applying at that time. */
  expiresAt: dateTime.optional(),
});

export const bodies = { createAllowedCidr };
