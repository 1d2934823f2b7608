import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { nextPeriods } from '@signoff/contract/period';
import { createTestApp, json, multipartBody, type TestApp } from './harness.ts';

let t: TestApp;
let manager: string, employee: string, readonly: string, globex: string;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  [manager, employee, readonly, globex] = (await t.loginAll([
    'manager@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
  ])) as string[] as [string, string, string, string];
  employeeId = json(await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: employee } })).data.employee.id;
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function approvedExpense(approve = true) {
  const [cat] = await t.sql<{ id: number }>(
    `SELECT c.id FROM expense_categories c JOIN companies co ON co.id = c.company_id WHERE co.subdomain = 'acme' AND c.name = 'Meals'`,
  );
  const body = multipartBody({ category_id: String(cat!.id), title: 'Payout test', date: dayjs().format('YYYY-MM-DD'), total: '10' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/expenses/createExpense',
    headers: { cookie: employee, ...body.headers },
    payload: body.payload,
  });
  const { expense_id, request_id } = json(res).data;
  if (approve) expect((await post(manager, '/api/inbox/expenses/process', { request_id, status: 'approved' })).statusCode).toBe(200);
  return { expense_id, request_id };
}

describe('available periods', () => {
  it('offers the open monthly payroll periods from today on', async () => {
    const { expense_id } = await approvedExpense();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/expenses/getAvailablePeriodsForPayout?employee_id=${employeeId}&expense_id=${expense_id}`,
      headers: { cookie: manager },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ frequency: 'monthly', periods: nextPeriods(dayjs().format('YYYY-MM-DD'), 'monthly', 6) });
  });

  it('is 404 for an expense of another employee id or another company', async () => {
    const { expense_id } = await approvedExpense();
    const wrongEmployee = await t.app.inject({
      method: 'GET',
      url: `/api/expenses/getAvailablePeriodsForPayout?employee_id=${employeeId + 1}&expense_id=${expense_id}`,
      headers: { cookie: manager },
    });
    expect(wrongEmployee.statusCode).toBe(404);
    const otherCompany = await t.app.inject({
      method: 'GET',
      url: `/api/expenses/getAvailablePeriodsForPayout?employee_id=${employeeId}&expense_id=${expense_id}`,
      headers: { cookie: globex },
    });
    expect(otherCompany.statusCode).toBe(404);
  });
});

describe('updateExpensePayoutMethod', () => {
  it('pays out through the payroll provider in an offered period', async () => {
    const { expense_id } = await approvedExpense();
    const [period] = nextPeriods(dayjs().format('YYYY-MM-DD'), 'monthly', 1);
    const res = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      employee_id: employeeId,
      expense_id,
      payout_type: 'PAY_OUT',
      new_payout_method: 'PAYOUT_USING_PAYROLL_PROVIDER',
      period: period!.period,
      year: period!.year,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.payout).toMatchObject({
      payout_type: 'PAY_OUT',
      payout_method: 'PAYOUT_USING_PAYROLL_PROVIDER',
      period: period!.period,
      year: period!.year,
      payout_status: 'NOT_PAID_OUT',
    });
    const details = json(
      await t.app.inject({ method: 'GET', url: `/api/expenses/getExpenseDetails?expense_id=${expense_id}`, headers: { cookie: employee } }),
    ).data;
    expect(details.payout.payout_method).toBe('PAYOUT_USING_PAYROLL_PROVIDER');
  });

  it('requires a reason and a status for another payout method', async () => {
    const { expense_id } = await approvedExpense();
    const base = { employee_id: employeeId, expense_id, payout_type: 'PAY_OUT', new_payout_method: 'PAYOUT_OTHER' };
    const noReason = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      ...base,
      payout_other_reason: '  ',
      payout_status: 'PAID_OUT',
    });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).fields.payout_other_reason).toBeTruthy();
    const noStatus = await post(manager, '/api/expenses/updateExpensePayoutMethod', { ...base, payout_other_reason: 'Cash' });
    expect(noStatus.statusCode).toBe(400);
    expect(json(noStatus).fields.payout_status).toBeTruthy();
    const ok = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      ...base,
      payout_other_reason: 'Paid in cash',
      payout_status: 'PAID_OUT',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data.payout).toMatchObject({
      payout_method: 'PAYOUT_OTHER',
      payout_other_reason: 'Paid in cash',
      payout_status: 'PAID_OUT',
      period: null,
    });
  });

  it('requires a type, a method when paying out, and an offered period', async () => {
    const { expense_id } = await approvedExpense();
    const base = { employee_id: employeeId, expense_id };
    expect((await post(manager, '/api/expenses/updateExpensePayoutMethod', base)).statusCode).toBe(400);
    const noMethod = await post(manager, '/api/expenses/updateExpensePayoutMethod', { ...base, payout_type: 'PAY_OUT' });
    expect(json(noMethod).fields.new_payout_method).toBeTruthy();
    const noPeriod = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      ...base,
      payout_type: 'PAY_OUT',
      new_payout_method: 'PAYOUT_USING_PAYROLL_PROVIDER',
    });
    expect(json(noPeriod).fields.period).toBeTruthy();
    const closedPeriod = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      ...base,
      payout_type: 'PAY_OUT',
      new_payout_method: 'PAYOUT_USING_PAYROLL_PROVIDER',
      period: 1,
      year: 2000,
    });
    expect(closedPeriod.statusCode).toBe(400);
    const legacy = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      ...base,
      payout_type: 'PAY_OUT',
      new_payout_method: 'PAYOUT_MANUALLY',
      payout_status: 'PAID_OUT',
    });
    expect(legacy.statusCode).toBe(400);
  });

  it('answers 409 when the method changed meanwhile, or the expense is not approved', async () => {
    const { expense_id } = await approvedExpense();
    const first = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      employee_id: employeeId,
      expense_id,
      payout_type: 'DO_NOT_PAYOUT',
    });
    expect(first.statusCode).toBe(200);
    await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      employee_id: employeeId,
      expense_id,
      payout_type: 'PAY_OUT',
      new_payout_method: 'PAYOUT_OTHER',
      payout_other_reason: 'x',
      payout_status: 'NOT_PAID_OUT',
    });
    const stale = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      employee_id: employeeId,
      expense_id,
      payout_type: 'DO_NOT_PAYOUT',
      old_payout_method: '',
    });
    expect(stale.statusCode).toBe(409);
    const pending = await approvedExpense(false);
    const notApproved = await post(manager, '/api/expenses/updateExpensePayoutMethod', {
      employee_id: employeeId,
      expense_id: pending.expense_id,
      payout_type: 'DO_NOT_PAYOUT',
    });
    expect(notApproved.statusCode).toBe(409);
  });

  it('refuses read-only users and other companies', async () => {
    const { expense_id } = await approvedExpense();
    const body = { employee_id: employeeId, expense_id, payout_type: 'DO_NOT_PAYOUT' };
    expect((await post(readonly, '/api/expenses/updateExpensePayoutMethod', body)).statusCode).toBe(403);
    expect((await post(globex, '/api/expenses/updateExpensePayoutMethod', body)).statusCode).toBe(404);
  });
});
