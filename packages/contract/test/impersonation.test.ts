import { describe, expect, it } from 'vitest';
import { IMPERSONATION_RULES, impersonationRefusal, mayImpersonate } from '../src/auth.ts';

const admin = { userId: 1, isAdmin: true, isReadOnly: false, isImpersonating: false };
const person = { userId: 2, isAdmin: false };

describe('who may act as whom', () => {
  it('lets an admin act as a person who is not an admin', () => {
    expect(mayImpersonate(admin)).toBeNull();
    expect(impersonationRefusal(admin, person)).toBeNull();
  });

  it('refuses everyone else, with the rule that stops them', () => {
    expect(impersonationRefusal({ ...admin, isAdmin: false }, person)).toBe('NOT_ADMIN');
    expect(impersonationRefusal({ ...admin, isReadOnly: true }, person)).toBe('READ_ONLY');
    expect(impersonationRefusal({ ...admin, isImpersonating: true }, person)).toBe('ALREADY');
    expect(impersonationRefusal(admin, { userId: 1, isAdmin: true })).toBe('SELF');
    expect(impersonationRefusal(admin, { userId: 3, isAdmin: true })).toBe('ADMIN_TARGET');
  });

  it('asks about the admin before the person, so a non-admin learns nothing about who is an admin', () => {
    expect(impersonationRefusal({ ...admin, isAdmin: false }, { userId: 3, isAdmin: true })).toBe('NOT_ADMIN');
  });

  it('has a reason a person can read for every rule', () => {
    for (const reason of Object.values(IMPERSONATION_RULES)) expect(reason).toMatch(/^[A-Z].{10,}$/);
  });
});
