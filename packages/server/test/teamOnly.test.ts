import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './harness.ts';

/**
 * frank.hermans@acme.test holds every area permission but is team_only: he sees the requests of Finance (his team)
 * only, in every area, in lists and details alike. One requester of each area is moved into Finance first, so every
 * area has something he must see next to something he must not.
 */
let t: TestApp;
let frank: string;
let hr: string;
let finance: Set<number>;
const moved: Record<'expense' | 'sickNote' | 'daysOff', { inside: number; outside: number }> = {
  expense: { inside: 0, outside: 0 },
  sickNote: { inside: 0, outside: 0 },
  daysOff: { inside: 0, outside: 0 },
};

beforeAll(async () => {
  t = await createTestApp();
  const { id: financeTeam } = await t.one<{ id: number }>(
    `SELECT t.id FROM teams t JOIN companies c ON c.id = t.company_id WHERE c.subdomain = 'acme' AND t.name = 'Finance'`,
  );
  const pick = async (table: string, requester: string) =>
    t.sql<{ id: number; employee_id: number }>(
      `SELECT r.id, r.${requester} AS employee_id FROM ${table} r JOIN employees e ON e.id = r.${requester}
       WHERE e.team_id <> $1 AND e.company_id = (SELECT id FROM companies WHERE subdomain = 'acme') ORDER BY r.id`,
      [financeTeam],
    );
  const tables = { expense: 'expense_requests', sickNote: 'sick_notes', daysOff: 'days_off_requests' } as const;
  for (const [key, table] of Object.entries(tables) as [keyof typeof moved, string][]) {
    const inside = (await pick(table, 'employee_id'))[0]!;
    await t.sql(`UPDATE employees SET team_id = $1 WHERE id = $2`, [financeTeam, inside.employee_id]);
    moved[key].inside = inside.id;
  }
  for (const [key, table] of Object.entries(tables) as [keyof typeof moved, string][])
    moved[key].outside = (await pick(table, 'employee_id'))[0]!.id;
  finance = new Set((await t.sql<{ id: number }>(`SELECT id FROM employees WHERE team_id = $1`, [financeTeam])).map((r) => r.id));
  [frank = '', hr = ''] = await t.loginAll(['frank.hermans@acme.test', 'hr@acme.test']);
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('a team_only user', () => {
  it('is told so by /api/me', async () => {
    expect(json(await get(frank, '/api/me')).data.membership.team_only).toBe(true);
  });

  it('lists expenses of their teams only, and opens only those', async () => {
    const mine = json(await get(frank, '/api/inbox/expenses/list?status=all')).data;
    const all = json(await get(hr, '/api/inbox/expenses/list?status=all')).data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    for (const item of mine.items as { requester: { id: number } }[]) expect(finance.has(item.requester.id)).toBe(true);
    expect((await get(frank, `/api/inbox/expenses/detail?request_id=${moved.expense.inside}`)).statusCode).toBe(200);
    expect((await get(frank, `/api/inbox/expenses/detail?request_id=${moved.expense.outside}`)).statusCode).toBe(404);
  });

  it('lists sick notes of their teams only, and opens only those', async () => {
    const mine = json(await get(frank, '/api/inbox/sickNotes/list')).data;
    for (const item of mine.pending.items as { employee_id: number }[]) expect(finance.has(item.employee_id)).toBe(true);
    for (const item of mine.waiting as { person_id: number }[]) expect(finance.has(item.person_id)).toBe(true);
    expect((await get(frank, `/api/inbox/sickNotes/detail?sickday_id=${moved.sickNote.inside}`)).statusCode).toBe(200);
    expect((await get(frank, `/api/inbox/sickNotes/detail?sickday_id=${moved.sickNote.outside}`)).statusCode).toBe(404);
    expect((await get(hr, `/api/inbox/sickNotes/detail?sickday_id=${moved.sickNote.outside}`)).statusCode).toBe(200);
  });

  it('lists days-off requests of their teams only, whatever the segment, and opens only those', async () => {
    for (const segment of ['', '&segment=all']) {
      const mine = json(await get(frank, `/api/inbox/daysOff/list?status=all${segment}`)).data;
      expect(mine.total).toBeGreaterThan(0);
      for (const item of mine.items as { team_name: string }[]) expect(item.team_name).toBe('Finance');
    }
    expect((await get(frank, `/api/inbox/daysOff/detail?request_id=${moved.daysOff.inside}`)).statusCode).toBe(200);
    expect((await get(frank, `/api/inbox/daysOff/detail?request_id=${moved.daysOff.outside}`)).statusCode).toBe(404);
  });

  it('counts only what their teams asked', async () => {
    const mine = json(await get(frank, '/api/inbox/counts')).data;
    const all = json(await get(hr, '/api/inbox/counts')).data;
    expect(mine.count_expense_requests).toBeGreaterThan(0);
    expect(mine.count_expense_requests).toBeLessThan(all.count_expense_requests);
  });

  it('has their badges and details follow a change of their access at once (statements are kept per access, not per user)', async () => {
    const outside = `/api/inbox/expenses/detail?request_id=${moved.expense.outside}`;
    const teamOnly = json(await get(frank, '/api/inbox/counts')).data.count_expense_requests as number;
    expect((await get(frank, outside)).statusCode).toBe(404);
    const membership = `user_id = (SELECT id FROM users WHERE email = 'frank.hermans@acme.test')`;
    await t.sql(`UPDATE memberships SET team_only = false WHERE ${membership}`);
    try {
      const unrestricted = json(await get(frank, '/api/inbox/counts')).data.count_expense_requests as number;
      expect(unrestricted).toBeGreaterThan(teamOnly);
      expect((await get(frank, outside)).statusCode).toBe(200);
    } finally {
      await t.sql(`UPDATE memberships SET team_only = true WHERE ${membership}`);
    }
    expect(json(await get(frank, '/api/inbox/counts')).data.count_expense_requests).toBe(teamOnly);
    expect((await get(frank, outside)).statusCode).toBe(404);
  });
});
