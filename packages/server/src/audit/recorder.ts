import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import type { Actor } from '../auth/actor.ts';

/** One change, as the trail keeps it: what was touched, and its state before and after (only the fields that matter). */
export type TAuditChange = {
  /** The area the change belongs to: an area descriptor's key (expenses, daysOff, …) or a shared one (settings). */
  area: string;
  /** A verb of the area's own: approved, rejected, category_changed, payout_changed, category_created, … */
  action: string;
  objectType: string;
  objectId: number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * The one way a decision or a setting change is recorded, in the caller's transaction: the entry commits or rolls back
 * with the change it describes, so the trail never claims what did not happen nor misses what did.
 */
export async function recordAudit(tx: DbOrTx, actor: Actor, change: TAuditChange): Promise<void> {
  await tx.insert(auditEvents).values({
    companyId: actor.companyId,
    userId: actor.userId,
    area: change.area,
    action: change.action,
    objectType: change.objectType,
    objectId: change.objectId,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: actor.requestId,
    impersonatedByUserId: actor.impersonatedBy?.userId ?? null,
  });
}
