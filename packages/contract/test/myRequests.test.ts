import { describe, expect, it } from 'vitest';
import { ZListMyRequestsRequestSchema, ZMyRequestSchema } from '../src/myRequests.ts';

describe('ZListMyRequestsRequestSchema', () => {
  it('defaults to every kind and status, first page', () => {
    expect(ZListMyRequestsRequestSchema.parse({})).toEqual({ kind: 'all', status: 'all', page: 0 });
    expect(ZListMyRequestsRequestSchema.parse({ kind: 'daysOff', status: 'partly', page: '2' })).toEqual({
      kind: 'daysOff',
      status: 'partly',
      page: 2,
    });
  });

  it('refuses an unknown kind or status, a bad page, and any other field (nobody asks for someone else)', () => {
    for (const input of [{ kind: 'payslip' }, { status: 'maybe' }, { page: -1 }, { page: 'x' }, { employee_id: 1 }])
      expect(ZListMyRequestsRequestSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});

describe('ZMyRequestSchema', () => {
  const item = {
    kind: 'expense',
    id: 7,
    title: 'Taxi',
    day_off_type: null,
    transport_type: null,
    date_from: '2026-11-12',
    date_to: '2026-11-12',
    day_count: null,
    amount: 12.5,
    km: null,
    status: 'pending',
    message: null,
    created_at: '2026-11-12T09:00:00.000Z',
    decided_at: null,
    withdraw_id: 31,
  };

  it('carries the id that withdraws the request, or null when it cannot be withdrawn', () => {
    expect(ZMyRequestSchema.parse(item).withdraw_id).toBe(31);
    expect(ZMyRequestSchema.parse({ ...item, status: 'approved', withdraw_id: null }).withdraw_id).toBeNull();
  });

  it('refuses an item that does not say whether it can be withdrawn', () => {
    const { withdraw_id: _omitted, ...without } = item;
    expect(ZMyRequestSchema.safeParse(without).success).toBe(false);
  });
});
