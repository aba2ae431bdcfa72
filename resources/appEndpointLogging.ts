import { z } from "zod";
import { defineSpec } from "../provider";
import { appEndpointLoggingDefaults, appEndpointOperations as ops, LOG_KEYS, LOG_LEVELS } from "../schema/api/appEndpoints";
import { doc } from "../schema/docs";
import { settingsApi } from "./settings";

/** What an App Endpoint sends to its App Service's log collector (`E/logStreaming`): the level
 *  and the log keys of the gateway's console log. Settings of the endpoint (see ./settings.ts):
 *  deleting puts the API's defaults back. The API reads and takes them only while the App
 *  Service's log streaming is enabled or paused: declare them after an AppServiceLogStreaming
 *  (a dependency), so they go before it. */
const body = z.strictObject({
  logLevel: doc(z.enum(LOG_LEVELS).optional(), "The lowest level sent: `info`, `warn` or `error`."),
  logKeys: doc(z.array(z.enum(LOG_KEYS)).optional(), "The log keys sent (`Admin`, `Access`, `Auth`, `HTTP`, `Sync`, …)."),
});

export const appEndpointLoggingSpec = defineSpec({
  kind: "AppEndpointLogging",
  description: "The console log an App Endpoint sends to its App Service's log collector: its level and log keys. Deleting it puts the defaults back.",
  body,
  scope: ["organizationId", "projectId", "clusterId", "appServiceId", "appEndpointName"],
  immutable: [],
  defaults: appEndpointLoggingDefaults(),
  unordered: ["logKeys"],
  computed: {},
  naturalKey: "appEndpointName",
  api: settingsApi({
    get: ops.getAppEndpointLogStreaming,
    put: ops.putAppEndpointLogStreaming,
    parent: "appEndpointName",
    defaults: appEndpointLoggingDefaults,
    fields: (i) => ({ logLevel: i.logLevel, logKeys: i.logKeys }),
  }),
});
