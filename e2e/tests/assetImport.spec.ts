import ExcelJS from 'exceljs';
import { expect, expectNoAxeViolations, login, test, unique } from './support.ts';

/** A real .xlsx of asset rows under the template's header row. */
async function assetsFile(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Assets');
  sheet.addRow(['Employee e-mail', 'Asset type', 'Price (EUR)']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('HR imports assets from Excel: previews the problems, imports the valid row, sees it on the person, undoes it', async ({ page }) => {
  // Two axe runs, an upload, an import and an undo across three pages: slower than one flow.
  test.setTimeout(180_000);
  const fileName = `${unique('assets').replace(/\s+/g, '-')}.xlsx`;
  // A price no demo asset has, so Evan's page shows exactly the imported one.
  const price = 77.31;
  await login(page, 'hr@acme.test', '/inbox/assets');
  await page.getByRole('link', { name: 'Import from Excel' }).click();
  await expect(page).toHaveURL(/\/imports$/);
  await expect(page.getByRole('heading', { name: 'Import assets or licenses from Excel' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('assets-import-template.xlsx');

  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await assetsFile([
      ['employee@acme.test', 'Parking badge', price],
      ['nobody@acme.test', 'Parking badge', 5],
      ['employee@acme.test', 'Hoverboard', 5],
    ]),
  });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('1 row can be imported.')).toBeVisible();
  await expect(preview.getByText('2 rows have problems and will be skipped.')).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: 'nobody@acme.test' })).toContainText('Unknown employee');
  await expect(preview.getByRole('row').filter({ hasText: 'Hoverboard' })).toContainText('Unknown asset type');
  await expectNoAxeViolations(page);

  await preview.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 row imported' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Latest imports' });
  const imported = history.getByRole('row').filter({ hasText: fileName });
  await expect(imported).toBeVisible();

  const evan = page.context().request;
  const evanId = (await (await evan.get('/api/assets/list?keyword=Evan&per_page=1')).json()).data.items[0].owner_employee_id as number;
  await page.goto(`/people/${evanId}`);
  const assets = page.getByRole('region', { name: 'Assets', exact: true });
  await expect(
    assets
      .getByRole('row')
      .filter({ hasText: '77,31' })
      .or(assets.getByRole('row').filter({ hasText: '77.31' })),
  ).toBeVisible();
  // The person's licenses show beside their assets.
  await expect(page.getByRole('region', { name: 'Software licenses' }).getByRole('row').filter({ hasText: 'Slack' })).toContainText(
    'Active',
  );

  await page.goto('/imports');
  await page
    .getByRole('region', { name: 'Latest imports' })
    .getByRole('button', { name: `Undo the import of ${fileName}` })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Import undone: 1 row removed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest imports' }).getByRole('row').filter({ hasText: fileName })).toContainText('Undone');
  await page.goto(`/people/${evanId}`);
  await expect(page.getByRole('region', { name: 'Assets', exact: true }).getByRole('row').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assets', exact: true }).getByText(/77[.,]31/)).toHaveCount(0);
});

test('a file that is not an .xlsx is refused with a clear reason; the page works at a phone’s width', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 900 });
  await login(page, 'hr@acme.test', '/imports');
  await page.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
  await expect(page.getByText('This file is not an Excel workbook (.xlsx)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a manager sees no import link and is told on the page why they cannot import', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/assets');
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('tab', { name: /^Assets/ }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import from Excel' })).toHaveCount(0);
  await page.goto('/imports');
  await expect(page.getByText('Importing needs the assets or the software permission.')).toBeVisible();
});
