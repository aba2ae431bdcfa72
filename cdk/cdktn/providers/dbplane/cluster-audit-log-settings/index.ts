// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface ClusterAuditLogSettingsConfig extends cdktn.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the ClusterAuditLogSettings.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the ClusterAuditLogSettings.
  */
  readonly projectId: string;
  /**
  * The id of the cluster the object belongs to. Changing it replaces the ClusterAuditLogSettings.
  */
  readonly clusterId: string;
  /**
  * Whether the cluster writes audit logs. Default: `false`. Changing it updates the ClusterAuditLogSettings in place.
  */
  readonly auditEnabled: boolean | cdktn.IResolvable;
  /**
  * Users whose filterable events are not logged: `domain` `local` or `external` (LDAP, SAML), and `name`. Default: `[]`. Changing it updates the ClusterAuditLogSettings in place.
  */
  readonly disabledUsers?: ClusterAuditLogSettingsDisabledUsers[] | cdktn.IResolvable;
  /**
  * The ids of the filterable events to log (see the cluster's audit log events). Default: `[]`. Changing it updates the ClusterAuditLogSettings in place.
  */
  readonly enabledEventIds?: number[];
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktn.IResolvable;
}
export interface ClusterAuditLogSettingsDisabledUsers {
  /**
  * `local` for the cluster's own users, `external` for LDAP or SAML ones.
  */
  readonly domain?: string;
  /**
  * The user's name.
  */
  readonly name?: string;
}

export function clusterAuditLogSettingsDisabledUsersToTerraform(struct?: ClusterAuditLogSettingsDisabledUsers | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    domain: cdktn.stringToTerraform(struct!.domain),
    name: cdktn.stringToTerraform(struct!.name),
  }
}


export function clusterAuditLogSettingsDisabledUsersToHclTerraform(struct?: ClusterAuditLogSettingsDisabledUsers | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    domain: {
      value: cdktn.stringToHclTerraform(struct!.domain),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    name: {
      value: cdktn.stringToHclTerraform(struct!.name),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class ClusterAuditLogSettingsDisabledUsersOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectIndex the index of this item in the list
  * @param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string, complexObjectIndex: number, complexObjectIsFromSet: boolean) {
    super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);
  }

  public get internalValue(): ClusterAuditLogSettingsDisabledUsers | cdktn.IResolvable | undefined {
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

  public set internalValue(value: ClusterAuditLogSettingsDisabledUsers | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._domain = undefined;
      this._name = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
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

  // domain - computed: true, optional: true, required: false
  private _domain?: string; 
  public get domain() {
    return this.getStringAttribute('domain');
  }
  public set domain(value: string) {
    this._domain = value;
  }
  public resetDomain() {
    this._domain = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get domainInput() {
    return this._domain;
  }

  // name - computed: true, optional: true, required: false
  private _name?: string; 
  public get name() {
    return this.getStringAttribute('name');
  }
  public set name(value: string) {
    this._name = value;
  }
  public resetName() {
    this._name = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get nameInput() {
    return this._name;
  }
}

export class ClusterAuditLogSettingsDisabledUsersList extends cdktn.ComplexList {
  public internalValue? : ClusterAuditLogSettingsDisabledUsers[] | cdktn.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string, wrapsSet: boolean) {
    super(terraformResource, terraformAttribute, wrapsSet);
  }

  /**
  * @param index the index of the item to return
  */
  public get(index: number): ClusterAuditLogSettingsDisabledUsersOutputReference {
    return new ClusterAuditLogSettingsDisabledUsersOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}

/**
* Represents a `dbplane_cluster_audit_log_settings`
*/
export class ClusterAuditLogSettings extends cdktn.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_cluster_audit_log_settings";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a ClusterAuditLogSettings resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the ClusterAuditLogSettings to import
  * @param importFromId The id of the existing ClusterAuditLogSettings that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the ClusterAuditLogSettings to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_cluster_audit_log_settings", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_cluster_audit_log_settings` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options ClusterAuditLogSettingsConfig
  */
  public constructor(scope: Construct, id: string, config: ClusterAuditLogSettingsConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_cluster_audit_log_settings',
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
    this._auditEnabled = config.auditEnabled;
    this._disabledUsers.internalValue = config.disabledUsers;
    this._enabledEventIds = config.enabledEventIds;
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

  // audit_enabled - computed: false, optional: false, required: true
  private _auditEnabled?: boolean | cdktn.IResolvable; 
  public get auditEnabled() {
    return this.getBooleanAttribute('audit_enabled');
  }
  public set auditEnabled(value: boolean | cdktn.IResolvable) {
    this._auditEnabled = value;
  }
  // Temporarily expose input value. Use with caution.
  public get auditEnabledInput() {
    return this._auditEnabled;
  }

  // disabled_users - computed: true, optional: true, required: false
  private _disabledUsers = new ClusterAuditLogSettingsDisabledUsersList(this, "disabled_users", true);
  public get disabledUsers() {
    return this._disabledUsers;
  }
  public putDisabledUsers(value: ClusterAuditLogSettingsDisabledUsers[] | cdktn.IResolvable) {
    this._disabledUsers.internalValue = value;
  }
  public resetDisabledUsers() {
    this._disabledUsers.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get disabledUsersInput() {
    return this._disabledUsers.internalValue;
  }

  // enabled_event_ids - computed: true, optional: true, required: false
  private _enabledEventIds?: number[]; 
  public get enabledEventIds() {
    return cdktn.Token.asNumberList(cdktn.Fn.tolist(this.getNumberListAttribute('enabled_event_ids')));
  }
  public set enabledEventIds(value: number[]) {
    this._enabledEventIds = value;
  }
  public resetEnabledEventIds() {
    this._enabledEventIds = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get enabledEventIdsInput() {
    return this._enabledEventIds;
  }

  // adopt - computed: false, optional: true, required: false
  private _adopt?: boolean | cdktn.IResolvable; 
  public get adopt() {
    return this.getBooleanAttribute('adopt');
  }
  public set adopt(value: boolean | cdktn.IResolvable) {
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
      organization_id: cdktn.stringToTerraform(this._organizationId),
      project_id: cdktn.stringToTerraform(this._projectId),
      cluster_id: cdktn.stringToTerraform(this._clusterId),
      audit_enabled: cdktn.booleanToTerraform(this._auditEnabled),
      disabled_users: cdktn.listMapper(clusterAuditLogSettingsDisabledUsersToTerraform, false)(this._disabledUsers.internalValue),
      enabled_event_ids: cdktn.listMapper(cdktn.numberToTerraform, false)(this._enabledEventIds),
      adopt: cdktn.booleanToTerraform(this._adopt),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      organization_id: {
        value: cdktn.stringToHclTerraform(this._organizationId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      project_id: {
        value: cdktn.stringToHclTerraform(this._projectId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      cluster_id: {
        value: cdktn.stringToHclTerraform(this._clusterId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      audit_enabled: {
        value: cdktn.booleanToHclTerraform(this._auditEnabled),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      disabled_users: {
        value: cdktn.listMapperHcl(clusterAuditLogSettingsDisabledUsersToHclTerraform, false)(this._disabledUsers.internalValue),
        isBlock: true,
        type: "set",
        storageClassType: "ClusterAuditLogSettingsDisabledUsersList",
      },
      enabled_event_ids: {
        value: cdktn.listMapperHcl(cdktn.numberToHclTerraform, false)(this._enabledEventIds),
        isBlock: false,
        type: "set",
        storageClassType: "numberList",
      },
      adopt: {
        value: cdktn.booleanToHclTerraform(this._adopt),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
