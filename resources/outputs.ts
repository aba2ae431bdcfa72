import { z } from "zod";
import { audit, AUDIT_MOVED_BY_CHANGE } from "../schema/api/common";
import { doc } from "../schema/docs";

/** Types of outputs that several resources share (what the API returns in reads). */

/** `audit`, as the API model has it (members it may add later are let through). */
export const auditOutput = doc(z.object(audit.shape), "Who created and last changed the object, and when.");

/** The members of `auditOutput` an in-place change moves (for `movedByUpdate`). */
export const AUDIT_MOVES = AUDIT_MOVED_BY_CHANGE.map((member) => `audit.${member}` as const);
