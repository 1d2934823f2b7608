import { z } from 'zod';
import { ZAfterCursor, ZId, ZPage, ZPerson, listResponse } from './common.ts';

// ---- templates (spec 02 §3 Contract template)

/** What kind of document a template makes; the list's "type" column shows the template's name (spec 01 §2). */
export const CONTRACT_TEMPLATE_TYPES = ['employment_contract', 'addendum', 'policy', 'other'] as const;
export type TContractTemplateType = (typeof CONTRACT_TEMPLATE_TYPES)[number];

export const CONTRACT_NAME_MAX_LENGTH = 200;
/** A contract's HTML is a few pages of text; a megabyte is far past any real one and keeps a request's work bounded. */
export const CONTRACT_HTML_MAX_LENGTH = 1_000_000;

/**
 * The shortcodes every contract fills from its own data. Any other `#word` in a template is a custom shortcode whose
 * value is set per contract (setCustomShortcodeValue). `#start_date` is not in the people data Signoff holds: it
 * defaults to the day the contract was made until HR sets it on the contract.
 */
export const STANDARD_SHORTCODES = [
  'employee_first_name',
  'employee_last_name',
  'employee_name',
  'employee_email',
  'company_name',
  'contract_name',
  'start_date',
  'today',
] as const;
export type TStandardShortcode = (typeof STANDARD_SHORTCODES)[number];

/** A shortcode as written in a template: `#` then a lower-case word (letters, digits, underscores). */
export const SHORTCODE_PATTERN = /#([a-z][a-z0-9_]{0,63})\b/g;
const SHORTCODE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** The distinct shortcodes a text uses, in the order they first appear. */
export function shortcodesIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(SHORTCODE_PATTERN)) found.add(match[1]!);
  return [...found];
}

export const isStandardShortcode = (code: string): code is TStandardShortcode => (STANDARD_SHORTCODES as readonly string[]).includes(code);

/** The first name is the first word of the person's name; the last name the rest (Signoff stores one name). */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

const ZContractHtml = z.string().max(CONTRACT_HTML_MAX_LENGTH, 'The contract text is too long');
/** Half of a UTF-16 pair on its own: no character at all, and PostgreSQL's jsonb (the audit trail) refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = <T extends z.ZodString>(schema: T) =>
  schema.refine((v) => !LONE_SURROGATE.test(v), 'Contains a character that is not valid text');
const ZContractName = wellFormed(z.string().trim().min(1, 'Give it a name').max(CONTRACT_NAME_MAX_LENGTH));

export const ZContractTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(CONTRACT_TEMPLATE_TYPES),
  /** Sanitized on the server when stored: only the allowlisted tags and attributes survive. */
  content_html: z.string(),
  internal_signature_required: z.boolean(),
  internal_signer_user_id: z.number().nullable(),
  second_internal_signer_user_id: z.number().nullable(),
  internal_signer_name: z.string().nullable(),
  second_internal_signer_name: z.string().nullable(),
  time_created: z.string(),
});
export type TContractTemplate = z.infer<typeof ZContractTemplateSchema>;

export const ZContractTemplateRowSchema = ZContractTemplateSchema.pick({
  id: true,
  name: true,
  type: true,
  internal_signature_required: true,
});
export const ZListContractTemplatesResponseSchema = z.object({ templates: z.array(ZContractTemplateRowSchema) });
export const ZContractTemplateIdParamsSchema = z.object({ id: ZId });
export const ZContractTemplateDetailResponseSchema = z.object({ template: ZContractTemplateSchema });

export const ZAddContractTemplateSchema = z.object({ name: ZContractName, type: z.enum(CONTRACT_TEMPLATE_TYPES) });
export const ZEditContractTemplateSchema = z.object({ template_id: ZId, name: ZContractName, content_html: ZContractHtml });
/** Ours (the spec gives no payload): whether an internal signature is needed, and by whom, first and second. */
export const ZEditSignatureRequirementsSchema = z
  .object({
    template_id: ZId,
    internal_signature_required: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')]),
    internal_signer_user_id: ZId.nullable().optional(),
    second_internal_signer_user_id: ZId.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.internal_signature_required && !v.internal_signer_user_id)
      ctx.addIssue({ code: 'custom', message: 'Choose who signs internally', path: ['internal_signer_user_id'] });
    if (v.second_internal_signer_user_id && !v.internal_signer_user_id)
      ctx.addIssue({ code: 'custom', message: 'A second signer needs a first one', path: ['second_internal_signer_user_id'] });
    if (v.second_internal_signer_user_id && v.second_internal_signer_user_id === v.internal_signer_user_id)
      ctx.addIssue({ code: 'custom', message: 'The second signer must be somebody else', path: ['second_internal_signer_user_id'] });
  });
export type TEditSignatureRequirements = z.output<typeof ZEditSignatureRequirementsSchema>;
export const ZTemplateIdBodySchema = z.object({ template_id: ZId });
export const ZTemplateIdResponseSchema = z.object({ template_id: z.number() });

export const ZHashtagsResponseSchema = z.object({
  hashtags: z.array(z.object({ shortcode: z.string(), is_standard: z.boolean() })),
});

// ---- contracts (spec 02 §3 Contract; §4: each party's signature pending or closed)

export const SIGNATURE_STATUSES = ['pending', 'closed'] as const;
export type TSignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** An HTML contract made from a template, or a PDF uploaded as it is. */
export const CONTRACT_FILE_TYPES = ['html', 'pdf'] as const;
export type TContractFileType = (typeof CONTRACT_FILE_TYPES)[number];

export const CONTRACT_LIST_STATUSES = ['all', 'pending', 'closed'] as const;
export type TContractListStatus = (typeof CONTRACT_LIST_STATUSES)[number];
export const CONTRACT_LIST_PER_PAGE = 20;

/** A contract is closed once neither the employee's nor the internal signature is still pending (rows greyed). */
export function isContractClosed(row: { status: TSignatureStatus; internal_status: TSignatureStatus }): boolean {
  return row.status !== 'pending' && row.internal_status !== 'pending';
}

/** The signer roles of a contract: the employee, the internal signer and the second internal signer. */
export const SIGNER_ROLES = ['employee', 'internal', 'second_internal'] as const;
export type TSignerRole = (typeof SIGNER_ROLES)[number];

export const ZSignerSchema = z.object({
  role: z.enum(SIGNER_ROLES),
  /** The user of an internal signer; null for the employee. */
  user_id: z.number().nullable(),
  name: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  /** The name the signer typed when signing. */
  signed_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  /** Whether this signer may sign now: earlier signers first. */
  can_sign_now: z.boolean(),
});
export type TSigner = z.infer<typeof ZSignerSchema>;

export const ZListContractsRequestSchema = z.object({
  status: z.enum(CONTRACT_LIST_STATUSES).default('pending'),
  page: ZPage,
  after: ZAfterCursor,
});

/** The spec's list row (01 §3): id, name, template_name, status, internal_status; plus the person. */
export const ZContractRowSchema = z.object({
  id: z.number(),
  /** The person the contract is for. */
  name: z.string(),
  person: ZPerson,
  contract_name: z.string(),
  /** The template it was made from (the list's "type" column); null for an uploaded PDF. */
  template_name: z.string().nullable(),
  /** The employee's signature. */
  status: z.enum(SIGNATURE_STATUSES),
  internal_status: z.enum(SIGNATURE_STATUSES),
  time_created: z.string(),
});
export type TContractRow = z.infer<typeof ZContractRowSchema>;
export const ZListContractsResponseSchema = listResponse(ZContractRowSchema);
export type TListContractsResponse = z.infer<typeof ZListContractsResponseSchema>;

export const ZContractIdParamsSchema = z.object({ id: ZId });

export const ZContractSchema = z.object({
  contract_id: z.number(),
  contract_name: z.string(),
  file_type: z.enum(CONTRACT_FILE_TYPES),
  person: ZPerson,
  template_id: z.number().nullable(),
  template_name: z.string().nullable(),
  /** The text as stored, shortcodes and all (what edit changes). */
  content_html: z.string(),
  /** The text with its shortcodes filled in, sanitized: what the signers read. Frozen at the first signature. */
  rendered_html: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  internal_status: z.enum(SIGNATURE_STATUSES),
  internal_signature_required: z.boolean(),
  employee_signature_required: z.boolean(),
  signers: z.array(ZSignerSchema),
  is_deleted: z.boolean(),
  /** Once anybody signed, the text can no longer change. */
  is_signed: z.boolean(),
  /** Whether GET /pdf has a file: always for a template contract, once uploaded for a PDF-based one. */
  has_pdf: z.boolean(),
  time_created: z.string(),
});
export type TContract = z.infer<typeof ZContractSchema>;

export const ZContractDetailResponseSchema = z.object({
  contract: ZContractSchema,
  /** The role this user signs in now, if any (the Sign button). */
  can_sign_as: z.enum(['internal', 'second_internal']).nullable(),
  /** HR with the contracts permission, not read-only: edit, delete, send. */
  can_manage: z.boolean(),
});
export type TContractDetailResponse = z.infer<typeof ZContractDetailResponseSchema>;

export const ZAddContractToEmployeeSchema = z
  .object({
    employee_id: ZId,
    file_type: z.enum(CONTRACT_FILE_TYPES).default('html'),
    contract_name: ZContractName,
    pdf_internal_signature_required: z.union([z.boolean(), z.enum(['1', '0'])]).optional(),
    pdf_employee_signature_required: z.union([z.boolean(), z.enum(['1', '0'])]).optional(),
    additional_contract_template_info_id: ZId.optional(),
    contract_template_id: ZId.optional(),
    public_library_contract_template_id: ZId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.file_type === 'html' && (v.contract_template_id === undefined) === (v.public_library_contract_template_id === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'Choose one template: contract_template_id or public_library_contract_template_id',
        path: ['contract_template_id'],
      });
  });
export type TAddContractToEmployee = z.output<typeof ZAddContractToEmployeeSchema>;
export const ZContractIdResponseSchema = z.object({ contract_id: z.number() });

export const ZEditContractSchema = z.object({ contract_id: ZId, content_html: ZContractHtml });

// ---- signing

/** A drawn signature is a PNG: at most this many bytes once decoded, and of a size a signature pad draws. */
export const SIGNATURE_MAX_BYTES = 300_000;
export const SIGNATURE_MIN_SIDE = 20;
export const SIGNATURE_MAX_SIDE = 4000;
export const SIGNER_NAME_MAX_LENGTH = 120;

export const ZSignInternallySchema = z.object({
  contract_id: ZId,
  name: wellFormed(z.string().trim().min(1, 'Type your name').max(SIGNER_NAME_MAX_LENGTH)),
  /** The pad's PNG, base64, with or without its `data:image/png;base64,` prefix (checked on the server). */
  base64_signature: z
    .string()
    .min(1, 'Draw your signature')
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, 'The signature image is too large'),
  is_second_signer: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')]).default(false),
});
export type TSignInternally = z.output<typeof ZSignInternallySchema>;
export const ZSignInternallyResponseSchema = z.object({
  contract_id: z.number(),
  internal_status: z.enum(SIGNATURE_STATUSES),
  status: z.enum(SIGNATURE_STATUSES),
});

/** Contracts waiting for this user's internal signature now (the badge's items). */
export const ZPendingInternalResponseSchema = z.object({ contracts: z.array(ZContractRowSchema) });

export const ZUserCountRequestSchema = z.object({ user_id: ZId });
export const ZCountResponseSchema = z.object({ count: z.number().int() });

export const ZSignersResponseSchema = z.object({ signers: z.array(ZSignerSchema) });

export const ZContractIdBodySchema = z.object({ contract_id: ZId });
export const ZEditContractNameSchema = z.object({ contract_id: ZId, contract_name: ZContractName });
export const ZExistsResponseSchema = z.object({ exists: z.boolean() });

export const SHORTCODE_VALUE_MAX_LENGTH = 500;
/** Custom shortcodes, and #start_date (not in the people data), take a value per contract; the other standard ones come from the data. */
export const ZSetCustomShortcodeValueSchema = z.object({
  contract_id: ZId,
  shortcode: z
    .string()
    .trim()
    .transform((v) => v.replace(/^#/, ''))
    .refine((v) => SHORTCODE_NAME.test(v), 'A shortcode is lower-case letters, digits and underscores')
    .refine((v) => v === 'start_date' || !isStandardShortcode(v), 'This shortcode comes from the person’s data'),
  value: wellFormed(z.string().trim().max(SHORTCODE_VALUE_MAX_LENGTH)),
});
export const ZShortcodesResponseSchema = z.object({
  shortcodes: z.array(z.object({ shortcode: z.string(), value: z.string().nullable(), is_standard: z.boolean() })),
});

// ---- lists by person and for HR (spec 02 §7.8 GET /api/contract/employee/{id}/list and /api/contract/list)

export const ZManagedContractRowSchema = ZContractRowSchema.extend({
  file_type: z.enum(CONTRACT_FILE_TYPES),
  is_deleted: z.boolean(),
});
export type TManagedContractRow = z.infer<typeof ZManagedContractRowSchema>;
export const ZEmployeeIdParamsSchema = z.object({ id: ZId });
export const ZEmployeeContractsResponseSchema = z.object({ contracts: z.array(ZManagedContractRowSchema) });
/** HR's list of the company's contracts; deleted ones only when asked (to restore or remove them). */
export const ZCompanyContractsRequestSchema = ZListContractsRequestSchema.extend({
  deleted: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')]).default(false),
});
export const ZCompanyContractsResponseSchema = listResponse(ZManagedContractRowSchema);

// ---- the public library (paths and payloads ours: spec 02 §7.8 names "list (keyword, type) and detail")

export const PUBLIC_LIBRARY_LANGUAGES = ['en', 'nl', 'fr'] as const;
export const ZPublicLibraryRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(CONTRACT_TEMPLATE_TYPES),
  language: z.enum(PUBLIC_LIBRARY_LANGUAGES),
});
export const ZPublicLibraryListRequestSchema = z.object({
  keyword: wellFormed(z.string().trim().max(100)).optional(),
  type: z.enum(CONTRACT_TEMPLATE_TYPES).optional(),
});
export const ZPublicLibraryListResponseSchema = z.object({ templates: z.array(ZPublicLibraryRowSchema) });
export const ZPublicLibraryDetailResponseSchema = z.object({ template: ZPublicLibraryRowSchema.extend({ content_html: z.string() }) });

// ---- preview and reassigning

/**
 * A template rendered for one person: the saved text, or the editor's unsaved `content_html`, with the shortcodes
 * filled from the person's data. `additionalContractTemplateInfoId` is the person (the employee id), as the spec names it.
 */
export const ZPreviewTemplateSchema = z.object({
  template_id: ZId,
  content_html: ZContractHtml.optional(),
  additionalContractTemplateInfoId: ZId,
});
export const ZPreviewResponseSchema = z.object({ rendered_html: z.string() });

export const ZReassignSignerSchema = z
  .object({ from_user_id: ZId, to_user_id: ZId })
  .refine((v) => v.from_user_id !== v.to_user_id, { message: 'Choose somebody else to hand them to', path: ['to_user_id'] });
/** How many templates or contracts now name the new signer. */
export const ZReassignResponseSchema = z.object({ count: z.number().int() });

// ---- Word import

/** A .docx over this is refused before it is unpacked (a contract's text is far smaller). */
export const WORD_FILE_MAX_BYTES = 5 * 1024 * 1024;
const base64Of = (maxBytes: number, what: string) =>
  z
    .string()
    .min(1, `Choose the ${what}`)
    .max(Math.ceil((maxBytes * 4) / 3) + 128, `The ${what} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
export const ZWordToHtmlSchema = z.object({
  base64_word_file: base64Of(WORD_FILE_MAX_BYTES, 'Word file'),
  extension: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^\./, ''))
    .refine((v) => v === 'docx', 'Only Word files in the .docx format can be imported'),
});
export const ZWordToHtmlResponseSchema = z.object({
  content_html: z.string(),
  /** What the converter could not carry over (e.g. an unknown style), for the person importing. */
  warnings: z.array(z.string()),
});

// ---- PDF-based contracts

export const CONTRACT_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const ZUploadContractPdfSchema = z.object({
  contract_id: ZId,
  base64_pdf: base64Of(CONTRACT_PDF_MAX_BYTES, 'PDF'),
});
export const ZUploadContractPdfResponseSchema = z.object({ contract_id: z.number(), file_id: z.number() });

// ---- sending to the employee and the signing method

/** In Signoff (the employee signs in the app), or through the external signing provider. */
export const SIGNING_METHODS = ['in_app', 'signing_provider'] as const;
export type TSigningMethod = (typeof SIGNING_METHODS)[number];
/** The provider's side of a contract: queued for it, sent, signed, declined, or failed (retry). */
export const PROVIDER_STATUSES = ['queued', 'sent', 'signed', 'declined', 'failed'] as const;
export type TProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Ours (the spec names `signers` only): how each signer signs. Internal signers always sign in Signoff. */
export const ZSignerMethodsSchema = z
  .array(z.object({ role: z.enum(SIGNER_ROLES), signing_method: z.enum(SIGNING_METHODS) }))
  .min(1, 'Say how the signers sign')
  .max(SIGNER_ROLES.length)
  .superRefine((signers, ctx) => {
    const roles = new Set<string>();
    signers.forEach((s, i) => {
      if (roles.has(s.role)) ctx.addIssue({ code: 'custom', message: 'Each signer once', path: [i, 'role'] });
      roles.add(s.role);
      if (s.role !== 'employee' && s.signing_method !== 'in_app')
        ctx.addIssue({ code: 'custom', message: 'Internal signers sign in Signoff', path: [i, 'signing_method'] });
    });
  });
export const ZSetSigningMethodSchema = z.object({ contract_id: ZId, signers: ZSignerMethodsSchema });

export const EMAIL_ADDRESS_TYPES = ['work', 'private'] as const;
export const SEND_MESSAGE_MAX_LENGTH = 2000;
export const ZSendToEmployeeSchema = z.object({
  contract_id: ZId,
  optional_message: wellFormed(z.string().trim().max(SEND_MESSAGE_MAX_LENGTH)).optional(),
  preferred_email_address_type: z.enum(EMAIL_ADDRESS_TYPES).default('work'),
  /** When given, the signing method is set first (as setSigningMethod). */
  signers: ZSignerMethodsSchema.optional(),
});

export const ZEmployeeSignatureStatusSchema = z.object({
  contract_id: z.number(),
  status: z.enum(SIGNATURE_STATUSES),
  signing_method: z.enum(SIGNING_METHODS),
  sent_at: z.string().nullable(),
  sent_to: z.string().nullable(),
  provider_status: z.enum(PROVIDER_STATUSES).nullable(),
  provider_error: z.string().nullable(),
  signed_at: z.string().nullable(),
  signed_name: z.string().nullable(),
  /** An uploaded PDF contract has its file (it can be sent). */
  has_pdf: z.boolean(),
});
export type TEmployeeSignatureStatus = z.infer<typeof ZEmployeeSignatureStatusSchema>;
export const ZEmployeeSignatureStatusResponseSchema = z.object({ signature: ZEmployeeSignatureStatusSchema });
export const ZCreateTemplateContractPdfResponseSchema = z.object({ contract_id: z.number(), file_id: z.number() });

// ---- the employee's own signing page (the e-mail's link: /contracts/{id}/sign)

/**
 * Where the employee's signature stands, as their page shows it: `to_sign` (sent to them to sign in Signoff),
 * `signed` (by them, in Signoff or at the signing provider) or `not_sent` (not, or no longer, waiting for them in
 * Signoff: HR withdrew it or it goes through the signing provider). A contract not sent shows no text.
 */
export const EMPLOYEE_SIGNING_STATES = ['to_sign', 'signed', 'not_sent'] as const;
export type TEmployeeSigningState = (typeof EMPLOYEE_SIGNING_STATES)[number];

export const ZEmployeeContractViewSchema = z.object({
  contract_id: z.number(),
  contract_name: z.string(),
  company_name: z.string(),
  file_type: z.enum(CONTRACT_FILE_TYPES),
  state: z.enum(EMPLOYEE_SIGNING_STATES),
  /** The text with its shortcodes filled in, as it will be (or was) signed; null for a PDF contract or one not sent. */
  rendered_html: z.string().nullable(),
  /** Whether GET /api/contract/{id}/employeePdf has a file (not before the contract was sent). */
  has_pdf: z.boolean(),
  signers: z.array(ZSignerSchema),
  sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signed_name: z.string().nullable(),
});
export type TEmployeeContractView = z.infer<typeof ZEmployeeContractViewSchema>;
export const ZEmployeeContractViewResponseSchema = z.object({ contract: ZEmployeeContractViewSchema });

export const ZSignAsEmployeeSchema = z.object({
  contract_id: ZId,
  name: wellFormed(z.string().trim().min(1, 'Type your name').max(SIGNER_NAME_MAX_LENGTH)),
  /** The pad's PNG, base64, with or without its `data:image/png;base64,` prefix (checked on the server). */
  base64_signature: z
    .string()
    .min(1, 'Draw your signature')
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, 'The signature image is too large'),
});
export type TSignAsEmployee = z.output<typeof ZSignAsEmployeeSchema>;
export const ZSignAsEmployeeResponseSchema = z.object({
  contract_id: z.number(),
  status: z.enum(SIGNATURE_STATUSES),
  internal_status: z.enum(SIGNATURE_STATUSES),
});
