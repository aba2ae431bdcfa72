import { z } from "zod";
import { dateTime, matching } from "./common";

/** App Service log streaming and audit logging (document 2 "App Service audit and log
 *  streaming", states table; paths in document 4). */

export const OUTPUT_TYPES = ["collector_1", "generic_http", "collector_2", "collector_3", "collector_4", "collector_5", "collector_6"] as const;
export const outputType = z.enum(OUTPUT_TYPES);
export type OutputType = z.infer<typeof outputType>;

/** `collector_3` is for App Service versions 8 and newer only (document 2). */
export const COLLECTOR_3_MIN_MAJOR_VERSION = 8;

/** Credentials per output type (document 2: "fields of each type: not shown"). Our choice:
 *  generic HTTP posts to `url`, with Basic auth when `user` and `password` are given; every
 *  third-party collector takes its ingestion `url` and an `apiKey`. Write-only. */
const httpsUrl = matching(/^https?:\/\/\S+$/, "an http(s) URL such as https://logs.example.com/ingest");
export const genericHttpCredentials = z.strictObject({
  url: httpsUrl,
  user: z.string().min(1).optional(),
  password: z.string().min(1).optional(),
});
export const collectorCredentials = z.strictObject({ url: httpsUrl, apiKey: z.string().min(1) });

export const logStreamingCredentials = z.strictObject({
  collector_1: collectorCredentials.optional(),
  generic_http: genericHttpCredentials.optional(),
  collector_2: collectorCredentials.optional(),
  collector_3: collectorCredentials.optional(),
  collector_4: collectorCredentials.optional(),
  collector_5: collectorCredentials.optional(),
  collector_6: collectorCredentials.optional(),
});

/** PUT: `streamingEnabled` true with `outputType` and its credentials starts streaming;
 *  false with them pauses (credentials kept); false with nothing else disables (configuration
 *  and credentials removed). The credentials object holds exactly the `outputType`'s entry. */
export const setLogStreaming = z.strictObject({
  streamingEnabled: z.boolean(),
  disabledAppEndpoints: z.array(z.string().min(1)).optional(),
  outputType: outputType.optional(),
  credentials: logStreamingCredentials.optional(),
});

/** PATCH: the one supported operation. */
export const patchLogStreaming = z.strictObject({
  op: z.literal("update"),
  path: z.literal("/streamingEnabled"),
  value: z.boolean(),
});

export const setAppServiceAuditLog = z.strictObject({ auditEnabled: z.boolean() });

/** Audit log retention (document 2 limits): an export may not start earlier than this. */
export const AUDIT_LOG_RETENTION_DAYS = 30;

export const requestAppServiceAuditLogExport = z.strictObject({ start: dateTime, end: dateTime });

export const bodies = { setLogStreaming, patchLogStreaming, setAppServiceAuditLog, requestAppServiceAuditLogExport };
