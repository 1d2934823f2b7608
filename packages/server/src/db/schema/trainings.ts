import { pgTable, serial, text, integer, boolean, date, timestamp, numeric, index } from 'drizzle-orm/pg-core';
import type { TTrainingLocation, TTrainingRequestStatus, TTrainingType } from '@signoff/contract/trainings';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/** A training of the company's catalogue (spec 01 §3 Training; option lists of spec 02 §3). */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    date: date('date'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    isPriceVisibleForEmployees: boolean('is_price_visible_for_employees').notNull().default(true),
    supplier: text('supplier').notNull().default(''),
    fallsUnderFla: boolean('falls_under_fla').notNull().default(false),
    amountDays: numeric('amount_days', { precision: 6, scale: 2, mode: 'number' }),
    amountMinutes: integer('amount_minutes'),
    certificateToAchieve: text('certificate_to_achieve').notNull().default(''),
    typeOfTraining: text('type_of_training').$type<TTrainingType>().notNull().default('formal'),
    location: text('location').$type<TTrainingLocation>().notNull().default('on-site'),
    additionalInformation: text('additional_information').notNull().default(''),
    visibility: text('visibility').$type<'1' | '0' | '2'>().notNull().default('1'),
    kind: text('kind').$type<'single' | 'sessions'>().notNull().default('single'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trainings_company_idx').on(t.companyId, t.name)],
);

/** The dates of a training given in several sessions. */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id),
    date: date('date').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (t) => [index('training_sessions_training_idx').on(t.trainingId, t.date)],
);

/** An employee's request for a training of the catalogue, or for a new one (training_id null: name and cost). */
export const trainingRequests = pgTable(
  'training_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    trainingId: integer('training_id').references(() => trainings.id),
    newTrainingName: text('new_training_name'),
    newTrainingCost: numeric('new_training_cost', { precision: 12, scale: 2, mode: 'number' }),
    motivation: text('motivation').notNull().default(''),
    status: text('status').$type<TTrainingRequestStatus>().notNull().default('pending'),
    messageToEmployee: text('message_to_employee'),
    approverUserId: integer('approver_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // Newest first per status and for "all": the list reads one of these in order.
    index('training_requests_status_idx').on(
      t.companyId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.employeeId,
    ),
    index('training_requests_all_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.employeeId),
    // A manager's badge: their people's pending requests, found per person and counted from the index alone.
    index('training_requests_employee_idx').on(t.employeeId, t.status, t.companyId),
  ],
);
