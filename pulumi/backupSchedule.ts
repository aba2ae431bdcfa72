import * as pulumi from "@pulumi/pulumi";
import { backupScheduleSpec } from "../resources/backupSchedule";
import type { CommonArgs, InputsOf } from "./args";
import { dynamicResourceArgs } from "./resourceClass";
import type { BackupScheduleInputs } from "./types";

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
