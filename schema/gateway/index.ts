import type { Operation } from "../model";
import * as databases from "./databases";
import * as principals from "./principals";
import * as sessions from "./sessions";

/** The data-sync gateway's admin API in the model, one module per area (each exports its
 *  operations as `xOperations`, see ../model.ts). */
const areas: Array<Record<string, unknown>> = [databases, principals, sessions];

/** Every operation of the gateway's admin API in the model, by id. */
export const gatewayOperations: Record<string, Operation> = Object.assign(
  {},
  ...areas.flatMap((area) => Object.entries(area).filter(([name, value]) => name.endsWith("Operations") && typeof value === "object").map(([, value]) => value)),
);
