import { z } from "zod";
import { cidr } from "./common";

/** API keys (document 2, "API key"; paths in document 4). */
export const organizationRole = z.enum(["organizationOwner", "organizationMember", "projectCreator"]);

export const createApiKey = z.strictObject({
  name: z.string().min(1).max(128),
  description: z.string().max(1024).optional(),
  /** Days; at least 0.01, or -1 for never. */
  expiry: z.union([z.literal(-1), z.number().min(0.01)]).optional(),
  allowedCIDRs: z.array(cidr).min(1).optional(),
  organizationRoles: z.array(organizationRole).min(1),
  resources: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The secret policy: 64 characters from letters, digits and a few symbols; empty means generate. */
export const apiKeySecret = z.string().regex(/^([A-Za-z0-9!@#$%^&*()_+=.~-]{64})?$/, "64 characters from letters, digits and !@#$%^&*()_+=.~-");

export const rotateApiKey = z.strictObject({ secret: apiKeySecret.optional() });

export const bodies = { createApiKey, rotateApiKey };
