import { pgTable, bigserial, text, integer, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './auth.ts';

/**
 * The audit trail: every decision and every setting change, in any area, written by one recorder (audit/recorder.ts)
 * in the transaction of the change itself, so an entry exists exactly when its change committed.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    area: text('area').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /** The admin who made this change while acting as user_id; null when user_id made it themselves. */
    impersonatedByUserId: integer('impersonated_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first for the whole company, for one area, and for one person: the list's three ways in.
    index('audit_events_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_events_area_idx').on(t.companyId, t.area, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_events_user_idx').on(t.companyId, t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
