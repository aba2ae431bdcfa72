import * as fs from "node:fs";
import * as path from "node:path";
import { modelOperations } from "../../schema/operations";
import { answerProblems, operationOfExchange, requestProblems } from "../support/apiModel";
import type { Calls } from "./calls";
import { useRecordedWorld } from "./lifecycle";

/** The conformance server against the API model: every operation of every area called as the
 *  real API's users call it (test/contract/calls), every answer held to the operation's success
 *  statuses and bodies or to the API's error body, and every operation of the model answered with
 *  success at least once. */

const areas = fs
  .readdirSync(path.join(__dirname, "calls"))
  .filter((f) => f.endsWith(".ts"))
  .sort()
  .map((f) => [f.replace(/\.ts$/, ""), (require(path.join(__dirname, "calls", f)) as { calls: Calls }).calls] as const);

const { world, exchanges } = useRecordedWorld();

test.each(areas)("%s: every answer is the model's", async (_area, calls) => {
  const from = exchanges.length;
  await calls(world);
  const mine = exchanges.slice(from);
  expect(mine.flatMap(answerProblems)).toEqual([]);
  // The calls themselves are the model's (a call off the model would test nothing).
  expect(mine.flatMap(requestProblems).filter((p) => p.includes("no operation of the model"))).toEqual([]);
});

test("operation ids are unique across the model (each names one operation of one API)", () => {
  const ids = Object.values(modelOperations).flatMap((ops) => Object.keys(ops));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
});

test("every operation of the model is answered with success", () => {
  const answered = new Set(exchanges.filter((e) => e.status < 300).map((e) => operationOfExchange(e)?.id));
  const missing = Object.values(modelOperations).flatMap((ops) => Object.values(ops).filter((op) => !answered.has(op.id)).map((op) => `${op.api} ${op.id}`));
  expect(missing).toEqual([]);
});
