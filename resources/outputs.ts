import { z } from "zod";
import { AUDIT_MOVED_BY_CHANGE } from "../schema/api/common";
import { doc } from "../schema/docs";

/** Types of outputs that several resources share (what the API returns in reads). */

/** `audit` (document 2, "Common types"). */
export const auditOutput = doc(
  z.object({
    createdBy: doc(z.string(), "Who created the object."),
    createdAt: doc(z.string(), "When the object was created (RFC 3339)."),
    modifiedBy: doc(z.string(), "Who last changed the object."),
    modifiedAt: doc(z.string(), "When the object was last changed (RFC 3339)."),
    version: doc(z.number().int(), "The object's version: it grows with every change."),
  }),
  "Who created and last changed the object, and when.",
);

/** The members of `auditOutput` an in-place change moves (for `movedByUpdate`). */
export const AUDIT_MOVES = AUDIT_MOVED_BY_CHANGE.map((member) => `audit.${member}` as const);
