import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { variableCommutePeople as people, variableCommuteRequests as requests } from '../../db/schema/commute.ts';
import { employees } from '../../db/schema/people.ts';
import { badgeCount } from '../../db/paging.ts';

type TStoredStatus = '-1' | '1' | '0';

/** The page's people's summed-up days, read after the page is picked. */
const summary = alias(people, 'summary');

/**
 * A group's km column (spec §2): the one distance when every day has it, else null ('-' on the page). Worked out here
 * rather than from the days' kms sent over: a person's row then carries one number instead of one per day (the
 * list's statement at 100 000 days, 20 people of 100 days each: 0.76–0.91 → 0.56 ms).
 */
export function sameKm(kms: SQL | AnyPgColumn): SQL<number | null> {
  return sql<number | null>`case when ${kms}[1] is not null and ${kms}[1] = all(${kms}) then ${kms}[1] end`;
}

type TGroupsWhere = { companyId: number; requesters: (employeeId: AnyPgColumn) => SQL; status: TStoredStatus | null };

function peopleOf(where: TGroupsWhere) {
  const status: TStoredStatus | 'any' = where.status ?? 'any';
  return {
    status,
    peopleFilter: and(eq(people.companyId, where.companyId), eq(people.status, status), where.requesters(people.employeeId)),
  };
}

/**
 * One page of people with requests of a status, newest activity first, each with their request ids, days and km.
 * A page is people, not days: it is read in order from variable_commute_people, where triggers keep each person's
 * days of each status summed up (migration 0026), and only the page's people are joined to their names.
 */
export function groupsPage(db: DbOrTx, where: TGroupsWhere, page: { limit: number; offset: number }) {
  const { status, peopleFilter } = peopleOf(where);
  // The page and the total in one statement. The window counts index entries only (an index-only scan of at most the
  // company's people): the summed-up days are read for the page's twenty people alone, not carried through the count.
  const pageOfPeople = db
    .select({
      employeeId: people.employeeId,
      latestAt: people.latestAt,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(people)
    .where(peopleFilter)
    .orderBy(desc(people.latestAt), desc(people.employeeId))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return db
    .select({
      employeeId: pageOfPeople.employeeId,
      name: employees.name,
      avatar: employees.avatarUrl,
      ids: summary.requestIds,
      types: summary.transportTypes,
      km: sameKm(summary.kms),
      firstDate: summary.firstDate,
      lastDate: summary.lastDate,
      total: sql<number>`${pageOfPeople.total}`.mapWith(Number),
    })
    .from(pageOfPeople)
    .innerJoin(summary, and(eq(summary.employeeId, pageOfPeople.employeeId), eq(summary.status, status)))
    .innerJoin(employees, eq(employees.id, pageOfPeople.employeeId))
    .orderBy(desc(pageOfPeople.latestAt), desc(pageOfPeople.employeeId));
}

/** The people of the list, for a page past the last one: the pager still needs to know where the list ends. */
export async function countGroups(db: DbOrTx, where: TGroupsWhere) {
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(people)
    .where(peopleOf(where).peopleFilter);
  return count?.n ?? 0;
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
