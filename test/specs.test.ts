import { bodyFields, computedFields, inputFields, secretInputFields } from "../provider/spec";
import { specs } from "../resources";

/** Rules every spec keeps, whoever writes the next one. */
describe.each(specs.map((spec) => [spec.kind, spec] as const))("%s", (_kind, spec) => {
  test("every write-only or secret value it takes as an input is a secret input (never in plain text in a state or a preview)", () => {
    const inputs = new Set(inputFields(spec));
    const secret = [...(spec.writeOnly ?? []), ...(spec.secretOutputs ?? [])].filter((f) => inputs.has(f));
    expect(secretInputFields(spec)).toEqual(expect.arrayContaining(secret));
  });

  test("every write-only value is a secret output", () => {
    expect(spec.secretOutputs ?? []).toEqual(expect.arrayContaining(spec.writeOnly ?? []));
  });

  test("when it can change in place and has computed outputs, it says which of them a change moves, each a computed output or a member of one", () => {
    const inPlace = Object.keys(spec.actions ?? {}).length > 0 || (spec.api.update !== undefined && spec.immutable !== "all" && bodyFields(spec).some((f) => !spec.immutable.includes(f)));
    if (inPlace && computedFields(spec).length > 0) expect(spec.movedByUpdate).toBeDefined();
    const isMember = (schema: any, path: string[]): boolean => path.length === 0 || (schema?.shape !== undefined && path[0] in schema.shape && isMember(schema.shape[path[0]], path.slice(1)));
    for (const path of spec.movedByUpdate ?? []) expect([path, isMember({ shape: spec.computed }, path.split("."))]).toEqual([path, true]);
  });
});
