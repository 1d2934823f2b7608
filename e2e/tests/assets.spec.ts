import { expect, test, apiAs, login, unique, inboxTabCount } from './support.ts';

/** employee@acme.test (Evan Peeters, Sales, managed by manager@acme.test) asks for a custom asset through the API. */
async function askForCustomAsset(name: string, price = 249.5): Promise<number> {
  const ctx = await apiAs('employee@acme.test');
  const res = await ctx.post('/api/assets/requests/add', {
    data: {
      motivation: 'My back hurts after a day at the desk.',
      requested_assets: [
        { asset_type_id: -1, name, price, description: 'Advised by the occupational doctor.', url: 'https://www.example.com/chairs/ergo' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = (await res.json()).data.id as number;
  await ctx.dispose();
  return id;
}

const assetsCount = (page: import('@playwright/test').Page) => inboxTabCount(page, /^Assets/);

test('accepting a request with a custom asset creates it; the detail said it would', async ({ page }) => {
  const name = unique('Ergonomic chair');
  const id = await askForCustomAsset(name);
  await login(page, 'manager@acme.test', '/inbox/assets');
  await page.getByRole('tab', { name: 'Pending', exact: true }).click();
  const row = page.getByRole('link', { name });
  await expect(row).toBeVisible();
  await expect.poll(() => assetsCount(page)).toBeGreaterThanOrEqual(1);
  const before = await assetsCount(page);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/inbox/assets/${id}$`));
  const asset = page.getByTestId('requested-asset');
  await expect(asset).toContainText(name);
  await expect(asset).toContainText('Custom');
  await expect(asset.getByText('€ 249,50').or(asset.getByText('€249.50'))).toBeVisible();
  await expect(asset.getByRole('link', { name: /www\.example\.com/ })).toHaveAttribute('href', 'https://www.example.com/chairs/ergo');
  await expect(page.getByText('My back hurts after a day at the desk.')).toBeVisible();
  await expect(page.getByText(/accepting creates a new asset type for it/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Evan Peeters' })).toHaveAttribute('href', /\/people\/\d+$/);

  await page.getByLabel('Message for the employee').fill('Ordered, it arrives next week.');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Asset request accepted' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/assets$/);
  await expect.poll(() => assetsCount(page)).toBe(before - 1);

  await page.goto(`/inbox/assets/${id}`);
  await expect(page.getByText('This asset request has already been handled')).toBeVisible();
  await expect(page.getByText('Ordered, it arrives next week.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The custom asset now belongs to Evan: his page lists it, linked to the request that created it.
  await page.getByRole('link', { name: 'Evan Peeters' }).click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  const section = page.getByRole('region', { name: 'Assets' });
  await expect(section.getByRole('row').filter({ hasText: name })).toContainText('249');
  await expect(section.getByRole('link', { name: `From request #${id}` })).toBeVisible();
});

test('declining a request; the closed list has it, and a second decision is refused', async ({ page }) => {
  const name = unique('Standing desk');
  const id = await askForCustomAsset(name, 600);
  await login(page, 'manager@acme.test', `/inbox/assets/${id}`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Asset request declined' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/assets$/);
  await page.getByRole('tab', { name: 'Closed', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Declined');

  const ctx = await apiAs('manager@acme.test');
  const again = await ctx.post('/api/inbox/assets/accept', { data: { id } });
  expect(again.status()).toBe(409);
  await ctx.dispose();
});

test('the Excel export shows only off the pending tab and on a non-empty list, and downloads an .xlsx', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/assets');
  await page.getByRole('tab', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Closed', exact: true }).click();
  const exportButton = page.getByRole('button', { name: 'Export to Excel' });
  await expect(exportButton).toBeVisible();
  const download = page.waitForEvent('download');
  await exportButton.click();
  expect((await download).suggestedFilename()).toMatch(/^asset-requests-closed-.*\.xlsx$/);

  // A search that matches nothing: an empty list offers nothing to export.
  await page.getByRole('textbox', { name: 'Search' }).fill('zzz-no-such-asset');
  await expect(page.getByText('No closed asset requests')).toBeVisible();
  await expect(exportButton).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill('');
});

test('a manager decides asset requests but is not offered the export', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/assets');
  await page.getByRole('tab', { name: 'Closed', exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toHaveCount(0);
});
