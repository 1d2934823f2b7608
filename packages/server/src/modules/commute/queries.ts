import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { variableCommuteRequests as requests } from '../../db/schema/commute.ts';
import { employees } from '../../db/schema/people.ts';
import type { TTransportType } from '@signoff/contract/commute';
import { badgeCount } from '../../db/paging.ts';

type TStoredStatus = '-1' | '1' | '0';

/**
 * One page of people with requests of a status, newest activity first, each with their request ids, days and kms.
 * A page is people, not days: each person's newest request is found from their own index entries (one probe a person),
 * the page's people are picked from those, and only their requests are gathered. The cost follows the people in the
 * company, not the requests they ever made.
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
  // Each person's newest matching request, probed once a person (a lateral subquery: its max() is one step back on the
  // employee index). Spelled out qualified: in a one-table select drizzle drops the table from column names, and a bare
  // "id" here would be the request's own id, not the person's.
  const latest = db
    .select({ at: sql<Date>`max("variable_commute_requests"."created_at")`.as('latest_at') })
    .from(requests)
    .where(and(sql`"variable_commute_requests"."employee_id" = "employees"."id"`, filter))
    .as('latest');
  const withRequests = and(eq(employees.companyId, where.companyId), isNotNull(latest.at));
  // The page and the total in one statement: every person is probed once, not once for the page and again to count.
  const pageOfPeople = await db
    .select({ id: employees.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(employees)
    .innerJoinLateral(latest, sql`true`)
    .where(withRequests)
    .orderBy(desc(latest.at), desc(employees.id))
    .limit(page.limit)
    .offset(page.offset);
  let total = pageOfPeople[0]?.total ?? 0;
  if (pageOfPeople.length === 0 && page.offset > 0) {
    // Past the last page: the pager still needs to know where the list ends.
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(employees)
      .innerJoinLateral(latest, sql`true`)
      .where(withRequests);
    total = count?.n ?? 0;
  }
  const ids = pageOfPeople.map((p) => p.id);
  if (ids.length === 0) return { rows: [], total };
  const rows = await db
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
    .where(and(filter, inArray(requests.employeeId, ids)))
    .groupBy(requests.employeeId, employees.name, employees.avatarUrl)
    .orderBy(desc(sql`max(${requests.createdAt})`), desc(requests.employeeId));
  return { rows, total };
}

/** Pending requests of the actor's requesters (days, not people), as a column of the inbox counts' one query. */
export function pendingCount(companyId: number, requesters: SQL): SQL<number> {
  return badgeCount(requests, and(eq(requests.companyId, companyId), eq(requests.status, '-1'), requesters));
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
