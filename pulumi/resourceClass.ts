import * as pulumi from "@pulumi/pulumi";
import { shimOf } from "./shim";
import { outputFields, type ResourceSpec, secretInputFields } from "../provider/spec";

type DynamicResourceArgs = [pulumi.dynamic.ResourceProvider, string, pulumi.Inputs, pulumi.CustomResourceOptions, string, string];

/** What a resource class passes to `pulumi.dynamic.Resource` (`super(...dynamicResourceArgs(spec,
 *  name, args, opts))`): the shim provider of the spec's kind; every declared output present in
 *  the props (as `undefined` when not an input) so Pulumi keeps it, unset provider-only inputs at
 *  their declared default, secret inputs as secrets; the spec's write-only secrets
 *  in `additionalSecretOutputs` and its `deleteBeforeReplace`; the type token `dbplane:<kind>`. */
export function dynamicResourceArgs(spec: ResourceSpec, name: string, args: object, opts?: pulumi.CustomResourceOptions): DynamicResourceArgs {
  const props: pulumi.Inputs = {};
  const secrets = secretInputFields(spec);
  for (const field of outputFields(spec)) {
    const value = (args as pulumi.Inputs)[field] ?? spec.inputDefaults?.[field];
    props[field] = value !== undefined && secrets.includes(field) ? pulumi.secret(value) : value;
  }
  const own: pulumi.CustomResourceOptions = {};
  if (spec.secretOutputs?.length) own.additionalSecretOutputs = spec.secretOutputs;
  if (spec.deleteBeforeReplace) own.deleteBeforeReplace = true;
  return [shimOf(spec.kind), name, props, pulumi.mergeOptions(own, opts), "dbplane", spec.kind];
}
