import type { z } from "zod";
import type { Operation } from "../../schema/model";

/** The members of an operation's success answer (an object), as the model has them: a lookup's
 *  results take their shapes from there and add what they mean. */
export function answerShape(op: Operation): Record<string, z.ZodType> {
  const answer = Object.values(op.responses)[0] as z.ZodObject | null;
  if (!answer || typeof answer !== "object" || !("shape" in answer)) throw new Error(`dbplane: ${op.id} answers no object`);
  return answer.shape as Record<string, z.ZodType>;
}
