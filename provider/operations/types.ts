import type { CheckFailure } from "../check";
import type { Props, ResourceSpec } from "../spec";

/** What a resource does, written once for every front end: `check`, `diff`, `create`, `read`,
 *  `update` and `delete` of one spec, in plain values (camelCase props as the spec names them).
 *  The Pulumi dynamic provider and the Terraform provider wrap these. */
export interface ResourceOperations {
  readonly spec: ResourceSpec;
  /** Validation (property path and rule per failure); valid inputs come back normalized. */
  check(news: Props): { inputs: Props; failures: CheckFailure[] };
  /** The exact difference between the last outputs and new inputs. */
  diff(olds: Props, news: Props): DiffResult;
  create(inputs: Props): Promise<{ id: string; outs: Props }>;
  /** undefined when the object is gone. `inputs`: what the program's inputs are, as read. */
  read(id: string, props: Props): Promise<{ id: string; outs: Props; inputs: Props } | undefined>;
  update(id: string, olds: Props, news: Props): Promise<Props>;
  delete(id: string, props: Props): Promise<void>;
  /** The id of the one object named like `props` (its scope ids and natural key), undefined when
   *  there is none: how a front end takes an object by its name (e.g. `terraform import`). */
  find(props: Props): Promise<string | undefined>;
}

export interface DiffResult {
  /** Every input that differs. */
  changed: string[];
  /** The subset that forces a replacement. */
  replaces: string[];
  /** The old object must go before the new one is made. */
  deleteBeforeReplace: boolean;
}
