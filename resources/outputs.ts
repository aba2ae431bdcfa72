import { z } from "zod";
import { AUDIT_MOVED_BY_CHANGE } from "../schema/api/common";

/** Types of outputs that several resources share (what the API returns in reads). */

/** `audit` (document 2, "Common types"). */
export const auditOutput = z.object({
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  version: z.number().int(),
});

/** The members of `auditOutput` an in-place change moves (for `movedByUpdate`). */
export const AUDIT_MOVES = AUDIT_MOVED_BY_CHANGE.map((member) => `audit.${member}` as const);
