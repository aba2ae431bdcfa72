import { z } from "zod";
import { doc } from "../docs";

// Field rules shared by several request bodies.

/** A string matching `re`, its rule said once in plain words. `rule` is a noun phrase ("an IPv4
 *  address or CIDR range such as 10.0.0.0/16"): zod reports "must be <rule>" (what `check` and
 *  `pulumi preview` show) and the JSON Schema carries it as `description`, which the server's 400
 *  messages and docs/api-reference.md say instead of the regex. Give `base` its other checks
 *  first: a check added after this one makes a new schema without the description. */
export function matching(re: RegExp, rule: string, base: z.ZodString = z.string()): z.ZodString {
  return base.regex(re, `must be ${rule}`).meta({ description: rule });
}

const octet = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const ipv4 = `${octet}\\.${octet}\\.${octet}\\.${octet}`;

/** A single IPv4 address or an IPv4 range `a.b.c.d/n` (n from 0 to 32). */
export const cidr = matching(new RegExp(`^${ipv4}(\\/(3[0-2]|[12]?\\d))?$`), "an IPv4 address or CIDR range such as 10.0.0.0/16");

/** An absolute http(s) URL (an OIDC issuer, a discovery document). */
export const httpUrl = matching(/^https?:\/\/[^\s/?#]+[^\s]*$/, "an http(s) URL such as https://issuer.example.com");

export const uuid = matching(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  "a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6",
);

/** RFC 3339 date-time. */
export const dateTime = matching(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  "an RFC 3339 date-time such as 2026-01-31T12:00:00Z",
);

export const stringMap = z.record(z.string(), z.string());

/** Document 2's limit on an allow-list: at most 75 allowed CIDR entries per App Service or
 *  cluster; an API key's `allowedCIDRs` is held to the same. */
export const ALLOWED_CIDR_LIMIT = 75;

// Answer parts several operations share.

/** The API's error body, on every refusal. */
export const apiError = z.strictObject({ httpStatusCode: z.int(), code: z.int(), message: z.string(), hint: z.string() });

/** `audit`, on most objects the API answers with: who made and last changed it, and when. */
export const audit = z.strictObject({
  createdBy: doc(z.string(), "Who created the object."),
  createdAt: doc(z.string(), "When the object was created (RFC 3339)."),
  modifiedBy: doc(z.string(), "Who last changed the object."),
  modifiedAt: doc(z.string(), "When the object was last changed (RFC 3339)."),
  version: doc(z.int(), "The object's version: it grows with every change."),
});

/** The members of `audit` that every change of the object moves (who changed it last, when, and
 *  its version, which the ETag follows); `createdBy` and `createdAt` are fixed at its creation. */
export const AUDIT_MOVED_BY_CHANGE = ["modifiedBy", "modifiedAt", "version"] as const satisfies ReadonlyArray<keyof z.infer<typeof audit>>;

/** A link of a list's cursor: an absolute URL; `next` and `previous` are empty when there is no
 *  such page. */
const pageLink = z.url();
const pageLinkOrNone = z.union([z.url(), z.literal("")]);

/** The cursor of a paged list: page numbers (`next` and `previous` only when there is such a
 *  page) and links. */
export const cursor = z.strictObject({
  pages: z.strictObject({
    page: z.int(),
    next: z.int().optional(),
    previous: z.int().optional(),
    last: z.int(),
    perPage: z.int(),
    totalItems: z.int(),
  }),
  hrefs: z.strictObject({ first: pageLink, last: pageLink, next: pageLinkOrNone, previous: pageLinkOrNone }),
});

/** A paged list of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item), cursor });

/** `{id}`: what most creates answer. */
export const created = z.strictObject({ id: z.string() });
