import * as pulumi from "@pulumi/pulumi";
import { backupScheduleSpec, type BackupScheduleInputs } from "../resources/backupSchedule";
import { dynamicResourceArgs, type CommonArgs, type InputsOf } from "./resourceClass";

export type BackupScheduleArgs = InputsOf<BackupScheduleInputs> & CommonArgs;

export class BackupSchedule extends pulumi.dynamic.Resource {
  declare readonly organizationId: pulumi.Output<string>;
  declare readonly projectId: pulumi.Output<string>;
  declare readonly clusterId: pulumi.Output<string>;
  /** The bucket's id (URL-safe base64 of its name): a `Bucket`'s `id`. */
  declare readonly bucketId: pulumi.Output<string>;
  declare readonly type: pulumi.Output<"weekly">;
  declare readonly weeklySchedule: pulumi.Output<Required<BackupScheduleInputs>["weeklySchedule"]>;

  constructor(name: string, args: BackupScheduleArgs, opts?: pulumi.CustomResourceOptions) {
    super(...dynamicResourceArgs(backupScheduleSpec, name, args, opts));
  }
}
