import { describe, expect, it } from 'vitest';
import { BUDGET_LIMITATIONS, ZBudgetUsageSchema, budgetBalance, limitWarning, type TBudgetUsage } from '../src/daysOffLimit.ts';

const budget = (extra: Partial<TBudgetUsage>): TBudgetUsage => ({
  limitation: 'limit_in_days',
  name: 'Holidays',
  employee_allowed_negative_balance: true,
  days_approved: 0,
  minutes_approved: 0,
  minutes_not_approved: 0,
  max_yearly_amount_days: null,
  max_yearly_amount_minutes: null,
  accrual_year_balance: null,
  ...extra,
});

describe('budget usage schema', () => {
  it('accepts a budget as the server sends it', () => {
    const b = budget({ max_yearly_amount_days: 20, days_approved: 3.5 });
    expect(ZBudgetUsageSchema.parse(b)).toEqual(b);
  });

  it('refuses an unknown limitation and a missing field', () => {
    expect(ZBudgetUsageSchema.safeParse({ ...budget({}), limitation: 'limit_in_weeks' }).success).toBe(false);
    const { days_approved: _, ...withoutDays } = budget({});
    expect(ZBudgetUsageSchema.safeParse(withoutDays).success).toBe(false);
  });
});

describe('limitWarning: limit_in_days', () => {
  const days = (approved: number, allowed = true) =>
    budget({
      limitation: 'limit_in_days',
      max_yearly_amount_days: 20,
      days_approved: approved,
      employee_allowed_negative_balance: allowed,
    });

  it('never warns when the employee may not go negative', () => {
    expect(limitWarning(days(25, false), 0, 0)).toBeNull();
    expect(limitWarning(days(19, false), 480, 5)).toBeNull();
  });

  it('does not warn at exactly 0 left, now or after the request', () => {
    expect(limitWarning(days(20), 0, 0)).toBeNull();
    expect(limitWarning(days(18), 960, 2)).toBeNull();
  });

  it('warns as exceeded at -1 left', () => {
    expect(limitWarning(days(21), 0, 0)).toEqual({ isExceeded: true, isFutureExcess: false, left: -1, unit: 'days' });
  });

  it('reports an already exceeded budget as exceeded with the current balance, not the one after the request', () => {
    expect(limitWarning(days(21), 480, 1)).toEqual({ isExceeded: true, isFutureExcess: false, left: -1, unit: 'days' });
  });

  it('warns as a future excess when the requested days take the balance below 0', () => {
    expect(limitWarning(days(19), 960, 2)).toEqual({ isExceeded: false, isFutureExcess: true, left: -1, unit: 'days' });
    expect(limitWarning(days(19.5), 480, 1)).toEqual({ isExceeded: false, isFutureExcess: true, left: -0.5, unit: 'days' });
  });

  it('does not see floating point dust as an excess', () => {
    expect(limitWarning(budget({ max_yearly_amount_days: 1, days_approved: 0.7 }), 0, 0.3)).toBeNull();
    expect(limitWarning(budget({ max_yearly_amount_days: 0.3, days_approved: 0.1 }), 0, 0.2)).toBeNull();
  });

  it('has no limit without a yearly maximum', () => {
    expect(limitWarning(budget({ max_yearly_amount_days: null, days_approved: 50 }), 480, 1)).toBeNull();
  });
});

describe('limitWarning: limit_in_half_days', () => {
  const halves = (approved: number, allowed = true) =>
    budget({
      limitation: 'limit_in_half_days',
      max_yearly_amount_days: 10,
      days_approved: approved,
      employee_allowed_negative_balance: allowed,
    });

  it('never warns when the employee may not go negative', () => {
    expect(limitWarning(halves(12, false), 0, 0)).toBeNull();
  });

  it('does not warn at exactly 0 left', () => {
    expect(limitWarning(halves(10), 0, 0)).toBeNull();
    expect(limitWarning(halves(9.5), 240, 0.5)).toBeNull();
  });

  it('counts what is left in half days (doubled)', () => {
    expect(limitWarning(halves(10.5), 0, 0)).toEqual({ isExceeded: true, isFutureExcess: false, left: -1, unit: 'half_days' });
    expect(limitWarning(halves(11), 0, 0)).toEqual({ isExceeded: true, isFutureExcess: false, left: -2, unit: 'half_days' });
  });

  it('warns as a future excess when the requested half day goes over', () => {
    expect(limitWarning(halves(10), 240, 0.5)).toEqual({ isExceeded: false, isFutureExcess: true, left: -1, unit: 'half_days' });
    expect(limitWarning(halves(9), 1440, 3)).toEqual({ isExceeded: false, isFutureExcess: true, left: -4, unit: 'half_days' });
  });
});

describe.each(['limit_in_minutes', 'limit_by_overtime'] as const)('limitWarning: %s', (limitation) => {
  const minutes = (approved: number, allowed = true) =>
    budget({ limitation, max_yearly_amount_minutes: 2400, minutes_approved: approved, employee_allowed_negative_balance: allowed });

  it('never warns when the employee may not go negative', () => {
    expect(limitWarning(minutes(3000, false), 0, 0)).toBeNull();
    expect(limitWarning(minutes(2400, false), 480, 1)).toBeNull();
  });

  it('does not warn at exactly 0 left, now or after the request', () => {
    expect(limitWarning(minutes(2400), 0, 0)).toBeNull();
    expect(limitWarning(minutes(1920), 480, 1)).toBeNull();
  });

  it('warns as exceeded at -1 minute left', () => {
    expect(limitWarning(minutes(2401), 0, 0)).toEqual({ isExceeded: true, isFutureExcess: false, left: -1, unit: 'minutes' });
  });

  it('subtracts the requested minutes for a future excess, ignoring requested days', () => {
    expect(limitWarning(minutes(1921), 480, 1)).toEqual({ isExceeded: false, isFutureExcess: true, left: -1, unit: 'minutes' });
    expect(limitWarning(minutes(0), 0, 99)).toBeNull();
  });

  it('has no limit without a yearly maximum', () => {
    expect(limitWarning(budget({ limitation, max_yearly_amount_minutes: null, minutes_approved: 9999 }), 480, 1)).toBeNull();
  });
});

describe('limitWarning: leave_accrual', () => {
  // accrual_year_balance already has the pending minutes (this request included) taken off.
  const accrual = (balance: number, notApproved: number, allowed = true) =>
    budget({
      limitation: 'leave_accrual',
      accrual_year_balance: balance,
      minutes_not_approved: notApproved,
      employee_allowed_negative_balance: allowed,
    });

  it('never warns when the employee may not go negative', () => {
    expect(limitWarning(accrual(-500, 0, false), 0, 0)).toBeNull();
    expect(limitWarning(accrual(-480, 480, false), 480, 1)).toBeNull();
  });

  it('does not warn at exactly 0, with or without pending minutes', () => {
    expect(limitWarning(accrual(0, 0), 0, 0)).toBeNull();
    expect(limitWarning(accrual(0, 480), 480, 1)).toBeNull();
  });

  it('warns as exceeded when the balance plus unapproved minutes is -1', () => {
    expect(limitWarning(accrual(-481, 480), 480, 1)).toEqual({ isExceeded: true, isFutureExcess: false, left: -1, unit: 'minutes' });
    expect(limitWarning(accrual(-1, 0), 0, 0)).toEqual({ isExceeded: true, isFutureExcess: false, left: -1, unit: 'minutes' });
  });

  it('warns as a future excess when only the balance (pending taken off) is below 0', () => {
    expect(limitWarning(accrual(-1, 480), 480, 1)).toEqual({ isExceeded: false, isFutureExcess: true, left: -1, unit: 'minutes' });
  });

  it('does not subtract the requested minutes a second time', () => {
    expect(limitWarning(accrual(100, 480), 480, 1)).toBeNull();
  });

  it('has no limit without an accrual balance', () => {
    expect(
      limitWarning(budget({ limitation: 'leave_accrual', accrual_year_balance: null, minutes_not_approved: 9999 }), 480, 1),
    ).toBeNull();
  });
});

describe('limitWarning: inputs', () => {
  it('refuses negative or non-finite requested amounts', () => {
    const b = budget({ max_yearly_amount_days: 20 });
    expect(() => limitWarning(b, -1, 0)).toThrow(RangeError);
    expect(() => limitWarning(b, 0, -0.5)).toThrow(RangeError);
    expect(() => limitWarning(b, Number.NaN, 0)).toThrow(/requestedMinutes/);
    expect(() => limitWarning(b, 0, Number.POSITIVE_INFINITY)).toThrow(/requestedDays/);
  });

  it('covers every limitation', () => {
    expect(BUDGET_LIMITATIONS).toEqual(['limit_in_days', 'limit_in_half_days', 'limit_by_overtime', 'limit_in_minutes', 'leave_accrual']);
  });
});

describe('budgetBalance: what is left before and after the request', () => {
  it('counts days, half days and minutes the way the warning does, warning or not', () => {
    const days = budget({ limitation: 'limit_in_days', max_yearly_amount_days: 20, days_approved: 12.5 });
    expect(budgetBalance(days, 480 * 3, 3)).toEqual({ before: 7.5, after: 4.5, unit: 'days' });
    const halves = budget({ limitation: 'limit_in_half_days', max_yearly_amount_days: 10, days_approved: 9.5 });
    expect(budgetBalance(halves, 240, 0.5)).toEqual({ before: 1, after: 0, unit: 'half_days' });
    const minutes = budget({ limitation: 'limit_by_overtime', max_yearly_amount_minutes: 600, minutes_approved: 480 });
    expect(budgetBalance(minutes, 240, 0.5)).toEqual({ before: 120, after: -120, unit: 'minutes' });
    const accrual = budget({ limitation: 'leave_accrual', accrual_year_balance: -60, minutes_not_approved: 240 });
    expect(budgetBalance(accrual, 240, 0.5)).toEqual({ before: 180, after: -60, unit: 'minutes' });
  });

  it('has no balance for a budget without a limit, and agrees with the warning where there is one', () => {
    expect(budgetBalance(budget({ limitation: 'limit_in_days', max_yearly_amount_days: null }), 480, 1)).toBeNull();
    const over = budget({ limitation: 'limit_by_overtime', max_yearly_amount_minutes: 600, minutes_approved: 480 });
    expect(limitWarning(over, 240, 0.5)?.left).toBe(budgetBalance(over, 240, 0.5)?.after);
  });
});
