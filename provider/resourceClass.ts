import * as pulumi from "@pulumi/pulumi";
import { outputFields, type ResourceSpec } from "./spec";

/** What a resource class passes to `pulumi.dynamic.Resource`: every declared output present in
 *  the props (as `undefined` when not an input) so Pulumi keeps it, and the spec's write-only
 *  secrets in `additionalSecretOutputs`. */
export function resourceProps(spec: ResourceSpec, args: object): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const field of outputFields(spec)) props[field] = (args as Record<string, unknown>)[field];
  return props;
}

export function resourceOptions(spec: ResourceSpec, opts?: pulumi.CustomResourceOptions): pulumi.CustomResourceOptions {
  const own: pulumi.CustomResourceOptions = {};
  if (spec.secretOutputs?.length) own.additionalSecretOutputs = spec.secretOutputs;
  if (spec.deleteBeforeReplace) own.deleteBeforeReplace = true;
  return pulumi.mergeOptions(own, opts);
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

/** A resource's argument type from its zod schema: every field accepts an Input. */
export type InputsOf<T> = { [K in keyof T]: pulumi.Input<T[K]> };
