import type * as grpc from "@grpc/grpc-js";
import { clientsFrom, type Clients, type ConfigHelp, type ProviderConfig, urlProblem } from "../provider/config";
import { resourceOperations } from "../provider/operations";
import type { Lookup } from "../provider/lookups";
import type { ResourceSpec } from "../provider/spec";
import { dataSourceSchema, TerraformDataSource } from "./dataSource";
import { error, type Diagnostic } from "./diagnostics";
import { snakeCase } from "./names";
import { TerraformResource, type TfObject } from "./resource";
import { jsonSchema, protoSchema, providerConfigSchema, providerConfigShape, resourceSchema } from "./schema";
import { decodeValue, encodeValue, fieldsToProps, Unknown, type TfValue } from "./values";

/** The `tfplugin6.Provider` service, generic over the specs: every spec is a resource type
 *  `dbplane_<kind>`, every lookup a data source `dbplane_<name>`, configured by the provider
 *  block (environment variables as the fallback). */

const terraformHelp: ConfigHelp = {
  howToSet: (setting: keyof ProviderConfig) => `set \`${snakeCase(setting)}\` in the \`provider "dbplane"\` block`,
};

export interface DynamicValue {
  msgpack?: Buffer;
  json?: Buffer;
}

export class Provider {
  readonly resources: Map<string, TerraformResource>;
  readonly dataSources: Map<string, TerraformDataSource>;
  private clients: Clients = clientsFrom({}, terraformHelp);

  constructor(specs: readonly ResourceSpec[], lookups: readonly Lookup[] = []) {
    this.dataSources = new Map(
      lookups.map((lookup) => {
        const dataSource = new TerraformDataSource(dataSourceSchema(lookup), () => this.clients);
        return [dataSource.schema.typeName, dataSource];
      }),
    );
    this.resources = new Map(
      specs.map((spec) => {
        const resource = new TerraformResource(resourceSchema(spec), resourceOperations(spec, () => this.clients));
        return [resource.schema.typeName, resource];
      }),
    );
  }

  /** The provider schema as `terraform providers schema -json` prints it (schema/terraform/). */
  schemaJson(source: string): object {
    return {
      format_version: "1.0",
      provider_schemas: {
        [source]: {
          provider: jsonSchema(providerConfigSchema()),
          resource_schemas: Object.fromEntries([...this.resources].map(([name, r]) => [name, jsonSchema(r.schema.attributes, describe(r))])),
          data_source_schemas: Object.fromEntries([...this.dataSources].map(([name, d]) => [name, jsonSchema(d.schema.attributes, d.schema.lookup.description)])),
        },
      },
    };
  }

  /** The handlers, by RPC name. */
  handlers(onStop: () => void = () => undefined): grpc.UntypedServiceImplementation {
    const unary =
      (fn: (req: any) => Promise<object> | object): grpc.handleUnaryCall<any, any> =>
      (call, callback) => {
        Promise.resolve()
          .then(() => fn(call.request))
          .then(
            (res) => callback(null, res),
            (e) => callback(null, { diagnostics: [error("dbplane: internal error", (e as Error).stack ?? String(e))] }),
          );
      };
    // get_provider_schema_optional: every call works without a GetProviderSchema first (the
    // resources are built with the provider), so Terraform's later starts of one run use the
    // schema it already has instead of asking each new process for it again.
    const capabilities = { plan_destroy: false, get_provider_schema_optional: true, move_resource_state: false };
    return {
      GetMetadata: unary(() => ({
        server_capabilities: capabilities,
        resources: [...this.resources.keys()].map((type_name) => ({ type_name })),
        data_sources: [...this.dataSources.keys()].map((type_name) => ({ type_name })),
        diagnostics: [],
      })),
      GetProviderSchema: unary(() => ({
        provider: protoSchema(providerConfigSchema()),
        resource_schemas: Object.fromEntries([...this.resources].map(([name, r]) => [name, protoSchema(r.schema.attributes, describe(r))])),
        data_source_schemas: Object.fromEntries([...this.dataSources].map(([name, d]) => [name, protoSchema(d.schema.attributes, d.schema.lookup.description)])),
        server_capabilities: capabilities,
        diagnostics: [],
      })),
      GetResourceIdentitySchemas: unary(() => ({ identity_schemas: {}, diagnostics: [] })),
      ValidateProviderConfig: unary((req) => ({ diagnostics: validateProviderConfig(decodeObject(req.config)) })),
      ConfigureProvider: unary((req) => {
        const config = decodeObject(req.config) ?? {};
        const known = Object.fromEntries(Object.entries(config).filter(([, v]) => !(v instanceof Unknown)));
        const settings = fieldsToProps(providerConfigSchema(), known) as ProviderConfig;
        const unknown = providerConfigSchema().filter((a) => config[a.name] instanceof Unknown).map((a) => a.key as keyof ProviderConfig);
        this.clients = clientsFrom(settings, terraformHelp, new Set(unknown));
        return { diagnostics: [] };
      }),
      ValidateResourceConfig: unary((req) => {
        const resource = this.resource(req.type_name);
        return { diagnostics: resource.validate(decodeObject(req.config) ?? {}) };
      }),
      UpgradeResourceState: unary((req) => {
        const resource = this.resource(req.type_name);
        if (Number(req.version) > 0) return { diagnostics: [error(`dbplane: state version ${req.version} of ${req.type_name} is newer than this provider`)] };
        const json = req.raw_state?.json?.length ? JSON.parse(req.raw_state.json.toString("utf8")) : null;
        if (json === null) return { diagnostics: [error(`dbplane: ${req.type_name}: no JSON state to upgrade (flatmap states are not supported)`)] };
        return { upgraded_state: { msgpack: encodeValue(resource.upgrade(json)) }, diagnostics: [] };
      }),
      ReadResource: unary(async (req) => {
        const resource = this.resource(req.type_name);
        const current = decodeObject(req.current_state);
        if (current === null) return { new_state: dynamic(null), diagnostics: [] };
        const { state, diagnostics } = await resource.read(current);
        return { new_state: dynamic(state), private: req.private, diagnostics };
      }),
      PlanResourceChange: unary((req) => {
        const resource = this.resource(req.type_name);
        const { planned, requiresReplace, diagnostics } = resource.plan(decodeObject(req.prior_state), decodeObject(req.proposed_new_state), decodeObject(req.config));
        // No change: the prior state exactly as Terraform sent it.
        const planned_state = planned === "unchanged" ? req.prior_state : dynamic(planned);
        return { planned_state, requires_replace: requiresReplace.map((steps) => ({ steps })), planned_private: req.prior_private, diagnostics };
      }),
      ApplyResourceChange: unary(async (req) => {
        const resource = this.resource(req.type_name);
        const { state, diagnostics } = await resource.apply(decodeObject(req.prior_state), decodeObject(req.planned_state), decodeObject(req.config));
        return { new_state: dynamic(state), private: req.planned_private, diagnostics };
      }),
      ImportResourceState: unary(async (req) => {
        const resource = this.resource(req.type_name);
        const { state, diagnostics } = await resource.import(req.id);
        return { imported_resources: state ? [{ type_name: req.type_name, state: dynamic(state) }] : [], diagnostics };
      }),
      ValidateDataResourceConfig: unary((req) => ({ diagnostics: this.dataSource(req.type_name).validate(decodeObject(req.config) ?? {}) })),
      ReadDataSource: unary(async (req) => {
        const { state, diagnostics } = await this.dataSource(req.type_name).read(decodeObject(req.config) ?? {});
        return { state: dynamic(state), diagnostics };
      }),
      StopProvider: unary(() => {
        onStop();
        return {};
      }),
    };
  }

  private dataSource(typeName: string): TerraformDataSource {
    const dataSource = this.dataSources.get(typeName);
    if (!dataSource) throw new Error(`dbplane: no data source ${typeName}`);
    return dataSource;
  }

  private resource(typeName: string): TerraformResource {
    const resource = this.resources.get(typeName);
    if (!resource) throw new Error(`dbplane: no resource type ${typeName}`);
    return resource;
  }
}

const describe = (r: TerraformResource) => `${r.schema.spec.description ?? `A ${r.schema.spec.kind} of dbplane.`} ${r.importNote()}`;

function decodeObject(value: DynamicValue | undefined): TfObject | null {
  if (value?.msgpack?.length) return decodeValue(value.msgpack) as TfObject | null;
  if (value?.json?.length) return JSON.parse(value.json.toString("utf8"));
  return null;
}

const dynamic = (value: TfValue) => ({ msgpack: Buffer.from(encodeValue(value)) });

/** The URLs must be absolute http(s) URLs; unknown values are checked once known. */
function validateProviderConfig(config: TfObject | null): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const a of providerConfigShape().fields) {
    const value = config?.[a.name];
    if (typeof value !== "string" || !a.key.endsWith("Url")) continue;
    const problem = urlProblem(value);
    if (problem === "not http(s)") {
      diagnostics.push(error(`Invalid ${a.name}`, `${a.name}: an absolute http(s) URL such as https://api.example.com`, [{ attribute_name: a.name }]));
    } else if (problem === "credentials") {
      diagnostics.push(error(`Invalid ${a.name}`, `${a.name}: credentials don't belong in the URL: use the username and password settings`, [{ attribute_name: a.name }]));
    }
  }
  return diagnostics;
}
