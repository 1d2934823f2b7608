import { pgTable, serial, text, integer, date, timestamp, numeric, index, primaryKey, doublePrecision } from 'drizzle-orm/pg-core';
import type { TTransportType } from '@signoff/contract/commute';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/** A day's variable commute an employee declared, waiting for (or given) their manager's decision. */
export const variableCommuteRequests = pgTable(
  'variable_commute_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: date('date').notNull(),
    transportType: text('transport_type').$type<TTransportType>().notNull(),
    km: numeric('km', { precision: 7, scale: 2, mode: 'number' }),
    /** The spec's states as stored: '-1' pending, '1' accepted, '0' declined. */
    status: text('status').$type<'-1' | '1' | '0'>().notNull().default('-1'),
    approverUserId: integer('approver_user_id').references(() => users.id),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('variable_commute_status_idx').on(t.companyId, t.status, t.employeeId, t.date),
    index('variable_commute_employee_idx').on(t.employeeId, t.status, t.date),
    // The list's people in order of their newest request: one probe a person, of a status or of any.
    index('variable_commute_latest_idx').on(t.employeeId, t.status, t.createdAt),
    index('variable_commute_latest_any_idx').on(t.employeeId, t.createdAt),
  ],
);

/**
 * Each person's variable-commute requests of each status and of any ('any'), summed up as the list shows them (their
 * newest, their ids, kinds, kms and dates), kept by triggers on the requests (migration 0026): the list, a page of
 * people, is read from one index in order instead of probing every person and gathering every day (decision 0011).
 */
export const variableCommutePeople = pgTable(
  'variable_commute_people',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    status: text('status').$type<'-1' | '1' | '0' | 'any'>().notNull(),
    latestAt: timestamp('latest_at', { withTimezone: true }).notNull(),
    /** In date order, as are kms. */
    requestIds: integer('request_ids').array().notNull(),
    transportTypes: text('transport_types').array().$type<TTransportType[]>().notNull(),
    kms: doublePrecision('kms').array().$type<(number | null)[]>().notNull(),
    firstDate: date('first_date').notNull(),
    lastDate: date('last_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.status] }),
    index('variable_commute_people_order_idx').on(t.companyId, t.status, t.latestAt.desc().nullsFirst(), t.employeeId.desc().nullsFirst()),
  ],
);
