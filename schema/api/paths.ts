/** The management API's path prefixes (v4), with the parameter names every area shares; they are
 *  the provider's scope keys, so a resource's scope fills them in as it is. */
export const O = "/v4/organizations/{organizationId}";
export const P = `${O}/projects/{projectId}`;
export const C = `${P}/clusters/{clusterId}`;
export const A = `${C}/appservices/{appServiceId}`;
export const E = `${A}/appEndpoints/{appEndpointName}`;

/** The query names of a paged list, and of one that can also be sorted. */
export const PAGED = ["page", "perPage", "sortDirection"] as const;
export const SORTED = ["page", "perPage", "sortBy", "sortDirection"] as const;
