import { z } from "zod";
import { operations } from "../model";
import { audit, created, pageOf, stringMap, uuid } from "./common";
import { P, SORTED } from "./paths";
import { doc } from "../docs";

/** Alert integrations. The webhook kind is the management API's v4 specification's (which
 *  publishes only it); the two chat kinds and their blocks are document 2's (their real wire
 *  names are not published), as is the chat channel listing. `enabled`, `configKey` and `status`
 *  are the API's: no public operation sets them. */
export const alertKind = z.enum(["webhook", "chat_1", "chat_2"]);
export type AlertKind = z.infer<typeof alertKind>;

export const alertName = z.string().min(1).max(1024);

const customPayloads = doc(
  z.record(z.string(), z.strictObject({ payload: doc(z.record(z.string(), z.unknown()), "The message body to send instead of the default one (JSON).") })),
  "Custom message bodies, by alert type.",
);
const mapping = (what: string) => doc(stringMap.optional(), what);

const URL_RULE = "an absolute URL such as https://alerts.example.com/hook";

/** Where alerts go and how: `method` and `url` required; the credentials are write-only. */
export const webhookBlock = z.strictObject({
  method: doc(z.enum(["POST", "PUT"]), "The HTTP method alerts are sent with: `POST` or `PUT`."),
  url: doc(z.url({ error: `must be ${URL_RULE}` }).meta({ description: URL_RULE }), "The absolute URL alerts are sent to."),
  token: doc(z.string().optional(), "A bearer token sent with each alert (write-only: the API never returns it)."),
  basicAuth: doc(
    z.strictObject({ user: doc(z.string().max(1024), "The user name."), password: doc(z.string().max(1024), "The password.") }).optional(),
    "HTTP Basic credentials sent with each alert (write-only).",
  ),
  headers: doc(stringMap.optional(), "Extra HTTP headers sent with each alert, by name."),
  exclude: doc(
    z.strictObject({
      clusters: doc(z.array(uuid).optional(), "Ids of clusters whose alerts are not sent."),
      appServices: doc(z.array(uuid).optional(), "Ids of App Services whose alerts are not sent."),
    }).optional(),
    "Clusters and App Services whose alerts this integration does not send.",
  ),
});

export const chat1Block = z.strictObject({
  botToken: doc(z.string().optional(), "The chat bot's token (write-only: the API never returns it)."),
  channel: doc(z.string().optional(), "The channel alerts go to when no mapping names one."),
  clusterChannelMappings: mapping("The channel for each cluster's alerts, by cluster id."),
  appServiceChannelMappings: mapping("The channel for each App Service's alerts, by App Service id."),
  clusterWebhookChannelMappings: mapping("The webhook channel for each cluster's alerts, by cluster id."),
  appServiceWebhookChannelMappings: mapping("The webhook channel for each App Service's alerts, by App Service id."),
  channelWebhookUrlMappings: mapping("The incoming-webhook URL of each channel, by channel (write-only)."),
  customPayloads: doc(customPayloads.optional(), "Custom message bodies, by alert type."),
});

export const chat2Block = z.strictObject({
  webhookUrlMappings: mapping("Incoming-webhook URLs, by a name the other mappings use (write-only)."),
  clusterWebhookMappings: mapping("The webhook (by its name in `webhookUrlMappings`) for each cluster's alerts, by cluster id."),
  appServiceWebhookMappings: mapping("The webhook (by its name in `webhookUrlMappings`) for each App Service's alerts, by App Service id."),
  customPayloads: doc(customPayloads.optional(), "Custom message bodies, by alert type."),
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

const config = z.strictObject({
  webhook: doc(webhookBlock.optional(), "The settings of a `webhook` integration."),
  chat_1: doc(chat1Block.optional(), "The settings of a `chat_1` integration."),
  chat_2: doc(chat2Block.optional(), "The settings of a `chat_2` integration."),
});

export const createAlertIntegration = matchingConfig(
  z.strictObject({
    kind: doc(alertKind, "Where alerts go: `webhook`, `chat_1` or `chat_2`."),
    name: doc(alertName, "The integration's name, 1 to 1,024 characters."),
    config: doc(config, "How alerts are delivered: exactly one block, the one named by `kind` (secret, as it holds credentials)."),
  }),
);

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
