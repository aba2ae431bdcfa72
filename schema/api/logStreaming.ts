import { z } from "zod";
import { operations, states } from "../model";
import { A } from "./paths";
import { doc } from "../docs";

/** Two APIs of an App Service stream logs to a collector, as the management API's v4
 *  specification has them:
 *
 *  - audit log streaming, `A/auditLogStreaming`: PUT sets the whole configuration
 *    (`streamingEnabled` with `outputType` and `credentials` starts or pauses it; false with
 *    nothing else disables it and drops the configuration), PATCH `/streamingEnabled` pauses or
 *    resumes it, GET reads it (never the credentials);
 *  - App Service log streaming, `A/logStreaming`: POST `{outputType, credentials}` configures and
 *    enables it, GET reads `{outputType, configState, streamingState}`, DELETE disables it and
 *    drops the configuration; DELETE and POST `A/logStreaming/activationState` pause and resume.
 *
 *  Both take the same collectors and credentials, and move through the same states. */

/** The collectors, in the specification's order (document 2 called them `collector_1`,
 *  `generic_http`, `collector_2` … `collector_6`, in this order). */
export const OUTPUT_TYPES = ["datadog", "generic_http", "sumologic", "loki", "elastic", "splunk", "dynatrace"] as const;
export const outputType = z.enum(OUTPUT_TYPES);
export type OutputType = z.infer<typeof outputType>;

/** The neutral names earlier versions of dbplane took, with the real value of each. */
export const FORMER_OUTPUT_TYPES: Record<string, OutputType> = {
  collector_1: "datadog",
  collector_2: "sumologic",
  collector_3: "loki",
  collector_4: "elastic",
  collector_5: "splunk",
  collector_6: "dynatrace",
};

/** The credentials of each collector: one flat object, its fields those of the output type
 *  (required unless listed as optional). Only generic HTTP may go without a user and password. */
export const CREDENTIAL_FIELDS: Record<OutputType, { required: readonly string[]; optional?: readonly string[] }> = {
  datadog: { required: ["apiKey", "url"] },
  generic_http: { required: ["url"], optional: ["user", "password"] },
  sumologic: { required: ["url"] },
  loki: { required: ["user", "password", "url"] },
  elastic: { required: ["user", "password", "url"] },
  splunk: { required: ["splunkToken", "url"] },
  dynatrace: { required: ["apiToken", "url"] },
};

const credentialsOf = (type: OutputType) => {
  const { required, optional = [] } = CREDENTIAL_FIELDS[type];
  return z.strictObject(Object.fromEntries([...optional.map((f) => [f, z.string().optional()]), ...required.map((f) => [f, z.string()])]));
};

/** What a credentials object must be, said once: the API's 400 (a body matching no collector)
 *  and the API reference say it. */
const CREDENTIALS_RULE = Object.entries(CREDENTIAL_FIELDS)
  .map(([type, { required, optional = [] }]) => `${type} {${[...required, ...optional.map((f) => `${f}?`)].join(", ")}}`)
  .join(", ");

/** The credentials as the API takes them: one of the collectors' shapes, in the specification's
 *  order (an object alone can't say which collector it is for: `outputType` does). */
const SPEC_ORDER: readonly OutputType[] = ["datadog", "sumologic", "generic_http", "elastic", "loki", "splunk", "dynatrace"];
export const collectorCredentials = z
  .union(SPEC_ORDER.map(credentialsOf) as unknown as [ReturnType<typeof credentialsOf>, ...Array<ReturnType<typeof credentialsOf>>])
  .meta({ description: `one object holding the fields of the collector outputType names: ${CREDENTIALS_RULE}` });

/** The same credentials as one object holding every collector's fields (what a resource
 *  declares; `credentialsRuleViolations` holds it to the output type's shape). */
export const credentialsFields = doc(
  z.strictObject({
    url: doc(z.string(), "The collector's URL."),
    apiKey: doc(z.string().optional(), "The API key (`datadog`)."),
    user: doc(z.string().optional(), "The user name (`loki`, `elastic`; optional for `generic_http`)."),
    password: doc(z.string().optional(), "The password (`loki`, `elastic`; optional for `generic_http`)."),
    splunkToken: doc(z.string().optional(), "The HTTP Event Collector token (`splunk`)."),
    apiToken: doc(z.string().optional(), "The API token (`dynatrace`)."),
  }),
  `How to reach the collector: the fields its \`outputType\` takes, ${CREDENTIALS_RULE}. The API never returns them.`,
);
/** Which collector the logs go to (a resource's input). */
export const outputTypeInput = doc(outputType, `The collector logs go to: ${OUTPUT_TYPES.map((t) => `\`${t}\``).join(", ")}.`);

/** Where `credentials` is not the shape of `outputType`, as `[field, reason]`. */
export function credentialsRuleViolations(type: OutputType, credentials: Record<string, unknown>): Array<[string, string]> {
  const { required, optional = [] } = CREDENTIAL_FIELDS[type];
  const takes = [...required, ...optional];
  const out: Array<[string, string]> = [];
  for (const field of required) if (credentials[field] === undefined) out.push([field, `required for outputType '${type}'`]);
  for (const field of Object.keys(credentials)) {
    if (!takes.includes(field)) out.push([field, `not taken by outputType '${type}' (it takes ${takes.join(", ")})`]);
  }
  return out;
}

/** The states of both: `enabling` → `enabled`, `pausing` → `paused`, `disabling` → `disabled`
 *  (the configuration gone); a failed change rests in `errored`. */
export const logStreamingStates = states({
  transitional: ["enabling", "pausing", "disabling"],
  final: ["enabled", "paused", "disabled", "errored"],
  failed: ["errored"],
});
export type LogStreamingState = (typeof logStreamingStates.all)[number];

/** Where each change goes: its transitional state and where it rests. */
export const LOG_STREAMING_MOVES = {
  enable: { via: "enabling", to: "enabled" },
  pause: { via: "pausing", to: "paused" },
  disable: { via: "disabling", to: "disabled" },
} as const satisfies Record<string, { via: LogStreamingState; to: LogStreamingState }>;

// Audit log streaming.

/** PUT: `outputType` and `credentials` are required to start, resume or pause (the API checks:
 *  the body alone can't say which), and must be left out to disable. */
export const setAuditLogStreaming = z.strictObject({
  streamingEnabled: doc(z.boolean(), "Whether audit logs stream: `false` pauses streaming and keeps the configuration."),
  disabledAppEndpoints: doc(z.array(z.string()).optional(), "App Endpoints whose audit logs are not streamed, by name."),
  outputType: outputType.optional(),
  credentials: collectorCredentials.optional(),
});

/** PATCH: the one operation there is, on the one path there is. */
export const patchAuditLogStreaming = z.strictObject({
  op: z.literal("update"),
  path: z.literal("/streamingEnabled"),
  value: z.boolean(),
});

/** GET: every field optional, `outputType` and `logStreamingState` plain strings (the states are
 *  `logStreamingStates`). Never the credentials. */
export const auditLogStreaming = z.strictObject({
  streamingEnabled: z.boolean().optional(),
  logStreamingState: z.string().optional(),
  disabledAppEndpoints: z.array(z.string()).optional(),
  outputType: z.string().optional(),
});

const auditStreaming = `${A}/auditLogStreaming`;

export const auditLogStreamingOperations = operations({
  setAuditLogStreaming: { api: "management", method: "PUT", path: auditStreaming, request: setAuditLogStreaming, responses: { 202: null } },
  patchAuditLogStreaming: { api: "management", method: "PATCH", path: auditStreaming, request: patchAuditLogStreaming, responses: { 202: null } },
  getAuditLogStreaming: { api: "management", method: "GET", path: auditStreaming, responses: { 200: auditLogStreaming } },
});

// App Service log streaming.

/** POST: configures streaming and enables it (allowed while `enabled`, `paused` or `disabled`). */
export const configureAppServiceLogStreaming = z.strictObject({
  outputType,
  credentials: collectorCredentials,
});

/** Whether logs reach the collector (`unknown` until there is enough to say, `unsupported` on
 *  App Service versions that can't tell). */
export const STREAMING_HEALTH = ["unknown", "unsupported", "healthy", "degraded", "unhealthy"] as const;

export const appServiceLogStreaming = z.strictObject({
  outputType: outputType.optional(),
  configState: z.enum(logStreamingStates.all as [LogStreamingState, ...LogStreamingState[]]).optional(),
  streamingState: z.enum(STREAMING_HEALTH).optional(),
});

const serviceStreaming = `${A}/logStreaming`;

export const appServiceLogStreamingOperations = operations({
  configureAppServiceLogStreaming: {
    api: "management",
    method: "POST",
    path: serviceStreaming,
    request: configureAppServiceLogStreaming,
    responses: { 202: null },
  },
  getAppServiceLogStreaming: { api: "management", method: "GET", path: serviceStreaming, responses: { 200: appServiceLogStreaming } },
  /** Allowed while `enabled` or `paused`. */
  deleteAppServiceLogStreaming: { api: "management", method: "DELETE", path: serviceStreaming, responses: { 202: null } },
  pauseAppServiceLogStreaming: { api: "management", method: "DELETE", path: `${serviceStreaming}/activationState`, responses: { 202: null } },
  resumeAppServiceLogStreaming: { api: "management", method: "POST", path: `${serviceStreaming}/activationState`, responses: { 202: null } },
});

