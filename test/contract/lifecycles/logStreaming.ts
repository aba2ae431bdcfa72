import { appServiceLogStreamingSpec } from "../../../resources/appServiceLogStreaming";
import { auditLogStreamingSpec } from "../../../resources/auditLogStreaming";
import { runningAppService } from "../calls/logStreaming";
import type { Lifecycle } from "../lifecycle";

/** Both streams of an App Service through the provider core: configured, switched (paused and
 *  back), configured anew with other credentials and another collector, then disabled by the
 *  delete. Neither has a replacement short of another App Service. */
export const lifecycles: Lifecycle[] = [
  {
    name: "AuditLogStreaming (datadog, paused, then generic_http)",
    spec: auditLogStreamingSpec,
    setup: runningAppService,
    create: { streamingEnabled: true, outputType: "datadog", credentials: { apiKey: "dd-key", url: "https://http-intake.logs.datadoghq.com" } },
    updates: [
      { disabledAppEndpoints: ["quiet", "noisy"] },
      { streamingEnabled: false },
      { streamingEnabled: true, outputType: "generic_http", credentials: { url: "https://logs.example.com/in", user: "svc", password: "pw" } },
    ],
  },
  {
    name: "AppServiceLogStreaming (splunk, paused, new token while paused, then loki streaming)",
    spec: appServiceLogStreamingSpec,
    setup: runningAppService,
    create: { outputType: "splunk", credentials: { splunkToken: "tok-1", url: "https://splunk.example.com:8088" }, paused: false },
    updates: [
      { paused: true },
      { credentials: { splunkToken: "tok-2", url: "https://splunk.example.com:8088" } },
      { paused: false, outputType: "loki", credentials: { user: "loki", password: "pw", url: "https://loki.example.com" } },
    ],
  },
];
