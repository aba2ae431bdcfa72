// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface AppServiceAdminUserConfig extends cdktf.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the AppServiceAdminUser, deleting the old one first.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the AppServiceAdminUser, deleting the old one first.
  */
  readonly projectId: string;
  /**
  * The id of the cluster the object belongs to. Changing it replaces the AppServiceAdminUser, deleting the old one first.
  */
  readonly clusterId: string;
  /**
  * The id of the App Service the object belongs to. Changing it replaces the AppServiceAdminUser, deleting the old one first.
  */
  readonly appServiceId: string;
  /**
  * The admin user's name, 1 to 128 characters without ':'. Changing it replaces the AppServiceAdminUser, deleting the old one first.
  */
  readonly name: string;
  /**
  * The user's password: 8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a symbol. Changing it replaces the AppServiceAdminUser, deleting the old one first.
  */
  readonly password: string;
  /**
  * Bucket-level access control; only `true` is supported. Default: `true`. Changing it replaces the AppServiceAdminUser, deleting the old one first.
  */
  readonly enableBucketLevelAccess?: boolean | cdktf.IResolvable;
  /**
  * Which App Endpoints the user administers: `{"accessAllEndpoints": true}` for every one, or `{"endpoints": [names]}`. Changing it updates the AppServiceAdminUser in place.
  */
  readonly access: AppServiceAdminUserAccess;
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktf.IResolvable;
  /**
  * timeouts block
  */
  readonly timeouts?: AppServiceAdminUserTimeouts;
}
export interface AppServiceAdminUserAccess {
  /**
  * `true`: every App Endpoint of the App Service.
  */
  readonly accessAllEndpoints?: boolean | cdktf.IResolvable;
  /**
  * The names of the App Endpoints the user administers.
  */
  readonly endpoints?: string[];
}

export function appServiceAdminUserAccessToTerraform(struct?: AppServiceAdminUserAccess | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    access_all_endpoints: cdktf.booleanToTerraform(struct!.accessAllEndpoints),
    endpoints: cdktf.listMapper(cdktf.stringToTerraform, false)(struct!.endpoints),
  }
}


export function appServiceAdminUserAccessToHclTerraform(struct?: AppServiceAdminUserAccess | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    access_all_endpoints: {
      value: cdktf.booleanToHclTerraform(struct!.accessAllEndpoints),
      isBlock: false,
      type: "simple",
      storageClassType: "boolean",
    },
    endpoints: {
      value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(struct!.endpoints),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppServiceAdminUserAccessOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AppServiceAdminUserAccess | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._accessAllEndpoints !== undefined) {
      hasAnyValues = true;
      internalValueResult.accessAllEndpoints = this._accessAllEndpoints;
    }
    if (this._endpoints !== undefined) {
      hasAnyValues = true;
      internalValueResult.endpoints = this._endpoints;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppServiceAdminUserAccess | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._accessAllEndpoints = undefined;
      this._endpoints = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._accessAllEndpoints = value.accessAllEndpoints;
      this._endpoints = value.endpoints;
    }
  }

  // access_all_endpoints - computed: true, optional: true, required: false
  private _accessAllEndpoints?: boolean | cdktf.IResolvable; 
  public get accessAllEndpoints() {
    return this.getBooleanAttribute('access_all_endpoints');
  }
  public set accessAllEndpoints(value: boolean | cdktf.IResolvable) {
    this._accessAllEndpoints = value;
  }
  public resetAccessAllEndpoints() {
    this._accessAllEndpoints = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get accessAllEndpointsInput() {
    return this._accessAllEndpoints;
  }

  // endpoints - computed: true, optional: true, required: false
  private _endpoints?: string[]; 
  public get endpoints() {
    return this.getListAttribute('endpoints');
  }
  public set endpoints(value: string[]) {
    this._endpoints = value;
  }
  public resetEndpoints() {
    this._endpoints = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get endpointsInput() {
    return this._endpoints;
  }
}
export interface AppServiceAdminUserAudit {
}

export function appServiceAdminUserAuditToTerraform(struct?: AppServiceAdminUserAudit): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
  }
}


export function appServiceAdminUserAuditToHclTerraform(struct?: AppServiceAdminUserAudit): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
  };
  return attrs;
}

export class AppServiceAdminUserAuditOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AppServiceAdminUserAudit | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppServiceAdminUserAudit | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
    }
  }

  // created_by - computed: true, optional: false, required: false
  public get createdBy() {
    return this.getStringAttribute('created_by');
  }

  // created_at - computed: true, optional: false, required: false
  public get createdAt() {
    return this.getStringAttribute('created_at');
  }

  // modified_by - computed: true, optional: false, required: false
  public get modifiedBy() {
    return this.getStringAttribute('modified_by');
  }

  // modified_at - computed: true, optional: false, required: false
  public get modifiedAt() {
    return this.getStringAttribute('modified_at');
  }

  // version - computed: true, optional: false, required: false
  public get version() {
    return this.getNumberAttribute('version');
  }
}
export interface AppServiceAdminUserTimeouts {
  /**
  * How long a create may take, such as "20m".
  */
  readonly create?: string;
  /**
  * How long an update may take, such as "20m".
  */
  readonly update?: string;
  /**
  * How long a delete may take, such as "20m".
  */
  readonly delete?: string;
}

export function appServiceAdminUserTimeoutsToTerraform(struct?: AppServiceAdminUserTimeouts | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    create: cdktf.stringToTerraform(struct!.create),
    update: cdktf.stringToTerraform(struct!.update),
    delete: cdktf.stringToTerraform(struct!.delete),
  }
}


export function appServiceAdminUserTimeoutsToHclTerraform(struct?: AppServiceAdminUserTimeouts | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    create: {
      value: cdktf.stringToHclTerraform(struct!.create),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    update: {
      value: cdktf.stringToHclTerraform(struct!.update),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    delete: {
      value: cdktf.stringToHclTerraform(struct!.delete),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppServiceAdminUserTimeoutsOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AppServiceAdminUserTimeouts | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._create !== undefined) {
      hasAnyValues = true;
      internalValueResult.create = this._create;
    }
    if (this._update !== undefined) {
      hasAnyValues = true;
      internalValueResult.update = this._update;
    }
    if (this._delete !== undefined) {
      hasAnyValues = true;
      internalValueResult.delete = this._delete;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppServiceAdminUserTimeouts | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._create = undefined;
      this._update = undefined;
      this._delete = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._create = value.create;
      this._update = value.update;
      this._delete = value.delete;
    }
  }

  // create - computed: false, optional: true, required: false
  private _create?: string; 
  public get create() {
    return this.getStringAttribute('create');
  }
  public set create(value: string) {
    this._create = value;
  }
  public resetCreate() {
    this._create = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get createInput() {
    return this._create;
  }

  // update - computed: false, optional: true, required: false
  private _update?: string; 
  public get update() {
    return this.getStringAttribute('update');
  }
  public set update(value: string) {
    this._update = value;
  }
  public resetUpdate() {
    this._update = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get updateInput() {
    return this._update;
  }

  // delete - computed: false, optional: true, required: false
  private _delete?: string; 
  public get delete() {
    return this.getStringAttribute('delete');
  }
  public set delete(value: string) {
    this._delete = value;
  }
  public resetDelete() {
    this._delete = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get deleteInput() {
    return this._delete;
  }
}

/**
* Represents a `dbplane_app_service_admin_user`
*/
export class AppServiceAdminUser extends cdktf.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_app_service_admin_user";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a AppServiceAdminUser resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the AppServiceAdminUser to import
  * @param importFromId The id of the existing AppServiceAdminUser that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the AppServiceAdminUser to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_app_service_admin_user", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_app_service_admin_user` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options AppServiceAdminUserConfig
  */
  public constructor(scope: Construct, id: string, config: AppServiceAdminUserConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_app_service_admin_user',
      terraformGeneratorMetadata: {
        providerName: 'dbplane',
        providerVersion: '0.1.0'
      },
      provider: config.provider,
      dependsOn: config.dependsOn,
      count: config.count,
      lifecycle: config.lifecycle,
      provisioners: config.provisioners,
      connection: config.connection,
      forEach: config.forEach
    });
    this._organizationId = config.organizationId;
    this._projectId = config.projectId;
    this._clusterId = config.clusterId;
    this._appServiceId = config.appServiceId;
    this._name = config.name;
    this._password = config.password;
    this._enableBucketLevelAccess = config.enableBucketLevelAccess;
    this._access.internalValue = config.access;
    this._adopt = config.adopt;
    this._timeouts.internalValue = config.timeouts;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // organization_id - computed: false, optional: false, required: true
  private _organizationId?: string; 
  public get organizationId() {
    return this.getStringAttribute('organization_id');
  }
  public set organizationId(value: string) {
    this._organizationId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get organizationIdInput() {
    return this._organizationId;
  }

  // project_id - computed: false, optional: false, required: true
  private _projectId?: string; 
  public get projectId() {
    return this.getStringAttribute('project_id');
  }
  public set projectId(value: string) {
    this._projectId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get projectIdInput() {
    return this._projectId;
  }

  // cluster_id - computed: false, optional: false, required: true
  private _clusterId?: string; 
  public get clusterId() {
    return this.getStringAttribute('cluster_id');
  }
  public set clusterId(value: string) {
    this._clusterId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get clusterIdInput() {
    return this._clusterId;
  }

  // app_service_id - computed: false, optional: false, required: true
  private _appServiceId?: string; 
  public get appServiceId() {
    return this.getStringAttribute('app_service_id');
  }
  public set appServiceId(value: string) {
    this._appServiceId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get appServiceIdInput() {
    return this._appServiceId;
  }

  // name - computed: false, optional: false, required: true
  private _name?: string; 
  public get name() {
    return this.getStringAttribute('name');
  }
  public set name(value: string) {
    this._name = value;
  }
  // Temporarily expose input value. Use with caution.
  public get nameInput() {
    return this._name;
  }

  // password - computed: false, optional: false, required: true
  private _password?: string; 
  public get password() {
    return this.getStringAttribute('password');
  }
  public set password(value: string) {
    this._password = value;
  }
  // Temporarily expose input value. Use with caution.
  public get passwordInput() {
    return this._password;
  }

  // enable_bucket_level_access - computed: true, optional: true, required: false
  private _enableBucketLevelAccess?: boolean | cdktf.IResolvable; 
  public get enableBucketLevelAccess() {
    return this.getBooleanAttribute('enable_bucket_level_access');
  }
  public set enableBucketLevelAccess(value: boolean | cdktf.IResolvable) {
    this._enableBucketLevelAccess = value;
  }
  public resetEnableBucketLevelAccess() {
    this._enableBucketLevelAccess = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get enableBucketLevelAccessInput() {
    return this._enableBucketLevelAccess;
  }

  // access - computed: false, optional: false, required: true
  private _access = new AppServiceAdminUserAccessOutputReference(this, "access");
  public get access() {
    return this._access;
  }
  public putAccess(value: AppServiceAdminUserAccess) {
    this._access.internalValue = value;
  }
  // Temporarily expose input value. Use with caution.
  public get accessInput() {
    return this._access.internalValue;
  }

  // adopt - computed: false, optional: true, required: false
  private _adopt?: boolean | cdktf.IResolvable; 
  public get adopt() {
    return this.getBooleanAttribute('adopt');
  }
  public set adopt(value: boolean | cdktf.IResolvable) {
    this._adopt = value;
  }
  public resetAdopt() {
    this._adopt = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get adoptInput() {
    return this._adopt;
  }

  // audit - computed: true, optional: false, required: false
  private _audit = new AppServiceAdminUserAuditOutputReference(this, "audit");
  public get audit() {
    return this._audit;
  }

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
  }

  // timeouts - computed: false, optional: true, required: false
  private _timeouts = new AppServiceAdminUserTimeoutsOutputReference(this, "timeouts");
  public get timeouts() {
    return this._timeouts;
  }
  public putTimeouts(value: AppServiceAdminUserTimeouts) {
    this._timeouts.internalValue = value;
  }
  public resetTimeouts() {
    this._timeouts.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get timeoutsInput() {
    return this._timeouts.internalValue;
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      organization_id: cdktf.stringToTerraform(this._organizationId),
      project_id: cdktf.stringToTerraform(this._projectId),
      cluster_id: cdktf.stringToTerraform(this._clusterId),
      app_service_id: cdktf.stringToTerraform(this._appServiceId),
      name: cdktf.stringToTerraform(this._name),
      password: cdktf.stringToTerraform(this._password),
      enable_bucket_level_access: cdktf.booleanToTerraform(this._enableBucketLevelAccess),
      access: appServiceAdminUserAccessToTerraform(this._access.internalValue),
      adopt: cdktf.booleanToTerraform(this._adopt),
      timeouts: appServiceAdminUserTimeoutsToTerraform(this._timeouts.internalValue),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      organization_id: {
        value: cdktf.stringToHclTerraform(this._organizationId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      project_id: {
        value: cdktf.stringToHclTerraform(this._projectId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      cluster_id: {
        value: cdktf.stringToHclTerraform(this._clusterId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      app_service_id: {
        value: cdktf.stringToHclTerraform(this._appServiceId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      name: {
        value: cdktf.stringToHclTerraform(this._name),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      password: {
        value: cdktf.stringToHclTerraform(this._password),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      enable_bucket_level_access: {
        value: cdktf.booleanToHclTerraform(this._enableBucketLevelAccess),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      access: {
        value: appServiceAdminUserAccessToHclTerraform(this._access.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "AppServiceAdminUserAccess",
      },
      adopt: {
        value: cdktf.booleanToHclTerraform(this._adopt),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      timeouts: {
        value: appServiceAdminUserTimeoutsToHclTerraform(this._timeouts.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "AppServiceAdminUserTimeouts",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
