import { ApiError, forbidden } from "../../core/errors";
import { runSandboxed, SandboxFailure } from "../sandbox";
import type { Principal } from "./auth";

/** The access-control (sync) function, run in the sandbox on every write. It sees
 *  `channel()`, `access()`, `role()`, `expiry()` and the `require*` checks; a
 *  `throw({forbidden: "..."})` rejects the write with 403 (`{unauthorized}` with 401). */
export const DEFAULT_SYNC_FUNCTION = "function (doc, oldDoc) { channel(doc.channels); }";

const PRELUDE = `
  const __list = (v) => (Array.isArray(v) ? v.flat(Infinity) : [v]).filter((x) => typeof x === "string" && x !== "");
  const __user = __env.user;
  __out.channels = []; __out.access = []; __out.roles = [];
  function channel() { for (const a of arguments) __out.channels.push(...__list(a)); }
  function access(users, channels) { __out.access.push({ users: __list(users), channels: __list(channels) }); }
  function role(users, roles) { __out.roles.push({ users: __list(users), roles: __list(roles).map((r) => r.replace(/^role:/, "")) }); }
  function expiry() {}
  function requireUser(names) { if (!__list(names).includes(__user.name)) throw { forbidden: "wrong user" }; }
  function requireRole(roles) {
    if (!__list(roles).map((r) => r.replace(/^role:/, "")).some((r) => __user.roles.includes(r))) throw { forbidden: "missing role" };
  }
  function requireAccess(channels) {
    if (!__user.channels.includes("*") && !__list(channels).some((c) => __user.channels.includes(c))) throw { forbidden: "missing channel access" };
  }
  function requireAdmin() { throw { forbidden: "admin required" }; }
`;

export interface SyncResult {
  channels: string[];
  /** Grantee (user or `role:x`) → channels. */
  access: Record<string, string[]>;
  /** User → roles. */
  roles: Record<string, string[]>;
}

export function runSyncFunction(
  source: string | undefined,
  doc: Record<string, unknown>,
  oldDoc: Record<string, unknown> | null,
  principal: Principal,
): SyncResult {
  let outcome;
  try {
    outcome = runSandboxed({
      source: source ?? DEFAULT_SYNC_FUNCTION,
      args: [doc, oldDoc, {}],
      prelude: PRELUDE,
      env: { user: { name: principal.name, channels: principal.channels, roles: principal.roles } },
    });
  } catch (e) {
    // A sync function that does not compile or never returns rejects the write, it never stalls.
    if (e instanceof SandboxFailure) throw forbidden(`Exception in JS sync function: ${e.message}`);
    throw e;
  }
  if (!outcome.ok) throw rejection(outcome.thrown);

  const out = outcome.out as { channels: string[]; access: Array<{ users: string[]; channels: string[] }>; roles: Array<{ users: string[]; roles: string[] }> };
  const access: Record<string, string[]> = {};
  for (const grant of out.access) for (const u of grant.users) access[u] = [...new Set([...(access[u] ?? []), ...grant.channels])];
  const roles: Record<string, string[]> = {};
  for (const grant of out.roles) for (const u of grant.users) roles[u] = [...new Set([...(roles[u] ?? []), ...grant.roles])];
  return { channels: [...new Set(out.channels)], access, roles };
}

function rejection(thrown: unknown): ApiError {
  if (thrown && typeof thrown === "object") {
    const t = thrown as { forbidden?: unknown; unauthorized?: unknown; message?: unknown };
    if (t.forbidden !== undefined) return forbidden(String(t.forbidden));
    if (t.unauthorized !== undefined) return new ApiError(401, String(t.unauthorized));
    if (typeof t.message === "string") return forbidden(`Exception in JS sync function: ${t.message}`);
  }
  return forbidden(`Exception in JS sync function: ${JSON.stringify(thrown)}`);
}
