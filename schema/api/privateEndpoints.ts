import { z } from "zod";
import { operations, states } from "../model";
import { A } from "./paths";

/** An App Service's private endpoint service and its endpoints, as the management API's v4
 *  specification has them. The connect command takes an AWS VPC and its subnets: App Services
 *  have private endpoints on aws only. */

/** The service's `state` (`targetState` is `enabled` or `disabled`). `failed` is final: the
 *  enable or disable failed, and a new one may be asked for. */
export const privateEndpointServiceStates = states({
  transitional: ["enabling", "disabling"],
  final: ["enabled", "disabled", "failed"],
  failed: ["failed"],
});
export type PrivateEndpointServiceState = (typeof privateEndpointServiceStates.all)[number];

/** An endpoint's `status`. A request from the cloud side waits in `pendingAcceptance`; accepted,
 *  it is `pending` until `linked`. `unrecognized`: the API can't say what the cloud side's
 *  endpoint is (not a usable connection). */
export const privateEndpointStates = states({
  transitional: ["pending"],
  final: ["pendingAcceptance", "linked", "rejected", "failed", "unrecognized"],
  failed: ["failed", "unrecognized"],
});
export type PrivateEndpointState = (typeof privateEndpointStates.all)[number];

/** The only provider whose App Services have private endpoints. */
export const PRIVATE_ENDPOINT_PROVIDER = "aws";

/** The connect command's inputs: the caller's VPC (12 to 21 characters) and its subnets. */
export const privateEndpointCommand = z.strictObject({
  vpcID: z.string().min(12).max(21),
  subnetIDs: z.array(z.string()),
});

export const privateEndpointService = z.strictObject({
  state: z.enum(privateEndpointServiceStates.all as [PrivateEndpointServiceState, ...PrivateEndpointServiceState[]]).optional(),
  targetState: z.enum(["enabled", "disabled"]).optional(),
});

export const privateEndpoint = z.strictObject({
  id: z.string(),
  serviceName: z.string().optional(),
  status: z.enum(privateEndpointStates.all as [PrivateEndpointState, ...PrivateEndpointState[]]),
});

const service = `${A}/privateEndpointService`;
const endpoint = `${service}/endpoints/{endpointId}`;

export const privateEndpointOperations = operations({
  enablePrivateEndpointService: { api: "management", method: "POST", path: service, responses: { 202: null } },
  getPrivateEndpointService: { api: "management", method: "GET", path: service, responses: { 200: privateEndpointService } },
  disablePrivateEndpointService: { api: "management", method: "DELETE", path: service, responses: { 202: null } },
  getPrivateEndpointCommand: {
    api: "management",
    method: "POST",
    path: `${service}/privateEndpointCommand`,
    request: privateEndpointCommand,
    responses: { 200: z.strictObject({ command: z.string() }) },
  },
  /** Every endpoint at once (not paged). */
  listPrivateEndpoints: { api: "management", method: "GET", path: `${service}/endpoints`, responses: { 200: z.strictObject({ endpoints: z.array(privateEndpoint) }) } },
  acceptPrivateEndpoint: { api: "management", method: "POST", path: endpoint, responses: { 204: null } },
  /** Rejects a request not yet accepted; unassociates one that was. */
  rejectPrivateEndpoint: { api: "management", method: "DELETE", path: endpoint, responses: { 204: null } },
});
