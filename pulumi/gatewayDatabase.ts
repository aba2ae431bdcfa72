import * as pulumi from "@pulumi/pulumi";
import { gatewayDatabaseSpec } from "../resources/gatewayDatabase";
import type { CommonArgs, GatewayConnection, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { GatewayDatabaseInputs } from "./types";

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
