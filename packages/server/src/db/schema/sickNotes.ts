import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, date, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';
import { files } from './files.ts';

/** An uploaded certificate: a sick note (day-off type -1) or an absence certificate (any other type). */
export const sickNotes = pgTable(
  'sick_notes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    dayOffTypeId: integer('day_off_type_id').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    uploadedByUserId: integer('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    /** null while waiting for review, '1' accepted, '0' declined (spec §4). */
    checked: text('checked'),
    message: text('message'),
    checkedByUserId: integer('checked_by_user_id').references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The review list, oldest first. Partial, because "checked IS NULL" is no equality the planner can order after.
    index('sick_notes_review_order_idx')
      .on(t.companyId, t.createdAt, t.id, t.employeeId)
      .where(sql`${t.checked} is null`),
    // A manager's badge, counted from the index alone.
    index('sick_notes_employee_idx')
      .on(t.employeeId, t.companyId)
      .where(sql`${t.checked} is null`),
  ],
);

/**
 * Sick and absence days that need a certificate. They are the days-off calendar's sick entries, kept here with their
 * certificate state: missing until a note is uploaded for them or they are ignored with a reason.
 */
export const sickDays = pgTable(
  'sick_days',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    dayOffTypeId: integer('day_off_type_id').notNull(),
    dayOffTypeName: text('day_off_type_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** missing, uploaded or ignored. */
    certificate: text('certificate').notNull().default('missing'),
    sickNoteId: integer('sick_note_id').references(() => sickNotes.id),
    ignoreReason: text('ignore_reason'),
    handledByUserId: integer('handled_by_user_id').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('sick_days_missing_idx').on(t.companyId, t.certificate, t.employeeId, t.dayOffTypeId),
    uniqueIndex('sick_days_employee_type_date_key').on(t.employeeId, t.dayOffTypeId, t.date),
    // A note's days, read for every row of the review list (its dates and type).
    index('sick_days_note_idx').on(t.sickNoteId),
  ],
);
