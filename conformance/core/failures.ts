import type { Store } from "./store";

/** Injected transition failures (`POST /_conformance/simulate/failure`): the next `times`
 *  transitions of `kind` for `operation` end in their failed state (`deploymentFailed`,
 *  `scaleFailed`, `enableFailed`, ...) instead of succeeding. */
export interface FailureRule {
  kind: string;
  operation: string;
  times: number;
}

export class Failures {
  constructor(private readonly store: Store) {}

  private get table() {
    return this.store.table<FailureRule>("failures");
  }

  add(rule: FailureRule): void {
    this.table.set(`${rule.kind}:${rule.operation}`, rule);
  }

  /** True (and consumed) when the next transition of this kind and operation must fail. */
  take(kind: string, operation: string): boolean {
    const key = `${kind}:${operation}`;
    const rule = this.table.get(key);
    if (!rule) return false;
    rule.times -= 1;
    if (rule.times <= 0) this.table.delete(key);
    else this.table.touch(key);
    return true;
  }
}
