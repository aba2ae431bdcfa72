import * as pulumi from "@pulumi/pulumi";
import { appEndpointSpec } from "../resources/appEndpoint";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AppEndpointInputs } from "./types";

export type AppEndpointArgs = InputsOf<AppEndpointInputs> & CommonArgs;

type Cors = NonNullable<AppEndpointInputs["cors"]>;
type Scopes = NonNullable<AppEndpointInputs["scopes"]>;
type OidcProviderBody = NonNullable<AppEndpointInputs["oidc"]>[number];

export class AppEndpoint extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  declare readonly name: pulumi.Output<string>;
  declare readonly bucket: pulumi.Output<string>;
  declare readonly userXattrKey: pulumi.Output<string>;
  declare readonly disablePublicAllDocs: pulumi.Output<boolean>;
  declare readonly deltaSyncEnabled: pulumi.Output<boolean>;
  /** As the API has it (it fills one in, off, when none is given). */
  declare readonly cors: pulumi.Output<Cors>;
  /** As the API has it (the default scope and collection when none are given). */
  declare readonly scopes: pulumi.Output<Scopes>;
  /** The providers as given (only when `oidc` is an input). */
  declare readonly oidc: pulumi.Output<OidcProviderBody[] | undefined>;
  /** Every OIDC provider of the endpoint, with `providerId` and `isDefault`. */
  declare readonly oidcProviders: pulumi.Output<Array<OidcProviderBody & { providerId?: string; isDefault?: boolean }>>;
  declare readonly paused: pulumi.Output<boolean | undefined>;
  /** `Online`, `Offline`, `Starting` or `Stopping`. */
  declare readonly state: pulumi.Output<string>;
  declare readonly adminURL: pulumi.Output<string>;
  declare readonly metricsURL: pulumi.Output<string>;
  declare readonly publicURL: pulumi.Output<string>;
  /** Scope name to the names of its collections that need a resync. */
  declare readonly requireResync: pulumi.Output<Record<string, string[]>>;
  declare readonly isRequireResync: pulumi.Output<boolean>;

  constructor(name: string, args: AppEndpointArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(appEndpointSpec, name, args, opts));
  }
}
