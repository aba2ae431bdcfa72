import { checkInputs, type CheckFailure } from "../check";
import type { Props } from "../spec";
import type { SpecContext } from "./context";

/** Validation; valid inputs come back normalized (the API's defaults filled into nested values). */
export function check({ spec }: SpecContext, news: Props): { inputs: Props; failures: CheckFailure[] } {
  const failures = checkInputs(spec, news);
  return { inputs: failures.length === 0 && spec.normalize ? spec.normalize(news) : news, failures };
}
