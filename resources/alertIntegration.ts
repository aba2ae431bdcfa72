import { z } from "zod";
import { defineSpec, listOperation, pick, type Scope, type SpecInputs } from "../provider";
import { alertIntegrationOperations as ops, createAlertIntegration, SECRET_CONFIG_FIELDS } from "../schema/api/alertIntegrations";
import { AUDIT_MOVES, auditOutput } from "./outputs";
import { doc } from "../schema/docs";

/** An alert integration of a project.
 *
 *  `kind` can't change (a change replaces); `name` and `config` are updated in place with the
 *  API's update (`{name, config}`). `enabled` is an output only: the API creates every
 *  integration enabled and no public operation sets it (neither the create nor the update takes
 *  it), so the provider reports what the API says and never plans a change for it.
 *
 *  Secrets: the API never returns the secret fields of `config` (`token`, `basicAuth`, `botToken`,
 *  `webhookUrlMappings`, `channelWebhookUrlMappings`). The provider keeps the values it last wrote
 *  and puts them back into every read, so they never diff by their absence (a change made to them
 *  outside Pulumi can't be seen). Since they live inside `config`, the whole `config` is a secret,
 *  as an input and as an output; `kind`, `name`, `enabled`, `configKey` and `status` stay plain. */
const body = createAlertIntegration;

type Inputs = SpecInputs<typeof body, "organizationId" | "projectId">;
type Config = Inputs["config"];

/** The live config with the secret fields last written (`known`) put back, block by block. */
function withKnownSecrets(live: Config | undefined, known: Config | undefined): Config | undefined {
  if (!live || !known || typeof known !== "object") return live;
  const merged: Record<string, Record<string, unknown>> = {};
  for (const [block, fields] of Object.entries(live)) {
    const secrets = Object.entries(known[block as keyof Config] ?? {}).filter(([f, v]) => SECRET_CONFIG_FIELDS.includes(f) && v !== undefined);
    merged[block] = { ...fields, ...Object.fromEntries(secrets) };
  }
  return merged as Config;
}

const OUTPUTS = [...Object.keys(body.shape), "enabled", "configKey", "status", "audit"];
const updateBody = (inputs: Inputs) => ({ name: inputs.name, config: inputs.config });
const item = (s: Scope, id: string) => ops.getAlertIntegration.url({ ...s, alertIntegrationId: id });

export const alertIntegrationSpec = defineSpec({
  kind: "AlertIntegration",
  description: "An alert integration of a project: where the project's alerts are delivered (a webhook or a chat service).",
  body,
  scope: ["organizationId", "projectId"],
  immutable: ["kind"],
  // The config carries credentials: secret as an output, so as an input too (in the state and previews).
  secretOutputs: ["config"],
  computed: {
    enabled: doc(z.boolean(), "Whether the integration sends alerts (every integration is created enabled)."),
    configKey: doc(z.string(), "The API's key of the integration's configuration."),
    status: doc(z.string(), "The integration's status, as the API reports it."),
    audit: auditOutput,
  },
  // `configKey` is the kind's, which can't change; `enabled` no operation sets. A new config may
  // change how the integration fares.
  movedByUpdate: ["status", ...AUDIT_MOVES],
  naturalKey: "name",
  // Names are not unique: another integration (e.g. the one a replacement supersedes) may have this one.
  naturalKeyUnique: false,
  api: {
    collection: (s) => ops.listAlertIntegrations.url(s),
    item,
    list: (client, s, deadline) => listOperation(client, ops.listAlertIntegrations, s, deadline),
    createBody: (inputs) => ({ kind: inputs.kind, name: inputs.name, config: inputs.config }),
    createdId: (res) => res.body.id,
    // `props` are the inputs just sent (create, update) or the last outputs (refresh): either
    // way their `config` holds the secrets last written.
    outputs: (live, props) => ({ ...pick(live, OUTPUTS), config: withKnownSecrets(live.config, props.config) }),
    update: { method: "PUT", body: updateBody },
  },
  // The secrets of an adopted integration can't be read to compare: write the declared ones.
  afterAdopt: async ({ client, id, inputs, deadline }) => {
    await client.put(item(inputs, id), { body: updateBody(inputs), deadline });
    return undefined;
  },
});
