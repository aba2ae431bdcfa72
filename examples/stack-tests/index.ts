import { mobileBackend } from "./app";

// The Pulumi entry point: `pulumi preview` / `pulumi up` in this directory.
const { endpoint, ciKey } = mobileBackend();

export const publicURL = endpoint.publicURL;
export const ciToken = ciKey.token;
