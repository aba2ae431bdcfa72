import { z } from "zod";
import { matching } from "../api/common";
import type { GatewayKind } from "../model";

/** What the gateway's admin API areas share: where an operation is served, the rules for
 *  names, and the marker that stands for a secret in answers. */

/** Served on a self-managed gateway only (App Services publishes no such operation). */
export const SELF_MANAGED: readonly GatewayKind[] = ["selfManaged"];
/** Served on both kinds: App Services publishes it for an App Endpoint's database too. */
export const BOTH: readonly GatewayKind[] = ["selfManaged", "appServices"];

/** What `GET /{db}/_config` shows instead of a secret (a configured user's password, a
 *  replication's passwords and the password in its remote URL). A write takes values as given:
 *  sent back, the marker becomes the password. */
export const REDACTED = "xxxxx";

/** The anonymous account: it always exists, can't be deleted, only disabled. */
export const GUEST = "GUEST";

/** The gateway's rule for database names (it refuses others with 400 when creating one). */
export const DATABASE_NAME = /^[a-z][-a-z0-9_$()+/]*$/;
export const DATABASE_NAME_RULE = "lowercase letters, digits and _$()+-/, starting with a letter";

/** User and role names: no '/', ':', ',' or '`', at least one letter or digit, at most 239 bytes
 *  (the gateway's principal name rule). */
export const PRINCIPAL_NAME = /^[^/:,`]*[\p{L}\p{N}][^/:,`]*$/u;
export const PRINCIPAL_NAME_MAX_BYTES = 239;
/** A user or role name, with the gateway's rule. */
export const principalName = matching(PRINCIPAL_NAME, "a name with a letter or digit and no '/', ':', ',' or '`'", z.string()).refine(
  (name) => Buffer.byteLength(name, "utf8") <= PRINCIPAL_NAME_MAX_BYTES,
  `must be at most ${PRINCIPAL_NAME_MAX_BYTES} bytes long`,
);

/** Why a user or role name breaks the gateway's rule, or undefined. */
export function principalNameProblem(name: string): string | undefined {
  const checked = principalName.safeParse(name);
  return checked.success ? undefined : checked.error.issues.map((issue) => issue.message).join("; ");
}

/** The gateway's error body, on every refusal of either port. */
export const gatewayError = z.strictObject({ error: z.string(), reason: z.string() });
