import * as pulumi from "@pulumi/pulumi";
import { alertIntegrationSpec } from "../resources/alertIntegration";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { AlertIntegrationInputs } from "./types";

export type AlertIntegrationArgs = InputsOf<AlertIntegrationInputs> & CommonArgs;

export class AlertIntegration extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly kind: pulumi.Output<"webhook" | "chat_1" | "chat_2">;
  declare readonly name: pulumi.Output<string>;
  declare readonly enabled: pulumi.Output<boolean>;
  /** Secret: the config as last written (the API's view plus the secret fields it never returns). */
  declare readonly config: pulumi.Output<AlertIntegrationInputs["config"]>;
  declare readonly configKey: pulumi.Output<string>;
  declare readonly status: pulumi.Output<string>;
  declare readonly audit: pulumi.Output<Record<string, unknown>>;

  constructor(name: string, args: AlertIntegrationArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(alertIntegrationSpec, name, args, opts));
  }
}
