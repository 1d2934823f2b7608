import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test } from './support.ts';

type TRow = { id: number; name_person: string; status: string };
type TDetail = { details: { status: string; details: { employee_id: number } }; officient_state: { plate: string } | null };

/** The seeded Acme car conflict whose product car has this plate (the demo seed names no one by key). */
async function seeded(page: Page, plate: string) {
  const list = (await (await page.request.get('/api/carConflicts/list?status=all')).json()) as { data: { items: TRow[] } };
  for (const row of list.data.items) {
    const detail = (await (await page.request.get(`/api/carConflicts/${row.id}`)).json()) as { data: TDetail };
    if (detail.data.officient_state?.plate === plate) return { ...row, employee: detail.data.details.details.employee_id };
  }
  throw new Error(`no seeded car conflict with the plate ${plate}`);
}
const tabCount = async (page: Page) =>
  Number((await page.getByRole('tab', { name: /Car conflicts/ }).textContent())?.match(/\d+/)?.[0] ?? '0');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the list and a detail fit 390 px and pass axe', async ({ page }) => {
    // Three axe runs on a shared two-core machine.
    test.slow();
    await login(page, 'hr@acme.test', '/inbox/carConflicts');
    const row = await seeded(page, '1-FTC-777');
    await expect(page.getByRole('link', { name: row.name_person })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(page.getByText('Ignored', { exact: true }).last()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: row.name_person }).click();
    await expect(page).toHaveURL(new RegExp(`/inbox/carConflicts/${row.id}$`));
    await expect(page.getByRole('radiogroup', { name: 'Which side is right?' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test('the tab shows with its count; the detail compares both cars; confirming needs a resolution (FORM_INVALID)', async ({ page }) => {
  test.slow();
  await login(page, 'hr@acme.test', '/inbox');
  await expect(page.getByRole('tab', { name: /Car conflicts/ })).toBeVisible();
  const before = await tabCount(page);
  expect(before).toBeGreaterThanOrEqual(3);
  await page.getByRole('tab', { name: /Car conflicts/ }).click();
  await expect(page).toHaveURL(/\/inbox\/carConflicts$/);
  await expect(page.getByRole('tab', { name: 'Pending', exact: true })).toHaveAttribute('aria-selected', 'true');
  const row = await seeded(page, '1-BMW-320');
  await page.getByRole('link', { name: row.name_person }).click();
  const product = page.getByRole('region', { name: 'Signoff' });
  const provider = page.getByRole('region', { name: 'Payroll provider' });
  await expect(product.getByText('Hybrid (petrol)')).toBeVisible();
  await expect(product.getByText('1-BMW-320')).toBeVisible();
  await expect(provider.getByText('41 g/km')).toBeVisible();
  await expect(product.getByText('Differs')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Open the profile' })).toHaveAttribute('href', `/people/${row.employee}`);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The form is not complete' })).toBeVisible();
  // The radio group is reached with Tab and chosen with the arrow keys or Space.
  const inProduct = page.getByRole('radio', { name: /Adjust in Signoff/ });
  await inProduct.focus();
  await page.keyboard.press('Space');
  await expect(inProduct).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Car conflict saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/carConflicts$/);
  await expect(page.getByRole('link', { name: row.name_person })).toHaveCount(0);
  await expect.poll(() => tabCount(page)).toBe(before - 1);

  // The status is remembered between visits; the closed conflict names its resolver and the choice.
  await page.getByRole('tab', { name: 'Closed' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: row.name_person }).click();
  await expect(page.getByText('This car conflict is resolved')).toBeVisible();
  await expect(page.getByText(/By Hanna Janssens\. Chosen: Adjust in Signoff/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // The person's page shows the car, now as the provider had it.
  await page.goto(`/people/${row.employee}`);
  const car = page.getByRole('region', { name: 'Company car' });
  await expect(car.getByText('BMW 320e Touring')).toBeVisible();
  await expect(car.getByText('41 g/km')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('ignore returns to the list; the conflict is under Ignored', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/carConflicts');
  const row = await seeded(page, '2-VWE-404');
  await page.getByRole('link', { name: row.name_person }).click();
  await page.getByRole('radio', { name: 'Ignore' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Car conflict ignored' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/carConflicts$/);
  await page.getByRole('tab', { name: 'Ignored' }).click();
  await page.getByRole('link', { name: row.name_person }).click();
  await expect(page.getByText('This car conflict was ignored')).toBeVisible();
});

test('adjusting in the payroll provider is sent by the queue; the conflict closes once the provider took it', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/carConflicts');
  const row = await seeded(page, '1-FTC-777');
  await page.getByRole('link', { name: row.name_person }).click();
  await page.getByRole('radio', { name: /Adjust in the payroll provider/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'the car is being sent to the payroll provider' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/carConflicts$/);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/carConflicts/${row.id}`)).json()) as { data: TDetail }).data.details.status, {
      timeout: 30_000,
    })
    .toBe('closed');
});

test('a manager has no car conflicts tab and an empty list', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/carConflicts');
  await expect(page.getByRole('tab', { name: /Car conflicts/ })).toHaveCount(0);
  await expect(page.getByText('No pending car conflicts')).toBeVisible();
});
