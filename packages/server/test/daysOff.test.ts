import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string, ops: string, eng: string;
let evanId: number;
let types: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, readonly, globex, ops, eng] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'olivier.maes@acme.test',
    'elise.wouters@acme.test',
  ])) as [string, string, string, string, string, string, string];
  evanId = (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`)).id;
  const rows = await t.sql<{ id: number; name: string }>(
    `SELECT t.id, t.name FROM day_off_types t JOIN companies c ON c.id = t.company_id WHERE c.subdomain = 'acme'`,
  );
  types = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);
const form = (cookie: string, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

let nextMonday = dayjs().add(60, 'day');
while (nextMonday.day() !== 1) nextMonday = nextMonday.add(1, 'day');
let weekOffset = 0;
/** A fresh Monday-to-Friday week far enough ahead for every test to own its dates. */
function freshWeek() {
  const monday = nextMonday.add(7 * weekOffset++, 'day');
  return [0, 1, 2, 3, 4].map((i) => monday.add(i, 'day'));
}

async function addRequest(fields: Record<string, string>, cookie = employee) {
  return form(cookie, '/api/days_off/requests/add', {
    employee_id: String(evanId),
    type: 'custom',
    custom_day_off_type_id: String(types.Holidays),
    ...fields,
  });
}

async function newRequest(days = 2, extra: Record<string, string> = {}) {
  const week = freshWeek();
  const fields: Record<string, string> = { am_pm_hint: 'all_day', optional_message: 'Please', ...extra };
  for (let i = 0; i < days; i++)
    Object.assign(fields, {
      [`date_${i}`]: week[i]!.format('DD/MM/YYYY'),
      [`start_minutes_${i}`]: '540',
      [`duration_minutes_${i}`]: '480',
    });
  const res = await addRequest(fields);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { request_id: number; dates: { id: number; date: string; start_minutes: number; duration_minutes: number }[] };
}

describe('add days-off request', () => {
  it('applies the am_pm_hint rules: morning 540 and afternoon 780 with half the schedule, all day 540 with the whole', async () => {
    const week = freshWeek();
    const am = await addRequest({
      am_pm_hint: 'am',
      date_0: week[0]!.format('DD/MM/YYYY'),
      start_minutes_0: '540',
      duration_minutes_0: '100',
    });
    expect(am.statusCode, am.body).toBe(200);
    expect(json(am).data.dates[0]).toMatchObject({ start_minutes: 540, duration_minutes: 240 });
    const pm = await addRequest({
      am_pm_hint: 'pm',
      date_0: week[1]!.format('DD/MM/YYYY'),
      start_minutes_0: '780',
      duration_minutes_0: '240',
    });
    expect(json(pm).data.dates[0]).toMatchObject({ start_minutes: 780, duration_minutes: 240 });
    const custom = await addRequest({
      am_pm_hint: 'custom',
      date_0: week[2]!.format('DD/MM/YYYY'),
      start_minutes_0: '600',
      duration_minutes_0: '90',
    });
    expect(json(custom).data.dates[0]).toMatchObject({ start_minutes: 600, duration_minutes: 90 });
    const none = await addRequest({ date_0: week[3]!.format('DD/MM/YYYY'), start_minutes_0: '600', duration_minutes_0: '1' });
    expect(json(none).data.dates[0]).toMatchObject({ start_minutes: 600, duration_minutes: 480 });
  });

  it('refuses bad input with 400 and fields, and a weekend without set_full_day_on_non_working_day', async () => {
    const noDates = await addRequest({ am_pm_hint: 'all_day' });
    expect(noDates.statusCode).toBe(400);
    expect(json(noDates).fields.date_0).toBeTruthy();
    const badDate = await addRequest({ am_pm_hint: 'all_day', date_0: '31/02/2030', start_minutes_0: '540', duration_minutes_0: '480' });
    expect(badDate.statusCode).toBe(400);
    const badHint = await addRequest({
      am_pm_hint: 'pm',
      date_0: freshWeek()[0]!.format('DD/MM/YYYY'),
      start_minutes_0: '540',
      duration_minutes_0: '240',
    });
    expect(badHint.statusCode).toBe(400);
    const saturday = freshWeek()[4]!.add(1, 'day').format('DD/MM/YYYY');
    const weekend = await addRequest({ am_pm_hint: 'all_day', date_0: saturday, start_minutes_0: '540', duration_minutes_0: '480' });
    expect(weekend.statusCode).toBe(400);
    expect(json(weekend).reason_phrase).toContain('not a working day');
    const anyway = await addRequest({
      am_pm_hint: 'all_day',
      set_full_day_on_non_working_day: '1',
      date_0: saturday,
      start_minutes_0: '540',
      duration_minutes_0: '480',
    });
    expect(anyway.statusCode, anyway.body).toBe(200);
    const otherType = await addRequest({
      custom_day_off_type_id: '999999',
      am_pm_hint: 'all_day',
      date_0: freshWeek()[0]!.format('DD/MM/YYYY'),
      start_minutes_0: '540',
      duration_minutes_0: '480',
    });
    expect(otherType.statusCode).toBe(400);
  });

  it('refuses going over a budget that allows no negative balance, unless told to ignore limits', async () => {
    const week = freshWeek();
    const fields: Record<string, string> = { custom_day_off_type_id: String(types['Small leave']), am_pm_hint: 'all_day' };
    week.forEach((d, i) =>
      Object.assign(fields, { [`date_${i}`]: d.format('DD/MM/YYYY'), [`start_minutes_${i}`]: '540', [`duration_minutes_${i}`]: '480' }),
    );
    const over = await addRequest(fields);
    expect(over.statusCode).toBe(400);
    expect(json(over).code).toBe('LIMIT_EXCEEDED');
    expect((await addRequest({ ...fields, ignore_day_off_limits: '1' })).statusCode).toBe(200);
  });

  it('lets nobody add for someone they do not manage, and refuses read-only accounts', async () => {
    const fields = {
      am_pm_hint: 'all_day',
      date_0: freshWeek()[0]!.format('DD/MM/YYYY'),
      start_minutes_0: '540',
      duration_minutes_0: '480',
    };
    expect((await addRequest(fields, eng)).statusCode).toBe(404);
    expect((await addRequest(fields, globex)).statusCode).toBe(404);
    expect((await addRequest(fields, readonly)).statusCode).toBe(403);
    expect((await addRequest(fields, manager)).statusCode).toBe(200);
  });
});

describe('inbox list', () => {
  it('lists pending requests of the people a manager decides, with the spec row fields', async () => {
    const { request_id } = await newRequest();
    const res = await get(manager, '/api/inbox/daysOff/list');
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ page: 0, per_page: 20 });
    const row = data.items.find((i: { id: number }) => i.id === request_id);
    expect(row).toMatchObject({ request_type: 'add', employee_name: 'Evan Peeters', team_name: 'Sales', custom_type_name: 'Holidays' });
    expect(row.dates).toHaveLength(2);
    const teams = new Set(data.items.map((i: { team_name: string }) => i.team_name));
    expect([...teams]).toEqual(['Sales']);
    expect((await get(ops, '/api/inbox/daysOff/list')).json().data.items.some((i: { id: number }) => i.id === request_id)).toBe(true);
    expect((await get(eng, '/api/inbox/daysOff/list')).json().data.items.some((i: { id: number }) => i.id === request_id)).toBe(false);
    expect((await get(globex, '/api/inbox/daysOff/list?status=all')).json().data.total).toBe(0);
  });

  it('sorts by every column, searches, filters by team and segment, and counts', async () => {
    for (const col of ['name', 'team', 'days_off_type', 'request_details', 'request_date']) {
      const asc = json(await get(hr, `/api/inbox/daysOff/list?status=all&sort_by=${col}&sort_direction=asc`));
      expect(asc.data.items.length).toBeGreaterThan(0);
    }
    const byName = json(await get(hr, '/api/inbox/daysOff/list?status=all&sort_by=name&sort_direction=asc')).data.items.map(
      (i: { employee_name: string }) => i.employee_name,
    );
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const tom = json(await get(hr, '/api/inbox/daysOff/list?search_term=verbeke')).data;
    expect(tom.items.every((i: { employee_name: string }) => i.employee_name === 'Tom Verbeke')).toBe(true);
    const sales = (await t.one<{ id: number }>(`SELECT id FROM teams WHERE name = 'Sales'`)).id;
    const team = json(await get(hr, `/api/inbox/daysOff/list?status=all&segment=team_${sales}`)).data.items;
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((i: { team_name: string }) => i.team_name === 'Sales')).toBe(true);
    const leads = (await t.one<{ id: number }>(`SELECT id FROM segments WHERE name = 'Leads'`)).id;
    const leadRows = json(await get(hr, `/api/inbox/daysOff/list?status=all&segment=${leads}`)).data.items;
    expect(
      leadRows.every((i: { employee_name: string }) =>
        ['Marie Dubois', 'Olivier Maes', 'Elise Wouters', 'Frank Hermans'].includes(i.employee_name),
      ),
    ).toBe(true);
    expect((await get(hr, '/api/inbox/daysOff/list?segment=nonsense')).statusCode).toBe(400);
    expect((await get(hr, '/api/inbox/daysOff/list?sort_by=salary')).statusCode).toBe(400);
    expect((await get(hr, '/api/inbox/daysOff/list?segment=999999')).statusCode).toBe(404);
    const counts = json(await get(manager, '/api/inbox/counts')).data;
    expect(counts.count_days_off_requests).toBe(json(await get(manager, '/api/inbox/daysOff/list')).data.total);
  });

  it('shows the tab to managers and HR, not to the employee', async () => {
    expect(json(await get(manager, '/api/me')).data.tabs).toContain('daysOff');
    expect(json(await get(employee, '/api/me')).data.tabs).not.toContain('daysOff');
  });
});

describe('detail and processing', () => {
  it('shows the request with its days, budget and lock state; 404 to others', async () => {
    const { request_id, dates } = await newRequest(2);
    const res = await get(manager, `/api/inbox/daysOff/detail?request_id=${request_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = json(res).data;
    expect(d).toMatchObject({
      employee_id: evanId,
      employee_name: 'Evan Peeters',
      type_name: 'Holidays',
      can_process: true,
      amount_employees_locked: 0,
      requested_minutes: 960,
      requested_days: 2,
    });
    expect(d.request_detail).toEqual({ type: 'add', processed: false, note_from_employee: 'Please' });
    expect(d.request_dates.map((x: { id: number }) => x.id)).toEqual(dates.map((x) => x.id));
    expect(d.budget).toMatchObject({ limitation: 'limit_in_days', max_yearly_amount_days: 20, employee_allowed_negative_balance: true });
    expect((await get(eng, `/api/inbox/daysOff/detail?request_id=${request_id}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/inbox/daysOff/detail?request_id=${request_id}`)).statusCode).toBe(404);
    expect((await get(employee, `/api/inbox/daysOff/detail?request_id=${request_id}`)).statusCode).toBe(404);
    expect((await get(manager, '/api/inbox/daysOff/detail?request_id=abc')).statusCode).toBe(400);
  });

  it('processes in two rounds at two levels, records roles, and then answers 409', async () => {
    const { request_id, dates } = await newRequest(3);
    const first = await form(manager, '/api/inbox/daysOff/process', {
      request_id: String(request_id),
      note: 'First two fine',
      [`new_status_${dates[0]!.id}`]: 'accepted',
      [`new_status_${dates[1]!.id}`]: 'declined',
      [`new_status_${dates[2]!.id}`]: 'pending',
    });
    expect(first.statusCode, first.body).toBe(200);
    let d = json(await get(ops, `/api/inbox/daysOff/detail?request_id=${request_id}`)).data;
    expect(d.request_detail.processed).toBe(false);
    expect(d.request_dates.map((x: { status: string; day_processed: boolean }) => [x.status, x.day_processed])).toEqual([
      ['accepted', true],
      ['declined', true],
      ['pending', false],
    ]);
    expect(d.requested_minutes).toBe(480);
    // A processed day cannot change.
    const again = await post(ops, '/api/inbox/daysOff/process', { request_id, [`new_status_${dates[0]!.id}`]: 'declined' });
    expect(again.statusCode).toBe(409);
    const second = await post(ops, '/api/inbox/daysOff/process', {
      request_id,
      note: 'Last one ok',
      [`new_status_${dates[2]!.id}`]: 'accepted',
    });
    expect(second.statusCode, second.body).toBe(200);
    d = json(await get(manager, `/api/inbox/daysOff/detail?request_id=${request_id}`)).data;
    expect(d.request_detail.processed).toBe(true);
    expect(d.can_process).toBe(false);
    expect(
      d.processed_requests.map((p: { processed_by: { name: string; role: string }; note: string }) => [
        p.processed_by.name,
        p.processed_by.role,
        p.note,
      ]),
    ).toEqual([
      ['Marie Dubois', 'DIRECT_MANAGER', 'First two fine'],
      ['Olivier Maes', 'SECOND_MANAGER', 'Last one ok'],
    ]);
    expect(d.processed_requests[0].days_off_dates_processed_requests).toEqual([
      { days_off_date_id: dates[0]!.id, status: 'accepted' },
      { days_off_date_id: dates[1]!.id, status: 'declined' },
    ]);
    const calendar = await t.sql<{ date: string; approved: number }>(
      `SELECT date::text, approved FROM personal_days_off WHERE employee_id = $1 AND date = ANY($2::date[]) ORDER BY date`,
      [evanId, dates.map((x) => x.date)],
    );
    expect(calendar).toEqual([
      { date: dates[0]!.date, approved: 1 },
      { date: dates[2]!.date, approved: 1 },
    ]);
    const history = await t.sql<{ role: string }>(
      `SELECT role FROM request_decisions WHERE area = 'daysOff' AND request_id = $1 ORDER BY id`,
      [request_id],
    );
    expect(history.map((h) => h.role)).toEqual(['DIRECT_MANAGER', 'SECOND_MANAGER']);
    const closed = await post(manager, '/api/inbox/daysOff/process', { request_id, [`new_status_${dates[2]!.id}`]: 'declined' });
    expect(closed.statusCode).toBe(409);
    expect(json(closed).reason_phrase).toContain('already been handled');
    const list = json(await get(manager, '/api/inbox/daysOff/list?status=closed')).data.items;
    expect(list.some((i: { id: number }) => i.id === request_id)).toBe(true);
  });

  it('validates the process body', async () => {
    const { request_id, dates } = await newRequest(1);
    const none = await post(manager, '/api/inbox/daysOff/process', { request_id, [`new_status_${dates[0]!.id}`]: 'pending' });
    expect(none.statusCode).toBe(400);
    expect((await post(manager, '/api/inbox/daysOff/process', { request_id, [`new_status_${dates[0]!.id}`]: 'maybe' })).statusCode).toBe(
      400,
    );
    expect((await post(manager, '/api/inbox/daysOff/process', { request_id, new_status_999999: 'accepted' })).statusCode).toBe(400);
    expect(
      (await post(manager, '/api/inbox/daysOff/process', { request_id, hack: '1', [`new_status_${dates[0]!.id}`]: 'accepted' })).statusCode,
    ).toBe(400);
    expect((await post(manager, '/api/inbox/daysOff/process', { [`new_status_${dates[0]!.id}`]: 'accepted' })).statusCode).toBe(400);
    expect(
      (await post(readonly, '/api/inbox/daysOff/process', { request_id, [`new_status_${dates[0]!.id}`]: 'accepted' })).statusCode,
    ).toBe(403);
    expect((await post(eng, '/api/inbox/daysOff/process', { request_id, [`new_status_${dates[0]!.id}`]: 'accepted' })).statusCode).toBe(
      404,
    );
    expect((await post(globex, '/api/inbox/daysOff/process', { request_id, [`new_status_${dates[0]!.id}`]: 'accepted' })).statusCode).toBe(
      404,
    );
  });

  it('lets only one of two approvers deciding at once win', async () => {
    const { request_id, dates } = await newRequest(1);
    const body = { request_id, [`new_status_${dates[0]!.id}`]: 'accepted' };
    const results = await Promise.all([post(manager, '/api/inbox/daysOff/process', body), post(ops, '/api/inbox/daysOff/process', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.sql(`SELECT id FROM days_off_processed_entries WHERE request_id = $1`, [request_id]);
    expect(entries).toHaveLength(1);
  });

  it('deletes a granted day when a delete request is accepted', async () => {
    const row = await t.one<{ id: number }>(`SELECT id FROM days_off_requests WHERE request_type = 'delete' LIMIT 1`);
    const d = json(await get(manager, `/api/inbox/daysOff/detail?request_id=${row.id}`)).data;
    expect(d.request_detail.type).toBe('delete');
    expect(d.requested_minutes).toBe(0);
    const res = await post(manager, '/api/inbox/daysOff/process', {
      request_id: row.id,
      [`new_status_${d.request_dates[0].id}`]: 'accepted',
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.sql(`SELECT 1 FROM personal_days_off WHERE employee_id = $1 AND date = $2`, [evanId, d.request_dates[0].date]);
    expect(left).toHaveLength(0);
  });

  it('reports a locked month and the employee without an e-mail address', async () => {
    const locked = await t.one<{ id: number }>(
      `SELECT id FROM days_off_requests WHERE note_from_employee = 'Two afternoons for the notary.'`,
    );
    const d = json(await get(manager, `/api/inbox/daysOff/detail?request_id=${locked.id}`)).data;
    expect(d.amount_employees_locked).toBeGreaterThan(0);
    expect(d.request_dates.map((x: { day_processed: boolean }) => x.day_processed)).toEqual([true, false]);
    const lastMonth = dayjs().subtract(1, 'month');
    const lock = json(
      await get(manager, `/api/days_off/isCalendarLocked?year=${lastMonth.year()}&month=${lastMonth.month() + 1}&employee_id=${evanId}`),
    ).data;
    expect(lock.amount_employees_locked).toBe(1);
    const tom = await t.one<{ id: number }>(
      `SELECT r.id FROM days_off_requests r JOIN employees e ON e.id = r.employee_id WHERE e.name = 'Tom Verbeke'`,
    );
    const td = json(await get(manager, `/api/inbox/daysOff/detail?request_id=${tom.id}`)).data;
    const res = await post(manager, '/api/inbox/daysOff/process', {
      request_id: tom.id,
      [`new_status_${td.request_dates[0].id}`]: 'accepted',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ warning: 'could not send email', reason: 'Tom Verbeke has no e-mail address' });
  });
});

describe('calendar calls', () => {
  it('answers coworkers, days off, bulk, schedule and budgets within scope', async () => {
    const pending = await t.one<{ id: number }>(`SELECT id FROM days_off_requests WHERE note_from_employee = 'Family trip to the coast.'`);
    const cw = json(await get(manager, `/api/days_off/listCoworkersDaysOff?request_id=${pending.id}`)).data;
    expect(cw.overlapping_events_found).toBe(true);
    expect(cw.calendar_coworkers.length).toBeGreaterThan(0);
    expect(cw.weekly_schedule_minutes).toHaveLength(7);
    // Browsing another month: that month's holidays and coworkers' days, Christmas included.
    const december = `${dayjs().year()}-12-01`;
    const dec = json(await get(manager, `/api/days_off/listCoworkersDaysOff?request_id=${pending.id}&month=${december}`)).data;
    expect(dec.company_days_off.map((c: { date: string }) => c.date)).toContain(`${dayjs().year()}-12-25`);
    expect(dec.company_days_off.every((c: { date: string }) => c.date.startsWith(`${dayjs().year()}-12-`))).toBe(true);
    for (const c of dec.calendar_coworkers) for (const d of c.days_off) expect(d.date.startsWith(`${dayjs().year()}-12-`)).toBe(true);
    expect((await get(manager, `/api/days_off/listCoworkersDaysOff?request_id=${pending.id}&month=2026-13-01`)).statusCode).toBe(400);
    expect((await get(eng, `/api/days_off/listCoworkersDaysOff?request_id=${pending.id}&month=${december}`)).statusCode).toBe(404);
    const year = dayjs().year();
    const list = json(await get(employee, `/api/days_off/listDaysOff?employee_id=${evanId}&year=${year}`)).data;
    expect(list.company_days_off.some((c: { special_name: string }) => c.special_name === 'Labour Day')).toBe(true);
    expect(list.personal_days_off.length).toBeGreaterThan(10);
    expect((await get(eng, `/api/days_off/listDaysOff?employee_id=${evanId}&year=${year}`)).statusCode).toBe(404);
    const month = dayjs().add(7, 'day');
    const bulk = json(
      await get(hr, `/api/days_off/personal_days_off/${month.year()}/${month.month() + 1}/listDaysOffBulk?page=0&per_page=99999&sort=id`),
    ).data;
    expect(bulk.per_page).toBe(99999);
    expect(bulk.items.map((i: { id: number }) => i.id)).toEqual(
      [...bulk.items.map((i: { id: number }) => i.id)].sort((a: number, b: number) => a - b),
    );
    expect((await get(hr, `/api/days_off/personal_days_off/${year}/13/listDaysOffBulk`)).statusCode).toBe(400);
    expect(json(await get(manager, `/api/days_off/getWeeklySchedule?employee_id=${evanId}`)).data.weekly_schedule.minutes).toEqual([
      0, 480, 480, 480, 480, 480, 0,
    ]);
    const budgets = json(await get(manager, `/api/days_off/listBudgetUsage?employee_id=${evanId}&year=${year}`)).data.budgets;
    const holidays = budgets.custom_types.find((b: { name: string }) => b.name === 'Holidays');
    expect(holidays.days_approved).toBeGreaterThanOrEqual(11);
    expect(budgets.default_types.map((b: { type: string }) => b.type)).toEqual(['education', 'sick_day']);
  });
});

describe('e-mail to the employee', () => {
  let smtp: SMTPServer;
  let mails: { to: string; body: string }[] = [];
  let reject = false;
  let mt: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, cb) => (reject ? cb(new Error('Mailbox unavailable')) : cb()),
      onData: (stream, session, cb) => {
        let body = '';
        stream.on('data', (c: Buffer) => (body += c.toString()));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo[0]!.address, body });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    mt = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Signoff <no-reply@signoff.test>' } });
  });
  afterAll(async () => {
    await mt.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function freshIn(app: TestApp) {
    const emp = await app.login('employee@acme.test');
    const week = freshWeek();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/days_off/requests/add',
      headers: { cookie: emp },
      payload: {
        employee_id: evanId,
        type: 'custom',
        custom_day_off_type_id: types.Holidays,
        am_pm_hint: 'all_day',
        date_0: week[0]!.format('DD/MM/YYYY'),
        start_minutes_0: 540,
        duration_minutes_0: 480,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { request_id: number; dates: { id: number }[] };
  }

  it('mails the employee the decision', async () => {
    mails = [];
    reject = false;
    const { request_id, dates } = await freshIn(mt);
    const mgr = await mt.login('manager@acme.test');
    const res = await mt.app.inject({
      method: 'POST',
      url: '/api/inbox/daysOff/process',
      headers: { cookie: mgr },
      payload: { request_id, note: 'Have fun', [`new_status_${dates[0]!.id}`]: 'accepted' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({});
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('employee@acme.test');
    expect(mails[0]!.body).toContain('Have fun');
    // Sent by the request itself: nothing left for the job queue.
    expect(await mt.sql(`SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'send-email'`)).toEqual([]);
  });

  it('keeps the decision and warns when the mail server refuses', async () => {
    reject = true;
    const { request_id, dates } = await freshIn(mt);
    const mgr = await mt.login('manager@acme.test');
    const res = await mt.app.inject({
      method: 'POST',
      url: '/api/inbox/daysOff/process',
      headers: { cookie: mgr },
      payload: { request_id, [`new_status_${dates[0]!.id}`]: 'declined' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.warning).toBe('could not send email');
    expect(json(res).data.reason).toMatch(/Mailbox unavailable/);
    const [row] = await mt.sql<{ processed: boolean }>(`SELECT processed FROM days_off_requests WHERE id = $1`, [request_id]);
    expect(row!.processed).toBe(true);

    // The message waits in the job queue, saved with the decision, and goes out once the mail server takes it.
    const jobs = await mt.sql<{ id: string; later: boolean }>(
      `SELECT id, run_at > now() AS later FROM graphile_worker.jobs WHERE task_identifier = 'send-email'`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.later).toBe(true);
    reject = false;
    mails = [];
    await mt.sql(`SELECT graphile_worker.reschedule_jobs(ARRAY[$1::bigint], run_at => now())`, [jobs[0]!.id]);
    await expect.poll(() => mails.length, { timeout: 15_000, interval: 200 }).toBe(1);
    expect(mails[0]!.to).toBe('employee@acme.test');
    await expect
      .poll(async () => (await mt.sql(`SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'send-email'`)).length, {
        timeout: 5_000,
      })
      .toBe(0);
  });
});
