import * as pulumi from "@pulumi/pulumi";
import { privateEndpointServiceSpec, type PrivateEndpointServiceInputs } from "../resources/privateEndpointService";
import { dynamicResourceArgs, type CommonArgs, type InputsOf } from "./resourceClass";

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
