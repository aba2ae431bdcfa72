import { z } from "zod";

/** Field rules shared by several request bodies. */
const octet = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const ipv4 = `${octet}\\.${octet}\\.${octet}\\.${octet}`;

/** A single IPv4 address or an IPv4 range `a.b.c.d/n` (n from 0 to 32). */
export const cidr = z.string().regex(new RegExp(`^${ipv4}(\\/(3[0-2]|[12]?\\d))?$`), "an IPv4 address or CIDR range");

export const uuid = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, "a UUID");

/** RFC 3339 date-time. */
export const dateTime = z.string().regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  "an RFC 3339 date-time such as 2026-01-31T12:00:00Z",
);

export const stringMap = z.record(z.string(), z.string());
