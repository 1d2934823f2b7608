import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import dayjs from 'dayjs';
import { createTestApp, json, multipartBody, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string;
const { get, post } = requestsAs(() => t);
const now = dayjs();
const [YEAR, MONTH] = [now.year(), now.month() + 1];

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, readonly, globex] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
  ])) as [string, string, string, string, string];
});
afterAll(() => t.close());

const acmeId = async () => (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
const employeeId = async (email: string) => (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = $1`, [email])).id;

async function newCategory(name: string, way = 'total', extra: Record<string, unknown> = {}) {
  const res = await post(hr, '/api/expenses/createExpenseCategory', { name, way_of_input: way, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.category.id as number;
}

/** An expense straight in the database, of employee@acme.test unless told, in a status. */
async function insertExpense(o: {
  categoryId?: number | null;
  status?: string;
  date?: string;
  price?: number;
  email?: string;
  title?: string;
}) {
  const person = await employeeId(o.email ?? 'employee@acme.test');
  const expense = await t.one<{ id: number }>(
    `INSERT INTO expenses (company_id, employee_id, category_id, title, expense_date, price) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [await acmeId(), person, o.categoryId ?? null, o.title ?? 'Report test', o.date ?? now.format('YYYY-MM-DD'), o.price ?? 10],
  );
  const request = await t.one<{ id: number }>(
    `INSERT INTO expense_requests (company_id, expense_id, employee_id, status) VALUES ($1, $2, $3, $4) RETURNING id`,
    [await acmeId(), expense.id, person, o.status ?? 'pending'],
  );
  return { expenseId: expense.id, requestId: request.id };
}

describe('category administration', () => {
  it('shows a category, whether it was used and how much', async () => {
    const id = await newCategory('Admin detail');
    expect(json(await get(employee, `/api/expenses/getExpenseCategoryDetail?expense_category_id=${id}`)).data.category).toMatchObject({
      id,
      name: 'Admin detail',
      way_of_input: 'total',
      active: true,
    });
    expect(json(await get(hr, `/api/expenses/hasExpenseCategoryBeenUsed?expense_category_id=${id}`)).data).toEqual({ used: false });
    await insertExpense({ categoryId: id, price: 12.5 });
    await insertExpense({ categoryId: id, price: 7.5, status: 'approved', email: 'manager@acme.test' });
    expect(json(await get(hr, `/api/expenses/hasExpenseCategoryBeenUsed?expense_category_id=${id}`)).data).toEqual({ used: true });
    expect(json(await get(hr, `/api/expenses/getExpenseCategoryUsage?expense_category_id=${id}`)).data).toEqual({
      expense_count: 2,
      pending_count: 1,
      employee_count: 2,
      total_amount: 20,
      last_used: now.format('YYYY-MM-DD'),
    });
  });

  it('is 404 for another company, 403 for the use to whom holds neither permission, 400 for a bad id', async () => {
    const id = await newCategory('Admin scope');
    expect((await get(globex, `/api/expenses/getExpenseCategoryDetail?expense_category_id=${id}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/expenses/getExpenseCategoryUsage?expense_category_id=${id}`)).statusCode).toBe(404);
    expect((await get(employee, `/api/expenses/hasExpenseCategoryBeenUsed?expense_category_id=${id}`)).statusCode).toBe(403);
    expect((await get(manager, `/api/expenses/getExpenseCategoryUsage?expense_category_id=${id}`)).statusCode).toBe(403);
    for (const bad of ['0', 'x', '-1', '99999999999'])
      expect((await get(hr, `/api/expenses/getExpenseCategoryDetail?expense_category_id=${bad}`)).statusCode).toBe(400);
    expect((await get(hr, `/api/expenses/getExpenseCategoryDetail?expense_category_id=2147483000`)).statusCode).toBe(404);
  });

  it('edits a category, and keeps the way of input of a used one', async () => {
    const id = await newCategory('Admin edit');
    const res = await post(hr, '/api/expenses/editExpenseCategory', {
      expense_category_id: id,
      name: 'Admin mileage',
      way_of_input: 'kilometer-allowance',
      price_per_kilometer: 0.4,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.category).toMatchObject({ name: 'Admin mileage', way_of_input: 'kilometer-allowance', price_per_kilometer: 0.4 });
    await insertExpense({ categoryId: id });
    const change = await post(hr, '/api/expenses/editExpenseCategory', { expense_category_id: id, name: 'Back', way_of_input: 'total' });
    expect(change.statusCode).toBe(400);
    expect(json(change).fields.way_of_input).toMatch(/keep its way of input/);
    const rename = await post(hr, '/api/expenses/editExpenseCategory', {
      expense_category_id: id,
      name: 'Mileage 2',
      way_of_input: 'kilometer-allowance',
      price_per_kilometer: '0.45',
    });
    expect(json(rename).data.category).toMatchObject({ name: 'Mileage 2', price_per_kilometer: 0.45 });
    const audit = await t.sql(`SELECT action FROM audit_events WHERE object_type = 'expense_category' AND object_id = $1`, [id]);
    expect(audit.map((a) => a.action)).toContain('category_edited');
  });

  it('refuses bad edits with 400, other people with 403 and another company with 404', async () => {
    const id = await newCategory('Admin edit bad');
    const base = { expense_category_id: id, name: 'x', way_of_input: 'total' };
    expect((await post(hr, '/api/expenses/editExpenseCategory', { ...base, name: '  ' })).statusCode).toBe(400);
    expect((await post(hr, '/api/expenses/editExpenseCategory', { ...base, name: 'a\uD800b' })).statusCode).toBe(400);
    expect((await post(hr, '/api/expenses/editExpenseCategory', { ...base, way_of_input: 'guess' })).statusCode).toBe(400);
    expect((await post(hr, '/api/expenses/editExpenseCategory', { ...base, way_of_input: 'day-allowance' })).statusCode).toBe(400);
    expect((await post(hr, '/api/expenses/editExpenseCategory', { ...base, expense_category_id: 'x' })).statusCode).toBe(400);
    expect((await post(manager, '/api/expenses/editExpenseCategory', base)).statusCode).toBe(403);
    expect((await post(readonly, '/api/expenses/editExpenseCategory', base)).statusCode).toBe(403);
    expect((await post(globex, '/api/expenses/editExpenseCategory', base)).statusCode).toBe(404);
  });

  it('deletes an unused category, archives a used one, and unarchives it', async () => {
    const unused = await newCategory('Admin unused');
    expect(json(await post(hr, '/api/expenses/deleteExpenseCategory', { expense_category_id: unused })).data).toEqual({
      outcome: 'deleted',
    });
    expect((await get(hr, `/api/expenses/getExpenseCategoryDetail?expense_category_id=${unused}`)).statusCode).toBe(404);

    const used = await newCategory('Admin used');
    const { expenseId } = await insertExpense({ categoryId: used });
    expect(json(await post(hr, '/api/expenses/deleteExpenseCategory', { expense_category_id: used })).data).toEqual({
      outcome: 'archived',
    });
    expect((await t.one<{ category_id: number }>(`SELECT category_id FROM expenses WHERE id = $1`, [expenseId])).category_id).toBe(used);
    const active = json(await get(hr, '/api/expenses/listCategories')).data.categories.map((c: { id: number }) => c.id);
    expect(active).not.toContain(used);
    const again = await post(hr, '/api/expenses/deleteExpenseCategory', { expense_category_id: used });
    expect([again.statusCode, json(again).code]).toEqual([409, 'ALREADY_ARCHIVED']);

    const back = await post(hr, '/api/expenses/unarchiveExpenseCategory', { expense_category_id: used });
    expect(json(back).data.category).toMatchObject({ id: used, active: true });
    const twice = await post(hr, '/api/expenses/unarchiveExpenseCategory', { expense_category_id: used });
    expect([twice.statusCode, json(twice).code]).toEqual([409, 'NOT_ARCHIVED']);
  });

  it('lets one of two deleting at once archive; the other gets 409', async () => {
    const used = await newCategory('Admin race');
    await insertExpense({ categoryId: used });
    const [a, b] = await Promise.all([
      post(hr, '/api/expenses/deleteExpenseCategory', { expense_category_id: used }),
      post(hr, '/api/expenses/deleteExpenseCategory', { expense_category_id: used }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses delete and unarchive to non-keepers, read-only, another company and bad ids', async () => {
    const id = await newCategory('Admin guarded');
    for (const path of ['/api/expenses/deleteExpenseCategory', '/api/expenses/unarchiveExpenseCategory']) {
      expect((await post(manager, path, { expense_category_id: id })).statusCode).toBe(403);
      expect((await post(employee, path, { expense_category_id: id })).statusCode).toBe(403);
      expect((await post(readonly, path, { expense_category_id: id })).statusCode).toBe(403);
      expect((await post(globex, path, { expense_category_id: id })).statusCode).toBe(404);
      expect((await post(hr, path, { expense_category_id: 'abc' })).statusCode).toBe(400);
      expect((await post(hr, path, {})).statusCode).toBe(400);
    }
  });
});

describe('deleteExpense', () => {
  it('lets the requester withdraw a pending expense, and HR remove one; the inbox no longer has it', async () => {
    const own = await insertExpense({ title: 'Withdraw me' });
    const res = await post(employee, '/api/expenses/deleteExpense', { expense_id: own.expenseId });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ expense_id: own.expenseId });
    expect((await get(manager, `/api/inbox/expenses/detail?request_id=${own.requestId}`)).statusCode).toBe(404);
    const other = await insertExpense({ title: 'HR removes' });
    expect((await post(hr, '/api/expenses/deleteExpense', { expense_id: other.expenseId })).statusCode).toBe(200);
    const audit = await t.sql(`SELECT action FROM audit_events WHERE object_type = 'expense' AND object_id = $1`, [other.expenseId]);
    expect(audit.map((a) => a.action)).toEqual(['expense_deleted']);
  });

  it('refuses a decided expense (409), a manager or another company (404), read-only (403), bad ids (400)', async () => {
    const approved = await insertExpense({ status: 'approved' });
    expect(json(await post(employee, '/api/expenses/deleteExpense', { expense_id: approved.expenseId })).code).toBe('ALREADY_PROCESSED');
    const pending = await insertExpense({});
    expect((await post(manager, '/api/expenses/deleteExpense', { expense_id: pending.expenseId })).statusCode).toBe(404);
    expect((await post(globex, '/api/expenses/deleteExpense', { expense_id: pending.expenseId })).statusCode).toBe(404);
    expect((await post(readonly, '/api/expenses/deleteExpense', { expense_id: pending.expenseId })).statusCode).toBe(403);
    expect((await post(hr, '/api/expenses/deleteExpense', { expense_id: 'x' })).statusCode).toBe(400);
    expect((await post(hr, '/api/expenses/deleteExpense', {})).statusCode).toBe(400);
  });

  it('lets one of two deleting at once win', async () => {
    const pending = await insertExpense({});
    const [a, b] = await Promise.all([
      post(employee, '/api/expenses/deleteExpense', { expense_id: pending.expenseId }),
      post(hr, '/api/expenses/deleteExpense', { expense_id: pending.expenseId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
  });
});

describe('stats', () => {
  it('adds up a month by status and by category, from the expense dates', async () => {
    const before = json(await get(hr, `/api/expenses/getExpenseStatsForMonth?year=2019&month=3`)).data;
    expect(before.by_status.approved).toEqual({ count: 0, amount: 0 });
    const cat = await newCategory('Stats cat');
    await insertExpense({ categoryId: cat, date: '2019-03-05', price: 10, status: 'approved' });
    await insertExpense({ categoryId: cat, date: '2019-03-31', price: 5.25, status: 'pending' });
    await insertExpense({ categoryId: cat, date: '2019-03-15', price: 99, status: 'rejected' });
    await insertExpense({ categoryId: cat, date: '2019-04-01', price: 1000, status: 'approved' });
    const stats = json(await get(hr, `/api/expenses/getExpenseStatsForMonth?year=2019&month=3`)).data;
    expect(stats.by_status).toEqual({
      pending: { count: 1, amount: 5.25 },
      approved: { count: 1, amount: 10 },
      rejected: { count: 1, amount: 99 },
    });
    expect(stats.by_category).toEqual([{ category_id: cat, name: 'Stats cat', count: 2, amount: 15.25 }]);
    const year = json(await get(hr, `/api/expenses/getExpenseStatsForYear?year=2019`)).data;
    expect(year.months).toHaveLength(12);
    expect(year.months[2]).toEqual({ month: 3, pending: 5.25, approved: 10, rejected: 99, count: 3 });
    expect(year.months[3]).toEqual({ month: 4, pending: 0, approved: 1000, rejected: 0, count: 1 });
    // Globex sees none of Acme's.
    expect(json(await get(globex, `/api/expenses/getExpenseStatsForYear?year=2019`)).data.months[2].count).toBe(0);
  });

  it('answers the demo month with the seeded expenses', async () => {
    const stats = json(await get(hr, `/api/expenses/getExpenseStatsForMonth?year=${YEAR}&month=${MONTH}`)).data;
    const counted = stats.by_status.pending.count + stats.by_status.approved.count + stats.by_status.rejected.count;
    expect(counted).toBeGreaterThan(0);
  });

  it('refuses bad periods with 400 and people without the expenses permission with 403', async () => {
    for (const q of ['year=1999&month=1', 'year=2020&month=13', 'year=2020&month=0', 'year=x&month=1', 'month=1', 'year=2020'])
      expect((await get(hr, `/api/expenses/getExpenseStatsForMonth?${q}`)).statusCode, q).toBe(400);
    for (const q of ['year=2101', 'year=', 'year=20.5'])
      expect((await get(hr, `/api/expenses/getExpenseStatsForYear?${q}`)).statusCode).toBe(400);
    expect((await get(manager, `/api/expenses/getExpenseStatsForMonth?year=2020&month=1`)).statusCode).toBe(403);
    expect((await get(employee, `/api/expenses/getExpenseStatsForYear?year=2020`)).statusCode).toBe(403);
    expect((await get(readonly, `/api/expenses/getExpenseStatsForYear?year=2020`)).statusCode).toBe(200);
  });
});

describe('undecided payouts', () => {
  it('counts and lists approved expenses whose payout is undecided', async () => {
    const before = json(await get(hr, '/api/expenses/getUndecidedExpenseCount')).data.count;
    const { expenseId } = await insertExpense({ status: 'approved', title: 'Undecided one' });
    await insertExpense({ status: 'pending' });
    expect(json(await get(hr, '/api/expenses/getUndecidedExpenseCount')).data.count).toBe(before + 1);
    const page = json(await get(hr, '/api/expenses/getUndecidedExpenses?page=0')).data;
    expect(page.total).toBe(before + 1);
    const all = [...page.items];
    for (let p = 1; p * page.per_page < page.total; p++)
      all.push(...json(await get(hr, `/api/expenses/getUndecidedExpenses?page=${p}`)).data.items);
    expect(all.find((r: { expense_id: number }) => r.expense_id === expenseId)).toMatchObject({
      title: 'Undecided one',
      payout_type: 'UNDECIDED',
    });
    await t.sql(`UPDATE expenses SET payout_type = 'DO_NOT_PAYOUT' WHERE id = $1`, [expenseId]);
    expect(json(await get(hr, '/api/expenses/getUndecidedExpenseCount')).data.count).toBe(before);
    expect(
      json(await get(globex, '/api/expenses/getUndecidedExpenses')).data.items.every(
        (r: { title: string }) => !r.title.startsWith('Report'),
      ),
    ).toBe(true);
    expect((await get(manager, '/api/expenses/getUndecidedExpenseCount')).statusCode).toBe(403);
    expect((await get(hr, '/api/expenses/getUndecidedExpenses?page=-1')).statusCode).toBe(400);
  });
});

describe('lists', () => {
  it('groups a month by person with counts and totals, and filters by status', async () => {
    await insertExpense({ date: '2018-06-02', price: 3, status: 'approved' });
    await insertExpense({ date: '2018-06-03', price: 4.5, status: 'pending' });
    await insertExpense({ date: '2018-06-04', price: 8, status: 'approved', email: 'manager@acme.test' });
    const all = json(await get(hr, '/api/expenses/listGrouped?year=2018&month=6')).data.groups;
    expect(all.map((g: { count: number; total: number }) => [g.count, g.total]).sort()).toEqual([
      [1, 8],
      [2, 7.5],
    ]);
    const approved = json(await get(hr, '/api/expenses/listGrouped?year=2018&month=6&status=approved')).data.groups;
    expect(approved.flatMap((g: { expenses: unknown[] }) => g.expenses)).toHaveLength(2);
    expect((await get(hr, '/api/expenses/listGrouped?year=2018&month=6&status=open')).statusCode).toBe(400);
    expect((await get(employee, '/api/expenses/listGrouped?year=2018&month=6')).statusCode).toBe(403);
    expect(json(await get(globex, '/api/expenses/listGrouped?year=2018&month=6')).data.groups).toEqual([]);
  });

  it("lists one person's expenses to themselves, their manager and HR; 404 to others", async () => {
    await insertExpense({ date: '2017-02-02', price: 6, status: 'approved', title: 'Own 2017' });
    const me = await employeeId('employee@acme.test');
    for (const cookie of [employee, manager, hr]) {
      const items = json(await get(cookie, `/api/expenses/listEmployeeExpenses?employee_id=${me}&year=2017`)).data.items;
      expect(items.map((i: { title: string }) => i.title)).toEqual(['Own 2017']);
    }
    const pending = json(await get(employee, `/api/expenses/listEmployeeExpenses?employee_id=${me}&status=pending`)).data.items;
    expect(pending.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    const hrPerson = await employeeId('hr@acme.test');
    expect((await get(employee, `/api/expenses/listEmployeeExpenses?employee_id=${hrPerson}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/expenses/listEmployeeExpenses?employee_id=${me}`)).statusCode).toBe(404);
    expect((await get(hr, `/api/expenses/listEmployeeExpenses?employee_id=x`)).statusCode).toBe(400);
    expect((await get(hr, `/api/expenses/listEmployeeExpenses?employee_id=${me}&year=1`)).statusCode).toBe(400);
  });

  it('filters approved expenses by year, person, payout status and method', async () => {
    const a = await insertExpense({ date: '2016-05-05', status: 'approved', title: 'Paid' });
    await insertExpense({ date: '2016-05-06', status: 'approved', title: 'Not paid', email: 'manager@acme.test' });
    await insertExpense({ date: '2016-05-07', status: 'pending', title: 'Still pending' });
    await t.sql(`UPDATE expenses SET payout_type = 'PAY_OUT', payout_method = 'PAYOUT_OTHER', payout_status = 'PAID_OUT' WHERE id = $1`, [
      a.expenseId,
    ]);
    const titles = async (q: string) =>
      json(await get(hr, `/api/approvedExpenses?${q}`))
        .data.items.map((i: { title: string }) => i.title)
        .sort();
    expect(await titles('year=2016')).toEqual(['Not paid', 'Paid']);
    expect(await titles('year=2016&status=PAID_OUT')).toEqual(['Paid']);
    expect(await titles('year=2016&payoutMethod=PAYOUT_OTHER')).toEqual(['Paid']);
    expect(await titles(`year=2016&employee_id=${await employeeId('manager@acme.test')}`)).toEqual(['Not paid']);
    expect(await titles('year=2015')).toEqual([]);
    for (const q of ['year=2016&status=paid', 'year=2016&payoutMethod=CASH', 'year=2016&employee_id=0', ''])
      expect((await get(hr, `/api/approvedExpenses?${q}`)).statusCode, q).toBe(400);
    expect((await get(manager, '/api/approvedExpenses?year=2016')).statusCode).toBe(403);
    expect(json(await get(globex, '/api/approvedExpenses?year=2016')).data.items).toEqual([]);
  });
});

async function pdfText(bytes: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}
async function workbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe('month PDF and Excel', () => {
  it("writes the month's approved expenses per person into a PDF, and records the export (not a dry run)", async () => {
    await insertExpense({ date: '2015-09-10', price: 12.34, status: 'approved', title: 'Museum ticket' });
    await insertExpense({ date: '2015-09-11', price: 50, status: 'pending', title: 'Not approved yet' });
    const res = await get(hr, '/api/expenses/2015/9/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('expenses-2015-09.pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('September 2015');
    expect(text).toContain('Museum ticket');
    expect(text).toContain('Evan Peeters');
    expect(text).not.toContain('Not approved yet');
    const exports = await t.sql(`SELECT after FROM audit_events WHERE action = 'month_exported' AND after->>'year' = '2015'`);
    expect(exports).toHaveLength(1);
    const dry = await get(hr, '/api/expenses/2015/9/pdf?dryrun=1');
    expect(await pdfText(dry.rawPayload)).toContain('Preview');
    expect(await t.sql(`SELECT 1 FROM audit_events WHERE action = 'month_exported' AND after->>'year' = '2015'`)).toHaveLength(1);
  });

  it('limits the PDF to the given teams', async () => {
    await insertExpense({ date: '2014-02-10', status: 'approved', title: 'Sales item' });
    const team = await t.one<{ team_id: number }>(`SELECT team_id FROM employees WHERE email = 'employee@acme.test'`);
    const other = await t.one<{ id: number }>(`SELECT id FROM teams WHERE company_id = $1 AND id <> $2 LIMIT 1`, [
      await acmeId(),
      team.team_id,
    ]);
    expect(await pdfText((await get(hr, `/api/expenses/2014/2/pdf?teams=${team.team_id}`)).rawPayload)).toContain('Sales item');
    expect(await pdfText((await get(hr, `/api/expenses/2014/2/pdf?teams=${other.id}`)).rawPayload)).not.toContain('Sales item');
  });

  it('refuses bad months, teams and dryrun with 400; others with 403', async () => {
    for (const url of [
      '/api/expenses/2015/13/pdf',
      '/api/expenses/1999/1/pdf',
      '/api/expenses/x/1/pdf',
      '/api/expenses/2015/9/pdf?teams=a,b',
      '/api/expenses/2015/9/pdf?dryrun=yes',
    ])
      expect((await get(hr, url)).statusCode, url).toBe(400);
    expect((await get(manager, '/api/expenses/2015/9/pdf')).statusCode).toBe(403);
    expect((await get(employee, '/api/expenses/2015/9/excel')).statusCode).toBe(403);
    expect((await get(hr, '/api/expenses/2015/0/excel')).statusCode).toBe(400);
    expect((await get(hr, '/api/expenses/individual/2015/13/excel')).statusCode).toBe(400);
  });

  it('writes the month into one Excel sheet and an individual workbook with a sheet per person', async () => {
    await insertExpense({ date: '2013-11-03', price: 20, status: 'approved', title: 'Excel one' });
    await insertExpense({ date: '2013-11-04', price: 30.5, status: 'approved', title: 'Excel two', email: 'manager@acme.test' });
    const res = await get(hr, '/api/expenses/2013/11/excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;.*expenses-2013-11\.xlsx/);
    const book = await workbook(res.rawPayload);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Employee');
    const titles = [2, 3].map((r) => sheet.getRow(r).getCell(3).value).sort();
    expect(titles).toEqual(['Excel one', 'Excel two']);
    const individual = await workbook((await get(hr, '/api/expenses/individual/2013/11/excel')).rawPayload);
    expect(individual.worksheets.map((s) => s.name).sort()).toEqual(['Evan Peeters', 'Marie Dubois'].sort());
    expect(individual.worksheets.every((s) => s.rowCount === 2)).toBe(true);
    const empty = await workbook((await get(globex, '/api/expenses/individual/2013/11/excel')).rawPayload);
    expect(empty.worksheets.map((s) => s.name)).toEqual(['No expenses']);
  });

  it('prints one expense to whoever may see it; 404 to the others', async () => {
    const { expenseId } = await insertExpense({ title: 'Single print', price: 77 });
    for (const cookie of [employee, manager, hr]) {
      const res = await get(cookie, `/api/expenses/${expenseId}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(await pdfText(res.rawPayload)).toContain('Single print');
    }
    expect((await get(globex, `/api/expenses/${expenseId}/pdf`)).statusCode).toBe(404);
    expect((await get(hr, `/api/expenses/0/pdf`)).statusCode).toBe(400);
  });
});

describe('changed distance (feature expenses/overwrite-distance-notification)', () => {
  async function ride(fields: Record<string, string>) {
    const mileage = (
      await t.one<{ id: number }>(`SELECT id FROM expense_categories WHERE company_id = $1 AND name = 'Mileage'`, [await acmeId()])
    ).id;
    const body = multipartBody({ category_id: String(mileage), title: 'Ride', date: '2026-11-10', distance: '80', ...fields });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/expenses/createExpense',
      headers: { cookie: employee, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(await get(manager, `/api/inbox/expenses/detail?request_id=${json(res).data.request_id}`)).data;
  }

  it('tells the approver when the distance differs from the suggested one, with the reason', async () => {
    const changed = await ride({ suggested_distance: '57', distance_reason: 'Detour' });
    expect(changed.distance_overwritten).toBe(true);
    expect(changed.request.metadata).toMatchObject({ suggestedDistance: 57, distanceReason: 'Detour' });
    expect((await ride({ suggested_distance: '80' })).distance_overwritten).toBe(false);
    expect((await ride({})).distance_overwritten).toBe(false);
  });

  it('stays silent where the feature is off', async () => {
    const changed = await ride({ suggested_distance: '57', distance_reason: 'Detour' });
    await t.sql(`UPDATE companies SET features = '{virus_scan}' WHERE subdomain = 'acme'`);
    try {
      const [fresh] = await t.loginAll(['manager@acme.test']);
      expect(json(await get(fresh!, `/api/inbox/expenses/detail?request_id=${changed.request.id}`)).data.distance_overwritten).toBe(false);
    } finally {
      await t.sql(`UPDATE companies SET features = '{virus_scan,expenses/overwrite-distance-notification}' WHERE subdomain = 'acme'`);
    }
  });

  it('refuses a broken reason with 400', async () => {
    const body = multipartBody({ category_id: '1', title: 'Ride', date: '2026-11-10', distance: '80', distance_reason: 'x'.repeat(501) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/expenses/createExpense',
      headers: { cookie: employee, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
  });
});
