import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { z } from "zod";
import { apiError } from "../../schema/api/common";
import { gatewayError } from "../../schema/gateway/common";
import { operationOf } from "../../schema/operations";
import { successStatuses, type Api, type Operation } from "../../schema/model";
import type { Exchange } from "./recorder";

/** Holds recorded exchanges to the API model (schema/): each request to its operation's path,
 *  query names, media type and body; each answer to the operation's success statuses and
 *  bodies, or to the API's error body. A problem is one line naming the exchange and the rule. */

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorOf(schema: z.ZodType, io: "input" | "output"): ValidateFunction {
  const key = `${io}:${schemaIds.get(schema) ?? remember(schema)}`;
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile(z.toJSONSchema(schema, { io, unrepresentable: "any" }) as object);
    validators.set(key, v);
  }
  return v;
}
const schemaIds = new WeakMap<z.ZodType, number>();
let nextId = 0;
const remember = (schema: z.ZodType) => {
  schemaIds.set(schema, ++nextId);
  return nextId;
};

const JSON_TYPE = /^application\/json\b/i;
const JAVASCRIPT_TYPE = /^(application|text)\/javascript\b/i;

/** The management API's error body, and the gateway's. */
const errorBodies: Record<Api, z.ZodType> = { management: apiError, gatewayAdmin: gatewayError };

export const describeExchange = (e: Exchange) => `${e.method} ${e.path}${e.query.length ? `?${e.query.join("&")}` : ""} → ${e.status}`;

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const schemaErrors = (v: ValidateFunction) => (v.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}${e.params && "additionalProperty" in e.params ? ` '${e.params.additionalProperty}'` : ""}`).join("; ");

/** The operation of a recorded exchange, or undefined when the model has none. */
export function operationOfExchange(e: Exchange): Operation | undefined {
  return operationOf(e.api as Api, e.method, e.path)?.op;
}

/** What is wrong with a request, against its operation. */
export function requestProblems(e: Exchange): string[] {
  const found = operationOf(e.api as Api, e.method, e.path);
  if (!found) return [`${describeExchange(e)}: no operation of the model has this method and path`];
  const { op } = found;
  const out: string[] = [];
  const at = `${describeExchange(e)} (${op.id})`;
  const unknownQuery = e.query.filter((q) => !op.query?.includes(q));
  if (unknownQuery.length) out.push(`${at}: query ${unknownQuery.join(", ")} not taken (it takes ${op.query?.join(", ") || "none"})`);
  if (e.requestBody === "") {
    if (op.request && !op.requestOptional) out.push(`${at}: the body is required`);
    return out;
  }
  if (!op.request) return [...out, `${at}: a body was sent to an operation that takes none`];
  if (op.request === "javascript") {
    if (!JAVASCRIPT_TYPE.test(e.requestType ?? "")) out.push(`${at}: JavaScript sent as ${e.requestType ?? "no media type"}`);
    return out;
  }
  if (typeof op.request !== "object") return out;
  if (!JSON_TYPE.test(e.requestType ?? "")) out.push(`${at}: JSON sent as ${e.requestType ?? "no media type"}`);
  const body = parsed(e.requestBody);
  if (!body.ok) return [...out, `${at}: the body is not JSON`];
  const v = validatorOf(op.request, "input");
  if (!v(body.value)) out.push(`${at}: request body: ${schemaErrors(v)}`);
  return out;
}

/** What is wrong with an answer, against its operation (success) or the API's error body. */
export function answerProblems(e: Exchange): string[] {
  const found = operationOf(e.api as Api, e.method, e.path);
  if (!found) return [`${describeExchange(e)}: no operation of the model has this method and path`];
  const { op } = found;
  const at = `${describeExchange(e)} (${op.id})`;
  if (e.status >= 300) {
    const body = parsed(e.responseBody);
    const v = validatorOf(errorBodies[op.api], "output");
    if (!body.ok || !v(body.value)) return [`${at}: not the API's error body: ${e.responseBody.slice(0, 200)}`];
    return [];
  }
  if (!successStatuses(op).includes(e.status)) return [`${at}: the operation answers ${successStatuses(op).join(" or ")}`];
  const answer = op.responses[e.status];
  const out: string[] = [];
  if (op.etag && !e.etag) out.push(`${at}: no ETag`);
  if (answer === null) {
    if (e.responseBody !== "") out.push(`${at}: a body where the operation answers none: ${e.responseBody.slice(0, 120)}`);
    return out;
  }
  if (answer === "javascript") return out;
  if (!JSON_TYPE.test(e.responseType ?? "")) out.push(`${at}: JSON answered as ${e.responseType ?? "no media type"}`);
  const body = parsed(e.responseBody);
  if (!body.ok) return [...out, `${at}: the answer is not JSON`];
  const v = validatorOf(answer, "output");
  if (!v(body.value)) out.push(`${at}: answer: ${schemaErrors(v)}`);
  return out;
}

/** A field path of an answer as code reads it: `data[].name`, `cursor.pages.last`. */
export type FieldPath = string;

/** Does the answer schema of `op` at `status` have the field `path`? (Map keys are anything.) */
export function answerHasField(op: Operation, status: number, path: FieldPath): boolean {
  const answer = op.responses[status];
  if (!answer || typeof answer !== "object") return false;
  let schemas: Array<Record<string, any>> = [z.toJSONSchema(answer, { io: "output", unrepresentable: "any" }) as Record<string, any>];
  const defs = schemas[0].$defs ?? {};
  const expand = (s: Record<string, any>): Array<Record<string, any>> => {
    if (s.$ref) return expand(defs[String(s.$ref).split("/").pop()!] ?? {});
    const branches = s.anyOf ?? s.oneOf ?? s.allOf;
    return branches ? branches.flatMap(expand) : [s];
  };
  for (const step of path.split(".").flatMap((part) => part.split(/(?=\[\])/))) {
    schemas = schemas.flatMap(expand).flatMap((s) => {
      if (step === "[]") return s.items ? [s.items] : [];
      if (s.properties?.[step]) return [s.properties[step]];
      if (s.additionalProperties && typeof s.additionalProperties === "object") return [s.additionalProperties];
      if (s.type === undefined && !s.properties) return [{}]; // any JSON value
      return [];
    });
    if (schemas.length === 0) return false;
  }
  return true;
}

/** Wraps a parsed JSON answer so that every property read of it is reported as a field path. */
export function readTracked<T>(value: T, onRead: (path: FieldPath) => void, at = ""): T {
  if (value === null || typeof value !== "object") return value;
  const isArray = Array.isArray(value);
  return new Proxy(value as object, {
    get(target, prop, receiver) {
      const found = Reflect.get(target, prop, receiver);
      if (typeof prop !== "string" || IGNORED_READS.has(prop)) return found;
      if (isArray) {
        if (!/^\d+$/.test(prop)) return found;
        return readTracked(found, onRead, `${at}[]`);
      }
      const path = at ? `${at}.${prop}` : prop;
      onRead(path);
      return readTracked(found, onRead, path);
    },
  }) as T;
}

/** Reads that are not of the answer's fields: promise and JSON machinery, prototype members. */
const IGNORED_READS = new Set(["then", "toJSON", "constructor", "length", "__proto__", "valueOf", "toString", "hasOwnProperty"]);
