/** JSON Schemas of answers whose shape is fixed, given to fastify as route response schemas so
 *  that it serializes them with code compiled once (fast-json-stringify) instead of walking each
 *  object with JSON.stringify. Exact on purpose: every property listed and required (a missing
 *  one fails loudly instead of vanishing), none beyond (a property a view adds must be added
 *  here too, or it is not sent — the API key tests compare whole bodies). */
export type JsonSchema = Record<string, unknown>;

const string = { type: "string" };
const number = { type: "number" };
const integer = { type: "integer" };
const strings = { type: "array", items: string };

/** An object with exactly these properties. */
export function fixed(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
}

export const audit = fixed({ createdBy: string, createdAt: string, modifiedBy: string, modifiedAt: string, version: integer });

/** The paging envelope of every list (core/paging.ts). */
export function pageOf(item: JsonSchema): JsonSchema {
  const counts = Object.fromEntries(["page", "next", "previous", "last", "perPage", "totalItems"].map((k) => [k, integer]));
  const links = Object.fromEntries(["first", "last", "next", "previous"].map((k) => [k, string]));
  // `next` and `previous` only when there is such a page.
  const pages = { ...fixed(counts), required: ["page", "last", "perPage", "totalItems"] };
  return fixed({ data: { type: "array", items: item }, cursor: fixed({ pages, hrefs: fixed(links) }) });
}

export const apiKey = fixed({
  id: string,
  name: string,
  description: string,
  expiry: number,
  allowedCIDRs: strings,
  organizationRoles: strings,
  // Items are free-form objects (document 2 does not show their fields).
  resources: { type: "array", items: {} },
  audit,
});

export const createdApiKey = fixed({ id: string, token: string });
export const rotatedApiKey = fixed({ secretKey: string, token: string });
