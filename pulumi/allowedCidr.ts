import * as pulumi from "@pulumi/pulumi";
import { allowedCidrSpec, appServiceAllowedCidrSpec } from "../resources/allowedCidr";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AllowedCidrInputs, AppServiceAllowedCidrInputs } from "./types";

export type AllowedCidrArgs = InputsOf<AllowedCidrInputs> & CommonArgs;
export type AppServiceAllowedCidrArgs = InputsOf<AppServiceAllowedCidrInputs> & CommonArgs;

export class AllowedCidr extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly cidr: pulumi.Output<string>;
  declare readonly comment: pulumi.Output<string>;
  declare readonly expiresAt: pulumi.Output<string | undefined>;
  declare readonly status: pulumi.Output<string>;
  declare readonly type: pulumi.Output<string>;
  declare readonly audit: pulumi.Output<Record<string, unknown>>;

  constructor(name: string, args: AllowedCidrArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(allowedCidrSpec, name, args, opts));
  }
}

export class AppServiceAllowedCidr extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  declare readonly cidr: pulumi.Output<string>;
  declare readonly comment: pulumi.Output<string>;
  declare readonly expiresAt: pulumi.Output<string | undefined>;
  declare readonly status: pulumi.Output<string>;
  declare readonly type: pulumi.Output<string>;
  declare readonly audit: pulumi.Output<Record<string, unknown>>;

  constructor(name: string, args: AppServiceAllowedCidrArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(appServiceAllowedCidrSpec, name, args, opts));
  }
}
