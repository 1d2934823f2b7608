import { describe, expect, it } from 'vitest';
import { ZListMyRequestsRequestSchema } from '../src/myRequests.ts';

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
