import { pgTable, serial, text, integer, timestamp, index, date, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TOutplacementRequestStatus, TOutplacementStatus } from '@signoff/contract/outplacements';
import { companies, integrations } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/**
 * An employee's contract ending, which the payroll provider can be asked to hand to outplacement (spec 01 §3). The
 * decision is `status`; the request to the provider is `request_status`: a request in flight keeps the status
 * pending, and only the provider's confirmation makes it requested, so a slow or failing provider never leaves it
 * half-changed.
 */
export const outplacements = pgTable(
  'outplacements',
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
    /** The contract's id at the provider. */
    contractUid: text('contract_uid').notNull(),
    contractStart: date('contract_start', { mode: 'string' }).notNull(),
    contractEnd: date('contract_end', { mode: 'string' }),
    role: text('role').notNull(),
    status: text('status').$type<TOutplacementStatus>().notNull().default('pending'),
    requestStatus: text('request_status').$type<TOutplacementRequestStatus>().notNull().default('none'),
    /** The attempt a queued request job carries: a job whose attempt is no longer this one does nothing. */
    requestAttempt: uuid('request_attempt'),
    requestError: text('request_error'),
    providerCommandId: integer('provider_command_id'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outplacements_list_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outplacements_status_idx').on(t.companyId, t.status),
    uniqueIndex('outplacements_contract_key').on(t.integrationId, t.contractUid),
  ],
);
