import { describe, expect, it } from 'vitest';
import {
  CIVIL_STATES,
  EDUCATION_LEVELS,
  GENDERS,
  ZProfileFieldsSchema,
  ZResolveConflictRequestSchema,
  conflictDetailPath,
  emptyConflictsKey,
  isIbanOnly,
  originMarkers,
  parseProfileField,
  sameFieldValue,
} from '../src/conflicts.ts';

describe('the enumerations of the profile fields (spec 02 §3)', () => {
  it('are the spec’s', () => {
    expect(CIVIL_STATES).toEqual([
      'single',
      'married',
      'widow',
      'legally_separated',
      'factually_separated',
      'cohabiting',
      'legally_cohabiting',
    ]);
    expect(GENDERS).toEqual(['male', 'female', 'other']);
    expect(EDUCATION_LEVELS).toEqual([
      'primary_school',
      'secondary_education',
      'higher_education',
      'university_education',
      'unknown',
      'empty',
    ]);
  });

  it('refuse an unknown option value, and a field that does not exist', () => {
    expect(parseProfileField('civilState', 'married')).toEqual({ ok: true, value: 'married' });
    expect(parseProfileField('civilState', 'martian')).toMatchObject({ ok: false });
    expect(parseProfileField('gender', 'unknown')).toMatchObject({ ok: false });
    expect(parseProfileField('education_level', 'phd')).toMatchObject({ ok: false });
    expect(parseProfileField('favouriteColour', 'blue')).toMatchObject({ ok: false, reason: 'Unknown field favouriteColour' });
    expect(ZProfileFieldsSchema.safeParse({ civilState: 'married', gender: 'female' }).success).toBe(true);
    expect(ZProfileFieldsSchema.safeParse({ civilState: 'divorced' }).success).toBe(false);
    expect(ZProfileFieldsSchema.safeParse({ shoeSize: 42 }).success).toBe(false);
  });

  it('normalise an IBAN and a country, and check counts and booleans', () => {
    expect(parseProfileField('bankAccount_iban', 'be68 5390 0754 7034')).toEqual({ ok: true, value: 'BE68539007547034' });
    expect(parseProfileField('bankAccount_iban', 'not an iban')).toMatchObject({ ok: false });
    expect(parseProfileField('nationality', 'be')).toEqual({ ok: true, value: 'BE' });
    expect(parseProfileField('numberOfDependentChildren', -1)).toMatchObject({ ok: false });
    expect(parseProfileField('spouseHasIncome', 'yes')).toMatchObject({ ok: false });
    expect(parseProfileField('address_line2', '')).toEqual({ ok: true, value: null });
    expect(parseProfileField('address_line1', 'a\uD800b')).toMatchObject({ ok: false });
  });

  it('treat unset, empty and the education level "empty" as the same value', () => {
    expect(sameFieldValue(null, undefined)).toBe(true);
    expect(sameFieldValue('', null)).toBe(true);
    expect(sameFieldValue('empty', null)).toBe(true);
    expect(sameFieldValue(1, '1')).toBe(false);
  });
});

describe('the likely-origin marker per column (spec 02 §2.1)', () => {
  it('marks the side that changed NEW and the other OLD; unknown marks none', () => {
    expect(originMarkers('officient')).toEqual({ officient: 'NEW', payroll_provider: 'OLD' });
    expect(originMarkers('fullpush')).toEqual({ officient: 'NEW', payroll_provider: 'OLD' });
    expect(originMarkers('payroll_provider')).toEqual({ officient: 'OLD', payroll_provider: 'NEW' });
    expect(originMarkers('unknown')).toEqual({ officient: null, payroll_provider: null });
  });
});

describe('lists and resolutions', () => {
  it('link rows by the push-profile feature and key the empty states by status', () => {
    expect(conflictDetailPath({ id: 4, has_push_profile_feature: true })).toBe('/inbox/conflicts/4');
    expect(conflictDetailPath({ id: 4, has_push_profile_feature: false })).toBe('/inbox/conflicts/single/4');
    expect(emptyConflictsKey('pending')).toBe('NO_PENDING_DATA_CONFLICTS');
    expect(emptyConflictsKey('all')).toBe('NO_ALL_DATA_CONFLICTS');
  });

  it('accept internal or external per field only', () => {
    expect(ZResolveConflictRequestSchema.safeParse({ conflict_id: 1, choices: { gender: 'internal' } }).success).toBe(true);
    expect(ZResolveConflictRequestSchema.safeParse({ conflict_id: 1, choices: { gender: 'both' } }).success).toBe(false);
    expect(isIbanOnly(['bankAccount_iban'])).toBe(true);
    expect(isIbanOnly(['bankAccount_iban', 'gender'])).toBe(false);
  });
});
