import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { requestDecisions } from '../db/schema/decisions.ts';
import { users } from '../db/schema/auth.ts';
import type { Actor } from '../auth/actor.ts';
import { recordAudit } from './recorder.ts';

/** A decision on a request of an area, for its history (the spec's processed entries) and for the audit trail. */
export type TDecision = {
  area: string;
  requestId: number;
  /** What the history shows (approved, rejected, accepted, declined, …). */
  action: string;
  note?: string;
  /** The role the decider acted in (DIRECT_MANAGER, SECOND_MANAGER, HR), where the area labels it. */
  role?: string | null;
  /** The request's state before and after, as the audit trail keeps it. */
  before?: unknown;
  after?: unknown;
};

/**
 * The one home of decision history: every area appends here, in the transaction of the decision, and the audit trail
 * gets the same decision with its before and after.
 */
export async function recordDecision(tx: DbOrTx, actor: Actor, decision: TDecision): Promise<void> {
  await tx.insert(requestDecisions).values({
    companyId: actor.companyId,
    area: decision.area,
    requestId: decision.requestId,
    userId: actor.userId,
    action: decision.action,
    note: decision.note ?? '',
    role: decision.role ?? null,
  });
  await recordAudit(tx, actor, {
    area: decision.area,
    action: decision.action,
    objectType: 'request',
    objectId: decision.requestId,
    before: decision.before,
    after: decision.after ?? { action: decision.action, note: decision.note ?? '' },
  });
}

/** A request's decisions, oldest first, with the decider's name. */
export async function listDecisions(db: DbOrTx, companyId: number, area: string, requestId: number) {
  return db
    .select({
      action: requestDecisions.action,
      note: requestDecisions.note,
      role: requestDecisions.role,
      at: requestDecisions.createdAt,
      userId: requestDecisions.userId,
      byName: users.name,
    })
    .from(requestDecisions)
    .innerJoin(users, eq(users.id, requestDecisions.userId))
    .where(and(eq(requestDecisions.companyId, companyId), eq(requestDecisions.area, area), eq(requestDecisions.requestId, requestId)))
    .orderBy(asc(requestDecisions.createdAt), asc(requestDecisions.id));
}
