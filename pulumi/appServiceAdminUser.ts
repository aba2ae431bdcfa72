import * as pulumi from "@pulumi/pulumi";
import { appServiceAdminUserSpec } from "../resources/appServiceAdminUser";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AppServiceAdminUserInputs } from "./types";

export type AppServiceAdminUserArgs = InputsOf<AppServiceAdminUserInputs> & CommonArgs;

export class AppServiceAdminUser extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  /** The gateway admin API's Basic user name. */
  declare readonly name: pulumi.Output<string>;
  /** Write-only (secret): as last sent; never read back from the API. */
  declare readonly password: pulumi.Output<string>;
  declare readonly access: pulumi.Output<AppServiceAdminUserInputs["access"]>;
  declare readonly enableBucketLevelAccess: pulumi.Output<true>;
  declare readonly audit: pulumi.Output<Record<string, unknown>>;

  constructor(name: string, args: AppServiceAdminUserArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(appServiceAdminUserSpec, name, args, opts));
  }
}
