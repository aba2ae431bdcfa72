import { ApiError, lookupDeadline, type ApiClient, type CreateResult } from "../http";
import { importIdOf } from "../importId";
import type { Props } from "../spec";
import { pick } from "../values";
import { afterAccepted, settled } from "./accepted";
import { adopt } from "./adopt";
import type { SpecContext } from "./context";
import { findByNaturalKey, idsKnownIn, listedId } from "./lookup";
import type { Created } from "./types";
import type { Update } from "./update";

/** Creates the object (or, with `adopt`, takes over the one named alike) and waits until it is usable. */
export async function create(sc: SpecContext, inputs: Props, update: Update): Promise<Created> {
  const { spec } = sc;
  const client = sc.clientOf(inputs);
  const deadline = sc.deadlineFor(inputs, "create");
  // The objects named like this one already: what `adopt` takes over. Where names are not
  // unique, the ids a lookup after an ambiguous POST failure must not mistake for this one.
  const existing = inputs.adopt ? await findByNaturalKey(sc, client, inputs, deadline) : [];
  if (inputs.adopt && existing.length > 1) {
    throw new Error(`dbplane: cannot adopt ${sc.what(inputs)}: ${existing.length} objects have ${sc.keyFields.join(" and ")} '${sc.keyOf(inputs)}'.`);
  }
  if (inputs.adopt && existing.length === 1) return adopt(sc, client, inputs, listedId(sc, existing[0]), deadline, update);
  // (Adopting found none by that name: its listing says all a lookup needs to know.)
  const knownBefore =
    spec.naturalKeyUnique !== false ? undefined : inputs.adopt ? new Set(existing.map((item) => listedId(sc, item))) : await idsKnownIn(sc, client, inputs, deadline);
  const body = spec.api.createBody ? spec.api.createBody(inputs) : pick(inputs, sc.fields);
  const opts = {
    body,
    deadline,
    lookup: async (by: number) => {
      const found = (await findByNaturalKey(sc, client, inputs, by)).filter((item) => !knownBefore?.has(listedId(sc, item)));
      return found.length ? listedId(sc, found[0]) : undefined;
    },
  };
  const send = () => (spec.api.createRequest ? spec.api.createRequest(client, inputs, opts) : client.create(spec.api.collection(inputs), opts));
  const created = await send().catch(async (e) => {
    throw await explainedConflict(sc, client, inputs, deadline, e);
  });
  const { id, extra: given, recovered } = await createdObject(sc, inputs, created, () => opts.lookup(lookupDeadline(deadline)));
  let extra = given;
  knownBefore?.add(id);
  const recorded = afterAccepted(sc, client, id, inputs, deadline);
  if (recovered && spec.recoverCreated) extra = await recorded(extra, spec.recoverCreated);
  if (spec.afterCreate) extra = { ...extra, ...(await recorded(extra, spec.afterCreate)) };
  return settled(sc, client, id, inputs, extra, deadline);
}

/** The object a create made: its id and the write-only outputs only its answer carries. An answer
 *  that names no usable id (an empty, wrapped or `null` body, HTML from a proxy, one too large to
 *  read) is a create all the same: the object is found by its natural key, as after a lost
 *  answer (`recovered`: what only the answer carried must be recovered too). Nothing here may
 *  throw before the object is found, or it would be made and never recorded. */
async function createdObject(
  sc: SpecContext,
  inputs: Props,
  created: CreateResult<unknown>,
  lookup: () => Promise<string | undefined>,
): Promise<{ id: string; extra: Props; recovered: boolean }> {
  if (!created.response) return { id: created.recoveredId, extra: {}, recovered: true };
  const { response } = created;
  if (response.unreadable === undefined) {
    try {
      const id: unknown = sc.spec.api.createdId(response, inputs);
      if (typeof id === "string" && id.trim() !== "") return { id, extra: sc.spec.api.createdOutputs?.(response) ?? {}, recovered: false };
    } catch {
      // (a body of another shape: found below)
    }
  }
  const found = await lookup();
  if (found !== undefined) return { id: found, extra: {}, recovered: true };
  const why = response.unreadable ?? `without a usable id (${shapeOf(response.body)})`;
  throw new Error(
    `dbplane: creating ${sc.what(inputs)}: the API answered ${response.status} ${why}, and no ${sc.spec.kind} with ${sc.keyFields.join(" and ")} '${sc.keyOf(inputs)}' is listed: if one appears, take it over with \`adopt: true\`.`,
  );
}

/** What an answer's body was, for an error (never its content: it may hold a secret). */
function shapeOf(body: unknown): string {
  if (body === undefined) return "an empty body";
  if (body === null) return "null";
  if (typeof body === "string") return /^\s*</.test(body) ? "HTML, not JSON" : "text, not JSON";
  if (Array.isArray(body)) return "an array";
  if (typeof body === "object") return Object.keys(body).length ? `an object with only ${Object.keys(body).slice(0, 5).join(", ")}` : "an empty object";
  return `a ${typeof body}`;
}

/** A create the API refused with 409 because the object already exists (one is named alike): the
 *  error says how to take it over. Another 409 (e.g. a parent not ready yet) stays as it is. */
async function explainedConflict(sc: SpecContext, client: ApiClient, inputs: Props, deadline: number, e: unknown): Promise<unknown> {
  // A job refused with 409 (e.g. one already under way) has nothing to take over.
  if (!(e instanceof ApiError) || e.status !== 409 || sc.spec.job) return e;
  const found = await findByNaturalKey(sc, client, inputs, deadline).catch(() => []);
  if (found.length !== 1) return e;
  const id = listedId(sc, found[0]);
  return new Error(
    `${e.message} ${sc.what(inputs, id)} already exists: set \`adopt: true\` on the resource to take it over (Terraform: \`adopt = true\`, or \`terraform import <address> ${importIdOf(sc.spec, inputs, id)}\`).`,
  );
}
