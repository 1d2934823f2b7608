import { pgTable, serial, text, integer, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import type { TInsertMethod } from '@signoff/contract/assets';
import type { TSoftwareCustomField } from '@signoff/contract/software';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { excelImports } from './assets.ts';

/** A piece of software the company licenses (an editor, a design tool…), with the extra fields HR keeps about it. */
export const softwareProducts = pgTable(
  'software_products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    url: text('url'),
    customFields: jsonb('custom_fields').$type<TSoftwareCustomField[]>().notNull().default([]),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    excelImportId: integer('excel_import_id').references(() => excelImports.id),
    insertMethod: text('insert_method').$type<TInsertMethod>().notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('software_products_company_idx').on(t.companyId, t.name)],
);

/** One seat of a product held by an employee. Deleting deactivates it (deactivated_at), reactivating clears that. */
export const softwareLicenses = pgTable(
  'software_licenses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productId: integer('product_id')
      .notNull()
      .references(() => softwareProducts.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    username: text('username').notNull().default(''),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    reactivatedAt: timestamp('reactivated_at', { withTimezone: true }),
    excelImportId: integer('excel_import_id').references(() => excelImports.id),
    insertMethod: text('insert_method').$type<TInsertMethod>().notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('software_licenses_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('software_licenses_product_idx').on(t.productId),
    index('software_licenses_employee_idx').on(t.employeeId),
    index('software_licenses_import_idx').on(t.excelImportId),
  ],
);
