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
  create(inputs: Props): Promise<Created>;
  /** undefined when the object is gone. `inputs`: what the program's inputs are, as read;
   *  `declared`: what the create or last update said the program declared (without it, a field
   *  counts as the program's only where it differs from the API's fixed default). */
  read(id: string, props: Props, declared?: string[]): Promise<{ id: string; outs: Props; inputs: Props } | undefined>;
  update(id: string, olds: Props, news: Props): Promise<Applied>;
  delete(id: string, props: Props): Promise<Removed>;
  /** The id of the one object named like `props` (its scope ids and natural key), undefined when
   *  there is none: how a front end takes an object by its name (e.g. `terraform import`). */
  find(props: Props): Promise<string | undefined>;
}

/** What a create or an update made. */
export interface Applied {
  outs: Props;
  /** The API fields the inputs set: a front end that derives a program's inputs on a refresh
   *  keeps them beside the outputs (never among them) and hands them to `read`. */
  declared: string[];
}

/** What a delete left to say: what it could not undo (a setting the API keeps), for the user. */
export interface Removed {
  warnings: string[];
}

export interface Created extends Applied {
  id: string;
}

export interface DiffResult {
  /** Every input that differs. */
  changed: string[];
  /** The subset that forces a replacement. */
  replaces: string[];
  /** The old object must go before the new one is made. */
  deleteBeforeReplace: boolean;
}
