import { describe, expect, it } from 'vitest';
import { companySearchKey, ZCompanySuggestQuerySchema } from '../src/companies.ts';
import { ZFeatureCheckQuerySchema } from '../src/integrations.ts';
import { ZListRequestsQuerySchema } from '../src/daysOffRequests.ts';

describe('company suggest', () => {
  it('searches names without case, accents or repeated spaces', () => {
    expect(companySearchKey('Société  Générale')).toBe('societe generale');
    expect(companySearchKey('ÉLIA')).toBe('elia');
    expect(companySearchKey('  Öresund Labs ')).toBe('oresund labs');
    expect(companySearchKey("'s-Hertogenbosch")).toBe("'s-hertogenbosch");
  });

  it('takes a query of 2 to 100 characters, trimmed, with at least 2 letters or digits', () => {
    expect(ZCompanySuggestQuerySchema.parse({ query: ' ar ' })).toEqual({ query: 'ar' });
    expect(ZCompanySuggestQuerySchema.safeParse({ query: 'a' }).success).toBe(false);
    expect(ZCompanySuggestQuerySchema.safeParse({ query: '  a  ' }).success).toBe(false);
    expect(ZCompanySuggestQuerySchema.safeParse({ query: 'a'.repeat(101) }).success).toBe(false);
    expect(ZCompanySuggestQuerySchema.safeParse({ query: 'a'.repeat(100) }).success).toBe(true);
    expect(ZCompanySuggestQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('feature checks and days-off requests', () => {
  it('knows the features of spec 02 §6 and nothing else', () => {
    expect(ZFeatureCheckQuerySchema.parse({ feature: 'profile/fullpush' }).feature).toBe('profile/fullpush');
    expect(ZFeatureCheckQuerySchema.safeParse({ feature: 'nope' }).success).toBe(false);
  });

  it('lists all requests from page 0 by default and refuses an unknown status', () => {
    expect(ZListRequestsQuerySchema.parse({})).toEqual({ status: 'all', page: 0 });
    expect(ZListRequestsQuerySchema.parse({ employee_id: '12', status: 'pending', page: '2' })).toEqual({
      employee_id: 12,
      status: 'pending',
      page: 2,
    });
    expect(ZListRequestsQuerySchema.safeParse({ status: 'open' }).success).toBe(false);
  });
});
