import { describe, expect, it } from 'vitest';
import {
  ZApprovedExpensesRequestSchema,
  ZCategoryIdSchema,
  ZDeleteExpenseRequestSchema,
  ZEditExpenseCategoryRequestSchema,
  ZListEmployeeExpensesRequestSchema,
  ZListGroupedRequestSchema,
  ZMonthPdfQuerySchema,
  ZMonthQuerySchema,
  ZUndecidedListRequestSchema,
  ZYearQuerySchema,
  monthFileName,
} from '../src/expenseReports.ts';
import { ZCreateExpenseRequestSchema, isDistanceOverwritten } from '../src/expenses.ts';

describe('category administration', () => {
  it('takes a category id as a query string or a number, never 0, negative or past an integer', () => {
    expect(ZCategoryIdSchema.parse({ expense_category_id: '12' })).toEqual({ expense_category_id: 12 });
    for (const bad of ['0', '-3', 'x', '2147483648', undefined])
      expect(ZCategoryIdSchema.safeParse({ expense_category_id: bad }).success).toBe(false);
  });

  it('edits with a name, a way of input and the rate that way needs', () => {
    const base = { expense_category_id: 1, name: ' Meals ', way_of_input: 'total' };
    expect(ZEditExpenseCategoryRequestSchema.parse(base)).toMatchObject({ name: 'Meals', way_of_input: 'total' });
    expect(
      ZEditExpenseCategoryRequestSchema.parse({ ...base, way_of_input: 'kilometer-allowance', price_per_kilometer: '0.42' }),
    ).toMatchObject({
      price_per_kilometer: 0.42,
    });
    for (const bad of [
      { ...base, name: '' },
      { ...base, name: 'x'.repeat(101) },
      { ...base, name: 'a\uDC00' },
      { ...base, way_of_input: 'other' },
      { ...base, way_of_input: 'kilometer-allowance' },
      { ...base, way_of_input: 'day-allowance', price_per_day: '-1' },
      { ...base, way_of_input: 'kilometer-allowance', price_per_kilometer: 11 },
    ])
      expect(ZEditExpenseCategoryRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('deletes an expense by id', () => {
    expect(ZDeleteExpenseRequestSchema.parse({ expense_id: '5' })).toEqual({ expense_id: 5 });
    expect(ZDeleteExpenseRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('periods and filters', () => {
  it('takes a month of 2000 to 2100, 1 to 12', () => {
    expect(ZMonthQuerySchema.parse({ year: '2026', month: '2' })).toEqual({ year: 2026, month: 2 });
    for (const bad of [
      { year: '1999', month: '1' },
      { year: '2101', month: '1' },
      { year: '2026', month: '0' },
      { year: '2026', month: '13' },
      { year: '2026.5', month: '1' },
      { year: '2026' },
    ])
      expect(ZMonthQuerySchema.safeParse(bad).success).toBe(false);
    expect(ZYearQuerySchema.safeParse({ year: 'soon' }).success).toBe(false);
  });

  it('filters lists by known statuses, payout statuses and methods only', () => {
    expect(ZListGroupedRequestSchema.parse({ year: 2026, month: 1, status: 'approved' }).status).toBe('approved');
    expect(ZListGroupedRequestSchema.safeParse({ year: 2026, month: 1, status: 'all' }).success).toBe(false);
    expect(ZListEmployeeExpensesRequestSchema.parse({ employee_id: '3' })).toEqual({ employee_id: 3 });
    expect(ZApprovedExpensesRequestSchema.parse({ year: '2026', status: 'PAID_OUT', payoutMethod: 'PAYOUT_OTHER' })).toEqual({
      year: 2026,
      status: 'PAID_OUT',
      payoutMethod: 'PAYOUT_OTHER',
    });
    expect(ZApprovedExpensesRequestSchema.safeParse({ year: 2026, status: 'paid' }).success).toBe(false);
    expect(ZApprovedExpensesRequestSchema.safeParse({ year: 2026, payoutMethod: 'CASH' }).success).toBe(false);
    expect(ZUndecidedListRequestSchema.parse({})).toEqual({ page: 0 });
    expect(ZUndecidedListRequestSchema.safeParse({ page: '-1' }).success).toBe(false);
  });

  it('reads the month PDF options: dryrun 0/1 and comma-separated team ids', () => {
    expect(ZMonthPdfQuerySchema.parse({ dryrun: '1', teams: '4,7' })).toEqual({ dryrun: '1', teams: [4, 7] });
    expect(ZMonthPdfQuerySchema.parse({})).toEqual({});
    for (const bad of [{ dryrun: 'yes' }, { teams: '4,' }, { teams: 'a' }, { teams: '1;2' }])
      expect(ZMonthPdfQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('names the month files the same on both sides', () => {
    expect(monthFileName('expenses', 2026, 3, 'pdf')).toBe('expenses-2026-03.pdf');
    expect(monthFileName('expenses-individual', 2026, 11, 'xlsx')).toBe('expenses-individual-2026-11.xlsx');
  });
});

describe('changed distance', () => {
  it('is a distance that differs from the suggested one by a hundredth of a km or more', () => {
    expect(isDistanceOverwritten(80, { suggestedDistance: 57 })).toBe(true);
    expect(isDistanceOverwritten(57, { suggestedDistance: 57 })).toBe(false);
    expect(isDistanceOverwritten(57.004, { suggestedDistance: 57 })).toBe(false);
    expect(isDistanceOverwritten(80, {})).toBe(false);
    expect(isDistanceOverwritten(null, { suggestedDistance: 57 })).toBe(false);
  });

  it('takes the suggested distance and the reason with an expense, refusing broken text', () => {
    const base = { category_id: '1', title: 'Ride', date: '2026-11-10', distance: '80' };
    expect(ZCreateExpenseRequestSchema.parse({ ...base, suggested_distance: '57', distance_reason: ' Detour ' })).toMatchObject({
      suggested_distance: 57,
      distance_reason: 'Detour',
    });
    expect(ZCreateExpenseRequestSchema.safeParse({ ...base, distance_reason: 'a\uD800' }).success).toBe(false);
    expect(ZCreateExpenseRequestSchema.safeParse({ ...base, distance_reason: 'x'.repeat(501) }).success).toBe(false);
    expect(ZCreateExpenseRequestSchema.safeParse({ ...base, suggested_distance: '-1' }).success).toBe(false);
  });
});
