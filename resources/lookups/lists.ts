import { listAll, listOperation } from "../../provider/listing";
import { listLookup } from "../../provider/lookups";
import type { Props } from "../../provider/spec";
import { appServiceOperations } from "../../schema/api/appServices";
import { backup, backupOperations } from "../../schema/api/backups";
import { privateEndpointOperations } from "../../schema/api/privateEndpoints";
import { doc } from "../../schema/docs";
import { principalOperations } from "../../schema/gateway/principals";
import { allowedCidrSpec } from "../allowedCidr";
import { apiKeySpec } from "../apiKey";
import { appEndpointSpec } from "../appEndpoint";
import { appServiceSpec } from "../appService";
import { bucketSpec } from "../bucket";
import { gatewayUserSpec } from "../gatewayUser";
import { privateEndpointSpec } from "../privateEndpoint";

/** The list lookups: the collections users filter, each item with its resource's attributes. */

export const appServicesLookup = listLookup({
  name: "AppServices",
  description: "Lists the App Services of a project (every cluster's).",
  scope: ["organizationId", "projectId"],
  item: { of: appServiceSpec },
  list: (client, a, deadline) => listAll(client, `${appServiceOperations.listAppServices.url(a)}?projectId=${encodeURIComponent(a.projectId)}`, deadline),
});

export const bucketsLookup = listLookup({ name: "Buckets", description: "Lists the buckets of a cluster.", scope: ["organizationId", "projectId", "clusterId"], item: { of: bucketSpec } });

export const apiKeysLookup = listLookup({ name: "ApiKeys", description: "Lists the API keys of an organization (their tokens are never answered).", scope: ["organizationId"], item: { of: apiKeySpec } });

export const allowedCidrsLookup = listLookup({
  name: "AllowedCidrs",
  description: "Lists the allow-list of a cluster: the addresses and ranges allowed to reach it (expired entries left out).",
  scope: ["organizationId", "projectId", "clusterId"],
  item: { of: allowedCidrSpec },
});

export const appEndpointsLookup = listLookup({
  name: "AppEndpoints",
  description: "Lists the App Endpoints of an App Service.",
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  item: { of: appEndpointSpec },
});

export const privateEndpointsLookup = listLookup({
  name: "PrivateEndpoints",
  description: "Lists the private endpoint connections of an App Service, whatever their status (those waiting for acceptance too); empty while its private endpoint service is not enabled.",
  scope: ["organizationId", "projectId", "clusterId", "appServiceId"],
  item: { of: privateEndpointSpec },
  list: async (client, a, deadline) => {
    const res = await client.get(privateEndpointOperations.listPrivateEndpoints.url(a), { deadline, accept: [404, 409] });
    return res.status === 200 ? (res.body.endpoints ?? []).map((e: Props) => ({ ...e, endpointId: e.id })) : [];
  },
});

export const gatewayUsersLookup = listLookup({
  name: "GatewayUsers",
  description: "Lists the users of a self-managed data-sync gateway database (App Services list none: look one up by name with the GatewayUser lookup).",
  scope: ["database"],
  item: { of: gatewayUserSpec },
  list: async (client, a, deadline, readById) => {
    const names: string[] = (await client.get(principalOperations.listUsers.url({ db: a.database }), { deadline })).body ?? [];
    const users = await Promise.all(names.map((name) => readById(name)));
    return users.filter((u): u is Props => u !== undefined);
  },
});

const backupShape = backup.shape;
const backupItem = {
  id: doc(backupShape.id, "The backup's id."),
  cycleID: doc(backupShape.cycleID, "The id of the backup cycle it belongs to (a full backup and its incrementals)."),
  date: doc(backupShape.date, "When it was taken (RFC 3339)."),
  restoreBefore: doc(backupShape.restoreBefore, "Until when it can be restored (RFC 3339)."),
  status: doc(backupShape.status, "`pending` until its job has run, then `ready` or `failed`."),
  method: doc(backupShape.method, "`full` or `incremental`."),
  source: doc(backupShape.source, "`manual` (on demand) or `scheduled`."),
  bucketName: doc(backupShape.bucketName, "The name of the bucket it backs up."),
  bucketID: doc(backupShape.bucketID, "The id of the bucket it backs up."),
  elapsedTimeInSeconds: doc(backupShape.elapsedTimeInSeconds, "How long it took, in seconds."),
};

export const backupsLookup = listLookup({
  name: "Backups",
  description: "Lists the backups of a bucket, every backup cycle's, oldest cycle first.",
  scope: ["organizationId", "projectId", "clusterId", "bucketId"],
  item: { page: "BackupSchedule", results: backupItem },
  list: async (client, a, deadline) => {
    const cycles = await listOperation(client, backupOperations.listBackupCycles, a, deadline);
    const sorted = [...cycles].sort((x, y) => String(x.createdAt).localeCompare(String(y.createdAt)));
    const perCycle = await Promise.all(sorted.map((c) => listOperation(client, backupOperations.listCycleBackups, { ...a, cycleId: c.cycleID } as never, deadline)));
    return perCycle.flat();
  },
});

export const listLookups = [appServicesLookup, bucketsLookup, apiKeysLookup, allowedCidrsLookup, appEndpointsLookup, backupsLookup, privateEndpointsLookup, gatewayUsersLookup];
