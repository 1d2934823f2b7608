import { pgTable, serial, text, index, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A register of companies (spec 02 §7.2, GET /v1/companies/suggest): public facts about companies, read by every
 * tenant alike. It is not tenant data, so it has no company_id and no row-level security; the app's role may only
 * read it (migration 0022, docs/decisions/0019-shared-calls.md).
 */
export const companyRegistry = pgTable(
  'company_registry',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name as it is searched: no accents, lower case (companySearchKey in the contract). */
    searchName: text('search_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    // text_pattern_ops: a prefix LIKE ('abc%') is an index range scan whatever the database's collation.
    index('company_registry_search_name_idx').using('btree', t.searchName.op('text_pattern_ops')),
    uniqueIndex('company_registry_registration_key').on(t.country, t.registrationNumber),
  ],
);
