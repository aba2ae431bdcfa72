/** The body of the provider host's client thread (see host.ts), run as `(${hostWorkerMain})()`: it
 *  is turned into source text, so it must not use anything from outside itself but `require`d
 *  modules (their paths come in `workerData`).
 *
 *  It holds the gRPC channel to Pulumi's dynamic-provider host and does each call's protobuf
 *  work: the engine's thread posts a call as plain values and gets plain values back. Measured
 *  on a no-change preview of 1,000 resources, encoding and decoding (each resource's ~2 KB
 *  serialized provider travels five times) and gRPC's own per-call work had cost the engine's
 *  thread as much CPU as the Pulumi SDK's registrations it runs beside; here they use the
 *  second core. Messages are encoded with protobufjs, which writes strings with Node's own
 *  UTF-8 encoder (the SDK's google-protobuf builds every message byte by byte in a JS array:
 *  ~40% of the engine's allocations before).
 *
 *  The messages are the subset of Pulumi's `pulumirpc.ResourceProvider` protocol the engine
 *  sends, with the field numbers of `@pulumi/pulumi/proto/provider_pb.js`; fields left out are
 *  ones the engine never sets, which the host reads as their defaults. */

export type HostMethod = "Configure" | "Check" | "Diff" | "Create" | "Read" | "Update" | "Delete";

/** A call: the request's fields by name (Struct fields as plain JSON values). */
export interface HostCall {
  id: number;
  method: HostMethod;
  request: Record<string, unknown>;
}

/** Its answer: the response's fields (Struct fields as plain JSON values, absent ones left out),
 *  or the gRPC error with what an ErrorResourceInitFailed detail said. */
export type HostAnswer =
  | { id: number; ok: true; response: Record<string, any> }
  | { id: number; ok: false; message: string; initFailed?: { id: string; properties: Record<string, unknown> } };

export interface HostWorkerData {
  /** `host:port` of the dynamic-provider host. */
  address: string;
  grpc: string;
  protobuf: string;
}

export function hostWorkerMain(): void {
  const { parentPort, workerData } = require("node:worker_threads");
  const data = workerData as HostWorkerData;
  const grpc = require(data.grpc);
  const protobuf = require(data.protobuf);

  const PROTO = `
    syntax = "proto3";
    package pulumirpc;
    import "google/protobuf/struct.proto";
    import "google/protobuf/any.proto";
    message ConfigureRequest { google.protobuf.Struct args = 2; bool acceptSecrets = 3; }
    message ConfigureResponse { bool acceptSecrets = 1; bool supportsPreview = 2; }
    message CheckRequest { string urn = 1; google.protobuf.Struct olds = 2; google.protobuf.Struct news = 3; }
    message CheckFailure { string property = 1; string reason = 2; }
    message CheckResponse { google.protobuf.Struct inputs = 1; repeated CheckFailure failures = 2; }
    message DiffRequest { string id = 1; string urn = 2; google.protobuf.Struct olds = 3; google.protobuf.Struct news = 4; google.protobuf.Struct oldInputs = 6; }
    enum DiffChanges { DIFF_UNKNOWN = 0; DIFF_NONE = 1; DIFF_SOME = 2; }
    message DiffResponse { repeated string replaces = 1; repeated string stables = 2; bool deleteBeforeReplace = 3; DiffChanges changes = 4; repeated string diffs = 5; }
    message CreateRequest { string urn = 1; google.protobuf.Struct properties = 2; }
    message CreateResponse { string id = 1; google.protobuf.Struct properties = 2; }
    message ReadRequest { string id = 1; string urn = 2; google.protobuf.Struct properties = 3; google.protobuf.Struct inputs = 4; }
    message ReadResponse { string id = 1; google.protobuf.Struct properties = 2; google.protobuf.Struct inputs = 3; }
    message UpdateRequest { string id = 1; string urn = 2; google.protobuf.Struct olds = 3; google.protobuf.Struct news = 4; google.protobuf.Struct oldInputs = 8; }
    message UpdateResponse { google.protobuf.Struct properties = 1; }
    message DeleteRequest { string id = 1; string urn = 2; google.protobuf.Struct properties = 3; google.protobuf.Struct oldInputs = 5; }
    message Empty {}
    message ErrorResourceInitFailed { string id = 1; google.protobuf.Struct properties = 2; repeated string reasons = 3; }
    // google.rpc.Status, as grpc-status-details-bin carries it.
    message Status { int32 code = 1; string message = 2; repeated google.protobuf.Any details = 3; }
  `;
  const root = protobuf.Root.fromJSON(protobuf.common.get("google/protobuf/struct.proto"));
  root.addJSON(protobuf.common.get("google/protobuf/any.proto").nested);
  protobuf.parse(PROTO, root, { keepCase: true });
  // Field types are otherwise resolved on first use, after toMessage() would have looked.
  root.resolveAll();
  const type = (name: string) => root.lookupType(`pulumirpc.${name}`);
  const STRUCT = ".google.protobuf.Struct";

  // google.protobuf.Struct <-> JSON values, as google-protobuf's fromJavaScript/toJavaScript do.
  const toValue = (v: unknown): object => {
    switch (typeof v) {
      case "string":
        return { stringValue: v };
      case "number":
        return { numberValue: v };
      case "boolean":
        return { boolValue: v };
      case "object":
        if (v === null) return { nullValue: 0 };
        return Array.isArray(v) ? { listValue: { values: v.map(toValue) } } : { structValue: toStruct(v as Record<string, unknown>) };
      default:
        throw new Error("Unexpected struct type.");
    }
  };
  const toStruct = (o: Record<string, unknown>) => {
    const fields: Record<string, object> = {};
    for (const key of Object.keys(o)) fields[key] = toValue(o[key]);
    return { fields };
  };
  const fromValue = (v: any): unknown => {
    switch (v.kind) {
      case "nullValue":
        return null;
      case "numberValue":
        return v.numberValue;
      case "stringValue":
        return v.stringValue;
      case "boolValue":
        return v.boolValue;
      case "structValue":
        return fromStruct(v.structValue);
      case "listValue":
        return (v.listValue.values ?? []).map(fromValue);
      default:
        throw new Error("Unexpected struct type");
    }
  };
  const fromStruct = (s: any): Record<string, unknown> => {
    const o: Record<string, unknown> = {};
    for (const key of Object.keys(s.fields ?? {})) o[key] = fromValue(s.fields[key]);
    return o;
  };

  /** A message from plain fields: Struct fields converted; and back, absent fields left out. */
  const toMessage = (t: any, fields: Record<string, unknown>) => {
    const m: Record<string, unknown> = {};
    for (const f of t.fieldsArray) {
      const v = fields[f.name];
      if (v !== undefined) m[f.name] = f.resolvedType?.fullName === STRUCT ? toStruct(v as Record<string, unknown>) : v;
    }
    return m;
  };
  const fromMessage = (t: any, m: any): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of t.fieldsArray) {
      const v = m[f.name];
      if (v === null || v === undefined) continue;
      if (f.resolvedType?.fullName === STRUCT) out[f.name] = fromStruct(v);
      else if (f.repeated && f.resolvedType instanceof protobuf.Type) out[f.name] = v.map((x: any) => fromMessage(f.resolvedType, x));
      else out[f.name] = v;
    }
    return out;
  };

  const methods = new Map<string, { path: string; serialize(v: object): Buffer; deserialize(b: Buffer): Record<string, unknown> }>();
  for (const [method, request, response] of [
    ["Configure", "ConfigureRequest", "ConfigureResponse"],
    ["Check", "CheckRequest", "CheckResponse"],
    ["Diff", "DiffRequest", "DiffResponse"],
    ["Create", "CreateRequest", "CreateResponse"],
    ["Read", "ReadRequest", "ReadResponse"],
    ["Update", "UpdateRequest", "UpdateResponse"],
    ["Delete", "DeleteRequest", "Empty"],
  ]) {
    const req = type(request);
    const res = type(response);
    methods.set(method, {
      path: `/pulumirpc.ResourceProvider/${method}`,
      serialize: (fields) => Buffer.from(req.encode(toMessage(req, fields as Record<string, unknown>)).finish()),
      deserialize: (bytes) => fromMessage(res, res.decode(bytes)),
    });
  }

  /** Unpacks ErrorResourceInitFailed from `grpc-status-details-bin`, as the engine does. */
  const initFailedOf = (err: any): { id: string; properties: Record<string, unknown> } | undefined => {
    const raw = err.metadata?.get("grpc-status-details-bin")?.[0];
    if (!raw) return undefined;
    for (const detail of type("Status").decode(raw).details ?? []) {
      if (!String(detail.type_url).endsWith("pulumirpc.ErrorResourceInitFailed")) continue;
      const init = type("ErrorResourceInitFailed").decode(detail.value);
      return { id: init.id, properties: init.properties ? fromStruct(init.properties) : {} };
    }
    return undefined;
  };

  const client = new grpc.Client(data.address, grpc.credentials.createInsecure());
  parentPort.on("message", (call: HostCall) => {
    const method = methods.get(call.method)!;
    const answer = (a: HostAnswer) => parentPort.postMessage(a);
    try {
      client.makeUnaryRequest(method.path, method.serialize, method.deserialize, call.request, (err: any, response: Record<string, unknown>) => {
        if (!err) return answer({ id: call.id, ok: true, response });
        const initFailed = initFailedOf(err);
        answer({ id: call.id, ok: false, message: err.details || err.message, ...(initFailed ? { initFailed } : {}) });
      });
    } catch (e) {
      answer({ id: call.id, ok: false, message: (e as Error).message });
    }
  });
}
