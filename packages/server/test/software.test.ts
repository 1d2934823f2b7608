import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_EXPORT_HEADERS } from '@signoff/contract/software';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string, eng: string;
let evan: number, figma: number, slack: number;

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
  figma = (await t.one<{ id: number }>(`SELECT id FROM software_products WHERE name = 'Figma'`)).id;
  slack = (await t.one<{ id: number }>(`SELECT id FROM software_products WHERE name = 'Slack'`)).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);
type TRow = { id: number; product_name: string; employee_id: number; is_active: boolean; username: string };

describe('software products and licenses', () => {
  it('HR adds a product and a license, edits, deactivates and reactivates it; each change is audited', async () => {
    const added = json(await post(hr, '/api/software/products/add', { name: 'Notion', url: 'https://www.notion.so' }));
    expect(added.data).toMatchObject({ existing: false });
    const product = added.data.product_id;
    // The same name again: refused, or answered with the existing one when asked for it (what an import does).
    expect((await post(hr, '/api/software/products/add', { name: 'notion' })).statusCode).toBe(409);
    expect(json(await post(hr, '/api/software/products/add', { name: 'NOTION', return_existing: true })).data).toEqual({
      product_id: product,
      existing: true,
    });
    const license = json(await post(hr, '/api/software/licenses/add', { product_id: product, employee_id: evan, username: 'evan' })).data
      .license_id;
    expect(json(await get(hr, `/api/software/licenses/${license}/detail`)).data.license).toMatchObject({
      product_name: 'Notion',
      employee_name: 'Evan Peeters',
      username: 'evan',
      is_active: true,
      insert_method: 'manual',
      excel_import_id: null,
    });
    expect(json(await get(hr, `/api/software/products/${product}/detail`)).data.product.active_license_count).toBe(1);
    expect((await post(hr, '/api/software/products/delete', { product_id: product })).statusCode).toBe(409);
    expect((await post(hr, '/api/software/licenses/edit', { license_id: license, username: 'evan.p' })).statusCode).toBe(200);
    expect((await post(hr, '/api/software/licenses/delete', { license_id: license })).statusCode).toBe(200);
    expect((await post(hr, '/api/software/licenses/delete', { license_id: license })).statusCode).toBe(409);
    const deactivated = json(await get(hr, `/api/software/licenses/${license}/detail`)).data.license;
    expect(deactivated).toMatchObject({ is_active: false, username: 'evan.p' });
    expect(deactivated.deactivated_at).toBeTruthy();
    expect((await post(hr, '/api/software/licenses/reactivate', { license_id: license })).statusCode).toBe(200);
    expect((await post(hr, '/api/software/licenses/reactivate', { license_id: license })).statusCode).toBe(409);
    expect(json(await get(hr, `/api/software/licenses/${license}/detail`)).data.license.reactivated_at).toBeTruthy();
    expect((await post(hr, '/api/software/products/edit', { product_id: product, name: 'Notion Plus' })).statusCode).toBe(200);
    expect((await post(hr, '/api/software/products/edit', { product_id: product, name: 'Figma' })).statusCode).toBe(409);
    await post(hr, '/api/software/licenses/delete', { license_id: license });
    expect((await post(hr, '/api/software/products/delete', { product_id: product })).statusCode).toBe(200);
    expect((await get(hr, `/api/software/products/${product}/detail`)).statusCode).toBe(404);
    const trail = await t.sql<{ action: string }>(`SELECT action FROM audit_events WHERE area = 'software' ORDER BY id`);
    expect(trail.map((r) => r.action)).toEqual([
      'product_added',
      'license_added',
      'license_edited',
      'license_deactivated',
      'license_reactivated',
      'product_edited',
      'license_deactivated',
      'product_deleted',
    ]);
  });

  it('refuses bad input with a reason, and unknown products, people and imports', async () => {
    const globexPerson = (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'hr@globex.test'`)).id;
    const globexProduct = (await t.one<{ id: number }>(`SELECT id FROM software_products WHERE name = 'Microsoft 365'`)).id;
    const cases: [string, object][] = [
      ['/api/software/products/add', {}],
      ['/api/software/products/add', { name: '   ' }],
      ['/api/software/products/add', { name: 'Bad \ud800 name' }],
      ['/api/software/products/add', { name: 'X', url: 'javascript:alert(1)' }],
      ['/api/software/products/add', { name: 'X', insert_method: 'excel' }],
      ['/api/software/products/add', { name: 'X', insert_method: 'excel', excel_import_id: 999999 }],
      ['/api/software/products/edit', { product_id: figma }],
      ['/api/software/licenses/add', { product_id: figma }],
      ['/api/software/licenses/add', { product_id: figma, employee_id: globexPerson }],
      ['/api/software/licenses/add', { product_id: globexProduct, employee_id: evan }],
      ['/api/software/licenses/add', { product_id: figma, employee_id: evan, username: 'x'.repeat(201) }],
      ['/api/software/licenses/edit', { license_id: 1, username: '\udc00' }],
      ['/api/software/licenses/delete', { license_id: 'one' }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(hr, url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
    }
    for (const bad of ['orderby_column=name;--', 'per_page=101', 'orderby_direction=sideways', 'page=-1']) {
      expect((await get(hr, `/api/software/licenses/list?${bad}`)).statusCode, bad).toBe(400);
      expect((await get(hr, `/api/software/products/list?${bad}`)).statusCode, bad).toBe(400);
      expect((await get(hr, `/api/software/licenses/product/${figma}/list?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('lists with keyword, whitelisted sort and paging; groups per product; a person’s licenses', async () => {
    const sorted = json(await get(hr, '/api/software/licenses/list?orderby_column=product_name&orderby_direction=asc&per_page=100')).data;
    const names = sorted.items.map((l: TRow) => l.product_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(sorted.items.every((l: TRow) => l.is_active)).toBe(true);
    const all = json(await get(hr, '/api/software/licenses/list?include_deactivated=1&per_page=100')).data;
    const deactivated = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM software_licenses l JOIN software_products p
      ON p.id = l.product_id WHERE l.deactivated_at IS NOT NULL AND p.company_id = (SELECT company_id FROM employees WHERE id = $1)`,
      [evan],
    );
    expect(all.total).toBe(sorted.total + deactivated.n);
    const page = json(await get(hr, '/api/software/licenses/list?per_page=2&page=1')).data;
    expect(page.items).toHaveLength(2);
    expect(json(await get(hr, '/api/software/licenses/list?keyword=slack')).data.items.every((l: TRow) => l.product_name === 'Slack')).toBe(
      true,
    );
    const forFigma = json(await get(hr, `/api/software/licenses/product/${figma}/list?include_deactivated=1`)).data.items;
    expect(forFigma.map((l: TRow) => l.product_name)).toEqual(['Figma', 'Figma']);
    const grouped = json(await get(hr, '/api/software/licenses/list/grouped')).data.items;
    expect(grouped.find((g: { product_name: string }) => g.product_name === 'Figma')).toMatchObject({
      active_count: 1,
      deactivated_count: 1,
    });
    const evans = json(await get(manager, `/api/software/licenses/employee/${evan}/list`)).data.items;
    expect(
      evans
        .filter((l: TRow) => l.is_active)
        .map((l: TRow) => l.product_name)
        .sort(),
    ).toEqual(['Adobe Acrobat Pro', 'Slack']);
    expect(json(await get(hr, `/api/software/products/${figma}/custom-fields`)).data.custom_fields).toEqual([
      { label: 'Plan', value: 'Organization' },
      { label: 'Renewal', value: '31/03/2027' },
    ]);
    const products = json(await get(hr, '/api/software/products/list?orderby_column=name&orderby_direction=asc')).data.items;
    expect(products.map((p: { name: string }) => p.name)).toEqual(['Adobe Acrobat Pro', 'Figma', 'JetBrains All Products Pack', 'Slack']);
  });

  it('managers see their people’s licenses, employees their own, and change none; another company gets 404', async () => {
    const evanSlack = (
      await t.one<{ id: number }>(`SELECT id FROM software_licenses WHERE employee_id = $1 AND product_id = $2`, [evan, slack])
    ).id;
    const own = json(await get(employee, '/api/software/licenses/list?per_page=100')).data.items;
    expect(own.length).toBe(2);
    expect(own.every((l: TRow) => l.employee_id === evan)).toBe(true);
    const managed = json(await get(manager, '/api/software/licenses/list?per_page=100')).data.items;
    expect(managed.some((l: TRow) => l.employee_id === evan)).toBe(true);
    expect(managed.some((l: TRow) => l.product_name === 'JetBrains All Products Pack')).toBe(false);
    // Engineering's lead counts only their people's seats per product.
    const engGroups = json(await get(eng, '/api/software/licenses/list/grouped')).data.items;
    const engNames = engGroups.map((g: { product_name: string }) => g.product_name);
    expect(engNames).toContain('JetBrains All Products Pack');
    expect(engNames).not.toContain('Slack');
    expect((await get(eng, `/api/software/licenses/${evanSlack}/detail`)).statusCode).toBe(404);
    expect((await get(eng, `/api/software/licenses/employee/${evan}/list`)).statusCode).toBe(404);
    expect((await post(manager, '/api/software/licenses/delete', { license_id: evanSlack })).statusCode).toBe(403);
    expect((await post(readonly, '/api/software/licenses/delete', { license_id: evanSlack })).statusCode).toBe(403);
    expect((await post(employee, '/api/software/products/add', { name: 'Mine' })).statusCode).toBe(403);
    expect((await get(globex, `/api/software/licenses/${evanSlack}/detail`)).statusCode).toBe(404);
    expect((await post(globex, '/api/software/licenses/delete', { license_id: evanSlack })).statusCode).toBe(404);
    expect((await get(globex, `/api/software/products/${figma}/detail`)).statusCode).toBe(404);
    expect((await get(globex, `/api/software/products/${figma}/custom-fields`)).statusCode).toBe(404);
    expect(json(await get(globex, '/api/software/products/list')).data.items.map((p: { name: string }) => p.name)).toEqual([
      'Microsoft 365',
    ]);
    expect((await get(manager, '/api/software/licenses/list/excel')).statusCode).toBe(403);
  });

  it('two HR users deactivating one license at once: one succeeds, the other gets 409', async () => {
    const hr2 = await t.login('hr@acme.test');
    const license = json(await post(hr, '/api/software/licenses/add', { product_id: slack, employee_id: evan })).data.license_id;
    const answers = await Promise.all([
      post(hr, '/api/software/licenses/delete', { license_id: license }),
      post(hr2, '/api/software/licenses/delete', { license_id: license }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(json(answers.find((a) => a.statusCode === 409)!).code).toBe('ALREADY_PROCESSED');
  });

  it('exports the licenses as an .xlsx HR can open', async () => {
    const res = await get(hr, '/api/software/licenses/list/excel');
    expect(res.statusCode).toBe(200);
    expect(json(res).data.file_name).toMatch(/^licenses-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(json(res).data.file_content, 'base64')).buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...LICENSE_EXPORT_HEADERS]);
    const total = json(await get(hr, '/api/software/licenses/list?include_deactivated=1&per_page=100')).data.total;
    expect(sheet.rowCount - 1).toBe(total);
    expect(sheet.getColumn(2).values).toContain('Figma');
  });
});
