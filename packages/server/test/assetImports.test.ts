import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_HEADERS, MAX_IMPORT_ROWS, type TImportKind } from '@signoff/contract/assetImports';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let hr: string, manager: string, readonly: string, globex: string, employee: string;
let evan: number, template: number;

beforeAll(async () => {
  t = await createTestApp();
  [hr, manager, readonly, globex, employee] = (await t.loginAll([
    'hr@acme.test',
    'manager@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'employee@acme.test',
  ])) as [string, string, string, string, string];
  evan = (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`)).id;
  template = (
    await t.one<{ id: number }>(
      `SELECT id FROM contract_templates WHERE company_id = (SELECT company_id FROM employees WHERE id = $1) AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [evan],
    )
  ).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

/** A real .xlsx made with exceljs, as base64: the header row, then the rows. */
async function xlsx(headers: readonly string[], rows: (string | number)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
const file = (kind: TImportKind, content: string) => ({ kind, file_name: `${kind}.xlsx`, file_content: content });
const count = async (sql: string, params: unknown[] = []) =>
  (await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).n;

describe('Excel import of assets and licenses', () => {
  it('the template downloads with the header row an import needs', async () => {
    for (const kind of ['assets', 'licenses'] as const) {
      const res = await get(hr, `/api/assets/import/template?kind=${kind}`);
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(Buffer.from(json(res).data.file_content, 'base64')).buffer);
      expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([...IMPORT_HEADERS[kind]]);
    }
    expect((await get(hr, '/api/assets/import/template?kind=cars')).statusCode).toBe(400);
    expect((await get(manager, '/api/assets/import/template?kind=assets')).statusCode).toBe(403);
  });

  it('previews each row’s problems, imports only the valid rows, and undoes the import as a whole', async () => {
    const content = await xlsx(IMPORT_HEADERS.assets, [
      ['employee@acme.test', 'iPhone 15', 799],
      ['EMPLOYEE@acme.test', 'monitor 27" usb-c', ''],
      ['nobody@acme.test', 'iPhone 15', 10],
      ['employee@acme.test', 'Flying car', 10],
      ['employee@acme.test', 'iPhone 15', 'cheap'],
      ['employee@acme.test', 'iPhone 15', -5],
    ]);
    const before = await count('assets');
    const preview = json(await post(hr, '/api/assets/import/preview', file('assets', content)));
    expect(preview.data.valid_count).toBe(2);
    expect(preview.data.invalid_count).toBe(4);
    expect(preview.data.rows.map((r: { row_number: number; problems: string[] }) => [r.row_number, r.problems])).toEqual([
      [2, []],
      [3, []],
      [4, ['UNKNOWN_EMPLOYEE']],
      [5, ['UNKNOWN_TYPE']],
      [6, ['BAD_PRICE']],
      [7, ['BAD_PRICE']],
    ]);
    expect(await count('assets')).toBe(before);

    // Read-only HR may look but not import.
    expect((await post(readonly, '/api/assets/import/preview', file('assets', content))).statusCode).toBe(200);
    expect((await post(readonly, '/api/assets/import', file('assets', content))).statusCode).toBe(403);

    const imported = json(await post(hr, '/api/assets/import', file('assets', content))).data;
    expect(imported).toMatchObject({ imported_count: 2, skipped_count: 4 });
    const rows = await t.sql<{ price: string; insert_method: string; owner_employee_id: number }>(
      `SELECT price, insert_method, owner_employee_id FROM assets WHERE excel_import_id = $1 ORDER BY id`,
      [imported.excel_import_id],
    );
    expect(rows.map((r) => [Number(r.price), r.insert_method, r.owner_employee_id])).toEqual([
      [799, 'excel', evan],
      [329, 'excel', evan],
    ]);
    const listed = json(await get(hr, '/api/assets/import/list')).data.items[0];
    expect(listed).toMatchObject({ id: imported.excel_import_id, kind: 'assets', row_count: 2, undone_at: null });

    expect((await post(manager, '/api/assets/import/undo', { excel_import_id: imported.excel_import_id })).statusCode).toBe(403);
    expect((await post(globex, '/api/assets/import/undo', { excel_import_id: imported.excel_import_id })).statusCode).toBe(404);
    const undone = json(await post(hr, '/api/assets/import/undo', { excel_import_id: imported.excel_import_id })).data;
    expect(undone.removed_count).toBe(2);
    expect(await count('assets')).toBe(before);
    expect((await post(hr, '/api/assets/import/undo', { excel_import_id: imported.excel_import_id })).statusCode).toBe(409);
    // An undone import cannot be named by new rows.
    const typeId = (await t.one<{ id: number }>(`SELECT id FROM asset_types WHERE name = 'iPhone 15'`)).id;
    const late = await post(hr, '/api/assets/add', {
      asset_type_id: typeId,
      price: 1,
      insert_method: 'excel',
      excel_import_id: imported.excel_import_id,
    });
    expect(late.statusCode).toBe(400);
  });

  it('imports licenses, creating the products it does not know, and its undo removes them again', async () => {
    const content = await xlsx(IMPORT_HEADERS.licenses, [
      ['employee@acme.test', 'Figma', 'evan.figma'],
      ['employee@acme.test', 'Miro', 'evan.miro'],
      ['manager@acme.test', 'miro', ''],
      ['ghost@acme.test', 'Miro', 'x'],
      ['employee@acme.test', '', 'nothing'],
    ]);
    const preview = json(await post(hr, '/api/assets/import/preview', file('licenses', content))).data;
    expect(preview.rows.map((r: { problems: string[] }) => r.problems)).toEqual([[], [], [], ['UNKNOWN_EMPLOYEE'], ['MISSING_PRODUCT']]);
    const imported = json(await post(hr, '/api/assets/import', file('licenses', content))).data;
    expect(imported).toMatchObject({ imported_count: 3, skipped_count: 2 });
    const miro = await t.sql<{ id: number; insert_method: string }>(`SELECT id, insert_method FROM software_products WHERE name = 'Miro'`);
    expect(miro).toHaveLength(1);
    expect(miro[0]!.insert_method).toBe('excel');
    expect(await count('software_licenses WHERE excel_import_id = $1 AND insert_method = $2', [imported.excel_import_id, 'excel'])).toBe(3);
    const evans = json(await get(hr, `/api/software/licenses/employee/${evan}/list`)).data.items;
    expect(evans.map((l: { username: string }) => l.username)).toEqual(expect.arrayContaining(['evan.figma', 'evan.miro']));
    expect((await post(hr, '/api/assets/import/undo', { excel_import_id: imported.excel_import_id })).statusCode).toBe(200);
    expect(await count(`software_products WHERE name = 'Miro'`)).toBe(0);
    expect(await count('software_licenses WHERE excel_import_id = $1', [imported.excel_import_id])).toBe(0);
  });

  it('two HR users undoing one import at once: one succeeds, the other gets 409', async () => {
    const hr2 = await t.login('hr@acme.test');
    const content = await xlsx(IMPORT_HEADERS.assets, [['employee@acme.test', 'iPhone 15', 1]]);
    const id = json(await post(hr, '/api/assets/import', file('assets', content))).data.excel_import_id;
    const answers = await Promise.all([
      post(hr, '/api/assets/import/undo', { excel_import_id: id }),
      post(hr2, '/api/assets/import/undo', { excel_import_id: id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await count('assets WHERE excel_import_id = $1', [id])).toBe(0);
  });

  it('refuses bad files with a clear reason and writes nothing', async () => {
    const imports = await count('excel_imports');
    const assets = await count('assets');
    const big = await xlsx(
      IMPORT_HEADERS.assets,
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ['employee@acme.test', 'iPhone 15', 1]),
    );
    const cases: [object, string][] = [
      [file('assets', Buffer.from('name,price\nlaptop,3').toString('base64')), 'NOT_XLSX'],
      [file('assets', Buffer.from('PK\u0003\u0004 broken zip').toString('base64')), 'NOT_XLSX'],
      [file('assets', await xlsx(['Name', 'Price'], [['Laptop', 3]])), 'WRONG_HEADERS'],
      [file('licenses', await xlsx(IMPORT_HEADERS.assets, [['employee@acme.test', 'iPhone 15', 1]])), 'WRONG_HEADERS'],
      [file('assets', await xlsx(IMPORT_HEADERS.assets, [])), 'EMPTY_FILE'],
      [file('assets', big), 'TOO_MANY_ROWS'],
      [file('assets', await xlsx(IMPORT_HEADERS.assets, [['nobody@acme.test', 'iPhone 15', 1]])), 'NOTHING_TO_IMPORT'],
      [{ kind: 'assets', file_name: 'x.xlsx', file_content: 'not base64!' }, 'VALIDATION_ERROR'],
      [{ kind: 'cars', file_name: 'x.xlsx', file_content: 'UEsDBA==' }, 'VALIDATION_ERROR'],
      [{ kind: 'assets', file_name: 'x.xlsx', file_content: 'A'.repeat(1_000_000) }, 'VALIDATION_ERROR'],
    ];
    for (const [payload, code] of cases) {
      const res = await post(hr, '/api/assets/import', payload);
      expect(res.statusCode, code).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
      if (code !== 'VALIDATION_ERROR') expect(json(res).code).toBe(code);
    }
    expect(await count('excel_imports')).toBe(imports);
    expect(await count('assets')).toBe(assets);
  });
});

describe('asset and car policies', () => {
  it('HR makes an asset policy and a car policy; the person’s page lists them', async () => {
    const held = await t.sql<{ id: number }>(`SELECT id FROM assets WHERE owner_employee_id = $1 AND NOT is_deleted ORDER BY id`, [evan]);
    const car = (await t.one<{ id: number }>(`SELECT id FROM cars WHERE owner_employee_id = $1`, [evan])).id;
    const assetPolicy = await post(hr, '/api/assets/addAssetPolicy', {
      selected_assets: held.map((a) => a.id),
      employee_id: evan,
      template_id: template,
    });
    expect(assetPolicy.statusCode, assetPolicy.body).toBe(200);
    expect((await post(hr, '/api/cars/addCarPolicy', { car_id: car, template_id: template })).statusCode).toBe(200);
    const policies = json(await get(manager, `/api/assets/employee/${evan}/policies`)).data.items;
    expect(policies.map((p: { kind: string }) => p.kind)).toEqual(['car', 'assets']);
    expect(policies[1].asset_ids).toEqual(held.map((a) => a.id));
    expect(policies[0].name).toContain('1-ABC-123');
    const stored = await t.one<{ content_html: string }>(`SELECT content_html FROM asset_policies WHERE id = $1`, [policies[1].id]);
    const source = await t.one<{ content_html: string }>(`SELECT content_html FROM contract_templates WHERE id = $1`, [template]);
    expect(stored.content_html).toBe(source.content_html);
    expect(json(await get(employee, `/api/assets/employee/${evan}/policies`)).data.items).toHaveLength(2);
  });

  it('refuses others’ assets, unknown templates and cars, bad input; only HR with the assets permission writes', async () => {
    const other = (
      await t.one<{ id: number }>(`SELECT id FROM assets WHERE owner_employee_id <> $1 AND NOT is_deleted ORDER BY id LIMIT 1`, [evan])
    ).id;
    const mine = (
      await t.one<{ id: number }>(`SELECT id FROM assets WHERE owner_employee_id = $1 AND NOT is_deleted ORDER BY id LIMIT 1`, [evan])
    ).id;
    const car = (await t.one<{ id: number }>(`SELECT id FROM cars WHERE owner_employee_id = $1`, [evan])).id;
    const bad: object[] = [
      {},
      { selected_assets: [], employee_id: evan, template_id: template },
      { selected_assets: [mine, mine], employee_id: evan, template_id: template },
      { selected_assets: ['x'], employee_id: evan, template_id: template },
      { selected_assets: [other], employee_id: evan, template_id: template },
    ];
    for (const payload of bad)
      expect((await post(hr, '/api/assets/addAssetPolicy', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(
      (await post(hr, '/api/assets/addAssetPolicy', { selected_assets: `${mine}`, employee_id: evan, template_id: template })).statusCode,
    ).toBe(200);
    expect(
      (await post(hr, '/api/assets/addAssetPolicy', { selected_assets: [mine], employee_id: evan, template_id: 999999 })).statusCode,
    ).toBe(404);
    expect((await post(hr, '/api/cars/addCarPolicy', { car_id: 999999, template_id: template })).statusCode).toBe(404);
    expect((await post(hr, '/api/cars/addCarPolicy', { car_id: car })).statusCode).toBe(400);
    expect((await post(manager, '/api/cars/addCarPolicy', { car_id: car, template_id: template })).statusCode).toBe(403);
    expect((await post(readonly, '/api/cars/addCarPolicy', { car_id: car, template_id: template })).statusCode).toBe(403);
    expect((await post(globex, '/api/cars/addCarPolicy', { car_id: car, template_id: template })).statusCode).toBe(404);
    expect(
      (await post(globex, '/api/assets/addAssetPolicy', { selected_assets: [mine], employee_id: evan, template_id: template })).statusCode,
    ).toBe(404);
    expect((await get(globex, `/api/assets/employee/${evan}/policies`)).statusCode).toBe(404);
  });
});
