import { pgTable, serial, text, integer, timestamp, index, primaryKey, boolean, uuid } from 'drizzle-orm/pg-core';
import type { TDocumentSource, TForwardStatus } from '@signoff/contract/documents';
import { companies } from './companies.ts';
import { users } from './auth.ts';
import { files } from './files.ts';

/**
 * A company document (payslips, tax forms, invoices…): HR's upload, or the payroll provider's delivery (its adapter
 * writes here with source 'provider' and its own reference). The bytes and name are the file's; the forward columns
 * hold the state of its forwarding by e-mail (spec §4: not-sent, sending, sent).
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    documentType: text('document_type').notNull(),
    source: text('source').$type<TDocumentSource>().notNull(),
    /** The provider's id of a delivered document, so a delivery repeated is not stored twice. */
    providerReference: text('provider_reference'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    forwardStatus: text('forward_status').$type<TForwardStatus>().notNull().default('not-sent'),
    /** The attempt a queued forwarding job carries: a job whose attempt is no longer this one never sends. */
    forwardAttempt: uuid('forward_attempt'),
    forwardError: text('forward_error'),
    forwardedTo: text('forwarded_to'),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** How many times it went out: a retry must add one, never two. */
    forwardCount: integer('forward_count').notNull().default(0),
  },
  (t) => [
    index('company_documents_list_idx').on(t.companyId, t.uploadedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('company_documents_type_idx').on(t.companyId, t.documentType, t.uploadedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** One user's use of one document: downloads (0 is "new", spec §4) and whether they marked it seen. */
export const companyDocumentReads = pgTable(
  'company_document_reads',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => companyDocuments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    downloads: integer('downloads').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.userId] }), index('company_document_reads_user_idx').on(t.companyId, t.userId)],
);

/**
 * A download link of downloadFile: only the SHA-256 of its random token is kept, so the table cannot be turned into
 * links; it works for its user until it expires, and counts one download on its first use.
 */
export const documentDownloadLinks = pgTable(
  'document_download_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => companyDocuments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isPreview: boolean('is_preview').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('document_download_links_expiry_idx').on(t.expiresAt)],
);

/** Where documents of a type are forwarded (one address per type and company). */
export const documentForwardEmails = pgTable(
  'document_forward_emails',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    documentType: text('document_type').notNull(),
    email: text('email').notNull(),
    updatedByUserId: integer('updated_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.documentType] })],
);
