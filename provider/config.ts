import { type ApiClient, clientFor } from "./http";

/** Where the APIs are and the credentials to reach them. Front ends fill it from their own
 *  configuration (Pulumi: the stack config `dbplane:apiUrl`, secret `dbplane:apiToken`, handed to
 *  the dynamic provider's `configure`; Terraform: the provider block), each falling back to the
 *  environment variables below. Credentials never become resource inputs or outputs. */
export interface ProviderConfig {
  /** The management API (e.g. `https://<host>` or the conformance server's `apiUrl`). */
  apiUrl?: string;
  /** An API key's bearer token (secret). */
  apiToken?: string;
  /** The data-sync gateway's admin API, and the Basic credentials of an admin of it (the
   *  password is a secret). Gateway resources may also name their own (`gateway` input). */
  gatewayAdminUrl?: string;
  gatewayAdminUsername?: string;
  gatewayAdminPassword?: string;
}

/** The environment variable each setting falls back to. */
export const CONFIG_ENV: Record<keyof ProviderConfig, string> = {
  apiUrl: "DBPLANE_API_URL",
  apiToken: "DBPLANE_API_TOKEN",
  gatewayAdminUrl: "DBPLANE_GATEWAY_ADMIN_URL",
  gatewayAdminUsername: "DBPLANE_GATEWAY_ADMIN_USERNAME",
  gatewayAdminPassword: "DBPLANE_GATEWAY_ADMIN_PASSWORD",
};

/** Settings that are secrets. */
export const SECRET_SETTINGS: ReadonlyArray<keyof ProviderConfig> = ["apiToken", "gatewayAdminPassword"];

/** How a person sets each setting, per front end, for error messages. */
export interface ConfigHelp {
  /** e.g. "run `pulumi config set dbplane:apiUrl <url>`" */
  howToSet(setting: keyof ProviderConfig, secret: boolean): string;
}

/** The API clients the operations of a resource use. */
export interface Clients {
  management(): ApiClient;
}

/** Clients built from a front end's configuration, with the environment as the fallback. */
export function clientsFrom(config: ProviderConfig, help: ConfigHelp): Clients {
  const setting = (key: keyof ProviderConfig): string | undefined => config[key] || process.env[CONFIG_ENV[key]] || undefined;
  const require = (key: keyof ProviderConfig, what: string, secret: boolean): string => {
    const value = setting(key);
    if (!value) throw new Error(`dbplane: no ${what}: ${help.howToSet(key, secret)} or set ${CONFIG_ENV[key]}.`);
    return value;
  };
  return {
    management: () => clientFor(require("apiUrl", "API URL", false), require("apiToken", "API token", true)),
  };
}
