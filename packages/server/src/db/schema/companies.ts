import { pgTable, serial, text, integer, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull(),
    country: text('country').notNull(),
    /** Per-company feature switches (spec: profile/fullpush, expenses/default-categories, virus_scan, …). */
    features: text('features').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_subdomain_key').on(t.subdomain)],
);

/** Outside systems a company is connected to; today the payroll provider. */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    payFrequency: text('pay_frequency').notNull().default('monthly'),
    /** Which provider's API the adapter speaks to (today only the sandbox's). */
    provider: text('provider').notNull().default('sandbox'),
    /** The company's key at the provider: the adapter names the company by it. */
    externalRef: text('external_ref'),
    /** Switches of this integration (spec 02 §6: profile/fullpush, conflicts/iban-only-officient, …). */
    features: text('features').array().notNull().default([]),
  },
  (t) => [index('integrations_company_idx').on(t.companyId)],
);
