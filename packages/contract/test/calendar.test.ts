import { describe, expect, it } from 'vitest';
import {
  COMPANY_HOLIDAY_COLOUR,
  COMPANY_HOLIDAY_WEEKEND_COLOUR,
  DAYS_OFF_BULK_FETCH,
  DEFAULT_PERSONAL_DAY_OFF_COLOUR,
  EDUCATION_DAY_OFF_COLOUR,
  MAX_CALENDAR_DAYS,
  SICK_DAY_COLOUR,
  TEAM_CALENDAR_MODAL_WIDTH,
  ZCompanyDayOffSchema,
  ZIsCalendarLockedResponseSchema,
  ZListDaysOffBulkParamsSchema,
  ZListDaysOffBulkQuerySchema,
  ZPersonalDayOffSchema,
  buildCalendar,
  dayHalf,
  dayOffColour,
  hasDayDetail,
  isAllDayEntry,
  isMonthLocked,
  isPendingDayOff,
  splitCoworkerEntries,
  type TBuildCalendarInput,
  type TCalendarEntryLike,
} from '../src/calendar.ts';

const personal = {
  date: '2026-03-02',
  type: 'custom',
  custom_type_id: 3,
  custom_type_name: 'Holiday',
  color: 'AA00FF',
  approved: 0,
  am_pm_hint: 'am',
  duration_minutes: 240,
  start_minutes: 540,
};
const entry = (
  start: number | null,
  duration: number | null,
  am_pm_hint: TCalendarEntryLike['am_pm_hint'] = 'custom',
  date = '2026-03-02',
) => ({
  date,
  start_minutes: start,
  duration_minutes: duration,
  am_pm_hint,
});

describe('constants', () => {
  it('match the spec', () => {
    expect(TEAM_CALENDAR_MODAL_WIDTH).toBe(1000);
    expect(DAYS_OFF_BULK_FETCH).toEqual({ page: 0, per_page: 99999, sort: 'id' });
    expect([COMPANY_HOLIDAY_COLOUR, EDUCATION_DAY_OFF_COLOUR, SICK_DAY_COLOUR, COMPANY_HOLIDAY_WEEKEND_COLOUR]).toEqual([
      '#692192',
      '#f5be27',
      '#d40000',
      '#cf1124',
    ]);
    expect(DEFAULT_PERSONAL_DAY_OFF_COLOUR).toBe('1C99FC');
  });
});

describe('day-off schemas', () => {
  it('parses a personal day off and defaults its colour', () => {
    expect(ZPersonalDayOffSchema.parse(personal)).toEqual(personal);
    const { color: _, ...withoutColour } = personal;
    expect(ZPersonalDayOffSchema.parse(withoutColour).color).toBe('1C99FC');
  });

  it('refuses a colour with #, an unknown type or hint, and minutes out of the day', () => {
    expect(ZPersonalDayOffSchema.safeParse({ ...personal, color: '#AA00FF' }).success).toBe(false);
    expect(ZPersonalDayOffSchema.safeParse({ ...personal, type: 'holiday' }).success).toBe(false);
    expect(ZPersonalDayOffSchema.safeParse({ ...personal, am_pm_hint: 'noon' }).success).toBe(false);
    expect(ZPersonalDayOffSchema.safeParse({ ...personal, start_minutes: 1440 }).success).toBe(false);
    expect(ZPersonalDayOffSchema.safeParse({ ...personal, duration_minutes: 1441 }).success).toBe(false);
    expect(ZPersonalDayOffSchema.safeParse({ ...personal, date: '02/03/2026' }).success).toBe(false);
  });

  it('reads approved 0 as pending', () => {
    expect(isPendingDayOff({ approved: 0 })).toBe(true);
    expect(isPendingDayOff({ approved: 1 })).toBe(false);
  });

  it('parses a company day off', () => {
    expect(ZCompanyDayOffSchema.parse({ date: '2026-12-25', special_name: 'Christmas', color: null })).toEqual({
      date: '2026-12-25',
      special_name: 'Christmas',
      color: null,
    });
    expect(ZCompanyDayOffSchema.safeParse({ date: '2026-12-25' }).success).toBe(false);
  });
});

describe('calls', () => {
  it('bulk fetch defaults to page 0, everything, by id', () => {
    expect(ZListDaysOffBulkQuerySchema.parse({})).toEqual({ page: 0, per_page: 99999, sort: 'id' });
    expect(ZListDaysOffBulkQuerySchema.safeParse({ per_page: '100000' }).success).toBe(false);
    expect(ZListDaysOffBulkQuerySchema.safeParse({ sort: 'date' }).success).toBe(false);
    expect(ZListDaysOffBulkParamsSchema.parse({ year: '2026', month: '3' })).toEqual({ year: 2026, month: 3 });
    expect(ZListDaysOffBulkParamsSchema.safeParse({ year: '2026', month: '13' }).success).toBe(false);
    expect(ZListDaysOffBulkParamsSchema.safeParse({ year: '2026', month: '0' }).success).toBe(false);
  });

  it('a month is locked above 0 locked employees', () => {
    expect(isMonthLocked(0)).toBe(false);
    expect(isMonthLocked(1)).toBe(true);
    expect(isMonthLocked(12)).toBe(true);
    expect(isMonthLocked(null)).toBe(false);
    expect(isMonthLocked(undefined)).toBe(false);
    expect(ZIsCalendarLockedResponseSchema.safeParse({ amount_employees_locked: -1 }).success).toBe(false);
  });
});

describe('dayHalf (morning / afternoon)', () => {
  it('shows the half of one short entry', () => {
    expect(dayHalf([entry(540, 240)])).toBe('morning');
    expect(dayHalf([entry(780, 240)])).toBe('afternoon');
  });

  it('splits at a midpoint of 720: before is morning, on it is afternoon', () => {
    expect(dayHalf([entry(570, 299)])).toBe('morning'); // midpoint 719.5
    expect(dayHalf([entry(600, 240)])).toBe('afternoon'); // midpoint 720
  });

  it('shows the half of two entries in the same half with at most 300 minutes together', () => {
    expect(dayHalf([entry(540, 150), entry(600, 150)])).toBe('morning');
    expect(dayHalf([entry(780, 100), entry(900, 200)])).toBe('afternoon');
  });

  it('shows no half above 300 combined minutes', () => {
    expect(dayHalf([entry(540, 150), entry(600, 151)])).toBeNull();
    expect(dayHalf([entry(540, 300)])).toBe('morning');
    expect(dayHalf([entry(540, 301)])).toBeNull();
  });

  it('shows no half when the entries are in different halves', () => {
    expect(dayHalf([entry(540, 120), entry(780, 120)])).toBeNull();
  });

  it('shows no half with an all-day entry', () => {
    expect(dayHalf([entry(540, 240, 'all_day')])).toBeNull();
    expect(dayHalf([entry(540, 100), { date: '2026-03-02' }])).toBeNull(); // a company day off
    expect(dayHalf([entry(null, 240)])).toBeNull();
  });

  it('shows no half with no entries or more than two', () => {
    expect(dayHalf([])).toBeNull();
    expect(dayHalf([entry(540, 60), entry(600, 60), entry(660, 30)])).toBeNull();
  });

  it('knows an all-day entry', () => {
    expect(isAllDayEntry(entry(540, 480))).toBe(true);
    expect(isAllDayEntry(entry(540, 240, 'am'))).toBe(false);
    expect(isAllDayEntry({})).toBe(true);
  });
});

describe('coworker cells', () => {
  it('shows one entry and puts the rest in the more list', () => {
    expect(splitCoworkerEntries([])).toEqual({ shown: [], more: [] });
    expect(splitCoworkerEntries(['a'])).toEqual({ shown: ['a'], more: [] });
    expect(splitCoworkerEntries(['a', 'b', 'c'])).toEqual({ shown: ['a'], more: ['b', 'c'] });
  });

  it('opens the day detail only above 2 entries', () => {
    expect(hasDayDetail([])).toBe(false);
    expect(hasDayDetail(['a', 'b'])).toBe(false);
    expect(hasDayDetail(['a', 'b', 'c'])).toBe(true);
  });
});

describe('dayOffColour', () => {
  it('uses the fixed colours for company holidays, weekends, education and sick days', () => {
    expect(dayOffColour({ date: '2026-12-25', special_name: 'Christmas' })).toBe('#692192'); // Friday
    expect(dayOffColour({ date: '2026-12-26', special_name: 'Boxing day' })).toBe('#cf1124'); // Saturday
    expect(dayOffColour({ date: '2026-12-27', special_name: 'x' })).toBe('#cf1124'); // Sunday
    expect(dayOffColour({ date: '2026-12-28', special_name: 'x' })).toBe('#692192'); // Monday
    expect(dayOffColour({ type: 'education', color: 'AA00FF' })).toBe('#f5be27');
    expect(dayOffColour({ type: 'sick_day', color: 'AA00FF' })).toBe('#d40000');
  });

  it('ignores a company day off stored colour', () => {
    expect(dayOffColour(ZCompanyDayOffSchema.parse({ date: '2026-12-25', special_name: 'x', color: '00FF00' }))).toBe('#692192');
  });

  it('uses a custom type stored colour, else the default', () => {
    expect(dayOffColour({ type: 'custom', color: 'AA00ff' })).toBe('#AA00ff');
    expect(dayOffColour({ type: 'custom', color: '#AA00FF' })).toBe('#AA00FF');
    expect(dayOffColour({ type: 'custom', color: null })).toBe('#1C99FC');
    expect(dayOffColour({ type: 'custom' })).toBe('#1C99FC');
    expect(dayOffColour({ type: 'custom', color: '' })).toBe('#1C99FC');
    expect(dayOffColour({ type: 'custom', color: 'red' })).toBe('#1C99FC');
    expect(dayOffColour({ type: 'custom', color: 'AA00FF00' })).toBe('#1C99FC');
  });
});

describe('buildCalendar', () => {
  it('throws when daysCount or startDate is missing', () => {
    expect(() => buildCalendar({ startDate: '2026-03-01' } as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow(
      new Error('Missing daysCount'),
    );
    expect(() => buildCalendar({ daysCount: null, startDate: '2026-03-01' } as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow(
      'Missing daysCount',
    );
    expect(() => buildCalendar({ daysCount: 31 } as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow(
      new Error('Missing startDate'),
    );
    expect(() => buildCalendar({ daysCount: 31, startDate: '' })).toThrow('Missing startDate');
    expect(() => buildCalendar(undefined as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow('Missing daysCount');
    expect(() => buildCalendar({} as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow('Missing daysCount');
  });

  it.each([new Date('2026-03-01'), 20260301, '01/03/2026', '2026-02-30', '2026-3-1', 'tomorrow', '2026-03-01T00:00:00Z'])(
    'rejects a startDate that is not a date string: %s',
    (startDate) => {
      expect(() => buildCalendar({ daysCount: 31, startDate } as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow(TypeError);
      expect(() => buildCalendar({ daysCount: 31, startDate } as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow(
        'startDate must be a date string',
      );
    },
  );

  it.each([0, -1, 1.5, Number.NaN, MAX_CALENDAR_DAYS + 1, '31'])('rejects daysCount %s', (daysCount) => {
    expect(() => buildCalendar({ daysCount, startDate: '2026-03-01' } as unknown as TBuildCalendarInput<TCalendarEntryLike>)).toThrow(
      RangeError,
    );
  });

  it('builds daysCount days from startDate across a month end and a DST change', () => {
    const days = buildCalendar({ daysCount: 3, startDate: '2026-03-28' });
    expect(days.map((d) => [d.index, d.date, d.dayOfMonth, d.weekday])).toEqual([
      [0, '2026-03-28', 28, 6],
      [1, '2026-03-29', 29, 0],
      [2, '2026-03-30', 30, 1],
    ]);
    expect(buildCalendar({ daysCount: 29, startDate: '2028-02-01' }).at(-1)?.date).toBe('2028-02-29');
    expect(buildCalendar({ daysCount: 1, startDate: '2026-12-31' })).toHaveLength(1);
    expect(buildCalendar({ daysCount: MAX_CALENDAR_DAYS, startDate: '2026-01-01' }).at(-1)?.date).toBe('2027-01-01');
  });

  it('places items on their date, in the order given, and leaves out the rest', () => {
    const a = entry(540, 240, 'am', '2026-03-02');
    const b = entry(780, 240, 'pm', '2026-03-02');
    const outside = entry(540, 480, 'all_day', '2026-04-01');
    const days = buildCalendar({ daysCount: 3, startDate: '2026-03-01', items: [b, outside, a] });
    expect(days[1]?.items).toEqual([b, a]);
    expect(days.flatMap((d) => d.items)).not.toContain(outside);
  });

  it('flags today, empty days, schedules and one-day contracts', () => {
    const days = buildCalendar({
      daysCount: 4,
      startDate: '2026-03-01',
      today: '2026-03-02',
      items: [entry(540, 480, 'all_day', '2026-03-03')],
      scheduledMinutes: { '2026-03-01': 0, '2026-03-02': 480, '2026-03-03': null },
      oneDayContractDates: ['2026-03-04'],
    });
    expect(days.map((d) => d.flags)).toEqual([
      { today: false, zeroSchedule: true, nullSchedule: false, oneDayContract: false, empty: true, morning: false, afternoon: false },
      { today: true, zeroSchedule: false, nullSchedule: false, oneDayContract: false, empty: true, morning: false, afternoon: false },
      { today: false, zeroSchedule: false, nullSchedule: true, oneDayContract: false, empty: false, morning: false, afternoon: false },
      { today: false, zeroSchedule: false, nullSchedule: false, oneDayContract: true, empty: true, morning: false, afternoon: false },
    ]);
  });

  it('flags no day as today without a today', () => {
    expect(buildCalendar({ daysCount: 31, startDate: '2026-03-01' }).some((d) => d.flags.today)).toBe(false);
  });

  it('flags morning and afternoon by the half-day rule', () => {
    const days = buildCalendar({
      daysCount: 4,
      startDate: '2026-03-02',
      items: [
        entry(540, 240, 'am', '2026-03-02'),
        entry(780, 120, 'pm', '2026-03-03'),
        entry(900, 120, 'custom', '2026-03-03'),
        entry(540, 200, 'am', '2026-03-04'),
        entry(600, 200, 'custom', '2026-03-04'),
        { date: '2026-03-05' },
      ],
    });
    expect(days.map((d) => [d.flags.morning, d.flags.afternoon])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
  });

  it('ignores inherited keys of the schedule', () => {
    const days = buildCalendar({
      daysCount: 1,
      startDate: '2026-03-01',
      scheduledMinutes: Object.create({ '2026-03-01': 0 }) as Record<string, number>,
    });
    expect(days[0]?.flags.zeroSchedule).toBe(false);
  });
});
