import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { MAX_ID, ZAfterCursor, ZFlag, ZId, ZIsoDate, ZNote, ZPage, ZSearchTerm, listResponse } from './common.ts';
import { formatDate, parseDmy } from './format.ts';
import { AFTERNOON_START, MORNING_START, PARTIAL_DAY_MAX_MINUTES } from './halfDay.ts';

dayjs.extend(customParseFormat);

// ---- enums (spec 01 §2 Days off, §3, §4; 02 §3)

/** Status tabs of /inbox/daysOff; pending is what an approver opens the tab for. */
export const DAYS_OFF_LIST_STATUSES = ['all', 'pending', 'closed'] as const;
export type TDaysOffListStatus = (typeof DAYS_OFF_LIST_STATUSES)[number];
export const DAYS_OFF_LIST_DEFAULT_STATUS: TDaysOffListStatus = 'pending';

/** Status of one day of a request (spec 01 §4). */
export const DAY_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type TDayStatus = (typeof DAY_STATUSES)[number];
/** What the per-day Accept and Decline buttons (Delete and Don't delete for delete requests) set. */
export const DAY_DECISIONS = ['accepted', 'declined'] as const;
export type TDayDecision = (typeof DAY_DECISIONS)[number];

/** An add request asks for days off; a delete request asks to remove days off already granted. */
export const DAYS_OFF_REQUEST_TYPES = ['add', 'delete'] as const;
export type TDaysOffRequestType = (typeof DAYS_OFF_REQUEST_TYPES)[number];

/** Who processed a request; the web labels them "direct manager" and "extra manager". */
export const PROCESSOR_ROLES = ['DIRECT_MANAGER', 'SECOND_MANAGER'] as const;
export type TProcessorRole = (typeof PROCESSOR_ROLES)[number];

export const AM_PM_HINTS = ['all_day', 'am', 'pm', 'custom'] as const;
export type TAmPmHint = (typeof AM_PM_HINTS)[number];

export const PERSONAL_DAY_OFF_TYPES = ['education', 'sick_day', 'custom'] as const;
export type TPersonalDayOffType = (typeof PERSONAL_DAY_OFF_TYPES)[number];

/** Sortable and configurable columns of the days-off list (spec 01 §2). */
export const DAYS_OFF_LIST_COLUMNS = ['name', 'team', 'days_off_type', 'request_details', 'request_date'] as const;
export type TDaysOffListColumn = (typeof DAYS_OFF_LIST_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * Upper bound on the days one request names (a year, leap day included). The spec sets none; it keeps a crafted form
 * with thousands of `new_status_*` or `date_N` keys from becoming thousands of writes.
 */
export const MAX_DAYS_PER_REQUEST = 366;
export const MINUTES_PER_DAY = 1440;

/** The warning a process answer may carry when the decision was saved but the e-mail was not (spec 01 §8). */
export const COULD_NOT_SEND_EMAIL_WARNING = 'could not send email';

// ---- the list (spec 01 §2, §3)

export const ZListDaysOffRequestsRequestSchema = z.object({
  status: z.enum(DAYS_OFF_LIST_STATUSES, 'Status must be all, pending or closed').default(DAYS_OFF_LIST_DEFAULT_STATUS),
  page: ZPage,
  after: ZAfterCursor,
  search_term: ZSearchTerm,
  /** Newest requests first unless the user sorts otherwise (the spec gives no default; this one is ours). */
  sort_by: z.enum(DAYS_OFF_LIST_COLUMNS).default('request_date'),
  sort_direction: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type TListDaysOffRequestsRequest = z.input<typeof ZListDaysOffRequestsRequestSchema>;

export const ZDaysOffListRowSchema = z.object({
  /** The request id the row links to (/inbox/daysOff/{request_id}). */
  id: z.number(),
  request_type: z.enum(DAYS_OFF_REQUEST_TYPES),
  employee_name: z.string(),
  team_name: z.string().nullable(),
  custom_type_name: z.string().nullable(),
  dates: z.array(ZIsoDate),
  time_added: z.string(),
});
export type TDaysOffListRow = z.infer<typeof ZDaysOffListRowSchema>;
export const ZListDaysOffRequestsResponseSchema = listResponse(ZDaysOffListRowSchema);
export type TListDaysOffRequestsResponse = z.infer<typeof ZListDaysOffRequestsResponseSchema>;

// ---- the detail (spec 01 §3)

/** Colours are stored as six hex digits without '#' (spec 02 §3). */
export const ZHexColourSchema = z.string().regex(/^[0-9a-fA-F]{6}$/, 'A colour is six hex digits without #');

export const ZDaysOffRequestDateSchema = z.object({
  id: z.number(),
  date: ZIsoDate,
  type: z.enum(PERSONAL_DAY_OFF_TYPES),
  type_name: z.string(),
  color: ZHexColourSchema,
  duration_minutes: z.number().int().min(0).max(MINUTES_PER_DAY),
  /** Minutes after midnight the day off starts: with the duration, it says morning or afternoon (halfDay.ts). */
  start_minutes: z
    .number()
    .int()
    .min(0)
    .max(MINUTES_PER_DAY - 1),
  status: z.enum(DAY_STATUSES),
  /** Decided in an earlier processing round: such a day can no longer change (spec 01 §4). */
  day_processed: z.boolean(),
});
export type TDaysOffRequestDate = z.infer<typeof ZDaysOffRequestDateSchema>;

export const ZProcessedEntrySchema = z.object({
  id: z.number(),
  processed_by: z.object({ name: z.string(), avatar: z.string().nullable(), role: z.enum(PROCESSOR_ROLES) }),
  /** ISO date-time; the web shows it as HH:mm, DD/MM/YYYY (formatDateTime). */
  time_processed: z.string(),
  note: z.string(),
  /** Which days this round decided; the spec names the field only, so the shape is ours. */
  days_off_dates_processed_requests: z.array(z.object({ days_off_date_id: z.number(), status: z.enum(DAY_DECISIONS) })),
});
export type TProcessedEntry = z.infer<typeof ZProcessedEntrySchema>;

export const ZDaysOffRequestDetailSchema = z.object({
  employee_id: z.number(),
  employee_name: z.string(),
  request_dates: z.array(ZDaysOffRequestDateSchema),
  request_detail: z.object({
    type: z.enum(DAYS_OFF_REQUEST_TYPES),
    /** The already-handled banner shows when this is true (spec 01 §4). */
    processed: z.boolean(),
    note_from_employee: z.string().nullable(),
  }),
  processed_requests: z.array(ZProcessedEntrySchema),
});
export type TDaysOffRequestDetail = z.infer<typeof ZDaysOffRequestDetailSchema>;

export const ZDaysOffDetailRequestSchema = z.object({ request_id: ZId });

// ---- per-day choices on the detail page (spec 01 §4, §5)

/** What the per-day rules need of a day; works on TDaysOffRequestDate and on any view model that carries these. */
export type TDayChoice = { status: TDayStatus; day_processed: boolean };

/**
 * Pressing Accept or Decline on a day: pressing the state that is already active returns the day to pending;
 * a processed day never changes. Returns the same object when nothing changes.
 */
export function toggleDayStatus<T extends TDayChoice>(day: T, pressed: TDayDecision): T {
  if (day.day_processed) return day;
  return { ...day, status: day.status === pressed ? 'pending' : pressed };
}

/** The actions menu: set every unprocessed day to one status; processed days keep theirs. */
export function setAllUnprocessed<T extends TDayChoice>(days: readonly T[], status: TDayStatus): T[] {
  return days.map((day) => (day.day_processed || day.status === status ? day : { ...day, status }));
}

export type TDaysOffSubmitCheck = {
  /** Unprocessed days given accepted or declined in this round. */
  decided: number;
  /** Unprocessed days (the ones this round can decide). */
  total: number;
  /** Some but not all unprocessed days are decided: ask the partial-approval confirmation. */
  needsPartialConfirm: boolean;
  /** No unprocessed day is decided: do not submit, show the hint in the note area. */
  hasNoDecision: boolean;
};

/**
 * The submit check of spec 01 §5. Reading chosen: "how many of the total were decided" counts unprocessed days only
 * (days processed in an earlier round are neither decided now nor part of the total), and the no-decision hint wins
 * over the confirmation, so the two flags are never both true.
 */
export function checkDaysOffSubmit(days: readonly TDayChoice[]): TDaysOffSubmitCheck {
  const open = days.filter((day) => !day.day_processed);
  const decided = open.filter((day) => day.status !== 'pending').length;
  const total = open.length;
  const hasNoDecision = decided === 0;
  return { decided, total, needsPartialConfirm: !hasNoDecision && decided < total, hasNoDecision };
}

// ---- processing (spec 01 §7: request_id, note, calendar_locked, new_status_{dayId})

/** Form posts send "1"/"0"/"true"/"false", JSON sends booleans or 1/0. */
const binaryFlag = (field: string) =>
  z.union([ZFlag, z.union([z.literal(0), z.literal(1)]).transform((v) => v === 1)], { error: `${field} must be 1 or 0` });

/** A whole number from JSON or from a form field; '' and '1.5' are not whole numbers (z.coerce would turn '' into 0). */
function toWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}

const NEW_STATUS_KEY = /^new_status_(.*)$/;
/** Ids are positive and written without leading zeros, so new_status_7 and new_status_07 cannot both name day 7. */
const POSITIVE_ID = /^[1-9]\d{0,14}$/;
const PROCESS_FIXED_KEYS = new Set(['request_id', 'note', 'calendar_locked']);

/** A 'pending' entry means "left undecided in this round": the server applies only accepted and declined. */
export type TDayDecisionEntry = { dayId: number; status: TDayStatus };

export const ZProcessDaysOffRequestSchema = z
  .looseObject({
    request_id: ZId,
    note: ZNote,
    /**
     * Whether the approver saw the month as locked. Optional (false) because the server checks the lock itself;
     * this only tells it what the page showed.
     */
    calendar_locked: binaryFlag('calendar_locked').optional().default(false),
  })
  .transform((body, ctx) => {
    const decisions: TDayDecisionEntry[] = [];
    for (const [key, value] of Object.entries(body)) {
      if (PROCESS_FIXED_KEYS.has(key)) continue;
      const match = NEW_STATUS_KEY.exec(key);
      if (!match) {
        ctx.issues.push({ code: 'custom', path: [key], input: value, message: `Unknown field "${key}"` });
        continue;
      }
      const rawId = match[1] ?? '';
      if (!POSITIVE_ID.test(rawId) || Number(rawId) > MAX_ID) {
        ctx.issues.push({
          code: 'custom',
          path: [key],
          input: value,
          message: `"${key}" does not name a day: the day id must be a positive whole number`,
        });
        continue;
      }
      const status = z.enum(DAY_STATUSES).safeParse(value);
      if (!status.success) {
        ctx.issues.push({ code: 'custom', path: [key], input: value, message: `${key} must be accepted, declined or pending` });
        continue;
      }
      decisions.push({ dayId: Number(rawId), status: status.data });
    }
    if (decisions.length > MAX_DAYS_PER_REQUEST)
      ctx.issues.push({ code: 'custom', path: [], input: body, message: `A request has at most ${MAX_DAYS_PER_REQUEST} days` });
    else if (ctx.issues.length === 0 && !decisions.some((d) => d.status !== 'pending'))
      ctx.issues.push({
        code: 'custom',
        path: [],
        input: body,
        message: 'At least one day must be accepted or declined (new_status_{dayId})',
      });
    if (ctx.issues.length > 0) return z.NEVER;
    decisions.sort((a, b) => a.dayId - b.dayId);
    return { request_id: body.request_id, note: body.note, calendar_locked: body.calendar_locked, decisions };
  });
export type TProcessDaysOffRequestInput = z.input<typeof ZProcessDaysOffRequestSchema>;
export type TProcessDaysOffRequest = z.output<typeof ZProcessDaysOffRequestSchema>;

/** The form fields the web posts for a processing round; ZProcessDaysOffRequestSchema reads them back. */
export function processDaysOffFormFields(input: {
  request_id: number;
  note: string;
  calendar_locked: boolean;
  days: readonly { id: number; status: TDayStatus; day_processed: boolean }[];
}): { request_id: string } & Record<string, string> {
  const fields: { request_id: string } & Record<string, string> = {
    request_id: String(input.request_id),
    note: input.note,
    calendar_locked: input.calendar_locked ? '1' : '0',
  };
  // Processed days are not sent: they cannot change, and the server would only have to ignore them.
  for (const day of input.days) if (!day.day_processed) fields[`new_status_${day.id}`] = day.status;
  return fields;
}

export const ZProcessDaysOffResponseSchema = z.object({
  /** COULD_NOT_SEND_EMAIL_WARNING when the decision was saved but the e-mail was not sent. */
  warning: z.string().optional(),
  reason: z.string().optional(),
});
export type TProcessDaysOffResponse = z.infer<typeof ZProcessDaysOffResponseSchema>;

// ---- adding a days-off request (spec 02 §7.2, §5)

export type TAddDaysOffDay = {
  /** The N of date_N, kept so an error can point at the right form row. */
  index: number;
  /** ISO YYYY-MM-DD (the form sends DD/MM/YYYY). */
  date: string;
  start_minutes: number;
  duration_minutes: number;
};

const INDEXED_KEY = /^(date|start_minutes|duration_minutes)_(.*)$/;
const FORM_INDEX = /^(0|[1-9]\d{0,3})$/;
const ADD_FIXED_KEYS = new Set([
  'employee_id',
  'type',
  'custom_day_off_type_id',
  'send_notification',
  'optional_message',
  'ignore_day_off_limits',
  'set_full_day_on_non_working_day',
  'ruleset_id',
  'am_pm_hint',
]);
/** The start each hint implies (spec 02 §5); custom (and no hint) take the start they are given. */
const HINT_START: Partial<Record<TAmPmHint, number>> = { all_day: MORNING_START, am: MORNING_START, pm: AFTERNOON_START };

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ZAddDaysOffRequestSchema = z
  .looseObject({
    employee_id: ZId,
    type: z.enum(PERSONAL_DAY_OFF_TYPES, 'Type must be education, sick_day or custom'),
    /** 0, '' or absent mean none; a custom type needs one (checked below). */
    custom_day_off_type_id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), ZId.optional()),
    send_notification: binaryFlag('send_notification').optional().default(false),
    optional_message: ZNote,
    ignore_day_off_limits: binaryFlag('ignore_day_off_limits').optional().default(false),
    set_full_day_on_non_working_day: binaryFlag('set_full_day_on_non_working_day').optional().default(false),
    /** 0 when the request does not come from a ruleset. */
    ruleset_id: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0, 'ruleset_id must be 0 or a ruleset id').max(MAX_ID).optional().default(0),
    ),
    /** Optional: without a hint the duration comes from the weekly schedule (spec 02 §5, "otherwise"). */
    am_pm_hint: z.preprocess(emptyToUndefined, z.enum(AM_PM_HINTS, 'am_pm_hint must be all_day, am, pm or custom').optional()),
  })
  .transform((body, ctx) => {
    const rows = new Map<number, { date?: unknown; start_minutes?: unknown; duration_minutes?: unknown }>();
    for (const [key, value] of Object.entries(body)) {
      if (ADD_FIXED_KEYS.has(key)) continue;
      const match = INDEXED_KEY.exec(key);
      if (!match) {
        ctx.issues.push({ code: 'custom', path: [key], input: value, message: `Unknown field "${key}"` });
        continue;
      }
      const field = match[1] as 'date' | 'start_minutes' | 'duration_minutes';
      const rawIndex = match[2] ?? '';
      if (!FORM_INDEX.test(rawIndex)) {
        ctx.issues.push({
          code: 'custom',
          path: [key],
          input: value,
          message: `"${key}" has a bad index: N in ${field}_N must be a whole number from 0`,
        });
        continue;
      }
      const index = Number(rawIndex);
      rows.set(index, { ...rows.get(index), [field]: value });
    }

    if (body.type === 'custom' && body.custom_day_off_type_id === undefined)
      ctx.issues.push({
        code: 'custom',
        path: ['custom_day_off_type_id'],
        input: undefined,
        message: 'A custom day off needs its custom_day_off_type_id',
      });
    if (rows.size === 0)
      ctx.issues.push({ code: 'custom', path: ['date_0'], input: undefined, message: 'Give at least one date (date_N)' });
    if (rows.size > MAX_DAYS_PER_REQUEST)
      ctx.issues.push({ code: 'custom', path: [], input: undefined, message: `A request has at most ${MAX_DAYS_PER_REQUEST} days` });

    const days: TAddDaysOffDay[] = [];
    const seenDates = new Map<string, number>();
    const expectedStart = body.am_pm_hint === undefined ? undefined : HINT_START[body.am_pm_hint];
    for (const [index, row] of [...rows.entries()].sort(([a], [b]) => a - b)) {
      const issue = (field: string, message: string, input: unknown) =>
        ctx.issues.push({ code: 'custom', path: [`${field}_${index}`], input, message });
      const date = typeof row.date === 'string' ? parseDmy(row.date) : null;
      if (row.date === undefined) issue('date', `date_${index} is missing`, row.date);
      else if (date === null) issue('date', `date_${index} must be a real date as DD/MM/YYYY`, row.date);
      const start = toWholeNumber(row.start_minutes);
      if (row.start_minutes === undefined) issue('start_minutes', `start_minutes_${index} is missing`, row.start_minutes);
      else if (start === null || start < 0 || start >= MINUTES_PER_DAY)
        issue(
          'start_minutes',
          `start_minutes_${index} must be a whole number of minutes from 0 to ${MINUTES_PER_DAY - 1}`,
          row.start_minutes,
        );
      const duration = toWholeNumber(row.duration_minutes);
      if (row.duration_minutes === undefined) issue('duration_minutes', `duration_minutes_${index} is missing`, row.duration_minutes);
      else if (duration === null || duration < 0 || duration > MINUTES_PER_DAY)
        issue(
          'duration_minutes',
          `duration_minutes_${index} must be a whole number of minutes from 0 to ${MINUTES_PER_DAY}`,
          row.duration_minutes,
        );
      if (date === null || start === null || duration === null) continue;
      if (start < 0 || start >= MINUTES_PER_DAY || duration < 0 || duration > MINUTES_PER_DAY) continue;

      if (start + duration > MINUTES_PER_DAY) issue('duration_minutes', `Day ${index} runs past midnight`, row.duration_minutes);
      if (expectedStart !== undefined && start !== expectedStart)
        issue('start_minutes', `start_minutes_${index} must be ${expectedStart} for am_pm_hint ${body.am_pm_hint}`, row.start_minutes);
      // A 0-minute day is what the builder makes on a non-working day; only the server's full-day rule gives it meaning.
      if (duration === 0 && !body.set_full_day_on_non_working_day)
        issue(
          'duration_minutes',
          `duration_minutes_${index} is 0: a day off needs minutes, or set_full_day_on_non_working_day`,
          row.duration_minutes,
        );
      const earlier = seenDates.get(date);
      if (earlier !== undefined) issue('date', `date_${index} repeats date_${earlier} (${row.date as string})`, row.date);
      seenDates.set(date, index);
      days.push({ index, date, start_minutes: start, duration_minutes: duration });
    }
    if (ctx.issues.length > 0) return z.NEVER;

    return {
      employee_id: body.employee_id,
      type: body.type,
      custom_day_off_type_id: body.custom_day_off_type_id ?? null,
      send_notification: body.send_notification,
      optional_message: body.optional_message,
      ignore_day_off_limits: body.ignore_day_off_limits,
      set_full_day_on_non_working_day: body.set_full_day_on_non_working_day,
      ruleset_id: body.ruleset_id,
      am_pm_hint: body.am_pm_hint ?? null,
      days,
    };
  });
export type TAddDaysOffRequestInput = z.input<typeof ZAddDaysOffRequestSchema>;
export type TAddDaysOffRequest = z.output<typeof ZAddDaysOffRequestSchema>;

/** The form fields the web posts to add a request (dates as DD/MM/YYYY, N from 0); ZAddDaysOffRequestSchema reads them back. */
export function addDaysOffFormFields(
  input: Omit<TAddDaysOffRequest, 'days'> & { days: readonly Omit<TAddDaysOffDay, 'index'>[] },
): Record<string, string> {
  const flag = (v: boolean) => (v ? '1' : '0');
  const fields: Record<string, string> = {
    employee_id: String(input.employee_id),
    type: input.type,
    custom_day_off_type_id: String(input.custom_day_off_type_id ?? 0),
    send_notification: flag(input.send_notification),
    optional_message: input.optional_message,
    ignore_day_off_limits: flag(input.ignore_day_off_limits),
    set_full_day_on_non_working_day: flag(input.set_full_day_on_non_working_day),
    ruleset_id: String(input.ruleset_id),
  };
  if (input.am_pm_hint !== null) fields.am_pm_hint = input.am_pm_hint;
  input.days.forEach((day, n) => {
    fields[`date_${n}`] = formatDate(day.date);
    fields[`start_minutes_${n}`] = String(day.start_minutes);
    fields[`duration_minutes_${n}`] = String(day.duration_minutes);
  });
  return fields;
}

/** Minutes scheduled per weekday, Sunday first (dayjs's day()), as the weekly schedule gives them. */
export type TWeeklyScheduleMinutes = readonly [number, number, number, number, number, number, number];

/** A working day when the schedule names none for a weekday. */
export const STANDARD_DAY_MINUTES = 480;

/** A day off's share of a working day, to four decimals: 240 minutes of a 480-minute day is 0.5. */
export function daysOf(date: string, minutes: number, schedule: TWeeklyScheduleMinutes): number {
  const scheduled = schedule[dayjs(date).day()] || STANDARD_DAY_MINUTES;
  return Math.round((minutes / scheduled) * 10_000) / 10_000;
}

/** The distinct months (year and 1-based month) that ISO dates fall in, in the order first met. */
export function monthsBetween(dates: readonly string[]): { year: number; month: number }[] {
  const seen = new Map<string, { year: number; month: number }>();
  for (const date of dates) {
    const d = dayjs(date);
    seen.set(d.format('YYYY-MM'), { year: d.year(), month: d.month() + 1 });
  }
  return [...seen.values()];
}

export type TBuildDayEntriesInput = {
  amPmHint: TAmPmHint | null | undefined;
  /** One ISO date or several (one entry each, in the order given). */
  date: string | readonly string[];
  /** The weekly schedule, or the minutes already looked up for the date(s). */
  scheduledMinutes: number | TWeeklyScheduleMinutes;
  /** Used by custom (required) and by "no hint" (defaults to the morning start). */
  start?: number;
  /** Used by custom only (required there). */
  duration?: number;
};
export type TDayEntry = Omit<TAddDaysOffDay, 'index'>;

function assertMinutes(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
}

/**
 * The start and duration of each requested day (spec 02 §5): morning starts at 540 and afternoon at 780, each with
 * half the day's scheduled minutes; all day starts at 540 with the day's scheduled minutes ("duration all_day");
 * custom takes the given start and duration; with no hint the duration is the scheduled minutes and the start is the
 * given one, else 540. A half of an odd number of minutes is rounded down so two halves never exceed the day.
 * A non-working day yields a 0-minute entry; the request's set_full_day_on_non_working_day decides what it becomes.
 * An entry never runs past midnight: a schedule longer than what is left of the day after the start is cut there.
 */
export function buildDayEntries(input: TBuildDayEntriesInput): TDayEntry[] {
  const dates = typeof input.date === 'string' ? [input.date] : input.date;
  if (dates.length === 0) throw new RangeError('buildDayEntries needs at least one date');
  if (typeof input.scheduledMinutes !== 'number' && input.scheduledMinutes.length !== 7)
    throw new RangeError('A weekly schedule has 7 days, Sunday first');
  if (input.amPmHint === 'custom') {
    if (input.start === undefined || input.duration === undefined) throw new RangeError('A custom day off needs a start and a duration');
    assertMinutes('start', input.start, 0, MINUTES_PER_DAY - 1);
    assertMinutes('duration', input.duration, 1, MINUTES_PER_DAY);
    if (input.start + input.duration > MINUTES_PER_DAY) throw new RangeError('A custom day off cannot run past midnight');
  } else if (input.start !== undefined) {
    assertMinutes('start', input.start, 0, MINUTES_PER_DAY - 1);
  }

  return dates.map((date) => {
    const d = dayjs(date, 'YYYY-MM-DD', true);
    if (!d.isValid()) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`);
    const scheduled = typeof input.scheduledMinutes === 'number' ? input.scheduledMinutes : (input.scheduledMinutes[d.day()] as number);
    assertMinutes(`scheduled minutes for ${date}`, scheduled, 0, MINUTES_PER_DAY);
    const half = Math.floor(scheduled / 2);
    const entry = (start: number, minutes: number): TDayEntry => ({
      date,
      start_minutes: start,
      duration_minutes: Math.min(minutes, MINUTES_PER_DAY - start),
    });
    switch (input.amPmHint) {
      case 'am':
        return entry(MORNING_START, half);
      case 'pm':
        return entry(AFTERNOON_START, half);
      case 'all_day':
        return entry(MORNING_START, scheduled);
      case 'custom':
        return entry(input.start as number, input.duration as number);
      case null:
      case undefined:
        return entry(input.start ?? MORNING_START, scheduled);
    }
  });
}

// ---- display (spec 01 §9)

/**
 * A request date is shown as a partial day when its duration is under 300 minutes. Spec 01 §9 sets this apart from
 * the calendar's rule ("300 minutes or less", isPartialDay): for the request duration exactly 300 is a full day.
 */
export function isPartialRequestDuration(durationMinutes: number): boolean {
  return durationMinutes < PARTIAL_DAY_MAX_MINUTES;
}
