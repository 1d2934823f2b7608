import { and, eq, type SQL } from 'drizzle-orm';
import type { TOutplacementRequestStatus, TOutplacementStatus } from '@signoff/contract/outplacements';
import type { DbOrTx } from '../../db/client.ts';
import { badgeCount, keysetPage, type TListKey, type TPageRequest } from '../../db/paging.ts';
import { outplacements } from '../../db/schema/outplacements.ts';
import { employees } from '../../db/schema/people.ts';

const LIST_KEY: TListKey = { table: outplacements, at: outplacements.createdAt, id: outplacements.id, direction: 'desc' };

const columns = {
  outplacement: outplacements,
  employee: { id: employees.id, name: employees.name, avatar: employees.avatarUrl },
};

/**
 * One page, newest first, read in order from the list index whatever the status tab (db/paging.ts): the query, and how
 * its rows give the total.
 */
export function outplacementsPage(db: DbOrTx, where: { companyId: number; status: TOutplacementStatus | null }, request: TPageRequest) {
  const anchor = eq(outplacements.companyId, where.companyId);
  const filter = and(anchor, where.status ? eq(outplacements.status, where.status) : undefined)!;
  const page = keysetPage(LIST_KEY, filter, anchor, request);
  const query = db
    .select({ ...columns, rest: page.rest })
    .from(outplacements)
    .innerJoin(employees, eq(employees.id, outplacements.employeeId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page, with its total. */
export async function listOutplacements(...args: Parameters<typeof outplacementsPage>) {
  const { query, total } = outplacementsPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

export function pendingCount(companyId: number): SQL<number> {
  return badgeCount(outplacements, and(eq(outplacements.companyId, companyId), eq(outplacements.status, 'pending'))!);
}

export async function findOutplacement(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(outplacements)
    .innerJoin(employees, eq(employees.id, outplacements.employeeId))
    .where(and(eq(outplacements.companyId, companyId), eq(outplacements.id, id)));
  return row ?? null;
}

/** The outplacement a decision is about, locked until the transaction ends (a second decider waits, then sees it). */
export async function lockOutplacement(
  db: DbOrTx,
  companyId: number,
  where: { id: number } | { integrationId: number; contractUid: string; employeeId: number },
) {
  const match =
    'id' in where
      ? eq(outplacements.id, where.id)
      : and(
          eq(outplacements.integrationId, where.integrationId),
          eq(outplacements.contractUid, where.contractUid),
          eq(outplacements.employeeId, where.employeeId),
        );
  const [row] = await db
    .select()
    .from(outplacements)
    .where(and(eq(outplacements.companyId, companyId), match))
    .for('update');
  return row ?? null;
}

export async function updateOutplacement(
  db: DbOrTx,
  id: number,
  values: Partial<{
    status: TOutplacementStatus;
    requestStatus: TOutplacementRequestStatus;
    requestAttempt: string | null;
    requestError: string | null;
    providerCommandId: number | null;
    decidedByUserId: number;
    decidedAt: Date;
  }>,
) {
  await db.update(outplacements).set(values).where(eq(outplacements.id, id));
}
