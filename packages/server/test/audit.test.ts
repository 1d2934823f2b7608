import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string;

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

const { get, post } = requestsAs(() => t);

/** A pending expense request of Sales (decided by manager@acme.test) that no test has touched. */
async function pendingSalesRequest(): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `SELECT r.id FROM expense_requests r JOIN employees e ON e.id = r.employee_id JOIN teams tm ON tm.id = e.team_id
     JOIN companies c ON c.id = r.company_id
     WHERE r.status = 'pending' AND tm.name = 'Sales' AND c.subdomain = 'acme'
       AND NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.object_id = r.id AND a.area = 'expenses')
     ORDER BY r.id LIMIT 1`,
  );
  return row!.id;
}

const auditEntries = (query: string, cookie = hr) => get(cookie, `/api/audit/list${query}`);

describe('the audit trail', () => {
  it('records a decision with who, what, before and after, and the request that made it', async () => {
    const requestId = await pendingSalesRequest();
    const res = await post(manager, '/api/inbox/expenses/process', { request_id: requestId, status: 'rejected', note: 'No receipt' });
    expect(res.statusCode, res.body).toBe(200);
    const httpRequestId = res.headers['x-request-id'];
    expect(httpRequestId).toMatch(/^[0-9a-f-]{36}$/);

    const list = await auditEntries('?area=expenses');
    expect(list.statusCode, list.body).toBe(200);
    const entry = json(list).data.items.find((e: { object_id: number }) => e.object_id === requestId);
    expect(entry).toMatchObject({
      area: 'expenses',
      action: 'rejected',
      object_type: 'request',
      user_name: 'Marie Dubois',
      before: { status: 'pending' },
      after: { status: 'rejected', note: 'No receipt' },
      request_id: httpRequestId,
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('records a setting change (a new expense category) with its state after', async () => {
    const res = await post(hr, '/api/expenses/createExpenseCategory', { name: 'Audited parking', way_of_input: 'total' });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = json(await auditEntries('?area=expense_categories')).data;
    expect(items[0]).toMatchObject({
      action: 'category_created',
      object_type: 'expense_category',
      object_id: json(res).data.category.id,
      after: { name: 'Audited parking', way_of_input: 'total' },
    });
  });

  it('writes nothing for a refused or rolled-back change', async () => {
    const before = json(await auditEntries('')).data.total;
    const requestId = await pendingSalesRequest();
    // Refused before the transaction (read-only), inside it (decline without a note), and after the decision (409).
    expect((await post(readonly, '/api/inbox/expenses/process', { request_id: requestId, status: 'approved' })).statusCode).toBe(403);
    expect((await post(manager, '/api/inbox/expenses/process', { request_id: requestId, status: 'rejected', note: ' ' })).statusCode).toBe(
      400,
    );
    expect((await post(manager, '/api/inbox/expenses/process', { request_id: requestId, status: 'approved' })).statusCode).toBe(200);
    expect((await post(manager, '/api/inbox/expenses/process', { request_id: requestId, status: 'approved' })).statusCode).toBe(409);
    expect(json(await auditEntries('')).data.total).toBe(before + 1);
  });

  it('filters by area, person and dates, newest first, and pages', async () => {
    const me = json(await get(manager, '/api/me')).data.user.id as number;
    const mine = json(await auditEntries(`?user_id=${me}`)).data;
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.items.every((e: { user_id: number }) => e.user_id === me)).toBe(true);
    const times = mine.items.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const today = new Date().toISOString().slice(0, 10);
    expect(json(await auditEntries(`?from=${today}&to=${today}&user_id=${me}`)).data.total).toBe(mine.total);
    expect(json(await auditEntries(`?to=2000-01-01`)).data.total).toBe(0);
    expect(json(await auditEntries(`?area=trainings`)).data.items).toEqual([]);
    const past = json(await auditEntries(`?page=99`)).data;
    expect(past).toMatchObject({ items: [], page: 99, per_page: 50 });
  });

  it('is HR’s: a manager or an employee gets 404, and another company sees none of it', async () => {
    expect((await auditEntries('', manager)).statusCode).toBe(404);
    expect((await auditEntries('', employee)).statusCode).toBe(404);
    expect((await get('', '/api/audit/list')).statusCode).toBe(401);
    const other = json(await auditEntries('', globex)).data;
    expect(other.items.some((e: { area: string }) => e.area === 'expenses')).toBe(false);
    // Read-only HR reads it (it writes nothing).
    expect((await auditEntries('', readonly)).statusCode).toBe(200);
  });

  it('refuses bad filters with a reason', async () => {
    for (const query of ['?area=exp3nses', '?from=2026-02-30', '?from=2026-05-02&to=2026-05-01', '?user_id=2147483648', '?page=-1']) {
      const res = await auditEntries(query);
      expect(res.statusCode, query).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
