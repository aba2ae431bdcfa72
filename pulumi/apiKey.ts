import * as pulumi from "@pulumi/pulumi";
import { apiKeySpec } from "../resources/apiKey";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { ApiKeyInputs } from "./types";

export type ApiKeyArgs = InputsOf<ApiKeyInputs> & CommonArgs;

export class ApiKey extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly name: pulumi.Output<string>;
  declare readonly description: pulumi.Output<string>;
  declare readonly expiry: pulumi.Output<number>;
  declare readonly allowedCIDRs: pulumi.Output<string[]>;
  declare readonly organizationRoles: pulumi.Output<string[]>;
  declare readonly resources: pulumi.Output<Record<string, unknown>[]>;
  declare readonly rotation: pulumi.Output<number | undefined>;
  /** The bearer token (secret): set on creation and on each rotation; empty for an adopted key
   *  until it is rotated. */
  declare readonly token: pulumi.Output<string>;
  declare readonly audit: pulumi.Output<Record<string, unknown>>;

  constructor(name: string, args: ApiKeyArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(apiKeySpec, name, args, opts));
  }
}
