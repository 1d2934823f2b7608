import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TWaitingSickDaysRow } from '@signoff/contract/sickNotes';
import type { DbOrTx } from '../../db/client.ts';
import { lookUp } from '../../db/lookUp.ts';
import { keysetPage, type TListKey, type TPageRequest, badgeCount } from '../../db/paging.ts';
import { sickDays, sickNotes } from '../../db/schema/sickNotes.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';

const uploader = alias(users, 'uploader');
const checker = alias(users, 'checker');

/** Waiting notes, oldest first (they have waited longest), read from the partial index sick_notes_review_order_idx. */
const REVIEW_KEY: TListKey = { table: sickNotes, at: sickNotes.createdAt, id: sickNotes.id, direction: 'asc' };

/** Certificates waiting for review, one page: the query, and how its rows give the total. */
export function pendingNotesPage(db: DbOrTx, companyId: number, requesters: SQL, request: TPageRequest) {
  const anchor = and(eq(sickNotes.companyId, companyId), requesters)!;
  const filter = and(anchor, isNull(sickNotes.checked))!;
  const page = keysetPage(REVIEW_KEY, filter, anchor, request);
  const query = db
    .select({
      id: sickNotes.id,
      employeeId: employees.id,
      employeeName: employees.name,
      dayOffTypeName: sql<string>`coalesce((SELECT min(d.day_off_type_name) FROM sick_days d WHERE d.sick_note_id = ${sickNotes.id}), '')`,
      dates: sql<
        string[]
      >`coalesce((SELECT array_agg(d.date::text ORDER BY d.date) FROM sick_days d WHERE d.sick_note_id = ${sickNotes.id}), '{}')`,
      rest: page.rest,
    })
    .from(sickNotes)
    .innerJoin(employees, eq(employees.id, sickNotes.employeeId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** Certificates waiting for review, one page, with their total. */
export async function listPendingNotes(db: DbOrTx, companyId: number, requesters: SQL, request: TPageRequest) {
  const { query, total } = pendingNotesPage(db, companyId, requesters, request);
  const rows = await query;
  return { rows, ...(await total(db, rows)) };
}

/** The two badges as columns of the inbox counts' one query: notes waiting for review, days missing a certificate. */
export function countColumns(companyId: number, requesters: { notes: SQL; days: SQL }) {
  return {
    pending: badgeCount(sickNotes, and(eq(sickNotes.companyId, companyId), isNull(sickNotes.checked), requesters.notes)),
    missing: badgeCount(sickDays, and(eq(sickDays.companyId, companyId), eq(sickDays.certificate, 'missing'), requesters.days)),
  };
}

/**
 * Days still missing a certificate, grouped per person and day-off type. The days are grouped first, in the order of
 * sick_days_missing_idx (no sort), and only the groups look their people up: the statement runs on every visit
 * of the list, and joining every missing day first cost a hash join and a sort of them all (a fifth of its time in
 * PostgreSQL, decision 0011). `requesters` is requesterIn on sick_days.employee_id, as for the badge.
 */
export function listWaiting(db: DbOrTx, companyId: number, requesters: SQL) {
  // Each group's name looked up by its key, once per group: joined, the planner hashed the company's every person for
  // a hundred groups; looked up in a layer above the grouping, PostgreSQL flattened that layer and looked each name
  // up twice (the value and the order), a fifth of the statement (decision 0011).
  const groups = db
    .select({
      employeeId: sickDays.employeeId,
      dayOffTypeId: sickDays.dayOffTypeId,
      dayOffTypeName: sql<string>`min(${sickDays.dayOffTypeName})`.as('day_off_type_name'),
      dates: sql<string[]>`array_agg(${sickDays.date}::text ORDER BY ${sickDays.date})`.as('dates'),
      name: lookUp<string>(employees, employees.name, sickDays.employeeId).as('name'),
    })
    .from(sickDays)
    .where(and(eq(sickDays.companyId, companyId), eq(sickDays.certificate, 'missing'), requesters))
    .groupBy(sickDays.employeeId, sickDays.dayOffTypeId)
    .as('groups');
  // The rows in the answer's shape, as one JSON value PostgreSQL builds: mapped by the query builder a field at a time
  // (its kind checked for each), the panel's hundred rows were a tenth of the list's CPU under load (decision 0011).
  return db
    .select({
      waiting: sql<TWaitingSickDaysRow[]>`coalesce(json_agg(json_build_object(
        'id', ${groups.employeeId} || '/' || ${groups.dayOffTypeId},
        'person_id', ${groups.employeeId},
        'name', ${groups.name},
        'day_off_type_id', ${groups.dayOffTypeId},
        'day_off_type_name', ${groups.dayOffTypeName},
        'pending_dates', ${groups.dates}
      ) order by ${groups.name}, ${groups.dayOffTypeId}), '[]'::json)`,
    })
    .from(groups);
}

function selectNote(db: DbOrTx, companyId: number, scope: SQL, where: SQL) {
  return db
    .select({ note: sickNotes, employee: employees, file: files, uploaderName: uploader.name, checkerName: checker.name })
    .from(sickNotes)
    .innerJoin(employees, eq(employees.id, sickNotes.employeeId))
    .innerJoin(files, eq(files.id, sickNotes.fileId))
    .innerJoin(uploader, eq(uploader.id, sickNotes.uploadedByUserId))
    .leftJoin(checker, eq(checker.id, sickNotes.checkedByUserId))
    .where(and(eq(sickNotes.companyId, companyId), where, scope));
}

export async function findNote(db: DbOrTx, companyId: number, scope: SQL, noteId: number, options: { forUpdate?: boolean } = {}) {
  const query = selectNote(db, companyId, scope, eq(sickNotes.id, noteId));
  const [row] = options.forUpdate ? await query.for('update', { of: sickNotes }) : await query;
  return row ?? null;
}

/** The detail page's note; its id is the placeholder `id`. */
export function noteDetailQuery(db: DbOrTx, companyId: number, scope: SQL) {
  return selectNote(db, companyId, scope, eq(sickNotes.id, sql.placeholder('id')));
}

export async function datesOfNote(db: DbOrTx, noteId: number) {
  return db
    .select({ date: sickDays.date, typeName: sickDays.dayOffTypeName })
    .from(sickDays)
    .where(eq(sickDays.sickNoteId, noteId))
    .orderBy(asc(sickDays.date));
}

export async function decideNote(db: DbOrTx, noteId: number, values: { checked: '1' | '0'; message: string | null; userId: number }) {
  await db
    .update(sickNotes)
    .set({ checked: values.checked, message: values.message, checkedByUserId: values.userId, checkedAt: sql`now()` })
    .where(eq(sickNotes.id, noteId));
}

/** The missing days of one person and type, locked when a decision follows. */
export async function missingDays(
  db: DbOrTx,
  companyId: number,
  employeeId: number,
  dayOffTypeId: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ id: sickDays.id, date: sickDays.date, typeName: sickDays.dayOffTypeName })
    .from(sickDays)
    .where(
      and(
        eq(sickDays.companyId, companyId),
        eq(sickDays.employeeId, employeeId),
        eq(sickDays.dayOffTypeId, dayOffTypeId),
        eq(sickDays.certificate, 'missing'),
      ),
    )
    .orderBy(asc(sickDays.date));
  return options.forUpdate ? query.for('update') : query;
}

export async function anyDayType(db: DbOrTx, companyId: number, employeeId: number, dayOffTypeId: number) {
  const [row] = await db
    .select({ name: sickDays.dayOffTypeName })
    .from(sickDays)
    .where(and(eq(sickDays.companyId, companyId), eq(sickDays.employeeId, employeeId), eq(sickDays.dayOffTypeId, dayOffTypeId)))
    .orderBy(desc(sickDays.date))
    .limit(1);
  return row ?? null;
}

export async function markDays(db: DbOrTx, dayIds: number[], values: Partial<typeof sickDays.$inferInsert>) {
  if (dayIds.length === 0) return;
  await db
    .update(sickDays)
    .set({ ...values, handledAt: sql`now()` })
    .where(inArray(sickDays.id, dayIds));
}

export async function countFirstSickDays(db: DbOrTx, companyId: number, employeeId: number, year: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sickDays)
    .where(
      and(
        eq(sickDays.companyId, companyId),
        eq(sickDays.employeeId, employeeId),
        eq(sickDays.ignoreReason, 'first_sick_day'),
        sql`extract(year from ${sickDays.date}) = ${year}`,
      ),
    );
  return row?.n ?? 0;
}

/** The certificate state of some days of one person and type; ids of other people, types or companies are not found. */
export async function daysByIds(db: DbOrTx, companyId: number, employeeId: number, dayOffTypeId: number, dayIds: number[]) {
  if (dayIds.length === 0) return [];
  return db
    .select({ id: sickDays.id, certificate: sickDays.certificate })
    .from(sickDays)
    .where(
      and(
        eq(sickDays.companyId, companyId),
        eq(sickDays.employeeId, employeeId),
        eq(sickDays.dayOffTypeId, dayOffTypeId),
        inArray(sickDays.id, dayIds),
      ),
    );
}
