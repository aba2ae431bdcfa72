import { z } from "zod";
import { ALLOWED_CIDR_LIMIT, cidr, matching } from "./common";

/** API keys (document 2, "API key"; paths in document 4). */
export const organizationRole = z.enum(["organizationOwner", "organizationMember", "projectCreator"]);

const EXPIRY_RULE = "-1 (never expires) or a number of days of at least 0.01";

export const createApiKey = z.strictObject({
  name: z.string().min(1).max(128),
  description: z.string().max(1024).optional(),
  /** Days; at least 0.01, or -1 for never. Said as one rule, never as two that read as
   *  contradictory ("must be -1 … must be >= 0.01"). */
  expiry: z
    .union([z.literal(-1, { error: "-1 (never expires)" }), z.number().min(0.01, { error: `must be ${EXPIRY_RULE}` })])
    .meta({ description: EXPIRY_RULE })
    .optional(),
  allowedCIDRs: z.array(cidr).min(1).max(ALLOWED_CIDR_LIMIT).optional(),
  organizationRoles: z.array(organizationRole).min(1),
  resources: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The secret policy: 64 characters from letters, digits and a few symbols; empty means generate. */
export const apiKeySecret = matching(
  /^([A-Za-z0-9!@#$%^&*()_+=.~-]{64})?$/,
  "empty (a secret is generated) or 64 characters from letters, digits and !@#$%^&*()_+=.~-",
);

export const rotateApiKey = z.strictObject({ secret: apiKeySecret.optional() });

export const bodies = { createApiKey, rotateApiKey };
