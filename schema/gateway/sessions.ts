import { z } from "zod";
import { operations } from "../model";
import { BOTH } from "./common";

/** Sessions the admin API makes for a user, and ends (both kinds of gateway). A session lasts
 *  `ttl` seconds (default 86,400, at least 1); `expires` is an RFC 3339 instant in UTC, to the
 *  second. Ending every session of a user answers 200 even when the user has none (or is gone). */
export const DEFAULT_SESSION_TTL_SECONDS = 86_400;

export const sessionBody = z.strictObject({
  name: z.string().optional(),
  ttl: z.int().optional(),
});

export const createdSession = z.strictObject({ session_id: z.string(), expires: z.string(), cookie_name: z.string() });

/** Who a session acts as: its user's name and channels (each with the sequence it was granted at). */
export const sessionInfo = z.strictObject({
  authentication_handlers: z.array(z.string()),
  ok: z.literal(true),
  userCtx: z.strictObject({ channels: z.record(z.string(), z.int()), name: z.string().nullable() }),
});

export const sessionOperations = operations({
  createSession: { api: "gatewayAdmin", method: "POST", path: "/{db}/_session", request: sessionBody, responses: { 200: createdSession }, servedBy: BOTH },
  getSession: { api: "gatewayAdmin", method: "GET", path: "/{db}/_session/{sessionid}", responses: { 200: sessionInfo }, servedBy: BOTH },
  deleteSession: { api: "gatewayAdmin", method: "DELETE", path: "/{db}/_session/{sessionid}", responses: { 200: null }, servedBy: BOTH },
  deleteUserSessions: { api: "gatewayAdmin", method: "DELETE", path: "/{db}/_user/{name}/_session", responses: { 200: null }, servedBy: BOTH },
  deleteUserSession: { api: "gatewayAdmin", method: "DELETE", path: "/{db}/_user/{name}/_session/{sessionid}", responses: { 200: null }, servedBy: BOTH },
});
