import * as pulumi from "@pulumi/pulumi";
import { privateEndpointSpec } from "../resources/privateEndpoint";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { PrivateEndpointInputs } from "./types";

export type PrivateEndpointArgs = InputsOf<PrivateEndpointInputs> & CommonArgs;

export class PrivateEndpoint extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  declare readonly appServiceId: pulumi.Output<string>;
  declare readonly endpointId: pulumi.Output<string>;
  /** `linked` once accepted. */
  declare readonly status: pulumi.Output<string>;
  /** The endpoint service the connection is to. */
  declare readonly serviceName: pulumi.Output<string>;

  constructor(name: string, args: PrivateEndpointArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(privateEndpointSpec, name, args, opts));
  }
}
