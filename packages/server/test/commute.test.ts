import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string, ops: string, eng: string;

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
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

/** employee@acme.test (Sales, decided by manager@acme.test and olivier.maes@acme.test) declares days. */
async function declare(days: { date: string; transport_type: string; km?: number }[]) {
  const ids: number[] = [];
  for (const day of days) {
    const res = await post(employee, '/api/commute/declare', day);
    expect(res.statusCode, res.body).toBe(200);
    ids.push(json(res).data.request_id);
  }
  return ids;
}
const evan = async () => (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`)).id;

describe('the commute list', () => {
  it('groups a person’s days in one row, with the km or - when it varies, and counts days in the badge', async () => {
    const before = json(await get(manager, '/api/inbox/counts')).data.count_variable_commute_requests;
    const ids = await declare([
      { date: '2026-10-05', transport_type: 'bicycle', km: 12 },
      { date: '2026-10-06', transport_type: 'bicycle', km: 14 },
    ]);
    expect(json(await get(manager, '/api/inbox/counts')).data.count_variable_commute_requests).toBe(before + 2);
    const employeeId = await evan();
    const list = json(await get(manager, '/api/inbox/commute/list?status=pending')).data;
    const row = list.items.find((r: { employee_id: number }) => r.employee_id === employeeId);
    expect(row).toMatchObject({ name: 'Evan Peeters', commute_type: 'bicycle', km: '-' });
    expect(row.request_ids).toEqual(expect.arrayContaining(ids));
    expect(row.days_duration).toBe(row.request_ids.length);
    expect(list.items.every((r: { request_ids: number[] }) => r.request_ids.length > 0)).toBe(true);
  });

  it('gives the km every day shares, and - once one day has another or none', async () => {
    const person = await t.one<{ id: number; company_id: number }>(
      `SELECT e.id, e.company_id FROM employees e JOIN companies c ON c.id = e.company_id
       WHERE c.subdomain = 'acme' AND e.is_active AND e.email IS DISTINCT FROM 'hr@acme.test'
         AND NOT EXISTS (SELECT 1 FROM variable_commute_requests r WHERE r.employee_id = e.id)
       ORDER BY e.id LIMIT 1`,
    );
    const addDay = (date: string, km: number | null) =>
      t.sql(
        `INSERT INTO variable_commute_requests (company_id, employee_id, date, transport_type, km) VALUES ($1, $2, $3, 'car_private', $4)`,
        [person.company_id, person.id, date, km],
      );
    const km = async () =>
      json(await get(hr, '/api/inbox/commute/list?status=all')).data.items.find((r: { employee_id: number }) => r.employee_id === person.id)
        ?.km;
    await addDay('2026-10-05', 38.5);
    await addDay('2026-10-06', 38.5);
    expect(await km()).toBe(38.5);
    await addDay('2026-10-07', null);
    expect(await km()).toBe('-');
    await t.sql(`DELETE FROM variable_commute_requests WHERE employee_id = $1 AND km IS NOT NULL`, [person.id]);
    // A day without a distance alone has no km either.
    expect(await km()).toBe('-');
    await t.sql(`DELETE FROM variable_commute_requests WHERE employee_id = $1`, [person.id]);
    expect(await km()).toBeUndefined();
  });

  it('shows only the viewer’s people: another team’s lead and another company see none of Sales', async () => {
    const id = await evan();
    for (const cookie of [eng, globex]) {
      const items = json(await get(cookie, '/api/inbox/commute/list?status=all')).data.items;
      expect(items.some((r: { employee_id: number }) => r.employee_id === id)).toBe(false);
    }
    expect((await get(hr, '/api/inbox/commute/list?status=closed')).statusCode).toBe(400);
  });

  it('counts the people with requests, newest activity first, and still says how many past the last page', async () => {
    await declare([{ date: '2026-10-12', transport_type: 'public_train' }]);
    // HR sees everyone's but their own.
    const { n: expected } = await t.one<{ n: number }>(
      `SELECT count(DISTINCT r.employee_id)::int AS n FROM variable_commute_requests r JOIN companies c ON c.id = r.company_id
       WHERE c.subdomain = 'acme' AND r.employee_id IS DISTINCT FROM (SELECT m.employee_id FROM memberships m
         JOIN users u ON u.id = m.user_id WHERE u.email = 'hr@acme.test' AND m.company_id = c.id)`,
    );
    const first = json(await get(hr, '/api/inbox/commute/list?status=all&page=0')).data;
    expect(first.total).toBe(expected);
    // Evan declared last, so he heads the list.
    expect(first.items[0].employee_id).toBe(await evan());
    const past = json(await get(hr, '/api/inbox/commute/list?status=all&page=50')).data;
    expect(past).toMatchObject({ items: [], total: expected, page: 50 });
  });
});

describe('deciding commute days', () => {
  it('decides some days, leaves others pending, and refuses a second decision of a decided day (409, nothing written)', async () => {
    const [a, b, c] = await declare([
      { date: '2026-10-12', transport_type: 'public_train', km: 38 },
      { date: '2026-10-13', transport_type: 'public_train', km: 38 },
      { date: '2026-10-14', transport_type: 'foot' },
    ]);
    const employeeId = await evan();
    const detail = json(await get(manager, `/api/inbox/commute/detail?request_ids=${a},${b},${c}&employee_id=${employeeId}`)).data;
    expect(detail).toMatchObject({ employee_name: 'Evan Peeters', can_process: true });
    expect(detail.variable_commutes.map((r: { status: unknown }) => r.status)).toEqual([-1, -1, -1]);
    expect(detail.variable_commutes[2]).toMatchObject({ transport_type: 'foot', km: null });

    const ok = await post(manager, '/api/inbox/commute/process', {
      employee_id: employeeId,
      decisions: [
        { id: a, status: '1' },
        { id: b, status: '0' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data).toEqual({ processed: 2 });
    const after = json(await get(manager, `/api/inbox/commute/detail?request_ids=${a},${b},${c}&employee_id=${employeeId}`)).data;
    expect(after.variable_commutes.map((r: { status: unknown }) => r.status)).toEqual(['1', '0', -1]);

    // One decided day in the set refuses the whole set: c stays pending.
    const again = await post(ops, '/api/inbox/commute/process', {
      employee_id: employeeId,
      decisions: [
        { id: c, status: '1' },
        { id: a, status: '0' },
      ],
    });
    expect(again.statusCode).toBe(409);
    const still = json(await get(manager, `/api/inbox/commute/detail?request_ids=${c}&employee_id=${employeeId}`)).data;
    expect(still.variable_commutes[0].status).toBe(-1);
    expect(
      json(await get(hr, '/api/audit/list?area=commute')).data.items.filter((e: { object_id: number }) => [a, b].includes(e.object_id)),
    ).toHaveLength(2);
  });

  it('refuses whole a set with another person’s or another company’s id (404), and an unknown one', async () => {
    const [mine] = await declare([{ date: '2026-10-20', transport_type: 'car_private', km: 20 }]);
    const employeeId = await evan();
    const other = (
      await t.one<{ id: number }>(
        `SELECT r.id FROM variable_commute_requests r JOIN employees e ON e.id = r.employee_id WHERE e.email <> 'employee@acme.test' AND r.status = '-1' ORDER BY r.id LIMIT 1`,
      )
    ).id;
    const globexId = (
      await t.one<{ id: number }>(
        `SELECT r.id FROM variable_commute_requests r JOIN companies c ON c.id = r.company_id WHERE c.subdomain = 'globex' LIMIT 1`,
      )
    ).id;
    for (const foreign of [other, globexId, 2147483647]) {
      const res = await post(manager, '/api/inbox/commute/process', {
        employee_id: employeeId,
        decisions: [
          { id: mine, status: '1' },
          { id: foreign, status: '1' },
        ],
      });
      expect(res.statusCode, String(foreign)).toBe(404);
      expect((await get(manager, `/api/inbox/commute/detail?request_ids=${mine},${foreign}&employee_id=${employeeId}`)).statusCode).toBe(
        404,
      );
    }
    const untouched = json(await get(manager, `/api/inbox/commute/detail?request_ids=${mine}&employee_id=${employeeId}`)).data;
    expect(untouched.variable_commutes[0].status).toBe(-1);
  });

  it('lets one of two approvers at once win', async () => {
    const [x] = await declare([{ date: '2026-10-21', transport_type: 'bicycle', km: 12 }]);
    const employeeId = await evan();
    const [r1, r2] = await Promise.all([
      post(manager, '/api/inbox/commute/process', { employee_id: employeeId, decisions: [{ id: x, status: '1' }] }),
      post(ops, '/api/inbox/commute/process', { employee_id: employeeId, decisions: [{ id: x, status: '0' }] }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses bad input with a reason, read-only writes with 403, and another team with 404', async () => {
    const [y] = await declare([{ date: '2026-10-22', transport_type: 'bicycle', km: 12 }]);
    const employeeId = await evan();
    const bad: object[] = [
      {},
      { employee_id: employeeId, decisions: [] },
      { employee_id: employeeId, decisions: [{ id: y, status: 'accept' }] },
      {
        employee_id: employeeId,
        decisions: [
          { id: y, status: '1' },
          { id: y, status: '0' },
        ],
      },
      { employee_id: 'x', decisions: [{ id: y, status: '1' }] },
    ];
    for (const payload of bad) {
      const res = await post(manager, '/api/inbox/commute/process', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res)).toHaveProperty('reason_phrase');
    }
    for (const query of ['request_ids=&employee_id=1', 'request_ids=1,a&employee_id=1', `request_ids=${y}`]) {
      expect((await get(manager, `/api/inbox/commute/detail?${query}`)).statusCode, query).toBe(400);
    }
    expect(
      (await post(readonly, '/api/inbox/commute/process', { employee_id: employeeId, decisions: [{ id: y, status: '1' }] })).statusCode,
    ).toBe(403);
    expect(json(await get(readonly, `/api/inbox/commute/detail?request_ids=${y}&employee_id=${employeeId}`)).data.can_process).toBe(false);
    expect(
      (await post(eng, '/api/inbox/commute/process', { employee_id: employeeId, decisions: [{ id: y, status: '1' }] })).statusCode,
    ).toBe(404);
    for (const payload of [
      { date: '2026-13-01', transport_type: 'bicycle' },
      { date: '2026-10-01', transport_type: 'rocket' },
      { date: '2026-10-01', transport_type: 'bicycle', km: -3 },
    ]) {
      expect((await post(employee, '/api/commute/declare', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the people the list pages through (variable_commute_people, kept by triggers)', () => {
  /** What the table must hold: each person's days of each status and of any, summed up straight from the requests. */
  const summary = (status: string, group: string) => `
    SELECT company_id, employee_id, ${status}, max(created_at), array_agg(id ORDER BY date, id),
      array_agg(DISTINCT transport_type), array_agg(km::float8 ORDER BY date, id), min(date), max(date)
    FROM variable_commute_requests GROUP BY ${group}`;
  const fromRequests = `${summary('status', '1, 2, 3')} UNION ALL ${summary("'any'", '1, 2')}`;
  const differences = async () =>
    t.sql(
      `(SELECT * FROM variable_commute_people EXCEPT (${fromRequests})) UNION ALL ((${fromRequests}) EXCEPT SELECT * FROM variable_commute_people)`,
    );

  it('follows declarations, decisions, several approvers at once and deletions', async () => {
    // The whole file's declarations and decisions before this, then a declaration and two racing decisions more.
    expect(await differences()).toEqual([]);
    const [a, b] = await declare([
      { date: '2026-11-02', transport_type: 'car_private', km: 30 },
      { date: '2026-11-03', transport_type: 'car_private', km: 30 },
    ]);
    const employeeId = await evan();
    await Promise.all([
      post(manager, '/api/inbox/commute/process', { employee_id: employeeId, decisions: [{ id: a, status: '1' }] }),
      post(ops, '/api/inbox/commute/process', { employee_id: employeeId, decisions: [{ id: b, status: '0' }] }),
    ]);
    expect(await differences()).toEqual([]);
    // The newest activity leads the list of every status it is in.
    const first = json(await get(manager, '/api/inbox/commute/list?status=all')).data.items[0];
    expect(first.employee_id).toBe(employeeId);
    await t.sql(`DELETE FROM variable_commute_requests WHERE employee_id = $1`, [employeeId]);
    expect(await differences()).toEqual([]);
    const after = json(await get(manager, '/api/inbox/commute/list?status=all')).data.items;
    expect(after.some((r: { employee_id: number }) => r.employee_id === employeeId)).toBe(false);
  });
});
