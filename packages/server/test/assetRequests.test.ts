import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_REQUEST_EXPORT_HEADERS } from '@signoff/contract/assets';
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

async function typeId(name: string) {
  return (await t.one<{ id: number }>(`SELECT id FROM asset_types WHERE name = $1`, [name])).id;
}

/** employee@acme.test (Sales, managed by manager@acme.test, second manager olivier.maes@acme.test) asks. */
async function ask(payload: object) {
  const res = await post(employee, '/api/assets/requests/add', payload);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.id as number;
}

const KEYBOARD = {
  asset_type_id: -1,
  name: 'Vertical mouse',
  price: '59.90',
  description: 'For the wrist',
  url: 'https://example.com/mouse',
};

describe('asking for assets', () => {
  it('lands in the manager’s inbox and count, with the custom asset as type -1', async () => {
    const before = json(await get(manager, '/api/inbox/counts')).data.count_asset_requests;
    const id = await ask({ motivation: '  New desk  ', requested_assets: [{ asset_type_id: await typeId('iPhone 15') }, KEYBOARD] });
    expect(json(await get(manager, '/api/inbox/counts')).data.count_asset_requests).toBe(before + 1);
    const list = json(await get(manager, '/api/inbox/assets/list?status=pending')).data;
    expect(list.items[0]).toMatchObject({ id, status: 'pending', asset_names: ['iPhone 15', 'Vertical mouse'], total_price: 958.9 });
    const detail = json(await get(manager, `/api/inbox/assets/detail?id=${id}`)).data;
    expect(detail).toMatchObject({
      can_process: true,
      custom_asset_count: 1,
      request: { motivation: 'New desk', requester_name: 'Evan Peeters' },
    });
    expect(detail.request.requested_assets[1]).toMatchObject({
      asset_type_id: -1,
      name: 'Vertical mouse',
      price: 59.9,
      url: 'https://example.com/mouse',
    });
    expect(detail.request.requested_assets[0].image_url).toMatch(/^data:image\/svg/);
  });

  it('refuses bad requests with a reason', async () => {
    const cases: object[] = [
      {},
      { requested_assets: [] },
      { requested_assets: [{ asset_type_id: 'abc' }] },
      { requested_assets: [{ asset_type_id: -1, price: 10 }] },
      { requested_assets: [{ ...KEYBOARD, price: -5 }] },
      { requested_assets: [{ ...KEYBOARD, url: 'javascript:alert(1)' }] },
      { requested_assets: [{ asset_type_id: -2 }] },
      // Globex's type: one that does not exist for Acme.
      { requested_assets: [{ asset_type_id: await typeId('ThinkPad X1') }] },
    ];
    for (const payload of cases) {
      const res = await post(employee, '/api/assets/requests/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res)).toHaveProperty('reason_phrase');
    }
  });
});

describe('the list', () => {
  it('filters by status and keyword, sorts by a whitelisted column, pages with per_page', async () => {
    const all = json(await get(hr, '/api/inbox/assets/list?status=all&per_page=100')).data;
    const closed = json(await get(hr, '/api/inbox/assets/list?status=closed&per_page=100')).data;
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((r: { status: string }) => r.status !== 'pending')).toBe(true);
    expect(all.total).toBeGreaterThan(closed.total);
    const search = json(await get(hr, '/api/inbox/assets/list?status=all&keyword=keyboard')).data;
    expect(search.items.map((r: { asset_names: string[] }) => r.asset_names).flat()).toContain('Ergonomic split keyboard');
    const byName = json(
      await get(hr, '/api/inbox/assets/list?status=all&orderby_column=requester_name&orderby_direction=asc&per_page=100'),
    ).data;
    const names = byName.items.map((r: { requester: { name: string } }) => r.requester.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const page = json(await get(hr, '/api/inbox/assets/list?status=all&per_page=2&page=1')).data;
    expect(page).toMatchObject({ per_page: 2, page: 1 });
    expect(page.items.length).toBe(2);
    for (const bad of ['orderby_column=id;drop', 'orderby_direction=up', 'per_page=0', 'per_page=1000', 'status=open', 'page=-1']) {
      const res = await get(hr, `/api/inbox/assets/list?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
    }
  });

  it('shows a manager only their people’s requests, and another lead none of Sales', async () => {
    const sales = json(await get(manager, '/api/inbox/assets/list?status=all&per_page=100')).data.items;
    const engineering = json(await get(eng, '/api/inbox/assets/list?status=all&per_page=100')).data.items;
    const salesIds = new Set(sales.map((r: { id: number }) => r.id));
    expect(engineering.length).toBeGreaterThan(0);
    expect(engineering.some((r: { id: number }) => salesIds.has(r.id))).toBe(false);
    expect(json(await get(employee, '/api/inbox/assets/list?status=all')).data.total).toBe(0);
    const globexList = json(await get(globex, '/api/inbox/assets/list?status=all')).data.items;
    expect(globexList.some((r: { id: number }) => salesIds.has(r.id))).toBe(false);
  });
});

describe('deciding', () => {
  it('accepting creates the assets and a new type for the custom one, in the decision; 409 after', async () => {
    const id = await ask({ requested_assets: [{ asset_type_id: await typeId('Noise-cancelling headset') }, KEYBOARD] });
    const typesBefore = (await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM asset_types`)).n;
    const res = await post(manager, '/api/inbox/assets/accept', { id, message: '  Enjoy  ' });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ id, status: 'accepted' });
    expect(data.created_asset_ids).toHaveLength(2);
    expect(data.created_asset_type_ids).toHaveLength(1);
    expect((await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM asset_types`)).n).toBe(typesBefore + 1);
    const created = await t.sql<{ owner: string; type: string; price: number; request: number }>(
      `SELECT e.name AS owner, ty.name AS type, a.price::float AS price, a.asset_request_id AS request
       FROM assets a JOIN employees e ON e.id = a.owner_employee_id JOIN asset_types ty ON ty.id = a.asset_type_id WHERE a.id = ANY($1) ORDER BY a.id`,
      [data.created_asset_ids],
    );
    expect(created).toEqual([
      { owner: 'Evan Peeters', type: 'Noise-cancelling headset', price: 149, request: id },
      { owner: 'Evan Peeters', type: 'Vertical mouse', price: 59.9, request: id },
    ]);
    const detail = json(await get(manager, `/api/inbox/assets/detail?id=${id}`)).data;
    expect(detail).toMatchObject({
      can_process: false,
      request: { status: 'accepted', message_to_employee: 'Enjoy', approver_user_name: 'Marie Dubois' },
    });
    expect(detail.request.time_closed).toBeTruthy();
    expect(detail.request.requested_assets.map((a: { created_asset_id: number }) => a.created_asset_id)).toEqual(data.created_asset_ids);
    const history = await t.sql(`SELECT action, note, role FROM request_decisions WHERE area = 'assets' AND request_id = $1`, [id]);
    expect(history).toEqual([{ action: 'accepted', note: 'Enjoy', role: 'DIRECT_MANAGER' }]);
    const again = await post(ops, '/api/inbox/assets/decline', { id, message: 'late' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('ALREADY_PROCESSED');
  });

  it('declining writes no asset; two approvers at once get one success and one 409', async () => {
    const id = await ask({ requested_assets: [KEYBOARD] });
    const assetsBefore = (await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM assets`)).n;
    const [a, b] = await Promise.all([
      post(manager, '/api/inbox/assets/decline', { id, message: 'Use the office ones' }),
      post(ops, '/api/inbox/assets/accept', { id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const status = (await t.one<{ status: string }>(`SELECT status FROM asset_requests WHERE id = $1`, [id])).status;
    const assetsAfter = (await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM assets`)).n;
    expect(assetsAfter - assetsBefore).toBe(status === 'accepted' ? 1 : 0);
  });

  it('a failure half way writes nothing: the request stays pending and no type or asset is left', async () => {
    const id = await ask({ requested_assets: [KEYBOARD, { ...KEYBOARD, name: 'Poisoned', price: 4242.42 }] });
    // The second asset's insert fails after the first custom type and asset were written in the transaction.
    await t.sql(`ALTER TABLE assets ADD CONSTRAINT test_poisoned_price CHECK (price <> 4242.42) NOT VALID`);
    try {
      const typesBefore = (await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM asset_types`)).n;
      const res = await post(hr, '/api/inbox/assets/accept', { id });
      expect(res.statusCode).toBe(500);
      expect((await t.one<{ status: string }>(`SELECT status FROM asset_requests WHERE id = $1`, [id])).status).toBe('pending');
      expect((await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM asset_types`)).n).toBe(typesBefore);
      expect((await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM assets WHERE asset_request_id = $1`, [id])).n).toBe(0);
      expect(
        (await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM request_decisions WHERE area = 'assets' AND request_id = $1`, [id])).n,
      ).toBe(0);
    } finally {
      await t.sql(`ALTER TABLE assets DROP CONSTRAINT test_poisoned_price`);
    }
  });

  it('read-only never writes, another lead and another company get 404, bad input 400', async () => {
    const id = await ask({ requested_assets: [KEYBOARD] });
    expect((await post(readonly, '/api/inbox/assets/accept', { id })).statusCode).toBe(403);
    expect(json(await get(readonly, `/api/inbox/assets/detail?id=${id}`)).data.can_process).toBe(false);
    for (const cookie of [eng, globex, employee]) {
      expect((await get(cookie, `/api/inbox/assets/detail?id=${id}`)).statusCode).toBe(404);
      expect((await post(cookie, '/api/inbox/assets/accept', { id })).statusCode).toBe(404);
    }
    for (const payload of [{}, { id: 'x' }, { id: -1 }, { id, message: 'x'.repeat(1001) }]) {
      const res = await post(manager, '/api/inbox/assets/decline', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.one<{ status: string }>(`SELECT status FROM asset_requests WHERE id = $1`, [id])).status).toBe('pending');
  });
});

describe('the Excel export', () => {
  it('is a real .xlsx of the closed list with the headers and one row per request', async () => {
    const res = await get(hr, '/api/inbox/assets/list/excel?status=closed');
    expect(res.statusCode, res.body).toBe(200);
    const { file_name, file_content } = json(res).data;
    expect(file_name).toMatch(/^asset-requests-closed-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer: hand it the decoded bytes' own buffer.
    await workbook.xlsx.load(new Uint8Array(Buffer.from(file_content, 'base64')).buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...ASSET_REQUEST_EXPORT_HEADERS]);
    const closed = json(await get(hr, '/api/inbox/assets/list?status=closed&per_page=100')).data;
    expect(sheet.rowCount - 1).toBe(closed.total);
    const rows = new Map<number, unknown[]>();
    sheet.eachRow((row, n) => n > 1 && rows.set(Number(row.getCell(1).value), (row.values as unknown[]).slice(1)));
    const declined = closed.items.find((r: { status: string }) => r.status === 'declined');
    expect(rows.get(declined.id)).toEqual(
      expect.arrayContaining([declined.requester.name, 'declined', declined.asset_names.join(', '), declined.total_price]),
    );
  });

  it('needs the export permission, and refuses the pending list', async () => {
    expect((await get(manager, '/api/inbox/assets/list/excel?status=closed')).statusCode).toBe(403);
    const pending = await get(hr, '/api/inbox/assets/list/excel?status=pending');
    expect(pending.statusCode).toBe(400);
    expect(json(pending).reason_phrase).toMatch(/all and closed/);
  });
});
