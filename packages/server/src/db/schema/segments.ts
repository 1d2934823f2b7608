import { pgTable, serial, text, integer, index } from 'drizzle-orm/pg-core';
import { companies, integrations } from './companies.ts';
import { employees } from './people.ts';

/** Custom segments: a named group of people for one kind of list (spec 02 §3 segment). */
export const segments = pgTable(
  'segments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    objectType: text('object_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    group: text('group').notNull().default('Custom segments'),
    employeeIds: integer('employee_ids').array().notNull().default([]),
  },
  (t) => [index('segments_company_type_idx').on(t.companyId, t.objectType)],
);

/** What the default people filters and integration filters read of a person. */
export const employeeDetails = pgTable(
  'employee_details',
  {
    employeeId: integer('employee_id')
      .primaryKey()
      .references(() => employees.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Belgian statute: white_collar, blue_collar or student. */
    statute: text('statute'),
    integrationId: integer('integration_id').references(() => integrations.id),
  },
  (t) => [index('employee_details_company_idx').on(t.companyId)],
);
