import { randomUUID } from "node:crypto";
import { RE2JS } from "re2js";

/** Fault rules (`/_conformance/faults`): a request whose method and path match is delayed by
 *  `latencyMs` and/or answered with `status` (and `Retry-After`), `times` times or with
 *  `probability`, before it reaches auth or the handler; or never answered (`hang`); or handled
 *  as usual and its answer spoiled on the way out: its body replaced (`answerBody`, or
 *  `answerBytes` of padding) or sent one byte every `trickleMs` — what a misbehaving API or
 *  proxy does to a client after the change was made.
 *
 *  Paths are RE2 regular expressions (re2js, linear time): a rule such as `^/(a+)+$` cannot make
 *  every request backtrack for seconds. What RE2 does not have (backreferences, lookaround) is
 *  refused when the rule is made. */
export interface FaultRule {
  id: string;
  method?: string;
  path: string;
  status?: number;
  code?: number;
  retryAfterSeconds?: number;
  latencyMs?: number;
  times?: number;
  probability?: number;
  /** Never answered: the request is held, unhandled, until the client gives up. */
  hang?: boolean;
  /** The request is handled, and its answer's body replaced by this text (status kept). */
  answerBody?: string;
  /** The content type of `answerBody` (default application/json). */
  answerContentType?: string;
  /** The request is handled, and its answer's body replaced by this many bytes of padding. */
  answerBytes?: number;
  /** The request is handled, and its answer sent one byte every this many ms. */
  trickleMs?: number;
  /** How many requests the rule has hit so far. */
  hits: number;
}

export type FaultInput = Omit<FaultRule, "id" | "hits">;

export class Faults {
  private rules: Array<FaultRule & { re: RE2JS }> = [];

  add(input: FaultInput): FaultRule {
    const rule = { ...input, id: randomUUID(), hits: 0, re: compilePath(input.path) };
    this.rules.push(rule);
    return strip(rule);
  }

  list(): FaultRule[] {
    return this.rules.map(strip);
  }

  remove(id?: string): void {
    this.rules = id ? this.rules.filter((r) => r.id !== id) : [];
  }

  /** The rule that applies to this request, if any; consumes one of its `times`. */
  match(method: string, path: string): FaultRule | undefined {
    for (const rule of this.rules) {
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!rule.re.matcher(path).find()) continue;
      if (rule.probability !== undefined && Math.random() >= rule.probability) continue;
      rule.hits += 1;
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
      }
      return strip(rule);
    }
    return undefined;
  }
}

/** Whether the rule lets the request be handled and spoils its answer. */
export const spoilsAnswer = (rule: FaultInput): boolean =>
  rule.answerBody !== undefined || rule.answerBytes !== undefined || rule.trickleMs !== undefined;

/** The path pattern compiled by RE2; throws with RE2's reason when it is not one. */
export function compilePath(pattern: string): RE2JS {
  return RE2JS.compile(pattern);
}

function strip(rule: FaultRule & { re?: RE2JS }): FaultRule {
  const { re: _re, ...rest } = rule;
  return rest;
}
