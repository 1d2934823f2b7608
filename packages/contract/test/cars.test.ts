import { describe, expect, it } from 'vitest';
import {
  ALL_FUEL_TYPES,
  CAR_CONFLICT_RESOLUTIONS,
  CAR_CONTRACT_TYPES,
  CAR_FIELD_NAMES,
  CAR_USAGE_TYPES,
  FUEL_TYPES,
  OWN_CONTRIBUTION_PAYMENTS,
  POOL_VEHICLE_VALUES,
  UTILITY_VEHICLE_VALUES,
  ZResolveCarConflictRequestSchema,
  emptyCarConflictsKey,
  fuelOptions,
  parseCarField,
  parseCarState,
} from '../src/cars.ts';

describe('the car option enumerations (spec 02 §3)', () => {
  it('are the spec’s', () => {
    expect(FUEL_TYPES).toEqual(['gas', 'diesel', 'electric', 'fuel_cells', 'natural_gas', 'hybrid_diesel', 'hybrid_gas', 'lpg']);
    expect(ALL_FUEL_TYPES).toEqual([...FUEL_TYPES, 'fake_hybrid_diesel', 'fake_hybrid_gas']);
    expect(CAR_CONTRACT_TYPES).toEqual(['buy', 'hire', 'op_lease', 'fin_lease']);
    expect(UTILITY_VEHICLE_VALUES).toEqual([-1, 0, 1]);
    expect(POOL_VEHICLE_VALUES).toEqual([0, 1]);
    expect(CAR_USAGE_TYPES).toEqual(['private_and_commute', 'private']);
    expect(OWN_CONTRIBUTION_PAYMENTS).toEqual(['per_month', 'per_km', 'percentage_of_benefit']);
  });

  it('compares the spec’s vehicle properties, in its order (§2.3)', () => {
    expect(CAR_FIELD_NAMES).toEqual([
      'fuel',
      'co2_g_km',
      'co2_g_km_wltp',
      'catalogue_value',
      'own_contribution',
      'date_first_registration',
      'plate',
      'is_utility_vehicle',
      'date_commissioning',
      'start_date',
      'usage_type',
    ]);
  });
});

describe('the fake hybrids (cars/extra-fuel-options)', () => {
  it('are offered only with the feature', () => {
    expect(fuelOptions([])).toEqual(FUEL_TYPES);
    expect(fuelOptions(['virus_scan'])).not.toContain('fake_hybrid_diesel');
    expect(fuelOptions(['cars/extra-fuel-options'])).toContain('fake_hybrid_diesel');
    expect(fuelOptions(new Set(['cars/extra-fuel-options']))).toContain('fake_hybrid_gas');
  });

  it('are refused without it, taken with it', () => {
    expect(parseCarField('fuel', 'fake_hybrid_gas').ok).toBe(false);
    expect(parseCarField('fuel', 'fake_hybrid_gas', ['cars/extra-fuel-options'])).toEqual({ ok: true, value: 'fake_hybrid_gas' });
    expect(parseCarField('fuel', 'hybrid_gas')).toEqual({ ok: true, value: 'hybrid_gas' });
  });
});

describe('parseCarField: every field validated (spec 02 §8: unknown option refused)', () => {
  it('refuses unknown options and fields', () => {
    expect(parseCarField('fuel', 'steam').ok).toBe(false);
    expect(parseCarField('usage_type', 'commute_only').ok).toBe(false);
    expect(parseCarField('is_utility_vehicle', 2).ok).toBe(false);
    expect(parseCarField('is_utility_vehicle', -1)).toEqual({ ok: true, value: -1 });
    expect(parseCarField('colour', 'red').ok).toBe(false);
  });

  it('reports a date sent as a number, and an impossible date', () => {
    const asNumber = parseCarField('start_date', 20240101);
    expect(asNumber.ok).toBe(false);
    if (!asNumber.ok) expect(asNumber.reason).toMatch(/start_date/);
    expect(parseCarField('date_first_registration', '2024-02-30').ok).toBe(false);
    expect(parseCarField('date_commissioning', '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('checks amounts, CO2 and the plate', () => {
    expect(parseCarField('catalogue_value', 41250.5)).toEqual({ ok: true, value: 41250.5 });
    expect(parseCarField('catalogue_value', -1).ok).toBe(false);
    expect(parseCarField('own_contribution', 10.123).ok).toBe(false);
    expect(parseCarField('own_contribution', '100').ok).toBe(false);
    expect(parseCarField('co2_g_km', 12.5).ok).toBe(false);
    expect(parseCarField('co2_g_km_wltp', 1001).ok).toBe(false);
    expect(parseCarField('co2_g_km', null)).toEqual({ ok: true, value: null });
    expect(parseCarField('plate', '').ok).toBe(false);
    expect(parseCarField('plate', ' 1-ABC-123 ')).toEqual({ ok: true, value: '1-ABC-123' });
    expect(parseCarField('plate', 'x'.repeat(21)).ok).toBe(false);
  });

  it('checks a whole car and names every bad field', () => {
    const good = parseCarState({ plate: '1-XYZ-987', fuel: 'diesel', usage_type: 'private' });
    expect(good.ok).toBe(true);
    if (good.ok) expect(good.value.co2_g_km).toBeNull();
    const bad = parseCarState({ plate: '1-XYZ-987', fuel: 'steam', start_date: 5 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.reasons).sort()).toEqual(['fuel', 'start_date']);
  });
});

describe('resolving', () => {
  it('needs one of the three resolutions (spec 02 §5)', () => {
    expect(CAR_CONFLICT_RESOLUTIONS).toEqual(['adjust_in_officient', 'adjust_in_payroll_provider', 'ignore']);
    expect(ZResolveCarConflictRequestSchema.safeParse({ id: 1 }).success).toBe(false);
    expect(ZResolveCarConflictRequestSchema.safeParse({ id: 1, resolution: 'resolve' }).success).toBe(false);
    expect(ZResolveCarConflictRequestSchema.safeParse({ id: '3', resolution: 'ignore' }).success).toBe(true);
  });

  it('keys the empty states by status', () => {
    expect(emptyCarConflictsKey('pending')).toBe('NO_PENDING_CAR_CONFLICTS');
  });
});
