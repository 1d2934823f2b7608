import { pgTable, serial, text, integer, boolean, numeric, date, jsonb, timestamp, index } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';
import { files } from './files.ts';

export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    wayOfInput: text('way_of_input').notNull(),
    pricePerKilometer: numeric('price_per_kilometer', { precision: 10, scale: 4, mode: 'number' }),
    pricePerDay: numeric('price_per_day', { precision: 10, scale: 2, mode: 'number' }),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expense_categories_company_idx').on(t.companyId)],
);

/** What an employee spent, with how it will be paid out once approved. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    categoryId: integer('category_id').references(() => expenseCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    dates: date('dates', { mode: 'string' }).array().notNull().default([]),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    distance: numeric('distance', { precision: 10, scale: 2, mode: 'number' }),
    pricePerKilometer: numeric('price_per_kilometer', { precision: 10, scale: 4, mode: 'number' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    fileId: integer('file_id').references(() => files.id),
    payoutType: text('payout_type').notNull().default('UNDECIDED'),
    payoutMethod: text('payout_method'),
    payoutStatus: text('payout_status'),
    payoutPeriod: integer('payout_period'),
    payoutYear: integer('payout_year'),
    payoutOtherReason: text('payout_other_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expenses_company_employee_idx').on(t.companyId, t.employeeId)],
);

/** The approval request for an expense: what the inbox lists and decides. */
export const expenseRequests = pgTable(
  'expense_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    status: text('status').notNull().default('pending'),
    messageToEmployee: text('message_to_employee'),
    approverUserId: integer('approver_user_id').references(() => users.id),
    timeClosed: timestamp('time_closed', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The inbox list's order, (created_at, id) newest first, per status tab and for "all": pages are read from these
    // in order and found by keyset (db/paging.ts). DESC is NULLS FIRST in PostgreSQL; the ORDER BY must match it.
    // employee_id last: a list's bounded total and the HR badge ("not their own") are counted from the index alone.
    index('expense_requests_list_order_idx').on(
      t.companyId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.employeeId,
    ),
    index('expense_requests_all_order_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.employeeId),
    // A manager's lists and badge: the few people they manage, each looked up here; company_id last, so the badge is
    // counted from the index alone (the row's company need not be read to hold it to the company).
    index('expense_requests_employee_idx').on(t.employeeId, t.status, t.companyId),
    index('expense_requests_expense_idx').on(t.expenseId),
  ],
);
