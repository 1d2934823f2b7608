import { z } from 'zod';
import { INVALID_CHARACTER, ZId, ZPage, ZPerson, isWellFormed, listResponse } from './common.ts';

// Conflicts with the payroll provider, personal-data (profile) kind (spec 02 §2.1, §3, §4, §5, §7.1).

export const CONFLICT_KINDS = ['profile', 'calendar', 'car'] as const;
export type TConflictKind = (typeof CONFLICT_KINDS)[number];
export const CONFLICT_STATUSES = ['pending', 'closed', 'ignored'] as const;
export type TConflictStatus = (typeof CONFLICT_STATUSES)[number];
export const CONFLICT_LIST_STATUSES = ['all', ...CONFLICT_STATUSES] as const;
export type TConflictListStatus = (typeof CONFLICT_LIST_STATUSES)[number];
export const CONFLICT_LIST_PER_PAGE = 20;
/** Which side changed since the sides last agreed (spec 02 §3). */
export const CHANGE_ORIGINS = ['officient', 'payroll_provider', 'fullpush', 'unknown'] as const;
export type TChangeOrigin = (typeof CHANGE_ORIGINS)[number];
/** Applying a resolution: the provider-side part goes out through the job queue, so it has a state of its own. */
export const CONFLICT_APPLY_STATUSES = ['none', 'pending', 'failed'] as const;
export type TConflictApplyStatus = (typeof CONFLICT_APPLY_STATUSES)[number];
/** internal: the product's value is right (pushed to the provider); external: the provider's is (written to the product). */
export const CONFLICT_CHOICES = ['internal', 'external'] as const;
export type TConflictChoice = (typeof CONFLICT_CHOICES)[number];

// Enumerations (spec 02 §3).
export const CIVIL_STATES = [
  'single',
  'married',
  'widow',
  'legally_separated',
  'factually_separated',
  'cohabiting',
  'legally_cohabiting',
] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const EMERGENCY_CONTACT_RELATIONS = ['family', 'friend', 'partner'] as const;
export const LAST_NAME_COMPOSITIONS = [
  'birth_name_only',
  'partner_name_only',
  'combo_birth_name_partner_name',
  'combo_partner_name_birth_name',
] as const;
/** `empty` clears the level. */
export const EDUCATION_LEVELS = [
  'primary_school',
  'secondary_education',
  'higher_education',
  'university_education',
  'unknown',
  'empty',
] as const;

const ZText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).refine(isWellFormed, INVALID_CHARACTER);
const ZCount = z.number().int().min(0).max(99);
const ZIban = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$/, 'This is not an IBAN'));
const ZCountryCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'Give a two-letter country code'));

/**
 * The personal-data fields compared with the provider (spec 02 §2.1), each with what it accepts. An option that is not
 * in a field's enumeration is refused (spec 02 §8: field formatting raises an error for an unknown option value).
 */
export const PROFILE_FIELD_SCHEMAS = {
  gender: z.enum(GENDERS),
  civilState: z.enum(CIVIL_STATES),
  spouseHasIncome: z.boolean(),
  nationality: ZCountryCode,
  bankAccount_iban: ZIban,
  address_line1: ZText(200),
  address_line2: ZText(200),
  address_zipcode: ZText(20),
  address_city: ZText(100),
  address_country: ZCountryCode,
  numberOfDependentChildren: ZCount,
  numberOfDependentChildrenDisabled: ZCount,
  numberOfDependentOthers: ZCount,
  numberOfDependentOthersOver65: ZCount,
  education_level: z.enum(EDUCATION_LEVELS),
  emergencyContactRelation: z.enum(EMERGENCY_CONTACT_RELATIONS),
  lastNameComposition: z.enum(LAST_NAME_COMPOSITIONS),
} as const;
export type TProfileFieldName = keyof typeof PROFILE_FIELD_SCHEMAS;
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELD_SCHEMAS) as TProfileFieldName[];
export const isProfileFieldName = (name: string): name is TProfileFieldName => Object.hasOwn(PROFILE_FIELD_SCHEMAS, name);

/** A field's value as either side holds it; null is "not set". */
// (null rides on the string member: an OpenAPI 3.0 anyOf cannot carry `nullable` beside it.)
export const ZFieldValue = z.union([z.string().nullable(), z.number(), z.boolean()]);
export type TFieldValue = z.infer<typeof ZFieldValue>;

/** An employee's personal data as the product keeps it: every field optional, each checked against its enumeration. */
export const ZProfileFieldsSchema = z
  .object(Object.fromEntries(PROFILE_FIELD_NAMES.map((n) => [n, PROFILE_FIELD_SCHEMAS[n].nullable().optional()])))
  .strict();
export type TProfileFields = Partial<Record<TProfileFieldName, TFieldValue>>;

/** Checks one value for one field: the value as stored (null clears it), or the reason it is refused. */
export function parseProfileField(name: string, value: unknown): { ok: true; value: TFieldValue } | { ok: false; reason: string } {
  if (!isProfileFieldName(name)) return { ok: false, reason: `Unknown field ${name}` };
  if (value === null || value === undefined || value === '') return { ok: true, value: null };
  const parsed = PROFILE_FIELD_SCHEMAS[name].safeParse(value);
  if (!parsed.success) return { ok: false, reason: `${name}: ${parsed.error.issues[0]?.message ?? 'invalid value'}` };
  return { ok: true, value: parsed.data as TFieldValue };
}

/** Two values are the same when they compare equal once an unset field and the empty value are both null. */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === '' || v === 'empty' ? null : v);
  return norm(a) === norm(b);
}

/** The likely-origin marker of each column (spec 02 §2.1): the side that changed is NEW, the other OLD; unknown shows none. */
export type TOriginMarker = 'NEW' | 'OLD';
export function originMarkers(origin: TChangeOrigin): { officient: TOriginMarker | null; payroll_provider: TOriginMarker | null } {
  switch (origin) {
    case 'officient':
    case 'fullpush':
      return { officient: 'NEW', payroll_provider: 'OLD' };
    case 'payroll_provider':
      return { officient: 'OLD', payroll_provider: 'NEW' };
    case 'unknown':
      return { officient: null, payroll_provider: null };
  }
}

/** Where a list row leads (spec 02 §2.1). */
export function conflictDetailPath(item: { id: number; has_push_profile_feature: boolean }): string {
  return item.has_push_profile_feature ? `/inbox/conflicts/${item.id}` : `/inbox/conflicts/single/${item.id}`;
}

/** The empty state's key of a status tab (spec 02 §2.1). */
export const emptyConflictsKey = (status: TConflictListStatus) => `NO_${status.toUpperCase()}_DATA_CONFLICTS` as const;

/** Whether a resolution touches only the IBAN (spec 02 §2.1: a special confirm text with conflicts/iban-only-officient). */
export const isIbanOnly = (fieldnames: readonly string[]) => fieldnames.length > 0 && fieldnames.every((f) => f === 'bankAccount_iban');

export const ZFieldChanged = z.object({
  fieldname: z.string(),
  officient_state: ZFieldValue,
  external_state: ZFieldValue,
});
export type TFieldChanged = z.infer<typeof ZFieldChanged>;

export const ZListConflictsRequestSchema = z.object({ status: z.enum(CONFLICT_LIST_STATUSES).default('pending'), page: ZPage });

export const ZConflictListItemSchema = z.object({
  id: z.number(),
  employee_id: z.number(),
  integration_id: z.number(),
  date_created: z.string(),
  status: z.enum(CONFLICT_STATUSES),
  is_resolved: z.boolean(),
  ignored: z.boolean(),
  name_person: z.string(),
  person: ZPerson,
  has_push_profile_feature: z.boolean(),
});
export type TConflictListItem = z.infer<typeof ZConflictListItemSchema>;
export const ZListConflictsResponseSchema = listResponse(ZConflictListItemSchema);
export type TListConflictsResponse = z.infer<typeof ZListConflictsResponseSchema>;

export const ZConflictSchema = ZConflictListItemSchema.extend({
  field_changed: z.array(ZFieldChanged),
  likely_change_origin: z.enum(CHANGE_ORIGINS),
  resolved_automatically: z.boolean(),
  conflict_solver_user_name: z.string().nullable(),
  date_resolved: z.string().nullable(),
  apply_status: z.enum(CONFLICT_APPLY_STATUSES),
  /** Why the provider refused the last resolution (only while apply_status is failed). */
  apply_error: z.string().nullable(),
});
export type TConflict = z.infer<typeof ZConflictSchema>;

export const ZConflictIdParamsSchema = z.object({ id: ZId });
export const ZConflictDetailResponseSchema = z.object({
  conflict: ZConflictSchema,
  person: ZPerson,
  /** The user may apply or ignore now (not read-only, pending, nothing being applied). */
  can_decide: z.boolean(),
  /** The integration's conflicts/iban-only-officient feature (the IBAN-only confirm text). */
  iban_only_officient: z.boolean(),
  /** Where the user logs in to the payroll provider, when known. */
  provider_login_url: z.string().nullable(),
});
export type TConflictDetailResponse = z.infer<typeof ZConflictDetailResponseSchema>;

const ZFieldname = z.string().trim().min(1).max(100).refine(isWellFormed, INVALID_CHARACTER);
export const ZResolveConflictRequestSchema = z.object({
  conflict_id: ZId,
  /** Apply every field's choice at once (the only way the web resolves). */
  resolve_all: z.boolean().optional().default(true),
  choices: z.record(ZFieldname, z.enum(CONFLICT_CHOICES)).refine((c) => Object.keys(c).length <= 50, 'Too many fields'),
});
export type TResolveConflictRequest = z.infer<typeof ZResolveConflictRequestSchema>;
export const ZConflictDecisionResponseSchema = z.object({
  id: z.number(),
  status: z.enum(CONFLICT_STATUSES),
  apply_status: z.enum(CONFLICT_APPLY_STATUSES),
});
export type TConflictDecisionResponse = z.infer<typeof ZConflictDecisionResponseSchema>;
export const ZIgnoreConflictRequestSchema = z.object({ conflict_id: ZId });

export const ZSyncConflictsRequestSchema = z.object({}).strict();
export const ZSyncConflictsResponseSchema = z.object({ queued: z.boolean() });
