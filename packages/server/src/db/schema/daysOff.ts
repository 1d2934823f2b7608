import { pgTable, serial, text, integer, boolean, numeric, date, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/** A company's own kinds of leave (holidays, overtime…), with the budget rule each one follows (spec 01 §3 budget usage). */
export const dayOffTypes = pgTable(
  'day_off_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Six hex digits without '#'; the calendar falls back to 1C99FC. */
    color: text('color').notNull().default('1C99FC'),
    /** limit_in_days, limit_in_half_days, limit_by_overtime, limit_in_minutes, leave_accrual; null = no limit. */
    limitation: text('limitation'),
    maxYearlyAmountDays: numeric('max_yearly_amount_days', { precision: 8, scale: 2, mode: 'number' }),
    maxYearlyAmountMinutes: integer('max_yearly_amount_minutes'),
    /** leave_accrual: minutes accrued per year before anything is taken. */
    accruedMinutesPerYear: integer('accrued_minutes_per_year'),
    allowNegativeBalance: boolean('allow_negative_balance').notNull().default(false),
  },
  (t) => [index('day_off_types_company_idx').on(t.companyId)],
);

/** What an employee asked: days off to add, or granted days off to delete. Processed once every day is decided. */
export const daysOffRequests = pgTable(
  'days_off_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    requestType: text('request_type').notNull().default('add'),
    type: text('type').notNull(),
    customTypeId: integer('custom_type_id').references(() => dayOffTypes.id),
    noteFromEmployee: text('note_from_employee'),
    amPmHint: text('am_pm_hint'),
    rulesetId: integer('ruleset_id').notNull().default(0),
    sendNotification: boolean('send_notification').notNull().default(false),
    ignoreDayOffLimits: boolean('ignore_day_off_limits').notNull().default(false),
    processed: boolean('processed').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The inbox list's default order, (created_at, id), per status tab and for "all" (read backwards for oldest first).
    index('days_off_requests_list_order_idx').on(
      t.companyId,
      t.processed,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.employeeId,
    ),
    index('days_off_requests_all_order_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.employeeId),
    // A manager's lists and badge: the few people they manage, each looked up here; company_id last, so the badge is
    // counted from the index alone (the row's company need not be read to hold it to the company).
    index('days_off_requests_employee_idx').on(t.employeeId, t.processed, t.companyId),
  ],
);

/** One processing round: who decided which days, in which role, with which note (spec 01 §3 processed entries). */
export const daysOffProcessedEntries = pgTable(
  'days_off_processed_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => daysOffRequests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** DIRECT_MANAGER, SECOND_MANAGER or HR (an HR admin deciding with the area's permission). */
    role: text('role').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('days_off_processed_entries_request_idx').on(t.requestId)],
);

/** One day of a request. processed_entry_id is set by the round that decided it; then it never changes. */
export const daysOffRequestDates = pgTable(
  'days_off_request_dates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => daysOffRequests.id),
    date: date('date', { mode: 'string' }).notNull(),
    startMinutes: integer('start_minutes').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').notNull().default('pending'),
    processedEntryId: integer('processed_entry_id').references(() => daysOffProcessedEntries.id),
    /** The calendar entry this day adds (pending until accepted) or, for a delete request, would remove. */
    personalDayOffId: integer('personal_day_off_id'),
  },
  (t) => [index('days_off_request_dates_request_idx').on(t.requestId), index('days_off_request_dates_date_idx').on(t.companyId, t.date)],
);

/** The calendar: an employee's days off, approved (1) or pending (0) (spec 02 §3 personal day off). */
export const personalDaysOff = pgTable(
  'personal_days_off',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    customTypeId: integer('custom_type_id').references(() => dayOffTypes.id),
    amPmHint: text('am_pm_hint').notNull().default('all_day'),
    startMinutes: integer('start_minutes').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    approved: integer('approved').notNull().default(0),
  },
  (t) => [
    index('personal_days_off_company_date_idx').on(t.companyId, t.date),
    index('personal_days_off_employee_date_idx').on(t.companyId, t.employeeId, t.date),
  ],
);

/** Company holidays (spec 02 §3 company day off). */
export const companyDaysOff = pgTable(
  'company_days_off',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    date: date('date', { mode: 'string' }).notNull(),
    specialName: text('special_name').notNull(),
    color: text('color'),
  },
  (t) => [index('company_days_off_company_date_idx').on(t.companyId, t.date)],
);

/** Minutes an employee works per weekday, Sunday first; no row means no schedule (nullSchedule). */
export const weeklySchedules = pgTable('weekly_schedules', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  minutes: integer('minutes').array().notNull(),
});

/** Days an employee works on a one-day contract (the calendar flags them). */
export const oneDayContracts = pgTable(
  'one_day_contracts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('one_day_contracts_employee_idx').on(t.companyId, t.employeeId, t.date)],
);

/** Payroll has closed an employee's month: days in it are shown read-only (spec 02 §9, amount_employees_locked). */
export const calendarLocks = pgTable(
  'calendar_locks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
  },
  (t) => [uniqueIndex('calendar_locks_key').on(t.companyId, t.employeeId, t.year, t.month)],
);
