import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_EXPORT_HEADERS } from '@signoff/contract/assets';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string, eng: string;
let evan: number, typeId: number;

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, readonly, globex, eng] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'elise.wouters@acme.test',
  ])) as [string, string, string, string, string, string];
  evan = (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`)).id;
  typeId = (await t.one<{ id: number }>(`SELECT id FROM asset_types WHERE name = 'Noise-cancelling headset'`)).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

describe('assets', () => {
  it('HR adds, edits, deletes and undeletes an asset; each change is audited', async () => {
    const added = await post(hr, '/api/assets/add', { asset_type_id: typeId, owner_employee_id: evan, price: '149' });
    expect(added.statusCode, added.body).toBe(200);
    const id = json(added).data.asset_id;
    const detail = json(await get(hr, `/api/assets/${id}/detail`)).data;
    expect(detail.asset).toMatchObject({
      owner_name: 'Evan Peeters',
      price: 149,
      insert_method: 'manual',
      excel_import_id: null,
      is_deleted: false,
    });
    expect(detail.type.name).toBe('Noise-cancelling headset');
    expect((await post(hr, '/api/assets/edit', { asset_id: id, price: 120, owner_employee_id: null })).statusCode).toBe(200);
    expect(json(await get(hr, `/api/assets/${id}/detail`)).data.asset).toMatchObject({ price: 120, owner_employee_id: null });
    expect((await post(hr, '/api/assets/delete', { asset_id: id })).statusCode).toBe(200);
    expect((await post(hr, '/api/assets/delete', { asset_id: id })).statusCode).toBe(409);
    const listed = json(await get(hr, '/api/assets/list?per_page=100')).data.items.map((a: { id: number }) => a.id);
    expect(listed).not.toContain(id);
    const withDeleted = json(await get(hr, '/api/assets/list?per_page=100&include_deleted=1')).data.items.map((a: { id: number }) => a.id);
    expect(withDeleted).toContain(id);
    expect((await post(hr, '/api/assets/undelete', { asset_id: id })).statusCode).toBe(200);
    const trail = await t.sql<{ action: string }>(`SELECT action FROM audit_events WHERE area = 'assets' AND object_id = $1 ORDER BY id`, [
      id,
    ]);
    expect(trail.map((r) => r.action)).toEqual(['asset_added', 'asset_edited', 'asset_deleted', 'asset_undeleted']);
  });

  it('refuses bad input with a reason, and unknown types, people and imports', async () => {
    const globexType = (await t.one<{ id: number }>(`SELECT id FROM asset_types WHERE name = 'ThinkPad X1'`)).id;
    const globexPerson = (await t.one<{ id: number }>(`SELECT id FROM employees WHERE name = 'Bram de Vries'`)).id;
    const cases: object[] = [
      {},
      { asset_type_id: typeId, price: -1 },
      { asset_type_id: typeId, price: 'cheap' },
      { asset_type_id: typeId, price: 10, insert_method: 'csv' },
      { asset_type_id: typeId, price: 10, insert_method: 'excel' },
      { asset_type_id: typeId, price: 10, excel_import_id: 1 },
      { asset_type_id: globexType, price: 10 },
      { asset_type_id: typeId, owner_employee_id: globexPerson, price: 10 },
      { asset_type_id: typeId, price: 10, insert_method: 'excel', excel_import_id: 999999 },
    ];
    for (const payload of cases) {
      const res = await post(hr, '/api/assets/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
    }
    expect((await post(hr, '/api/assets/edit', { asset_id: 1 })).statusCode).toBe(400);
    for (const bad of ['orderby_column=price;--', 'per_page=101', 'orderby_direction=sideways']) {
      expect((await get(hr, `/api/assets/list?${bad}`)).statusCode, bad).toBe(400);
      expect((await get(hr, `/api/asset_types/list?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('a manager sees their people’s assets but changes none; read-only writes nothing; others get 404', async () => {
    const evanAsset = (await t.one<{ id: number }>(`SELECT id FROM assets WHERE owner_employee_id = $1 ORDER BY id LIMIT 1`, [evan])).id;
    const mine = json(await get(manager, `/api/assets/list?owner_employee_id=${evan}`)).data.items;
    expect(mine.length).toBeGreaterThan(0);
    expect(
      json(await get(employee, '/api/assets/list')).data.items.every((a: { owner_employee_id: number }) => a.owner_employee_id === evan),
    ).toBe(true);
    expect((await post(manager, '/api/assets/delete', { asset_id: evanAsset })).statusCode).toBe(403);
    expect((await post(readonly, '/api/assets/delete', { asset_id: evanAsset })).statusCode).toBe(403);
    expect((await get(eng, `/api/assets/${evanAsset}/detail`)).statusCode).toBe(404);
    expect((await get(globex, `/api/assets/${evanAsset}/detail`)).statusCode).toBe(404);
    expect((await post(globex, '/api/assets/delete', { asset_id: evanAsset })).statusCode).toBe(404);
    expect(json(await get(globex, '/api/asset_types/list')).data.items.map((x: { name: string }) => x.name)).toEqual(['ThinkPad X1']);
  });

  it('lists a person’s pending requested assets', async () => {
    const data = json(await get(manager, `/api/assets/employee/${evan}/pendingAssets`)).data;
    expect(data.pending_assets.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['Ergonomic split keyboard']));
    expect(data.pending_assets.find((a: { name: string }) => a.name === 'Ergonomic split keyboard').asset_type_id).toBe(-1);
    expect((await get(eng, `/api/assets/employee/${evan}/pendingAssets`)).statusCode).toBe(404);
  });

  it('exports the assets as an .xlsx HR can open', async () => {
    const res = await get(hr, '/api/assets/list/excel');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer: hand it the decoded bytes' own buffer.
    await workbook.xlsx.load(new Uint8Array(Buffer.from(json(res).data.file_content, 'base64')).buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...ASSET_EXPORT_HEADERS]);
    const total = json(await get(hr, '/api/assets/list?per_page=100')).data.total;
    expect(sheet.rowCount - 1).toBe(total);
    expect((await get(manager, '/api/assets/list/excel')).statusCode).toBe(403);
  });
});
