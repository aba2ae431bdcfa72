import { ApiError, ErrorCode } from "./errors";

/** ETags derive from the resource's audit version: one strong tag per version. */
export const etagFor = (version: number): string => `"Version-${version}"`;

/** Enforces `If-Match` when the caller sent one: 412 when it names another version. */
export function checkIfMatch(ifMatch: string | string[] | undefined, version: number): void {
  if (ifMatch === undefined) return;
  const sent = (Array.isArray(ifMatch) ? ifMatch.join(",") : ifMatch).split(",").map((t) => t.trim());
  const current = etagFor(version);
  if (sent.includes("*") || sent.some((t) => t === current || t === `W/${current}`)) return;
  throw new ApiError(
    412,
    `If-Match ${sent.join(", ")} does not match the current ETag ${current}.`,
    ErrorCode.preconditionFailed,
  );
}
