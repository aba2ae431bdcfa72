import * as pulumi from "@pulumi/pulumi";
import { gatewayDatabaseSpec, type GatewayDatabaseInputs } from "../resources/gatewayDatabase";
import { dynamicResourceArgs, type CommonArgs, type GatewayConnection, type InputsOf } from "./resourceClass";

export type GatewayDatabaseArgs = InputsOf<GatewayDatabaseInputs> & CommonArgs;

type Field<K extends keyof GatewayDatabaseInputs> = NonNullable<GatewayDatabaseInputs[K]>;

export class GatewayDatabase extends pulumi.dynamic.Resource {
  declare readonly name: pulumi.Output<string>;
  declare readonly bucket: pulumi.Output<string>;
  declare readonly scopes: pulumi.Output<Field<"scopes">>;
  declare readonly sync: pulumi.Output<string>;
  declare readonly importFilter: pulumi.Output<string>;
  declare readonly oidc: pulumi.Output<Field<"oidc">>;
  declare readonly sessionCookieName: pulumi.Output<string>;
  declare readonly eventProcessing: pulumi.Output<{ maxProcesses: number; waitForProcess: number }>;
  /** Secret: the connection given as input, if any. */
  declare readonly gateway: pulumi.Output<GatewayConnection | undefined>;

  constructor(name: string, args: GatewayDatabaseArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(gatewayDatabaseSpec, name, args, opts));
  }
}
