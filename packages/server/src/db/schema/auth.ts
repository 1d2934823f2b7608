import { pgTable, serial, text, integer, boolean, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './people.ts';

/** A login. One login may reach several companies through memberships (federated accounts). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** What a login may do in one company. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id').references(() => employees.id),
    access: text('access').notNull().default('full'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    teamOnly: boolean('team_only').notNull().default(false),
    accessWages: integer('access_wages').notNull().default(0),
    permissions: text('permissions').array().notNull().default([]),
  },
  (t) => [uniqueIndex('memberships_user_company_key').on(t.userId, t.companyId)],
);

/** Server-side sessions: the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** While an admin acts as someone: that person (the session stays the admin's, user_id). */
    actingAsUserId: integer('acting_as_user_id').references(() => users.id),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Rate-limit counters (the login limit), shared by every instance on this database: a window's hits and when it ends.
 * Expired rows are reused by the next hit of their key and swept by the job queue's housekeeping.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
