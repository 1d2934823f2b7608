import { describe, expect, it } from 'vitest';
import {
  ZCreateExpenseCategoryRequestSchema,
  ZCreateExpenseRequestSchema,
  ZListExpensesRequestSchema,
  ZProcessExpenseRequestSchema,
  calculateExpensePrice,
  categoriesOfferedForEdit,
  type TExpenseCategory,
} from '../src/expenses.ts';

const cat = (id: number, way: TExpenseCategory['way_of_input'], extra: Partial<TExpenseCategory> = {}): TExpenseCategory => ({
  id,
  name: `c${id}`,
  way_of_input: way,
  price_per_kilometer: null,
  price_per_day: null,
  is_default: false,
  active: true,
  ...extra,
});

describe('processing an expense', () => {
  it('requires a trimmed note to decline, not to approve', () => {
    expect(ZProcessExpenseRequestSchema.safeParse({ request_id: 1, status: 'rejected', note: '  ' }).success).toBe(false);
    expect(ZProcessExpenseRequestSchema.safeParse({ request_id: 1, status: 'rejected', note: 'why' }).success).toBe(true);
    expect(ZProcessExpenseRequestSchema.safeParse({ request_id: '1', status: 'approved' }).success).toBe(true);
  });

  it('refuses other statuses and bad ids', () => {
    expect(ZProcessExpenseRequestSchema.safeParse({ request_id: 1, status: 'pending' }).success).toBe(false);
    expect(ZProcessExpenseRequestSchema.safeParse({ request_id: 0, status: 'approved' }).success).toBe(false);
    expect(ZProcessExpenseRequestSchema.safeParse({ request_id: 'x', status: 'approved' }).success).toBe(false);
  });
});

describe('list query', () => {
  it('defaults to pending, page 0', () => {
    expect(ZListExpensesRequestSchema.parse({})).toEqual({ status: 'pending', page: 0, search_term: '' });
    expect(ZListExpensesRequestSchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});

describe('category edit', () => {
  const all = [
    cat(1, 'total'),
    cat(2, 'total', { is_default: true }),
    cat(3, 'kilometer-allowance'),
    cat(4, 'total', { active: false }),
    cat(5, 'total'),
  ];

  it('offers active categories with the same way of input, not the current one', () => {
    expect(categoriesOfferedForEdit(all, { way_of_input: 'total', category_id: 1 }, false).map((c) => c.id)).toEqual([5]);
    expect(categoriesOfferedForEdit(all, { way_of_input: 'kilometer-allowance', category_id: null }, false).map((c) => c.id)).toEqual([3]);
  });

  it('offers the default category only when allowed', () => {
    expect(categoriesOfferedForEdit(all, { way_of_input: 'total', category_id: 1 }, true).map((c) => c.id)).toEqual([2, 5]);
  });

  it('treats an uncategorised expense as a total', () => {
    expect(categoriesOfferedForEdit(all, { way_of_input: null, category_id: null }, false).map((c) => c.id)).toEqual([1, 5]);
  });
});

describe('prices', () => {
  it('uses the total, distance × rate, or days × rate, in cents', () => {
    expect(calculateExpensePrice(cat(1, 'total'), { total: 10.005 })).toBe(10.01);
    expect(calculateExpensePrice(cat(1, 'kilometer-allowance', { price_per_kilometer: 0.428 }), { distance: 12.5 })).toBe(5.35);
    expect(calculateExpensePrice(cat(1, 'day-allowance', { price_per_day: 35 }), { days: 3 })).toBe(105);
  });
});

describe('creating', () => {
  it('needs a rate for allowance categories', () => {
    expect(ZCreateExpenseCategoryRequestSchema.safeParse({ name: 'Km', way_of_input: 'kilometer-allowance' }).success).toBe(false);
    expect(
      ZCreateExpenseCategoryRequestSchema.safeParse({ name: 'Km', way_of_input: 'kilometer-allowance', price_per_kilometer: '0.3' })
        .success,
    ).toBe(true);
    expect(ZCreateExpenseCategoryRequestSchema.safeParse({ name: 'Day', way_of_input: 'day-allowance', price_per_day: '' }).success).toBe(
      false,
    );
  });

  it('parses form fields of an expense and refuses unknown ones', () => {
    const parsed = ZCreateExpenseRequestSchema.parse({ category_id: '3', title: ' Trip ', date: '2026-11-02', distance: '12', dates: '' });
    expect(parsed).toMatchObject({ category_id: 3, title: 'Trip', distance: 12, dates: [] });
    expect(
      ZCreateExpenseRequestSchema.parse({ category_id: '3', title: 'x', date: '2026-11-02', dates: '2026-11-02,2026-11-03' }).dates,
    ).toHaveLength(2);
    expect(ZCreateExpenseRequestSchema.safeParse({ category_id: '3', title: 'x', date: '2026-11-02', price: '1' }).success).toBe(false);
    expect(ZCreateExpenseRequestSchema.safeParse({ category_id: '3', title: 'x', date: '02/11/2026' }).success).toBe(false);
  });
});
