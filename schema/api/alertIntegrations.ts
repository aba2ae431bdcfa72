import { z } from "zod";
import { operations } from "../model";
import { audit, created, pageOf, stringMap, uuid } from "./common";
import { P, SORTED } from "./paths";

/** Alert integrations. The webhook kind is the management API's v4 specification's (which
 *  publishes only it); the two chat kinds and their blocks are document 2's (their real wire
 *  names are not published), as is the chat channel listing. `enabled`, `configKey` and `status`
 *  are the API's: no public operation sets them. */
export const alertKind = z.enum(["webhook", "chat_1", "chat_2"]);
export type AlertKind = z.infer<typeof alertKind>;

export const alertName = z.string().min(1).max(1024);

const customPayloads = z.record(z.string(), z.strictObject({ payload: z.record(z.string(), z.unknown()) }));

const URL_RULE = "an absolute URL such as https://alerts.example.com/hook";

/** Where alerts go and how: `method` and `url` required; the credentials are write-only. */
export const webhookBlock = z.strictObject({
  method: z.enum(["POST", "PUT"]),
  url: z.url({ error: `must be ${URL_RULE}` }).meta({ description: URL_RULE }),
  token: z.string().optional(),
  basicAuth: z.strictObject({ user: z.string().max(1024), password: z.string().max(1024) }).optional(),
  headers: stringMap.optional(),
  exclude: z.strictObject({ clusters: z.array(uuid).optional(), appServices: z.array(uuid).optional() }).optional(),
});

export const chat1Block = z.strictObject({
  botToken: z.string().optional(),
  channel: z.string().optional(),
  clusterChannelMappings: stringMap.optional(),
  appServiceChannelMappings: stringMap.optional(),
  clusterWebhookChannelMappings: stringMap.optional(),
  appServiceWebhookChannelMappings: stringMap.optional(),
  channelWebhookUrlMappings: stringMap.optional(),
  customPayloads: customPayloads.optional(),
});

export const chat2Block = z.strictObject({
  webhookUrlMappings: stringMap.optional(),
  clusterWebhookMappings: stringMap.optional(),
  appServiceWebhookMappings: stringMap.optional(),
  customPayloads: customPayloads.optional(),
});

/** Fields never returned in reads, wherever they appear in a block. */
export const SECRET_CONFIG_FIELDS = ["token", "basicAuth", "botToken", "webhookUrlMappings", "channelWebhookUrlMappings"];

export type AlertConfig = Partial<Record<AlertKind, Record<string, unknown>>>;

/** Why `config` does not fit `kind` (it must hold that kind's block and no other), or undefined. */
export function configMismatch(kind: AlertKind, config: AlertConfig): string | undefined {
  const blocks = Object.keys(config);
  if (blocks.length === 1 && blocks[0] === kind) return undefined;
  return `Field 'config' must contain exactly the '${kind}' block for kind '${kind}'; got ${blocks.length ? blocks.map((b) => `'${b}'`).join(", ") : "no block"}.`;
}

const matchingConfig = <S extends z.ZodType<{ kind: AlertKind; config: AlertConfig }>>(schema: S) =>
  schema.superRefine((value, ctx) => {
    const problem = configMismatch(value.kind, value.config);
    if (problem) ctx.addIssue({ code: "custom", path: ["config"], message: problem });
  });

const config = z.strictObject({ webhook: webhookBlock.optional(), chat_1: chat1Block.optional(), chat_2: chat2Block.optional() });

export const createAlertIntegration = matchingConfig(z.strictObject({ kind: alertKind, name: alertName, config }));

/** The update replaces the config (required; of the integration's kind) and may rename it. */
export const updateAlertIntegration = z.strictObject({ name: alertName.optional(), config });

/** A test delivery of a config not yet saved; a chat_1 block also takes the channel's display
 *  name (document 2). */
export const testAlertIntegration = matchingConfig(
  z.strictObject({
    kind: alertKind,
    config: config.extend({ chat_1: chat1Block.extend({ channelName: z.string().optional() }).optional() }),
  }),
);

/** Lists a chat service's channels with a bot token; `integrationId` names the integration the
 *  channels are for (document 2; which other field it excludes is not stated there). */
export const listAlertChannels = z.strictObject({ botToken: z.string().min(1), integrationId: uuid.optional() });

/** What reads show of each block: everything but the secret fields. */
const redacted = <S extends z.ZodObject>(block: S) => block.omit(Object.fromEntries(SECRET_CONFIG_FIELDS.filter((f) => f in block.shape).map((f) => [f, true])) as never);

export const alertIntegration = z.strictObject({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  projectId: z.string().optional(),
  kind: alertKind,
  configKey: z.string(),
  /** Whether the integration works: `healthy` or `unhealthy`. */
  status: z.string(),
  /** Whether alerts are delivered through it (one integration is active at a time). */
  enabled: z.boolean(),
  config: z.strictObject({ webhook: redacted(webhookBlock).optional(), chat_1: redacted(chat1Block).optional(), chat_2: redacted(chat2Block).optional() }),
  audit,
});

export const alertChannels = z.strictObject({ channels: z.array(z.strictObject({ id: z.string(), name: z.string(), type: z.string() })) });

const item = `${P}/alertIntegrations/{alertIntegrationId}`;

export const alertIntegrationOperations = operations({
  createAlertIntegration: { api: "management", method: "POST", path: `${P}/alertIntegrations`, request: createAlertIntegration, responses: { 201: created } },
  listAlertIntegrations: { api: "management", method: "GET", path: `${P}/alertIntegrations`, query: SORTED, responses: { 200: pageOf(alertIntegration) } },
  getAlertIntegration: { api: "management", method: "GET", path: item, responses: { 200: alertIntegration } },
  updateAlertIntegration: { api: "management", method: "PUT", path: item, request: updateAlertIntegration, responses: { 204: null } },
  deleteAlertIntegration: { api: "management", method: "DELETE", path: item, responses: { 204: null } },
  /** Accepted for delivery: no body. */
  testAlertIntegration: { api: "management", method: "POST", path: `${P}/alertIntegrationTest`, request: testAlertIntegration, responses: { 202: null } },
  listAlertChannels: {
    api: "management",
    method: "POST",
    path: `${P}/alertIntegrations/channels`,
    request: listAlertChannels,
    responses: { 200: alertChannels },
    unpublished: true,
  },
});
