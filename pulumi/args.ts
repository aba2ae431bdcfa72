import type * as pulumi from "@pulumi/pulumi";
import type { CommonInputs, GatewayDatabaseInputs } from "./types";

/** The argument types every resource class shares (plain types: the public declarations never reach zod). */

/** Operation timeouts, as durations such as "20m". */
export type Timeouts = NonNullable<CommonInputs["timeouts"]>;

/** Inputs every resource accepts (documented in the generated `CommonInputs`). */
export type CommonArgs = InputsOf<CommonInputs>;

/** A resource's argument type from its inputs type: every field, at every depth, accepts an
 *  Input (a value, a promise or another resource's output). */
export type InputsOf<T> = { [K in keyof T]: DeepInput<T[K]> };

/** A value any part of which may be an Input (e.g. `{endpoints: [endpoint.name]}`). */
export type DeepInput<T> = pulumi.Input<
  T extends ReadonlyArray<infer U> ? Array<DeepInput<U>> : T extends object ? { [K in keyof T]: DeepInput<T[K]> } : T
>;

/** Where a gateway resource reaches the gateway's admin API, when not through the provider's
 *  settings (`dbplane:gatewayAdmin*`): the admin URL (or an App Endpoint's `adminURL`) and an
 *  admin's Basic credentials. Stored only as a secret. */
export type GatewayConnection = NonNullable<GatewayDatabaseInputs["gateway"]>;
