import type { z } from "zod";
import type { CheckFailure } from "./check";
import type { ApiClient, ApiResponse, CreateOptions, CreateResult } from "./http";
import type { Pending } from "./values";

/** A resource is data: `resources/<name>.ts` describes it with a `ResourceSpec` (through
 *  `defineSpec`, which types its hooks and field lists by its body, scope, provider-only inputs
 *  and computed outputs); `provider/` turns every spec into its operations, which each front end
 *  serves (see docs/provider.md, "Writing a resource"). */

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

/** A state to wait for after an operation, read from the object the API returns. `I`: the
 *  inputs `readyFor` receives. */
export interface WaitFor<I = Props> {
  /** The state value of a live object (e.g. `live => live.currentState`). */
  state: (live: Props) => string | undefined;
  /** States that mean "usable". */
  ready: string[];
  /** When the usable state depends on the inputs (e.g. a switch: `enabled` or `paused`): the
   *  states that mean "usable" for these inputs, instead of `ready`. */
  readyFor?: (inputs: I) => string[];
  /** States that mean the operation failed (default: any state ending in `Failed`). */
  failed?: (state: string) => boolean;
  /** The longest pause between two reads (`POLL_CAP_MS`: the transition takes seconds, or
   *  minutes); default `POLL_CAP_MS.default`. */
  pollCapMs?: number;
}

/** Context handed to hooks that make extra API calls (actions, recovery). `I`, `O`: the spec's
 *  inputs and outputs. */
export interface HookContext<I = Props, O = Props> {
  client: ApiClient;
  id: string;
  /** The inputs (on a delete: the last outputs, which hold them). */
  inputs: I;
  /** The last outputs (on a create or an adoption: none). */
  olds: O;
  deadline: number;
  /** The object as the API has it now (through `api.read`), undefined when it is gone. */
  read(): Promise<Props | undefined>;
  /** How errors name the object: `Kind 'natural key' (id …)`. */
  what: string;
  /** Tells the user what the operation could not do (e.g. a delete that leaves a setting the API
   *  can't undo): each front end shows it as a warning. */
  warn(message: string): void;
}

// ---- a spec's values, typed by its parts ----

/** The inputs every resource accepts (a job takes `triggers` instead of `adopt`: see `job`). */
export type CommonInputs = {
  timeouts?: { create?: string; update?: string; delete?: string };
  adopt?: boolean;
  triggers?: Record<string, string>;
};

/** `T` for a typed spec; `any` for the erased one (`ResourceSpec` without type arguments, whose
 *  body's keys are any string), which every typed spec is. */
type Typed<Body extends z.ZodObject, T> = string extends BodyField<Body> ? any : T;

/** The values of a zod shape (none for an empty one). */
type ShapeValues<Shape extends z.ZodRawShape> = [keyof Shape] extends [never] ? {} : z.output<z.ZodObject<Shape>>;

/** The API fields: the body's keys. */
export type BodyField<Body extends z.ZodObject> = Extract<keyof Body["shape"], string>;
/** The provider-only inputs. */
export type ExtraField<Extra extends z.ZodRawShape> = Extract<keyof Extra, string>;
/** Every input of a spec but the common ones. */
export type InputField<Body extends z.ZodObject, S extends ScopeKey, Extra extends z.ZodRawShape> = S | BodyField<Body> | ExtraField<Extra>;
/** Every output of a spec: its inputs, its computed outputs, and the ETag when it keeps one. */
export type OutputField<Body extends z.ZodObject, S extends ScopeKey, Extra extends z.ZodRawShape, Computed extends z.ZodRawShape> =
  | InputField<Body, S, Extra>
  | Extract<keyof Computed, string>
  | "etag";

/** A spec's inputs: scope ids, API fields, provider-only inputs and the common ones. */
export type SpecInputs<Body extends z.ZodObject, S extends ScopeKey = never, Extra extends z.ZodRawShape = {}> = Typed<Body, { [K in S]: string } & z.output<Body> & ShapeValues<Extra> & CommonInputs>;

/** A spec's outputs, any of which may be absent (an API field the API left out, a computed
 *  output a read does not answer). */
export type SpecOutputs<Body extends z.ZodObject, S extends ScopeKey = never, Extra extends z.ZodRawShape = {}, Computed extends z.ZodRawShape = {}> = Typed<
  Body,
  Partial<SpecInputs<Body, S, Extra> & ShapeValues<Computed> & { etag: string }>
>;

/** The values of the API fields. */
type BodyValues<Body extends z.ZodObject> = Typed<Body, z.output<Body>>;

/** Inputs as `check` and `diff` see them: during a preview or plan any value, or part of one, may
 *  not be known yet (the `unknown` marker). */
export type PendingInputs<I> = 0 extends 1 & I ? any : { [K in keyof I]: Pending<I[K]> };

/** A spec, typed by its request body (`Body`), its scope ids (`S`), its provider-only inputs
 *  (`Extra`) and its computed outputs (`Computed`): hooks receive the inputs and outputs these
 *  make, and field lists name their fields. Only those four properties infer the types (the rest
 *  is `NoInfer`: checked against them). Without type arguments: any spec, as the core and the
 *  front ends take it. */
export interface ResourceSpec<Body extends z.ZodObject = z.ZodObject, S extends ScopeKey = ScopeKey, Extra extends z.ZodRawShape = z.ZodRawShape, Computed extends z.ZodRawShape = z.ZodRawShape> {
  /** Class name, registry key (`__providers[kind]`) and type token `dbplane:<kind>`. */
  kind: string;
  /** The API's request body schema (schema/api/*.ts; a gateway resource's is its own): its keys
   *  are the API input fields, named as in the API — camelCased where the API's own names are not
   *  (the gateway's `admin_channels` is the input `adminChannels`; its hooks map them). It must be
   *  a zod object; `validate` adds cross-field rules. */
  body: Body;
  /** Path ids the resource lives under, in path order. Inputs; a change replaces. */
  scope: S[];
  /** Provider-only inputs that are not API fields (e.g. ApiKey's `rotation`). */
  extraInputs?: Extra;
  /** API fields whose change forces a replacement (`"all"`: every field). */
  immutable: NoInfer<"all" | BodyField<Body>[]>;
  /** Values the API gives optional fields left unset: unset compares equal to these. Unset
   *  fields without a default are "computed": whatever the API chose is accepted. A function
   *  when a default depends on other fields (it receives the inputs, or the live outputs). */
  defaults?: NoInfer<Partial<BodyValues<Body>> | ((props: PendingInputs<SpecInputs<Body, S, Extra>>) => Partial<BodyValues<Body>>)>;
  /** Array fields compared as sets (the API may reorder or deduplicate them). */
  unordered?: NoInfer<BodyField<Body>[]>;
  /** Fields the API may give back otherwise than sent (an instant in another format, an enum in
   *  another case, an object with members the API filled in where the input left them unset):
   *  compared by meaning with these (the API's value, the input), not as written; while the
   *  API's value means the same, the outputs keep the value the inputs gave, so that a refresh
   *  reports real drift only. */
  sameMeaning?: NoInfer<{ [F in BodyField<Body>]?: (api: any, input: any) => boolean }>;
  /** Fields the API never returns in reads (write-only): carried over from the last outputs. */
  writeOnly?: NoInfer<BodyField<Body>[]>;
  /** Outputs that are secrets (Pulumi: `additionalSecretOutputs`; Terraform: sensitive). */
  secretOutputs?: NoInfer<OutputField<Body, S, Extra, Computed>[]>;
  /** Inputs that are secrets wherever they are shown, beyond those that are secret outputs (every
   *  secret output that is also an input is a secret input: see `secretInputFields`). */
  secretInputs?: NoInfer<InputField<Body, S, Extra>[]>;
  /** Values of provider-only inputs (`extraInputs`) left unset: the declared default, so that a
   *  switch changed outside the program is drift to undo (e.g. an App Service turned off). */
  inputDefaults?: NoInfer<Typed<Body, Partial<ShapeValues<Extra>>>>;
  /** Outputs beyond the inputs (e.g. `token`, `audit`), with their types: declared on the
   *  Pulumi class, computed attributes of the Terraform schema. */
  computed: Computed;
  /** The computed outputs an in-place change may move, nested members by dotted path
   *  (`audit.modifiedAt`): states, versions, what an action returns (e.g. a rotation's `token`),
   *  and what else may change meanwhile (with the data, through other resources). A change moves
   *  outputs only when it calls the API (an API field changed, or an input with an action): a
   *  plan shows these unknown and every other computed output as it is, so the apply must never
   *  find one that is not listed changed. Absent: every computed output may move. */
  movedByUpdate?: Array<(keyof Computed & string) | `${keyof Computed & string}.${string}`>;
  /** The field (or fields, together) that name an object well enough to find it again: used by
   *  `adopt: true` and after an ambiguous POST failure. */
  naturalKey: NoInfer<InputField<Body, S, Extra> | InputField<Body, S, Extra>[]>;
  /** false when the API lets several objects share the natural key (e.g. API key names): the
   *  collection is then listed once per run (before the first create in it), so that after an
   *  ambiguous failure only an object the run did not know counts as the one it made. Default true. */
  naturalKeyUnique?: boolean;
  /** Old and new can't coexist (e.g. a unique name): delete the old one before creating. */
  deleteBeforeReplace?: boolean;
  /** An action or a job (a backup, an audit log export, a flush, a resync), not an object kept in
   *  shape: its create runs it and waits for its outcome (`wait.create`), its outputs are the
   *  outcome. It takes the `triggers` input, whose change runs it again (a replacement), and no
   *  `adopt` (there is nothing to take over); every API field replaces; deleting it forgets it
   *  (no API call) unless `api.deleteRequest` deletes what it made. */
  job?: boolean;
  /** Why `terraform import` can't take one over (e.g. the API can't read back what a job was
   *  given, so the next plan would run it again): the import fails saying so. */
  notImportable?: string;
  /** The API sends an ETag on reads and honours `If-Match` on updates. */
  etag?: boolean;
  /** Default operation timeouts (durations like "20m"); the `timeouts` input overrides. */
  timeouts?: { create?: string; update?: string; delete?: string };
  /** Fields whose change forces a replacement only in some cases, beyond `immutable` (e.g. a
   *  change the update operation can't express): by field, whether this change of it does
   *  (called only when it changed; unknown values may be passed). */
  replaceWhen?: NoInfer<{ [F in InputField<Body, S, Extra>]?: (olds: SpecOutputs<Body, S, Extra, Computed>, news: PendingInputs<SpecInputs<Body, S, Extra>>) => boolean }>;
  /** false: the kind has no lookup (an action or a job, which leaves nothing to look up). By
   *  default every kind has a singular lookup by its id or natural key (see provider/lookups). */
  lookup?: false;
  /** What the resource is, in a sentence or two (the Terraform resource's description). */
  description?: string;
  api: NoInfer<ApiMapping<SpecInputs<Body, S, Extra>, SpecOutputs<Body, S, Extra, Computed>>>;
  wait?: NoInfer<{ create?: WaitFor<SpecInputs<Body, S, Extra>>; update?: WaitFor<SpecInputs<Body, S, Extra>>; delete?: "gone" }>;
  /** In-place actions triggered by a change of a provider-only input; they return outputs to
   *  merge (e.g. ApiKey `rotation` → POST .../rotate → new `token`), or undefined when the
   *  change needs no API call. */
  actions?: NoInfer<
    [ExtraField<Extra>] extends [never]
      ? never
      : { [F in ExtraField<Extra>]?: (ctx: HookContext<SpecInputs<Body, S, Extra>, SpecOutputs<Body, S, Extra, Computed>>) => Promise<SpecOutputs<Body, S, Extra, Computed> | undefined> }
  >;
  /** The actions (by input) that must run before the update request for these inputs, e.g.
   *  turning an App Service on before resizing it (a service that is off can't be resized); the
   *  request then carries the ETag of a fresh read. Every other action runs after it. */
  actionsBeforeUpdate?: NoInfer<(inputs: SpecInputs<Body, S, Extra>) => ExtraField<Extra>[]>;
  /** After the API created the object (not after adopting one): set what the create body can't
   *  (e.g. a switch that is read-only on create); returns outputs to merge, or undefined. */
  afterCreate?: NoInfer<(ctx: HookContext<SpecInputs<Body, S, Extra>, SpecOutputs<Body, S, Extra, Computed>>) => Promise<SpecOutputs<Body, S, Extra, Computed> | undefined>>;
  /** After adopting an existing object: set what can't be compared with the inputs (e.g. write-only
   *  secrets the API never returns); returns outputs to merge, or undefined. */
  afterAdopt?: NoInfer<(ctx: HookContext<SpecInputs<Body, S, Extra>, SpecOutputs<Body, S, Extra, Computed>>) => Promise<SpecOutputs<Body, S, Extra, Computed> | undefined>>;
  /** After a create whose response was lost (the object was found by natural key): recover the
   *  write-only outputs the response would have carried (e.g. rotate to get a token). */
  recoverCreated?: NoInfer<(ctx: HookContext<SpecInputs<Body, S, Extra>, SpecOutputs<Body, S, Extra, Computed>>) => Promise<SpecOutputs<Body, S, Extra, Computed>>>;
  /** Kinds earlier versions gave what this resource now manages (e.g. `LogStreaming`): a stack
   *  that still holds one loads, reads it as gone and deletes it without calling the API (its
   *  object is this kind's to take over: `adopt`, or a Pulumi alias); declaring one is an error
   *  naming this kind. */
  formerKinds?: string[];
  /** The id this version gives an object that a state written by an earlier version names by
   *  `storedId` (e.g. a WebhookHandler's url, now a digest of it); the operations still take
   *  either. Terraform rewrites it as it upgrades a state; Pulumi keeps the stored one. */
  currentId?: (storedId: string) => string;
  /** Values earlier versions of dbplane took under a neutral name, by top-level field: `check`
   *  refuses each naming the API's real value (e.g. a bucket's `type: "standard"` is
   *  `couchbase`), instead of a bare "must be one of". */
  formerValues?: NoInfer<{ [F in BodyField<Body>]?: Record<string, string> }>;
  /** Keys earlier versions took under a neutral name inside an object input, by top-level field:
   *  `check` refuses each naming the API's real key (e.g. an admin user's `access.allEndpoints`
   *  is `accessAllEndpoints`), instead of the object's bare "must be one of". */
  formerKeys?: NoInfer<{ [F in BodyField<Body>]?: Record<string, string> }>;
  /** Cross-field rules: the failures, each with its property's path and the rule. */
  validate?: NoInfer<(inputs: PendingInputs<SpecInputs<Body, S, Extra>>) => CheckFailure[]>;
  /** Valid inputs with the API's defaults filled in inside nested values the user gave (e.g. a
   *  CORS object without `maxAge`), so they compare equal to what the API returns. */
  normalize?: NoInfer<(inputs: PendingInputs<SpecInputs<Body, S, Extra>>) => PendingInputs<SpecInputs<Body, S, Extra>>>;
}

/** How a spec maps to the API; `I`, `O`: its inputs and outputs. */
export interface ApiMapping<I = Props, O = Props> {
  /** The API the resource talks to (default `management`). A `gateway` resource's hooks get a
   *  client of the gateway's admin API (HTTP Basic), reached through the provider's gateway
   *  settings or the resource's own `gateway` input (see GATEWAY_INPUT in ./config.ts). */
  client?: "management" | "gateway";
  /** The collection path (POST to create, GET to list). */
  collection: (scope: Scope) => string;
  /** The object's path. */
  item: (scope: Scope, id: string) => string;
  /** The create body (default: the body fields of the inputs). */
  createBody?: (inputs: I) => unknown;
  /** Sends the create request when it is not a POST to the collection (e.g. a singleton set
   *  with PUT, or an action on an object that already exists); default: POST collection. */
  createRequest?: (client: ApiClient, inputs: I, opts: CreateOptions) => Promise<CreateResult<any>>;
  /** Deletes the object, waiting as it needs (e.g. a PUT that disables a singleton, then its
   *  `disabled` state); default: DELETE item, 404 = already gone. */
  deleteRequest?: (ctx: HookContext<I, O>) => Promise<void>;
  /** The object's id, from the create response. */
  createdId: (response: ApiResponse, inputs: I) => string;
  /** Write-only outputs found only in the create response (e.g. a token). */
  createdOutputs?: (response: ApiResponse) => O;
  /** Reads one object; undefined when gone (default: GET item, 404 → undefined). */
  read?: (client: ApiClient, scope: Scope, id: string, deadline: number) => Promise<ApiResponse | undefined>;
  /** Lists the objects of the collection (default: GET collection, every page). */
  list?: (client: ApiClient, scope: Scope, deadline: number) => Promise<Props[]>;
  /** The object's id in a listed item (default: `item.id`). */
  listedId?: (item: Props) => string;
  /** In-place update of the mutable fields (absent: every API field change replaces): one
   *  request, whose body defaults to the body fields of the inputs; or, when it is not one
   *  request (e.g. a read-modify-write of a document other objects share), `send` makes it. */
  update?: { method: "PUT" | "PATCH"; body?: (inputs: I, olds: O, ctx: HookContext<I, O>) => unknown } | { send: (ctx: HookContext<I, O>) => Promise<void> };
  /** API object → outputs (default: every body field plus the computed outputs present);
   *  `props` are the inputs (or, on a read, the last outputs, which hold them) for outputs that
   *  depend on them. */
  outputs?: (live: Props, props: I) => O;
}

/** A spec with its hooks and field lists typed by its parts (inferred from `body`, `scope`,
 *  `extraInputs` and `computed`): a misspelt field is a compile error. The outputs `api.outputs`
 *  returns must be the spec's own. */
export function defineSpec<
  Body extends z.ZodObject,
  S extends ScopeKey = never,
  Extra extends z.ZodRawShape = {},
  Computed extends z.ZodRawShape = {},
  Answered extends object = {},
>(
  spec: ResourceSpec<Body, S, Extra, Computed> & {
    api: { outputs?: (live: Props, props: SpecInputs<Body, S, Extra>) => Answered & KnownKeys<Answered, OutputField<Body, S, Extra, Computed>> };
  },
): ResourceSpec<Body, S, Extra, Computed> {
  return spec;
}

/** Nothing when every key of `T` is one of `K` (or `T`'s keys can't be told, e.g. a spread of
 *  props); else a required key that names the stray ones, so the compiler names them. */
type KnownKeys<T, K extends string> = string extends keyof T
  ? unknown
  : [Exclude<keyof T, K>] extends [never]
    ? unknown
    : { [stray in `not an output of this resource: ${Extract<Exclude<keyof T, K>, string>}`]: never };

/** The natural key fields of a spec. */
export const naturalKeyFields = (spec: ResourceSpec): string[] => [spec.naturalKey].flat();

/** The API defaults that apply to these inputs (or live outputs). */
export const defaultsOf = (spec: ResourceSpec, props: Props): Props =>
  (typeof spec.defaults === "function" ? spec.defaults(props) : spec.defaults) ?? {};

/** Every API input field of a spec. */
export const bodyFields = (spec: ResourceSpec): string[] => Object.keys(spec.body.shape);

/** The inputs every resource takes; a job takes `triggers` instead of `adopt` (see `job`). */
export const COMMON_INPUTS = ["timeouts", "adopt"] as const;
export const JOB_INPUTS = ["timeouts", "triggers"] as const;
export type CommonInput = (typeof COMMON_INPUTS)[number] | (typeof JOB_INPUTS)[number];
export const commonInputsOf = (spec: ResourceSpec): readonly CommonInput[] => (spec.job ? JOB_INPUTS : COMMON_INPUTS);

/** Every input of a spec: scope ids, API fields, provider-only inputs and the common ones. */
export const inputFields = (spec: ResourceSpec): string[] => [
  ...spec.scope,
  ...bodyFields(spec),
  ...Object.keys(spec.extraInputs ?? {}),
  ...commonInputsOf(spec),
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
