import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keysetPage, likePattern, sortedPage, type TListKey, type TPageRequest, badgeCount } from '../../db/paging.ts';
import {
  calendarLocks,
  companyDaysOff,
  dayOffTypes,
  daysOffProcessedEntries,
  daysOffRequestDates,
  daysOffRequests,
  oneDayContracts,
  personalDaysOff,
  weeklySchedules,
} from '../../db/schema/daysOff.ts';
import { employees, teams } from '../../db/schema/people.ts';
import { memberships, users } from '../../db/schema/auth.ts';
import type { TDaysOffListColumn } from '@signoff/contract/daysOff';

const firstDate = sql<string>`(select min(d.date) from ${daysOffRequestDates} d where d.request_id = ${daysOffRequests.id})`;

/** Sorts the index cannot give (joined columns); the default, request_date, is read from the list index instead. */
const JOINED_SORT: Record<Exclude<TDaysOffListColumn, 'request_date'>, SQL> = {
  name: sql`(select ${employees.name} from ${employees} where ${employees.id} = ${daysOffRequests.employeeId})`,
  team: sql`(select t.name from ${employees} e join ${teams} t on t.id = e.team_id where e.id = ${daysOffRequests.employeeId})`,
  days_off_type: sql`coalesce((select ${dayOffTypes.name} from ${dayOffTypes} where ${dayOffTypes.id} = ${daysOffRequests.customTypeId}), ${daysOffRequests.type})`,
  request_details: firstDate,
};

/** The default order, read from days_off_requests_list_order_idx (per status) or _all_order_idx (the "all" tab). */
const listKey = (direction: 'asc' | 'desc'): TListKey => ({
  table: daysOffRequests,
  at: daysOffRequests.createdAt,
  id: daysOffRequests.id,
  direction,
});

/**
 * One page of requests: the query, and how its rows give the total. The filter is on days_off_requests alone (scope,
 * segment and search through IN subqueries), so the default order is read from the list index and only the page's
 * rows are joined.
 */
export function requestsPage(
  db: DbOrTx,
  where: { companyId: number; requesters: SQL; processed: boolean | null; search: string; segment: SQL | null },
  order: { column: TDaysOffListColumn; direction: 'asc' | 'desc' },
  request: TPageRequest,
) {
  const anchor = and(eq(daysOffRequests.companyId, where.companyId), where.requesters)!;
  const conditions = [anchor];
  if (where.processed !== null) conditions.push(eq(daysOffRequests.processed, where.processed));
  if (where.segment)
    conditions.push(sql`${daysOffRequests.employeeId} in (select ${employees.id} from ${employees} where ${where.segment})`);
  if (where.search) {
    const pattern = likePattern(where.search);
    conditions.push(
      or(
        sql`${daysOffRequests.employeeId} in (select ${employees.id} from ${employees} left join ${teams} on ${teams.id} = ${employees.teamId}
          where ${and(eq(employees.companyId, where.companyId), or(ilike(employees.name, pattern), ilike(teams.name, pattern)))})`,
        sql`${daysOffRequests.customTypeId} in (select ${dayOffTypes.id} from ${dayOffTypes}
          where ${and(eq(dayOffTypes.companyId, where.companyId), ilike(dayOffTypes.name, pattern))})`,
      )!,
    );
  }
  const filter = and(...conditions)!;
  const page =
    order.column === 'request_date'
      ? keysetPage(listKey(order.direction), filter, anchor, request)
      : sortedPage(
          daysOffRequests,
          filter,
          [
            order.direction === 'asc'
              ? sql`${JOINED_SORT[order.column]} asc nulls last`
              : sql`${JOINED_SORT[order.column]} desc nulls last`,
            desc(daysOffRequests.id),
          ],
          request,
        );
  const query = db
    .select({
      id: daysOffRequests.id,
      requestType: daysOffRequests.requestType,
      type: daysOffRequests.type,
      customTypeId: daysOffRequests.customTypeId,
      processed: daysOffRequests.processed,
      createdAt: daysOffRequests.createdAt,
      employeeId: employees.id,
      employeeName: employees.name,
      employeeAvatar: employees.avatarUrl,
      teamName: teams.name,
      customTypeName: dayOffTypes.name,
      dates: sql<
        string[]
      >`(select coalesce(array_agg(d.date::text order by d.date), '{}') from ${daysOffRequestDates} d where d.request_id = ${daysOffRequests.id})`,
      rest: page.rest,
    })
    .from(daysOffRequests)
    .innerJoin(employees, eq(employees.id, daysOffRequests.employeeId))
    .leftJoin(teams, eq(teams.id, employees.teamId))
    .leftJoin(dayOffTypes, eq(dayOffTypes.id, daysOffRequests.customTypeId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { query, total: page.total };
}

/** One page of requests, with its total. */
export async function listRequests(...args: Parameters<typeof requestsPage>) {
  const { query, total } = requestsPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

/** Requests not yet processed of the actor's requesters, as a column of the inbox counts' one query. */
export function pendingCount(companyId: number, requesters: SQL): SQL<number> {
  return badgeCount(daysOffRequests, and(eq(daysOffRequests.companyId, companyId), eq(daysOffRequests.processed, false), requesters));
}

/** One request with its requester; `forUpdate` locks the request row for a decision. */
function selectRequest(db: DbOrTx, companyId: number, scope: SQL, where: SQL) {
  return db
    .select({ request: daysOffRequests, requester: employees, teamName: teams.name, customType: dayOffTypes })
    .from(daysOffRequests)
    .innerJoin(employees, eq(employees.id, daysOffRequests.employeeId))
    .leftJoin(teams, eq(teams.id, employees.teamId))
    .leftJoin(dayOffTypes, eq(dayOffTypes.id, daysOffRequests.customTypeId))
    .where(and(eq(daysOffRequests.companyId, companyId), where, scope));
}

export async function findRequest(db: DbOrTx, companyId: number, scope: SQL, requestId: number, options: { forUpdate?: boolean } = {}) {
  const query = selectRequest(db, companyId, scope, eq(daysOffRequests.id, requestId));
  const [row] = options.forUpdate ? await query.for('update', { of: [daysOffRequests] }) : await query;
  return row ?? null;
}
export type TRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** The detail page's request; its id is the placeholder `id`. */
export function requestDetailQuery(db: DbOrTx, companyId: number, scope: SQL) {
  return selectRequest(db, companyId, scope, eq(daysOffRequests.id, sql.placeholder('id')));
}

export function listDates(db: DbOrTx, requestId: number) {
  return db
    .select()
    .from(daysOffRequestDates)
    .where(eq(daysOffRequestDates.requestId, requestId))
    .orderBy(asc(daysOffRequestDates.date), asc(daysOffRequestDates.id));
}

const processorEmployee = alias(employees, 'processor_employee');

export function listEntries(db: DbOrTx, companyId: number, requestId: number) {
  return db
    .select({ entry: daysOffProcessedEntries, name: users.name, avatar: processorEmployee.avatarUrl })
    .from(daysOffProcessedEntries)
    .innerJoin(users, eq(users.id, daysOffProcessedEntries.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, daysOffProcessedEntries.userId), eq(memberships.companyId, daysOffProcessedEntries.companyId)),
    )
    .leftJoin(processorEmployee, eq(processorEmployee.id, memberships.employeeId))
    .where(and(eq(daysOffProcessedEntries.companyId, companyId), eq(daysOffProcessedEntries.requestId, requestId)))
    .orderBy(asc(daysOffProcessedEntries.createdAt), asc(daysOffProcessedEntries.id));
}

export async function insertEntry(db: DbOrTx, row: typeof daysOffProcessedEntries.$inferInsert) {
  const [created] = await db.insert(daysOffProcessedEntries).values(row).returning();
  return created!;
}

export async function decideDate(db: DbOrTx, dateId: number, status: 'accepted' | 'declined', entryId: number) {
  await db.update(daysOffRequestDates).set({ status, processedEntryId: entryId }).where(eq(daysOffRequestDates.id, dateId));
}

export async function approvePersonalDay(db: DbOrTx, companyId: number, id: number) {
  await db
    .update(personalDaysOff)
    .set({ approved: 1 })
    .where(and(eq(personalDaysOff.companyId, companyId), eq(personalDaysOff.id, id)));
}

export async function deletePersonalDay(db: DbOrTx, companyId: number, id: number) {
  // The request date keeps its own copy of date, start and duration, so its history survives the calendar entry.
  await db
    .update(daysOffRequestDates)
    .set({ personalDayOffId: null })
    .where(and(eq(daysOffRequestDates.companyId, companyId), eq(daysOffRequestDates.personalDayOffId, id)));
  await db.delete(personalDaysOff).where(and(eq(personalDaysOff.companyId, companyId), eq(personalDaysOff.id, id)));
}

export async function markProcessed(db: DbOrTx, requestId: number) {
  await db.update(daysOffRequests).set({ processed: true }).where(eq(daysOffRequests.id, requestId));
}

export async function findEmployee(db: DbOrTx, companyId: number, employeeId: number, scope: SQL) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId), scope));
  return row ?? null;
}

export async function findType(db: DbOrTx, companyId: number, typeId: number) {
  const [row] = await db
    .select()
    .from(dayOffTypes)
    .where(and(eq(dayOffTypes.companyId, companyId), eq(dayOffTypes.id, typeId)));
  return row ?? null;
}

export function listTypes(db: DbOrTx, companyId: number) {
  return db.select().from(dayOffTypes).where(eq(dayOffTypes.companyId, companyId)).orderBy(asc(dayOffTypes.name));
}

export async function findSchedule(db: DbOrTx, companyId: number, employeeId: number) {
  const [row] = await db
    .select()
    .from(weeklySchedules)
    .where(and(eq(weeklySchedules.companyId, companyId), eq(weeklySchedules.employeeId, employeeId)));
  return row ?? null;
}

export async function insertRequestWithDates(
  db: DbOrTx,
  request: typeof daysOffRequests.$inferInsert,
  days: { date: string; startMinutes: number; durationMinutes: number }[],
) {
  const [created] = await db.insert(daysOffRequests).values(request).returning({ id: daysOffRequests.id });
  const requestId = created!.id;
  const calendar = await db
    .insert(personalDaysOff)
    .values(
      days.map((d) => ({
        companyId: request.companyId,
        employeeId: request.employeeId,
        date: d.date,
        type: request.type,
        customTypeId: request.customTypeId ?? null,
        amPmHint: request.amPmHint ?? 'custom',
        startMinutes: d.startMinutes,
        durationMinutes: d.durationMinutes,
        approved: 0,
      })),
    )
    .returning({ id: personalDaysOff.id });
  const dates = await db
    .insert(daysOffRequestDates)
    .values(
      days.map((d, i) => ({
        companyId: request.companyId,
        requestId,
        date: d.date,
        startMinutes: d.startMinutes,
        durationMinutes: d.durationMinutes,
        personalDayOffId: calendar[i]!.id,
      })),
    )
    .returning();
  return { requestId, dates };
}

/** Calendar entries of some employees between two dates (inclusive), with their type's name and colour. */
export function listPersonalDaysOff(
  db: DbOrTx,
  companyId: number,
  where: { employeeIds?: number[]; scope?: SQL; from: string; to: string; excludeEmployeeId?: number },
) {
  const conditions = [eq(personalDaysOff.companyId, companyId), gte(personalDaysOff.date, where.from), lte(personalDaysOff.date, where.to)];
  if (where.employeeIds) conditions.push(where.employeeIds.length ? inArray(personalDaysOff.employeeId, where.employeeIds) : sql`false`);
  if (where.scope) conditions.push(where.scope);
  if (where.excludeEmployeeId !== undefined) conditions.push(ne(personalDaysOff.employeeId, where.excludeEmployeeId));
  return db
    .select({
      day: personalDaysOff,
      typeName: dayOffTypes.name,
      typeColour: dayOffTypes.color,
      employeeName: employees.name,
      employeeAvatar: employees.avatarUrl,
    })
    .from(personalDaysOff)
    .innerJoin(employees, eq(employees.id, personalDaysOff.employeeId))
    .leftJoin(dayOffTypes, eq(dayOffTypes.id, personalDaysOff.customTypeId))
    .where(and(...conditions))
    .orderBy(asc(personalDaysOff.id));
}

export function listCompanyDaysOff(db: DbOrTx, companyId: number, from: string, to: string) {
  return db
    .select()
    .from(companyDaysOff)
    .where(and(eq(companyDaysOff.companyId, companyId), gte(companyDaysOff.date, from), lte(companyDaysOff.date, to)))
    .orderBy(asc(companyDaysOff.date));
}

export function listOneDayContracts(db: DbOrTx, companyId: number, employeeId: number, from: string, to: string) {
  return db
    .select({ date: oneDayContracts.date })
    .from(oneDayContracts)
    .where(
      and(
        eq(oneDayContracts.companyId, companyId),
        eq(oneDayContracts.employeeId, employeeId),
        gte(oneDayContracts.date, from),
        lte(oneDayContracts.date, to),
      ),
    );
}

export async function countLocks(db: DbOrTx, companyId: number, employeeId: number, months: { year: number; month: number }[]) {
  if (months.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(calendarLocks)
    .where(
      and(
        eq(calendarLocks.companyId, companyId),
        eq(calendarLocks.employeeId, employeeId),
        or(...months.map((m) => and(eq(calendarLocks.year, m.year), eq(calendarLocks.month, m.month)))),
      ),
    );
  return row?.n ?? 0;
}

/** Active teammates of an employee (same team; nobody when they have no team). */
export function listTeammates(db: DbOrTx, companyId: number, employee: { id: number; teamId: number | null }) {
  if (employee.teamId === null) return Promise.resolve([]);
  return db
    .select({ id: employees.id, name: employees.name, avatar: employees.avatarUrl })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.teamId, employee.teamId),
        ne(employees.id, employee.id),
        eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(employees.name));
}

/** Calendar entries of one employee and type in a year, for budget usage. */
export function listTypeUsage(db: DbOrTx, companyId: number, employeeId: number, year: number) {
  return db
    .select({
      date: personalDaysOff.date,
      type: personalDaysOff.type,
      customTypeId: personalDaysOff.customTypeId,
      durationMinutes: personalDaysOff.durationMinutes,
      approved: personalDaysOff.approved,
    })
    .from(personalDaysOff)
    .where(
      and(
        eq(personalDaysOff.companyId, companyId),
        eq(personalDaysOff.employeeId, employeeId),
        gte(personalDaysOff.date, `${year}-01-01`),
        lte(personalDaysOff.date, `${year}-12-31`),
      ),
    );
}
