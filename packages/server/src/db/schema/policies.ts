import { pgTable, serial, text, integer, timestamp, index } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';
import { contractTemplates } from './contracts.ts';
import { cars } from './cars.ts';

/**
 * A policy document made for an employee from a contract template: for assets they hold (asset_ids) or their car.
 * The template's text is copied, so later template edits do not change what the person was given.
 */
export const assetPolicies = pgTable(
  'asset_policies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<'assets' | 'car'>().notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => contractTemplates.id),
    name: text('name').notNull(),
    contentHtml: text('content_html').notNull(),
    assetIds: integer('asset_ids').array().notNull().default([]),
    carId: integer('car_id').references(() => cars.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_policies_employee_idx').on(t.employeeId, t.createdAt.desc())],
);
