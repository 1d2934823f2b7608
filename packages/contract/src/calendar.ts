import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { ZId, ZIsoDate } from './common.ts';
import {
  AM_PM_HINTS,
  MINUTES_PER_DAY,
  PERSONAL_DAY_OFF_TYPES,
  ZHexColourSchema,
  type TAmPmHint,
  type TPersonalDayOffType,
} from './daysOff.ts';
import { PARTIAL_DAY_MAX_MINUTES, halfOfDay } from './halfDay.ts';

dayjs.extend(customParseFormat);

// ---- constants (spec 02 §2.4, §9; 01 §9)

export const TEAM_CALENDAR_MODAL_WIDTH = 1000;
/** A coworker cell shows this many entries; the rest go in the "+N more" list. */
export const COWORKER_CELL_SHOWN_ENTRIES = 1;
/** The day-detail modal opens only for days with more coworker entries than this. */
export const DAY_DETAIL_ABOVE_ENTRIES = 2;
/** Morning or afternoon only while the day's entries add up to at most this (spec 02 §9, "half-day combined maximum"). */
export const HALF_DAY_COMBINED_MAX_MINUTES = PARTIAL_DAY_MAX_MINUTES;
/** Upper bound for one built calendar: a year. The month view needs at most 42 cells; this only stops runaway input. */
export const MAX_CALENDAR_DAYS = 366;

export const COMPANY_HOLIDAY_COLOUR = '#692192';
export const COMPANY_HOLIDAY_WEEKEND_COLOUR = '#cf1124';
export const EDUCATION_DAY_OFF_COLOUR = '#f5be27';
export const SICK_DAY_COLOUR = '#d40000';
/** Stored form (six hex digits, no '#'), as personal day-off colours are stored. */
export const DEFAULT_PERSONAL_DAY_OFF_COLOUR = '1C99FC';

/** The bulk days-off fetch always asks for everything in one page (spec 01 §9, 02 §9). */
export const DAYS_OFF_BULK_FETCH = { page: 0, per_page: 99999, sort: 'id' } as const;

// ---- entities (spec 02 §3)

export const ZPersonalDayOffSchema = z.object({
  date: ZIsoDate,
  type: z.enum(PERSONAL_DAY_OFF_TYPES),
  custom_type_id: z.number().int().positive().nullable(),
  custom_type_name: z.string().nullable(),
  color: ZHexColourSchema.default(DEFAULT_PERSONAL_DAY_OFF_COLOUR),
  /** 0 means pending (spec 02 §4); any other value is decided. */
  approved: z.number().int(),
  am_pm_hint: z.enum(AM_PM_HINTS),
  duration_minutes: z.number().int().min(0).max(MINUTES_PER_DAY),
  start_minutes: z
    .number()
    .int()
    .min(0)
    .max(MINUTES_PER_DAY - 1),
});
export type TPersonalDayOff = z.infer<typeof ZPersonalDayOffSchema>;

export function isPendingDayOff(dayOff: Pick<TPersonalDayOff, 'approved'>): boolean {
  return dayOff.approved === 0;
}

export const ZCompanyDayOffSchema = z.object({
  date: ZIsoDate,
  special_name: z.string(),
  /** Kept as sent; the calendar draws company holidays in the fixed colours (see dayOffColour). */
  color: z.string().nullable(),
});
export type TCompanyDayOff = z.infer<typeof ZCompanyDayOffSchema>;

// ---- calls (spec 02 §7.2)

export const ZListDaysOffRequestSchema = z.object({ employee_id: ZId, year: z.coerce.number().int().min(1900).max(9999) });
export const ZListDaysOffResponseSchema = z.object({
  company_days_off: z.array(ZCompanyDayOffSchema),
  personal_days_off: z.array(ZPersonalDayOffSchema),
});
export type TListDaysOffResponse = z.infer<typeof ZListDaysOffResponseSchema>;

/** Path parameters of GET /api/days_off/personal_days_off/{year}/{month}/listDaysOffBulk. */
export const ZListDaysOffBulkParamsSchema = z.object({
  year: z.coerce.number().int().min(1900).max(9999),
  month: z.coerce.number().int().min(1, 'month is 1 to 12').max(12, 'month is 1 to 12'),
});
export const ZListDaysOffBulkQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(DAYS_OFF_BULK_FETCH.page),
  per_page: z.coerce.number().int().min(1).max(DAYS_OFF_BULK_FETCH.per_page).default(DAYS_OFF_BULK_FETCH.per_page),
  sort: z.literal(DAYS_OFF_BULK_FETCH.sort).default(DAYS_OFF_BULK_FETCH.sort),
});

export const ZIsCalendarLockedRequestSchema = z.object({
  year: z.coerce.number().int().min(1900).max(9999),
  month: z.coerce.number().int().min(1).max(12),
  employee_id: ZId,
});
export const ZIsCalendarLockedResponseSchema = z.object({ amount_employees_locked: z.number().int().min(0) });

/** A month counts as locked when any employee's calendar in it is locked (spec 02 §9). */
export function isMonthLocked(amountEmployeesLocked: number | null | undefined): boolean {
  return typeof amountEmployeesLocked === 'number' && amountEmployeesLocked > 0;
}

export const ZListCoworkersDaysOffRequestSchema = z.object({
  request_id: ZId,
  /** Ours: a day of another month to show (the team calendar browses); without it, the months of the request. */
  month: ZIsoDate.optional(),
});
/** The spec names only the two fields; the coworker shape, the holidays and the schedule are ours. */
export const ZListCoworkersDaysOffResponseSchema = z.object({
  /** Any overlap with the request's own days in the months answered: red with a warning, else green (spec 01 §5). */
  overlapping_events_found: z.boolean(),
  /** The company's holidays in the months answered. */
  company_days_off: z.array(ZCompanyDayOffSchema),
  /** The requester's minutes per weekday (Sunday first), or null without a schedule: their days off show greyed. */
  weekly_schedule_minutes: z.array(z.number().nullable()).nullable(),
  calendar_coworkers: z.array(
    z.object({ employee_id: z.number(), name: z.string(), avatar: z.string().nullable(), days_off: z.array(ZPersonalDayOffSchema) }),
  ),
});
export type TListCoworkersDaysOffResponse = z.infer<typeof ZListCoworkersDaysOffResponseSchema>;

// ---- half-day display (spec 02 §2.4, §9)

/** What the morning/afternoon rule reads of an entry. A company day off has no start or duration: it is all day. */
export type TTimedEntry = {
  date?: string;
  start_minutes?: number | null;
  duration_minutes?: number | null;
  am_pm_hint?: TAmPmHint | null;
};
/** What the calendar builder needs of an item: its date, and what the half-day rule reads. */
export type TCalendarEntryLike = TTimedEntry & { date: string };

/** An entry is all day when it says so, has no start or duration, or is too long to be a half (halfOfDay is null). */
export function isAllDayEntry(entry: TTimedEntry): boolean {
  if (entry.am_pm_hint === 'all_day') return true;
  if (entry.start_minutes == null || entry.duration_minutes == null) return true;
  return halfOfDay(entry.start_minutes, entry.duration_minutes) === null;
}

/**
 * Which half a day shows: morning or afternoon only when it has one or two entries, none all day, both in the same
 * half-day, and a combined duration of at most 300 minutes; otherwise null (the day is shown whole).
 */
export function dayHalf(entries: readonly TTimedEntry[]): 'morning' | 'afternoon' | null {
  if (entries.length < 1 || entries.length > 2) return null;
  let half: 'morning' | 'afternoon' | null = null;
  let combined = 0;
  for (const entry of entries) {
    if (isAllDayEntry(entry)) return null;
    const start = entry.start_minutes as number;
    const duration = entry.duration_minutes as number;
    const entryHalf = halfOfDay(start, duration);
    if (half !== null && entryHalf !== half) return null;
    half = entryHalf;
    combined += duration;
  }
  return combined <= HALF_DAY_COMBINED_MAX_MINUTES ? half : null;
}

// ---- coworker cells (spec 02 §2.4, §9)

/** A coworker cell shows the first entry; the others go in the "+N more" list (N = more.length). */
export function splitCoworkerEntries<T>(entries: readonly T[]): { shown: T[]; more: T[] } {
  return { shown: entries.slice(0, COWORKER_CELL_SHOWN_ENTRIES), more: entries.slice(COWORKER_CELL_SHOWN_ENTRIES) };
}

/** The day-detail modal opens only for days with more than 2 coworker entries. */
export function hasDayDetail(entries: readonly unknown[]): boolean {
  return entries.length > DAY_DETAIL_ABOVE_ENTRIES;
}

// ---- colours (spec 01 §9, 02 §9)

export type TColourEntry = Pick<TCompanyDayOff, 'date' | 'special_name'> | { type: TPersonalDayOffType; color?: string | null };

function isWeekend(isoDate: string): boolean {
  const d = dayjs(isoDate, 'YYYY-MM-DD', true);
  return d.isValid() && (d.day() === 0 || d.day() === 6);
}

/**
 * The colour a day off is drawn in, as '#rrggbb'. Company holidays, sick days and education days use the fixed
 * colours of the spec (a company holiday on a Saturday or Sunday gets its own red); a custom personal type uses its
 * stored colour, and the default 1C99FC when that is missing or not six hex digits (a stray leading '#' is tolerated).
 * Reading chosen: a company day off's own `color` does not override the fixed company colours.
 */
export function dayOffColour(entry: TColourEntry): string {
  if ('special_name' in entry) return isWeekend(entry.date) ? COMPANY_HOLIDAY_WEEKEND_COLOUR : COMPANY_HOLIDAY_COLOUR;
  switch (entry.type) {
    case 'education':
      return EDUCATION_DAY_OFF_COLOUR;
    case 'sick_day':
      return SICK_DAY_COLOUR;
    case 'custom': {
      const stored = (entry.color ?? '').replace(/^#/, '');
      return `#${/^[0-9a-fA-F]{6}$/.test(stored) ? stored : DEFAULT_PERSONAL_DAY_OFF_COLOUR}`;
    }
  }
}

// ---- the calendar builder (spec 02 §2.4, §3 calendar day, §5)

export type TCalendarDayFlags = {
  today: boolean;
  /** The schedule has 0 minutes that day (a non-working day). */
  zeroSchedule: boolean;
  /** There is no schedule for that day at all (scheduledMinutes gives null for it). */
  nullSchedule: boolean;
  oneDayContract: boolean;
  /** The day has no entries. */
  empty: boolean;
  morning: boolean;
  afternoon: boolean;
};

export type TCalendarDay<T> = {
  /** Position from startDate, 0-based. */
  index: number;
  /** ISO YYYY-MM-DD. */
  date: string;
  dayOfMonth: number;
  /** 0 = Sunday … 6 = Saturday, for placing the day in a week row. */
  weekday: number;
  items: T[];
  flags: TCalendarDayFlags;
};

export type TBuildCalendarInput<T extends TCalendarEntryLike> = {
  /** How many days to build, from startDate on (1 to MAX_CALENDAR_DAYS). */
  daysCount: number;
  /** ISO YYYY-MM-DD of the first day. */
  startDate: string;
  /** ISO date of today; passed in so the builder stays pure. Without it no day is flagged today. */
  today?: string | null;
  /** Entries to place on their date; entries outside the range are left out. */
  items?: readonly T[];
  /** Scheduled minutes by ISO date: 0 flags zeroSchedule, null flags nullSchedule, a missing date flags neither. */
  scheduledMinutes?: Readonly<Record<string, number | null>>;
  oneDayContractDates?: readonly string[];
};

/**
 * Builds the days of the month calendar. Throws Error("Missing daysCount") / Error("Missing startDate") when one is
 * absent (spec 02 §5), a TypeError when startDate is not a YYYY-MM-DD date string (a Date object, a number, 30
 * February…), and a RangeError when daysCount is not a whole number from 1 to MAX_CALENDAR_DAYS.
 * Reading chosen: the "empty" flag means the day has no entries (every day carries a date, so it is not a padding cell).
 */
export function buildCalendar<T extends TCalendarEntryLike>(input: TBuildCalendarInput<T>): TCalendarDay<T>[] {
  // Callers from untyped code (form state, query strings) may pass nothing at all; report what is missing, not a TypeError.
  const {
    daysCount,
    startDate,
    today = null,
    items = [],
    scheduledMinutes = {},
    oneDayContractDates = [],
  } = input ?? ({} as Partial<TBuildCalendarInput<T>>);
  if (daysCount === undefined || daysCount === null) throw new Error('Missing daysCount');
  if (startDate === undefined || startDate === null || startDate === '') throw new Error('Missing startDate');
  if (typeof startDate !== 'string' || !dayjs(startDate, 'YYYY-MM-DD', true).isValid())
    throw new TypeError(`startDate must be a date string (YYYY-MM-DD), got ${String(startDate)}`);
  if (!Number.isInteger(daysCount) || daysCount < 1 || daysCount > MAX_CALENDAR_DAYS)
    throw new RangeError(`daysCount must be a whole number from 1 to ${MAX_CALENDAR_DAYS}, got ${String(daysCount)}`);

  const byDate = new Map<string, T[]>();
  for (const item of items) {
    const list = byDate.get(item.date);
    if (list) list.push(item);
    else byDate.set(item.date, [item]);
  }
  const oneDayContracts = new Set(oneDayContractDates);
  const start = dayjs(startDate, 'YYYY-MM-DD', true);

  return Array.from({ length: daysCount }, (_, index): TCalendarDay<T> => {
    const d = start.add(index, 'day');
    const date = d.format('YYYY-MM-DD');
    const dayItems = byDate.get(date) ?? [];
    const half = dayHalf(dayItems);
    const hasSchedule = Object.prototype.hasOwnProperty.call(scheduledMinutes, date);
    const minutes = hasSchedule ? scheduledMinutes[date] : undefined;
    return {
      index,
      date,
      dayOfMonth: d.date(),
      weekday: d.day(),
      items: dayItems,
      flags: {
        today: today !== null && date === today,
        zeroSchedule: minutes === 0,
        nullSchedule: hasSchedule && minutes === null,
        oneDayContract: oneDayContracts.has(date),
        empty: dayItems.length === 0,
        morning: half === 'morning',
        afternoon: half === 'afternoon',
      },
    };
  });
}
