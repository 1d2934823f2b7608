import { z } from 'zod';
import { ZId, ZIsoDate, ZPage, ZPerson, ZSearchTerm, listResponse } from './common.ts';
import {
  CHANGE_ORIGINS,
  CONFLICT_APPLY_STATUSES,
  CONFLICT_LIST_STATUSES,
  CONFLICT_STATUSES,
  type TConflictListStatus,
} from './conflicts.ts';
import { halfOfDay } from './halfDay.ts';

// Calendar (day-off) conflicts with the payroll provider (spec 02 §2.2, §3, §4, §5, §7.1).

export const CALENDAR_CONFLICT_LIST_PER_PAGE = 20;
/** The days a sync compares, around today: a quarter back (late corrections) and a year ahead (planned leave). */
export const CALENDAR_SYNC_PAST_DAYS = 90;
export const CALENDAR_SYNC_FUTURE_DAYS = 365;

/**
 * The resolution the approver picks (spec 02 §2.2): resolve (the product's days are right and are written to the
 * provider), ignore, or incorrect (the provider's side is wrong in a way only the provider can fix: contact them; no
 * confirm button, so nothing is sent).
 */
export const CALENDAR_RESOLUTIONS = ['resolve', 'ignore', 'incorrect'] as const;
export type TCalendarResolution = (typeof CALENDAR_RESOLUTIONS)[number];
/** Only these two are actioned with a confirm button (spec 02 §5). */
export const isConfirmableResolution = (r: TCalendarResolution | null | undefined): r is 'resolve' | 'ignore' =>
  r === 'resolve' || r === 'ignore';

/** The product's code of a kind of day off, as sent to the provider's internal_code: built-in types by name, custom by id. */
export function productInternalCode(type: string, customTypeId: number | null): string {
  return type === 'custom' && customTypeId !== null ? `custom_${customTypeId}` : type;
}

/** One day-off entry on the product side (spec 02 §3: officient_state), with its start for the half-day rule. */
export const ZOfficientCalendarEntry = z.object({
  custom_type_name: z.string(),
  duration_minutes: z.number().int(),
  internal_code: z.string(),
  employee_id: z.number(),
  /** Minute of the day the entry starts; the product always knows it. */
  start_minutes: z.number().int().nullable(),
});
export type TOfficientCalendarEntry = z.infer<typeof ZOfficientCalendarEntry>;
/** One day-off entry on the payroll provider's side (spec 02 §3: payroll_provider_state). */
export const ZProviderCalendarEntry = z.object({
  day_off_name: z.string(),
  duration_minutes: z.number().int(),
  internal_code: z.string(),
});
export type TProviderCalendarEntry = z.infer<typeof ZProviderCalendarEntry>;

/** A day on which the two sides differ. */
export const ZCalendarConflictDay = z.object({
  date: ZIsoDate,
  officient_state: z.array(ZOfficientCalendarEntry),
  payroll_provider_state: z.array(ZProviderCalendarEntry),
});
export type TCalendarConflictDay = z.infer<typeof ZCalendarConflictDay>;

/**
 * What identifies a day's entries for the comparison: the code and the duration of each, in order. Names and starts
 * are not compared (the provider sends no start, and a renamed type is not a different day off).
 */
export function calendarDayKey(entries: readonly { internal_code: string; duration_minutes: number }[]): string {
  return entries
    .map((e) => `${e.internal_code}:${e.duration_minutes}`)
    .sort()
    .join(',');
}

/**
 * How an entry is shown (spec 02 §2.2 and §9, spec 01 §9): a day-off of 300 minutes or less is morning when its midpoint
 * is before minute 720, otherwise afternoon; a longer one is a whole day. An entry of 300 minutes or less whose start is
 * not known (the provider's) is a part of the day, without a half.
 */
export type TCalendarEntryPart = 'all_day' | 'morning' | 'afternoon' | 'partial';
export function calendarEntryPart(entry: { duration_minutes: number; start_minutes?: number | null }): TCalendarEntryPart {
  const start = entry.start_minutes ?? null;
  if (start === null) return halfOfDay(0, entry.duration_minutes) === null ? 'all_day' : 'partial';
  return halfOfDay(start, entry.duration_minutes) ?? 'all_day';
}

/** The empty state's keys of a status tab (spec 02 §2.2): the title, and its description with _DESC. */
export const emptyCalendarConflictsKey = (status: TConflictListStatus) => `NO_${status.toUpperCase()}_CALENDAR_CONFLICTS` as const;
export const emptyCalendarConflictsDescKey = (status: TConflictListStatus) => `${emptyCalendarConflictsKey(status)}_DESC` as const;

export const ZListCalendarConflictsRequestSchema = z.object({
  status: z.enum(CONFLICT_LIST_STATUSES).default('pending'),
  page: ZPage,
  /** Part of the person's name. */
  search_term: ZSearchTerm,
});

export const ZCalendarConflictListItemSchema = z.object({
  id: z.number(),
  employee_id: z.number(),
  integration_id: z.number(),
  name_person: z.string(),
  person: ZPerson,
  /** The first day the sides differ on. */
  date_conflict: ZIsoDate,
  date_created: z.string(),
  status: z.enum(CONFLICT_STATUSES),
  is_resolved: z.boolean(),
  ignored: z.boolean(),
});
export type TCalendarConflictListItem = z.infer<typeof ZCalendarConflictListItemSchema>;
export const ZListCalendarConflictsResponseSchema = listResponse(ZCalendarConflictListItemSchema);
export type TListCalendarConflictsResponse = z.infer<typeof ZListCalendarConflictsResponseSchema>;

export const ZCalendarConflictSchema = ZCalendarConflictListItemSchema.extend({
  days: z.array(ZCalendarConflictDay),
  likely_change_origin: z.enum(CHANGE_ORIGINS),
  resolved_automatically: z.boolean(),
  conflict_solver_user_name: z.string().nullable(),
  date_resolved: z.string().nullable(),
  apply_status: z.enum(CONFLICT_APPLY_STATUSES),
  /** Why the provider refused the last resolution (only while apply_status is failed). */
  apply_error: z.string().nullable(),
});
export type TCalendarConflict = z.infer<typeof ZCalendarConflictSchema>;

export const ZCalendarConflictIdParamsSchema = z.object({ id: ZId });
export const ZCalendarConflictDetailResponseSchema = z.object({
  conflict: ZCalendarConflictSchema,
  person: ZPerson,
  /** The user may resolve or ignore now (not read-only, pending, nothing being applied). */
  can_decide: z.boolean(),
});
export type TCalendarConflictDetailResponse = z.infer<typeof ZCalendarConflictDetailResponseSchema>;

export const ZCalendarConflictDecisionRequestSchema = z.object({ id: ZId });
export const ZCalendarConflictDecisionResponseSchema = z.object({
  id: z.number(),
  status: z.enum(CONFLICT_STATUSES),
  apply_status: z.enum(CONFLICT_APPLY_STATUSES),
});
export type TCalendarConflictDecisionResponse = z.infer<typeof ZCalendarConflictDecisionResponseSchema>;

export const ZSyncCalendarConflictsRequestSchema = z.object({}).strict();
export const ZSyncCalendarConflictsResponseSchema = z.object({ queued: z.boolean() });
