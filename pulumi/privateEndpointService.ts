import * as pulumi from "@pulumi/pulumi";
import { privateEndpointServiceSpec } from "../resources/privateEndpointService";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { PrivateEndpointServiceInputs } from "./types";

export type PrivateEndpointServiceArgs = InputsOf<PrivateEndpointServiceInputs> & CommonArgs;

export class PrivateEndpointService extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  declare readonly state: pulumi.Output<string>;
  declare readonly targetState: pulumi.Output<string>;

  constructor(name: string, args: PrivateEndpointServiceArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(privateEndpointServiceSpec, name, args, opts));
  }
}
