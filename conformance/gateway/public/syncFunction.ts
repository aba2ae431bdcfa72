import type { ServerContext } from "../../context";
import { ApiError, forbidden, unauthorized } from "../../core/errors";
import { SandboxFailure } from "../sandbox";
import type { Principal } from "./auth";

/** The access-control (sync) function, run in the sandbox on every write. It sees
 *  `channel()`, `access()`, `role()`, `expiry()` and the `require*` checks; a
 *  `throw({forbidden: "..."})` rejects the write with 403 (`{unauthorized}` with 401). */
export const DEFAULT_SYNC_FUNCTION = "function (doc, oldDoc) { channel(doc.channels); }";

const PRELUDE = `({
  out: () => ({ channels: [], access: [], roles: [] }),
  builtins: (state) => {
    const list = (v) => (Array.isArray(v) ? v.flat(Infinity) : [v]).filter((x) => typeof x === "string" && x !== "");
    const user = () => state.env.user;
    return {
      channel() { for (const a of arguments) state.out.channels.push(...list(a)); },
      access(users, channels) { state.out.access.push({ users: list(users), channels: list(channels) }); },
      role(users, roles) { state.out.roles.push({ users: list(users), roles: list(roles).map((r) => r.replace(/^role:/, "")) }); },
      expiry() {},
      requireUser(names) { if (!list(names).includes(user().name)) throw { forbidden: "wrong user" }; },
      requireRole(roles) {
        if (!list(roles).map((r) => r.replace(/^role:/, "")).some((r) => user().roles.includes(r))) throw { forbidden: "missing role" };
      },
      requireAccess(channels) {
        const mine = user().channels;
        if (!mine.includes("*") && !list(channels).some((c) => mine.includes(c))) throw { forbidden: "missing channel access" };
      },
      requireAdmin() { throw { forbidden: "admin required" }; },
    };
  },
})`;

export interface SyncResult {
  channels: string[];
  /** Grantee (user or `role:x`) → channels. */
  access: Record<string, string[]>;
  /** User → roles. */
  roles: Record<string, string[]>;
}

export async function runSyncFunction(
  ctx: ServerContext,
  /** The database, and the keyspace whose function it is. */
  at: { db: string; keyspace: string },
  source: string | undefined,
  doc: Record<string, unknown>,
  oldDoc: Record<string, unknown> | null,
  principal: Principal,
): Promise<SyncResult> {
  let outcome;
  try {
    outcome = await ctx.sandbox.run({
      db: at.db,
      use: `sync ${at.keyspace}`,
      source: source ?? DEFAULT_SYNC_FUNCTION,
      args: [doc, oldDoc, {}],
      prelude: PRELUDE,
      env: { user: { name: principal.name, channels: principal.channels, roles: principal.roles } },
    });
  } catch (e) {
    // A sync function that does not compile, never returns or exhausts its memory rejects the
    // write; it never stalls the server. Too many of the database's calls waiting: 503.
    if (e instanceof SandboxFailure && e.kind === "busy") throw new ApiError(503, `JS sync function: ${e.message}`);
    if (e instanceof SandboxFailure) throw forbidden(`Exception in JS sync function: ${e.message}`);
    throw e;
  }
  if (!outcome.ok) throw rejection(outcome.thrown);

  // The built-ins fill `out`, but they share the context with the function, which may have
  // changed what they rely on (Array.prototype.push...): only lists of strings count.
  const out = outcome.out as { channels?: unknown; access?: unknown; roles?: unknown } | null | undefined;
  const channels = strings(out?.channels);
  const access = grants(out?.access, "channels");
  const roles = grants(out?.roles, "roles");
  if (!channels || !access || !roles) throw forbidden("Exception in JS sync function: it tampered with its built-ins");
  return { channels: [...new Set(channels)], access, roles };
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : undefined;
}

/** The `access()` or `role()` calls the built-ins recorded, merged by grantee; undefined when
 *  they are not what the built-ins record. */
function grants(calls: unknown, field: "channels" | "roles"): Record<string, string[]> | undefined {
  if (!Array.isArray(calls)) return undefined;
  const merged = new Map<string, Set<string>>();
  for (const call of calls as Array<Record<string, unknown> | null>) {
    const users = strings(call?.users);
    const values = strings(call?.[field]);
    if (!users || !values) return undefined;
    for (const u of users) merged.set(u, new Set([...(merged.get(u) ?? []), ...values]));
  }
  return Object.fromEntries([...merged].map(([u, v]) => [u, [...v]]));
}

function rejection(thrown: unknown): ApiError {
  if (thrown && typeof thrown === "object") {
    const t = thrown as { forbidden?: unknown; unauthorized?: unknown; message?: unknown };
    if (t.forbidden !== undefined) return forbidden(String(t.forbidden));
    if (t.unauthorized !== undefined) return unauthorized(String(t.unauthorized));
    if (typeof t.message === "string") return forbidden(`Exception in JS sync function: ${t.message}`);
  }
  return forbidden(`Exception in JS sync function: ${JSON.stringify(thrown)}`);
}
