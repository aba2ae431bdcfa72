import * as pulumi from "@pulumi/pulumi";
import { shimFor } from "./shim";
import { outputFields, type ResourceSpec } from "../provider/spec";

export type { GatewayConnection } from "../provider/config";

type DynamicResourceArgs = [pulumi.dynamic.ResourceProvider, string, pulumi.Inputs, pulumi.CustomResourceOptions, string, string];

/** What a resource class passes to `pulumi.dynamic.Resource` (`super(...dynamicResourceArgs(spec,
 *  name, args, opts))`): the shim provider of the spec's kind; every declared output present in
 *  the props (as `undefined` when not an input) so Pulumi keeps it, unset provider-only inputs at
 *  their declared default, secret inputs as secrets; the spec's write-only secrets
 *  in `additionalSecretOutputs` and its `deleteBeforeReplace`; the type token `dbplane:<kind>`. */
export function dynamicResourceArgs(spec: ResourceSpec, name: string, args: object, opts?: pulumi.CustomResourceOptions): DynamicResourceArgs {
  const props: pulumi.Inputs = {};
  for (const field of outputFields(spec)) {
    const value = (args as pulumi.Inputs)[field] ?? spec.inputDefaults?.[field];
    props[field] = value !== undefined && spec.secretInputs?.includes(field) ? pulumi.secret(value) : value;
  }
  const own: pulumi.CustomResourceOptions = {};
  if (spec.secretOutputs?.length) own.additionalSecretOutputs = spec.secretOutputs;
  if (spec.deleteBeforeReplace) own.deleteBeforeReplace = true;
  return [shimFor(spec.kind), name, props, pulumi.mergeOptions(own, opts), "dbplane", spec.kind];
}

/** Operation timeouts, as durations such as "20m" (default 20m each). */
export interface Timeouts {
  create?: string;
  update?: string;
  delete?: string;
}

/** Inputs every resource accepts. */
export interface CommonArgs {
  /** How long create/update/delete may wait for the object to become usable or gone. */
  timeouts?: pulumi.Input<Timeouts>;
  /** On create, take over an existing object with the same natural key (e.g. name) instead of
   *  failing or creating a second one. */
  adopt?: pulumi.Input<boolean>;
}

/** A value any part of which may be an Input (e.g. `{endpoints: [endpoint.name]}`, or a
 *  `gateway` connection made of another resource's outputs). */
export type DeepInput<T> = pulumi.Input<T extends (infer U)[] ? DeepInput<U>[] : T extends object ? { [K in keyof T]: DeepInput<T[K]> } : T>;

/** A resource's argument type from its zod schema: every field, and every part of it, accepts an Input. */
export type InputsOf<T> = { [K in keyof T]: DeepInput<T[K]> };
