import { pgTable, serial, text, integer, timestamp, index, uuid, uniqueIndex, jsonb, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  TChangeOrigin,
  TConflictApplyStatus,
  TConflictChoice,
  TConflictKind,
  TConflictStatus,
  TFieldChanged,
  TProfileFields,
} from '@signoff/contract/conflicts';
import { companies, integrations } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/** An employee's personal data as the product keeps it (spec 02 §2.1), compared with the payroll provider's. */
export const employeeProfiles = pgTable('employee_profiles', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  /** The fields by their spec name, each checked against the contract's ZProfileFieldsSchema before it is written. */
  fields: jsonb('fields').$type<TProfileFields>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The values both sides last agreed on, per employee and kind: what tells which side changed since (the likely origin).
 */
export const conflictBaselines = pgTable(
  'conflict_baselines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind').$type<TConflictKind>().notNull(),
    agreed: jsonb('agreed').$type<TProfileFields>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conflict_baselines_key').on(t.companyId, t.employeeId, t.kind)],
);

/**
 * A difference between the product and the payroll provider for one employee and kind (spec 02 §3, §4). At most one is
 * pending per employee and kind (a partial unique index), so a sync that runs twice, or twice at once, adds none.
 */
export const conflicts = pgTable(
  'conflicts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: text('kind').$type<TConflictKind>().notNull(),
    status: text('status').$type<TConflictStatus>().notNull().default('pending'),
    fieldChanged: jsonb('field_changed').$type<TFieldChanged[]>().notNull(),
    likelyChangeOrigin: text('likely_change_origin').$type<TChangeOrigin>().notNull().default('unknown'),
    /** Closed by a sync that found both sides agreeing again, before anyone acted. */
    resolvedAutomatically: boolean('resolved_automatically').notNull().default(false),
    /** A resolution being applied: the provider-side part is pushed by a job; only its success closes the conflict. */
    applyStatus: text('apply_status').$type<TConflictApplyStatus>().notNull().default('none'),
    applyChoices: jsonb('apply_choices').$type<Record<string, TConflictChoice>>(),
    applyAttempt: uuid('apply_attempt'),
    applyError: text('apply_error'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conflicts_list_idx').on(t.companyId, t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conflicts_status_idx').on(t.companyId, t.kind, t.status),
    uniqueIndex('conflicts_one_pending')
      .on(t.companyId, t.employeeId, t.kind)
      .where(sql`status = 'pending'`),
  ],
);
