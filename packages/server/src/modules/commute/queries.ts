import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { variableCommuteRequests as requests } from '../../db/schema/commute.ts';
import { employees } from '../../db/schema/people.ts';
import type { TTransportType } from '@signoff/contract/commute';

type TStoredStatus = '-1' | '1' | '0';

/**
 * One page of people with requests of a status, newest activity first, each with their request ids, days and kms.
 * A page is people, not days: its cost follows the viewer's people, and the list index serves the filter.
 */
export async function listGroups(
  db: DbOrTx,
  where: { companyId: number; requesters: SQL; status: TStoredStatus | null },
  page: { limit: number; offset: number },
) {
  const filter = and(
    eq(requests.companyId, where.companyId),
    where.requesters,
    where.status ? eq(requests.status, where.status) : undefined,
  )!;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        employeeId: requests.employeeId,
        name: employees.name,
        avatar: employees.avatarUrl,
        ids: sql<number[]>`array_agg(${requests.id} order by ${requests.date}, ${requests.id})`,
        types: sql<TTransportType[]>`array_agg(distinct ${requests.transportType})`,
        kms: sql<(number | null)[]>`array_agg(${requests.km}::float8 order by ${requests.date}, ${requests.id})`,
        firstDate: sql<string>`min(${requests.date})::text`,
        lastDate: sql<string>`max(${requests.date})::text`,
      })
      .from(requests)
      .innerJoin(employees, eq(employees.id, requests.employeeId))
      .where(filter)
      .groupBy(requests.employeeId, employees.name, employees.avatarUrl)
      .orderBy(desc(sql`max(${requests.createdAt})`), desc(requests.employeeId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(distinct ${requests.employeeId})`.mapWith(Number) })
      .from(requests)
      .where(filter),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Pending requests of the actor's requesters (days, not people), as a column of the inbox counts' one query. */
export function pendingCount(companyId: number, requesters: SQL): SQL<number> {
  return sql<number>`(select count(*) from ${requests} where ${and(
    eq(requests.companyId, companyId),
    eq(requests.status, '-1'),
    requesters,
  )})::int`;
}

/** The requests of these ids that are one person's and in the actor's scope, optionally locked for a decision. */
export async function findRequests(
  db: DbOrTx,
  where: { companyId: number; scope: SQL; employeeId: number; ids: readonly number[] },
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ request: requests, employeeName: employees.name, managerId: employees.managerId, secondManagerId: employees.secondManagerId })
    .from(requests)
    .innerJoin(employees, eq(employees.id, requests.employeeId))
    .where(
      and(
        eq(requests.companyId, where.companyId),
        eq(requests.employeeId, where.employeeId),
        inArray(requests.id, [...where.ids]),
        where.scope,
      ),
    )
    .orderBy(asc(requests.date), asc(requests.id));
  return options.forUpdate ? query.for('update', { of: requests }) : query;
}

export async function decide(db: DbOrTx, id: number, status: '1' | '0', approverUserId: number) {
  await db
    .update(requests)
    .set({ status, approverUserId, processedAt: sql`now()` })
    .where(eq(requests.id, id));
}

export async function insertRequest(db: DbOrTx, row: typeof requests.$inferInsert) {
  const [inserted] = await db.insert(requests).values(row).returning({ id: requests.id });
  return inserted!.id;
}
