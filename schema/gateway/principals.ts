import { z } from "zod";
import { operations } from "../model";
import { BOTH, SELF_MANAGED } from "./common";

/** Users and roles of a gateway database (the admin API's `/{db}/_user/…` and `/{db}/_role/…`),
 *  as the gateway's admin OpenAPI documents and its source have them:
 *  - a write names the fields it changes: a `PUT` of an existing user or role changes the fields
 *    it gives and leaves the others (it answers 200; 201 when it created the principal); `POST`
 *    creates, and answers 409 for a name taken;
 *  - a new user needs a password (at least 3 characters) unless the database allows empty ones
 *    (`allow_empty_password`);
 *  - reads leave out empty sets (`admin_channels`, `admin_roles`, `roles`); a user's `email` and
 *    `disabled` are always there;
 *  - `all_channels`, `roles` and the `jwt_*` fields are read-only: a write may repeat them as they
 *    are, never change them.
 *  App Services (an App Endpoint's database) serves users by name and roles, never the list of
 *  users nor `POST /{db}/_user/`. */

const channelSet = z.array(z.string());

/** Per-collection access of a principal: scope → collection → channels. */
const collectionAccess = z.record(
  z.string(),
  z.record(
    z.string(),
    z.strictObject({
      admin_channels: channelSet.optional(),
      all_channels: channelSet.optional(),
      jwt_channels: channelSet.optional(),
      jwt_last_updated: z.string().optional(),
    }),
  ),
);

/** A user as writes take it (read-only fields included, to be repeated as they are). */
export const userBody = z.strictObject({
  name: z.string().optional(),
  password: z.string().optional(),
  admin_channels: channelSet.optional(),
  all_channels: channelSet.optional(),
  collection_access: collectionAccess.optional(),
  email: z.string().optional(),
  disabled: z.boolean().optional(),
  admin_roles: channelSet.optional(),
  roles: channelSet.optional(),
  jwt_roles: channelSet.optional(),
  jwt_channels: channelSet.optional(),
  jwt_issuer: z.string().optional(),
  jwt_last_updated: z.string().optional(),
});

/** A user as `GET /{db}/_user/{name}` answers it (never its password). */
export const user = userBody.omit({ password: true }).extend({ name: z.string() });

export const roleBody = z.strictObject({
  name: z.string().optional(),
  admin_channels: channelSet.optional(),
  all_channels: channelSet.optional(),
  collection_access: collectionAccess.optional(),
});

export const role = z.strictObject({
  name: z.string(),
  admin_channels: channelSet.optional(),
  all_channels: channelSet.optional(),
  collection_access: collectionAccess.optional(),
});

const userItem = "/{db}/_user/{name}";
const roleItem = "/{db}/_role/{name}";

export const principalOperations = operations({
  /** Names only (`name_only`, the default), or whole users (`name_only=false`, with `limit`). */
  listUsers: {
    api: "gatewayAdmin",
    method: "GET",
    path: "/{db}/_user/",
    query: ["name_only", "limit"],
    responses: { 200: z.union([z.array(z.string()), z.array(user)]) },
    servedBy: SELF_MANAGED,
  },
  createUser: { api: "gatewayAdmin", method: "POST", path: "/{db}/_user/", request: userBody, responses: { 201: null }, servedBy: SELF_MANAGED },
  getUser: { api: "gatewayAdmin", method: "GET", path: userItem, responses: { 200: user }, servedBy: BOTH },
  headUser: { api: "gatewayAdmin", method: "HEAD", path: userItem, responses: { 200: null }, servedBy: BOTH },
  /** Creates (201) or changes the fields given (200). */
  putUser: { api: "gatewayAdmin", method: "PUT", path: userItem, request: userBody, responses: { 200: null, 201: null }, servedBy: BOTH },
  deleteUser: { api: "gatewayAdmin", method: "DELETE", path: userItem, responses: { 200: null }, servedBy: BOTH },

  /** Role names; `deleted=true` adds the roles deleted since. */
  listRoles: { api: "gatewayAdmin", method: "GET", path: "/{db}/_role/", query: ["deleted"], responses: { 200: z.array(z.string()) }, servedBy: BOTH },
  createRole: { api: "gatewayAdmin", method: "POST", path: "/{db}/_role/", request: roleBody, responses: { 201: null }, servedBy: BOTH },
  getRole: { api: "gatewayAdmin", method: "GET", path: roleItem, responses: { 200: role }, servedBy: BOTH },
  headRole: { api: "gatewayAdmin", method: "HEAD", path: roleItem, responses: { 200: null }, servedBy: BOTH },
  putRole: { api: "gatewayAdmin", method: "PUT", path: roleItem, request: roleBody, responses: { 200: null, 201: null }, servedBy: BOTH },
  /** `purge=true` removes the role's document at once. */
  deleteRole: { api: "gatewayAdmin", method: "DELETE", path: roleItem, query: ["purge"], responses: { 200: null }, servedBy: BOTH },
});
