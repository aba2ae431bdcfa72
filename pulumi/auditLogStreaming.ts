import * as pulumi from "@pulumi/pulumi";
import { auditLogStreamingSpec } from "../resources/auditLogStreaming";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AuditLogStreamingInputs } from "./types";

export type AuditLogStreamingArgs = InputsOf<AuditLogStreamingInputs> & CommonArgs;

/** An App Service's audit log streaming (`A/auditLogStreaming`). */
export class AuditLogStreaming extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  /** true: streaming (`enabled`); false: paused with the configuration kept. */
  declare readonly streamingEnabled: pulumi.Output<boolean>;
  declare readonly outputType: pulumi.Output<AuditLogStreamingInputs["outputType"]>;
  /** Write-only (secret): as last sent; never read back from the API. */
  declare readonly credentials: pulumi.Output<AuditLogStreamingInputs["credentials"]>;
  declare readonly disabledAppEndpoints: pulumi.Output<string[]>;
  declare readonly logStreamingState: pulumi.Output<string>;

  constructor(name: string, args: AuditLogStreamingArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(auditLogStreamingSpec, name, args, opts));
  }
}
