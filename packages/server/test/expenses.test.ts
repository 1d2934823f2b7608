import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, multipartBody, TINY_PDF, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string, ops: string;

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, readonly, globex, ops] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'olivier.maes@acme.test',
  ])) as string[] as [string, string, string, string, string, string];
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

async function categoryId(name: string, company = 'acme') {
  const [row] = await t.sql<{ id: number }>(
    `SELECT c.id FROM expense_categories c JOIN companies co ON co.id = c.company_id WHERE c.name = $1 AND co.subdomain = $2`,
    [name, company],
  );
  return row!.id;
}

/** employee@acme.test (Sales, managed by manager@acme.test) submits an expense. */
async function submit(fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1], cookie = employee) {
  const body = multipartBody(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/expenses/createExpense',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  return res;
}

async function newMealRequest(title = 'Lunch') {
  const res = await submit({ category_id: String(await categoryId('Meals')), title, date: '2026-11-10', total: '42.50' });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { expense_id: number; request_id: number };
}

describe('createExpense', () => {
  it('lets an employee submit an expense with a receipt, which lands in their manager’s inbox', async () => {
    const before = json(await get(manager, '/api/inbox/counts')).data.count_expense_requests;
    const res = await submit(
      {
        category_id: String(await categoryId('Meals')),
        title: 'Client lunch',
        description: 'With Globex',
        date: '2026-11-12',
        total: '61.20',
      },
      { filename: 'receipt.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { request_id, expense_id } = json(res).data;
    expect(json(await get(manager, '/api/inbox/counts')).data.count_expense_requests).toBe(before + 1);
    const detail = json(await get(manager, `/api/inbox/expenses/detail?request_id=${request_id}`)).data;
    expect(detail.request).toMatchObject({
      title: 'Client lunch',
      price: 61.2,
      status: 'pending',
      category_name: 'Meals',
      filename: 'receipt.pdf',
      date_dmy: '12/11/2026',
    });
    const file = json(await get(manager, `/api/expenses/getExpenseFile?expense_id=${expense_id}`)).data.file;
    expect(file).toMatchObject({ filename: 'receipt.pdf', mime_type: 'application/pdf', size_bytes: TINY_PDF.length });
    const { download_url } = json(await get(manager, `/api/expenses/downloadExpenseFile?expense_id=${expense_id}`)).data;
    const content = await get(manager, download_url);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-disposition']).toMatch(/^inline/);
    expect(content.rawPayload.equals(TINY_PDF)).toBe(true);
    // Another company's admin and a manager of another team cannot reach the file.
    expect((await get(globex, download_url)).statusCode).toBe(404);
    const eng = await t.login('elise.wouters@acme.test');
    expect((await get(eng, `/api/expenses/getExpenseFile?expense_id=${expense_id}`)).statusCode).toBe(404);
  });

  it('computes a mileage price from the distance, doubled for a return ride', async () => {
    const res = await submit({
      category_id: String(await categoryId('Mileage')),
      title: 'Visit',
      date: '2026-11-03',
      distance: '10',
      kind_of_ride: 'double',
      start_location: 'Ghent',
      end_location: 'Bruges',
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = json(await get(manager, `/api/inbox/expenses/detail?request_id=${json(res).data.request_id}`)).data.request;
    expect(d).toMatchObject({ distance: 20, price_per_kilometer: 0.428, price: 8.56, category_way_of_input: 'kilometer-allowance' });
    expect(d.metadata).toMatchObject({ startLocation: 'Ghent', endLocation: 'Bruges', kindOfRide: 'double' });
  });

  it('refuses missing or wrong fields with 400 and stores nothing', async () => {
    const { n: before } = await t.one<{ n: string }>('SELECT count(*) AS n FROM expenses');
    const noTitle = await submit(
      { category_id: String(await categoryId('Meals')), date: '2026-11-10', total: '5' },
      { filename: 'r.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    expect(noTitle.statusCode).toBe(400);
    expect(json(noTitle).fields.title).toBeTruthy();
    const badDate = await submit({ category_id: String(await categoryId('Meals')), title: 'x', date: '31/02/2026', total: '5' });
    expect(badDate.statusCode).toBe(400);
    const noAmount = await submit({ category_id: String(await categoryId('Meals')), title: 'x', date: '2026-11-10' });
    expect(noAmount.statusCode).toBe(400);
    expect(json(noAmount).fields.total).toBeTruthy();
    const otherCompanyCategory = await submit({
      category_id: String(await categoryId('Meals', 'globex')),
      title: 'x',
      date: '2026-11-10',
      total: '5',
    });
    expect(otherCompanyCategory.statusCode).toBe(400);
    const exe = await submit(
      { category_id: String(await categoryId('Meals')), title: 'x', date: '2026-11-10', total: '5' },
      { filename: 'run.exe', contentType: 'application/octet-stream', content: Buffer.from('MZ....') },
    );
    expect(exe.statusCode).toBe(400);
    expect(json(exe).code).toBe('FAIL_UPLOAD_FILETYPE');
    const { n: after } = await t.one<{ n: string }>('SELECT count(*) AS n FROM expenses');
    expect(after).toBe(before);
  });

  it('refuses a read-only account', async () => {
    expect(
      (await submit({ category_id: String(await categoryId('Meals')), title: 'x', date: '2026-11-10', total: '5' }, undefined, readonly))
        .statusCode,
    ).toBe(403);
  });
});

describe('inbox list', () => {
  it('shows a manager only the requests of the people they manage, pending by default', async () => {
    const res = await get(manager, '/api/inbox/expenses/list');
    expect(res.statusCode).toBe(200);
    const { items, total, page, per_page } = json(res).data;
    expect(page).toBe(0);
    expect(per_page).toBe(20);
    expect(total).toBeGreaterThan(0);
    expect(items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    const teams = await t.sql<{ name: string }>(
      `SELECT DISTINCT tm.name FROM employees e JOIN teams tm ON tm.id = e.team_id WHERE e.id = ANY($1)`,
      [items.map((i: { requester: { id: number } }) => i.requester.id)],
    );
    expect(teams.map((r) => r.name)).toEqual(['Sales']);
  });

  it('lets the second manager see the same team, and HR the whole company', async () => {
    const sales = json(await get(manager, '/api/inbox/expenses/list?status=all')).data.total;
    expect(json(await get(ops, '/api/inbox/expenses/list?status=all')).data.total).toBeGreaterThanOrEqual(sales);
    const all = json(await get(hr, '/api/inbox/expenses/list?status=all')).data.total;
    const { n } = await t.one<{ n: string }>(
      `SELECT count(*) AS n FROM expense_requests r JOIN companies c ON c.id = r.company_id JOIN employees e ON e.id = r.employee_id WHERE c.subdomain = 'acme' AND e.email <> 'hr@acme.test'`,
    );
    expect(all).toBe(Number(n));
  });

  it('gives an employee without inbox rights an empty list, and another company nothing of Acme', async () => {
    expect(json(await get(employee, '/api/inbox/expenses/list?status=all')).data.total).toBe(0);
    const g = json(await get(globex, '/api/inbox/expenses/list?status=all')).data;
    expect(g.items.every((i: { title: string }) => i.title.startsWith('Globex'))).toBe(true);
  });

  it('filters by status, searches requester and title, and pages from 0', async () => {
    const approved = json(await get(hr, '/api/inbox/expenses/list?status=approved')).data.items;
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((i: { status: string }) => i.status === 'approved')).toBe(true);
    const search = json(await get(hr, '/api/inbox/expenses/list?status=all&search_term=evan')).data.items;
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((i: { requester: { name: string } }) => i.requester.name === 'Evan Peeters')).toBe(true);
    expect(json(await get(hr, '/api/inbox/expenses/list?status=all&search_term=100%25')).data.total).toBe(0);
    const page0 = json(await get(hr, '/api/inbox/expenses/list?status=all&page=0')).data;
    const page1 = json(await get(hr, '/api/inbox/expenses/list?status=all&page=1')).data;
    expect(page0.items).toHaveLength(20);
    expect(page1.items[0].id).not.toBe(page0.items[0].id);
    expect(page1.total).toBe(page0.total);
    const beyond = json(await get(hr, '/api/inbox/expenses/list?status=all&page=50')).data;
    expect(beyond.items).toHaveLength(0);
    expect(beyond.total).toBe(page0.total);
  });

  it('answers 400 for a bad status or page', async () => {
    for (const q of ['status=open', 'page=-1', 'page=abc']) {
      const res = await get(hr, `/api/inbox/expenses/list?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
    }
  });
});

describe('detail', () => {
  it('is 404 for a manager of another team, another company, and an unknown id', async () => {
    const { request_id } = await newMealRequest();
    const eng = await t.login('elise.wouters@acme.test');
    expect((await get(eng, `/api/inbox/expenses/detail?request_id=${request_id}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/inbox/expenses/detail?request_id=${request_id}`)).statusCode).toBe(404);
    expect((await get(employee, `/api/inbox/expenses/detail?request_id=${request_id}`)).statusCode).toBe(404);
    const unknown = await get(manager, '/api/inbox/expenses/detail?request_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).reason_phrase).toMatch(/does not exist/);
    expect((await get(manager, '/api/inbox/expenses/detail?request_id=abc')).statusCode).toBe(400);
  });

  it('lets a read-only user look but not decide', async () => {
    const { request_id } = await newMealRequest();
    const d = json(await get(readonly, `/api/inbox/expenses/detail?request_id=${request_id}`)).data;
    expect(d.can_process).toBe(false);
    expect(d.can_edit_category).toBe(false);
    const res = await post(readonly, '/api/inbox/expenses/process', { request_id, status: 'approved' });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('READ_ONLY');
  });
});

describe('process', () => {
  it('refuses to decline without a note, and accepts a declined one with a note', async () => {
    const { request_id } = await newMealRequest();
    const blank = await post(manager, '/api/inbox/expenses/process', { request_id, status: 'rejected', note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).fields.note).toMatch(/required when declining/);
    const ok = await post(manager, '/api/inbox/expenses/process', { request_id, status: 'rejected', note: ' Missing receipt ' });
    expect(ok.statusCode).toBe(200);
    const d = json(await get(manager, `/api/inbox/expenses/detail?request_id=${request_id}`)).data;
    expect(d.request).toMatchObject({ status: 'rejected', message_to_employee: 'Missing receipt', approver_user_name: 'Marie Dubois' });
    expect(d.request.time_closed).toBeTruthy();
    expect(d.history).toEqual([expect.objectContaining({ action: 'rejected', by_name: 'Marie Dubois', note: 'Missing receipt' })]);
    expect(d.can_process).toBe(false);
  });

  it('accepts URL-encoded form bodies', async () => {
    const { request_id } = await newMealRequest();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/expenses/process',
      headers: { cookie: manager, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `request_id=${request_id}&status=approved&note=${encodeURIComponent('Fine & dandy')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.sql<{ message_to_employee: string }>('SELECT message_to_employee FROM expense_requests WHERE id = $1', [
      request_id,
    ]);
    expect(row!.message_to_employee).toBe('Fine & dandy');
  });

  it('answers 409 once the request has been handled', async () => {
    const { request_id } = await newMealRequest();
    expect((await post(manager, '/api/inbox/expenses/process', { request_id, status: 'approved' })).statusCode).toBe(200);
    const again = await post(ops, '/api/inbox/expenses/process', { request_id, status: 'rejected', note: 'no' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('ALREADY_PROCESSED');
  });

  it('lets exactly one of two approvers deciding at once win', async () => {
    const { request_id } = await newMealRequest();
    const results = await Promise.all([
      post(manager, '/api/inbox/expenses/process', { request_id, status: 'approved' }),
      post(ops, '/api/inbox/expenses/process', { request_id, status: 'rejected', note: 'Too late' }),
      post(hr, '/api/inbox/expenses/process', { request_id, status: 'approved' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const history = await t.sql('SELECT * FROM request_decisions WHERE area = $1 AND request_id = $2', ['expenses', request_id]);
    expect(history).toHaveLength(1);
  });

  it('blocks approving an expense without a category while default categories are disabled', async () => {
    const [row] = await t.sql<{ id: number }>(
      `SELECT r.id FROM expense_requests r JOIN expenses x ON x.id = r.expense_id WHERE x.category_id IS NULL AND r.status = 'pending' AND x.title = 'Headphones'`,
    );
    const d = json(await get(manager, `/api/inbox/expenses/detail?request_id=${row!.id}`)).data;
    expect(d.needs_category).toBe(true);
    const res = await post(manager, '/api/inbox/expenses/process', { request_id: row!.id, status: 'approved' });
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('INVALID');
    const [after] = await t.sql<{ status: string }>('SELECT status FROM expense_requests WHERE id = $1', [row!.id]);
    expect(after!.status).toBe('pending');
  });

  it('files an uncategorised expense under the default category on approval where defaults are allowed', async () => {
    const [row] = await t.sql<{ id: number; expense_id: number }>(
      `SELECT r.id, r.expense_id FROM expense_requests r JOIN companies c ON c.id = r.company_id WHERE c.subdomain = 'globex' AND r.status = 'pending' LIMIT 1`,
    );
    await t.sql('UPDATE expenses SET category_id = NULL WHERE id = $1', [row!.expense_id]);
    const res = await post(globex, '/api/inbox/expenses/process', { request_id: row!.id, status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const [x] = await t.sql<{ name: string }>(
      'SELECT c.name FROM expenses x JOIN expense_categories c ON c.id = x.category_id WHERE x.id = $1',
      [row!.expense_id],
    );
    expect(x!.name).toBe('General');
  });

  it('answers 400 for malformed bodies, never 500', async () => {
    for (const body of [
      {},
      { request_id: 'abc', status: 'approved' },
      { request_id: 1, status: 'maybe' },
      { request_id: 1, status: 'approved', note: 'x'.repeat(1001) },
    ]) {
      const res = await post(manager, '/api/inbox/expenses/process', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
    }
  });

  it('lowers the tab count after a decision', async () => {
    const { request_id } = await newMealRequest();
    const before = json(await get(manager, '/api/inbox/counts')).data.count_expense_requests;
    await post(manager, '/api/inbox/expenses/process', { request_id, status: 'approved' });
    expect(json(await get(manager, '/api/inbox/counts')).data.count_expense_requests).toBe(before - 1);
  });
});

describe('category edit', () => {
  it('moves a pending expense to a category with the same way of input and reprices it', async () => {
    const res = await submit({ category_id: String(await categoryId('Mileage')), title: 'Trip', date: '2026-11-03', distance: '100' });
    const { request_id, expense_id } = json(res).data;
    const edit = await post(manager, '/api/expenses/edit', { expense_id, category_id: await categoryId('Client mileage') });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(json(edit).data.price).toBe(35);
    const d = json(await get(manager, `/api/inbox/expenses/detail?request_id=${request_id}`)).data;
    expect(d.request).toMatchObject({ category_name: 'Client mileage', price: 35, price_per_kilometer: 0.35 });
    expect(d.history[0]).toMatchObject({ action: 'category_changed' });
  });

  it('refuses another way of input, the default category when not allowed, and closed expenses', async () => {
    const { expense_id, request_id } = await newMealRequest();
    const otherWay = await post(manager, '/api/expenses/edit', { expense_id, category_id: await categoryId('Mileage') });
    expect(otherWay.statusCode).toBe(400);
    const toDefault = await post(manager, '/api/expenses/edit', { expense_id, category_id: await categoryId('Other') });
    expect(toDefault.statusCode).toBe(400);
    const foreign = await post(manager, '/api/expenses/edit', { expense_id, category_id: await categoryId('Meals', 'globex') });
    expect(foreign.statusCode).toBe(400);
    await post(manager, '/api/inbox/expenses/process', { request_id, status: 'approved' });
    const closed = await post(manager, '/api/expenses/edit', { expense_id, category_id: await categoryId('Travel tickets') });
    expect(closed.statusCode).toBe(409);
  });
});

describe('categories', () => {
  it('lists categories and offers an employee no default category when defaults are disabled', async () => {
    const all = json(await get(employee, '/api/expenses/listCategories?active_only=1')).data.categories;
    expect(all.map((c: { name: string }) => c.name)).toContain('Other');
    const me = json(await get(employee, '/api/me')).data;
    const offered = json(await get(employee, `/api/expenses/listCategoriesForEmployee?employee_id=${me.employee.id}`)).data.categories;
    expect(offered.map((c: { name: string }) => c.name)).not.toContain('Other');
    expect((await get(employee, `/api/expenses/listCategoriesForEmployee?employee_id=${me.employee.id + 1}`)).statusCode).toBe(404);
  });

  it('lets HR create a category, with validation, and refuses a manager', async () => {
    const ok = await post(hr, '/api/expenses/createExpenseCategory', {
      name: 'Bike allowance',
      way_of_input: 'kilometer-allowance',
      price_per_kilometer: 0.27,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data.category).toMatchObject({ name: 'Bike allowance', price_per_kilometer: 0.27, is_default: false });
    const missingRate = await post(hr, '/api/expenses/createExpenseCategory', { name: 'Bike', way_of_input: 'kilometer-allowance' });
    expect(missingRate.statusCode).toBe(400);
    expect(json(missingRate).fields.price_per_kilometer).toBeTruthy();
    expect((await post(hr, '/api/expenses/createExpenseCategory', { name: ' ', way_of_input: 'total' })).statusCode).toBe(400);
    expect((await post(manager, '/api/expenses/createExpenseCategory', { name: 'Mine', way_of_input: 'total' })).statusCode).toBe(403);
    expect((await post(readonly, '/api/expenses/createExpenseCategory', { name: 'Mine', way_of_input: 'total' })).statusCode).toBe(403);
  });

  it('calculates a price from a category', async () => {
    const km = json(
      await get(employee, `/api/expenses/calculateExpensePrice?categoryId=${await categoryId('Mileage')}&distance=12.5`),
    ).data;
    expect(km.price).toBe(5.35);
    const days = json(
      await get(
        employee,
        `/api/expenses/calculateExpensePrice?categoryId=${await categoryId('Per diem')}&dates=2026-11-02&dates=2026-11-03`,
      ),
    ).data;
    expect(days.price).toBe(70);
    expect((await get(employee, '/api/expenses/calculateExpensePrice?categoryId=0')).statusCode).toBe(400);
  });
});
