import * as pulumi from "@pulumi/pulumi";
import { webhookHandlerSpec } from "../resources/webhookHandler";
import type { CommonArgs, GatewayConnection, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { WebhookHandlerInputs } from "./types";

export type WebhookHandlerArgs = InputsOf<WebhookHandlerInputs> & CommonArgs;

export class WebhookHandler extends pulumi.dynamic.Resource {
  declare readonly database: pulumi.Output<string>;
  /** Where documents are POSTed; the handler's id within its database. */
  declare readonly url: pulumi.Output<string>;
  /** "" when every document is posted. */
  declare readonly filter: pulumi.Output<string>;
  /** Seconds. */
  declare readonly timeout: pulumi.Output<number>;
  declare readonly options: pulumi.Output<Record<string, unknown>>;
  /** Secret: the connection given as input, if any. */
  declare readonly gateway: pulumi.Output<GatewayConnection | undefined>;

  constructor(name: string, args: WebhookHandlerArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(webhookHandlerSpec, name, args, opts));
  }
}
