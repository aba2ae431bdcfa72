import { z } from "zod";
import { operations } from "../model";
import { ALLOWED_CIDR_LIMIT, audit, cidr, matching, pageOf, uuid } from "./common";
import { O, SORTED } from "./paths";
import { doc, fieldDocs } from "../docs";

/** API keys, as the management API's v4 specification has them. */
export const organizationRole = z.enum(["organizationOwner", "organizationMember", "projectCreator"]);
export const projectRole = z.enum(["projectOwner", "projectManager", "projectViewer", "projectDataReaderWriter", "projectDataReader"]);

/** The `type` of a `resources` item the API records when it is left out. */
export const API_KEY_RESOURCE_TYPE = "project";

/** A project the key has roles in. `type` is the kind of resource: `project`, also when left
 *  out (reads then show `project`). */
export const apiKeyResource = z.strictObject({
  type: doc(z.string().optional(), "The kind of resource: `project`, also when left out."),
  id: doc(uuid, "The project's id."),
  roles: doc(z.array(projectRole), "The key's roles in the project: `projectOwner`, `projectManager`, `projectViewer`, `projectDataReaderWriter` or `projectDataReader`."),
});

const EXPIRY_RULE = "-1 (never expires) or a number of days of at least 0.01";

export const createApiKey = z.strictObject({
  name: doc(z.string().min(1).max(128), "The key's name, 1 to 128 characters; several keys may share one."),
  description: doc(z.string().max(1024).optional(), "What the key is for, at most 1,024 characters."),
  /** Days; at least 0.01, or -1 for never. Said as one rule, never as two that read as
   *  contradictory ("must be -1 … must be >= 0.01"). */
  expiry: z
    .union([z.literal(-1, { error: "-1 (never expires)" }), z.number().min(0.01, { error: `must be ${EXPIRY_RULE}` })])
    .meta({ description: EXPIRY_RULE })
    .optional()
    .register(fieldDocs, { description: "Days until the key expires: at least 0.01, or -1 for never." }),
  allowedCIDRs: doc(z.array(cidr).min(1).max(ALLOWED_CIDR_LIMIT).optional(), `The IPv4 addresses or CIDR ranges the key may be used from (1 to ${ALLOWED_CIDR_LIMIT}), compared as a set.`),
  organizationRoles: doc(z.array(organizationRole).min(1), "The key's organization roles (`organizationOwner`, `organizationMember`, `projectCreator`), compared as a set."),
  resources: doc(z.array(apiKeyResource).optional(), "The projects the key has roles in."),
});

/** The fixed defaults of the optional fields (the specification's). */
export const API_KEY_DEFAULTS = { description: "", expiry: 180, allowedCIDRs: ["0.0.0.0/0"], resources: [] as Array<z.output<typeof apiKeyResource>> };

/** The secret policy: 64 characters from letters, digits and a few symbols; empty means generate. */
export const apiKeySecret = matching(
  /^([A-Za-z0-9!@#$%^&*()_+=.~-]{64})?$/,
  "empty (a secret is generated) or 64 characters from letters, digits and !@#$%^&*()_+=.~-",
);

export const rotateApiKey = z.strictObject({ secret: apiKeySecret.optional() });

/** A key as reads answer it: never its token. */
export const apiKey = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  expiry: z.number(),
  allowedCIDRs: z.array(z.string()),
  organizationRoles: z.array(organizationRole),
  resources: z.array(z.strictObject({ type: z.string().optional(), id: z.string(), roles: z.array(projectRole) })),
  audit,
});

const item = `${O}/apikeys/{apiKeyId}`;

export const apiKeyOperations = operations({
  /** The token is in this answer (and a rotation's) only. */
  createApiKey: { api: "management", method: "POST", path: `${O}/apikeys`, request: createApiKey, responses: { 201: z.strictObject({ id: z.string(), token: z.string() }) } },
  listApiKeys: { api: "management", method: "GET", path: `${O}/apikeys`, query: SORTED, responses: { 200: pageOf(apiKey) } },
  getApiKey: { api: "management", method: "GET", path: item, responses: { 200: apiKey } },
  deleteApiKey: { api: "management", method: "DELETE", path: item, responses: { 204: null } },
  /** A new secret (the one given, or a generated one when the body leaves it out or is empty). */
  rotateApiKey: {
    api: "management",
    method: "POST",
    path: `${item}/rotate`,
    request: rotateApiKey,
    requestOptional: true,
    responses: { 200: z.strictObject({ secretKey: z.string(), token: z.string() }) },
  },
});
