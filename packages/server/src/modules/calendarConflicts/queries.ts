import { and, asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TChangeOrigin, TConflictStatus, TFieldChanged } from '@signoff/contract/conflicts';
import type { DbOrTx } from '../../db/client.ts';
import { badgeCount, keysetPage, likePattern, type TListKey, type TPageRequest } from '../../db/paging.ts';
import { conflictBaselines, conflicts } from '../../db/schema/conflicts.ts';
import { dayOffTypes, personalDaysOff } from '../../db/schema/daysOff.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';

// The calendar kind of the shared conflicts tables (decision 0015): one row per employee and differing calendar, a
// field_changed entry per differing day, and a baseline of the days both sides last agreed on.
const KIND = 'calendar' as const;
const LIST_KEY: TListKey = { table: conflicts, at: conflicts.createdAt, id: conflicts.id, direction: 'desc' };

/** A calendar's comparable form, by date: the day's key (calendarDayKey) for every day that holds something. */
export type TCalendarKeys = Record<string, string>;

const columns = {
  conflict: conflicts,
  employee: { id: employees.id, name: employees.name, avatar: employees.avatarUrl },
  resolverName: users.name,
};

/**
 * One page of the conflicts the actor sees, newest first, read in order from the list index (db/paging.ts): the query,
 * and how its rows give the total.
 */
export function calendarConflictsPage(
  db: DbOrTx,
  where: { visible: SQL; companyId: number; status: TConflictStatus | null; search: string },
  request: TPageRequest,
) {
  const { companyId } = where;
  const anchor = and(eq(conflicts.companyId, companyId), eq(conflicts.kind, KIND))!;
  // The search is on the person's name, through an IN subquery so the page is still read from the list's index.
  const search = where.search
    ? sql`${conflicts.employeeId} IN (SELECT e.id FROM employees e WHERE e.company_id = ${companyId} AND e.name ILIKE ${likePattern(where.search)})`
    : undefined;
  const filter = and(anchor, where.visible, where.status ? eq(conflicts.status, where.status) : undefined, search)!;
  const page = keysetPage(LIST_KEY, filter, anchor, request);
  const query = db
    .select({ ...columns, rest: page.rest })
    .from(conflicts)
    .innerJoin(employees, eq(employees.id, conflicts.employeeId))
    .leftJoin(users, eq(users.id, conflicts.resolvedByUserId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page of the conflicts the actor sees, with its total. */
export async function listCalendarConflicts(...args: Parameters<typeof calendarConflictsPage>) {
  const { query, total } = calendarConflictsPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

export function pendingCount(visible: SQL): SQL<number> {
  return badgeCount(conflicts, and(visible, eq(conflicts.kind, KIND), eq(conflicts.status, 'pending'))!);
}

export async function findCalendarConflict(db: DbOrTx, visible: SQL, id: number) {
  const [row] = await db
    .select(columns)
    .from(conflicts)
    .innerJoin(employees, eq(employees.id, conflicts.employeeId))
    .leftJoin(users, eq(users.id, conflicts.resolvedByUserId))
    .where(and(visible, eq(conflicts.kind, KIND), eq(conflicts.id, id)));
  return row ?? null;
}

/** The conflict a decision is about, locked until the transaction ends (a second decider waits, then sees it). */
export async function lockCalendarConflict(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(conflicts)
    .where(and(eq(conflicts.companyId, companyId), eq(conflicts.kind, KIND), eq(conflicts.id, id)))
    .for('update');
  return row ?? null;
}

/** The company's active people, with the calendar both sides last agreed on (null: never seen agreeing). */
export async function employeesWithBaselines(db: DbOrTx, companyId: number) {
  return db
    .select({ id: employees.id, agreed: conflictBaselines.agreed })
    .from(employees)
    .leftJoin(
      conflictBaselines,
      and(eq(conflictBaselines.employeeId, employees.id), eq(conflictBaselines.kind, KIND), eq(conflictBaselines.companyId, companyId)),
    )
    .where(and(eq(employees.companyId, companyId), eq(employees.isActive, true)))
    .orderBy(employees.id);
}

/** The product's approved days off of the company in a range (the daysOff module's calendar; pending ones are not). */
export async function approvedDaysOff(db: DbOrTx, companyId: number, range: { from: string; to: string }) {
  return db
    .select({
      employeeId: personalDaysOff.employeeId,
      date: personalDaysOff.date,
      type: personalDaysOff.type,
      customTypeId: personalDaysOff.customTypeId,
      customTypeName: dayOffTypes.name,
      startMinutes: personalDaysOff.startMinutes,
      durationMinutes: personalDaysOff.durationMinutes,
    })
    .from(personalDaysOff)
    .leftJoin(dayOffTypes, eq(dayOffTypes.id, personalDaysOff.customTypeId))
    .where(
      and(
        eq(personalDaysOff.companyId, companyId),
        eq(personalDaysOff.approved, 1),
        gte(personalDaysOff.date, range.from),
        lte(personalDaysOff.date, range.to),
      ),
    )
    .orderBy(asc(personalDaysOff.employeeId), asc(personalDaysOff.date), asc(personalDaysOff.id));
}

export async function readBaseline(db: DbOrTx, companyId: number, employeeId: number): Promise<TCalendarKeys | null> {
  const [row] = await db
    .select({ agreed: conflictBaselines.agreed })
    .from(conflictBaselines)
    .where(and(eq(conflictBaselines.companyId, companyId), eq(conflictBaselines.employeeId, employeeId), eq(conflictBaselines.kind, KIND)));
  return row ? toKeys(row.agreed) : null;
}

/** The baseline column is typed for profiles; a calendar's is a map of date to day key, all strings. */
export function toKeys(agreed: unknown): TCalendarKeys {
  if (!agreed || typeof agreed !== 'object') return {};
  return Object.fromEntries(Object.entries(agreed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export async function setBaseline(db: DbOrTx, companyId: number, employeeId: number, agreed: TCalendarKeys) {
  await db
    .insert(conflictBaselines)
    .values({ companyId, employeeId, kind: KIND, agreed })
    .onConflictDoUpdate({
      target: [conflictBaselines.companyId, conflictBaselines.employeeId, conflictBaselines.kind],
      set: { agreed, updatedAt: new Date() },
    });
}

/** The pending calendar conflict of an employee, locked; and the last one handled (an ignored difference is not raised again). */
export async function calendarConflictsOfEmployee(db: DbOrTx, companyId: number, employeeId: number) {
  const mine = and(eq(conflicts.companyId, companyId), eq(conflicts.employeeId, employeeId), eq(conflicts.kind, KIND));
  const [pending] = await db
    .select()
    .from(conflicts)
    .where(and(mine, eq(conflicts.status, 'pending')))
    .for('update');
  const [last] = await db
    .select()
    .from(conflicts)
    .where(and(mine, ne(conflicts.status, 'pending')))
    .orderBy(sql`${conflicts.id} desc`)
    .limit(1);
  return { pending: pending ?? null, last: last ?? null };
}

/** Records a new pending conflict; a concurrent sync that got there first wins (the partial unique index), no duplicate. */
export async function insertCalendarConflict(
  db: DbOrTx,
  values: {
    companyId: number;
    integrationId: number;
    employeeId: number;
    fieldChanged: TFieldChanged[];
    likelyChangeOrigin: TChangeOrigin;
  },
) {
  await db
    .insert(conflicts)
    .values({ ...values, kind: KIND })
    .onConflictDoNothing({ target: [conflicts.companyId, conflicts.employeeId, conflicts.kind], where: sql`status = 'pending'` });
}
