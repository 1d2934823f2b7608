import { pgTable, serial, text, integer, bigint, timestamp, index } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './auth.ts';

/** Metadata of a stored file; the bytes live on disk under storage_name, never the client's name. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storageName: text('storage_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    relatedObject: text('related_object').notNull(),
    relatedObjectId: integer('related_object_id'),
    documentType: text('document_type'),
    uploadedByUserId: integer('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_company_related_idx').on(t.companyId, t.relatedObject, t.relatedObjectId)],
);
