import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { createTestApp, json, multipartBody, TINY_PDF, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, globex: string, eng: string;
let evanId: number;
let holidaysId: number;

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, globex, eng] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'hr@globex.test',
    'elise.wouters@acme.test',
  ])) as [string, string, string, string, string];
  evanId = (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`)).id;
  holidaysId = (
    await t.one<{ id: number }>(
      `SELECT t.id FROM day_off_types t JOIN companies c ON c.id = t.company_id WHERE c.subdomain = 'acme' AND t.name = 'Holidays'`,
    )
  ).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

type TItem = {
  kind: string;
  id: number;
  status: string;
  message: string | null;
  title: string | null;
  decided_at: string | null;
  withdraw_id: number | null;
};
async function mine(cookie: string, query = '') {
  const res = await get(cookie, `/api/me/requests${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { items: TItem[]; total: number; page: number; per_page: number };
}
const find = (items: TItem[], kind: string, id: number) => items.find((i) => i.kind === kind && i.id === id);

async function submitExpense(title: string) {
  const category = await t.one<{ id: number }>(
    `SELECT c.id FROM expense_categories c JOIN companies co ON co.id = c.company_id WHERE c.name = 'Meals' AND co.subdomain = 'acme'`,
  );
  const body = multipartBody(
    { category_id: String(category.id), title, date: '2026-11-12', total: '61.20' },
    { filename: 'receipt.pdf', contentType: 'application/pdf', content: TINY_PDF },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/expenses/createExpense',
    headers: { cookie: employee, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.request_id as number;
}

const form = (cookie: string, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function submitDaysOff(days: number) {
  let monday = dayjs().add(200, 'day');
  while (monday.day() !== 1) monday = monday.add(1, 'day');
  const fields: Record<string, string> = {
    employee_id: String(evanId),
    type: 'custom',
    custom_day_off_type_id: String(holidaysId),
    am_pm_hint: 'all_day',
    optional_message: 'Family trip',
  };
  for (let i = 0; i < days; i++) {
    fields[`date_${i}`] = monday.add(i, 'day').format('DD/MM/YYYY');
    fields[`start_minutes_${i}`] = '540';
    fields[`duration_minutes_${i}`] = '480';
  }
  const res = await form(employee, '/api/days_off/requests/add', fields);
  expect(res.statusCode, res.body).toBe(200);
  const requestId = json(res).data.request_id as number;
  const dates = await t.sql<{ id: number }>(`SELECT id FROM days_off_request_dates WHERE request_id = $1 ORDER BY date`, [requestId]);
  return {
    requestId,
    dateIds: dates.map((d) => d.id),
    from: monday.format('YYYY-MM-DD'),
    to: monday.add(days - 1, 'day').format('YYYY-MM-DD'),
  };
}

describe('GET /api/me/requests', () => {
  it('lists an employee’s own expense, pending, then approved with the approver’s message', async () => {
    const requestId = await submitExpense('Client lunch for My requests');
    let row = find((await mine(employee)).items, 'expense', requestId);
    expect(row).toMatchObject({
      title: 'Client lunch for My requests',
      status: 'pending',
      amount: 61.2,
      date_from: '2026-11-12',
      date_to: '2026-11-12',
      message: null,
      decided_at: null,
    });
    // Newest first: what was just filed heads the list.
    expect((await mine(employee)).items[0]).toMatchObject({ kind: 'expense', id: requestId });
    const ok = await post(manager, '/api/inbox/expenses/process', { request_id: requestId, status: 'approved', note: 'Fine by me' });
    expect(ok.statusCode, ok.body).toBe(200);
    row = find((await mine(employee)).items, 'expense', requestId);
    expect(row).toMatchObject({ status: 'approved', message: 'Fine by me', withdraw_id: null });
    expect(row!.decided_at).not.toBeNull();
  });

  it('gives a pending expense the id that withdraws it; once withdrawn it is gone, and a second try is 404', async () => {
    const requestId = await submitExpense('Taxi I did not take');
    const row = find((await mine(employee)).items, 'expense', requestId)!;
    const { expense_id } = await t.one<{ expense_id: number }>(`SELECT expense_id FROM expense_requests WHERE id = $1`, [requestId]);
    expect(row.withdraw_id).toBe(expense_id);
    // Another employee of the company cannot withdraw it.
    expect((await post(eng, '/api/expenses/deleteExpense', { expense_id })).statusCode).toBe(404);
    const withdrawn = await post(employee, '/api/expenses/deleteExpense', { expense_id });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(find((await mine(employee)).items, 'expense', requestId)).toBeUndefined();
    expect((await post(employee, '/api/expenses/deleteExpense', { expense_id })).statusCode).toBe(404);
  });

  it('reads a days-off request’s status from its days: declined with the note, partly when split', async () => {
    const declined = await submitDaysOff(2);
    let row = find((await mine(employee)).items, 'daysOff', declined.requestId);
    expect(row).toMatchObject({
      status: 'pending',
      title: 'Holidays',
      day_off_type: 'custom',
      date_from: declined.from,
      date_to: declined.to,
      day_count: 2,
    });
    const decline = await form(manager, '/api/inbox/daysOff/process', {
      request_id: String(declined.requestId),
      note: 'Busy week',
      ...Object.fromEntries(declined.dateIds.map((id) => [`new_status_${id}`, 'declined'])),
    });
    expect(decline.statusCode, decline.body).toBe(200);
    row = find((await mine(employee)).items, 'daysOff', declined.requestId);
    expect(row).toMatchObject({ status: 'declined', message: 'Busy week' });
    expect(row!.decided_at).not.toBeNull();

    const split = await submitDaysOff(5);
    const [first, ...rest] = split.dateIds;
    const res = await form(manager, '/api/inbox/daysOff/process', {
      request_id: String(split.requestId),
      [`new_status_${first}`]: 'accepted',
      ...Object.fromEntries(rest.map((id) => [`new_status_${id}`, 'declined'])),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(find((await mine(employee)).items, 'daysOff', split.requestId)).toMatchObject({ status: 'partly', message: null });
  });

  it('covers trainings, assets and commute declarations in the common words', async () => {
    const training = await post(employee, '/api/trainings/requests/add', { new_training_name: 'Negotiation', new_training_cost: 450 });
    expect(training.statusCode, training.body).toBe(200);
    const trainingId = json(training).data.request_id as number;
    const asset = await post(employee, '/api/assets/requests/add', {
      motivation: 'Mine broke',
      requested_assets: [{ asset_type_id: -1, name: 'Ergonomic keyboard', price: 89 }],
    });
    expect(asset.statusCode, asset.body).toBe(200);
    const assetId = json(asset).data.id as number;
    const commute = await post(employee, '/api/commute/declare', { date: '2026-03-04', transport_type: 'bicycle', km: 8 });
    expect(commute.statusCode, commute.body).toBe(200);
    const commuteId = json(commute).data.request_id as number;
    const declineAsset = await post(manager, '/api/inbox/assets/decline', { id: assetId, message: 'Use the office ones' });
    expect(declineAsset.statusCode, declineAsset.body).toBe(200);

    const items = (await mine(employee)).items;
    // Pending, yet none can be withdrawn: only expenses have a withdraw call.
    expect(find(items, 'training', trainingId)).toMatchObject({ title: 'Negotiation', amount: 450, status: 'pending', withdraw_id: null });
    expect(find(items, 'asset', assetId)).toMatchObject({
      title: 'Ergonomic keyboard',
      amount: 89,
      status: 'declined',
      message: 'Use the office ones',
    });
    expect(find(items, 'commute', commuteId)).toMatchObject({
      transport_type: 'bicycle',
      km: 8,
      date_from: '2026-03-04',
      status: 'pending',
      withdraw_id: null,
    });
  });

  it('filters by kind and status, and pages', async () => {
    const expenses = await mine(employee, '?kind=expense');
    expect(expenses.items.length).toBeGreaterThan(0);
    expect(expenses.items.every((i) => i.kind === 'expense')).toBe(true);
    const approved = await mine(employee, '?status=approved');
    expect(approved.items.every((i) => i.status === 'approved')).toBe(true);
    const declinedDaysOff = await mine(employee, '?kind=daysOff&status=declined');
    expect(declinedDaysOff.items.length).toBeGreaterThan(0);
    expect(declinedDaysOff.items.every((i) => i.kind === 'daysOff' && i.status === 'declined')).toBe(true);
    const all = await mine(employee);
    expect(all.per_page).toBe(20);
    const far = await mine(employee, '?page=1000');
    expect(far).toMatchObject({ items: [], total: all.total, page: 1000 });
    if (all.total > all.per_page) {
      const second = await mine(employee, '?page=1');
      const firstKeys = new Set(all.items.map((i) => `${i.kind}:${i.id}`));
      expect(second.items.some((i) => firstKeys.has(`${i.kind}:${i.id}`))).toBe(false);
    }
  });

  it('shows only the caller’s own: never another person’s, nor another company’s', async () => {
    const requestId = await submitExpense('Only mine');
    const own = (await mine(employee)).items;
    expect(find(own, 'expense', requestId)).toBeDefined();
    for (const other of [manager, hr, eng, globex]) {
      const items = (await mine(other)).items;
      expect(find(items, 'expense', requestId)).toBeUndefined();
    }
    // Every row the employee sees is theirs (checked against the tables, kind by kind).
    const expenseOwners = await t.sql<{ id: number }>(`SELECT id FROM expense_requests WHERE employee_id <> $1`, [evanId]);
    const others = new Set(expenseOwners.map((r) => r.id));
    expect(own.filter((i) => i.kind === 'expense').some((i) => others.has(i.id))).toBe(false);
    // Manager Marie's own list holds none of Evan's requests of any kind.
    const managersOwn = await mine(manager, '?kind=daysOff');
    const evansDaysOff = new Set(
      (await t.sql<{ id: number }>(`SELECT id FROM days_off_requests WHERE employee_id = $1`, [evanId])).map((r) => r.id),
    );
    expect(managersOwn.items.some((i) => evansDaysOff.has(i.id))).toBe(false);
  });

  it('refuses bad input with 400 and a reason, and a caller without a session with 401', async () => {
    for (const query of ['?kind=payslip', '?status=maybe', '?page=-1', '?page=abc', '?employee_id=1', '?page=100001']) {
      const res = await get(employee, `/api/me/requests${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res)).toHaveProperty('reason_phrase');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/me/requests' })).statusCode).toBe(401);
  });
});
