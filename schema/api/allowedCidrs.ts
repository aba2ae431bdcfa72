import { z } from "zod";
import { operations } from "../model";
import { audit, cidr, created, dateTime, pageOf } from "./common";
import { A, C, SORTED } from "./paths";
import { doc } from "../docs";

/** Allowed CIDRs, as the management API's v4 specification has them: the same body and entry for
 *  a cluster's allow-list and an App Service's. Entries cannot be updated (delete and recreate)
 *  and carry no ETag. An App Service's entries have no single read: read the list. */
export const createAllowedCidr = z.strictObject({
  cidr: doc(cidr, "The IPv4 address or CIDR range allowed, such as 10.0.0.0/16."),
  comment: doc(z.string().max(1024).optional(), "A note on the entry, at most 1,024 characters."),
  /** Omitted: a permanent entry; given: a temporary one that stops applying at that instant
   *  (which must lie in the future). The API may give it back spelled another way (another
   *  offset, fractional seconds): the same instant. */
  expiresAt: doc(dateTime.optional(), "When a temporary entry stops applying (RFC 3339, in the future); left out, the entry is permanent."),
});

export const allowedCidrStatus = z.enum(["active", "expired"]);
export const allowedCidrType = z.enum(["temporary", "permanent"]);

export const allowedCidr = z.strictObject({
  id: z.string(),
  cidr: z.string(),
  comment: z.string().optional(),
  expiresAt: z.string().optional(),
  status: allowedCidrStatus,
  type: allowedCidrType,
  audit,
});

/** Whether two RFC 3339 date-times name the same instant (to the millisecond), however spelled. */
export function sameInstant(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "string" || typeof b !== "string") return false;
  const [x, y] = [Date.parse(a), Date.parse(b)];
  return !Number.isNaN(x) && x === y;
}

const cluster = `${C}/allowedcidrs`;
const appService = `${A}/allowedcidrs`;

export const allowedCidrOperations = operations({
  createAllowedCidr: { api: "management", method: "POST", path: cluster, request: createAllowedCidr, responses: { 201: created } },
  listAllowedCidrs: { api: "management", method: "GET", path: cluster, query: SORTED, responses: { 200: pageOf(allowedCidr) } },
  getAllowedCidr: { api: "management", method: "GET", path: `${cluster}/{allowedCidrId}`, responses: { 200: allowedCidr } },
  deleteAllowedCidr: { api: "management", method: "DELETE", path: `${cluster}/{allowedCidrId}`, responses: { 204: null } },
  createAppServiceAllowedCidr: { api: "management", method: "POST", path: appService, request: createAllowedCidr, responses: { 201: created } },
  listAppServiceAllowedCidrs: { api: "management", method: "GET", path: appService, query: SORTED, responses: { 200: pageOf(allowedCidr) } },
  deleteAppServiceAllowedCidr: { api: "management", method: "DELETE", path: `${appService}/{allowedCidrId}`, responses: { 204: null } },
});
