import type { ServerContext } from "../context";
import { conflict } from "../core/errors";
import { type Lifecycle, isMoving, start, stateAt } from "../core/transitions";

/** What the management API's asynchronous operations (App Services, log streaming, private
 *  endpoints, backups, audit exports) have in common: the control plane may ask the next one of
 *  a kind to fail, and a subject still moving refuses another change. */
export interface Operation {
  /** `simulate/failure` kind and operation, e.g. `appService` / `create`. */
  kind: string;
  operation: string;
  /** Timed steps, in multiples of the base transition duration. */
  steps: Array<[string, number]>;
  ok: string;
  failed: string;
}

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
