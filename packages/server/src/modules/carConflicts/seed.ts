import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { CAR_FIELD_NAMES, type TCarState } from '@signoff/contract/cars';
import { sameFieldValue, type TChangeOrigin, type TConflictStatus, type TFieldChanged } from '@signoff/contract/conflicts';
import type { TCarConflictResolution } from '@signoff/contract/cars';
import { integrations } from '../../db/schema/companies.ts';
import { conflicts } from '../../db/schema/conflicts.ts';
import { carConflictStates, cars } from '../../db/schema/cars.ts';
import type { TAreaSeed } from '../../seed/types.ts';
import { carColumns } from './queries.ts';

type TSeedCar = {
  key: string;
  model: string;
  car: TCarState;
  /** The provider's side where it differs (none: both agree, no conflict). */
  provider?: Partial<TCarState>;
  origin?: TChangeOrigin;
  status?: TConflictStatus;
  resolution?: TCarConflictResolution;
};

const base: TCarState = {
  fuel: 'diesel',
  co2_g_km: 118,
  co2_g_km_wltp: 139,
  catalogue_value: 38450,
  own_contribution: 75,
  date_first_registration: '2023-03-14',
  plate: '1-ABC-001',
  is_utility_vehicle: 0,
  date_commissioning: '2023-03-20',
  start_date: '2023-04-01',
  usage_type: 'private_and_commute',
};

/**
 * A few Acme company cars and car conflicts with the provider's side written directly, as the personal-data seed does
 * (the sandbox's state is its own, keyed by ids it cannot know before the seed runs; a sync skips people it does not
 * know, so these stay until someone acts on them). Three are pending so the tab shows in the demo.
 */
const ROWS: TSeedCar[] = [
  {
    key: 'p10',
    model: 'BMW 320e Touring',
    car: { ...base, fuel: 'hybrid_gas', co2_g_km: 32, co2_g_km_wltp: 38, catalogue_value: 52990, plate: '1-BMW-320' },
    provider: { co2_g_km_wltp: 41, catalogue_value: 53490 },
    origin: 'payroll_provider',
    status: 'pending',
  },
  {
    key: 'p11',
    model: 'Volkswagen ID.4',
    car: { ...base, fuel: 'electric', co2_g_km: 0, co2_g_km_wltp: 0, catalogue_value: 46200, plate: '2-VWE-404' },
    provider: { fuel: 'gas', plate: '2-VWE-440', own_contribution: 0 },
    origin: 'officient',
    status: 'pending',
  },
  {
    key: 'p12',
    model: 'Ford Transit Custom',
    car: { ...base, is_utility_vehicle: 1, usage_type: 'private', plate: '1-FTC-777', own_contribution: null },
    provider: { is_utility_vehicle: -1, start_date: '2023-05-01' },
    origin: 'unknown',
    status: 'pending',
  },
  {
    key: 'p13',
    model: 'Skoda Octavia Combi',
    car: { ...base, plate: '1-SKO-013' },
    provider: { co2_g_km: 121 },
    origin: 'payroll_provider',
    status: 'closed',
    resolution: 'adjust_in_officient',
  },
  {
    key: 'p14',
    model: 'Peugeot 508 SW',
    car: { ...base, fuel: 'gas', plate: '1-PEU-508' },
    provider: { date_first_registration: '2023-03-15' },
    origin: 'unknown',
    status: 'ignored',
    resolution: 'ignore',
  },
  { key: 'p15', model: 'Toyota Corolla', car: { ...base, fuel: 'hybrid_gas', plate: '1-TOY-015' } },
];

export const seedCarConflicts: TAreaSeed = async (tx, { acme }) => {
  const [integration] = await tx
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.companyId, acme.companyId), eq(integrations.type, 'payroll_provider')));
  const today = dayjs();
  const rows = ROWS.filter((r) => acme.employees[r.key] !== undefined);
  for (const [i, r] of rows.entries()) {
    const employeeId = acme.employees[r.key]!;
    const c = r.car;
    const [car] = await tx
      .insert(cars)
      .values({
        companyId: acme.companyId,
        ownerEmployeeId: employeeId,
        model: r.model,
        ...carColumns(c),
      })
      .returning({ id: cars.id });
    if (!integration || !r.provider || !r.status) continue;
    const theirs: TCarState = { ...c, ...r.provider };
    const changed: TFieldChanged[] = CAR_FIELD_NAMES.filter((f) => !sameFieldValue(c[f], theirs[f])).map((f) => ({
      fieldname: f,
      officient_state: c[f],
      external_state: theirs[f],
    }));
    const handled = r.status !== 'pending';
    const [conflict] = await tx
      .insert(conflicts)
      .values({
        companyId: acme.companyId,
        integrationId: integration.id,
        employeeId,
        kind: 'car',
        status: r.status,
        fieldChanged: changed,
        likelyChangeOrigin: r.origin ?? 'unknown',
        resolvedByUserId: handled ? acme.users.hr : null,
        resolvedAt: handled ? today.subtract(1, 'day').toDate() : null,
        createdAt: today.subtract(rows.length - i, 'day').toDate(),
      })
      .returning({ id: conflicts.id });
    await tx.insert(carConflictStates).values({
      conflictId: conflict!.id,
      companyId: acme.companyId,
      carId: car!.id,
      providerCarId: String(car!.id),
      officientState: c,
      payrollProviderState: theirs,
      resolution: r.resolution ?? null,
    });
  }
};
