import { describe, expect, it } from 'vitest';
import {
  CALENDAR_RESOLUTIONS,
  ZCalendarConflictDecisionRequestSchema,
  ZListCalendarConflictsRequestSchema,
  calendarDayKey,
  calendarEntryPart,
  emptyCalendarConflictsDescKey,
  emptyCalendarConflictsKey,
  isConfirmableResolution,
  productInternalCode,
} from '../src/calendarConflicts.ts';

describe('the half-day display of a day-off entry (spec 02 §2.2, §9)', () => {
  it('shows 300 minutes or less as morning when the midpoint is before minute 720, else afternoon', () => {
    expect(calendarEntryPart({ start_minutes: 540, duration_minutes: 240 })).toBe('morning'); // midpoint 660
    expect(calendarEntryPart({ start_minutes: 780, duration_minutes: 240 })).toBe('afternoon'); // midpoint 900
    expect(calendarEntryPart({ start_minutes: 560, duration_minutes: 300 })).toBe('morning'); // midpoint 710
  });

  it('puts a midpoint exactly at minute 720 in the afternoon, and a day of 301 minutes or more is a whole day', () => {
    expect(calendarEntryPart({ start_minutes: 600, duration_minutes: 240 })).toBe('afternoon'); // midpoint 720
    expect(calendarEntryPart({ start_minutes: 570, duration_minutes: 300 })).toBe('afternoon'); // midpoint 720
    expect(calendarEntryPart({ start_minutes: 540, duration_minutes: 300 })).toBe('morning');
    expect(calendarEntryPart({ start_minutes: 540, duration_minutes: 301 })).toBe('all_day');
    expect(calendarEntryPart({ start_minutes: 540, duration_minutes: 480 })).toBe('all_day');
  });

  it('shows an entry without a start (the provider’s) as a part of the day when short, else a whole day', () => {
    expect(calendarEntryPart({ duration_minutes: 240 })).toBe('partial');
    expect(calendarEntryPart({ duration_minutes: 300, start_minutes: null })).toBe('partial');
    expect(calendarEntryPart({ duration_minutes: 480 })).toBe('all_day');
  });
});

describe('comparing a day of both sides', () => {
  it('compares codes and durations whatever the order and names', () => {
    const a = calendarDayKey([
      { internal_code: 'custom_3', duration_minutes: 240 },
      { internal_code: 'sick_day', duration_minutes: 240 },
    ]);
    const b = calendarDayKey([
      { internal_code: 'sick_day', duration_minutes: 240 },
      { internal_code: 'custom_3', duration_minutes: 240 },
    ]);
    expect(a).toBe(b);
    expect(calendarDayKey([{ internal_code: 'custom_3', duration_minutes: 480 }])).not.toBe(
      calendarDayKey([{ internal_code: 'custom_3', duration_minutes: 240 }]),
    );
    expect(calendarDayKey([])).toBe('');
  });

  it('codes built-in kinds by name and custom kinds by id', () => {
    expect(productInternalCode('sick_day', null)).toBe('sick_day');
    expect(productInternalCode('education', null)).toBe('education');
    expect(productInternalCode('custom', 7)).toBe('custom_7');
  });
});

describe('the list and the decision (spec 02 §2.2, §5, §7.1)', () => {
  it('keys the empty states NO_{STATUS}_CALENDAR_CONFLICTS and _DESC', () => {
    expect(emptyCalendarConflictsKey('pending')).toBe('NO_PENDING_CALENDAR_CONFLICTS');
    expect(emptyCalendarConflictsDescKey('ignored')).toBe('NO_IGNORED_CALENDAR_CONFLICTS_DESC');
  });

  it('takes status, page and an optional search term', () => {
    expect(ZListCalendarConflictsRequestSchema.parse({})).toEqual({ status: 'pending', page: 0, search_term: '' });
    expect(ZListCalendarConflictsRequestSchema.parse({ status: 'all', page: '2', search_term: ' Ann ' })).toEqual({
      status: 'all',
      page: 2,
      search_term: 'Ann',
    });
    expect(ZListCalendarConflictsRequestSchema.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('offers resolve, ignore and incorrect; only resolve and ignore are confirmed', () => {
    expect(CALENDAR_RESOLUTIONS).toEqual(['resolve', 'ignore', 'incorrect']);
    expect(isConfirmableResolution('resolve')).toBe(true);
    expect(isConfirmableResolution('ignore')).toBe(true);
    expect(isConfirmableResolution('incorrect')).toBe(false);
    expect(isConfirmableResolution(null)).toBe(false);
  });

  it('needs an id', () => {
    expect(ZCalendarConflictDecisionRequestSchema.safeParse({}).success).toBe(false);
    expect(ZCalendarConflictDecisionRequestSchema.parse({ id: '4' })).toEqual({ id: 4 });
  });
});
