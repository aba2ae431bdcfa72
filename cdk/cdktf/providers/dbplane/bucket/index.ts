// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface BucketConfig extends cdktf.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly projectId: string;
  /**
  * The id of the cluster the object belongs to. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly clusterId: string;
  /**
  * The bucket's name, 1 to 100 letters, digits, '_', '.', '-' or '%', not starting with '.'; unique in the cluster. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly name: string;
  /**
  * `couchbase` (kept on disk) or `ephemeral` (in memory only). Default: `"couchbase"`. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly type?: string;
  /**
  * `couchstore` or `magma`; not for ephemeral buckets. Left out, the cluster's server version chooses. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly storageBackend?: string;
  /**
  * vBuckets of a magma bucket: 128 or 1024 (server version 8.0 and later). Left out, the cluster chooses. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly vbuckets?: number;
  /**
  * Memory quota in MiB: at least 100 (1,024 for magma below server version 8.0). Left out, the cluster chooses. Changing it updates the Bucket in place.
  */
  readonly memoryAllocationInMb?: number;
  /**
  * How conflicts between cross-datacenter copies are settled: `seqno` (most updates) or `lww` (last write wins). Default: `"seqno"`. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly bucketConflictResolution?: string;
  /**
  * The minimum durability of writes: `none`, `majority`, `majorityAndPersistActive` or `persistToMajority` (the last two not for ephemeral buckets). Default: `"none"`. Changing it updates the Bucket in place.
  */
  readonly durabilityLevel?: string;
  /**
  * Copies of each document beyond the active one: 1 to 3. Default: `1`. Changing it updates the Bucket in place.
  */
  readonly replicas?: number;
  /**
  * Deprecated spelling of `flushEnabled`. Changing it updates the Bucket in place.
  */
  readonly flush?: boolean | cdktf.IResolvable;
  /**
  * Whether the bucket may be flushed (every document deleted at once). Default: `false`. Changing it updates the Bucket in place.
  */
  readonly flushEnabled?: boolean | cdktf.IResolvable;
  /**
  * Seconds documents live unless they say otherwise; 0: forever. Default: `0`. Changing it updates the Bucket in place.
  */
  readonly timeToLiveInSeconds?: number;
  /**
  * What leaves memory when it is full: `fullEviction` for couchbase buckets; `noEviction` or `nruEviction` for ephemeral ones. Default: `"fullEviction"`. Changing it replaces the Bucket, deleting the old one first.
  */
  readonly evictionPolicy?: string;
  /**
  * Recovery order on failover: 0 (lowest) to 1000. Default: `0`. Changing it updates the Bucket in place.
  */
  readonly priority?: number;
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktf.IResolvable;
}

/**
* Represents a `dbplane_bucket`
*/
export class Bucket extends cdktf.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_bucket";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a Bucket resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the Bucket to import
  * @param importFromId The id of the existing Bucket that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the Bucket to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_bucket", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_bucket` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options BucketConfig
  */
  public constructor(scope: Construct, id: string, config: BucketConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_bucket',
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
    this._name = config.name;
    this._type = config.type;
    this._storageBackend = config.storageBackend;
    this._vbuckets = config.vbuckets;
    this._memoryAllocationInMb = config.memoryAllocationInMb;
    this._bucketConflictResolution = config.bucketConflictResolution;
    this._durabilityLevel = config.durabilityLevel;
    this._replicas = config.replicas;
    this._flush = config.flush;
    this._flushEnabled = config.flushEnabled;
    this._timeToLiveInSeconds = config.timeToLiveInSeconds;
    this._evictionPolicy = config.evictionPolicy;
    this._priority = config.priority;
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

  // type - computed: true, optional: true, required: false
  private _type?: string; 
  public get type() {
    return this.getStringAttribute('type');
  }
  public set type(value: string) {
    this._type = value;
  }
  public resetType() {
    this._type = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get typeInput() {
    return this._type;
  }

  // storage_backend - computed: true, optional: true, required: false
  private _storageBackend?: string; 
  public get storageBackend() {
    return this.getStringAttribute('storage_backend');
  }
  public set storageBackend(value: string) {
    this._storageBackend = value;
  }
  public resetStorageBackend() {
    this._storageBackend = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get storageBackendInput() {
    return this._storageBackend;
  }

  // vbuckets - computed: true, optional: true, required: false
  private _vbuckets?: number; 
  public get vbuckets() {
    return this.getNumberAttribute('vbuckets');
  }
  public set vbuckets(value: number) {
    this._vbuckets = value;
  }
  public resetVbuckets() {
    this._vbuckets = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get vbucketsInput() {
    return this._vbuckets;
  }

  // memory_allocation_in_mb - computed: true, optional: true, required: false
  private _memoryAllocationInMb?: number; 
  public get memoryAllocationInMb() {
    return this.getNumberAttribute('memory_allocation_in_mb');
  }
  public set memoryAllocationInMb(value: number) {
    this._memoryAllocationInMb = value;
  }
  public resetMemoryAllocationInMb() {
    this._memoryAllocationInMb = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get memoryAllocationInMbInput() {
    return this._memoryAllocationInMb;
  }

  // bucket_conflict_resolution - computed: true, optional: true, required: false
  private _bucketConflictResolution?: string; 
  public get bucketConflictResolution() {
    return this.getStringAttribute('bucket_conflict_resolution');
  }
  public set bucketConflictResolution(value: string) {
    this._bucketConflictResolution = value;
  }
  public resetBucketConflictResolution() {
    this._bucketConflictResolution = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get bucketConflictResolutionInput() {
    return this._bucketConflictResolution;
  }

  // durability_level - computed: true, optional: true, required: false
  private _durabilityLevel?: string; 
  public get durabilityLevel() {
    return this.getStringAttribute('durability_level');
  }
  public set durabilityLevel(value: string) {
    this._durabilityLevel = value;
  }
  public resetDurabilityLevel() {
    this._durabilityLevel = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get durabilityLevelInput() {
    return this._durabilityLevel;
  }

  // replicas - computed: true, optional: true, required: false
  private _replicas?: number; 
  public get replicas() {
    return this.getNumberAttribute('replicas');
  }
  public set replicas(value: number) {
    this._replicas = value;
  }
  public resetReplicas() {
    this._replicas = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get replicasInput() {
    return this._replicas;
  }

  // flush - computed: true, optional: true, required: false
  private _flush?: boolean | cdktf.IResolvable; 
  public get flush() {
    return this.getBooleanAttribute('flush');
  }
  public set flush(value: boolean | cdktf.IResolvable) {
    this._flush = value;
  }
  public resetFlush() {
    this._flush = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get flushInput() {
    return this._flush;
  }

  // flush_enabled - computed: true, optional: true, required: false
  private _flushEnabled?: boolean | cdktf.IResolvable; 
  public get flushEnabled() {
    return this.getBooleanAttribute('flush_enabled');
  }
  public set flushEnabled(value: boolean | cdktf.IResolvable) {
    this._flushEnabled = value;
  }
  public resetFlushEnabled() {
    this._flushEnabled = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get flushEnabledInput() {
    return this._flushEnabled;
  }

  // time_to_live_in_seconds - computed: true, optional: true, required: false
  private _timeToLiveInSeconds?: number; 
  public get timeToLiveInSeconds() {
    return this.getNumberAttribute('time_to_live_in_seconds');
  }
  public set timeToLiveInSeconds(value: number) {
    this._timeToLiveInSeconds = value;
  }
  public resetTimeToLiveInSeconds() {
    this._timeToLiveInSeconds = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get timeToLiveInSecondsInput() {
    return this._timeToLiveInSeconds;
  }

  // eviction_policy - computed: true, optional: true, required: false
  private _evictionPolicy?: string; 
  public get evictionPolicy() {
    return this.getStringAttribute('eviction_policy');
  }
  public set evictionPolicy(value: string) {
    this._evictionPolicy = value;
  }
  public resetEvictionPolicy() {
    this._evictionPolicy = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get evictionPolicyInput() {
    return this._evictionPolicy;
  }

  // priority - computed: true, optional: true, required: false
  private _priority?: number; 
  public get priority() {
    return this.getNumberAttribute('priority');
  }
  public set priority(value: number) {
    this._priority = value;
  }
  public resetPriority() {
    this._priority = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get priorityInput() {
    return this._priority;
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

  // enable_cross_cluster_versioning - computed: true, optional: false, required: false
  public get enableCrossClusterVersioning() {
    return this.getBooleanAttribute('enable_cross_cluster_versioning');
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
      name: cdktf.stringToTerraform(this._name),
      type: cdktf.stringToTerraform(this._type),
      storage_backend: cdktf.stringToTerraform(this._storageBackend),
      vbuckets: cdktf.numberToTerraform(this._vbuckets),
      memory_allocation_in_mb: cdktf.numberToTerraform(this._memoryAllocationInMb),
      bucket_conflict_resolution: cdktf.stringToTerraform(this._bucketConflictResolution),
      durability_level: cdktf.stringToTerraform(this._durabilityLevel),
      replicas: cdktf.numberToTerraform(this._replicas),
      flush: cdktf.booleanToTerraform(this._flush),
      flush_enabled: cdktf.booleanToTerraform(this._flushEnabled),
      time_to_live_in_seconds: cdktf.numberToTerraform(this._timeToLiveInSeconds),
      eviction_policy: cdktf.stringToTerraform(this._evictionPolicy),
      priority: cdktf.numberToTerraform(this._priority),
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
      name: {
        value: cdktf.stringToHclTerraform(this._name),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      type: {
        value: cdktf.stringToHclTerraform(this._type),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      storage_backend: {
        value: cdktf.stringToHclTerraform(this._storageBackend),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      vbuckets: {
        value: cdktf.numberToHclTerraform(this._vbuckets),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      memory_allocation_in_mb: {
        value: cdktf.numberToHclTerraform(this._memoryAllocationInMb),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      bucket_conflict_resolution: {
        value: cdktf.stringToHclTerraform(this._bucketConflictResolution),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      durability_level: {
        value: cdktf.stringToHclTerraform(this._durabilityLevel),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      replicas: {
        value: cdktf.numberToHclTerraform(this._replicas),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      flush: {
        value: cdktf.booleanToHclTerraform(this._flush),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      flush_enabled: {
        value: cdktf.booleanToHclTerraform(this._flushEnabled),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      time_to_live_in_seconds: {
        value: cdktf.numberToHclTerraform(this._timeToLiveInSeconds),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      eviction_policy: {
        value: cdktf.stringToHclTerraform(this._evictionPolicy),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      priority: {
        value: cdktf.numberToHclTerraform(this._priority),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
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
