import type { ServerContext } from "../context";
import { conflict } from "../core/errors";
import { type Lifecycle, isMoving, start, stateAt } from "../core/transitions";

// What the management API's asynchronous operations (App Services, log streaming, private
// endpoints, backups, audit exports) have in common: the control plane may ask the next one of a
// kind to fail, and a subject still moving refuses another change.

/** Every operation `POST /_conformance/simulate/failure` can make fail, by kind. An operation
 *  started under a kind or name missing here does not compile, so a rule the control plane
 *  accepts always has an operation to fire on. */
export const FAILABLE_OPERATIONS = {
  appService: ["create", "update", "delete", "turnOn", "turnOff"],
  backup: ["create"],
  /** App Service log streaming (`A/logStreaming`) and audit log streaming (`A/auditLogStreaming`). */
  logStreaming: ["enable", "pause", "resume", "disable"],
  auditLogStreaming: ["enable", "pause", "disable"],
  auditLogExport: ["request"],
  clusterAuditExport: ["request"],
  privateEndpointService: ["enable", "disable"],
  privateEndpoint: ["accept"],
} as const;

export type FailureKind = keyof typeof FAILABLE_OPERATIONS;
export type FailableOperation<K extends FailureKind> = (typeof FAILABLE_OPERATIONS)[K][number];

/** A `simulate/failure` kind with one of its operations, e.g. `appService` / `create`. */
export type Failable = { [K in FailureKind]: { kind: K; operation: FailableOperation<K> } }[FailureKind];

export type Operation = Failable & {
  /** Timed steps, in multiples of the base transition duration. */
  steps: Array<[string, number]>;
  ok: string;
  failed: string;
};

/** Starts the operation's steps on `lc`; false when the control plane asked it to fail (it then
 *  ends in `failed` instead of `ok`). */
export function startOperation(ctx: ServerContext, lc: Lifecycle, op: Operation): boolean {
  const fails = ctx.failures.take(op.kind, op.operation);
  start(lc, ctx.clock.now(), ctx.transitionMs, op.steps, fails ? op.failed : op.ok);
  return !fails;
}

/** 409 naming the current state while `lc` is still moving; `subject` as a message names it. */
export function requireSettled(ctx: ServerContext, lc: Lifecycle, subject: string): void {
  const now = ctx.clock.now();
  if (!isMoving(lc, now)) return;
  throw conflict(`${subject} is ${stateAt(lc, now)}: a change is under way.`, "Wait until it reaches a final state and retry.");
}
