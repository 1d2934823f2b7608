import { z } from 'zod';
import { INVALID_CHARACTER, ZId, ZPage, ZPerson, isWellFormed, listResponse } from './common.ts';
import {
  CHANGE_ORIGINS,
  CONFLICT_APPLY_STATUSES,
  CONFLICT_LIST_STATUSES,
  CONFLICT_STATUSES,
  ZFieldChanged,
  ZFieldValue,
  type TConflictListStatus,
  type TFieldValue,
} from './conflicts.ts';

// Company cars and car conflicts with the payroll provider (spec 02 §2.3, §3, §4, §5, §7.1).

/** Car option enumerations (spec 02 §3). */
export const FUEL_TYPES = ['gas', 'diesel', 'electric', 'fuel_cells', 'natural_gas', 'hybrid_diesel', 'hybrid_gas', 'lpg'] as const;
/** Offered only when the company has the feature cars/extra-fuel-options (spec 02 §3). */
export const EXTRA_FUEL_TYPES = ['fake_hybrid_diesel', 'fake_hybrid_gas'] as const;
export const ALL_FUEL_TYPES = [...FUEL_TYPES, ...EXTRA_FUEL_TYPES] as const;
export type TFuelType = (typeof ALL_FUEL_TYPES)[number];
export const EXTRA_FUEL_OPTIONS_FEATURE = 'cars/extra-fuel-options';
export const CAR_CONTRACT_TYPES = ['buy', 'hire', 'op_lease', 'fin_lease'] as const;
/** -1 unknown, 0 no, 1 yes. */
export const UTILITY_VEHICLE_VALUES = [-1, 0, 1] as const;
export const POOL_VEHICLE_VALUES = [0, 1] as const;
export const CAR_USAGE_TYPES = ['private_and_commute', 'private'] as const;
export const OWN_CONTRIBUTION_PAYMENTS = ['per_month', 'per_km', 'percentage_of_benefit'] as const;

/** The fuel options a company may choose from (spec 02 §3: the fake hybrids only with cars/extra-fuel-options). */
export function fuelOptions(features: Iterable<string>): readonly TFuelType[] {
  return [...features].includes(EXTRA_FUEL_OPTIONS_FEATURE) ? ALL_FUEL_TYPES : FUEL_TYPES;
}

const ZDay = z
  .string({ error: 'Give a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'This is not a date',
  );
const ZAmount = z
  .number({ error: 'Give an amount in EUR' })
  .min(0, 'An amount cannot be negative')
  .max(10_000_000, 'This amount is too large')
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'At most two decimals');
const ZCo2 = z.number({ error: 'Give grams of CO2 per km' }).int('Give whole grams').min(0).max(1000, 'At most 1000 g/km');
const ZPlate = z
  .string({ error: 'Give a plate' })
  .trim()
  .min(1, 'Give a plate')
  .max(20, 'At most 20 characters')
  .refine(isWellFormed, INVALID_CHARACTER);
const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z.number({ error: message }).refine((n): n is T[number] => values.includes(n), message);

/**
 * The vehicle properties compared with the provider (spec 02 §2.3), in the spec's order, each with what it accepts. An
 * option outside a field's enumeration is refused (spec 02 §8). The fuel check depends on the company's features, so it
 * is made by parseCarField.
 */
export const CAR_FIELD_SCHEMAS = {
  fuel: z.enum(ALL_FUEL_TYPES, { error: 'Unknown fuel option' }),
  co2_g_km: ZCo2,
  co2_g_km_wltp: ZCo2,
  catalogue_value: ZAmount,
  own_contribution: ZAmount,
  date_first_registration: ZDay,
  plate: ZPlate,
  is_utility_vehicle: oneOf(UTILITY_VEHICLE_VALUES, 'Give -1 (unknown), 0 or 1'),
  date_commissioning: ZDay,
  start_date: ZDay,
  usage_type: z.enum(CAR_USAGE_TYPES, { error: 'Unknown usage option' }),
} as const;
export type TCarFieldName = keyof typeof CAR_FIELD_SCHEMAS;
export const CAR_FIELD_NAMES = Object.keys(CAR_FIELD_SCHEMAS) as TCarFieldName[];
export const isCarFieldName = (name: string): name is TCarFieldName => Object.hasOwn(CAR_FIELD_SCHEMAS, name);
/** Fields a car must have in the product (the plate is how people know it). */
export const REQUIRED_CAR_FIELDS: readonly TCarFieldName[] = ['plate'];

/** One side's car: every compared field, null when that side does not have it. */
export type TCarState = Record<TCarFieldName, TFieldValue>;
export const ZCarStateSchema = z.object(
  Object.fromEntries(CAR_FIELD_NAMES.map((n) => [n, ZFieldValue])) as Record<TCarFieldName, typeof ZFieldValue>,
);

/** Checks one value for one car field with the company's features: the value as stored (null: unset), or the reason. */
export function parseCarField(
  name: string,
  value: unknown,
  features: Iterable<string> = [],
): { ok: true; value: TFieldValue } | { ok: false; reason: string } {
  if (!isCarFieldName(name)) return { ok: false, reason: `Unknown field ${name}` };
  if (value === null || value === undefined || value === '') {
    return REQUIRED_CAR_FIELDS.includes(name) ? { ok: false, reason: `${name}: a car needs one` } : { ok: true, value: null };
  }
  const parsed = CAR_FIELD_SCHEMAS[name].safeParse(value);
  if (!parsed.success) return { ok: false, reason: `${name}: ${parsed.error.issues[0]?.message ?? 'invalid value'}` };
  if (name === 'fuel' && !fuelOptions(features).includes(parsed.data as TFuelType)) {
    return { ok: false, reason: `fuel: ${String(value)} is only offered with the feature ${EXTRA_FUEL_OPTIONS_FEATURE}` };
  }
  return { ok: true, value: parsed.data as TFieldValue };
}

/** Checks a whole car: every field valid, or the reasons by field. */
export function parseCarState(
  state: Record<string, unknown>,
  features: Iterable<string> = [],
): { ok: true; value: TCarState } | { ok: false; reasons: Record<string, string> } {
  const value = {} as TCarState;
  const reasons: Record<string, string> = {};
  for (const name of CAR_FIELD_NAMES) {
    const parsed = parseCarField(name, state[name], [...features]);
    if (parsed.ok) value[name] = parsed.value;
    else reasons[name] = parsed.reason;
  }
  return Object.keys(reasons).length > 0 ? { ok: false, reasons } : { ok: true, value };
}

/** A car conflict's resolution (spec 02 §2.3, §4). */
export const CAR_CONFLICT_RESOLUTIONS = ['adjust_in_officient', 'adjust_in_payroll_provider', 'ignore'] as const;
export type TCarConflictResolution = (typeof CAR_CONFLICT_RESOLUTIONS)[number];

/** Remembered status of the car conflicts list (spec 02 §9: default pending). */
export const CAR_CONFLICTS_DEFAULT_STATUS: TConflictListStatus = 'pending';
export const CAR_CONFLICT_LIST_PER_PAGE = 20;
/** The empty state's key of a status tab. */
export const emptyCarConflictsKey = (status: TConflictListStatus) => `NO_${status.toUpperCase()}_CAR_CONFLICTS` as const;

export const ZListCarConflictsRequestSchema = z.object({ status: z.enum(CONFLICT_LIST_STATUSES).default('pending'), page: ZPage });

export const ZCarConflictListItemSchema = z.object({
  id: z.number(),
  name_person: z.string(),
  person: ZPerson,
  date_conflict: z.string(),
  status: z.enum(CONFLICT_STATUSES),
  is_resolved: z.boolean(),
});
export type TCarConflictListItem = z.infer<typeof ZCarConflictListItemSchema>;
export const ZListCarConflictsResponseSchema = listResponse(ZCarConflictListItemSchema);
export type TListCarConflictsResponse = z.infer<typeof ZListCarConflictsResponseSchema>;

export const ZCarConflictSchema = ZCarConflictListItemSchema.extend({
  details: z.object({
    integration_id: z.number(),
    employee_id: z.number(),
    date_conflict: z.string(),
    is_resolved: z.boolean(),
  }),
  /** The product's car (null: the product has none for this person). */
  officient_state: ZCarStateSchema.nullable(),
  /** The provider's car (null: the provider has none for this person). */
  payroll_provider_state: ZCarStateSchema.nullable(),
  field_changed: z.array(ZFieldChanged),
  likely_change_origin: z.enum(CHANGE_ORIGINS),
  ignored: z.boolean(),
  resolved_automatically: z.boolean(),
  conflict_solver_user_name: z.string().nullable(),
  /** The resolution chosen (null while pending, and when closed automatically). */
  resolution: z.enum(CAR_CONFLICT_RESOLUTIONS).nullable(),
  apply_status: z.enum(CONFLICT_APPLY_STATUSES),
  apply_error: z.string().nullable(),
});
export type TCarConflict = z.infer<typeof ZCarConflictSchema>;

export const ZCarConflictIdParamsSchema = z.object({ id: ZId });
export const ZCarConflictDetailResponseSchema = z.object({
  details: ZCarConflictSchema,
  officient_state: ZCarStateSchema.nullable(),
  payroll_provider_state: ZCarStateSchema.nullable(),
  person: ZPerson,
  /** The user may decide now (not read-only, pending, nothing being pushed). */
  can_decide: z.boolean(),
  /** Which resolutions this conflict allows (a car one side does not have cannot be removed on the other from here). */
  resolutions: z.array(z.enum(CAR_CONFLICT_RESOLUTIONS)),
});
export type TCarConflictDetailResponse = z.infer<typeof ZCarConflictDetailResponseSchema>;

export const ZResolveCarConflictRequestSchema = z.object({
  id: ZId,
  resolution: z.enum(CAR_CONFLICT_RESOLUTIONS, { error: 'Choose adjust_in_officient, adjust_in_payroll_provider or ignore' }),
});
export type TResolveCarConflictRequest = z.infer<typeof ZResolveCarConflictRequestSchema>;
export const ZIgnoreCarConflictRequestSchema = z.object({ id: ZId });
export const ZCarConflictDecisionResponseSchema = z.object({
  id: z.number(),
  status: z.enum(CONFLICT_STATUSES),
  apply_status: z.enum(CONFLICT_APPLY_STATUSES),
});
export type TCarConflictDecisionResponse = z.infer<typeof ZCarConflictDecisionResponseSchema>;
export const ZSyncCarConflictsRequestSchema = z.object({}).strict();
export const ZSyncCarConflictsResponseSchema = z.object({ queued: z.boolean() });

/** A person's company car as the person page shows it (read-only). */
export const ZPersonCarSchema = ZCarStateSchema.extend({ id: z.number(), model: z.string() });
export type TPersonCar = z.infer<typeof ZPersonCarSchema>;
export const ZPersonCarsResponseSchema = z.object({ items: z.array(ZPersonCarSchema) });
export const ZPersonCarsParamsSchema = z.object({ id: ZId });
