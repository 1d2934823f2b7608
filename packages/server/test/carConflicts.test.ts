import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';
import { queueConflictSyncs } from '../src/jobs/conflictScheduler.ts';

let t: TestApp;
let hr: string, hr2: string, manager: string, readonly: string, globex: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp({ withSandbox: true });
  [hr, hr2, manager, readonly, globex] = (await t.loginAll([
    'hr@acme.test',
    'hr@acme.test',
    'manager@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
  ])) as [string, string, string, string, string];
  acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

type TCar = Record<string, string | number | null>;
const CAR: TCar = {
  fuel: 'diesel',
  co2_g_km: 110,
  co2_g_km_wltp: 130,
  catalogue_value: 40000,
  own_contribution: 50,
  date_first_registration: '2024-01-10',
  plate: '1-TST-001',
  is_utility_vehicle: 0,
  date_commissioning: '2024-01-15',
  start_date: '2024-02-01',
  usage_type: 'private_and_commute',
};

/** The provider's cars of an employee (the sandbox's admin API); the employee becomes known to it. */
async function providerHas(employeeId: number, cars: ({ car_id: string } & TCar)[]) {
  const res = await fetch(`${t.sandbox!.url}/admin/companies/acme/employees/${employeeId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile: {}, cars }),
  });
  expect(res.status).toBe(200);
}
async function providerCars(employeeId: number): Promise<TCar[]> {
  const res = await fetch(`${t.sandbox!.url}/v1/companies/acme/employees/${employeeId}/cars`);
  return ((await res.json()) as { cars: TCar[] }).cars;
}
/** The provider drops every car of the employee (the sandbox has no call for it: its own table). */
const providerDropsCars = (employeeId: number) =>
  t.sql(`UPDATE provider_sandbox.employees SET cars = '[]' WHERE company_key = 'acme' AND employee_key = $1`, [String(employeeId)]);
async function sandboxBehaves(behaviour: { delay_ms?: number; fail_next?: number }) {
  const res = await fetch(`${t.sandbox!.url}/admin/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delay_ms: 0, fail_next: 0, ...behaviour }),
  });
  expect(res.status).toBe(200);
}
/** The product's car of an employee, as the fleet would hold it. */
async function productHas(employeeId: number, car: TCar): Promise<number> {
  const row = await t.one<{ id: number }>(
    `INSERT INTO cars (company_id, owner_employee_id, license_plate, model, fuel, co2_g_km, co2_g_km_wltp, catalogue_value,
       own_contribution, date_first_registration, is_utility_vehicle, date_commissioning, start_date, usage_type)
     VALUES ($1, $2, $3, 'Test car', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      acme,
      employeeId,
      car.plate,
      car.fuel,
      car.co2_g_km,
      car.co2_g_km_wltp,
      car.catalogue_value,
      car.own_contribution,
      car.date_first_registration,
      car.is_utility_vehicle,
      car.date_commissioning,
      car.start_date,
      car.usage_type,
    ],
  );
  return row.id;
}
const productCar = (carId: number) =>
  t.one<{ fuel: string; co2_g_km_wltp: number; catalogue_value: string; license_plate: string; external_ref: string | null }>(
    `SELECT fuel, co2_g_km_wltp, catalogue_value, license_plate, external_ref FROM cars WHERE id = $1`,
    [carId],
  );

/** Handed out already: a test that leaves no trace on its employee must still not share them with the next. */
const handedOut: number[] = [];
/** An Acme employee with no car and no conflict, one per call so the tests stay independent. */
async function freshEmployee(): Promise<number> {
  const row = await t.one<{ id: number }>(
    `SELECT id FROM employees WHERE company_id = $1 AND is_active
       AND id NOT IN (SELECT owner_employee_id FROM cars WHERE owner_employee_id IS NOT NULL)
       AND id NOT IN (SELECT employee_id FROM conflicts)
       AND id <> ALL($2::int[])
     ORDER BY id DESC LIMIT 1`,
    [acme, handedOut],
  );
  handedOut.push(row.id);
  return row.id;
}

/** Asks for a car sync as HR does, then waits until the queue has run it. */
async function syncNow() {
  const res = await post(hr, '/api/carConflicts/sync', {});
  expect(res.statusCode).toBe(200);
  expect(json(res).data).toEqual({ queued: true });
  await jobGone(`car-conflicts-sync:${acme}`);
}
async function jobGone(key: string) {
  const until = Date.now() + 30_000;
  for (;;) {
    const [row] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [key]);
    if (row!.n === 0) return;
    if (Date.now() > until) throw new Error(`the job ${key} did not run`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const carConflictsOf = (employeeId: number) =>
  t.sql<{ id: number; status: string; resolved_automatically: boolean; likely_change_origin: string }>(
    `SELECT id, status, resolved_automatically, likely_change_origin FROM conflicts WHERE employee_id = $1 AND kind = 'car' ORDER BY id`,
    [employeeId],
  );
async function detail(id: number, cookie = hr) {
  return json(await get(cookie, `/api/carConflicts/${id}`)).data;
}
async function settled(id: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const d = await detail(id);
    if (d.details.apply_status !== 'pending') return d;
    if (Date.now() > until) throw new Error(`car conflict ${id} still being applied`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** A pending conflict of a fresh employee whose provider car differs from the product's in the given fields. */
async function conflictWith(provider: TCar) {
  const employee = await freshEmployee();
  const carId = await productHas(employee, { ...CAR, plate: `1-T${employee}` });
  await providerHas(employee, [{ ...CAR, plate: `1-T${employee}`, ...provider, car_id: String(carId) }]);
  await syncNow();
  const [conflict] = await carConflictsOf(employee);
  expect(conflict).toMatchObject({ status: 'pending' });
  return { employee, carId, id: conflict!.id };
}

describe('the seeded car conflicts', () => {
  it('lists pending ones by default, 20 a page, with the badge; every status under all', async () => {
    const list = json(await get(hr, '/api/carConflicts/list')).data;
    expect(list).toMatchObject({ page: 0, per_page: 20 });
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    expect(list.items.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    expect(list.items[0]).toMatchObject({ name_person: expect.any(String), date_conflict: expect.any(String), is_resolved: false });
    expect(json(await get(hr, '/api/inbox/counts')).data.count_cars_conflicts).toBe(list.total);
    const all = json(await get(hr, '/api/carConflicts/list?status=all')).data;
    expect(new Set(all.items.map((c: { status: string }) => c.status))).toEqual(new Set(['pending', 'closed', 'ignored']));
  });

  it('shows both cars side by side with the differing fields and the person', async () => {
    const id = json(await get(hr, '/api/carConflicts/list')).data.items[0].id;
    const d = await detail(id);
    expect(d.details.details).toMatchObject({ employee_id: d.person.id, is_resolved: false });
    expect(Object.keys(d.officient_state)).toEqual([
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
    expect(d.details.field_changed.length).toBeGreaterThanOrEqual(2);
    expect(d.resolutions).toEqual(['adjust_in_officient', 'adjust_in_payroll_provider', 'ignore']);
    expect(d.can_decide).toBe(true);
  });

  it('is HR’s: a manager sees none and no id, read-only HR reads but may not decide, Globex finds nothing', async () => {
    const id = json(await get(hr, '/api/carConflicts/list')).data.items[0].id;
    expect(json(await get(manager, '/api/carConflicts/list')).data.items).toEqual([]);
    expect(json(await get(manager, '/api/inbox/counts')).data.count_cars_conflicts).toBeUndefined();
    expect((await get(manager, `/api/carConflicts/${id}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/carConflicts/${id}`)).statusCode).toBe(404);
    expect((await detail(id, readonly)).can_decide).toBe(false);
    expect((await post(readonly, '/api/carConflicts/resolve', { id, resolution: 'ignore' })).statusCode).toBe(403);
    expect((await post(manager, '/api/carConflicts/sync', {})).statusCode).toBe(404);
    expect(json(await post(globex, '/api/carConflicts/sync', {})).data).toEqual({ queued: false });
  });

  it('refuses a missing or unknown resolution with a reason (FORM_INVALID on the web), never a 500', async () => {
    const id = json(await get(hr, '/api/carConflicts/list')).data.items[0].id;
    for (const body of [{ id }, { id, resolution: 'resolve' }, { id, resolution: '' }, { id: 'x', resolution: 'ignore' }, {}]) {
      const res = await post(hr, '/api/carConflicts/resolve', body);
      expect(res.statusCode).toBe(400);
      expect(json(res).reason_phrase).toEqual(expect.any(String));
    }
    expect((await get(hr, '/api/carConflicts/list?status=open')).statusCode).toBe(400);
    expect((await post(hr, '/api/carConflicts/ignore', { id: 999999 })).statusCode).toBe(404);
    expect((await get(hr, '/api/carConflicts/999999')).statusCode).toBe(404);
  });

  it('shows a person’s cars, read-only, to whoever may see their assets', async () => {
    const [seeded] = await t.sql<{ owner_employee_id: number; license_plate: string }>(
      `SELECT owner_employee_id, license_plate FROM cars WHERE company_id = $1 AND license_plate = '1-BMW-320'`,
      [acme],
    );
    const cars = json(await get(hr, `/api/cars/employee/${seeded!.owner_employee_id}/list`)).data.items;
    expect(cars).toEqual([expect.objectContaining({ plate: '1-BMW-320', fuel: 'hybrid_gas', model: 'BMW 320e Touring' })]);
    expect((await get(globex, `/api/cars/employee/${seeded!.owner_employee_id}/list`)).statusCode).toBe(404);
  });
});

describe('detection by the sync job', () => {
  it('runs with the hourly conflicts schedule, once per company with a provider', async () => {
    expect(await queueConflictSyncs(t.database.db)).toBe(1);
    await jobGone(`car-conflicts-sync:${acme}`);
  });

  it('records one pending conflict per employee with a field per difference, and no duplicate when run twice', async () => {
    const { employee, id } = await conflictWith({ co2_g_km_wltp: 142, catalogue_value: 41500 });
    const d = await detail(id);
    expect(d.details.field_changed).toEqual([
      { fieldname: 'co2_g_km_wltp', officient_state: 130, external_state: 142 },
      { fieldname: 'catalogue_value', officient_state: 40000, external_state: 41500 },
    ]);
    expect(d.details.likely_change_origin).toBe('unknown');
    await syncNow();
    await syncNow();
    expect(await carConflictsOf(employee)).toHaveLength(1);
  });

  it('skips people the provider does not know, and agreeing cars', async () => {
    const unknown = await freshEmployee();
    await productHas(unknown, { ...CAR, plate: '1-UNK-001' });
    const agreeing = await freshEmployee();
    const carId = await productHas(agreeing, { ...CAR, plate: '1-AGR-001' });
    await providerHas(agreeing, [{ ...CAR, plate: '1-AGR-001', car_id: String(carId) }]);
    await syncNow();
    expect(await carConflictsOf(unknown)).toEqual([]);
    expect(await carConflictsOf(agreeing)).toEqual([]);
    // The sides agreed: a later change on the provider's side alone is the provider's.
    await providerHas(agreeing, [{ ...CAR, plate: '1-AGR-001', fuel: 'electric', car_id: String(carId) }]);
    await syncNow();
    expect(await carConflictsOf(agreeing)).toEqual([
      expect.objectContaining({ status: 'pending', likely_change_origin: 'payroll_provider' }),
    ]);
  });

  it('closes a conflict automatically once the sides agree, and when the car is gone on both sides', async () => {
    const a = await conflictWith({ co2_g_km: 99 });
    await t.sql(`UPDATE cars SET co2_g_km = 99 WHERE id = $1`, [a.carId]);
    await syncNow();
    const d = await detail(a.id);
    expect(d.details).toMatchObject({ status: 'closed', resolved_automatically: true, conflict_solver_user_name: null, resolution: null });

    const b = await conflictWith({ usage_type: 'private' });
    await t.sql(`DELETE FROM cars WHERE id = $1`, [b.carId]);
    await providerDropsCars(b.employee);
    await syncNow();
    expect((await detail(b.id)).details).toMatchObject({ status: 'closed', resolved_automatically: true });
    expect(await carConflictsOf(b.employee)).toHaveLength(1);
  });

  it('does not raise an ignored difference again, but does raise a new one', async () => {
    const { employee, id } = await conflictWith({ plate: '9-IGN-999' });
    const res = await post(hr, '/api/carConflicts/ignore', { id });
    expect(json(res).data).toEqual({ id, status: 'ignored', apply_status: 'none' });
    await syncNow();
    expect(await carConflictsOf(employee)).toHaveLength(1);
    expect((await post(hr, '/api/carConflicts/ignore', { id })).statusCode).toBe(409);
    const [car] = await providerCars(employee);
    await providerHas(employee, [{ ...(car as { car_id: string } & TCar), plate: '9-IGN-998' }]);
    await syncNow();
    expect((await carConflictsOf(employee)).map((c) => c.status)).toEqual(['ignored', 'pending']);
  });
});

describe('resolving', () => {
  it('adjust_in_officient writes the provider’s car to the product and closes under the user’s name', async () => {
    const { carId, id, employee } = await conflictWith({ co2_g_km_wltp: 150, catalogue_value: 43210.5 });
    const res = await post(hr, '/api/carConflicts/resolve', { id, resolution: 'adjust_in_officient' });
    expect(json(res).data).toEqual({ id, status: 'closed', apply_status: 'none' });
    expect(await productCar(carId)).toMatchObject({ co2_g_km_wltp: 150, catalogue_value: 43210.5 });
    const d = await detail(id);
    expect(d.details).toMatchObject({ status: 'closed', is_resolved: true, conflict_solver_user_name: 'Hanna Janssens' });
    expect(d.details.resolution).toBe('adjust_in_officient');
    expect(d.can_decide).toBe(false);
    await syncNow();
    expect(await carConflictsOf(employee)).toHaveLength(1);
    expect((await post(hr, '/api/carConflicts/resolve', { id, resolution: 'ignore' })).statusCode).toBe(409);
  });

  it('adjust_in_payroll_provider pushes the product’s car through the job queue, then closes', async () => {
    const { carId, id, employee } = await conflictWith({ fuel: 'gas', plate: '7-OLD-777' });
    const res = await post(hr, '/api/carConflicts/resolve', { id, resolution: 'adjust_in_payroll_provider' });
    expect(json(res).data).toEqual({ id, status: 'pending', apply_status: 'pending' });
    const d = await settled(id);
    expect(d.details).toMatchObject({
      status: 'closed',
      resolution: 'adjust_in_payroll_provider',
      conflict_solver_user_name: 'Hanna Janssens',
    });
    const [car] = await providerCars(employee);
    expect(car).toMatchObject({ car_id: String(carId), fuel: 'diesel', plate: `1-T${employee}` });
    expect(await productCar(carId)).toMatchObject({ fuel: 'diesel' });
    await syncNow();
    expect(await carConflictsOf(employee)).toHaveLength(1);
  });

  it('leaves the conflict pending and the product unchanged when the provider fails; it may be resolved again', async () => {
    const { carId, id, employee } = await conflictWith({ start_date: '2024-03-01' });
    await sandboxBehaves({ fail_next: 5 });
    expect((await post(hr, '/api/carConflicts/resolve', { id, resolution: 'adjust_in_payroll_provider' })).statusCode).toBe(200);
    const failed = await settled(id);
    await sandboxBehaves({});
    expect(failed.details).toMatchObject({ status: 'pending', apply_status: 'failed', apply_error: expect.any(String) });
    expect(failed.can_decide).toBe(true);
    expect((await providerCars(employee))[0]).toMatchObject({ start_date: '2024-03-01' });
    expect(await productCar(carId)).toMatchObject({ fuel: 'diesel' });
    expect((await post(hr, '/api/carConflicts/resolve', { id, resolution: 'adjust_in_payroll_provider' })).statusCode).toBe(200);
    expect((await settled(id)).details).toMatchObject({ status: 'closed', apply_status: 'none' });
    expect((await providerCars(employee))[0]).toMatchObject({ start_date: '2024-02-01' });
  });

  it('refuses a decision while the push is in flight (409)', async () => {
    const { id } = await conflictWith({ own_contribution: 60 });
    await sandboxBehaves({ delay_ms: 1500 });
    try {
      expect((await post(hr, '/api/carConflicts/resolve', { id, resolution: 'adjust_in_payroll_provider' })).statusCode).toBe(200);
      expect((await post(hr, '/api/carConflicts/ignore', { id })).statusCode).toBe(409);
      expect((await detail(id)).can_decide).toBe(false);
      expect((await settled(id)).details.status).toBe('closed');
    } finally {
      await sandboxBehaves({});
    }
  });

  it('lets one of two approvers at once decide; the other gets a 409', async () => {
    const { id } = await conflictWith({ co2_g_km: 80 });
    const body = { id, resolution: 'adjust_in_officient' };
    const answers = await Promise.all([post(hr, '/api/carConflicts/resolve', body), post(hr2, '/api/carConflicts/ignore', { id })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('takes the fake hybrids only with cars/extra-fuel-options, and refuses an unknown option', async () => {
    const { carId, id } = await conflictWith({ fuel: 'fake_hybrid_gas' });
    const refused = await post(hr, '/api/carConflicts/resolve', { id, resolution: 'adjust_in_officient' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'INVALID_PROVIDER_VALUE', fields: { fuel: expect.any(String) } });
    expect((await detail(id)).details.status).toBe('pending');
    await t.sql(`UPDATE companies SET features = array_append(features, 'cars/extra-fuel-options') WHERE id = $1`, [acme]);
    try {
      expect((await post(hr, '/api/carConflicts/resolve', { id, resolution: 'adjust_in_officient' })).statusCode).toBe(200);
      expect(await productCar(carId)).toMatchObject({ fuel: 'fake_hybrid_gas' });
    } finally {
      await t.sql(`UPDATE companies SET features = array_remove(features, 'cars/extra-fuel-options') WHERE id = $1`, [acme]);
    }
    const steam = await conflictWith({ fuel: 'steam' });
    expect((await detail(steam.id)).details.field_changed).toEqual([
      { fieldname: 'fuel', officient_state: 'diesel', external_state: 'steam' },
    ]);
    expect((await post(hr, '/api/carConflicts/resolve', { id: steam.id, resolution: 'adjust_in_officient' })).statusCode).toBe(400);
    expect(await productCar(steam.carId)).toMatchObject({ fuel: 'diesel' });
  });

  it('adds the provider’s car to the product when only the provider has one; it cannot be removed from here', async () => {
    const employee = await freshEmployee();
    await providerHas(employee, [{ ...CAR, plate: '5-PRV-555', car_id: 'prov-1' }]);
    await syncNow();
    const [conflict] = await carConflictsOf(employee);
    const d = await detail(conflict!.id);
    expect(d.officient_state).toBeNull();
    expect(d.resolutions).toEqual(['adjust_in_officient', 'ignore']);
    const refused = await post(hr, '/api/carConflicts/resolve', { id: conflict!.id, resolution: 'adjust_in_payroll_provider' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).code).toBe('RESOLUTION_NOT_POSSIBLE');
    expect((await post(hr, '/api/carConflicts/resolve', { id: conflict!.id, resolution: 'adjust_in_officient' })).statusCode).toBe(200);
    const [car] = await t.sql<{ id: number; license_plate: string; external_ref: string }>(
      `SELECT id, license_plate, external_ref FROM cars WHERE owner_employee_id = $1`,
      [employee],
    );
    expect(car).toMatchObject({ license_plate: '5-PRV-555', external_ref: 'prov-1' });
    await syncNow();
    expect(await carConflictsOf(employee)).toHaveLength(1);
  });
});
