import type { z } from "zod";
import type { Clients } from "../provider/config";
import { checkArguments, runLookup, type Lookup } from "../provider/lookups";
import type { Props } from "../provider/spec";
import { descriptionOf as describe } from "../schema/docs";
import { describePath, error, stepsOf, type Diagnostic } from "./diagnostics";
import { dataSourceTypeName, snakeCase } from "./names";
import type { TfObject } from "./resource";
import type { Attribute } from "./schema";
import { checkNames, shapeOf, type Shape } from "./shapes";
import { containsUnknown, fieldsToProps, fromProps, ValueError, type TfValue } from "./values";

/** One data source of the Terraform provider: a lookup of the core, translated. Its attributes:
 *  the lookup's arguments (required, or optional — and computed when the lookup also answers
 *  them, as a name looked up by); its results, computed. Secret ones are sensitive. */

export interface DataSourceSchema {
  typeName: string;
  lookup: Lookup;
  attributes: Attribute[];
  object: Shape & { kind: "object" };
}

export function dataSourceSchema(lookup: Lookup): DataSourceSchema {
  const where = dataSourceTypeName(lookup.name);
  const sensitive = new Set([...lookup.secretResults, ...(lookup.secretArguments ?? [])]);
  const attribute = (key: string, schema: z.ZodType, flags: { required: boolean; optional: boolean; computed: boolean }, role: Attribute["role"]): Attribute => ({
    role,
    key,
    name: snakeCase(key),
    shape: shapeOf(schema, `${where}.${key}`).shape,
    ...flags,
    sensitive: sensitive.has(key),
    description: descriptionOf(schema),
  });
  const attributes: Attribute[] = [];
  for (const [key, schema] of Object.entries(lookup.arguments)) {
    const optional = (schema as any)._zod.optin === "optional";
    attributes.push(attribute(key, schema, { required: !optional, optional, computed: optional && key in lookup.results }, "extra"));
  }
  for (const [key, schema] of Object.entries(lookup.results)) {
    if (!(key in lookup.arguments)) attributes.push(attribute(key, schema, { required: false, optional: false, computed: true }, "computed"));
  }
  checkNames(attributes, where, true);
  return { typeName: where, lookup, attributes, object: { kind: "object", fields: attributes } };
}

const descriptionOf = (schema: z.ZodType): string => describe(schema) ?? "";

export class TerraformDataSource {
  private readonly arguments: Attribute[];

  constructor(
    readonly schema: DataSourceSchema,
    private readonly clients: () => Clients,
  ) {
    this.arguments = schema.attributes.filter((a) => a.role === "extra");
  }

  /** The arguments' rules; unknown values (from resources not made yet) are checked once known. */
  validate(config: TfObject): Diagnostic[] {
    const converted = this.args(config);
    if ("diagnostics" in converted) return converted.diagnostics;
    return checkArguments(this.schema.lookup, converted.props).map((f) => this.failure(f.path, f.reason));
  }

  async read(config: TfObject): Promise<{ state: TfObject | null; diagnostics: Diagnostic[] }> {
    const converted = this.args(config);
    if ("diagnostics" in converted) return { state: null, diagnostics: converted.diagnostics };
    if (containsUnknown(config)) return { state: null, diagnostics: [error(`${this.schema.typeName}: read with values not known yet`)] };
    try {
      const results = await runLookup(this.schema.lookup, this.clients(), converted.props);
      const state = fromProps(this.schema.object, { ...converted.props, ...results }) as TfObject;
      // What the configuration gives stands as given (Terraform holds the provider to it).
      for (const a of this.arguments) if ((config[a.name] ?? null) !== null) state[a.name] = config[a.name] as TfValue;
      return { state, diagnostics: [] };
    } catch (e) {
      return { state: null, diagnostics: [error(`Cannot read data source ${this.schema.typeName}`, (e as Error).message)] };
    }
  }

  private args(config: TfObject): { props: Props } | { diagnostics: Diagnostic[] } {
    try {
      return { props: fieldsToProps(this.arguments, config) };
    } catch (e) {
      if (!(e instanceof ValueError)) throw e;
      const where = describePath(e.path);
      return { diagnostics: [error(`Invalid ${this.schema.typeName} ${where}`, `${where}: ${e.message}`, e.path)] };
    }
  }

  private failure(path: ReadonlyArray<string | number>, reason: string): Diagnostic {
    const steps = stepsOf(this.schema.object, path);
    const where = steps.length ? describePath(steps) : path.join(".");
    return error(`Invalid ${this.schema.typeName} ${where}`, `${where}: ${reason}`, steps);
  }
}
