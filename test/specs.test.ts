import { inputFields, secretInputFields } from "../provider/spec";
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
});
