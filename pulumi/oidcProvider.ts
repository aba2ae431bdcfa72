import * as pulumi from "@pulumi/pulumi";
import { oidcProviderSpec } from "../resources/oidcProvider";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { OidcProviderInputs } from "./types";

export type OidcProviderArgs = InputsOf<OidcProviderInputs> & CommonArgs;

export class OidcProvider extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  declare readonly appEndpointName: pulumi.Output<string>;
  declare readonly issuer: pulumi.Output<string>;
  declare readonly clientId: pulumi.Output<string>;
  declare readonly register: pulumi.Output<boolean>;
  declare readonly userPrefix: pulumi.Output<string>;
  declare readonly discoveryUrl: pulumi.Output<string>;
  declare readonly usernameClaim: pulumi.Output<string>;
  declare readonly rolesClaim: pulumi.Output<string>;
  declare readonly scope: pulumi.Output<string[]>;
  declare readonly default: pulumi.Output<boolean | undefined>;
  declare readonly providerId: pulumi.Output<string>;
  /** Whether this provider is the endpoint's default (read-only, as the API reports it). */
  declare readonly isDefault: pulumi.Output<boolean>;

  constructor(name: string, args: OidcProviderArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(oidcProviderSpec, name, args, opts));
  }
}
