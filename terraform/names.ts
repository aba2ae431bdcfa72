/** Terraform names: resource types `dbplane_<snake_case of the kind>`, attributes the snake_case
 *  of the API's field names. The way back is never computed: schema.ts records, for every
 *  object of every spec, which field each attribute name stands for (map keys are data and are
 *  never renamed). */

export const PROVIDER_NAME = "dbplane";

/** `memoryAllocationInMb` → `memory_allocation_in_mb`, `allowedCIDRs` → `allowed_cidrs`,
 *  `adminURL` → `admin_url`, `chat_1` → `chat_1`: words are runs of lower case (digits kept with
 *  them) after an optional capital, and acronyms (with a plural `s`). */
export function snakeCase(name: string): string {
  const words = name.split("_").flatMap((part) => part.match(/[A-Z]{2,}s(?![a-z])|[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+\d*|[A-Z]|\d+/g) ?? []);
  return words.map((w) => w.toLowerCase()).join("_");
}

export const resourceTypeName = (kind: string): string => `${PROVIDER_NAME}_${snakeCase(kind)}`;

/** Names Terraform reserves in a resource block (meta-arguments and the like). */
export const RESERVED_ATTRIBUTE_NAMES = new Set(["count", "for_each", "depends_on", "lifecycle", "provider", "provisioner", "connection"]);

/** Data sources follow the same rule: `dbplane_app_service`, `dbplane_app_services`. */
export const dataSourceTypeName = (lookupName: string): string => `${PROVIDER_NAME}_${snakeCase(lookupName)}`;
