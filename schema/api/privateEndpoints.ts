import { z } from "zod";

/** App Service private endpoints (document 2 "Private endpoints"; paths in document 4). */

/** The connect command's inputs: the caller's VPC (12 to 21 characters) and its subnets. */
export const privateEndpointCommand = z.strictObject({
  vpcID: z.string().min(12).max(21),
  subnetIDs: z.array(z.string().min(1)).min(1),
});

export const bodies = { privateEndpointCommand };
