import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../src/db/paging.ts';
import { INBOX_BADGE_CAP, badgeText } from '@signoff/contract/inbox';
import { AREAS } from '../src/areas.ts';
import { scaleCompany } from '../src/seed/scale.ts';
import { createTestApp, json, type TestApp } from './harness.ts';
import { sql } from 'drizzle-orm';
import { searchRequests } from '../src/modules/expenses/queries.ts';

/**
 * Every inbox list pages the same way (db/paging.ts): read in its index's order, a page found by its number or by the
 * previous page's last row, the total counted only so far past the page. A company with more requests than that cap
 * shows all of it: cursor and number agree, a deep page and the end are right, and a manager sees only their people.
 */

let t: TestApp;
let hr = '';
let manager = '';
const REQUESTS = LIST_COUNT_CAP + 300;

beforeAll(async () => {
  t = await createTestApp();
  await scaleCompany(t.database.db, AREAS, { subdomain: 'paging', people: 33, requestsPerArea: REQUESTS });
  [hr = '', manager = ''] = await t.loginAll(['hr@paging.test', 'manager@paging.test']);
});
afterAll(() => t.close());

const get = async (cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};

type TPage = { items: { id: number }[]; total: number; total_is_exact?: boolean; per_page: number };

/** The lists under test: each area's default order, and how to read a page of it. */
const LISTS: { name: string; url: string; page: (data: unknown) => TPage; visible: string }[] = [
  {
    name: 'expenses, all',
    url: '/api/inbox/expenses/list?status=all',
    page: (data) => data as TPage,
    visible: `SELECT r.id FROM expense_requests r JOIN companies c ON c.id = r.company_id WHERE c.subdomain = 'paging' AND r.employee_id <> $1 ORDER BY r.created_at DESC, r.id DESC`,
  },
  {
    name: 'days off, all',
    url: '/api/inbox/daysOff/list?status=all',
    page: (data) => data as TPage,
    visible: `SELECT r.id FROM days_off_requests r JOIN companies c ON c.id = r.company_id WHERE c.subdomain = 'paging' AND r.employee_id <> $1 ORDER BY r.created_at DESC, r.id DESC`,
  },
  {
    name: 'trainings, all',
    url: '/api/inbox/trainings/list?status=all',
    page: (data) => data as TPage,
    visible: `SELECT r.id FROM training_requests r JOIN companies c ON c.id = r.company_id WHERE c.subdomain = 'paging' AND r.employee_id <> $1 ORDER BY r.created_at DESC, r.id DESC`,
  },
  {
    name: 'contracts, all',
    url: '/api/inbox/contracts/list?status=all',
    page: (data) => data as TPage,
    // HR sees everyone's but their own, and any they sign internally.
    visible: `SELECT k.id FROM contracts k JOIN companies c ON c.id = k.company_id WHERE c.subdomain = 'paging' AND k.deleted_at IS NULL
      AND (k.employee_id <> $1 OR (SELECT u.id FROM users u WHERE u.email = 'hr@paging.test') IN (k.internal_signer_user_id, k.second_internal_signer_user_id))
      ORDER BY k.created_at DESC, k.id DESC`,
  },
  {
    name: 'payroll documents',
    url: '/api/documents/getFiles?',
    page: (data) => (data as { files: TPage }).files,
    visible: `SELECT d.id FROM company_documents d JOIN companies c ON c.id = d.company_id WHERE c.subdomain = 'paging' AND $1::int IS NOT NULL
      ORDER BY d.uploaded_at DESC, d.id DESC`,
  },
  {
    name: 'reminders, all',
    url: '/api/reminders/list?status=all',
    page: (data) => data as TPage,
    visible: `SELECT r.id FROM reminders r JOIN companies c ON c.id = r.company_id WHERE c.subdomain = 'paging' AND $1::int IS NOT NULL
      ORDER BY r.reminder_date DESC, r.id DESC`,
  },
  {
    name: 'sick notes waiting for review',
    url: '/api/inbox/sickNotes/list?',
    page: (data) => (data as { pending: TPage }).pending,
    visible: `SELECT n.id FROM sick_notes n JOIN companies c ON c.id = n.company_id WHERE c.subdomain = 'paging' AND n.employee_id <> $1 AND n.checked IS NULL ORDER BY n.created_at, n.id`,
  },
];

describe.each(LISTS)('$name', ({ url, page, visible }) => {
  let expected: number[];
  beforeAll(async () => {
    const me = await t.one<{ employee_id: number }>(
      `SELECT employee_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'hr@paging.test'`,
    );
    expected = (await t.sql<{ id: number }>(visible, [me.employee_id])).map((r) => r.id);
  });

  it('reads the same rows by page number and by cursor, in the index order', async () => {
    const first = page(await get(hr, `${url}&page=0`));
    const perPage = first.per_page;
    expect(first.items.map((i) => i.id)).toEqual(expected.slice(0, perPage));
    const third = page(await get(hr, `${url}&page=2`));
    const second = page(await get(hr, `${url}&page=1&after=${first.items.at(-1)!.id}`));
    const thirdByCursor = page(await get(hr, `${url}&page=2&after=${second.items.at(-1)!.id}`));
    expect(second.items.map((i) => i.id)).toEqual(expected.slice(perPage, 2 * perPage));
    expect(thirdByCursor.items.map((i) => i.id)).toEqual(third.items.map((i) => i.id));
    expect(third.items.map((i) => i.id)).toEqual(expected.slice(2 * perPage, 3 * perPage));
  });

  it('counts only so far past the page, exactly near the end, and knows where a page past the end stops', async () => {
    const first = page(await get(hr, `${url}&page=0`));
    const perPage = first.per_page;
    if (expected.length > LIST_COUNT_CAP) expect(first).toMatchObject({ total: LIST_COUNT_CAP, total_is_exact: false });
    else expect(first).toMatchObject({ total: expected.length, total_is_exact: true });
    const lastPage = Math.floor((expected.length - 1) / perPage);
    const last = page(await get(hr, `${url}&page=${lastPage}`));
    expect(last.items.map((i) => i.id)).toEqual(expected.slice(lastPage * perPage));
    expect(last).toMatchObject({ total: expected.length, total_is_exact: true });
    const past = page(await get(hr, `${url}&page=${lastPage + 5}`));
    expect(past).toMatchObject({ items: [], total: expected.length, total_is_exact: true });
    // Paged forward past the last row, as the web pages: the prepared page comes back empty, and the list says where it stops.
    const afterLast = page(await get(hr, `${url}&page=${lastPage + 1}&after=${last.items.at(-1)!.id}`));
    expect(afterLast).toMatchObject({ items: [], total: expected.length, total_is_exact: true });
  });

  it('reads a row the user may not see as a position nowhere: an empty page', async () => {
    const [foreign] = await t.sql<{ id: number }>(visible.replace("'paging'", "'acme'"), [0]);
    const fromForeign = page(await get(hr, `${url}&page=1&after=${foreign!.id}`));
    expect(fromForeign.items).toEqual([]);
  });
});

describe('tasks, soonest due first (none last), then in workflow order: an order of more columns', () => {
  it('reads the same rows by page number and by cursor, and a foreign cursor as nowhere', async () => {
    const expected = (
      await t.sql<{ id: number }>(
        `SELECT t.id FROM workflow_tasks t JOIN companies c ON c.id = t.company_id
         JOIN memberships m ON m.company_id = c.id JOIN users u ON u.id = m.user_id AND u.email = 'hr@paging.test'
         WHERE c.subdomain = 'paging' AND (t.responsible_user_id = u.id OR t.responsible_employee_id = m.employee_id)
         ORDER BY t.due_date ASC NULLS LAST, t.workflow_id, t.sort_order, t.id`,
      )
    ).map((r) => r.id);
    const url = '/api/workflows/tasks/list?status=all';
    const first = (await get(hr, `${url}&page=0`)) as TPage;
    const perPage = first.per_page;
    expect(expected.length).toBeGreaterThan(LIST_COUNT_CAP);
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, total_is_exact: false });
    expect(first.items.map((i) => i.id)).toEqual(expected.slice(0, perPage));
    const second = (await get(hr, `${url}&page=1&after=${first.items.at(-1)!.id}`)) as TPage;
    expect(second.items.map((i) => i.id)).toEqual(expected.slice(perPage, 2 * perPage));
    for (const n of [4, 37]) {
      const byNumber = (await get(hr, `${url}&page=${n}`)) as TPage;
      expect(
        byNumber.items.map((i) => i.id),
        `page ${n}`,
      ).toEqual(expected.slice(n * perPage, (n + 1) * perPage));
      const next = (await get(hr, `${url}&page=${n + 1}&after=${byNumber.items.at(-1)!.id}`)) as TPage;
      expect(
        next.items.map((i) => i.id),
        `page ${n + 1}`,
      ).toEqual(expected.slice((n + 1) * perPage, (n + 2) * perPage));
    }
    const lastPage = Math.floor((expected.length - 1) / perPage);
    const last = (await get(hr, `${url}&page=${lastPage}`)) as TPage;
    expect(last.items.map((i) => i.id)).toEqual(expected.slice(lastPage * perPage));
    expect(last).toMatchObject({ total: expected.length, total_is_exact: true });
    const [foreign] = await t.sql<{ id: number }>(
      `SELECT t.id FROM workflow_tasks t JOIN companies c ON c.id = t.company_id WHERE c.subdomain = 'acme' LIMIT 1`,
    );
    expect(((await get(hr, `${url}&page=1&after=${foreign!.id}`)) as TPage).items).toEqual([]);
  });
});

describe('workflows: a page past the first joins only its own rows', () => {
  it('reads a page by number as the order gives it', async () => {
    const expected = (
      await t.sql<{ id: number }>(
        `SELECT w.id FROM workflows w JOIN companies c ON c.id = w.company_id WHERE c.subdomain = 'paging' ORDER BY w.created_at DESC, w.id DESC`,
      )
    ).map((r) => r.id);
    const first = (await get(hr, '/api/workflows/list?page=0')) as TPage;
    const perPage = first.per_page;
    expect(expected.length).toBeGreaterThan(3 * perPage);
    for (const n of [0, 1, 2]) {
      const page = (await get(hr, `/api/workflows/list?page=${n}`)) as TPage;
      expect(
        page.items.map((i) => i.id),
        `page ${n}`,
      ).toEqual(expected.slice(n * perPage, (n + 1) * perPage));
    }
  });
});

describe('a manager of ten', () => {
  it('sees their people only, and their badges count the same rows', async () => {
    const team = (
      await t.sql<{ id: number }>(
        `SELECT e.id FROM employees e JOIN memberships m ON e.manager_id = m.employee_id OR e.second_manager_id = m.employee_id
         JOIN users u ON u.id = m.user_id WHERE u.email = 'manager@paging.test'`,
      )
    ).map((r) => r.id);
    expect(team.length).toBeGreaterThanOrEqual(10);
    const list = await get(manager, '/api/inbox/expenses/list?status=pending');
    const { n } = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM expense_requests WHERE status = 'pending' AND employee_id = ANY($1)`,
      [team],
    );
    expect(list.total).toBe(n);
    const requesters = new Set(list.items.map((i: { requester: { id: number } }) => i.requester.id));
    expect([...requesters].every((id) => team.includes(id as number))).toBe(true);
    const counts = await get(manager, '/api/inbox/counts');
    expect(counts.count_expense_requests).toBe(n);
    expect(counts.count_days_off_requests).toBe((await get(manager, '/api/inbox/daysOff/list?status=pending')).total);
    expect(counts.count_pending_sick_notes).toBe((await get(manager, '/api/inbox/sickNotes/list')).pending.total);
  });

  it('pages a sort the index cannot give (by name) without overlap', async () => {
    const first = await get(hr, '/api/inbox/daysOff/list?status=all&sort_by=name&sort_direction=asc&page=0');
    const second = await get(hr, '/api/inbox/daysOff/list?status=all&sort_by=name&sort_direction=asc&page=1');
    const ids = [...first.items, ...second.items].map((i: { id: number }) => i.id);
    const sorted = await t.sql<{ id: number }>(
      `SELECT r.id FROM days_off_requests r JOIN employees e ON e.id = r.employee_id JOIN companies c ON c.id = r.company_id
       WHERE c.subdomain = 'paging' AND r.employee_id <> (SELECT min(id) FROM employees WHERE company_id = c.id)
       ORDER BY e.name ASC NULLS LAST, r.id DESC LIMIT 40`,
    );
    expect(ids).toEqual(sorted.map((r) => r.id));
  });
});

describe('badges past the cap', () => {
  it('count up to INBOX_BADGE_CAP, so the counts cost the same in a company of any size', async () => {
    const scope = `company_id = (SELECT id FROM companies WHERE subdomain = 'paging')`;
    const before = await t.sql<{ id: number; status: string }>(`SELECT id, status FROM expense_requests WHERE ${scope}`);
    await t.sql(`UPDATE expense_requests SET status = 'pending' WHERE ${scope}`);
    try {
      const { n } = await t.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM expense_requests WHERE ${scope} AND employee_id <> (SELECT employee_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'hr@paging.test')`,
      );
      expect(n).toBeGreaterThan(INBOX_BADGE_CAP);
      const counts = await get(hr, '/api/inbox/counts');
      expect(counts.count_expense_requests).toBe(INBOX_BADGE_CAP);
      expect(badgeText(counts.count_expense_requests)).toBe('99+');
      expect(badgeText(INBOX_BADGE_CAP - 1)).toBe('99');
      // The manager's people only, counted up to the same cap.
      const managerCounts = await get(manager, '/api/inbox/counts');
      const managerPending = (await get(manager, '/api/inbox/expenses/list?status=pending')) as TPage;
      expect(managerPending.total_is_exact).toBe(true);
      expect(managerPending.total).toBeLessThan(n);
      expect(managerCounts.count_expense_requests).toBe(Math.min(managerPending.total, INBOX_BADGE_CAP));
    } finally {
      for (const status of new Set(before.map((r) => r.status)))
        await t.sql(`UPDATE expense_requests SET status = $1 WHERE id = ANY($2)`, [
          status,
          before.filter((r) => r.status === status).map((r) => r.id),
        ]);
    }
  });
});

describe('expense search', () => {
  // The hits are looked up first when few and the list filters on their ids; when many, each row of the list's walk
  // checks its own title. Both must find the same rows in the same order: a cap of 0 takes the second way for all.
  it('finds the same page and total whether the hits are looked up first or checked row by row', async () => {
    const { id: companyId } = await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'paging'`);
    const scope = t.app.companyScope;
    const list = (search: string, cap?: number) =>
      scope.run(companyId, () =>
        searchRequests(scope.db, { companyId, requesters: sql`true`, status: null }, search, { page: 0, perPage: 50 }, cap),
      );
    for (const term of ['Person 1', 'expense 12', 'e', 'no such words', '100%']) {
      const [few, many] = [await list(term), await list(term, 0)];
      expect(
        many.rows.map((r) => r.id),
        term,
      ).toEqual(few.rows.map((r) => r.id));
      expect({ total: many.total, exact: many.total_is_exact }, term).toEqual({ total: few.total, exact: few.total_is_exact });
    }
    expect((await list('Person 1')).rows.length).toBeGreaterThan(0);
    expect((await list('e')).total).toBeGreaterThan(LIST_COUNT_CAP - 1);
  });

  // The list's search runs from statements prepared once with the typed words and the hits as placeholders; a jump to
  // a page number, or a page past the end, builds its own. Each way must read the rows the search means.
  it('reads a search by page number and by cursor as SQL finds it, to its end and past it', async () => {
    const me = await t.one<{ employee_id: number }>(
      `SELECT employee_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'hr@paging.test'`,
    );
    const ways = new Map<string, number>();
    for (const [term, pattern] of [
      ['Person 1', '%Person 1%'],
      ['expense 12', '%expense 12%'],
      ['e', '%e%'],
      ['no such words', '%no such words%'],
    ] as const) {
      const expected = (
        await t.sql<{ id: number }>(
          `SELECT r.id FROM expense_requests r JOIN companies c ON c.id = r.company_id
           JOIN expenses x ON x.id = r.expense_id JOIN employees e ON e.id = r.employee_id
           WHERE c.subdomain = 'paging' AND r.employee_id <> $1 AND (x.title ILIKE $2 OR e.name ILIKE $2)
           ORDER BY r.created_at DESC, r.id DESC`,
          [me.employee_id, pattern],
        )
      ).map((r) => r.id);
      ways.set(term, expected.length);
      const url = `/api/inbox/expenses/list?status=all&search_term=${encodeURIComponent(term)}`;
      const ids = (p: TPage) => p.items.map((i) => i.id);
      const first = (await get(hr, `${url}&page=0`)) as TPage;
      const perPage = first.per_page;
      expect(ids(first), term).toEqual(expected.slice(0, perPage));
      expect({ total: first.total, exact: first.total_is_exact }, term).toEqual(
        expected.length > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, exact: false } : { total: expected.length, exact: true },
      );
      const lastPage = Math.max(0, Math.floor((expected.length - 1) / perPage));
      const past = (await get(hr, `${url}&page=${lastPage + 3}`)) as TPage;
      expect({ items: past.items, total: past.total, exact: past.total_is_exact }, term).toEqual({
        items: [],
        total: expected.length,
        exact: true,
      });
      if (expected.length <= perPage) continue;
      const secondByCursor = (await get(hr, `${url}&page=1&after=${first.items.at(-1)!.id}`)) as TPage;
      const secondByNumber = (await get(hr, `${url}&page=1`)) as TPage;
      expect(ids(secondByCursor), term).toEqual(expected.slice(perPage, 2 * perPage));
      expect(ids(secondByNumber), term).toEqual(ids(secondByCursor));
      const last = (await get(hr, `${url}&page=${lastPage}`)) as TPage;
      expect(ids(last), term).toEqual(expected.slice(lastPage * perPage));
      const afterLast = (await get(hr, `${url}&page=${lastPage + 1}&after=${last.items.at(-1)!.id}`)) as TPage;
      expect({ items: afterLast.items, total: afterLast.total }, term).toEqual({ items: [], total: expected.length });
    }
    // Each way of finding the rows: a name's hits, a title's, both kinds past the count's cap, and none.
    expect([...ways.values()].map((n) => n > 0)).toEqual([true, true, true, false]);
    expect(ways.get('e')).toBeGreaterThan(LIST_COUNT_CAP);
  });
});
