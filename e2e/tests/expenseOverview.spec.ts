import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, submitExpense, test, unique } from './support.ts';

// Each test loads the charts' chunk (recharts) and waits for the page to settle: slower than a list on a busy machine.
test.beforeEach(() => test.slow());

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Loading…')).toHaveCount(0);
}

const now = new Date();
const monthName = now.toLocaleString('en', { month: 'long' });

test('HR sees the month and the year as charts with their figures as tables, at both widths, without axe violations', async ({ page }) => {
  await login(page, 'hr@acme.test', '/expenses');
  await expect(page).toHaveTitle('Expenses overview · Signoff');
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses overview' })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await expect(page.getByRole('heading', { name: `Amount per category in ${monthName} ${now.getFullYear()}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Amount per month in ${now.getFullYear()}` })).toBeVisible();
    // The demo's expenses of this month are in the month's table; the year's table has a row per month.
    const tables = page.getByRole('table');
    await expect(tables).toHaveCount(2);
    await expect(tables.first().getByRole('rowheader').first()).toBeVisible();
    await expect(tables.nth(1).getByRole('rowheader')).toHaveCount(12);
    await expectNoAxeViolations(page);
  }
});

test('choosing another month reloads its figures; an empty month says so', async ({ page }) => {
  await login(page, 'hr@acme.test', '/expenses');
  await settled(page);
  const oldest = String(now.getFullYear() - 4);
  await page.getByLabel('Year').selectOption(oldest);
  await page.getByLabel('Month').selectOption({ label: 'February' });
  await expect(page.getByText(`No expenses in February ${oldest}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Files for February ${oldest}` })).toBeVisible();
});

test("the month's PDF and Excel download as real files", async ({ page }) => {
  await login(page, 'hr@acme.test', '/expenses');
  await settled(page);
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const files = [
    { button: 'PDF', name: `expenses-${now.getFullYear()}-${mm}.pdf`, magic: '%PDF' },
    { button: 'Excel', name: `expenses-${now.getFullYear()}-${mm}.xlsx`, magic: 'PK' },
    { button: 'Excel per person', name: `expenses-individual-${now.getFullYear()}-${mm}.xlsx`, magic: 'PK' },
  ];
  for (const file of files) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: file.button, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.name);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, file.magic.length).toString('latin1')).toBe(file.magic);
  }
});

test('a manager without the expenses permission is told the overview is not theirs', async ({ page }) => {
  await login(page, 'manager@acme.test', '/expenses');
  await expect(page.getByText('The expenses overview is for people who handle the whole company’s expenses.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a changed distance shows a notice; its modal shows both distances and the reason', async ({ page }) => {
  const title = unique('Detour');
  const { request_id } = await submitExpense({
    title,
    category: 'Mileage',
    distance: '80',
    suggested_distance: '57',
    distance_reason: 'The bridge was closed.',
    start_location: 'Ghent',
    end_location: 'Antwerp',
  });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByText('The distance was changed')).toBeVisible();
  await expect(page.getByText('80 km entered, 57 km suggested by the route planner.')).toBeVisible();
  await page.getByRole('button', { name: 'See why' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extra information for the distance' });
  await expect(dialog).toHaveCSS('opacity', '1');
  await expect(dialog).toContainText('The bridge was closed.');
  await expect(dialog).toContainText('+23 km');
  await expect(dialog).toContainText('Ghent → Antwerp');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Without a change there is no notice.
  const plainTitle = unique('Same way');
  const plain = await submitExpense({ title: plainTitle, category: 'Mileage', distance: '57', suggested_distance: '57' });
  await page.goto(`/inbox/expenses/${plain.request_id}`);
  await expect(page.getByRole('heading', { name: plainTitle })).toBeVisible();
  await expect(page.getByText('The distance was changed')).toHaveCount(0);
});
