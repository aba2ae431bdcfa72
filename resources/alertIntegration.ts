import { z } from "zod";
import { pick, type Props, type ResourceSpec, type Scope } from "../provider";
import { createAlertIntegration, SECRET_CONFIG_FIELDS, type AlertConfig } from "../schema/api/alertIntegrations";
import { auditOutput } from "./outputs";

/** An alert integration of a project (document 2, "Alert integration"; paths in document 4).
 *
 *  `kind` can't change (a change replaces); `name`, `config` and `enabled` are updated in place.
 *  `enabled` is read-only on create, so an integration declared `enabled: false` is created and
 *  then switched off.
 *
 *  Secrets: the API never returns the secret fields of `config` (`token`, `basicAuth`, `botToken`,
 *  `webhookUrlMappings`, `channelWebhookUrlMappings`). The provider keeps the values it last wrote
 *  and puts them back into every read, so they never diff by their absence (a change made to them
 *  outside Pulumi can't be seen). Since they live inside `config`, the whole `config` is a secret,
 *  as an input and as an output; `kind`, `name`, `enabled`, `configKey` and `status` stay plain. */
const body = createAlertIntegration.extend({ enabled: z.boolean().optional() });

const P = (s: Scope) => `/v4/organizations/${s.organizationId}/projects/${s.projectId}`;
const item = (s: Scope, id: string) => `${P(s)}/alertIntegrations/${id}`;

/** The live config with the secret fields last written (`known`) put back, block by block. */
function withKnownSecrets(live: AlertConfig | undefined, known: AlertConfig | undefined): AlertConfig | undefined {
  if (!live || !known || typeof known !== "object") return live;
  const merged: Record<string, Record<string, unknown>> = {};
  for (const [block, fields] of Object.entries(live)) {
    const secrets = Object.entries(known[block as keyof AlertConfig] ?? {}).filter(([f, v]) => SECRET_CONFIG_FIELDS.includes(f) && v !== undefined);
    merged[block] = { ...fields, ...Object.fromEntries(secrets) };
  }
  return merged;
}

const OUTPUTS = [...Object.keys(body.shape), "configKey", "status", "audit"];
const updateBody = (inputs: Props) => ({ kind: inputs.kind, name: inputs.name, enabled: inputs.enabled ?? true, config: inputs.config });

export const alertIntegrationSpec: ResourceSpec = {
  kind: "AlertIntegration",
  body,
  scope: ["organizationId", "projectId"],
  immutable: ["kind"],
  defaults: { enabled: true },
  // The config carries credentials: secret as an output, so as an input too (in the state and previews).
  secretOutputs: ["config"],
  computed: { configKey: z.string(), status: z.string(), audit: auditOutput },
  naturalKey: "name",
  // Names are not unique: another integration (e.g. the one a replacement supersedes) may have this one.
  naturalKeyUnique: false,
  api: {
    collection: (s) => `${P(s)}/alertIntegrations`,
    item,
    createBody: (inputs) => ({ kind: inputs.kind, name: inputs.name, config: inputs.config }),
    createdId: (res) => res.body.id,
    // `props` are the inputs just sent (create, update) or the last outputs (refresh): either
    // way their `config` holds the secrets last written.
    outputs: (live, props) => {
      return { ...pick(live, OUTPUTS), config: withKnownSecrets(live.config, props.config) };
    },
    update: { method: "PUT", body: updateBody },
  },
  // A new integration is enabled: switch it off when declared so.
  afterCreate: async ({ client, id, inputs, deadline }) => {
    if (inputs.enabled !== false) return undefined;
    try {
      await client.put(item(inputs, id), { body: { enabled: false }, deadline });
    } catch (e) {
      throw new Error(`${(e as Error).message} The integration was created enabled; the next apply disables it.`);
    }
    return undefined;
  },
  // The secrets of an adopted integration can't be read to compare: write the declared ones.
  afterAdopt: async ({ client, id, inputs, deadline }) => {
    await client.put(item(inputs, id), { body: updateBody(inputs), deadline });
    return undefined;
  },
};

