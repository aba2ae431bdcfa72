import { AUDIT_LOG_RETENTION_DAYS } from "../../schema/api/appServiceAudit";
import { badRequest } from "../core/errors";

const DAY_MS = 86_400_000;

/** The period of an audit log export (a cluster's or an App Service's), refused with a 400 naming
 *  the field unless it ends after it starts, starts within the days audit logs are kept, and does
 *  not start in the future. */
export function requireExportPeriod(period: { start: string; end: string }, nowMs: number): void {
  const [startMs, endMs] = [Date.parse(period.start), Date.parse(period.end)];
  if (!(endMs > startMs)) throw badRequest(`Field 'end' (${period.end}) must be after 'start' (${period.start}).`);
  const earliest = nowMs - AUDIT_LOG_RETENTION_DAYS * DAY_MS;
  if (startMs < earliest) {
    throw badRequest(`Field 'start' (${period.start}) is outside the ${AUDIT_LOG_RETENTION_DAYS} days audit logs are kept (earliest ${new Date(earliest).toISOString()}).`);
  }
  if (startMs > nowMs) throw badRequest(`Field 'start' (${period.start}) is in the future.`);
}
