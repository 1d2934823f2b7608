import { pgTable, serial, text, integer, boolean, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
  },
  (t) => [index('teams_company_idx').on(t.companyId)],
);

/** The people of a company. A direct manager and an optional second ("extra") manager act on their requests. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: integer('team_id').references(() => teams.id),
    name: text('name').notNull(),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    managerId: integer('manager_id').references((): AnyPgColumn => employees.id),
    secondManagerId: integer('second_manager_id').references((): AnyPgColumn => employees.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('employees_company_idx').on(t.companyId),
    index('employees_manager_idx').on(t.managerId),
    index('employees_second_manager_idx').on(t.secondManagerId),
  ],
);
