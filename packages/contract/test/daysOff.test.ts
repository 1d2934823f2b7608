import { describe, expect, it } from 'vitest';
import {
  AM_PM_HINTS,
  DAY_STATUSES,
  DAYS_OFF_LIST_STATUSES,
  DAYS_OFF_REQUEST_TYPES,
  MAX_DAYS_PER_REQUEST,
  PERSONAL_DAY_OFF_TYPES,
  PROCESSOR_ROLES,
  ZAddDaysOffRequestSchema,
  ZDaysOffRequestDetailSchema,
  ZListDaysOffRequestsRequestSchema,
  ZProcessDaysOffRequestSchema,
  ZProcessDaysOffResponseSchema,
  addDaysOffFormFields,
  buildDayEntries,
  checkDaysOffSubmit,
  isPartialRequestDuration,
  processDaysOffFormFields,
  setAllUnprocessed,
  toggleDayStatus,
  type TDayChoice,
  type TWeeklyScheduleMinutes,
} from '../src/daysOff.ts';
import { halfOfDay } from '../src/halfDay.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('enums', () => {
  it('lists the spec values', () => {
    expect(DAYS_OFF_LIST_STATUSES).toEqual(['all', 'pending', 'closed']);
    expect(DAY_STATUSES).toEqual(['pending', 'accepted', 'declined']);
    expect(DAYS_OFF_REQUEST_TYPES).toEqual(['add', 'delete']);
    expect(PROCESSOR_ROLES).toEqual(['DIRECT_MANAGER', 'SECOND_MANAGER']);
    expect(AM_PM_HINTS).toEqual(['all_day', 'am', 'pm', 'custom']);
    expect(PERSONAL_DAY_OFF_TYPES).toEqual(['education', 'sick_day', 'custom']);
  });
});

describe('list query', () => {
  it('defaults to pending, page 0, newest first', () => {
    expect(ZListDaysOffRequestsRequestSchema.parse({})).toEqual({
      status: 'pending',
      page: 0,
      search_term: '',
      sort_by: 'request_date',
      sort_direction: 'desc',
    });
  });

  it('refuses other statuses and sort columns', () => {
    expect(messages(ZListDaysOffRequestsRequestSchema.safeParse({ status: 'approved' }))).toEqual([
      'Status must be all, pending or closed',
    ]);
    expect(ZListDaysOffRequestsRequestSchema.safeParse({ sort_by: 'salary' }).success).toBe(false);
    expect(
      ZListDaysOffRequestsRequestSchema.safeParse({ status: 'closed', page: '2', sort_by: 'team', sort_direction: 'asc' }).success,
    ).toBe(true);
  });
});

describe('request detail', () => {
  it('parses a detail with dates and processed entries', () => {
    const detail = {
      employee_id: 4,
      employee_name: 'Ann',
      request_dates: [
        {
          id: 1,
          date: '2026-03-02',
          type: 'custom',
          type_name: 'Holiday',
          color: '1C99FC',
          duration_minutes: 480,
          start_minutes: 540,
          status: 'pending',
          day_processed: false,
        },
      ],
      request_detail: { type: 'add', processed: false, note_from_employee: null },
      processed_requests: [
        {
          id: 9,
          processed_by: { name: 'Bo', avatar: null, role: 'SECOND_MANAGER' },
          time_processed: '2026-03-01T10:00:00Z',
          note: '',
          days_off_dates_processed_requests: [{ days_off_date_id: 1, status: 'accepted' }],
        },
      ],
    };
    expect(ZDaysOffRequestDetailSchema.parse(detail)).toEqual(detail);
    expect(
      ZDaysOffRequestDetailSchema.safeParse({ ...detail, request_dates: [{ ...detail.request_dates[0], color: '#1C99FC' }] }).success,
    ).toBe(false);
  });
});

describe('per-day toggle', () => {
  const day = (status: TDayChoice['status'], day_processed = false) => ({ id: 1, status, day_processed });

  it('sets the pressed state on a pending day', () => {
    expect(toggleDayStatus(day('pending'), 'accepted').status).toBe('accepted');
    expect(toggleDayStatus(day('pending'), 'declined').status).toBe('declined');
  });

  it('returns to pending when the active state is pressed again', () => {
    expect(toggleDayStatus(day('accepted'), 'accepted').status).toBe('pending');
    expect(toggleDayStatus(day('declined'), 'declined').status).toBe('pending');
  });

  it('switches between accepted and declined', () => {
    expect(toggleDayStatus(day('accepted'), 'declined').status).toBe('declined');
    expect(toggleDayStatus(day('declined'), 'accepted').status).toBe('accepted');
  });

  it('never changes a processed day and keeps the same object', () => {
    const processed = day('accepted', true);
    expect(toggleDayStatus(processed, 'accepted')).toBe(processed);
    expect(toggleDayStatus(processed, 'declined')).toBe(processed);
  });

  it('keeps the other fields', () => {
    expect(toggleDayStatus({ ...day('pending'), date: '2026-03-02' }, 'accepted')).toEqual({
      id: 1,
      status: 'accepted',
      day_processed: false,
      date: '2026-03-02',
    });
  });
});

describe('setAllUnprocessed', () => {
  const days = [
    { id: 1, status: 'pending' as const, day_processed: false },
    { id: 2, status: 'declined' as const, day_processed: false },
    { id: 3, status: 'declined' as const, day_processed: true },
    { id: 4, status: 'accepted' as const, day_processed: true },
  ];

  it('sets every unprocessed day and leaves processed ones', () => {
    expect(setAllUnprocessed(days, 'accepted').map((d) => d.status)).toEqual(['accepted', 'accepted', 'declined', 'accepted']);
    expect(setAllUnprocessed(days, 'declined').map((d) => d.status)).toEqual(['declined', 'declined', 'declined', 'accepted']);
    expect(setAllUnprocessed(days, 'pending').map((d) => d.status)).toEqual(['pending', 'pending', 'declined', 'accepted']);
  });

  it('does not mutate the input', () => {
    setAllUnprocessed(days, 'accepted');
    expect(days[0]?.status).toBe('pending');
  });

  it('handles an empty list', () => {
    expect(setAllUnprocessed([], 'accepted')).toEqual([]);
  });
});

describe('checkDaysOffSubmit', () => {
  const d = (status: TDayChoice['status'], day_processed = false): TDayChoice => ({ status, day_processed });

  it('needs no confirmation when every unprocessed day is decided', () => {
    expect(checkDaysOffSubmit([d('accepted'), d('declined')])).toEqual({
      decided: 2,
      total: 2,
      needsPartialConfirm: false,
      hasNoDecision: false,
    });
  });

  it('asks to confirm a partial approval with how many of the total were decided', () => {
    expect(checkDaysOffSubmit([d('accepted'), d('pending'), d('pending')])).toEqual({
      decided: 1,
      total: 3,
      needsPartialConfirm: true,
      hasNoDecision: false,
    });
  });

  it('blocks with the hint when nothing is decided, without asking to confirm', () => {
    expect(checkDaysOffSubmit([d('pending'), d('pending')])).toEqual({
      decided: 0,
      total: 2,
      needsPartialConfirm: false,
      hasNoDecision: true,
    });
  });

  it('leaves processed days out of both counts', () => {
    expect(checkDaysOffSubmit([d('accepted', true), d('declined', true), d('accepted')])).toEqual({
      decided: 1,
      total: 1,
      needsPartialConfirm: false,
      hasNoDecision: false,
    });
    expect(checkDaysOffSubmit([d('accepted', true), d('pending')])).toEqual({
      decided: 0,
      total: 1,
      needsPartialConfirm: false,
      hasNoDecision: true,
    });
  });

  it('has nothing to decide when every day is processed', () => {
    expect(checkDaysOffSubmit([d('accepted', true)])).toEqual({ decided: 0, total: 0, needsPartialConfirm: false, hasNoDecision: true });
    expect(checkDaysOffSubmit([])).toEqual({ decided: 0, total: 0, needsPartialConfirm: false, hasNoDecision: true });
  });
});

describe('process payload', () => {
  it('parses form fields into decisions sorted by day id', () => {
    expect(
      ZProcessDaysOffRequestSchema.parse({
        request_id: '7',
        note: 'ok',
        calendar_locked: '1',
        new_status_12: 'declined',
        new_status_3: 'accepted',
        new_status_5: 'pending',
      }),
    ).toEqual({
      request_id: 7,
      note: 'ok',
      calendar_locked: true,
      decisions: [
        { dayId: 3, status: 'accepted' },
        { dayId: 5, status: 'pending' },
        { dayId: 12, status: 'declined' },
      ],
    });
  });

  it('accepts calendar_locked as 1/0, "1"/"0", true/false, and defaults it and the note', () => {
    const base = { request_id: 1, new_status_1: 'accepted' };
    expect(ZProcessDaysOffRequestSchema.parse({ ...base, calendar_locked: 1 }).calendar_locked).toBe(true);
    expect(ZProcessDaysOffRequestSchema.parse({ ...base, calendar_locked: 0 }).calendar_locked).toBe(false);
    expect(ZProcessDaysOffRequestSchema.parse({ ...base, calendar_locked: '0' }).calendar_locked).toBe(false);
    expect(ZProcessDaysOffRequestSchema.parse({ ...base, calendar_locked: true }).calendar_locked).toBe(true);
    expect(ZProcessDaysOffRequestSchema.parse(base)).toMatchObject({ calendar_locked: false, note: '' });
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ ...base, calendar_locked: 2 }))).toEqual(['calendar_locked must be 1 or 0']);
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ ...base, calendar_locked: 'yes' }))).toEqual([
      'calendar_locked must be 1 or 0',
    ]);
  });

  it('rejects unknown keys by name', () => {
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, new_status_1: 'accepted', status: 'accepted' }))).toEqual([
      'Unknown field "status"',
    ]);
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, new_status_1: 'accepted', newstatus_2: 'accepted' }))).toEqual([
      'Unknown field "newstatus_2"',
    ]);
  });

  it.each([
    'new_status_0',
    'new_status_-1',
    'new_status_abc',
    'new_status_1.5',
    'new_status_',
    'new_status_07',
    'new_status_1e3',
    'new_status_ 4',
  ])('rejects the bad day id in %s', (key) => {
    const result = ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, new_status_1: 'accepted', [key]: 'accepted' });
    expect(messages(result)).toEqual([`"${key}" does not name a day: the day id must be a positive whole number`]);
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });

  it('rejects a bad status value', () => {
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, new_status_4: 'approved' }))).toEqual([
      'new_status_4 must be accepted, declined or pending',
    ]);
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, new_status_4: ['accepted', 'declined'] }))).toEqual([
      'new_status_4 must be accepted, declined or pending',
    ]);
  });

  it('needs at least one accepted or declined day', () => {
    const hint = ['At least one day must be accepted or declined (new_status_{dayId})'];
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1 }))).toEqual(hint);
    expect(messages(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, new_status_1: 'pending', new_status_2: 'pending' }))).toEqual(
      hint,
    );
  });

  it('reports every bad key at once', () => {
    expect(
      messages(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, new_status_1: 'accepted', foo: 1, new_status_x: 'accepted' })),
    ).toHaveLength(2);
  });

  it('refuses a bad request id and a long note', () => {
    expect(ZProcessDaysOffRequestSchema.safeParse({ request_id: 0, new_status_1: 'accepted' }).success).toBe(false);
    expect(ZProcessDaysOffRequestSchema.safeParse({ new_status_1: 'accepted' }).success).toBe(false);
    expect(ZProcessDaysOffRequestSchema.safeParse({ request_id: 1, note: 'x'.repeat(1001), new_status_1: 'accepted' }).success).toBe(false);
  });

  it('caps the number of days', () => {
    const body: Record<string, string> = { request_id: '1' };
    for (let i = 1; i <= MAX_DAYS_PER_REQUEST; i++) body[`new_status_${i}`] = 'accepted';
    expect(ZProcessDaysOffRequestSchema.safeParse(body).success).toBe(true);
    body[`new_status_${MAX_DAYS_PER_REQUEST + 1}`] = 'accepted';
    expect(messages(ZProcessDaysOffRequestSchema.safeParse(body))).toEqual([`A request has at most ${MAX_DAYS_PER_REQUEST} days`]);
  });

  it('round-trips the form fields the web builds, leaving processed days out', () => {
    const fields = processDaysOffFormFields({
      request_id: 3,
      note: 'fine',
      calendar_locked: false,
      days: [
        { id: 10, status: 'accepted', day_processed: false },
        { id: 11, status: 'declined', day_processed: true },
        { id: 12, status: 'pending', day_processed: false },
      ],
    });
    expect(fields).toEqual({ request_id: '3', note: 'fine', calendar_locked: '0', new_status_10: 'accepted', new_status_12: 'pending' });
    expect(ZProcessDaysOffRequestSchema.parse(fields).decisions).toEqual([
      { dayId: 10, status: 'accepted' },
      { dayId: 12, status: 'pending' },
    ]);
  });

  it('reads the could-not-send-email warning', () => {
    expect(ZProcessDaysOffResponseSchema.parse({ warning: 'could not send email', reason: 'SMTP down' })).toEqual({
      warning: 'could not send email',
      reason: 'SMTP down',
    });
    expect(ZProcessDaysOffResponseSchema.parse({})).toEqual({});
  });
});

describe('add days-off request payload', () => {
  const base = {
    employee_id: '5',
    type: 'custom',
    custom_day_off_type_id: '2',
    send_notification: '1',
    optional_message: 'see you',
    ignore_day_off_limits: '0',
    set_full_day_on_non_working_day: '0',
    ruleset_id: '0',
    am_pm_hint: 'all_day',
  };

  it('parses indexed dates into days, in index order, with ISO dates', () => {
    const parsed = ZAddDaysOffRequestSchema.parse({
      ...base,
      date_1: '03/03/2026',
      start_minutes_1: '540',
      duration_minutes_1: '480',
      date_0: '02/03/2026',
      start_minutes_0: '540',
      duration_minutes_0: '480',
    });
    expect(parsed).toEqual({
      employee_id: 5,
      type: 'custom',
      custom_day_off_type_id: 2,
      send_notification: true,
      optional_message: 'see you',
      ignore_day_off_limits: false,
      set_full_day_on_non_working_day: false,
      ruleset_id: 0,
      am_pm_hint: 'all_day',
      days: [
        { index: 0, date: '2026-03-02', start_minutes: 540, duration_minutes: 480 },
        { index: 1, date: '2026-03-03', start_minutes: 540, duration_minutes: 480 },
      ],
    });
  });

  it('accepts JSON numbers and booleans, and defaults the flags, ruleset and hint', () => {
    const parsed = ZAddDaysOffRequestSchema.parse({
      employee_id: 5,
      type: 'sick_day',
      date_0: '02/03/2026',
      start_minutes_0: 600,
      duration_minutes_0: 120,
      ignore_day_off_limits: true,
    });
    expect(parsed).toMatchObject({
      custom_day_off_type_id: null,
      send_notification: false,
      ignore_day_off_limits: true,
      set_full_day_on_non_working_day: false,
      ruleset_id: 0,
      am_pm_hint: null,
      optional_message: '',
    });
  });

  it('needs a custom type id for a custom day off, and treats 0 as none', () => {
    expect(
      messages(
        ZAddDaysOffRequestSchema.safeParse({
          ...base,
          custom_day_off_type_id: '0',
          date_0: '02/03/2026',
          start_minutes_0: 540,
          duration_minutes_0: 480,
        }),
      ),
    ).toEqual(['A custom day off needs its custom_day_off_type_id']);
    expect(
      ZAddDaysOffRequestSchema.parse({
        ...base,
        type: 'education',
        custom_day_off_type_id: '',
        date_0: '02/03/2026',
        start_minutes_0: 540,
        duration_minutes_0: 480,
      }).custom_day_off_type_id,
    ).toBeNull();
  });

  it('refuses a bad type, hint, flag or ruleset', () => {
    const day = { date_0: '02/03/2026', start_minutes_0: 540, duration_minutes_0: 480 };
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, ...day, type: 'holiday' }))).toEqual([
      'Type must be education, sick_day or custom',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, ...day, am_pm_hint: 'noon' }))).toEqual([
      'am_pm_hint must be all_day, am, pm or custom',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, ...day, send_notification: 'maybe' }))).toEqual([
      'send_notification must be 1 or 0',
    ]);
    expect(ZAddDaysOffRequestSchema.safeParse({ ...base, ...day, ruleset_id: '-1' }).success).toBe(false);
    expect(ZAddDaysOffRequestSchema.parse({ ...base, ...day, ruleset_id: '12' }).ruleset_id).toBe(12);
  });

  it('needs at least one date and names missing or bad row fields', () => {
    expect(messages(ZAddDaysOffRequestSchema.safeParse(base))).toEqual(['Give at least one date (date_N)']);
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, date_0: '02/03/2026' }))).toEqual([
      'start_minutes_0 is missing',
      'duration_minutes_0 is missing',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, start_minutes_2: 540, duration_minutes_2: 480 }))).toEqual([
      'date_2 is missing',
    ]);
    expect(
      messages(ZAddDaysOffRequestSchema.safeParse({ ...base, date_0: '2026-03-02', start_minutes_0: 540, duration_minutes_0: 480 })),
    ).toEqual(['date_0 must be a real date as DD/MM/YYYY']);
    expect(
      messages(ZAddDaysOffRequestSchema.safeParse({ ...base, date_0: '30/02/2026', start_minutes_0: 540, duration_minutes_0: 480 })),
    ).toEqual(['date_0 must be a real date as DD/MM/YYYY']);
  });

  it('checks minutes: whole, in range, not past midnight, not empty strings', () => {
    const row = (start: unknown, duration: unknown) => ({
      ...base,
      am_pm_hint: 'custom',
      date_0: '02/03/2026',
      start_minutes_0: start,
      duration_minutes_0: duration,
    });
    expect(ZAddDaysOffRequestSchema.safeParse(row(0, 1440)).success).toBe(true);
    expect(ZAddDaysOffRequestSchema.safeParse(row(1439, 1)).success).toBe(true);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(row(1440, 0)))).toEqual([
      'start_minutes_0 must be a whole number of minutes from 0 to 1439',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(row(-1, 60)))).toEqual([
      'start_minutes_0 must be a whole number of minutes from 0 to 1439',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(row('', 60)))).toEqual([
      'start_minutes_0 must be a whole number of minutes from 0 to 1439',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(row(540, '60.5')))).toEqual([
      'duration_minutes_0 must be a whole number of minutes from 0 to 1440',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(row(540, 1441)))).toEqual([
      'duration_minutes_0 must be a whole number of minutes from 0 to 1440',
    ]);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(row(1000, 500)))).toEqual(['Day 0 runs past midnight']);
  });

  it('allows a 0-minute day only with set_full_day_on_non_working_day', () => {
    const row = { ...base, date_0: '07/03/2026', start_minutes_0: 540, duration_minutes_0: 0 };
    expect(messages(ZAddDaysOffRequestSchema.safeParse(row))).toEqual([
      'duration_minutes_0 is 0: a day off needs minutes, or set_full_day_on_non_working_day',
    ]);
    expect(ZAddDaysOffRequestSchema.safeParse({ ...row, set_full_day_on_non_working_day: '1' }).success).toBe(true);
  });

  it('checks the start each hint implies', () => {
    const day = (hint: string, start: number) => ({
      ...base,
      am_pm_hint: hint,
      date_0: '02/03/2026',
      start_minutes_0: start,
      duration_minutes_0: 240,
    });
    expect(ZAddDaysOffRequestSchema.safeParse(day('am', 540)).success).toBe(true);
    expect(ZAddDaysOffRequestSchema.safeParse(day('pm', 780)).success).toBe(true);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(day('pm', 540)))).toEqual(['start_minutes_0 must be 780 for am_pm_hint pm']);
    expect(messages(ZAddDaysOffRequestSchema.safeParse(day('all_day', 600)))).toEqual([
      'start_minutes_0 must be 540 for am_pm_hint all_day',
    ]);
    expect(ZAddDaysOffRequestSchema.safeParse(day('custom', 600)).success).toBe(true);
    expect(ZAddDaysOffRequestSchema.safeParse({ ...day('am', 600), am_pm_hint: '' }).success).toBe(true);
  });

  it('rejects repeated dates, unknown keys and bad indexes', () => {
    const two = {
      date_0: '02/03/2026',
      start_minutes_0: 540,
      duration_minutes_0: 480,
      date_1: '02/03/2026',
      start_minutes_1: 540,
      duration_minutes_1: 480,
    };
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, ...two }))).toEqual(['date_1 repeats date_0 (02/03/2026)']);
    const one = { date_0: '02/03/2026', start_minutes_0: 540, duration_minutes_0: 480 };
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, ...one, comment: 'x' }))).toEqual(['Unknown field "comment"']);
    expect(messages(ZAddDaysOffRequestSchema.safeParse({ ...base, ...one, date_x: '03/03/2026' }))).toEqual([
      '"date_x" has a bad index: N in date_N must be a whole number from 0',
    ]);
    expect(ZAddDaysOffRequestSchema.safeParse({ ...base, ...one, date_01: '03/03/2026' }).success).toBe(false);
  });

  it('caps the number of dates', () => {
    const body: Record<string, unknown> = { ...base };
    for (let n = 0; n <= MAX_DAYS_PER_REQUEST; n++) {
      const d = new Date(Date.UTC(2026, 0, 1 + n));
      body[`date_${n}`] =
        `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
      body[`start_minutes_${n}`] = 540;
      body[`duration_minutes_${n}`] = 480;
    }
    expect(messages(ZAddDaysOffRequestSchema.safeParse(body))).toEqual([`A request has at most ${MAX_DAYS_PER_REQUEST} days`]);
  });

  it('round-trips the form fields the web builds', () => {
    const request = {
      employee_id: 5,
      type: 'custom' as const,
      custom_day_off_type_id: 2,
      send_notification: true,
      optional_message: '',
      ignore_day_off_limits: false,
      set_full_day_on_non_working_day: true,
      ruleset_id: 0,
      am_pm_hint: 'am' as const,
      days: buildDayEntries({ amPmHint: 'am', date: ['2026-03-02', '2026-03-07'], scheduledMinutes: [0, 480, 480, 480, 480, 480, 0] }),
    };
    const fields = addDaysOffFormFields(request);
    expect(fields).toMatchObject({
      date_0: '02/03/2026',
      start_minutes_0: '540',
      duration_minutes_0: '240',
      date_1: '07/03/2026',
      duration_minutes_1: '0',
      am_pm_hint: 'am',
    });
    expect(ZAddDaysOffRequestSchema.parse(fields)).toEqual({ ...request, days: request.days.map((d, index) => ({ index, ...d })) });
    expect(addDaysOffFormFields({ ...request, am_pm_hint: null, custom_day_off_type_id: null })).not.toHaveProperty('am_pm_hint');
  });
});

describe('buildDayEntries', () => {
  // Sunday first: a 5-day week of 8 hours, Friday 6 hours.
  const week: TWeeklyScheduleMinutes = [0, 480, 480, 480, 480, 360, 0];

  it('morning starts at 540 with half the scheduled minutes', () => {
    expect(buildDayEntries({ amPmHint: 'am', date: '2026-03-02', scheduledMinutes: week })).toEqual([
      { date: '2026-03-02', start_minutes: 540, duration_minutes: 240 },
    ]);
  });

  it('afternoon starts at 780 with half the scheduled minutes', () => {
    expect(buildDayEntries({ amPmHint: 'pm', date: '2026-03-06', scheduledMinutes: week })).toEqual([
      { date: '2026-03-06', start_minutes: 780, duration_minutes: 180 },
    ]);
  });

  it('the halves it builds fall in the halves the calendar shows', () => {
    const [am] = buildDayEntries({ amPmHint: 'am', date: '2026-03-02', scheduledMinutes: 480 });
    const [pm] = buildDayEntries({ amPmHint: 'pm', date: '2026-03-02', scheduledMinutes: 480 });
    expect(halfOfDay(am!.start_minutes, am!.duration_minutes)).toBe('morning');
    expect(halfOfDay(pm!.start_minutes, pm!.duration_minutes)).toBe('afternoon');
  });

  it('rounds an odd half down so two halves never exceed the day', () => {
    expect(buildDayEntries({ amPmHint: 'am', date: '2026-03-02', scheduledMinutes: 455 })[0]?.duration_minutes).toBe(227);
  });

  it('all day starts at 540 with the weekday scheduled minutes', () => {
    expect(buildDayEntries({ amPmHint: 'all_day', date: ['2026-03-05', '2026-03-06', '2026-03-07'], scheduledMinutes: week })).toEqual([
      { date: '2026-03-05', start_minutes: 540, duration_minutes: 480 },
      { date: '2026-03-06', start_minutes: 540, duration_minutes: 360 },
      { date: '2026-03-07', start_minutes: 540, duration_minutes: 0 },
    ]);
  });

  it('custom takes the given start and duration', () => {
    expect(buildDayEntries({ amPmHint: 'custom', date: '2026-03-02', scheduledMinutes: week, start: 600, duration: 90 })).toEqual([
      { date: '2026-03-02', start_minutes: 600, duration_minutes: 90 },
    ]);
  });

  it('custom needs a valid start and duration', () => {
    expect(() => buildDayEntries({ amPmHint: 'custom', date: '2026-03-02', scheduledMinutes: 480, start: 600 })).toThrow(
      'A custom day off needs a start and a duration',
    );
    expect(() => buildDayEntries({ amPmHint: 'custom', date: '2026-03-02', scheduledMinutes: 480, start: 600, duration: 0 })).toThrow(
      RangeError,
    );
    expect(() => buildDayEntries({ amPmHint: 'custom', date: '2026-03-02', scheduledMinutes: 480, start: 1440, duration: 10 })).toThrow(
      RangeError,
    );
    expect(() => buildDayEntries({ amPmHint: 'custom', date: '2026-03-02', scheduledMinutes: 480, start: 1400, duration: 60 })).toThrow(
      'past midnight',
    );
    expect(() => buildDayEntries({ amPmHint: 'custom', date: '2026-03-02', scheduledMinutes: 480, start: 60.5, duration: 60 })).toThrow(
      RangeError,
    );
  });

  it('without a hint takes the scheduled minutes, from the given start or 540', () => {
    expect(buildDayEntries({ amPmHint: null, date: '2026-03-02', scheduledMinutes: week })).toEqual([
      { date: '2026-03-02', start_minutes: 540, duration_minutes: 480 },
    ]);
    expect(buildDayEntries({ amPmHint: undefined, date: '2026-03-06', scheduledMinutes: week, start: 480, duration: 10 })).toEqual([
      { date: '2026-03-06', start_minutes: 480, duration_minutes: 360 },
    ]);
  });

  it('never runs past midnight', () => {
    expect(buildDayEntries({ amPmHint: 'all_day', date: '2026-03-02', scheduledMinutes: 1440 })[0]?.duration_minutes).toBe(900);
    expect(buildDayEntries({ amPmHint: 'pm', date: '2026-03-02', scheduledMinutes: 1440 })[0]?.duration_minutes).toBe(660);
  });

  it('refuses bad dates and schedules', () => {
    expect(() => buildDayEntries({ amPmHint: 'am', date: '02/03/2026', scheduledMinutes: 480 })).toThrow('Not an ISO date');
    expect(() => buildDayEntries({ amPmHint: 'am', date: '2026-02-30', scheduledMinutes: 480 })).toThrow('Not an ISO date');
    expect(() => buildDayEntries({ amPmHint: 'am', date: [], scheduledMinutes: 480 })).toThrow('at least one date');
    expect(() => buildDayEntries({ amPmHint: 'am', date: '2026-03-02', scheduledMinutes: -1 })).toThrow(RangeError);
    expect(() => buildDayEntries({ amPmHint: 'am', date: '2026-03-02', scheduledMinutes: 1441 })).toThrow(RangeError);
    expect(() =>
      buildDayEntries({ amPmHint: 'am', date: '2026-03-02', scheduledMinutes: [480, 480] as unknown as TWeeklyScheduleMinutes }),
    ).toThrow('7 days');
  });
});

describe('isPartialRequestDuration', () => {
  it('is partial under 300 minutes; 300 itself is a full day for the request duration', () => {
    expect(isPartialRequestDuration(0)).toBe(true);
    expect(isPartialRequestDuration(299)).toBe(true);
    expect(isPartialRequestDuration(300)).toBe(false);
    expect(isPartialRequestDuration(480)).toBe(false);
  });
});
