import { GATEWAY_INPUT, type Clients } from "../config";
import type { ApiClient, ApiResponse } from "../http";
import { bodyFields, commonInputsOf, secretInputFields, computedFields, naturalKeyFields, type HookContext, type Props, type ResourceSpec, type Scope, type WaitFor } from "../spec";
import { durationMs, shownSecret } from "../values";
import { waitForState } from "../wait";

export const DEFAULT_TIMEOUT = "20m";

/** What every operation of one spec shares: the spec's fields by role, how errors name an
 *  object, which client and deadline an operation uses, and reading the object (once, or until
 *  it settles). */
export class SpecContext {
  /** The API fields (the body's keys). */
  readonly fields: string[];
  /** Inputs that are not API fields: scope ids, provider-only and common inputs. */
  readonly providerOnly: string[];
  /** The computed outputs a read answers: not a secret that only a create (or an action) gives,
   *  such as a token, which is carried over instead. */
  readonly answeredComputed: string[];
  readonly keyFields: string[];
  /** Per client, the ids listed in each collection (see idsKnownIn in ./lookup.ts). */
  readonly knownIds = new WeakMap<ApiClient, Map<string, { ids: Promise<Set<string>>; listedAt: number }>>();

  constructor(
    readonly spec: ResourceSpec,
    private readonly clients: () => Clients,
  ) {
    requireSecretGatewayInput(spec);
    this.fields = bodyFields(spec);
    this.providerOnly = [...spec.scope, ...Object.keys(spec.extraInputs ?? {}), ...commonInputsOf(spec)];
    this.answeredComputed = computedFields(spec).filter((f) => !(spec.secretOutputs ?? []).includes(f));
    this.keyFields = naturalKeyFields(spec);
  }

  /** The natural key as messages show it: a secret part (e.g. a webhook's url, which holds its
   *  token) only as far as it is not secret. */
  keyOf(props: Props): string {
    const secret = secretInputFields(this.spec);
    return this.keyFields.map((f) => (props[f] === undefined ? "?" : secret.includes(f) ? shownSecret(props[f]) : props[f])).join(" ");
  }

  /** How errors name the object: `Kind 'natural key' (id …)`. */
  what(props: Props, id?: string): string {
    return `${this.spec.kind} '${this.keyOf(props)}'${id ? ` (id ${id})` : ""}`;
  }

  /** The client of the API the spec talks to; a gateway resource's through its own `gateway`
   *  input when given (the inputs, or the last outputs on a read or delete). */
  clientOf(props: Props): ApiClient {
    return this.spec.api.client === "gateway" ? this.clients().gateway(props[GATEWAY_INPUT], props.database) : this.clients().management();
  }

  deadlineFor(props: Props, op: "create" | "update" | "delete"): number {
    return Date.now() + durationMs(props.timeouts?.[op] ?? this.spec.timeouts?.[op] ?? DEFAULT_TIMEOUT);
  }

  /** The object as the API has it now; undefined when it is gone. */
  async readLive(client: ApiClient, scope: Scope, id: string, deadline: number): Promise<ApiResponse | undefined> {
    if (this.spec.api.read) return this.spec.api.read(client, scope, id, deadline);
    const res = await client.get(this.spec.api.item(scope, id), { deadline, accept: [404] });
    return res.status === 404 ? undefined : res;
  }

  /** Reads the object once, or until it reaches the state `wait` waits for; `known`: a read
   *  still current (nothing was written since), used as the first. */
  async settle(client: ApiClient, inputs: Props, id: string, wait: WaitFor | undefined, deadline: number, known?: ApiResponse): Promise<ApiResponse> {
    let last: ApiResponse | undefined;
    const read = async () => {
      last = known ?? (await this.readLive(client, inputs, id, deadline));
      known = undefined;
      return last?.body;
    };
    if (wait) await waitForState(read, wait.readyFor ? { ...wait, ready: wait.readyFor(inputs) } : wait, this.what(inputs, id), deadline);
    else if ((await read()) === undefined) throw new Error(`dbplane: ${this.what(inputs, id)} disappeared while being read.`);
    return last!;
  }

  /** `warnings`: where the hooks' warnings go (an operation that reports none drops them). */
  hookContext(client: ApiClient, id: string, inputs: Props, olds: Props, deadline: number, warnings: string[] = []): HookContext {
    return {
      client,
      id,
      inputs,
      olds,
      deadline,
      read: async () => (await this.readLive(client, inputs, id, deadline))?.body,
      what: this.what(inputs, id),
      warn: (message) => warnings.push(message),
    };
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
