/** The `audit` object every management-API resource carries (document 2): version starts at 1
 *  and increments on every change. */
export interface Audit {
  createdBy: string;
  createdAt: string;
  modifiedBy: string;
  modifiedAt: string;
  version: number;
}

export function newAudit(actor: string, nowIso: string): Audit {
  return { createdBy: actor, createdAt: nowIso, modifiedBy: actor, modifiedAt: nowIso, version: 1 };
}

export function bumpAudit(audit: Audit, actor: string, nowIso: string): Audit {
  audit.modifiedBy = actor;
  audit.modifiedAt = nowIso;
  audit.version += 1;
  return audit;
}
