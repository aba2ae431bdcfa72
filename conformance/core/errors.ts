/** The management API's one error body, `{httpStatusCode, code, message, hint}` (document 2),
 *  and the codes the conformance server uses. Documents 1–3 show only 1000 and 1002; the rest
 *  are ours and stable. */
export const ErrorCode = {
  invalid: 1000,
  unauthorized: 1001,
  forbidden: 1002,
  notFound: 1003,
  conflict: 1004,
  preconditionFailed: 1005,
  unsupportedMediaType: 1006,
  methodNotAllowed: 1007,
  tooManyRequests: 1008,
  payloadTooLarge: 1009,
  unavailable: 1010,
  internal: 1011,
} as const;

const codeByStatus: Record<number, number> = {
  400: ErrorCode.invalid,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  405: ErrorCode.methodNotAllowed,
  409: ErrorCode.conflict,
  412: ErrorCode.preconditionFailed,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  422: ErrorCode.invalid,
  429: ErrorCode.tooManyRequests,
  503: ErrorCode.unavailable,
};

export function codeForStatus(status: number): number {
  return codeByStatus[status] ?? (status >= 500 ? ErrorCode.internal : ErrorCode.invalid);
}

const defaultHints: Record<number, string> = {
  400: "Check the request against the API reference and send it again.",
  401: "Send a valid API key token as 'Authorization: Bearer <token>'.",
  403: "The API key lacks the role or network access this operation needs.",
  404: "Check the identifiers in the path.",
  405: "Use one of the methods named in the Allow header.",
  409: "The resource already exists or is in a state that does not allow this operation.",
  412: "Read the resource again and retry with its current ETag in If-Match.",
  415: "Send the body with the content type this operation accepts.",
  429: "Wait for the number of seconds in Retry-After before retrying.",
};

export interface ErrorBody {
  httpStatusCode: number;
  code: number;
  message: string;
  hint: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = codeForStatus(status),
    readonly hint: string = defaultHints[status] ?? "Retry later.",
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { httpStatusCode: this.status, code: this.code, message: this.message, hint: this.hint };
  }
}

export const badRequest = (message: string, hint?: string) => new ApiError(400, message, ErrorCode.invalid, hint);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message, ErrorCode.forbidden);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, hint?: string) => new ApiError(409, message, ErrorCode.conflict, hint);
export const preconditionFailed = (message: string) => new ApiError(412, message);

/** A 400's hint names where the operation's fields and rules are written (`where`, a link into
 *  docs/api-reference.md): in place of the generic hint, or after a specific one. */
export function withReference(err: ApiError, where: string): ApiError {
  if (err.status !== 400) return err;
  const hint = err.hint === defaultHints[400] ? `Check the request against ${where} (in the dbplane package) and send it again.` : `${err.hint} See ${where}.`;
  return new ApiError(err.status, err.message, err.code, hint, err.headers);
}

/** 405 for a known path asked with another method; `Allow` lists the methods it has. */
export function methodNotAllowed(method: string, path: string, allowed: string[]): ApiError {
  const list = allowed.join(", ");
  return new ApiError(405, `Method ${method} is not allowed on ${path}: it answers ${list}.`, ErrorCode.methodNotAllowed, undefined, {
    allow: list,
  });
}

/** A body in a character set other than UTF-8 (JSON is UTF-8, RFC 8259 §8.1). */
export function unsupportedCharset(charset: string): ApiError {
  return new ApiError(415, `Unsupported charset '${charset}': this server reads request bodies as UTF-8.`, ErrorCode.unsupportedMediaType, "Send the body as UTF-8 (charset=utf-8, or no charset).");
}

/** 415 naming the media type received (or its absence) and those the operation accepts. */
export function unsupportedMediaType(received: string, accepted: readonly string[]): ApiError {
  const list = accepted.join(" or ");
  const what = received ? `Unsupported Content-Type '${received}'` : "No Content-Type was sent";
  return new ApiError(415, `${what}: this operation accepts ${list}.`, ErrorCode.unsupportedMediaType, `Send the body with Content-Type: ${accepted[0]}.`);
}
