import type * as pulumi from "@pulumi/pulumi";
import { ApiClient, clientFor } from "./http";

/** Credentials come from the stack config (`dbplane:apiUrl`, secret `dbplane:apiToken`),
 *  handed to the dynamic provider's `configure`, with `DBPLANE_API_URL` / `DBPLANE_API_TOKEN`
 *  as the fallback. They never become resource inputs or outputs. */
let stackConfig: { apiUrl?: string; apiToken?: string } = {};

export function configure(config: pulumi.dynamic.Config): void {
  stackConfig = { apiUrl: config.get("dbplane:apiUrl") || undefined, apiToken: config.get("dbplane:apiToken") || undefined };
}

export function apiClient(): ApiClient {
  const apiUrl = stackConfig.apiUrl ?? process.env.DBPLANE_API_URL;
  const apiToken = stackConfig.apiToken ?? process.env.DBPLANE_API_TOKEN;
  if (!apiUrl) throw new Error("dbplane: no API URL: run `pulumi config set dbplane:apiUrl <url>` or set DBPLANE_API_URL.");
  if (!apiToken) {
    throw new Error("dbplane: no API token: run `pulumi config set --secret dbplane:apiToken <token>` or set DBPLANE_API_TOKEN.");
  }
  return clientFor(apiUrl, apiToken);
}
