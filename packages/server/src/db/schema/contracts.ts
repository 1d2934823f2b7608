import { pgTable, serial, text, integer, boolean, timestamp, jsonb, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  TContractFileType,
  TContractTemplateType,
  TProviderStatus,
  TSignatureStatus,
  TSigningMethod,
} from '@signoff/contract/contracts';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';
import { files } from './files.ts';

/** A company's contract template (spec 02 §3): sanitized HTML with shortcodes, and who signs its contracts internally. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    type: text('type').$type<TContractTemplateType>().notNull(),
    contentHtml: text('content_html').notNull().default(''),
    internalSignatureRequired: boolean('internal_signature_required').notNull().default(false),
    internalSignerUserId: integer('internal_signer_user_id').references(() => users.id),
    secondInternalSignerUserId: integer('second_internal_signer_user_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_templates_company_idx').on(t.companyId, t.name)],
);

/**
 * A person's contract: the template's text and signers copied when it was made, then its signatures. `status` is the
 * employee's signature and `internal_status` the internal ones' (spec 02 §4: pending or closed per party), kept in
 * step with the signature columns by the service so lists and counts read them from an index.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    templateId: integer('template_id').references(() => contractTemplates.id),
    /** The template's name when the contract was made (the list's "type"), kept if the template is renamed or removed. */
    templateName: text('template_name'),
    name: text('name').notNull(),
    fileType: text('file_type').$type<TContractFileType>().notNull().default('html'),
    /** Sanitized HTML with its shortcodes as written. */
    contentHtml: text('content_html').notNull().default(''),
    /** The filled-in text as the first signer saw it; from then on it is what everybody reads and the PDF shows. */
    signedContentHtml: text('signed_content_html'),
    /** An uploaded PDF contract's file. */
    pdfFileId: integer('pdf_file_id').references(() => files.id),
    /** Values of the custom shortcodes (and #start_date), set per contract. */
    shortcodeValues: jsonb('shortcode_values').$type<Record<string, string>>().notNull().default({}),
    internalSignatureRequired: boolean('internal_signature_required').notNull().default(false),
    employeeSignatureRequired: boolean('employee_signature_required').notNull().default(true),
    internalSignerUserId: integer('internal_signer_user_id').references(() => users.id),
    secondInternalSignerUserId: integer('second_internal_signer_user_id').references(() => users.id),
    internalSignedAt: timestamp('internal_signed_at', { withTimezone: true }),
    internalSignedName: text('internal_signed_name'),
    /** The drawn signature, a checked PNG, base64. */
    internalSignature: text('internal_signature'),
    secondSignedAt: timestamp('second_signed_at', { withTimezone: true }),
    secondSignedName: text('second_signed_name'),
    secondSignature: text('second_signature'),
    employeeSignedAt: timestamp('employee_signed_at', { withTimezone: true }),
    employeeSignedName: text('employee_signed_name'),
    employeeSignature: text('employee_signature'),
    status: text('status').$type<TSignatureStatus>().notNull().default('pending'),
    internalStatus: text('internal_status').$type<TSignatureStatus>().notNull().default('pending'),
    /** How the employee signs: in Signoff, or through the external signing provider. */
    signingMethod: text('signing_method').$type<TSigningMethod>().notNull().default('in_app'),
    /** The provider's envelope for this contract, its last known state and last error. */
    providerEnvelopeId: text('provider_envelope_id'),
    providerStatus: text('provider_status').$type<TProviderStatus>(),
    providerError: text('provider_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The address the contract was sent to, and HR's message with it. */
    sentTo: text('sent_to'),
    sendMessage: text('send_message'),
    /** The job attempt the provider's work waits for: a stale or repeated job finds another and does nothing. */
    providerAttempt: text('provider_attempt'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_company_list_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc()),
    index('contracts_internal_signer_idx').on(t.internalSignerUserId, t.internalStatus),
    index('contracts_second_signer_idx').on(t.secondInternalSignerUserId, t.internalStatus),
    // The signing badge counts from these alone (index-only scans that stop at the cap): what waits for the first
    // signer, and what waits for the second one once the first has signed. The two never hold the same row.
    index('contracts_first_signer_waiting_idx')
      .on(t.internalSignerUserId, t.companyId)
      .where(sql`${t.internalStatus} = 'pending' and ${t.deletedAt} is null and ${t.internalSignedAt} is null`),
    index('contracts_second_signer_waiting_idx')
      .on(t.secondInternalSignerUserId, t.companyId)
      .where(
        sql`${t.internalStatus} = 'pending' and ${t.deletedAt} is null and ${t.internalSignedAt} is not null and ${t.secondSignedAt} is null`,
      ),
    index('contracts_employee_idx').on(t.employeeId),
  ],
);
