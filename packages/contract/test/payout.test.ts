import { describe, expect, it } from 'vitest';
import { ZUpdatePayoutRequestSchema, payoutFieldsShown } from '../src/payout.ts';

const base = { employee_id: 1, expense_id: 2 };
const issues = (input: object) => {
  const r = ZUpdatePayoutRequestSchema.safeParse({ ...base, ...input });
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('payout chooser rules', () => {
  it('shows the method only when paying out, and the fields each method needs', () => {
    expect(payoutFieldsShown('UNDECIDED', undefined)).toEqual({ method: false, reason: false, status: false, period: false });
    expect(payoutFieldsShown('PAY_OUT', 'PAYOUT_OTHER')).toEqual({ method: true, reason: true, status: true, period: false });
    expect(payoutFieldsShown('PAY_OUT', 'PAYOUT_USING_PAYROLL_PROVIDER')).toEqual({
      method: true,
      reason: false,
      status: false,
      period: true,
    });
    expect(payoutFieldsShown('PAY_OUT', 'PAYOUT_MANUALLY')).toEqual({ method: true, reason: false, status: true, period: false });
  });

  it('requires a payout type', () => {
    expect(issues({})).toContain('payout_type');
    expect(issues({ payout_type: 'SOMETIMES' })).toContain('payout_type');
  });

  it('requires a method when paying out', () => {
    expect(issues({ payout_type: 'PAY_OUT' })).toEqual(['new_payout_method']);
    expect(issues({ payout_type: 'DO_NOT_PAYOUT' })).toEqual([]);
  });

  it('requires a non-empty reason and a status for another method', () => {
    expect(issues({ payout_type: 'PAY_OUT', new_payout_method: 'PAYOUT_OTHER', payout_other_reason: '   ' })).toEqual([
      'payout_other_reason',
      'payout_status',
    ]);
    expect(
      issues({ payout_type: 'PAY_OUT', new_payout_method: 'PAYOUT_OTHER', payout_other_reason: 'cash', payout_status: 'PAID_OUT' }),
    ).toEqual([]);
  });

  it('requires a period with the payroll provider, accepting form strings', () => {
    expect(issues({ payout_type: 'PAY_OUT', new_payout_method: 'PAYOUT_USING_PAYROLL_PROVIDER' })).toEqual(['period']);
    expect(issues({ payout_type: 'PAY_OUT', new_payout_method: 'PAYOUT_USING_PAYROLL_PROVIDER', period: '11', year: '2026' })).toEqual([]);
  });
});
