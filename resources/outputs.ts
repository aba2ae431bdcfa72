import { z } from "zod";

/** Types of outputs that several resources share (what the API returns in reads). */

/** `audit` (document 2, "Common types"). */
export const auditOutput = z.object({
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  version: z.number().int(),
});
