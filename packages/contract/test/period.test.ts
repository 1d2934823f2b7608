import { describe, expect, it } from 'vitest';
import { describePeriod, nextPeriods, periodEnd, periodOf } from '../src/period.ts';

describe('periodEnd', () => {
  it('adds 6 days for weekly, 27 for four-weekly, and ends monthly at the month end', () => {
    expect(periodEnd('2026-01-01', 'weekly')).toBe('2026-01-07');
    expect(periodEnd('2026-12-28', 'weekly')).toBe('2027-01-03');
    expect(periodEnd('2026-01-01', 'fourWeekly')).toBe('2026-01-28');
    expect(periodEnd('2026-02-10', 'monthly')).toBe('2026-02-28');
    expect(periodEnd('2028-02-01', 'monthly')).toBe('2028-02-29');
    expect(periodEnd('2026-12-01', 'monthly')).toBe('2026-12-31');
  });
});

describe('payroll periods', () => {
  it('finds the period holding a date', () => {
    expect(periodOf('2026-11-22', 'monthly')).toEqual({ period: 11, year: 2026, start: '2026-11-01', end: '2026-11-30' });
    expect(periodOf('2026-01-08', 'weekly')).toMatchObject({ period: 2, start: '2026-01-08', end: '2026-01-14' });
    expect(periodOf('2026-01-28', 'fourWeekly')).toMatchObject({ period: 1, end: '2026-01-28' });
    expect(periodOf('2026-01-29', 'fourWeekly')).toMatchObject({ period: 2 });
  });

  it('gives the year tail that does not fill a period to the last period', () => {
    expect(periodOf('2026-12-31', 'weekly')).toEqual({ period: 52, year: 2026, start: '2026-12-24', end: '2026-12-31' });
    expect(describePeriod(2026, 13, 'fourWeekly')).toMatchObject({ start: '2026-12-03', end: '2026-12-31' });
  });

  it('lists the next periods across the year end', () => {
    const periods = nextPeriods('2026-11-22', 'monthly', 3);
    expect(periods.map((p) => `${p.period}/${p.year}`)).toEqual(['11/2026', '12/2026', '1/2027']);
    expect(nextPeriods('2026-12-30', 'weekly', 2).map((p) => `${p.period}/${p.year}`)).toEqual(['52/2026', '1/2027']);
  });
});
