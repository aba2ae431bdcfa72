import { checkInputs, type CheckFailure } from "./check";
import { GATEWAY_INPUT, type Clients } from "./config";
import { changedInputs } from "./diff";
import { ApiError, type ApiClient, type ApiResponse } from "./http";
import { listAll } from "./listing";
import { bodyFields, COMMON_INPUTS, computedFields, defaultsOf, naturalKeyFields, type HookContext, type Props, type ResourceSpec, type Scope, type WaitFor } from "./spec";
import { deepEqual, durationMs, pick } from "./values";
import { waitForState, waitUntilGone } from "./wait";

/** What a resource does, written once for every front end: `check`, `diff`, `create`, `read`,
 *  `update` and `delete` of one spec, in plain values (camelCase props as the spec names them).
 *  The Pulumi dynamic provider (./dynamicProvider.ts) and the Terraform provider wrap these. */

const DEFAULT_TIMEOUT = "20m";
/** How long a listing of a collection with non-unique names serves its creates (see idsKnownIn). */
const KNOWN_IDS_MS = 60_000;
/** How long the read that records a failed step's object may take (its own deadline may be past). */
const RECORD_READ_MS = 30_000;
/** Output key holding the API fields the program declared (see outputsOf). */
const DECLARED = "__declared";

/** A step failed after the API accepted the object (or while updating it): the object exists,
 *  and `outputs` are what it is now, so a front end records it (Pulumi: a partially created
 *  resource; Terraform: a tainted one) instead of orphaning it, and the next run goes on. */
export class PartialFailure extends Error {
  constructor(
    message: string,
    readonly id: string,
    readonly outputs: Props,
  ) {
    super(message);
    this.name = "PartialFailure";
  }
}

export interface DiffResult {
  /** Every input that differs. */
  changed: string[];
  /** The subset that forces a replacement. */
  replaces: string[];
  /** The old object must go before the new one is made. */
  deleteBeforeReplace: boolean;
}

export interface ResourceOperations {
  readonly spec: ResourceSpec;
  /** Validation (property path and rule per failure); valid inputs come back normalized. */
  check(news: Props): { inputs: Props; failures: CheckFailure[] };
  /** The exact difference between the last outputs and new inputs. */
  diff(olds: Props, news: Props): DiffResult;
  create(inputs: Props): Promise<{ id: string; outs: Props }>;
  /** undefined when the object is gone. `inputs`: what the program's inputs are, as read. */
  read(id: string, props: Props): Promise<{ id: string; outs: Props; inputs: Props } | undefined>;
  update(id: string, olds: Props, news: Props): Promise<Props>;
  delete(id: string, props: Props): Promise<void>;
  /** The id of the one object named like `props` (its scope ids and natural key), undefined when
   *  there is none: how a front end takes an object by its name (e.g. `terraform import`). */
  find(props: Props): Promise<string | undefined>;
}

export function resourceOperations(spec: ResourceSpec, clients: () => Clients): ResourceOperations {
  requireSecretGatewayInput(spec);
  const fields = bodyFields(spec);
  const providerOnly = [...spec.scope, ...Object.keys(spec.extraInputs ?? {}), ...COMMON_INPUTS];
  /** The computed outputs a read answers: not a secret that only a create (or an action) gives,
   *  such as a token, which is carried over instead. */
  const answeredComputed = computedFields(spec).filter((f) => !(spec.secretOutputs ?? []).includes(f));
  const keyFields = naturalKeyFields(spec);
  const keyOf = (props: Props) => keyFields.map((f) => props[f] ?? "?").join(" ");
  const what = (props: Props, id?: string) => `${spec.kind} '${keyOf(props)}'${id ? ` (id ${id})` : ""}`;
  /** The client of the API the spec talks to; a gateway resource's through its own `gateway`
   *  input when given (the inputs, or the last outputs on a read or delete). */
  const clientOf = (props: Props): ApiClient =>
    spec.api.client === "gateway" ? clients().gateway(props[GATEWAY_INPUT], props.database) : clients().management();
  const deadlineFor = (props: Props, op: "create" | "update" | "delete") =>
    Date.now() + durationMs(props.timeouts?.[op] ?? spec.timeouts?.[op] ?? DEFAULT_TIMEOUT);

  const readLive = async (client: ApiClient, scope: Scope, id: string, deadline: number): Promise<ApiResponse | undefined> => {
    if (spec.api.read) return spec.api.read(client, scope, id, deadline);
    const res = await client.get(spec.api.item(scope, id), { deadline, accept: [404] });
    return res.status === 404 ? undefined : res;
  };

  const list = (client: ApiClient, scope: Scope, deadline: number): Promise<Props[]> =>
    spec.api.list ? spec.api.list(client, scope, deadline) : listAll(client, spec.api.collection(scope), deadline);

  const listedId = (item: Props) => (spec.api.listedId ? spec.api.listedId(item) : String(item.id));

  /** For natural keys that are not unique: the ids a collection held when this process listed
   *  it, before its first create there (a listing serves the creates of the next minute, so a
   *  run lists a collection once, or once a minute for a long one, however many objects it
   *  creates), plus every id this process made there since. After an ambiguous create, an
   *  object named alike that is not among them is the one the create made; the minute bounds
   *  how long an object someone else made meanwhile could be mistaken for it. */
  const knownIds = new WeakMap<ApiClient, Map<string, { ids: Promise<Set<string>>; listedAt: number }>>();
  const idsKnownIn = (client: ApiClient, inputs: Props, deadline: number): Promise<Set<string>> => {
    let byCollection = knownIds.get(client);
    if (!byCollection) knownIds.set(client, (byCollection = new Map()));
    const path = spec.api.collection(inputs);
    const cached = byCollection.get(path);
    if (cached && Date.now() - cached.listedAt < KNOWN_IDS_MS) return cached.ids;
    const ids = list(client, inputs, deadline).then((items) => new Set(items.map(listedId)));
    byCollection.set(path, { ids, listedAt: Date.now() });
    // A failed listing is not remembered: the next create lists again.
    ids.catch(() => byCollection!.delete(path));
    return ids;
  };

  /** The objects named like `inputs` (natural key), newest first. */
  const findByNaturalKey = async (client: ApiClient, inputs: Props, deadline: number): Promise<Props[]> => {
    const matches = (await list(client, inputs, deadline)).filter((item) => keyFields.every((f) => item[f] === inputs[f]));
    return matches.sort((a, b) => String(b.audit?.createdAt ?? "").localeCompare(String(a.audit?.createdAt ?? "")));
  };

  /** Outputs: the inputs as given for provider-only fields, the live API object for the rest,
   *  write-only values as just sent (the inputs) or else carried over from before. `declared`:
   *  the API fields the program set (kept in the state so that a refresh can tell a field the
   *  program gave from one the API filled in, and derive the program's inputs). */
  const outputsOf = (inputs: Props, live: ApiResponse, carried: Props, declared = declaredFields(inputs)): Props => {
    const fromApi = spec.api.outputs ? spec.api.outputs(live.body, inputs) : pick(live.body, [...fields, ...answeredComputed]);
    const outs: Props = {};
    for (const f of providerOnly) if (inputs[f] !== undefined) outs[f] = inputs[f];
    for (const f of spec.writeOnly ?? []) if ((inputs[f] ?? carried[f]) !== undefined) outs[f] = inputs[f] ?? carried[f];
    Object.assign(outs, fromApi);
    // A value the API gives back otherwise (another spelling, members it filled in) is kept as it
    // was given while it means the same, so that a refresh reports only real drift.
    for (const [f, same] of Object.entries(spec.sameMeaning ?? {})) {
      if (inputs[f] !== undefined && outs[f] !== undefined && same(outs[f], inputs[f])) outs[f] = inputs[f];
    }
    // Secret outputs the API returns only once (a token); a provider-only input (a connection) is as given.
    for (const f of spec.secretOutputs ?? []) {
      if (outs[f] === undefined && carried[f] !== undefined && !providerOnly.includes(f)) outs[f] = carried[f];
    }
    if (spec.etag && live.etag) outs.etag = live.etag;
    outs[DECLARED] = declared;
    return outs;
  };

  const declaredFields = (inputs: Props): string[] => fields.filter((f) => inputs[f] !== undefined);

  /** Reads the object once, or until it reaches the state `wait` waits for; `known`: a read
   *  still current (nothing was written since), used as the first. */
  const settle = async (client: ApiClient, inputs: Props, id: string, wait: WaitFor | undefined, deadline: number, known?: ApiResponse): Promise<ApiResponse> => {
    let last: ApiResponse | undefined;
    const read = async () => {
      last = known ?? (await readLive(client, inputs, id, deadline));
      known = undefined;
      return last?.body;
    };
    if (wait) await waitForState(read, wait.readyFor ? { ...wait, ready: wait.readyFor(inputs) } : wait, what(inputs, id), deadline);
    else if ((await read()) === undefined) throw new Error(`dbplane: ${what(inputs, id)} disappeared while being read.`);
    return last!;
  };

  const hookContext = (client: ApiClient, id: string, inputs: Props, olds: Props, deadline: number): HookContext => ({
    client,
    id,
    inputs,
    olds,
    deadline,
    read: async () => (await readLive(client, inputs, id, deadline))?.body,
    what: what(inputs, id),
  });

  const operations: ResourceOperations = {
    spec,

    check(news) {
      const failures = checkInputs(spec, news);
      return { inputs: failures.length === 0 && spec.normalize ? spec.normalize(news) : news, failures };
    },

    diff(olds, news) {
      const { changed, replaces } = changedInputs(spec, olds, news);
      return {
        changed,
        replaces,
        // Adopting during a create-before-delete replacement would take over the old object.
        deleteBeforeReplace: replaces.length > 0 && (spec.deleteBeforeReplace === true || news.adopt === true),
      };
    },

    async create(inputs) {
      const client = clientOf(inputs);
      const deadline = deadlineFor(inputs, "create");
      let id: string;
      let extra: Props = {};
      let known: ApiResponse | undefined;
      /** A step after the API accepted (or we adopted) the object. */
      const recorded = <T>(step: (ctx: HookContext) => Promise<T>) =>
        recordOnFailure(client, id, inputs, extra, () => step(hookContext(client, id, inputs, {}, deadline)));
      // The objects named like this one already: what `adopt` takes over. Where names are not
      // unique, the ids a lookup after an ambiguous POST failure must not mistake for this one.
      const existing = inputs.adopt ? await findByNaturalKey(client, inputs, deadline) : [];
      if (inputs.adopt && existing.length > 1) {
        throw new Error(`dbplane: cannot adopt ${what(inputs)}: ${existing.length} objects have ${keyFields.join(" and ")} '${keyOf(inputs)}'.`);
      }
      if (inputs.adopt && existing.length === 1) {
        id = listedId(existing[0]);
        // The object as it is, against the inputs. What can't change in place refuses the
        // adoption before anything is touched (taking it over would mean replacing, i.e.
        // deleting, what was adopted); the rest is brought to the inputs now, as an update
        // would, so that the object recorded is the one declared (and a front end that checks
        // the result against its plan finds what it planned).
        const asFound = async () => {
          const live = await readLive(client, inputs, id, deadline);
          if (!live) throw new Error(`dbplane: ${what(inputs, id)} disappeared while being adopted.`);
          return live;
        };
        known = await asFound();
        let adopted = outputsOf(inputs, known, extra);
        let differences = changedInputs(spec, adopted, inputs);
        const { replaces } = differences;
        if (replaces.length) {
          throw new Error(
            `dbplane: cannot adopt ${what(inputs, id)}: it differs from the inputs in ${replaces.join(", ")}, which can't change in place. Declare it as it is, or delete it and let the next run create it.`,
          );
        }
        if (spec.afterAdopt) {
          // It sets what can't be compared (e.g. a write-only secret), perhaps more: read again.
          extra = { ...extra, ...(await recorded(spec.afterAdopt)) };
          known = await recorded(asFound);
          adopted = outputsOf(inputs, known, extra);
          differences = changedInputs(spec, adopted, inputs);
        }
        if (differences.changed.length) return { id, outs: await operations.update(id, { ...adopted, ...extra }, inputs) };
      } else {
        // (Adopting found none by that name: its listing says all a lookup needs to know.)
        const knownBefore =
          spec.naturalKeyUnique !== false ? undefined : inputs.adopt ? new Set(existing.map(listedId)) : await idsKnownIn(client, inputs, deadline);
        const body = spec.api.createBody ? spec.api.createBody(inputs) : pick(inputs, fields);
        const opts = {
          body,
          deadline,
          lookup: async () => {
            const found = (await findByNaturalKey(client, inputs, deadline)).filter((item) => !knownBefore?.has(listedId(item)));
            return found.length ? listedId(found[0]) : undefined;
          },
        };
        const created = spec.api.createRequest
          ? await spec.api.createRequest(client, inputs, opts)
          : await client.create(spec.api.collection(inputs), opts);
        if (created.response) {
          id = spec.api.createdId(created.response, inputs);
          extra = spec.api.createdOutputs?.(created.response) ?? {};
        } else {
          id = created.recoveredId;
        }
        knownBefore?.add(id);
        if (!created.response && spec.recoverCreated) extra = await recorded(spec.recoverCreated);
        if (spec.afterCreate) extra = { ...extra, ...(await recorded(spec.afterCreate)) };
      }
      const live = await recorded(() => settle(client, inputs, id, spec.wait?.create, deadline, known));
      return { id, outs: outputsOf(inputs, live, extra) };
    },

    async read(id, props) {
      const client = clientOf(props);
      const live = await readLive(client, props, id, Date.now() + durationMs(DEFAULT_TIMEOUT));
      if (live === undefined) return undefined;
      const outs = outputsOf(props, live, props, props[DECLARED]);
      return { id, outs, inputs: inputsOf(outs) };
    },

    async update(id, olds, news) {
      const client = clientOf(news);
      const deadline = deadlineFor(news, "update");
      const { changed } = changedInputs(spec, olds, news);
      let extra: Props = pick(olds, [...(spec.writeOnly ?? []), ...(spec.secretOutputs ?? [])]);
      const ctx = hookContext(client, id, news, olds, deadline);
      // Provider-only inputs whose action has not gone through yet: recorded with their old
      // values if a step fails, so that the next run applies them again.
      const pending = new Set(Object.keys(spec.actions ?? {}).filter((f) => changed.includes(f)));
      const recorded = <T>(step: () => Promise<T>) => {
        const applied = { ...news, ...Object.fromEntries([...pending].map((f) => [f, olds[f]])) };
        return recordOnFailure(client, id, applied, extra, step, olds);
      };
      let acted = false;
      const act = async (which: (field: string) => boolean) => {
        for (const field of [...pending].filter(which)) {
          const result = await recorded(() => spec.actions![field](ctx));
          pending.delete(field);
          if (result) {
            extra = { ...extra, ...result };
            acted = true;
          }
        }
      };
      const first = new Set(spec.actionsBeforeUpdate?.(news) ?? []);
      await act((field) => first.has(field));
      const apiChanged = changed.some((f) => fields.includes(f));
      const update = spec.api.update;
      if (apiChanged && update) {
        const send = async (etag: string | undefined) => {
          if ("send" in update) return update.send(ctx);
          const { method, body = (inputs: Props) => pick(inputs, fields) } = update;
          const headers: Record<string, string> = spec.etag && etag ? { "if-match": etag } : {};
          try {
            await client.request(method, spec.api.item(news, id), { body: await body(news, olds, ctx), headers, deadline });
          } catch (e) {
            if (e instanceof ApiError && e.status === 412) {
              throw new Error(`${e.message} ${what(news, id)} changed outside this program since it was last read: refresh the state (\`pulumi refresh\`, \`terraform apply -refresh-only\`) and try again.`);
            }
            throw e;
          }
        };
        // An action that went first changed the object (and its ETag): the request carries the
        // ETag of a fresh read, and a failure records the object as it is now.
        if (acted) await recorded(async () => send(spec.etag ? (await readLive(client, news, id, deadline))?.etag : undefined));
        else await send(olds.etag);
      }
      await act((field) => !first.has(field));
      if (apiChanged || acted) {
        const live = await recorded(() => settle(client, news, id, apiChanged ? spec.wait?.update : undefined, deadline));
        return outputsOf(news, live, extra);
      }
      // Only provider-only inputs changed (e.g. timeouts): no API call.
      const outs: Props = { ...olds };
      for (const f of providerOnly) {
        if (news[f] === undefined) delete outs[f];
        else outs[f] = news[f];
      }
      return outs;
    },

    async delete(id, props) {
      const client = clientOf(props);
      const deadline = deadlineFor(props, "delete");
      if (spec.api.deleteRequest) await spec.api.deleteRequest(hookContext(client, id, props, props, deadline));
      else await client.delete(spec.api.item(props, id), { deadline, accept: [404] });
      if (spec.wait?.delete === "gone") {
        await waitUntilGone(async () => (await readLive(client, props, id, deadline))?.body, what(props, id), deadline);
      }
    },

    async find(props) {
      const found = await findByNaturalKey(clientOf(props), props, Date.now() + durationMs(DEFAULT_TIMEOUT));
      if (found.length > 1) throw new Error(`dbplane: ${found.length} objects have ${keyFields.join(" and ")} '${keyOf(props)}': name ${spec.kind} by its id instead.`);
      return found.length ? listedId(found[0]) : undefined;
    },
  };
  return operations;

  /** Runs a step after the API accepted the object. If it fails, the front end still records the object
   *  (so the next run updates or deletes it instead of orphaning it), with outputs read from the
   *  API right then: a change that did not go through (a switch, a rotation) then differs from the
   *  inputs and the next apply makes it again, no refresh needed. `applied`: the inputs
   *  as far as they were applied. Without a read, the outputs we know. */
  async function recordOnFailure<T>(client: ApiClient, id: string, applied: Props, extra: Props, step: () => Promise<T>, olds: Props = {}): Promise<T> {
    try {
      return await step();
    } catch (e) {
      let outs: Props | undefined;
      try {
        const live = await readLive(client, applied, id, Date.now() + RECORD_READ_MS);
        if (live) outs = outputsOf(applied, live, extra);
      } catch {
        // The API can't say: record what we know.
      }
      outs ??= { ...olds, ...pick(applied, [...providerOnly, ...fields]), ...extra };
      throw new PartialFailure((e as Error).message, id, outs);
    }
  }

  /** Inputs as the live object says they are, so a refresh shows real drift only: provider-only
   *  inputs as given, and the API fields the program declared; one it left unset only when it
   *  differs from the API's fixed default (what the API chose where it has none is not the
   *  program's). */
  function inputsOf(outs: Props): Props {
    const inputs: Props = pick(outs, providerOnly);
    const defaults = defaultsOf(spec, outs);
    const declared: string[] | undefined = outs[DECLARED];
    for (const f of [...fields]) {
      if (outs[f] === undefined) continue;
      if (!declared?.includes(f) && (!(f in defaults) || deepEqual(outs[f], defaults[f]))) continue;
      inputs[f] = outs[f];
    }
    return inputs;
  }
}

/** A gateway resource's own connection carries a password: the spec must keep it secret both
 *  ways (front ends read `secretInputs`/`secretOutputs`, not this rule). */
function requireSecretGatewayInput(spec: ResourceSpec): void {
  if (spec.api.client !== "gateway") return;
  // (A secret output that is an input is a secret input too: see secretInputFields.)
  const declared = GATEWAY_INPUT in (spec.extraInputs ?? {}) && spec.secretOutputs?.includes(GATEWAY_INPUT);
  if (!declared) throw new Error(`dbplane: spec ${spec.kind} talks to the gateway: it must declare the \`${GATEWAY_INPUT}\` input in extraInputs and secretOutputs.`);
}
