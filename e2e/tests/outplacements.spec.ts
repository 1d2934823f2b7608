import type { Page } from '@playwright/test';
import { sandboxUrl } from '../workers.ts';
import { expect, expectNoAxeViolations, login, test, inboxTabCount } from './support.ts';

/** Tells this worker's payroll-provider sandbox how to behave (its admin API). */
async function sandboxBehaves(page: Page, behaviour: { delay_ms?: number; fail_next?: number }) {
  const res = await page.request.post(`${sandboxUrl(test.info().parallelIndex)}/admin/behaviour`, {
    data: { delay_ms: 0, fail_next: 0, ...behaviour },
  });
  expect(res.status()).toBe(200);
}

// Each flow waits for the job queue and the provider, and the machines that run these are shared: thrice the time.
test.beforeEach(() => test.slow());

const outplacementsCount = (page: Page) => inboxTabCount(page, /Outplacements/);

/** Opens a seeded pending outplacement from the list, by its role. */
async function openPending(page: Page, role: string) {
  await login(page, 'hr@acme.test', '/inbox/outplacements');
  await page.getByRole('link', { name: role }).click();
  await expect(page).toHaveURL(/\/inbox\/outplacements\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

test('requesting an outplacement: pending while the provider answers, then requested after polling', async ({ page }) => {
  // A slow provider, so the pending state is seen before the poll picks up the answer.
  await sandboxBehaves(page, { delay_ms: 1500 });
  await openPending(page, 'Account executive');
  await expect.poll(() => outplacementsCount(page)).toBeGreaterThanOrEqual(1);
  const before = await outplacementsCount(page);
  await page.getByRole('button', { name: 'Request outplacement' }).click();
  await expect(page.getByText('Requesting outplacement from the payroll provider…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ignore' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Outplacement requested' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This outplacement has already been handled')).toBeVisible();
  await expect(page.getByRole('main').getByText('Requested', { exact: true })).toBeVisible();
  await expect.poll(() => outplacementsCount(page)).toBe(before - 1);
  await sandboxBehaves(page, {});
});

test('a provider failing four times: the failure toast, and the outplacement stays pending', async ({ page }) => {
  await sandboxBehaves(page, { fail_next: 4 });
  await openPending(page, 'Warehouse operator');
  await page.getByRole('button', { name: 'Request outplacement' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to request outplacement' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/The last request failed: .*503/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request outplacement' })).toBeEnabled();
  await sandboxBehaves(page, {});
});

test('ignoring an outplacement returns to the list; it is under Ignored', async ({ page }) => {
  await openPending(page, 'Software engineer');
  await page.getByRole('button', { name: 'Ignore' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Outplacement ignored' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/outplacements$/);
  await expect(page.getByRole('link', { name: 'Software engineer' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Ignored' }).click();
  await page.getByRole('link', { name: 'Software engineer' }).click();
  await expect(page.getByText('This outplacement was ignored.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ignore' })).toHaveCount(0);
});

test('the back link follows where the user came from', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/outplacements');
  const href = await page.getByRole('link', { name: 'Payroll officer' }).getAttribute('href');
  await page.goto(`${href}?from=daysOff`);
  await page.getByRole('link', { name: 'Back to days off' }).click();
  await expect(page).toHaveURL(/\/inbox\/daysOff$/);
  await page.goto(href!);
  await page.getByRole('link', { name: 'Back to outplacements' }).click();
  await expect(page).toHaveURL(/\/inbox\/outplacements$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the list and a detail fit 390 px and pass axe', async ({ page }) => {
    await login(page, 'hr@acme.test', '/inbox/outplacements');
    await expect(page.getByRole('link', { name: 'Sales representative' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sales representative' }).click();
    await expect(page.getByRole('button', { name: 'Request outplacement' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
