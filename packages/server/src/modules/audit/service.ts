import { AUDIT_PAGE_SIZE, type TListAuditRequest, type TListAuditResponse } from '@signoff/contract/audit';
import type { Db } from '../../db/client.ts';
import { hasPermission, type Actor } from '../../auth/actor.ts';
import { notFound } from '../../http/errors.ts';
import { countAudit, listAuditPage } from './queries.ts';

export const AUDIT_PERMISSION = 'audit';

/** Reading the audit trail: HR with the audit permission, their own company only. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, input: TListAuditRequest): Promise<TListAuditResponse> {
    // Without the permission the trail does not exist for this user (404, like anything else out of reach).
    if (!hasPermission(actor, AUDIT_PERMISSION)) throw notFound('The audit trail');
    const filter = { companyId: actor.companyId, area: input.area, userId: input.user_id, from: input.from, to: input.to };
    const [rows, total] = await Promise.all([listAuditPage(this.db, filter, input.page, AUDIT_PAGE_SIZE), countAudit(this.db, filter)]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        user_id: r.userId,
        user_name: r.userName,
        area: r.area,
        action: r.action,
        object_type: r.objectType,
        object_id: r.objectId,
        before: r.before,
        after: r.after,
        request_id: r.requestId,
        impersonated_by_user_id: r.impersonatedByUserId,
      })),
      total,
      page: input.page,
      per_page: AUDIT_PAGE_SIZE,
    };
  }
}
