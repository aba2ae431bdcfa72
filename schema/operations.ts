import { managementOperations } from "./api";
import { gatewayOperations } from "./gateway";
import type { Api, Operation } from "./model";

/** Every operation in the model, by API. */
export const modelOperations: Record<Api, Record<string, Operation>> = {
  management: managementOperations,
  gatewayAdmin: gatewayOperations,
};

/** The operation a request is, and its path parameters: where two match (a fixed segment such as
 *  `defaultProvider` where another operation has a parameter), the one with fewer parameters. */
export function operationOf(api: Api, method: string, path: string): { op: Operation; params: Record<string, string> } | undefined {
  let best: { op: Operation; params: Record<string, string> } | undefined;
  for (const op of Object.values(modelOperations[api])) {
    const params = op.match(method, path);
    if (params && (!best || op.params.length < best.op.params.length)) best = { op, params };
  }
  return best;
}
