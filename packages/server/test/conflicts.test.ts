import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';
import { CONFLICTS_CRONTAB, queueConflictSyncs } from '../src/jobs/conflictScheduler.ts';

let t: TestApp;
let hr: string, hr2: string, manager: string, readonly: string, globex: string, frank: string;
let acme: number;

beforeAll(async () => {
  t = await createTestApp({ withSandbox: true });
  [hr, hr2, manager, readonly, globex, frank] = (await t.loginAll([
    'hr@acme.test',
    'hr@acme.test',
    'manager@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'frank.hermans@acme.test',
  ])) as [string, string, string, string, string, string];
  acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

/** Changes the provider's side of an employee (the sandbox's admin API). */
async function providerHas(employeeId: number, profile: Record<string, unknown>) {
  const res = await fetch(`${t.sandbox!.url}/admin/companies/acme/employees/${employeeId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile }),
  });
  expect(res.status).toBe(200);
}
async function providerProfile(employeeId: number): Promise<Record<string, unknown>> {
  const res = await fetch(`${t.sandbox!.url}/v1/companies/acme/employees/${employeeId}/profile`);
  return ((await res.json()) as { profile: Record<string, unknown> }).profile;
}
async function sandboxBehaves(behaviour: { delay_ms?: number; fail_next?: number }) {
  const res = await fetch(`${t.sandbox!.url}/admin/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delay_ms: 0, fail_next: 0, ...behaviour }),
  });
  expect(res.status).toBe(200);
}
/** The product's side of an employee, as HR's edits would leave it. */
async function productHas(employeeId: number, fields: Record<string, unknown>) {
  await t.sql(
    `INSERT INTO employee_profiles (company_id, employee_id, fields) VALUES ($1, $2, $3)
     ON CONFLICT (employee_id) DO UPDATE SET fields = excluded.fields`,
    [acme, employeeId, JSON.stringify(fields)],
  );
}
const productProfile = async (employeeId: number) =>
  (await t.one<{ fields: Record<string, unknown> }>(`SELECT fields FROM employee_profiles WHERE employee_id = $1`, [employeeId])).fields;

/** Handed out already: a test that leaves no trace on its employee must still not share them with the next. */
const handedOut: number[] = [];
/** An Acme employee no seeded conflict names, one per call so the tests stay independent. */
async function freshEmployee(): Promise<number> {
  const row = await t.one<{ id: number }>(
    `SELECT id FROM employees WHERE company_id = $1 AND is_active AND id NOT IN (SELECT employee_id FROM employee_profiles)
       AND id <> ALL($2::int[])
     ORDER BY id DESC LIMIT 1`,
    [acme, handedOut],
  );
  handedOut.push(row.id);
  return row.id;
}

/** Asks for a sync as HR does, then waits until the queue has run it. */
async function syncNow() {
  const res = await post(hr, '/api/conflicts/sync', {});
  expect(res.statusCode).toBe(200);
  expect(json(res).data).toEqual({ queued: true });
  const until = Date.now() + 30_000;
  for (;;) {
    const [row] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [
      `conflicts-sync:${acme}`,
    ]);
    if (row!.n === 0) return;
    if (Date.now() > until) throw new Error('the sync did not run');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const conflictsOf = (employeeId: number) =>
  t.sql<{ id: number; status: string; resolved_automatically: boolean; likely_change_origin: string }>(
    `SELECT id, status, resolved_automatically, likely_change_origin FROM conflicts WHERE employee_id = $1 ORDER BY id`,
    [employeeId],
  );
async function detail(id: number, cookie = hr) {
  return json(await get(cookie, `/api/conflicts/${id}`)).data;
}
/** Reads the detail until the resolution being applied is no longer pending. */
async function settled(id: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const d = await detail(id);
    if (d.conflict.apply_status !== 'pending') return d;
    if (Date.now() > until) throw new Error(`conflict ${id} still being applied`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the seeded conflicts', () => {
  it('lists pending ones 20 a page with the badge, and every status under all', async () => {
    const list = json(await get(hr, '/api/conflicts/list')).data;
    expect(list).toMatchObject({ page: 0, per_page: 20 });
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    expect(list.items.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    expect(list.items[0]).toMatchObject({ has_push_profile_feature: true, name_person: expect.any(String), is_resolved: false });
    const all = json(await get(hr, '/api/conflicts/list?status=all')).data;
    expect(new Set(all.items.map((c: { status: string }) => c.status))).toEqual(new Set(['pending', 'closed', 'ignored']));
    const counts = json(await get(hr, '/api/inbox/counts')).data;
    expect(counts.count_personal_data_conflicts).toBe(list.total);
    const closed = json(await get(hr, '/api/conflicts/list?status=closed')).data.items;
    const names = await Promise.all(closed.map(async (c: { id: number }) => (await detail(c.id)).conflict));
    expect(names.some((c) => c.resolved_automatically && c.conflict_solver_user_name === null)).toBe(true);
    expect(names.some((c) => !c.resolved_automatically && c.conflict_solver_user_name === 'Hanna Janssens')).toBe(true);
  });

  it('is HR’s: a manager sees none and no id, read-only HR reads but may not decide, Globex finds nothing', async () => {
    const id = json(await get(hr, '/api/conflicts/list')).data.items[0].id;
    expect(json(await get(manager, '/api/conflicts/list')).data.items).toEqual([]);
    expect((await get(manager, `/api/conflicts/${id}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/conflicts/${id}`)).statusCode).toBe(404);
    expect((await detail(id, readonly)).can_decide).toBe(false);
    expect((await post(readonly, '/api/conflicts/ignore', { conflict_id: id })).statusCode).toBe(403);
    expect((await post(manager, '/api/conflicts/sync', {})).statusCode).toBe(404);
    expect(json(await post(globex, '/api/conflicts/sync', {})).data).toEqual({ queued: false });
    expect((await get(hr, '/api/conflicts/list?status=open')).statusCode).toBe(400);
  });
});

describe('team_only', () => {
  it('shows a team-only holder of the permission only the conflicts of their own team, and no company-wide sync', async () => {
    const all = json(await get(hr, '/api/conflicts/list?status=all')).data.items as { id: number; employee_id: number }[];
    const finance = await t.sql<{ id: number }>(
      `SELECT e.id FROM employees e JOIN teams t ON t.id = e.team_id WHERE t.name = 'Finance' AND e.company_id = $1`,
      [acme],
    );
    const financeIds = new Set(finance.map((r) => r.id));
    const mine = json(await get(frank, '/api/conflicts/list?status=all')).data.items as { id: number; employee_id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((c) => c.id)).toEqual(all.filter((c) => financeIds.has(c.employee_id)).map((c) => c.id));
    const other = all.find((c) => !financeIds.has(c.employee_id))!;
    expect((await get(frank, `/api/conflicts/${other.id}`)).statusCode).toBe(404);
    expect((await post(frank, '/api/conflicts/sync', {})).statusCode).toBe(404);
  });
});

describe('detection by the sync job', () => {
  it('runs every hour for each company with a provider integration (Acme; Globex has none)', async () => {
    expect(CONFLICTS_CRONTAB).toMatch(/^7 \* \* \* \* conflicts-sync-all$/);
    expect(await queueConflictSyncs(t.database.db)).toBe(1);
    const until = Date.now() + 30_000;
    for (;;) {
      const [row] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [
        `conflicts-sync:${acme}`,
      ]);
      if (row!.n === 0) break;
      if (Date.now() > until) throw new Error('the scheduled sync did not run');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('records one pending conflict per employee with both sides, and a second sync adds none', async () => {
    const e = await freshEmployee();
    await productHas(e, { civilState: 'married', gender: 'male', address_city: 'Gent' });
    await providerHas(e, { civilState: 'single', gender: 'male', address_city: 'Gent' });
    await syncNow();
    const rows = await conflictsOf(e);
    expect(rows).toHaveLength(1);
    const d = await detail(rows[0]!.id);
    expect(d.conflict).toMatchObject({
      status: 'pending',
      field_changed: [{ fieldname: 'civilState', officient_state: 'married', external_state: 'single' }],
      likely_change_origin: 'unknown',
    });
    expect(d.can_decide).toBe(true);
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(1);
  });

  it('names the side that moved since both agreed, and closes the conflict by itself when they agree again', async () => {
    const e = await freshEmployee();
    await productHas(e, { gender: 'female', numberOfDependentChildren: 1 });
    await providerHas(e, { gender: 'female', numberOfDependentChildren: 1 });
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(0);
    await providerHas(e, { numberOfDependentChildren: 2 });
    await syncNow();
    const [c] = await conflictsOf(e);
    expect(c).toMatchObject({ status: 'pending', likely_change_origin: 'payroll_provider' });
    await providerHas(e, { numberOfDependentChildren: 1 });
    await syncNow();
    const d = await detail(c!.id);
    expect(d.conflict).toMatchObject({
      status: 'closed',
      is_resolved: true,
      resolved_automatically: true,
      conflict_solver_user_name: null,
    });
    expect(d.can_decide).toBe(false);
  });
});

describe('applying changes', () => {
  it('writes the provider’s values to the product and pushes the product’s to the provider, then closes it', async () => {
    const e = await freshEmployee();
    await productHas(e, { civilState: 'married', nationality: 'BE', address_city: 'Gent' });
    await providerHas(e, { civilState: 'single', nationality: 'NL', address_city: 'Gent' });
    await syncNow();
    const [c] = await conflictsOf(e);
    const res = await post(hr, '/api/conflicts/resolve', {
      conflict_id: c!.id,
      choices: { civilState: 'external', nationality: 'internal' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ status: 'pending', apply_status: 'pending' });
    const d = await settled(c!.id);
    expect(d.conflict).toMatchObject({ status: 'closed', conflict_solver_user_name: 'Hanna Janssens', resolved_automatically: false });
    expect(await productProfile(e)).toMatchObject({ civilState: 'single', nationality: 'BE' });
    expect(await providerProfile(e)).toMatchObject({ civilState: 'single', nationality: 'BE' });
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(1);
    expect((await post(hr, '/api/conflicts/ignore', { conflict_id: c!.id })).statusCode).toBe(409);
  });

  it('with only the provider’s values chosen, closes at once without calling the provider', async () => {
    const e = await freshEmployee();
    await productHas(e, { bankAccount_iban: 'BE68539007547034' });
    await providerHas(e, { bankAccount_iban: 'BE71096123456769' });
    await syncNow();
    const [c] = await conflictsOf(e);
    const res = await post(hr, '/api/conflicts/resolve', { conflict_id: c!.id, choices: { bankAccount_iban: 'external' } });
    expect(json(res).data).toEqual({ id: c!.id, status: 'closed', apply_status: 'none' });
    expect(await productProfile(e)).toMatchObject({ bankAccount_iban: 'BE71096123456769' });
  });

  it('refuses a resolution without a choice for every field, or with a field not in the conflict, changing nothing', async () => {
    const e = await freshEmployee();
    await productHas(e, { gender: 'male', education_level: 'primary_school' });
    await providerHas(e, { gender: 'female', education_level: 'higher_education' });
    await syncNow();
    const [c] = await conflictsOf(e);
    const missing = await post(hr, '/api/conflicts/resolve', { conflict_id: c!.id, choices: { gender: 'external' } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ code: 'INDICATE_CORRECT_VALUES', fields: { 'choices.education_level': expect.any(String) } });
    const extra = await post(hr, '/api/conflicts/resolve', {
      conflict_id: c!.id,
      choices: { gender: 'external', education_level: 'external', civilState: 'internal' },
    });
    expect(extra.statusCode).toBe(400);
    const badChoice = await post(hr, '/api/conflicts/resolve', {
      conflict_id: c!.id,
      choices: { gender: 'both', education_level: 'external' },
    });
    expect(badChoice.statusCode).toBe(400);
    expect((await detail(c!.id)).conflict).toMatchObject({ status: 'pending', apply_status: 'none' });
    expect(await productProfile(e)).toEqual({ gender: 'male', education_level: 'primary_school' });
  });

  it('refuses to take a provider value outside the field’s enumeration (an unknown option)', async () => {
    const e = await freshEmployee();
    await productHas(e, { civilState: 'single' });
    await providerHas(e, { civilState: 'martian' });
    await syncNow();
    const [c] = await conflictsOf(e);
    expect((await detail(c!.id)).conflict.field_changed).toEqual([
      { fieldname: 'civilState', officient_state: 'single', external_state: 'martian' },
    ]);
    await productHas(e, { civilState: 'single', gender: 'male' });
    await providerHas(e, { civilState: 'martian', gender: 'female' });
    await syncNow();
    // Refused before anything is queued, also when another field is to be pushed.
    for (const choices of [
      { civilState: 'external', gender: 'external' },
      { civilState: 'external', gender: 'internal' },
    ]) {
      const res = await post(hr, '/api/conflicts/resolve', { conflict_id: c!.id, choices });
      expect(res.statusCode).toBe(400);
      expect(json(res).code).toBe('INVALID_PROVIDER_VALUE');
    }
    expect((await detail(c!.id)).conflict).toMatchObject({ status: 'pending', apply_status: 'none' });
    expect(await providerProfile(e)).toMatchObject({ gender: 'female' });
    expect(await productProfile(e)).toEqual({ civilState: 'single', gender: 'male' });
  });

  it('leaves the conflict pending and the product unchanged when the provider fails, and may be applied again', async () => {
    const e = await freshEmployee();
    await productHas(e, { civilState: 'cohabiting', address_zipcode: '1000' });
    await providerHas(e, { civilState: 'single', address_zipcode: '2000' });
    await syncNow();
    const [c] = await conflictsOf(e);
    await sandboxBehaves({ fail_next: 1 });
    const choices = { civilState: 'internal', address_zipcode: 'external' };
    expect((await post(hr, '/api/conflicts/resolve', { conflict_id: c!.id, choices })).statusCode).toBe(200);
    const failed = await settled(c!.id);
    expect(failed.conflict).toMatchObject({ status: 'pending', apply_status: 'failed', apply_error: expect.any(String) });
    expect(failed.can_decide).toBe(true);
    expect(await productProfile(e)).toEqual({ civilState: 'cohabiting', address_zipcode: '1000' });
    expect(await providerProfile(e)).toMatchObject({ civilState: 'single', address_zipcode: '2000' });
    await sandboxBehaves({});
    expect((await post(hr, '/api/conflicts/resolve', { conflict_id: c!.id, choices })).statusCode).toBe(200);
    expect((await settled(c!.id)).conflict).toMatchObject({ status: 'closed', apply_status: 'none' });
    expect(await productProfile(e)).toEqual({ civilState: 'cohabiting', address_zipcode: '2000' });
    expect(await providerProfile(e)).toMatchObject({ civilState: 'cohabiting', address_zipcode: '2000' });
  });

  it('lets one of two approvers at once decide; the other gets a 409', async () => {
    const e = await freshEmployee();
    await productHas(e, { gender: 'male' });
    await providerHas(e, { gender: 'other' });
    await syncNow();
    const [c] = await conflictsOf(e);
    const body = { conflict_id: c!.id, choices: { gender: 'external' } };
    const answers = await Promise.all([post(hr, '/api/conflicts/resolve', body), post(hr2, '/api/conflicts/resolve', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const decisions = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM request_decisions WHERE area = 'conflicts' AND request_id = $1 AND action = 'resolved'`,
      [c!.id],
    );
    expect(decisions.n).toBe(1);
  });
});

describe('ignoring', () => {
  it('ignores all of a conflict once; the same difference is not raised again, a new one is', async () => {
    const e = await freshEmployee();
    await productHas(e, { address_line1: 'Kerkstraat 1' });
    await providerHas(e, { address_line1: 'Kerkstraat 2' });
    await syncNow();
    const [c] = await conflictsOf(e);
    expect(json(await post(hr, '/api/conflicts/ignore', { conflict_id: c!.id })).data).toMatchObject({ status: 'ignored' });
    expect((await post(hr, '/api/conflicts/ignore', { conflict_id: c!.id })).statusCode).toBe(409);
    expect((await post(hr, '/api/conflicts/resolve', { conflict_id: c!.id, choices: { address_line1: 'external' } })).statusCode).toBe(409);
    expect((await detail(c!.id)).conflict).toMatchObject({ ignored: true, conflict_solver_user_name: 'Hanna Janssens' });
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(1);
    await providerHas(e, { address_line1: 'Kerkstraat 3' });
    await syncNow();
    expect((await conflictsOf(e)).map((r) => r.status)).toEqual(['ignored', 'pending']);
  });
});
