import { z } from 'zod';
import { ZAfterCursor, ZFlag, ZId, ZPage, listResponse, INVALID_CHARACTER, isWellFormed } from './common.ts';

/** Documents are listed 20 to a page (spec §9); pages are zero-based. */
export const DOCUMENTS_PER_PAGE = 20;
/** The most a caller may ask for in one page (getFiles takes a limit). */
export const DOCUMENTS_MAX_LIMIT = 100;

/** Where a company document came from: HR's upload, or the payroll provider's delivery (its adapter, a later issue). */
export const DOCUMENT_SOURCES = ['upload', 'provider'] as const;
export type TDocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** Spec §4: a document's forwarding by e-mail. */
export const FORWARD_STATUSES = ['not-sent', 'sending', 'sent'] as const;
export type TForwardStatus = (typeof FORWARD_STATUSES)[number];

/** The type whose existence unlocks re-forwarding (spec 02 §2.4: "an Invoice document type must exist"). */
export const INVOICE_DOCUMENT_TYPE = 'Invoice';

/** The types the payroll provider delivers; HR may upload under any of them. */
export const DOCUMENT_TYPES = ['Payslip', 'Payroll journal', 'Tax form', 'Social security declaration', 'Invoice'] as const;

export const DOCUMENT_TYPE_MAX_LENGTH = 60;
export const ZDocumentType = z
  .string()
  .trim()
  .min(1, 'Choose a document type')
  .max(DOCUMENT_TYPE_MAX_LENGTH, `A document type is at most ${DOCUMENT_TYPE_MAX_LENGTH} characters`)
  .refine(isWellFormed, INVALID_CHARACTER);

/** Spec §4: a document nobody has opened yet is new (downloads 0); marking it seen makes it not new without a download. */
export function isNewDocument(document: { downloads: number; seen: boolean }): boolean {
  return document.downloads === 0 && !document.seen;
}

/** Who may act on forwarding, from the facts the web also has (the server enforces the same). */
export type TForwardingActor = { isAdmin: boolean; isReadOnly: boolean; isImpersonating: boolean };
/** Spec 02 §2.4: the Forward documents option needs an admin user. */
export function mayForward(actor: TForwardingActor): boolean {
  return actor.isAdmin && !actor.isReadOnly;
}
/** Spec 02 §2.4: re-forwarding a document already sent needs impersonation and an existing Invoice document type. */
export function mayReforward(actor: TForwardingActor, typeNames: readonly string[]): boolean {
  return actor.isImpersonating && !actor.isReadOnly && typeNames.includes(INVOICE_DOCUMENT_TYPE);
}

// ---- list, types, one file

export const ZListDocumentsRequestSchema = z.object({
  limit: z.coerce.number().int().min(1).max(DOCUMENTS_MAX_LIMIT).default(DOCUMENTS_PER_PAGE),
  page: ZPage,
  after: ZAfterCursor,
  /** Empty or absent: every type. */
  document_type: z.preprocess((v) => (v === '' ? undefined : v), ZDocumentType.optional()),
});
export type TListDocumentsRequest = z.input<typeof ZListDocumentsRequestSchema>;

export const ZDocumentRowSchema = z.object({
  id: z.number(),
  filename: z.string(),
  document_type: z.string(),
  mime_type: z.string(),
  filesize_bytes: z.number(),
  date_uploaded: z.string(),
  date_uploaded_formatted: z.string(),
  /** How many times this user downloaded or previewed it. */
  downloads: z.number(),
  /** Whether this user marked it seen without opening it. */
  seen: z.boolean(),
  source: z.enum(DOCUMENT_SOURCES),
  forward_status: z.enum(FORWARD_STATUSES),
  /** Why the last forwarding failed, while it is not sent. */
  forward_error: z.string().nullable(),
  forwarded_to: z.string().nullable(),
  forwarded_at: z.string().nullable(),
});
export type TDocumentRow = z.infer<typeof ZDocumentRowSchema>;

export const ZListDocumentsResponseSchema = z.object({ files: listResponse(ZDocumentRowSchema) });
export type TListDocumentsResponse = z.infer<typeof ZListDocumentsResponseSchema>;

export const ZDocumentTypesResponseSchema = z.object({ types: z.array(z.object({ name: z.string(), filecount: z.number() })) });
export type TDocumentTypesResponse = z.infer<typeof ZDocumentTypesResponseSchema>;

export const ZDocumentIdRequestSchema = z.object({ document_id: ZId });
export const ZDocumentResponseSchema = z.object({
  file: ZDocumentRowSchema.extend({ uploaded_by_name: z.string().nullable() }),
});
export type TDocumentResponse = z.infer<typeof ZDocumentResponseSchema>;

// ---- downloads

export const ZDownloadDocumentRequestSchema = z.object({
  document_id: ZId,
  /** Preview: the file is served inline for the page to show; otherwise as an attachment. */
  preview: ZFlag.default(false),
});
/** How long a download link works; it works for the user it was made for only. */
export const DOWNLOAD_LINK_SECONDS = 300;
export const ZDownloadDocumentResponseSchema = z.object({ download_url: z.string(), expires_at: z.string() });
export type TDownloadDocumentResponse = z.infer<typeof ZDownloadDocumentResponseSchema>;
/** The link's token: 32 random bytes, base64url. */
export const ZDownloadTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid') });

// ---- seen

export const ZMarkDocumentsReadRequestSchema = z.object({
  /** The documents to mark; absent: every document this user has not opened. */
  document_ids: z.array(ZId).min(1).max(DOCUMENTS_MAX_LIMIT).optional(),
});
export const ZMarkDocumentsReadResponseSchema = z.object({ marked: z.number() });

// ---- the payroll provider's delivery

/** HR asks for the provider's new documents now (they are also fetched every hour); nothing to send. */
export const ZFetchFromProviderRequestSchema = z.object({}).strict();
/** queued: false when the company has no payroll provider to fetch from. */
export const ZFetchFromProviderResponseSchema = z.object({ queued: z.boolean() });
export type TFetchFromProviderResponse = z.infer<typeof ZFetchFromProviderResponseSchema>;

// ---- forwarding

export const ZForwardEmailRequestSchema = z.object({ document_type: ZDocumentType });
export const ZForwardEmailResponseSchema = z.object({ document_type: z.string(), email: z.string().nullable() });
export type TForwardEmailResponse = z.infer<typeof ZForwardEmailResponseSchema>;
export const ZSetForwardEmailRequestSchema = z.object({
  document_type: ZDocumentType,
  /** One address; empty stops forwarding of this type. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'An e-mail address is at most 254 characters')
    .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address')])),
});
export type TSetForwardEmailRequest = z.input<typeof ZSetForwardEmailRequestSchema>;

export const ZForwardDocumentsRequestSchema = z.object({
  document_ids: z.array(ZId).min(1, 'Choose at least one document').max(DOCUMENTS_MAX_LIMIT),
  /** Send again documents already sent (needs impersonation and an Invoice type). */
  reforward: z.boolean().default(false),
});
export type TForwardDocumentsRequest = z.input<typeof ZForwardDocumentsRequestSchema>;
export const FORWARD_SKIP_REASONS = ['ALREADY_SENT', 'SENDING', 'NO_FORWARD_EMAIL'] as const;
export const ZForwardDocumentsResponseSchema = z.object({
  queued: z.array(z.number()),
  skipped: z.array(z.object({ id: z.number(), reason: z.enum(FORWARD_SKIP_REASONS) })),
});
export type TForwardDocumentsResponse = z.infer<typeof ZForwardDocumentsResponseSchema>;

// ---- upload

export const ZUploadDocumentFieldsSchema = z.object({ document_type: ZDocumentType }).strict();
export const ZUploadDocumentResponseSchema = z.object({ file_id: z.number(), document_id: z.number() });
