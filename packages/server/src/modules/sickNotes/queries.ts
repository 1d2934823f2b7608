import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sickDays, sickNotes } from '../../db/schema/sickNotes.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';

const uploader = alias(users, 'uploader');
const checker = alias(users, 'checker');

/** Certificates waiting for review, oldest first (they have waited longest). */
export async function listPendingNotes(db: DbOrTx, companyId: number, scope: SQL, page: { limit: number; offset: number }) {
  return db
    .select({
      id: sickNotes.id,
      employeeId: employees.id,
      employeeName: employees.name,
      dayOffTypeName: sql<string>`coalesce((SELECT min(d.day_off_type_name) FROM sick_days d WHERE d.sick_note_id = ${sickNotes.id}), '')`,
      dates: sql<
        string[]
      >`coalesce((SELECT array_agg(d.date::text ORDER BY d.date) FROM sick_days d WHERE d.sick_note_id = ${sickNotes.id}), '{}')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sickNotes)
    .innerJoin(employees, eq(employees.id, sickNotes.employeeId))
    .where(and(eq(sickNotes.companyId, companyId), isNull(sickNotes.checked), scope))
    .orderBy(asc(sickNotes.createdAt), asc(sickNotes.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPendingNotes(db: DbOrTx, companyId: number, scope: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sickNotes)
    .innerJoin(employees, eq(employees.id, sickNotes.employeeId))
    .where(and(eq(sickNotes.companyId, companyId), isNull(sickNotes.checked), scope));
  return row?.n ?? 0;
}

/** Days still missing a certificate, grouped per person and day-off type. */
export async function listWaiting(db: DbOrTx, companyId: number, scope: SQL) {
  return db
    .select({
      employeeId: employees.id,
      name: employees.name,
      dayOffTypeId: sickDays.dayOffTypeId,
      dayOffTypeName: sql<string>`min(${sickDays.dayOffTypeName})`,
      dates: sql<string[]>`array_agg(${sickDays.date}::text ORDER BY ${sickDays.date})`,
    })
    .from(sickDays)
    .innerJoin(employees, eq(employees.id, sickDays.employeeId))
    .where(and(eq(sickDays.companyId, companyId), eq(sickDays.certificate, 'missing'), scope))
    .groupBy(employees.id, employees.name, sickDays.dayOffTypeId)
    .orderBy(asc(employees.name), asc(sickDays.dayOffTypeId));
}

export async function countMissingDays(db: DbOrTx, companyId: number, scope: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sickDays)
    .innerJoin(employees, eq(employees.id, sickDays.employeeId))
    .where(and(eq(sickDays.companyId, companyId), eq(sickDays.certificate, 'missing'), scope));
  return row?.n ?? 0;
}

export async function findNote(db: DbOrTx, companyId: number, scope: SQL, noteId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ note: sickNotes, employee: employees, file: files, uploaderName: uploader.name, checkerName: checker.name })
    .from(sickNotes)
    .innerJoin(employees, eq(employees.id, sickNotes.employeeId))
    .innerJoin(files, eq(files.id, sickNotes.fileId))
    .innerJoin(uploader, eq(uploader.id, sickNotes.uploadedByUserId))
    .leftJoin(checker, eq(checker.id, sickNotes.checkedByUserId))
    .where(and(eq(sickNotes.companyId, companyId), eq(sickNotes.id, noteId), scope));
  const [row] = options.forUpdate ? await query.for('update', { of: sickNotes }) : await query;
  return row ?? null;
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
