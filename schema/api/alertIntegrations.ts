import { z } from "zod";
import { stringMap, uuid } from "./common";

/** Alert integrations (document 2, "Alert integration"; paths in document 4). `config` holds
 *  exactly the block named by `kind`; block fields are those of document 2 (none is stated as
 *  required). `enabled`, `configKey` and `status` are read-only on create. */
export const alertKind = z.enum(["webhook", "chat_1", "chat_2"]);
export type AlertKind = z.infer<typeof alertKind>;

export const alertName = z.string().min(1).max(1024);

const customPayloads = z.record(z.string(), z.strictObject({ payload: z.record(z.string(), z.unknown()) }));

export const webhookBlock = z.strictObject({
  method: z.string().min(1).optional(),
  token: z.string().optional(),
  basicAuth: z.strictObject({ user: z.string(), password: z.string() }).optional(),
  headers: stringMap.optional(),
  exclude: z.strictObject({ clusters: z.array(uuid).optional(), appServices: z.array(uuid).optional() }).optional(),
  customPayloads: customPayloads.optional(),
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

/** Fields never returned in reads (document 2), wherever they appear in a block. */
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

/** Update: `kind` may be repeated but not changed; `name` null keeps the current name. */
export const updateAlertIntegration = z.strictObject({
  kind: alertKind.optional(),
  name: alertName.nullable().optional(),
  enabled: z.boolean().optional(),
  config: config.optional(),
});

/** Test delivery: the chat_1 block also takes the channel's display name. */
export const testAlertIntegration = matchingConfig(
  z.strictObject({
    kind: alertKind,
    config: config.extend({ chat_1: chat1Block.extend({ channelName: z.string().optional() }).optional() }),
  }),
);

/** Lists a chat service's channels with a bot token; `integrationId` names the integration the
 *  channels are for (which other field it excludes is not stated in document 2). */
export const listAlertChannels = z.strictObject({ botToken: z.string().min(1), integrationId: uuid.optional() });

export const bodies = { createAlertIntegration, updateAlertIntegration, testAlertIntegration, listAlertChannels };
