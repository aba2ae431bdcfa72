import type { World } from "./lifecycle";

/** Calls an area makes of the conformance server as the real API's users would: every operation
 *  of the area's model, answered with success at least once (and its refusals, as they come).
 *  The server's every answer is then held to the model. */
export type Calls = (world: World) => Promise<void>;
