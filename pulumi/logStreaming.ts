import * as pulumi from "@pulumi/pulumi";
import { logStreamingSpec } from "../resources/logStreaming";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { LogStreamingInputs } from "./types";

export type LogStreamingArgs = InputsOf<LogStreamingInputs> & CommonArgs;

export class LogStreaming extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  /** true: streaming (`enabled`); false: paused with the configuration kept. */
  declare readonly streamingEnabled: pulumi.Output<boolean>;
  declare readonly outputType: pulumi.Output<string>;
  /** Write-only (secret): as last sent; never read back from the API. */
  declare readonly credentials: pulumi.Output<LogStreamingInputs["credentials"]>;
  declare readonly disabledAppEndpoints: pulumi.Output<string[]>;
  declare readonly logStreamingState: pulumi.Output<string>;

  constructor(name: string, args: LogStreamingArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(logStreamingSpec, name, args, opts));
  }
}
