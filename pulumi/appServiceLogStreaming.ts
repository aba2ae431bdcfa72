import * as pulumi from "@pulumi/pulumi";
import { appServiceLogStreamingSpec } from "../resources/appServiceLogStreaming";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AppServiceLogStreamingInputs } from "./types";

export type AppServiceLogStreamingArgs = InputsOf<AppServiceLogStreamingInputs> & CommonArgs;

/** An App Service's log streaming (`A/logStreaming`). */
export class AppServiceLogStreaming extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  declare readonly outputType: pulumi.Output<AppServiceLogStreamingInputs["outputType"]>;
  /** Write-only (secret): as last sent; never read back from the API. */
  declare readonly credentials: pulumi.Output<AppServiceLogStreamingInputs["credentials"]>;
  /** Whether streaming is paused, as last read (a pause or resume made elsewhere shows on refresh). */
  declare readonly paused: pulumi.Output<boolean>;
  /** `enabling`, `enabled`, `pausing`, `paused`, `disabling` or `errored`. */
  declare readonly configState: pulumi.Output<string>;
  /** Whether logs reach the collector: `unknown`, `unsupported`, `healthy`, `degraded` or `unhealthy`. */
  declare readonly streamingState: pulumi.Output<string>;

  constructor(name: string, args: AppServiceLogStreamingArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(appServiceLogStreamingSpec, name, args, opts));
  }
}
