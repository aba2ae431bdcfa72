import type { ConformanceServer } from "../conformance";
import { CONFIG_ENV, SECRET_SETTINGS } from "../provider/config";

/** A conformance server carried from one CI step to the next in environment variables: what
 *  `dbplane-ci-server` exports from the server's ready line, and what `dbplane-test-stack` reads.
 *  The first five are the variables both providers read by themselves (Pulumi's stack config
 *  and Terraform's provider block fall back to them), so a program needs no further setting. */

/** The ready line `dbplane-server` prints. */
export type ReadyLine = Omit<ConformanceServer, "close"> & { ready: true };

const NAMES = {
  ...CONFIG_ENV,
  gatewayPublicUrl: "DBPLANE_GATEWAY_PUBLIC_URL",
  organizationId: "DBPLANE_ORGANIZATION_ID",
  projectId: "DBPLANE_PROJECT_ID",
  clusterId: "DBPLANE_CLUSTER_ID",
  apiKeyId: "DBPLANE_API_KEY_ID",
  controlToken: "DBPLANE_CONTROL_TOKEN",
} as const;

/** The variables that hold secrets (a CI masks them in its logs). */
export const SECRET_NAMES: ReadonlySet<string> = new Set([...SECRET_SETTINGS.map((setting) => CONFIG_ENV[setting]), NAMES.controlToken]);

/** The server's own OpenID Connect issuer (tokens for tests), under its control plane. */
export const oidcIssuer = (apiUrl: string): string => `${apiUrl}/_conformance/oidc`;

/** The variables of a ready server, and of the process that runs it. */
export function serverEnv(ready: ReadyLine, proc: { pid: number; log: string }): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, name] of Object.entries(NAMES)) {
    const value = ready[key as keyof typeof NAMES];
    if (value !== undefined) vars[name] = String(value);
  }
  vars.DBPLANE_OIDC_ISSUER = oidcIssuer(ready.apiUrl);
  vars.DBPLANE_SERVER_PID = String(proc.pid);
  vars.DBPLANE_SERVER_LOG = proc.log;
  return vars;
}

/** `export NAME='value'` lines, for a POSIX shell to source (`. ./file`). */
export function shellExports(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `export ${name}='${value.replace(/'/g, `'\\''`)}'\n`)
    .join("");
}

/** `NAME=value` lines: GitHub Actions' `$GITHUB_ENV` file, a GitLab dotenv report. One line per
 *  variable, so a value may not hold a line break (the server's values never do). */
export function envFileLines(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => {
      if (/[\r\n]/.test(value)) throw new Error(`${name} holds a line break: it can't be written as NAME=value`);
      return `${name}=${value}\n`;
    })
    .join("");
}

/** The environment names no server this process can use. */
export class ServerEnvError extends Error {}

/** The server the environment names (as `dbplane-ci-server` exported it), its seeded ids read
 *  from its control plane. Not closed by `close()`: it belongs to the job that started it. */
export async function serverFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<ConformanceServer> {
  const apiUrl = env[NAMES.apiUrl];
  const apiToken = env[NAMES.apiToken];
  if (!apiUrl || !apiToken) {
    throw new ServerEnvError(`no server: set ${NAMES.apiUrl} and ${NAMES.apiToken} to a conformance server's (\`npx dbplane-ci-server > s.env && . ./s.env\` starts one and exports them).`);
  }
  const controlToken = env[NAMES.controlToken] || undefined;
  let seed: Pick<ConformanceServer, "organizationId" | "projectId" | "clusterId" | "clusters">;
  try {
    const res = await fetch(`${apiUrl}/_conformance/seed`, { headers: controlToken ? { authorization: `Bearer ${controlToken}` } : {} });
    if (!res.ok) throw new Error(`it answered ${res.status}`);
    seed = (await res.json()) as typeof seed;
  } catch (e) {
    throw new ServerEnvError(`${NAMES.apiUrl}=${apiUrl} is not a conformance server this job can reach (GET /_conformance/seed: ${(e as Error).message}).`);
  }
  return {
    apiUrl,
    apiToken,
    gatewayPublicUrl: env[NAMES.gatewayPublicUrl] ?? "",
    gatewayAdminUrl: env[NAMES.gatewayAdminUrl] ?? "",
    gatewayAdminUsername: env[NAMES.gatewayAdminUsername] ?? "",
    gatewayAdminPassword: env[NAMES.gatewayAdminPassword] ?? "",
    apiKeyId: env[NAMES.apiKeyId] ?? "",
    ...seed,
    ...(controlToken ? { controlToken } : {}),
    close: async () => undefined,
  };
}
