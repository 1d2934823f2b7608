import { pgTable, serial, text, integer, boolean, date, timestamp, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TReminderRelatedObject } from '@signoff/contract/reminders';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/**
 * A reminder (spec 02 §3): on its reminder_date the scheduler marks it sent and e-mails its target user once; it stays
 * open in their inbox until closed. It may be about an object of the app (related_object, related_object_id).
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    relatedObject: text('related_object').$type<TReminderRelatedObject>().notNull(),
    relatedObjectId: integer('related_object_id'),
    relatedEmployeeId: integer('related_employee_id').references(() => employees.id),
    relatedCustomFieldObjectId: integer('related_custom_field_object_id'),
    relatedCustomFieldObjectType: text('related_custom_field_object_type'),
    description: text('description').notNull().default(''),
    reminderDate: date('reminder_date').notNull(),
    expirationDate: date('expiration_date'),
    dueDate: date('due_date'),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    closed: boolean('closed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set by the scheduler when it has queued the e-mail; null until the reminder_date comes. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminders_company_idx').on(t.companyId, t.reminderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reminders_target_idx').on(t.targetUserId, t.closed, t.reminderDate),
    index('reminders_related_idx').on(t.companyId, t.relatedObject, t.relatedObjectId),
    // The scheduler's sweep: what is due and not yet sent, across companies.
    index('reminders_unsent_idx')
      .on(t.reminderDate)
      .where(sql`sent_at is null and not closed`),
  ],
);
