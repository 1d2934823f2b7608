import { pgTable, serial, text, integer, timestamp, index, numeric, date, smallint, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TCarConflictResolution, TCarState } from '@signoff/contract/cars';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { conflicts } from './conflicts.ts';

/**
 * A company car and the employee who drives it (spec 02 §2.3, §3): what a car policy needs, and the vehicle properties
 * compared with the payroll provider. Each property is checked by the contract's parseCarField before it is written.
 */
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    licensePlate: text('license_plate').notNull(),
    model: text('model').notNull().default(''),
    ownerEmployeeId: integer('owner_employee_id').references(() => employees.id),
    /** The car's key at the payroll provider; null: the provider knows it by our id. */
    externalRef: text('external_ref'),
    fuel: text('fuel'),
    co2GKm: integer('co2_g_km'),
    co2GKmWltp: integer('co2_g_km_wltp'),
    catalogueValue: numeric('catalogue_value', { precision: 12, scale: 2, mode: 'number' }),
    ownContribution: numeric('own_contribution', { precision: 12, scale: 2, mode: 'number' }),
    dateFirstRegistration: date('date_first_registration', { mode: 'string' }),
    /** -1 unknown, 0, 1 (spec 02 §3). */
    isUtilityVehicle: smallint('is_utility_vehicle'),
    dateCommissioning: date('date_commissioning', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    usageType: text('usage_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cars_owner_idx').on(t.ownerEmployeeId),
    uniqueIndex('cars_external_ref_key')
      .on(t.companyId, t.externalRef)
      .where(sql`external_ref IS NOT NULL`),
  ],
);

/**
 * Both sides of a car conflict as the sync saw them (spec 02 §3: officient_state, payroll_provider_state), and which
 * car each side is: a car conflict is about one employee's company car, which either side may lack.
 */
export const carConflictStates = pgTable('car_conflict_states', {
  conflictId: integer('conflict_id')
    .primaryKey()
    .references(() => conflicts.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  /** The product's car (null: none, the provider's would be added). */
  carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
  /** The provider's key of the car (ours pushed under it, or theirs taken). */
  providerCarId: text('provider_car_id').notNull(),
  officientState: jsonb('officient_state').$type<TCarState>(),
  payrollProviderState: jsonb('payroll_provider_state').$type<TCarState>(),
  /** The chosen resolution, kept for the record (the conflict's status says whether it is done). */
  resolution: text('resolution').$type<TCarConflictResolution>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
