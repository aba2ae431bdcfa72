// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface AppEndpointAuditLogSettingsConfig extends cdktf.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the AppEndpointAuditLogSettings.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the AppEndpointAuditLogSettings.
  */
  readonly projectId: string;
  /**
  * The id of the cluster the object belongs to. Changing it replaces the AppEndpointAuditLogSettings.
  */
  readonly clusterId: string;
  /**
  * The id of the App Service the object belongs to. Changing it replaces the AppEndpointAuditLogSettings.
  */
  readonly appServiceId: string;
  /**
  * The name of the App Endpoint the object belongs to. Changing it replaces the AppEndpointAuditLogSettings.
  */
  readonly appEndpointName: string;
  /**
  * Whether the App Endpoint writes audit logs. Default: `false`. Changing it updates the AppEndpointAuditLogSettings in place.
  */
  readonly auditEnabled: boolean | cdktf.IResolvable;
  /**
  * The events to log, each `{id}`; left out, the API's default events. Default: `[{"id":53280},{"id":53281},{"id":53282},{"id":53283},{"id":53284},{"id":53290},{"id":53291},{"id":53292},{"id":54000},{"id":54002},{"id":54010},{"id":54011},{"id":54020},{"id":54021},{"id":54030},{"id":54031},{"id":54032},{"id":54041},{"id":54042},{"id":54044},{"id":54045},{"id":54100},{"id":54101},{"id":54102},{"id":54103},{"id":54104},{"id":54105},{"id":54106},{"id":54110},{"id":54111},{"id":54112},{"id":54113},{"id":54114},{"id":54200},{"id":54300},{"id":54301},{"id":54400},{"id":54401},{"id":54402},{"id":54403},{"id":54411},{"id":54412},{"id":54413},{"id":54421}]`. Changing it updates the AppEndpointAuditLogSettings in place.
  */
  readonly enabledEventIds?: AppEndpointAuditLogSettingsEnabledEventIds[] | cdktf.IResolvable;
  /**
  * Users whose operations are not logged. Default: `[]`. Changing it updates the AppEndpointAuditLogSettings in place.
  */
  readonly disabledUsers?: AppEndpointAuditLogSettingsDisabledUsers[] | cdktf.IResolvable;
  /**
  * Roles whose users' operations are not logged. Default: `[]`. Changing it updates the AppEndpointAuditLogSettings in place.
  */
  readonly disabledRoles?: AppEndpointAuditLogSettingsDisabledRoles[] | cdktf.IResolvable;
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktf.IResolvable;
}
export interface AppEndpointAuditLogSettingsEnabledEventIds {
  /**
  * The event's id (see the App Endpoint's audit log events).
  *
  * Please be aware that the id field is automatically added to all resources in Terraform providers using a Terraform provider SDK version below 2.
  * If you experience problems setting this value it might not be settable. Please take a look at the provider documentation to ensure it should be settable.
  */
  readonly id: number;
}

export function appEndpointAuditLogSettingsEnabledEventIdsToTerraform(struct?: AppEndpointAuditLogSettingsEnabledEventIds | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    id: cdktf.numberToTerraform(struct!.id),
  }
}


export function appEndpointAuditLogSettingsEnabledEventIdsToHclTerraform(struct?: AppEndpointAuditLogSettingsEnabledEventIds | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    id: {
      value: cdktf.numberToHclTerraform(struct!.id),
      isBlock: false,
      type: "simple",
      storageClassType: "number",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointAuditLogSettingsEnabledEventIdsOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectIndex the index of this item in the list
  * @param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string, complexObjectIndex: number, complexObjectIsFromSet: boolean) {
    super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);
  }

  public get internalValue(): AppEndpointAuditLogSettingsEnabledEventIds | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._id !== undefined) {
      hasAnyValues = true;
      internalValueResult.id = this._id;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointAuditLogSettingsEnabledEventIds | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._id = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._id = value.id;
    }
  }

  // id - computed: true, optional: false, required: true
  private _id?: number; 
  public get id() {
    return this.getNumberAttribute('id');
  }
  public set id(value: number) {
    this._id = value;
  }
  // Temporarily expose input value. Use with caution.
  public get idInput() {
    return this._id;
  }
}

export class AppEndpointAuditLogSettingsEnabledEventIdsList extends cdktf.ComplexList {
  public internalValue? : AppEndpointAuditLogSettingsEnabledEventIds[] | cdktf.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  constructor(protected terraformResource: cdktf.IInterpolatingParent, protected terraformAttribute: string, protected wrapsSet: boolean) {
    super(terraformResource, terraformAttribute, wrapsSet)
  }

  /**
  * @param index the index of the item to return
  */
  public get(index: number): AppEndpointAuditLogSettingsEnabledEventIdsOutputReference {
    return new AppEndpointAuditLogSettingsEnabledEventIdsOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}
export interface AppEndpointAuditLogSettingsDisabledUsers {
  /**
  * `sgw` (the gateway's own) or `cbs` (the cluster's).
  */
  readonly domain: string;
  /**
  * The user's or role's name.
  */
  readonly name: string;
}

export function appEndpointAuditLogSettingsDisabledUsersToTerraform(struct?: AppEndpointAuditLogSettingsDisabledUsers | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    domain: cdktf.stringToTerraform(struct!.domain),
    name: cdktf.stringToTerraform(struct!.name),
  }
}


export function appEndpointAuditLogSettingsDisabledUsersToHclTerraform(struct?: AppEndpointAuditLogSettingsDisabledUsers | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    domain: {
      value: cdktf.stringToHclTerraform(struct!.domain),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    name: {
      value: cdktf.stringToHclTerraform(struct!.name),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointAuditLogSettingsDisabledUsersOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectIndex the index of this item in the list
  * @param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string, complexObjectIndex: number, complexObjectIsFromSet: boolean) {
    super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);
  }

  public get internalValue(): AppEndpointAuditLogSettingsDisabledUsers | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._domain !== undefined) {
      hasAnyValues = true;
      internalValueResult.domain = this._domain;
    }
    if (this._name !== undefined) {
      hasAnyValues = true;
      internalValueResult.name = this._name;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointAuditLogSettingsDisabledUsers | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._domain = undefined;
      this._name = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._domain = value.domain;
      this._name = value.name;
    }
  }

  // domain - computed: true, optional: false, required: true
  private _domain?: string; 
  public get domain() {
    return this.getStringAttribute('domain');
  }
  public set domain(value: string) {
    this._domain = value;
  }
  // Temporarily expose input value. Use with caution.
  public get domainInput() {
    return this._domain;
  }

  // name - computed: true, optional: false, required: true
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
}

export class AppEndpointAuditLogSettingsDisabledUsersList extends cdktf.ComplexList {
  public internalValue? : AppEndpointAuditLogSettingsDisabledUsers[] | cdktf.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  constructor(protected terraformResource: cdktf.IInterpolatingParent, protected terraformAttribute: string, protected wrapsSet: boolean) {
    super(terraformResource, terraformAttribute, wrapsSet)
  }

  /**
  * @param index the index of the item to return
  */
  public get(index: number): AppEndpointAuditLogSettingsDisabledUsersOutputReference {
    return new AppEndpointAuditLogSettingsDisabledUsersOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}
export interface AppEndpointAuditLogSettingsDisabledRoles {
  /**
  * `sgw` (the gateway's own) or `cbs` (the cluster's).
  */
  readonly domain: string;
  /**
  * The user's or role's name.
  */
  readonly name: string;
}

export function appEndpointAuditLogSettingsDisabledRolesToTerraform(struct?: AppEndpointAuditLogSettingsDisabledRoles | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    domain: cdktf.stringToTerraform(struct!.domain),
    name: cdktf.stringToTerraform(struct!.name),
  }
}


export function appEndpointAuditLogSettingsDisabledRolesToHclTerraform(struct?: AppEndpointAuditLogSettingsDisabledRoles | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    domain: {
      value: cdktf.stringToHclTerraform(struct!.domain),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    name: {
      value: cdktf.stringToHclTerraform(struct!.name),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointAuditLogSettingsDisabledRolesOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectIndex the index of this item in the list
  * @param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string, complexObjectIndex: number, complexObjectIsFromSet: boolean) {
    super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);
  }

  public get internalValue(): AppEndpointAuditLogSettingsDisabledRoles | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._domain !== undefined) {
      hasAnyValues = true;
      internalValueResult.domain = this._domain;
    }
    if (this._name !== undefined) {
      hasAnyValues = true;
      internalValueResult.name = this._name;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointAuditLogSettingsDisabledRoles | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._domain = undefined;
      this._name = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._domain = value.domain;
      this._name = value.name;
    }
  }

  // domain - computed: true, optional: false, required: true
  private _domain?: string; 
  public get domain() {
    return this.getStringAttribute('domain');
  }
  public set domain(value: string) {
    this._domain = value;
  }
  // Temporarily expose input value. Use with caution.
  public get domainInput() {
    return this._domain;
  }

  // name - computed: true, optional: false, required: true
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
}

export class AppEndpointAuditLogSettingsDisabledRolesList extends cdktf.ComplexList {
  public internalValue? : AppEndpointAuditLogSettingsDisabledRoles[] | cdktf.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  constructor(protected terraformResource: cdktf.IInterpolatingParent, protected terraformAttribute: string, protected wrapsSet: boolean) {
    super(terraformResource, terraformAttribute, wrapsSet)
  }

  /**
  * @param index the index of the item to return
  */
  public get(index: number): AppEndpointAuditLogSettingsDisabledRolesOutputReference {
    return new AppEndpointAuditLogSettingsDisabledRolesOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}

/**
* Represents a `dbplane_app_endpoint_audit_log_settings`
*/
export class AppEndpointAuditLogSettings extends cdktf.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_app_endpoint_audit_log_settings";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a AppEndpointAuditLogSettings resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the AppEndpointAuditLogSettings to import
  * @param importFromId The id of the existing AppEndpointAuditLogSettings that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the AppEndpointAuditLogSettings to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_app_endpoint_audit_log_settings", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_app_endpoint_audit_log_settings` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options AppEndpointAuditLogSettingsConfig
  */
  public constructor(scope: Construct, id: string, config: AppEndpointAuditLogSettingsConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_app_endpoint_audit_log_settings',
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
    this._appEndpointName = config.appEndpointName;
    this._auditEnabled = config.auditEnabled;
    this._enabledEventIds.internalValue = config.enabledEventIds;
    this._disabledUsers.internalValue = config.disabledUsers;
    this._disabledRoles.internalValue = config.disabledRoles;
    this._adopt = config.adopt;
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

  // app_endpoint_name - computed: false, optional: false, required: true
  private _appEndpointName?: string; 
  public get appEndpointName() {
    return this.getStringAttribute('app_endpoint_name');
  }
  public set appEndpointName(value: string) {
    this._appEndpointName = value;
  }
  // Temporarily expose input value. Use with caution.
  public get appEndpointNameInput() {
    return this._appEndpointName;
  }

  // audit_enabled - computed: false, optional: false, required: true
  private _auditEnabled?: boolean | cdktf.IResolvable; 
  public get auditEnabled() {
    return this.getBooleanAttribute('audit_enabled');
  }
  public set auditEnabled(value: boolean | cdktf.IResolvable) {
    this._auditEnabled = value;
  }
  // Temporarily expose input value. Use with caution.
  public get auditEnabledInput() {
    return this._auditEnabled;
  }

  // enabled_event_ids - computed: true, optional: true, required: false
  private _enabledEventIds = new AppEndpointAuditLogSettingsEnabledEventIdsList(this, "enabled_event_ids", true);
  public get enabledEventIds() {
    return this._enabledEventIds;
  }
  public putEnabledEventIds(value: AppEndpointAuditLogSettingsEnabledEventIds[] | cdktf.IResolvable) {
    this._enabledEventIds.internalValue = value;
  }
  public resetEnabledEventIds() {
    this._enabledEventIds.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get enabledEventIdsInput() {
    return this._enabledEventIds.internalValue;
  }

  // disabled_users - computed: true, optional: true, required: false
  private _disabledUsers = new AppEndpointAuditLogSettingsDisabledUsersList(this, "disabled_users", true);
  public get disabledUsers() {
    return this._disabledUsers;
  }
  public putDisabledUsers(value: AppEndpointAuditLogSettingsDisabledUsers[] | cdktf.IResolvable) {
    this._disabledUsers.internalValue = value;
  }
  public resetDisabledUsers() {
    this._disabledUsers.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get disabledUsersInput() {
    return this._disabledUsers.internalValue;
  }

  // disabled_roles - computed: true, optional: true, required: false
  private _disabledRoles = new AppEndpointAuditLogSettingsDisabledRolesList(this, "disabled_roles", true);
  public get disabledRoles() {
    return this._disabledRoles;
  }
  public putDisabledRoles(value: AppEndpointAuditLogSettingsDisabledRoles[] | cdktf.IResolvable) {
    this._disabledRoles.internalValue = value;
  }
  public resetDisabledRoles() {
    this._disabledRoles.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get disabledRolesInput() {
    return this._disabledRoles.internalValue;
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

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
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
      app_endpoint_name: cdktf.stringToTerraform(this._appEndpointName),
      audit_enabled: cdktf.booleanToTerraform(this._auditEnabled),
      enabled_event_ids: cdktf.listMapper(appEndpointAuditLogSettingsEnabledEventIdsToTerraform, false)(this._enabledEventIds.internalValue),
      disabled_users: cdktf.listMapper(appEndpointAuditLogSettingsDisabledUsersToTerraform, false)(this._disabledUsers.internalValue),
      disabled_roles: cdktf.listMapper(appEndpointAuditLogSettingsDisabledRolesToTerraform, false)(this._disabledRoles.internalValue),
      adopt: cdktf.booleanToTerraform(this._adopt),
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
      app_endpoint_name: {
        value: cdktf.stringToHclTerraform(this._appEndpointName),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      audit_enabled: {
        value: cdktf.booleanToHclTerraform(this._auditEnabled),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      enabled_event_ids: {
        value: cdktf.listMapperHcl(appEndpointAuditLogSettingsEnabledEventIdsToHclTerraform, false)(this._enabledEventIds.internalValue),
        isBlock: true,
        type: "set",
        storageClassType: "AppEndpointAuditLogSettingsEnabledEventIdsList",
      },
      disabled_users: {
        value: cdktf.listMapperHcl(appEndpointAuditLogSettingsDisabledUsersToHclTerraform, false)(this._disabledUsers.internalValue),
        isBlock: true,
        type: "set",
        storageClassType: "AppEndpointAuditLogSettingsDisabledUsersList",
      },
      disabled_roles: {
        value: cdktf.listMapperHcl(appEndpointAuditLogSettingsDisabledRolesToHclTerraform, false)(this._disabledRoles.internalValue),
        isBlock: true,
        type: "set",
        storageClassType: "AppEndpointAuditLogSettingsDisabledRolesList",
      },
      adopt: {
        value: cdktf.booleanToHclTerraform(this._adopt),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
