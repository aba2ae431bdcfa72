import { z } from "zod";
import { configSafeJson } from "../schema/gateway/configText";
import { type ApiClient, clientFor } from "./http";
import { doc } from "../schema/docs";

/** Where the APIs are and the credentials to reach them. Front ends fill it from their own
 *  configuration (Pulumi: the stack config `dbplane:apiUrl`, secret `dbplane:apiToken`, handed to
 *  the dynamic provider's `configure`; Terraform: the provider block), each falling back to the
 *  environment variables below. Credentials never become resource inputs or outputs, except a
 *  gateway resource's own `gateway` connection (below), which is a secret input and output. */
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

/** What each setting is, for the front ends that document it (the Terraform provider block). */
export const SETTING_DESCRIPTIONS: Record<keyof ProviderConfig, string> = {
  apiUrl: "The management API's URL (such as https://api.example.com, or the conformance server's).",
  apiToken: "An API key's bearer token (secret).",
  gatewayAdminUrl: "The data-sync gateway's admin API URL (such as https://host:4985); gateway resources may name their own with `gateway`.",
  gatewayAdminUsername: "The user name of an admin of the data-sync gateway.",
  gatewayAdminPassword: "The password of that gateway admin (secret).",
};

/** Settings that are secrets. */
export const SECRET_SETTINGS: ReadonlyArray<keyof ProviderConfig> = ["apiToken", "gatewayAdminPassword"];

/** The input a gateway resource names its own gateway with, overriding the provider's settings
 *  (a program that reaches several gateways, or makes its admin credentials itself). Specs that
 *  talk to the gateway declare it among their `extraInputs` and `secretOutputs` (so a secret
 *  input too): the password is then stored only encrypted, whatever the program passed
 *  (`read` and `delete` receive only the last outputs, so it must be one of them). */
export const GATEWAY_INPUT = "gateway";

/** What is wrong with a URL setting, if anything: the rule every front end applies (no message
 *  repeats the refused value: these values may carry credentials). */
export function urlProblem(value: string): "not http(s)" | "credentials" | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "not http(s)";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "not http(s)";
  return url.username !== "" || url.password !== "" ? "credentials" : undefined;
}

const httpUrl = z.string().refine((value) => urlProblem(value) !== "not http(s)", { message: "an http(s) URL" });

export const gatewayConnection = z.strictObject({
  /** The admin API (`https://host:4985`), or a database's admin URL (an App Endpoint's
   *  `adminURL`, `https://host:4985/<db>`): a path ending with the resource's database is taken
   *  as that database's. */
  adminUrl: doc(
    httpUrl.refine((value) => urlProblem(value) !== "credentials", { message: "must not carry credentials: give them as `username` and `password`" }),
    "The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`).",
  ),
  /** The admin's user name (an App Service admin user's `name`, or the gateway's own admin). */
  username: doc(z.string().min(1).regex(/^[^:]*$/, "no ':' (HTTP Basic user names can't hold one)"), "The admin's user name (such as an App Service admin user's `name`)."),
  /** Secret. */
  password: doc(z.string().min(1), "The admin's password (secret)."),
});

export type GatewayConnection = z.infer<typeof gatewayConnection>;

/** How a person sets each setting, per front end, for error messages. */
export interface ConfigHelp {
  /** e.g. "run `pulumi config set dbplane:apiUrl <url>`" */
  howToSet(setting: keyof ProviderConfig, secret: boolean): string;
}

/** The API clients the operations of a resource use. */
export interface Clients {
  management(): ApiClient;
  /** The gateway's admin API: through `connection` when the resource names one, else through
   *  the provider's settings. `database`: the one the resource lives in, so that a database's
   *  own admin URL works as well as the gateway's. */
  gateway(connection?: GatewayConnection, database?: string): ApiClient;
}

/** Clients built from a front end's configuration, with the environment as the fallback.
 *  `unknown`: settings the configuration gives but that are not known yet (Terraform: a value
 *  from a resource still to be made); using one is an error, never the environment's value. */
export function clientsFrom(config: ProviderConfig, help: ConfigHelp, unknown: ReadonlySet<keyof ProviderConfig> = new Set()): Clients {
  const setting = (key: keyof ProviderConfig): string | undefined => {
    if (unknown.has(key)) throw new Error(`dbplane: the provider's ${key} is not known yet (it comes from a resource not made yet): apply that resource first, e.g. with -target.`);
    return config[key] || process.env[CONFIG_ENV[key]] || undefined;
  };
  const require = (key: keyof ProviderConfig, what: string, or = ""): string => {
    const value = setting(key);
    if (!value) throw new Error(`dbplane: no ${what}: ${help.howToSet(key, SECRET_SETTINGS.includes(key))} or set ${CONFIG_ENV[key]}${or}.`);
    return value;
  };
  const requireUrl = (key: "apiUrl" | "gatewayAdminUrl", what: string, or = ""): string => {
    const value = require(key, what, or);
    const problem = urlProblem(value);
    if (problem === "not http(s)") throw new Error(`dbplane: the ${what} is not an absolute http(s) URL such as https://api.example.com: ${help.howToSet(key, false)} or set ${CONFIG_ENV[key]}.`);
    if (problem === "credentials") throw new Error(`dbplane: the ${what} must not carry credentials: give them as their own settings.`);
    return value;
  };
  const orInput = `, or give the resource a \`${GATEWAY_INPUT}\` input`;
  return {
    management: () => clientFor(requireUrl("apiUrl", "API URL"), { bearer: require("apiToken", "API token") }),
    gateway: (connection, database) => {
      const { adminUrl, username, password } = connection ?? {
        adminUrl: requireUrl("gatewayAdminUrl", "gateway admin URL", orInput),
        username: require("gatewayAdminUsername", "gateway admin user name", orInput),
        password: require("gatewayAdminPassword", "gateway admin password", orInput),
      };
      // `$` and backticks as JSON escapes: the gateway's configuration parser keeps them as written.
      return clientFor(gatewayRoot(adminUrl, database), { basic: { username, password } }, configSafeJson);
    },
  };
}

/** The gateway's admin root for requests to `/{database}/…`: a URL that already ends with the
 *  database (an App Endpoint's `adminURL`) loses that segment. */
function gatewayRoot(adminUrl: string, database: string | undefined): string {
  const url = new URL(adminUrl);
  const segments = url.pathname.replace(/\/+$/, "").split("/");
  if (database !== undefined && segments.length > 1 && decodeURIComponent(segments[segments.length - 1]) === database) {
    url.pathname = segments.slice(0, -1).join("/") || "/";
  }
  return url.toString();
}
