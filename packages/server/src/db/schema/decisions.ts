import { pgTable, serial, text, integer, timestamp, index } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './auth.ts';

/** Append-only history of every decision on every request, whatever its area: who, when, what, note. */
export const requestDecisions = pgTable(
  'request_decisions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    area: text('area').notNull(),
    requestId: integer('request_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    note: text('note').notNull().default(''),
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_decisions_request_idx').on(t.companyId, t.area, t.requestId)],
);
