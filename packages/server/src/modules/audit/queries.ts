import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';

export type TAuditFilter = { companyId: number; area?: string; userId?: number; from?: string; to?: string };

function conditions(f: TAuditFilter): SQL {
  return and(
    eq(auditEvents.companyId, f.companyId),
    f.area ? eq(auditEvents.area, f.area) : undefined,
    f.userId ? eq(auditEvents.userId, f.userId) : undefined,
    f.from ? gte(auditEvents.createdAt, sql`${f.from}::date`) : undefined,
    // `to` is the last day included.
    f.to ? lt(auditEvents.createdAt, sql`${f.to}::date + 1`) : undefined,
  )!;
}

/** One page, newest first, along the (company[, area | user], created_at, id) indexes. */
export async function listAuditPage(db: DbOrTx, filter: TAuditFilter, page: number, perPage: number) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      userId: auditEvents.userId,
      userName: users.name,
      area: auditEvents.area,
      action: auditEvents.action,
      objectType: auditEvents.objectType,
      objectId: auditEvents.objectId,
      before: auditEvents.before,
      after: auditEvents.after,
      requestId: auditEvents.requestId,
      impersonatedByUserId: auditEvents.impersonatedByUserId,
    })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.userId))
    .where(conditions(filter))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(perPage)
    .offset(page * perPage);
}

export async function countAudit(db: DbOrTx, filter: TAuditFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(conditions(filter));
  return row?.n ?? 0;
}
