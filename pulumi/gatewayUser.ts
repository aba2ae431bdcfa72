import * as pulumi from "@pulumi/pulumi";
import { gatewayUserSpec } from "../resources/gatewayUser";
import type { CommonArgs, GatewayConnection, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { GatewayUserInputs } from "./types";

export type GatewayUserArgs = InputsOf<GatewayUserInputs> & CommonArgs;

export class GatewayUser extends pulumi.dynamic.Resource {
  declare readonly database: pulumi.Output<string>;
  /** `GUEST` is the anonymous account. */
  declare readonly name: pulumi.Output<string>;
  /** Write-only (secret): as last sent; never read back from the gateway. */
  declare readonly password: pulumi.Output<string | undefined>;
  declare readonly disabled: pulumi.Output<boolean>;
  declare readonly adminChannels: pulumi.Output<string[]>;
  declare readonly adminRoles: pulumi.Output<string[]>;
  declare readonly email: pulumi.Output<string>;
  /** Every channel the user reads, those the sync function granted included (changes with the data). */
  declare readonly allChannels: pulumi.Output<string[]>;
  /** Its roles, those the sync function granted included (changes with the data). */
  declare readonly roles: pulumi.Output<string[]>;
  /** Secret: the connection given as input, if any. */
  declare readonly gateway: pulumi.Output<GatewayConnection | undefined>;

  constructor(name: string, args: GatewayUserArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(gatewayUserSpec, name, args, opts));
  }
}
