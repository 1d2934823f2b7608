import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test, inboxTabCount } from './support.ts';

type TConflictRow = { id: number; name_person: string; status: string };
type TConflictDetail = { conflict: { field_changed: { fieldname: string }[]; likely_change_origin: string } };

/** The seeded Acme conflict of a status whose changed fields include `field` (the demo seed names no one by key). */
async function seeded(page: Page, status: string, match: (d: TConflictDetail['conflict']) => boolean) {
  const list = (await (await page.request.get(`/api/conflicts/list?status=${status}`)).json()) as { data: { items: TConflictRow[] } };
  for (const row of list.data.items) {
    const detail = (await (await page.request.get(`/api/conflicts/${row.id}`)).json()) as { data: TConflictDetail };
    if (match(detail.data.conflict)) return row;
  }
  throw new Error(`no seeded ${status} conflict matches`);
}
const hasField = (field: string) => (c: TConflictDetail['conflict']) => c.field_changed.some((f) => f.fieldname === field);

test('the detail shows both systems with the origin markers, the profile link and the provider login', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/conflicts');
  const row = await seeded(page, 'pending', (c) => c.likely_change_origin === 'officient');
  await page.getByRole('link', { name: row.name_person }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/conflicts/${row.id}$`));
  const product = page.getByRole('radiogroup', { name: 'Civil state' });
  await expect(product.getByRole('radio', { name: 'Signoff: Married' })).toHaveAttribute('aria-checked', 'false');
  await expect(product.getByRole('radio', { name: 'Payroll provider: Single' })).toBeVisible();
  await expect(page.getByText('NEW', { exact: true })).toBeVisible();
  await expect(page.getByText('OLD', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the profile' })).toHaveAttribute('href', /\/people\/\d+$/);
  await expect(page.getByRole('link', { name: 'Log in to the payroll provider' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('applying changes needs a choice per field; chosen by keyboard, it closes and names the resolver', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/conflicts');
  const row = await seeded(page, 'pending', hasField('bankAccount_iban'));
  const countBefore = await inboxTabCount(page, /Conflicts/);
  await page.getByRole('link', { name: row.name_person }).click();
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please indicate the correct value for every field' })).toBeVisible();
  // Radio-like cells: reached with Tab, chosen with Space or Enter.
  const iban = page.getByRole('radiogroup', { name: 'Bank account (IBAN)' }).getByRole('radio', { name: /^Payroll provider/ });
  await iban.focus();
  await page.keyboard.press('Space');
  await expect(iban).toHaveAttribute('aria-checked', 'true');
  const children = page.getByRole('radiogroup', { name: 'Dependent children' }).getByRole('radio', { name: /^Payroll provider/ });
  await children.focus();
  await page.keyboard.press('Enter');
  await expect(children).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Apply changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply changes?' });
  await dialog.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Conflict saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/conflicts$/);
  await expect(page.getByRole('link', { name: row.name_person })).toHaveCount(0);
  await expect.poll(() => inboxTabCount(page, /Conflicts/)).toBe(countBefore - 1);
  // The status is remembered between visits.
  await page.getByRole('tab', { name: 'Closed' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: row.name_person }).click();
  await expect(page.getByText('This conflict is resolved')).toBeVisible();
  await expect(page.getByText('By Hanna Janssens.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply changes' })).toHaveCount(0);
});

test('ignore all returns to the list; the conflict is under Ignored', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/conflicts');
  const row = await seeded(page, 'pending', hasField('address_city'));
  await page.getByRole('link', { name: row.name_person }).click();
  await page.getByRole('button', { name: 'Ignore all' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Conflict ignored' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/conflicts$/);
  await page.getByRole('tab', { name: 'Ignored' }).click();
  await page.getByRole('link', { name: row.name_person }).click();
  await expect(page.getByText('This conflict was ignored')).toBeVisible();
});

test('a conflict both sides settled shows it was resolved automatically; an empty status says so', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/conflicts');
  const row = await seeded(page, 'closed', hasField('nationality'));
  await page.goto(`/inbox/conflicts/${row.id}`);
  await expect(page.getByText('Resolved automatically: both sides agree again.')).toBeVisible();
  // A manager has no conflicts tab and an empty list.
  await page.context().clearCookies();
  await login(page, 'manager@acme.test', '/inbox/conflicts');
  await expect(page.getByRole('tab', { name: /Conflicts/ })).toHaveCount(0);
  await expect(page.getByText('No pending conflicts')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the list and a detail fit 390 px and pass axe', async ({ page }) => {
    await login(page, 'hr@acme.test', '/inbox/conflicts');
    const row = await seeded(page, 'pending', (c) => c.likely_change_origin === 'officient');
    await expect(page.getByRole('link', { name: row.name_person })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    // Closed and ignored rows are set apart, and still readable.
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(page.getByText('Ignored', { exact: true }).last()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: row.name_person }).click();
    await expect(page.getByRole('button', { name: 'Apply changes' })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: 'Civil state' })
      .getByRole('radio', { name: /^Signoff/ })
      .click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test('a value kept from Signoff is sent to the provider by the queue; the conflict closes once it took it', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/conflicts');
  const row = await seeded(page, 'pending', (c) => c.likely_change_origin === 'officient');
  await page.getByRole('link', { name: row.name_person }).click();
  await page.getByRole('radiogroup', { name: 'Civil state' }).getByRole('radio', { name: 'Signoff: Married' }).click();
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await page.getByRole('dialog', { name: 'Apply changes?' }).getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'the changes are being sent to the payroll provider' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/conflicts$/);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/conflicts/${row.id}`)).json()) as { data: { conflict: { status: string } } }).data.conflict
          .status,
      {
        timeout: 30_000,
      },
    )
    .toBe('closed');
  await page.goto(`/inbox/conflicts/${row.id}`);
  await expect(page.getByText('By Hanna Janssens.')).toBeVisible();
});
