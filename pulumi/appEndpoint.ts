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
  declare readonly cors: pulumi.Output<Cors>;
  declare readonly scopes: pulumi.Output<Scopes>;
  /** The providers as given (only when `oidc` is an input). */
  declare readonly oidc: pulumi.Output<OidcProviderBody[] | undefined>;
  /** Every OIDC provider of the endpoint, with `providerId` and `isDefault`. */
  declare readonly oidcProviders: pulumi.Output<Array<OidcProviderBody & { providerId: string; isDefault: boolean }>>;
  declare readonly paused: pulumi.Output<boolean | undefined>;
  /** `Online`, `Offline`, `Starting` or `Stopping`. */
  declare readonly state: pulumi.Output<string>;
  declare readonly adminURL: pulumi.Output<string>;
  declare readonly publicURL: pulumi.Output<string>;
  declare readonly requireResync: pulumi.Output<Record<string, { items: string[] }>>;
  declare readonly resyncState: pulumi.Output<string>;
  declare readonly audit: pulumi.Output<Record<string, unknown>>;

  constructor(name: string, args: AppEndpointArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(appEndpointSpec, name, args, opts));
  }
}
