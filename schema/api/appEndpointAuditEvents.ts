/** The audit events of an App Endpoint: those the gateway can audit per database (its source's
 *  event table, `base/audit_events.go`), with the names it gives them, whether they are on until
 *  a configuration says otherwise, and descriptions of our own. Every per-database event can be
 *  switched; the gateway's server-wide events (auditing switched on or off, startup, every HTTP
 *  request, diagnostics, cluster information) are not the endpoint's and are refused. */

export interface AuditEvent {
  name: string;
  description: string;
  /** On in a configuration that never listed its events. */
  enabledByDefault: boolean;
}

const on = (name: string, description: string): AuditEvent => ({ name, description, enabledByDefault: true });
const off = (name: string, description: string): AuditEvent => ({ name, description, enabledByDefault: false });

export const ENDPOINT_AUDIT_EVENTS: Readonly<Record<number, AuditEvent>> = {
  53280: on("Public API user authenticated", "A user signed in on the public API."),
  53281: on("Public API user authentication failed", "A sign-in on the public API was refused."),
  53282: on("Public API user session created", "A session was opened for a user."),
  53283: on("Public API user session deleted", "A user's session was ended."),
  53284: on("Public API user all sessions deleted", "Every session of a user was ended."),
  53290: on("Admin API user authenticated", "An administrator signed in on the admin API."),
  53291: on("Admin API user authentication failed", "A sign-in on the admin API was refused."),
  53292: on("Admin API user authorization failed", "An administrator lacked the permission a request needed."),
  54000: on("Create database", "The database was created."),
  54001: off("Read database", "The database's information was read."),
  54002: on("Delete database", "The database was deleted."),
  54010: on("Read database config", "The database's configuration was read."),
  54011: on("Update database config", "The database's configuration was changed."),
  54020: on("Database offline", "The database was taken offline."),
  54021: on("Database online", "The database was brought online."),
  54030: on("Database compaction status", "The state of a compaction was read."),
  54031: on("Database attachment compaction start", "A compaction of attachments was started."),
  54032: on("Database compaction stop", "A compaction was stopped."),
  54040: off("Database resync status", "The state of a resync was read."),
  54041: on("Database resync start", "A resync was started."),
  54042: on("Database resync stop", "A resync was stopped."),
  54044: on("Database repair", "A repair of the database was run."),
  54045: on("Database flush", "The database's data was flushed."),
  54100: on("Create user", "A user was created."),
  54101: on("Read user", "A user was read."),
  54102: on("Update user", "A user was changed."),
  54103: on("Delete user", "A user was deleted."),
  54104: on("Read all users", "The users were listed."),
  54105: on("Read user access history", "A user's access history was read."),
  54106: on("Compact user access history", "A user's access history was compacted."),
  54110: on("Create role", "A role was created."),
  54111: on("Read role", "A role was read."),
  54112: on("Update role", "A role was changed."),
  54113: on("Delete role", "A role was deleted."),
  54114: on("Read all roles", "The roles were listed."),
  54200: on("Changes feed started", "A client started following the changes feed."),
  54300: on("Replication connect", "A client connected to replicate."),
  54301: on("Replication disconnect", "A replicating client disconnected."),
  54400: on("Create Inter-Sync Gateway Replication", "A replication to another gateway was created."),
  54401: on("Read Inter-Sync Gateway Replication", "A replication to another gateway was read."),
  54402: on("Update Inter-Sync Gateway Replication", "A replication to another gateway was changed."),
  54403: on("Delete Inter-Sync Gateway Replication", "A replication to another gateway was deleted."),
  54410: off("Inter-Sync Gateway Replication status", "The state of a replication to another gateway was read."),
  54411: on("Inter-Sync Gateway Replication start", "A replication to another gateway was started."),
  54412: on("Inter-Sync Gateway Replication stop", "A replication to another gateway was stopped."),
  54413: on("Inter-Sync Gateway Replication reset", "A replication to another gateway was reset."),
  54420: off("All Inter-Sync Gateway Replication status", "The states of every replication to another gateway were read."),
  54421: on("Read all Inter-Sync Gateway Replications", "The replications to other gateways were listed."),
  55000: off("Create document", "A document was created."),
  55001: off("Read document", "A document was read."),
  55002: off("Update document", "A document was changed."),
  55003: off("Delete document", "A document was deleted."),
  55004: off("Read document metadata", "A document's metadata was read."),
  55005: off("Import document", "A document written to the bucket directly was imported."),
  55006: off("Resync document", "A resync ran the access-control function on a document again."),
  55007: off("Revoke document", "A user lost access to a document."),
  55008: off("Compact document channel history", "A document's channel history was compacted."),
  55010: off("Create attachment", "An attachment was created."),
  55011: off("Read attachment", "An attachment was read."),
  55012: off("Update attachment", "An attachment was changed."),
  55013: off("Delete attachment", "An attachment was deleted."),
};

/** The gateway's server-wide events: audited by the gateway itself, not configurable per
 *  database (a configuration naming one is refused). */
export const SERVER_WIDE_AUDIT_EVENTS: ReadonlySet<number> = new Set([
  53248, 53249, 53250, 53260, 53270, 53271, 53272, 53273, 53300, 53301, 53302, 53303, 53304, 53350, 53351, 53352, 53353, 54003, 54043,
]);

/** The events a configuration that never listed any has on. */
export const defaultEnabledEventIds = (): number[] =>
  Object.entries(ENDPOINT_AUDIT_EVENTS)
    .filter(([, e]) => e.enabledByDefault)
    .map(([id]) => Number(id));

/** The audit configuration of an App Endpoint that was never configured (what a read answers
 *  then): off, the default events on, nobody left out. */
export const appEndpointAuditDefaults = () => ({
  auditEnabled: false,
  enabledEventIds: defaultEnabledEventIds().map((id) => ({ id })),
  disabledUsers: [] as Array<{ domain: string; name: string }>,
  disabledRoles: [] as Array<{ domain: string; name: string }>,
});
