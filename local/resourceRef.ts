/** How the engine and the test kit name a resource. A name alone is not unique — a Bucket and an
 *  App Endpoint may both be `orders` — so reports are keyed by URN and messages say the kind too. */

/** Which resource: its URN, its type token and its name in the program. */
export interface ResourceRef {
  urn: string;
  type: string;
  name: string;
}

/** The type token's last part: `pulumi-nodejs:dynamic/dbplane:Bucket` → `Bucket`,
 *  `pulumi:pulumi:Stack` → `Stack`. */
export function kindOf(type: string): string {
  return type.slice(type.lastIndexOf(":") + 1);
}

/** `Bucket orders`: a resource as messages name it. */
export function labelOf(ref: Pick<ResourceRef, "type" | "name">): string {
  return `${kindOf(ref.type)} ${ref.name}`;
}

/** `Bucket orders: memoryAllocationInMb: <rule>`: what went wrong with a resource (at an input's
 *  property path, for a validation failure), as messages print it. */
export function problemLine(ref: Pick<ResourceRef, "type" | "name">, message: string, property?: string): string {
  return `${labelOf(ref)}: ${property ? `${property}: ` : ""}${message}`;
}
