import type { z } from "zod";
import type { CheckFailure } from "./check";
import type { ApiClient, ApiResponse, CreateOptions, CreateResult } from "./http";

/** A resource is data: `resources/<name>.ts` describes it with a `ResourceSpec`; `provider/`
 *  turns every spec into its operations, which each front end serves (see docs/provider.md,
 *  "Writing a resource"). */

/** Path ids a resource lives under: inputs, always immutable. `database` is a data-sync gateway
 *  database (an App Endpoint's, or a self-managed one). */
export type ScopeKey = "organizationId" | "projectId" | "clusterId" | "appServiceId" | "appEndpointName" | "bucketId" | "database";

/** Values as they travel through the provider: inputs, outputs and API objects. */
export type Props = Record<string, any>;

/** What a spec's functions receive: the inputs (or old outputs), and for reads the API id. */
export interface Scope {
  organizationId?: string;
  projectId?: string;
  clusterId?: string;
  appServiceId?: string;
  appEndpointName?: string;
  bucketId?: string;
  database?: string;
}

/** A state to wait for after an operation, read from the object the API returns. */
export interface WaitFor {
  /** The state value of a live object (e.g. `live => live.currentState`). */
  state: (live: Props) => string | undefined;
  /** States that mean "usable". */
  ready: string[];
  /** When the usable state depends on the inputs (e.g. a switch: `enabled` or `paused`): the
   *  states that mean "usable" for these inputs, instead of `ready`. */
  readyFor?: (inputs: Props) => string[];
  /** States that mean the operation failed (default: any state ending in `Failed`). */
  failed?: (state: string) => boolean;
  /** The longest pause between two reads (`POLL_CAP_MS`: the transition takes seconds, or
   *  minutes); default `POLL_CAP_MS.default`. */
  pollCapMs?: number;
}

/** Context handed to hooks that make extra API calls (actions, recovery). */
export interface HookContext {
  client: ApiClient;
  id: string;
  inputs: Props;
  olds: Props;
  deadline: number;
  /** The object as the API has it now (through `api.read`), undefined when it is gone. */
  read(): Promise<Props | undefined>;
  /** How errors name the object: `Kind 'natural key' (id …)`. */
  what: string;
}

export interface ResourceSpec {
  /** Class name, registry key (`__providers[kind]`) and type token `dbplane:<kind>`. */
  kind: string;
  /** The API's request body schema (schema/api/*.ts; a gateway resource's is its own): its keys
   *  are the API input fields, named as in the API — camelCased where the API's own names are not
   *  (the gateway's `admin_channels` is the input `adminChannels`; its hooks map them). It must be
   *  a zod object; `validate` adds cross-field rules. */
  body: z.ZodObject<any>;
  /** Path ids the resource lives under, in path order. Inputs; a change replaces. */
  scope: ScopeKey[];
  /** Provider-only inputs that are not API fields (e.g. ApiKey's `rotation`). */
  extraInputs?: z.ZodRawShape;
  /** API fields whose change forces a replacement (`"all"`: every field). */
  immutable: "all" | string[];
  /** Values the API gives optional fields left unset: unset compares equal to these. Unset
   *  fields without a default are "computed": whatever the API chose is accepted. A function
   *  when a default depends on other fields (it receives the inputs, or the live outputs). */
  defaults?: Props | ((props: Props) => Props);
  /** Array fields compared as sets (the API may reorder or deduplicate them). */
  unordered?: string[];
  /** Fields the API may give back otherwise than sent (an instant in another format, an enum in
   *  another case, an object with members the API filled in where the input left them unset):
   *  compared by meaning with these (the API's value, the input), not as written; while the
   *  API's value means the same, the outputs keep the value the inputs gave, so that a refresh
   *  reports real drift only. */
  sameMeaning?: Record<string, (api: any, input: any) => boolean>;
  /** Fields the API never returns in reads (write-only): carried over from the last outputs. */
  writeOnly?: string[];
  /** Outputs that are secrets (Pulumi: `additionalSecretOutputs`; Terraform: sensitive). */
  secretOutputs?: string[];
  /** Inputs that are secrets wherever they are shown, beyond those that are secret outputs (every
   *  secret output that is also an input is a secret input: see `secretInputFields`). */
  secretInputs?: string[];
  /** Values of provider-only inputs (`extraInputs`) left unset: the declared default, so that a
   *  switch changed outside the program is drift to undo (e.g. an App Service turned off). */
  inputDefaults?: Props;
  /** Outputs beyond the inputs (e.g. `token`, `audit`), with their types: declared on the
   *  Pulumi class, computed attributes of the Terraform schema. */
  computed: z.ZodRawShape;
  /** The computed outputs an in-place change may move, nested members by dotted path
   *  (`audit.modifiedAt`): states, versions, what an action returns (e.g. a rotation's `token`),
   *  and what else may change meanwhile (with the data, through other resources). A change moves
   *  outputs only when it calls the API (an API field changed, or an input with an action): a
   *  plan shows these unknown and every other computed output as it is, so the apply must never
   *  find one that is not listed changed. Absent: every computed output may move. */
  movedByUpdate?: string[];
  /** The field (or fields, together) that name an object well enough to find it again: used by
   *  `adopt: true` and after an ambiguous POST failure. */
  naturalKey: string | string[];
  /** false when the API lets several objects share the natural key (e.g. API key names): the
   *  collection is then listed once per run (before the first create in it), so that after an
   *  ambiguous failure only an object the run did not know counts as the one it made. Default true. */
  naturalKeyUnique?: boolean;
  /** Old and new can't coexist (e.g. a unique name): delete the old one before creating. */
  deleteBeforeReplace?: boolean;
  /** The API sends an ETag on reads and honours `If-Match` on updates. */
  etag?: boolean;
  /** Default operation timeouts (durations like "20m"); the `timeouts` input overrides. */
  timeouts?: { create?: string; update?: string; delete?: string };
  /** Changed fields that force a replacement only in some cases, beyond `immutable` (e.g. a
   *  change the update operation can't express); unknown values may be passed. */
  replaceWhen?: (olds: Props, news: Props) => string[];
  api: {
    /** The API the resource talks to (default `management`). A `gateway` resource's hooks get a
     *  client of the gateway's admin API (HTTP Basic), reached through the provider's gateway
     *  settings or the resource's own `gateway` input (see GATEWAY_INPUT in ./config.ts). */
    client?: "management" | "gateway";
    /** The collection path (POST to create, GET to list). */
    collection: (scope: Scope) => string;
    /** The object's path. */
    item: (scope: Scope, id: string) => string;
    /** The create body (default: the body fields of the inputs). */
    createBody?: (inputs: Props) => unknown;
    /** Sends the create request when it is not a POST to the collection (e.g. a singleton set
     *  with PUT, or an action on an object that already exists); default: POST collection. */
    createRequest?: (client: ApiClient, inputs: Props, opts: CreateOptions) => Promise<CreateResult<any>>;
    /** Deletes the object, waiting as it needs (e.g. a PUT that disables a singleton, then its
     *  `disabled` state); default: DELETE item, 404 = already gone. */
    deleteRequest?: (ctx: HookContext) => Promise<void>;
    /** The object's id, from the create response. */
    createdId: (response: ApiResponse, inputs: Props) => string;
    /** Write-only outputs found only in the create response (e.g. a token). */
    createdOutputs?: (response: ApiResponse) => Props;
    /** Reads one object; undefined when gone (default: GET item, 404 → undefined). */
    read?: (client: ApiClient, scope: Scope, id: string, deadline: number) => Promise<ApiResponse | undefined>;
    /** Lists the objects of the collection (default: GET collection, every page). */
    list?: (client: ApiClient, scope: Scope, deadline: number) => Promise<Props[]>;
    /** The object's id in a listed item (default: `item.id`). */
    listedId?: (item: Props) => string;
    /** In-place update of the mutable fields (absent: every API field change replaces): one
     *  request, whose body defaults to the body fields of the inputs; or, when it is not one
     *  request (e.g. a read-modify-write of a document other objects share), `send` makes it. */
    update?:
      | { method: "PUT" | "PATCH"; body?: (inputs: Props, olds: Props, ctx: HookContext) => unknown }
      | { send: (ctx: HookContext) => Promise<void> };
    /** API object → outputs (default: every body field plus the computed outputs present);
     *  `props` are the inputs (or, on a read, the last outputs) for outputs that depend on them. */
    outputs?: (live: Props, props: Props) => Props;
  };
  wait?: { create?: WaitFor; update?: WaitFor; delete?: "gone" };
  /** In-place actions triggered by a change of a provider-only input; they return outputs to
   *  merge (e.g. ApiKey `rotation` → POST .../rotate → new `token`), or undefined when the
   *  change needs no API call. */
  actions?: Record<string, (ctx: HookContext) => Promise<Props | undefined>>;
  /** The actions (by input) that must run before the update request for these inputs, e.g.
   *  turning an App Service on before resizing it (a service that is off can't be resized); the
   *  request then carries the ETag of a fresh read. Every other action runs after it. */
  actionsBeforeUpdate?: (inputs: Props) => string[];
  /** After the API created the object (not after adopting one): set what the create body can't
   *  (e.g. a switch that is read-only on create); returns outputs to merge, or undefined. */
  afterCreate?: (ctx: HookContext) => Promise<Props | undefined>;
  /** After adopting an existing object: set what can't be compared with the inputs (e.g. write-only
   *  secrets the API never returns); returns outputs to merge, or undefined. */
  afterAdopt?: (ctx: HookContext) => Promise<Props | undefined>;
  /** After a create whose response was lost (the object was found by natural key): recover the
   *  write-only outputs the response would have carried (e.g. rotate to get a token). */
  recoverCreated?: (ctx: HookContext) => Promise<Props>;
  /** Kinds earlier versions gave what this resource now manages (e.g. `LogStreaming`): a stack
   *  that still holds one loads, reads it as gone and deletes it without calling the API (its
   *  object is this kind's to take over: `adopt`, or a Pulumi alias); declaring one is an error
   *  naming this kind. */
  formerKinds?: string[];
  /** Values earlier versions of dbplane took under a neutral name, by top-level field: `check`
   *  refuses each naming the API's real value (e.g. a bucket's `type: "standard"` is
   *  `couchbase`), instead of a bare "must be one of". */
  formerValues?: Record<string, Record<string, string>>;
  /** Keys earlier versions took under a neutral name inside an object input, by top-level field:
   *  `check` refuses each naming the API's real key (e.g. an admin user's `access.allEndpoints`
   *  is `accessAllEndpoints`), instead of the object's bare "must be one of". */
  formerKeys?: Record<string, Record<string, string>>;
  /** Cross-field rules: the failures, each with its property's path and the rule. */
  validate?: (inputs: Props) => CheckFailure[];
  /** Valid inputs with the API's defaults filled in inside nested values the user gave (e.g. a
   *  CORS object without `maxAge`), so they compare equal to what the API returns. */
  normalize?: (inputs: Props) => Props;
}

/** The natural key fields of a spec. */
export const naturalKeyFields = (spec: ResourceSpec): string[] => [spec.naturalKey].flat();

/** The API defaults that apply to these inputs (or live outputs). */
export const defaultsOf = (spec: ResourceSpec, props: Props): Props =>
  (typeof spec.defaults === "function" ? spec.defaults(props) : spec.defaults) ?? {};

/** Every API input field of a spec. */
export const bodyFields = (spec: ResourceSpec): string[] => Object.keys(spec.body.shape);

/** Every input of a spec: scope ids, API fields, provider-only inputs and the common ones. */
export const COMMON_INPUTS = ["timeouts", "adopt"] as const;
export const inputFields = (spec: ResourceSpec): string[] => [
  ...spec.scope,
  ...bodyFields(spec),
  ...Object.keys(spec.extraInputs ?? {}),
  ...COMMON_INPUTS,
];

/** The outputs beyond the inputs. */
export const computedFields = (spec: ResourceSpec): string[] => Object.keys(spec.computed);

/** Whether an in-place change of the inputs `changed` calls the API (an API field, or an input
 *  with an action); other provider-only inputs (e.g. `timeouts`) change nothing on its side. */
export const changeCallsApi = (spec: ResourceSpec, changed: string[]): boolean => {
  const body = new Set(bodyFields(spec));
  return changed.some((f) => body.has(f) || f in (spec.actions ?? {}));
};

/** The computed outputs (dotted paths) an in-place change of the inputs `changed` may move:
 *  none when it calls no API, "all" when the spec does not say (see `movedByUpdate`). */
export function movedOutputs(spec: ResourceSpec, changed: string[]): string[] | "all" {
  if (!changeCallsApi(spec, changed)) return [];
  return spec.movedByUpdate ?? "all";
}

/** Every output the class declares (so Pulumi keeps it). */
export const outputFields = (spec: ResourceSpec): string[] => [...new Set([...inputFields(spec), ...computedFields(spec)])];

/** Inputs shown only as secrets: those declared, and every secret output that is an input (a
 *  value secret when read back is no less secret when given). */
export const secretInputFields = (spec: ResourceSpec): string[] => {
  const inputs = new Set(inputFields(spec));
  return [...new Set([...(spec.secretInputs ?? []), ...(spec.secretOutputs ?? []).filter((f) => inputs.has(f))])];
};
