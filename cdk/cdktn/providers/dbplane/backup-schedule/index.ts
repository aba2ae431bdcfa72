// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface BackupScheduleConfig extends cdktn.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the BackupSchedule.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the BackupSchedule.
  */
  readonly projectId: string;
  /**
  * The id of the cluster the object belongs to. Changing it replaces the BackupSchedule.
  */
  readonly clusterId: string;
  /**
  * The id of the bucket the object belongs to. Changing it replaces the BackupSchedule.
  */
  readonly bucketId: string;
  /**
  * The kind of schedule: `weekly`, the only one. Default: `"weekly"`. Changing it updates the BackupSchedule in place.
  */
  readonly type?: string;
  /**
  * When backups run and how long they are kept: a weekly full backup and incremental ones between. Changing it updates the BackupSchedule in place.
  */
  readonly weeklySchedule: BackupScheduleWeeklySchedule;
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktn.IResolvable;
  /**
  * timeouts block
  */
  readonly timeouts?: BackupScheduleTimeouts;
}
export interface BackupScheduleWeeklySchedule {
  /**
  * The day of the weekly full backup, `sunday` to `saturday`.
  */
  readonly dayOfWeek: string;
  /**
  * The hour the full backup starts, 0 to 23 (UTC).
  */
  readonly startAt: number;
  /**
  * Hours between incremental backups: 1, 2, 4, 6, 8, 12, 24.
  */
  readonly incrementalEvery: number;
  /**
  * How long backups are kept: 30days, 60days, 90days, 180days, 1year, 2years, 3years, 4years, 5years.
  */
  readonly retentionTime: string;
  /**
  * Whether backups are kept in cheaper storage after a while.
  */
  readonly costOptimizedRetention: boolean | cdktn.IResolvable;
}

export function backupScheduleWeeklyScheduleToTerraform(struct?: BackupScheduleWeeklySchedule | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    day_of_week: cdktn.stringToTerraform(struct!.dayOfWeek),
    start_at: cdktn.numberToTerraform(struct!.startAt),
    incremental_every: cdktn.numberToTerraform(struct!.incrementalEvery),
    retention_time: cdktn.stringToTerraform(struct!.retentionTime),
    cost_optimized_retention: cdktn.booleanToTerraform(struct!.costOptimizedRetention),
  }
}


export function backupScheduleWeeklyScheduleToHclTerraform(struct?: BackupScheduleWeeklySchedule | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    day_of_week: {
      value: cdktn.stringToHclTerraform(struct!.dayOfWeek),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    start_at: {
      value: cdktn.numberToHclTerraform(struct!.startAt),
      isBlock: false,
      type: "simple",
      storageClassType: "number",
    },
    incremental_every: {
      value: cdktn.numberToHclTerraform(struct!.incrementalEvery),
      isBlock: false,
      type: "simple",
      storageClassType: "number",
    },
    retention_time: {
      value: cdktn.stringToHclTerraform(struct!.retentionTime),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    cost_optimized_retention: {
      value: cdktn.booleanToHclTerraform(struct!.costOptimizedRetention),
      isBlock: false,
      type: "simple",
      storageClassType: "boolean",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class BackupScheduleWeeklyScheduleOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): BackupScheduleWeeklySchedule | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._dayOfWeek !== undefined) {
      hasAnyValues = true;
      internalValueResult.dayOfWeek = this._dayOfWeek;
    }
    if (this._startAt !== undefined) {
      hasAnyValues = true;
      internalValueResult.startAt = this._startAt;
    }
    if (this._incrementalEvery !== undefined) {
      hasAnyValues = true;
      internalValueResult.incrementalEvery = this._incrementalEvery;
    }
    if (this._retentionTime !== undefined) {
      hasAnyValues = true;
      internalValueResult.retentionTime = this._retentionTime;
    }
    if (this._costOptimizedRetention !== undefined) {
      hasAnyValues = true;
      internalValueResult.costOptimizedRetention = this._costOptimizedRetention;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: BackupScheduleWeeklySchedule | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._dayOfWeek = undefined;
      this._startAt = undefined;
      this._incrementalEvery = undefined;
      this._retentionTime = undefined;
      this._costOptimizedRetention = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._dayOfWeek = value.dayOfWeek;
      this._startAt = value.startAt;
      this._incrementalEvery = value.incrementalEvery;
      this._retentionTime = value.retentionTime;
      this._costOptimizedRetention = value.costOptimizedRetention;
    }
  }

  // day_of_week - computed: false, optional: false, required: true
  private _dayOfWeek?: string; 
  public get dayOfWeek() {
    return this.getStringAttribute('day_of_week');
  }
  public set dayOfWeek(value: string) {
    this._dayOfWeek = value;
  }
  // Temporarily expose input value. Use with caution.
  public get dayOfWeekInput() {
    return this._dayOfWeek;
  }

  // start_at - computed: false, optional: false, required: true
  private _startAt?: number; 
  public get startAt() {
    return this.getNumberAttribute('start_at');
  }
  public set startAt(value: number) {
    this._startAt = value;
  }
  // Temporarily expose input value. Use with caution.
  public get startAtInput() {
    return this._startAt;
  }

  // incremental_every - computed: false, optional: false, required: true
  private _incrementalEvery?: number; 
  public get incrementalEvery() {
    return this.getNumberAttribute('incremental_every');
  }
  public set incrementalEvery(value: number) {
    this._incrementalEvery = value;
  }
  // Temporarily expose input value. Use with caution.
  public get incrementalEveryInput() {
    return this._incrementalEvery;
  }

  // retention_time - computed: false, optional: false, required: true
  private _retentionTime?: string; 
  public get retentionTime() {
    return this.getStringAttribute('retention_time');
  }
  public set retentionTime(value: string) {
    this._retentionTime = value;
  }
  // Temporarily expose input value. Use with caution.
  public get retentionTimeInput() {
    return this._retentionTime;
  }

  // cost_optimized_retention - computed: false, optional: false, required: true
  private _costOptimizedRetention?: boolean | cdktn.IResolvable; 
  public get costOptimizedRetention() {
    return this.getBooleanAttribute('cost_optimized_retention');
  }
  public set costOptimizedRetention(value: boolean | cdktn.IResolvable) {
    this._costOptimizedRetention = value;
  }
  // Temporarily expose input value. Use with caution.
  public get costOptimizedRetentionInput() {
    return this._costOptimizedRetention;
  }
}
export interface BackupScheduleTimeouts {
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

export function backupScheduleTimeoutsToTerraform(struct?: BackupScheduleTimeouts | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    create: cdktn.stringToTerraform(struct!.create),
    update: cdktn.stringToTerraform(struct!.update),
    delete: cdktn.stringToTerraform(struct!.delete),
  }
}


export function backupScheduleTimeoutsToHclTerraform(struct?: BackupScheduleTimeouts | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    create: {
      value: cdktn.stringToHclTerraform(struct!.create),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    update: {
      value: cdktn.stringToHclTerraform(struct!.update),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    delete: {
      value: cdktn.stringToHclTerraform(struct!.delete),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class BackupScheduleTimeoutsOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): BackupScheduleTimeouts | cdktn.IResolvable | undefined {
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

  public set internalValue(value: BackupScheduleTimeouts | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._create = undefined;
      this._update = undefined;
      this._delete = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
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
* Represents a `dbplane_backup_schedule`
*/
export class BackupSchedule extends cdktn.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_backup_schedule";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a BackupSchedule resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the BackupSchedule to import
  * @param importFromId The id of the existing BackupSchedule that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the BackupSchedule to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_backup_schedule", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_backup_schedule` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options BackupScheduleConfig
  */
  public constructor(scope: Construct, id: string, config: BackupScheduleConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_backup_schedule',
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
    this._bucketId = config.bucketId;
    this._type = config.type;
    this._weeklySchedule.internalValue = config.weeklySchedule;
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

  // bucket_id - computed: false, optional: false, required: true
  private _bucketId?: string; 
  public get bucketId() {
    return this.getStringAttribute('bucket_id');
  }
  public set bucketId(value: string) {
    this._bucketId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get bucketIdInput() {
    return this._bucketId;
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

  // weekly_schedule - computed: false, optional: false, required: true
  private _weeklySchedule = new BackupScheduleWeeklyScheduleOutputReference(this, "weekly_schedule");
  public get weeklySchedule() {
    return this._weeklySchedule;
  }
  public putWeeklySchedule(value: BackupScheduleWeeklySchedule) {
    this._weeklySchedule.internalValue = value;
  }
  // Temporarily expose input value. Use with caution.
  public get weeklyScheduleInput() {
    return this._weeklySchedule.internalValue;
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

  // timeouts - computed: false, optional: true, required: false
  private _timeouts = new BackupScheduleTimeoutsOutputReference(this, "timeouts");
  public get timeouts() {
    return this._timeouts;
  }
  public putTimeouts(value: BackupScheduleTimeouts) {
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
      organization_id: cdktn.stringToTerraform(this._organizationId),
      project_id: cdktn.stringToTerraform(this._projectId),
      cluster_id: cdktn.stringToTerraform(this._clusterId),
      bucket_id: cdktn.stringToTerraform(this._bucketId),
      type: cdktn.stringToTerraform(this._type),
      weekly_schedule: backupScheduleWeeklyScheduleToTerraform(this._weeklySchedule.internalValue),
      adopt: cdktn.booleanToTerraform(this._adopt),
      timeouts: backupScheduleTimeoutsToTerraform(this._timeouts.internalValue),
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
      bucket_id: {
        value: cdktn.stringToHclTerraform(this._bucketId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      type: {
        value: cdktn.stringToHclTerraform(this._type),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      weekly_schedule: {
        value: backupScheduleWeeklyScheduleToHclTerraform(this._weeklySchedule.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "BackupScheduleWeeklySchedule",
      },
      adopt: {
        value: cdktn.booleanToHclTerraform(this._adopt),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      timeouts: {
        value: backupScheduleTimeoutsToHclTerraform(this._timeouts.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "BackupScheduleTimeouts",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
