import { clientsFrom } from "../../../provider/config";
import { resourceOperations, type ResourceOperations } from "../../../provider/operations";
import type { Props, ResourceSpec } from "../../../provider/spec";
import type { StubApi } from "../../support/stubApi";

/** The provider core of `spec`, talking to stand-ins of the real services. */
export function stubbedOperations(spec: ResourceSpec, stubs: { management?: StubApi; gateway?: StubApi }): ResourceOperations {
  const clients = clientsFrom(
    {
      apiUrl: stubs.management?.url ?? "http://127.0.0.1:9",
      apiToken: "token",
      gatewayAdminUrl: stubs.gateway?.url ?? "http://127.0.0.1:9",
      gatewayAdminUsername: "admin",
      gatewayAdminPassword: "password",
    },
    { howToSet: () => "" },
  );
  return resourceOperations(spec, () => clients);
}

/** Inputs checked as a front end checks them (failures fail the test), normalized. */
export function checked(ops: ResourceOperations, inputs: Props): Props {
  const { inputs: valid, failures } = ops.check(inputs);
  if (failures.length) throw new Error(`check failed: ${JSON.stringify(failures)}`);
  return valid;
}

/** Created, then read back as a refresh does: what a second plan compares. */
export async function createAndRead(ops: ResourceOperations, inputs: Props): Promise<{ id: string; outs: Props; refreshed: Props }> {
  const { id, outs } = await ops.create(inputs);
  const read = await ops.read(id, outs);
  if (!read) throw new Error("the object was not found after its create");
  return { id, outs, refreshed: read.outs };
}
