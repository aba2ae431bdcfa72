// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface RestoreConfig extends cdktf.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the Restore.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the Restore.
  */
  readonly projectId: string;
  /**
  * The id of the cluster the object belongs to. Changing it replaces the Restore.
  */
  readonly clusterId: string;
  /**
  * The id of the backup to restore (a Backup's `id`), a backup of the cluster `clusterId`. Changing it replaces the Restore.
  */
  readonly backupId: string;
  /**
  * The cluster to restore into: the backup's own, or another cluster of the organization. Changing it replaces the Restore.
  */
  readonly targetClusterId: string;
  /**
  * What to restore: `data`, `query` (index definitions), or both. Changing it replaces the Restore.
  */
  readonly services: string[];
  /**
  * Overwrite documents even where the cluster's are newer. Changing it replaces the Restore.
  */
  readonly forceUpdates?: boolean | cdktf.IResolvable;
  /**
  * Delete the scopes and collections the backup knows were deleted. Changing it replaces the Restore.
  */
  readonly autoRemoveCollections?: boolean | cdktf.IResolvable;
  /**
  * Restore only documents whose key matches this regular expression. Changing it replaces the Restore.
  */
  readonly filterKeys?: string;
  /**
  * Restore only documents whose value matches this regular expression. Changing it replaces the Restore.
  */
  readonly filterValues?: string;
  /**
  * Restore only these buckets, scopes or collections (`bucket.scope.collection`, comma-separated). Changing it replaces the Restore.
  */
  readonly includeData?: string;
  /**
  * Skip these buckets, scopes or collections (`bucket.scope.collection`, comma-separated). Changing it replaces the Restore.
  */
  readonly excludeData?: string;
  /**
  * Restore into other locations: `source=target` pairs of `bucket.scope.collection`, comma-separated. Changing it replaces the Restore.
  */
  readonly mapData?: string;
  /**
  * Which documents get a new expiry: `none`, `all` or `expired`. Changing it replaces the Restore.
  */
  readonly replaceTtl?: string;
  /**
  * The new expiry of the documents `replaceTTL` names (RFC 3339, or `0` for none). Changing it replaces the Restore.
  */
  readonly replaceTtlWith?: string;
  /**
  * Values of your choosing (a map of strings, such as a date or a release): a change of any of them runs the action again, as a replacement. Changing it replaces the Restore.
  */
  readonly triggers?: { [key: string]: string };
}

/**
* Represents a `dbplane_restore`
*/
export class Restore extends cdktf.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_restore";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a Restore resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the Restore to import
  * @param importFromId The id of the existing Restore that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the Restore to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_restore", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_restore` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options RestoreConfig
  */
  public constructor(scope: Construct, id: string, config: RestoreConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_restore',
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
    this._backupId = config.backupId;
    this._targetClusterId = config.targetClusterId;
    this._services = config.services;
    this._forceUpdates = config.forceUpdates;
    this._autoRemoveCollections = config.autoRemoveCollections;
    this._filterKeys = config.filterKeys;
    this._filterValues = config.filterValues;
    this._includeData = config.includeData;
    this._excludeData = config.excludeData;
    this._mapData = config.mapData;
    this._replaceTtl = config.replaceTtl;
    this._replaceTtlWith = config.replaceTtlWith;
    this._triggers = config.triggers;
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

  // backup_id - computed: false, optional: false, required: true
  private _backupId?: string; 
  public get backupId() {
    return this.getStringAttribute('backup_id');
  }
  public set backupId(value: string) {
    this._backupId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get backupIdInput() {
    return this._backupId;
  }

  // target_cluster_id - computed: false, optional: false, required: true
  private _targetClusterId?: string; 
  public get targetClusterId() {
    return this.getStringAttribute('target_cluster_id');
  }
  public set targetClusterId(value: string) {
    this._targetClusterId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get targetClusterIdInput() {
    return this._targetClusterId;
  }

  // services - computed: false, optional: false, required: true
  private _services?: string[]; 
  public get services() {
    return this.getListAttribute('services');
  }
  public set services(value: string[]) {
    this._services = value;
  }
  // Temporarily expose input value. Use with caution.
  public get servicesInput() {
    return this._services;
  }

  // force_updates - computed: true, optional: true, required: false
  private _forceUpdates?: boolean | cdktf.IResolvable; 
  public get forceUpdates() {
    return this.getBooleanAttribute('force_updates');
  }
  public set forceUpdates(value: boolean | cdktf.IResolvable) {
    this._forceUpdates = value;
  }
  public resetForceUpdates() {
    this._forceUpdates = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get forceUpdatesInput() {
    return this._forceUpdates;
  }

  // auto_remove_collections - computed: true, optional: true, required: false
  private _autoRemoveCollections?: boolean | cdktf.IResolvable; 
  public get autoRemoveCollections() {
    return this.getBooleanAttribute('auto_remove_collections');
  }
  public set autoRemoveCollections(value: boolean | cdktf.IResolvable) {
    this._autoRemoveCollections = value;
  }
  public resetAutoRemoveCollections() {
    this._autoRemoveCollections = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get autoRemoveCollectionsInput() {
    return this._autoRemoveCollections;
  }

  // filter_keys - computed: true, optional: true, required: false
  private _filterKeys?: string; 
  public get filterKeys() {
    return this.getStringAttribute('filter_keys');
  }
  public set filterKeys(value: string) {
    this._filterKeys = value;
  }
  public resetFilterKeys() {
    this._filterKeys = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get filterKeysInput() {
    return this._filterKeys;
  }

  // filter_values - computed: true, optional: true, required: false
  private _filterValues?: string; 
  public get filterValues() {
    return this.getStringAttribute('filter_values');
  }
  public set filterValues(value: string) {
    this._filterValues = value;
  }
  public resetFilterValues() {
    this._filterValues = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get filterValuesInput() {
    return this._filterValues;
  }

  // include_data - computed: true, optional: true, required: false
  private _includeData?: string; 
  public get includeData() {
    return this.getStringAttribute('include_data');
  }
  public set includeData(value: string) {
    this._includeData = value;
  }
  public resetIncludeData() {
    this._includeData = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get includeDataInput() {
    return this._includeData;
  }

  // exclude_data - computed: true, optional: true, required: false
  private _excludeData?: string; 
  public get excludeData() {
    return this.getStringAttribute('exclude_data');
  }
  public set excludeData(value: string) {
    this._excludeData = value;
  }
  public resetExcludeData() {
    this._excludeData = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get excludeDataInput() {
    return this._excludeData;
  }

  // map_data - computed: true, optional: true, required: false
  private _mapData?: string; 
  public get mapData() {
    return this.getStringAttribute('map_data');
  }
  public set mapData(value: string) {
    this._mapData = value;
  }
  public resetMapData() {
    this._mapData = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get mapDataInput() {
    return this._mapData;
  }

  // replace_ttl - computed: true, optional: true, required: false
  private _replaceTtl?: string; 
  public get replaceTtl() {
    return this.getStringAttribute('replace_ttl');
  }
  public set replaceTtl(value: string) {
    this._replaceTtl = value;
  }
  public resetReplaceTtl() {
    this._replaceTtl = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get replaceTtlInput() {
    return this._replaceTtl;
  }

  // replace_ttl_with - computed: true, optional: true, required: false
  private _replaceTtlWith?: string; 
  public get replaceTtlWith() {
    return this.getStringAttribute('replace_ttl_with');
  }
  public set replaceTtlWith(value: string) {
    this._replaceTtlWith = value;
  }
  public resetReplaceTtlWith() {
    this._replaceTtlWith = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get replaceTtlWithInput() {
    return this._replaceTtlWith;
  }

  // triggers - computed: false, optional: true, required: false
  private _triggers?: { [key: string]: string }; 
  public get triggers() {
    return this.getStringMapAttribute('triggers');
  }
  public set triggers(value: { [key: string]: string }) {
    this._triggers = value;
  }
  public resetTriggers() {
    this._triggers = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get triggersInput() {
    return this._triggers;
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
      backup_id: cdktf.stringToTerraform(this._backupId),
      target_cluster_id: cdktf.stringToTerraform(this._targetClusterId),
      services: cdktf.listMapper(cdktf.stringToTerraform, false)(this._services),
      force_updates: cdktf.booleanToTerraform(this._forceUpdates),
      auto_remove_collections: cdktf.booleanToTerraform(this._autoRemoveCollections),
      filter_keys: cdktf.stringToTerraform(this._filterKeys),
      filter_values: cdktf.stringToTerraform(this._filterValues),
      include_data: cdktf.stringToTerraform(this._includeData),
      exclude_data: cdktf.stringToTerraform(this._excludeData),
      map_data: cdktf.stringToTerraform(this._mapData),
      replace_ttl: cdktf.stringToTerraform(this._replaceTtl),
      replace_ttl_with: cdktf.stringToTerraform(this._replaceTtlWith),
      triggers: cdktf.hashMapper(cdktf.stringToTerraform)(this._triggers),
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
      backup_id: {
        value: cdktf.stringToHclTerraform(this._backupId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      target_cluster_id: {
        value: cdktf.stringToHclTerraform(this._targetClusterId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      services: {
        value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(this._services),
        isBlock: false,
        type: "list",
        storageClassType: "stringList",
      },
      force_updates: {
        value: cdktf.booleanToHclTerraform(this._forceUpdates),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      auto_remove_collections: {
        value: cdktf.booleanToHclTerraform(this._autoRemoveCollections),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      filter_keys: {
        value: cdktf.stringToHclTerraform(this._filterKeys),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      filter_values: {
        value: cdktf.stringToHclTerraform(this._filterValues),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      include_data: {
        value: cdktf.stringToHclTerraform(this._includeData),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      exclude_data: {
        value: cdktf.stringToHclTerraform(this._excludeData),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      map_data: {
        value: cdktf.stringToHclTerraform(this._mapData),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      replace_ttl: {
        value: cdktf.stringToHclTerraform(this._replaceTtl),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      replace_ttl_with: {
        value: cdktf.stringToHclTerraform(this._replaceTtlWith),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      triggers: {
        value: cdktf.hashMapperHcl(cdktf.stringToHclTerraform)(this._triggers),
        isBlock: false,
        type: "map",
        storageClassType: "stringMap",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
