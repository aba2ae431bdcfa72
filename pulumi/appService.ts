import * as pulumi from "@pulumi/pulumi";
import { appServiceSpec } from "../resources/appService";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AppServiceInputs } from "./types";

export type AppServiceArgs = InputsOf<AppServiceInputs> & CommonArgs;

export class AppService extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly name: pulumi.Output<string>;
  declare readonly description: pulumi.Output<string>;
  declare readonly nodes: pulumi.Output<number>;
  declare readonly compute: pulumi.Output<{ cpu: number; ram: number }>;
  /** As declared when the App Service runs that release line; else the full version it runs. */
  declare readonly version: pulumi.Output<string>;
  /** As given (azure App Services only); undefined when the API allocated the range itself. */
  declare readonly loadBalancerCidr: pulumi.Output<string | undefined>;
  /** Whether the App Service is off, as last read (drift shows on refresh). */
  declare readonly turnedOff: pulumi.Output<boolean>;
  declare readonly currentState: pulumi.Output<string>;
  declare readonly cloudProvider: pulumi.Output<string>;
  declare readonly plan: pulumi.Output<string>;
  declare readonly audit: pulumi.Output<Record<string, unknown>>;
  /** The entity tag of the last read, sent as If-Match on updates. */
  declare readonly etag: pulumi.Output<string>;

  constructor(name: string, args: AppServiceArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(appServiceSpec, name, args, opts));
  }
}
