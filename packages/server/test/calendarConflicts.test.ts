import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';
import { queueConflictSyncs } from '../src/jobs/conflictScheduler.ts';

let t: TestApp;
let hr: string, hr2: string, manager: string, readonly: string, globex: string, frank: string;
let acme: number;
let holidays: number;

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
  holidays = (await t.one<{ id: number }>(`SELECT id FROM day_off_types WHERE company_id = $1 AND name = 'Holidays'`, [acme])).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);
const day = (inDays: number) => dayjs().add(inDays, 'day').format('YYYY-MM-DD');
const code = () => `custom_${holidays}`;

type TEntry = { day_off_name: string; duration_minutes: number; internal_code: string };
/** Sets days of an employee's calendar at the provider (the sandbox's admin API); the provider then knows them. */
async function providerHas(employeeId: number, calendar: { date: string; entries: TEntry[] }[]) {
  const res = await fetch(`${t.sandbox!.url}/admin/companies/acme/employees/${employeeId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile: {}, calendar }),
  });
  expect(res.status).toBe(200);
}
async function providerCalendar(employeeId: number): Promise<{ date: string; entries: TEntry[] }[]> {
  const res = await fetch(`${t.sandbox!.url}/v1/companies/acme/employees/${employeeId}/calendar?from=${day(-100)}&to=${day(400)}`);
  return ((await res.json()) as { days: { date: string; entries: TEntry[] }[] }).days;
}
async function sandboxBehaves(behaviour: { delay_ms?: number; fail_next?: number }) {
  const res = await fetch(`${t.sandbox!.url}/admin/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delay_ms: 0, fail_next: 0, ...behaviour }),
  });
  expect(res.status).toBe(200);
}
/** An approved day off in the product (the daysOff module's calendar). */
async function productHas(employeeId: number, date: string, minutes = 480, start = 540) {
  await t.sql(
    `INSERT INTO personal_days_off (company_id, employee_id, date, type, custom_type_id, am_pm_hint, start_minutes, duration_minutes, approved)
     VALUES ($1, $2, $3, 'custom', $4, 'all_day', $5, $6, 1)`,
    [acme, employeeId, date, holidays, start, minutes],
  );
}
const holiday = (minutes = 480): TEntry => ({ day_off_name: 'Vacation', duration_minutes: minutes, internal_code: code() });

/** Handed out already: a test that leaves no trace on its employee must still not share them with the next. */
const handedOut: number[] = [];
/** An Acme employee with no day off and no conflict yet, one per call so the tests stay independent. */
async function freshEmployee(): Promise<number> {
  const row = await t.one<{ id: number }>(
    `SELECT id FROM employees WHERE company_id = $1 AND is_active
       AND id NOT IN (SELECT employee_id FROM personal_days_off) AND id NOT IN (SELECT employee_id FROM conflicts)
       AND id <> ALL($2::int[])
     ORDER BY id DESC LIMIT 1`,
    [acme, handedOut],
  );
  handedOut.push(row.id);
  return row.id;
}

async function waitForJob(key: string) {
  const until = Date.now() + 30_000;
  for (;;) {
    const [row] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [key]);
    if (row!.n === 0) return;
    if (Date.now() > until) throw new Error(`job ${key} did not run`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Asks for a sync as HR does, then waits until the queue has run it. */
async function syncNow() {
  const res = await post(hr, '/api/calendarConflicts/sync', {});
  expect(res.statusCode).toBe(200);
  expect(json(res).data).toEqual({ queued: true });
  await waitForJob(`calendar-conflicts-sync:${acme}`);
}
const conflictsOf = (employeeId: number) =>
  t.sql<{ id: number; status: string; kind: string; resolved_automatically: boolean; likely_change_origin: string }>(
    `SELECT id, status, kind, resolved_automatically, likely_change_origin FROM conflicts WHERE employee_id = $1 ORDER BY id`,
    [employeeId],
  );
async function detail(id: number, cookie = hr) {
  return json(await get(cookie, `/api/calendarConflicts/${id}`)).data;
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

describe('the seeded calendar conflicts', () => {
  it('lists pending ones 20 a page with the badge, every status under all, and searches by name', async () => {
    const list = json(await get(hr, '/api/calendarConflicts/list')).data;
    expect(list).toMatchObject({ page: 0, per_page: 20 });
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    expect(list.items.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    expect(list.items[0]).toMatchObject({ name_person: expect.any(String), date_conflict: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const counts = json(await get(hr, '/api/inbox/counts')).data;
    expect(counts.count_calendar_data_conflicts).toBe(list.total);
    const all = json(await get(hr, '/api/calendarConflicts/list?status=all')).data;
    expect(new Set(all.items.map((c: { status: string }) => c.status))).toEqual(new Set(['pending', 'closed', 'ignored']));
    // Only the calendar kind: the personal-data conflicts have their own list.
    const ids = all.items.map((c: { id: number }) => c.id);
    const kinds = await t.sql<{ kind: string }>(`SELECT DISTINCT kind FROM conflicts WHERE id = ANY($1::int[])`, [ids]);
    expect(kinds).toEqual([{ kind: 'calendar' }]);
    const name: string = list.items[0].name_person;
    const found = json(await get(hr, `/api/calendarConflicts/list?status=all&search_term=${encodeURIComponent(name.slice(0, 5))}`)).data;
    expect(found.items.length).toBeGreaterThanOrEqual(1);
    expect(found.items.every((c: { name_person: string }) => c.name_person.includes(name.slice(0, 5)))).toBe(true);
    expect(json(await get(hr, '/api/calendarConflicts/list?status=all&search_term=nobody%25here')).data).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('shows both sides per day; the resolver, or that it closed by itself', async () => {
    const all = json(await get(hr, '/api/calendarConflicts/list?status=all')).data.items as { id: number; status: string }[];
    const details = await Promise.all(all.map(async (c) => (await detail(c.id)).conflict));
    const twoDays = details.find((c) => c.days.length === 2)!;
    expect(twoDays.days[0]).toMatchObject({
      officient_state: [{ custom_type_name: 'Holidays', duration_minutes: 240, start_minutes: 540, employee_id: twoDays.employee_id }],
      payroll_provider_state: [{ day_off_name: 'Vacation', duration_minutes: 480, internal_code: code() }],
    });
    expect(twoDays.date_conflict).toBe(twoDays.days[0].date);
    expect(details.some((c) => c.resolved_automatically && c.conflict_solver_user_name === null)).toBe(true);
    expect(
      details.some((c) => c.status === 'closed' && !c.resolved_automatically && c.conflict_solver_user_name === 'Hanna Janssens'),
    ).toBe(true);
  });

  it('is HR’s: a manager sees none and no id, read-only HR reads but may not decide, Globex finds nothing', async () => {
    const id = json(await get(hr, '/api/calendarConflicts/list')).data.items[0].id;
    expect(json(await get(manager, '/api/calendarConflicts/list')).data.items).toEqual([]);
    expect((await get(manager, `/api/calendarConflicts/${id}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/calendarConflicts/${id}`)).statusCode).toBe(404);
    expect((await get(hr, `/api/conflicts/${id}`)).statusCode).toBe(404);
    expect((await detail(id, readonly)).can_decide).toBe(false);
    expect((await post(readonly, '/api/calendarConflicts/ignore', { id })).statusCode).toBe(403);
    expect((await post(manager, '/api/calendarConflicts/resolve', { id })).statusCode).toBe(404);
    expect((await post(manager, '/api/calendarConflicts/sync', {})).statusCode).toBe(404);
    expect(json(await post(globex, '/api/calendarConflicts/sync', {})).data).toEqual({ queued: false });
    expect((await get(hr, '/api/calendarConflicts/list?status=open')).statusCode).toBe(400);
    expect((await post(hr, '/api/calendarConflicts/ignore', {})).statusCode).toBe(400);
    expect((await post(hr, '/api/calendarConflicts/resolve', { id: 'x' })).statusCode).toBe(400);
  });
});

describe('team_only', () => {
  it('shows a team-only holder of the permission only the calendar conflicts of their own team, and no company-wide sync', async () => {
    const finance = await t.sql<{ id: number }>(
      `SELECT e.id FROM employees e JOIN teams t ON t.id = e.team_id WHERE t.name = 'Finance' AND e.company_id = $1 ORDER BY e.id`,
      [acme],
    );
    const financeIds = new Set(finance.map((r) => r.id));
    // One of Finance's people gets a calendar conflict of their own, whatever the seed gave that team.
    await t.sql(
      `INSERT INTO conflicts (company_id, integration_id, employee_id, kind, field_changed)
       VALUES ($1, (SELECT id FROM integrations WHERE company_id = $1 AND type = 'payroll_provider' LIMIT 1), $2, 'calendar', $3)`,
      [acme, finance[0]!.id, JSON.stringify([{ fieldname: day(8), officient_state: '[]', external_state: JSON.stringify([holiday()]) }])],
    );
    const all = json(await get(hr, '/api/calendarConflicts/list?status=all')).data.items as { id: number; employee_id: number }[];
    const mine = json(await get(frank, '/api/calendarConflicts/list?status=all')).data.items as { id: number; employee_id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((c) => c.id)).toEqual(all.filter((c) => financeIds.has(c.employee_id)).map((c) => c.id));
    const other = all.find((c) => !financeIds.has(c.employee_id))!;
    expect((await get(frank, `/api/calendarConflicts/${other.id}`)).statusCode).toBe(404);
    expect((await post(frank, '/api/calendarConflicts/sync', {})).statusCode).toBe(404);
  });
});

describe('detection by the sync job', () => {
  it('runs with the hourly conflicts schedule for each company with a provider integration', async () => {
    expect(await queueConflictSyncs(t.database.db)).toBe(1);
    await waitForJob(`calendar-conflicts-sync:${acme}`);
  });

  it('records one pending conflict per employee, a changed day per entry, and a second sync adds none', async () => {
    const e = await freshEmployee();
    await productHas(e, day(10));
    await productHas(e, day(11), 240, 780);
    await productHas(e, day(12));
    await providerHas(e, [
      { date: day(11), entries: [holiday(480)] },
      { date: day(12), entries: [holiday(480)] },
      { date: day(13), entries: [holiday(480)] },
    ]);
    await syncNow();
    const rows = await conflictsOf(e);
    expect(rows).toMatchObject([{ kind: 'calendar', status: 'pending', likely_change_origin: 'unknown' }]);
    const d = await detail(rows[0]!.id);
    expect(d.can_decide).toBe(true);
    expect(d.conflict.date_conflict).toBe(day(10));
    expect(d.conflict.days).toEqual([
      {
        date: day(10),
        officient_state: [
          { custom_type_name: 'Holidays', duration_minutes: 480, internal_code: code(), employee_id: e, start_minutes: 540 },
        ],
        payroll_provider_state: [],
      },
      {
        date: day(11),
        officient_state: [
          { custom_type_name: 'Holidays', duration_minutes: 240, internal_code: code(), employee_id: e, start_minutes: 780 },
        ],
        payroll_provider_state: [holiday(480)],
      },
      { date: day(13), officient_state: [], payroll_provider_state: [holiday(480)] },
    ]);
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(1);
  });

  it('leaves alone an employee the provider does not know, and pending days off', async () => {
    const e = await freshEmployee();
    await productHas(e, day(3));
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(0);
    const known = await freshEmployee();
    await providerHas(known, []);
    await t.sql(
      `INSERT INTO personal_days_off (company_id, employee_id, date, type, custom_type_id, start_minutes, duration_minutes, approved)
       VALUES ($1, $2, $3, 'custom', $4, 540, 480, 0)`,
      [acme, known, day(4), holidays],
    );
    await syncNow();
    expect(await conflictsOf(known)).toHaveLength(0);
  });

  it('names the side that moved since both agreed, and closes the conflict by itself when both sides agree again', async () => {
    const e = await freshEmployee();
    await productHas(e, day(20));
    await providerHas(e, [{ date: day(20), entries: [holiday()] }]);
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(0);
    await productHas(e, day(21));
    await syncNow();
    const [c] = await conflictsOf(e);
    expect(c).toMatchObject({ status: 'pending', likely_change_origin: 'officient' });
    await providerHas(e, [{ date: day(21), entries: [holiday()] }]);
    await syncNow();
    const d = await detail(c!.id);
    expect(d.conflict).toMatchObject({
      status: 'closed',
      is_resolved: true,
      resolved_automatically: true,
      conflict_solver_user_name: null,
    });
    expect(d.can_decide).toBe(false);
    // The provider's own change is named as its.
    await providerHas(e, [{ date: day(22), entries: [holiday(240)] }]);
    await syncNow();
    expect((await conflictsOf(e)).at(-1)).toMatchObject({ status: 'pending', likely_change_origin: 'payroll_provider' });
  });

  it('closes a conflict by itself when the differing day disappears on both sides', async () => {
    const e = await freshEmployee();
    await productHas(e, day(30));
    await providerHas(e, [{ date: day(31), entries: [holiday()] }]);
    await syncNow();
    const [c] = await conflictsOf(e);
    expect(c).toMatchObject({ status: 'pending' });
    await t.sql(`DELETE FROM personal_days_off WHERE employee_id = $1`, [e]);
    await providerHas(e, [{ date: day(31), entries: [] }]);
    await syncNow();
    expect(await conflictsOf(e)).toMatchObject([{ id: c!.id, status: 'closed', resolved_automatically: true }]);
  });
});

describe('resolving', () => {
  it('writes the product’s days to the provider through the queue, then closes the conflict under the user’s name', async () => {
    const e = await freshEmployee();
    await productHas(e, day(40));
    await productHas(e, day(41), 240, 540);
    await providerHas(e, [
      { date: day(41), entries: [holiday(480)] },
      { date: day(42), entries: [holiday(480)] },
    ]);
    await syncNow();
    const [c] = await conflictsOf(e);
    const answer = json(await post(hr, '/api/calendarConflicts/resolve', { id: c!.id })).data;
    expect(answer).toEqual({ id: c!.id, status: 'pending', apply_status: 'pending' });
    const d = await settled(c!.id);
    expect(d.conflict).toMatchObject({
      status: 'closed',
      is_resolved: true,
      apply_status: 'none',
      conflict_solver_user_name: 'Hanna Janssens',
    });
    expect(await providerCalendar(e)).toEqual([
      { date: day(40), entries: [{ day_off_name: 'Holidays', duration_minutes: 480, internal_code: code() }] },
      { date: day(41), entries: [{ day_off_name: 'Holidays', duration_minutes: 240, internal_code: code() }] },
    ]);
    const decisions = await t.sql<{ action: string }>(
      `SELECT action FROM request_decisions WHERE area = 'calendarConflicts' AND request_id = $1 ORDER BY id`,
      [c!.id],
    );
    expect(decisions.map((r) => r.action)).toEqual(['apply_sent', 'resolved']);
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(1);
    expect((await post(hr, '/api/calendarConflicts/resolve', { id: c!.id })).statusCode).toBe(409);
  });

  it('leaves the conflict pending and the provider unchanged when the provider fails, and may be resolved again', async () => {
    const e = await freshEmployee();
    await productHas(e, day(50));
    await providerHas(e, [{ date: day(51), entries: [holiday()] }]);
    await syncNow();
    const [c] = await conflictsOf(e);
    await sandboxBehaves({ fail_next: 1 });
    expect((await post(hr, '/api/calendarConflicts/resolve', { id: c!.id })).statusCode).toBe(200);
    const failed = await settled(c!.id);
    expect(failed.conflict).toMatchObject({ status: 'pending', apply_status: 'failed', apply_error: expect.any(String) });
    expect(failed.can_decide).toBe(true);
    expect(await providerCalendar(e)).toEqual([{ date: day(51), entries: [holiday()] }]);
    await sandboxBehaves({});
    expect((await post(hr, '/api/calendarConflicts/resolve', { id: c!.id })).statusCode).toBe(200);
    expect((await settled(c!.id)).conflict).toMatchObject({ status: 'closed', apply_status: 'none', apply_error: null });
    expect(await providerCalendar(e)).toEqual([
      { date: day(50), entries: [{ day_off_name: 'Holidays', duration_minutes: 480, internal_code: code() }] },
    ]);
  });

  it('lets one of two approvers at once decide; the other gets a 409', async () => {
    const e = await freshEmployee();
    await productHas(e, day(60));
    await providerHas(e, []);
    await syncNow();
    const [c] = await conflictsOf(e);
    const answers = await Promise.all([
      post(hr, '/api/calendarConflicts/resolve', { id: c!.id }),
      post(hr2, '/api/calendarConflicts/ignore', { id: c!.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const decisions = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM request_decisions WHERE area = 'calendarConflicts' AND request_id = $1 AND action IN ('apply_sent', 'ignored')`,
      [c!.id],
    );
    expect(decisions.n).toBe(1);
    await settled(c!.id);
  });
});

describe('ignoring', () => {
  it('ignores a conflict once; the same difference is not raised again, a new one is', async () => {
    const e = await freshEmployee();
    await productHas(e, day(70));
    await providerHas(e, []);
    await syncNow();
    const [c] = await conflictsOf(e);
    expect(json(await post(hr, '/api/calendarConflicts/ignore', { id: c!.id })).data).toEqual({
      id: c!.id,
      status: 'ignored',
      apply_status: 'none',
    });
    expect((await post(hr, '/api/calendarConflicts/ignore', { id: c!.id })).statusCode).toBe(409);
    expect((await post(hr, '/api/calendarConflicts/resolve', { id: c!.id })).statusCode).toBe(409);
    expect((await detail(c!.id)).conflict).toMatchObject({ ignored: true, conflict_solver_user_name: 'Hanna Janssens' });
    expect(await providerCalendar(e)).toEqual([]);
    await syncNow();
    expect(await conflictsOf(e)).toHaveLength(1);
    await providerHas(e, [{ date: day(71), entries: [holiday()] }]);
    await syncNow();
    expect((await conflictsOf(e)).map((r) => r.status)).toEqual(['ignored', 'pending']);
  });
});
